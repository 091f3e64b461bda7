"""One vocabulary, as data: frames, sides, holding words, cancel words and references back (issue 22).

The bottom layer that geoparsing and claims both read: it imports nothing of geo_aleppo but names and
errors. The words live in TOML files beside this module (``data/frames.toml``, ``data/sides.toml``,
``data/words.toml``), loaded once, on first use, into frozen records. English lists hold lemmas; their
inflections are generated (:mod:`.english`). Every frame, side and word list has an ``ar`` list of Arabic
stems beside its English one, filled by the Arabic readers; the Arabic clitic segmenter is a module of this
package of its own (``vocab/arabic*.py``, issue 22's Arabic side).

>>> frame_of("retook").name
'take'
>>> side_of(["government", "forces"])
'government'
"""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from ..errors import VocabularyError
from .english import noun_forms, verb_forms

__all__ = [
    "Frame",
    "Side",
    "Words",
    "frames",
    "frame",
    "frame_of",
    "frame_forms",
    "sides",
    "side_of",
    "side_names",
    "other_side",
    "third_sides",
    "sides_in",
    "words",
    "verb_forms",
    "noun_forms",
    "EFFECTS",
]

EFFECTS = ("gain", "hold", "siege", "loss", "pass", "return")


@dataclass(frozen=True, slots=True)
class Frame:
    """A kind of event or state of a place's control, with its words.

    ``en`` holds verb lemmas; a two-word entry is a verb with its particle or preposition ("take over",
    "move into"): ``phrasal`` maps such a verb to its second words, ``single`` holds the verbs that make the
    frame alone. ``forms`` maps every generated form of the verbs to its lemma (seized -> seize, retook ->
    retake).
    """

    name: str
    effect: str
    en: tuple[str, ...]
    en_nouns: tuple[str, ...]
    en_held: tuple[str, ...]
    en_light: tuple[str, ...]
    en_object: tuple[str, ...]
    ar: tuple[str, ...]
    ar_nouns: tuple[str, ...]
    forms: dict[str, str]
    single: frozenset[str]
    phrasal: dict[str, tuple[str, ...]]


@dataclass(frozen=True, slots=True)
class Side:
    """A side of the map and its names (lowercase, hyphens as spaces) and Arabic names."""

    name: str
    en: tuple[str, ...]
    case_sensitive: tuple[str, ...]
    ar: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Words:
    """The word lists that are no frame: ``lists[section][key]`` as a frozenset (``words().get(...)``)."""

    lists: dict[str, dict[str, frozenset[str]]]
    references: dict[str, frozenset[str]]
    irregular: dict[str, tuple[str, str]]
    doubling: frozenset[str]

    def get(self, section: str, key: str) -> frozenset[str]:
        """One list, e.g. ``get("cancel", "en_modal")``; an unknown name raises KeyError."""
        return self.lists[section][key]


def _toml(name: str) -> dict[str, Any]:
    path = resources.files(__package__).joinpath("data", name)
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise VocabularyError(f"vocabulary {name}: {exc}") from None


def _strings(where: str, value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise VocabularyError(f"vocabulary {where}: expected a list of words")
    return tuple(value)


@cache
def words() -> Words:
    """The lists of ``data/words.toml``."""
    data = _toml("words.toml")
    irregular = {k: (v[0], v[1]) for k, v in data.pop("irregular").items()}
    doubling = frozenset(_strings("doubling.en", data.pop("doubling")["en"]))
    reference = data["reference"]
    references = {
        form: frozenset(_strings(f"reference.{noun}", types))
        for noun, types in reference.items()
        if not noun.startswith(("en_", "ar"))
        for form in noun_forms(noun)
    }
    lists = {
        section: {key: frozenset(_strings(f"{section}.{key}", value)) for key, value in table.items()}
        for section, table in data.items()
    }
    return Words(lists, references, irregular, doubling)


@cache
def frames() -> tuple[Frame, ...]:
    """Every frame, in the order of ``data/frames.toml``."""
    found = []
    vocab = words()
    for name, table in _toml("frames.toml").items():
        effect = table.get("effect")
        if effect not in EFFECTS:
            raise VocabularyError(f"vocabulary frames.{name}: effect must be one of {', '.join(EFFECTS)}")
        lists = {
            key: _strings(f"frames.{name}.{key}", table.get(key, []))
            for key in ("en", "en_nouns", "en_held", "en_light", "en_object", "ar", "ar_nouns")
        }
        forms: dict[str, str] = {}
        phrasal: dict[str, tuple[str, ...]] = {}
        for entry in lists["en"]:
            head, *rest = entry.split()
            if rest:
                phrasal[head] = (*phrasal.get(head, ()), " ".join(rest))
            for form in verb_forms(head, vocab.irregular, vocab.doubling):
                forms.setdefault(form, head)
        single = frozenset(e for e in lists["en"] if " " not in e)
        found.append(Frame(name, effect, forms=forms, single=single, phrasal=phrasal, **lists))
    return tuple(found)


def frame(name: str) -> Frame:
    """The frame called ``name`` (take, hold, besiege …); an unknown name raises KeyError."""
    for f in frames():
        if f.name == name:
            return f
    raise KeyError(name)


@cache
def _by_form() -> dict[str, Frame]:
    table: dict[str, Frame] = {}
    for f in frames():
        for form, lemma in f.forms.items():
            if lemma in f.single:
                table.setdefault(form, f)
    return table


@cache
def _by_phrase() -> dict[tuple[str, str], Frame]:
    return {(head, second): f for f in frames() for head, seconds in f.phrasal.items() for second in seconds}


def frame_of(word: str, second: str | None = None) -> Frame | None:
    """The frame of a verb form (any case), or of a verb with its particle or preposition ``second``.

    The first frame in ``data/frames.toml`` wins. With ``second``, the two-word verbs are tried
    ("moved", "into" -> enter), then the verb alone. None when no frame has the word.
    """
    lemma = None
    if second is not None:
        for f in frames():
            lemma = f.forms.get(word.lower())
            if lemma is not None and (lemma, second.lower()) in _by_phrase():
                return _by_phrase()[(lemma, second.lower())]
    return _by_form().get(word.lower())


def frame_forms() -> frozenset[str]:
    """Every form of every frame verb and noun: the cue words of a sentence worth parsing."""
    found: set[str] = set()
    for f in frames():
        found.update(f.forms)
        for noun in (*f.en_nouns, *f.en_held):
            found.update(noun_forms(noun))
    return frozenset(found)


@cache
def sides() -> tuple[Side, ...]:
    """Every side with its names; another country's forces (``[foreign]``) are names of ``unknown``."""
    data = _toml("sides.toml")
    foreign = data["foreign"]
    made = tuple(
        f"{c} {n}"
        for c in _strings("foreign.countries", foreign["countries"])
        for n in _strings("foreign.nouns", foreign["nouns"])
    )
    found = []
    for name, table in data["side"].items():
        en = tuple(w.lower().replace("-", " ") for w in _strings(f"side.{name}.en", table["en"]))
        if name == "unknown":
            en += made
        found.append(
            Side(
                name,
                en,
                _strings(f"side.{name}.case_sensitive", table.get("case_sensitive", [])),
                _strings(f"side.{name}.ar", table.get("ar", [])),
            )
        )
    return tuple(found)


@cache
def side_names() -> dict[tuple[str, ...], str]:
    """Every English name of a side as its lowercase words -> the side (hyphens split words)."""
    return {tuple(n.split()): s.name for s in sides() for n in s.en}


@cache
def _case_sensitive() -> dict[str, str]:
    return {n: s.name for s in sides() for n in s.case_sensitive}


@cache
def _longest() -> int:
    return max(len(k) for k in side_names())


def side_of(tokens: Sequence[str]) -> str | None:
    """The side named by the first name found in ``tokens`` (words as written; longest name first).

    Parameters
    ----------
    tokens : sequence of str
        The words of a phrase, hyphens as words of their own or split away ("rebel", "-", "held").

    Returns
    -------
    str or None
        government, opposition, sdf, isis, unknown (another country's forces), contested; None when
        the words name no side.
    """
    cased = _case_sensitive()
    kept = [w for t in tokens for w in t.replace("–", " ").replace("-", " ").split()]
    lower = [w.lower() for w in kept]
    names = side_names()
    for i in range(len(lower)):
        if kept[i] in cased:
            return cased[kept[i]]
        for n in range(min(_longest(), len(lower) - i), 0, -1):
            side = names.get(tuple(lower[i : i + n]))
            if side is not None:
                return side
    return None


@cache
def _pairs() -> dict[str, Any]:
    return _toml("sides.toml")["pairs"]


def third_sides() -> frozenset[str]:
    """The sides beyond the government and the opposition (isis, sdf)."""
    return frozenset(_pairs()["third"])


def other_side(side: str, named: frozenset[str]) -> str:
    """The side that holds what ``side`` besieges or takes from, when ``named`` (the text's sides) leaves one.

    >>> other_side("government", frozenset({"government"}))
    'opposition'
    >>> other_side("government", frozenset({"government", "isis"}))
    'unknown'
    """
    other = _pairs()["other"].get(side)
    if other is None or (named & third_sides() and other not in named):
        return "unknown"
    return other


def sides_in(tokens: Sequence[str]) -> frozenset[str]:
    """Every side that ``tokens`` (the words of a sentence) name, each once.

    >>> sorted(sides_in("rebels and IS fighters clashed".split()))
    ['isis', 'opposition']
    """
    cased = _case_sensitive()
    kept = [w for t in tokens for w in t.replace("–", " ").replace("-", " ").split()]
    lower = [w.lower() for w in kept]
    names = side_names()
    found = set()
    for i in range(len(lower)):
        if kept[i] in cased:
            found.add(cased[kept[i]])
        for n in range(min(_longest(), len(lower) - i), 0, -1):
            side = names.get(tuple(lower[i : i + n]))
            if side is not None:
                found.add(side)
                break
    return frozenset(found)
