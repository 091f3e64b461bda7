"""The time view: incidents with a time the claims could read, placed on a slider of the reported days."""

from __future__ import annotations

import datetime as dt
import logging
import math
from typing import TYPE_CHECKING, Any

from .layers import _records
from .popups import _source_parts
from .style import _MAX_TIMED_EVENTS, _UNKNOWN_COLOR
from .text import _clip, _missing, _num, _round, _text

if TYPE_CHECKING:  # pragma: no cover
    from ..scene import Scene

log = logging.getLogger(__name__)



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
    from .frame import _bounds

    (s, w), (n, e) = _bounds(scene)
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
                                        "source": _source_parts(row)}})
    return {"type": "FeatureCollection", "features": features}, window
