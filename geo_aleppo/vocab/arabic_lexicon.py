"""The vocabulary's Arabic words as tables the Arabic readers look up: frames, sides, cancel words, references.

Built once, on first use, from the same data files as the English side (``data/frames.toml``,
``data/sides.toml``, ``data/words.toml``): every form is generated (:mod:`.arabic_forms` for verbs,
:data:`NOUN_ENDINGS` for nouns and adjectives) and normalised (:func:`.arabic.normalise`), so that a
reader compares a segmented word's stem (:func:`.arabic.segment`) with a table key.

>>> [(f.frame, f.kind) for f in frame_forms()["يحاصرون"]]
[('besiege', 'present')]
>>> reference_nouns()["بلدتين"]
(frozenset({'town', 'village'}), 2)
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from ..errors import VocabularyError
from . import frames, words
from .arabic import STRUCTURAL, normalise
from .arabic_forms import forms

__all__ = [
    "FrameForm",
    "SideName",
    "frame_forms",
    "side_names",
    "foreign_forces",
    "word_set",
    "verb_set",
    "reference_nouns",
    "known",
    "NOUN_ENDINGS",
    "VERB_LISTS",
    "words_of",
    "normalise",
]

#: The lists of ``data/words.toml`` whose entries are verbs (their forms generated as the frames' verbs).
VERB_LISTS = frozenset(
    {
        ("cancel", "ar_attempt"),
        ("cancel", "ar_denial"),
        ("cancel", "ar_lifted"),
        ("holding", "ar_light"),
        ("movement", "ar_depart"),
        ("movement", "ar_leave"),
        ("movement", "ar_arrive"),
        ("movement", "ar_pass"),
        ("movement", "ar_evacuate"),
        ("movement", "ar_enter"),
    }
)
#: The endings a noun or adjective takes (normalised): feminine, plurals, duals, construct forms.
NOUN_ENDINGS = ("", "ه", "ون", "ين", "و", "ي", "ات", "ان", "تان", "تين", "تا", "تي")


@dataclass(frozen=True, slots=True)
class FrameForm:
    """A form of a frame's Arabic word.

    The frame, what the form is (past, present, passive, masdar, participle, passive_participle, noun) and
    the verb or noun it comes from (normalised).
    """

    frame: str
    kind: str
    lemma: str


@dataclass(frozen=True, slots=True)
class SideName:
    """One Arabic name of a side, as its words: ``(definite, stems)`` per word, the stems of every ending."""

    side: str
    words: tuple[tuple[bool, frozenset[str]], ...]


def _data(name: str) -> dict[str, Any]:
    path = resources.files(__package__).joinpath("data", name)
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise VocabularyError(f"vocabulary {name}: {exc}") from None


def _noun(word: str) -> frozenset[str]:
    """The normalised forms of a noun written with "*" (every ending) or as it is."""
    if word.endswith("*"):
        stem = normalise(word[:-1])
        return frozenset(stem + e for e in NOUN_ENDINGS)
    return frozenset({normalise(word)})


def _verb_forms(entry: str, where: str) -> dict[str, Any]:
    try:
        return forms(entry)
    except ValueError as exc:
        raise VocabularyError(f"vocabulary {where}, entry {entry!r}: {exc}") from None


@cache
def frame_forms() -> dict[str, tuple[FrameForm, ...]]:
    """Every form of every frame's Arabic verbs and nouns -> what it is (first frame of the data first)."""
    table: dict[str, list[FrameForm]] = {}
    for f in frames():
        for entry in f.ar:
            for surface, found in _verb_forms(entry, f"frames.{f.name}.ar").items():
                for form in sorted(found, key=lambda x: x.kind):
                    table.setdefault(surface, []).append(FrameForm(f.name, form.kind, form.lemma))
        for noun in f.ar_nouns:
            lemma = normalise(noun)
            for surface in _noun(noun + "*"):
                table.setdefault(surface, []).append(FrameForm(f.name, "noun", lemma))
    return {k: tuple(dict.fromkeys(v)) for k, v in table.items()}


def _name_words(name: str) -> tuple[tuple[bool, frozenset[str]], ...]:
    out = []
    for word in name.split():
        definite = word.startswith("ال") and len(word) > 3
        out.append((definite, _noun(word[2:] if definite else word)))
    return tuple(out)


@cache
def side_names() -> tuple[SideName, ...]:
    """Every Arabic name of a side, longest first (a longer name wins where two begin at one word)."""
    data = _data("sides.toml")
    found = [SideName(side, _name_words(name)) for side, table in data["side"].items() for name in table.get("ar", [])]
    return tuple(sorted(found, key=lambda n: -len(n.words)))


@cache
def foreign_forces() -> tuple[frozenset[str], frozenset[str]]:
    """(nouns of forces, country adjectives with their endings): "القوات الروسية" is another country's."""
    foreign = _data("sides.toml")["foreign"]
    nouns = frozenset(normalise(n) for n in foreign.get("ar_nouns", []))
    adjectives = frozenset(s for a in foreign.get("ar_countries", []) for s in _noun(a + "*"))
    return nouns, adjectives


@cache
def words_of(section: str, key: str) -> frozenset[str]:
    """A list of ``data/words.toml`` as the forms it stands for, else its words.

    A verb list stands for its finite forms and masdars, not its participles ("داخل" is inside, not entering).
    """
    if (section, key) not in VERB_LISTS:
        return word_set(section, key)
    return frozenset(
        surface
        for entry in words().get(section, key)
        for surface, found in _verb_forms(entry, f"words.{section}.{key}").items()
        if any(f.kind in ("past", "present", "passive", "masdar") for f in found)
    )


@cache
def word_set(section: str, key: str) -> frozenset[str]:
    """A list of ``data/words.toml`` normalised (a word with "*" with its endings), e.g. cancel.ar_hedge."""
    return frozenset(s for w in words().get(section, key) for s in _noun(w))


@cache
def verb_set(section: str, key: str) -> frozenset[str]:
    """Every form of the verbs a list of ``data/words.toml`` names (entries as in :mod:`.arabic_forms`)."""
    return frozenset(s for e in words().get(section, key) for s in _verb_forms(e, f"words.{section}.{key}"))


@cache
def reference_nouns() -> dict[str, tuple[frozenset[str], int]]:
    """Arabic nouns that refer back -> (the gazetteer types they stand for, how many places: 1, 2 or 0 for many).

    Each ``ar_<noun>`` list of ``[reference]`` takes the types of the English noun; the dual (بلدتين، بلدتان،
    بلدتي) stands for two, a plural (بلدات، قرى) for several.
    """
    reference = _data("words.toml")["reference"]
    out: dict[str, tuple[frozenset[str], int]] = {}
    for key, nouns in reference.items():
        if not key.startswith("ar_") or key[3:] not in reference:
            continue
        types = frozenset(reference[key[3:]])
        for noun in nouns:
            stem = normalise(noun)
            base = stem[:-1] if stem.endswith("ه") else stem
            out.setdefault(stem, (types, 1))
            for dual in ("تين", "تان", "تي", "تا") if stem.endswith("ه") else ("ين", "ان", "ي", "ا"):
                out.setdefault(base + dual, (types, 2))
            out.setdefault(base + "ات", (types, 0))
    for plural, singular in _BROKEN_PLURALS.items():
        if singular in out:
            out.setdefault(plural, (out[singular][0], 0))
    return out


# plurals not made by an ending (a broken plural) of the reference nouns: listed by their singular
_BROKEN_PLURALS = {"قري": "قريه", "مدن": "مدينه", "احياء": "حي", "جيوب": "جيب", "محافظات": "محافظه"}


@cache
def _known() -> frozenset[str]:
    found: set[str] = set(STRUCTURAL) | set(frame_forms()) | set(reference_nouns())
    for name in side_names():
        for _, stems in name.words:
            found |= stems
    nouns, adjectives = foreign_forces()
    found |= nouns | adjectives
    for section, table in _data("words.toml").items():
        for key, values in table.items():
            if not key.startswith("ar_") or not isinstance(values, list):
                continue
            if (section, key) in VERB_LISTS:
                found |= verb_set(section, key)
            else:
                found |= {s for v in values for s in _noun(v)}
    return frozenset(found)


def known(stem: str) -> bool:
    """Whether a normalised stem is a word of the Arabic vocabulary (what the readers segment with)."""
    return stem in _known()
