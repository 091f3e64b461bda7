import json
import os
import re
import subprocess
import sys
from pathlib import Path

import folium
import geopandas as gpd
import pandas as pd
import pytest
from shapely.geometry import LineString, Point, box

from geo_aleppo import cli
from geo_aleppo.maps import CONTROLLER_COLORS, LAYER_NAMES, build_map, render_html, save_map

from .conftest import REPO, edit_places

# --- a synthetic scene that follows the layer contract of geo_aleppo.scene exactly ---------------

EVIL = ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "</div><svg onload=alert(1)>"]
EVIL_TEXT = " ".join(EVIL)
CRS = "EPSG:4326"

PLACE_COLUMNS = ["key", "name", "name_ar", "type", "variants", "precision_km", "mention_count", "articles",
                 "evidence", "geometry"]
CONTROL_COLUMNS = ["key", "name", "controller", "status", "as_of", "precision_km", "sources", "holds",
                   "supporting", "contradicting", "geometry"]
CORRIDOR_COLUMNS = ["key", "name", "as_of", "waypoints", "measured_km", "claimed_km", "claimed_parts",
                    "comparison", "counts", "evidence", "sources", "geometry"]
INCIDENT_COLUMNS = ["key", "topic", "time_reported", "place_key", "article", "outlet", "date", "start", "end",
                    "quote", "geometry"]
CLAIM_COLUMNS = ["kind", "article", "start", "end", "quote", "place_key", "place_text", "actor", "status", "value",
                 "value_max", "unit", "topic", "role", "scope", "qualifier", "besieger", "time_reported", "time_utc",
                 "outlet", "date", "geometry"]


def _claim(article, quote, **extra):
    outlets = {"a1": "BBC News", "a2": "Agence France-Presse"}
    return {"article": article, "outlet": outlets.get(article, article), "date": "2016-12-15", "start": 0,
            "end": len(quote), "quote": quote, **extra}


def synthetic_scene(evil: str = "", n_incidents: int = 0):
    """A small scene of Aleppo to Idlib; ``evil`` is appended to every text field."""
    e = (" " + evil) if evil else ""
    places = [
        ("aleppo", "Aleppo", "حلب", "city", "Halab; Alep", 5.0, 12, Point(37.16117, 36.20124)),
        ("east_aleppo", "East Aleppo", "شرق حلب", "region", "eastern Aleppo", 5.0, 9, Point(37.18, 36.2)),
        ("ramouseh", "Ramouseh", "الراموسة", "district", "Ramousa", 2.0, 2, Point(37.1204, 36.15932)),
        ("al_rashideen", "al-Rashideen", "الراشدين", "district", "Rashidin", 3.0, 1, Point(37.085, 36.172)),
        ("khan_al_asal", "Khan al-Asal", "خان العسل", "town", "Khan al-Assal", 1.5, 1, Point(37.03917, 36.16722)),
        ("idlib_governorate", "Idlib", "إدلب", "governorate", "Idlib province", 74.0, 5, Point(36.57807, 35.82684)),
        ("foua", "Foua", "الفوعة", "town", "al-Fuaa", 1.5, 3, Point(36.70167, 35.98167)),
        ("kafraya", "Kafraya", "كفريا", "village", "Kfraya", 1.5, 3, Point(36.6775, 35.98972)),
        ("bab_al_hawa", "Bab al-Hawa", "باب الهوى", "crossing", "", 1.0, 1, Point(36.69264, 36.23064)),
        ("geneva", "Geneva", "جنيف", "city", "Genève", 4.0, 2, Point(6.14569, 46.20222)),
        ("moscow", "Moscow", "موسكو", "city", "Moskva", 15.0, 1, Point(37.61781, 55.75204)),
    ]
    places_df = gpd.GeoDataFrame(
        [{"key": k, "name": n + e, "name_ar": ar + e, "type": t, "variants": v + e, "precision_km": p,
          "mention_count": c, "articles": "a1; a2",
          "evidence": json.dumps([_claim("a1", f"They left {n} on Thursday.{e}", text=n)]),
          "geometry": g} for k, n, ar, t, v, p, c, g in places], columns=PLACE_COLUMNS, geometry="geometry", crs=CRS)

    east = box(37.15, 36.17, 37.21, 36.215)
    west = box(37.08, 36.17, 37.15, 36.24)
    control = [
        ("east_aleppo", "East Aleppo", "opposition", "besieged", east, "east_aleppo"),
        ("west_aleppo", "West Aleppo", "government", "held", west, "aleppo; ramouseh"),
        ("idlib", "Idlib province", "opposition", "held", box(36.3, 35.6, 36.95, 36.2).difference(
            box(36.66, 35.96, 36.72, 36.0)), "idlib_governorate"),
        ("foua_kafraya", "Foua and Kafraya", "government", "besieged", box(36.66, 35.96, 36.72, 36.0), "foua; kafraya"),
        ("sheikh_maqsoud", "Sheikh Maqsoud", "sdf", "held", box(37.14, 36.225, 37.165, 36.245), ""),
        ("al_bab", "al-Bab", "isis", "held", box(37.45, 36.3, 37.6, 36.42), ""),
    ]
    control_df = gpd.GeoDataFrame(
        [{"key": k, "name": n + e, "controller": c, "status": s, "as_of": "2016-12-15", "precision_km": 1.0,
          "sources": "a1; a2", "holds": h,
          "supporting": json.dumps([_claim("a1", f"the last rebel enclave in {n}{e}", actor=c, status=s),
                                    _claim("a2", f"rebel-held parts of {n}{e}", actor=c, status=s)]),
          "contradicting": json.dumps([_claim("a2", f"{n} is contested{e}", actor="contested", status="held")]
                                      if k == "east_aleppo" else []),
          "geometry": g} for k, n, c, s, g, h in control], columns=CONTROL_COLUMNS, geometry="geometry", crs=CRS)

    route = LineString([(37.18, 36.2), (37.1204, 36.15932), (37.085, 36.172), (37.03917, 36.16722)])
    corridors_df = gpd.GeoDataFrame([{
        "key": "aleppo_evacuation", "name": "Aleppo evacuation corridor" + e, "as_of": "2016-12-15",
        "waypoints": "east_aleppo; ramouseh; al_rashideen; khan_al_asal", "measured_km": 19.8, "claimed_km": 21.0,
        "claimed_parts": "6 km (government) + 15 km (opposition)", "comparison": "drawn 19.8 km; the sources say 21 km",
        "counts": json.dumps([_claim("a1", f"20 buses and 10 ambulances{e}", value=20, unit="vehicles", topic="buses"),
                              _claim("a2", f"Some 3,000 civilians{e}", value=3000, unit="people", topic="evacuated")]),
        "evidence": json.dumps([_claim("a1", f"This corridor is 21km long{e}", value=21, unit="km")]),
        "sources": "a1; a2", "geometry": route}], columns=CORRIDOR_COLUMNS, geometry="geometry", crs=CRS)

    incidents = [
        ("i1", "collapse", "Wednesday", None, "a1", "2016-12-14", f"an earlier ceasefire deal collapsed{e}"),
        ("i2", "ceasefire", "03:00 GMT", "east_aleppo", "a1", "2016-12-15T03:00:00Z", f"ceasefire from 03:00 GMT{e}"),
        ("i3", "convoy", "2:30 pm (1230 GMT)", "ramouseh", "a2", "2016-12-15T12:30:00Z",
         f"a convoy of ambulances and buses crossing{e}"),
        ("i4", "sniper", None, "east_aleppo", "a2", None, f"shot by a government sniper{e}"),
    ]
    where = {k: g for k, *_, g in places}
    inc_rows, claim_rows = [], []
    for k, topic, reported, place, art, utc, quote in incidents:
        outlet = "BBC News" if art == "a1" else "Agence France-Presse"
        geom = where.get(place)
        inc_rows.append({"key": k, "topic": topic, "time_reported": reported, "place_key": place, "article": art,
                         "outlet": outlet, "date": "2016-12-15", "start": 10, "end": 10 + len(quote), "quote": quote,
                         "geometry": geom})
        claim_rows.append({"kind": "incident", "article": art, "start": 10, "end": 10 + len(quote), "quote": quote,
                           "place_key": place, "topic": topic, "time_reported": reported, "time_utc": utc,
                           "outlet": outlet, "date": "2016-12-15", "geometry": geom})
    for i in range(n_incidents):
        inc_rows.append({"key": f"s{i}", "topic": ("shelling", "clashes", "air strikes")[i % 3],
                         "time_reported": f"{i % 24:02d}:00 GMT", "place_key": None, "article": f"s{i % 50}",
                         "outlet": "Synthetic Wire", "date": "2016-12-15", "start": 0, "end": 30,
                         "quote": f"synthetic incident {i}",
                         "geometry": Point(36.3 + (i * 7919 % 10007) / 10007, 35.7 + (i * 104729 % 9973) / 14000)})
    incidents_df = gpd.GeoDataFrame(inc_rows, columns=INCIDENT_COLUMNS, geometry="geometry", crs=CRS)
    claims_df = gpd.GeoDataFrame(claim_rows, columns=CLAIM_COLUMNS, geometry="geometry", crs=CRS)

    articles = pd.DataFrame([
        {"id": "a1", "outlet": "BBC News" + e, "date": "2016-12-15", "path": "a1.txt", "url": "", "mention_count": 30,
         "claim_count": 12},
        {"id": "a2", "outlet": "Agence France-Presse", "date": "2016-12-15", "path": "a2.txt",
         "url": "javascript:alert(1)", "mention_count": 25, "claim_count": 9},
    ], columns=["id", "outlet", "date", "path", "url", "mention_count", "claim_count"])
    agreement = pd.DataFrame([
        {"topic": "evacuated" + e, "operation": "east_aleppo", "unit": "people",
         "values": json.dumps({"a1": [3000], "a2": [3000]}), "articles": "a1; a2", "verdict": "agree"},
        {"topic": "buses", "operation": "east_aleppo", "unit": "vehicles",
         "values": json.dumps({"a1": [20], "a2": [21]}),
         "articles": "a1; a2", "verdict": "differ"},
    ], columns=["topic", "operation", "unit", "values", "articles", "verdict"])
    unresolved = pd.DataFrame([{"article": "a1", "start": 5, "end": 12, "text": "Nowhere" + e,
                                "quote": "They went to Nowhere." + e}],
                              columns=["article", "start", "end", "text", "quote"])

    from geo_aleppo.scene import Scene

    return Scene(places=places_df, control_areas=control_df, corridors=corridors_df, incidents=incidents_df,
                 claims=claims_df, articles=articles, agreement=agreement,
                 unresolved=unresolved)


LAYERS = ["Control areas", "Corridors", "Places", "Incidents", "Sources and figures", "Beyond Syria"]


@pytest.fixture(scope="module")
def scene():
    return synthetic_scene()


@pytest.fixture(scope="module")
def page(scene):
    return render_html(build_map(scene))


_BLOCK = re.compile(r'<script type="application/json" id="([\w-]+)">(.*?)</script>', re.S)


def data_blocks(page: str) -> dict[str, object]:
    """The inert JSON blocks of a page, decoded, by id."""
    return {block_id: json.loads(text) for block_id, text in _BLOCK.findall(page)}


def layer_data(page: str, kind: str) -> list:
    """The payloads of every ``geoAleppo.<kind>`` layer (``timeline`` for the time view), in page order."""
    name = {"timeline": "timeline"}.get(kind, "geo_aleppo_" + re.sub(r"([A-Z])", r"_\1", kind).lower())
    return [data for block_id, data in data_blocks(page).items() if re.fullmatch(rf"{name}_ga\d+_data", block_id)]


def _groups(m):
    return {child.layer_name: child for child in m._children.values() if isinstance(child, folium.FeatureGroup)}


# --- structure --------------------------------------------------------------------------------

def test_every_layer_is_a_feature_group_and_the_layer_control_comes_last(scene):
    m = build_map(scene)
    groups = _groups(m)
    for name in LAYERS:
        assert name in groups, name
    assert any(name.startswith("Time view: 14–15 Dec 2016") for name in groups)
    assert isinstance(list(m._children.values())[-1], folium.LayerControl)
    assert groups["Beyond Syria"].show is False
    assert all(groups[name].show for name in LAYERS if name != "Beyond Syria")
    page = render_html(m)
    script = page[page.rindex("<script>"):]
    assert script.rindex("L.control.layers(") > max(script.rindex(f'"{name}" :') for name in LAYERS) > 0
    assert script.rindex("L.control.layers(") > script.rindex("geoAleppo.legend(")


def _frame_data(page: str) -> dict:
    """The view a page opens on: the ``geoAleppo.frame`` block ({bounds, maxZoom})."""
    (frame,) = [d for d in data_blocks(page).values() if isinstance(d, dict) and "bounds" in d and "maxZoom" in d]
    return frame


def test_controls_legend_title_and_initial_view(page):
    for needle in ("L.control.scale()", "L.control.fullscreen(", "L.Control.MiniMap(", "new L.Control.Measure(",
                   "geoAleppo.legend(", "geoAleppo.title(", "geoAleppo.frame(", "geoAleppo.labels(",
                   "L.timelineSliderControl("):
        assert needle in page, needle
    for label in ("Government and allies", "Opposition (rebels)", "SDF (Kurdish-led)", "Islamic State",
                  "Besieged pocket", "Evacuation corridor", "Approximate position", "convoy", "ceasefire"):
        assert label in page, label
    # the view: the places named most (Kafraya and Foua in the south-west to East Aleppo in the east) and the
    # corridor, not the province-wide Idlib area, nor al-Bab (an area), nor Bab al-Hawa (named once)
    assert _frame_data(page)["bounds"] == [[35.98167, 36.6775], [36.20124, 37.18]]
    assert not re.search(r"\bmap_\w+\.fitBounds\(", page)  # the page fits it, with padding it measures
    title = next(d for d in data_blocks(page).values() if isinstance(d, str) and "ga-title-main" in d)
    assert '<div class="ga-title-main">Aleppo, 15 December 2016</div>' in title
    assert "control as of 2016-12-15" in title


def test_controller_colours_and_the_besieged_hatch(page):
    for controller in ("government", "opposition", "sdf", "isis"):
        assert f'"c":"{CONTROLLER_COLORS[controller]}"' in page
    # Okabe–Ito: vermillion, bluish green, yellow, black, reddish purple (colour-blind safe)
    assert [CONTROLLER_COLORS[c].upper() for c in ("government", "opposition", "sdf", "isis", "contested")] == [
        "#D55E00", "#009E73", "#F0E442", "#000000", "#CC79A7"]
    assert '"s":"besieged"' in page and "ga-hatch-" in page and 'createElementNS(SVGNS, "pattern")' in page
    assert "patternTransform" in page  # also the legend swatch


def test_corridor_popup_puts_measured_beside_claimed(page):
    assert "drawn 19.8 km; the sources say 21 km" in page
    assert "L.polyline.antPath(" in page
    names_isolated = re.sub(r"\\u003c/?bdi\\u003e", "", page)
    assert "East Aleppo → Ramouseh → al-Rashideen → Khan al-Asal" in names_isolated
    assert "20 buses and 10 ambulances" in page and "6 km (government) + 15 km (opposition)" in page


def test_places_popups_and_low_precision(page):
    assert "الراموسة" in page and "Ramousa" in page
    assert '"low":true' in page and '"km":5.0' in page  # Aleppo: ±5 km circle
    assert '"name":"Geneva"' in page  # Beyond Syria
    syria, beyond = (json.dumps(d) for d in layer_data(page, "places"))
    assert "Geneva" not in syria and "Moscow" in beyond and "Ramouseh" in syria


def test_large_point_layers_are_one_geojson_layer():
    m = build_map(synthetic_scene(n_incidents=3000))
    page = render_html(m)
    assert page.count("geoAleppo.incidents(") == 1
    (payload,) = layer_data(page, "incidents")
    assert len(payload["rows"]) == 3000 + 3 and payload["canvas"] is True
    assert page.count("L.marker(") < 5 and page.count("L.circleMarker(") < 10


def test_time_view_reads_times_from_the_scene(scene):
    page = render_html(build_map(scene))
    (data,) = layer_data(page, "timeline")
    starts = {f["properties"]["topic"]: f["properties"]["start"] for f in data["features"]}
    assert starts["ceasefire"] == 1481770800000   # 2016-12-15T03:00Z
    assert starts["convoy"] == 1481805000000      # 2016-12-15T12:30Z
    assert starts["collapse"] == 1481673600000    # Wednesday 2016-12-14
    moved = synthetic_scene()
    moved.claims.loc[moved.claims["topic"] == "convoy", "time_utc"] = "2016-12-15T13:45:00Z"
    (data,) = layer_data(render_html(build_map(moved)), "timeline")
    assert {f["properties"]["topic"]: f["properties"]["start"] for f in data["features"]}["convoy"] == 1481809500000


def test_draws_onto_a_given_map_twice_without_id_clashes(scene):
    m = folium.Map(location=[36, 37], zoom_start=8)
    assert build_map(scene, m=m) is m
    build_map(scene, m=m)
    page = render_html(m)
    names = re.findall(r"var (feature_group_\w+) = L\.featureGroup", page)
    assert len(names) == 2 * 7 and len(set(names)) == len(names)
    assert "geoAleppo.frame(" not in page  # the caller's view is kept


# --- safety -----------------------------------------------------------------------------------

def _assert_inert(page):
    for raw in EVIL + ["<script>alert", "<img src=x", "<svg onload", "</div><svg", 'href="javascript:']:
        assert raw not in page, raw
    assert "\\u003cscript\\u003ealert(1)" in page or "&lt;script&gt;alert(1)" in page


def test_text_from_articles_and_gazetteer_is_escaped_everywhere():
    page = render_html(build_map(synthetic_scene(evil=EVIL_TEXT), title="Title " + EVIL_TEXT))
    _assert_inert(page)


def test_escaping_through_the_whole_pipeline(tmp_path, gazetteer_copy):
    from geo_aleppo import load_corpus, load_gazetteer
    from geo_aleppo.scene import build_scene

    evil_name = "Ramouseh " + EVIL[1]
    edit_places(gazetteer_copy, lambda by_key, _: (
        by_key["ramouseh"]["properties"].update(name=evil_name, variants=["Ramouseh", "Ramousa " + EVIL[2]])))
    folder = tmp_path / "articles"
    folder.mkdir()
    (folder / "evil.txt").write_text(
        f"Buses left eastern Aleppo through Ramouseh on Thursday. {EVIL_TEXT} The convoy reached Khan al-Asal "
        f"around 2:30 pm (1230 GMT), officials said. Ramousa {EVIL[0]} was shelled.\n", encoding="utf-8")
    gaz = load_gazetteer(gazetteer_copy)
    scene = build_scene(load_corpus([folder]), gaz)
    page = render_html(build_map(scene))
    _assert_inert(page)
    assert "ramouseh" in set(scene.places["key"])
    assert "Ramouseh \\u0026lt;img" in page  # the gazetteer name got through, escaped


# --- determinism ------------------------------------------------------------------------------

@pytest.mark.slow
def test_two_processes_write_byte_identical_html(tmp_path):
    code = ("import sys; from geo_aleppo.maps import build_map, save_map; "
            "save_map(build_map(self_contained=False), sys.argv[1])")
    outs = []
    for i, seed in enumerate(("1", "2")):
        out = tmp_path / f"map{i}.html"
        env = {**os.environ, "PYTHONHASHSEED": seed}
        subprocess.run([sys.executable, "-c", code, str(out)], check=True, env=env, timeout=300)
        outs.append(out.read_bytes())
    assert outs[0] == outs[1]
    assert len(outs[0]) > 10_000 and b"uuid" not in outs[0]


def test_ids_come_from_a_counter_not_uuid4(scene):
    page = render_html(build_map(scene))
    assert not re.search(r"_[0-9a-f]{32}\b", page)
    assert re.search(r"var map_ga000000 = L\.map\(", page)


# --- saving -----------------------------------------------------------------------------------

def test_save_map_writes_atomically(tmp_path, scene):
    target = tmp_path / "aleppo.html"
    save_map(build_map(scene), target)
    assert target.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert [p.name for p in tmp_path.iterdir()] == ["aleppo.html"]


def test_a_failed_save_leaves_the_old_file_and_no_temp_file(tmp_path, scene, monkeypatch):
    from geo_aleppo.errors import OutputError

    target = tmp_path / "aleppo.html"
    target.write_bytes(b"old map\n")
    real_write_text = Path.write_text

    def half_then_fail(self, text, *args, **kwargs):
        real_write_text(self, text[: len(text) // 2], *args, **kwargs)
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Path, "write_text", half_then_fail)
    with pytest.raises(OutputError, match="No space left"):
        save_map(build_map(scene), target)
    monkeypatch.undo()
    assert target.read_bytes() == b"old map\n"
    assert [p.name for p in tmp_path.iterdir()] == ["aleppo.html"]


# --- command line and example -------------------------------------------------------------------

def test_cli_map_with_files_and_its_own_gazetteer_option(tmp_path, gazetteer_copy, seeds):
    folder = tmp_path / "articles"
    folder.mkdir()
    article = next(iter(seeds.values()))
    (folder / "one.txt").write_text(article.text, encoding="utf-8")
    out = tmp_path / "one.html"
    assert cli.main(["map", str(folder), "--gazetteer", str(gazetteer_copy), "-o", str(out)]) == 0
    assert "What 1 report say" in out.read_text(encoding="utf-8")


def test_cli_map_unwritable_path_is_a_one_line_error(tmp_path, capsys):
    out = tmp_path / "no" / "such" / "folder" / "aleppo.html"
    assert cli.main(["map", "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("geo-aleppo: error:") and err.count("\n") == 1 and "does not exist" in err
    assert not out.parent.exists()


@pytest.mark.slow
def test_example_maps_a_folder_of_my_articles(tmp_path, seeds):
    folder = tmp_path / "my articles"
    folder.mkdir()
    for name, article in list(seeds.items())[:2]:
        (folder / name).write_text(article.text, encoding="utf-8")
    out = tmp_path / "mine.html"
    result = subprocess.run([sys.executable, str(REPO / "examples" / "map_my_articles.py"), str(folder),
                             "-o", str(out)],
                            capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    page = out.read_text(encoding="utf-8")
    assert "Within 5 km of Ramouseh" in page and "L.circle(" in page
    assert re.search(r'"Within 5 km of Ramouseh" : feature_group_\w+', page)  # listed in the layer control
    assert "2 articles" in result.stderr


def test_layer_names_are_the_documented_ones():
    assert list(LAYER_NAMES.values())[:4] == ["Control areas", "Corridors", "Places", "Incidents"]


# --- the map fits the scene -----------------------------------------------------------------------

OTHER_PLACE_AND_YEAR = {  # two short reports written for the tests: another governorate, another year
    "one.txt": ("Wire A", "2017-04-14",
                "Buses carrying 1,200 people left Madaya and Zabadani on Wednesday under a deal, officials said. "
                "Government forces took control of Zabadani after the evacuation.\n"),
    "two.txt": ("Wire B", "2017-04-15",
                "About 1,500 people were evacuated from Madaya on Wednesday, and 60 buses left Zabadani. "
                "Madaya, a rebel-held town, had been under siege by government forces since 2015.\n"),
}


def _title_block(page):
    return next(d for d in data_blocks(page).values() if isinstance(d, str) and "ga-title-main" in d)


def test_a_map_of_another_place_and_year_frames_that_place(tmp_path, gaz):
    from geo_aleppo import load_corpus
    from geo_aleppo.scene import build_scene

    rows = ["id,file,outlet,date"]
    for name, (outlet, date, text) in OTHER_PLACE_AND_YEAR.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
        rows.append(f"{name[:-4]},{name},{outlet},{date}")
    (tmp_path / "manifest.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    scene = build_scene(load_corpus([tmp_path]), gaz)
    page = render_html(build_map(scene))
    (south, west), (north, east) = _frame_data(page)["bounds"]
    madaya, zabadani = gaz["madaya"], gaz["zabadani"]
    for place in (madaya, zabadani):
        assert south <= place.lat <= north and west <= place.lon <= east
    assert north < 34.5 and south > 33.0  # Aleppo (36.2 N) is not in the view
    title = _title_block(page)
    assert ">Madaya and Zabadani, 14–15 April 2017<" in title and "Aleppo" not in title
    assert "No curated control areas are known for 14–15 April 2017" in title
    assert "2016" not in page
    assert not layer_data(page, "controlAreas") and not layer_data(page, "corridors")  # none fits the dates
    (held,) = layer_data(page, "holdings")
    sides = {f["properties"]["name"]: f["properties"]["side"] for f in held["features"]}
    assert sides == {"Zabadani": "government", "Madaya": "opposition"}
    assert '"Control claims" :' in page


def test_curated_areas_are_drawn_only_near_their_as_of_date():
    later = synthetic_scene()
    later.articles["date"] = "2016-12-30"
    page = render_html(build_map(later))
    assert not layer_data(page, "controlAreas") and "control as of" not in _title_block(page)
    assert "No curated control areas are known for 30 December 2016" in _title_block(page)
    page = render_html(build_map(later, window_days=15))
    assert len(layer_data(page, "controlAreas")[0]["features"]) == 6
    assert "control as of 2016-12-15" in _title_block(page)


def test_title_subtitle_and_as_of_can_be_given():
    page = render_html(build_map(synthetic_scene(), title="My title", subtitle="My line", as_of="2016-12-14"))
    assert '<div class="ga-title-main">My title</div><div class="ga-title-sub">My line</div>' in _title_block(page)
    page = render_html(build_map(synthetic_scene(), as_of="2016-12-14"))
    assert "control as of 2016-12-14" in _title_block(page)


def test_rendering_again_after_adding_a_layer_declares_it_before_the_control(scene):
    m = build_map(scene)
    first = render_html(m)
    assert render_html(m) == first
    late = folium.FeatureGroup(name="Added late").add_to(m)
    page = render_html(m)
    script = page[page.rindex("<script>"):]
    assert script.count("L.control.layers(") == 1 and page.count("geoAleppo.legend(") == 1
    assert script.index(f"var {late.get_name()} = L.featureGroup") < script.index("L.control.layers(")
    assert f'"Added late" : {late.get_name()}' in script


def test_popups_show_names_and_sources_a_reader_would_cite_not_keys_or_notes_to_ourselves():
    import html as html_module

    page = render_html(build_map())  # the seeds: curated areas and corridors carry long provenance notes
    popups = [f["properties"]["popup"] for kind in ("controlAreas", "corridors", "places")
              for data in layer_data(page, kind) for f in data["features"]]
    text = " ".join(html_module.unescape(re.sub(r"<[^>]+>", " ", re.sub("</?bdi>", "", p))) for p in popups)
    assert not re.search(r"\bthe brief\b|re-verified", text)
    assert not re.findall(r"(?<![/\w])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w/.])", text)  # no snake_case keys
    assert "How this was drawn" in text and "Columbia Center for Spatial Research" in text
    assert re.search(r"Reported by\s+(Agence France-Presse|Associated Press|BBC News|NBC News), 2016-12-1\d", text)
    assert not re.search(r"\b\d{3}_[0-9a-f]{16}\b", text)  # article ids


def test_figures_of_another_year_are_not_pooled_with_the_2016_operation(tmp_path, gaz, seeds):
    from geo_aleppo import load_corpus
    from geo_aleppo.scene import build_scene

    folder = tmp_path / "mixed"
    folder.mkdir()
    for name, article in seeds.items():
        (folder / name).write_text(article.text, encoding="utf-8")
    (folder / "later.txt").write_text(
        "About 3,000 people were evacuated from Aleppo on Wednesday, and 60 buses left the city.\n", encoding="utf-8")
    rows = ["id,file,outlet,date"] + [f"{name[:-4]},{name},{a.outlet},{a.date}" for name, a in seeds.items()]
    (folder / "manifest.csv").write_text("\n".join(rows + ["later,later.txt,Wire C,2018-04-14"]) + "\n",
                                         encoding="utf-8")
    scene = build_scene(load_corpus([folder]), gaz)
    later = scene.claims[scene.claims["article"] == "later"]
    assert len(later[later["kind"] == "count"]) >= 1 and set(later["operation"]) == {""}
    earlier = scene.claims[(scene.claims["article"] != "later") & (scene.claims["kind"] == "count")]
    assert (earlier["operation"] == "east_aleppo_pocket").sum() >= 3
    for row in scene.agreement.itertuples():
        values = row.values if isinstance(row.values, dict) else json.loads(row.values)
        if "later" in values:
            assert row.operation == "" and len(values) == 1, row
