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

import bisect
import logging
import math
from dataclasses import replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    import geopandas

    from .model import Scene

__all__ = ["aggregate", "Groups", "INCIDENT_GROUP", "CLAIM_GROUP", "QUOTED", "claim_keys", "incident_keys"]

log = logging.getLogger(__name__)

#: The columns that make an incident group (the point when ``place_key`` is missing; the day of ``date``).
INCIDENT_GROUP = ("place_key", "topic", "day")
#: The columns that make a claim group. A route's topic names its sentence (``route@<offset>``): routes
#: are grouped by place and role (origin | via | destination) whatever sentence they come from.
CLAIM_GROUP = ("kind", "place_key", "actor", "status", "topic", "unit", "value", "role")

QUOTED = ("article", "outlet", "date", "start", "end", "quote")


def _plain(value: Any) -> Any:
    """A hashable, comparable group value: NaN and None alike as None."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return None
    return value


def _point(geometry: Any) -> tuple[float, float] | None:
    if geometry is None or getattr(geometry, "is_empty", True):
        return None
    return (geometry.x, geometry.y)


def incident_keys(columns: dict[str, list]) -> list[tuple]:
    """The group of each incident (columns by name, ``point`` for the geometry): (place or point, topic, day)."""
    keys = []
    for place, topic, date, point in zip(
        columns["place_key"], columns["topic"], columns["date"], columns["point"], strict=True
    ):
        place = _plain(place)
        where = ("place", place) if place is not None else ("point", point)
        keys.append((where, _plain(topic), str(_plain(date) or "")[:10]))
    return keys


def claim_keys(columns: dict[str, list]) -> list[tuple]:
    """The group of each claim (columns by name): its CLAIM_GROUP values, a route's topic without its offset."""
    topic = CLAIM_GROUP.index("topic")
    keys = []
    for row in zip(*(columns[c] for c in CLAIM_GROUP), strict=True):
        key = [_plain(v) for v in row]
        if key[0] == "route" and isinstance(key[topic], str):
            key[topic] = key[topic].split("@", 1)[0]
        keys.append(tuple(key))
    return keys


class Groups:
    """Rows reduced to their groups as they come, in batches: the one reduction of both reading paths.

    Each group keeps its first report in (article, start, position) order, the sum of ``reports``
    and the records of its first ``limit`` reports; so memory grows with the groups, not the rows,
    and the result does not depend on how the rows were cut into batches.
    """

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.groups: dict[tuple, list] = {}  # key -> [order, first row, reports, [(order, k, record), ...]]

    def add(self, keys: list[tuple], orders: list[tuple], reports: list, quoted: list, row, record) -> None:
        """Add a batch: ``row(i)`` makes the i-th row, ``record(i)`` its quote record; both only when kept.

        ``orders[i]`` is (article, start, position in the whole input): unique, so no two rows tie.
        ``quoted[i]`` is the row's own ``quoted`` list (an aggregated row's), empty or None otherwise.
        """
        limit, groups = self.limit, self.groups
        for i in sorted(range(len(keys)), key=orders.__getitem__):
            order = orders[i]
            group = groups.get(keys[i])
            if group is None:
                group = groups[keys[i]] = [order, row(i), 0, []]
            elif order < group[0]:
                group[0], group[1] = order, row(i)
            group[2] += int(reports[i] or 1)
            kept = group[3]
            if len(kept) < limit or order < kept[-1][0]:
                for k, r in enumerate(list(quoted[i] or []) or [record(i)]):
                    bisect.insort(kept, (order, k, r), key=_rank)
                del kept[limit:]

    def rows(self) -> list[tuple[Any, int, list[dict]]]:
        """(first row, reports, quoted) of each group, in the order of their first reports."""
        out = []
        for _, row, count, kept in sorted(self.groups.values(), key=lambda group: group[0]):
            out.append((row, count, [r for _, _, r in kept] if count > 1 else []))  # one report: its own quote
        return out


def _rank(item: tuple) -> tuple:
    return item[:2]


def _order(articles: list, starts: list, offset: int = 0) -> list[tuple]:
    return [(str(a), int(s or 0), offset + i) for i, (a, s) in enumerate(zip(articles, starts, strict=True))]


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

    wanted = {*INCIDENT_GROUP, *CLAIM_GROUP, *QUOTED, "reports", "quoted"}
    values = {name: column(name) for name in wanted}
    values["point"] = [_point(shape) for shape in frame.geometry.tolist()]
    groups = Groups(limit)
    groups.add(
        keys_of(values),
        _order(values["article"], values["start"]),
        values["reports"],
        values["quoted"],
        row=lambda i: i,
        record=lambda i: {c: values[c][i] for c in QUOTED},
    )
    reduced = groups.rows()
    firsts = [first for first, _, _ in reduced]
    out = [dict(zip(columns, row, strict=True)) for row in frame.take(firsts).itertuples(index=False, name=None)]
    for row, (_, count, quoted) in zip(out, reduced, strict=True):
        row["reports"] = count
        row["quoted"] = quoted
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
    incidents = _group(scene.incidents, incident_keys, evidence_per_group)
    claims = _group(scene.claims, claim_keys, evidence_per_group)
    log.info(
        "aggregated %d incidents into %d rows, %d claims into %d rows",
        len(scene.incidents),
        len(incidents),
        len(scene.claims),
        len(claims),
    )
    return replace(scene, incidents=incidents, claims=claims)
