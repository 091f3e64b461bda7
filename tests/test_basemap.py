"""The offline base layer: its files (sources, licences, size, geometry) and how the page offers it."""

import json
import re

import pytest
import shapely
from pyproj import Geod
from shapely.geometry import Point, shape

from geo_aleppo.maps import build_map, render_html
from geo_aleppo.maps.basemap import DRAWING_ORDER, PLAIN_MAP_NAME, basemap_layers

from .conftest import REPO
from .test_maps import data_blocks, synthetic_scene

FOLDER = REPO / "geo_aleppo" / "maps" / "basemap"
GEOD = Geod(ellps="WGS84")


@pytest.fixture(scope="module")
def make_basemap():
    from scripts import make_basemap

    return make_basemap


def _syria():
    footprints = json.loads((REPO / "gazetteer" / "footprints.geojson").read_text(encoding="utf-8"))
    return shape(next(f for f in footprints["features"] if f["properties"]["key"] == "syria")["geometry"])


def _km(a: Point, b: Point) -> float:
    return GEOD.inv(a.x, a.y, b.x, b.y)[2] / 1000


def test_every_file_names_its_source_licence_and_attribution_and_all_are_small():
    sizes = {name: (FOLDER / f"{name}.geojson").stat().st_size for name in DRAWING_ORDER}
    assert sum(sizes.values()) < 250_000, sizes
    assert sorted(p.stem for p in FOLDER.glob("*.geojson")) == sorted(DRAWING_ORDER)
    for name, layer in basemap_layers().items():
        source = layer["source"]
        assert source["licence"] and source["attribution"] and source["attribution_url"].startswith("https://")
        assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"]), name
        assert layer["processing"] and layer["features"], name
    for name in ("sea", "coast", "borders", "rivers", "lakes", "governorates"):
        assert basemap_layers()[name]["source"]["licence"] == "public domain"
        assert "Natural Earth" in basemap_layers()[name]["source"]["dataset"]


def test_syrias_border_follows_the_gazetteer_outline_of_syria():
    """Every land stretch of Syria's outline (its footprint, Natural Earth admin-0) lies within 3 km of a
    border line marked as Syria's; the sea side lies along the coast."""
    syria = _syria()
    borders = shapely.union_all([shape(f["geometry"]) for f in basemap_layers()["borders"]["features"]
                                 if f["properties"]["syria"]])
    coast = shapely.union_all([shape(f["geometry"]) for f in basemap_layers()["coast"]["features"]])
    outline = syria.exterior
    far = 0
    steps = 400
    for i in range(steps):
        spot = outline.interpolate(i / steps, normalized=True)
        near_border = _km(spot, shapely.ops.nearest_points(spot, borders)[1])
        near_coast = _km(spot, shapely.ops.nearest_points(spot, coast)[1])
        far += min(near_border, near_coast) > 3.0
    assert far <= steps * 0.02, far
    sides = {side for f in basemap_layers()["borders"]["features"] if f["properties"]["syria"]
             for side in f["properties"]["countries"]}
    assert {"Turkey", "Iraq", "Jordan", "Lebanon", "Israel"} <= sides


def test_rivers_lakes_and_sea_are_where_they_belong():
    rivers = {f["properties"]["name"] for f in basemap_layers()["rivers"]["features"]}
    assert {"Euphrates", "Tigris"} <= rivers
    lakes = {f["properties"]["name"] for f in basemap_layers()["lakes"]["features"]}
    assert "Buhayrat al-Assad" in lakes
    sea = shape(basemap_layers()["sea"]["features"][0]["geometry"])
    assert sea.contains(Point(35.0, 35.0))       # off Latakia
    assert not sea.intersects(Point(37.16, 36.2))  # Aleppo
    assert not sea.intersects(_syria().buffer(-0.05))


def test_cities_are_the_gazetteers_with_their_arabic_names():
    places = {f["properties"]["key"]: f for f in json.loads((REPO / "gazetteer" / "places.geojson")
                                                           .read_text(encoding="utf-8"))["features"]}
    cities = basemap_layers()["cities"]["features"]
    assert {"aleppo", "damascus", "homs", "raqqa", "deir_ez_zor", "latakia_city"} <= {c["properties"]["key"]
                                                                                    for c in cities}
    for city in cities:
        p = city["properties"]
        place = places[p["key"]]
        assert place["properties"]["type"] == "city" and city["geometry"] == place["geometry"]
        assert p["name_ar"] == place["properties"]["name_ar"] and re.search(r"[\u0600-\u06ff]", p["name_ar"])
        assert p["sources"] == place["properties"]["sources"]


def test_the_gazetteer_layers_rebuild_byte_for_byte(make_basemap):
    for name, layer in (("governorates", make_basemap.build_governorates()), ("cities", make_basemap.build_cities())):
        text = json.dumps(layer, ensure_ascii=False, separators=(",", ":")) + "\n"
        assert text == (FOLDER / f"{name}.geojson").read_text(encoding="utf-8"), (
            f"geo_aleppo/maps/basemap/{name}.geojson is out of date with gazetteer/: "
            "run `python scripts/make_basemap.py --gazetteer-only`")


def test_governorate_lines_are_inside_syria_and_off_its_border():
    syria = _syria()
    lines = [shape(f["geometry"]) for f in basemap_layers()["governorates"]["features"]]
    assert len(lines) >= 14
    assert all(syria.buffer(0.02).contains(line) for line in lines)
    assert all(not syria.exterior.buffer(0.005).contains(line) for line in lines)


def _plain_block(page: str) -> dict:
    return next(b for b in data_blocks(page).values() if isinstance(b, dict) and "order" in b and "skip" in b)


def test_the_page_offers_the_plain_map_as_a_base_with_tiles_first():
    page = render_html(build_map(synthetic_scene()))
    assert re.search(r'"Map tiles \(online\)" : tile_layer_\w+,\s*"Plain map" : geo_aleppo_plain_map_\w+', page)
    block = _plain_block(page)
    assert block["order"] == list(DRAWING_ORDER) and set(block["layers"]) == set(DRAWING_ORDER)
    assert "geoAleppo.baseFallback(map_" in page and "new L.Control.MiniMap(" in page
    assert not re.search(r"geo_aleppo_plain_map_\w+\.addTo\(", page)  # the tiles show first
    assert PLAIN_MAP_NAME == "Plain map"


def test_without_tiles_the_plain_map_shows_and_there_is_no_minimap():
    page = render_html(build_map(synthetic_scene(), tiles=None))
    assert re.search(r"geo_aleppo_plain_map_\w+\.addTo\(map_\w+\)", page)
    assert "new L.Control.MiniMap(" not in page and "tile_layer_" not in page
    assert re.search(r"geoAleppo\.baseFallback\(map_\w+, geo_aleppo_plain_map_\w+, null\)", page)


def test_cities_the_places_layer_labels_are_not_labelled_twice():
    block = _plain_block(render_html(build_map()))
    assert "Aleppo" in block["skip"] and "Idlib" in block["skip"]
    assert "Homs" not in block["skip"] and "Raqqa" not in block["skip"]  # not named by the seeds: drawn here
