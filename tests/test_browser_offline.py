"""The README's first command, offline: `geo-aleppo map -o x.html` in an empty folder, opened by
headless Debian Chromium whose every host name fails to resolve (``--host-resolver-rules``) and
that uses no proxy. The page must show Leaflet, every data layer and the offline base layer with
Syria's border in view, and may attempt no request but tiles (then none at all once it has
switched to the plain map)."""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import REPO

pytestmark = pytest.mark.browser

CHROMIUM = "/usr/bin/chromium"
OFFLINE_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-proxy-server",
                "--host-resolver-rules=MAP * ~NOTFOUND", "--disable-background-networking",
                "--disable-component-update", "--disable-sync"]
DATA_LAYERS = ("Control areas", "Corridors", "Places", "Incidents")  # and "Sources and figures": a panel
VIEWPORT = {"width": 1280, "height": 860}


def _need(condition: bool, why: str) -> None:
    if not condition:
        if os.environ.get("CI"):
            pytest.fail(f"{why}: CI must have it (.ci/run installs chromium, .[test] playwright)")
        pytest.skip(why)


@pytest.fixture(scope="module")
def offline_browser():
    executable = CHROMIUM if Path(CHROMIUM).is_file() else shutil.which("chromium")
    _need(executable is not None, f"{CHROMIUM} is not installed")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _need(False, "playwright is not installed")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=executable, args=OFFLINE_ARGS, headless=True)
        yield browser
        browser.close()


@pytest.fixture(scope="module")
def readme_map(tmp_path_factory):
    """The README's first command, run as a user would (the package's own module, an empty folder)."""
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    first = re.search(r"```sh\n(.*?)\n", readme).group(1)
    assert first == "pip install . && geo-aleppo map -o aleppo.html", first  # what this test stands for
    folder = tmp_path_factory.mktemp("readme")
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    run = subprocess.run([sys.executable, "-m", "geo_aleppo", "map", "-o", "x.html"], cwd=folder, env=env,
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    assert sorted(p.name for p in folder.iterdir()) == ["x.html"]
    return folder / "x.html"


def test_readme_first_command_offline_shows_leaflet_every_layer_and_syria(offline_browser, readme_map):
    page = offline_browser.new_page(viewport=VIEWPORT)
    requests: list[str] = []
    errors: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(readme_map.as_uri())
        page.wait_for_function("() => window.L && document.querySelector('.leaflet-control-layers')")
        # the plain map replaces the tiles as soon as the first tile fails
        page.wait_for_function("() => document.querySelector('.leaflet-container.ga-plain')", timeout=15000)
        page.wait_for_timeout(500)
        assert page.evaluate("L.version") == "1.9.4"
        assert errors == []

        base = page.locator(".leaflet-control-layers-base label")
        assert [t.strip() for t in base.all_inner_texts()] == ["Map tiles (online)", "Plain map"]
        assert base.nth(1).locator("input").is_checked()
        assert page.locator(".leaflet-tile-pane img").count() == 0
        assert page.locator(".leaflet-control-minimap").count() == 0  # no empty grey minimap

        layers = page.evaluate("""() => {
            const m = Object.values(window).find(v => v instanceof L.Map);
            function count(l) { return l.getLayers ? l.getLayers().reduce((n, c) => n + count(c), 0) : 1; }
            return Array.from(document.querySelectorAll('.leaflet-control-layers-overlays label')).map(label => {
                const input = label.querySelector('input'), layer = m._layers[input.layerId];
                return [label.innerText.trim(), input.checked && !!layer, layer ? count(layer) : 0]; });
        }""")
        shown = {name: (on, n) for name, on, n in layers}
        for name in DATA_LAYERS:
            assert shown[name][0] and shown[name][1] > 0, (name, shown.get(name))
        assert any(name.startswith("Time view") and on and n > 0 for name, (on, n) in shown.items()), shown
        assert shown["Beyond Syria"][0] is False
        assert shown["Sources and figures"][0] and page.locator(".ga-panel").count() == 1
        assert page.locator("path.ga-besieged").count() >= 1

        # Syria's border: SVG paths of the offline layer, drawn, and in view
        boxes = page.evaluate("""() => Array.from(document.querySelectorAll('path.ga-base-syria')).map(p => {
            const b = p.getBoundingClientRect();
            return [b.left, b.top, b.right, b.bottom, p.getTotalLength()]; })""")
        assert boxes, "no path of Syria's border"
        seen = [b for b in boxes if b[2] > 0 and b[0] < VIEWPORT["width"] and b[3] > 0 and b[1] < VIEWPORT["height"]]
        assert seen and max(b[4] for b in seen) > 100, boxes
        for cls in ("ga-base-sea", "ga-base-governorates", "ga-base-borders", "ga-base-rivers"):
            assert page.locator(f"path.{cls}").count() >= 1, cls
        # Arabic names right to left, as text in their own isolate
        arabic = page.locator(".ga-base-label bdi[lang=ar]")
        assert arabic.count() >= 3
        assert arabic.first.evaluate("e => getComputedStyle(e).direction") == "rtl"

        # each source credited while its layer is shown
        credit = page.locator(".leaflet-control-attribution")
        assert "Natural Earth (public domain)" in credit.inner_text() and "GeoNames (CC BY 4.0)" in credit.inner_text()
        page.screenshot(path=str(_artifacts() / "readme_offline.png"))

        # no request but tiles, and none at all on the plain map
        others = [u for u in requests if not u.startswith(("file:", "data:"))]
        tile = re.compile(r"^https://server\.arcgisonline\.com/ArcGIS/rest/services/Canvas/World_Light_Gray_Base/"
                          r"MapServer/tile/\d+/\d+/\d+$")
        assert all(tile.match(u) for u in others), [u for u in others if not tile.match(u)][:5]
        before = len(requests)
        page.evaluate("() => { const m = Object.values(window).find(v => v instanceof L.Map);"
                      " m.setView([35.0, 38.5], 7, {animate: false}); }")
        page.wait_for_timeout(500)
        assert requests[before:] == []
        assert page.locator("path.ga-base-syria").count() >= 1

        base.nth(0).locator("input").check()  # the tiles again: the plain map's credits go with it
        page.wait_for_timeout(200)
        assert "Natural Earth" not in credit.inner_text()
        assert errors == []
    finally:
        page.close()


def _artifacts() -> Path:
    folder = REPO / "tests" / "artifacts"
    folder.mkdir(parents=True, exist_ok=True)
    return folder
