"""Parts of cities: the city a district lies in, and the named part that a direction gives.

"The city" after only "East Aleppo" was named is Aleppo; "the eastern districts" of Aleppo are East
Aleppo where the gazetteer has a record of it whose parent is the city.
"""

from __future__ import annotations

from collections.abc import Callable

from ..gazetteer import Gazetteer, Place
from ..geoparsing import Mention

__all__ = ["CITY_TYPES", "city_lifter", "named_part"]

CITY_TYPES = frozenset({"city", "town"})
_PART_TYPES = frozenset({"region", "district", "neighbourhood", "neighborhood", "suburb"})
_DIRECTION_WORD = {
    "east": "eastern",
    "west": "western",
    "north": "northern",
    "south": "southern",
}


def city_lifter(gazetteer: Gazetteer | None) -> Callable[[Place], Place | None] | None:
    """A function giving the city that a part of a city lies in, for a reference to "the city".

    Parameters
    ----------
    gazetteer : Gazetteer or None
        Where the parents are looked up; None gives None (no lifting).

    Returns
    -------
    callable or None
        ``lift(place)``: the parent of a district, region or neighbourhood, else None.
    """
    if gazetteer is None:
        return None

    def lift(place: Place) -> Place | None:
        if place.type not in _PART_TYPES or not place.parent:
            return None
        return gazetteer.get(place.parent)

    return lift


def named_part(city: Mention, direction: str | None, gazetteer: Gazetteer | None) -> tuple[Mention, bool]:
    """The named part of ``city`` that a direction gives ("the eastern districts" of a city with an East X).

    Parameters
    ----------
    city : Mention
        The mention of the city (or of any place).
    direction : str or None
        A compass direction as written ("eastern", "west").
    gazetteer : Gazetteer or None
        Where the parts of the city are looked up.

    Returns
    -------
    tuple of (Mention, bool)
        The mention, carrying the part where the gazetteer has one whose parent is the city, and
        whether the text then speaks of part of that place (a direction with no record of its own).
    """
    if not direction or gazetteer is None or city.place is None:
        return city, bool(direction)
    word = direction.lower().replace(" ", "-")
    adjective = _DIRECTION_WORD.get(word, word)
    for spelling in (f"{adjective} {city.place.name}", f"{word.removesuffix('ern')} {city.place.name}"):
        for place in gazetteer.candidates(spelling):
            if place.parent == city.place.key and place.type in _PART_TYPES:
                return city._replace(place=place, text=place.name), False
    return city, True
