"""The gazetteer's points made on first use, and the places within an area tested at once (place_points.py)."""

from __future__ import annotations

import pytest
from shapely import prepared
from shapely.geometry import Point, Polygon

import geo_aleppo as ga
from geo_aleppo.scene.place_points import PlaceCoordinates, PlacePoints, keys_within

GAZETTEER = ga.load_gazetteer()
_NOT_HELD = ("country", "continent", "governorate", "region", "border")


def test_the_points_read_as_the_dict_of_every_point():
    points = PlacePoints(GAZETTEER)
    every = {p.key: Point(p.lon, p.lat) for p in GAZETTEER}
    for key in ("aleppo", "east_aleppo", "ramouseh", *list(every)[::500]):
        assert key in points
        assert points[key].equals_exact(every[key], 0.0), key
        assert points.get(key) is points[key]  # made once
    for missing in ("no_such_place", None, 3):
        assert missing not in points
        assert points.get(missing) is None  # type: ignore[arg-type]
    with pytest.raises(KeyError):
        points["no_such_place"]


def test_the_places_within_each_control_area_are_those_its_prepared_geometry_contains():
    located = PlaceCoordinates(p for p in GAZETTEER if p.type not in _NOT_HELD)
    areas = GAZETTEER.control_areas()
    assert areas
    found_any = False
    for area in areas:
        inside = prepared.prep(area["geometry"])
        expected = [
            p.key for p in GAZETTEER if p.type not in _NOT_HELD and inside.contains(Point(p.lon, p.lat))
        ]
        assert keys_within(area["geometry"], located) == expected, area["key"]
        found_any = found_any or bool(expected)
    assert found_any


def test_a_point_on_the_boundary_is_not_within():
    class _Place:
        def __init__(self, key, lon, lat):
            self.key, self.lon, self.lat = key, lon, lat

    square = Polygon([(36.0, 36.0), (37.0, 36.0), (37.0, 37.0), (36.0, 37.0)])
    places = [
        _Place("edge", 36.0, 36.5), _Place("in", 36.5, 36.5), _Place("out", 37.5, 36.5), _Place("in2", 36.9, 36.1)
    ]
    assert keys_within(square, PlaceCoordinates(places)) == ["in", "in2"]
    assert keys_within(square, PlaceCoordinates([])) == []
