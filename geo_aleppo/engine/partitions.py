"""Partitions of a corpus: what one worker reads by itself, planned from file names and sizes.

A partition is a plain tuple, cheap to send to a dask worker:

``("jsonl", path, start, stop)``
    the lines of a JSON Lines archive that begin in bytes ``[start, stop)``; the worker
    seeks to ``start`` and streams the lines, so it never reads the rest of the file;
``("text", ((path, manifest_row), ...))``
    a group of ``.txt`` files with their manifest rows.

Reading every partition of :func:`plan` in order gives the articles of
:func:`geo_aleppo.iter_articles`, in the same order.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .. import corpus
from .._resources import bundled_path
from ..corpus import Article, archive_article
from ..errors import ArticleError
from ..io.text import printable

__all__ = ["Part", "plan", "read_part"]

# ("jsonl", path, start, stop): the lines of an archive that begin in bytes [start, stop)
# ("text", ((path, manifest_row), ...)): a group of .txt files
Part = tuple


def plan(source: Any, partition_size: int) -> list[Part]:
    """Partitions of about ``partition_size`` bytes in corpus order, from file names and sizes only."""
    paths = [bundled_path("seeds")] if source is None else [source] if isinstance(source, (str, Path)) else source
    parts: list[Part] = []
    group: list[tuple[str, dict]] = []
    group_size = 0
    manifests: dict[Path, dict] = {}
    for path in corpus.expand_paths(paths):
        if path.is_dir():
            suffixes = corpus.TEXT_SUFFIXES + corpus.ARCHIVE_SUFFIXES
            files = sorted(p for p in path.rglob("*") if p.suffix.lower() in suffixes and p.is_file())
            if not files:
                raise ArticleError(f"{path}: no .txt or .jsonl articles in this folder")
        else:
            files = [path]
        for file in files:
            if file.parent not in manifests:
                found = file.parent / corpus.MANIFEST
                manifests[file.parent] = corpus.read_manifest(found) if found.is_file() else {}
            size = _size(file)
            if file.suffix.lower() in corpus.ARCHIVE_SUFFIXES:
                if group:
                    parts.append(("text", tuple(group)))
                    group, group_size = [], 0
                parts.extend(
                    ("jsonl", str(file), start, start + partition_size)
                    for start in range(0, max(size, 1), partition_size)
                )
            else:
                group.append((str(file), manifests[file.parent].get(file.name, {})))
                group_size += size
                if group_size >= partition_size:
                    parts.append(("text", tuple(group)))
                    group, group_size = [], 0
    if group:
        parts.append(("text", tuple(group)))
    return parts


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0  # reading it will raise the error


def read_part(part: Part, encoding: str | None) -> Iterator[Article]:
    """Stream the articles of one partition; a bad line raises ArticleError naming its line."""
    if part[0] == "text":
        for path, row in part[1]:
            yield corpus.text_article(Path(path), {Path(path).name: row}, encoding)
        return
    _, path, start, stop = part
    try:
        handle = open(path, "rb")
    except OSError as exc:
        raise ArticleError(f"{path}: cannot read ({exc.strerror})") from None
    with handle:
        if start:
            handle.seek(start - 1)
            handle.readline()  # the line that began before ``start`` belongs to the partition before
        position = handle.tell()
        while position < stop:
            raw = handle.readline()
            if not raw:
                break
            position += len(raw)
            if not raw.strip():
                continue
            try:  # line numbers are counted only when needed: to name the line of an error
                article = archive_article(raw, corpus.data_name(path), None, encoding)
            except ArticleError:
                archive_article(
                    raw,
                    corpus.data_name(path),
                    f"{printable(path)}, line {_line_number(path, position - len(raw))}",
                    encoding,
                )
                raise
            yield article


def _line_number(path: str, offset: int) -> int:
    with open(path, "rb") as handle:
        count = 1
        while offset > 0:
            block = handle.read(min(offset, 2**24))
            if not block:
                break
            count += block.count(b"\n")
            offset -= len(block)
        return count
