"""The words around a name: type words, lists of places, locatives, directions and articles."""

from __future__ import annotations

import itertools
import re
from typing import TYPE_CHECKING

from ..names import ARTICLES, fold
from .words import (
    _AFTER_TYPE,
    _ARABIC_DIRECTION_ADJECTIVES,
    _ARABIC_TYPE,
    _ARABIC_UNKNOWN,
    _BEFORE_TYPE_REVERSED,
    _DIRECTION_TOKENS,
    _DIRECTION_WORDS,
    _FEATURE_KINDS,
    _FEATURES,
    _FUNCTION_WORDS,
    _HEADLINE_BREAKS,
    _LIST_PREFIXES,
    _LIST_TOKEN,
    _LISTED,
    _LOCATIVES,
    _NOT_TOPONYMS,
    _ORG_LINKS,
    _PLURAL_TYPES,
    PERSON_WORDS,
    RUN,
)

if TYPE_CHECKING:
    from .model import Recogniser


def _type_before(text: str, start: int) -> str | None:
    """The place type named just before ``start``: "the province of X", "مدينة X"."""
    before = _type_word_before(text, start)
    if not before:
        return None
    word = before.group("word")
    return _FEATURES.get(word[::-1].casefold()) if word else _ARABIC_TYPE[before.group("ar")[::-1]]


def _type_makes_place(text: str, start: int) -> bool:
    """Whether the type word just before ``start`` makes an unknown name a toponym ("the town of X", "سد X").

    A feature's Arabic word does only where the vocabulary says so: "ساحة" and "حقل" stand before common nouns
    too (ساحة المعركة, حقل الألغام).
    """
    before = _type_word_before(text, start)
    if not before:
        return False
    word = before.group("word")
    if word:
        return bool(_FEATURES.get(word[::-1].casefold()))
    arabic = before.group("ar")[::-1]
    kind = _ARABIC_TYPE[arabic]
    return bool(kind) and (kind not in _FEATURE_KINDS or arabic in _ARABIC_UNKNOWN)


def _type_word_before(text: str, start: int) -> re.Match | None:
    """A type word just before ``start`` ("the district of X", "حي X"), matched on the reversed text."""
    if not _may_follow_type(text, start):
        return None
    return _BEFORE_TYPE_REVERSED.match(text[max(0, start - 31) : start][::-1])


def _type_after(text: str, end: int) -> str | None:
    """The place type named just after ``end``: "X, a city in ...", "X, the provincial capital" (a city)."""
    after = _AFTER_TYPE.match(text, end, min(len(text), end + 40)) if "," in text[end : end + 3] else None
    if after is None:
        return None
    word = after.group("word").casefold()
    return "city" if word == "capital" else _FEATURES.get(word)


_NEXT_WORD = re.compile(r"[ \-](\w+)")
_NAME_ENDS = _HEADLINE_BREAKS | _ORG_LINKS | _FUNCTION_WORDS | _NOT_TOPONYMS


def _name_goes_on(text: str, end: int) -> bool:
    """Whether a capitalised word that may continue a name follows ``end`` directly ("Tal| Halaf")."""
    after = _NEXT_WORD.match(text, end)
    return after is not None and after.group(1)[:1].isupper() and fold(after.group(1)) not in _NAME_ENDS


_ANY_PLURAL_TYPE = re.compile("|".join(map(re.escape, _PLURAL_TYPES)))  # anywhere, as ``word in window`` finds it


def _list_type(text: str, start: int) -> str | None:
    """The type that a plural type word gives every name of its list: "the provinces of A, B and C", "محافظات أ وب"."""
    window = text[max(0, start - 120) : start]
    if _ANY_PLURAL_TYPE.search(window.casefold()) is None:
        return None  # no plural type word in the window: the tokens below would find none
    tokens = _LIST_TOKEN.findall(window)
    for i in range(len(tokens) - 1, -1, -1):
        token = tokens[i]
        low = token.casefold()
        if low in _PLURAL_TYPES:
            return _PLURAL_TYPES[low]
        if low in _DIRECTION_TOKENS:
            return None  # "the villages of Eastern X": a part of X, not one of a list of villages
        if low in (",", "،", "and", "&", "of") or low in ARTICLES or token[:1].isupper():
            continue
        if "\u0600" <= token[:1] <= "\u06ff" and (
            token[0] == "و" or (i and tokens[i - 1] in _PLURAL_TYPES) or token in _ARABIC_DIRECTION_ADJECTIVES
        ):
            continue  # "محافظات حلب واللاذقية", "ريفي حمص الشمالي وحماة": the first name follows the type word, the
            # others begin with و, and a direction adjective may follow each
        return None
    return None


_ARABIC_GOVERNORATE_WORDS = frozenset(w[::-1] for w in ("محافظة", "ريف"))


def _arabic_governorate_word(text: str, start: int) -> int:
    """Where "محافظة" or "ريف" just before ``start`` begins (its proclitic stays outside), else ``start``."""
    before = _type_word_before(text, start)
    if before is None or before.group("ar") not in _ARABIC_GOVERNORATE_WORDS:
        return start
    return start - before.end("ar")


def _list_type_after(text: str, end: int) -> str | None:
    """The type of a plural type word after a list that the name begins: "Latakia and Tartus provinces"."""
    if not (text.startswith((",", " and ", " & "), end)):
        return None
    for match in _LIST_TOKEN.finditer(text, end, end + 80):  # lazily: the first word or two decide
        token = match.group()
        low = token.casefold()
        if low in _PLURAL_TYPES:
            return _PLURAL_TYPES[low]
        if not (low in (",", "and", "&") or low in ARTICLES or token[:1].isupper()):
            return None
    return None


def _compound_direction(words: tuple[str, ...]) -> bool:
    """Whether direction words name a compound direction ("north-western", "Southeastern")."""
    return len(words) >= 2 or any(w.startswith(("north", "south")) and ("east" in w or "west" in w) for w in words)


def _listed(text: str, end: int, start: int) -> bool:
    """Whether the names ending at ``end`` and starting at ``start`` stand in one list: "A, B", "A and B", "أ وب"."""
    return _LISTED.fullmatch(text, end, start) is not None or (text[end:start].isspace() and text[start] == "و")


def _after_person_words(words: tuple[str, ...], first: int) -> bool:
    """Whether every word before ``first`` is a given name, a name marker or a title ("Abu Ahmad al-Ansari")."""
    return all(word in PERSON_WORDS for word in itertools.islice(words, first))


def _next_place_start(text: str, end: int, rec: Recogniser) -> int:
    """Where the next place begins if it is listed after ``end`` ("X, Y and al-Z"), else -1."""
    gap = _LISTED.match(text, end)
    if not gap:
        return -1
    run = RUN.search(text, gap.end(), gap.end() + 20)  # past an article or a direction: "and al-Bab"
    if not run or text[gap.end() : run.start()].strip(" -").casefold() not in _LIST_PREFIXES:
        return -1
    run = RUN.match(text, run.start())  # the whole run, not cut at the search window
    if any(reading[0] == 0 for reading in rec.chunk_matches(run.group()).places):
        return gap.end()
    return -1


def _prefix(text: str, start: int) -> int:
    """Reach back over an article ("ar-Ramuseh") and a direction ("eastern Aleppo")."""
    if text[start - 1 : start] == "-":
        begin = max(text.rfind(" ", max(0, start - 6), start - 1), text.rfind("\n", max(0, start - 6), start - 1)) + 1
        if text[begin : start - 1].casefold() in ARTICLES or text[begin : start - 1] in ("a", "A"):  # "a-Rashideen"
            start = begin
    if text[start - 1 : start] in (" ", "\t"):
        begin = max(text.rfind(" ", max(0, start - 17), start - 1), text.rfind("\n", max(0, start - 17), start - 1)) + 1
        if text[begin : start - 1].casefold() in _DIRECTION_WORDS:
            return begin
    return start


def _locative_before(text: str, start: int, verbs: frozenset[str] = frozenset()) -> bool:
    """Whether a locative word stands just before ``start``: "near X", "from the X" (any whitespace between).

    ``verbs``: words that count too (the verbs of taking ground, and "control of", for a quick test at once).
    """
    if start < 3 or not text[start - 1].isspace():
        return False
    last = len(text[max(0, start - 4) : start].rstrip()) + max(0, start - 4) - 1  # the letter before the gap
    if last < 1 or not text[last].islower():
        return False
    window_start = max(0, start - 24)
    words = text[window_start:start].split()
    if len(words) >= 2 and words[-1] == "the":
        words.pop()
    if not words or (
        words[-1] not in _LOCATIVES
        and not (verbs and (words[-1] in verbs or (words[-1] == "of" and words[-2:-1] == ["control"])))
    ):
        return False
    # the word must begin at whitespace, not be the tail of a longer word cut by the window
    return len(words) > 1 or window_start == 0 or text[window_start - 1].isspace()


def _may_follow_type(text: str, start: int) -> bool:
    """A cheap test before the regex: "... of X" or an Arabic word before X ("مدينة Aleppo")."""
    before = text[max(0, start - 3) : start]
    return before[-1:].isspace() and (before[:2] == "of" or "\u0600" <= before[-2:-1] <= "\u06ff")
