"""Aggregate a scene's incidents and claims, so that the map of a large corpus stays small.

>>> import geo_aleppo as ga
>>> from geo_aleppo.scene import aggregate
>>> scene = ga.build_scene()
>>> small = aggregate(scene)
>>> int(small.incidents.reports.sum()) == len(scene.incidents), len(small.incidents) <= len(scene.incidents)
(True, True)

Incidents are grouped by (place, or the same point when the place is not known; topic; the day
of the article)
and claims by (kind, place_key, actor, status, topic, unit, value, role; a route's topic without
its sentence offset). Each group becomes one row:
its first report in (article, start) order, with ``reports`` (how many rows it stands for) and
``quoted`` (the first ``evidence_per_group`` reports' records). So every feature still quotes
its sentences and says how many reports stand behind it.
"""

from __future__ import annotations

import logging
import math
from dataclasses import replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    import geopandas

    from .scene import Scene

__all__ = ["aggregate", "INCIDENT_GROUP", "CLAIM_GROUP"]

log = logging.getLogger(__name__)

#: The columns that make an incident group (the point when ``place_key`` is missing; the day of ``date``).
INCIDENT_GROUP = ("place_key", "topic", "day")
#: The columns that make a claim group. A route's topic names its sentence (``route@<offset>``): routes
#: are grouped by place and role (origin | via | destination) whatever sentence they come from.
CLAIM_GROUP = ("kind", "place_key", "actor", "status", "topic", "unit", "value", "role")

_QUOTED = ("article", "outlet", "date", "start", "end", "quote")


def _plain(value: Any) -> Any:
    """A hashable, comparable group value: NaN and None alike as None."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return None
    return value


def _point(geometry: Any) -> tuple[float, float] | None:
    if geometry is None or getattr(geometry, "is_empty", True):
        return None
    return (geometry.x, geometry.y)


def _incident_keys(frame: geopandas.GeoDataFrame) -> list[tuple]:
    """The group of each incident: (place or point, topic, day)."""
    n = len(frame)
    places = frame["place_key"].tolist() if "place_key" in frame else [None] * n
    topics = frame["topic"].tolist() if "topic" in frame else [None] * n
    dates = frame["date"].tolist() if "date" in frame else [None] * n
    shapes = frame.geometry.tolist()
    keys = []
    for place, topic, date, shape in zip(places, topics, dates, shapes, strict=True):
        place = _plain(place)
        where = ("place", place) if place is not None else ("point", _point(shape))
        keys.append((where, _plain(topic), str(_plain(date) or "")[:10]))
    return keys


def _claim_keys(frame: geopandas.GeoDataFrame) -> list[tuple]:
    """The group of each claim: its CLAIM_GROUP values, a route's topic without its sentence offset."""
    n = len(frame)
    values = [frame[c].tolist() if c in frame else [None] * n for c in CLAIM_GROUP]
    topic = CLAIM_GROUP.index("topic")
    keys = []
    for row in zip(*values, strict=True):
        key = [_plain(v) for v in row]
        if key[0] == "route" and isinstance(key[topic], str):
            key[topic] = key[topic].split("@", 1)[0]
        keys.append(tuple(key))
    return keys


def _group(frame: geopandas.GeoDataFrame, keys_of, limit: int) -> geopandas.GeoDataFrame:
    """One row per group: the first report (article, start), its ``reports`` and ``quoted`` records.

    Only the columns that make the groups and the order are read for every row; whole rows are
    built for the first report of each group, quote records for the first ``limit`` of each.
    """
    import geopandas

    if frame is None or len(frame) == 0:
        return frame
    n = len(frame)
    columns = list(frame.columns)

    def column(name: str) -> list:
        return frame[name].tolist() if name in frame else [None] * n

    articles, starts = column("article"), column("start")
    reports, quoted_lists = column("reports"), column("quoted")
    quoted_columns = {c: column(c) for c in _QUOTED}
    keys = keys_of(frame)
    order = sorted(range(n), key=lambda i: (str(articles[i]), int(starts[i] or 0)))  # stable: ties keep frame order
    groups: dict[tuple, list] = {}  # key -> [first row, reports, quoted]
    for i in order:
        count = int(reports[i] or 1)
        group = groups.get(keys[i])
        if group is None:
            group = groups[keys[i]] = [i, 0, []]
        group[1] += count
        if len(group[2]) < limit:
            quoted = list(quoted_lists[i] or []) or [{c: values[i] for c, values in quoted_columns.items()}]
            group[2] = (group[2] + quoted)[:limit]
    firsts = [group[0] for group in groups.values()]
    out = [dict(zip(columns, values, strict=True)) for values in frame.take(firsts).itertuples(index=False, name=None)]
    for row, (_, count, quoted) in zip(out, groups.values(), strict=True):
        row["reports"] = count
        row["quoted"] = quoted if count > 1 else []  # a single report: the row's own quote is its evidence
    geometry = frame.geometry.name
    kept = [c for c in columns if c != geometry] + [c for c in ("reports", "quoted") if c not in columns]
    return geopandas.GeoDataFrame(out, columns=[*kept, geometry], geometry=geometry, crs=frame.crs)


def aggregate(scene: Scene, *, evidence_per_group: int = 3) -> Scene:
    """The scene with its incidents and claims grouped, each group one row with a ``reports`` count.

    Parameters
    ----------
    scene
        A scene (from :func:`geo_aleppo.build_scene` or :meth:`Scene.from_parquet`); it is not changed.
    evidence_per_group
        Keep the records of at most this many reports per group in ``quoted`` (at least 1).

    Returns
    -------
    Scene
        The same scene with incidents grouped by (place or point, topic, day) and claims by
        (kind, place_key, actor, status, topic, unit, value, role), in (article, start) order of their
        first report. Places, areas, corridors, the agreement table and the articles are those of
        ``scene``: they were computed from every claim.
    """
    if evidence_per_group < 1:
        raise ValueError(f"evidence_per_group must be at least 1, not {evidence_per_group}")
    incidents = _group(scene.incidents, _incident_keys, evidence_per_group)
    claims = _group(scene.claims, _claim_keys, evidence_per_group)
    log.info("aggregated %d incidents into %d rows, %d claims into %d rows",
             len(scene.incidents), len(incidents), len(scene.claims), len(claims))
    return replace(scene, incidents=incidents, claims=claims)
