"""Scoring against gold: the geoparser's places and the claims, each against its hand-written gold.

- :mod:`~geo_aleppo.evaluation.places`: toponyms by place key (:func:`evaluate`) or by distance to
  the gold point (:func:`evaluate_by_distance`).
- :mod:`~geo_aleppo.evaluation.claims`: claims per kind and language (:func:`evaluate_claims`).
- :mod:`~geo_aleppo.evaluation.gold`: reading a JSON Lines gold file.

The CLI's ``evaluate`` and ``evaluate-claims`` commands are thin shells over these.
"""

from __future__ import annotations

from .claims import KINDS, ClaimsScore, KindScore, evaluate_claims, read_claims_gold
from .gold import gold_lines
from .places import DistanceScore, Score, evaluate, evaluate_by_distance, has_coordinates, read_gold

__all__ = [
    "Score",
    "DistanceScore",
    "evaluate",
    "evaluate_by_distance",
    "has_coordinates",
    "read_gold",
    "KINDS",
    "KindScore",
    "ClaimsScore",
    "evaluate_claims",
    "read_claims_gold",
    "gold_lines",
]
