"""Corridors as of a date (``corridors.geojson``): waypoints that are gazetteer places, routed legs, claimed lengths."""

from __future__ import annotations

from collections.abc import Container
from pathlib import Path
from typing import Any

from ..io.geojson import Record, records
from .areas import curated_record

__all__ = ["load_corridors", "corridor_route"]


def load_corridors(path: Path, places: Container[str]) -> list[dict[str, Any]]:
    """The corridors of ``path``, each checked; [] when there is no such file.

    Each record has key, name, as_of, waypoints (keys that ``places`` must hold), precision_km,
    sources, a shapely LineString ``geometry``, and the legs, claimed lengths and inferred points
    that the build script wrote.
    """
    if not path.exists():
        return []
    corridors: list[dict[str, Any]] = []
    for record in records(path):
        corridor = curated_record(record, ("LineString",))
        waypoints = record.texts("waypoints", required=True)
        missing = [w for w in waypoints if w not in places]
        if missing:
            raise record.fail("waypoints", f"unknown place {missing[0]!r}; every waypoint must be a gazetteer key")
        corridor["waypoints"] = waypoints
        corridor.update(corridor_route(record))
        corridors.append(corridor)
    return corridors


def corridor_route(record: Record) -> dict[str, Any]:
    """The routed legs, claimed lengths and inferred points of a corridor (written by the build script)."""
    legs = record.props.get("legs", [])
    if not isinstance(legs, list) or not all(
        isinstance(leg, dict) and leg.get("geometry_source") in ("road", "straight") for leg in legs
    ):
        raise record.fail("legs", "must be a list of legs, each with geometry_source 'road' or 'straight'")
    claimed = record.props.get("claimed", [])
    if not isinstance(claimed, list) or not all(
        isinstance(c, dict)
        and c.get("part") in ("total", "government", "opposition")
        and isinstance(c.get("km"), (int, float))
        and not isinstance(c.get("km"), bool)
        and c["km"] > 0
        and isinstance(c.get("source"), str)
        for c in claimed
    ):
        raise record.fail("claimed", "must be a list of {part: total|government|opposition, km > 0, source}")
    inferred = record.props.get("inferred_points", [])
    if not isinstance(inferred, list) or not all(isinstance(i, dict) and i.get("inferred") is True for i in inferred):
        raise record.fail("inferred_points", "must be a list of points each marked inferred: true")
    return {"legs": legs, "claimed": claimed, "inferred_points": inferred}
