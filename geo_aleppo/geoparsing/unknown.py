"""Capitalised names that the gazetteer lacks, returned with ``place=None`` when they stand in a place pattern."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..names import fold, fold_spans
from .context import _listed, _locative_before, _next_place_start, _type_after, _type_before
from .words import (
    _FUNCTION_WORDS,
    _HEADLINE_BREAKS,
    _LISTED,
    _NOT_TOPONYMS,
    _ORG_HEADS,
    _PERSON_WORDS,
    _PLACE_FEATURES,
    _REPORTED_BY,
    _RUN,
    _SPAN_FEATURES,
    _is_abbreviation,
)

if TYPE_CHECKING:
    from .recogniser import _Chunk, _Recogniser


def _unknown_toponym(
    text: str,
    start: int,
    end: int,
    feature: str | None,
    feature_end: int,
    chunk: _Chunk | None = None,
    previous_end: int = -1,
    rec: _Recogniser | None = None,
) -> tuple[int, int] | None:
    """The span of a capitalised name that the gazetteer lacks, in a place pattern, or None.

    Place patterns: a feature word after it ("X province"), a type word around it ("the town of
    X", "X, a village"), a locative word before it ("near X", "from the X"), or a list beside a
    known place ("Douma, X and Harasta"). Function words ("The", "A", "This"), months, days,
    languages and people's names are never toponyms.
    """
    words = chunk.words if chunk is not None else tuple(fold(text[start:end]).split())
    skip = 0
    while skip < len(words) and words[skip] in _FUNCTION_WORDS:
        skip += 1
    if skip == len(words) or words[skip] in _NOT_TOPONYMS or words[skip] in _PERSON_WORDS:
        return None
    if words[skip] in _HEADLINE_BREAKS or not _ORG_HEADS.isdisjoint(words):
        return None  # "Close In": the verb of a headline; "Islamic State Forces": an organisation
    if skip:  # "The Nasib", "A Jordanian": the span starts after the function words
        tokens = fold_spans(text[start:end])
        if len(tokens) != len(words):
            return None
        start += tokens[skip].start
    if feature in _PLACE_FEATURES:
        return start, feature_end if feature in _SPAN_FEATURES else end
    if _type_before(text, start) or _type_after(text, end):
        return start, end
    if not text[start:end].isascii() or _is_abbreviation(text[start:end]):
        return None  # Arabic script has no capitals: only a type word makes an unknown Arabic name a place
    if _locative_before(text, start) and not _REPORTED_BY.search(text, max(0, start - 20), start):
        return start, end
    if 0 <= previous_end < start and start - previous_end <= 8 and _listed(text, previous_end, start):
        if text[previous_end:start].replace(",", " ").split() == ["and"]:
            return start, end  # "Douma and X", "Douma, Harasta, and X"
    if rec is not None and text[end : end + 1] in (",", " ") and (following := _next_place_start(text, end, rec)) >= 0:
        if "and" in text[end:following].replace(",", " ").split():
            return start, end  # "X and Harasta"
        run = _RUN.match(text, following)
        if run and _LISTED.match(text, run.end()) and not text.startswith("'s", run.end()):
            return start, end  # "X, Douma, Harasta": a list goes on after the known place
    return None
