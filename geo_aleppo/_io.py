"""Atomic output: write to a temporary file beside the target, then rename it into place."""

from __future__ import annotations

import contextlib
import os
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import IO

from .errors import OutputError


@contextlib.contextmanager
def atomic_output(path: str | Path, mode: str = "w", *, encoding: str | None = "utf-8") -> Iterator[IO]:
    """Open a temporary file for writing; on success it replaces ``path``.

    If the body raises, the temporary file is removed and an existing ``path``
    is left byte for byte as it was.
    """
    target = Path(path)
    if target.is_dir():
        raise OutputError(f"{target}: is a folder, not a file")
    try:
        fd, tmp = tempfile.mkstemp(
            prefix=f".{target.name}.", suffix=".tmp", dir=target.parent if str(target.parent) else "."
        )
    except OSError as exc:
        raise OutputError(f"{target}: cannot write here ({exc.strerror})") from None
    try:
        with os.fdopen(
            fd, mode, encoding=None if "b" in mode else encoding, newline=None if "b" in mode else ""
        ) as handle:
            yield handle
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


@contextlib.contextmanager
def atomic_path(path: str | Path) -> Iterator[Path]:
    """Yield a temporary path for a writer that wants a file name (GeoPackage, HTML)."""
    target = Path(path)
    if target.is_dir():
        raise OutputError(f"{target}: is a folder, not a file")
    parent = target.parent if str(target.parent) else Path(".")
    if not parent.is_dir():
        raise OutputError(f"{target}: folder {parent} does not exist")
    if not os.access(parent, os.W_OK):
        raise OutputError(f"{target}: folder {parent} is not writable")
    tmp = parent / f".{target.name}.{uuid.uuid4().hex[:12]}.tmp{target.suffix}"  # unique across threads too
    try:
        yield tmp
        os.replace(tmp, target)
    except (OSError, RuntimeError) as exc:  # GDAL/pyogrio report write failures as RuntimeError subclasses
        raise OutputError(f"{target}: cannot write ({getattr(exc, 'strerror', None) or exc})") from None
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink()
