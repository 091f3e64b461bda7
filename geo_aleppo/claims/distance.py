"""Distances: lengths of corridors and roads, and distances between places, in km."""

from __future__ import annotations

import bisect
import re

from .lexicon import COUNTED_AHEAD, UNIT_KM, actor_of
from .numbers import NUM, QUALIFIER, parse_number
from .record import Claim, ClaimMaker
from .sentence import Sentence

__all__ = ["read_distances", "DISTANCE", "CUE"]

_IS_BEFORE = re.compile(r"\bis\s*$")
_CORRIDOR = re.compile(r"\b(?:corridor|route|road|passage)\b", re.IGNORECASE)
_ATTRIBUTIVE = re.compile(r"\s*(?:humanitarian\s+|evacuation\s+|safe\s+)?(?:corridor|route|road|passage)\b")
_SEGMENT_VERB = re.compile(r"\s*(?:lie|lies|run|runs|pass|passes|through|across)\b")

# a sentence without a unit of length states no distance
CUE = re.compile(r"(?:km|kilomet\w*|miles?|met(?:re|er)s?|\d\s*-?\s*m)\b", re.IGNORECASE)

# "m" after a number is metres only where a length clearly follows: "2m high", "500m from", "a 300m stretch", "40m."
# ("2m people" is two million people, "2m tonnes" no length)
_CLEARLY_METRES = (
    r"(?=\s*(?:[-–]\s*)?(?:high|wide|long|deep|tall|thick|away|from|of|in\s+(?:length|height|width|depth|diameter)|"
    r"stretch|section|strip|radius|zone|wall|trench|berm|tunnel|[,.;:)]|$)|\s+(?:to|and|or)\s+\d)"
)
DISTANCE = re.compile(
    rf"(?:{QUALIFIER}\s+)?(?P<another>another\s+)?(?P<num>{NUM})\s*(?:-\s*)?(?:of\s+(?:those|the|these)\s+)?"
    rf"(?P<unit>km|kilomet(?:re|er)s?|miles?|met(?:re|er)s?|m\b(?!{COUNTED_AHEAD}){_CLEARLY_METRES})\b(?P<long>\s+long)?(?:\s*\([^)]*\))?",
    re.IGNORECASE,
)


# a number that goes on with the unit of a length before it: "…, the remaining 15 through …", "the other 15 are
# in rebel hands"; after "are"/"in" only ground can follow ("the other 300 are in tents" counts people)
_GROUND = (
    r"(?:(?:the\s+)?(?:[\w'’-]{1,40}\s+){0,3}?"
    r"(?:areas?|territor(?:y|ies)|hands|control|parts?|zones?|districts?|ground|⟦))"
)
_REMAINING = re.compile(
    rf"\b(?P<another>remaining|other|another|last|first)\s+(?P<num>{NUM})"
    rf"(?=\s*(?:through|across|along|runs?|lies?|pass(?:es)?|"
    rf"(?:(?:are|were|is|lie|run)\s+)?(?:in|inside|within|under)\s+{_GROUND}|[,.;]|$))",
    re.IGNORECASE,
)


def read_distances(sentence: Sentence, claim: ClaimMaker) -> list[Claim]:
    """Lengths and distances, in km, with what they measure (corridor length, corridor segment, distance)."""
    out = []
    text = sentence.skeleton
    lengths = list(sentence.finditer(DISTANCE))
    units = {x.start(): x.group("unit") for x in lengths}
    matches = list(lengths)
    if lengths:
        ends = [x.end() for x in lengths]  # sorted: the matches do not overlap
        for x in sentence.finditer(_REMAINING):
            i = bisect.bisect_right(ends, x.start()) - 1  # the last length that ends before it
            inside = i + 1 < len(lengths) and lengths[i + 1].start() <= x.start("num")
            if i >= 0 and not inside:
                units[x.start()] = lengths[i].group("unit")
                matches.append(x)
        matches.sort(key=lambda x: x.start())
    corridor = _CORRIDOR.search(text)
    for k, m in enumerate(matches):
        value = parse_number(m.group("num"))
        if value is None:
            continue
        groups = m.groupdict()
        unit = units[m.start()].lower()
        km = round(value * UNIT_KM.get(unit, 1.0), 3)
        tail_end = matches[k + 1].start() if k + 1 < len(matches) else len(text)
        tail = text[m.end() : tail_end]
        attributive = _ATTRIBUTIVE.match(tail)
        if (
            groups.get("long")
            or attributive
            or (corridor and _IS_BEFORE.search(text, max(0, m.start() - 12), m.start()))
        ):
            topic = "corridor length" if corridor else "length"
        elif groups.get("another") or _SEGMENT_VERB.match(tail):
            topic = "corridor segment" if corridor else "segment"
        else:
            topic = "distance"
        nearest = sentence.place_after(m.end(), tail_end) or sentence.place_before(m.start(), 60)
        places = [nearest] if nearest else []
        actor = actor_of(tail) if topic.endswith("segment") else None
        out.append(
            claim(
                "distance",
                sentence,
                places[0] if places else None,
                value=km,
                unit="km",
                topic=topic,
                qualifier=(groups.get("qual") or "").lower() or None,
                actor=actor,
            )
        )
    return out
