"""The type words of features in both scripts, read from ``type_words.json`` (one data file).

The geoparser reads them around a name ("the Tabqa dam", "سد تشرين", "Mount Hermon") and asks for a
place of that type; ``scripts/make_features.py`` joins them to each feature's core name to make the
names that the gazetteer holds ("Tishrin Dam", "سد تشرين").
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

__all__ = ["TypeWords", "type_words", "kinds_of", "fits"]

_DATA = Path(__file__).with_name("type_words.json")


@dataclass(frozen=True, slots=True)
class TypeWords:
    """The words of one feature type."""

    type: str
    after: tuple[str, ...]  # English, after the name: "dam", "air base"
    before: tuple[str, ...]  # English, before the name: "mount", "lake"
    ar: tuple[str, ...]  # Arabic, before the name: "سد"
    ar_after: tuple[str, ...]  # Arabic adjectives after the name: "العسكري"
    also: tuple[str, ...]  # the other types the same words may name


@cache
def type_words() -> dict[str, TypeWords]:
    """Every feature type and its words, from the data file."""
    data = json.loads(_DATA.read_text(encoding="utf-8"))
    return {
        kind: TypeWords(
            kind,
            tuple(words["after"]),
            tuple(words["before"]),
            tuple(words["ar"]),
            tuple(words.get("ar_after", ())),
            tuple(words["also"]),
        )
        for kind, words in data.items()
        if not kind.startswith("_")
    }


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
