"""Measuring in metres wherever a place is: lengths on the ellipsoid and a local projection.

Lengths are geodesic (``pyproj.Geod`` on WGS84), so they hold from Latakia to Moscow. Buffers
and areas that need planar geometry run in the UTM zone that ``pyproj`` estimates for the shape
(the same rule as ``GeoDataFrame.estimate_utm_crs``), never in degrees.
"""

from __future__ import annotations

import functools
from typing import Any

__all__ = ["geod", "geodesic_length_m", "geodesic_area_m2", "local_crs", "buffer_m", "distance_m"]


@functools.cache
def geod():
    """The WGS84 ellipsoid (``pyproj.Geod``), made once."""
    from pyproj import Geod

    return Geod(ellps="WGS84")


def geodesic_length_m(geometry: Any) -> float:
    """Length of a (multi)line in metres on the WGS84 ellipsoid; 0 for an empty geometry.

    >>> from shapely.geometry import LineString
    >>> round(geodesic_length_m(LineString([(37.0, 36.0), (37.0, 36.1)])))
    11096
    """
    if geometry is None or geometry.is_empty:
        return 0.0
    return float(geod().geometry_length(geometry))


def geodesic_area_m2(geometry: Any) -> float:
    """Area of a (multi)polygon in square metres on the WGS84 ellipsoid."""
    if geometry is None or geometry.is_empty:
        return 0.0
    area, _ = geod().geometry_area_perimeter(geometry)
    return abs(float(area))


@functools.lru_cache(maxsize=256)
def _utm_for(lon: float, lat: float):
    from pyproj import CRS
    from pyproj.aoi import AreaOfInterest
    from pyproj.database import query_utm_crs_info

    here = AreaOfInterest(west_lon_degree=lon, south_lat_degree=lat, east_lon_degree=lon, north_lat_degree=lat)
    infos = query_utm_crs_info(datum_name="WGS 84", area_of_interest=here)
    if not infos:  # UTM stops at 84 N and 80 S: an equidistant projection centred here instead
        return CRS.from_proj4(f"+proj=aeqd +lat_0={lat} +lon_0={lon} +datum=WGS84 +units=m +no_defs")
    return CRS.from_epsg(int(sorted(info.code for info in infos)[0]))


def local_crs(geometry: Any):
    """The UTM zone holding the centre of ``geometry`` (lon/lat), as a ``pyproj.CRS``.

    >>> from shapely.geometry import Point
    >>> local_crs(Point(37.16, 36.2)).to_epsg(), local_crs(Point(37.6, 55.75)).to_epsg()
    (32637, 32637)
    >>> local_crs(Point(35.78, 35.52)).to_epsg()
    32636
    >>> local_crs(Point(10, 85)).coordinate_operation.method_name   # beyond UTM
    'Azimuthal Equidistant'
    """
    centre = geometry.centroid
    return _utm_for(round(centre.x, 1), round(centre.y, 1))


@functools.lru_cache(maxsize=64)
def _transformers(crs):
    from pyproj import Transformer

    forward = Transformer.from_crs("EPSG:4326", crs, always_xy=True)
    back = Transformer.from_crs(crs, "EPSG:4326", always_xy=True)
    return forward, back


def _apply(transformer, geometry):
    import numpy as np
    import shapely

    return shapely.transform(geometry, lambda xy: np.column_stack(transformer.transform(xy[:, 0], xy[:, 1])))


def buffer_m(geometry: Any, metres: float) -> Any:
    """Buffer a lon/lat geometry by ``metres`` in its local UTM zone; the result is lon/lat.

    >>> from shapely.geometry import Point
    >>> circle = buffer_m(Point(37.16, 36.2), 1000)
    >>> round(geodesic_area_m2(circle) / 1e6, 2)  # pi km², up to the polygon's facets
    3.14
    """
    forward, back = _transformers(local_crs(geometry))
    return _apply(back, _apply(forward, geometry).buffer(metres, quad_segs=32))


def distance_m(geometry: Any, point: Any) -> float:
    """Shortest distance in metres from a lon/lat ``point`` to ``geometry`` (0 inside), on the ellipsoid.

    The nearest spot is found in the point's local UTM zone; the distance between the two is geodesic.

    >>> from shapely.geometry import Point, box
    >>> round(distance_m(box(37.0, 36.0, 37.1, 36.1), Point(37.0, 36.2)))
    11096
    """
    from shapely.ops import nearest_points

    forward, back = _transformers(local_crs(point))
    near, _ = nearest_points(_apply(forward, geometry), _apply(forward, point))
    near = _apply(back, near)
    if near.equals(point) or geometry.covers(point):
        return 0.0
    _, _, metres = geod().inv(point.x, point.y, near.x, near.y)
    return float(metres)
