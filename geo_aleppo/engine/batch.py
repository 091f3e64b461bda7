"""Geoparse a whole corpus into tables of mentions (and claims), on one core or on a dask cluster.

>>> import geo_aleppo as ga
>>> frame = ga.parse_corpus()                       # the bundled seeds -> pandas.DataFrame
>>> list(frame.columns) == COLUMNS
True

``parse_corpus("archive.jsonl", out="mentions.parquet")`` writes a Parquet dataset: a folder
with one part per partition of the corpus (see :mod:`geo_aleppo.engine.datasets`). ``claims=True``
writes the claims and the articles beside it (``mentions.claims.parquet``,
``mentions.articles.parquet``), from which :meth:`geo_aleppo.Scene.from_parquet` builds a
scene. ``engine="dask"`` runs the same work on a dask.distributed cluster: a local one with
two worker processes by default, or ``scheduler="tcp://host:8786"``.

Both engines cut the corpus into partitions of about ``partition_size`` bytes
(:func:`geo_aleppo.engine.partitions.plan`, from file names and sizes only) and run one pure
function on each: read the partition (a byte range of a ``.jsonl`` archive, streamed, or a
group of ``.txt`` files), parse it, write its part. On dask each worker does all three, so
the driver never sees the articles or rows of the workers' partitions, and a worker holds one
partition at a time. While a LocalCluster of its own starts (its processes and their imports
take about a second), the driver writes the first parts itself, one at a time, on the CPU
that the start-up leaves idle. Both engines write the same parts, byte for byte.
"""

from __future__ import annotations

import importlib.util
import logging
import os
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from ..corpus import Article
from ..errors import EngineError, MissingDependency
from ..gazetteer import Gazetteer, load_gazetteer
from ..io.atomic import atomic_path, new_token
from ..io.commit import commit_set, recover
from .cluster import check_scheduler
from .dask_run import dask_tables, dask_write
from .datasets import (
    ARTICLE_DTYPES,
    ARTICLE_SCHEMA,
    CLAIM_DTYPES,
    CLAIM_SCHEMA,
    DTYPES,
    SCHEMA,
    Staging,
    articles_path,
    claims_path,
    tables,
    write_part,
)
from .partitions import Part, plan, read_part

try:
    import pyarrow as pa
    import pyarrow.parquet as pq
except ImportError as exc:  # pragma: no cover
    raise MissingDependency("batch parsing needs pyarrow: pip install 'geo_aleppo[scale]'") from exc

if TYPE_CHECKING:  # pragma: no cover
    import distributed
    import pandas as pd

__all__ = [
    "parse_corpus",
    "parse_articles",
    "claims_path",
    "articles_path",
    "Parsed",
    "COLUMNS",
    "DTYPES",
    "SCHEMA",
    "CLAIM_DTYPES",
    "CLAIM_SCHEMA",
    "ARTICLE_DTYPES",
    "ARTICLE_SCHEMA",
    "ENGINES",
    "EngineError",
]

log = logging.getLogger(__name__)

COLUMNS = list(DTYPES)
ENGINES = ("local", "dask")
PARTITION_SIZE = 4 * 2**20
#: The smallest partition accepted: a partition is a task and a part, so a few bytes each would flood both.
MIN_PARTITION_SIZE = 256


class Parsed(NamedTuple):
    """The mentions, the claims and the articles of a corpus, as pandas DataFrames."""

    mentions: pd.DataFrame
    claims: pd.DataFrame
    articles: pd.DataFrame


def parse_articles(
    articles: Iterable[Article], gazetteer: Gazetteer | None = None, *, include_all: bool = False
) -> pa.Table:
    """Geoparse ``articles`` into a table with :data:`SCHEMA`, one row per mention."""
    gazetteer = gazetteer if gazetteer is not None else load_gazetteer()
    return tables(articles, gazetteer, include_all=include_all)[0]


def _to_frame(parsed: Iterable[pa.Table], schema: pa.Schema, dtypes: dict[str, str]) -> pd.DataFrame:
    import pandas as pd  # not in the workers, which only build Arrow tables

    table = pa.concat_tables([schema.empty_table(), *parsed])
    return table.to_pandas(types_mapper={pa.string(): pd.StringDtype()}.get).astype(dtypes)


def _part_tables(
    part: Part, gazetteer: Gazetteer | None, include_all: bool, claims: bool, encoding: str | None
) -> tuple[pa.Table, pa.Table | None, pa.Table | None]:
    """Read and parse one partition into tables (for a result held in memory)."""
    gazetteer = gazetteer if gazetteer is not None else load_gazetteer()
    return tables(read_part(part, encoding), gazetteer, include_all=include_all, claims=claims)


# --- engines ----------------------------------------------------------------------------
# Each engine runs ``write_part`` (out=...) or ``_part_tables`` (a frame) on every partition.
def _local_write(parts: list[Part], folders: tuple[str, ...], gazetteer, include_all, encoding, bar) -> None:
    for index, part in enumerate(parts):
        write_part(index, part, folders, gazetteer, include_all, encoding)
        bar.update(1)


def _local_tables(parts: list[Part], gazetteer, include_all, claims, encoding, bar) -> Iterator[tuple]:
    for part in parts:
        yield _part_tables(part, gazetteer, include_all, claims, encoding)
        bar.update(1)


# --- the one entry point ----------------------------------------------------------------------
def parse_corpus(
    source: Any = None,
    *,
    engine: str = "local",
    scheduler: str | distributed.Client | None = None,
    out: str | os.PathLike | None = None,
    claims: bool = False,
    single_file: bool = False,
    gazetteer: Gazetteer | None = None,
    encoding: str | None = None,
    include_all: bool = False,
    progress: bool | None = None,
    partition_size: int = PARTITION_SIZE,
) -> pd.DataFrame | Parsed | None:
    """Geoparse a corpus: pandas DataFrames of mentions (and claims), or Parquet datasets.

    Parameters
    ----------
    source
        What :func:`geo_aleppo.iter_articles` accepts: files (``.txt``, ``.jsonl``),
        folders, globs, or a list of them. Default: the bundled seeds.
    engine
        ``"local"`` (this process) or ``"dask"`` (a dask.distributed cluster).
    scheduler
        With ``engine="dask"``: a scheduler address such as ``"tcp://host:8786"`` or a
        ``distributed.Client``. Default: a LocalCluster of 2 worker processes, 1 thread each,
        started and closed here. Workers read the articles and write the parts themselves, so
        on a real cluster give paths that every worker sees (a shared file system). The
        LocalCluster's workers are forked from multiprocessing's fork server, which has loaded
        the gazetteer (:func:`geo_aleppo.engine.cluster.start_fork_server`): that process (about
        120 MB) is not closed with the cluster but lives until this interpreter exits, so a
        later run starts faster; pass a ``scheduler`` (or run in a subprocess) to avoid it.
    out
        A path such as ``mentions.parquet``: a dataset folder is written there, one part per
        partition (``part-00000.parquet``, ...) with a ``_metadata`` file, and ``None`` is
        returned. It replaces an older dataset only once complete; on an error or an
        interrupt the older one stays as it was and no part is left behind.
    claims
        Also extract the claims of each article (:func:`geo_aleppo.extract_claims`): a dataset
        at :func:`claims_path` of ``out`` (``mentions.claims.parquet``) and one row per article
        at :func:`articles_path` (``mentions.articles.parquet``), from which
        :meth:`geo_aleppo.Scene.from_parquet` builds the scene; with no ``out``, a
        :class:`Parsed` of three frames.
    single_file
        With the local engine: write ``out`` as one Parquet file (a row group per partition)
        instead of a folder.
    gazetteer
        Default: the bundled one (which each dask worker loads once).
    encoding, include_all
        As for :func:`iter_articles` and :func:`geoparse`.
    progress
        Show a tqdm bar of partitions on stderr; ``None``: only when stderr is a terminal.
    partition_size
        Bytes of input per partition (a part, a dask task).

    Returns
    -------
    pandas.DataFrame, Parsed or None
        Columns :data:`COLUMNS` with dtypes :data:`DTYPES`, in corpus order (articles as
        ``iter_articles`` yields them, mentions by offset); an empty corpus gives an empty
        frame with the same columns. With ``claims``: a :class:`Parsed` of mentions and
        claims (columns :data:`CLAIM_DTYPES`) and articles (:data:`ARTICLE_DTYPES`). ``None`` when
        ``out`` is given.
    """
    if engine not in ENGINES:
        raise EngineError(f"unknown engine {engine!r}; choose one of: {', '.join(ENGINES)}")
    if scheduler is not None and engine != "dask":
        raise EngineError("a scheduler is for engine='dask'")
    check_scheduler(scheduler)
    if single_file and (engine != "local" or out is None):
        raise EngineError("single_file is for engine='local' with an out path (dask workers write one part each)")
    if partition_size < MIN_PARTITION_SIZE:  # 1 would make a partition (a task, a part) of every byte
        raise ValueError(f"partition_size must be at least {MIN_PARTITION_SIZE} bytes, not {partition_size!r}")
    try:
        from tqdm.auto import tqdm
    except ImportError as exc:
        raise MissingDependency(f"batch parsing needs {exc.name}: pip install 'geo_aleppo[scale]'") from None
    if engine == "dask" and importlib.util.find_spec("distributed") is None:
        # imported later, while the driver parses: its import takes a third of a second
        raise MissingDependency("batch parsing needs distributed: pip install 'geo_aleppo[scale]'")

    parts = plan(source, partition_size)
    log.info("%d partitions of up to %d bytes", len(parts), partition_size)
    show = sys.stderr.isatty() if progress is None else progress
    with tqdm(total=len(parts), disable=not show, unit="partition", desc="geoparse", file=sys.stderr) as bar:
        if out is None:
            if engine == "local":
                parsed = _local_tables(parts, gazetteer, include_all, claims, encoding, bar)
            else:
                parsed = dask_tables(_part_tables, parts, gazetteer, include_all, claims, encoding, bar, scheduler)
            mention_tables, claim_tables, article_tables = zip(*parsed) if parts else ((), (), ())
            mentions = _to_frame(mention_tables, SCHEMA, DTYPES)
            if not claims:
                return mentions
            return Parsed(
                mentions,
                _to_frame(claim_tables, CLAIM_SCHEMA, CLAIM_DTYPES),
                _to_frame(article_tables, ARTICLE_SCHEMA, ARTICLE_DTYPES),
            )
        targets = [(Path(out), SCHEMA)]
        if claims:
            targets += [(claims_path(out), CLAIM_SCHEMA), (articles_path(out), ARTICLE_SCHEMA)]
        recover(out)  # a commit a killed run left half done: finish it before anything else touches the set
        if single_file:
            _write_single_files(parts, targets, gazetteer, include_all, claims, encoding, bar)
            return None
        stagings: list[Staging] = []
        token = new_token()  # one token for the run: in every staging name and in the commit journal
        try:
            for target, schema in targets:
                stagings.append(Staging(target, schema, token))
            folders = tuple(str(s.folder) for s in stagings)

            def commit() -> None:
                for staging in stagings:
                    staging.seal(len(parts))
                log.debug("datasets sealed")
                commit_set(stagings)  # all three or none, through a journal (geo_aleppo.io.commit)
                log.debug("datasets committed")

            if engine == "local":
                _local_write(parts, folders, gazetteer, include_all, encoding, bar)
                commit()
            else:
                dask_write(
                    parts, folders, gazetteer, include_all, encoding, bar, scheduler, on_done=commit, write=write_part
                )
        finally:
            for staging in stagings:
                staging.discard()  # nothing left when committed; else the parts written so far
    return None


def _write_single_files(parts, targets, gazetteer, include_all, claims, encoding, bar) -> None:
    from contextlib import ExitStack

    with ExitStack() as stack:
        writers = [
            stack.enter_context(pq.ParquetWriter(stack.enter_context(atomic_path(target)), schema, compression="zstd"))
            for target, schema in targets
        ]
        for parsed in _local_tables(parts, gazetteer, include_all, claims, encoding, bar):
            for writer, table in zip(writers, parsed):
                if table.num_rows:
                    writer.write_table(table)
