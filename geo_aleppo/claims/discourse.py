"""References back to places named before: "it", "the town", "the two villages", "the enclave" (issue 22).

Language-neutral: a reader describes a reference (:class:`Reference`: the place types its noun stands
for, its number, where it stands) and :class:`Discourse` resolves it over the places the article named
before, in passes from the most precise to the least, as the Stanford multi-pass sieve does:

1. ``counted``: a number given ("the two villages", Arabic dual) takes the places of its types of the
   nearest sentence before it that names exactly that many of them; failing that, those
   of the first such sentence after it, within :data:`AHEAD` characters ("two villages besieged by X. ...
   Foua and Kefraya");
2. ``typed``: a singular noun ("the town") takes the nearest place of its types when the sentence that
   names it names no other of those types, a plural ("the towns")
   the places of its types in the nearest sentence that names two or more of them;
3. ``lifted``: a singular noun whose type no place before has takes the place of that type that the
   nearest place lies in ("East Aleppo ... the city": Aleppo);
4. ``pronoun``: "it" takes the nearest place of a settlement's type in its own sentence or the one before.

A reference that no pass resolves gives no place (and so no claim).
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from ..gazetteer import Place
    from ..geoparsing import Mention

__all__ = ["Reference", "Discourse", "SETTLEMENTS", "REACH"]

#: The place types a pronoun may stand for.
SETTLEMENTS = frozenset({"town", "village", "city", "district"})
#: How many places back (nearest first) a reference looks at most: a reference reads in constant time.
REACH = 40
#: How far after a counted reference (characters) the places it announces may be named.
AHEAD = 600


@dataclass(frozen=True, slots=True)
class Reference:
    """A reference back to places.

    ``types``: the place types its noun stands for; ``number``: 1, a count, or None for a plural without a
    count; ``pronoun``: whether it is one; ``position``: its offset in the article.
    """

    types: frozenset[str]
    number: int | None
    position: int
    pronoun: bool = False


class Discourse:
    """The places of an article in order, to resolve references back against."""

    def __init__(
        self,
        mentions: Sequence[Mention],
        accept: Callable[[Place], bool] | None = None,
        lift: Callable[[Place, frozenset[str]], Place | None] | None = None,
    ):
        self._mentions = [m for m in mentions if m.place is not None and (accept is None or accept(m.place))]
        self._starts = [m.start for m in self._mentions]
        self._lift = lift  # a place -> the place of one of the types it lies in ("East Aleppo" -> Aleppo city)

    def _before(self, position: int) -> list[Mention]:
        """Up to :data:`REACH` places named before ``position``, nearest first."""
        end = bisect.bisect_left(self._starts, position)
        return self._mentions[max(0, end - REACH) : end][::-1]

    def resolve(self, ref: Reference) -> tuple[list[Mention], str | None]:
        """The places ``ref`` stands for and the pass that found them; ([], None) when unresolved."""
        before = self._before(ref.position)
        if ref.pronoun:
            return self._pronoun(ref, before)
        typed = [m for m in before if m.place.type in ref.types]
        if ref.number is not None and ref.number > 1:
            group = self._counted(typed, ref.number)
            if len(group) != ref.number:
                group = self._group_ahead(ref)
            return (group, "counted") if len(group) == ref.number else ([], None)
        if not typed:
            return self._lifted(ref, before)
        if ref.number == 1:  # the nearest sentence must name one place of the types: two leave it ambiguous
            return ([typed[0]], "typed") if len(self._group(typed)) == 1 else ([], None)
        group = self._group(typed)
        return (group, "typed") if len(group) >= 2 else ([], None)

    def _lifted(self, ref: Reference, before: list[Mention]) -> tuple[list[Mention], str | None]:
        """``lifted``: the place of the types that the nearest place lies in ("East Aleppo ... the city").

        For a singular noun whose types no place named before has; the mention then carries that place.
        """
        if ref.number != 1 or self._lift is None or not before:
            return [], None
        place = self._lift(before[0].place, ref.types)
        return ([before[0]._replace(place=place, text=place.name)], "lifted") if place is not None else ([], None)

    def _counted(self, typed: list[Mention], number: int) -> list[Mention]:
        """The places of the nearest sentence that names exactly ``number`` places of the types."""
        while typed:
            group = self._group(typed)
            if len(group) == number:
                return group
            sentence = typed[0].sentence
            typed = [m for m in typed if m.sentence != sentence]
        return []

    def _group_ahead(self, ref: Reference) -> list[Mention]:
        """The distinct places of ``ref``'s types in the first sentence after it that names one."""
        first = bisect.bisect_left(self._starts, ref.position)
        ahead = [m for m in self._mentions[first : first + REACH]
                 if m.start - ref.position <= AHEAD and m.place.type in ref.types]
        return self._group(ahead)[::-1] if ahead else []

    @staticmethod
    def _group(typed: list[Mention]) -> list[Mention]:
        """The distinct places of the sentence of the nearest one, in the text's order."""
        sentence = typed[0].sentence
        out: dict[str | None, Mention] = {}
        for m in typed:
            if m.sentence != sentence:
                break
            out.setdefault(m.place_key, m)
        return list(out.values())[::-1]

    def _pronoun(self, ref: Reference, before: list[Mention]) -> tuple[list[Mention], str | None]:
        if not before:
            return [], None
        sentences = []
        for m in before:
            if m.sentence not in sentences:
                sentences.append(m.sentence)
            if len(sentences) > 2:
                break
        near = [m for m in before if m.sentence in sentences[:2] and m.place.type in (ref.types or SETTLEMENTS)]
        return ([near[0]], "pronoun") if near else ([], None)
