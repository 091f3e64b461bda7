r"""Evidence-linked folium maps of a scene.

>>> from geo_aleppo.maps import build_map, save_map
>>> m = build_map()                      # the scene of the bundled seeds
>>> save_map(m, "aleppo.html")           # atomic: a failed save never leaves half a file

Layers, each one ``folium.FeatureGroup`` listed in the layer control (added last): Control
areas, Corridors, Places, Incidents, a time view of 14–15 December 2016, Sources and figures, and
Beyond Syria (off by default). Every popup shows the quotes that support what is drawn.

Safety
    Article text and gazetteer strings are data. Python builds popup HTML with every value passed
    through :func:`html.escape`; data reaches the page only as JSON inside ``<script>`` with
    ``<``, ``>`` and ``&`` written as ``\u003c``, ``\u003e``, ``\u0026`` (:func:`js_literal`);
    the page's own script escapes again whatever it turns into HTML.

Determinism
    branca gives every element a random id. While :func:`build_map` runs,
    :func:`deterministic_ids` (the one place that does it) makes the ids a per-map counter, so
    the same scene gives byte-identical HTML in any process.

Offline
    ``self_contained=True`` inlines Leaflet and every plugin from the npm packages pinned in
    ``package.json`` (see :mod:`geo_aleppo._assets`); only the base tiles need a network.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import functools
import html
import itertools
import json
import logging
import math
import threading
from collections import OrderedDict
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ._io import atomic_path

if TYPE_CHECKING:  # pragma: no cover
    import folium

    from .scene import Scene

__all__ = ["build_map", "save_map", "render_html", "deterministic_ids", "js_literal",
           "CONTROLLER_COLORS", "LAYER_NAMES", "DEFAULT_TILES", "ALEPPO_IDLIB_BOUNDS"]

log = logging.getLogger(__name__)

DEFAULT_TILES = "Esri.WorldGrayCanvas"
#: The initial view: Aleppo in the east, Idlib and the Turkish border in the west.
ALEPPO_IDLIB_BOUNDS = [[35.80, 36.45], [36.36, 37.32]]

CONTROLLER_COLORS = OrderedDict([
    ("government", "#d7301f"),   # red
    ("opposition", "#238b45"),   # green
    ("sdf", "#e6b800"),          # yellow
    ("isis", "#252525"),         # black
    ("contested", "#8c6bb1"),    # purple
])
_UNKNOWN_COLOR = "#969696"
_CONTROLLER_LABELS = {"government": "Government and allies", "opposition": "Opposition (rebels)",
                      "sdf": "SDF (Kurdish-led)", "isis": "Islamic State", "contested": "Contested"}

LAYER_NAMES = OrderedDict([
    ("control_areas", "Control areas"),
    ("corridors", "Corridors"),
    ("places", "Places"),
    ("incidents", "Incidents"),
    ("timeline", "Time view"),
    ("sources", "Sources and figures"),
    ("beyond", "Beyond Syria"),
])

#: Place type -> (colour, base radius in px, legend label)
_PLACE_STYLE = {
    "city": ("#08306b", 7, "City"),
    "town": ("#2171b5", 6, "Town"),
    "village": ("#6baed6", 5, "Village"),
    "district": ("#525252", 4, "District of a city"),
    "crossing": ("#d94801", 6, "Border crossing"),
    "border": ("#d94801", 6, "Border"),
    "landmark": ("#8c510a", 5, "Landmark"),
    "region": ("#01665e", 6, "Region, governorate, country"),
    "governorate": ("#01665e", 6, "Region, governorate, country"),
    "country": ("#01665e", 6, "Region, governorate, country"),
    "continent": ("#01665e", 6, "Region, governorate, country"),
}
_LOW_PRECISION_KM = 2.5      # coarser than this: hollow dashed marker and a circle of the precision
_MAX_CIRCLE_KM = 25.0        # wider than this (governorates, countries) the circle hides the map; the ring stays dashed
_LABELLED_TYPES = {"city", "town", "village", "crossing", "district", "region", "governorate"}

_TOPIC_COLORS = {
    "convoy shot at": "#b2182b", "sniper": "#d6604d", "car bomb": "#67001f", "shelling": "#f46d43",
    "air strikes": "#8e0152", "clashes": "#c51b7d", "ceasefire": "#2166ac", "collapse": "#542788",
    "convoy": "#1b7837",
}
_EXTRA_COLORS = ("#e08214", "#35978f", "#7f3b08", "#4d9221", "#de77ae", "#3288bd", "#bf812d", "#66bd63")
_MAX_TIMED_EVENTS = 2000     # the time view is for the story of two days, not for bulk data
_CANVAS_THRESHOLD = 2000     # more incidents than this draw on a canvas, not as SVG paths
_MAX_QUOTES = 6
_MAX_QUOTE_CHARS = 320


# --- ids ------------------------------------------------------------------------------------

_ID_LOCK = threading.RLock()


@contextlib.contextmanager
def deterministic_ids(owner: Any = None) -> Iterator[None]:
    """Give every branca/folium element created in the block an id from a counter, not uuid4.

    The counter lives on ``owner`` (the map) when there is one, so drawing twice onto the same map
    never reuses an id; a map made inside the block takes the counter over.
    """
    from branca.element import Element

    state = {"next": getattr(owner, "_geo_aleppo_next_id", 0)}

    def generate(cls: type) -> str:
        value = state["next"]
        state["next"] += 1
        return f"ga{value:06d}"

    with _ID_LOCK:
        original = Element.__dict__["_generate_id"]
        Element._generate_id = classmethod(generate)
        try:
            yield state
        finally:
            Element._generate_id = original


# --- escaping -------------------------------------------------------------------------------

def js_literal(value: Any) -> str:
    r"""JSON for a ``<script>``: ``<``, ``>``, ``&`` and the JS line separators as ``\uXXXX``.

    branca compiles a rendered script once more as a Jinja template, so the openings of Jinja
    tags (``{{``, ``{%``, ``{#``) are broken too. Compact JSON has them only inside strings (an
    object's ``{`` is followed by ``"`` or ``}``), where ``\uXXXX`` reads as the same character.
    """
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    return (text.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")
            .replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")
            .replace("{{", "{\\u007b").replace("{%", "{\\u0025").replace("{#", "{\\u0023"))


def _missing(value: Any) -> bool:
    if value is None:
        return True
    try:
        return bool(value != value)  # NaN, pandas NA-ish
    except (TypeError, ValueError):
        return False


def _text(value: Any) -> str:
    return "" if _missing(value) else str(value)


def _h(value: Any) -> str:
    return html.escape(_text(value), quote=True)


def _num(value: Any) -> float | None:
    if _missing(value):
        return None
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return number if math.isfinite(number) else None


def _fmt_num(value: Any) -> str:
    number = _num(value)
    if number is None:
        return _text(value)
    return f"{number:,.0f}" if number == int(number) else f"{number:,.1f}"


def _json_list(value: Any) -> list:
    if isinstance(value, list):
        return value
    if _missing(value) or not _text(value).strip():
        return []
    try:
        loaded = json.loads(value)
    except (TypeError, ValueError):
        return []
    return loaded if isinstance(loaded, list) else [loaded]


def _json_obj(value: Any) -> dict:
    if isinstance(value, dict):
        return value
    try:
        loaded = json.loads(value) if not _missing(value) else {}
    except (TypeError, ValueError):
        return {}
    return loaded if isinstance(loaded, dict) else {}


def _split(value: Any) -> list[str]:
    return [part.strip() for part in _text(value).split(";") if part.strip()]


def _clip(text: str, limit: int = _MAX_QUOTE_CHARS) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _round(x: float) -> float:
    return round(float(x), 5)


# --- popup HTML (every value escaped) ---------------------------------------------------------

def _source_of(claim: dict) -> str:
    outlet = _text(claim.get("outlet")) or _text(claim.get("article"))
    date = _text(claim.get("date"))
    return ", ".join(part for part in (outlet, date) if part)


def _quotes_html(claims: list, *, limit: int = _MAX_QUOTES, extra: Any = None) -> str:
    items = []
    for claim in claims[:limit]:
        if not isinstance(claim, dict):
            claim = {"quote": claim}
        quote = _clip(_text(claim.get("quote") or claim.get("text")))
        detail = extra(claim) if extra else ""
        items.append(f'<li>{detail}<span class="ga-q">{_h(quote)}</span> '
                     f'<span class="ga-src">{_h(_source_of(claim))}</span></li>')
    more = f'<p class="ga-more">… and {len(claims) - limit} more</p>' if len(claims) > limit else ""
    return f'<ol class="ga-quotes">{"".join(items)}</ol>{more}' if items else ""


def _kv(rows: Iterable[tuple[str, str]]) -> str:
    body = "".join(f"<tr><th>{_h(k)}</th><td>{v}</td></tr>" for k, v in rows if v)
    return f'<table class="ga-kv">{body}</table>'


def _claim_stance(claim: dict) -> str:
    parts = [_text(claim.get(k)) for k in ("actor", "status") if _text(claim.get(k))]
    return f'<b>{_h(" / ".join(parts))}:</b> ' if parts else ""


def _control_popup(row: Any, names: dict[str, str]) -> str:
    controller = _text(row.get("controller"))
    color = CONTROLLER_COLORS.get(controller, _UNKNOWN_COLOR)
    supporting = _json_list(row.get("supporting"))
    contradicting = _json_list(row.get("contradicting"))
    precision = _num(row.get("precision_km"))
    holds = ", ".join(names.get(k, k) for k in _split(row.get("holds")))
    rows = [
        ("Controller", f'<span class="ga-sw" style="background:{color}"></span>{_h(controller)}'),
        ("Status", _h(row.get("status"))),
        ("As of", _h(row.get("as_of"))),
        ("Precision", f"±{precision:g} km" if precision is not None else ""),
        ("Holds", _h(holds)),
        ("Sources", _h(", ".join(_split(row.get("sources"))))),
    ]
    out = [f'<div class="ga-pop"><h3>{_h(row.get("name") or row.get("key"))}</h3>', _kv(rows),
           f"<h4>Supporting claims ({len(supporting)})</h4>",
           _quotes_html(supporting, extra=_claim_stance) or '<p class="ga-none">None recorded.</p>']
    if contradicting:
        out += [f'<h4 class="ga-contra">Contradicting claims ({len(contradicting)})</h4>',
                _quotes_html(contradicting, extra=_claim_stance)]
    else:
        out.append('<p class="ga-none">No source contradicts this.</p>')
    out.append("</div>")
    return "".join(out)


def _comparison(row: Any) -> str:
    text = _text(row.get("comparison"))
    if text:
        return text
    measured, claimed = _num(row.get("measured_km")), _num(row.get("claimed_km"))
    drawn = f"drawn {measured:.1f} km" if measured is not None else "not drawn"
    said = f"the sources say {claimed:g} km" if claimed is not None else "the sources give no length"
    return f"{drawn}; {said}"


def _count_label(claim: dict) -> str:
    value, high = _fmt_num(claim.get("value")), _num(claim.get("value_max"))
    if high is not None and _num(claim.get("value")) != high:
        value = f"{value}–{_fmt_num(high)}"
    what = _text(claim.get("topic")) or _text(claim.get("unit"))
    qualifier = _text(claim.get("qualifier"))
    return f"<b>{_h(' '.join(p for p in (qualifier, value, what) if p))}</b> — "


def _corridor_popup(row: Any, names: dict[str, str]) -> str:
    route = " → ".join(_split(row.get("waypoint_names")) or [names.get(k, k) for k in _split(row.get("waypoints"))])
    parts = _text(row.get("claimed_parts"))
    counts = _json_list(row.get("counts"))
    evidence = _json_list(row.get("evidence"))
    rows = [("Route", _h(route)), ("Claimed parts", _h(parts)),
            ("As of", _h(row.get("as_of"))), ("Sources", _h(", ".join(_split(row.get("sources")))))]
    out = [f'<div class="ga-pop"><h3>{_h(row.get("name") or row.get("key"))}</h3>',
           f'<p class="ga-compare">{_h(_comparison(row))}</p>', _kv(rows)]
    if counts:
        out += [f"<h4>People and vehicles ({len(counts)})</h4>", _quotes_html(counts, limit=8, extra=_count_label)]
    out += [f"<h4>What the sources say about the route ({len(evidence)})</h4>",
            _quotes_html(evidence) or '<p class="ga-none">No quote.</p>', "</div>"]
    return "".join(out)


def _place_popup(row: Any) -> str:
    precision = _num(row.get("precision_km"))
    evidence = _json_list(row.get("evidence"))
    name_ar = _text(row.get("name_ar"))
    rows = [
        ("Type", _h(row.get("type"))),
        ("Also written", _h(", ".join(_split(row.get("variants"))))),
        ("Precision", f"±{precision:g} km" if precision is not None else ""),
        ("Mentions", _h(_fmt_num(row.get("mention_count")))),
        ("Articles", _h(", ".join(_split(row.get("articles"))))),
    ]
    arabic = f' <span class="ga-ar" lang="ar" dir="rtl">{_h(name_ar)}</span>' if name_ar else ""
    return "".join([f'<div class="ga-pop"><h3>{_h(row.get("name") or row.get("key"))}{arabic}</h3>', _kv(rows),
                    f"<h4>Quotes naming it ({len(evidence)})</h4>" if evidence else "",
                    _quotes_html(evidence), "</div>"])


# --- scene -> JSON payloads -------------------------------------------------------------------

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


def _corridor_payload(scene: Scene, names: dict[str, str]) -> dict:
    features = []
    for row in _records(scene.corridors):
        geometry = _geometry(row.get("geometry"))
        if geometry is None:
            continue
        features.append({"type": "Feature", "geometry": geometry, "properties": {
            "tip": f"{_text(row.get('name')) or _text(row.get('key'))}: {_comparison(row)}",
            "popup": _corridor_popup(row, names)}})
    return {"type": "FeatureCollection", "features": features}


def _place_feature(row: dict, geometry: dict) -> dict:
    ptype = _text(row.get("type"))
    color, radius, _ = _PLACE_STYLE.get(ptype, ("#525252", 5, ""))
    precision = _num(row.get("precision_km")) or 0.0
    mentions = _num(row.get("mention_count")) or 0.0
    low = precision > _LOW_PRECISION_KM
    props = {"name": _text(row.get("name")) or _text(row.get("key")), "c": color,
             "r": round(radius + min(5.0, math.sqrt(mentions)), 1), "low": low,
             "lv": ("district" if ptype in ("district", "region") else "place") if ptype in _LABELLED_TYPES else "",
             "popup": _place_popup(row)}
    if low and precision <= _MAX_CIRCLE_KM:
        props["km"] = precision
    return {"type": "Feature", "geometry": geometry, "properties": props}


def _place_payloads(scene: Scene) -> tuple[dict, dict]:
    inside, outside = [], []
    for row in _records(scene.places):
        geom = row.get("geometry")
        geometry = _geometry(geom)
        if geometry is None:
            continue
        (inside if _in_syria(geom) else outside).append(_place_feature(row, geometry))
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
                for c in ("topic", "time_reported", "article", "outlet", "date", "quote")}
        for i, (x, y) in enumerate(zip(xs.tolist(), ys.tolist(), strict=True)):
            if _missing(x) or _missing(y):
                continue
            key = (_text(cols["article"][i]), _text(cols["outlet"][i]), _text(cols["date"][i]))
            source = sources.setdefault(key, len(sources))
            rows.append([_round(x), _round(y), topic_index.get(_text(cols["topic"][i]), 0), source,
                         _text(cols["time_reported"][i]), _clip(_text(cols["quote"][i]))])
    return {"topics": topics, "colors": [colors[t] for t in topics],
            "sources": [list(k) for k in sources], "rows": rows,
            "canvas": len(rows) > _CANVAS_THRESHOLD}


# --- the time view ----------------------------------------------------------------------------

def _parse_utc(value: Any) -> tuple[dt.datetime, bool] | None:
    """(UTC datetime, whether a clock time was given) from an ISO date or datetime."""
    text = _text(value).strip()
    if not text:
        return None
    try:
        if len(text) == 10:
            return dt.datetime.combine(dt.date.fromisoformat(text), dt.time(), dt.UTC), False
        moment = dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt.UTC)
    return moment.astimezone(dt.UTC), True


def _window(scene: Scene, times: list[dt.datetime]) -> tuple[dt.datetime, dt.datetime] | None:
    """Return the days the reports cover: the day before the earliest article to the latest one."""
    dates = []
    articles = scene.articles
    if articles is not None and "date" in getattr(articles, "columns", ()):
        for value in articles["date"].tolist():
            parsed = _parse_utc(value)
            if parsed:
                dates.append(parsed[0])
    if dates:
        start = min(dates) - dt.timedelta(days=1)
        end = max(dates) + dt.timedelta(days=1)
        return start, end
    if times:
        start = min(times).replace(hour=0, minute=0, second=0, microsecond=0)
        end = max(times).replace(hour=0, minute=0, second=0, microsecond=0) + dt.timedelta(days=1)
        return start, end
    return None


def _anchor(scene: Scene) -> tuple[float, float, str]:
    """Where an incident with no place is shown: the town or district the articles name most."""
    rows = [r for r in _records(scene.places)
            if _text(r.get("type")) in ("city", "town", "village", "district", "region")]
    rows = [r for r in rows if r.get("geometry") is not None and not r["geometry"].is_empty]
    if rows:
        row = max(rows, key=lambda r: (_num(r.get("mention_count")) or 0, _text(r.get("key"))))
        return row["geometry"].x, row["geometry"].y, _text(row.get("name"))
    (s, w), (n, e) = ALEPPO_IDLIB_BOUNDS
    return (w + e) / 2, (s + n) / 2, "the map centre"


def _ms(moment: dt.datetime) -> int:
    return int(moment.timestamp() * 1000)


def _timeline_payload(scene: Scene, colors: dict[str, str]) -> tuple[dict, tuple[dt.datetime, dt.datetime] | None]:
    """Features with start/end (ms) for each incident whose reported time falls in the window."""
    claim_times: dict[tuple, str] = {}
    for row in _records(scene.claims):
        if _text(row.get("time_utc")):
            claim_times[(_text(row.get("article")), _text(row.get("start")), _text(row.get("end")))] = \
                _text(row.get("time_utc"))
    events = []
    frame = scene.incidents
    if frame is not None and len(frame):  # only the rows with a time the claims could read (fast for 100k)
        n = len(frame)
        own = frame["time_utc"].tolist() if "time_utc" in frame.columns else [None] * n
        keys = zip(*(frame[c].tolist() if c in frame.columns else [None] * n for c in ("article", "start", "end")),
                   strict=True)
        mask = [bool(_text(t)) or (_text(a), _text(s), _text(e)) in claim_times for t, (a, s, e) in zip(own, keys,
                                                                                                      strict=True)]
        frame = frame[mask]
    for row in _records(frame):
        utc = _text(row.get("time_utc")) or claim_times.get(
            (_text(row.get("article")), _text(row.get("start")), _text(row.get("end"))), "")
        parsed = _parse_utc(utc)
        if parsed is None:  # no time the claims could read: on the map, not in the time view
            continue
        events.append((parsed[0], parsed[1], utc, row))
    window = _window(scene, [e[0] for e in events])
    features: list[dict] = []
    if window is None:
        return {"type": "FeatureCollection", "features": features}, None
    start, end = window
    ax, ay, anchor_name = _anchor(scene)
    unplaced = 0
    events.sort(key=lambda e: (e[0], _text(e[3].get("topic")), _text(e[3].get("article")), _text(e[3].get("start"))))
    events = [e for e in events if start <= e[0] < end]
    if len(events) > _MAX_TIMED_EVENTS:
        log.warning("time view: %d timed incidents; showing the first %d", len(events), _MAX_TIMED_EVENTS)
        events = events[:_MAX_TIMED_EVENTS]
    for moment, has_clock, utc, row in events:
        geom = row.get("geometry")
        if geom is not None and not _missing(geom) and not geom.is_empty:
            x, y, where = geom.x, geom.y, ""
        else:  # spread the unplaced events on a small circle around the anchor
            angle = unplaced * 2.399963
            x, y = ax + 0.03 * math.cos(angle), ay + 0.022 * math.sin(angle)
            where = f"no place named; shown near {anchor_name}"
            unplaced += 1
        topic = _text(row.get("topic"))
        when = moment.strftime("%a %d %b %H:%M GMT") if has_clock else moment.strftime("%a %d %b (no clock time)")
        features.append({"type": "Feature", "geometry": {"type": "Point", "coordinates": [_round(x), _round(y)]},
                         "properties": {"start": _ms(moment), "end": _ms(end), "topic": topic,
                                        "c": colors.get(topic, _UNKNOWN_COLOR), "when": when,
                                        "reported": _text(row.get("time_reported")), "utc": utc,
                                        "quote": _clip(_text(row.get("quote"))), "where": where,
                                        "source": _source_of(row)}})
    return {"type": "FeatureCollection", "features": features}, window


# --- the sources panel, the legend, the title -----------------------------------------------

def _outlet_names(scene: Scene) -> dict[str, str]:
    return {_text(r.get("id")): _text(r.get("outlet")) or _text(r.get("id")) for r in _records(scene.articles)}


def _format_values(values: Any) -> str:
    if isinstance(values, (list, tuple)):
        return "–".join(_format_values(v) for v in values) if len(values) == 2 and all(
            isinstance(v, (int, float)) for v in values) and values[0] != values[1] else \
            ", ".join(_format_values(v) for v in values)
    if isinstance(values, dict):
        return ", ".join(f"{k} {_format_values(v)}" for k, v in values.items())
    return _fmt_num(values)


def _sources_html(scene: Scene) -> str:
    outlets = _outlet_names(scene)
    rows = []
    for r in _records(scene.articles):
        outlet = _h(r.get("outlet") or "unknown outlet")
        url = _text(r.get("url"))
        if url.lower().startswith(("https://", "http://")):
            outlet = f'<a href="{_h(url)}" target="_blank" rel="noopener noreferrer">{outlet}</a>'
        rows.append(f'<tr><td>{outlet}</td><td>{_h(r.get("date"))}</td>'
                    f'<td class="ga-n">{_h(_fmt_num(r.get("mention_count")))}</td>'
                    f'<td class="ga-id">{_h(r.get("id"))}</td></tr>')
    figures = []
    several_groups = len({_text(r.get("group")) for r in _records(scene.agreement)}) > 1
    for r in _records(scene.agreement):
        values = _json_obj(r.get("values"))
        shown = "; ".join(f"{outlets.get(k, k)}: {_format_values(v)}" for k, v in values.items())
        verdict = _text(r.get("verdict"))
        label = _text(r.get("topic"))
        group = _text(r.get("group"))
        if group and several_groups:  # the Foua/Kafraya convoy apart from the Aleppo one
            label = f"{label} ({group.replace('_', ' ')})"
        unit = _text(r.get("unit"))
        figures.append(f'<tr><td>{_h(label)}<span class="ga-unit">{_h(unit)}</span></td><td>{_h(shown)}</td>'
                       f'<td class="ga-v ga-v-{_h(verdict)}">{_h(verdict)}</td></tr>')
    table = (f'<table class="ga-tab"><thead><tr><th>Figure</th><th>What each report says</th><th>Verdict</th>'
             f'</tr></thead><tbody>{"".join(figures)}</tbody></table>') if figures else \
        '<p class="ga-none">No figure is reported by more than one article.</p>'
    return ('<details class="ga-sources"><summary>Sources and figures</summary>'
            f'<table class="ga-tab"><thead><tr><th>Outlet</th><th>Date</th><th>Places</th><th>Article</th></tr>'
            f'</thead><tbody>{"".join(rows)}</tbody></table>'
            f'<h4>Do the reports agree?</h4>{table}</details>')


def _hatch_svg(color: str) -> str:
    return (f'<svg width="22" height="14" aria-hidden="true"><defs>'
            f'<pattern id="ga-lg-{color[1:]}" width="6" height="6" '
            f'patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" '
            f'fill="{color}" fill-opacity="0.25"/><line x1="0" y1="0" x2="0" y2="6" stroke="{color}" stroke-width="3"/>'
            f'</pattern></defs><rect x="1" y="1" width="20" height="12" fill="url(#ga-lg-{color[1:]})" '
            f'stroke="{color}" stroke-width="1.5"/></svg>')


def _legend_html(scene: Scene, place_types: list[str], topic_colors: dict[str, str], has_time: bool) -> str:
    records = _records(scene.control_areas)
    order = list(CONTROLLER_COLORS)
    controllers = sorted({_text(r.get("controller")) for r in records} - {""},
                         key=lambda c: (order.index(c) if c in order else 99, c)) or order[:4]
    besieged = sorted({_text(r.get("controller")) for r in records if _text(r.get("status")) == "besieged"},
                      key=lambda c: (order.index(c) if c in order else 99, c))
    control = [f'<div><span class="ga-sw ga-area" style="background:{CONTROLLER_COLORS.get(c, _UNKNOWN_COLOR)}"></span>'
               f'{_h(_CONTROLLER_LABELS.get(c, c))}</div>' for c in controllers]
    control += [f'<div>{_hatch_svg(CONTROLLER_COLORS.get(c, _UNKNOWN_COLOR))}Besieged pocket, '
                f'{_h(_CONTROLLER_LABELS.get(c, c).split(" (")[0].lower())}</div>' for c in besieged]
    places, seen = [], set()
    for ptype in place_types:
        color, _, label = _PLACE_STYLE.get(ptype, ("#525252", 5, ptype))
        if label not in seen:
            seen.add(label)
            places.append(f'<div><span class="ga-dot" style="background:{color}"></span>{_h(label)}</div>')
    places.append('<div><span class="ga-dot ga-dash"></span>Approximate position</div>')
    out = ['<details open class="ga-legend-box"><summary>Legend</summary>',
           '<div class="ga-lg-h">Who holds what</div>', *control,
           '<div class="ga-lg-h">Routes and places</div>',
           '<div><span class="ga-line"></span>Evacuation corridor; ▲ and moving dashes: direction</div>',
           '<div class="ga-cols">', *places, "</div>",
           ('<div class="ga-note">Bigger marker: named more often. '
            'Dashed circle: the ± km the position may be off.</div>')]
    if topic_colors:
        out += ['<div class="ga-lg-h">Incidents, as reported</div><div class="ga-cols">',
                *[f'<div><span class="ga-dot ga-inc" style="background:{color}"></span>{_h(topic)}</div>'
                  for topic, color in topic_colors.items()], "</div>"]
    if has_time:
        out.append('<div class="ga-note">Time view: drag the slider at the bottom left.</div>')
    out.append("</details>")
    return "".join(out)


def _title_html(scene: Scene, title: str | None) -> str:
    outlets = sorted({_text(o) for o in (scene.articles["outlet"].tolist()
                                         if scene.articles is not None and "outlet" in scene.articles else [])
                      if _text(o)})
    as_of = sorted({_text(v) for v in (scene.control_areas["as_of"].tolist()
                                       if scene.control_areas is not None and "as_of" in scene.control_areas else [])
                    if _text(v)})
    n = len(scene.articles) if scene.articles is not None else 0
    sub = [f"What {n} report{'s' if n != 1 else ''} say" + (f" ({', '.join(outlets)})" if outlets else "")]
    if as_of:
        sub.append(f"control as of {as_of[-1]}")
    sub.append("click any shape for its evidence")
    return (f'<div class="ga-title-main">{_h(title or "The evacuation of eastern Aleppo, December 2016")}</div>'
            f'<div class="ga-title-sub">{_h(" · ".join(sub))}</div>')


# --- folium elements --------------------------------------------------------------------------

# The page's own stylesheet and script (ours; no data goes into them) live beside this module.
_STATIC = Path(__file__).parent / "static"
_CSS = (_STATIC / "map.css").read_text(encoding="utf-8")
_JS = (_STATIC / "map.js").read_text(encoding="utf-8")


def _elements() -> Any:
    """Define the element classes (folium loads only when a map is built)."""
    from branca.element import CssLink, Element, JavascriptLink, MacroElement
    from folium.elements import JSCSSMixin
    from folium.template import Template

    class Support(MacroElement):
        """The page's CSS and the ``geoAleppo`` helpers (our code; data never goes in here)."""

        _template = Template(
            "{% macro header(this, kwargs) %}<style>" + _CSS + "</style>{% endmacro %}"
            "{% macro script(this, kwargs) %}" + _JS + "{% endmacro %}")

    class Layer(JSCSSMixin, MacroElement):
        """``geoAleppo.<kind>(data)`` added to the parent FeatureGroup; data as a safe JS literal."""

        _template = Template(
            "{% macro script(this, kwargs) %}"
            "var {{ this.get_name() }} = geoAleppo.{{ this.kind }}({{ this.data }})"
            ".addTo({{ this._parent.get_name() }});"
            "{% endmacro %}")

        def __init__(self, kind: str, data: Any, default_js: list | None = None):
            super().__init__()
            self._name = "GeoAleppo" + kind[0].upper() + kind[1:]
            self.kind = kind
            self.data = js_literal(data)
            self.default_js = list(default_js or [])

    class Call(MacroElement):
        """``geoAleppo.<fn>(map, [parent,] html)`` with the HTML as a safe JS literal."""

        _template = Template(
            "{% macro script(this, kwargs) %}"
            "geoAleppo.{{ this.fn }}({{ this.map.get_name() }}, "
            "{% if this.with_parent %}{{ this._parent.get_name() }}, {% endif %}{{ this.html }});"
            "{% endmacro %}")

        def __init__(self, fn: str, m: Any, html_text: str | None, *, with_parent: bool = False):
            super().__init__()
            self._name = "GeoAleppoCall"
            self.fn, self.map, self.with_parent = fn, m, with_parent
            self.html = js_literal(html_text) if html_text is not None else "null"

    class Raw(Element):
        def __init__(self, text: str):
            super().__init__()
            self.text = text

        def render(self, **kwargs: Any) -> str:
            return self.text

    class InlineAssets(Element):
        """Rendered after the map: swaps each CDN link in the page head for the npm file's text."""

        def render(self, **kwargs: Any) -> str:
            from ._assets import asset_for_url, inline_css, inline_js

            header = self.get_root().header
            children = OrderedDict()
            for name, child in header._children.items():
                if isinstance(child, (JavascriptLink, CssLink)):
                    relative = asset_for_url(child.url)
                    if relative is None:
                        continue
                    if isinstance(child, JavascriptLink):
                        child = Raw(f"<script>/* {relative} */\n{inline_js(relative)}\n</script>")
                    else:
                        child = Raw(f"<style>/* {relative} */\n{inline_css(relative)}\n</style>")
                children[name] = child
            header._children = children
            return ""

    return Support, Layer, Call, InlineAssets


# --- the map --------------------------------------------------------------------------------

def _default_scene() -> Scene:
    from .scene import build_scene

    return build_scene()


def build_map(scene: Scene | None = None, *, m: folium.Map | None = None, tiles: Any = DEFAULT_TILES,
              self_contained: bool = False, title: str | None = None) -> folium.Map:
    """Draw ``scene`` (default: the scene of the bundled seeds) as an evidence-linked folium map.

    Parameters
    ----------
    scene
        A :class:`geo_aleppo.scene.Scene`; ``None`` builds the one of the bundled seeds.
    m
        An existing ``folium.Map`` to draw onto (its view is left as it is); by default a new map
        framing Aleppo to Idlib.
    tiles
        Base tiles for a new map (any ``folium.Map(tiles=...)`` value; ``None`` for none).
    self_contained
        Inline Leaflet and every plugin from the npm packages of ``package.json`` so that the page
        works with no CDN (only the tiles need a network). Checked when the map is rendered.
    title
        The title shown at the top of the map.

    Returns
    -------
    folium.Map
        The map; write it with :func:`save_map`.
    """
    import folium
    from folium import plugins

    if scene is None:
        scene = _default_scene()
    Support, Layer, Call, InlineAssets = _elements()
    with deterministic_ids(m) as ids:
        new_map = m is None
        if new_map:
            (s, w), (n, e) = ALEPPO_IDLIB_BOUNDS
            m = folium.Map(location=[(s + n) / 2, (w + e) / 2], zoom_start=10, tiles=None, control_scale=True)
            if isinstance(tiles, str):
                folium.TileLayer(tiles, name="Base map").add_to(m)
            elif tiles is not None:
                tiles.add_to(m)
        Support().add_to(m)
        names = _place_names(scene)
        inside, outside = _place_payloads(scene)
        topic_colors = _topic_colors(_text(t) for t in (scene.incidents["topic"].tolist()
                                                        if scene.incidents is not None and "topic" in scene.incidents
                                                        else []))
        timeline_data, window = _timeline_payload(scene, topic_colors)
        timeline_name = LAYER_NAMES["timeline"]
        if window:
            last = window[1] - dt.timedelta(seconds=1)
            timeline_name = (f"{LAYER_NAMES['timeline']}: {window[0]:%d}–{last:%d %b %Y}"
                             if window[0].month == last.month
                             else f"{LAYER_NAMES['timeline']}: {window[0]:%d %b}–{last:%d %b %Y}")
        antpath_js = [(name, url) for name, url in plugins.AntPath.default_js]

        group = folium.FeatureGroup(name=LAYER_NAMES["control_areas"], show=True).add_to(m)
        Layer("controlAreas", _control_payload(scene, names)).add_to(group)

        group = folium.FeatureGroup(name=LAYER_NAMES["corridors"], show=True).add_to(m)
        Layer("corridors", _corridor_payload(scene, names), default_js=antpath_js).add_to(group)

        group = folium.FeatureGroup(name=LAYER_NAMES["places"], show=True).add_to(m)
        Layer("precision", inside).add_to(group)
        Layer("places", inside).add_to(group)

        group = folium.FeatureGroup(name=LAYER_NAMES["incidents"], show=True).add_to(m)
        Layer("incidents", _incident_payload(scene, topic_colors)).add_to(group)

        slider = None
        if timeline_data["features"] and window:
            group = folium.FeatureGroup(name=timeline_name, show=True).add_to(m)
            timeline = plugins.Timeline(timeline_data, point_to_layer=folium.JsCode("geoAleppo.timelinePoint"),
                                        on_each_feature=folium.JsCode("geoAleppo.timelineFeature")).add_to(group)
            timeline.default_js = [js for js in plugins.Timeline.default_js if js[0] != "moment"]
            slider = plugins.TimelineSlider(auto_play=False, start=_ms(window[0]), end=_ms(window[1]),
                                            show_ticks=True, steps=int((window[1] - window[0]).total_seconds() // 900),
                                            playback_duration=30000, enable_keyboard_controls=False)
            slider.options["format_output"] = folium.JsCode("geoAleppo.formatTime")
            slider.default_js = list(timeline.default_js)
            slider.add_timelines(timeline)

        group = folium.FeatureGroup(name=LAYER_NAMES["sources"], show=True).add_to(m)
        Call("panel", m, _sources_html(scene), with_parent=True).add_to(group)

        group = folium.FeatureGroup(name=LAYER_NAMES["beyond"], show=False).add_to(m)
        Layer("places", outside).add_to(group)

        place_types = sorted({_text(r.get("type")) for r in _records(scene.places)},
                             key=lambda t: list(_PLACE_STYLE).index(t) if t in _PLACE_STYLE else 99)
        plugins.Fullscreen(position="topleft", title="Full screen", title_cancel="Leave full screen").add_to(m)
        plugins.MeasureControl(position="topleft", primary_length_unit="kilometers", secondary_length_unit="miles",
                               primary_area_unit="sqkilometers", secondary_area_unit=None).add_to(m)
        minimap_tiles = tiles if isinstance(tiles, str) and "{" not in tiles else DEFAULT_TILES
        plugins.MiniMap(tile_layer=minimap_tiles, position="bottomright", toggle_display=True,
                        zoom_level_offset=-5, width=130, height=130).add_to(m)
        Call("legend", m, _legend_html(scene, place_types, topic_colors, slider is not None)).add_to(m)
        Call("title", m, _title_html(scene, title)).add_to(m)
        Call("zoomClasses", m, None).add_to(m)
        if slider is not None:
            slider.add_to(m)
        if new_map:
            m.fit_bounds(ALEPPO_IDLIB_BOUNDS, padding_top_left=(40, 70), padding_bottom_right=(360, 90))
        folium.LayerControl(position="topright", collapsed=False).add_to(m)
        if self_contained:
            InlineAssets().add_to(m.get_root(), name="geo_aleppo_inline_assets")
        m._geo_aleppo_next_id = ids["next"]
    return m


def render_html(m: folium.Map) -> str:
    """Render the page of ``m`` as a string (what :func:`save_map` writes)."""
    return m.get_root().render()


def save_map(m: folium.Map, path: str | Path) -> Path:
    """Write ``m`` to ``path`` atomically: a temporary file beside it, then a rename.

    If rendering or writing fails, an existing file at ``path`` is left byte for byte as it was
    and no temporary file remains.
    """
    target = Path(path)
    text = render_html(m)
    with atomic_path(target) as tmp:
        tmp.write_text(text, encoding="utf-8", newline="\n")
    return target
