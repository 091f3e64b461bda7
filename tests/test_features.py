"""The feature records (gazetteer/features.geojson): sources, licences, lines, rebuilds and readings."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import geo_aleppo as ga
from geo_aleppo.gazetteer import EXTENDED_FEATURES, FEATURE_TIER, PLACE_TYPES, haversine_km

ROOT = Path(__file__).resolve().parents[1]
FEATURES = json.loads((ROOT / "gazetteer" / "features.geojson").read_text("utf-8"))["features"]
LINES = json.loads((ROOT / "gazetteer" / "feature_lines.geojson").read_text("utf-8"))["features"]


@pytest.fixture(scope="module")
def gaz():
    return ga.load_gazetteer()


def _read(text: str) -> list[tuple[str, str | None]]:
    return [(m.text, m.place_key) for m in ga.geoparse(text) if m.role == "place"]


def test_every_feature_names_its_source_licence_type_and_precision(gaz):
    assert len(FEATURES) >= 55
    for feature in FEATURES:
        p = feature["properties"]
        place = gaz[p["key"]]
        assert place.tier == FEATURE_TIER and place.type in PLACE_TYPES
        assert place.sources and all(s.strip() for s in place.sources), p["key"]
        assert place.licence in ("public domain", p["licence"]) and place.licence, p["key"]
        assert place.precision_km > 0
    licences = {f["properties"]["licence"] for f in FEATURES}
    assert "public domain" in licences  # OurAirports and Natural Earth


def test_airports_come_from_ourairports_with_military_ones_marked(gaz):
    airports = [f["properties"] for f in FEATURES if f["properties"]["type"] in ("airport", "airbase", "heliport")]
    assert len(airports) >= 40
    assert all(p["sources"][0].startswith("OurAirports ") and p["licence"] == "public domain" for p in airports)
    shayrat = gaz["shayrat_air_base"]
    assert shayrat.type == "airbase" and haversine_km(shayrat.lat, shayrat.lon, 34.4903, 36.909) < 0.1
    assert gaz["damascus_international_airport"].type == "airport"


def test_a_river_keeps_a_point_and_its_line_and_is_scored_by_the_line(gaz):
    euphrates = gaz["euphrates"]
    line = gaz.footprint("euphrates")
    assert line.geom_type in ("LineString", "MultiLineString")
    assert euphrates.type in EXTENDED_FEATURES and euphrates.precision_km > 200  # the point says how far it runs
    raqqa = gaz["raqqa"]  # on the river's north bank, far from the river's representative point
    assert haversine_km(euphrates.lat, euphrates.lon, raqqa.lat, raqqa.lon) > 50
    lat, lon = gaz.nearest_point("euphrates", raqqa.lat, raqqa.lon)
    assert haversine_km(lat, lon, raqqa.lat, raqqa.lon) < 5
    assert gaz.nearest_point("shayrat_air_base", raqqa.lat, raqqa.lon) == (gaz["shayrat_air_base"].lat,
                                                                            gaz["shayrat_air_base"].lon)
    assert gaz.footprint("shayrat_air_base") is None


def test_every_line_belongs_to_a_feature_and_is_sourced():
    keys = {f["properties"]["key"] for f in FEATURES}
    assert {f["properties"]["key"] for f in LINES} <= keys
    assert all(f["properties"]["licence"] == "public domain" and f["properties"]["sources"] for f in LINES)


def test_the_build_is_byte_identical(tmp_path):
    subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "make_features.py"), "--out", str(tmp_path)],
        check=True,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
        capture_output=True,
    )
    for name in ("features.geojson", "feature_lines.geojson"):
        assert (tmp_path / name).read_bytes() == (ROOT / "gazetteer" / name).read_bytes(), name


def test_a_bare_name_that_a_settlement_or_country_holds_stays_theirs():
    assert _read("Refugees crossed into Jordan.") == [("Jordan", "jordan")]
    assert _read("Bodies were found in the Jordan River.") == [("Jordan River", "jordan_river")]
    found = _read("Shelling hit Qusayr and the Qusayr airbase.")
    assert found[0][1] != "al_qusayr_air_base" and found[1] == ("Qusayr airbase", "al_qusayr_air_base")


def test_an_airport_is_read_by_the_name_of_its_town_in_both_scripts():
    assert _read("Jets took off from the Shayrat airbase.") == [("Shayrat airbase", "shayrat_air_base")]
    assert _read("أقلعت الطائرات من مطار الشعيرات") == [("مطار الشعيرات", "shayrat_air_base")]
    assert _read("Flights resumed at Damascus airport.") == [("Damascus airport", "damascus_international_airport")]


def test_an_operation_named_after_a_river_is_no_place():
    assert _read("توغلت القوات ضمن عملية درع الفرات") == []
    assert _read("عبرت القوات نهر الفرات") == [("نهر الفرات", "euphrates")]
