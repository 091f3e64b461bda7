"""The type words of places and features in both scripts, read from ``data/places.toml`` (issue 25).

The geoparser reads them around a name ("the Tabqa dam", "سد تشرين", "Mount Hermon") and asks for a
place of that type; ``scripts/make_features.py`` joins them to each feature's core name to make the
names that the gazetteer holds ("Tishrin Dam", "سد تشرين").

>>> sorted(kinds_of("airport"))
['airbase', 'airport', 'heliport']
>>> fits("landmark", "dam"), fits("town", "dam")
(True, False)
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources

from ..errors import VocabularyError

__all__ = ["TypeWords", "Evidence", "type_words", "kinds_of", "fits", "governorate_evidence", "joined_heads"]


@dataclass(frozen=True, slots=True)
class TypeWords:
    """The words of one type."""

    type: str
    after: tuple[str, ...]  # English, after the name: "dam", "air base"
    before: tuple[str, ...]  # English, before the name: "mount", "lake"
    ar: tuple[str, ...]  # Arabic, before the name: "سد"
    ar_after: tuple[str, ...]  # Arabic adjectives after the name: "العسكري"
    also: tuple[str, ...]  # the other types the same words may name
    unknown: tuple[str, ...] = ()  # words of ``after`` that make an unknown capitalised name a toponym
    ar_unknown: tuple[str, ...] = ()  # words of ``ar`` that make an unknown Arabic name after them a toponym


def _words(kind: str, table: dict, field: str) -> tuple[str, ...]:
    value = table.get(field, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise VocabularyError(f"vocabulary places.{kind}.{field}: expected a list of words")
    return tuple(value)


_FIELDS = ("after", "before", "ar", "ar_after", "also", "unknown", "ar_unknown")


@cache
def type_words() -> dict[str, TypeWords]:
    """Every type and its words, from the data file."""
    path = resources.files(__package__).joinpath("data", "places.toml")
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise VocabularyError(f"vocabulary places.toml: {exc}") from None
    return {kind: TypeWords(kind, *(_words(kind, table, f) for f in _FIELDS)) for kind, table in data.items()}


def kinds_of(kind: str) -> frozenset[str]:
    """The types a word of ``kind`` may name: itself and its ``also`` ("airport" -> airport, airbase, heliport)."""
    words = type_words().get(kind)
    return frozenset({kind, *(words.also if words else ())})


# curated facilities carry the type "landmark": a facility's type word may name one
_LANDMARK_KINDS = frozenset({"airport", "airbase", "heliport", "dam", "prison", "oil_field", "gas_field", "bridge",
                             "square", "roundabout"})  # fmt: skip


def fits(place_type: str, wanted: str) -> bool:
    """Whether a place of ``place_type`` is what a type word for ``wanted`` names."""
    if place_type == wanted:
        return True
    if place_type == "landmark":
        return wanted in _LANDMARK_KINDS
    return wanted in type_words() and place_type in kinds_of(wanted)


@dataclass(frozen=True, slots=True)
class Evidence:
    """The words that tell a city from the governorate of its name (``data/governorates.toml``)."""

    city_frames: tuple[str, ...]
    ar_city_verbs: tuple[str, ...]
    en_region: tuple[str, ...]
    ar_region: tuple[str, ...]
    ar_dual: tuple[str, ...]


@cache
def governorate_evidence() -> Evidence:
    """The evidence words, from the data file."""
    path = resources.files(__package__).joinpath("data", "governorates.toml")
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise VocabularyError(f"vocabulary governorates.toml: {exc}") from None
    fields = ("city_frames", "ar_city_verbs", "en_region", "ar_region", "ar_dual")
    return Evidence(*(_words("governorates", data, f) for f in fields))


@cache
def joined_heads() -> frozenset[str]:
    """First words of Arabic place names that the press writes joined to the next ("ديرالزور", "البوكمال")."""
    path = resources.files(__package__).joinpath("data", "arabic_names.toml")
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise VocabularyError(f"vocabulary arabic_names.toml: {exc}") from None
    return frozenset(_words("arabic_names", data, "joined_heads"))
