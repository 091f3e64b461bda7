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
from pathlib import Path

from .._resources import bundled_path
from ..errors import ArticleError
from ..io.inputs import (
    MAX_BYTES,
    MAX_CHARS,
    STDIN,
    bounded_lines,
    check_regular,
    open_input,
    read_article_bytes,
    too_long,
)
from ..io.text import printable
from .article import Article, check_date, data_name, without_nul, without_surrogates

__all__ = [
    "TEXT_SUFFIXES",
    "ARCHIVE_SUFFIXES",
    "MANIFEST",
    "read_manifest",
    "decode",
    "text_article",
    "check_length",
    "archive_article",
    "line_too_long",
    "expand_paths",
    "iter_articles",
    "input_files",
    "is_archive",
    "folder_files",
    "load_corpus",
]

log = logging.getLogger("geo_aleppo.corpus")

TEXT_SUFFIXES = (".txt",)
ARCHIVE_SUFFIXES = (".jsonl",)
MANIFEST = "manifest.csv"


def read_manifest(path: Path) -> dict[str, dict[str, str]]:
    """Rows of a ``manifest.csv`` by file name; a malformed manifest raises ArticleError."""
    try:
        with open(path, encoding="utf-8-sig", newline="") as handle:
            rows = list(csv.DictReader(handle))
    except (OSError, UnicodeDecodeError, csv.Error) as exc:
        raise ArticleError(f"{path}: cannot read the manifest ({exc})") from None
    if rows and not {"id", "file"} <= set(rows[0]):
        raise ArticleError(f"{path}: the manifest needs 'id' and 'file' columns")
    for number, row in enumerate(rows, 2):
        where = f"{path}, line {number}"
        for field in ("id", "outlet", "date", "url"):
            row[field] = without_nul(row.get(field), where, field)  # type: ignore[assignment]
        check_date(row.get("date") or None, where)
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


def text_article(path: Path, manifest: dict[str, dict[str, str]], encoding: str | None) -> Article:
    """The article of one ``.txt`` file (or ``-``), with what ``manifest`` says of it."""
    with open_input(path) as source:  # a regular file (or -), checked before it is read; gzip streamed
        data = read_article_bytes(source)
    text = without_nul(decode(data, path, encoding), path, "the text") or ""
    check_length(text, path)
    row = manifest.get(path.name, {})
    shown = "-" if str(path) == STDIN else data_name(path)
    return Article(
        id=row.get("id") or ("stdin" if shown == "-" else _stem(Path(shown))),
        path=shown,
        outlet=row.get("outlet") or None,
        date=row.get("date") or None,
        text=text,
        url=row.get("url") or None,
    )


def _stem(path: Path) -> str:
    """A file's name without its article suffix (``a.txt.gz`` -> ``a``): the default id."""
    name = path.name
    for suffix in (".gz", *TEXT_SUFFIXES, *ARCHIVE_SUFFIXES):
        if name.lower().endswith(suffix) and len(name) > len(suffix):
            name = name[: -len(suffix)]
    return name


def check_length(text: str, where: object) -> None:
    """Refuse an article over :data:`MAX_CHARS` in one line; warn of one that holds no text at all."""
    if len(text) > MAX_CHARS:
        raise too_long(printable(where), len(text))
    if not text.strip():
        log.warning("%s: the article is empty", where)


def archive_article(raw: bytes, path: str, where: str | None = None, encoding: str | None = None) -> Article:
    """One line of a JSON Lines archive as an Article; a bad line raises ArticleError naming ``where``."""
    where = where or path
    try:
        record = json.loads(decode(raw, where, encoding, file=path))
    except json.JSONDecodeError as exc:
        raise ArticleError(f"{where}: invalid JSON ({exc.msg})") from None
    except RecursionError:
        raise ArticleError(f"{where}: invalid JSON (nested too deeply)") from None
    except ValueError as exc:  # an integer of more than 4300 digits
        raise ArticleError(f"{where}: invalid JSON ({exc})") from None
    if not isinstance(record, dict) or not isinstance(record.get("text"), str):
        raise ArticleError(f"{where}: each line needs a JSON object with a string 'text'")
    article_id = record.get("id")
    if not isinstance(article_id, (str, int)) or isinstance(article_id, bool) or article_id == "":
        raise ArticleError(f"{where}: each line needs an 'id' (string or number)")
    meta = {k: record.get(k) for k in ("outlet", "date", "url")}
    bad = [k for k, v in meta.items() if v is not None and not isinstance(v, str)]
    if bad:
        raise ArticleError(f"{where}: {', '.join(bad)} must be strings")
    for field, value in (("id", article_id), ("text", record["text"]), *meta.items()):
        without_surrogates(value, where, field)
    check_date(meta["date"], where)
    check_length(record["text"], where)
    meta = {k: without_nul(v, where, k) for k, v in meta.items()}
    return Article(
        without_nul(str(article_id), where, "id") or "",
        path,
        meta["outlet"],
        meta["date"],
        without_nul(record["text"], where, "text") or "",
        meta["url"],
    )


class _Skipped:
    """Bad JSON Lines lines passed over with ``skip_bad_lines``: each one is logged, then the total."""

    def __init__(self, enabled: bool):
        self.enabled, self.count = enabled, 0

    def skip(self, error: ArticleError) -> None:
        if not self.enabled:
            raise error
        self.count += 1
        log.warning("skipped: %s", error)

    def report(self) -> None:
        if self.count:
            log.warning("skipped %d bad line%s in all", self.count, "" if self.count == 1 else "s")


def _archive_articles(path: Path, encoding: str | None, skipped: _Skipped) -> Iterator[Article]:
    with open_input(path) as source:
        for number, raw in bounded_lines(source):
            where = f"{printable(path)}, line {number}"
            if raw is None:
                skipped.skip(line_too_long(where))
            elif raw.strip():
                try:
                    article = archive_article(raw, data_name(path), where, encoding)
                except ArticleError as exc:
                    skipped.skip(exc)
                    continue
                yield article


def line_too_long(where: str) -> ArticleError:
    """The error of a JSON Lines line over :data:`MAX_BYTES` (it is never read whole)."""
    return too_long(where, f"a line of over {MAX_BYTES:,} bytes (four bytes a character)")


def expand_paths(paths: Iterable[str | Path]) -> Iterator[Path]:
    """Each of ``paths`` as given when it exists (or is ``-``), else the files its glob matches, else ArticleError."""
    for given in paths:
        path = Path(given)
        if str(given) == STDIN or path.exists() or path.is_symlink():  # a broken link: "cannot read" names it
            yield path
            continue
        matches = sorted(glob.glob(str(given), recursive=True)) if glob.has_magic(str(given)) else []
        if not matches:
            raise ArticleError(f"{given}: no such file or directory")
        yield from (Path(m) for m in matches)


def iter_articles(
    paths: str | Path | Iterable[str | Path] | None = None,
    *,
    encoding: str | None = None,
    skip_bad_lines: bool = False,
) -> Iterator[Article]:
    """Yield articles one at a time, so that an archive need not fit in memory.

    ``paths`` may be files (``.txt`` or ``.jsonl``), folders (read recursively, in
    sorted order, with a ``manifest.csv`` for metadata where there is one) or glob
    patterns. The default is the bundled seeds.

    A bad line of a JSON Lines archive raises :class:`ArticleError`; with
    ``skip_bad_lines`` it is logged as a warning (file and line number) and passed over, and
    the total is logged at the end. A NUL character in a text or a field becomes ␀, with a
    warning: offsets stay as they are.
    """
    skipped = _Skipped(skip_bad_lines)
    yield from _iter_articles(paths, encoding, skipped)
    skipped.report()


def _iter_articles(paths, encoding: str | None, skipped: _Skipped) -> Iterator[Article]:
    if paths is None:
        paths = [bundled_path("seeds")]
    elif isinstance(paths, (str, Path)):
        paths = [paths]
    for path, manifest in input_files(paths):
        yield from _read_file(path, manifest, encoding, skipped)


def input_files(paths: Iterable[str | Path]) -> list[tuple[Path, dict[str, dict[str, str]]]]:
    """Every file that ``paths`` name (folders listed, globs expanded), each with its folder's manifest.

    Each is checked before any is read: a FIFO, a device or a socket, given or inside a folder, is
    refused in one line (:func:`geo_aleppo.io.inputs.check_regular`). ``-`` is standard input.
    """
    found: list[tuple[Path, dict]] = []
    manifests: dict[Path, dict] = {}

    def manifest_of(folder: Path) -> dict:
        if folder not in manifests:
            where = folder / MANIFEST
            manifests[folder] = read_manifest(where) if where.is_file() else {}
        return manifests[folder]

    for path in expand_paths(paths):
        if str(path) == STDIN:
            found.append((path, {}))
            continue
        for file in folder_files(path) if path.is_dir() else [path]:
            check_regular(file)
            found.append((file, manifest_of(file.parent)))
    return found


def is_archive(path: Path) -> bool:
    """Whether ``path`` names a JSON Lines archive (``.jsonl``, ``.jsonl.gz``), not one article."""
    name = path.name.lower()
    return name.endswith(ARCHIVE_SUFFIXES) or name.endswith(tuple(s + ".gz" for s in ARCHIVE_SUFFIXES))


def folder_files(folder: Path) -> list[Path]:
    """The article files of ``folder`` and its subfolders, sorted (``.txt``, ``.jsonl``, either gzipped).

    Every entry with such a name is listed, not only regular files: a FIFO or a device named
    ``x.txt`` is then refused in one line when it is opened, never read or silently passed over.
    """
    suffixes = tuple(s + z for s in TEXT_SUFFIXES + ARCHIVE_SUFFIXES for z in ("", ".gz"))
    files = sorted(p for p in folder.rglob("*") if p.name.lower().endswith(suffixes) and not p.is_dir())
    if not files:
        raise ArticleError(f"{printable(folder)}: no .txt or .jsonl articles in this folder")
    return files


def _read_file(path: Path, manifest: dict, encoding: str | None, skipped: _Skipped) -> Iterator[Article]:
    if is_archive(path):
        yield from _archive_articles(path, encoding, skipped)
    else:
        yield text_article(path, manifest, encoding)


def load_corpus(
    paths: str | Path | Iterable[str | Path] | None = None,
    *,
    encoding: str | None = None,
    skip_bad_lines: bool = False,
) -> list[Article]:
    """Read every article from ``paths`` (default: the bundled seeds) into a list; see :func:`iter_articles`."""
    return list(iter_articles(paths, encoding=encoding, skip_bad_lines=skip_bad_lines))
