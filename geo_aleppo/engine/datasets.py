"""Parquet datasets of a corpus: one part per partition, written where it is parsed, committed at once.

A dataset is a folder that pyarrow, pandas, dask and DuckDB read as one table::

    mentions.parquet/
        _metadata            the footers of every part (row groups, statistics), for dask and pyarrow
        part-00000.parquet   the rows of partition 0: articles in corpus order, mentions by offset
        part-00001.parquet
        ...

A part is a pure function of its partition, so a task that runs twice (its worker died) writes
the same bytes again. Parts are written into a hidden staging folder beside the target
(``.mentions.parquet.tmp-<host>-<pid>-<token>.parquet``). The run holds a lock on
``.mentions.parquet.lock-<host>-<pid>-<token>`` meanwhile; a later run on the same host removes the
folders whose lock it can take (their run is gone), never those of another host writing to the
same shared folder, nor any on Windows (no ``fcntl``: see :class:`geo_aleppo.io.atomic.RunLock`),
which replaces the target only once every part is there: a reader never sees half a
dataset, and a failed or interrupted run leaves the previous one intact. The datasets of one
run (mentions, claims, articles) are put in place together, through a journal
(:mod:`geo_aleppo.io.commit`): never a set from different runs.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import stat
import uuid
from collections.abc import Iterable
from dataclasses import fields
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from ..claims import Claim, extract_claims
from ..corpus import Article, quote_window
from ..errors import OutputError
from ..gazetteer import Gazetteer, load_gazetteer
from ..geoparsing import geoparse
from ..io.atomic import RunLock
from ..io.commit import articles_path, claims_path, remove_stale_dataset, remove_tree
from ..io.text import printable
from .partitions import Part, read_part

log = logging.getLogger(__name__)

__all__ = [
    "DTYPES",
    "SCHEMA",
    "CLAIM_DTYPES",
    "CLAIM_SCHEMA",
    "ARTICLE_DTYPES",
    "ARTICLE_SCHEMA",
    "tables",
    "write_part",
    "Staging",
    "claims_path",
    "articles_path",
]

#: One row per mention. Strings are pandas ``string`` (``<NA>`` for the key of an
#: unknown place), offsets int64, coordinates float64 (``NaN`` for an unknown place).
DTYPES: dict[str, str] = {
    "article": "string",  # Article.id
    "file": "string",  # Article.path: the file or archive it was read from
    "start": "int64",  # str offsets into the article text
    "end": "int64",
    "text": "string",  # text[start:end]
    "place_key": "string",
    "lat": "float64",
    "lon": "float64",
    "role": "string",  # place | adjective | organisation (the last two with include_all)
    "score": "float64",
    "sentence_start": "int64",  # the sentence that holds the mention
    "sentence_end": "int64",
    "quote": "string",  # the sentence, cut to a window around the mention (corpus.quote_window)
}


def _claim_dtype(annotation: object) -> str:
    """The column type of a Claim field, read from its annotation (a string: postponed annotations)."""
    text = str(annotation)
    if "float" in text:
        return "float64"
    if text == "int":
        return "int64"
    if "int" in text.split("|")[0]:
        return "Int64"
    return "string"


#: One row per claim: the fields of :class:`geo_aleppo.claims.Claim`, in their order.
CLAIM_DTYPES: dict[str, str] = {f.name: _claim_dtype(f.type) for f in fields(Claim)}
#: One row per article (with claims): what a scene lists of it, so that it needs no reparsing.
ARTICLE_DTYPES: dict[str, str] = {
    "id": "string",
    "outlet": "string",
    "date": "string",
    "path": "string",
    "url": "string",
    "mention_count": "int64",  # mentions of places (role "place"), resolved or not
    "claim_count": "int64",
}

_ARROW = {"string": pa.string(), "int64": pa.int64(), "Int64": pa.int64(), "float64": pa.float64()}


def _schema(dtypes: dict[str, str]) -> pa.Schema:
    return pa.schema([pa.field(name, _ARROW[dtype], nullable=dtype != "int64") for name, dtype in dtypes.items()])


SCHEMA = _schema(DTYPES)
CLAIM_SCHEMA = _schema(CLAIM_DTYPES)
ARTICLE_SCHEMA = _schema(ARTICLE_DTYPES)
#: Fixed writer options: the same rows give the same bytes.
_WRITE = {"compression": "zstd", "write_statistics": True}


# --- parsing a partition into tables --------------------------------------------------
def tables(
    articles: Iterable[Article], gazetteer: Gazetteer, *, include_all: bool = False, claims: bool = False
) -> tuple[pa.Table, pa.Table | None, pa.Table | None]:
    """Geoparse ``articles``: the mentions table (:data:`SCHEMA`) and, with ``claims``, the claims and articles."""
    mention_columns: dict[str, list] = {name: [] for name in DTYPES}
    add_mention = [column.append for column in mention_columns.values()]
    claim_columns: dict[str, list] = {name: [] for name in CLAIM_DTYPES}
    add_claim = [(name, column.append) for name, column in claim_columns.items()]
    article_columns: dict[str, list] = {name: [] for name in ARTICLE_DTYPES}
    add_article = [column.append for column in article_columns.values()]
    for article in articles:
        mentions = geoparse(article.text, gazetteer, include_all=include_all)
        for m in mentions:
            place = m.place
            row = (
                article.id,
                article.path,
                m.start,
                m.end,
                m.text,
                place and place.key,
                place and place.lat,
                place and place.lon,
                m.role,
                m.score,
                *m.sentence,
                quote_window(article.text, *m.sentence, (m.start, m.end)),
            )
            for append, value in zip(add_mention, row, strict=True):
                append(value)
        if claims:
            found = extract_claims(article, mentions, gazetteer)
            for claim in found:
                for name, append in add_claim:
                    append(getattr(claim, name))
            row = (
                article.id,
                article.outlet,
                article.date,
                article.path,
                article.url,
                sum(m.role == "place" for m in mentions),
                len(found),
            )
            for append, value in zip(add_article, row, strict=True):
                append(value)
    mention_table = pa.Table.from_pydict(mention_columns, schema=SCHEMA)
    if not claims:
        return mention_table, None, None
    return (
        mention_table,
        pa.Table.from_pydict(claim_columns, schema=CLAIM_SCHEMA),
        pa.Table.from_pydict(article_columns, schema=ARTICLE_SCHEMA),
    )


def part_name(index: int) -> str:
    """The file name of part ``index``: names sort in corpus order."""
    return f"part-{index:05d}.parquet"


def write_part(
    index: int,
    part: Part,
    folders: tuple[str, ...],
    gazetteer: Gazetteer | None,
    include_all: bool,
    encoding: str | None,
) -> tuple[int, ...]:
    """Read, parse and write one partition: the task of a worker. Returns the rows written per folder.

    ``folders`` holds the staging folder of the mentions and, for claims, those of the claims and
    the articles.
    ``gazetteer=None`` means the bundled one, which each worker process loads once.
    """
    gazetteer = gazetteer if gazetteer is not None else load_gazetteer()
    parsed = tables(read_part(part, encoding), gazetteer, include_all=include_all, claims=len(folders) > 1)
    for folder, table in zip(folders, parsed):  # parsed holds two None without claims
        _write_atomic(table, Path(folder) / part_name(index))
    return tuple(table.num_rows for table in parsed if table is not None)


def _write_atomic(table: pa.Table, path: Path) -> None:
    # A worker killed mid-write leaves at most a hidden temporary file, removed at commit.
    tmp = path.with_name(f".{path.name}.{uuid.uuid4().hex[:12]}.tmp")
    try:
        pq.write_table(table, tmp, **_WRITE)
        os.replace(tmp, path)
    except OSError as exc:
        raise OutputError(f"{path.parent}: cannot write {path.name} ({exc.strerror or exc})") from None
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink()


# --- committing a dataset at once ---------------------------------------------------
class Staging:
    """A hidden folder beside ``target`` that becomes ``target`` (``io.commit.commit_set``), or vanishes."""

    def __init__(self, target: str | os.PathLike, schema: pa.Schema, token: str | None = None):
        self.target = Path(target)
        self.schema = schema
        parent = self.target.parent if str(self.target.parent) else Path(".")
        if not parent.is_dir():
            raise OutputError(f"{self.target}: folder {parent} does not exist")
        _check_replaceable(self.target)
        remove_stale_dataset(self.target)
        try:
            self.run = RunLock(self.target, token)  # held until discard(): clean-up of other runs leaves ours alone
        except OSError as exc:
            raise OutputError(f"{self.target}: cannot write here ({exc.strerror})") from None
        self.folder = self.run.name()
        try:
            self.folder.mkdir()
        except OSError as exc:
            self.run.release()
            raise OutputError(f"{self.target}: cannot write here ({exc.strerror})") from None

    def seal(self, count: int) -> None:
        """Check that parts 0..count-1 are all there, drop anything else, write ``_metadata``."""
        names = {part_name(i) for i in range(count)}
        present = set(os.listdir(self.folder))
        missing = sorted(names - present)
        if missing:
            raise OutputError(f"{self.target}: part {missing[0]} was not written")
        for stray in present - names:  # temporary files of tasks whose worker died
            with contextlib.suppress(OSError):
                (self.folder / stray).unlink()
        collected = []
        for name in sorted(names):
            metadata = pq.read_metadata(self.folder / name)
            metadata.set_file_path(name)
            collected.append(metadata)
        pq.write_metadata(self.schema, self.folder / "_metadata", metadata_collector=collected)

    def discard(self) -> None:
        """Remove the staging folder and whatever a still-running task writes into it meanwhile; unlock."""
        try:
            remove_tree(self.folder)
        finally:
            self.run.release()


_DATASET_FILE = re.compile(r"part-\d+\.parquet|_metadata|_common_metadata")


def _check_replaceable(target: Path) -> None:
    """Refuse to replace anything but a regular file or a dataset folder of ours (a FIFO, a user's folder)."""
    try:
        mode = os.lstat(target).st_mode
    except FileNotFoundError:
        return
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        strangers = sorted(n for n in os.listdir(target) if not _DATASET_FILE.fullmatch(n))
        if strangers:
            raise OutputError(
                f"{printable(target)}: is a folder that holds {printable(strangers[0])}, not a "
                "dataset written by geo_aleppo; refusing to replace it"
            )
        return
    raise OutputError(f"{printable(target)}: is not a regular file or a dataset folder; refusing to replace it")
