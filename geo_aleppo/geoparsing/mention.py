"""The record of a place name found in a text."""

from __future__ import annotations

from typing import Literal, NamedTuple

from ..gazetteer import Place

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
