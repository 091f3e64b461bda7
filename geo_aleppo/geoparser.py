"""Find place mentions in text and resolve each to a gazetteer place.

Recognise, then resolve:

1. One compiled pattern walks the text once and yields *name chunks*: runs of
   capitalised words (with the joining words of Arabic names, ``al-``, ``bin``,
   ``of``, ``for``), runs of Arabic-script words, an optional direction word
   before them ("eastern") and an optional feature word after them ("province").
   Proper names of places are capitalised in English, so nothing else can hold one.
2. Each chunk is folded with :func:`geo_aleppo.names.fold_spans` and scanned by one
   Aho-Corasick automaton over every folded name, variant, Arabic name and
   demonym of the gazetteer. Matches sit on word boundaries and the longest wins.
   Chunks repeat a great deal in news text, so their results are cached.
3. Each match is resolved from its context:

   - a chunk that holds an organisation word (Post, Observatory, Red Crescent,
     Union, TV, Front, Jabhat …) is an organisation name: role ``organisation``;
   - a demonym or country adjective (Syrian, Turkish, Russians): role ``adjective``;
   - a name shared by a place and its container (Idlib city / Idlib governorate)
     takes the type that the context names: "Idlib province", "the province of
     Idlib", "Hama provincial governor" -> governorate; "Idlib, a city in ...",
     "the city of Idlib" -> city. With no such word, a bare name takes the
     place marked ``default_sense`` in the gazetteer (documented there);
   - a capitalised chunk that the gazetteer lacks, in a place pattern ("the town of
     X", "X province", "the X district", "X, a village near ..."), is returned with
     ``place=None`` so that the gap shows.

Offsets are Python ``str`` offsets into the text as given: ``text[m.start:m.end] == m.text``.
"""

from __future__ import annotations

import bisect
import re
import weakref
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

import ahocorasick

from .gazetteer import Gazetteer, Place, load_gazetteer
from .names import fold, fold_spans

__all__ = ["Mention", "geoparse", "sentence_spans"]

Role = Literal["place", "adjective", "organisation"]


@dataclass(frozen=True, slots=True)
class Mention:
    """A place name found in a text."""

    start: int
    end: int
    text: str
    place: Place | None
    role: Role
    score: float
    sentence: tuple[int, int]

    @property
    def place_key(self) -> str | None:
        return self.place.key if self.place else None

    def __repr__(self) -> str:
        return f"Mention({self.start}, {self.end}, {self.text!r}, {self.place_key}, {self.role}, {self.score})"


# --- word classes -----------------------------------------------------------
def _char_class(predicate, ranges: Iterable[range]) -> str:
    out, run = [], []
    for cp in (cp for r in ranges for cp in r):
        if predicate(chr(cp)):
            if run and cp == run[-1] + 1:
                run.append(cp)
                continue
            if run:
                out.append(run)
            run = [cp]
    if run:
        out.append(run)
    return "".join(re.escape(chr(r[0])) + ("-" + re.escape(chr(r[-1])) if len(r) > 1 else "") for r in out)


_LATIN = (range(0x41, 0x250), range(0x370, 0x530), range(0x1E00, 0x1F00))
_UPPER = _char_class(lambda c: c.isupper() or c.istitle(), _LATIN)
_ARABIC = r"\u0621-\u064A\u066E-\u06D3\u06FA-\u06FF"
_APOS = "'’ʼʿʾ"
# A capitalised word (apostrophes inside it, but not a possessive 's), an
# abbreviation such as U.S., or an Arabic-script word.
_WORD = (
    rf"(?:(?:[{_UPPER}]\.){{2,}}"
    rf"|[{_UPPER}ʿʾ](?:[^\W_]|[{_APOS}](?=[^\W_])(?!s(?![^\W_])))*"
    rf"|[{_ARABIC}][\u0610-\u061A\u0640\u064B-\u065F\u0670{_ARABIC}]*)"
)
_JOIN = r"(?:al|el|ar|as|ash|at|ad|az|an|ed|er|es|et|ez|en|bin|ibn|bint|abu|um|of|for|the|de|du|la|le|da|di|von|van|der)"
_DIRECTION = r"(?:(?:north|south)(?:[- ]?(?:east|west))?(?:ern)?|east(?:ern)?|west(?:ern)?|central)"
_FEATURES = {
    "province": "governorate", "governorate": "governorate", "provincial": "governorate",
    "countryside": "governorate", "city": "city", "town": "town", "village": "village",
    "district": "district", "neighbourhood": "district", "neighborhood": "district",
    "quarter": "district", "suburb": "district", "area": None, "region": None,
    "border": None, "crossing": None,
}
# "southern Aleppo" and "northwestern Syria" take the direction into the span; for a
# neighbourhood ("the southern Al-Amiriyah district") the direction describes the district's place.
_DIRECTIONAL_TYPES = frozenset({"country", "governorate", "city", "town", "region", "continent"})
# Feature words that belong inside the span ("Idlib province", "Al-Amiriyah district").
_SPAN_FEATURES = frozenset({"province", "governorate", "district", "countryside", "neighbourhood",
                            "neighborhood", "quarter", "suburb"})
_CHUNK = re.compile(
    rf"(?<![^\W_])(?:(?P<dir>(?i:{_DIRECTION}))[ \t]+)?(?:{_JOIN}[ \t]*-[ \t]*)?"
    rf"(?P<name>{_WORD}(?:(?:[ \t]*-[ \t]*|[ \t]+)(?:{_JOIN}(?:[ \t]*-[ \t]*|[ \t]+))*{_WORD})*)"
    rf"(?:[ \t]+(?P<feat>(?i:{'|'.join(_FEATURES)}))(?![^\W_]))?"
)
_BEFORE_TYPE = re.compile(
    r"(?:\b(?P<word>province|governorate|city|town|village|district|neighbou?rhood|suburb|region)\s+of"
    r"|(?P<ar>محافظة|مدينة|بلدة|قرية|حي|منطقة))\s*$",
    re.IGNORECASE,
)
_AFTER_TYPE = re.compile(
    r"\s*,\s*(?:a|the|an)\s+(?:\w+\s+){0,2}?(?P<word>province|governorate|city|town|village|district|neighbou?rhood|suburb)\b",
    re.IGNORECASE,
)
_ARABIC_TYPE = {"محافظة": "governorate", "مدينة": "city", "بلدة": "town", "قرية": "village", "حي": "district", "منطقة": None}

# Words that make a capitalised run the name of an organisation, not a place.
_ORG_HEADS = frozenset(fold(w) for w in """
    post times journal news herald tribune observer guardian telegraph gazette daily press media
    tv television radio channel network agency observatory crescent cross union council committee
    commission centre center ministry army forces front brigade brigades battalion movement party
    organisation organization institute university college school hospital bank company corporation
    airlines airways group federation league coalition alliance association foundation society
    authority office department service services corps division guard guards police court assembly
    parliament congress senate mission fund programme program project initiative watch defence
    defense helmets club team international
    """.split())
_ORG_FIRST = frozenset(fold(w) for w in "jabhat jabhet jaysh jaish harakat harakat hayat hayat liwa kataib ahrar ansar".split())
_IN_BETWEEN = re.compile(r"[ \t]+in[ \t]+")
_ARABIC_CLITICS = ("و", "ب", "ل", "ف", "وب", "ول")
_ABBREVIATIONS = frozenset(
    "mr mrs ms dr gen lt col maj capt sgt st mt jr sr prof rev gov sen rep no vs etc inc ltd co corp dept fig approx".split())


@dataclass(frozen=True, slots=True)
class _Entry:
    keys: tuple[str, ...]
    role: Role
    exact_case: bool  # an all-capitals abbreviation such as "US" must appear in capitals


def _demonym_forms(name: str) -> set[str]:
    """Regular adjective and demonym forms of a country name (Syria -> Syrian, Syrians)."""
    if not name.isalpha() or len(name) < 4:
        return set()
    stems = {name}
    for ending in ("ey", "y", "a", "e", "on", "ain", "ia"):
        if name.endswith(ending) and len(name) - len(ending) >= 3:
            stems.add(name[: -len(ending)])
    forms = {stem + suffix for stem in stems for suffix in ("n", "an", "ian", "i", "ese", "ish")}
    return forms | {f + "s" for f in forms if not f.endswith(("sh", "ese", "i"))}


class _Recogniser:
    """The automaton and the per-chunk cache of one gazetteer."""

    def __init__(self, gazetteer: Gazetteer):
        self.gazetteer = gazetteer
        entries: dict[str, _Entry] = {}
        for name, keys in gazetteer.name_index.items():
            places = [gazetteer[k] for k in keys]
            exact = all(_is_abbreviation(n) for p in places for n in p.names if fold(n) == name)
            entries[name] = _Entry(keys, "place", exact)
        for place in gazetteer:
            if place.type not in ("country", "continent", "region"):
                continue
            forms = set(place.demonyms)
            for name in (place.name, *place.variants):
                forms |= _demonym_forms(name)
            for form in forms:
                folded = fold(form)
                if folded and folded not in entries:
                    entries[folded] = _Entry((place.key,), "adjective", False)
        for folded, entry in list(entries.items()):
            if entry.role == "place" and not folded.isascii():
                for clitic in _ARABIC_CLITICS:  # "وكفريا" (and Kafraya), "بحلب" (in Aleppo)
                    entries.setdefault(clitic + folded, entry)
        self.automaton = ahocorasick.Automaton()
        for folded, entry in entries.items():
            self.automaton.add_word(f" {folded} ", (len(folded), entry))
        self.automaton.make_automaton()
        self._cache: dict[str, tuple] = {}

    def chunk_matches(self, chunk: str) -> tuple:
        """Longest non-overlapping matches in a chunk: ``(start, end, entry, first, last)``.

        ``first``/``last`` are indices of the chunk's folded words; offsets are
        relative to the chunk.
        """
        hit = self._cache.get(chunk)
        if hit is not None:
            return hit
        tokens = fold_spans(chunk)
        padded, starts, ends = [" "], {}, {}
        position = 1
        for i, token in enumerate(tokens):
            starts[position] = i
            position += len(token.folded)
            ends[position] = i
            padded.append(token.folded)
            padded.append(" ")
            position += 1
        found = []
        # ``end`` is the index of the closing space of " name ".
        for end, (length, entry) in self.automaton.iter("".join(padded)):
            found.append((starts[end - length], ends[end], entry))
        found.sort(key=lambda f: (f[0], f[0] - f[1]))
        chosen, covered = [], -1
        for first, last, entry in found:
            if first > covered:
                chosen.append((tokens[first].start, tokens[last].end, entry, first, last))
                covered = last
        result = (tuple(chosen), tuple(t.folded for t in tokens))
        if len(self._cache) > 200_000:
            self._cache.clear()
        self._cache[chunk] = result
        return result


def _is_abbreviation(name: str) -> bool:
    letters = [c for c in name if c.isalpha()]
    return 0 < len(letters) <= 4 and all(c.isupper() for c in letters)


_RECOGNISERS: weakref.WeakKeyDictionary[Gazetteer, _Recogniser] = weakref.WeakKeyDictionary()


def _recogniser(gazetteer: Gazetteer) -> _Recogniser:
    rec = _RECOGNISERS.get(gazetteer)
    if rec is None:
        rec = _RECOGNISERS[gazetteer] = _Recogniser(gazetteer)
    return rec


# --- sentences ---------------------------------------------------------------
_SENTENCE_END = re.compile(r"[.!?…]+[\"'”’)\]]*(?=\s+[\"'“‘(\[]?[^\W_a-z])|\n+|[.!?…]+[\"'”’)\]]*$|[。؟]")


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Split ``text`` into sentences: ``[(start, end)]`` without surrounding white space."""
    spans, start = [], 0
    for m in _SENTENCE_END.finditer(text):
        if m.group()[0] == ".":
            word = re.search(r"(\w+)$", text[max(start, m.start() - 12) : m.start()])
            if word and (word.group(1).casefold() in _ABBREVIATIONS or len(word.group(1)) == 1):
                continue
        _add_span(text, start, m.end(), spans)
        start = m.end()
    _add_span(text, start, len(text), spans)
    return spans


def _add_span(text: str, start: int, end: int, spans: list) -> None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if end > start:
        spans.append((start, end))


# --- resolution ----------------------------------------------------------------
def _context_type(text: str, start: int, end: int, feature: str | None) -> str | None:
    if feature:
        return _FEATURES.get(feature.casefold())
    before = _BEFORE_TYPE.search(text, max(0, start - 30), start)
    if before:
        word = before.group("word")
        return _FEATURES.get(word.casefold()) if word else _ARABIC_TYPE[before.group("ar")]
    after = _AFTER_TYPE.match(text, end, min(len(text), end + 40))
    if after:
        return _FEATURES.get(after.group("word").casefold())
    return None


def _resolve(gazetteer: Gazetteer, keys: tuple[str, ...], wanted: str | None) -> tuple[Place, float]:
    places = [gazetteer[k] for k in keys]
    if len(places) == 1:
        return places[0], 0.95
    if wanted:
        typed = [p for p in places if p.type == wanted or (wanted == "city" and p.type == "town")]
        if len(typed) == 1:
            return typed[0], 0.85
    default = next((p for p in places if p.default_sense), places[0])
    return default, 0.7


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
    gazetteer = gazetteer if gazetteer is not None else load_gazetteer()
    rec = _recogniser(gazetteer)
    mentions: list[Mention] = []
    open_org_end = -1
    for chunk in _CHUNK.finditer(text):
        span_start, name_start = chunk.start(), chunk.start("name")
        matches, words = rec.chunk_matches(text[span_start : chunk.end()])
        feature = chunk.group("feat")
        name_words = len(words) - (1 if feature else 0)
        is_org = bool(set(words[:name_words]) & _ORG_HEADS) or (bool(words) and words[0] in _ORG_FIRST)
        if open_org_end >= 0 and _IN_BETWEEN.fullmatch(text, open_org_end, span_start):
            is_org = True  # "Centre for the Reconciliation of Opposing Sides in Syria"
        # An organisation name that ends on its complement, not on its head word, may go on with "in X".
        open_org_end = chunk.end("name") if is_org and words and words[name_words - 1] not in _ORG_HEADS else -1
        for rel_start, rel_end, entry, first, last in matches:
            start, end = span_start + rel_start, span_start + rel_end
            if entry.exact_case:
                if not _is_abbreviation(text[start:end]):
                    continue  # "us", "Us"
                if "." in text[start:end] and text[end : end + 1] == ".":
                    end += 1  # "U.S." keeps its last full stop
            if is_org:
                role, place, score = "organisation", gazetteer[entry.keys[0]], 0.8
            elif entry.role == "adjective":
                role, place, score = "adjective", gazetteer[entry.keys[0]], 0.9
            else:
                at_end = last == name_words - 1
                wanted = _context_type(text, start, end, feature if at_end else None)
                place, score = _resolve(gazetteer, entry.keys, wanted)
                role = "place"
                if start == name_start and chunk.group("dir") and place.type in _DIRECTIONAL_TYPES:
                    start = span_start  # "southern Aleppo", "northwestern Syria"
                if at_end and feature and feature.casefold() in _SPAN_FEATURES:
                    end = chunk.end("feat")  # "Idlib province", "Al-Amiriyah district"
            if role == "place" or include_all:
                mentions.append(Mention(start, end, text[start:end], place, role, score, (0, 0)))
        if not matches and not is_org:
            unknown = _unknown_toponym(text, chunk)
            if unknown:
                mentions.append(Mention(*unknown, text[unknown[0] : unknown[1]], None, "place", 0.5, (0, 0)))
    mentions.sort(key=lambda m: m.start)
    if mentions:
        sentences = sentence_spans(text)
        sentence_starts = [s for s, _ in sentences]
        mentions = [_with_sentence(m, sentences, sentence_starts) for m in mentions]
    return mentions


def _unknown_toponym(text: str, chunk: re.Match) -> tuple[int, int] | None:
    """The span of a capitalised name in a place pattern, or None."""
    start, end = chunk.start(), chunk.end("name")
    feature = chunk.group("feat")
    if feature and _FEATURES[feature.casefold()] in ("governorate", "district", "village", "town"):
        return start, chunk.end("feat") if feature.casefold() in _SPAN_FEATURES else end
    if _BEFORE_TYPE.search(text, max(0, start - 30), start) or _AFTER_TYPE.match(text, end, min(len(text), end + 40)):
        return start, end
    return None


def _with_sentence(mention: Mention, sentences, starts) -> Mention:
    i = bisect.bisect_right(starts, mention.start) - 1
    sentence = sentences[i] if i >= 0 and sentences[i][1] >= mention.end else (mention.start, mention.end)
    return Mention(mention.start, mention.end, mention.text, mention.place, mention.role, mention.score, sentence)
