"""Corridors on the roads: shortest paths over a road graph between documented waypoints.

A corridor is a list of waypoints, each a gazetteer place with its own source. Between two
waypoints the route is the cheapest path over the road graph, where a metre of trunk or primary
road costs less than a metre of a minor road, so that a bus route follows the main roads. Where
the road data does not reach (either end outside its extent, or no road near the point), the leg
is a straight line and says so (``geometry_source == "straight"``).

Routing runs when the bundled data is rebuilt (``scripts/make_control_areas.py``), never at import.
``split_by_controller`` measures how much of a line lies in each side's areas, on the ellipsoid.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..geodesy import geodesic_length_m, local_crs

log = logging.getLogger(__name__)

__all__ = ["OSM_ATTRIBUTION", "ROAD_COST", "Leg", "RoadGraph", "load_road_graph", "route", "split_by_controller"]

#: cost of one metre of road, by OSM ``highway`` class: buses keep to trunk and primary roads
ROAD_COST = {
    "motorway": 1.0,
    "trunk": 1.0,
    "primary": 1.0,
    "motorway_link": 1.2,
    "trunk_link": 1.2,
    "primary_link": 1.2,
    "secondary": 1.5,
    "secondary_link": 1.6,
    "tertiary": 2.0,
    "tertiary_link": 2.0,
    "unclassified": 3.0,
}
#: the credit that a map owes whenever it draws a route on the OpenStreetMap roads (ODbL)
OSM_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
#: a waypoint further than this from every road node is not on the mapped network
MAX_SNAP_M = 1500.0
_GRID = 6  # decimals of a degree at which two vertices are the same node (~0.1 m)


@dataclass(frozen=True, slots=True)
class Leg:
    """One leg of a corridor, from one waypoint to the next.

    ``geometry_source`` is ``"road"`` (a path over the road graph, joined to each waypoint by
    its snap, ``snap_m`` metres long) or ``"straight"`` (no road data there).
    """

    start: str
    end: str
    geometry_source: str
    coordinates: tuple[tuple[float, float], ...]
    length_m: float
    snap_m: tuple[float, float] = (0.0, 0.0)


class RoadGraph:
    """An undirected graph of road segments: every vertex of a line is a node.

    Parameters
    ----------
    lines
        ``(LineString in lon/lat, OSM highway class)`` pairs; lines meet where they share a
        vertex (as OSM ways do at junctions). Lines of a class not in ``ROAD_COST`` are left out.
    extent
        The area that the road data covers (lon/lat polygon); default: the lines' convex hull.
    """

    def __init__(self, lines: Iterable[tuple[Any, str]], *, extent: Any = None):
        import networkx as nx
        import numpy as np
        from pyproj import Transformer
        from shapely import STRtree
        from shapely.geometry import LineString, MultiLineString

        from ..geodesy import geod as make_geod

        geod = make_geod()
        graph = nx.Graph()
        shapes = []
        for line, highway in lines:
            cost = ROAD_COST.get(highway)
            if cost is None:
                continue
            shapes.append(line)
            coords = [(round(x, _GRID), round(y, _GRID)) for x, y in line.coords]
            lons, lats = [c[0] for c in coords], [c[1] for c in coords]
            _, _, dist = geod.inv(lons[:-1], lats[:-1], lons[1:], lats[1:])
            for a, b, metres in zip(coords[:-1], coords[1:], np.atleast_1d(dist)):
                if a == b:
                    continue
                if not graph.has_edge(a, b) or graph[a][b]["cost"] > cost:
                    graph.add_edge(a, b, weight=float(metres) * cost, length=float(metres), cost=cost)
        if graph.number_of_nodes() == 0:
            raise ValueError("no road of a routable class (see ROAD_COST)")
        self.graph = graph
        self.extent = extent if extent is not None else MultiLineString(shapes).convex_hull
        crs = local_crs(self.extent)
        self._to_local = Transformer.from_crs("EPSG:4326", crs, always_xy=True)
        self._to_lonlat = Transformer.from_crs(crs, "EPSG:4326", always_xy=True)
        self._edges = sorted(tuple(sorted(edge)) for edge in graph.edges)
        ends = np.array([[*a, *b] for a, b in self._edges])
        ax, ay = self._to_local.transform(ends[:, 0], ends[:, 1])
        bx, by = self._to_local.transform(ends[:, 2], ends[:, 3])
        self._tree = STRtree([LineString([(x1, y1), (x2, y2)]) for x1, y1, x2, y2 in zip(ax, ay, bx, by)])

    def snap(self, lon: float, lat: float, within_m: float | None = None, inside: Any = None):
        """The road point that stands for a waypoint: ``(lon, lat)``, metres away, the edge, fraction along it.

        Without ``within_m``: the nearest point on any road. With it (a waypoint known to within
        that many metres): among the roads that pass that close, the one with the lowest
        distance x ``ROAD_COST``, so that a waypoint stands for the main road beside it rather
        than for a side street that happens to be nearer; None when no road is that close.
        ``inside`` (a lon/lat polygon, e.g. the outline of the waypoint's district) keeps the
        point on the part of a road within it.
        """
        from shapely.geometry import Point
        from shapely.ops import nearest_points

        here = Point(*self._to_local.transform(lon, lat))
        area = _project(self._to_local, inside) if inside is not None else None
        if within_m is None and area is None:
            index = int(self._tree.nearest(here))
            piece = self._tree.geometries[index]
        else:
            near = (
                self._tree.query(here, predicate="dwithin", distance=within_m)
                if within_m is not None
                else self._tree.query(area, predicate="intersects")
            )
            pieces = {
                int(i): self._tree.geometries[i] if area is None else self._tree.geometries[i].intersection(area)
                for i in near
            }
            pieces = {i: g for i, g in pieces.items() if not g.is_empty}
            if within_m is not None:
                pieces = {i: g for i, g in pieces.items() if g.distance(here) <= within_m}
            if not pieces:
                return None
            index = min(pieces, key=lambda i: (pieces[i].distance(here) * self.graph.edges[self._edges[i]]["cost"], i))
            piece = pieces[index]
        segment = self._tree.geometries[index]
        on_road = nearest_points(piece, here)[0]
        fraction = segment.project(on_road, normalized=True) if segment.length > 0 else 0.0
        x, y = self._to_lonlat.transform(on_road.x, on_road.y)
        point = (round(x, _GRID), round(y, _GRID))
        return point, float(on_road.distance(here)), self._edges[index], float(fraction)

    def covers(self, lon: float, lat: float) -> bool:
        """Whether a point lies inside the extent of the road data."""
        from shapely.geometry import Point

        return bool(self.extent.covers(Point(lon, lat)))

    def _split(self, point, edge, fraction) -> list[Any]:
        """Add ``point`` as a node on ``edge``; returns the nodes added (to remove afterwards)."""
        u, v = edge
        if point in (u, v) or self.graph.has_node(point):
            return []
        data = self.graph[u][v]
        for end, share in ((u, fraction), (v, 1.0 - fraction)):
            self.graph.add_edge(
                point, end, weight=data["weight"] * share, length=data["length"] * share, cost=data["cost"]
            )
        return [point]

    def shortest(self, a, b, edge_a, edge_b, fraction_a, fraction_b) -> list[tuple[float, float]] | None:
        """Cheapest road path between two snapped points, or None when the roads do not connect them."""
        import networkx as nx

        added = self._split(a, edge_a, fraction_a) + self._split(b, edge_b, fraction_b)
        if edge_a == edge_b and a != b and added:
            # both points on one segment: the direct piece of that segment joins them
            data = self.graph[edge_a[0]][edge_a[1]]
            share = abs(fraction_a - fraction_b)
            self.graph.add_edge(a, b, weight=data["weight"] * share, length=data["length"] * share, cost=data["cost"])
        try:
            return nx.shortest_path(self.graph, a, b, weight="weight")
        except nx.NetworkXNoPath:
            return None
        finally:
            self.graph.remove_nodes_from(added)


def _project(transformer, geometry):
    import numpy as np
    import shapely

    return shapely.transform(geometry, lambda xy: np.column_stack(transformer.transform(xy[:, 0], xy[:, 1])))


def _straight(start: str, end: str, a, b) -> Leg:
    from shapely.geometry import LineString

    coords = (tuple(a), tuple(b))
    return Leg(start, end, "straight", coords, geodesic_length_m(LineString(coords)))


def _leg(
    graph: RoadGraph | None,
    start: str,
    end: str,
    a,
    b,
    max_snap_m: tuple[float, float],
    inside: tuple[Any, Any] = (None, None),
) -> Leg:
    from shapely.geometry import LineString

    if graph is None or not (graph.covers(*a) and graph.covers(*b)):
        return _straight(start, end, a, b)
    snapped_a = graph.snap(*a, within_m=max_snap_m[0], inside=inside[0])
    snapped_b = graph.snap(*b, within_m=max_snap_m[1], inside=inside[1])
    if snapped_a is None or snapped_b is None:
        log.info("%s -> %s: no road within a waypoint's reach; straight leg", start, end)
        return _straight(start, end, a, b)
    (pa, snap_a, edge_a, fa), (pb, snap_b, edge_b, fb) = snapped_a, snapped_b
    path = graph.shortest(pa, pb, edge_a, edge_b, fa, fb)
    if path is None:
        log.info("%s -> %s: the road data does not connect them; straight leg", start, end)
        return _straight(start, end, a, b)
    if len(path) < 2:
        path = [pa, pb]
    return Leg(start, end, "road", tuple(path), geodesic_length_m(LineString(path)), (snap_a, snap_b))


def route(
    waypoints: Sequence[tuple[str, tuple[float, float]]],
    graph: RoadGraph | None,
    *,
    max_snap_m: Sequence[float] | None = None,
    inside: Sequence[Any] | None = None,
) -> list[Leg]:
    """Route a corridor: one ``Leg`` per pair of consecutive ``(key, (lon, lat))`` waypoints.

    A leg runs over the roads when both its ends lie within the road data and each lies within
    its ``max_snap_m`` (default ``MAX_SNAP_M``; give a waypoint's precision) of a road: the road
    leg then starts and ends at the nearest point on a road, since the waypoint's own position
    is only known that well. ``inside`` gives, per waypoint, a polygon (its district's outline)
    that its road point must lie in, or None. Otherwise the leg is straight (``graph=None``:
    every leg is). Legs join: a leg starts where the one before it ended.
    """
    if len(waypoints) < 2:
        raise ValueError("a corridor needs at least two waypoints")
    limits = list(max_snap_m) if max_snap_m is not None else [MAX_SNAP_M] * len(waypoints)
    areas = list(inside) if inside is not None else [None] * len(waypoints)
    legs: list[Leg] = []
    for i, ((k1, p1), (k2, p2)) in enumerate(zip(waypoints[:-1], waypoints[1:])):
        leg = _leg(graph, k1, k2, p1, p2, (limits[i], limits[i + 1]), (areas[i], areas[i + 1]))
        if legs and leg.coordinates[0] != legs[-1].coordinates[-1]:
            # join to where the previous leg ended (a road point near the shared waypoint, or the waypoint)
            from shapely.geometry import LineString

            coords = (legs[-1].coordinates[-1], *leg.coordinates)
            extra = geodesic_length_m(LineString(coords[:2]))
            if leg.geometry_source == "straight":
                coords = (legs[-1].coordinates[-1], *leg.coordinates[1:])
                extra = geodesic_length_m(LineString(coords)) - leg.length_m
            leg = Leg(k1, k2, leg.geometry_source, coords, leg.length_m + extra, leg.snap_m)
        legs.append(leg)
    return _without_spurs(legs)


def _without_spurs(legs: list[Leg]) -> list[Leg]:
    """Cut the out-and-back spurs at intermediate waypoints.

    A waypoint known to within its precision is passed, not visited: where a road route runs to
    the road point standing for a waypoint and straight back along the same road, the route turns
    where the roads part instead (the first leg ends there and the next one starts there).
    """
    from shapely.geometry import LineString

    legs = list(legs)
    for i in range(len(legs) - 1):
        before, after = list(legs[i].coordinates), list(legs[i + 1].coordinates)
        if legs[i].geometry_source != "road" or legs[i + 1].geometry_source != "road":
            continue
        while len(before) > 2 and len(after) > 2 and before[-2] == after[1]:
            before.pop()
            after.pop(0)
        if len(before) != len(legs[i].coordinates):
            legs[i] = Leg(
                legs[i].start, legs[i].end, "road", tuple(before), geodesic_length_m(LineString(before)), legs[i].snap_m
            )
            legs[i + 1] = Leg(
                legs[i + 1].start,
                legs[i + 1].end,
                "road",
                tuple(after),
                geodesic_length_m(LineString(after)),
                legs[i + 1].snap_m,
            )
    return legs


def split_by_controller(line: Any, areas: Iterable[tuple[str, Any]]) -> dict[str, float]:
    """Metres of ``line`` inside each controller's areas (lon/lat polygons), on the ellipsoid.

    ``areas`` are ``(controller, polygon)`` pairs that do not overlap. The part of the line in no
    area is returned under ``"other"``, so the values add up to the line's length. Each segment
    is cut on its own, so a route that runs twice along the same road counts it twice.
    """
    import numpy as np
    import shapely
    from shapely.ops import unary_union

    coords = np.asarray(line.coords)[:, :2]
    segments = shapely.linestrings(np.stack([coords[:-1], coords[1:]], axis=1))

    def metres(pieces) -> float:
        return sum(geodesic_length_m(g) for g in pieces if not g.is_empty)

    by_side: dict[str, list[Any]] = {}
    for controller, polygon in areas:
        by_side.setdefault(controller, []).append(polygon)
    result = {side: metres(shapely.intersection(segments, unary_union(polys))) for side, polys in by_side.items()}
    held = unary_union([p for polys in by_side.values() for p in polys])
    result["other"] = metres(shapely.difference(segments, held)) if not held.is_empty else geodesic_length_m(line)
    return result


def load_road_graph(path: Any) -> RoadGraph:
    """The road graph of a roads GeoJSON written by ``scripts/make_roads.py`` (its lines and extent)."""
    import json
    from pathlib import Path

    from shapely.geometry import Polygon, shape

    data = json.loads(Path(path).read_text(encoding="utf-8"))
    extent = Polygon(data["extent"][0]) if data.get("extent") else None
    lines = [(shape(f["geometry"]), f["properties"]["highway"]) for f in data["features"]]
    return RoadGraph(lines, extent=extent)
