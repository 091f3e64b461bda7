"""Corridors on roads: routing over a road graph, per-side lengths, and the bundled routed data."""

import json
import subprocess
import sys

import numpy as np
import pytest
from pyproj import Geod
from shapely import STRtree
from shapely.geometry import LineString, Point, Polygon, box, shape

from geo_aleppo.context.routing import RoadGraph, route, split_by_controller
from geo_aleppo.geodesy import buffer_m, geodesic_area_m2, geodesic_length_m, local_crs
from geo_aleppo.scene.corridor_measure import claim_tolerance_km, measure_corridor, verdict

from .conftest import GAZETTEER_DIR, REPO

GEOD = Geod(ellps="WGS84")
D = 0.01  # about 1.1 km north-south, 0.9 km east-west at 36.2 N


def _grid_graph():
    """A 4 x 3 grid of minor roads at 36.2 N, 37.0 E, with a trunk road looping round the bottom.

    Across the middle: 2.7 km of unclassified road (cost 3 a metre, 8.1), or 1.1 + 2.7 + 1.1 km of
    tertiary (cost 2, 9.8), or 2.2 + 2.7 + 2.2 km of trunk (cost 1, 7.1): the trunk wins.
    """
    lines = []
    for i in range(4):
        lines.append((LineString([(37 + i * D, 36.2 + j * D) for j in range(3)]), "tertiary"))
    for j in range(3):
        street = LineString([(37 + i * D, 36.2 + j * D) for i in range(4)])
        lines.append((street, "unclassified" if j == 1 else "tertiary"))
    # the trunk: from the west end of the middle street down and round to the east end
    trunk = [(37.0, 36.2 + D), (37.0, 36.2 - D), (37 + 3 * D, 36.2 - D), (37 + 3 * D, 36.2 + D)]
    lines.append((LineString(trunk), "trunk"))
    lines.append((LineString([(37 + D, 36.2 + D), (37 + D, 36.2 + 1.5 * D)]), "residential"))  # not routable
    extent = box(37 - D, 36.2 - 2 * D, 37 + 4 * D, 36.2 + 3 * D)
    return RoadGraph(lines, extent=extent), lines


def _on_some_line(point, lines, metres=1.0):
    return any(geodesic_length_m(LineString([point, line.interpolate(line.project(Point(point))).coords[0]])) <= metres
               for line, highway in lines if highway != "residential")


def test_route_follows_the_graph_and_prefers_the_trunk():
    graph, lines = _grid_graph()
    start, end = (37.0, 36.2 + D), (37 + 3 * D, 36.2 + D)
    (leg,) = route([("west", start), ("east", end)], graph)
    assert leg.geometry_source == "road"
    assert all(_on_some_line(c, lines) for c in leg.coordinates)
    assert leg.coordinates[1] == pytest.approx((37.0, 36.2 - D))  # it leaves southwards, on the trunk
    assert leg.length_m == pytest.approx(geodesic_length_m(LineString(leg.coordinates)))
    assert 6_900 < leg.length_m < 7_300


def test_waypoint_off_the_road_snaps_within_its_precision_else_the_leg_is_straight():
    graph, lines = _grid_graph()
    near = (37 + 1.5 * D, 36.2 + 1.6 * D)  # between streets, ~450 m from the nearest
    (leg,) = route([("a", (37.0, 36.2 + 2 * D)), ("b", near)], graph, max_snap_m=[100, 1000])
    assert leg.geometry_source == "road" and 0 < leg.snap_m[1] < 1000
    assert _on_some_line(leg.coordinates[-1], lines)
    (leg,) = route([("a", (37.0, 36.2 + 2 * D)), ("b", near)], graph, max_snap_m=[100, 100])
    assert leg.geometry_source == "straight"


def test_a_waypoint_with_an_outline_stands_for_a_road_inside_it():
    graph, lines = _grid_graph()
    here = (37 + 1.5 * D, 36.2 + 1.1 * D)  # 110 m from the middle street (y = 36.21), 450 m from the others
    district = box(37 + 1.2 * D, 36.2 + 1.7 * D, 37 + 1.8 * D, 36.2 + 2.5 * D)  # holds only the top street
    (free,) = route([("a", here), ("b", (37.0, 36.2))], graph, max_snap_m=[2000, 100])
    (held,) = route([("a", here), ("b", (37.0, 36.2))], graph, max_snap_m=[2000, 100], inside=[district, None])
    assert free.geometry_source == held.geometry_source == "road"
    assert free.coordinates[0][1] == pytest.approx(36.2 + D)
    assert held.coordinates[0][1] == pytest.approx(36.2 + 2 * D) and district.covers(Point(held.coordinates[0]))
    assert _on_some_line(held.coordinates[0], lines)


def test_a_leg_beyond_the_data_is_straight_and_joins_the_road_leg():
    graph, _ = _grid_graph()
    outside = (37.5, 36.5)
    legs = route([("a", (37.0, 36.2 + 2 * D)), ("b", (37 + 3 * D, 36.2 + 2 * D)), ("far", outside)], graph)
    assert [leg.geometry_source for leg in legs] == ["road", "straight"]
    assert legs[1].coordinates == (legs[0].coordinates[-1], outside)
    assert route([("a", (37.0, 36.2)), ("b", (37.01, 36.2))], None)[0].geometry_source == "straight"


def test_side_split_adds_up_to_the_length_within_a_metre():
    graph, _ = _grid_graph()
    (leg,) = route([("west", (37.0, 36.2 + D)), ("east", (37 + 3 * D, 36.2 + D))], graph)
    line = LineString(leg.coordinates)
    west = Polygon([(36.9, 36.0), (37 + 1.5 * D, 36.0), (37 + 1.5 * D, 36.4), (36.9, 36.4)])
    east = Polygon([(37 + 1.5 * D, 36.0), (37 + 2.5 * D, 36.0), (37 + 2.5 * D, 36.4), (37 + 1.5 * D, 36.4)])
    split = split_by_controller(line, [("government", west), ("opposition", east)])
    assert sum(split.values()) == pytest.approx(geodesic_length_m(line), abs=1.0)
    assert split["government"] > 0 and split["opposition"] > 0 and split["other"] > 0
    # a route that runs twice along one road counts it twice
    back_and_forth = LineString([(37.0, 36.2), (37.0, 36.21), (37.0, 36.2)])
    assert sum(split_by_controller(back_and_forth, [("government", west)]).values()) == pytest.approx(
        geodesic_length_m(back_and_forth), abs=1.0
    )


def test_measure_sets_each_claim_beside_its_measure():
    line = LineString([(37.0, 36.2), (37.1, 36.2)])  # about 9 km
    west = box(36.9, 36.1, 37.06, 36.3)
    east = box(37.06, 36.1, 37.2, 36.3)
    row = measure_corridor(line, [("government", west), ("opposition", east)],
                           claimed={"total": 21, "government": 6, "opposition": 15}, precision_km=1.0,
                           legs=[{"geometry_source": "road", "length_km": 9.0}], end_name="Khan al-Asal")
    assert row["government_km"] + row["opposition_km"] + row["other_km"] == pytest.approx(row["measured_km"], abs=0.011)
    assert row["government_verdict"] == "consistent" and row["opposition_verdict"] == "not consistent"
    assert row["total_verdict"] == "not consistent"
    assert f"government side: road {row['government_km']:.1f} km, the sources say 6 km (consistent" in row["comparison"]
    assert "opposition side to Khan al-Asal: road" in row["comparison"]
    assert claim_tolerance_km(21) == 0.5 and claim_tolerance_km(1500) == 50 and claim_tolerance_km(6.5) == 0.05
    assert verdict(7.6, 6, 1.0) == "not consistent" and verdict(7.5, 6, 1.0) == "consistent"


def test_metres_not_degrees_wherever_the_place_is():
    for lon, lat in ((37.16, 36.2), (35.78, 35.52), (37.62, 55.75)):  # Aleppo, Latakia, Moscow
        circle = buffer_m(Point(lon, lat), 2000)
        assert geodesic_area_m2(circle) / 1e6 == pytest.approx(np.pi * 4, rel=0.01)
    assert local_crs(Point(35.78, 35.52)).to_epsg() == 32636


# --- the bundled data -----------------------------------------------------------------------

def _bundled():
    roads = json.loads((GAZETTEER_DIR / "roads.geojson").read_text(encoding="utf-8"))
    corridors = {f["properties"]["key"]: f for f in
                 json.loads((GAZETTEER_DIR / "corridors.geojson").read_text(encoding="utf-8"))["features"]}
    return roads, corridors


def test_roads_record_their_source_licence_and_attribution():
    roads, _ = _bundled()
    assert roads["source"]["licence"].startswith("ODbL")
    assert roads["source"]["attribution"] == "© OpenStreetMap contributors"
    assert {f["properties"]["highway"] for f in roads["features"]} <= set(roads["classes"])
    assert "residential" not in roads["classes"]


def test_main_corridor_lies_on_osm_roads():
    roads, corridors = _bundled()
    line = shape(corridors["aleppo_evacuation_corridor"]["geometry"])
    extent = Polygon(roads["extent"][0])
    crs = local_crs(line)
    from pyproj import Transformer

    to_local = Transformer.from_crs("EPSG:4326", crs, always_xy=True)
    lines = [shape(f["geometry"]) for f in roads["features"]]
    local = [LineString(np.column_stack(to_local.transform(*np.asarray(g.coords).T))) for g in lines]
    tree = STRtree(local)
    inside = line.intersection(extent)
    local_line = LineString(np.column_stack(to_local.transform(*np.asarray(inside.coords).T)))
    samples = [local_line.interpolate(d) for d in np.arange(0, local_line.length, 10.0)]
    near = [local[int(tree.nearest(p))].distance(p) <= 40 for p in samples]
    assert len(samples) > 500
    assert np.mean(near) >= 0.9


def test_legs_are_marked_road_or_straight():
    roads, corridors = _bundled()
    extent = Polygon(roads["extent"][0])
    for key, feature in corridors.items():
        coords = feature["geometry"]["coordinates"]
        for leg in feature["properties"]["legs"]:
            first, last = leg["vertices"]
            ends = [Point(coords[first]), Point(coords[last])]
            if leg["geometry_source"] == "straight":
                assert last - first == 1, key
            else:
                assert all(extent.covers(p) for p in ends), key
    assert corridors["aleppo_idlib_onward_route"]["properties"]["legs"][0]["geometry_source"] == "straight"
    assert [leg["geometry_source"] for leg in corridors["aleppo_evacuation_corridor"]["properties"]["legs"]] == [
        "road", "road"]


def test_inferred_points_are_marked_inferred():
    _, corridors = _bundled()
    points = corridors["aleppo_evacuation_corridor"]["properties"]["inferred_points"]
    assert points and all(p["inferred"] is True and "INFERRED" in p["how"] for p in points)


def test_scene_reports_the_government_side_and_the_verdicts(gaz):
    from geo_aleppo.scene import build_scene

    scene = build_scene([])
    row = scene.corridors.set_index("key").loc["aleppo_evacuation_corridor"]
    assert 4.0 <= row.government_km <= 8.5
    assert row.measured_km == pytest.approx(row.government_km + row.opposition_km + row.other_km, abs=0.011)
    assert row.measured_km == pytest.approx(geodesic_length_m(row.geometry) / 1000, abs=0.011)
    assert row.claimed_from.startswith("gazetteer: ")  # no article: the gazetteer's sourced figures
    assert (row.claimed_km, row.claimed_government_km, row.claimed_opposition_km) == (21, 6, 15)
    assert row.government_verdict == "consistent" and row.opposition_verdict == "not consistent"
    assert "opposition side to Khan al-Asal" in row.comparison


def test_regenerating_the_bundled_files_gives_the_same_bytes(tmp_path):
    for run in ("a", "b"):
        out = tmp_path / run
        out.mkdir()
        subprocess.run([sys.executable, "-m", "scripts.make_control_areas", "--out-dir", str(out)], check=True,
                       capture_output=True, cwd=REPO)
    for name in ("control_areas.geojson", "corridors.geojson"):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()
        assert (tmp_path / "a" / name).read_bytes() == (GAZETTEER_DIR / name).read_bytes(), name


def test_make_roads_keeps_bus_classes_and_is_byte_identical(tmp_path):
    import geopandas as gpd

    from geo_aleppo import load_gazetteer

    amiriyah = load_gazetteer()["al_amiriyah"]  # a corridor waypoint: the roads around it are kept
    x, y = amiriyah.lon - 0.005, amiriyah.lat - 0.005
    lines = [LineString([(x, y), (x + 0.01, y + 0.01)]), LineString([(x, y), (x, y + 0.01)]),
             LineString([(x + 0.5, y), (x + 0.51, y)])]
    frame = gpd.GeoDataFrame({"u": [1, 1, 3], "v": [2, 3, 4], "key": [0, 0, 0],
                              "highway": ["trunk", "residential", "primary"]}, geometry=lines, crs="EPSG:4326")
    source = tmp_path / "original.parquet"
    frame.to_crs("EPSG:32637").to_parquet(source)
    outs = []
    for run in ("a", "b"):
        out = tmp_path / f"{run}.geojson"
        # as a module of the scripts package, from the checkout (a path run finds no ``scripts`` package)
        subprocess.run([sys.executable, "-m", "scripts.make_roads", str(source), "--out", str(out)],
                       check=True, capture_output=True, cwd=REPO)
        outs.append(out.read_bytes())
    assert outs[0] == outs[1]
    data = json.loads(outs[0])
    assert [f["properties"]["highway"] for f in data["features"]] == ["trunk"]  # residential dropped, far one clipped
    assert data["source"]["attribution"] == "© OpenStreetMap contributors"
    missing = subprocess.run([sys.executable, "-m", "scripts.make_roads", str(tmp_path / "nope.parquet")],
                             capture_output=True, text=True, cwd=REPO)
    assert missing.returncode == 1 and "no such file" in missing.stderr


def test_exports_carry_the_per_side_columns(tmp_path):
    from geo_aleppo.export import export_scene
    from geo_aleppo.scene import build_scene

    scene = build_scene([])
    export_scene(scene, tmp_path)
    exported = json.loads((tmp_path / "corridors.geojson").read_text(encoding="utf-8"))["features"]
    row = next(f["properties"] for f in exported if f["properties"]["key"] == "aleppo_evacuation_corridor")
    expected = scene.corridors.set_index("key").loc["aleppo_evacuation_corridor"]
    for column in ("government_km", "opposition_km", "other_km", "measured_km", "government_verdict", "comparison"):
        assert row[column] == expected[column], column
    assert [leg["geometry_source"] for leg in row["legs"]] == ["road", "road"]  # JSON columns export as JSON


@pytest.mark.parametrize(("field", "value", "message"), [
    ("legs", [{"geometry_source": "teleport"}], "geometry_source 'road' or 'straight'"),
    ("claimed", [{"part": "total", "km": -21, "source": "x"}], "km > 0"),
    ("inferred_points", [{"coordinates": [37.0, 36.1]}], "marked inferred"),
])
def test_a_bad_routed_corridor_record_is_named(tmp_path, capsys, field, value, message):
    from geo_aleppo.cli import main

    folder = tmp_path / "gaz"
    folder.mkdir()
    for f in GAZETTEER_DIR.glob("*.geojson"):
        (folder / f.name).write_bytes(f.read_bytes())
    data = json.loads((folder / "corridors.geojson").read_text(encoding="utf-8"))
    data["features"][0]["properties"][field] = value
    (folder / "corridors.geojson").write_text(json.dumps(data), encoding="utf-8")
    assert main(["--gazetteer", str(folder), "export", "-o", str(tmp_path / "out.gpkg")]) == 1
    err = capsys.readouterr().err
    assert "corridors.geojson" in err and field in err and message in err and "Traceback" not in err


def test_a_corridor_drawn_by_hand_claims_neither_road_nor_straight():
    line = LineString([(37.0, 36.2), (37.05, 36.21), (37.1, 36.2)])
    row = measure_corridor(line, [], claimed={}, precision_km=1.0, legs=[], end_name="X")
    assert row["comparison"].startswith("total: drawn ") and np.isnan(row["straight_km"])
    assert row["other_km"] == row["measured_km"] > 0


def test_osm_is_credited_only_when_a_leg_is_on_the_roads():
    from geo_aleppo.maps.layers import _corridor_payload
    from geo_aleppo.scene import build_scene

    from .test_maps import synthetic_scene

    bundled = _corridor_payload(build_scene([]), {})
    assert "OpenStreetMap" in bundled["attribution"]
    kinds = {f["properties"]["legs"][0]["s"] for f in bundled["features"]}
    assert kinds == {"road", "straight"}
    by_hand = _corridor_payload(synthetic_scene(), {})
    assert "attribution" not in by_hand
    assert {leg["s"] for f in by_hand["features"] for leg in f["properties"]["legs"]} == {"drawn"}
