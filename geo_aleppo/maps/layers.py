"""Scene layers as JSON payloads for the page's own script (``geoAleppo.*`` in ``static/map.js``)."""

from __future__ import annotations

import functools
import itertools
import logging
import math
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..context.routing import OSM_ATTRIBUTION
from .popups import _comparison, _control_popup, _corridor_popup, _place_popup
from .style import (
    _CANVAS_THRESHOLD,
    _EXTRA_COLORS,
    _LABELLED_TYPES,
    _LOW_PRECISION_KM,
    _MAX_CIRCLE_KM,
    _PLACE_STYLE,
    _TOPIC_COLORS,
    _UNKNOWN_COLOR,
    CONTROLLER_COLORS,
)
from .text import _clip, _json_list, _missing, _num, _round, _text

if TYPE_CHECKING:  # pragma: no cover
    from ..scene import Scene

log = logging.getLogger(__name__)



def _records(frame: Any) -> list[dict]:
    """Rows of a (Geo)DataFrame as dicts, geometry included, in frame order."""
    if frame is None or len(frame) == 0:
        return []
    columns = list(frame.columns)
    return [dict(zip(columns, values, strict=True)) for values in frame.itertuples(index=False, name=None)]


def _geometry(geom: Any) -> dict | None:
    if geom is None or _missing(geom) or getattr(geom, "is_empty", True):
        return None
    from shapely.geometry import mapping

    def rounded(coords: Any) -> Any:
        if isinstance(coords, (int, float)):
            return _round(coords)
        return [rounded(c) for c in coords]

    shape = mapping(geom)
    return {"type": shape["type"], "coordinates": rounded(shape["coordinates"])}


@functools.lru_cache(maxsize=1)
def _syria() -> Any:
    """Syria's footprint from the bundled gazetteer (a box if it cannot be had)."""
    from shapely.geometry import box

    try:
        from .gazetteer import load_gazetteer

        shape = load_gazetteer().footprint("syria")
    except Exception:  # noqa: BLE001 - any failure falls back to the box
        shape = None
    return shape if shape is not None else box(35.6, 32.3, 42.4, 37.35)


def _in_syria(geom: Any) -> bool:
    return geom is not None and not getattr(geom, "is_empty", True) and _syria().covers(geom)


def _place_names(scene: Scene) -> dict[str, str]:
    return {_text(r.get("key")): _text(r.get("name")) or _text(r.get("key")) for r in _records(scene.places)}


def _control_payload(scene: Scene, names: dict[str, str]) -> dict:
    """Control areas, largest first, so that pockets inside bigger areas are drawn on top."""
    features = []
    rows = _records(scene.control_areas)
    rows.sort(key=lambda r: -(r["geometry"].area if r.get("geometry") is not None and not _missing(r["geometry"])
                              else 0.0))
    for row in rows:
        geometry = _geometry(row.get("geometry"))
        if geometry is None:
            continue
        controller = _text(row.get("controller"))
        status = _text(row.get("status"))
        features.append({"type": "Feature", "geometry": geometry, "properties": {
            "c": CONTROLLER_COLORS.get(controller, _UNKNOWN_COLOR), "s": status,
            "tip": f"{_text(row.get('name')) or _text(row.get('key'))}: {controller}, {status}",
            "popup": _control_popup(row, names)}})
    return {"type": "FeatureCollection", "features": features}


STRAIGHT_LABEL = "straight line: road not mapped"


def corridor_label(row: dict) -> str:
    """A corridor's label on the map: its name without the parenthesis of waypoints."""
    name = _text(row.get("name")) or _text(row.get("key"))
    short = name.split(" (", 1)[0].strip()
    return short or name


def _corridor_legs(row: dict, coordinates: list) -> list[dict]:
    """Each leg as ``{s: road | straight | drawn, c: its coordinates, a: [a, b] the segment holding its arrow}``."""
    legs = [leg for leg in _json_list(row.get("legs")) if isinstance(leg, dict)]
    spans = [leg.get("vertices") for leg in legs]
    if not legs or not all(isinstance(v, list) and len(v) == 2 and 0 <= v[0] < v[1] < len(coordinates)
                           for v in spans):
        return [{"s": "drawn", "c": coordinates, "a": _arrow(coordinates)}]  # drawn by hand: no road claimed
    out = []
    for leg, (first, last) in zip(legs, spans):
        coords = coordinates[first:last + 1]
        out.append({"s": "straight" if leg.get("geometry_source") == "straight" else "road", "c": coords,
                    "a": _arrow(coords)})
    return out


def _arrow(coords: list) -> list:
    """The segment at the middle of a line (by length), where its direction arrow goes."""
    lengths = [math.dist(a, b) for a, b in zip(coords[:-1], coords[1:])]
    half, run = sum(lengths) / 2, 0.0
    for i, length in enumerate(lengths):
        run += length
        if run >= half:
            return [coords[i], coords[i + 1]]
    return [coords[0], coords[-1]]


def _inferred(row: dict) -> list[dict]:
    """Points that are only inferred (e.g. where a claimed length would end), each with its label."""
    out = []
    for point in _json_list(row.get("inferred_points")):
        coords = point.get("coordinates") if isinstance(point, dict) else None
        if point.get("inferred") is True and isinstance(coords, list) and len(coords) == 2:
            out.append({"c": coords, "name": f"INFERRED, not reported: {_text(point.get('name'))}"})
    return out


def _corridor_payload(scene: Scene, names: dict[str, str]) -> dict:
    """Corridors leg by leg: road legs as moving dashes, straight legs dashed grey and labelled as such.

    ``attribution`` is set (OpenStreetMap's) when any leg is drawn on the OSM roads.
    """
    features, on_roads = [], False
    for row in _records(scene.corridors):
        geometry = _geometry(row.get("geometry"))
        if geometry is None or geometry.get("type") != "LineString":
            continue
        legs = _corridor_legs(row, geometry["coordinates"])
        on_roads = on_roads or any(leg["s"] == "road" and len(leg["c"]) > 2 for leg in legs)
        straight = any(leg["s"] == "straight" for leg in legs)
        features.append({"type": "Feature", "geometry": geometry, "properties": {
            "tip": f"{_text(row.get('name')) or _text(row.get('key'))}: {_comparison(row)}",
            "label": corridor_label(row), "note": STRAIGHT_LABEL if straight else "",
            "legs": legs, "inferred": _inferred(row),
            "popup": _corridor_popup(row, names)}})
    payload: dict[str, Any] = {"type": "FeatureCollection", "features": features}
    if on_roads:
        payload["attribution"] = OSM_ATTRIBUTION
    return payload


def _citations(scene: Scene) -> dict[str, tuple[str, ...]]:
    """Each article as a reader cites it: (outlet, date), the parts it has (its id when it has neither)."""
    return {_text(r.get("id")): tuple(p for p in (_text(r.get("outlet")), _text(r.get("date"))) if p)
            or (_text(r.get("id")),) for r in _records(scene.articles)}


def _place_feature(row: dict, geometry: dict, cite: dict[str, tuple[str, ...]] | None = None) -> dict:
    ptype = _text(row.get("type"))
    color, radius, _ = _PLACE_STYLE.get(ptype, ("#525252", 5, ""))
    precision = _num(row.get("precision_km")) or 0.0
    mentions = _num(row.get("mention_count")) or 0.0
    low = precision > _LOW_PRECISION_KM
    props = {"name": _text(row.get("name")) or _text(row.get("key")), "key": _text(row.get("key")), "c": color,
             "r": round(radius + min(5.0, math.sqrt(mentions)), 1), "low": low, "rank": mentions, "type": ptype,
             "lv": ("district" if ptype in ("district", "region") else "place") if ptype in _LABELLED_TYPES else "",
             "popup": _place_popup(row, cite)}
    if low and precision <= _MAX_CIRCLE_KM:
        props["km"] = precision
    return {"type": "Feature", "geometry": geometry, "properties": props}


def _place_payloads(scene: Scene) -> tuple[dict, dict]:
    inside, outside = [], []
    cite = _citations(scene)
    for row in _records(scene.places):
        geom = row.get("geometry")
        geometry = _geometry(geom)
        if geometry is None:
            continue
        (inside if _in_syria(geom) else outside).append(_place_feature(row, geometry, cite))
    return ({"type": "FeatureCollection", "features": inside},
            {"type": "FeatureCollection", "features": outside})


def _topic_colors(topics: Iterable[str]) -> dict[str, str]:
    colors, extra = {}, itertools.cycle(_EXTRA_COLORS)
    for topic in sorted(set(topics)):
        colors[topic] = _TOPIC_COLORS.get(topic) or next(extra)
    return colors


def _incident_payload(scene: Scene, colors: dict[str, str]) -> dict:
    """Columnar incidents (the page turns them into one GeoJSON layer): small for 100k points."""
    frame = scene.incidents
    topics = sorted(colors)
    topic_index = {t: i for i, t in enumerate(topics)}
    sources: dict[tuple[str, str, str], int] = {}
    rows = []
    if frame is not None and len(frame):
        geoms = frame.geometry
        xs = geoms.x.where(~geoms.isna() & ~geoms.is_empty) if len(frame) else []
        ys = geoms.y.where(~geoms.isna() & ~geoms.is_empty) if len(frame) else []
        cols = {c: frame[c].tolist() if c in frame.columns else [None] * len(frame)
                for c in ("topic", "time_reported", "article", "outlet", "date", "quote", "reports", "quoted")}
        for i, (x, y) in enumerate(zip(xs.tolist(), ys.tolist(), strict=True)):
            if _missing(x) or _missing(y):
                continue
            key = (_text(cols["article"][i]), _text(cols["outlet"][i]), _text(cols["date"][i]))
            source = sources.setdefault(key, len(sources))
            row = [_round(x), _round(y), topic_index.get(_text(cols["topic"][i]), 0), source,
                   _text(cols["time_reported"][i]), _clip(_text(cols["quote"][i]))]
            reports = int(_num(cols["reports"][i]) or 1)
            if reports > 1:  # aggregated: how many reports, and the quotes after the first one
                more = []
                for record in _json_list(cols["quoted"][i])[1:]:
                    if isinstance(record, dict):
                        cited = (_text(record.get("article")), _text(record.get("outlet")), _text(record.get("date")))
                        more.append([sources.setdefault(cited, len(sources)), _clip(_text(record.get("quote")))])
                row += [reports, more]
            rows.append(row)
    return {"topics": topics, "colors": [colors[t] for t in topics],
            "sources": [list(k) for k in sources], "rows": rows,
            "canvas": len(rows) > _CANVAS_THRESHOLD}
