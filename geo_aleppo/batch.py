"""Geoparse a whole corpus into one table of mentions, on one core or on a dask cluster.

>>> import geo_aleppo as ga
>>> frame = ga.parse_corpus()                       # the bundled seeds -> pandas.DataFrame
>>> list(frame.columns) == COLUMNS
True

``parse_corpus("archive.jsonl", out="mentions.parquet")`` streams the archive and
writes Parquet one row group at a time, so memory stays bounded whatever the corpus
size; ``engine="dask"`` runs the same work on a dask.distributed cluster (a local
one with two worker processes by default, or ``scheduler="tcp://host:8786"``).

Both engines cut the corpus into partitions of about ``partition_size`` bytes and run
one pure function, :func:`parse_articles`, on each. The dask driver never reads the
articles: it lists file names and sizes and hands each worker a byte range of a
``.jsonl`` archive, or a group of ``.txt`` files, to read itself. Rows come back in
corpus order, so both engines give the same table row for row.
"""

from __future__ import annotations

import collections
import os
import sys
from collections.abc import Iterable, Iterator
from itertools import islice
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import corpus
from ._io import atomic_path
from ._resources import bundled_path
from .corpus import Article, archive_article, iter_articles
from .errors import ArticleError, GeoAleppoError, MissingDependency
from .gazetteer import Gazetteer, load_gazetteer
from .geoparser import geoparse

try:
    import pyarrow as pa
    import pyarrow.parquet as pq
except ImportError as exc:  # pragma: no cover
    raise MissingDependency("batch parsing needs pyarrow: pip install 'geo_aleppo[scale]'") from exc

if TYPE_CHECKING:  # pragma: no cover
    import distributed
    import pandas as pd

__all__ = ["parse_corpus", "parse_articles", "COLUMNS", "DTYPES", "SCHEMA", "ENGINES", "EngineError"]

#: One row per mention. Strings are pandas ``string`` (``<NA>`` for the key of an
#: unknown place), offsets int64, coordinates float64 (``NaN`` for an unknown place).
DTYPES: dict[str, str] = {
    "article": "string",        # Article.id
    "file": "string",           # Article.path: the file or archive it was read from
    "start": "int64",           # str offsets into the article text
    "end": "int64",
    "text": "string",           # text[start:end]
    "place_key": "string",
    "lat": "float64",
    "lon": "float64",
    "role": "string",           # place | adjective | organisation (the last two with include_all)
    "score": "float64",
    "sentence_start": "int64",  # the sentence that holds the mention
    "sentence_end": "int64",
}
COLUMNS = list(DTYPES)
_ARROW = {"string": pa.string(), "int64": pa.int64(), "float64": pa.float64()}
SCHEMA = pa.schema([pa.field(name, _ARROW[dtype], nullable=dtype != "int64") for name, dtype in DTYPES.items()])
ENGINES = ("local", "dask")
PARTITION_SIZE = 4 * 2**20


class EngineError(GeoAleppoError, ValueError):
    """``parse_corpus`` was asked for an engine it does not have."""


# --- the one function both engines run ------------------------------------------
def parse_articles(articles: Iterable[Article], gazetteer: Gazetteer | None = None, *,
                   include_all: bool = False) -> pa.Table:
    """Geoparse ``articles`` into a table with :data:`SCHEMA`, one row per mention."""
    gazetteer = gazetteer if gazetteer is not None else load_gazetteer()
    columns: dict[str, list] = {name: [] for name in COLUMNS}
    add = [columns[name].append for name in COLUMNS]
    for article in articles:
        for m in geoparse(article.text, gazetteer, include_all=include_all):
            place = m.place
            row = (article.id, article.path, m.start, m.end, m.text, place and place.key,
                   place and place.lat, place and place.lon, m.role, m.score, *m.sentence)
            for append, value in zip(add, row, strict=True):
                append(value)
    return pa.Table.from_pydict(columns, schema=SCHEMA)


def _to_frame(tables: Iterable[pa.Table]) -> pd.DataFrame:
    import pandas as pd  # not in the dask workers, which only build Arrow tables

    table = pa.concat_tables([SCHEMA.empty_table(), *tables])
    return table.to_pandas(types_mapper={pa.string(): pd.StringDtype()}.get).astype(DTYPES)


# --- partitions: what a worker reads by itself ------------------------------------
# ("jsonl", path, start, stop): the lines of an archive that begin in bytes [start, stop)
# ("text", ((path, manifest_row), ...)): a group of .txt files
Part = tuple


def _plan(source: Any, partition_size: int) -> list[Part]:
    """Partitions in corpus order, from file names and sizes only (as iter_articles walks them)."""
    paths = [bundled_path("seeds")] if source is None else [source] if isinstance(source, (str, Path)) else source
    parts: list[Part] = []
    group: list[tuple[str, dict]] = []
    group_size = 0
    manifests: dict[Path, dict] = {}
    for path in corpus._expand(paths):
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
                parts.extend(("jsonl", str(file), start, start + partition_size)
                             for start in range(0, max(size, 1), partition_size))
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


def _read_part(part: Part, encoding: str | None) -> Iterator[Article]:
    if part[0] == "text":
        for path, row in part[1]:
            yield corpus._text_article(Path(path), {Path(path).name: row}, encoding)
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
                article = archive_article(raw, path, None, encoding)
            except ArticleError:
                archive_article(raw, path, f"{path}, line {_line_number(path, position - len(raw))}", encoding)
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


def _parse_part(part: Part, gazetteer: Gazetteer | None, include_all: bool, encoding: str | None) -> pa.Table:
    """Read and parse one partition: the task of a dask worker.

    ``gazetteer=None`` means the bundled one, which each worker process loads once.
    """
    return parse_articles(_read_part(part, encoding), gazetteer, include_all=include_all)


# --- engines -------------------------------------------------------------------------
def _local(source: Any, partition_size: int, gazetteer: Gazetteer | None, include_all: bool,
           encoding: str | None, bar) -> Iterator[pa.Table]:
    articles = iter_articles(source, encoding=encoding)
    while True:
        batch, size = [], 0
        for article in articles:
            batch.append(article)
            size += len(article.text)
            if size >= partition_size:
                break
        if not batch:
            return
        yield parse_articles(batch, gazetteer, include_all=include_all)
        bar.update(len(batch))


def _dask(source: Any, partition_size: int, gazetteer: Gazetteer | None, include_all: bool,
          encoding: str | None, bar, scheduler: str | distributed.Client | None) -> Iterator[pa.Table]:
    import dask.bag as db
    from distributed import Client, LocalCluster

    parts = _plan(source, partition_size)
    bar.total = len(parts)
    if not parts:
        return
    if isinstance(scheduler, Client):
        client, owned = scheduler, []
    elif scheduler:
        client = Client(scheduler)
        owned = [client]
    else:
        cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0")
        client = Client(cluster)
        owned = [client, cluster]
    pending: collections.deque = collections.deque()
    scattered = None
    try:
        # The bundled gazetteer is loaded by each worker process once; another one is
        # sent to every worker once, not with every task.
        if gazetteer is not None and gazetteer is not load_gazetteer():
            gazetteer = scattered = client.scatter(gazetteer, broadcast=True, hash=False)
        bag = db.from_sequence(parts, npartitions=len(parts))
        tasks = iter(bag.map(_parse_part, gazetteer, include_all, encoding).to_delayed())
        # A bounded window of partitions in flight: workers stay busy, results do not pile up.
        window = 2 * sum(client.nthreads().values()) + 2
        pending.extend(client.compute(task) for task in islice(tasks, window))
        while pending:
            future = pending.popleft()
            tables = future.result()
            future.release()
            pending.extend(client.compute(task) for task in islice(tasks, 1))
            yield from tables
            bar.update(1)
    finally:
        for future in pending:
            future.cancel()
        if scattered is not None:
            scattered.release()
        for thing in owned:
            thing.close()


def parse_corpus(source: Any = None, *, engine: str = "local", scheduler: str | distributed.Client | None = None,
                 out: str | os.PathLike | None = None, gazetteer: Gazetteer | None = None,
                 encoding: str | None = None, include_all: bool = False, progress: bool | None = None,
                 partition_size: int = PARTITION_SIZE) -> pd.DataFrame | None:
    """Geoparse a corpus: a pandas DataFrame of mentions, or a Parquet file.

    Parameters
    ----------
    source
        What :func:`geo_aleppo.iter_articles` accepts: files (``.txt``, ``.jsonl``),
        folders, globs, or a list of them. Default: the bundled seeds.
    engine
        ``"local"`` (this process, streaming) or ``"dask"`` (a dask.distributed cluster).
    scheduler
        With ``engine="dask"``: a scheduler address such as ``"tcp://host:8786"`` or a
        ``distributed.Client``. Default: a LocalCluster of 2 worker processes, 1 thread each,
        started and closed here. Workers open the files themselves, so on a real
        cluster give paths that every worker sees (a shared file system).
    out
        A ``.parquet`` path: the mentions are written there, one row group per
        partition, and ``None`` is returned; memory stays bounded. The file appears
        only once complete.
    gazetteer
        Default: the bundled one (which each dask worker loads once).
    encoding, include_all
        As for :func:`iter_articles` and :func:`geoparse`.
    progress
        Show a tqdm bar on stderr; ``None``: only when stderr is a terminal.
    partition_size
        Bytes of input per partition (a Parquet row group, a dask task).

    Returns
    -------
    pandas.DataFrame or None
        Columns :data:`COLUMNS` with dtypes :data:`DTYPES`, in corpus order (articles as
        ``iter_articles`` yields them, mentions by offset); an empty corpus gives an
        empty frame with the same columns. ``None`` when ``out`` is given.
    """
    if engine not in ENGINES:
        raise EngineError(f"unknown engine {engine!r}; choose one of: {', '.join(ENGINES)}")
    if scheduler is not None and engine != "dask":
        raise EngineError("a scheduler is for engine='dask'")
    if partition_size < 1:
        raise ValueError("partition_size must be a positive number of bytes")
    try:
        from tqdm.auto import tqdm

        if engine == "dask":
            import dask.bag  # noqa: F401
            import distributed  # noqa: F401
    except ImportError as exc:
        raise MissingDependency(f"batch parsing needs {exc.name}: pip install 'geo_aleppo[scale]'") from None

    show = sys.stderr.isatty() if progress is None else progress
    with tqdm(disable=not show, unit="article" if engine == "local" else "partition",
              desc="geoparse", file=sys.stderr) as bar:
        if engine == "local":
            tables = _local(source, partition_size, gazetteer, include_all, encoding, bar)
        else:
            tables = _dask(source, partition_size, gazetteer, include_all, encoding, bar, scheduler)
        if out is None:
            return _to_frame(tables)
        with atomic_path(out) as tmp, pq.ParquetWriter(tmp, SCHEMA) as writer:
            for table in tables:
                if table.num_rows:
                    writer.write_table(table)
        return None
