"""Control areas against the claims: which claims support or contradict an area, and which operation a claim is of."""

from __future__ import annotations

import datetime as dt
import functools
from collections import Counter
from typing import Any

from ..claims import Claim
from ..context import WINDOW_DAYS, in_window, window_days
from ..gazetteer import Gazetteer
from ..geodesy import buffer_m, geodesic_area_m2
from .model import evidence_record, json_value
from .place_points import PlaceCoordinates, PlacePoints, keys_within

__all__ = ["OPERATION_WINDOW_DAYS", "NOT_HELD_TYPES", "Extents", "area_row", "operations", "operation_grouper"]

#: A claim dated within a besieged area's window (its as_of ± this many days unless it gives its own
#: ``window_days``) can belong to its operation.
OPERATION_WINDOW_DAYS = WINDOW_DAYS


def _reach(gazetteer: Gazetteer, key: str, point):
    """The ground a place may cover: its footprint, or a circle of its precision (in metres, locally)."""
    footprint = gazetteer.footprint(key)
    if footprint is not None:
        return footprint
    return buffer_m(point[key], gazetteer[key].precision_km * 1000)


_EXTENT_TYPES = frozenset({"region", "governorate", "country", "continent"})
NOT_HELD_TYPES = ("country", "continent", "governorate", "region", "border")  # no area lists them as held


def _overlaps(a, b) -> bool:
    """Shapes share ground, not just a border (0.01 km² or more, on the ellipsoid)."""
    return a.intersects(b) and geodesic_area_m2(a.intersection(b)) > 10_000


class Extents:
    """The ground each place may cover and the sides holding areas there, computed once per place."""

    def __init__(self, gazetteer: Gazetteer, areas: list[dict], point):
        self.gazetteer, self.areas, self.point = gazetteer, areas, point
        self._reach: dict[str, Any] = {}
        self._sides: dict[str, frozenset[str]] = {}

    def reach(self, key: str):
        if key not in self._reach:
            self._reach[key] = _reach(self.gazetteer, key, self.point)
        return self._reach[key]

    def sides(self, key: str) -> frozenset[str]:
        if key not in self._sides:
            self._sides[key] = frozenset(
                a["controller"] for a in self.areas if _overlaps(a["geometry"], self.reach(key))
            )
        return self._sides[key]


def area_row(
    area: dict,
    gazetteer: Gazetteer,
    drawn: list[tuple[int, Claim]],
    point,
    verdicts: dict[int, str],
    extents,
    sampled: dict[int, tuple[int, int]] | None = None,
    located: PlaceCoordinates | None = None,
) -> dict:
    """The row of a control area, with the control claims (``drawn``: index, claim) that support or contradict it.

    Only a claim dated within the area's window (:func:`geo_aleppo.context.in_window`) does: a report
    of another year, or of no date, says nothing of the area as of its ``as_of``.
    ``located``: the places an area can hold (none of :data:`NOT_HELD_TYPES`), read once for every area.
    """
    from shapely import prepared

    geometry = area["geometry"]
    inside = prepared.prep(geometry)
    if located is None:
        located = PlaceCoordinates(p for p in gazetteer if p.type not in NOT_HELD_TYPES)
    holds = keys_within(geometry, located)
    supporting, contradicting = [], []
    # the geometry of a place against this area, once per place (not once per claim)
    contains: dict[str, bool] = {}
    overlaps: dict[str, bool] = {}
    dated: dict[str | None, bool] = {}
    for i, claim in drawn:
        if claim.date not in dated:
            dated[claim.date] = in_window(claim.date, area)
        if not dated[claim.date]:
            continue
        key = claim.place_key
        if claim.scope == "part" or gazetteer[key].type in _EXTENT_TYPES:
            # "rebel-held parts of a city", "a province, most of which a side holds":
            # the claim speaks for the areas of that side within the place's extent
            sides = extents.sides(key)
            if area["controller"] not in sides:
                continue
            if key not in overlaps:
                overlaps[key] = _overlaps(geometry, extents.reach(key))
            if not overlaps[key]:
                continue
            if claim.actor != area["controller"] and claim.actor in sides:
                continue  # another area within the extent answers for this claim
            agrees = claim.actor == area["controller"]
        else:
            if key not in contains:
                contains[key] = inside.contains(point[key])
            if not contains[key]:
                continue
            agrees = claim.actor == area["controller"] and not (
                claim.status == "besieged" and area["status"] != "besieged"
            )
        (supporting if agrees else contradicting).append(evidence_record(claim, sampled))
        verdicts[i] = f"{'supports' if agrees else 'contradicts'} {area['key']}"
    return {
        "key": area["key"],
        "name": area["name"],
        "controller": area["controller"],
        "status": area["status"],
        "as_of": area["as_of"],
        "window_days": window_days(area),
        "precision_km": area["precision_km"],
        "sources": list(area["sources"]),
        "holds": holds,
        "supporting": json_value(supporting),
        "contradicting": json_value(contradicting),
        "geometry": geometry,
    }


def operations(gazetteer: Gazetteer, dated: Counter):
    """``operation(place_key, date)``: the operation of a claim, given how many claims name each (place, date)."""
    return operation_grouper(gazetteer, gazetteer.control_areas(), dated, PlacePoints(gazetteer))


def operation_grouper(gazetteer: Gazetteer, areas: list[dict], dated: Counter, point):
    """Which operation a claim belongs to: the besieged area its place lies in.

    Figures of the Foua/Kafraya convoy are then compared with each other, not with the Aleppo
    evacuation. A claim with no besieged place belongs to the besieged area that the corpus
    names most (the main subject). A claim dated outside the area's window (its ``as_of`` ±
    ``window_days``) belongs to no operation: a report of another year is not pooled with it.
    """
    from shapely import prepared

    besieged = [(a["key"], prepared.prep(a["geometry"]), a["geometry"]) for a in areas if a["status"] == "besieged"]

    @functools.cache
    def containing(place_key: str | None) -> str | None:
        if place_key is None or place_key not in point:
            return None
        inside = next((key for key, area, _ in besieged if area.contains(point[place_key])), None)
        if inside or gazetteer[place_key].type not in ("city", "town", "region"):
            return inside
        # "Aleppo", "eastern Aleppo": a city or region whose ground holds a besieged area
        reach = _reach(gazetteer, place_key, point)
        return next((key for key, _, shape in besieged if _overlaps(shape, reach)), None)

    by_key = {a["key"]: a for a in areas if a["status"] == "besieged"}

    @functools.cache
    def near(key: str, date: str | None) -> bool:
        """Whether a claim dated ``date`` can be about the operation ``key``: in its window (undated: it can)."""
        try:
            dt.date.fromisoformat(str(date)[:10])
        except ValueError:
            return True
        return in_window(date, by_key.get(key, {}))

    named: Counter = Counter()
    for (place_key, date), count in dated.items():  # how many claims name each (place, date), in corpus order
        if (key := containing(place_key)) and near(key, date):
            named[key] += count
    main = named.most_common(1)[0][0] if named else ""

    def operation(place_key: str | None, date: str | None = None) -> str:
        key = containing(place_key) or main
        return key if key and near(key, date) else ""

    return operation
