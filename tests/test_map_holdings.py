"""Who holds what, from the claims: each place coloured by its latest confident control claim."""

import html
import re

import geopandas as gpd
import pandas as pd
from shapely.geometry import Point

from geo_aleppo.maps import CONTROLLER_COLORS, build_map, render_html
from geo_aleppo.maps.holds import holdings

from .test_maps import CRS, data_blocks, layer_data, synthetic_scene

SARAQIB, MANBIJ, NUBL, AZAZ = Point(36.8, 35.86), Point(37.95, 36.53), Point(37.0, 36.38), Point(37.04, 36.59)


def _control(article, date, place, where, actor, quote, confidence=None, status="held"):
    return {"kind": "control", "article": article, "outlet": f"Wire {article}", "date": date, "start": 0,
            "end": len(quote), "quote": quote, "place_key": place, "place_text": place.title(), "actor": actor,
            "status": status, "confidence": confidence, "geometry": where}


def _scene():
    """The synthetic scene moved to late 2024 (no curated area fits), with control claims of our own."""
    scene = synthetic_scene()
    rows = [
        _control("w1", "2024-11-28", "saraqib", SARAQIB, "government", "The army still holds Saraqib.", 0.95),
        _control("w2", "2024-11-30", "saraqib", SARAQIB, "opposition", "Rebels took Saraqib on Saturday.", 0.93),
        _control("w3", "2024-12-01", "saraqib", SARAQIB, "government", "Saraqib may be back with the army.", 0.40),
        _control("w3", "2024-12-01", "manbij", MANBIJ, "sdf", "The SDF holds Manbij."),  # not scored: confident
        _control("w4", "2024-12-01", "manbij", MANBIJ, "opposition", "Rebels entered Manbij.", 0.91),
        _control("w4", "2024-12-01", "nubl", NUBL, "government", "Nubl is said to be in army hands.", 0.30),
        _control("w5", "2024-11-29", "azaz", AZAZ, "isis", "Islamic State holds Azaz.", 0.99),
    ]
    scene.claims = gpd.GeoDataFrame(rows, geometry="geometry", crs=CRS)
    scene.articles = pd.DataFrame([{"id": a, "outlet": f"Wire {a}", "date": d, "path": f"{a}.txt", "url": "",
                                    "mention_count": 3, "claim_count": 1}
                                   for a, d in (("w1", "2024-11-28"), ("w2", "2024-11-30"), ("w3", "2024-12-01"),
                                                ("w4", "2024-12-01"), ("w5", "2024-11-29"))])
    return scene


def test_the_latest_confident_claim_colours_a_place_and_same_day_disagreement_is_contested():
    found = {h.place: (h.side, h.date) for h in holdings(_scene(), frozenset({"w5"}), threshold=0.9)}
    assert found == {
        "saraqib": ("opposition", "2024-11-30"),  # the later claim (12-01) is below the threshold
        "manbij": ("contested", "2024-12-01"),    # two confident claims of the same day disagree
    }  # Nubl: no confident claim; Azaz: its article is covered by a curated area's window
    every = {h.place: h.side for h in holdings(_scene(), frozenset(), threshold=None)}
    assert every == {"saraqib": "government", "manbij": "contested", "nubl": "government", "azaz": "isis"}


def test_the_map_draws_the_holdings_above_the_places_with_every_claim_in_the_popup():
    page = render_html(build_map(_scene(), min_confidence=0.9))
    assert not layer_data(page, "controlAreas")  # 2016 areas: not for late 2024
    (held,) = layer_data(page, "holdings")
    by_name = {f["properties"]["name"]: f["properties"] for f in held["features"]}
    assert {n: p["side"] for n, p in by_name.items()} == {"saraqib": "opposition", "manbij": "contested",
                                                         "azaz": "isis"}
    assert all(p["c"] == CONTROLLER_COLORS[p["side"]] for p in by_name.values())
    popup = html.unescape(re.sub(r"<[^>]+>", " ", by_name["saraqib"]["popup"]))
    for quote in ("The army still holds Saraqib.", "Rebels took Saraqib on Saturday.",
                  "Saraqib may be back with the army."):
        assert quote in popup  # every claim, confident or not
    listed = popup[popup.index("Control claims, latest first"):]
    assert listed.index("2024-12-01") < listed.index("2024-11-30") < listed.index("2024-11-28")
    assert "confidence 0.40, below the threshold" in popup and "confidence 0.93" in popup
    assert "Opposition (rebels), as the latest confident claim (2024-11-30) says" in popup
    manbij = html.unescape(re.sub(r"<[^>]+>", " ", by_name["manbij"]["popup"]))
    assert "Contested" in manbij and "confidence not scored" in manbij
    # their own pane, above the places' (made before any layer is added)
    assert page.index("geoAleppo.panes(") < page.index("geoAleppo.places(") < page.index("geoAleppo.holdings(")
    assert 'pane: "gaClaims"' in page and 'createPane("gaClaims").style.zIndex = 450' in page


def test_the_legend_lists_only_what_is_drawn_in_the_colours_drawn():
    page = render_html(build_map(_scene(), min_confidence=0.9))
    legend = next(d for d in data_blocks(page).values() if isinstance(d, str) and "ga-legend-box" in d)
    for side in ("opposition", "contested", "isis"):
        assert f'background:{CONTROLLER_COLORS[side]}' in legend, side
    for side in ("government", "sdf"):  # no place is coloured for them, and no area is drawn
        assert CONTROLLER_COLORS[side] not in legend, side
    assert "Besieged pocket" not in legend and "Corridor" not in legend and "Straight line" not in legend
    assert "Contested: the claims of the latest date disagree" in legend
    assert 'data-ga-layer="Control claims"' in legend and 'data-ga-layer="Control areas"' not in legend
    full = render_html(build_map(synthetic_scene()))  # 2016: areas, a corridor on the roads
    legend = next(d for d in data_blocks(full).values() if isinstance(d, str) and "ga-legend-box" in d)
    assert "Besieged pocket" in legend and "Evacuation corridor as drawn" in legend
    assert "Straight line" not in legend  # the synthetic corridor has no straight leg
    assert "by the latest claim" not in legend
