"""Offline maps: every JS and CSS asset inlined from the copies committed in ``vendor/``.

Nothing is fetched at run time, and no npm is needed: ``geo_aleppo/maps/vendor/`` holds the files
of the npm packages that ``package-lock.json`` pins, with their licences and ``package.json``, and
``vendor/VENDORED.json`` records each package's version, integrity hash and the sha256 of each
file. ``scripts/vendor_assets.py`` refreshes them from npm and checks them (``--check``, offline).
Images that a stylesheet refers to become ``data:`` URIs, and so do the images of Leaflet's default
marker (:func:`marker_icon_js`), so that a plain ``folium.Marker`` shows in a self-contained page.

folium names its assets by CDN URL; :data:`OFFLINE` maps each URL pattern to a vendored file, and
:data:`DROPPED` lists the folium defaults a geo_aleppo map does not use (jQuery, Bootstrap, Awesome
Markers, Font Awesome, moment), which are left out.
"""

from __future__ import annotations

import base64
import functools
import json
import re
from pathlib import Path

from ..errors import GeoAleppoError

__all__ = ["AssetError", "OFFLINE", "DROPPED", "VENDOR", "inline_js", "inline_css", "asset_for_url",
           "marker_icon_js"]

_LISTED = json.loads((Path(__file__).with_name("assets.json")).read_text(encoding="utf-8"))

#: (URL pattern, file inside vendor/) for each asset a geo_aleppo map uses (from assets.json).
OFFLINE: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(pattern), path)
                                                          for pattern, path in _LISTED["offline"])

#: folium defaults that a geo_aleppo map does not need; a self-contained map leaves them out.
DROPPED: tuple[re.Pattern[str], ...] = tuple(re.compile(p) for p in (
    r"jquery", r"/bootstrap", r"awesome-markers", r"fontawesome", r"font-awesome", r"glyphicons",
    r"leaflet\.awesome\.rotate", r"moment(\.js)?[/@]",
))

_MIME = {".png": "image/png", ".svg": "image/svg+xml", ".gif": "image/gif", ".jpg": "image/jpeg",
         ".woff": "font/woff", ".woff2": "font/woff2", ".ttf": "font/ttf"}
_CSS_URL = re.compile(r"""url\(\s*(['"]?)([^'")]+)\1\s*\)""")
#: The npm files a map inlines, committed (see scripts/vendor_assets.py).
VENDOR = Path(__file__).resolve().parent / "vendor"


class AssetError(GeoAleppoError):
    """An asset of a self-contained map is missing or unknown."""


def _read(relative: str) -> Path:
    path = VENDOR / relative
    if not path.is_file():
        raise AssetError(f"self-contained map: {relative} is missing from {VENDOR} (a broken installation: "
                         "reinstall geo_aleppo)")
    return path


def asset_for_url(url: str) -> str | None:
    """Map a CDN ``url`` to its vendored file; None for a dropped default; AssetError if unknown."""
    for pattern, relative in OFFLINE:
        if pattern.search(url):
            return relative
    if any(p.search(url) for p in DROPPED):
        return None
    raise AssetError(f"self-contained map: no offline copy of {url}; add its npm package to package.json "
                     "and geo_aleppo/maps/assets.json and run scripts/vendor_assets.py, or build the map "
                     "with self_contained=False")


def _script_safe(text: str, tag: str) -> str:
    return re.sub(rf"</({tag})", r"<\\/\1", text, flags=re.IGNORECASE)


@functools.lru_cache(maxsize=32)
def _inline_js_cached(path: Path, mtime: float) -> str:
    return _script_safe(path.read_text(encoding="utf-8"), "script")


@functools.lru_cache(maxsize=32)
def _inline_css_cached(path: Path, mtime: float) -> str:
    folder = path.parent

    def data_uri(match: re.Match[str]) -> str:
        ref = match.group(2).strip()
        if ref.startswith(("data:", "#")):
            return match.group(0)
        target = (folder / ref.split("?")[0].split("#")[0]).resolve()
        mime = _MIME.get(target.suffix.lower())
        if mime is None or not target.is_file():
            raise AssetError(f"self-contained map: {path.name} refers to {ref}, which is missing from {VENDOR}")
        return f'url("data:{mime};base64,{base64.b64encode(target.read_bytes()).decode("ascii")}")'

    return _script_safe(_CSS_URL.sub(data_uri, path.read_text(encoding="utf-8")), "style")


def inline_js(relative: str) -> str:
    """Return a vendored JS file as text that is safe between ``<script>`` tags."""
    path = _read(relative)
    return _inline_js_cached(path, path.stat().st_mtime)


def inline_css(relative: str) -> str:
    """Return a vendored CSS file with its images as data URIs, safe inside ``<style>``."""
    path = _read(relative)
    return _inline_css_cached(path, path.stat().st_mtime)


def _data_uri(relative: str) -> str:
    path = _read(relative)
    return f"data:{_MIME[path.suffix.lower()]};base64,{base64.b64encode(path.read_bytes()).decode('ascii')}"


@functools.lru_cache(maxsize=1)
def marker_icon_js() -> str:
    """Script that gives Leaflet's default marker icon its images as data URIs (run after leaflet.js).

    Leaflet finds the folder of its marker images from its stylesheet; with the stylesheet inlined
    there is no folder, and a plain ``L.marker`` (``folium.Marker``) would show a broken image.
    """
    urls = {option: _data_uri(relative) for option, relative in sorted(_LISTED["marker_icon"].items())}
    return ("L.Icon.Default.imagePath = '';\n"
            f"L.Icon.Default.mergeOptions({json.dumps(urls)});")
