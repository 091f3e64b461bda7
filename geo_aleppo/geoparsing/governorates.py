"""City or governorate: the words around a name that the two share choose between them.

A governorate takes its name from its capital (Hasakah, Deraa, Idlib, Latakia), so a bare name is
either. The gazetteer marks one of the two as the ``default_sense``; the type words beside the name
("Idlib province", "the city of Idlib", "ريف حلب") overrule it (:mod:`.context`). This module adds the
patterns where no type word names the name's own type, but the sentence still says which is meant.
An apposition with a possessive names the type itself ("Hasakeh, Syria's northeastern province": rule
``type word``). Each returns the type it asks for and the name of its rule, which :class:`~.mention.Mention` keeps
as ``resolved_by``:

- ``container``: the name holds a town, so it is the governorate: "Ras al-Ayn, a city of Hasakah",
  "a town in Idlib", "at Baghouz, in Deir ez-Zor" (a town, then ", in" and the name); so does a name
  that villages or towns are said to be of, when no other name is listed with it ("the villages of
  Hama", "قرى حماة", not "the towns of Idlib and Saraqib"), or that names villages or towns after it
  ("the Idlib villages", "Hama's towns");
- ``countryside``: "the countryside of Hama", "western rural Aleppo", "the coast of Latakia" are
  the province around the city (as "Idlib countryside" and "ريف حلب" are by their type word);
- ``list of governorates``: the name is listed after a governorate ("in Idlib and southern Aleppo");
- ``direction``: an Arabic compound direction before it ("في الجنوب الشرقي من دير الزور"), as
  "northwestern Aleppo" in English is part of the province, not of the city (unless the city's
  quarters are named before it: "الأحياء الواقعة في الجنوب الغربي من حلب");
- ``direction``, too: one direction word before the name ("northern Hama", "شمال حماة") names a part of
  the province, unless the city's quarters or streets are named before it ("a district in southern Aleppo",
  "the Shihan roundabout north of Aleppo", "دوار شيحان شمالي حلب"), "city"
  follows, or the gazetteer holds that part of the city itself (``east_aleppo`` for "شرق حلب", whose
  parent is the city: the claims read it as that part);
- ``dateline``: a name that opens a line and is followed by its country and a dash ("Idlib, Syria –")
  is where the report was filed: the city;
- ``road``: roads link towns ("the road linking Idlib to Aleppo"): the city;
- ``governor``: a governor governs the province ("the governor of Hama", "the Hama governor", "محافظ حماة");
- ``verb``: a city is entered or taken ("troops entered Idlib", "captured Raqqa", "moved into Homs", "دخلت
  القوات الرقة", "سيطرت الفصائل على إدلب"): the verbs of the ``take`` and ``enter`` frames (vocab), and Arabic
  verbs of ``vocab/data/governorates.toml``;
- ``region``: a province is a region ("across Idlib", "throughout Aleppo", "في أنحاء حلب");
- ``list of towns``: the name is listed after a town or village ("Saraqib and Idlib"): the city.

The words of the last three are data (``vocab/data/governorates.toml``).
"""

from __future__ import annotations

import re

from ..gazetteer import Gazetteer
from ..names import fold
from ..vocab import frame
from ..vocab.arabic import normalise
from ..vocab.places import governorate_evidence
from .context import _listed, _type_after

_SETTLEMENTS = frozenset({"city", "town", "village", "crossing", "landmark", None})  # None: an unknown toponym
# "a city of X", "a town in X", "towns in X": X holds the settlement (not "the city of X", which names
# the city, nor "a district of X", which lies in the city, nor "the Old City in X", a part of the city)
_CONTAINER_BEFORE = re.compile(
    r"(?:\ban?\s+(?:[\w-]+\s+){0,2}?(?<!\bold\s)(?:city|town|village)\s+(?:of|in)"
    r"|\b(?:towns|villages|cities)\s+in)\s+$",
    re.IGNORECASE,
)
# "X, Syria's northeastern province": an apposition that names the type with a possessive
_POSSESSIVE_TYPE_AFTER = re.compile(
    r",\s*(?:[A-Z][\w-]*['’]s|its)\s+(?:[\w-]+\s+){0,2}?(?P<word>province|governorate|city|town)\b", re.IGNORECASE
)
# "the countryside of Hama", "western rural Aleppo", "the coast of Latakia": the province around the city
_COUNTRYSIDE_BEFORE = re.compile(r"\b(?:countryside\s+of|rural|coast\s+of)\s+$", re.IGNORECASE)
# "Hama's northern countryside", "Aleppo's rural areas", "the Latakia coast": the province around the city
_COUNTRYSIDE_AFTER = re.compile(
    r"(?:['’]s?\s+(?:[a-z-]*(?:north|south|east|west|central)[a-z-]*\s+)?(?:countryside|rural\s+areas?|coast(?:line)?)"
    r"|[ \t]+coast(?:line)?)(?![^\W_])",
    re.IGNORECASE,
)
# "the villages of X", "two more Villages Of X": X holds them, unless a list of names goes on after X
_PLURAL_OF_BEFORE = re.compile(r"\b(?:villages|towns)\s+of\s+$", re.IGNORECASE)
# Villages are smaller than any city: "the villages of Hama and Idlib" lists what holds them, not the villages
# themselves, while "the towns of Aleppo, Hama and Homs" may name the cities (a city is loosely a town)
_VILLAGES_OF_BEFORE = re.compile(r"\bvillages\s+of\s+$", re.IGNORECASE)
_LIST_GOES_ON = re.compile(r"(?:,[ \t]*(?:and[ \t]+)?|[ \t]+and[ \t]+)(?:(?i:a[lnrdstz]|el)-)?[A-Z]")
# "قرى حماة", "وبلدات إدلب" (the villages of X): X holds them, unless "و" lists another name after X
_ARABIC_PLURAL_BEFORE = re.compile(r"(?<![\u0600-\u06ff])[وفب]?(?:قرى|بلدات)\s+$")
_ARABIC_VILLAGES_BEFORE = re.compile(r"(?<![\u0600-\u06ff])[وفب]?قرى\s+$")  # villages: never a city
_ARABIC_LIST_AFTER = re.compile(r"\s+و(?P<name>[\u0600-\u06ff]+(?:\s+[\u0600-\u06ff]+)?)")
# "the Idlib villages", "Hama's towns": the name holds them
_SETTLEMENTS_AFTER = re.compile(r"(?:['’]s)?[ \t]+(?i:villages|towns)(?![^\W_])")
_IN_AFTER_COMMA = re.compile(r",\s+in\s+$")
_DATELINE_AFTER = re.compile(r",\s*[A-Z][\w-]*(?:[ -][A-Z][\w-]*)?\s*[–—:-]")
_ROAD_BEFORE = re.compile(
    r"\b(?:roads?|highways?|motorway|route|M\d{1,2})\b[^.,;:]{0,30}?\b(?:linking|connecting|joining|between|from)\s+$",
    re.IGNORECASE,
)
# the city's quarters and streets: "حي", "أحياء", a roundabout ("دوار"), a square ("ساحة"), a street ("شارع")
_ARABIC_DISTRICTS = re.compile(
    r"(?<![\u0600-\u06ff])(?:ال)?(?:حي|أحياء|احياء|حارة|دوار|ساحة|شارع)(?![\u0600-\u06ff])"
)
# "في الجنوب الشرقي من دير الزور" (in the south-east of X): with the article and "من"; "جنوب شرق حلب" keeps the city
_ARABIC_COMPOUND_DIRECTION = re.compile(r"ال(?:شمال|جنوب)\s+ال(?:شرقي|غربي)\s+من\s+$")


_EN_DIRECTIONS = {"north": "north", "northern": "north", "south": "south", "southern": "south",
                  "east": "east", "eastern": "east", "west": "west", "western": "west"}  # fmt: skip
_AR_DIRECTIONS = {"شمال": "north", "جنوب": "south", "شرق": "east", "غرب": "west"}
# "شمال حماة", "وجنوب إدلب", "غربي حلب" (a proclitic and the nisba ending allowed), right before the name
_AR_DIRECTION_BEFORE = re.compile(r"(?<![\u0600-\u06ff])[وفب]?(?P<d>شمال|جنوب|شرق|غرب)ي?\s+$")
# "a district in southern Aleppo", "the neighbourhoods of eastern Homs": parts of the city
_CITY_PART_BEFORE = re.compile(
    r"\b(?:district|neighbou?rhood|quarter|suburb|roundabout|square|street)s?\s+(?:of|in)\s+(?:the\s+)?$", re.I
)
_CITY_AFTER = re.compile(r"\s+city\b", re.I)
# a governor governs the province: "the governor of Hama", "the Hama governor", "Idlib's governor", "محافظ حماة"
# (not "محافظة", the type word itself)
_GOVERNOR_BEFORE = re.compile(r"\bgovernor\s+of\s+(?:the\s+)?$", re.I)
_GOVERNOR_AFTER = re.compile(r"(?:['’]s?)?[ \t]+(?:deputy[ \t]+|acting[ \t]+)?governor(?![^\W_])", re.I)
_ARABIC_GOVERNOR_BEFORE = re.compile(r"(?<![\u0600-\u06ff])[وفلب]?(?:ال)?محافظ(?:و|ي)?\s+$")

_EVIDENCE = governorate_evidence()
_CITY_FRAMES = [frame(name) for name in _EVIDENCE.city_frames]
# "entered", "captured", "retook": the forms of the verbs that make a frame alone; "moved into", "took over": a verb
# and its second word
_CITY_VERBS = frozenset(form for f in _CITY_FRAMES for form, lemma in f.forms.items() if lemma in f.single)
_CITY_PHRASES = frozenset((form, second) for f in _CITY_FRAMES for form, lemma in f.forms.items()
                          for second in f.phrasal.get(lemma, ()))  # fmt: skip
_CITY_PARTICLES = frozenset(second for _, second in _CITY_PHRASES)
_AR_CITY_VERBS = frozenset(normalise(v) for v in _EVIDENCE.ar_city_verbs if " " not in v)
_AR_CITY_VERBS_ON = frozenset(normalise(v.split()[0]) for v in _EVIDENCE.ar_city_verbs if " " in v)  # "سيطر على"
_AR_ON = normalise("على")
_EN_REGION = re.compile(rf"\b(?:{'|'.join(map(re.escape, _EVIDENCE.en_region))})\s+(?:the\s+)?$", re.IGNORECASE)
_AR_REGION = frozenset(normalise(w) for w in _EVIDENCE.ar_region)
_EN_REGION_LAST = frozenset(w.split()[-1] for w in _EVIDENCE.en_region)


def _unclitic(word: str) -> str:
    """An Arabic word without the conjunction or preposition joined to it ("ودخلت" -> "دخلت", "بأنحاء" -> "انحاء")."""
    word = normalise(word)
    return word[1:] if len(word) > 3 and word[0] in "وفبل" else word


def _verb_names_city(text: str, start: int) -> bool:
    """Whether a verb of entering or taking governs the name at ``start``: "captured Raqqa", "دخلت القوات الرقة"."""
    words = text[max(0, start - 60) : start].split()
    if not words:
        return False
    if text[start : start + 1].isascii():
        last = words[-1].casefold()
        return last in _CITY_VERBS or (len(words) > 1 and (words[-2].casefold(), last) in _CITY_PHRASES)
    last = _unclitic(words[-1])
    if last in _AR_CITY_VERBS or normalise(words[-1]) in _AR_CITY_VERBS:
        return True  # "دخلت الرقة"
    if len(words) > 1 and (_unclitic(words[-2]) in _AR_CITY_VERBS or normalise(words[-2]) in _AR_CITY_VERBS):
        return True  # "دخلت القوات الرقة": the verb, its subject, the name
    if normalise(words[-1]) == _AR_ON:  # "سيطرت القوات على إدلب"
        return any(_unclitic(w) in _AR_CITY_VERBS_ON or normalise(w) in _AR_CITY_VERBS_ON for w in words[-5:-1])
    return False


def _region_words_before(text: str, start: int, window: str) -> bool:
    """Whether the name is spoken of as a region: "across Idlib", "throughout Aleppo", "في أنحاء حلب"."""
    if text[start : start + 1].isascii():
        return _EN_REGION.search(window) is not None
    words = window.split()
    return bool(words) and _unclitic(words[-1]) in _AR_REGION


def _direction_names_governorate(
    gazetteer: Gazetteer, keys: tuple[str, ...], text: str, start: int, end: int, span_start: int
) -> bool:
    """Whether one direction word before a name shared by a city and a governorate names part of the province.

    ``span_start`` is where the mention starts with its English direction word (``start`` when it has
    none); an Arabic direction word is looked for just before ``start``.
    """
    if span_start < start:
        words = text[span_start:start].split()
        direction = _EN_DIRECTIONS.get(words[0].casefold()) if len(words) == 1 else None
    elif not text[start : start + 1].isascii():
        found = _AR_DIRECTION_BEFORE.search(text, max(0, start - 8), start)
        direction = _AR_DIRECTIONS[found.group("d")] if found else None
        span_start = found.start() if found else start
    else:
        direction = None
    if direction is None or _CITY_AFTER.match(text, end):
        return False
    window = text[max(0, span_start - 40) : span_start]
    if _CITY_PART_BEFORE.search(window) or _ARABIC_DISTRICTS.search(window):
        return False
    return not any((part := gazetteer.get(f"{direction}_{key}")) is not None and part.parent == key for key in keys)


def _arabic_list_goes_on(text: str, end: int, gazetteer: Gazetteer | None) -> bool:
    """Whether "و" after ``end`` lists another place ("قرى حماة وحمص"), not a verb ("قرى حماة وقتلت").

    The word after "و" (or it and the next word) must be a name of the gazetteer that is not only a
    common word; without a gazetteer any word after "و" counts.
    """
    after = _ARABIC_LIST_AFTER.match(text, end)
    if after is None:
        return False
    if gazetteer is None:
        return True
    words = after.group("name").split()
    for name in (" ".join(words), words[0]):
        key = fold(name)
        if any(all(fold(w) != key for w in p.ordinary_words) for p in gazetteer.candidates(name)):
            return True
    return False


def _city_or_governorate(
    text: str,
    start: int,
    end: int,
    span_start: int,
    previous_end: int,
    previous_type: str | None,
    gazetteer: Gazetteer | None = None,
) -> tuple[str | None, str]:
    """``(type, rule)`` that the sentence asks of a name shared by a city and a governorate, or ``(None, "")``.

    ``start``/``end`` bound the name, ``span_start`` its mention with a direction word before it;
    ``previous_end`` and ``previous_type`` are the end and type of the place mention before it
    (``previous_end`` -1: none); ``gazetteer`` tells a place listed after "و" from another word.
    """
    if text.startswith(",", end) and (after := _POSSESSIVE_TYPE_AFTER.match(text, end, end + 50)):
        word = after.group("word").casefold()
        return ("governorate" if word in ("province", "governorate") else "city"), "type word"
    window = text[max(0, span_start - 60) : span_start]
    last = _last_word(text, span_start)
    if (
        (last in ("of", "the") and _GOVERNOR_BEFORE.search(window))
        or (text[end : end + 1] in "'’ " and _GOVERNOR_AFTER.match(text, end, end + 30))
        or (not text[start : start + 1].isascii() and _ARABIC_GOVERNOR_BEFORE.search(window))
    ):
        return "governorate", "governor"
    if last in ("of", "in") and _may_name_container(window):
        if _CONTAINER_BEFORE.search(window):
            return "governorate", "container"
        if _PLURAL_OF_BEFORE.search(window) and (
            not _LIST_GOES_ON.match(text, end) or _VILLAGES_OF_BEFORE.search(window)
        ):
            return "governorate", "container"  # "the villages of Hama", "the villages of Hama and Idlib"
    if text[end : end + 1] in "'’ " and _SETTLEMENTS_AFTER.match(text, end, end + 12):
        return "governorate", "container"  # "the Idlib villages"
    if last in ("of", "rural") and _may_name_countryside(window) and _COUNTRYSIDE_BEFORE.search(window):
        return "governorate", "countryside"
    if text[end : end + 1] in "'’ " and _COUNTRYSIDE_AFTER.match(text, end, end + 40):
        return "governorate", "countryside"
    if 0 <= previous_end <= span_start:
        between = text[previous_end:span_start]
        if previous_type in _SETTLEMENTS and _IN_AFTER_COMMA.fullmatch(between):
            return "governorate", "container"
        if previous_type == "governorate" and _listed(text, previous_end, span_start):
            return "governorate", "list of governorates"
    if (
        not text[start : start + 1].isascii()
        and _ARABIC_PLURAL_BEFORE.search(window)
        and (not _arabic_list_goes_on(text, end, gazetteer) or _ARABIC_VILLAGES_BEFORE.search(window))
    ):
        return "governorate", "container"  # "قرى حماة"
    if not text[start : start + 1].isascii() and _ARABIC_COMPOUND_DIRECTION.search(window):
        if not _ARABIC_DISTRICTS.search(window):  # "الأحياء الواقعة في الجنوب الغربي من حلب": the city's quarters
            return "governorate", "direction"
    if 0 <= previous_end <= span_start and previous_type in ("town", "village") and _listed(
        text, previous_end, span_start
    ):
        return "city", "list of towns"  # "Saraqib and Idlib"
    if (
        _region_words_before(text, span_start, window)
        and not text.startswith(("'", "’"), end)  # "across Aleppo's territories": the region is the noun after it
        and _type_after(text, end) is None  # "across Aleppo, the largest city in Syria"
    ):
        return "governorate", "region"
    if span_start == start and _verb_names_city(text, start):  # not "pushed into northwestern Aleppo"
        return "city", "verb"
    if _opens_line(text, span_start) and _DATELINE_AFTER.match(text, end, end + 40):
        return "city", "dateline"
    if last in _ROAD_LINKS and _ROAD_BEFORE.search(window):
        return "city", "road"
    return None, ""


_ROAD_LINKS = frozenset({"linking", "connecting", "joining", "between", "from"})
_CUE_WORDS = _ROAD_LINKS | {"of", "in", "rural"} | _CITY_VERBS | _CITY_PARTICLES | _EN_REGION_LAST


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


def _may_name_countryside(window: str) -> bool:
    """A quick test before :data:`_COUNTRYSIDE_BEFORE`: it needs "countryside", "rural" or "coast" in the window.

    Looked for by letters that IGNORECASE matches only in their ASCII forms ("countr", "rural", "coa").
    """
    lower = window.lower()
    return "countr" in lower or "rural" in lower or "coa" in lower


def _may_choose(text: str, start: int, end: int) -> bool:
    """A cheap test before :func:`_city_or_governorate` for a run of Latin script with no other cue around it."""
    return (
        start == 0
        or text[start - 1] == "\n"
        or text.startswith(",", end)
        or _last_word(text, start) in _CUE_WORDS
        or (
            text[end : end + 1] in "'’ "
            and (
                _COUNTRYSIDE_AFTER.match(text, end, end + 40) is not None
                or _SETTLEMENTS_AFTER.match(text, end, end + 12) is not None
                or _GOVERNOR_AFTER.match(text, end, end + 30) is not None
            )
        )
    )
