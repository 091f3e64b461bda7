"""Find place mentions in text and resolve each to a gazetteer place.

Recognise, then resolve:

1. One compiled pattern walks the text once and yields *runs*: capitalised words
   (with the joining words of Arabic names, ``al-``, ``bin``, ``of``, ``for``) or
   Arabic-script words. Proper names of places are capitalised in English, so
   nothing else can hold one. The same pattern notes, in lookaround groups, the
   few words around a run that can change its reading: a direction or an article
   before it ("eastern", "ar-"), "of" or an Arabic word before it, a feature word
   ("province") or a comma and an article after it.
2. Each run is folded with :func:`geo_aleppo.names.fold_spans` and scanned by one
   Aho-Corasick automaton over every folded name, variant, Arabic name and
   demonym of the gazetteer. Matches sit on word boundaries and the longest wins.
   Runs repeat a great deal in news text, so their readings are cached by their
   text; a run with no cue around it costs one lookup and no further Python.
3. Each match is resolved from its context:

   - a chunk that holds an organisation word (Post, Observatory, Red Crescent,
     Union, TV, Front, Jabhat …) is an organisation name: role ``organisation``;
   - a demonym or country adjective (Syrian, Turkish, Russians): role ``adjective``;
   - a name after given names, name markers or titles in the same run ("Mohammad
     Ansari", "Abu Ahmad al-Ansari") is a person's name, and no mention;
   - a name that the gazetteer marks as an ordinary word too (المشهد "the scene") is a
     place only after a type word, before a feature word or in a list of places;
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

import itertools
import re
import weakref
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from operator import itemgetter
from typing import Literal, NamedTuple

import ahocorasick

from .gazetteer import Gazetteer, Place, haversine_km, load_gazetteer
from .names import ARTICLES, PLAIN_ARTICLES, SUN_ARTICLES, fold, fold_spans

__all__ = ["Mention", "geoparse", "iter_mentions", "sentence_spans"]

Role = Literal["place", "adjective", "organisation"]


class Mention(NamedTuple):
    """A place name found in a text (an immutable record; offsets are Python ``str`` offsets)."""

    start: int
    end: int
    text: str
    place: Place | None
    role: Role
    score: float
    sentence: tuple[int, int]
    resolved_by: str = ""  # the rule that chose the place among its candidates (see _resolve)

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
# abbreviation such as U.S., or an Arabic-script word. It begins with a character set
# and goes on with plain repeats, the forms that the regex engine scans fastest.
_LETTER = r"[^\W_]"
_HEAD = rf"[{_UPPER}ʿʾ{_ARABIC}](?<!{_LETTER}.)"  # not a capital inside a word, as in "GhanaStar"
_REST = (
    rf"(?:(?<=[{_ARABIC}])[\u0610-\u061A\u0640\u064B-\u065F\u0670{_ARABIC}]*"
    rf"|(?<=[{_UPPER}])\.(?:[{_UPPER}]\.)+"
    rf"|{_LETTER}*(?:[{_APOS}](?:(?!s(?!{_LETTER}))|(?<=\b[A-Z][a-z].)){_LETTER}+)*)"
)
_FEATURES = {
    "province": "governorate",
    "provinces": "governorate",  # "Latakia and Tartus provinces"
    "governorates": "governorate",
    "governorate": "governorate",
    "provincial": "governorate",
    "countryside": "governorate",
    "city": "city",
    "town": "town",
    "village": "village",
    "district": "district",
    "neighbourhood": "district",
    "neighborhood": "district",
    "quarter": "district",
    "suburb": "district",
    "area": None,
    "region": None,
    "border": None,
    "crossing": None,
}
# "southern Aleppo" and "northwestern Syria" take the direction into the span; for a
# neighbourhood ("the southern Al-Amiriyah district") the direction describes the district's place.
_DIRECTIONAL_TYPES = frozenset({"country", "governorate", "city", "town", "region", "continent"})
# Feature words that belong inside the span ("Idlib province", "Al-Amiriyah district").
_SPAN_FEATURES = frozenset(
    {
        "province",
        "provinces",
        "Provinces",
        "governorate",
        "governorates",
        "Governorates",
        "district",
        "countryside",
        "neighbourhood",
        "neighborhood",
        "quarter",
        "suburb",
    }
)
# A run of capitalised (or Arabic) words: the only place a proper name can stand.
_JOIN_WORD = (
    r"(?:a(?:l|r|sh?|th?|d|z|n|bu)|e[ldrstzn]|bin|bint|ibn|um|of|for|the|d[eaiu]|der|l[ae]|v[oa]n)"
    r"(?![^\W_])"
)  # al-, ar-, bin, of, the ...: written as a trie, which the regex engine tries faster
_SEP = r"(?:[ \t]*-[ \t]*|[ \t]+)"
# Words around a run that may change its reading; the run regex notes them in groups
# (lookarounds: the span stays the run's) so that a run without them costs no more Python.
# Before it: "article", as in "ar-Ramuseh"; "direction", as in "eastern Aleppo"; "of", as in
# "the province of Idlib" or "مدينة Aleppo" (behind a cheap test of the letter before the blank).
# After it: "feature", as in "Idlib province"; "comma", as in "Idlib, a city".
_CUE_BEFORE = (
    r"(?:(?<=-.)(?P<article>)|(?<=[fhtnl\u0600-\u06ff]\s.)"
    r"(?:(?<=(?:orth|outh|east|west|hern|tern|tral)[ \t].)(?P<direction>)"
    r"|(?:(?<=of\s.)|(?<=[\u0600-\u06ff]\s.))(?P<of>)))?"
)
# Title-case plurals after a list ("Idlib and Hama Provinces") end the run instead of continuing the name.
_TITLE_PLURALS = ("Provinces", "Governorates")
_FEATURES.update({w: "governorate" for w in _TITLE_PLURALS})
_FEATURE_WORDS = "|".join(sorted(_FEATURES, key=len, reverse=True))
_CUE_AFTER = rf"(?:(?=(?P<comma>[ \t]*,\s*(?i:a|the|an)\s)|[ \t](?P<feature>{_FEATURE_WORDS})(?!{_LETTER})))?"
_RUN = re.compile(
    rf"{_HEAD}{_CUE_BEFORE}{_REST}(?:{_SEP}(?:(?=[abdefilotuv]){_JOIN_WORD}{_SEP})*"
    rf"(?!(?:{'|'.join(_TITLE_PLURALS)})(?!{_LETTER})){_HEAD}{_REST})*{_CUE_AFTER}"
)
# Looked at only around runs that hold a name: a direction or an article before, a feature word after.
_DIRECTION_WORDS = (
    frozenset(
        f"{a}{sep}{b}{ern}"
        for a in ("north", "south")
        for b in ("east", "west")
        for sep in ("", "-")
        for ern in ("", "ern")
    )
    | frozenset(f"{d}{ern}" for d in ("north", "south", "east", "west") for ern in ("", "ern"))
    | {"central"}
)
_DIRECTION_TOKENS = frozenset(t for w in _DIRECTION_WORDS for t in fold(w).split())
# an article that joins the next word to the one before: "Bab al-Salama", "Bab el Hawa"
_ARTICLE_JOINED = re.compile(
    rf"(?i:(?:{'|'.join(sorted(PLAIN_ARTICLES))})(?:[ \t]*-|[ \t]+)"
    rf"|(?:{'|'.join(sorted(SUN_ARTICLES, key=len, reverse=True))})[ \t]*-)"
)
# Feature words that make an unknown capitalised name a toponym ("Qabtan al-Jabal district").
_PLACE_FEATURES = frozenset(
    w for w, kind in _FEATURES.items() if kind in ("governorate", "district", "village", "town")
)
# Words that name the type of the place beside them: "X, a city in ...", "the province of X".
_TYPE_WORDS = tuple("province governorate city town village district neighbourhood neighborhood suburb".split())
_AFTER_TYPE = re.compile(
    rf"[ \t]*,\s*(?:a|the|an)\s+(?:\w+\s+){{0,2}}?(?P<word>{'|'.join(_TYPE_WORDS)})\b",
    re.IGNORECASE,
)
_ARABIC_TYPE = {
    "محافظة": "governorate",
    "مدينة": "city",
    "بلدة": "town",
    "قرية": "village",
    "حي": "district",
    "منطقة": None,
    "ريف": "governorate",  # "the countryside of": "ريف حلب", like "Aleppo countryside"
    "أحياء": "district",  # "the districts of"
    "ضاحية": "district",
    "مخيم": None,  # camp
}
# "the province of X", "مدينة X": matched on the reversed text before X, so that the match is
# anchored where X begins and the regex engine does not scan the window.
_REVERSED_TYPES = "|".join(w[::-1] for w in (*_TYPE_WORDS, "region"))
_REVERSED_ARABIC_TYPES = "|".join(a[::-1] for a in _ARABIC_TYPE)
_BEFORE_TYPE_REVERSED = re.compile(
    rf"\s*(?:fo\s+(?P<word>{_REVERSED_TYPES})\b|(?P<ar>{_REVERSED_ARABIC_TYPES})[وبلف]?(?![^\W_]))",
    re.IGNORECASE,
)

# Words that make a capitalised run the name of an organisation, not a place.
_ORG_HEADS = frozenset(
    fold(w)
    for w in """
    post times journal news herald tribune observer guardian telegraph gazette daily press media
    tv television radio channel network agency observatory crescent cross union council committee
    commission centre center ministry army forces front brigade brigades battalion movement party
    organisation organization institute university college school hospital bank company corporation
    airlines airways group federation league coalition alliance association foundation society
    authority office department service services corps division guard guards police court assembly
    parliament congress senate mission fund programme program project initiative watch defence
    defense helmets club team international agence presse
    """.split()
)
_ORG_FIRST = frozenset(
    fold(w) for w in "jabhat jabhet jaysh jaish harakat hayat liwa kataib ahrar ansar tahrir tajammu".split()
)
# Words that make what follows them in a run a person's name, not a place ("Mohammad Ansari",
# "Abu Ahmad al-Ansari", "Dr Hamza"): name markers, titles and common Arabic given names.
_PERSON_WORDS = frozenset(
    fold(w)
    for w in """
    abu umm ibn bin bint abd abdel abdul abdullah mr mrs ms dr president general gen colonel col brigadier
    minister spokesman spokeswoman commander imam mufti prince king queen
    muhammad mohammad mohammed mohamed mohamad ahmad ahmed mahmoud mahmud mustafa mostafa ali hassan hasan
    hussein husain hussain omar umar othman uthman khaled khalid khalil ibrahim ismail yusuf youssef yousef
    yasser yasir samir sami rami hamza hamzeh bashar hafez maher firas fadi rafik rafiq walid waleed tarek
    tareq tariq ziad zaid zaki karim kareem majid majed nabil nizar bassam bassel hadi hani hussam issam
    osama usama said saeed saad salim salem suleiman sulaiman anas amer amir anwar ayman jamal jamil adnan
    akram emad imad faisal fawaz ghassan haitham hatem jihad kamal louay luay marwan mazen moaz muaz
    muhannad munir nasser nasr nour noor qassem qasim raed raad riad riyad saleh salah sharif tamer wael
    wassim yahya zakaria zuhair
    fatima fatma aisha aicha maryam mariam zeinab zainab khadija amal hala hiba huda lina lama rania rasha
    reem rim sara sarah salma samira suad widad yasmin yasmine
    """.split()
)
# Where a title-case headline's organisation name ends ("Government Forces Enter X", "Army Takes X"):
# verbs of reporting on places, and prepositions.
_HEADLINE_BREAKS = frozenset(
    fold(w)
    for w in """
    enter enters entered take takes took retake retakes retook capture captures captured recapture recaptures
    recaptured seize seizes seized storm storms stormed reach reaches reached advance advances attack attacks
    attacked hit hits strike strikes shell shells shelled bomb bombs bombed pound pounds kill kills killed flee
    flees fled leave leaves besiege besieges encircle encircles surround surrounds push pushes pushed close
    closes control controls evacuate evacuates evacuated return returns fall falls fell lose loses win wins
    say says said withdraw withdraws withdrew target targets targeted declare declares declared announce announces
    in on at from to into toward towards across outside inside near around after amid
    """.split()
)
_ORG_LINKS = frozenset({"of", "for", "the", "and", "on", "against"})  # "Army of Conquest", "Observatory for ..."
_ALL_WORDS = 1 << 30  # "is_org" of a run that an organisation name before it continues
# Words before a name that make it a place even when the gazetteer lacks it: "near X", "from X".
_LOCATIVES = frozenset("in near from to towards toward outside around into across via through at nearby".split())
# Capitalised words that begin no toponym (folded).
_FUNCTION_WORDS = frozenset(
    fold(w)
    for w in """the a an this that these those its his her their our my your some any all both each every no
    another other such one two three four five six seven eight nine ten several many most few""".split()
)
_NOT_TOPONYMS = frozenset(
    fold(w)
    for w in """
    january february march april may june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday ramadan eid christmas easter
    arabic english french kurdish turkish persian russian hebrew islam muslim muslims christian christians
    sunni sunnis shia shiite shiites alawite alawites druze god allah
    he she it we they i you there here if when while but and or however meanwhile after before since
    according more less jan feb mar apr jun jul aug sep sept oct nov dec
    daesh isis isil hezbollah hizbollah nusra qaeda hamas taliban
    rebel rebels islamist islamists islamic jihadist jihadists government regime opposition militants fighters
    kurds troops forces army police """.split()
)
# "to X" that is about a person or a side, not a destination: "according to X", "loyal to X"
_REPORTED_BY = re.compile(
    r"(?i:according|spoke|speaking|told|talked|talking|said|wrote|belonging|thanks|loyal|allied|opposed|"
    r"opposition|close|linked|affiliated|support|message|letter)\s+to\s+$"
)
_PLURAL_TYPES = {
    "provinces": "governorate",
    "governorates": "governorate",
    "cities": "city",
    "towns": "town",
    "villages": "village",
    "محافظات": "governorate",
    "مدن": "city",
    "بلدات": "town",
    "قرى": "village",
}
_LIST_TOKEN = re.compile(r"[^\W\d_][\w'’]*|[,،&]|[.!?;:؟؛]")  # sentence punctuation ends a list
# what stands between two names of a list: "A, B and C", "أ، ب و ج"
_LISTED = re.compile(r"\s*(?:[,،]\s*(?:(?:and|&|و)\s+)?|(?:and|&)\s+|و\s*)")
_LIST_PREFIXES = frozenset({""}) | ARTICLES | _DIRECTION_WORDS
_AGE = re.compile(r"\s*,\s*(?:aged\s+)?\d{1,3}\s*,")
_IN_BETWEEN = re.compile(r"[ \t]+in[ \t]+")
_ARABIC_CLITICS = ("و", "ب", "ل", "ف", "وب", "ول")
_ABBREVIATIONS = frozenset(
    """mr mrs ms dr gen lt col maj capt sgt st mt jr sr prof rev gov sen rep no vs etc inc ltd co corp dept fig
    approx""".split()
)


@dataclass(frozen=True, slots=True)
class _Entry:
    keys: tuple[str, ...]
    role: Role
    exact_case: bool  # an all-capitals abbreviation such as "US" must appear in capitals
    ordinary: bool = False  # also a common word (المشهد "the scene"): a place only in a place context


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
        self.country_keys: dict[str, str | None] = {}  # place key -> the key of its country
        entries: dict[str, _Entry] = {}
        for name, keys in gazetteer.name_index.items():
            places = [gazetteer[k] for k in keys]
            exact = all(_is_abbreviation(n) for p in places for n in p.names if fold(n) == name)
            # the first place decides (curated before GeoNames): is the name a common word too?
            ordinary = any(fold(word) == name for word in places[0].ordinary_words)
            entries[name] = _Entry(keys, "place", exact, ordinary)
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

    def chunk_matches(self, chunk: str) -> _Chunk:
        """Longest non-overlapping matches in a chunk, cached by the chunk's text."""
        hit = self._cache.get(chunk)
        if hit is not None:
            return hit
        tokens = fold_spans(chunk)
        words = tuple(map(itemgetter(2), tokens))  # the folded words
        chosen = []
        # Each word in " word word ", so that matches fall on word boundaries; the automaton
        # gives the index of a match's closing space and its length.
        if found := list(self.automaton.iter(f" {' '.join(words)} ")):
            word_at, position = {}, 1  # the index of a word by its first character and by its closing space
            for i, word in enumerate(words):
                word_at[position] = i
                position += len(word)
                word_at[position] = i
                position += 1
            spans = [(word_at[end - length], word_at[end], entry) for end, (length, entry) in found]
            covered = -1
            for first, last, entry in sorted(spans, key=lambda f: (f[0], f[0] - f[1])):  # longest first
                if first > covered:
                    covered = last
                    if last + 1 < len(tokens) and _ARTICLE_JOINED.match(chunk, tokens[last + 1].start):
                        continue  # "Bab" of "Bab al-Salama": the first word of a longer Arabic name
                    chosen.append((tokens[first].start, tokens[last].end, entry, first, last))
        # A title-case headline reads as one run: "Government Forces Enter X". The organisation name
        # ends at a verb or a preposition; what follows is read on its own.
        org_end = next(
            (
                i
                for i, word in enumerate(words)
                if i
                and (
                    word in _HEADLINE_BREAKS
                    or (words[i - 1] in _ORG_HEADS and word not in _ORG_HEADS and word not in _ORG_LINKS)
                )
            ),
            len(words),
        )
        org_words = words[:org_end]
        is_org = org_end if not _ORG_HEADS.isdisjoint(org_words) or (words and words[0] in _ORG_FIRST) else 0
        # an organisation name that ends on its complement, not its head word, may go on with "in X"
        org_open = bool(is_org) and org_end == len(words) and words[-1] not in _ORG_HEADS
        shared = ordinary = False
        plain = places = ()
        if chosen:
            shared = any(len(entry.keys) > 1 and entry.role == "place" for *_, entry, _, _ in chosen)
            ordinary = any(entry.ordinary for *_, entry, _, _ in chosen)
            plain = tuple(_read(chunk, 0, chosen, words, self.gazetteer, is_org))  # with nothing around the run
            places = tuple(reading for reading in plain if reading[3] == "place")
        first = next((w for w in words if w not in _FUNCTION_WORDS), "")
        may_be_unknown = not (chosen or is_org or first in _NOT_TOPONYMS or first in _PERSON_WORDS) and bool(first)
        may_be_unknown = may_be_unknown and first not in _HEADLINE_BREAKS and chunk.isascii()
        result = _Chunk(tuple(chosen), words, is_org, org_open, plain, places, shared, ordinary, may_be_unknown)
        if len(self._cache) > 50_000:  # bounded memory on text full of new names
            self._cache.clear()
        self._cache[chunk] = result
        return result


def _directions(words: tuple[str, ...]) -> int:
    """How many of the first words are direction words ("north western", "Northern")."""
    count = 0
    while count < len(words) and words[count] in _DIRECTION_TOKENS:
        count += 1
    return count


class _Chunk(NamedTuple):  # a tuple: made fast, as one is made for every new run
    matches: tuple
    words: tuple[str, ...]
    is_org: int  # how many of the first words make an organisation name (0: none)
    org_open: bool
    plain: tuple  # the readings when nothing around the run says more
    places: tuple  # those of them with the role "place"
    shared: bool  # a name of two places (Idlib city / governorate): words around it may choose
    ordinary: bool  # a name that is also a common word: words around it decide whether it is a place
    may_be_unknown: bool  # no name, no organisation, no function word first: perhaps a toponym the gazetteer lacks


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
def _not_after(words: Iterable[str]) -> str:
    """Negative lookbehinds for "word." (lookbehinds need a fixed width: one per word length)."""
    by_length: dict[int, list[str]] = {}
    for word in sorted(words):
        by_length.setdefault(len(word), []).append(word)
    return "".join(rf"(?<!\b(?i:{'|'.join(group)})\.)" for _, group in sorted(by_length.items()))


# A sentence ends at a line break, or at . ! ? before a capital; but a full stop after an
# abbreviation or a single letter (an initial, "U.S.") ends none. The pattern begins with a
# character set so that the regex engine can skip quickly to the next candidate.
_SENTENCE_END = re.compile(
    r"[.!?…\n。؟](?:(?<=\n)\n*|(?<=[。؟])|"
    rf"(?<=[.!?…]){_not_after(_ABBREVIATIONS)}(?<!\b[A-Za-z]\.)[.!?…]*[\"'”’)\]]*"
    r"(?=\s+[\"'“‘(\[]?[^\W_a-z]|\s*$))"
)


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Split ``text`` into sentences: ``[(start, end)]`` without surrounding white space.

    A full stop after an abbreviation ("Mr.", "Gen.") or an initial ("U.S.") ends no sentence.
    """
    bounds = _sentence_bounds(text)
    spans = (_strip(text, a, b) for a, b in zip(bounds, bounds[1:]))
    return [span for span in spans if span[1] > span[0]]


def _sentence_bounds(text: str) -> list[int]:
    return [0, *map(re.Match.end, _SENTENCE_END.finditer(text)), len(text)]


def _strip(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


# --- resolution ----------------------------------------------------------------
def _type_before(text: str, start: int) -> str | None:
    """The place type named just before ``start``: "the province of X", "مدينة X"."""
    before = _type_word_before(text, start)
    if not before:
        return None
    word = before.group("word")
    return _FEATURES.get(word[::-1].casefold()) if word else _ARABIC_TYPE[before.group("ar")[::-1]]


def _type_word_before(text: str, start: int) -> re.Match | None:
    """A type word just before ``start`` ("the district of X", "حي X"), matched on the reversed text."""
    if not _may_follow_type(text, start):
        return None
    return _BEFORE_TYPE_REVERSED.match(text[max(0, start - 31) : start][::-1])


def _type_after(text: str, end: int) -> str | None:
    """The place type named just after ``end``: "X, a city in ..."."""
    after = _AFTER_TYPE.match(text, end, min(len(text), end + 40)) if "," in text[end : end + 3] else None
    return _FEATURES.get(after.group("word").casefold()) if after else None


def _resolve(gazetteer: Gazetteer, keys: tuple[str, ...], wanted: str | None) -> tuple[Place, float, str]:
    """Choose among the places of a name: ``(place, score, rule)``.

    The rules, in order: the only candidate; the type that a word around the name asks for
    ("Idlib province", "the city of Idlib", "ريف حلب"), where a city's name with a governorate
    word means the governorate it is the capital of ("Deraa province"); the ``default_sense``
    that the curated gazetteer sets; a town before the governorate of its name that holds it
    (bare "Deir ez-Zor" is the city); the curated tier before the GeoNames tier; population.
    The geoparser then lets the article's other places (its spatial focus) overrule the last
    two (:func:`_by_focus`).
    """
    places = [gazetteer[k] for k in keys]
    if wanted:
        typed = [p for p in places if p.type == wanted or (wanted == "city" and p.type == "town")]
        if len(typed) == 1:
            return typed[0], 0.85, "type word"
        if wanted == "governorate" and not typed:
            capital_of = [g for p in places if (g := _governorate_named_after(gazetteer, p)) is not None]
            if capital_of:
                return capital_of[0], 0.8, "type word"
    if len(places) == 1:
        return places[0], 0.95, "only candidate"
    default = next((p for p in places if p.default_sense), None)
    if default is not None:
        return default, 0.7, "default sense"
    towns = [p for p in places if p.type in ("city", "town") and any(g in places for g in gazetteer.ancestors(p.key))]
    if len(towns) == 1:
        return towns[0], 0.7, "town before its governorate"
    best = min(places, key=_candidate_rank)
    rule = "curated tier" if best.tier == "curated" and any(p.tier != "curated" for p in places) else "population"
    return best, 0.6, rule


_FOCUS_RULES = frozenset({"curated tier", "population"})
_FOCUS_SOURCES = frozenset({"only candidate", "type word", "default sense", "town before its governorate"})
_FOCUS_TYPES = frozenset({"city", "town", "village", "district", "crossing", "landmark", "region"})


def _by_focus(
    gazetteer: Gazetteer, keys: tuple[str, ...], place: Place, rule: str, lat: float, lon: float
) -> tuple[Place, str]:
    """The candidate nearest the article's focus, when it is much nearer than the tiers' or population's choice."""
    nearest = min((gazetteer[k] for k in keys), key=lambda p: (haversine_km(p.lat, p.lon, lat, lon), p.key))
    if nearest is place:
        return place, rule
    near_km = haversine_km(nearest.lat, nearest.lon, lat, lon)
    if haversine_km(place.lat, place.lon, lat, lon) > max(100.0, 3 * near_km):
        return nearest, "spatial focus"
    return place, rule


_NEXT_WORD = re.compile(r"[ \-](\w+)")
_NAME_ENDS = _HEADLINE_BREAKS | _ORG_LINKS | _FUNCTION_WORDS | _NOT_TOPONYMS


def _name_goes_on(text: str, end: int) -> bool:
    """Whether a capitalised word that may continue a name follows ``end`` directly ("Tal| Halaf")."""
    after = _NEXT_WORD.match(text, end)
    return after is not None and after.group(1)[:1].isupper() and fold(after.group(1)) not in _NAME_ENDS


_LARGE_FOREIGN_CITY = 500_000  # Amman, Baghdad: named without their country (as in the tier script)


def _country_of(gazetteer: Gazetteer, place: Place) -> Place | None:
    """The country that holds ``place`` (itself when it is one), by its parent chain."""
    if place.type == "country":
        return place
    return next((a for a in gazetteer.ancestors(place.key) if a.type == "country"), None)


def _names_country(text: str, country: Place) -> bool:
    """Whether ``text`` names ``country`` (a name or a demonym) anywhere.

    A place of a neighbouring country that only the GeoNames tier holds is read only with such
    support, another place of that country read before it, or a type word (a city of 500,000
    people or more needs none: "Amman", "Baghdad"): "Batman", "Tyre" and
    "Balad" in Syria reporting are a costume, a tyre and part of a name far more often than towns
    hundreds of km away, and a lone one is dropped (not returned as an unknown place).
    """
    names = [n for n in (*country.names, *country.demonyms) if n]
    return any(re.search(rf"(?<!\w){re.escape(n)}(?!\w)", text) for n in names)


def _candidate_rank(place: Place) -> tuple:
    return (place.tier != "curated", -(place.population or 0), place.key)


def _governorate_named_after(gazetteer: Gazetteer, place: Place) -> Place | None:
    """The governorate that ``place`` (a city) gives its name to: Deraa -> Daraa Governorate."""
    if place.type not in ("city", "town"):
        return None
    first = {fold(n).split(" ")[0] for n in place.names if fold(n)}
    for ancestor in gazetteer.ancestors(place.key):
        if ancestor.type == "governorate" and first & {fold(n).split(" ")[0] for n in ancestor.names if fold(n)}:
            return ancestor
    return None


def _list_type(text: str, start: int) -> str | None:
    """The type that a plural type word gives every name of its list: "the provinces of A, B and C", "محافظات أ وب"."""
    tokens = _LIST_TOKEN.findall(text[max(0, start - 120) : start])
    for i in range(len(tokens) - 1, -1, -1):
        token = tokens[i]
        low = token.casefold()
        if low in _PLURAL_TYPES:
            return _PLURAL_TYPES[low]
        if low in (",", "،", "and", "&", "of") or low in ARTICLES or token[:1].isupper():
            continue
        if "\u0600" <= token[:1] <= "\u06ff" and (token[0] == "و" or (i and tokens[i - 1] in _PLURAL_TYPES)):
            continue  # "محافظات حلب واللاذقية": the first name follows the type word, the others begin with و
        return None
    return None


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
    return list(iter_mentions(text, gazetteer, include_all=include_all))


def iter_mentions(text: str, gazetteer: Gazetteer | None = None, *, include_all: bool = False) -> Iterator[Mention]:
    """Yield the mentions of :func:`geoparse` one at a time, in text order.

    Memory stays bounded by the text itself however many mentions a very long text holds.
    """
    if not isinstance(text, str):
        raise TypeError(f"geoparse() needs a str, got {type(text).__name__}")
    rec = _recogniser(gazetteer if gazetteer is not None else load_gazetteer())
    # Sentence ends are found as the mentions reach them: one lazy pass, no list of them all.
    ends = map(re.Match.end, _SENTENCE_END.finditer(text))
    sentence_start, sentence_end, sentence = 0, 0, (0, 0)
    new = tuple.__new__
    open_org_end = last_place_end = -1
    focus_lat = focus_lon = 0.0
    focus_n = 0  # the places read so far with no choice to make: the article's spatial focus
    countries_seen: set[str] = set()  # the countries of the places and demonyms read so far
    country_keys = rec.country_keys
    cache_get = rec._cache.get
    for run in _RUN.finditer(text):
        run_text = run.group()
        chunk = cache_get(run_text) or rec.chunk_matches(run_text)
        continues_org = open_org_end >= 0 and _IN_BETWEEN.fullmatch(text, open_org_end, run.start()) is not None
        open_org_end = run.end() if chunk.org_open else -1
        if run.lastindex is None and not (
            continues_org
            or chunk.ordinary
            or (chunk.shared and (0 <= run.start() - last_place_end <= 8 or text.startswith((",", " and "), run.end())))
        ):  # nothing around it can change it
            readings = chunk.plain if include_all else chunk.places
            offset = run.start()
            if not readings:
                if not chunk.may_be_unknown or continues_org:
                    continue
                start, end = run.span()
                if not (
                    _locative_before(text, start)
                    or 0 <= start - last_place_end <= 8
                    or text[end : end + 1] == ","
                    or text.startswith(" and ", end)
                ):
                    continue
                unknown = _unknown_toponym(text, start, end, None, -1, chunk, last_place_end, rec)
                if unknown is None:
                    continue
                readings, offset = ((*unknown, None, "place", 0.5, "unknown", ()),), 0
        else:
            offset, readings = _in_context(text, run, chunk, rec, continues_org, include_all, last_place_end)
        for start, end, place, role, score, rule, keys in readings:
            start += offset
            end += offset
            if place is not None and place.tier != "curated" and end < run.end() and _name_goes_on(text, end):
                continue  # "Tal" of "Tal Halaf": a GeoNames name that is only the head of a longer one
            if (
                place is not None
                and place.tier != "curated"
                and rule != "type word"
                and (place.population or 0) < _LARGE_FOREIGN_CITY
            ):
                country = _country_of(rec.gazetteer, place)
                if country is not None and country.key != "syria":
                    if not (
                        country.key in countries_seen
                        or _names_country(text, country)
                        or _type_before(text, start)
                        or _type_after(text, end)
                    ):
                        continue  # a lone foreign GeoNames name: a word or a name more often than a place
            if place is not None:
                country_key = country_keys.get(place.key, "")
                if country_key == "":
                    country = _country_of(rec.gazetteer, place)
                    country_key = country_keys[place.key] = country.key if country is not None else None
                if country_key is not None:
                    countries_seen.add(country_key)
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
                last_place_end = end
            yield new(
                Mention, (start, end, text[start:end], place, role, score, sentence if inside else (start, end), rule)
            )


def _in_context(
    text: str,
    run: re.Match,
    chunk: _Chunk,
    rec: _Recogniser,
    continues_org: bool,
    include_all: bool,
    previous_end: int = -1,
) -> tuple[int, Iterable[tuple]]:
    """The readings of a run with cues around it: ``(offset, readings)``, offsets relative to ``offset``.

    ``previous_end`` is where the place mention before the run ends ("Nubl and Zahraa").
    """
    start, end = run.span()
    article, direction, of, comma, feature = run.group("article", "direction", "of", "comma", "feature")
    near = article is not None or direction is not None
    feature_end = run.end("feature")
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
                )
            )
        )
    if settled:  # nothing outside the span says more than the span itself
        return start, chunk.plain if include_all else chunk.places
    next_start = _next_place_start(text, feature_end if feature else end, rec) if chunk.ordinary else -1
    readings = _read(
        text, start, chunk.matches, chunk.words, rec.gazetteer, is_org, feature, feature_end, previous_end, next_start
    )
    return 0, readings if include_all else [reading for reading in readings if reading[3] == "place"]


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
) -> list[tuple]:
    """``(start, end, place, role, score)`` of the names matched in a run that begins at ``span_start``.

    ``feature`` is a feature word after the run ("province"), the last of ``words``, ending at ``feature_end``;
    ``previous_end`` is where a place mention before the run ends, ``next_start`` where one after it begins.
    """
    name_words = len(words) - (1 if feature else 0)
    out = []
    leading = _directions(words)
    for i, (rel_start, rel_end, entry, first, last) in enumerate(matches):
        m_start, m_end = span_start + rel_start, span_start + rel_end
        if entry.role == "place" and first and words[first].isascii() and _after_person_words(words, first):
            continue  # "Mohammad Ansari", "Abu Ahmad al-Ansari": a person's name
        if entry.ordinary and _AGE.match(text, m_end):
            continue  # "Zahraa, 12, was wounded": a person and her age
        if entry.ordinary and not (
            (feature and last == name_words - 1)  # "al-Mashhad district"
            or _type_word_before(text, m_start)  # "حي المشهد", "the district of al-Mashhad"
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
        if first < is_org:
            role, place, score = "organisation", gazetteer[entry.keys[0]], 0.8
        elif entry.role == "adjective":
            role, place, score = "adjective", gazetteer[entry.keys[0]], 0.9
        else:
            at_end = last == name_words - 1
            if feature and at_end:  # the words around the name choose its type
                wanted = _FEATURES[feature]
            elif len(entry.keys) == 1:
                wanted = None
            else:
                wanted = (
                    _type_before(text, m_start)
                    or _type_after(text, m_end)
                    or _list_type(text, m_start)
                    or _list_type_after(text, m_end)
                )
                if wanted is None and leading and first == leading and _compound_direction(words[:leading]):
                    wanted = "governorate"  # "northwestern Aleppo": a part of the province, not of the city
            place, score, rule = _resolve(gazetteer, entry.keys, wanted)
            role = "place"
            if wanted == "governorate" and place.type == "governorate" and not text[m_start : m_start + 1].isascii():
                m_start = _arabic_governorate_word(text, m_start)  # "ريف حلب", "محافظة إدلب": the word is in the span
            if leading and first == leading and place.type in _DIRECTIONAL_TYPES:
                m_start = span_start  # "southern Aleppo", "northwestern Syria"
            if at_end and feature in _SPAN_FEATURES:
                m_end = feature_end  # "Idlib province", "Al-Amiriyah district"
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
        out.append((m_start, m_end, place, role, score, "", ()))
    return out


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
    for token in _LIST_TOKEN.findall(text, end, end + 80):
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
    return all(word in _PERSON_WORDS for word in itertools.islice(words, first))


def _next_place_start(text: str, end: int, rec: _Recogniser) -> int:
    """Where the next place begins if it is listed after ``end`` ("X, Y and al-Z"), else -1."""
    gap = _LISTED.match(text, end)
    if not gap:
        return -1
    run = _RUN.search(text, gap.end(), gap.end() + 20)  # past an article or a direction: "and al-Bab"
    if not run or text[gap.end() : run.start()].strip(" -").casefold() not in _LIST_PREFIXES:
        return -1
    run = _RUN.match(text, run.start())  # the whole run, not cut at the search window
    if any(reading[0] == 0 for reading in rec.chunk_matches(run.group()).places):
        return gap.end()
    return -1


def _prefix(text: str, start: int) -> int:
    """Reach back over an article ("ar-Ramuseh") and a direction ("eastern Aleppo")."""
    if text[start - 1 : start] == "-":
        begin = max(text.rfind(" ", max(0, start - 6), start - 1), text.rfind("\n", max(0, start - 6), start - 1)) + 1
        if text[begin : start - 1].casefold() in ARTICLES:
            start = begin
    if text[start - 1 : start] in (" ", "\t"):
        begin = max(text.rfind(" ", max(0, start - 17), start - 1), text.rfind("\n", max(0, start - 17), start - 1)) + 1
        if text[begin : start - 1].casefold() in _DIRECTION_WORDS:
            return begin
    return start


def _unknown_toponym(
    text: str,
    start: int,
    end: int,
    feature: str | None,
    feature_end: int,
    chunk: _Chunk | None = None,
    previous_end: int = -1,
    rec: _Recogniser | None = None,
) -> tuple[int, int] | None:
    """The span of a capitalised name that the gazetteer lacks, in a place pattern, or None.

    Place patterns: a feature word after it ("X province"), a type word around it ("the town of
    X", "X, a village"), a locative word before it ("near X", "from the X"), or a list beside a
    known place ("Douma, X and Harasta"). Function words ("The", "A", "This"), months, days,
    languages and people's names are never toponyms.
    """
    words = chunk.words if chunk is not None else tuple(fold(text[start:end]).split())
    skip = 0
    while skip < len(words) and words[skip] in _FUNCTION_WORDS:
        skip += 1
    if skip == len(words) or words[skip] in _NOT_TOPONYMS or words[skip] in _PERSON_WORDS:
        return None
    if words[skip] in _HEADLINE_BREAKS or not _ORG_HEADS.isdisjoint(words):
        return None  # "Close In": the verb of a headline; "Islamic State Forces": an organisation
    if skip:  # "The Nasib", "A Jordanian": the span starts after the function words
        tokens = fold_spans(text[start:end])
        if len(tokens) != len(words):
            return None
        start += tokens[skip].start
    if feature in _PLACE_FEATURES:
        return start, feature_end if feature in _SPAN_FEATURES else end
    if _type_before(text, start) or _type_after(text, end):
        return start, end
    if not text[start:end].isascii() or _is_abbreviation(text[start:end]):
        return None  # Arabic script has no capitals: only a type word makes an unknown Arabic name a place
    if _locative_before(text, start) and not _REPORTED_BY.search(text, max(0, start - 20), start):
        return start, end
    if 0 <= previous_end < start and start - previous_end <= 8 and _listed(text, previous_end, start):
        if text[previous_end:start].replace(",", " ").split() == ["and"]:
            return start, end  # "Douma and X", "Douma, Harasta, and X"
    if rec is not None and text[end : end + 1] in (",", " ") and (following := _next_place_start(text, end, rec)) >= 0:
        if "and" in text[end:following].replace(",", " ").split():
            return start, end  # "X and Harasta"
        run = _RUN.match(text, following)
        if run and _LISTED.match(text, run.end()) and not text.startswith("'s", run.end()):
            return start, end  # "X, Douma, Harasta": a list goes on after the known place
    return None


def _locative_before(text: str, start: int) -> bool:
    """Whether a locative word stands just before ``start``: "near X", "from the X" (any whitespace between)."""
    if start < 3 or not text[start - 1].isspace():
        return False
    last = len(text[max(0, start - 4) : start].rstrip()) + max(0, start - 4) - 1  # the letter before the gap
    if last < 1 or not text[last].islower():
        return False
    window_start = max(0, start - 24)
    words = text[window_start:start].split()
    if len(words) >= 2 and words[-1] == "the":
        words.pop()
    if not words or words[-1] not in _LOCATIVES:
        return False
    # the word must begin at whitespace, not be the tail of a longer word cut by the window
    return len(words) > 1 or window_start == 0 or text[window_start - 1].isspace()


def _may_follow_type(text: str, start: int) -> bool:
    """A cheap test before the regex: "... of X" or an Arabic word before X ("مدينة Aleppo")."""
    before = text[max(0, start - 3) : start]
    return before[-1:].isspace() and (before[:2] == "of" or "\u0600" <= before[-2:-1] <= "\u06ff")
