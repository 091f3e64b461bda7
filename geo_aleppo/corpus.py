"""Reading articles: the bundled seeds, the user's files, folders, globs and JSON Lines archives.

Offsets are Python ``str`` offsets into the text as decoded: a UTF-8 byte-order
mark is dropped and line ends are kept exactly as they are in the file (CRLF stays
CRLF), so an offset found here points at the same character in any editor.
"""

from __future__ import annotations

import csv
import glob
import json
import logging
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from ._resources import bundled_path
from .errors import ArticleError

__all__ = ["Article", "load_corpus", "iter_articles", "read_manifest", "quote_window", "QUOTE_CHARS", "SCENE_MAX_CHARS"]

log = logging.getLogger(__name__)

TEXT_SUFFIXES = (".txt",)
ARCHIVE_SUFFIXES = (".jsonl",)
MANIFEST = "manifest.csv"
QUOTE_CHARS = 400  # a quoted context is at most about this long, whatever the length of its sentence
ELLIPSIS = "…"
# The scene (map, export) holds an article's mentions and claims at once: about 25 MB of memory per
# million characters, so this bound keeps one article under 1 GB. ``parse`` streams any length.
SCENE_MAX_CHARS = 20_000_000


@dataclass(frozen=True, slots=True)
class Article:
    """One news report: its text and what is known of where it comes from."""

    id: str
    path: str
    outlet: str | None
    date: str | None
    text: str
    url: str | None = None

    def __repr__(self) -> str:
        return f"Article({self.id!r}, outlet={self.outlet!r}, date={self.date!r}, {len(self.text)} chars)"


def quote_window(
    text: str, start: int, end: int, focus: tuple[int, int] | None = None, *, width: int = QUOTE_CHARS
) -> str:
    """Quote ``text[start:end]``, cut to about ``width`` characters around ``focus``.

    A sentence that fits is quoted whole. A longer one (an article without full stops) is cut
    at word boundaries to a window around ``focus`` (a mention's offsets; default: the start),
    with an ellipsis where text was left out, so that no record grows with its sentence.

    Examples
    --------
    >>> quote_window("one two three four five six", 0, 27, (8, 13), width=18)
    '…two three four…'
    """
    if end - start <= width:
        return text[start:end]
    focus_start, focus_end = focus if focus is not None else (start, start)
    margin = max(0, width - (focus_end - focus_start)) // 2
    low = max(start, min(focus_start - margin, end - width))
    high = min(end, max(low + width, focus_end))
    slack = max(20, width // 10)  # move a cut to the nearest space, so that no word is split
    if low > start and not text[low - 1].isspace():
        space = text.find(" ", low, min(low + slack, focus_start))
        low = space + 1 if space >= 0 else low
    if high < end and not text[high].isspace():
        space = text.rfind(" ", max(high - slack, focus_end), high)
        high = space if space >= 0 else high
    return f"{ELLIPSIS if low > start else ''}{text[low:high].strip()}{ELLIPSIS if high < end else ''}"


def read_manifest(path: Path) -> dict[str, dict[str, str]]:
    """Rows of a ``manifest.csv`` by file name; a malformed manifest raises ArticleError."""
    try:
        with open(path, encoding="utf-8-sig", newline="") as handle:
            rows = list(csv.DictReader(handle))
    except (OSError, UnicodeDecodeError, csv.Error) as exc:
        raise ArticleError(f"{path}: cannot read the manifest ({exc})") from None
    if rows and not {"id", "file"} <= set(rows[0]):
        raise ArticleError(f"{path}: the manifest needs 'id' and 'file' columns")
    return {row["file"]: row for row in rows}


_WARNED: set[str] = set()  # files already reported as decoded with --encoding: one warning each


def decode(data: bytes, path: Path | str, encoding: str | None = None, *, file: Path | str | None = None) -> str:
    """Decode article bytes as UTF-8 (BOM allowed), or with ``encoding`` and a warning.

    ``path`` names the bytes in errors (a file, or "file, line N"); ``file`` is the file that
    the warning names, once.
    """
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        if encoding is None:
            raise ArticleError(
                f"{path}: not UTF-8 (byte 0x{data[exc.start]:02x} at offset {exc.start}); "
                "convert it to UTF-8 or pass --encoding (for example cp1256 or latin-1)"
            ) from None
    try:
        text = data.decode(encoding)
    except (LookupError, UnicodeDecodeError) as exc:
        raise ArticleError(f"{path}: cannot decode as {encoding!r} ({exc})") from None
    warn_for = str(file or path)
    if warn_for not in _WARNED:
        _WARNED.add(warn_for)
        log.warning("%s: not UTF-8; decoded as %s", warn_for, encoding)
    return text


def _text_article(path: Path, manifest: dict[str, dict[str, str]], encoding: str | None) -> Article:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ArticleError(f"{path}: cannot read ({exc.strerror})") from None
    row = manifest.get(path.name, {})
    return Article(
        id=row.get("id") or path.stem,
        path=str(path),
        outlet=row.get("outlet") or None,
        date=row.get("date") or None,
        text=decode(data, path, encoding),
        url=row.get("url") or None,
    )


def archive_article(raw: bytes, path: str, where: str | None = None, encoding: str | None = None) -> Article:
    """One line of a JSON Lines archive as an Article; a bad line raises ArticleError naming ``where``."""
    where = where or path
    try:
        record = json.loads(decode(raw, where, encoding, file=path))
    except json.JSONDecodeError as exc:
        raise ArticleError(f"{where}: invalid JSON ({exc.msg})") from None
    if not isinstance(record, dict) or not isinstance(record.get("text"), str):
        raise ArticleError(f"{where}: each line needs a JSON object with a string 'text'")
    article_id = record.get("id")
    if not isinstance(article_id, (str, int)) or isinstance(article_id, bool) or article_id == "":
        raise ArticleError(f"{where}: each line needs an 'id' (string or number)")
    meta = {k: record.get(k) for k in ("outlet", "date", "url")}
    bad = [k for k, v in meta.items() if v is not None and not isinstance(v, str)]
    if bad:
        raise ArticleError(f"{where}: {', '.join(bad)} must be strings")
    try:  # JSON may spell a lone surrogate ("\ud800"), which no UTF-8 output can hold
        record["text"].encode("utf-8")
    except UnicodeEncodeError as exc:
        raise ArticleError(
            f"{where}: 'text' holds an invalid character (a lone surrogate) at offset {exc.start}"
        ) from None
    return Article(str(article_id), path, meta["outlet"], meta["date"], record["text"], meta["url"])


def _archive_articles(path: Path, encoding: str | None) -> Iterator[Article]:
    try:
        handle = open(path, "rb")
    except OSError as exc:
        raise ArticleError(f"{path}: cannot read ({exc.strerror})") from None
    with handle:
        for number, raw in enumerate(handle, 1):
            if raw.strip():
                yield archive_article(raw, str(path), f"{path}, line {number}", encoding)


def _expand(paths: Iterable[str | Path]) -> Iterator[Path]:
    for given in paths:
        path = Path(given)
        if path.exists():
            yield path
            continue
        matches = sorted(glob.glob(str(given), recursive=True)) if glob.has_magic(str(given)) else []
        if not matches:
            raise ArticleError(f"{given}: no such file or directory")
        yield from (Path(m) for m in matches)


def iter_articles(
    paths: str | Path | Iterable[str | Path] | None = None, *, encoding: str | None = None
) -> Iterator[Article]:
    """Yield articles one at a time, so that an archive need not fit in memory.

    ``paths`` may be files (``.txt`` or ``.jsonl``), folders (read recursively, in
    sorted order, with a ``manifest.csv`` for metadata where there is one) or glob
    patterns. The default is the bundled seeds.
    """
    if paths is None:
        paths = [bundled_path("seeds")]
    elif isinstance(paths, (str, Path)):
        paths = [paths]
    for path in _expand(paths):
        if path.is_dir():
            files = sorted(
                p for p in path.rglob("*") if p.suffix.lower() in TEXT_SUFFIXES + ARCHIVE_SUFFIXES and p.is_file()
            )
            if not files:
                raise ArticleError(f"{path}: no .txt or .jsonl articles in this folder")
            manifests: dict[Path, dict] = {}
            for file in files:
                if file.parent not in manifests:
                    found = file.parent / MANIFEST
                    manifests[file.parent] = read_manifest(found) if found.is_file() else {}
                yield from _read_file(file, manifests[file.parent], encoding)
        else:
            manifest_path = path.parent / MANIFEST
            yield from _read_file(path, read_manifest(manifest_path) if manifest_path.is_file() else {}, encoding)


def _read_file(path: Path, manifest: dict, encoding: str | None) -> Iterator[Article]:
    if path.suffix.lower() in ARCHIVE_SUFFIXES:
        yield from _archive_articles(path, encoding)
    else:
        yield _text_article(path, manifest, encoding)


def load_corpus(
    paths: str | Path | Iterable[str | Path] | None = None, *, encoding: str | None = None
) -> list[Article]:
    """Read every article from ``paths`` (default: the bundled seeds) into a list."""
    return list(iter_articles(paths, encoding=encoding))
