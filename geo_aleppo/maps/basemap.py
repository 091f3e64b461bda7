"""The offline base layer: small vector layers shipped in ``basemap/``, drawn as the "Plain map".

``scripts/make_basemap.py`` builds the files from Natural Earth 1:10m (public domain: the sea, the
coast, the land borders, the main rivers and lakes) and from the gazetteer (the governorates' shared
edges, from Natural Earth too, and the large cities, with their Arabic names); each file records
its source, licence and processing. The page offers the layers as a base choice, "Plain map", and
switches to it by itself when the first tile fails before any tile has loaded (no network); the
minimap goes then too. Each source's attribution shows while its layer is shown.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

import folium
from folium.map import Layer
from folium.template import Template

from .elements import DataBlock

__all__ = ["PLAIN_MAP_NAME", "DRAWING_ORDER", "basemap_layers", "PlainMap", "BaseFallback"]

PLAIN_MAP_NAME = "Plain map"
#: The layers from bottom to top.
DRAWING_ORDER = ("sea", "lakes", "coast", "rivers", "governorates", "borders", "cities")
_FOLDER = Path(__file__).resolve().parent / "basemap"


@functools.lru_cache(maxsize=1)
def basemap_layers() -> dict[str, dict]:
    """Each layer's GeoJSON FeatureCollection (with its ``source``), by name."""
    return {name: json.loads((_FOLDER / f"{name}.geojson").read_text(encoding="utf-8")) for name in DRAWING_ORDER}


class PlainMap(DataBlock, Layer):
    """The offline layers as one base layer of the layer control (``geoAleppo.plainMap``).

    ``skip``: the names of the cities that another layer of the map already draws and labels.
    """

    _template = Template(
        "{% macro script(this, kwargs) %}"
        "var {{ this.get_name() }} = geoAleppo.plainMap(geoAleppo.data({{ this.data_id()|tojson }}));"
        "{% endmacro %}")

    def __init__(self, skip: set[str] | frozenset[str] = frozenset(), *, show: bool = False):
        Layer.__init__(self, name=PLAIN_MAP_NAME, overlay=False, control=True, show=show)
        self._name = "GeoAleppoPlainMap"
        self.data = {"order": list(DRAWING_ORDER), "layers": basemap_layers(), "skip": sorted(skip)}

    def render(self, **kwargs: Any) -> None:
        self.add_data_block()
        super().render(**kwargs)


class BaseFallback(folium.MacroElement):
    """``geoAleppo.baseFallback(map, plain, minimap)``: the plain map when no tile loads."""

    _template = Template(
        "{% macro script(this, kwargs) %}"
        "geoAleppo.baseFallback({{ this.map.get_name() }}, {{ this.plain.get_name() }}, "
        "{% if this.minimap %}{{ this.minimap.get_name() }}{% else %}null{% endif %});"
        "{% endmacro %}")

    def __init__(self, m: folium.Map, plain: PlainMap, minimap: Any = None):
        super().__init__()
        self._name = "GeoAleppoBaseFallback"
        self.map, self.plain, self.minimap = m, plain, minimap
