"""Input files checked before they are read: regular files only, bounded by size, gzip streamed and counted.

Every reader of articles opens its files here (:func:`open_input`), so one set of rules holds for
every command and engine:

* a FIFO, a device or a socket is refused in one line before a byte is read (a FIFO would hang
  the run, ``/dev/zero`` would never end); ``-`` is standard input;
* an article is at most :data:`MAX_CHARS` characters; a file whose size is over four times that
  (UTF-8 needs at most 4 bytes a character) is refused by its size, unread;
* gzip is recognised by its magic bytes, whatever the name, and decompressed as it streams: its
  characters are counted on the way, under the same limit, so a small archive cannot expand
  into gigabytes;
* a line of a JSON Lines archive is read with the same bound (:func:`bounded_lines`).
"""

from __future__ import annotations

import contextlib
import gzip
import os
import stat
import sys
import zlib
from collections.abc import Iterator
from typing import BinaryIO

from ..errors import ArticleError
from .text import printable

__all__ = [
    "MAX_CHARS",
    "MAX_BYTES",
    "Input",
    "open_input",
    "read_article_bytes",
    "bounded_lines",
    "STDIN",
    "check_regular",
    "too_long",
]

#: The most characters one article may have, in every command (map, export, parse to any format): about
#: 25 MB of memory per million characters are held while its mentions and claims are read.
MAX_CHARS = 20_000_000
#: The most bytes an article's file (or a line of an archive) may have: 4 per character.
MAX_BYTES = 4 * MAX_CHARS
STDIN = "-"
_GZIP_MAGIC = b"\x1f\x8b"
_CONTINUATION = bytes(range(0x80, 0xC0))  # deleted from UTF-8 bytes, what remains is one byte per character
_CHUNK = 1 << 20
_KINDS = {
    stat.S_IFIFO: "a FIFO",
    stat.S_IFCHR: "a device",
    stat.S_IFBLK: "a device",
    stat.S_IFSOCK: "a socket",
    stat.S_IFDIR: "a folder",
}


def _kind(mode: int) -> str:
    return _KINDS.get(stat.S_IFMT(mode), "not a regular file")


def check_regular(path: str | os.PathLike, what: str = "file") -> os.stat_result:
    """The ``stat`` of ``path``; ArticleError in one line if it is not a regular file (a FIFO, a device, ...)."""
    try:
        info = os.stat(path)
    except OSError as exc:
        raise ArticleError(f"{printable(path)}: cannot read ({exc.strerror})") from None
    if not stat.S_ISREG(info.st_mode):
        raise ArticleError(f"{printable(path)}: is {_kind(info.st_mode)}, not a regular {what}; refusing to read it")
    return info


def too_long(where: object, chars: int | str, limit: int = MAX_CHARS) -> ArticleError:
    """The one-line error of an article over the limit."""
    count = f"{chars:,} characters" if isinstance(chars, int) else chars
    return ArticleError(f"{where}: the article has {count}; an article may have up to {limit:,} (split it)")


class Input:
    """An open input: its binary stream (decompressed), whether it was gzip, and its size on disk."""

    __slots__ = ("path", "stream", "compressed", "size", "_raw")

    def __init__(self, path: str, stream: BinaryIO, compressed: bool, size: int | None, raw: BinaryIO | None):
        self.path, self.stream, self.compressed, self.size, self._raw = path, stream, compressed, size, raw

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.stream.close()
        if self._raw is not None and self._raw is not self.stream:
            with contextlib.suppress(OSError):
                self._raw.close()

    def __enter__(self) -> Input:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def open_input(path: str | os.PathLike) -> Input:
    """Open ``path`` to read, after checking it: a regular file (or ``-``, standard input); gzip decompressed.

    The check is made on the opened file itself (``fstat``), so a FIFO put in place meanwhile is
    refused too; it is opened without blocking, so a FIFO with no writer does not hang the run.
    """
    name = str(path)
    if name == STDIN:
        raw: BinaryIO = sys.stdin.buffer
        size = None
    else:
        check_regular(path)
        try:
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
        except OSError as exc:
            raise ArticleError(f"{printable(name)}: cannot read ({exc.strerror})") from None
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            os.close(fd)
            raise ArticleError(f"{printable(name)}: is {_kind(info.st_mode)}, not a regular file; refusing to read it")
        with contextlib.suppress(AttributeError, OSError):
            os.set_blocking(fd, True)
        raw = os.fdopen(fd, "rb")
        size = info.st_size
    head = raw.peek(2)[:2] if hasattr(raw, "peek") else b""
    if head == _GZIP_MAGIC:
        return Input(name, gzip.GzipFile(fileobj=raw, mode="rb"), True, size, raw)  # type: ignore[arg-type]
    return Input(name, raw, False, size, raw)


def read_article_bytes(source: Input, limit: int = MAX_CHARS) -> bytes:
    """The bytes of one article, refused in one line when over the limit, before it is all read.

    A plain file is refused by its size (over ``4 * limit`` bytes) without reading it; a compressed
    one (or standard input) is read in chunks that are counted as they come: more than ``4 * limit``
    bytes, or more than ``limit`` UTF-8 characters, stops the read.
    """
    where = printable(source.path)
    if not source.compressed and source.size is not None and source.size > 4 * limit:
        raise too_long(where, f"{source.size:,} bytes (over {4 * limit:,}, four bytes a character)", limit)
    chunks, total, chars = [], 0, 0
    try:
        while True:
            chunk = source.stream.read(_CHUNK)
            if not chunk:
                break
            total += len(chunk)
            chars += len(chunk.translate(None, _CONTINUATION))  # UTF-8: the bytes that begin a character
            if total > 4 * limit or chars > limit:
                shown = f"over {limit:,} characters" + (" once decompressed" if source.compressed else "")
                raise too_long(where, shown, limit)
            chunks.append(chunk)
    except (OSError, EOFError, zlib.error) as exc:
        raise _read_error(where, source, exc) from None
    return b"".join(chunks)


def _read_error(where: str, source: Input, exc: BaseException) -> ArticleError:
    if source.compressed:
        return ArticleError(f"{where}: a broken gzip file ({' '.join(str(exc).split()) or type(exc).__name__})")
    return ArticleError(f"{where}: cannot read ({getattr(exc, 'strerror', None) or exc})")


def bounded_lines(source: Input, limit: int = MAX_BYTES) -> Iterator[tuple[int, bytes | None]]:
    """``(number, line)`` for each line of ``source``; ``line`` is ``None`` for a line over ``limit`` bytes.

    A line over the limit is never held whole: it is read on in bounded pieces to its end, so the
    next line is read as usual.
    """
    where = printable(source.path)
    number = 0
    try:
        while True:
            raw = source.stream.readline(limit + 1)
            if not raw:
                return
            number += 1
            if len(raw) > limit:
                while raw and not raw.endswith(b"\n"):
                    raw = source.stream.readline(_CHUNK)
                yield number, None
                continue
            yield number, raw
    except (OSError, EOFError, zlib.error) as exc:
        raise _read_error(where, source, exc) from None
