"""The one record of a claim, and the table of claims."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass, fields
from typing import TYPE_CHECKING, Any, Literal, Protocol

if TYPE_CHECKING:  # pragma: no cover
    import pandas

    from ..geoparsing import Mention
    from .sentence import Sentence

__all__ = ["Claim", "ClaimMaker", "Kind", "CLAIM_COLUMNS", "claims_frame"]

Kind = Literal["control", "route", "distance", "count", "incident"]


@dataclass(frozen=True, slots=True)
class Claim:
    """One statement of an article about a place, a number or an event.

    Every field means the same thing for every kind; a field that a kind does not use is None.

    Attributes
    ----------
    kind : {"control", "route", "distance", "count", "incident"}
        What the statement is about.
    article, start, end, quote
        The evidence: ``quote == article_text[start:end]`` (the sentence that states the claim).
    place_key, place_text
        The gazetteer key of the place the claim is about, and its spelling in the text.
    actor
        The side the claim names: the holder of a place (control), the side whose ground a part
        of a route crosses (distance). One of government, opposition, sdf, isis, contested, unknown.
    status
        held or besieged (control).
    value, value_max, unit
        A number, the upper end of a range, and its unit: people, vehicles or km.
    topic
        What is counted (evacuated, wounded, buses …), what a distance measures (corridor length,
        corridor segment, distance), what happened (incident), or the movement of a route.
    role
        origin, via or destination (route).
    scope
        whole, or part when the claim speaks of part of the place ("rebel-held parts of X").
    qualifier
        The hedge of a number as written: about, more than, at least …
    besieger
        The side besieging the place (control with status besieged), when the text names it.
    time_reported, time_utc
        The times as written, and in UTC (ISO) where the text and the article's date allow.
    located_by
        sentence (a place of the same sentence) or context (of the sentences before).
    outlet, date
        Of the article.
    rule
        The rule that read the claim (English control and routes: a rule of ``claims/rules``), else None.
    confidence
        The rule's precision measured on the calibration part of the development set, else None.
    """

    kind: Kind
    article: str
    start: int
    end: int
    quote: str
    place_key: str | None = None
    place_text: str | None = None
    actor: str | None = None
    status: str | None = None
    value: float | None = None
    value_max: float | None = None
    unit: str | None = None
    topic: str | None = None
    role: str | None = None
    scope: str | None = None
    qualifier: str | None = None
    besieger: str | None = None
    time_reported: str | None = None
    time_utc: str | None = None
    located_by: str | None = None
    outlet: str | None = None
    date: str | None = None
    rule: str | None = None
    confidence: float | None = None


CLAIM_COLUMNS = [f.name for f in fields(Claim)]


class ClaimMaker(Protocol):
    """Makes a claim of the article being read: its evidence is the sentence, its place the mention."""

    def __call__(self, kind: Kind, sentence: Sentence, mention: Mention | None = None, **values: Any) -> Claim:
        """A claim of ``kind`` stated by ``sentence`` about the place of ``mention``."""
        ...


def claims_frame(claims: Iterable[Claim]) -> pandas.DataFrame:
    """The claims as a pandas DataFrame with the columns of :class:`Claim`.

    Parameters
    ----------
    claims : iterable of Claim
        Any claims.

    Returns
    -------
    pandas.DataFrame
        One row per claim, columns :data:`CLAIM_COLUMNS`.
    """
    import pandas as pd

    return pd.DataFrame([asdict(c) for c in claims], columns=CLAIM_COLUMNS)
