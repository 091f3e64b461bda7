"""The points of the gazetteer's places, made when a scene needs them, and which places lie in an area.

A scene reads the point of the few places its claims and mentions name, but a gazetteer holds
thousands (its second tier): :class:`PlacePoints` makes a place's point on first use, not every
point at once, and :func:`keys_within` tests every place against an area in one vectorised call
(``shapely.contains_xy``, the same predicate as ``contains`` of a point) instead of one call per place.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import numpy
import shapely
from shapely.geometry import Point

if TYPE_CHECKING:
    from ..gazetteer import Gazetteer, Place

__all__ = ["PlaceCoordinates", "PlacePoints", "keys_within"]

logger = logging.getLogger(__name__)


class PlacePoints:
    """``key -> Point(lon, lat)`` of the places of a gazetteer, each made on first use.

    Reads as the dict ``{p.key: Point(p.lon, p.lat) for p in gazetteer}`` does for ``[key]``, ``get`` and ``in``.

    Parameters
    ----------
    gazetteer : Gazetteer
        The places.
    """

    __slots__ = ("_gazetteer", "_points")

    def __init__(self, gazetteer: Gazetteer):
        self._gazetteer = gazetteer
        self._points: dict[str, Point] = {}

    def __getitem__(self, key: str) -> Point:
        found = self._points.get(key)
        if found is None:
            place = self._gazetteer.get(key) if isinstance(key, str) else None
            if place is None:
                raise KeyError(key)
            found = self._points[key] = Point(place.lon, place.lat)
        return found

    def get(self, key: str | None, default: Point | None = None) -> Point | None:
        """The point of ``key``, or ``default`` when no place has that key."""
        try:
            return self[key]  # type: ignore[index]
        except KeyError:
            return default

    def __contains__(self, key: object) -> bool:
        return key in self._points or (isinstance(key, str) and self._gazetteer.get(key) is not None)


class PlaceCoordinates:
    """The keys and coordinates of some places, in the order given, as arrays for a vectorised test.

    Parameters
    ----------
    places : Iterable[Place]
        The places.
    """

    __slots__ = ("keys", "lon", "lat")

    def __init__(self, places: Iterable[Place]):
        chosen = list(places)
        self.keys: Sequence[str] = [p.key for p in chosen]
        self.lon = numpy.fromiter((p.lon for p in chosen), dtype=float, count=len(chosen))
        self.lat = numpy.fromiter((p.lat for p in chosen), dtype=float, count=len(chosen))


def keys_within(geometry: shapely.Geometry, coordinates: PlaceCoordinates) -> list[str]:
    """The keys (in their order) of the places whose point ``geometry`` contains (its boundary excluded)."""
    if not coordinates.keys:
        return []
    inside = shapely.contains_xy(geometry, coordinates.lon, coordinates.lat)
    return [key for key, yes in zip(coordinates.keys, inside.tolist(), strict=True) if yes]
