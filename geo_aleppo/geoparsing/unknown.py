"""Capitalised names that the gazetteer lacks, returned with ``place=None`` when they stand in a place pattern."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..names import ARTICLES, fold, fold_spans
from .context import _listed, _locative_before, _next_place_start, _type_after, _type_makes_place
from .governorates import _opens_line
from .words import (
    _FUNCTION_WORDS,
    _HEADLINE_BREAKS,
    _LISTED,
    _NOT_TOPONYMS,
    _ORG_HEADS,
    _PLACE_FEATURES,
    _REPORTED_BY,
    _SPAN_FEATURES,
    PERSON_WORDS,
    RUN,
    _is_abbreviation,
)

if TYPE_CHECKING:
    from .model import Chunk, Recogniser


def _unknown_toponym(
    text: str,
    start: int,
    end: int,
    feature: str | None,
    feature_end: int,
    chunk: Chunk | None = None,
    previous_end: int = -1,
    rec: Recogniser | None = None,
) -> tuple[int, int] | None:
    """The span of a capitalised name that the gazetteer lacks, in a place pattern, or None.

    Place patterns: a feature word after it ("X province"), a type word around it ("the town of
    X", "X, a village"), a locative word before it ("near X", "from the X"), or a list beside a
    known place ("Douma, X and Harasta"). Function words ("The", "A", "This"), months, days,
    languages and people's names are never toponyms, nor is a name that a family or a group word
    follows ("the Assad family", "the Shaitat tribe"). In a title-case line (a headline) every word
    is capitalised, so a capital proves nothing: there only a feature or type word makes a name that
    the text does not repeat elsewhere a toponym ("Aid Reaches Remote Camp" names no place).
    """
    words = chunk.words if chunk is not None else tuple(fold(text[start:end]).split())
    skip = 0
    while skip < len(words) and words[skip] in _FUNCTION_WORDS:
        skip += 1
    if skip == len(words) or words[skip] in _NOT_TOPONYMS or words[skip] in PERSON_WORDS:
        return None
    if words[skip] in _HEADLINE_BREAKS or not _ORG_HEADS.isdisjoint(words):
        return None  # "Close In": the verb of a headline; "Islamic State Forces": an organisation
    if (
        not skip
        and len(words) > 2
        and words[1] == "of"
        and words[0] not in _OF_HEADS
        and _opens_sentence(text, start)
    ):
        skip = 2  # "Residents of X", "Families of X": a sentence's first word is capitalised as any word is
    cut = (
        next((i for i in range(skip + 1, len(words)) if words[i] in _HEADLINE_BREAKS), 0)
        if len(words) > 1 and not _HEADLINE_BREAKS.isdisjoint(words)
        else 0
    )
    if skip or cut:  # "The Nasib", "A Jordanian": the span starts after the function words
        tokens = fold_spans(text[start:end])
        if len(tokens) != len(words):
            return None
        if cut:  # "Hayyan After Weeks of Siege" in a headline: the name ends at a verb or a preposition
            end, words, feature = start + tokens[cut - 1].end, words[:cut], None
        start += tokens[skip].start
    if words[-1] in _BUILDINGS:
        return None  # "the Rawda Mosque": a building, not a toponym
    if feature in _PLACE_FEATURES:
        span_end = feature_end if feature in _SPAN_FEATURES else end
    elif _type_makes_place(text, start) or _type_after(text, end):
        span_end = end
    elif not text[start:end].isascii() or _is_abbreviation(text[start:end]):
        return None  # Arabic script has no capitals: only a type word makes an unknown Arabic name a place
    elif not _in_place_pattern(text, start, end, previous_end, rec):
        return None
    elif _in_title_case_line(text, start, end) and not _said_elsewhere(text, start, end):
        return None  # a headline's capitals prove nothing: "Aid Reaches Remote Camp"
    else:
        span_end = end
    if _GROUP_AFTER.match(text, end):
        return None  # "the Assad family", "Assad loyalists", "the Shaitat tribe": people, not a place
    return _with_article(text, start), span_end


# First words of toponyms that go on with "of" ("Gulf of Aqaba", "Sea of Galilee"): kept at a sentence start.
_OF_HEADS = frozenset(
    fold(w)
    for w in """gulf sea strait straits bay cape isle island islands lake mount mountains valley plain plains
    gate gates port city town village district province governorate region""".split()
)


def _opens_sentence(text: str, start: int) -> bool:
    """Whether ``start`` begins a sentence: the text, a line, or the words after a full stop, "?", "!" or ":"."""
    before = text[max(0, start - 12) : start].rstrip(" \t\"'“‘(")
    return not before or before[-1] in ".!?:\n"


def _with_article(text: str, start: int) -> int:
    """Where the name begins with its Arabic article joined by a hyphen ("al-|Habit" -> "al-Habit")."""
    if start < 3 or text[start - 1] != "-":
        return start
    begin = start - 1
    while begin and text[begin - 1].isalpha() and start - begin <= 4:
        begin -= 1
    if text[begin : start - 1].casefold() in ARTICLES and (not begin or not text[begin - 1].isalnum()):
        return begin
    return start


def _in_place_pattern(text: str, start: int, end: int, previous_end: int, rec: Recogniser | None) -> bool:
    """Whether a locative word, a verb of taking ground, a list of places or a dateline makes a name a place."""
    if _locative_before(text, start) and not (
        "to" in text[max(0, start - 4) : start] and _REPORTED_BY.search(text, max(0, start - 20), start)
    ):
        return True
    if _capture_before(text, start, _ANY_CAPTURE_VERBS) and (
        _capture_before(text, start) or _LIST_GOES_ON.match(text, end)
    ):
        return True  # "the army retook X", "rebels stormed the X"; "troops took X, Y and Z"
    named_start = _with_article(text, start)  # "al-|Nashwa"
    if 0 <= previous_end < named_start and named_start - previous_end <= 8 and _listed(text, previous_end, named_start):
        between = text[previous_end:named_start].replace(",", " ").split()
        if between == ["and"]:
            return True  # "Douma and X", "Douma, Harasta, and X"
        if not between and _LIST_GOES_ON.match(text, end):
            return True  # "Douma, X, Y and Z": a list of places goes on after the name
    if rec is not None and text.startswith(", ", end) and _opens_line(text, start):
        following = _next_place_start(text, end, rec)
        if following >= 0 and _DATELINE_DASH.match(text, following):
            return True  # "X, Turkey-Syria border: ...": the dateline of a report filed from X
    if rec is not None and text[end : end + 1] in (",", " ") and (following := _next_place_start(text, end, rec)) >= 0:
        if "and" in text[end:following].replace(",", " ").split():
            return True  # "X and Harasta"
        run = RUN.match(text, following)
        if run and _LISTED.match(text, run.end()) and not text.startswith("'s", run.end()):
            return True  # "X, Douma, Harasta": a list goes on after the known place
    return False


# Verbs of taking or striking ground, whose object is a place: "the army retook X", "gunmen stormed the X".
_CAPTURE_VERBS = frozenset(
    "retook retaken recaptured stormed overran overrun liberated besieged encircled shelled bombarded".split()
)
# Verbs that take places and other things ("seized Captagon pills"): a place only when a list of names begins there.
_TAKING_VERBS = frozenset("took taken captured seized".split())
_ANY_CAPTURE_VERBS = _CAPTURE_VERBS | _TAKING_VERBS  # the geoparser's quick test before reading a new name


def _capture_before(text: str, start: int, verbs: frozenset[str] = _CAPTURE_VERBS) -> bool:
    """Whether a verb of taking ground stands just before ``start`` ("retook X", "took control of the X")."""
    if start < 4 or text[start - 1] != " " or text[start - 2] not in "dknfe":  # the verbs', "of"'s, "the"'s ends
        return False
    words = text[max(0, start - 30) : start].split()
    if words[-1:] == ["the"]:
        words.pop()
    if words[-2:] == ["control", "of"]:
        return verbs is not _TAKING_VERBS
    return bool(words) and words[-1] in verbs


# After a name in a list: another capitalised name follows (", Y", " and Y", ", and Y").
_LIST_GOES_ON = re.compile(r"(?:,[ \t]*(?:and[ \t]+)?|[ \t]+and[ \t]+)(?:(?i:a[lnrdstz]|el)-)?[A-Z]")
# A dateline's dash or colon after the place that follows the name: "X, Turkey-Syria border: ...", "X, Syria -"
_DATELINE_DASH = re.compile(r"[^\n.;,]{0,40}?(?:\s[–—-]\s|:\s)")
# Words after a name that make it the name of people: a family, a clan, a tribe, a regime and its supporters.
_GROUP_AFTER = re.compile(
    r"(?:['’]s)?[ \t]+(?:family|families|clan|clans|dynasty|regime|loyalists|supporters|tribe|tribes|tribesmen)"
    r"(?![^\W_])"
)
# Last words of the names of buildings (organisation head words such as "Hospital" are left out already).
_BUILDINGS = frozenset(fold(w) for w in "mosque mosques church cathedral monastery shrine tomb mausoleum".split())
# Lower-case words that a title-case headline leaves in lower case: articles, short prepositions, conjunctions.
_TITLE_SMALL = frozenset(
    "a an the and or but nor of on in at to for by with from as into onto over near via vs per off up out".split()
)


_LINE_WORD = re.compile(r"[^\W\d_][\w'’.-]*")
_HEADLINE_MAX = 200  # characters: a longer line is no headline


def _line_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The start and end of the line that holds ``text[start:end]``."""
    line_end = text.find("\n", end)
    return text.rfind("\n", 0, start) + 1, len(text) if line_end < 0 else line_end


def _in_title_case_line(text: str, start: int, end: int) -> bool:
    """Whether the name stands in a title-case line: a headline whose words are capitalised but for small words.

    A line of four words or more and at most 200 characters that a blank line or an end of the text separates
    from the text before or after it, whose first word is capitalised and none of whose words is in lower case
    but for articles, short prepositions and conjunctions, with no sentence end before its last.
    """
    for word in text[max(0, start - 40) : start].rsplit(None, 3)[-3:]:
        if word[0].islower() and word not in _TITLE_SMALL:
            return False  # the usual case, and a cheap one: a lower-case word just before the name
    low = max(0, start - _HEADLINE_MAX)
    line_start = text.rfind("\n", low, start) + 1
    if not line_start and low:
        return False  # the line began more than 200 characters before the name
    line_end = text.find("\n", end, end + _HEADLINE_MAX)
    if line_end < 0:
        if end + _HEADLINE_MAX < len(text):
            return False
        line_end = len(text)
    alone_before = line_start < 2 or text[line_start - 2 : line_start].isspace()
    alone_after = line_end >= len(text) - 1 or text[line_end : line_end + 2].isspace()
    if not (alone_before or alone_after) or line_end - line_start > _HEADLINE_MAX:
        return False  # a line inside a paragraph of wrapped text ("fled\nto Foobar on Monday."), or a long one
    words = _LINE_WORD.findall(text, line_start, line_end)
    if len(words) < 4 or words[0][0].islower():
        return False
    if any(w[-1] == "." and len(w) > 3 and not w.isupper() for w in words[:-1]):
        return False  # sentences ("He fled. Shells fell.")
    return all(not w[0].islower() or w.casefold() in _TITLE_SMALL for w in words)


def _said_elsewhere(text: str, start: int, end: int) -> bool:
    """Whether the same capitalised name stands in the text outside its own line (a whole word)."""
    name = text[start:end]
    line_start, line_end = _line_bounds(text, start, end)
    for found in re.finditer(rf"(?<![^\W_]){re.escape(name)}(?![^\W_])", text):
        if not line_start <= found.start() < line_end:
            return True
    return False
