"""Corpora at scale: partitions, workers that write their own Parquet parts, the dask cluster.

- :mod:`geo_aleppo.engine.batch`: :func:`parse_corpus`, on one core or on a dask cluster.
- :mod:`geo_aleppo.engine.partitions`: a corpus cut into partitions from file names and sizes.
- :mod:`geo_aleppo.engine.datasets`: a partition parsed into tables and written as a part; staging.
- :mod:`geo_aleppo.engine.cluster`: the local or remote dask cluster.
- :mod:`geo_aleppo.engine.worker`: what a worker process loads before its first task.

The commit protocol that puts a run's datasets in place is :mod:`geo_aleppo.io.commit`.
"""

from __future__ import annotations

from .batch import (
    ARTICLE_DTYPES,
    ARTICLE_SCHEMA,
    CLAIM_DTYPES,
    CLAIM_SCHEMA,
    COLUMNS,
    DTYPES,
    ENGINES,
    SCHEMA,
    Parsed,
    articles_path,
    claims_path,
    parse_articles,
    parse_corpus,
)

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
]
