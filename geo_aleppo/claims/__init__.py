r"""What the articles say about places: control, routes, distances, counts and incidents.

English control is read over a dependency parse (:mod:`.tokens`, rules as data in ``rules/``,
:mod:`.control_en`, references back in :mod:`.discourse`; issue 22). The other readers below still read
a marker string with regular expressions.

Each sentence is read once, by one reader per kind, over one sentence model
(:class:`~geo_aleppo.claims.sentence.Sentence`): its place mentions are replaced by markers, so
the patterns speak of *a place* and never of a particular name. The words the readers know live in
:mod:`~geo_aleppo.claims.lexicon`. Every claim keeps its article, its sentence offsets and the
quote (``quote == article.text[start:end]``); see :class:`Claim` for the fields.

Reading is cheap when a reader scans with ``sentence.finditer(pattern, needs)`` (never
``pattern.finditer(skeleton)``): the sentence is scanned only if it holds one of ``needs`` (words
without which the pattern cannot match), and the pattern is tried only where one of its first words
begins (read from the pattern itself, found for every pattern in one pass per sentence:
:mod:`~geo_aleppo.claims.anchors`). A new pattern should begin with words (a side, a hedge, a number,
a verb, the place marker) rather than a class such as ``[\w-]+``; ``tests/test_claim_anchors.py``
fails for a scanned pattern with neither first words nor needed words, and checks that the first
words never lose a match.
"""

from __future__ import annotations

from .extract import extract_claims
from .lexicon import actor_of
from .numbers import parse_number
from .record import CLAIM_COLUMNS, Claim, Kind, claims_frame

__all__ = ["Claim", "Kind", "extract_claims", "claims_frame", "CLAIM_COLUMNS", "actor_of", "parse_number"]
