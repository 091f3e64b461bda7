"""A scene from the Parquet datasets of :func:`geo_aleppo.parse_corpus`, without reparsing a corpus.

>>> import geo_aleppo as ga
>>> from geo_aleppo.batch import parse_corpus
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

import os
from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path

from ._io import printable
from .claims import Claim
from .errors import ArticleError, MissingDependency
from .gazetteer import Gazetteer, load_gazetteer
from .scene import ARTICLE_COLUMNS, UNRESOLVED_COLUMNS, Scene, _bounded, assemble

__all__ = ["scene_from_parquet"]

_MENTION_COLUMNS = ["article", "start", "end", "text", "place_key", "role", "quote"]


def _batches(path: Path, columns: list[str]) -> Iterator[dict[str, list]]:
    """Row groups of a dataset folder (its parts in name order) or of a single file, as lists."""
    import pyarrow.parquet as pq

    if path.is_dir():
        files = sorted(path.glob("part-*.parquet"))
        if not files:
            raise ArticleError(f"{path}: no part-*.parquet files in this folder; is it a geo_aleppo dataset?")
    elif path.is_file():
        files = [path]
    else:
        raise ArticleError(f"{path}: no such dataset")
    for file in files:
        parquet = pq.ParquetFile(file)
        missing = [c for c in columns if c not in parquet.schema_arrow.names]
        if missing:
            raise ArticleError(f"{file}: no column {missing[0]!r}; write it again with parse_corpus")
        for group in range(parquet.num_row_groups):
            yield parquet.read_row_group(group, columns=columns).to_pydict()


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
        Its claims (``parse_corpus(..., claims=True)``); default: :func:`geo_aleppo.batch.claims_path`
        of ``mentions``. The articles are read from :func:`geo_aleppo.batch.articles_path` of
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
    from .batch import articles_path, claims_path

    gazetteer = gazetteer if gazetteer is not None else load_gazetteer()
    mentions = Path(mentions)
    claims = Path(claims) if claims is not None else claims_path(mentions)
    articles_file = articles_path(mentions)
    limit = evidence_per_place

    for path in (mentions, claims, articles_file):
        if not path.exists():
            hint = "" if path == mentions else "; write it with parse_corpus(..., claims=True)"
            raise ArticleError(f"{path}: no such dataset{hint}")
    articles = {}
    for batch in _batches(articles_file, ARTICLE_COLUMNS):
        for values in zip(*(batch[c] for c in ARTICLE_COLUMNS), strict=True):
            articles[values[0]] = values
    places: dict[str, tuple[list[int], dict[str, None], list[dict]]] = {}
    unresolved = []
    for batch in _batches(mentions, _MENTION_COLUMNS):
        rows = zip(*(batch[c] for c in _MENTION_COLUMNS), strict=True)
        for article, start, end, text, key, role, quote in rows:
            if role != "place":  # demonyms and organisations (include_all) are not in a scene
                continue
            if key is None:
                unresolved.append({"article": article, "start": start, "end": end, "text": text, "quote": quote})
                continue
            entry = places.get(key)
            if entry is None:
                entry = places[key] = ([0], {}, [])
            entry[0][0] += 1
            entry[1][article] = None
            if limit is None or len(entry[2]) < limit:
                if article not in articles:
                    raise ArticleError(f"{printable(articles_file)} does not hold article {printable(article)} of "
                                       f"{printable(mentions)}: the datasets come from different runs; write them "
                                       "again with parse_corpus(..., claims=True)")
                _, outlet, date, *_ = articles[article]
                entry[2].append(
                    {
                        "article": article,
                        "outlet": outlet,
                        "date": date,
                        "start": start,
                        "end": end,
                        "text": text,
                        "quote": quote,
                    }
                )

    claim_list: list[Claim] = []
    names = [f.name for f in fields(Claim)]
    for batch in _batches(claims, names):
        for values in zip(*(batch[n] for n in names), strict=True):
            claim_list.append(_bounded(Claim(**dict(zip(names, values, strict=True)))))

    return assemble(
        gazetteer,
        claim_list,
        {key: (count[0], list(ids), evidence) for key, (count, ids, evidence) in places.items()},
        pd.DataFrame(list(articles.values()), columns=ARTICLE_COLUMNS),
        pd.DataFrame(unresolved, columns=UNRESOLVED_COLUMNS),
    )
