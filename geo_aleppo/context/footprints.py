"""Footprints: the boundary polygons of countries, governorates and regions (``footprints.geojson``).

Each is a place's ground, with its own ``precision_km``; a place keeps its point in the gazetteer.
The polygons are made (shapely) when first asked for.
"""

from __future__ import annotations

from collections.abc import Container
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..io.geojson import Record, read_geojson

if TYPE_CHECKING:  # pragma: no cover
    from shapely.geometry.base import BaseGeometry

__all__ = ["Footprints", "load_footprints"]


def load_footprints(path: Path, places: Container[str]) -> dict[str, Any]:
    """The footprint features of ``path`` by key, each a checked polygon of a place in ``places``; {} without one."""
    footprints: dict[str, Any] = {}
    if not path.exists():
        return footprints
    for i, feature in enumerate(read_geojson(path)):
        record = Record(path, i, feature)
        if record.key not in places:
            raise record.fail("key", "footprint of a place that is not in places.geojson")
        if not isinstance(record.geometry, dict) or record.geometry.get("type") not in ("Polygon", "MultiPolygon"):
            raise record.fail("geometry", "must be a Polygon or MultiPolygon")
        try:
            from shapely.geometry import shape

            outline = shape(record.geometry)
        except Exception as exc:  # shapely raises several types for a ring of too few points
            raise record.fail("geometry", f"malformed polygon ({exc})") from None
        if outline.is_empty or outline.area == 0:
            raise record.fail("geometry", "empty polygon (a ring needs at least 3 distinct points)")
        footprints[record.key] = feature
    return footprints


class Footprints:
    """The footprint features by place key; a polygon is made on first use and kept."""

    def __init__(self, features: dict[str, Any] | None = None) -> None:
        self.features = features or {}
        self._shapes: dict[str, BaseGeometry] = {}

    def __contains__(self, key: object) -> bool:
        return key in self.features

    def get(self, key: str) -> BaseGeometry | None:
        """The polygon of ``key``, or None when it has no footprint."""
        if key not in self.features:
            return None
        if key not in self._shapes:
            from shapely.geometry import shape

            self._shapes[key] = shape(self.features[key]["geometry"])
        return self._shapes[key]

    def precision_km(self, key: str) -> float:
        """How far the outline of ``key`` may be off, in km (0 without a footprint)."""
        feature = self.features.get(key)
        return float(feature["properties"].get("precision_km", 0)) if feature else 0.0
