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
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import shutil
import signal
import time
from collections.abc import Sequence
from pathlib import Path

from ..errors import OutputError
from .atomic import reap
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
    entries = [[s.target.name, s.folder.name, s.run.name("old").name] for s in stagings]
    record = {"lock": first.run.path.name, "datasets": entries}
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
        raise OutputError(f"{printable(first.target)}: cannot write the commit journal "
                          f"({exc.strerror or exc})") from None
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
                    raise OutputError(f"{printable(target)}: neither it nor its new version {printable(tmp_name)} "
                                      "is there; the commit journal cannot be finished")
                continue
            if target.exists() or target.is_symlink():
                if old.exists() or old.is_symlink():
                    remove_tree(old)
                os.replace(target, old)
                _step(f"aside-{i}")
            os.replace(tmp, target)
            _step(f"placed-{i}")
        except OSError as exc:
            raise OutputError(f"{printable(target)}: cannot put the new dataset in place ({exc.strerror or exc}); "
                              "the commit journal stays and the next run finishes it") from None


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
    try:
        record = json.loads(journal.read_text(encoding="utf-8"))
        lock_name = record["lock"]
        entries = [[str(name) for name in entry] for entry in record["datasets"]]
        if any(len(entry) != 3 or any("/" in n or os.sep in n or n in ("", ".", "..") for n in entry)
               for entry in entries) or "/" in lock_name or os.sep in lock_name:
            raise ValueError("a name is not a plain file name")
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise OutputError(f"{printable(journal)}: unreadable commit journal ({exc}); remove it by hand and "
                          "check the datasets beside it") from None
    fd = _take_lock(parent / lock_name)
    if fd == -1:
        raise OutputError(f"{printable(mentions)}: a running process is replacing this dataset set now; "
                          "try again once it ends")
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
    log.warning("%s: finished the commit of a run that was interrupted: the datasets are its new set",
                printable(mentions))
    return True


def _take_lock(lock: Path) -> int | None:
    """The fd of ``lock`` held exclusively; ``None`` if there is no lock (file) to take, ``-1`` if it is held."""
    if fcntl is None:
        return None
    try:
        fd = os.open(lock, os.O_RDWR | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise OutputError(f"{printable(lock)}: cannot open the lock of the run that was committing ({exc.strerror})") \
            from None
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
