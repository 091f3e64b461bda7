"""The map in a real browser: headless Debian Chromium, every network request blocked."""

import os
import re
import shutil
from pathlib import Path

import pytest

from geo_aleppo.maps import build_map, save_map

from .conftest import REPO
from .test_maps import EVIL_TEXT, synthetic_scene

pytestmark = pytest.mark.browser

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ARTIFACTS = REPO / "tests" / "artifacts"
TILE_HOSTS = ("server.arcgisonline.com", "tile.openstreetmap.org", "basemaps.cartocdn.com")


def _require(condition: bool, why: str) -> None:
    if not condition:
        if os.environ.get("CI"):
            pytest.fail(f"{why} (CI must install it: see .ci/run)")
        pytest.skip(why)


@pytest.fixture(scope="module")
def browser():
    _require(Path(CHROMIUM).is_file() or shutil.which("chromium") is not None, f"{CHROMIUM} is not installed")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM if Path(CHROMIUM).is_file() else shutil.which("chromium"),
                                    args=ARGS, headless=True)
        yield browser
        browser.close()


class Page:
    """A page that blocks every request but file:// and records errors, blocked URLs and alerts."""

    def __init__(self, browser, path: Path):
        self.errors: list[str] = []
        self.blocked: list[str] = []
        self.dialogs: list[str] = []
        self.page = browser.new_page(viewport={"width": 1400, "height": 900})
        self.page.on("pageerror", lambda exc: self.errors.append(f"pageerror: {exc}"))
        self.page.on("console", self._console)
        self.page.on("dialog", self._dialog)
        self.page.route("**/*", self._route)
        self.page.add_init_script("window.__alerts = []; "
                                  "window.alert = function (m) { window.__alerts.push(String(m)); };"
                                  "window.confirm = window.prompt = window.alert;")
        self.page.goto(path.as_uri())
        self.page.wait_for_function("() => window.L && document.querySelector('.leaflet-control-layers')")
        self.page.wait_for_timeout(500)

    def _route(self, route):
        url = route.request.url
        if url.startswith(("file://", "data:")):
            route.continue_()
        else:
            self.blocked.append(url)
            route.abort()

    def _console(self, message):
        if message.type == "error" and "Failed to load resource" not in message.text:
            self.errors.append(f"console: {message.text}")

    def _dialog(self, dialog):
        self.dialogs.append(dialog.message)
        dialog.dismiss()

    def count(self, selector: str) -> int:
        return self.page.locator(selector).count()


def _layer_checkbox(page, name: str):
    label = page.page.locator(".leaflet-control-layers-overlays label", has_text=name)
    return label.locator("input")


def test_the_self_contained_map_works_offline(browser, tmp_path):
    path = save_map(build_map(self_contained=True), tmp_path / "aleppo.html")
    page = Page(browser, path)
    try:
        assert page.page.evaluate("typeof L.map === 'function' && typeof L.polyline.antPath === 'function'")
        assert page.count(".folium-map > .leaflet-pane.leaflet-map-pane > .leaflet-overlay-pane") == 1
        assert page.count(".leaflet-pane") >= 6
        assert page.errors == []
        # nothing but tiles went to the network, and that was blocked
        assert all(any(host in url for host in TILE_HOSTS) for url in page.blocked), page.blocked[:5]

        overlays = page.page.locator(".leaflet-control-layers-overlays label").all_inner_texts()
        names = [text.strip() for text in overlays]
        for name in ("Control areas", "Corridors", "Places", "Incidents", "Sources and figures", "Beyond Syria"):
            assert name in names, names
        assert any(n.startswith("Time view") for n in names)
        assert not _layer_checkbox(page, "Beyond Syria").is_checked()

        legend = page.page.locator(".ga-legend").inner_text()
        assert "Government and allies" in legend and "Besieged pocket" in legend
        # no tile loads here: the plain map instead of the tiles, and no (empty) minimap
        assert page.count(".leaflet-control-scale") == 1 and page.count(".leaflet-control-minimap") == 0
        assert page.count(".ga-plain path.ga-base-syria") >= 1
        assert page.count(".leaflet-control-measure") == 1 and page.count(".leaflet-control-zoom-fullscreen") == 1
        assert page.count("path.ga-besieged") >= 1 and page.count("pattern[id^=ga-hatch-]") >= 1

        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.page.screenshot(path=str(ARTIFACTS / "aleppo.png"))

        # switching a layer off removes its shapes
        paths_before = page.count(".leaflet-overlay-pane path")
        besieged_before = page.count("path.ga-besieged")
        _layer_checkbox(page, "Control areas").uncheck()
        page.page.wait_for_timeout(200)
        assert page.count("path.ga-besieged") == 0
        assert page.count(".leaflet-overlay-pane path") < paths_before
        _layer_checkbox(page, "Control areas").check()
        page.page.wait_for_timeout(200)
        assert page.count("path.ga-besieged") == besieged_before  # hatching comes back too

        # the Sources and figures panel follows its layer
        assert page.count(".ga-panel") == 1
        _layer_checkbox(page, "Sources and figures").uncheck()
        assert page.count(".ga-panel") == 0
        _layer_checkbox(page, "Sources and figures").check()
        assert page.count(".ga-panel") == 1

        # Beyond Syria: off, then on
        assert page.page.locator(".ga-label", has_text="Geneva").count() == 0
        _layer_checkbox(page, "Beyond Syria").check()
        page.page.wait_for_timeout(200)
        assert page.page.locator(".ga-label", has_text="Geneva").count() == 1
        assert page.errors == []
    finally:
        page.page.close()


def test_corridor_popup_shows_measured_and_claimed_lengths(browser, tmp_path):
    path = save_map(build_map(self_contained=True), tmp_path / "aleppo.html")
    page = Page(browser, path)
    try:
        text = page.page.evaluate("""() => {
            const m = Object.values(window).find(v => v instanceof L.Map);
            let found = null;
            m.eachLayer(l => { if (!found && l instanceof L.Polyline.AntPath) { found = l; } });
            const ll = found.getLayers()[0].getLatLngs();
            found.openPopup(ll[Math.floor(ll.length / 2)]);
            return document.querySelector('.leaflet-popup-content').innerText;
        }""")
        assert re.search(r"total: road \d+(\.\d)? km, the sources say 21 km", text), text
        assert re.search(r"government side: road \d+\.\d km, the sources say 6 km \(consistent", text), text
        assert re.search(r"opposition side to Khan al-Asal: road \d+\.\d km, the sources say 15 km", text), text
        assert "Route" in text
        page.page.wait_for_timeout(600)  # the popup fades and the map pans
        page.page.screenshot(path=str(ARTIFACTS / "aleppo_corridor_popup.png"))
        # clicking the line itself opens it too
        page.page.evaluate("() => document.querySelector('.leaflet-popup-close-button').click()")
        assert page.errors == []
    finally:
        page.page.close()


def test_time_view_moves_with_the_slider(browser, tmp_path):
    path = save_map(build_map(synthetic_scene(), self_contained=True), tmp_path / "t.html")
    page = Page(browser, path)
    try:
        labels = page.page.evaluate("""() => {
            const input = document.querySelector('.leaflet-timeline-control input.time-slider');
            const out = [];
            for (const t of ['1481760000000', '1481806000000']) {
                input.value = t; input.dispatchEvent(new Event('input')); input.dispatchEvent(new Event('change'));
                out.push([document.querySelector('.leaflet-timeline-control .time-text').innerText,
                          document.querySelectorAll('.leaflet-overlay-pane path').length]);
            }
            return out;
        }""")
        (early_text, early), (late_text, late) = labels
        assert "Thu 15 Dec 00:00 GMT" in early_text and "Thu 15 Dec 12:46 GMT" in late_text
        assert late > early  # the ceasefire (03:00) and the convoy (12:30) have appeared
        assert page.errors == []
    finally:
        page.page.close()


def test_hostile_text_never_runs(browser, tmp_path):
    evil = EVIL_TEXT + " {{7*7}} {% raw %}"
    m = build_map(synthetic_scene(evil=evil), self_contained=True, title="T " + evil)
    path = save_map(m, tmp_path / "evil.html")
    page = Page(browser, path)
    try:
        page.page.evaluate("""() => {
            const m = Object.values(window).find(v => v instanceof L.Map);
            m.eachLayer(l => {
                if (l.getPopup && l.getPopup() && l.openPopup) { try { l.openPopup(); } catch (e) {} }
            });
            document.querySelectorAll('details').forEach(d => d.open = true);
        }""")
        page.page.wait_for_timeout(300)
        assert page.page.evaluate("window.__alerts") == []
        assert page.dialogs == []
        assert page.count("img[src=x]") == 0 and page.count("svg[onload]") == 0
        assert page.count("script:not([src])") == page.page.evaluate("document.scripts.length")
        title = page.page.locator(".ga-title").inner_text()
        assert "<script>alert(1)</script>" in title and "{{7*7}} {% raw %}" in title  # shown as text
        assert page.errors == []
    finally:
        page.page.close()


def _overlay_names(page) -> list[str]:
    return [t.strip() for t in page.page.locator(".leaflet-control-layers-overlays label").all_inner_texts()]


def test_a_layer_added_after_build_map_is_listed_and_drawn(browser, tmp_path):
    import folium

    m = build_map(synthetic_scene(), self_contained=True)
    mine = folium.FeatureGroup(name="My own layer")
    folium.Circle([36.2, 37.1], radius=3000, color="#2b8cbe", weight=3).add_to(mine)
    m.add_child(mine)
    path = tmp_path / "mine.html"
    m.save(str(path))
    page = Page(browser, path)
    try:
        assert page.errors == []
        assert "My own layer" in _overlay_names(page) and "Control areas" in _overlay_names(page)
        assert page.count('.leaflet-overlay-pane path[stroke="#2b8cbe"]') == 1
        _layer_checkbox(page, "My own layer").uncheck()
        assert page.count('.leaflet-overlay-pane path[stroke="#2b8cbe"]') == 0
    finally:
        page.page.close()


@pytest.mark.slow
def test_the_example_draws_its_own_layer_in_the_browser(browser, tmp_path, seeds):
    import subprocess
    import sys

    folder = tmp_path / "my articles"
    folder.mkdir()
    for name, article in list(seeds.items())[:2]:
        (folder / name).write_text(article.text, encoding="utf-8")
    out = tmp_path / "mine.html"
    result = subprocess.run([sys.executable, str(REPO / "examples" / "map_my_articles.py"), str(folder),
                             "-o", str(out)], capture_output=True, text=True, timeout=300,
                            cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    page = Page(browser, out)
    try:
        assert page.errors == []
        assert "Within 5 km of Ramouseh" in _overlay_names(page)
        assert page.count('.leaflet-overlay-pane path[stroke="#2b8cbe"]') == 1
        page.page.wait_for_function("() => Array.from(document.images).every(i => i.complete)")
        images = _marker_images(page)  # the example's plain folium.Marker: its pin and shadow load
        assert len(images) == 2 and all(done and width > 0 for _, done, width in images), images
    finally:
        page.page.close()


def test_straight_legs_are_dashed_and_labelled_and_roads_are_credited(browser, tmp_path):
    path = save_map(build_map(self_contained=True), tmp_path / "aleppo.html")
    page = Page(browser, path)
    try:
        straight = page.page.evaluate("""() => Array.from(document.querySelectorAll('path.ga-straight'))
            .map(p => p.getAttribute('stroke-dasharray'))""")
        # the onward leg to Idlib and both Foua-Kafraya legs are not on mapped roads
        assert len(straight) == 3 and all(d and d.replace(",", " ").split()[:2] == ["4", "9"] for d in straight)
        # one label per corridor (not one per leg), saying when it is drawn straight
        labels = page.page.locator(".ga-label-corridor").all_inner_texts()
        assert len(labels) == 3, labels
        straight = sorted(t.split("\n")[0] for t in labels if t.endswith("straight line: road not mapped"))
        assert straight == ["Foua–Kafraya evacuation route to government-held Aleppo",
                            "Onward route from western Aleppo countryside to Idlib"], labels
        attribution = page.page.locator(".leaflet-control-attribution").inner_text()
        assert "© OpenStreetMap contributors" in attribution
        # hiding the corridors (the only layer drawn on the OSM roads) withdraws the credit
        _layer_checkbox(page, "Corridors").uncheck()
        assert "OpenStreetMap" not in page.page.locator(".leaflet-control-attribution").inner_text()
        assert page.count(".ga-inferred") == 0
        _layer_checkbox(page, "Corridors").check()
        assert page.count(".ga-inferred") == 1
        assert page.errors == []
    finally:
        page.page.close()


def _marker_images(page) -> list[list]:
    return page.page.evaluate("""() => Array.from(document.querySelectorAll(
        '.leaflet-marker-pane img.leaflet-marker-icon, .leaflet-shadow-pane img'))
        .map(i => [i.getAttribute('src').slice(0, 22), i.complete, i.naturalWidth])""")


def test_a_plain_folium_marker_shows_its_pin_offline(browser, tmp_path):
    import folium

    m = build_map(synthetic_scene())
    folium.Marker([36.2, 37.1], tooltip="mine").add_to(m)
    page = Page(browser, save_map(m, tmp_path / "marker.html"))
    try:
        page.page.wait_for_function("() => Array.from(document.images).every(i => i.complete)")
        images = _marker_images(page)
        assert len(images) == 2  # the pin and its shadow
        assert all(src == "data:image/png;base64," and done and width > 0 for src, done, width in images), images
        assert page.errors == []
        assert all(any(host in url for host in TILE_HOSTS) for url in page.blocked), page.blocked[:5]
    finally:
        page.page.close()


def test_a_cdn_page_works_when_the_cdn_answers(browser, tmp_path):
    path = save_map(build_map(synthetic_scene(), self_contained=False), tmp_path / "cdn.html")
    # stand in for the CDN: serve the same files from the vendored copies
    from geo_aleppo.maps.assets import VENDOR, asset_for_url

    page = browser.new_page()
    served: list[str] = []
    try:
        def route(r):
            url = r.request.url
            if url.startswith("file:"):
                return r.continue_()
            try:
                relative = asset_for_url(url)
            except Exception:  # noqa: BLE001 - anything else: no network
                relative = None
            if relative is None:
                return r.abort()
            served.append(relative)
            return r.fulfill(path=str(VENDOR / relative))
        page.route("**/*", route)
        page.goto(path.as_uri())
        page.wait_for_function("() => window.L && document.querySelector('.leaflet-control-layers')")
        assert "leaflet/dist/leaflet.js" in served and "leaflet.timeline/dist/leaflet.timeline.js" in served
        assert page.locator(".leaflet-overlay-pane path").count() > 3
    finally:
        page.close()


@pytest.mark.slow
def test_a_wheel_in_a_fresh_venv_makes_a_map_that_works_offline(browser, tmp_path):
    """The wheel carries Leaflet: from an empty folder, with no npm anywhere, Chromium offline."""
    import subprocess
    import sys
    import sysconfig
    import venv

    wheels = tmp_path / "wheels"
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels), str(REPO)],
                           capture_output=True, text=True, timeout=600)
    assert build.returncode == 0, build.stderr
    (wheel,) = wheels.glob("geo_aleppo-*.whl")
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=False)
    python = env_dir / "bin" / "python"
    own_site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                                   capture_output=True, text=True, check=True).stdout.strip())
    # the wheel first: once the .pth below is there, pip would see an installed geo_aleppo (CI installs one
    # into this interpreter) and skip the wheel as "already satisfied"
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "-q", str(wheel)],
                   check=True, capture_output=True, timeout=300)
    # the dependencies come from this interpreter's site-packages (after the venv's own, so the wheel wins)
    (own_site / "deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    empty = tmp_path / "empty"
    empty.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    run = subprocess.run([str(python), "-c", "import geo_aleppo, sys; print(geo_aleppo.__file__); "
                          "from geo_aleppo.cli import main; sys.exit(main(['map', '-o', 'offline.html']))"],
                         capture_output=True, text=True, timeout=600, cwd=empty, env=env)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines()[0].startswith(str(env_dir)), run.stdout  # the wheel's copy, not the checkout
    assert not (empty / "node_modules").exists()
    page = Page(browser, empty / "offline.html")  # every request but file:// is cut
    try:
        assert page.errors == []
        assert page.page.evaluate("typeof L.map === 'function' && typeof L.timeline === 'function'")
        assert page.count(".leaflet-overlay-pane path") > 5
        assert all(any(host in url for host in TILE_HOSTS) for url in page.blocked), page.blocked[:5]
    finally:
        page.page.close()


@pytest.fixture(scope="module")
def seeds_map(tmp_path_factory):
    return save_map(build_map(self_contained=True), tmp_path_factory.mktemp("layout") / "aleppo.html")


def _boxes(page, selectors):
    return {name: page.locator(sel).first.bounding_box() for name, sel in selectors.items()}


def _intersect(a, b) -> bool:
    return (a["x"] < b["x"] + b["width"] and b["x"] < a["x"] + a["width"]
            and a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"])


KEEP_CLEAR = {"layers": ".leaflet-control-layers", "title": ".ga-title", "zoom": ".leaflet-control-zoom"}


@pytest.mark.parametrize("width,height", [(1280, 860), (800, 600), (390, 844)])
def test_the_legend_never_covers_the_layer_control_title_or_zoom(browser, seeds_map, width, height):
    page = browser.new_page(viewport={"width": width, "height": height})
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.route("**/*", lambda route: route.continue_() if route.request.url.startswith("file:") else route.abort())
    try:
        page.goto(seeds_map.as_uri())
        page.wait_for_function("() => window.L && document.querySelector('.leaflet-control-layers')")
        page.wait_for_timeout(400)
        for state in ("as opened", "legend open", "everything open"):
            if state != "as opened":  # the reader opens the legend, then the layer list too
                page.evaluate("() => { document.querySelector('.ga-legend details').open = true; }")
            if state == "everything open":
                page.evaluate("() => { const l = document.querySelector('.leaflet-control-layers');"
                              " l.classList.add('leaflet-control-layers-expanded');"
                              " window.dispatchEvent(new Event('resize')); }")
            page.wait_for_timeout(300)
            boxes = _boxes(page, {**KEEP_CLEAR, "legend": ".ga-legend"})
            for name, b in boxes.items():  # all on screen
                assert b and b["width"] > 0 and b["x"] >= 0 and b["y"] >= 0, (state, name, b)
                assert b["x"] + b["width"] <= width + 0.5 and b["y"] + b["height"] <= height + 0.5, (state, name, b)
            for name in KEEP_CLEAR:
                assert not _intersect(boxes["legend"], boxes[name]), (state, name, boxes)
            if state == "everything open" and width < 700:  # a phone: the open list drops over the title
                t, lay = boxes["title"], boxes["layers"]
                x = (max(t["x"], lay["x"]) + min(t["x"] + t["width"], lay["x"] + lay["width"])) / 2
                y = (max(t["y"], lay["y"]) + min(t["y"] + t["height"], lay["y"] + lay["height"])) / 2
                assert page.evaluate("([x, y]) => !!document.elementFromPoint(x, y)"
                                     ".closest('.leaflet-control-layers')", [x, y])
            else:
                assert not _intersect(boxes["title"], boxes["layers"]), (state, boxes)
            assert not _intersect(boxes["title"], boxes["zoom"]), (state, boxes)
        legend_open = page.evaluate("() => document.querySelector('.ga-legend details').open")
        assert legend_open  # collapsible: it opened
        page.screenshot(path=str(ARTIFACTS / f"layout_{width}x{height}.png"))
        assert errors == []
    finally:
        page.close()


def test_the_sources_panel_pushes_no_control_onto_the_timeline(browser, seeds_map):
    page = browser.new_page(viewport={"width": 800, "height": 600})
    page.route("**/*", lambda route: route.continue_() if route.request.url.startswith("file:") else route.abort())
    try:
        page.goto(seeds_map.as_uri())
        page.wait_for_function("() => window.L && document.querySelector('.ga-panel')")
        page.evaluate("() => { document.querySelector('.ga-panel details').open = true; }")
        page.wait_for_timeout(300)
        boxes = _boxes(page, {"panel": ".ga-panel", "zoom": ".leaflet-control-zoom",
                              "slider": ".leaflet-timeline-control", "fullscreen": ".leaflet-control-zoom-fullscreen"})
        assert boxes["zoom"]["y"] < boxes["panel"]["y"] and boxes["fullscreen"]["y"] < boxes["panel"]["y"]
        assert not _intersect(boxes["panel"], boxes["slider"]) and not _intersect(boxes["zoom"], boxes["slider"])
    finally:
        page.close()


def test_incidents_at_one_point_are_one_marker_that_lists_them_all(browser, tmp_path):
    scene = synthetic_scene()
    at_ramouseh = scene.incidents.iloc[[2] * 5].copy()  # five reports of the convoy at Ramouseh
    at_ramouseh["quote"] = [f"convoy report number {i}" for i in range(5)]
    scene.incidents = type(scene.incidents)(
        __import__("pandas").concat([scene.incidents, at_ramouseh], ignore_index=True), crs=scene.incidents.crs)
    path = save_map(build_map(scene, self_contained=True), tmp_path / "five.html")
    page = Page(browser, path)
    try:
        _layer_checkbox(page, "Time view").uncheck()
        clusters = page.page.locator("path.ga-cluster")
        assert clusters.count() == 2  # Ramouseh (6) and East Aleppo (the ceasefire and the sniper)
        text = page.page.evaluate("""() => {
            const m = Object.values(window).find(v => v instanceof L.Map);
            let found = null;
            m.eachLayer(l => { if (l.feature && l.feature.properties.items
                                   && l.feature.properties.items.length === 6) { found = l; } });
            found.openPopup();
            return document.querySelector('.leaflet-popup-content').innerText;
        }""")
        assert "6 incidents reported at this point" in text
        assert all(f"convoy report number {i}" in text for i in range(5))
        assert page.errors == []
    finally:
        page.page.close()


def test_an_aggregated_incident_says_how_many_reports_and_quotes_the_first(browser, tmp_path):
    import pandas as pd

    from geo_aleppo.scene import aggregate

    scene = synthetic_scene()
    copies = scene.incidents.iloc[[2] * 5].copy()  # five articles report the convoy at Ramouseh
    copies["article"] = [f"wire{i}" for i in range(5)]
    copies["quote"] = [f"convoy report number {i}" for i in range(5)]
    scene.incidents = type(scene.incidents)(pd.concat([scene.incidents.drop(index=2), copies], ignore_index=True),
                                            crs=scene.incidents.crs)
    path = save_map(build_map(aggregate(scene), self_contained=True), tmp_path / "aggregated.html")
    page = Page(browser, path)
    try:
        _layer_checkbox(page, "Time view").uncheck()
        text = page.page.evaluate("""() => {
            const m = Object.values(window).find(v => v instanceof L.Map);
            let found = null;
            m.eachLayer(l => { if (l.feature && l.feature.properties.items && l.getTooltip()
                                   && /reported 5 times/.test(l.getTooltip().getContent())) { found = l; } });
            found.openPopup();
            return document.querySelector('.leaflet-popup-content').innerText;
        }""")
        assert "reported 5 times; first 3 quoted" in text
        assert [f"convoy report number {i}" in text for i in range(5)] == [True, True, True, False, False]
        assert page.errors == []
    finally:
        page.page.close()
