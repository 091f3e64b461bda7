"""Safe output: atomic writes, all-or-nothing sets of files, CSV cells that never run, printable names.

Every output is written to a temporary name beside its target and renamed into place, so a failed
run leaves an older file as it was. A temporary name carries the machine and the id of the process
writing it and a random token (``.NAME.tmp-HOST-PID-RANDOM``): the next run on that machine that
writes NAME removes the ones whose process is gone. Names of other machines (several hosts writing to
one shared folder) are never removed: their processes cannot be seen from here.
"""

from __future__ import annotations

import contextlib
import csv
import errno
import logging
import os
import re
import shutil
import socket
import stat
import sys
import threading
import uuid
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import IO, Any

from .errors import GeoAleppoError, OutputError

__all__ = [
    "atomic_output",
    "atomic_path",
    "atomic_paths",
    "csv_safe",
    "write_csv",
    "printable",
    "STDOUT",
]

log = logging.getLogger(__name__)

STDOUT = "-"  # ``-o -``: write to standard output

# --- names shown to a person --------------------------------------------------------------
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]")


def printable(value: object) -> str:
    r"""``str(value)`` with control and bidi-override characters escaped, for a terminal line.

    >>> printable("a\nb\x1b[31m.txt")
    'a\\nb\\x1b[31m.txt'
    """

    def escape(match: re.Match) -> str:
        char = match.group()
        return {"\n": "\\n", "\r": "\\r", "\t": "\\t"}.get(char) or (
            f"\\x{ord(char):02x}" if ord(char) < 0x100 else f"\\u{ord(char):04x}"
        )

    return _CONTROL.sub(escape, str(value))


# --- CSV ----------------------------------------------------------------------------------
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_PLAIN_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")


def csv_safe(value: Any) -> Any:
    """A text cell that a spreadsheet would read as a formula gets a leading apostrophe (OWASP).

    Numbers are left alone, also written as text (an id ``"-5"``, ``"+7"``: a spreadsheet reads
    them as the number they are, and the other tables hold them unchanged, so joins still match);
    only other strings that begin with ``= + - @``, a TAB or a CR change.

    >>> csv_safe("=HYPERLINK(1)"), csv_safe("-5 km"), csv_safe(-5), csv_safe("-5"), csv_safe("Aleppo")
    ("'=HYPERLINK(1)", "'-5 km", -5, '-5', 'Aleppo')
    """
    if isinstance(value, str) and value.startswith(_FORMULA_START) and not _PLAIN_NUMBER.fullmatch(value):
        return "'" + value
    return value


def write_csv(frame, handle_or_path: IO | str | Path) -> None:
    """Write a DataFrame as CSV (UTF-8), every text cell through :func:`csv_safe`.

    Rows end in CRLF (RFC 4180): the csv module then quotes a cell that holds a CR or an LF,
    which with bare LF line ends it leaves unquoted, so that a CR would cut the row.
    """
    from pandas.api.types import is_bool_dtype, is_datetime64_any_dtype, is_numeric_dtype

    safe = frame.copy()
    for column in safe.columns:
        values = safe[column]
        if not (is_numeric_dtype(values) or is_bool_dtype(values) or is_datetime64_any_dtype(values)):
            safe[column] = values.map(csv_safe, na_action="ignore")
    safe.to_csv(handle_or_path, index=False, lineterminator="\r\n")


def csv_rows(rows: Iterable[dict]) -> Iterator[dict]:
    """The rows of a ``csv.DictWriter`` with every text cell through :func:`csv_safe`."""
    for row in rows:
        yield {k: csv_safe(v) for k, v in row.items()}


def dict_writer(handle: IO, fieldnames: Sequence[str]) -> csv.DictWriter:
    """A ``csv.DictWriter`` with the project's line ends (CRLF, see :func:`write_csv`)."""
    return csv.DictWriter(handle, fieldnames=list(fieldnames), lineterminator="\r\n")


# --- targets --------------------------------------------------------------------------------
_KINDS = {stat.S_IFIFO: "a FIFO", stat.S_IFCHR: "a device", stat.S_IFBLK: "a device", stat.S_IFSOCK: "a socket"}


def check_target(target: Path) -> Path:
    """The folder to write ``target`` in; refuse a folder, a device, a FIFO or a socket at ``target``."""
    if not str(target):
        raise OutputError("no output file named (an empty path)")
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        mode = None
    except OSError as exc:
        raise OutputError(f"{printable(target)}: cannot write ({exc.strerror})") from None
    if mode is not None and stat.S_ISDIR(mode):
        raise OutputError(f"{printable(target)}: is a folder, not a file")
    if mode is not None and not stat.S_ISREG(mode):
        kind = _KINDS.get(stat.S_IFMT(mode), "not a regular file")
        raise OutputError(f"{printable(target)}: is {kind}, not a regular file; refusing to replace it")
    parent = target.parent if str(target.parent) else Path(".")
    if not parent.is_dir():
        raise OutputError(f"{printable(target)}: folder {printable(parent)} does not exist")
    if not os.access(parent, os.W_OK):
        raise OutputError(f"{printable(target)}: folder {printable(parent)} is not writable")
    return parent


_UMASK_LOCK = threading.Lock()


def file_mode() -> int:
    """The mode a new file gets from the umask (0644 under the usual 022)."""
    with _UMASK_LOCK:  # reading the umask means setting it; nobody else may see the 0
        mask = os.umask(0o022)
        os.umask(mask)
    return 0o666 & ~mask


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # EPERM: it exists, and belongs to someone else
        return True
    return True


# .tmp-HOST-PID-TOKEN (HOST absent in names written before hosts were named: this machine's)
_TEMP = re.compile(r"\.tmp-(?:([A-Za-z0-9_]+)-)?(\d+)-[0-9a-f]{12}")
_BACKUP = re.compile(r"\.old-(?:([A-Za-z0-9_]+)-)?(\d+)-[0-9a-f]{12}")


def host_word() -> str:
    """The name of this machine as one word of a file name (``[A-Za-z0-9_]``, at most 64 characters)."""
    return re.sub(r"[^A-Za-z0-9_]", "_", socket.gethostname())[:64] or "host"


def dead_temp(rest: str) -> str | None:
    """``"tmp"`` or ``"old"`` when ``rest`` (a name after its target's) is a temporary name left by a gone process.

    Only names of this machine count: a process on another host writing to a shared folder may
    well be alive, and its id means nothing here.
    """
    for kind, pattern in (("tmp", _TEMP), ("old", _BACKUP)):
        found = pattern.match(rest)
        if found:
            host, pid = found.groups()
            if (host is None or host == host_word()) and not _pid_alive(int(pid)):
                return kind
            return None
    return None


def temp_name(target: Path, kind: str = "tmp") -> Path:
    """A temporary name beside ``target`` that says which machine and process write it.

    ``kind`` is ``"tmp"`` for a new file being written, ``"old"`` for the old file kept aside
    while a set is replaced: a later run deletes the first kind and puts the second back.
    """
    parent = target.parent if str(target.parent) else Path(".")
    token = f"{host_word()}-{os.getpid()}-{uuid.uuid4().hex[:12]}"
    return parent / f".{target.name}.{kind}-{token}{target.suffix}"


def remove_stale(target: Path) -> None:
    """Clear what runs that were killed (their process is gone) left beside ``target``.

    Their new files are removed. An old file they had set aside is put back in place: the
    killed run never finished, so its set of outputs is the old one, and nothing is lost.
    """
    parent = target.parent if str(target.parent) else Path(".")
    try:
        names = sorted(n for n in os.listdir(parent) if n.startswith(f".{target.name}."))
    except OSError:
        return
    for name in names:
        kind = dead_temp(name[len(target.name) + 1 :])
        if kind is None:
            continue
        with contextlib.suppress(OSError):
            if kind == "old":
                if _put_back(parent / name, target):
                    log.warning("%s: put back the old file that an interrupted run had set aside", printable(target))
            else:
                os.unlink(parent / name)
                log.info("removed %s, left by an interrupted run", printable(parent / name))


def _put_back(backup: Path, target: Path) -> bool:
    """Put ``backup`` back at ``target``; False when it is still there (a hard link: rename would do nothing)."""
    if target.exists() and os.path.samefile(backup, target):
        backup.unlink()
        return False
    os.replace(backup, target)
    return True


def _set_aside(target: Path) -> Path:
    """Keep the old ``target`` under a backup name, leaving ``target`` itself in place if possible."""
    backup = temp_name(target, "old")
    try:
        os.link(target, backup)  # the old file stays at its name until the new one replaces it
    except OSError:  # no hard links here: move it (a later run puts it back if this one dies)
        os.replace(target, backup)
    return backup


def _describe(exc: BaseException, folder: Path) -> str:
    text = " ".join((getattr(exc, "strerror", None) or str(exc) or type(exc).__name__).split())
    if getattr(exc, "errno", None) != errno.ENOSPC:  # GDAL reports a full disk as some other failure
        with contextlib.suppress(OSError):
            if shutil.disk_usage(folder).free < 1 << 20:
                text += "; the disk is full"
    return text


@contextlib.contextmanager
def atomic_output(path: str | Path, mode: str = "w", *, encoding: str | None = "utf-8") -> Iterator[IO]:
    """Open a temporary file for writing; on success it replaces ``path``.

    ``"-"`` is standard output. If the body raises, the temporary file is removed and an
    existing ``path`` is left byte for byte as it was.
    """
    if str(path) == STDOUT:
        yield sys.stdout.buffer if "b" in mode else sys.stdout
        return
    with atomic_path(path) as tmp:
        with open(tmp, mode, encoding=None if "b" in mode else encoding, newline=None if "b" in mode else "") as handle:
            yield handle


@contextlib.contextmanager
def atomic_path(path: str | Path) -> Iterator[Path]:
    """Yield a temporary path for a writer that wants a file name (GeoPackage, HTML)."""
    with atomic_paths([path]) as [tmp]:
        yield tmp


@contextlib.contextmanager
def atomic_paths(paths: Sequence[str | Path], *, label: str | None = None) -> Iterator[list[Path]]:
    """Yield temporary paths for a set of files that is replaced all together, or not at all.

    When every writer has finished, each old file is kept aside, the new ones are renamed into
    place, and the old ones are deleted; if any step fails, the new files are removed and the
    old set is put back as it was. ``label`` names the set in an error (default: the first file).
    """
    if any(not str(p) for p in paths):
        raise OutputError("no output file named (an empty path)")
    targets = [Path(p) for p in paths]
    for target in targets:
        check_target(target)
        remove_stale(target)
    temps = [temp_name(t) for t in targets]
    backups: list[tuple[Path, Path]] = []
    placed: list[Path] = []
    try:
        yield temps
        for tmp in temps:
            if tmp.exists():
                os.chmod(tmp, file_mode())
        for target, tmp in zip(targets, temps):
            if target.exists():
                backups.append((target, _set_aside(target)))
            os.replace(tmp, target)
            placed.append(target)
    except GeoAleppoError:
        _roll_back(placed, backups)
        raise
    except (OSError, RuntimeError) as exc:  # GDAL/pyogrio report write failures as RuntimeError subclasses
        _roll_back(placed, backups)
        where = label or printable(targets[0])
        raise OutputError(f"{where}: cannot write ({_describe(exc, targets[0].parent)})") from None
    except BaseException:
        _roll_back(placed, backups)
        raise
    else:
        for _, backup in backups:
            with contextlib.suppress(OSError):
                backup.unlink()
    finally:
        for tmp in temps:
            with contextlib.suppress(OSError):
                tmp.unlink()


def _roll_back(placed: list[Path], backups: list[tuple[Path, Path]]) -> None:
    for target in placed:
        with contextlib.suppress(OSError):
            target.unlink()
    for target, backup in backups:
        with contextlib.suppress(OSError):
            _put_back(backup, target)
