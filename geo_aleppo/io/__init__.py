"""The bottom I/O layer: atomic output, the commit protocol of a dataset set, text safe to show or to open.

- :mod:`geo_aleppo.io.atomic`: atomic writes and all-or-nothing sets of files, with run locks.
- :mod:`geo_aleppo.io.commit`: the journal that puts a run's datasets in place together, and
  :func:`recover`, which a reader calls before it reads a set.
- :mod:`geo_aleppo.io.text`: names printable on a terminal line, CSV cells that never run.
- :mod:`geo_aleppo.io.inputs`: input files checked before they are read (size, kind, encoding).

Engine writers and scene readers both use it; it imports nothing of geo_aleppo but the errors.
"""

from __future__ import annotations

from .atomic import STDOUT, RunLock, atomic_output, atomic_path, atomic_paths, check_target, reap, remove_stale
from .commit import articles_path, claims_path, commit_set, journal_path, recover, remove_stale_dataset, remove_tree
from .text import csv_rows, csv_safe, printable, write_csv

__all__ = [
    "STDOUT",
    "RunLock",
    "atomic_output",
    "atomic_path",
    "atomic_paths",
    "check_target",
    "reap",
    "remove_stale",
    "articles_path",
    "claims_path",
    "commit_set",
    "journal_path",
    "recover",
    "remove_stale_dataset",
    "remove_tree",
    "csv_rows",
    "csv_safe",
    "printable",
    "write_csv",
]
