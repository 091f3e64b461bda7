"""Safe output: atomic writes and all-or-nothing sets of files.

Every output is written to a temporary name beside its target and renamed into place, so a failed
run leaves an older file as it was. A temporary name carries the machine and the id of the process
writing it and a random token (``.NAME.tmp-HOST-PID-RANDOM``), for a person reading the folder. While
it may exist, the run holds an ``fcntl.flock`` on ``.NAME.lock-HOST-PID-RANDOM``; the next run on that
machine that writes NAME removes the names whose lock it can take (the kernel frees it when a process
dies, however it dies). A process id alone decides nothing: another PID namespace (a container) may use
the same one, and a gone run's id may be reused. Names of other machines (several hosts writing to one
shared folder) are never removed, and neither is anything on Windows (no ``fcntl``).
"""

from __future__ import annotations

import contextlib
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
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import IO

from ..errors import GeoAleppoError, OutputError
from .text import printable

try:
    import fcntl
except ImportError:  # Windows: no flock; leftovers of other runs are then never removed
    fcntl = None  # type: ignore[assignment]

__all__ = [
    "atomic_output",
    "atomic_path",
    "atomic_paths",
    "check_target",
    "RunLock",
    "reap",
    "remove_stale",
    "STDOUT",
]

log = logging.getLogger(__name__)

STDOUT = "-"  # ``-o -``: write to standard output

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


# .NAME.KIND-HOST-PID-TOKEN: KIND is tmp (a new file), old (the old file set aside) or lock (held while the run lives)
_TOKEN = r"(?:([A-Za-z0-9_]+)-)?(\d+)-[0-9a-f]{12}"
_LEFTOVER = re.compile(rf"\.(tmp|old|lock)-({_TOKEN})")


def new_token() -> str:
    """A fresh run token, ``HOST-PID-RANDOM``: in every temporary name of one run, and in its commit journal."""
    return f"{host_word()}-{os.getpid()}-{uuid.uuid4().hex[:12]}"


def is_token(text: object) -> bool:
    """Whether ``text`` has the form of a run token (:func:`new_token`)."""
    return isinstance(text, str) and re.fullmatch(_TOKEN, text) is not None


def host_word() -> str:
    """The name of this machine as one word of a file name (``[A-Za-z0-9_]``, at most 64 characters)."""
    return re.sub(r"[^A-Za-z0-9_]", "_", socket.gethostname())[:64] or "host"


def temp_name(target: Path, kind: str = "tmp", token: str | None = None) -> Path:
    """A temporary name beside ``target`` that says which machine and process write it.

    ``kind`` is ``"tmp"`` for a new file being written, ``"old"`` for the old file kept aside
    while a set is replaced: a later run deletes the first kind and puts the second back.
    The host and the process id are for a person reading the folder; whether the run is gone is
    decided by its lock (:class:`RunLock`), never by them.
    """
    parent = target.parent if str(target.parent) else Path(".")
    token = token or new_token()
    suffix = "" if kind == "lock" else target.suffix
    return parent / f".{target.name}.{kind}-{token}{suffix}"


class RunLock:
    """The temporary names of one run beside ``target``, and an exclusive lock held while they may exist.

    The lock is an ``fcntl.flock`` on ``.NAME.lock-TOKEN``, taken before any temporary file is
    made and let go (:meth:`release`) once they are all gone. The kernel lets it go when the
    process dies, however it dies: a later run (:func:`reap`) clears the names of a token only
    when it can take that lock itself. Where ``fcntl`` is missing (Windows) or the file system
    refuses locks, no lock file is made, and leftovers are then never removed by another run.
    """

    def __init__(self, target: Path, token: str | None = None):
        self.target = target
        self.token = token or new_token()
        self.path = temp_name(target, "lock", self.token)
        self._fd: int | None = None
        if fcntl is None:
            return
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:  # no locks on this file system: leave nothing that looks like a gone run
            os.close(fd)
            with contextlib.suppress(OSError):
                os.unlink(self.path)
            log.debug("%s: no lock (%s); its leftovers, if any, stay", printable(self.path), exc)
            return
        self._fd = fd

    def name(self, kind: str = "tmp") -> Path:
        """The name of this run's ``"tmp"`` (new) or ``"old"`` (set aside) file beside the target."""
        return temp_name(self.target, kind, self.token)

    def release(self) -> None:
        """Remove the lock file and let go of the lock (after the run's temporary names are gone)."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        with contextlib.suppress(OSError):
            os.unlink(self.path)
        os.close(fd)


def reap(target: Path, clear: Callable[[str, Path], None]) -> None:
    """Call ``clear(kind, path)`` for each name a gone run of this machine left beside ``target``.

    A run is gone when its lock file is there and nobody holds its lock: ``clear`` is called
    while this process holds it, then the lock file is removed. Names without a lock file (a run
    on a system without locks, or one that had just started) are left alone, and so are those of
    other hosts (a shared folder: some file systems lock only within one machine).
    """
    if fcntl is None:
        return
    parent = target.parent if str(target.parent) else Path(".")
    prefix = f".{target.name}"
    try:
        names = sorted(os.listdir(parent))
    except OSError:
        return
    runs: dict[str, list[tuple[str, str]]] = {}
    for name in names:
        found = _LEFTOVER.match(name, len(prefix)) if name.startswith(prefix + ".") else None
        if found is not None and found.group(3) == host_word():
            runs.setdefault(found.group(2), []).append((found.group(1), name))
    for token, entries in runs.items():
        lock = temp_name(target, "lock", token)
        if ("lock", lock.name) not in entries:
            continue
        try:
            fd = os.open(lock, os.O_RDWR | getattr(os, "O_CLOEXEC", 0))
        except OSError:
            continue
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                if not os.path.samestat(os.fstat(fd), os.stat(lock)):
                    continue  # another clean-up removed it meanwhile
            except OSError:
                continue  # held: the run is alive
            for kind, name in entries:
                if kind != "lock":
                    with contextlib.suppress(OSError):
                        clear(kind, parent / name)
            with contextlib.suppress(OSError):
                os.unlink(lock)
        finally:
            os.close(fd)


def remove_stale(target: Path) -> None:
    """Clear what runs that were killed (their lock is free) left beside ``target``.

    Their new files are removed. An old file they had set aside is put back in place: the
    killed run never finished, so its set of outputs is the old one, and nothing is lost.
    """

    def clear(kind: str, path: Path) -> None:
        if kind == "old":
            if _put_back(path, target):
                log.warning("%s: put back the old file that an interrupted run had set aside", printable(target))
        else:
            os.unlink(path)
            log.info("removed %s, left by an interrupted run", printable(path))

    reap(target, clear)


def _put_back(backup: Path, target: Path) -> bool:
    """Put ``backup`` back at ``target``; False when it is still there (a hard link: rename would do nothing)."""
    if target.exists() and os.path.samefile(backup, target):
        backup.unlink()
        return False
    os.replace(backup, target)
    return True


def _set_aside(target: Path, run: RunLock) -> Path:
    """Keep the old ``target`` under a backup name, leaving ``target`` itself in place if possible."""
    backup = run.name("old")
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
    runs: list[RunLock] = []
    backups: list[tuple[Path, Path]] = []
    placed: list[Path] = []
    temps: list[Path] = []
    try:
        for target in targets:
            runs.append(RunLock(target))
        temps = [run.name() for run in runs]
        yield temps
        for tmp in temps:
            if tmp.exists():
                os.chmod(tmp, file_mode())
        for target, tmp, run in zip(targets, temps, runs):
            if target.exists():
                backups.append((target, _set_aside(target, run)))
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
        for run in runs:
            run.release()


def _roll_back(placed: list[Path], backups: list[tuple[Path, Path]]) -> None:
    for target in placed:
        with contextlib.suppress(OSError):
            target.unlink()
    for target, backup in backups:
        with contextlib.suppress(OSError):
            _put_back(backup, target)
