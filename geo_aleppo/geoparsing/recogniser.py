"""The recogniser of one gazetteer: its Aho-Corasick automaton over every folded name, and the per-run cache."""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from operator import itemgetter

import ahocorasick

from ..gazetteer import TIERS, Gazetteer, Place
from ..names import _fold_spans, _fold_token, fold
from ..vocab.arabic import PROCLITICS
from ..vocab.places import joined_heads
from .model import Chunk, Role
from .reading import _alone, _arabic_nisba, _city_and_governorate, _read
from .resolution import _LARGE_FOREIGN_CITY, _country_of, _resolve
from .words import (
    _ARTICLE_JOINED,
    _FUNCTION_WORDS,
    _HEADLINE_BREAKS,
    _NOT_TOPONYMS,
    _OPERATION_HEADS,
    _ORG_FIRST,
    _ORG_HEADS,
    _ORG_LINKS,
    _ORGS_WITH_IN,
    PERSON_WORDS,
    _is_abbreviation,
)

# Generic words for a state's forces: after a country's name they make no organisation's name ("US Special Forces").
_STATE_FORCES = frozenset(
    fold(w) for w in "special forces force army navy air marines marine military troops command central armed".split()
)


_OPEN_WITH_AND = 2  # org_open: the name goes on with "and X" or "and the X" as well as "in X"


def _names_state_of(words: tuple[str, ...]) -> bool:
    """Whether a run holds "Islamic State of", the long names of ISIS/ISIL ("Fighters of the Islamic State of Iraq")."""
    return any(words[i : i + 3] == ("islamic", "state", "of") for i, word in enumerate(words) if word == "islamic")


@dataclass(frozen=True, slots=True)
class _Entry:
    keys: tuple[str, ...]
    role: Role
    exact_case: bool  # an all-capitals abbreviation such as "US" must appear in capitals
    ordinary: bool = False  # also a common word (المشهد "the scene"): a place only in a place context
    # the reading when no word around the name asks for a type: (place, score, rule) of _resolve
    untyped: tuple[Place, float, str] | None = None
    city_and_governorate: bool = False  # its candidates are a governorate and a city or town (Idlib, حلب)
    # ``(place, role, score, rule, focus)`` of the name when it opens its run and nothing around it can change
    # its reading (one place, not a common word, not an abbreviation): the tail of a reading of :func:`._read`,
    # decided once per name at load instead of once per run
    alone: tuple | None = None


def _proclitics() -> tuple[tuple[str, int], ...]:
    """Each proclitic (:data:`vocab.arabic.PROCLITICS`) that a folded word still begins with, and its letters.

    The letters counted are those outside the span. Folding strips the article with one letter before it
    ("والرقة" folds as "رقه"): those forms need no entry (``_Recogniser._clitic`` finds their letter). The
    others keep their letters: "وب" + "رقه"; the article after two letters stays inside the span ("وبالرقة" ->
    "الرقة"), and of "لل" only the first "ل" is the preposition.
    """
    out = []
    for clitic in PROCLITICS:
        if clitic.endswith("ال") and len(clitic) == 3:
            continue  # folding strips it
        article = 2 if clitic.endswith("ال") else 1 if clitic.endswith("لل") else 0
        out.append((clitic, len(clitic) - article))
    return tuple(out)


_CLITICS = _proclitics()


_new = tuple.__new__  # a Chunk made without the Python-level __new__ of NamedTuple (one per new run)


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
        self._gazetteer = weakref.ref(gazetteer)  # weakly, or _RECOGNISERS would keep both for ever (~30 MB each)
        # place key -> (its country, whether it is of the second tier, whether it is a foreign GeoNames place
        # that needs support in the text), as the geoparser meets it
        self.places_info: dict[str, tuple[Place | None, bool, bool]] = {}
        entries: dict[str, _Entry] = {}
        for name, keys in gazetteer.name_index.items():
            places = [gazetteer[k] for k in keys]
            exact = all(_is_abbreviation(n) for p in places for n in p.names if fold(n) == name)
            # the first place decides (curated before GeoNames): is the name a common word too?
            ordinary = any(fold(word) == name for word in places[0].ordinary_words)
            untyped = _resolve(gazetteer, keys, None)
            entries[name] = _Entry(
                keys,
                "place",
                exact,
                ordinary,
                untyped,
                _city_and_governorate(gazetteer, keys),
                None if exact or ordinary or len(keys) > 1 else _alone(keys, *untyped),
            )
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
        # "ديرالزور", "البوكمال": an Arabic name whose first word the press often joins to the next, written joined;
        # "كفر نبل": one written joined, written apart
        heads = joined_heads()
        for place in gazetteer:
            for name in (place.name_ar, *place.variants):
                if name.isascii() or (entry := entries.get(fold(name))) is None or entry.role != "place":
                    continue
                words = name.split(" ")
                if len(words) > 1 and words[0] in heads:
                    entries.setdefault(fold(" ".join([words[0] + words[1], *words[2:]])), entry)
                elif len(words) == 1 and (head := next((h for h in heads if name.startswith(h)), None)):
                    if len(name) - len(head) >= 3:
                        entries.setdefault(fold(f"{head} {name[len(head):]}"), entry)
        # the first words of the Arabic names: a word that is none of them may be a proclitic and one of them
        # ("وكفريا", "بحلب", "وبالرقة"), read by :meth:`_unclitic` instead of entries for every proclitic form
        arabic = [name.split(" ") for name, entry in entries.items() if entry.role == "place" and not name.isascii()]
        self._arabic_heads = frozenset(words[0] for words in arabic)
        self._arabic_words = frozenset(word for words in arabic for word in words)  # never split: "كبري" of a name
        self.entries = entries  # a one-word run needs no scan: its word is a name or it is not
        self.automaton = ahocorasick.Automaton()
        for folded, entry in entries.items():
            self.automaton.add_word(f" {folded} ", (len(folded), entry))
        self.automaton.make_automaton()
        self.cache: dict[str, tuple] = {}

    def place_info(self, place: Place) -> tuple[Place | None, bool, bool]:
        """``(country, second tier, foreign)`` of a place, worked out once (see :func:`.parse.iter_mentions`).

        A foreign place is one of the GeoNames tier, in a country other than Syria, of fewer than
        :data:`~.resolution._LARGE_FOREIGN_CITY` people.
        """
        country = _country_of(self.gazetteer, place)
        second_tier = place.tier in TIERS  # GeoNames, OSM, OCHA: not the curated places nor the features
        foreign = (
            country is not None
            and second_tier
            and (place.population or 0) < _LARGE_FOREIGN_CITY
            and country.key != "syria"
        )
        info = self.places_info[place.key] = (country, second_tier, foreign)
        return info

    def chunk_matches(self, chunk: str) -> Chunk:
        """Longest non-overlapping matches in a chunk, cached by the chunk's text."""
        hit = self.cache.get(chunk)
        if hit is not None:
            return hit
        if chunk.isalpha():  # one word of letters, the common case: fold_spans without its list and token
            folded = _fold_token(chunk)
            if folded:
                return self._one_word(chunk, (0, len(chunk), folded))
            tokens = []
        else:
            tokens = _fold_spans(chunk)
            if len(tokens) == 1:  # most runs are one word ("The", "Aleppo"): the same reading, without the scan
                return self._one_word(chunk, tokens[0])
        words = tuple(map(itemgetter(2), tokens))  # the folded words
        scanned, clitics = (words, None) if chunk.isascii() else self._unclitic(words)
        chosen = []
        # Each word in " word word ", so that matches fall on word boundaries; the automaton
        # gives the index of a match's closing space and its length.
        if found := list(self.automaton.iter(f" {' '.join(scanned)} ")):
            word_at, position = {}, 1  # the index of a word by its first character and by its closing space
            for i, word in enumerate(scanned):
                word_at[position] = i
                position += len(word)
                word_at[position] = i
                position += 1
            # by first word, then longest first (no two matches span the same words: one key each)
            spans = sorted([(word_at[end - length], -word_at[end], entry) for end, (length, entry) in found])
            covered = -1
            for first, last, entry in spans:
                last = -last
                if first > covered:
                    covered = last
                    if last + 1 < len(tokens) and _ARTICLE_JOINED.match(chunk, tokens[last + 1][0]):
                        continue  # "Bab" of "Bab al-Salama": the first word of a longer Arabic name
                    start = tokens[first][0]
                    if clitics is not None:  # "وحماة" -> "حماة", "والرقة" -> "الرقة"
                        start += clitics[first] or self._clitic(chunk[start : tokens[first][1]], entry)
                    chosen.append((start, tokens[last][1], entry, first, last))
        # A title-case headline reads as one run: "Government Forces Enter X". The organisation name
        # ends at a verb or a preposition; what follows is read on its own.
        has_head = not _ORG_HEADS.isdisjoint(words)
        org_end = len(words)
        if has_head or not _HEADLINE_BREAKS.isdisjoint(words[1:]):  # else no word ends an organisation name
            org_end = next(
                (
                    i
                    for i, word in enumerate(words)
                    if i
                    and (
                        word in _HEADLINE_BREAKS
                        or (
                            words[i - 1] in _ORG_HEADS
                            and word not in _ORG_HEADS
                            and word not in _ORG_LINKS
                            and not (i + 1 < len(words) and words[i + 1] in _ORG_HEADS)  # "Agence France Presse"
                        )
                    )
                ),
                org_end,
            )
        org_words = words[:org_end]
        # the first word that is no function word: "The Hay'et Tahrir al-Sham-led rebels"
        lead = (
            words[0]
            if words and words[0] not in _FUNCTION_WORDS
            else next((w for w in words if w not in _FUNCTION_WORDS), "")
        )
        is_org = (
            org_end
            if (has_head and not _ORG_HEADS.isdisjoint(org_words))
            or lead in _ORG_FIRST
            or words[-1:] in _ORGS_WITH_IN  # "al-Qaeda": a group's known name, whatever its first word
            or words[-2:] in _ORGS_WITH_IN  # "Islamic State"
            else 0
        )
        if len(words) >= 2 and words[-1] in _OPERATION_HEADS and words[0].isascii():
            is_org = org_end = len(words)  # "Jazira Storm", "Euphrates Shield": an operation's name
        elif is_org and chosen and self._country_and_its_forces(chosen[0], words, org_end):
            is_org = 0  # "US Special Forces", "Iraq Army": a country and its forces, a noun modifier, not a name
        # an organisation name may go on with "in X" when it is a known one ("al-Qaeda in Iraq") or ends on the
        # complement of "for" ("Office for Human Rights in X"); "Jaish al-Islam in Douma" names a place
        org_open = (
            bool(is_org)
            and org_end == len(words)
            and (
                words[-2:] in _ORGS_WITH_IN
                or words[-1:] in _ORGS_WITH_IN
                or ("for" in org_words and words[-1] not in _ORG_HEADS)
            )
        )
        if "islamic" in words and _names_state_of(words):
            # "the Islamic State of Iraq (and the Levant)": the group's name, which goes on with "and (the) X"
            is_org, org_end, org_open = len(words), len(words), _OPEN_WITH_AND
        shared = ordinary = False
        plain = places = ()
        if chosen:
            shared = any(len(entry.keys) > 1 and entry.role == "place" for *_, entry, _, _ in chosen)
            ordinary = any(entry.ordinary for *_, entry, _, _ in chosen)
            plain = tuple(_read(chunk, 0, chosen, words, self.gazetteer, is_org))  # with nothing around the run
            places = tuple([reading for reading in plain if reading[3] == "place"])
        first = lead
        may_be_unknown = not (chosen or is_org or first in _NOT_TOPONYMS or first in PERSON_WORDS) and bool(first)
        may_be_unknown = may_be_unknown and first not in _HEADLINE_BREAKS and chunk.isascii()
        busy = may_be_unknown or org_open or shared or ordinary
        result = _new(
            Chunk,
            (
                tuple(chosen),
                words,
                is_org,
                org_open,
                plain,
                places,
                shared,
                ordinary,
                may_be_unknown,
                not (busy or places),
                not (busy or plain),
            ),
        )
        return self._keep(chunk, result)

    def _unclitic(self, words: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[int, ...]]:
        """Folded Arabic words with a proclitic split off where the rest begins a name, and the letters split off.

        A word of a name itself is never split ("بنش", "كفريا", "كبرى" of "الصورة الكبرى"); the proclitics are
        those of the shared segmenter (:data:`vocab.arabic.PROCLITICS`), longest first; of "وبال" the article stays
        with the name ("وبالرقة" -> "الرقة"), of "لل" one "ل".
        """
        heads, known = self._arabic_heads, self._arabic_words
        out, cut = list(words), [0] * len(words)
        for i, word in enumerate(words):
            if word in known or word.isascii():
                continue
            for clitic, outside in _CLITICS:
                if word.startswith(clitic) and word[len(clitic) :] in heads:
                    out[i], cut[i] = word[len(clitic) :], outside
                    break
        return tuple(out), tuple(cut)

    def _clitic(self, written: str, entry: _Entry) -> int:
        """How many letters of an Arabic word, as written, stand before the name that it matched as folded.

        Folding strips the article with the letter before it ("والرقة", "بالحسكة" fold as the name): that letter is
        outside the name, unless the name itself begins with those three letters.
        """
        if len(written) < 5 or written[0] not in "وبفك" or written[1:3] != "ال":
            return 0
        head = written[:3]
        if entry.keys and any(n.startswith(head) for k in entry.keys for n in self.gazetteer[k].names):
            return 0
        return 1

    def _country_and_its_forces(self, match: tuple, words: tuple[str, ...], org_end: int) -> bool:
        """Whether a run is a country's name and then only generic words for its forces ("US Special Forces").

        "Syria Democratic Forces" and "Israel Defense Forces" are names (a word that is no generic one), and
        a demonym ("Syrian Arab Army") is read by the organisation rules.
        """
        _, _, entry, first, last = match
        rest = words[last + 1 : org_end]
        return (
            first == 0
            and bool(rest)
            and _STATE_FORCES.issuperset(rest)
            and entry.role == "place"
            and self.gazetteer[entry.keys[0]].type == "country"
        )

    def _one_word(self, chunk: str, token: tuple[int, int, str]) -> Chunk:
        """:meth:`chunk_matches` of a run of one word: a dictionary look-up stands for the automaton's scan.

        Names match on word boundaries, so one word matches exactly the name that it is; the
        organisation and headline rules, which look at the word before, have none to look at.
        """
        word = token[2]
        words = (word,)
        is_org = 1 if word in _ORG_HEADS or word in _ORG_FIRST or words in _ORGS_WITH_IN else 0
        org_open = bool(is_org) and words in _ORGS_WITH_IN
        entry = self.entries.get(word)
        clitic = 0
        if entry is None and not word.isascii():  # "وحماة", "بحلب": a proclitic and a name
            (stem,), (clitic,) = self._unclitic(words)
            entry = self.entries.get(stem) if clitic else None
        if entry is None:
            first = "" if word in _FUNCTION_WORDS else word
            may_be_unknown = not (is_org or first in _NOT_TOPONYMS or first in PERSON_WORDS) and bool(first)
            may_be_unknown = may_be_unknown and first not in _HEADLINE_BREAKS and chunk.isascii()
            quiet = not (may_be_unknown or org_open)
            result = _new(Chunk, ((), words, is_org, org_open, (), (), False, False, may_be_unknown, quiet, quiet))
            return self._keep(chunk, result)
        if not word.isascii():  # "وحماة" -> "حماة", "والرقة" -> "الرقة"
            token = (token[0] + (clitic or self._clitic(chunk[token[0] : token[1]], entry)), token[1], word)
        chosen = ((token[0], token[1], entry, 0, 0),)
        surface = chunk[token[0] : token[1]]
        if entry.alone is not None and not is_org and (surface.isascii() or not _arabic_nisba(surface, entry.alone[0])):
            plain = places = ((token[0], token[1], *entry.alone),)  # what _read gives, decided at load
        else:
            plain = tuple(_read(chunk, 0, chosen, words, self.gazetteer, is_org))  # with nothing around the run
            places = tuple([reading for reading in plain if reading[3] == "place"])
        shared = len(entry.keys) > 1 and entry.role == "place"
        busy = org_open or shared or entry.ordinary
        result = _new(
            Chunk,
            (
                chosen,
                words,
                is_org,
                org_open,
                plain,
                places,
                shared,
                entry.ordinary,
                False,
                not (busy or places),
                not (busy or plain),
            ),
        )
        return self._keep(chunk, result)

    def _keep(self, chunk: str, result: Chunk) -> Chunk:
        if len(self.cache) > 50_000:  # bounded memory on text full of new names
            self.cache.clear()
        self.cache[chunk] = result
        return result

    @property
    def gazetteer(self) -> Gazetteer:
        """The gazetteer read (alive whenever this recogniser is reached: through it)."""
        return self._gazetteer()  # type: ignore[return-value]


_RECOGNISERS: weakref.WeakKeyDictionary[Gazetteer, _Recogniser] = weakref.WeakKeyDictionary()


def recogniser_for(gazetteer: Gazetteer) -> _Recogniser:
    """The recogniser of ``gazetteer``, built once and kept while the gazetteer lives."""
    rec = _RECOGNISERS.get(gazetteer)
    if rec is None:
        rec = _RECOGNISERS[gazetteer] = _Recogniser(gazetteer)
    return rec
