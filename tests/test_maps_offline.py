"""Self-contained maps from the committed copies of Leaflet and its plugins: no npm, no network."""

import json
import shutil

import pytest

from geo_aleppo import cli
from geo_aleppo.maps import build_map, render_html, save_map
from geo_aleppo.maps.assets import VENDOR, AssetError

from .conftest import REPO
from .test_maps import _title_block, synthetic_scene


@pytest.fixture(scope="module")
def scene():
    return synthetic_scene()


@pytest.fixture(scope="module")
def vendor_script():
    from scripts import vendor_assets

    return vendor_assets


def test_the_vendored_files_match_package_lock(vendor_script):
    assert vendor_script.check() == []
    manifest = json.loads((VENDOR / "VENDORED.json").read_text(encoding="utf-8"))["packages"]
    lock = json.loads((REPO / "package-lock.json").read_text(encoding="utf-8"))["packages"]
    assert set(manifest) == set(json.loads((REPO / "package.json").read_text(encoding="utf-8"))["dependencies"])
    for package, record in manifest.items():
        assert record["version"] == lock[f"node_modules/{package}"]["version"]
        assert record["integrity"].startswith("sha512-")
        assert any(name.split("/")[-1].startswith(("LICENSE", "LICENCE")) for name in record["files"]), package


def test_the_check_finds_a_changed_file_a_stray_file_and_another_version(vendor_script, tmp_path, monkeypatch):
    copy = tmp_path / "vendor"
    shutil.copytree(VENDOR, copy)
    lock = json.loads((REPO / "package-lock.json").read_text(encoding="utf-8"))
    lock["packages"]["node_modules/leaflet"]["version"] = "1.9.3"
    (tmp_path / "package-lock.json").write_text(json.dumps(lock), encoding="utf-8")
    (copy / "leaflet" / "dist" / "leaflet.js").write_text("/* not leaflet */", encoding="utf-8")
    (copy / "leaflet" / "extra.js").write_text("", encoding="utf-8")
    monkeypatch.setattr(vendor_script, "VENDOR", copy)
    monkeypatch.setattr(vendor_script, "MANIFEST", copy / "VENDORED.json")
    monkeypatch.setattr(vendor_script, "REPO", tmp_path)
    problems = vendor_script.check()
    assert "leaflet/dist/leaflet.js differs from the file npm gave (sha256)" in problems
    assert "leaflet/extra.js is in vendor/ but not recorded in VENDORED.json" in problems
    assert any(p.startswith("leaflet: version 1.9.4 in VENDORED.json, 1.9.3 in package-lock.json") for p in problems)
    (copy / "leaflet" / "dist" / "images" / "marker-shadow.png").unlink()
    assert "leaflet/dist/images/marker-shadow.png" in " ".join(vendor_script.check())


def test_self_contained_is_the_default_and_inlines_every_asset(scene):
    page = render_html(build_map(scene))
    assert "<script src=" not in page and '<link rel="stylesheet"' not in page
    for cdn in ("cdn.jsdelivr.net", "cdnjs.cloudflare.com", "code.jquery.com", "bootstrapcdn", "fontawesome"):
        assert f"https://{cdn}" not in page and f'"{cdn}' not in page
    for asset in ("leaflet/dist/leaflet.js", "leaflet/dist/leaflet.css", "leaflet-ant-path", "leaflet.fullscreen",
                  "leaflet-minimap", "leaflet-measure", "leaflet.timeline"):
        assert f"/* {asset}" in page, asset
    assert "data:image/png;base64," in page  # images of the stylesheets inlined
    assert "jQuery" not in page.split("/* leaflet")[0]
    assert "ga-network-notice" not in page


def test_the_default_marker_icon_is_inlined_right_after_leaflet(scene):
    page = render_html(build_map(scene))
    leaflet = page.index("/* leaflet/dist/leaflet.js */")
    icon = page.index("L.Icon.Default.mergeOptions(")
    assert leaflet < icon < page.index("</script>", leaflet)
    options = json.loads(page[icon + len("L.Icon.Default.mergeOptions("):page.index(");", icon)])
    assert sorted(options) == ["iconRetinaUrl", "iconUrl", "shadowUrl"]
    assert all(url.startswith("data:image/png;base64,") and len(url) > 500 for url in options.values())
    assert "L.Icon.Default.imagePath = '';" in page


def test_the_cdn_page_links_leaflet_and_inlines_nothing(scene):
    page = render_html(build_map(scene, self_contained=False))
    assert '<script src="https://cdn.jsdelivr.net/npm/leaflet@' in page and "/* leaflet/dist" not in page
    assert "L.Icon.Default.mergeOptions" not in page


def test_unknown_plugin_in_self_contained_mode_is_a_clear_error(scene):
    from folium.plugins import HeatMap

    m = build_map(scene)
    HeatMap([[36.2, 37.1]]).add_to(m)
    with pytest.raises(AssetError, match="no offline copy of .*leaflet_heat"):
        render_html(m)


def test_a_failed_render_leaves_the_old_file(tmp_path, scene):
    from folium.plugins import HeatMap

    target = tmp_path / "aleppo.html"
    target.write_bytes(b"old map\n")
    m = build_map(scene)
    HeatMap([[36.2, 37.1]]).add_to(m)
    with pytest.raises(AssetError, match="no offline copy"):
        save_map(m, target)
    assert target.read_bytes() == b"old map\n"
    assert [p.name for p in tmp_path.iterdir()] == ["aleppo.html"]


def test_cli_map_writes_a_self_contained_file(tmp_path, capsys):
    out = tmp_path / "aleppo.html"
    assert cli.main(["map", "-o", str(out)]) == 0
    page = out.read_text(encoding="utf-8")
    assert "Corridors" in page and "/* leaflet/dist/leaflet.js */" in page  # self-contained by default
    assert "<script src=" not in page
    assert capsys.readouterr().out.strip() == str(out)
    again = tmp_path / "again.html"
    assert cli.main(["map", "--self-contained", "-o", str(again)]) == 0
    assert again.read_bytes() == out.read_bytes()


def test_cli_map_cdn_is_the_small_page(tmp_path, capsys):
    out = tmp_path / "small.html"
    assert cli.main(["map", "--cdn", "--title", "My {{title}}", "-o", str(out)]) == 0
    page = out.read_text(encoding="utf-8")
    assert '<div class="ga-title-main">My {{title}}</div>' in _title_block(page)
    assert '<script src="https://cdn.jsdelivr.net/npm/leaflet@' in page and "/* leaflet/dist" not in page
    assert "L.Icon.Default.mergeOptions" not in page
