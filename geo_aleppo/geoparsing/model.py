"""The geoparser's records: a run as the recogniser reads it (:class:`Chunk`), its protocol, a :class:`Mention`.

The modules that read a run in its context type their arguments with these, so they need not import
the recogniser (which imports them).
"""

from __future__ import annotations

from typing import Literal, NamedTuple, Protocol

from ..gazetteer import Gazetteer, Place

__all__ = ["Role", "Mention", "Chunk", "Recogniser"]

Role = Literal["place", "adjective", "organisation"]


class Mention(NamedTuple):
    """A place name found in a text (an immutable record; offsets are Python ``str`` offsets)."""

    start: int
    end: int
    text: str
    place: Place | None
    role: Role
    score: float
    sentence: tuple[int, int]
    resolved_by: str = ""  # the rule that chose the place among its candidates (see _resolve)

    @property
    def place_key(self) -> str | None:
        return self.place.key if self.place else None

    def __repr__(self) -> str:
        return f"Mention({self.start}, {self.end}, {self.text!r}, {self.place_key}, {self.role}, {self.score})"


class Chunk(NamedTuple):
    """What the recogniser reads in one run of capitalised words: a tuple, made fast, one for every new run."""

    matches: tuple
    words: tuple[str, ...]
    is_org: int  # how many of the first words make an organisation name (0: none)
    org_open: int  # the name may go on with "in X" (1, True), or with "and (the) X" too (2)
    plain: tuple  # the readings when nothing around the run says more
    places: tuple  # those of them with the role "place"
    shared: bool  # a name of two places (Idlib city / governorate): words around it may choose
    ordinary: bool  # a name that is also a common word: words around it decide whether it is a place
    may_be_unknown: bool  # no name, no organisation, no function word first: perhaps a toponym the gazetteer lacks
    # Nothing to read, whatever the words around it, unless a cue of the run pattern or an organisation
    # name before it says more: no place (``quiet``) or no reading at all (``quiet_all``, for include_all),
    # not perhaps unknown, opens no organisation name, neither shared nor a common word.
    quiet: bool
    quiet_all: bool


class Recogniser(Protocol):
    """The automaton of one gazetteer's names and its per-run cache (:mod:`.recogniser`)."""

    gazetteer: Gazetteer
    cache: dict[str, Chunk]

    def chunk_matches(self, chunk: str) -> Chunk:
        """The reading of one run of words (the longest names it holds), cached by its text."""
        ...
