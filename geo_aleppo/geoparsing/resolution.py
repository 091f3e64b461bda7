"""Choosing among the places of a name: type words, default senses, tiers, population, spatial focus."""

from __future__ import annotations

import re

from ..gazetteer import Gazetteer, Place, haversine_km
from ..names import fold
from ..vocab.places import fits


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
        typed = [p for p in places if (wanted == "city" and p.type == "town") or fits(p.type, wanted)]
        if len(typed) == 1:
            return typed[0], 0.85, "type word"
        if wanted == "governorate" and not typed:
            capital_of = [g for p in places if (g := _governorate_named_after(gazetteer, p)) is not None]
            if capital_of:
                return capital_of[0], 0.8, "type word"
    if len(places) == 1:
        return places[0], 0.95, "only candidate"
    if not wanted and any(p.type in _NAMED_AFTER for p in places):
        settlements = [p for p in places if p.type in _SETTLED]
        if settlements:  # "نصيب" with no "معبر": the town, not the crossing or facility named after it
            places = settlements
            if len(places) == 1:
                return places[0], 0.7, "town before its crossing"
    default = next((p for p in places if p.default_sense), None)
    if default is not None:
        return default, 0.7, "default sense"
    towns = [p for p in places if p.type in ("city", "town") and any(g in places for g in gazetteer.ancestors(p.key))]
    if len(towns) == 1:
        return towns[0], 0.7, "town before its governorate"
    best = min(places, key=_candidate_rank)
    rule = "curated tier" if best.tier == "curated" and any(p.tier != "curated" for p in places) else "population"
    return best, 0.6, rule


# a crossing or a facility takes the name of the town beside it: a bare name is the town ("Nasib", "Tabqa")
_NAMED_AFTER = frozenset({"crossing", "landmark", "airport", "airbase", "heliport", "dam", "prison", "bridge"})
_SETTLED = frozenset({"city", "town", "village"})

_FOCUS_RULES = frozenset({"curated tier", "population"})
_FOCUS_SOURCES = frozenset(
    {"only candidate", "type word", "default sense", "town before its governorate", "dateline", "road",
     "town before its crossing"}
)
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
