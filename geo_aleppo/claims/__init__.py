"""What the articles say about places: control, routes, distances, counts and incidents.

Each sentence is read once, by one reader per kind, over one sentence model
(:class:`~geo_aleppo.claims.sentence.Sentence`): its place mentions are replaced by markers, so
the patterns speak of *a place* and never of a particular name. The words the readers know live in
:mod:`~geo_aleppo.claims.lexicon`. Every claim keeps its article, its sentence offsets and the
quote (``quote == article.text[start:end]``); see :class:`Claim` for the fields.
"""

from __future__ import annotations

from ..agreement import agreement
from .extract import extract_claims
from .lexicon import actor_of
from .numbers import parse_number
from .record import CLAIM_COLUMNS, Claim, Kind, claims_frame

__all__ = ["Claim", "Kind", "extract_claims", "claims_frame", "agreement", "CLAIM_COLUMNS", "actor_of", "parse_number"]
