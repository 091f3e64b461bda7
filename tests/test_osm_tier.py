"""The OpenStreetMap records of the second tier (``--osm`` of scripts/make_geonames_tier.py).

The OSM input (HOTOSM "Syria populated places" points) is not shipped; ``tests/data/osm_places``
holds ten of its points, as the build read them. They must build the very records the committed tier
holds for them, and the build's rules (the curated tier and GeoNames towns keep their names, given
names and common words are no bare places) must show on them. Bad input fails with one clear line.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import geo_aleppo as ga
from geo_aleppo.errors import GazetteerDataError

from .conftest import tier_by_key

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "tests" / "data" / "osm_places" / "SY_osm_sample.geojson"
OCHA_SAMPLE = ROOT / "tests" / "data" / "ocha_places" / "SY_ocha_sample.json"
TIER_FILE = ROOT / "gazetteer" / "geonames_tier.geojson"


@pytest.fixture(scope="module")
def built(script):
    rows, countries, _ = script.read_cities500()
    osm_rows = script.osm_places.read_osm(SAMPLE)
    ocha_rows = script.ocha_places.read_ocha(OCHA_SAMPLE)  # an OCHA community lends an OSM village its spelling
    return {f["properties"]["key"]: f for f in script.build(rows, countries, ROOT, osm_rows, ocha_rows)}


def test_sample_rows_read(script):
    rows = script.osm_places.read_osm(SAMPLE)
    assert len(rows) == 10 and all(r["osm_id"].startswith("node/") and r["country_code"] == "SY" for r in rows)
    balyun = next(r for r in rows if r["osm_id"] == "node/571193043")
    assert (balyun["name"], balyun["alternatenames"], balyun["osm_place"]) == ("بليون", ["Balyun"], "town")
    assert balyun["source"] == "OpenStreetMap node/571193043 (ODbL 1.0, (c) OpenStreetMap contributors)"


def test_sample_builds_the_committed_records(built):
    osm = {k: f for k, f in built.items() if f["properties"]["tier"] == "osm"}
    assert len(osm) == 8
    for key, feature in osm.items():
        assert tier_by_key()[key] == feature, key  # same facts, same record, byte for byte once written
    # Ghabagheb is GeoNames' Ghabāghib within 5 km; the village "Duma" only had the town's names
    for element in ("node/567052971", "node/573515104"):
        key = "osm_" + element.replace("/", "_")
        assert key not in built and key not in tier_by_key()


def test_an_osm_copy_lends_its_spellings_to_the_geonames_record(built):
    """The press spelling "Ghabagheb" is OSM's name:en of GeoNames' Ghabāghib (3 km apart at most)."""
    ghabaghib = built["gn_170325"]["properties"]
    assert ghabaghib == tier_by_key()["gn_170325"]["properties"]
    assert ghabaghib["name"] == "Ghabāghib" and "Ghabagheb" in ghabaghib["variants"]
    assert ghabaghib["sources"][1] == "OpenStreetMap node/567052971 (ODbL 1.0, (c) OpenStreetMap contributors)"


def test_arabic_head_words_joined_or_apart(script, built):
    assert script.arabic_head_variants("كفر نجد") == ["كفرنجد"] and script.arabic_head_variants("كفرنبل") == ["كفر نبل"]
    assert script.arabic_head_variants("تلة") == [] and script.arabic_head_variants("Kafr Najd") == []
    assert ga.load_gazetteer().lookup("كفرنجد").osm_id == "node/571192970"  # OSM writes "كفر نجد"


def test_curated_and_town_names_stay_theirs(built):
    qalmun = built["osm_node_572534812"]["properties"]
    assert qalmun["name"] == "Qalmun" and qalmun["name_ar"] == ""  # "القلمون" is the curated region's
    names = {n for f in built.values() if f["properties"]["tier"] == "osm" for n in (
        f["properties"]["name"], f["properties"]["name_ar"], *f["properties"]["variants"])}
    assert not names & {"دوما", "Duma", "قلمون", "Wa'el"}


def test_common_words_and_given_names_need_context(built):
    ashayir = built["osm_node_573457756"]["properties"]  # "the tribes"; OCHA's C6798 spells it "Ashayer"
    assert ashayir["ordinary_words"] == ["عشاير", "AShayir", "Ashayer"] and ashayir["variants"] == ["Ashayer"]
    assert built["osm_node_571193043"]["properties"]["ordinary_words"] == ["بليون", "Balyun"]  # "billion"
    wael = built["osm_node_6403985426"]["properties"]
    assert wael["name"] == "وائل" and wael["ordinary_words"] == ["وائل"]  # its Latin name, a given name, dropped
    assert built["osm_node_571213762"]["properties"]["ordinary_words"] == []  # Tarhin is no word


def test_osm_ordinary_rule(script):
    assert script.osm_ordinary("العشائر") and script.osm_ordinary("Sarin") and script.osm_ordinary("أبو بكر")
    assert script.osm_ordinary("Sheikh Ibrahim") and not script.osm_ordinary("Tarhin")
    assert not script.osm_ordinary("ترمانين") and not script.osm_ordinary("Kafr Batikh")


def test_osm_places_load_and_resolve():
    gaz = ga.load_gazetteer()
    tarhin = gaz.lookup("ترحين")
    assert (tarhin.tier, tarhin.osm_id, tarhin.parent) == ("osm", "node/571213762", "aleppo_governorate")
    assert gaz.lookup("Douma").tier == "geonames"  # the town, not an OSM village of the same name
    mentions = ga.geoparse("Shelling hit the villages of Tarhin and Jobas on Monday.")
    assert [(m.place.key if m.place else None) for m in mentions] == ["osm_node_571213762", "osm_node_571192898"]


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"hot_id": "way/x"}, "row 1, field osm_id: 'way/x' is not an OSM element"),
        ({"hot_id": None, "osm_type": "node", "osm_id": "12x"}, "row 1, field osm_id: 'node/12x' is not an"),
        ({"hot_id": None, "osm_type": "node", "osm_id": 1.5}, "row 1, field osm_id: 'node/1.5' is not an OSM element"),
        ({"geometry": [2.35, 48.85]}, "row 1 (node/567052971), field geometry: (2.35, 48.85) is not in Syria"),
    ],
)
def test_bad_osm_input_fails_naming_row_and_field(script, tmp_path, change, problem):
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    first = data["features"][0]
    if "geometry" in change:
        first["geometry"]["coordinates"] = change["geometry"]
    else:
        first["properties"].update(change)
    bad = tmp_path / "bad.geojson"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SystemExit) as caught:
        script.osm_places.read_osm(bad)
    assert str(caught.value).startswith(f"{bad}, {problem}")


def test_broken_osm_record_is_named_by_its_element(tmp_path):
    folder = tmp_path / "gazetteer"
    folder.mkdir()
    for name in ("places.geojson", "footprints.geojson"):
        (folder / name).write_bytes((ROOT / "gazetteer" / name).read_bytes())
    lines = TIER_FILE.read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if '"osm_node_571213762"' in line)
    lines[at] = lines[at].replace('"precision_km": 1.0', '"precision_km": -1')
    (folder / "geonames_tier.geojson").write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(GazetteerDataError) as caught:
        ga.load_gazetteer(folder).lookup("Tarhin")
    assert "osm_node_571213762 (OSM node/571213762)" in str(caught.value) and "'precision_km'" in str(caught.value)
    lines[at] = lines[at].replace('"precision_km": -1', '"precision_km": 1.0').replace('"node/571213762"', "null")
    (folder / "geonames_tier.geojson").write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(GazetteerDataError, match="field 'osm_id': an OSM record needs 'node/123'"):
        ga.load_gazetteer(folder).lookup("Tarhin")
