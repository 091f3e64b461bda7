"""Parts of a named place in Arabic: "the eastern districts of X", "east of X", "X's western countryside".

Arabic names a part of a city before the city ("الأحياء الشرقية لمدينة حلب", "شرق حلب", "شرقي
حلب"), and a part of a countryside after it ("ريف حلب الغربي"). The geoparser finds the name of
the whole; the claims must speak of the part:

- a part that the gazetteer holds (``east_<key>`` whose parent is the city) takes the mention's
  place, and the mention spans the whole phrase when its words come right before the name;
- a part named without its city ("الأحياء الشرقية", "شرقي المدينة") is the part of the city named
  last before it, when the gazetteer holds that part;
- a directional part of a countryside that the gazetteer does not hold becomes a mention of an
  unnamed place (``place`` None, the text the phrase), so that no claim about a part lands on the
  whole governorate.

"جنوب شرق حلب" (south-east of the city) is a direction from the city, not its eastern part.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence

from ..gazetteer import Gazetteer
from ..geoparsing import Mention

__all__ = ["refine_arabic_parts", "DIRECTION_ADJECTIVE", "UNNAMED_PART"]

UNNAMED_PART = "arabic unnamed part"  # the resolved_by of a mention of a part that no gazetteer names
_LOOKBACK = 50  # mentions looked back at for the city of a part named alone
_WITH_CITY = "arabic part of the city named after it"
_REFERENCE = "arabic part of the city named before"

_DIRECTIONS = {"شرق": "east", "غرب": "west", "شمال": "north", "جنوب": "south"}
# the words of a part right before the name, in the order the text gives them; the name may carry "ل"
_PART_BEFORE = re.compile(
    r"(?<![\u0621-\u064a])(?P<phrase>(?:(?:ال)?(?:أحياء|احياء|مناطق|قسم|جزء|شطر|ضواحي|أطراف)\s+(?:ال)?"
    r"(?P<adj>شرق|غرب|شمال|جنوب)ي(?:ة)?|(?P<noun>شرق|غرب|شمال|جنوب)(?:ي)?)"
    r"(?P<tail>\s+(?:ال)?محاصر(?:ة|ين)?)?\s+(?:(?:ل|في\s+|من\s+)?(?:مدينة\s+)?)?)$"
)
_PART_ALONE = re.compile(  # a part without its city: "الأحياء الشرقية", "شرقي المدينة"
    r"(?<![\u0621-\u064a])(?:(?:ال)?(?:أحياء|احياء)\s+(?:ال)?(?P<adj>شرق|غرب|شمال|جنوب)ية|"
    r"(?P<noun>شرق|غرب|شمال|جنوب)(?:ي)?\s+المدينة)(?![\u0621-\u064a])"
)
_PART_ALONE_WORDS = ("حياء", "المدينة")  # one of which every match of _PART_ALONE holds
_COMPOUND = re.compile(r"(?:شمال|جنوب)(?:ي)?\s+$")  # "جنوب شرق X": a direction, not a part
# the final ya also in the Egyptian spelling ("الجنوبى الغربى")
DIRECTION_ADJECTIVE = r"(?:ال)?(?:شرق|غرب|شمال|جنوب)[يى](?:\s+(?:ال)?(?:شرق|غرب)[يى])?(?![\u0621-\u064a])"
_PART_AFTER = re.compile(rf"\s+{DIRECTION_ADJECTIVE}")
_COUNTRYSIDE = re.compile(r"^[وبلف]?(?:ال)?ريف\s")


def refine_arabic_parts(text: str, mentions: Sequence[Mention], gazetteer: Gazetteer) -> list[Mention]:
    """The mentions with the Arabic parts of places read (see the module).

    Parameters
    ----------
    text : str
        The article.
    mentions : sequence of Mention
        Its place mentions, sorted by offset.
    gazetteer : Gazetteer
        Where the parts are looked up.

    Returns
    -------
    list of Mention
        The same mentions; those naming a part are replaced.
    """
    out: list[Mention] = []
    previous_end = 0
    for m in mentions:
        if m.place is not None and not m.text.isascii():
            m = _part_before(text, m, previous_end, gazetteer) or _part_after(text, m) or m
        out.append(m)
        previous_end = m.end
    return _parts_alone(text, out, gazetteer)


def _parts_alone(text: str, mentions: list[Mention], gazetteer: Gazetteer) -> list[Mention]:
    """Add a mention for each part named without its city ("الأحياء الشرقية"): the city named last before it."""
    added: list[Mention] = []
    if not any(word in text for word in _PART_ALONE_WORDS):
        return mentions  # no part can be named: the article is not scanned
    starts = [m.start for m in mentions]
    for found in _PART_ALONE.finditer(text):
        i = bisect.bisect_left(starts, found.start())
        if i and mentions[i - 1].end > found.start():
            continue  # inside a mention (a part already read with its city)
        if i < len(mentions) and mentions[i].start - found.end() < 40 and mentions[i].resolved_by == _WITH_CITY:
            continue  # "الأحياء الشرقية المحاصرة في حلب": read with the city that follows
        direction = _DIRECTIONS[found.group("adj") or found.group("noun")]
        for city in (mentions[k] for k in range(i - 1, max(-1, i - 1 - _LOOKBACK), -1)):
            part = gazetteer.get(f"{direction}_{city.place_key}") if city.place is not None else None
            if part is not None and part.parent == city.place_key:
                span = (found.start(), found.end())
                added.append(Mention(*span, found.group(), part, "place", 0.0, span, _REFERENCE))
                break
    return sorted([*mentions, *added], key=lambda m: m.start) if added else mentions


def _part_before(text: str, m: Mention, previous_end: int, gazetteer: Gazetteer) -> Mention | None:
    low = max(previous_end, m.start - 60)
    found = _PART_BEFORE.search(text, low, m.start)
    if not found or _COMPOUND.search(text, max(low, found.start() - 8), found.start()):
        return None
    direction = _DIRECTIONS[found.group("adj") or found.group("noun")]
    part = gazetteer.get(f"{direction}_{m.place.key}")
    if part is None or part.parent != m.place.key:
        return None
    if found.group("tail"):  # "الأحياء الشرقية المحاصرة في X": the name keeps its span, the words between stay
        return m._replace(place=part, resolved_by=_WITH_CITY)
    return m._replace(place=part, start=found.start(), text=text[found.start() : m.end], resolved_by=_WITH_CITY)


def _part_after(text: str, m: Mention) -> Mention | None:
    if m.place.type != "governorate" or not _COUNTRYSIDE.match(m.text):
        return None
    found = _PART_AFTER.match(text, m.end)
    if not found:
        return None
    return m._replace(place=None, end=found.end(), text=text[m.start : found.end()], resolved_by=UNNAMED_PART)
