"""Offline maps: every JS and CSS asset inlined from the npm packages that ``package.json`` pins.

Nothing is fetched at run time and no third-party JavaScript lives in this repository: the files
come from ``node_modules/`` (``npm ci`` in the project folder installs the exact versions of
``package-lock.json``); a wheel carries a copy of the files it needs, with their licences, made by
the build hook ``hatch_build.py``. Images that a stylesheet refers to become ``data:`` URIs.

folium names its assets by CDN URL; :data:`OFFLINE` maps each URL pattern to the file of an npm
package, and :data:`DROPPED` lists the folium defaults a geo_aleppo map does not use (jQuery,
Bootstrap, Awesome Markers, Font Awesome, moment), which are left out.
"""

from __future__ import annotations

import base64
import functools
import json
import os
import re
from pathlib import Path

from ..errors import GeoAleppoError

__all__ = ["AssetError", "assets_installed", "OFFLINE", "DROPPED", "node_modules", "inline_js", "inline_css",
           "asset_for_url"]

#: (URL pattern, file inside node_modules) for each asset a geo_aleppo map uses (from assets.json,
#: which the wheel's build hook reads too).
OFFLINE: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), path)
    for pattern, path in json.loads((Path(__file__).with_name("assets.json")).read_text(encoding="utf-8"))["offline"]
)

#: folium defaults that a geo_aleppo map does not need; a self-contained map leaves them out.
DROPPED: tuple[re.Pattern[str], ...] = tuple(re.compile(p) for p in (
    r"jquery", r"/bootstrap", r"awesome-markers", r"fontawesome", r"font-awesome", r"glyphicons",
    r"leaflet\.awesome\.rotate", r"moment(\.js)?[/@]",
))

_MIME = {".png": "image/png", ".svg": "image/svg+xml", ".gif": "image/gif", ".jpg": "image/jpeg",
         ".woff": "font/woff", ".woff2": "font/woff2", ".ttf": "font/ttf"}
_CSS_URL = re.compile(r"""url\(\s*(['"]?)([^'")]+)\1\s*\)""")
_PROJECT = Path(__file__).resolve().parents[2]
#: Where a wheel carries the npm files (see hatch_build.py).
VENDORED = Path(__file__).resolve().parent / "_vendor"


class AssetError(GeoAleppoError):
    """An asset of a self-contained map is missing or unknown."""


def node_modules() -> Path:
    """Find the ``node_modules`` folder to read assets from.

    ``GEO_ALEPPO_NODE_MODULES`` names it explicitly; otherwise the copy an installed wheel carries
    (``geo_aleppo/maps/_vendor``, put there by ``hatch_build.py``), then the project checkout's,
    then the current directory's.
    """
    explicit = os.environ.get("GEO_ALEPPO_NODE_MODULES")
    candidates = ([Path(explicit)] if explicit else
                  [VENDORED, _PROJECT / "node_modules", Path.cwd() / "node_modules"])
    for folder in candidates:
        if (folder / "leaflet" / "dist" / "leaflet.js").is_file():
            return folder
    if explicit:
        raise AssetError(f"self-contained maps: GEO_ALEPPO_NODE_MODULES={explicit} holds no leaflet/dist/leaflet.js")
    raise AssetError("self-contained maps need the Leaflet assets: this installation has none (a wheel built "
                     f"without node_modules); run `npm ci` in the project folder ({_PROJECT}) or set "
                     "GEO_ALEPPO_NODE_MODULES, or build the map with --cdn")


def assets_installed() -> bool:
    """Whether :func:`node_modules` finds the assets (a self-contained map can be made)."""
    try:
        node_modules()
    except AssetError:
        return False
    return True


def _read(relative: str) -> Path:
    path = node_modules() / relative
    if not path.is_file():
        raise AssetError(f"self-contained map: {relative} is missing from "
                         f"{path.parents[len(Path(relative).parts) - 1]}; run `npm ci` in the project folder")
    return path


def asset_for_url(url: str) -> str | None:
    """Map a CDN ``url`` to its node_modules file; None for a dropped default; AssetError if unknown."""
    for pattern, relative in OFFLINE:
        if pattern.search(url):
            return relative
    if any(p.search(url) for p in DROPPED):
        return None
    raise AssetError(f"self-contained map: no offline copy of {url}; add its npm package to package.json "
                     "and geo_aleppo/_assets.py, or build the map without self_contained")


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
            raise AssetError(f"self-contained map: {path.name} refers to {ref}, which is missing; run `npm ci`")
        return f'url("data:{mime};base64,{base64.b64encode(target.read_bytes()).decode("ascii")}")'

    return _script_safe(_CSS_URL.sub(data_uri, path.read_text(encoding="utf-8")), "style")


def inline_js(relative: str) -> str:
    """Return a node_modules JS file as text that is safe between ``<script>`` tags."""
    path = _read(relative)
    return _inline_js_cached(path, path.stat().st_mtime)


def inline_css(relative: str) -> str:
    """Return a node_modules CSS file with its images as data URIs, safe inside ``<style>``."""
    path = _read(relative)
    return _inline_css_cached(path, path.stat().st_mtime)
