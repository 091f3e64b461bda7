"""The map's first view never collapses to a point; local projections exist wherever a place is."""
import json

import pytest
from pyproj import Geod
from shapely.geometry import LineString, Point

import geo_aleppo as ga
from geo_aleppo.geodesy import local_crs
from geo_aleppo.maps.frame import MIN_VIEW_KM, _at_least, frame_scene
from geo_aleppo.scene import build_scene

GEOD = Geod(ellps="WGS84")


def _extent_km(bounds):
    (south, west), (north, east) = bounds
    mid_lat, mid_lon = (south + north) / 2, (west + east) / 2
    return GEOD.inv(west, mid_lat, east, mid_lat)[2] / 1000, GEOD.inv(mid_lon, south, mid_lon, north)[2] / 1000


def test_a_point_sized_view_is_widened_to_the_minimum_on_the_ellipsoid():
    south, west, north, east = _at_least(32.61889, 36.10213, 32.61889, 36.10213, MIN_VIEW_KM)
    width, height = _extent_km([[south, west], [north, east]])
    assert width == pytest.approx(MIN_VIEW_KM, rel=1e-3) and height == pytest.approx(MIN_VIEW_KM, rel=1e-3)
    assert (south + north) / 2 == pytest.approx(32.61889) and (west + east) / 2 == pytest.approx(36.10213)


def test_a_wide_view_is_left_as_it_is():
    assert _at_least(35.0, 36.0, 36.5, 37.5, MIN_VIEW_KM) == (35.0, 36.0, 36.5, 37.5)


def test_one_town_named_twice_does_not_push_the_other_towns_off_the_screen(tmp_path):
    text = ("Buses left Idlib for Saraqeb on Sunday. Later the convoy reached Saraqeb, "
            "and others drove on to Maarat al-Numan and Ariha.")
    (tmp_path / "a.jsonl").write_text(json.dumps({"id": "a", "text": text, "date": "2020-01-28"}) + "\n",
                                      encoding="utf-8")
    frame = frame_scene(build_scene(ga.load_corpus([tmp_path / "a.jsonl"])))
    assert not frame.curated  # 2020: no curated areas widen the view
    scene = frame.scene
    places = {r.key: r.geometry for r in scene.places.itertuples() if r.key in {"saraqib", "maarat_al_numan"}}
    (south, west), (north, east) = frame.bounds
    assert places, "the gazetteer knows these towns"
    for point in places.values():
        assert south <= point.y <= north and west <= point.x <= east


@pytest.mark.parametrize("lon,lat", [(10.0, 85.0), (-60.0, -82.0), (37.16, 36.2)])
def test_local_crs_measures_lengths_in_metres_anywhere(lon, lat):
    from pyproj import Transformer

    line = LineString([(lon, lat), (lon + 0.01, lat)])
    xs, ys = Transformer.from_crs("EPSG:4326", local_crs(Point(lon, lat)), always_xy=True).transform(*line.xy)
    expected = GEOD.geometry_length(line)
    assert LineString(zip(xs, ys)).length == pytest.approx(expected, rel=0.01)
