"""The public entry points: :func:`geoparse` and :func:`iter_mentions`."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..gazetteer import Gazetteer, load_gazetteer
from .context import _locative_before, _name_goes_on, _type_after, _type_before
from .governorates import _may_choose
from .groups import _is_group
from .lone import drop_far_lone_candidates, unresolve_far_lone_candidates
from .model import Chunk, Mention
from .people import _is_person
from .reading import _in_context
from .recogniser import _OPEN_WITH_AND, recogniser_for
from .resolution import _by_focus, _names_country
from .sentences import _SENTENCE_END, _strip
from .spelling import _spelling_variant
from .unknown import _ANY_CAPTURE_VERBS, _unknown_toponym
from .words import _AND_BETWEEN, _IN_BETWEEN, RUN

_QUIET, _QUIET_ALL = Chunk._fields.index("quiet"), Chunk._fields.index("quiet_all")
# The space separators other than the space (Unicode category Zs): a no-break space (U+00A0, U+202F), a
# thin or an ideographic space inside a name ("Deir\u00a0ez-Zor") reads as a space. One character for
# one, so the offsets stay those of the text; each mention's text is taken from the text as given.
_OTHER_SPACES = "\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000"
_OTHER_SPACE = re.compile(f"[{_OTHER_SPACES}]")
_AS_SPACE = str.maketrans(_OTHER_SPACES, " " * len(_OTHER_SPACES))


# Tatweel and harakat (fatha, shadda, sukun...) written in Arabic words ("حيّ", "مـدينة"): the text is scanned
# without them, and each mention's offsets are mapped back to the text as given.
_ARABIC_MARKS = re.compile("[\u0640\u064b-\u065f\u0670]+")


def _plain_spaces(text: str) -> str:
    """``text`` with every other space separator read as a space (same length, same offsets)."""
    return text.translate(_AS_SPACE) if _OTHER_SPACE.search(text) else text


def _scan_text(text: str) -> tuple[str, list[int] | None]:
    """The text to scan: spaces made plain, tatweel and harakat left out; and where its offsets stand in ``text``.

    The list holds, for each offset of the scanned text and its end, the offset in ``text``; None when no
    character was left out (the offsets are the same).
    """
    scan = _plain_spaces(text)
    if _ARABIC_MARKS.search(scan) is None:
        return scan, None
    pieces: list[str] = []
    offsets: list[int] = []
    position = 0
    for mark in _ARABIC_MARKS.finditer(scan):
        pieces.append(scan[position : mark.start()])
        offsets.extend(range(position, mark.start()))
        position = mark.end()
    pieces.append(scan[position:])
    offsets.extend(range(position, len(scan) + 1))
    return "".join(pieces), offsets


def _as_given(mentions: Iterator[Mention], text: str, offsets: list[int] | None = None) -> Iterator[Mention]:
    """The mentions with their offsets in ``text`` and their text taken from it.

    A name's marks after its last letter are part of it ("حلبُ"): a mention ends where the next scanned
    character stands.
    """
    for m in mentions:
        if offsets is None:
            yield m._replace(text=text[m.start : m.end])
            continue
        start, end = offsets[m.start], offsets[m.end]
        sentence = (offsets[m.sentence[0]], offsets[m.sentence[1]])
        yield m._replace(start=start, end=end, text=text[start:end], sentence=sentence)


# the run pattern's cue groups by number: a number is a quicker look-up than a name
_ARTICLE, _DIRECTION, _OF, _COMMA = (RUN.groupindex[g] for g in ("article", "direction", "of", "comma"))


def geoparse(text: str, gazetteer: Gazetteer | None = None, *, include_all: bool = False) -> list[Mention]:
    """Return the place mentions in ``text``, sorted and non-overlapping.

    Parameters
    ----------
    text
        Any Unicode text (English or Arabic news).
    gazetteer
        The gazetteer to resolve names with; the bundled one by default.
    include_all
        Also return the demonyms and the organisation names that were recognised
        and set aside (roles ``adjective`` and ``organisation``).

    Examples
    --------
    >>> [(m.text, m.place_key) for m in geoparse("Buses left eastern Aleppo for Idlib province.")]
    [('eastern Aleppo', 'east_aleppo'), ('Idlib province', 'idlib_governorate')]
    """
    if not isinstance(text, str):
        raise TypeError(f"geoparse() needs a str, got {type(text).__name__}")
    gaz = gazetteer if gazetteer is not None else load_gazetteer()
    scan, offsets = _scan_text(text)
    # the list at once: the lone candidates are judged over it, not mention by mention as iter_mentions does
    found = unresolve_far_lone_candidates(list(_read_mentions(scan, gaz, include_all)), scan, gaz)
    return found if scan is text else list(_as_given(iter(found), text, offsets))


def iter_mentions(text: str, gazetteer: Gazetteer | None = None, *, include_all: bool = False) -> Iterator[Mention]:
    """Yield the mentions of :func:`geoparse` one at a time, in text order.

    Memory stays bounded by the text itself however many mentions a very long text holds.
    """
    if not isinstance(text, str):
        raise TypeError(f"geoparse() needs a str, got {type(text).__name__}")
    gaz = gazetteer if gazetteer is not None else load_gazetteer()
    scan, offsets = _scan_text(text)
    found = drop_far_lone_candidates(_read_mentions(scan, gaz, include_all), scan, gaz)
    return found if scan is text else _as_given(found, text, offsets)


def _read_mentions(text: str, gazetteer: Gazetteer, include_all: bool) -> Iterator[Mention]:
    """The mentions of :func:`iter_mentions` before lone far candidates are judged."""
    rec = recogniser_for(gazetteer)
    # Sentence ends are found as the mentions reach them: one lazy pass, no list of them all.
    ends = map(re.Match.end, _SENTENCE_END.finditer(text))
    sentence_start, sentence_end, sentence = 0, 0, (0, 0)
    new = tuple.__new__
    open_org_end = last_place_end = -1
    open_with_and = False
    last_place_type: str | None = None
    focus_lat = focus_lon = 0.0
    focus_n = 0  # the places read so far with no choice to make: the article's spatial focus
    countries_seen: set[str] = set()  # the countries of the places and demonyms read so far
    countries_named: dict[str, bool] = {}  # whether the text names a country (by its key)
    place_info = rec.places_info.get
    people: set[str] = set()  # surnames of people named after a title ("spokesman Shiyar Hasakah")
    cache_get = rec.cache.get
    quiet = _QUIET_ALL if include_all else _QUIET
    for run in RUN.finditer(text):
        run_text = run.group()
        chunk = cache_get(run_text) or rec.chunk_matches(run_text)
        if chunk[quiet] and open_org_end < 0 and run.lastindex is None:
            continue  # "The", "Monday", "Syrian" (no place): the quick way to what the lines below conclude
        continues_org = open_org_end >= 0 and (
            _IN_BETWEEN.fullmatch(text, open_org_end, run.start()) is not None
            or (open_with_and and _AND_BETWEEN.fullmatch(text, open_org_end, run.start()) is not None)
        )
        if chunk.org_open:
            open_org_end, open_with_and = run.end(), chunk.org_open == _OPEN_WITH_AND
        else:
            open_org_end = -1
        if chunk.places and (people or len(chunk.words) >= 2):
            if (
                len(chunk.words) == 1
                and chunk.words[0] in people
                and run.lastindex is None
                and not (_locative_before(text, run.start()) or _type_before(text, run.start()))
            ):
                continue  # a surname read as a person's earlier in the article, with no place word around
            if len(chunk.words) >= 2 and _is_person(chunk, text, run):
                people.add(chunk.words[-1])  # "spokesman Shiyar Hasakah": a person, not a place
                continue
            if len(chunk.words) >= 2 and _is_group(chunk, text, run):
                continue  # "the Rijal al-Karamah factions": a group's name, not a place
        if run.lastindex is None and not (
            continues_org
            or chunk.ordinary
            or (
                chunk.shared  # a city or the governorate named after it: the words around it may choose
                and (
                    0 <= run.start() - last_place_end <= 8
                    or text.startswith(" and ", run.end())
                    or (run_text.isascii() and _may_choose(text, run.start(), run.end()))
                )
            )
        ):  # nothing around it can change it
            readings = chunk.plain if include_all else chunk.places
            offset = run.start()
            if not readings:
                if not chunk.may_be_unknown or continues_org:
                    continue
                start, end = run.span()
                if not (
                    0 <= start - last_place_end <= 8
                    or text[end : end + 1] == ","
                    or text.startswith(" and ", end)
                    or _locative_before(text, start, _ANY_CAPTURE_VERBS)
                ):
                    continue
                unknown = _unknown_toponym(text, start, end, None, -1, chunk, last_place_end, rec)
                if unknown is None:
                    continue
                readings, offset = ((*unknown, None, "place", 0.5, "unknown", ()),), 0
        elif (
            (
                run.lastindex == _OF
                or (run.lastindex == _COMMA and run.group(_ARTICLE) is None and run.group(_DIRECTION) is None)
            )
            and chunk.matches
            and not (continues_org or chunk.shared or chunk.ordinary)
        ):  # "of X", "X, a ...": a cue that only a shared name or a common word heeds (see _in_context)
            readings, offset = chunk.plain if include_all else chunk.places, run.start()
        else:
            offset, readings = _in_context(
                text, run, chunk, rec, continues_org, include_all, last_place_end, last_place_type
            )
        covered = -1  # where an unknown name read in place of a GeoNames head or tail ends
        for start, end, place, role, score, rule, keys in readings:
            start += offset
            end += offset
            if start < covered:
                continue
            if rule == "unknown" and (variant := _spelling_variant(rec.gazetteer, text[start:end])) is not None:
                place, score, rule = variant, 0.6, "spelling variant"  # "Rubkan": Rukban spelled another way
            if place is not None:
                country, second_tier, foreign = place_info(place.key) or rec.place_info(place)
                if second_tier and end < run.end() and _name_goes_on(text, end):
                    # "Tal" of "Tal Halaf": a GeoNames name that is only the head of a longer one; the whole
                    # name, when it stands in a place pattern, is an unknown toponym ("towards Tal Qarmouz")
                    unknown = (
                        _unknown_toponym(text, start, run.end(), None, -1, None, last_place_end, rec)
                        if role == "place" and start >= run.start() and not continues_org and not chunk.is_org
                        else None
                    )
                    if unknown is None:
                        continue
                    (start, end), place, score, rule, keys = unknown, None, 0.5, "unknown", ()
                    covered, country, foreign = end, None, False
                if foreign and rule != "type word":
                    named = countries_named.get(country.key)
                    if named is None:  # looked for once per text
                        named = countries_named[country.key] = _names_country(text, country)
                    if not (
                        country.key in countries_seen or named or _type_before(text, start) or _type_after(text, end)
                    ):
                        # a lone foreign GeoNames name: a word or a name more often than a place; as the tail
                        # of a longer name ("Deraa al-Balad") the whole name may be an unknown toponym
                        if (start == run.start() and end == run.end()) or len(readings) != 1 or chunk.is_org:
                            continue
                        unknown = _unknown_toponym(text, *run.span(), None, -1, None, last_place_end, rec)
                        if unknown is None:
                            continue
                        (start, end), place, score, rule, keys, country = unknown, None, 0.5, "unknown", (), None
                if country is not None:
                    countries_seen.add(country.key)
            if keys is None:  # a place read with no choice to make: part of the article's focus
                focus_lat, focus_lon, focus_n = focus_lat + place.lat, focus_lon + place.lon, focus_n + 1
            elif keys and focus_n:  # a choice by tier or population: the focus may overrule it
                place, rule = _by_focus(rec.gazetteer, keys, place, rule, focus_lat / focus_n, focus_lon / focus_n)
            if start >= sentence_end:
                while start >= sentence_end:
                    sentence_start, sentence_end = sentence_end, next(ends, len(text))
                sentence = _strip(text, sentence_start, sentence_end)
            inside = sentence[0] <= start and end <= sentence[1]
            if role == "place":
                last_place_end, last_place_type = end, place.type if place is not None else None
            yield new(
                Mention, (start, end, text[start:end], place, role, score, sentence if inside else (start, end), rule)
            )
