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
        [sys.executable, "-m", "scripts.make_features", "--out", str(tmp_path)],
        check=True,
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin"},
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


# One sentence of my own for each feature type in each script: the type word beside the name reads the feature.
TYPE_SENTENCES = [
    ("river", "Boats crossed the Khabur River at dawn.", "Khabur River", "khabur"),
    ("river", "عبرت القوارب نهر الخابور فجرا", "نهر الخابور", "khabur"),
    ("lake", "Dead fish washed up on Lake Assad.", "Lake Assad", "lake_assad"),
    ("lake", "نفقت الأسماك على شاطئ بحيرة الأسد", "بحيرة الأسد", "lake_assad"),
    ("sea", "Two ships sailed into the Mediterranean Sea.", "Mediterranean Sea", "mediterranean_sea"),
    ("sea", "أبحرت سفينتان في البحر المتوسط", "البحر المتوسط", "mediterranean_sea"),
    ("dam", "Water rose behind the Baath dam overnight.", "Baath dam", "baath_dam"),
    ("dam", "ارتفع منسوب المياه خلف سد البعث", "سد البعث", "baath_dam"),
    ("airport", "Flights resumed at Qamishli airport.", "Qamishli airport", "qamishli_international_airport"),
    ("airport", "استؤنفت الرحلات في مطار القامشلي", "مطار القامشلي", "qamishli_international_airport"),
    ("airbase", "Engineers repaved a runway of Shayrat air base.", "Shayrat air base", "shayrat_air_base"),
    ("airbase", "سقطت صواريخ على قاعدة الشعيرات", "قاعدة الشعيرات", "shayrat_air_base"),
    ("heliport", "A helicopter landed at the Qudsaya heliport.", "Qudsaya heliport", "qudsaya_heliport"),
    ("heliport", "هبطت مروحية في مهبط قدسيا", "مهبط قدسيا", "qudsaya_heliport"),
    ("prison", "Guards abandoned Tadmur prison.", "Tadmur prison", "tadmur_prison"),
    ("prison", "غادر الحراس سجن تدمر", "سجن تدمر", "tadmur_prison"),
    ("oil_field", "Fighters took the Omar oil field.", "Omar oil field", "al_omar_oil_field"),
    ("oil_field", "سيطر المقاتلون على حقل العمر", "حقل العمر", "al_omar_oil_field"),
    ("gas_field", "A fire broke out at the Conoco gas field.", "Conoco gas field", "conoco_gas_field"),
    ("gas_field", "اندلع حريق في حقل كونيكو", "حقل كونيكو", "conoco_gas_field"),
    ("hill", "Troops dug in on Tal al-Eis.", "Tal al-Eis", "tal_al_eis"),
    ("hill", "تحصن الجنود على تلة العيس", "تلة العيس", "tal_al_eis"),
    ("mountain", "Snow fell on Mount Qasioun.", "Mount Qasioun", "mount_qasioun"),
    ("mountain", "تساقط الثلج على جبل قاسيون", "جبل قاسيون", "mount_qasioun"),
    ("square", "Crowds gathered in Umayyad Square.", "Umayyad Square", "umayyad_square"),
    ("square", "تجمعت الحشود في ساحة الأمويين", "ساحة الأمويين", "umayyad_square"),
    ("roundabout", "A checkpoint stood at the Naim roundabout.", "Naim roundabout", "naim_roundabout"),
    ("roundabout", "أقيم حاجز عند دوار النعيم", "دوار النعيم", "naim_roundabout"),
    ("bridge", "Shells hit the Qara Qozak bridge.", "Qara Qozak bridge", "qara_qozak_bridge"),
    ("bridge", "سقطت قذائف على جسر قره قوزاق", "جسر قره قوزاق", "qara_qozak_bridge"),
]


@pytest.mark.parametrize("kind, text, surface, key", TYPE_SENTENCES)
def test_a_sentence_of_each_feature_type_in_each_script(gaz, kind, text, surface, key):
    assert gaz[key].type == kind
    assert (surface, key) in _read(text)


def test_every_feature_type_has_a_sentence_in_both_scripts():
    kinds = {"river", "lake", "sea", "dam", "airport", "airbase", "heliport", "prison", "oil_field", "gas_field",
             "hill", "mountain", "square", "roundabout", "bridge"}
    for kind in kinds:
        scripts = {text.isascii() for k, text, _, _ in TYPE_SENTENCES if k == kind}
        assert scripts == {True, False}, kind


def test_a_feature_word_without_that_feature_leaves_the_place_and_its_span():
    # no dam of that name: the village named before the word is read, the word stays outside its span
    assert _read("Water ran past Saraqib dam.") == [("Saraqib", "saraqib")]
    # a feature's Arabic word before a common noun makes no place of it
    assert _read("قتل عنصر في ساحة المعركة قرب حقل الألغام") == []
    # an unknown name before a feature word that names places is an unknown toponym, with the word
    assert [(m.text, m.place) for m in ga.geoparse("Militants held the Zarbutiya dam for a week.")] == [
        ("Zarbutiya dam", None)
    ]
