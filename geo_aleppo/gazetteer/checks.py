"""The checks of a gazetteer as it loads: parents, shared names and points inside their footprints."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any, Protocol

from ..errors import GazetteerDataError
from .place import Place, haversine_km

__all__ = ["Loading", "check_parents", "check_shared_names", "check_regions"]


class Loading(Protocol):
    """What the checks read of a gazetteer as it loads (a :class:`~geo_aleppo.gazetteer.Gazetteer`)."""

    def __getitem__(self, key: str) -> Place: ...
    def ancestors(self, key: str) -> list[Place]: ...
    def curated(self) -> Iterator[Place]: ...
    def footprint(self, key: str) -> Any: ...
    def footprint_precision_km(self, key: str) -> float: ...


def check_parents(path: Path, places: dict[str, Place]) -> None:
    """Every parent exists, and no chain of parents loops."""
    for place in places.values():
        seen = {place.key}
        parent = place.parent
        while parent is not None:
            if parent not in places:
                raise GazetteerDataError(path, place.key, "parent", f"parent {parent!r} does not exist")
            if parent in seen:
                raise GazetteerDataError(path, place.key, "parent", f"parent chain loops back to {parent!r}")
            seen.add(parent)
            parent = places[parent].parent


def check_shared_names(path: Path, gaz: Loading, index: dict[str, tuple[str, ...]]) -> None:
    """Two places share a name only when one contains the other, and exactly one is its default sense.

    ``index`` holds the curated names (the second tier may share them).
    """
    for name, keys in index.items():
        if len(keys) < 2:
            continue
        places = [gaz[k] for k in keys]
        for a in places:
            for b in places:
                if a.key < b.key and b not in gaz.ancestors(a.key) and a not in gaz.ancestors(b.key):
                    raise GazetteerDataError(
                        path,
                        b.key,
                        "variants",
                        f"name {name!r} also belongs to {a.key!r}, and neither place contains the other",
                    )
        defaults = [p.key for p in places if p.default_sense]
        if len(defaults) != 1:
            raise GazetteerDataError(
                path,
                keys[0],
                "default_sense",
                f"name {name!r} is shared by {', '.join(keys)}; exactly one of them must have default_sense: true",
            )


def check_regions(path: Path, gaz: Loading) -> None:
    """Each point must lie in its own footprint and its ancestors' (within precision)."""
    from shapely import prepared
    from shapely.geometry import Point
    from shapely.ops import nearest_points

    prepared_cache: dict[str, Any] = {}
    for place in gaz.curated():
        point = Point(place.lon, place.lat)
        chain = [place, *gaz.ancestors(place.key)]
        for region in chain:
            polygon = gaz.footprint(region.key)
            if polygon is None:
                continue
            if region.key not in prepared_cache:
                prepared_cache[region.key] = prepared.prep(polygon)
            if prepared_cache[region.key].contains(point):
                break  # the nearest footprint holds it; the others contain that one
            near = nearest_points(polygon, point)[0]
            off_km = haversine_km(place.lat, place.lon, near.y, near.x)
            allowed = place.precision_km + gaz.footprint_precision_km(region.key)
            if region is not place and off_km > allowed:
                swapped = (
                    " (are lat and lon swapped?)"
                    if prepared_cache[region.key].contains(Point(place.lat, place.lon))
                    else ""
                )
                raise GazetteerDataError(
                    path,
                    place.key,
                    "geometry",
                    f"lat={place.lat}, lon={place.lon} lies {off_km:.0f} km outside {region.key!r}, "
                    f"more than its precision allows ({allowed:g} km){swapped}",
                )
            break
