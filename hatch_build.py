"""Wheel build hook: copy the npm files a self-contained map inlines into ``geo_aleppo/maps/_vendor``.

The files are those of ``geo_aleppo/maps/assets.json``, the images their stylesheets refer to, and
each package's ``package.json`` and licence, from ``node_modules`` as ``npm ci`` installed it. Each
package's version must equal the one ``package-lock.json`` pins, or the build stops. With no
``node_modules`` the wheel is built without them (self-contained maps then say how to get them),
unless ``GEO_ALEPPO_REQUIRE_ASSETS=1`` (CI), which makes that an error.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

_CSS_URL = re.compile(r"""url\(\s*(['"]?)([^'")]+)\1\s*\)""")
_LICENCES = ("LICENSE", "LICENSE.txt", "LICENSE.md", "LICENCE")


def _package_of(relative: str) -> str:
    return relative.split("/", 1)[0]


def vendored_files(root: Path) -> dict[str, Path]:
    """Map each path inside ``_vendor`` to its file in ``root/node_modules``; checks versions."""
    modules = root / "node_modules"
    listed = json.loads((root / "geo_aleppo" / "maps" / "assets.json").read_text(encoding="utf-8"))["offline"]
    lock = json.loads((root / "package-lock.json").read_text(encoding="utf-8"))["packages"]
    files: dict[str, Path] = {}
    for _, relative in listed:
        source = modules / relative
        if not source.is_file():
            raise RuntimeError(f"{source} is missing: run `npm ci`")
        files[relative] = source
        if source.suffix == ".css":
            for match in _CSS_URL.finditer(source.read_text(encoding="utf-8")):
                ref = match.group(2).strip()
                if ref.startswith(("data:", "#")):
                    continue
                image = (source.parent / ref.split("?")[0].split("#")[0]).resolve()
                files[str(image.relative_to(modules.resolve()))] = image
    for package in sorted({_package_of(r) for r in files}):
        meta = modules / package / "package.json"
        version = json.loads(meta.read_text(encoding="utf-8"))["version"]
        pinned = lock.get(f"node_modules/{package}", {}).get("version")
        if version != pinned:
            raise RuntimeError(f"node_modules/{package} is {version}, package-lock.json pins {pinned}: run `npm ci`")
        files[f"{package}/package.json"] = meta
        licence = next((modules / package / name for name in _LICENCES if (modules / package / name).is_file()), None)
        if licence is None:
            raise RuntimeError(f"node_modules/{package} has no licence file")
        files[f"{package}/{licence.name}"] = licence
    return files


class AssetsHook(BuildHookInterface):
    """Adds the vendored npm files to the wheel."""

    PLUGIN_NAME = "geo-aleppo-assets"

    def initialize(self, version: str, build_data: dict) -> None:
        if self.target_name != "wheel":
            return
        root = Path(self.root)
        if not (root / "node_modules" / "leaflet").is_dir():
            if os.environ.get("GEO_ALEPPO_REQUIRE_ASSETS") == "1":
                raise RuntimeError("node_modules is missing: run `npm ci` before building the wheel")
            self.app.display_warning("node_modules is missing: the wheel carries no Leaflet assets "
                                     "(self-contained maps will need GEO_ALEPPO_NODE_MODULES)")
            return
        for relative, source in sorted(vendored_files(root).items()):
            build_data["force_include"][str(source)] = f"geo_aleppo/maps/_vendor/{relative}"
