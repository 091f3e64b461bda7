"""The UN OCHA records of the second tier (``--ocha`` of scripts/make_geonames_tier.py).

The OCHA input (Syria's humanitarian locations: communities and neighbourhoods with P-codes) is not
shipped; ``tests/data/ocha_places`` holds sixteen of its communities and the admin units they name.
They must build the very records the committed tier holds for them, the build's rules must show on
them (qualifiers dropped, joined communities split, the most frequent words dropped), the geoparser
must find them in text and leave ordinary sentences alone, and bad input fails with one clear line.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import geo_aleppo as ga
from geo_aleppo.errors import GazetteerDataError

from .conftest import tier_by_key

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "tests" / "data" / "ocha_places" / "SY_ocha_sample.json"
OSM_SAMPLE = ROOT / "tests" / "data" / "osm_places" / "SY_osm_sample.geojson"
TIER_FILE = ROOT / "gazetteer" / "geonames_tier.geojson"


@pytest.fixture(scope="module")
def rows(script):
    return {r["pcode"]: r for r in script.ocha_places.read_ocha(SAMPLE)}


@pytest.fixture(scope="module")
def built(script):
    cities, countries, _ = script.read_cities500()
    osm = script.osm_places.read_osm(OSM_SAMPLE)
    ocha = script.ocha_places.read_ocha(SAMPLE)
    return {f["properties"]["key"]: f for f in script.build(cities, countries, ROOT, osm, ocha)}


def _names(row: dict) -> list[str]:
    return [row["name"], *row["alternatenames"]]


def test_sample_rows_read(rows):
    assert len(rows) == 16 and all(r["country_code"] == "SY" and r["population"] == 0 for r in rows.values())
    motaram = rows["C4290"]
    assert _names(motaram) == ["Motaram", "معترم"]
    assert (motaram["ocha_kind"], motaram["sub_district"]) == ("village", "SY070500")
    assert motaram["source"] == "UN OCHA Syria locations C4290 (CC BY 3.0 IGO, UN OCHA)"
    assert rows["C4278"]["ocha_kind"] == "town" and _names(rows["C4278"]) == ["Ariha", "أريحا"]  # a sub-district's seat


def test_qualifiers_markers_and_joined_communities(rows):
    assert _names(rows["C7093"]) == ["Tanuzah", "تنوزة"]  # "(Tell Abiad)", "- مركز تل أبيض": the sub-district
    assert _names(rows["C4302"]) == ["Balyun", "بليون"]  # "بليون - احسم": the sub-district of Ihsem
    assert _names(rows["C1540"]) == ["Sherkan", "Sherkanli", "شيركان", "شيركانلي"]  # two villages, one community
    assert _names(rows["C8017"]) == ["Al-Fariyah", "Tall Al-Ghurab", "الفرعية", "تل الغراب"]
    assert _names(rows["C2583"]) == ["Mazraa", "المزرعة وعر"]  # "- Waer" only says where: one Arabic name
    assert _names(rows["N0399"]) == ["Al Zouhour", "الزهور"] and rows["N0399"]["ocha_kind"] == "district"
    assert _names(rows["C6261"]) == ["Big Sura", "الصورة الكبيرة", "الصورة الكبرى"]  # the press's elative too


def test_sample_builds_the_committed_records(built, rows):
    ocha = {k: f for k, f in built.items() if f["properties"]["tier"] == "ocha"}
    assert len(ocha) == 10
    for key, feature in ocha.items():
        assert tier_by_key()[key] == feature, key
        assert feature["properties"]["sources"] == [rows[feature["properties"]["ocha_pcode"]]["source"]]
    # Balyun, Ariha and the "tribes" village are earlier records (OSM, GeoNames) within 5 km
    for pcode in ("C4302", "C4278", "C6798"):
        assert f"ocha_{pcode.lower()}" not in built and f"ocha_{pcode.lower()}" not in tier_by_key()
    ashayir = built["osm_node_573457756"]["properties"]
    assert ashayir["variants"] == ["Ashayer"] and ashayir["sources"][-1].startswith("UN OCHA Syria locations C6798 ")


def test_precision_by_type(built):
    kinds = {k: (f["properties"]["type"], f["properties"]["precision_km"]) for k, f in built.items()}
    assert kinds["ocha_c4290"] == ("village", 2.0) and kinds["ocha_n0246"] == ("district", 1.0)


def test_the_most_frequent_words_are_no_names(built, script):
    # "الوحدة" is matched as "وحده", "alone"; "Wihdeh" spells that word: no name is left
    assert "ocha_c5680" not in built and script.too_common("الوحدة")
    # folding cuts "الفالوجة" down to "وجه", "face"; "الصورة" is "the picture"
    assert "ocha_n0111" not in built and script.too_common("الفالوجة") and not script.too_common("معترم")
    assert "ocha_c6115" not in built and "ocha_c6261" in built  # "the big picture" is no word: Big Sura stays
    zuhour = built["ocha_n0399"]["properties"]  # a neighbourhood name of three cities: in context only
    assert zuhour["ordinary_words"] == ["Al Zouhour", "الزهور"]
    assert built["ocha_c4290"]["properties"]["ordinary_words"] == []


@pytest.mark.parametrize(
    "text",
    [
        "قال الطبيب إن مستشفى حارم وحده عالج مئة جريح",
        "وتضررت البيوت في جنوب تركيا وشمال سوريا على وجه الخصوص",
        "نشرت الوكالة الصورة على موقعها مساء أمس",
        "The picture was taken near the river at dawn.",
        "He spoke of unity and freedom in a speech on Sunday.",
    ],
)
def test_ordinary_sentences_name_no_village(text):
    assert [m.place.key for m in ga.geoparse(text) if m.place and m.place.tier == "ocha"] == []
    assert all(m.place is not None for m in ga.geoparse(text))


@pytest.mark.parametrize(
    "text,name,key",
    [
        ("سيطرت الفصائل على قرية معترم جنوب أريحا", "معترم", "ocha_c4290"),
        ("اشتبك المقاتلون قرب بلدة الصورة الكبرى في ريف السويداء", "الصورة الكبرى", "ocha_c6261"),
        ("Rebels left the al-Waer district of Homs on Saturday.", "al-Waer district", "ocha_n0246"),
        ("Fighting reached the village of Sherkan near Afrin.", "Sherkan", "ocha_c1540"),
    ],
)
def test_communities_are_found(text, name, key):
    found = {m.text: m.place.key for m in ga.geoparse(text) if m.place}
    assert found.get(name) == key


@pytest.mark.parametrize(
    "content,problem",
    [
        ("{}", "expected a JSON list"),
        ("[{]", "cannot be read as a JSON list"),
        ('[{"id": "X12", "type": "community", "names": {"en": "A", "ar": "ب"}, "coordinates": {"lat": 35, "lon": 37}}]',
         "record 1, field id: 'X12'"),
        ('[{"id": "C0001", "type": "community", "names": {"en": "A", "ar": "ب"}, "coordinates": {"lat": "35"}}]',
         "record 1 (C0001), field coordinates"),
        ('[{"id": "C0001", "type": "community", "names": {"en": "A", "ar": "ب"}, '
         '"coordinates": {"lat": 37, "lon": 35}}]', "record 1 (C0001), field coordinates: (35, 37) is not in Syria"),
        ('[{"id": "C0001", "type": "community", "names": ["A"], "coordinates": {"lat": 35, "lon": 37}}]',
         "record 1 (C0001), field names"),
    ],
)
def test_bad_input_names_file_record_and_field(script, tmp_path, content, problem):
    path = tmp_path / "locations.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(SystemExit) as err:
        script.ocha_places.read_ocha(path)
    assert str(path) in str(err.value) and problem in str(err.value)
    assert "\n" not in str(err.value)


def test_bad_tier_record_names_file_pcode_and_field(gazetteer_copy):
    data = json.loads(TIER_FILE.read_text(encoding="utf-8"))
    record = next(f["properties"] for f in data["features"] if f["properties"]["key"] == "ocha_c4290")
    record["ocha_pcode"] = "4290"
    (gazetteer_copy / "geonames_tier.geojson").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(GazetteerDataError) as err:
        _ = ga.load_gazetteer(gazetteer_copy).name_index
    message = str(err.value)
    assert "geonames_tier.geojson" in message and "ocha_c4290" in message and "ocha_pcode" in message
