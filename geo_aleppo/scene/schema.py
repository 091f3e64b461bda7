"""One typed column spec per scene layer and table: what the scene holds, the exports write and the tests build.

In memory (a :class:`geo_aleppo.scene.Scene`), a ``list`` column holds Python lists and a
``json`` column Python lists or dicts; dates are ISO strings (``YYYY-MM-DD``) and times ISO
strings in UTC. :func:`for_export` turns a frame into the types GDAL writes as such: dates as
dates, times as UTC datetimes, lists and JSON as GDAL's JSON subtype.

>>> [c.name for c in LAYERS["incidents"]][:4]
['key', 'topic', 'time_reported', 'time_utc']
>>> kind("corridors", "waypoints")
'list'
"""

from __future__ import annotations

import datetime
import json
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

from ..claims import Claim

if TYPE_CHECKING:  # pragma: no cover
    import pandas

__all__ = ["Column", "LAYERS", "TABLES", "GEOMETRY_TYPES", "columns", "kind", "for_export", "json_text", "KINDS"]

#: text, integer, real: as they are; date: ``YYYY-MM-DD``; utc_time: ``YYYY-MM-DDTHH:MM:SSZ`` or
#: only the day; list: a list of strings; json: a list or a dict.
KINDS = ("text", "integer", "real", "date", "utc_time", "list", "json")


@dataclass(frozen=True, slots=True)
class Column:
    """One column: its name, its kind (one of :data:`KINDS`) and what it holds."""

    name: str
    kind: str
    doc: str = ""


def _c(spec: str) -> tuple[Column, ...]:
    """Columns from lines of ``name kind doc``."""
    out = []
    for line in spec.strip().splitlines():
        name, kind_, *doc = line.split(maxsplit=2)
        assert kind_ in KINDS, (name, kind_)
        out.append(Column(name, kind_, doc[0] if doc else ""))
    return tuple(out)


_EVIDENCE = "records {article, outlet, date, start, end, quote, ...}"

PLACES = _c(f"""
key text gazetteer key
name text
name_ar text
type text city, town, governorate, ...
variants list other spellings
precision_km real how far the true position may lie from the point
mention_count integer
articles list ids of the articles that name the place, in corpus order
evidence json {_EVIDENCE} with the mention's text
""")

CONTROL_AREAS = _c("""
key text
name text
controller text government | opposition | sdf | isis | contested
status text held | besieged | contested
as_of date the day the curated area describes
window_days integer it speaks for the reports dated within as_of ± this many days
precision_km real
sources list
holds list keys of the places inside
supporting json claims that agree with the area
contradicting json claims that disagree with it
""")

CORRIDORS = _c("""
key text
name text
as_of date
window_days integer its claimed lengths come from the reports dated within as_of ± this many days
waypoints list place keys in travel order
waypoint_names list
measured_km real length of the drawn route on the WGS84 ellipsoid
government_km real
opposition_km real
other_km real
straight_km real legs drawn straight where no road is mapped
claimed_km real
claimed_government_km real
claimed_opposition_km real
claimed_parts text
claimed_from text articles, or gazetteer: <source>
total_verdict text consistent | not consistent | ''
government_verdict text
opposition_verdict text
comparison text
legs json {from, to, geometry_source, length_km, vertices}
inferred_points json points marked inferred
counts json count claims of the operation
evidence json distance and route claims
sources list
operation text the besieged area the corridor leaves (renamed from group: a SQL reserved word)
""")

#: Per incident and claim: how many reports the row stands for (see :func:`geo_aleppo.scene.aggregate`).
_REPORTS = """reports integer 1, or how many rows aggregate() merged into this one
quoted json when aggregated, the first reports' {article, outlet, date, start, end, quote} by (article, start); else []
"""

INCIDENTS = _c(f"""
key text
topic text
time_reported text the time as the article gives it
time_utc utc_time
place_key text
located_by text
article text
outlet text
date date the article's date
start integer
end integer
quote text
{_REPORTS}""")

_CLAIM_KINDS = {
    "start": "integer",
    "end": "integer",
    "value": "real",
    "value_max": "real",
    "time_utc": "utc_time",
    "date": "date",
    "confidence": "real",
}
CLAIMS = tuple(Column(f.name, _CLAIM_KINDS.get(f.name, "text")) for f in fields(Claim)) + _c(f"""
operation text the besieged area the claim's place lies in, else the main one
area_verdict text supports KEY | contradicts KEY | ''
{_REPORTS}""")

ARTICLES = _c("""
id text
outlet text
date date
path text
url text
mention_count integer
claim_count integer
""")

AGREEMENT = _c("""
topic text
operation text figures of one operation are compared with each other
unit text
values json {article: [values]}
articles integer
verdict text agree | differ | single
""")

UNRESOLVED = _c("""
article text
start integer
end integer
text text
quote text
""")

#: The GeoDataFrame layers (EPSG:4326, a ``geometry`` column after these).
LAYERS: dict[str, tuple[Column, ...]] = {
    "control_areas": CONTROL_AREAS,
    "corridors": CORRIDORS,
    "places": PLACES,
    "incidents": INCIDENTS,
    "claims": CLAIMS,
}
#: The geometry type of each layer as exported, whatever the data (an empty layer too); control
#: areas go out as MultiPolygon (a Polygon is promoted).
GEOMETRY_TYPES: dict[str, str] = {
    "control_areas": "MultiPolygon",
    "corridors": "LineString",
    "places": "Point",
    "incidents": "Point",
    "claims": "Point",
}
#: The plain tables.
TABLES: dict[str, tuple[Column, ...]] = {"articles": ARTICLES, "agreement": AGREEMENT, "unresolved": UNRESOLVED}


def columns(name: str) -> list[str]:
    """The column names of a layer or table, in order (without ``geometry``)."""
    spec = LAYERS.get(name) or TABLES.get(name)
    if spec is None:
        raise KeyError(f"unknown layer {name!r}; layers are: {', '.join([*LAYERS, *TABLES])}")
    return [c.name for c in spec]


def kind(name: str, column: str) -> str:
    """The kind of ``column`` in layer or table ``name``."""
    return next(c.kind for c in (LAYERS.get(name) or TABLES[name]) if c.name == column)


# --- export types -----------------------------------------------------------------------
def _date(value: Any) -> datetime.date | None:
    if not isinstance(value, str) or len(value) < 10:
        return None
    try:
        return datetime.date.fromisoformat(value[:10])
    except ValueError:
        return None


def _utc(value: Any) -> datetime.datetime | None:
    """A time of day in UTC, or None when only the day is known (a day is not a time)."""
    if not isinstance(value, str) or "T" not in value:
        return None
    try:
        moment = datetime.datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return moment.astimezone(datetime.UTC) if moment.tzinfo else None


def json_text(value: Any) -> str | None:
    """A list or JSON value as JSON text (keys sorted), for GDAL and CSV; None stays None."""
    if value is None or (isinstance(value, float) and value != value):
        return None
    if isinstance(value, str):  # already JSON (an older scene)
        return value
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def _missing(value: Any) -> bool:
    """None, NaN, pandas' NA or NaT (a list or dict is a value)."""
    import pandas as pd

    return value is None or (not isinstance(value, (list, tuple, dict)) and bool(pd.isna(value)))


def _number(value: Any, kind_: str) -> int | float | None:
    if _missing(value):
        return None
    return int(value) if kind_ == "integer" else float(value)


def for_export(frame: pandas.DataFrame, name: str) -> pandas.DataFrame:
    """``frame`` with the types of the spec, whatever the data (all null, or no rows at all).

    Text as Arrow strings, integers as int64, reals as float64 (an all-null column keeps its
    type: no REAL text column, no TEXT number); dates as dates, times as UTC datetimes, lists
    and JSON as GDAL's JSON subtype. A column of the spec that the frame lacks is added, null.
    A ``utc_time`` column becomes two: the column itself, a UTC datetime where the article gives
    a time of day (else null), and ``<column>_day``, the UTC day, wherever one is known. Write
    the result with ``pyogrio.write_dataframe(..., use_arrow=True)`` so that the types reach GDAL.
    """
    import pandas as pd
    import pyarrow as pa

    out = frame.copy()
    spec = {c.name: c.kind for c in (LAYERS.get(name) or TABLES[name])}
    for column in spec:
        if column not in out.columns:
            out[column] = [None] * len(out)
    for column in list(out.columns):
        what = spec.get(column)
        values = out[column]
        if what == "date":
            out[column] = pd.array([_date(v) for v in values], dtype=pd.ArrowDtype(pa.date32()))
        elif what == "utc_time":
            position = out.columns.get_loc(column) + 1
            out.insert(
                position, f"{column}_day", pd.array([_date(v) for v in values], dtype=pd.ArrowDtype(pa.date32()))
            )
            out[column] = pd.array([_utc(v) for v in values], dtype=pd.ArrowDtype(pa.timestamp("ms", tz="UTC")))
        elif what in ("list", "json"):
            out[column] = pd.array([json_text(v) for v in values], dtype=pd.ArrowDtype(pa.json_(pa.string())))
        elif what == "text":
            out[column] = pd.array([None if _missing(v) else str(v) for v in values], dtype=pd.ArrowDtype(pa.string()))
        elif what in ("integer", "real"):
            out[column] = pd.array(
                [_number(v, what) for v in values],
                dtype=pd.ArrowDtype(pa.int64() if what == "integer" else pa.float64()),
            )
    return out
