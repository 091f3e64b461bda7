"""Reading the human-edited GeoJSON of ``gazetteer/``: one checked record per feature.

A bad file or record raises :class:`~geo_aleppo.errors.GazetteerDataError` naming the file, the key
(or the feature's index) and the field, so that a person can find and fix it.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..errors import GazetteerDataError

__all__ = ["KEY", "Record", "read_geojson", "records"]

#: A key: lower_snake_case, a letter first.
KEY = re.compile(r"^[a-z][a-z0-9_]*$")


class _DuplicateKey(Exception):
    """A JSON object names the same key twice (json would keep the last silently)."""


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen: set[str] = set()
        raise _DuplicateKey(next(k for k, _ in pairs if k in seen or seen.add(k)))  # type: ignore[func-returns-value]
    return obj


def read_geojson(path: Path) -> list[dict[str, Any]]:
    """Read the features of a GeoJSON FeatureCollection, or raise GazetteerDataError."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"), object_pairs_hook=_unique_keys)
    except _DuplicateKey as exc:
        raise GazetteerDataError(path, None, exc.args[0], "the key appears twice in one JSON object") from None
    except RecursionError:
        raise GazetteerDataError(path, None, None, "invalid JSON: nested too deeply") from None
    except FileNotFoundError:
        raise GazetteerDataError(path, None, None, "file not found") from None
    except UnicodeDecodeError as exc:
        raise GazetteerDataError(path, None, None, f"not UTF-8 ({exc.reason} at byte {exc.start})") from None
    except json.JSONDecodeError as exc:
        raise GazetteerDataError(
            path, None, None, f"invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"
        ) from None
    except ValueError as exc:  # an integer of more than 4300 digits
        raise GazetteerDataError(path, None, None, f"invalid JSON: {exc}") from None
    if (
        not isinstance(data, dict)
        or data.get("type") != "FeatureCollection"
        or not isinstance(data.get("features"), list)
    ):
        raise GazetteerDataError(path, None, "type", "expected a GeoJSON FeatureCollection")
    return data["features"]


class Record:
    """Checks the fields of one feature, naming file, key and field on failure."""

    def __init__(self, path: Path, index: int, feature: Any):
        self.path = path
        if not isinstance(feature, dict) or not isinstance(feature.get("properties"), dict):
            raise GazetteerDataError(path, f"#{index}", "properties", "feature has no properties object")
        self.props = feature["properties"]
        self.key = self.props.get("key")
        if not isinstance(self.key, str) or not KEY.match(self.key):
            gid = self.props.get("geonames_id")  # a record without a key is still named by its GeoNames id
            label = self.key if self.key else f"#{index}"
            raise GazetteerDataError(
                path, f"{label} (GeoNames id {gid})" if gid else label, "key", "missing or not lower_snake_case"
            )
        self.geometry = feature.get("geometry")
        self.in_tier = False  # a second-tier record: errors name its GeoNames id (or OSM element) too

    def fail(self, field: str, problem: str) -> GazetteerDataError:
        label = self.key
        if self.in_tier and (gid := self.props.get("geonames_id")):
            label = f"{self.key} (GeoNames id {gid})"
        elif self.in_tier and (osm := self.props.get("osm_id")):
            label = f"{self.key} (OSM {osm})"
        elif self.in_tier and (pcode := self.props.get("ocha_pcode")):
            label = f"{self.key} (OCHA {pcode})"
        return GazetteerDataError(self.path, label, field, problem)

    def text(self, field: str, *, optional: bool = False) -> str | None:
        value = self.props.get(field)
        if value is None and optional:
            return None
        if not isinstance(value, str) or not value.strip():
            raise self.fail(field, "missing or empty")
        return value

    def texts(self, field: str, *, required: bool = False) -> tuple[str, ...]:
        value = self.props.get(field, [])
        if value is None:
            value = []
        if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
            raise self.fail(field, "must be a list of non-empty strings")
        if required and not value:
            raise self.fail(field, "must not be empty")
        return tuple(value)

    def number(self, field: str) -> float:
        value = self.props.get(field)
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value <= 0:
            raise self.fail(field, f"must be a positive number, got {value!r}")
        return float(value)

    def point(self) -> tuple[float, float]:
        geom = self.geometry
        if not isinstance(geom, dict) or geom.get("type") != "Point":
            raise self.fail("geometry", "missing or not a Point")
        coords = geom.get("coordinates")
        if (
            not isinstance(coords, list)
            or len(coords) < 2
            or not all(isinstance(c, (int, float)) and not isinstance(c, bool) and math.isfinite(c) for c in coords[:2])
        ):
            raise self.fail("geometry", f"coordinates must be [lon, lat] numbers, got {coords!r}")
        lon, lat = float(coords[0]), float(coords[1])
        if not (-180 <= lon <= 180 and -90 <= lat <= 90):
            raise self.fail("geometry", f"coordinates out of range: lon={lon}, lat={lat}")
        return lat, lon


def records(path: Path) -> Iterator[Record]:
    """The features of a gazetteer file as checked records; a repeated key fails."""
    keys: set[str] = set()
    for i, feature in enumerate(read_geojson(path)):
        record = Record(path, i, feature)
        if record.key in keys:
            raise record.fail("key", "duplicate key")
        keys.add(record.key)
        yield record
