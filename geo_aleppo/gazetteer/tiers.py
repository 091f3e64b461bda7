"""The tiers beyond the curated places: GeoNames, OpenStreetMap and OCHA records, and the features with their lines."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from ..io.geojson import records
from .place import FEATURE_TIER, Place, place_from_record


class Keyed(Protocol):
    """Places by key (a :class:`~geo_aleppo.gazetteer.Gazetteer`)."""

    def get(self, key: str, default: Place | None = None) -> Place | None: ...


__all__ = [
    "Keyed",
    "TIER_FILE",
    "FEATURES_FILE",
    "FEATURE_LINES_FILE",
    "load_tier",
    "load_features",
    "load_feature_lines",
]

TIER_FILE = "geonames_tier.geojson"
FEATURES_FILE = "features.geojson"  # loaded with the tier
FEATURE_LINES_FILE = "feature_lines.geojson"  # the lines and outlines of features, read on first footprint()


def load_tier(path: Path, curated: dict[str, Place]) -> dict[str, Place]:
    """The second tier: each record checked like a curated one; a bad one names file, id and field.

    Its records are GeoNames places (``tier: "geonames"``, named by GeoNames id), OpenStreetMap
    places (``tier: "osm"``, named by OSM element) and UN OCHA communities (``tier: "ocha"``, named
    by P-code).

    A record whose GeoNames id the curated tier already holds is left out (the curated one wins);
    its parent must be a curated place.
    """
    curated_ids = {p.geonames_id for p in curated.values() if p.geonames_id}
    places: dict[str, Place] = {}
    for record in records(path):
        record.in_tier = True
        place = place_from_record(record, "second")
        if place.key in curated:
            raise record.fail("key", "also the key of a curated place")
        if place.parent is not None and place.parent not in curated:
            raise record.fail("parent", f"parent {place.parent!r} is not a curated place")
        if place.geonames_id not in curated_ids:
            places[place.key] = place
    return places


def load_features(path: Path, curated: dict[str, Place], tier: dict[str, Place]) -> dict[str, Place]:
    """The feature records (``features.geojson``): each checked like a curated place, with its licence.

    A feature's parent, if any, must be a curated place; its key may be no other record's.
    """
    places: dict[str, Place] = {}
    for record in records(path):
        place = place_from_record(record, FEATURE_TIER)
        if place.key in curated or place.key in tier:
            raise record.fail("key", "also the key of another place")
        if place.parent is not None and place.parent not in curated:
            raise record.fail("parent", f"parent {place.parent!r} is not a curated place")
        places[place.key] = place
    return places


def load_feature_lines(path: Path, gazetteer: Keyed) -> dict[str, Any]:
    """The lines and outlines of features (``feature_lines.geojson``), by key; {} if there is none."""
    if not path.exists():
        return {}
    lines: dict[str, Any] = {}
    for record in records(path):
        place = gazetteer.get(record.key)
        if place is None or place.tier != FEATURE_TIER:
            raise record.fail("key", "the line of a place that is not in the features file")
        kinds = ("LineString", "MultiLineString", "Polygon", "MultiPolygon")
        if not isinstance(record.geometry, dict) or record.geometry.get("type") not in kinds:
            raise record.fail("geometry", f"must be a {', '.join(kinds)}")
        lines[record.key] = record.geometry
    return lines
