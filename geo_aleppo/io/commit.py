"""Commit the datasets of one run (mentions, claims, articles) as one unit, with a journal.

Each dataset is staged in its own hidden folder (:class:`geo_aleppo.engine.datasets.Staging`). Once
every one is sealed, the run writes a journal beside the mentions (``.NAME.commit``, put in place
by ``os.replace``, so it is whole or absent) that names the run's lock and, for each dataset in a
fixed order, its target, its staging folder and the name its old version is set aside under.
Then it sets each old dataset aside and renames each staging folder into place, removes the old
ones and, last, the journal.

The journal is the point of no return:

* killed before it exists, the old set is untouched: the next run removes the staging folders
  (:func:`remove_stale_dataset`);
* killed after, the next run **or any reader** (:func:`recover`) rolls forward: it finishes the
  renames the journal names, so the folder holds the complete new set, never a mix of runs.

A reader that finds the journal of a run that is still alive (its lock is held) refuses with a
one-line :class:`~geo_aleppo.errors.OutputError`: the set is being replaced right now.

A journal is trusted for nothing (:func:`_checked`). It holds the run's token (random, and part of
every temporary name of the run) and may name only this set's own files: the targets (the mentions,
then their claims and articles), each target's staging and old name made of the token
(``.NAME.tmp-TOKEN.parquet``, ``.NAME.old-TOKEN.parquet``) and the mentions' lock
(``.NAME.lock-TOKEN``). Each name present must be what the run would have left: a staging, old or
target dataset a real folder of dataset files (or a single-file dataset), never a symbolic link; the
journal itself a small regular file. Anything else is refused in one line, before anything is touched.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import shutil
import signal
import stat
import time
from collections.abc import Sequence
from pathlib import Path

from ..errors import OutputError
from .atomic import is_token, reap, temp_name
from .text import printable

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

log = logging.getLogger(__name__)

__all__ = [
    "journal_path",
    "claims_path",
    "articles_path",
    "commit_set",
    "recover",
    "remove_tree",
    "remove_stale_dataset",
]

JOURNAL_VERSION = 2
_JOURNAL_MAX_BYTES = 64 * 1024  # three entries of three names: a few hundred bytes
# What a dataset folder (target, staging or old) may hold: parts, metadata, a task's temporary part, the
# journal's scratch copy (geo_aleppo.engine.datasets names them).
_DATASET_ENTRY = re.compile(
    r"part-\d+\.parquet|_metadata|_common_metadata|\.part-\d+\.parquet\.[0-9a-f]{12}\.tmp"
    r"|\.commit-journal"
)

#: Test hook: the name of a commit step at which the process kills itself (SIGKILL).
KILL_AT = "GEO_ALEPPO_TEST_KILL_AT"


def _step(name: str) -> None:
    """Die here, at once and without clean-up, when the test hook names this step."""
    if os.environ.get(KILL_AT) == name:  # pragma: no cover - the process ends here
        os.kill(os.getpid(), getattr(signal, "SIGKILL", signal.SIGTERM))


def journal_path(mentions: str | os.PathLike) -> Path:
    """The journal of the set whose mentions are at ``mentions``: ``.NAME.commit`` beside it."""
    mentions = Path(mentions)
    return mentions.with_name(f".{mentions.name}.commit")


def claims_path(out: str | os.PathLike) -> Path:
    """Where the claims go beside the mentions at ``out``: ``x.parquet`` -> ``x.claims.parquet``."""
    out = Path(out)
    return out.with_name(f"{out.stem}.claims{out.suffix or '.parquet'}")


def articles_path(out: str | os.PathLike) -> Path:
    """Where the articles go beside the mentions at ``out``: ``x.parquet`` -> ``x.articles.parquet``."""
    out = Path(out)
    return out.with_name(f"{out.stem}.articles{out.suffix or '.parquet'}")


def _fsync_dir(folder: Path) -> None:
    with contextlib.suppress(OSError, AttributeError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def commit_set(stagings: Sequence) -> None:
    """Put the sealed staging folders in place of their targets, all or none (see the module doc).

    ``stagings`` are :class:`geo_aleppo.engine.datasets.Staging`, the mentions first; they share a folder.
    """
    first = stagings[0]
    parent = first.target.parent if str(first.target.parent) else Path(".")
    journal = journal_path(first.target)
    recover(first.target)  # a journal left by a gone run: finish it before ours
    token = first.run.token
    if any(s.run.token != token for s in stagings):
        raise ValueError("the datasets of one commit must share the run's token")
    entries = [[s.target.name, s.folder.name, s.run.name("old").name] for s in stagings]
    record = {"version": JOURNAL_VERSION, "token": token, "lock": first.run.path.name, "datasets": entries}
    scratch = first.folder / ".commit-journal"  # inside the staging folder: removed with it if we die
    _step("sealed")
    try:
        with open(scratch, "w", encoding="utf-8") as handle:
            json.dump(record, handle)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(scratch, journal)
        _fsync_dir(parent)
    except OSError as exc:
        raise OutputError(
            f"{printable(first.target)}: cannot write the commit journal ({exc.strerror or exc})"
        ) from None
    _step("journal")
    _roll_forward(parent, entries)
    _step("placed")
    _finish(parent, journal, entries)
    _step("done")


def _roll_forward(parent: Path, entries: list[list[str]]) -> None:
    """Rename each staging folder into place, setting the target aside first; idempotent."""
    for i, (target_name, tmp_name, old_name) in enumerate(entries):
        target, tmp, old = parent / target_name, parent / tmp_name, parent / old_name
        try:
            if not (tmp.exists() or tmp.is_symlink()):  # this one is in place already
                if not (target.exists() or target.is_symlink()):
                    raise OutputError(
                        f"{printable(target)}: neither it nor its new version {printable(tmp_name)} "
                        "is there; the commit journal cannot be finished"
                    )
                continue
            if target.exists() or target.is_symlink():
                if old.exists() or old.is_symlink():
                    remove_tree(old)
                os.replace(target, old)
                _step(f"aside-{i}")
            os.replace(tmp, target)
            _step(f"placed-{i}")
        except OSError as exc:
            raise OutputError(
                f"{printable(target)}: cannot put the new dataset in place ({exc.strerror or exc}); "
                "the commit journal stays and the next run finishes it"
            ) from None


def _finish(parent: Path, journal: Path, entries: list[list[str]]) -> None:
    """Remove the old datasets set aside, then the journal."""
    _fsync_dir(parent)
    for _target, _tmp, old_name in entries:
        remove_tree(parent / old_name)
    _step("olds-removed")
    with contextlib.suppress(FileNotFoundError):
        journal.unlink()


def recover(mentions: str | os.PathLike) -> bool:
    """Finish the commit a gone run left unfinished at ``mentions``; ``True`` if there was one.

    Raises
    ------
    OutputError
        A live run is committing this set now, the journal is unreadable, or a rename fails.
    """
    mentions = Path(mentions)
    journal = journal_path(mentions)
    if not (journal.exists() or journal.is_symlink()):
        return False
    parent = mentions.parent if str(mentions.parent) else Path(".")
    lock_name, entries = _checked(journal, mentions)
    fd = _take_lock(parent / lock_name)
    if fd == -1:
        raise OutputError(
            f"{printable(mentions)}: a running process is replacing this dataset set now; try again once it ends"
        )
    try:
        if not journal.exists():  # another reader finished it meanwhile
            return False
        _roll_forward(parent, entries)
        _finish(parent, journal, entries)
    finally:
        if fd is not None:
            with contextlib.suppress(OSError):
                (parent / lock_name).unlink()
            os.close(fd)
    for target_name, _tmp, _old in entries:  # the lock files and anything else the gone run left
        remove_stale_dataset(parent / target_name)
    log.warning(
        "%s: finished the commit of a run that was interrupted: the datasets are its new set", printable(mentions)
    )
    return True


def _take_lock(lock: Path) -> int | None:
    """The fd of ``lock`` held exclusively; ``None`` if there is no lock (file) to take, ``-1`` if it is held."""
    if fcntl is None:
        return None
    flags = os.O_RDWR | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(lock, flags)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise OutputError(
            f"{printable(lock)}: cannot open the lock of the run that was committing ({exc.strerror})"
        ) from None
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise OutputError(
            f"{printable(lock)}: the lock of the run that was committing is not a regular file; remove it by hand"
        )
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        return -1
    return fd


def remove_stale_dataset(target: Path) -> None:
    """Remove the staging folders of ``target`` left by gone runs of this host (:func:`geo_aleppo.io.atomic.reap`)."""

    def clear(kind: str, path: Path) -> None:
        if kind == "old" and not (target.exists() or target.is_symlink()):  # killed between its two renames
            os.replace(path, target)
            log.warning("%s: put back the dataset that an interrupted run had set aside", printable(target))
        else:
            remove_tree(path)
            log.info("removed %s, left by an interrupted run", printable(path))

    reap(target, clear)


def remove_tree(path: Path) -> None:
    """Remove a file or a folder, trying again while a task still running elsewhere adds files to it."""
    for _ in range(50):  # a task still running elsewhere may add a file while the folder goes
        try:
            if path.is_dir() and not path.is_symlink():
                shutil.rmtree(path)
            else:
                path.unlink()
            return
        except FileNotFoundError:
            return
        except OSError:
            time.sleep(0.1)


class _Untrusted(Exception):
    """A commit journal that names something a run of ours would not have left."""


def _checked(journal: Path, mentions: Path) -> tuple[str, list[list[str]]]:
    """The lock name and the entries of ``journal``, once every name and file it names is this set's own.

    Raises a one-line OutputError, having touched nothing, for a journal that is not a small regular
    file, not JSON of the current form, or names anything but the set's own names made of its token.
    """
    parent = mentions.parent if str(mentions.parent) else Path(".")
    try:
        record = _read_journal(journal)
        token = record.get("token") if isinstance(record, dict) else None
        if (
            not isinstance(record, dict)
            or record.get("version") != JOURNAL_VERSION
            or set(record) != {"version", "token", "lock", "datasets"}
        ):
            raise _Untrusted("is not a commit journal of this version")
        if not is_token(token):
            raise _Untrusted("holds no run token")
        if record["lock"] != temp_name(mentions, "lock", token).name:
            raise _Untrusted(f"names the lock {printable(record['lock'])!r}, not this set's")
        with contextlib.suppress(FileNotFoundError):
            if not stat.S_ISREG(os.lstat(parent / record["lock"]).st_mode):
                raise _Untrusted(f"names the lock {printable(record['lock'])!r}, which is not a regular file")
        entries = record["datasets"]
        allowed = [mentions.name, claims_path(mentions).name, articles_path(mentions).name]
        if not isinstance(entries, list) or not 1 <= len(entries) <= len(allowed):
            raise _Untrusted("does not list this set's datasets")
        for i, entry in enumerate(entries):
            target_name = entry[0] if isinstance(entry, list) and entry else None
            earlier = [e[0] for e in entries[:i]]
            if (target_name != allowed[0]) if i == 0 else (target_name not in allowed[1:] or target_name in earlier):
                raise _Untrusted(f"names {printable(target_name)!r}, which is not a dataset of this set")
            target = parent / target_name
            expected = [target_name, temp_name(target, "tmp", token).name, temp_name(target, "old", token).name]
            if entry != expected:
                raise _Untrusted(f"names {printable(entry)!r}, not the run's own staging and old names")
            _check_dataset(target, "target", allow_file=True)
            _check_dataset(parent / expected[1], "staging folder", allow_file=False)
            _check_dataset(parent / expected[2], "old dataset", allow_file=True)
    except _Untrusted as exc:
        raise OutputError(
            f"{printable(journal)}: a commit journal that {exc}; not followed, nothing changed: "
            "remove it by hand if no geo_aleppo run is writing here"
        ) from None
    return record["lock"], [list(entry) for entry in entries]


def _read_journal(journal: Path) -> object:
    flags = os.O_RDONLY | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(journal, flags)  # never through a link, never waiting on a FIFO
    except OSError as exc:
        raise _Untrusted(f"cannot be opened as a file ({exc.strerror})") from None
    with open(fd, "rb") as handle:
        info = os.fstat(handle.fileno())
        if not stat.S_ISREG(info.st_mode) or info.st_size > _JOURNAL_MAX_BYTES:
            raise _Untrusted("is not a small regular file")
        data = handle.read(_JOURNAL_MAX_BYTES + 1)
    try:
        return json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise _Untrusted("is not JSON") from None


def _check_dataset(path: Path, what: str, *, allow_file: bool) -> None:
    """``path`` is absent, or what a run leaves under that name: a real folder of dataset files (or a file)."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    except OSError as exc:
        raise _Untrusted(f"names {printable(path.name)!r}, which cannot be read ({exc.strerror})") from None
    if stat.S_ISREG(mode) and allow_file:
        return
    if not stat.S_ISDIR(mode):
        raise _Untrusted(f"names the {what} {printable(path.name)!r}, which is not a dataset folder")
    strangers = sorted(n for n in os.listdir(path) if not _DATASET_ENTRY.fullmatch(n))
    if strangers:
        raise _Untrusted(
            f"names the {what} {printable(path.name)!r}, which holds {printable(strangers[0])!r}, not a dataset file"
        )
