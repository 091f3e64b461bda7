"""Reading a run in its context: the matches of its names, their roles and their places."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..gazetteer import Gazetteer, Place
from ..vocab.places import fits
from .actions import _action_before
from .context import (
    _after_person_words,
    _arabic_governorate_word,
    _compound_direction,
    _list_type,
    _list_type_after,
    _listed,
    _next_place_start,
    _prefix,
    _type_after,
    _type_before,
    _type_word_before,
)
from .governorates import _city_or_governorate, _direction_names_governorate
from .resolution import _FOCUS_RULES, _FOCUS_SOURCES, _FOCUS_TYPES, _resolve
from .unknown import _unknown_toponym
from .words import (
    _AGE,
    _ALL_WORDS,
    _ARABIC_ORG_ENDS,
    _ARABIC_ORG_HEADS,
    _ARABIC_ORG_SIDES,
    _DIRECTIONAL_TYPES,
    _FEATURE_KINDS,
    _FEATURES,
    _SPAN_FEATURES,
    _directions,
    _is_abbreviation,
)

if TYPE_CHECKING:
    from .model import Chunk, Recogniser


def _in_context(
    text: str,
    run: re.Match,
    chunk: Chunk,
    rec: Recogniser,
    continues_org: bool,
    include_all: bool,
    previous_end: int = -1,
    previous_type: str | None = None,
) -> tuple[int, Iterable[tuple]]:
    """The readings of a run with cues around it: ``(offset, readings)``, offsets relative to ``offset``.

    ``previous_end`` is where the place mention before the run ends ("Nubl and Zahraa"), ``previous_type``
    that place's type (None: an unknown toponym).
    """
    start, end = run.span()
    article, direction, of, comma, feature = run.group("article", "direction", "of", "comma", "feature")
    near = article is not None or direction is not None
    feature_end = run.end("feature")
    if not chunk.matches and feature and (whole := rec.chunk_matches(text[start:feature_end])).matches:
        chunk = whole  # "Nasib crossing": a name only with its feature word
    if not chunk.matches:
        unknown = (
            None
            if chunk.is_org or continues_org
            else _unknown_toponym(text, start, end, feature, feature_end, chunk, previous_end, rec)
        )
        return 0, [(*unknown, None, "place", 0.5, "unknown", ())] if unknown else ()
    is_org = _ALL_WORDS if continues_org else chunk.is_org
    if near or feature:  # "eastern Aleppo", "Turkish border" may be names of their own
        start = _prefix(text, start) if near else start
        chunk = rec.chunk_matches(text[start : feature_end if feature else end])
        settled = not (feature or continues_org or chunk.shared or chunk.ordinary)
    else:
        settled = not (
            continues_org
            or chunk.ordinary
            or (
                chunk.shared
                and (
                    comma
                    or (of is not None and _type_before(text, start))
                    or _list_type(text, start)
                    or _list_type_after(text, end)
                    or _city_or_governorate(text, start, end, start, previous_end, previous_type, rec.gazetteer)[0]
                )
            )
        )
    if settled:  # nothing outside the span says more than the span itself
        return start, chunk.plain if include_all else chunk.places
    next_start = _next_place_start(text, feature_end if feature else end, rec) if chunk.ordinary else -1
    readings = _read(
        text,
        start,
        chunk.matches,
        chunk.words,
        rec.gazetteer,
        is_org,
        feature,
        feature_end,
        previous_end,
        next_start,
        previous_type,
    )
    places = [reading for reading in readings if reading[3] == "place"]
    if not places and not is_org and len(run.group().split()) > 1 and all(m[2].ordinary for m in chunk.matches):
        # "Tal Qarmouz": a common word that is a name too ("Tal", a hill) heads a longer name the gazetteer lacks
        unknown = _unknown_toponym(text, *run.span(), feature, feature_end, None, previous_end, rec)
        if unknown is not None:
            return 0, [*readings, (*unknown, None, "place", 0.5, "unknown", ())]
    return 0, readings if include_all else places


def _read(
    text: str,
    span_start: int,
    matches: Iterable,
    words: tuple[str, ...],
    gazetteer: Gazetteer,
    is_org: int,
    feature: str | None = None,
    feature_end: int = -1,
    previous_end: int = -1,
    next_start: int = -1,
    previous_type: str | None = None,
) -> list[tuple]:
    """``(start, end, place, role, score)`` of the names matched in a run that begins at ``span_start``.

    ``feature`` is a feature word after the run ("province"), the last of ``words``, ending at ``feature_end``;
    ``previous_end`` is where a place mention before the run ends, ``next_start`` where one after it begins.
    """
    name_words = len(words) - (len(feature.split()) if feature else 0)  # "border crossing": two words
    out = []
    leading = _directions(words)
    for i, (rel_start, rel_end, entry, first, last) in enumerate(matches):
        m_start, m_end = span_start + rel_start, span_start + rel_end
        if (
            not first
            and not is_org
            and (alone := entry.alone) is not None
            and not (feature and last == name_words - 1)
            and ((surface := text[m_start:m_end]).isascii() or not _arabic_nisba(surface, alone[0]))
        ):  # the first name of its run, with nothing in it or after it to change it: decided at load
            out.append((m_start, m_end, *alone))
            continue
        if entry.role == "place" and first and words[first].isascii() and _after_person_words(words, first):
            continue  # "Mohammad Ansari", "Abu Ahmad al-Ansari": a person's name
        if entry.ordinary and _AGE.match(text, m_end):
            continue  # "Zahraa, 12, was wounded": a person and her age
        if entry.ordinary and not (
            (feature and last == name_words - 1)  # "al-Mashhad district"
            or _type_licenses(text, m_start, entry.keys, gazetteer)  # "حي المشهد", "the district of al-Mashhad"
            or _action_before(text, m_start)  # "سيطرت القوات على القصير", "اشتباكات في القصير"
            or (i and matches[i - 1][2].role == "place" and _listed(text, span_start + matches[i - 1][1], m_start))
            or (not i and 0 <= previous_end <= m_start and _listed(text, previous_end, m_start))
            or (i + 1 == len(matches) and m_end <= next_start and _listed(text, m_end, next_start))
            or (
                i + 1 < len(matches)
                and matches[i + 1][2].role == "place"  # a demonym or an organisation is no list of places
                and _listed(text, m_end, span_start + matches[i + 1][0])
            )
        ):
            continue  # the common word ("the scene"), not the place
        if entry.exact_case:
            if not _is_abbreviation(text[m_start:m_end]):
                continue  # "us", "Us"
            if "." in text[m_start:m_end] and text[m_end : m_end + 1] == ".":
                m_end += 1  # "U.S." keeps its last full stop
        if first < is_org or (
            first and entry.role == "place" and _in_arabic_org_name(words, first, text, m_start)
        ):
            role, place, score, rule = "organisation", gazetteer[entry.keys[0]], 0.8, "organisation name"
        elif (
            entry.role == "place"
            and not text[m_start:m_end].isascii()  # (a quick no: a nisba is in Arabic script)
            and _arabic_nisba(text[m_start:m_end], gazetteer[entry.keys[0]])
        ):
            role, place, score, rule = "adjective", gazetteer[entry.keys[0]], 0.9, "nisba adjective"
        elif entry.role == "adjective":
            role, place, score, rule = "adjective", gazetteer[entry.keys[0]], 0.9, "demonym"
        else:
            at_end = last == name_words - 1
            how = ""
            if feature and at_end:  # the words around the name choose its type
                wanted = _FEATURES[feature]
            elif len(entry.keys) == 1:
                wanted = None
            else:
                shared_span = span_start if leading and first == leading else m_start
                wanted, how = (
                    _city_or_governorate(text, m_start, m_end, shared_span, previous_end, previous_type, gazetteer)
                    if entry.city_and_governorate
                    else (None, "")
                )
                wanted = wanted or (
                    _type_before(text, m_start)
                    or _type_after(text, m_end)
                    or _list_type(text, m_start)
                    or _list_type_after(text, m_end)
                )
                if wanted is None and leading and first == leading and _compound_direction(words[:leading]):
                    wanted = "governorate"  # "northwestern Aleppo": a part of the province, not of the city
                if (
                    wanted is None
                    and entry.city_and_governorate
                    and _direction_names_governorate(gazetteer, entry.keys, text, m_start, m_end, shared_span)
                ):
                    wanted, how = "governorate", "direction"  # "northern Hama", "شمال حماة"
            place, score, rule = entry.untyped if wanted is None else _resolve(gazetteer, entry.keys, wanted)
            if how and rule == "type word":
                rule = how  # the pattern that asked for the type, not a type word
            role = "place"
            if wanted == "governorate" and place.type == "governorate" and not text[m_start : m_start + 1].isascii():
                m_start = _arabic_governorate_word(text, m_start)  # "ريف حلب", "محافظة إدلب": the word is in the span
            if leading and first == leading and place.type in _DIRECTIONAL_TYPES:
                m_start = span_start  # "southern Aleppo", "northwestern Syria"
            kind = _FEATURES[feature] if at_end and feature in _SPAN_FEATURES else None
            if kind is not None and (kind not in _FEATURE_KINDS or fits(place.type, kind)):
                m_end = feature_end  # "Idlib province", "Al-Amiriyah district"; not the town of "Tabqa airport"
            # the last field: the candidates when the focus may overrule the choice, None when the place
            # joins the focus, () otherwise
            focus = (
                entry.keys
                if rule in _FOCUS_RULES
                else None
                if rule in _FOCUS_SOURCES and place.type in _FOCUS_TYPES
                else ()
            )
            out.append((m_start, m_end, place, role, score, rule, focus))
            continue
        out.append((m_start, m_end, place, role, score, rule, ()))
    return out


def _type_licenses(text: str, start: int, keys: tuple[str, ...], gazetteer: Gazetteer) -> bool:
    """Whether a type word before ``start`` makes a common word a place ("حي المشهد").

    A feature's word does so only for a place of that feature's type: "معبر الحمرا" names a crossing, not the
    village الحمرا.
    """
    if not _type_word_before(text, start):
        return False
    kind = _type_before(text, start)
    return kind not in _FEATURE_KINDS or any(fits(gazetteer[k].type, kind) for k in keys)


def _alone(keys: tuple[str, ...], place: Place, score: float, rule: str) -> tuple:
    """The tail ``(place, role, score, rule, focus)`` of a reading of :func:`_read`, for a name of one place.

    It holds where the name opens its run with no organisation name, nisba or feature word, and the
    name is neither a common word nor an abbreviation: then nothing in the text can change it.
    """
    focus = keys if rule in _FOCUS_RULES else None if rule in _FOCUS_SOURCES and place.type in _FOCUS_TYPES else ()
    return place, "place", score, rule, focus


def _in_arabic_org_name(words: tuple[str, ...], first: int, text: str, m_start: int) -> bool:
    """Whether an Arabic name at word ``first`` (at ``m_start`` in ``text``) follows the head word of a group's name.

    The head stands one word before the name (قوات سورية الديمقراطية, أحرار الشام) or two, with a word
    between that is no preposition, conjunction or type word (هيئة تحرير الشام); "قوات النظام في حلب" names a
    place, and so does "قصفت قوات النظام إدلب": a side or actor word (النظام, الفتح) completes the group's name.
    A head that carries the article (الجيش, الوكالة, التلفزيون) governs no name after it: the first noun of a
    construct never takes the article, so "دخل الجيش حلب" and "قالت الوكالة إن حلب" name the place.
    """
    if not first or words[first].isascii():
        return False
    if words[first - 1] in _ARABIC_ORG_HEADS:
        back = 1
    elif (
        first >= 2
        and words[first - 2] in _ARABIC_ORG_HEADS
        and words[first - 1] not in _ARABIC_ORG_ENDS
        and words[first - 1] not in _ARABIC_ORG_SIDES
    ):
        back = 2
    else:
        return False
    before = text[max(0, m_start - 80) : m_start].split()
    return len(before) < back or not _definite(before[-back])


# the article, after a conjunction or a preposition joined to it (والجيش, بالوكالة, للتلفزيون)
_DEFINITE = re.compile(r"[وف]?(?:[بك]?ال|لل)")
_ARABIC_MARKS = re.compile("[\u0640\u064b-\u065f\u0670]")  # tatweel and harakat


def _definite(word: str) -> bool:
    """Whether an Arabic head word carries the article: "الجيش", "والوكالة"; not "جيش" nor "ألوية" (الوية)."""
    word = _ARABIC_MARKS.sub("", word)
    return _DEFINITE.match(word) is not None and re.fullmatch(r"[وفبل]?[اأ]لوي[ةه]", word) is None


_ARABIC_ARTICLE = ("ال", "وال", "بال", "فال", "لل", "كال")


def _arabic_nisba(surface: str, place) -> bool:
    """Whether ``surface`` is the adjective of a place's name rather than the name: "السورية" (Syrian), not "سورية".

    An article before a name in -ية that the gazetteer writes without one makes the feminine nisba adjective
    ("الحكومة السورية"); a name that carries the article itself ("اللاذقية") is the place.
    """
    if surface.isascii() or not surface.endswith(("ية", "يه")) or not surface.startswith(_ARABIC_ARTICLE):
        return False
    bare = surface[surface.index("ال") + 2 :] if not surface.startswith("لل") else surface[2:]
    return bare in place.names and not any(n.startswith("ال") and n.endswith(bare) for n in place.names)


def _city_and_governorate(gazetteer: Gazetteer, keys: tuple[str, ...]) -> bool:
    """Whether the candidates of a name are a governorate and a city or town (Idlib, Hasakah, حلب)."""
    types = {gazetteer[k].type for k in keys}
    return "governorate" in types and not types.isdisjoint(("city", "town"))
