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


def _incident_key(row: dict) -> tuple:
    place = _plain(row.get("place_key"))
    where = ("place", place) if place is not None else ("point", _point(row.get("geometry")))
    return (where, _plain(row.get("topic")), str(_plain(row.get("date")) or "")[:10])


def _claim_key(row: dict) -> tuple:
    key = {c: _plain(row.get(c)) for c in CLAIM_GROUP}
    if key["kind"] == "route" and isinstance(key["topic"], str):
        key["topic"] = key["topic"].split("@", 1)[0]
    return tuple(key.values())


def _group(frame: geopandas.GeoDataFrame, key_of, limit: int) -> geopandas.GeoDataFrame:
    """One row per group: the first report (article, start), its ``reports`` and ``quoted`` records."""
    import geopandas

    if frame is None or len(frame) == 0:
        return frame
    columns = list(frame.columns)
    rows = [dict(zip(columns, values, strict=True)) for values in frame.itertuples(index=False, name=None)]
    rows.sort(key=lambda r: (str(r.get("article")), int(r.get("start") or 0)))  # stable: ties keep frame order
    groups: dict[tuple, dict] = {}
    for row in rows:
        key = key_of(row)
        first = groups.get(key)
        count = int(row.get("reports") or 1)
        quoted = list(row.get("quoted") or []) or [{c: row.get(c) for c in _QUOTED}]
        if first is None:
            groups[key] = {**row, "reports": count, "quoted": quoted[:limit]}
            continue
        first["reports"] += count
        first["quoted"] = (first["quoted"] + quoted)[:limit]
    out = list(groups.values())
    for row in out:
        if row["reports"] == 1:
            row["quoted"] = []  # a single report: the row's own quote is its evidence
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
    incidents = _group(scene.incidents, _incident_key, evidence_per_group)
    claims = _group(scene.claims, _claim_key, evidence_per_group)
    log.info("aggregated %d incidents into %d rows, %d claims into %d rows",
             len(scene.incidents), len(incidents), len(scene.claims), len(claims))
    return replace(scene, incidents=incidents, claims=claims)
