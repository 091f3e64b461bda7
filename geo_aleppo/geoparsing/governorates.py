"""City or governorate: the words around a name that the two share choose between them.

A governorate takes its name from its capital (Hasakah, Deraa, Idlib, Latakia), so a bare name is
either. The gazetteer marks one of the two as the ``default_sense``; the type words beside the name
("Idlib province", "the city of Idlib", "ريف حلب") overrule it (:mod:`.context`). This module adds the
patterns where no type word names the name's own type, but the sentence still says which is meant.
An apposition with a possessive names the type itself ("Hasakeh, Syria's northeastern province": rule
``type word``). Each returns the type it asks for and the name of its rule, which :class:`~.mention.Mention` keeps
as ``resolved_by``:

- ``container``: the name holds a town, so it is the governorate: "Ras al-Ayn, a city of Hasakah",
  "a town in Idlib", "at Baghouz, in Deir ez-Zor" (a town, then ", in" and the name);
- ``countryside``: "the countryside of Hama", "western rural Aleppo", "the coast of Latakia" are
  the province around the city (as "Idlib countryside" and "ريف حلب" are by their type word);
- ``list of governorates``: the name is listed after a governorate ("in Idlib and southern Aleppo");
- ``direction``: an Arabic compound direction before it ("في الجنوب الشرقي من دير الزور"), as
  "northwestern Aleppo" in English is part of the province, not of the city (unless the city's
  quarters are named before it: "الأحياء الواقعة في الجنوب الغربي من حلب");
- ``dateline``: a name that opens a line and is followed by its country and a dash ("Idlib, Syria –")
  is where the report was filed: the city;
- ``road``: roads link towns ("the road linking Idlib to Aleppo"): the city.
"""

from __future__ import annotations

import re

from .context import _listed

_SETTLEMENTS = frozenset({"city", "town", "village", "crossing", "landmark", None})  # None: an unknown toponym
# "a city of X", "a town in X", "the village in X", "neighbourhood in X": X holds the settlement
# (not "the city of X", which names the city, nor "a district of X", which lies in the city)
_CONTAINER_BEFORE = re.compile(
    r"(?:\ban?\s+(?:[\w-]+\s+){0,2}?(?:city|town|village)\s+(?:of|in)|\b(?:city|town|village|towns|villages)\s+in)\s+$",
    re.IGNORECASE,
)
# "X, Syria's northeastern province": an apposition that names the type with a possessive
_POSSESSIVE_TYPE_AFTER = re.compile(
    r",\s*(?:[A-Z][\w-]*['’]s|its)\s+(?:[\w-]+\s+){0,2}?(?P<word>province|governorate|city|town)\b", re.IGNORECASE
)
# "the countryside of Hama", "western rural Aleppo", "the coast of Latakia": the province around the city
_COUNTRYSIDE_BEFORE = re.compile(r"\b(?:countryside\s+of|rural|coast\s+of)\s+$", re.IGNORECASE)
_IN_AFTER_COMMA = re.compile(r",\s+in\s+$")
_DATELINE_AFTER = re.compile(r",\s*[A-Z][\w-]*(?:[ -][A-Z][\w-]*)?\s*[–—:-]")
_ROAD_BEFORE = re.compile(
    r"\b(?:roads?|highways?|motorway|route|M\d{1,2})\b[^.,;:]{0,30}?\b(?:linking|connecting|joining|between|from)\s+$",
    re.IGNORECASE,
)
_ARABIC_DISTRICTS = re.compile(r"(?<![\u0600-\u06ff])(?:ال)?(?:حي|أحياء|احياء|حارة)(?![\u0600-\u06ff])")
# "في الجنوب الشرقي من دير الزور" (in the south-east of X): with the article and "من"; "جنوب شرق حلب" keeps the city
_ARABIC_COMPOUND_DIRECTION = re.compile(r"ال(?:شمال|جنوب)\s+ال(?:شرقي|غربي)\s+من\s+$")


def _city_or_governorate(
    text: str, start: int, end: int, span_start: int, previous_end: int, previous_type: str | None
) -> tuple[str | None, str]:
    """``(type, rule)`` that the sentence asks of a name shared by a city and a governorate, or ``(None, "")``.

    ``start``/``end`` bound the name, ``span_start`` its mention with a direction word before it;
    ``previous_end`` and ``previous_type`` are the end and type of the place mention before it
    (``previous_end`` -1: none).
    """
    if text.startswith(",", end) and (after := _POSSESSIVE_TYPE_AFTER.match(text, end, end + 50)):
        word = after.group("word").casefold()
        return ("governorate" if word in ("province", "governorate") else "city"), "type word"
    window = text[max(0, span_start - 60) : span_start]
    last = _last_word(text, span_start)
    if last in ("of", "in") and _may_name_container(window) and _CONTAINER_BEFORE.search(window):
        return "governorate", "container"
    if last in ("of", "rural") and _COUNTRYSIDE_BEFORE.search(window):
        return "governorate", "countryside"
    if 0 <= previous_end <= span_start:
        between = text[previous_end:span_start]
        if previous_type in _SETTLEMENTS and _IN_AFTER_COMMA.fullmatch(between):
            return "governorate", "container"
        if previous_type == "governorate" and _listed(text, previous_end, span_start):
            return "governorate", "list of governorates"
    if not text[start : start + 1].isascii() and _ARABIC_COMPOUND_DIRECTION.search(window):
        if not _ARABIC_DISTRICTS.search(window):  # "الأحياء الواقعة في الجنوب الغربي من حلب": the city's quarters
            return "governorate", "direction"
    if _opens_line(text, span_start) and _DATELINE_AFTER.match(text, end, end + 40):
        return "city", "dateline"
    if last in _ROAD_LINKS and _ROAD_BEFORE.search(window):
        return "city", "road"
    return None, ""


_ROAD_LINKS = frozenset({"linking", "connecting", "joining", "between", "from"})
_CUE_WORDS = _ROAD_LINKS | {"of", "in", "rural"}


def _last_word(text: str, start: int) -> str:
    """The word just before ``start``, lower case ("" at the start of a line or of the text)."""
    before = text[max(0, start - 14) : start]
    if before.endswith("\n"):
        return ""
    words = before.split()
    return words[-1].casefold() if words else ""


def _opens_line(text: str, start: int) -> bool:
    """Whether only white space stands between the start of the line (or text) and ``start``."""
    while start and text[start - 1] != "\n" and text[start - 1].isspace():
        start -= 1
    return not start or text[start - 1] == "\n"


def _may_name_container(window: str) -> bool:
    """A quick test before :data:`_CONTAINER_BEFORE`: it needs "city", "town" or "village" in the window.

    Looked for by letters that IGNORECASE matches only in their ASCII forms ("ty", "town", "llage").
    """
    lower = window.lower()
    return "ty" in lower or "town" in lower or "llage" in lower


def _may_choose(text: str, start: int, end: int) -> bool:
    """A cheap test before :func:`_city_or_governorate` for a run of Latin script with no other cue around it."""
    return start == 0 or text[start - 1] == "\n" or text.startswith(",", end) or _last_word(text, start) in _CUE_WORDS
