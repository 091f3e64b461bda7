import json

import pyogrio
import pytest
from pyproj import Geod

import geo_aleppo as ga
from geo_aleppo.corpus import Article
from geo_aleppo.errors import GazetteerDataError, OutputError
from geo_aleppo.export import export_scene
from geo_aleppo.scene import LAYERS, build_scene

from .conftest import GAZETTEER_DIR


@pytest.fixture(scope="module")
def scene():
    return build_scene()


def test_layers_are_in_wgs84(scene):
    for name in LAYERS:
        assert scene.layer(name).crs.to_epsg() == 4326, name
    with pytest.raises(KeyError, match="layers are: control_areas"):
        scene.layer("roads")


def test_places_carry_their_mentions(scene, seeds):
    texts = {a.id: a.text for a in seeds.values()}
    aleppo = scene.places.set_index("key").loc["aleppo"]
    expected = sum(1 for a in seeds.values() for m in ga.geoparse(a.text) if m.place_key == "aleppo")
    assert aleppo.mention_count == expected
    for e in aleppo.evidence:
        assert texts[e["article"]][e["start"] : e["end"]] == e["text"]
        assert e["text"] in e["quote"] and e["quote"] in texts[e["article"]]


def test_control_areas_are_joined_to_claims(scene):
    areas = scene.control_areas.set_index("key")
    assert {
        "east_aleppo_pocket",
        "government_aleppo",
        "western_aleppo_countryside",
        "idlib_opposition",
        "foua_kafraya_enclave",
    } <= set(areas.index)
    assert areas.loc["east_aleppo_pocket", ["controller", "status"]].tolist() == ["opposition", "besieged"]
    assert areas.loc["foua_kafraya_enclave", ["controller", "status"]].tolist() == ["government", "besieged"]
    for key, places in {
        "east_aleppo_pocket": {"al_amiriyah", "al_sukkari"},
        # al_rashideen is an estimated point (3 km) and anchors nothing: it may fall either side of the front
        "western_aleppo_countryside": {"khan_al_asal", "khan_tuman"},
        "foua_kafraya_enclave": {"foua", "kafraya"},
        "government_aleppo": {"ramouseh"},
    }.items():
        assert places <= set(areas.loc[key, "holds"]), key
    supporting = {
        (e["place_key"], e["outlet"]) for e in areas.loc["western_aleppo_countryside", "supporting"]
    }
    assert ("khan_tuman", "BBC News") in supporting
    assert any(e["place_key"] == "ramouseh" for e in areas.loc["government_aleppo", "supporting"])
    assert any(
        e["place_key"] == "foua" and e["status"] == "besieged"
        for e in areas.loc["foua_kafraya_enclave", "supporting"]
    )


def test_a_contradicting_claim_is_flagged_not_hidden():
    text = "Buses crossed the rebel-held district of Ramouseh and reached the government-held town of Khan Tuman."
    scene = build_scene([Article("x", "x.txt", "Test", "2016-12-15", text)])
    areas = scene.control_areas.set_index("key")
    assert [e["place_key"] for e in areas.loc["government_aleppo", "contradicting"]] == ["ramouseh"]
    assert [e["place_key"] for e in areas.loc["western_aleppo_countryside", "contradicting"]] == [
        "khan_tuman"
    ]
    verdicts = set(scene.claims["area_verdict"])
    assert {"contradicts government_aleppo", "contradicts western_aleppo_countryside"} <= verdicts


def test_corridor_measured_on_the_ellipsoid_and_compared_with_the_claim(scene, gaz):
    corridor = scene.corridors.set_index("key").loc["aleppo_evacuation_corridor"]
    line = corridor.geometry
    geodesic_km = Geod(ellps="WGS84").geometry_length(line) / 1000
    assert corridor.measured_km == pytest.approx(geodesic_km, abs=0.011)
    assert corridor.claimed_km == 21 and corridor.claimed_from == "articles"
    assert corridor.claimed_parts == "6 km (government) + 15 km (opposition)"
    assert (corridor.claimed_government_km, corridor.claimed_opposition_km) == (6, 15)
    assert corridor.comparison.startswith(f"total: road {corridor.measured_km:.1f} km, the sources say 21 km (")
    assert f"government side: road {corridor.government_km:.1f} km, the sources say 6 km" in corridor.comparison
    # the drawn route starts and ends within each end waypoint's precision
    first, last = corridor.waypoints[0], corridor.waypoints[-1]
    for key, (lon, lat) in ((first, line.coords[0]), (last, line.coords[-1])):
        _, _, metres = Geod(ellps="WGS84").inv(lon, lat, gaz[key].lon, gaz[key].lat)
        assert metres <= gaz[key].precision_km * 1000
    counts = {(c["topic"], c["value"]) for c in corridor.counts}
    assert {("buses", 20.0), ("buses", 21.0)} <= counts
    foua = scene.corridors.set_index("key").loc["foua_kafraya_route"]
    assert ("vehicles", 29.0) in {(c["topic"], c["value"]) for c in foua.counts}


def test_agreement_groups_operations(scene):
    table = scene.agreement.set_index(["topic", "operation"])
    assert table.loc[("vehicles", "foua_kafraya_enclave"), "verdict"] == "differ"
    assert table.loc[("evacuated", "east_aleppo_pocket"), "verdict"] == "agree"


def test_article_without_places_gives_an_empty_scene():
    scene = build_scene([Article("empty", "e.txt", None, None, "Nothing to see here.")])
    assert scene.places.empty and scene.incidents.empty
    assert scene.places.crs.to_epsg() == 4326
    assert len(scene.control_areas) >= 5  # the curated ground stays


def test_unknown_toponym_shows_as_a_gap():
    scene = build_scene([Article("g", "g.txt", None, None, "Rebels still hold the town of Qardusa.")])
    assert scene.unresolved["text"].tolist() == ["Qardusa"]
    claim = scene.claims[scene.claims.kind == "control"].iloc[0]
    assert claim.place_key is None and claim.place_text == "Qardusa"


def _copy(tmp_path):
    folder = tmp_path / "gaz"
    folder.mkdir()
    for f in GAZETTEER_DIR.glob("*.geojson"):
        (folder / f.name).write_bytes(f.read_bytes())
    return folder


def test_overlapping_areas_fail_loading(tmp_path):
    folder = _copy(tmp_path)
    data = json.loads((folder / "control_areas.geojson").read_text())
    pocket = next(f for f in data["features"] if f["properties"]["key"] == "east_aleppo_pocket")
    copy = json.loads(json.dumps(pocket))
    copy["properties"]["key"] = "zz_pocket_copy"
    data["features"].append(copy)
    (folder / "control_areas.geojson").write_text(json.dumps(data))
    with pytest.raises(GazetteerDataError, match="zz_pocket_copy.*overlaps area 'east_aleppo_pocket'"):
        ga.load_gazetteer(folder).control_areas()


def test_corridor_with_unknown_place_fails_loading(tmp_path):
    folder = _copy(tmp_path)
    data = json.loads((folder / "corridors.geojson").read_text())
    data["features"][0]["properties"]["waypoints"].append("atlantis")
    (folder / "corridors.geojson").write_text(json.dumps(data))
    with pytest.raises(GazetteerDataError, match="waypoints.*unknown place 'atlantis'"):
        ga.load_gazetteer(folder).corridors()


def test_export_geopackage_and_folder(scene, tmp_path):
    written = export_scene(scene, tmp_path / "out.gpkg")
    layers = dict(pyogrio.list_layers(tmp_path / "out.gpkg"))
    assert set(layers) == set(LAYERS) | {"agreement", "articles", "unresolved"}
    assert layers["articles"] is None and layers["unresolved"] is None  # plain tables, no geometry
    for name in ("agreement", "articles", "unresolved"):
        assert pyogrio.read_info(tmp_path / "out.gpkg", layer=name)["features"] == len(getattr(scene, name))
    for name in LAYERS:
        info = pyogrio.read_info(tmp_path / "out.gpkg", layer=name)
        assert info["features"] == len(scene.layer(name))
        assert info["crs"] == "EPSG:4326"
    assert tmp_path / "out.claims.csv" in written
    files = export_scene(scene, tmp_path / "layers.geojson")
    assert {f.name for f in files} >= {f"{n}.geojson" for n in LAYERS} | {"claims.csv", "agreement.csv"}
    back = pyogrio.read_dataframe(tmp_path / "layers" / "corridors.geojson")
    assert sorted(back["key"]) == sorted(scene.corridors["key"])


def test_failed_export_leaves_the_old_file(scene, tmp_path):
    target = tmp_path / "out.gpkg"
    target.write_bytes(b"old contents")
    broken = scene.__class__(**{**scene.__dict__, "claims": "not a frame"})
    with pytest.raises((AttributeError, TypeError, ValueError)):
        export_scene(broken, target)
    assert target.read_bytes() == b"old contents"
    assert [p.name for p in tmp_path.iterdir()] == ["out.gpkg"]
    with pytest.raises(OutputError, match="does not exist"):
        export_scene(scene, tmp_path / "missing" / "out.gpkg")


def test_duplicate_article_ids_are_refused():
    from geo_aleppo.errors import ArticleError

    twins = [Article("x", "a.txt", None, None, "Buses left Aleppo."), Article("x", "b.txt", None, None, "Idlib.")]
    with pytest.raises(ArticleError, match="b.txt: article id 'x' is also the id of a.txt"):
        build_scene(twins)


def test_exports_are_reproducible(scene, tmp_path):
    export_scene(scene, tmp_path / "a.gpkg")
    export_scene(scene, tmp_path / "b.gpkg")
    assert (tmp_path / "a.gpkg").read_bytes() == (tmp_path / "b.gpkg").read_bytes()
    export_scene(scene, tmp_path / "one/")
    export_scene(scene, tmp_path / "two/")
    for f in (tmp_path / "one").iterdir():
        assert f.read_bytes() == (tmp_path / "two" / f.name).read_bytes(), f.name
