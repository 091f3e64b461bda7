import json
import subprocess
import sys

import pytest
from shapely.geometry import Point

import geo_aleppo as ga
from geo_aleppo.errors import AmbiguousPlace, GazetteerDataError, PlaceNotFound
from geo_aleppo.geodesy import distance_m
from geo_aleppo.names import fold

from .conftest import GAZETTEER_DIR, edit_places, tier_features

ALL_KEYS = [f["properties"]["key"] for f in json.loads((GAZETTEER_DIR / "places.geojson").read_text())["features"]]


# -- every record -------------------------------------------------------------------
def record_problems(gaz, key) -> list[str]:
    """Return what is wrong with one curated record: its sources, precision, names and position."""
    place, problems = gaz[key], []
    if not (place.sources and all(s.strip() for s in place.sources)):
        problems.append("a source is missing or blank")
    if not place.precision_km > 0:
        problems.append("precision_km is not positive")
    for name in place.names:
        found = gaz.candidates(name)
        if place not in found:
            problems.append(f"{name!r} does not find it")
        for other in (p for p in found if p is not place and p.tier == "curated"):
            # a shared curated name only between a place and its container
            if not (other in gaz.ancestors(key) or place in gaz.ancestors(other.key)):
                problems.append(f"{name!r} is also the name of {other.key}, neither its container nor within it")
    # a position from a list without a licence (the prayer-times repository) says so, unless a licensed
    # source (GeoNames CC BY 4.0, OpenStreetMap ODbL, ...) comes first
    unknown = any("licence unknown" in s for s in place.sources)
    if place.sources[0].startswith("TarekAlsabbagh/prayer-times") and not any(
        s.startswith("licence unknown") for s in place.sources
    ):
        problems.append("its first source is the prayer-times list, and no source says 'licence unknown'")
    if unknown and place.precision_km < 1:
        problems.append("a position of unknown licence with a precision under 1 km")
    ancestors = [p.key for p in gaz.ancestors(key)]
    if "syria" in ancestors or key == "syria":
        # within Syria's footprint, allowing for the point's and the border's precision
        syria, point = gaz.footprint("syria"), Point(place.lon, place.lat)
        metres = 0.0 if syria.covers(point) else distance_m(syria, point)  # the projection only when outside
        if metres > (place.precision_km + gaz.footprint_precision_km("syria")) * 1000:
            problems.append(f"{metres / 1000:.1f} km outside Syria's footprint")
    return problems


def test_every_record(gaz):
    # one test for every curated record (251 when it was one test each), listing every bad one: tests/README.md
    problems = [f"{key}: {problem}" for key in ALL_KEYS for problem in record_problems(gaz, key)]
    assert len(ALL_KEYS) > 200 and problems == []


def test_a_bad_record_is_listed_with_every_problem(gazetteer_copy):
    def change(by_key, _features):
        by_key["madaya"]["properties"]["precision_km"] = 0.5
        by_key["madaya"]["properties"]["sources"].append("licence unknown: a list")
        by_key["kafraya"]["properties"]["sources"] = ["TarekAlsabbagh/prayer-times (coordinates)"]

    edit_places(gazetteer_copy, change)
    broken = ga.load_gazetteer(gazetteer_copy)
    problems = [f"{key}: {p}" for key in ALL_KEYS for p in record_problems(broken, key)]
    # (the loader itself refuses a shared name, a point outside its parent and a precision that is not positive)
    assert problems == [
        "kafraya: its first source is the prayer-times list, and no source says 'licence unknown'",
        "madaya: a position of unknown licence with a precision under 1 km",
    ]


def test_keys_are_sorted_and_unique():
    assert ALL_KEYS == sorted(set(ALL_KEYS))


def test_every_gold_place_is_in_the_gazetteer(gaz, gold):
    keys = {g["place_key"] for g in gold if g["kind"] in ("literal", "metonymic")}
    assert keys - {p.key for p in gaz} == set()


@pytest.mark.parametrize(
    "key",
    [
        "al_amiriyah",
        "al_sukkari",
        "al_mashhad",
        "al_ansari",
        "al_zebdiyeh",
        "salah_al_din",
        "bustan_al_qasr",
        "sheikh_saeed",
        "ramouseh",
        "dahiyat_al_assad",
        "al_rashideen",
        "aleppo_governorate",
        "idlib_governorate",
        "hama_governorate",
        "latakia_governorate",
        "bab_al_hawa",
    ],
)
def test_required_places(gaz, key):
    assert key in gaz


# -- spellings ----------------------------------------------------------------------
SPELLINGS = [
    ("Ramousseh", "ramouseh"),
    ("ar-Ramuseh", "ramouseh"),
    ("Ramouseh", "ramouseh"),
    ("Ramousah", "ramouseh"),
    ("Ramoussah", "ramouseh"),
    ("Khan al-Asal", "khan_al_asal"),
    ("Khan al-Assal", "khan_al_asal"),
    ("Ḵān al-ʿAsal", "khan_al_asal"),
    ("Khan Touman", "khan_tuman"),
    ("Khan Tuman", "khan_tuman"),
    ("Foua", "foua"),
    ("Fuaa", "foua"),
    ("Fua", "foua"),
    ("Foah", "foua"),
    ("al-Fu'ah", "foua"),
    ("Kafraya", "kafraya"),
    ("Kfraya", "kafraya"),
    ("Kefraya", "kafraya"),
    ("Kafriya", "kafraya"),
    ("Salaheddin", "salah_al_din"),
    ("Zabdia", "al_zebdiyeh"),
    ("Rashideen", "al_rashideen"),
    ("Sheikh Said", "sheikh_saeed"),
    ("Bustan al-Qasr", "bustan_al_qasr"),
    ("Bab al-Hawa", "bab_al_hawa"),
    ("Aleppo", "aleppo"),
    ("Halab", "aleppo"),
    ("eastern Aleppo", "east_aleppo"),
    ("East Aleppo", "east_aleppo"),
    ("Idlib province", "idlib_governorate"),
    ("Hama province", "hama_governorate"),
    ("حلب", "aleppo"),
    ("الراموسة", "ramouseh"),
    ("خان العسل", "khan_al_asal"),
    ("الفوعة", "foua"),
    ("كفريا", "kafraya"),
    ("محافظة إدلب", "idlib_governorate"),
    ("Britain", "united_kingdom"),
    ("U.S.", "united_states"),
    ("Kremlin", "moscow_kremlin"),
    ("Turkish border", "syria_turkey_border"),
]


@pytest.mark.parametrize("name, key", SPELLINGS)
def test_lookup_spelling(gaz, name, key):
    # a name shared with the containing governorate (Aleppo) needs its type
    assert gaz.lookup(name, type=gaz[key].type).key == key
    assert gaz.candidates(name)[0].key == key


def test_idlib_is_ambiguous_without_a_type(gaz):
    with pytest.raises(AmbiguousPlace) as info:
        gaz.lookup("Idleb")
    assert {p.key for p in info.value.candidates} == {"idlib_city", "idlib_governorate"}
    assert isinstance(info.value, LookupError)
    assert gaz.lookup("Idlib", type="city").key == "idlib_city"
    assert gaz.lookup("إدلب", type="governorate").key == "idlib_governorate"


def test_unknown_name_suggests_near_spellings(gaz):
    with pytest.raises(PlaceNotFound) as info:
        gaz.lookup("Kfarayya")
    assert isinstance(info.value, KeyError)
    assert "kafraya" in str(info.value)
    with pytest.raises(KeyError):
        gaz["no_such_place"]
    assert gaz.get("no_such_place") is None


def test_search_is_ranked_and_deterministic(gaz):
    results = gaz.search("Kfarya", limit=5)
    assert results[0][0].key == "kafraya"
    assert [s for _, s in results] == sorted((s for _, s in results), reverse=True)
    assert results == gaz.search("Kfarya", limit=5)
    assert gaz.search("Khan Toumane")[0][0].key == "khan_tuman"
    assert gaz.search("") == []


def test_footprints_hold_their_places(gaz):
    idlib = gaz.footprint("idlib_governorate")
    assert idlib.contains(Point(gaz["idlib_city"].lon, gaz["idlib_city"].lat))
    assert idlib.contains(Point(gaz["foua"].lon, gaz["foua"].lat))
    assert not idlib.contains(Point(gaz["aleppo"].lon, gaz["aleppo"].lat))
    assert gaz.footprint("foua") is None
    with pytest.raises(PlaceNotFound):
        gaz.footprint("atlantis")


def test_geodataframe(gaz):
    frame = gaz.to_geodataframe()
    assert frame.crs.to_epsg() == 4326
    assert len(frame) == len(gaz) == len(list(gaz))
    row = frame.set_index("key").loc["khan_al_asal"]
    assert (row.geometry.x, row.geometry.y) == (gaz["khan_al_asal"].lon, gaz["khan_al_asal"].lat)


def test_import_and_load_do_not_import_geopandas():
    code = ("import sys, geo_aleppo as ga; ga.load_gazetteer(); ga.load_gazetteer().lookup('Foua'); "
            "print('geopandas' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


# -- bad data ----------------------------------------------------------------------
def _set_coords(lon, lat):
    return lambda by_key, _: by_key["foua"]["geometry"].update(coordinates=[lon, lat])


def _swap(by_key, _):
    lon, lat = by_key["aleppo"]["geometry"]["coordinates"]
    by_key["aleppo"]["geometry"]["coordinates"] = [lat, lon]


BAD = [
    ("missing coordinate", lambda by_key, _: by_key["foua"]["geometry"].update(coordinates=[36.7]), "foua", "geometry"),
    ("no geometry", lambda by_key, _: by_key["foua"].update(geometry=None), "foua", "geometry"),
    ("latitude out of range", _set_coords(36.7, 135.9), "foua", "geometry"),
    ("outside its governorate", _set_coords(38.5, 35.9), "foua", "geometry"),
    ("swapped lat/lon", _swap, "aleppo", "geometry"),
    ("duplicate key", lambda by_key, feats: feats.append(json.loads(json.dumps(by_key["foua"]))), "foua", "key"),
    (
        "colliding variant",
        lambda by_key, _: by_key["kafraya"]["properties"]["variants"].append("Fuaa"),
        None,
        "variants",
    ),
    ("dangling parent", lambda by_key, _: by_key["foua"]["properties"].update(parent="atlantis"), "foua", "parent"),
    ("no sources", lambda by_key, _: by_key["foua"]["properties"].update(sources=[]), "foua", "sources"),
    ("bad type", lambda by_key, _: by_key["foua"]["properties"].update(type="planet"), "foua", "type"),
    ("Latin name_ar", lambda by_key, _: by_key["foua"]["properties"].update(name_ar="al-Fu'ah"), "foua", "name_ar"),
    (
        "two defaults",
        lambda by_key, _: by_key["idlib_city"]["properties"].update(default_sense=True),
        None,
        "default_sense",
    ),
    (
        "ordinary word that is not a name of the place",
        lambda by_key, _: by_key["foua"]["properties"].update(ordinary_words=["المشهد"]),
        "foua",
        "ordinary_words",
    ),
]


@pytest.mark.parametrize("case, change, key, field", BAD, ids=[b[0] for b in BAD])
def test_bad_record_names_file_key_and_field(gazetteer_copy, case, change, key, field):
    path = edit_places(gazetteer_copy, change)
    with pytest.raises(GazetteerDataError) as info:
        ga.load_gazetteer(gazetteer_copy)
    error = info.value
    assert error.path == str(path) and error.field == field
    if key:
        assert error.key == key
    assert str(path) in str(error) and field in str(error)


def test_invalid_json(gazetteer_copy):
    (gazetteer_copy / "places.geojson").write_text('{"type": "FeatureCollection", "features": [', encoding="utf-8")
    with pytest.raises(GazetteerDataError, match="invalid JSON at line 1"):
        ga.load_gazetteer(gazetteer_copy)


def test_swap_hint(gazetteer_copy):
    edit_places(gazetteer_copy, _swap)
    with pytest.raises(GazetteerDataError, match="outside 'aleppo_governorate'"):
        ga.load_gazetteer(gazetteer_copy)


def test_fold_is_what_the_index_uses(gaz):
    assert gaz.name_index[fold("Khan al-Assal")] == ("khan_al_asal",)


def test_cli_geocode_json(capsys):
    from geo_aleppo.cli import main

    assert main(["geocode", "Kfraya", "--json"]) == 0
    [record] = json.loads(capsys.readouterr().out)
    assert (record["key"], record["lat"], record["lon"]) == ("kafraya", 35.98972, 36.6775)
    assert record["sources"] and record["name_ar"] == "كفريا"
    assert main(["geocode", "Idleb", "--type", "city"]) == 0
    assert capsys.readouterr().out.startswith("idlib_city\t")


# -- the GeoNames tier ----------------------------------------------------------------
TIER_FILE = GAZETTEER_DIR / "geonames_tier.geojson"


def all_tier() -> list[dict]:
    return [f["properties"] for f in tier_features()]


def geonames_tier() -> list[dict]:
    return [r for r in all_tier() if r["tier"] == "geonames"]  # the OSM records: tests/test_osm_tier.py


def test_tier_is_loaded_lazily_and_joins_the_index():
    fresh = ga.load_gazetteer(GAZETTEER_DIR)
    assert fresh._tier_path is not None  # nothing read yet
    assert len(fresh._places) == len(ALL_KEYS)
    douma = fresh.lookup("Douma")  # a name only the tier holds
    assert douma.tier == "geonames" and douma.feature_code is None and douma.population > 50_000
    assert fresh._tier_path is None and len(fresh) > len(ALL_KEYS) + 800
    assert douma.parent == "rif_dimashq_governorate"
    assert fresh.lookup("دوما") is douma


@pytest.mark.parametrize("prefix", ["gn_", "osm_", "ocha_"])
def test_a_tier_key_loads_the_tier_on_a_fresh_gazetteer(prefix):
    key = next(r["key"] for r in all_tier() if r["key"].startswith(prefix))
    for ask in (lambda g: key in g, lambda g: g.get(key) is not None, lambda g: g[key].key == key):
        fresh = ga.load_gazetteer(GAZETTEER_DIR)
        assert fresh._tier_path is not None and key not in fresh._places  # nothing read yet
        assert ask(fresh)
    fresh = ga.load_gazetteer(GAZETTEER_DIR)
    assert f"{prefix}0" not in fresh and fresh.get(f"{prefix}0") is None  # a key the tier lacks is still none


def test_tier_records(gaz):
    records = all_tier()
    assert len(geonames_tier()) > 800 and [r["key"] for r in records] == sorted({r["key"] for r in records})
    assert {r["tier"] for r in records} == {"geonames", "osm", "ocha"}
    curated_ids = {p.geonames_id for p in gaz.curated() if p.geonames_id}
    for record in geonames_tier():
        assert record["tier"] == "geonames" and record["key"] == f"gn_{record['geonames_id']}"
        assert record["sources"][0].startswith(f"GeoNames {record['geonames_id']} ")
        place = gaz.get(record["key"])
        assert (place is None) == (record["geonames_id"] in curated_ids)  # the curated tier wins
        if record["admin1"].startswith("SY."):
            ancestors = [p.key for p in gaz.ancestors(record["key"])] if place else ["syria"]
            assert "syria" in ancestors
        else:  # the neighbours: towns of 15,000 people or more, by their main name only
            assert record["population"] >= 15_000 and record["variants"] == [] and record["name_ar"] == ""


def test_curated_places_come_first(gaz):
    for name in ("Raqqa", "Idlib", "Aleppo", "Homs"):
        found = gaz.candidates(name)
        tiers = [p.tier for p in found]
        assert tiers == sorted(tiers, key=lambda t: t != "curated") and tiers[0] == "curated"


def test_tier_common_words_are_ordinary():
    by_name = {r["name"]: r for r in geonames_tier()}
    assert "Tell" not in by_name["At Tall"]["variants"]  # a bare head word (and an English verb) is no name
    assert "Ezra" in by_name["Izra‘"]["ordinary_words"]  # a given name
    assert by_name["Izra‘"]["variants"] and "Izra" not in by_name["Izra‘"]["ordinary_words"]


@pytest.mark.parametrize(
    "field,value,problem",
    [("population", -3, "population"), ("tier", "curated", "tier"), ("parent", "atlantis", "parent"),
     ("name_ar", "Douma", "name_ar")],
)
def test_bad_tier_record_names_file_geonames_id_and_field(gazetteer_copy, field, value, problem):
    data = json.loads(TIER_FILE.read_text(encoding="utf-8"))
    record = data["features"][5]["properties"]
    record[field] = value
    (gazetteer_copy / "geonames_tier.geojson").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    broken = ga.load_gazetteer(gazetteer_copy)
    with pytest.raises(GazetteerDataError) as err:
        _ = broken.name_index
    message = str(err.value)
    assert "geonames_tier.geojson" in message and f"GeoNames id {record['geonames_id']}" in message
    assert err.value.field == problem


def test_neighbouring_common_words_are_ordinary_even_when_large():
    """A neighbour's town named like a common word needs a type word or a list, however large."""
    by_name = {r["name"]: r for r in geonames_tier() if not r["admin1"].startswith("SY.")}
    for name in ("Batman", "Tyre", "Soma", "Bor", "Van"):
        assert by_name[name]["ordinary_words"] == [name], name
    for name in ("Amman", "Baghdad", "Antakya"):  # large cities named like nothing else stay places
        assert by_name[name]["ordinary_words"] == [], name


def test_tier_build_is_reproducible(tmp_path):
    """Re-running the script writes the committed file byte for byte."""
    import subprocess
    import sys

    out = tmp_path / "tier.geojson"
    subprocess.run([sys.executable, "-m", "scripts.make_geonames_tier", "-o", str(out)], check=True,
                   capture_output=True, cwd=GAZETTEER_DIR.parent)
    # without its OSM and OCHA inputs (not shipped: tests/test_osm_tier.py and tests/test_ocha_tier.py build
    # such records from extracts),
    # the script writes the committed file's GeoNames lines byte for byte
    built = out.read_text(encoding="utf-8").splitlines()
    committed = TIER_FILE.read_text(encoding="utf-8").splitlines()
    tier = geonames_tier()
    lent = {r["key"] for r in tier if len(r["sources"]) > 1}  # took the spellings of an OSM or OCHA copy

    def geonames_only(lines: list[str]) -> list[str]:
        return [
            line.rstrip(",")
            for line in lines
            if '"tier": "geonames"' in line and json.loads(line.rstrip(","))["properties"]["key"] not in lent
        ]

    records = geonames_only(committed)
    assert geonames_only(built) == records and len(records) == len(tier) - len(lent) and 0 < len(lent) < 150
    assert built[0] == committed[0] and built[-1] == committed[-1]


def test_tier_has_no_bare_head_words():
    """'Tal', 'Khan', 'Kafr' ... alone would match inside every 'Tal X': no tier record lists one as a variant."""
    from geo_aleppo.names import fold

    heads = {"tal", "tel", "khan", "kafr", "deir", "dayr", "ain", "jisr", "ras", "um", "bab", "sheikh", "shaykh"}
    tier = geonames_tier()
    for record in tier:
        for name in record["variants"]:
            assert not (fold(name) in heads and "-" not in name and " " not in name), (record["key"], name)
    at_tall = next(r for r in tier if r["geonames_id"] == 172349)
    assert "Al-Tal" in at_tall["ordinary_words"]  # its own full name: read after a type word or in a list


def test_tier_record_without_key_is_named_by_geonames_id(gazetteer_copy):
    data = json.loads(TIER_FILE.read_text(encoding="utf-8"))
    record = data["features"][7]["properties"]
    del record["key"]
    (gazetteer_copy / "geonames_tier.geojson").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    broken = ga.load_gazetteer(gazetteer_copy)
    with pytest.raises(GazetteerDataError) as err:
        _ = broken.name_index
    assert f"GeoNames id {record['geonames_id']}" in str(err.value) and err.value.field == "key"
