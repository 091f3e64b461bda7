"""Control areas as of a date (``control_areas.geojson``): who holds what, validated, never overlapping."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ..geodesy import geodesic_area_m2
from ..io.geojson import Record, records
from .window import WINDOW_DAYS

__all__ = ["CONTROLLERS", "STATUSES", "ISO_DATE", "curated_record", "load_control_areas"]

CONTROLLERS = frozenset({"government", "opposition", "sdf", "isis", "contested", "unknown"})
STATUSES = frozenset({"held", "besieged", "contested"})
ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def curated_record(record: Record, geometry_types: tuple[str, ...]) -> dict[str, Any]:
    """The fields an area and a corridor share (key, name, as_of, window_days, precision_km, sources, geometry).

    ``window_days`` (optional, 7 when absent): the record speaks for the reports dated within that many
    days of ``as_of`` (:mod:`~geo_aleppo.context.window`).
    """
    from shapely.geometry import shape

    as_of = record.text("as_of")
    if not ISO_DATE.match(as_of):
        raise record.fail("as_of", f"must be an ISO date (YYYY-MM-DD), got {as_of!r}")
    if not isinstance(record.geometry, dict) or record.geometry.get("type") not in geometry_types:
        raise record.fail("geometry", f"must be a {' or '.join(geometry_types)}")
    try:
        geometry = shape(record.geometry)
    except Exception as exc:  # shapely raises several types for malformed coordinates
        raise record.fail("geometry", f"malformed coordinates ({exc})") from None
    if geometry.is_empty or not geometry.is_valid:
        raise record.fail("geometry", "empty or invalid geometry")
    minx, miny, maxx, maxy = geometry.bounds
    if not (-180 <= minx <= maxx <= 180 and -90 <= miny <= maxy <= 90):
        raise record.fail("geometry", "coordinates out of range")
    days = record.props.get("window_days", WINDOW_DAYS)
    if isinstance(days, bool) or not isinstance(days, int) or not 0 <= days <= 3660:
        raise record.fail("window_days", f"must be a whole number of days from 0 to 3660, got {days!r}")
    return {
        "key": record.key,
        "name": record.text("name"),
        "as_of": as_of,
        "window_days": days,
        "precision_km": record.number("precision_km"),
        "sources": record.texts("sources", required=True),
        "geometry": geometry,
    }


def load_control_areas(path: Path) -> list[dict[str, Any]]:
    """The control areas of ``path``, each checked; [] when there is no such file.

    Each record has key, name, controller, status, as_of, precision_km, sources and a shapely
    ``geometry``. Areas may not overlap one another.
    """
    if not path.exists():
        return []
    areas: list[dict[str, Any]] = []
    for record in records(path):
        area = curated_record(record, ("Polygon", "MultiPolygon"))
        for field, allowed in (("controller", CONTROLLERS), ("status", STATUSES)):
            value = record.text(field)
            if value not in allowed:
                raise record.fail(field, f"{value!r} is not one of {', '.join(sorted(allowed))}")
            area[field] = value
        for other in areas:  # areas of control partition the ground: no overlaps
            shared = geodesic_area_m2(area["geometry"].intersection(other["geometry"]))
            if shared > 10_000:  # 0.01 km²: more than a rounding sliver
                raise record.fail("geometry", f"overlaps area {other['key']!r} ({shared / 1e6:.2f} km²)")
        areas.append(area)
    return areas
