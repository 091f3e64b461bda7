"""The legend lists only what the map draws, and each of its sections follows its layer; the time
slider folds away."""

import dataclasses
import os
import shutil
from pathlib import Path

import pytest

from geo_aleppo.maps import build_map, render_html, save_map

from .test_maps import data_blocks, synthetic_scene


def _legend(scene, **kwargs) -> str:
    page = render_html(build_map(scene, **kwargs))
    return next(d for d in data_blocks(page).values() if isinstance(d, str) and "ga-legend-box" in d)


def test_the_synthetic_scene_lists_its_four_sides_corridors_places_incidents_and_time():
    legend = _legend(synthetic_scene())
    for label in ("Government and allies", "Opposition (rebels)", "SDF (Kurdish-led)", "Islamic State",
                  "Besieged pocket, government and allies", "Evacuation corridor as drawn", "City",
                  "Approximate position", "convoy", "ceasefire", "Drag the slider"):
        assert label in legend, label
    for layer in ("Control areas", "Corridors", "Places", "Incidents", "Time view"):
        assert f'data-ga-layer="{layer}"' in legend, layer


def test_what_is_not_drawn_is_not_listed():
    scene = synthetic_scene()
    areas = scene.control_areas[scene.control_areas["controller"] == "government"]
    bare = dataclasses.replace(scene, control_areas=areas, corridors=scene.corridors.iloc[0:0],
                               incidents=scene.incidents.iloc[0:0])
    legend = _legend(bare)
    assert "Government and allies" in legend
    for label in ("Opposition (rebels)", "SDF (Kurdish-led)", "Islamic State", "Evacuation corridor",
                  "Straight line", "Incidents, as reported", "convoy"):
        assert label not in legend, label
    assert 'data-ga-layer="Corridors"' not in legend and 'data-ga-layer="Incidents"' not in legend


def test_the_sides_of_claims_drawn_as_points_are_listed_as_reported():
    scene = synthetic_scene()
    claims = scene.claims.astype({"kind": object, "actor": object, "status": object})
    claims.loc[1, ["kind", "actor", "status"]] = ["control", "opposition", "held"]  # at east_aleppo
    legend = _legend(dataclasses.replace(scene, control_areas=scene.control_areas.iloc[0:0], claims=claims))
    assert 'data-ga-layer="Control claims"' in legend and 'data-ga-layer="Control areas"' not in legend
    assert "Besieged pocket" not in legend and "ga-area" not in legend
    assert "Opposition (rebels), as reported</div>" in legend and "Government and allies" not in legend


def _need(why: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(f"{why}: CI must have it (.ci/run installs chromium, .[test] playwright)")
    pytest.skip(why)


def _browser(playwright):
    executable = "/usr/bin/chromium" if Path("/usr/bin/chromium").is_file() else shutil.which("chromium")
    if executable is None:
        _need("chromium is not installed")
    return playwright.chromium.launch(executable_path=executable, headless=True,
                                      args=["--headless", "--no-sandbox", "--disable-gpu", "--no-proxy-server",
                                            "--host-resolver-rules=MAP * ~NOTFOUND"])


@pytest.mark.browser
def test_a_legend_section_hides_with_its_layer_and_the_slider_folds(tmp_path):
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _need("playwright is not installed")
    path = save_map(build_map(synthetic_scene()), tmp_path / "legend.html")
    with sync_playwright() as p:
        browser = _browser(p)
        page = browser.new_page(viewport={"width": 1280, "height": 860})
        try:
            page.goto(path.as_uri())
            page.wait_for_function("() => window.L && document.querySelector('.leaflet-timeline-control .ga-fold')")
            section = page.locator('.ga-legend [data-ga-layer="Incidents"]')
            assert section.is_visible()
            page.locator(".leaflet-control-layers-overlays label", has_text="Incidents").locator("input").uncheck()
            assert section.is_hidden()
            assert page.locator('.ga-legend [data-ga-layer="Places"]').is_visible()
            page.locator(".leaflet-control-layers-overlays label", has_text="Incidents").locator("input").check()
            assert section.is_visible()

            slider = page.locator(".leaflet-timeline-control input.time-slider")
            control = page.locator(".leaflet-timeline-control")
            wide = control.bounding_box()
            assert slider.is_visible()
            page.locator(".leaflet-timeline-control .ga-fold").click()
            assert slider.is_hidden() and control.bounding_box()["width"] < wide["width"] / 3
            assert page.locator(".ga-fold").get_attribute("aria-expanded") == "false"
            page.locator(".leaflet-timeline-control .ga-fold").click()
            assert slider.is_visible()
        finally:
            browser.close()
