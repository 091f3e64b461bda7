"""Read OpenStreetMap populated-place points of Syria for scripts/make_geonames_tier.py (``--osm PATH``).

The input is a GeoPackage or GeoJSON of OSM ``place=*`` points, in WGS 84, such as the Humanitarian
OpenStreetMap Team's "Syria populated places" export (HDX ``hotosm_syr_populated_places``), or a
selection of its points that keeps the export's fields under a ``hot_`` prefix. What is read:

* the OSM element: ``hot_id`` ("node/123"), or ``osm_type`` and ``osm_id``;
* the names: ``name`` (in Syria mostly Arabic), ``name:en``, ``name:ar`` (or ``name_en``,
  ``name_ar``, ``hot_name``, ``hot_name_en``, ``hot_name_latin``);
* ``place`` (or ``hot_place``): city, town, village or hamlet; other values are left out;
* the point's own position (a polygon or line is left out: its centre would be an invented point).

OpenStreetMap data is (c) OpenStreetMap contributors, licensed ODbL 1.0; every record names its OSM
element. A malformed row fails naming the file, the row and the field.
"""

from __future__ import annotations

import math
import re
from pathlib import Path

LICENCE = "ODbL 1.0, (c) OpenStreetMap contributors"
PLACE_TYPES = {"city": "city", "town": "town", "village": "village", "hamlet": "village"}
_ID_FIELDS = ("hot_id", "osm_id")
_NAME_FIELDS = ("name", "name:en", "name:ar", "name_en", "name_ar", "hot_name", "hot_name_en", "hot_name_latin")
_PLACE_FIELDS = ("place", "hot_place")
_OSM_ID = re.compile(r"^(node|way|relation)/[1-9][0-9]*$")
SYRIA_BOX = (35.5, 32.2, 42.5, 37.4)  # lon/lat bounds of Syria, to catch swapped or projected coordinates


def _first(row: dict, fields: tuple[str, ...]) -> str | None:
    for field in fields:
        value = row.get(field)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return None


def osm_element(row: dict) -> str | None:
    """The OSM element of a row, as "node/123"; None when the row names none."""
    hot = row.get("hot_id")
    if isinstance(hot, str) and hot.strip():
        return hot.strip()
    kind, number = row.get("osm_type"), row.get("osm_id")
    if isinstance(kind, str) and number is not None and not (isinstance(number, float) and math.isnan(number)):
        try:
            whole = int(number)
        except (TypeError, ValueError, OverflowError):
            whole = None
        if whole is None or whole != number and str(whole) != str(number).strip():
            return f"{kind.strip().lower()}/{number}"  # not a number ("12x", 1.5): the caller names the row
        return f"{kind.strip().lower()}/{whole}"
    return None


def check_in_syria(where: str, lon: float, lat: float) -> None:
    """Stop the build, naming ``where`` (file, row, field), when (lon, lat) lies outside Syria's box.

    The box catches swapped or projected coordinates, not a border: the tier build places a point in its governorate.
    """
    west, south, east, north = SYRIA_BOX
    if not (west <= lon <= east and south <= lat <= north):
        raise SystemExit(f"{where}: ({lon}, {lat}) is not in Syria")


def syrian_point_row(names: list[str], lon: float, lat: float, source: str, **own: object) -> dict:
    """A row of a Syrian populated-place point for the tier build, in the shape of a GeoNames row.

    ``names[0]`` is its name and the rest its alternate names; ``own`` holds the fields of its source (its id, its
    kind). It has no population figure and no GeoNames feature code.
    """
    return {
        **own,
        "name": names[0],
        "alternatenames": names[1:],
        "latitude": float(lat),
        "longitude": float(lon),
        "feature_class": "P",
        "feature_code": None,
        "country_code": "SY",
        "admin1": None,
        "population": 0,
        "source": source,
    }


def read_osm(path: Path) -> list[dict]:
    """The Syrian populated-place points of an OSM extract, as rows for the tier builder.

    Each row: ``osm_id``, ``name``, ``alternatenames``, ``latitude``, ``longitude``, ``osm_place``,
    ``country_code`` "SY", ``population`` 0 (OSM's tag is rarely set and never dated), ``source``.
    """
    import geopandas

    try:
        frame = geopandas.read_file(path)
    except Exception as exc:  # noqa: BLE001 - any reader failure is a bad input file
        raise SystemExit(f"{path}: cannot be read as a GeoPackage or GeoJSON ({exc})") from None
    if frame.crs is not None and frame.crs.to_epsg() != 4326:
        raise SystemExit(f"{path}: coordinates must be WGS 84 (EPSG:4326), got {frame.crs}")
    columns = set(frame.columns)
    for fields, what in ((_PLACE_FIELDS, "place"), (_NAME_FIELDS, "name")):
        if not columns & set(fields):
            raise SystemExit(f"{path}: no {what} field (one of {', '.join(fields)})")
    if not columns & set(_ID_FIELDS):
        raise SystemExit(f"{path}: no OSM element field (hot_id, or osm_type and osm_id)")
    rows = []
    seen: set[str] = set()
    for number, record in enumerate(frame.to_dict("records"), 1):
        geometry = record.pop("geometry", None)
        if geometry is None or geometry.geom_type != "Point":
            continue
        element = osm_element(record)
        if element is None or not _OSM_ID.match(element):
            raise SystemExit(f"{path}, row {number}, field osm_id: {element!r} is not an OSM element like 'node/123'")
        kind = _first(record, _PLACE_FIELDS)
        if kind not in PLACE_TYPES or element in seen:
            continue
        lon, lat = geometry.x, geometry.y
        check_in_syria(f"{path}, row {number} ({element}), field geometry", lon, lat)
        names = list(dict.fromkeys(v for f in _NAME_FIELDS if (v := _first(record, (f,)))))
        if not names:
            continue
        seen.add(element)
        rows.append(
            syrian_point_row(names, lon, lat, f"OpenStreetMap {element} ({LICENCE})", osm_id=element, osm_place=kind)
        )
    return sorted(rows, key=lambda r: (r["osm_id"].split("/")[0], int(r["osm_id"].split("/")[1])))
