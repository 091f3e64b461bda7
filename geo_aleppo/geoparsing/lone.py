"""A lone second-tier candidate far from the text's other places is left unresolved.

A name that only one GeoNames or OpenStreetMap record holds is read as that place by the
"only candidate" rule; but a village of that name hundreds of km from everything else the text
names ("صور في جنوب لبنان" is Tyre, not a Syrian village of that name) is more likely another
place the gazetteer lacks. Such a mention keeps its span, with no place and a ``resolved_by``
that says why.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from pyproj import Geod

from ..gazetteer import Gazetteer, Place
from .model import Mention

FAR_KM = 100.0  # farther than this from every other place of the text: no support
LARGE_CITY = 100_000  # a city of this many people is a likely reading anywhere ("ERBIL, Kurdistan Region")
TOWN = 10_000  # a town of this many people is read however far it lies from the text's other places
# A Syrian town, city or camp, or a place that GeoNames lists among those of 500+ people (cities500; its
# population figure is often missing: 0), in a text whose every other place is Syrian is read up to the
# country's own scale (Syria's far north-east corner to its south-west is ~790 km): Afrin to Tal Abyad is
# 190 km, Daraa to Tal Tamr 595 km; an OSM or OCHA village, or a place in a text that names another
# country's places, keeps FAR_KM.
COUNTRY_KM = 800.0
_SETTLED_TYPES = frozenset({"town", "city", "camp"})
_SYRIA = "syria"
_GEOD = Geod(ellps="WGS84")
_SECOND_TIERS = frozenset({"geonames", "osm", "ocha"})
_AREAS = frozenset({"country", "governorate"})
_NEAR_TYPES = frozenset({"city", "town", "village", "district", "neighbourhood", "camp", "crossing", "landmark"})
# what stands between a place and the area that locates it: "X in (southern) Y", "X, Y", "X في جنوب Y"
_LOCATOR_GAP = re.compile(
    r"\s*(?:,|\bin\b|\bof\b|في|ب)?\s*(?:the\s+)?"
    r"(?:(?:north|south|east|west)(?:ern)?|(?:north|south)[- ]?(?:east|west)(?:ern)?|"
    r"شمال|جنوب|شرق|غرب|شمالي|جنوبي|شرقي|غربي)?\s*",
    re.IGNORECASE,
)


def _km(a: Place, b: Place) -> float:
    return _GEOD.inv(a.lon, a.lat, b.lon, b.lat)[2] / 1000.0


def _syrian(gazetteer: Gazetteer, place: Place) -> bool:
    return place.key == _SYRIA or any(a.key == _SYRIA for a in gazetteer.ancestors(place.key))


def _reach(gazetteer: Gazetteer, place: Place, others: list[Place]) -> float:
    """How far (km) from the text's other places a lone candidate is still read.

    :data:`COUNTRY_KM` for a Syrian town, city, camp or cities500 place when every other place of the
    text is Syrian, else :data:`FAR_KM`.
    """
    settled = place.type in _SETTLED_TYPES or any("cities500" in s for s in place.sources)
    if settled and _syrian(gazetteer, place) and all(_syrian(gazetteer, p) for p in others):
        return COUNTRY_KM
    return FAR_KM


def _outside(gazetteer: Gazetteer, place: Place, area: Place) -> bool:
    """Whether ``area`` (a country or governorate) does not hold ``place`` by its parent chain."""
    return area.key not in {a.key for a in gazetteer.ancestors(place.key)}


def drop_far_lone_candidates(mentions: Iterable[Mention], text: str, gazetteer: Gazetteer) -> Iterator[Mention]:
    """Unresolve a lone second-tier candidate that the text's other places do not support.

    Mentions are held back one sentence at a time (memory bounded by a sentence). A mention
    whose place is a GeoNames or OSM record chosen as the "only candidate" (not a country,
    governorate, or city of :data:`LARGE_CITY` people or more) is left with no place
    when the country or governorate named right after it ("X in Y", "X, Y", "X في جنوب Y") does
    not hold it, or when the text's places read so far and its sentence's other places include
    a curated town, village or district (other second-tier places alone are no reason to doubt:
    "the villages of X and Y") and every one of them, of any tier, (and every governorate named) lies more
    than :data:`FAR_KM` km away (a village or a town under :data:`TOWN` people) (geodesic, WGS 84) or does not hold it.
    """
    seen: dict[str, Place] = {}  # the places of the sentences already passed, by key
    buffer: list[Mention] = []
    for mention in mentions:
        if buffer and mention.sentence != buffer[0].sentence:
            yield from _judge(buffer, seen, text, gazetteer)
            buffer = []
        buffer.append(mention)
    yield from _judge(buffer, seen, text, gazetteer)


def unresolve_far_lone_candidates(mentions: list[Mention], text: str, gazetteer: Gazetteer) -> list[Mention]:
    """:func:`drop_far_lone_candidates` over a whole list at once, in place: the same mentions, quicker.

    Most texts hold no lone second-tier candidate: one pass finds the suspects and, with none, the
    list is returned as it is. Otherwise each sentence that holds a suspect is judged as the
    streaming version judges it, after the places of the mentions before it were added to what was seen.
    """
    suspects = [i for i, m in enumerate(mentions) if m.resolved_by == _ONLY and _suspect(m)]
    seen: dict[str, Place] = {}
    seen_to = judged_to = 0  # the mentions before these are in ``seen``, and judged
    for i in suspects:
        if i < judged_to:
            continue  # in a sentence judged already
        sentence = mentions[i].sentence
        first, end = i, i + 1
        while first > judged_to and mentions[first - 1].sentence == sentence:
            first -= 1
        while end < len(mentions) and mentions[end].sentence == sentence:
            end += 1
        _see(mentions[seen_to:first], seen)
        mentions[first:end] = _judge(mentions[first:end], seen, text, gazetteer)
        seen_to = judged_to = end
    return mentions


_ONLY = "only candidate"


def _suspect(m: Mention) -> bool:
    """Whether a mention is one that :func:`_judge` may unresolve (a second-tier "only candidate" place)."""
    return m.resolved_by == _ONLY and m.place is not None and m.role == "place" and m.place.tier in _SECOND_TIERS


def _see(mentions: list[Mention], seen: dict[str, Place]) -> None:
    for m in mentions:
        if m.place is not None and m.role == "place":
            seen[m.place.key] = m.place


def _judge(buffer: list[Mention], seen: dict[str, Place], text: str, gazetteer: Gazetteer) -> list[Mention]:
    if not any(_suspect(m) for m in buffer):  # the common case: nothing to judge
        _see(buffer, seen)
        return buffer
    resolved = [m for m in buffer if m.place is not None and m.role == "place"]
    out = []
    for i, m in enumerate(buffer):
        place = m.place
        if place is None or m.role != "place" or place.tier not in _SECOND_TIERS or m.resolved_by != "only candidate":
            out.append(m)
            continue
        if place.type in _AREAS or (place.population or 0) >= LARGE_CITY:
            out.append(m)
            continue
        following = next((n for n in buffer[i + 1 :] if n.place is not None and n.role == "place"), None)
        if (
            following is not None
            and following.place.type in _AREAS
            and _LOCATOR_GAP.fullmatch(text, m.end, following.start) is not None
            and _outside(gazetteer, place, following.place)
        ):
            out.append(
                m._replace(place=None, resolved_by=f"only candidate, outside {following.place.key} named after it")
            )
            continue
        others = {n.place.key: n.place for n in resolved if n is not m and n.place.key != place.key}
        others.update((k, p) for k, p in seen.items() if k != place.key)
        near = [p for p in others.values() if p.type in _NEAR_TYPES]
        areas = [p for p in others.values() if p.type == "governorate"]
        if (
            (place.population or 0) < TOWN
            and any(p.tier not in _SECOND_TIERS for p in near)
            and not any(not _outside(gazetteer, place, a) for a in areas)
        ):
            nearest = min(_km(place, p) for p in near)
            if nearest > _reach(gazetteer, place, [*others.values()]):
                out.append(
                    m._replace(place=None, resolved_by=f"only candidate, {nearest:.0f} km from the text's other places")
                )
                continue
        out.append(m)
    _see(out, seen)
    return out
