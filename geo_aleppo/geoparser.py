"""Find place mentions in text: the public names of :mod:`geo_aleppo.geoparsing`, where the code lives."""

from __future__ import annotations

from .geoparsing import Mention, geoparse, iter_mentions, sentence_spans
from .geoparsing.recogniser import _recogniser  # noqa: F401  (the benchmarks time its stages)
from .geoparsing.words import _RUN  # noqa: F401  (the benchmarks time its stages)

__all__ = ["Mention", "geoparse", "iter_mentions", "sentence_spans"]
