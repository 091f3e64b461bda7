"""A scene from the Parquet datasets of :func:`geo_aleppo.parse_corpus`, without reparsing a corpus.

>>> import geo_aleppo as ga
>>> from geo_aleppo.engine import parse_corpus
>>> import tempfile, pathlib
>>> out = pathlib.Path(tempfile.mkdtemp()) / "seeds.parquet"
>>> parse_corpus(out=out, claims=True)
>>> scene = ga.Scene.from_parquet(out)              # claims, articles beside it
>>> len(scene.articles), int(scene.places.mention_count.sum()) > 100
(4, True)

The three datasets (mentions with their quotes, claims, articles) carry all that the scene
needs, so the layers are those of :func:`geo_aleppo.build_scene` on the same articles. The
parts are read one row group at a time, so the mentions never sit in memory whole; what the
scene keeps is per place, per claim and per article.
``evidence_per_place`` bounds the evidence records of a place (the first ones in corpus
order) for a corpus of many thousand articles; its ``mention_count`` and ``articles`` still
count every mention.
"""

from __future__ import annotations

import logging
import os
from array import array
from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path
from typing import TYPE_CHECKING

from ..claims import Claim
from ..errors import ArticleError, MissingDependency
from ..gazetteer import Gazetteer, load_gazetteer
from ..io import articles_path, claims_path, printable, recover
from .assemble import assemble
from .model import ARTICLE_COLUMNS, UNRESOLVED_COLUMNS, Scene, bounded

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow

__all__ = ["scene_from_parquet", "read_places", "claim_batches"]

log = logging.getLogger(__name__)

_MENTION_COLUMNS = ["article", "start", "end", "text", "place_key", "role", "quote"]


def _batches(path: Path, columns: list[str]) -> Iterator[pyarrow.Table]:
    """Row groups of a dataset folder (its parts in name order) or of a single file, as Arrow tables."""
    if path.is_dir():
        files = sorted(path.glob("part-*.parquet"))
        if not files:
            raise ArticleError(f"{path}: no part-*.parquet files in this folder; is it a geo_aleppo dataset?")
    elif path.is_file():
        files = [path]
    else:
        raise ArticleError(f"{path}: no such dataset")
    for file in files:
        parquet = _open(file, columns)
        for group in range(parquet.num_row_groups):
            with _readable(file):
                table = parquet.read_row_group(group, columns=columns).select(columns)
            yield table


class _readable:
    """Turn pyarrow's error on a corrupt or truncated part into a one-line :class:`ArticleError` naming the file."""

    def __init__(self, file: Path) -> None:
        self.file = file

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind, exc, tb) -> None:
        import pyarrow as pa

        if exc is not None and isinstance(exc, (pa.ArrowException, OSError)):
            detail = " ".join(str(exc).split())
            raise ArticleError(f"{printable(self.file)}: not a readable Parquet part ({printable(detail)})") from None


def _open(file: Path, columns: list[str]):
    """The :class:`pyarrow.parquet.ParquetFile` of a part that holds ``columns``, or a one-line ArticleError."""
    import pyarrow.parquet as pq

    with _readable(file):
        parquet = pq.ParquetFile(file)
        names = parquet.schema_arrow.names
    missing = [c for c in columns if c not in names]
    if missing:
        raise ArticleError(f"{printable(file)}: no column {missing[0]!r}; write it again with parse_corpus")
    return parquet


def _read_mentions(
    batch: pyarrow.Table, places: dict, unresolved: list[dict], limit: int | None, index: dict[str, int]
) -> None:
    """Add one row group of mentions to ``places`` (count, article numbers, evidence per key) and ``unresolved``.

    Grouped with pyarrow and pandas, so only the evidence records kept become Python objects. An
    article is held as its number in ``index`` (4 bytes), so a place's article list stays small.
    """
    import pyarrow.compute as pc

    batch = batch.filter(pc.equal(batch["role"], "place"))  # not demonyms, organisations (include_all)
    known = pc.is_valid(batch["place_key"])
    lost = batch.filter(pc.invert(known))
    unresolved += lost.select(UNRESOLVED_COLUMNS).to_pylist()
    found = batch.filter(known)
    if not found.num_rows:
        return
    frame = found.select(["place_key", "article"]).to_pandas()
    frame["article"] = frame["article"].map(index)
    if frame["article"].isna().any():
        raise ArticleError(
            "the articles dataset lacks articles of the mentions dataset: the datasets come from "
            "different runs; write them again with parse_corpus(..., claims=True)"
        )
    counts = frame["place_key"].value_counts(sort=False)
    ids = frame.drop_duplicates().groupby("place_key", sort=False)["article"].agg(list)  # first mention's order
    room = {}
    for key, count in counts.items():
        entry = places.get(key)
        if entry is None:
            entry = places[key] = ([0], array("i"), [])
        entry[0][0] += int(count)
        numbers = ids[key]
        if entry[1] and entry[1][-1] == numbers[0]:  # an article's mentions are contiguous: cut by a row group
            numbers = numbers[1:]
        entry[1].extend(numbers)
        room[key] = None if limit is None else limit - len(entry[2])
    if limit is not None:
        rank = frame.groupby("place_key", sort=False).cumcount().to_numpy()
        left = frame["place_key"].map(room).to_numpy()
        found = found.take((rank < left).nonzero()[0])
    evidence = found.select(["place_key", "article", "start", "end", "text", "quote"]).to_pylist()
    for record in evidence:
        places[record.pop("place_key")][2].append(
            {
                "article": record["article"],
                "outlet": None,
                "date": None,
                "start": record["start"],
                "end": record["end"],
                "text": record["text"],
                "quote": record["quote"],
            }
        )


def read_places(mentions, claims, limit: int | None) -> tuple[Path, dict, dict, list[dict]]:
    """The claims dataset's path, the articles by id, each place's (count, ids, evidence) and the unresolved."""
    mentions = Path(mentions)
    recover(mentions)  # a set a killed run left half committed: finished first (or refused while it runs)
    claims = Path(claims) if claims is not None else claims_path(mentions)
    articles_file = articles_path(mentions)
    for path in (mentions, claims, articles_file):
        if not path.exists():
            hint = "" if path == mentions else "; write it with parse_corpus(..., claims=True)"
            raise ArticleError(f"{path}: no such dataset{hint}")
    articles = {}
    for batch in _batches(articles_file, ARTICLE_COLUMNS):
        for values in zip(*batch.to_pydict().values(), strict=True):
            if values[0] in articles:  # evidence points at (article, offsets): ids must be unique, as in build_scene
                raise ArticleError(
                    f"{printable(values[3])}: article id {printable(repr(values[0]))} is also the "
                    f"id of {printable(articles[values[0]][3])}"
                )
            articles[values[0]] = values
    import pyarrow as pa

    places: dict[str, tuple[list[int], array, list[dict]]] = {}
    unresolved: list[dict] = []
    index = {key: i for i, key in enumerate(articles)}
    for batch in _batches(mentions, _MENTION_COLUMNS):
        _read_mentions(batch, places, unresolved, limit, index)
        pa.default_memory_pool().release_unused()  # the row group's buffers, not kept for the next one
    del index
    for entry in places.values():
        for record in entry[2]:
            if record["article"] not in articles:
                raise ArticleError(
                    f"{printable(articles_file)} does not hold article {printable(record['article'])} "
                    f"of {printable(mentions)}: the datasets come from different runs; write them "
                    "again with parse_corpus(..., claims=True)"
                )
            _, record["outlet"], record["date"], *_ = articles[record["article"]]

    names = list(articles)  # the articles' own id strings: a place's list holds references, not copies
    places = {
        key: (count[0], [names[i] for i in numbers], evidence) for key, (count, numbers, evidence) in places.items()
    }
    return claims, articles, places, unresolved


def scene_from_parquet(
    mentions: str | os.PathLike,
    claims: str | os.PathLike | None = None,
    *,
    gazetteer: Gazetteer | None = None,
    evidence_per_place: int | None = None,
) -> Scene:
    """Build the :class:`Scene` of a mentions dataset and its claims dataset.

    Parameters
    ----------
    mentions
        A dataset folder (or single file) written by ``parse_corpus(out=...)``.
    claims
        Its claims (``parse_corpus(..., claims=True)``); default: :func:`geo_aleppo.io.commit.claims_path`
        of ``mentions``. The articles are read from :func:`geo_aleppo.io.commit.articles_path` of
        ``mentions``.
    gazetteer
        The gazetteer the corpus was parsed with (default: the bundled one).
    evidence_per_place
        Keep at most this many evidence records per place (``None``: all of them).

    Returns
    -------
    Scene
        The layers :func:`geo_aleppo.build_scene` gives for the same articles.
    """
    try:
        import pandas as pd
        import pyarrow  # noqa: F401
    except ImportError as exc:  # pragma: no cover
        raise MissingDependency(f"reading Parquet needs {exc.name}: pip install 'geo_aleppo[scale]'") from None

    gazetteer = gazetteer if gazetteer is not None else load_gazetteer()
    claims, articles, places, unresolved = read_places(mentions, claims, evidence_per_place)
    claim_list: list[Claim] = []
    names = [f.name for f in fields(Claim)]
    for batch in _batches(claims, names):
        claim_list += [bounded(Claim(*values)) for values in zip(*batch.to_pydict().values(), strict=True)]

    return assemble(
        gazetteer,
        claim_list,
        places,
        pd.DataFrame(list(articles.values()), columns=ARTICLE_COLUMNS),
        pd.DataFrame(unresolved, columns=UNRESOLVED_COLUMNS),
    )


def claim_batches(path: Path, names: list[str], rows: int) -> Iterator[dict[str, list]]:
    """The claims dataset ``rows`` rows at a time, each batch as Python lists by column."""
    for file in sorted(path.glob("part-*.parquet")) if path.is_dir() else [path]:
        parquet = _open(file, names)
        batches = parquet.iter_batches(batch_size=rows, columns=names)
        while True:
            with _readable(file):
                batch = next(batches, None)
            if batch is None:
                break
            yield batch.to_pydict()
