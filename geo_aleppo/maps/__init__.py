r"""Evidence-linked folium maps of a scene.

>>> from geo_aleppo.maps import build_map, save_map
>>> m = build_map()                      # the scene of the bundled seeds
>>> save_map(m, "aleppo.html")           # atomic: a failed save never leaves half a file

Layers, each one ``folium.FeatureGroup`` listed in the layer control: Control areas, Corridors,
Places, Incidents, a time view of the reported days, Sources and figures, and Beyond Syria (off by
default). Every popup shows the quotes that support what is drawn. Whatever a user adds to the
returned map is listed and drawn too: the layer control is placed when the page is rendered.

Safety
    Article text and gazetteer strings are data. Python builds popup HTML with every value passed
    through :func:`html.escape`; the data of each layer reaches the page only as an inert JSON
    block (``<``, ``>``, ``&`` as ``\u003c``, ``\u003e``, ``\u0026``) that no template compiles;
    the page's own script escapes again whatever it turns into HTML. See
    :mod:`geo_aleppo.maps.elements` for how branca's second compile is kept from any data.

Modules
    :mod:`~.build` (build_map, save_map), :mod:`~.frame` (view, title, curated layers by date),
    :mod:`~.elements` (folium elements and the page),
    :mod:`~.layers` and :mod:`~.timeview` (scene -> JSON), :mod:`~.popups` and :mod:`~.panels`
    (escaped HTML), :mod:`~.style` (colours and names), :mod:`~.assets` (offline Leaflet).
"""

from __future__ import annotations

from .build import build_map, render_html, save_map
from .elements import SafeFigure, jinja_verbatim
from .frame import SYRIA_BOUNDS, frame_scene
from .style import CONTROLLER_COLORS, DEFAULT_TILES, LAYER_NAMES
from .text import js_literal

__all__ = ["build_map", "save_map", "render_html", "js_literal", "jinja_verbatim", "SafeFigure",
           "frame_scene", "CONTROLLER_COLORS", "LAYER_NAMES", "DEFAULT_TILES", "SYRIA_BOUNDS"]
