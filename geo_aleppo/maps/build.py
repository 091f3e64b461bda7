"""build_map, render_html and save_map."""

from __future__ import annotations

import datetime as dt
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

import folium
from folium import plugins

from ..io import atomic_path
from .basemap import BaseFallback, PlainMap
from .elements import Call, InlineAssets, Layer, Support, TimeView, adopt
from .frame import frame_scene
from .holds import holdings_payload
from .layers import (
    _control_payload,
    _corridor_payload,
    _incident_payload,
    _place_names,
    _place_payloads,
    _topic_colors,
)
from .panels import _legend_html, _sources_html, _title_html, drawn_from
from .style import _PLACE_STYLE, DEFAULT_TILES, LAYER_NAMES
from .text import _text
from .timeview import _ms, _timeline_payload

if TYPE_CHECKING:  # pragma: no cover
    from ..scene import Scene

log = logging.getLogger(__name__)


def _default_scene() -> Scene:
    from ..scene import build_scene

    return build_scene()


def build_map(scene: Scene | None = None, *, m: folium.Map | None = None, tiles: Any = DEFAULT_TILES,
              self_contained: bool = True, title: str | None = None, subtitle: str | None = None,
              as_of: str | None = None, window_days: int | None = None,
              min_confidence: float | None = None) -> folium.Map:
    """Draw ``scene`` (default: the scene of the bundled seeds) as an evidence-linked folium map.

    Parameters
    ----------
    scene
        A :class:`geo_aleppo.scene.Scene`; ``None`` builds the one of the bundled seeds.
    m
        An existing ``folium.Map`` to draw onto (its view is left as it is); by default a new map
        framing what the scene draws in Syria.
    tiles
        Base tiles for a new map (any ``folium.Map(tiles=...)`` value; ``None`` for none). The
        offline "Plain map" (:mod:`~.basemap`) is the other base choice, shown when there are no
        tiles or when the first tile fails to load before any has loaded.
    self_contained
        Inline Leaflet and every plugin (the copies in ``geo_aleppo/maps/vendor``) so that the page
        works with no network (the default); ``False`` gives a smaller page that loads them from a
        CDN. An added plugin with no vendored copy is an error when the map is rendered.
    title
        The title shown at the top of the map; by default the place the articles name most and the
        days they were written.
    subtitle
        The line under the title; by default the number of reports, their outlets and the date of
        the control areas drawn.
    as_of
        The "control as of" date of the subtitle; by default the latest one of the areas drawn.
    window_days
        A curated control area or corridor is drawn only when an article is dated within its
        window: its ``as_of`` ± its own ``window_days`` (7 unless it says), or ± this many days
        when given. The places named by
        the control claims of the articles that no window covers are coloured by their latest
        confident claim (see :mod:`geo_aleppo.maps.holds`), and the map says so.
    min_confidence
        The confidence a control claim needs to colour a place; by default the calibration's
        threshold (:func:`geo_aleppo.claims.confidence.threshold`), as the scene's areas and
        corridors. A claim with no confidence counts; every claim is listed in the popup.

    Returns
    -------
    folium.Map
        The map; write it with :func:`save_map`.
    """
    if scene is None:
        scene = _default_scene()
    framed = frame_scene(scene, title=title, as_of=as_of, window_days=window_days, min_confidence=min_confidence)
    scene = framed.scene
    new_map = m is None
    if new_map:
        (s, w), (n, e) = framed.bounds
        m = folium.Map(location=[(s + n) / 2, (w + e) / 2], zoom_start=10, tiles=None, control_scale=True,
                       zoom_snap=0.25)  # the view fits the subject closely, not to the next power of two
        if isinstance(tiles, str):
            folium.TileLayer(tiles, name="Map tiles (online)").add_to(m)
        elif tiles is not None:
            tiles.add_to(m)
    page = adopt(m)
    Support().add_to(m)
    Call("panes", m, None).add_to(m)
    names = _place_names(scene)
    inside, outside = _place_payloads(scene)
    has_tiles = any(isinstance(child, folium.TileLayer) for child in m._children.values())
    labelled = {f["properties"]["name"] for f in inside["features"] if f["properties"].get("lv")}
    plain = PlainMap(labelled, show=not has_tiles).add_to(m)
    topic_colors = _topic_colors(_text(t) for t in (scene.incidents["topic"].tolist()
                                                    if scene.incidents is not None and "topic" in scene.incidents
                                                    else []))
    timeline_data, window = _timeline_payload(scene, topic_colors)
    timeline_name = LAYER_NAMES["timeline"]
    if window:
        last = window[1] - dt.timedelta(seconds=1)
        timeline_name = (f"{LAYER_NAMES['timeline']}: {window[0]:%d}–{last:%d %b %Y}"
                         if window[0].month == last.month
                         else f"{LAYER_NAMES['timeline']}: {window[0]:%d %b}–{last:%d %b %Y}")
    antpath_js = [(name, url) for name, url in plugins.AntPath.default_js]

    if framed.curated:
        group = folium.FeatureGroup(name=LAYER_NAMES["control_areas"], show=True).add_to(m)
        control = _control_payload(scene, names)
        Layer("controlAreas", control).add_to(group)
    else:
        control = {"type": "FeatureCollection", "features": []}

    corridors = _corridor_payload(scene, names)
    if corridors["features"]:
        group = folium.FeatureGroup(name=LAYER_NAMES["corridors"], show=True).add_to(m)
        Layer("corridors", corridors, default_js=antpath_js).add_to(group)

    group = folium.FeatureGroup(name=LAYER_NAMES["places"], show=True).add_to(m)
    Layer("precision", inside).add_to(group)
    Layer("places", inside).add_to(group)

    if framed.holdings:  # above the places (their own pane): the claims are what the reader looks for
        radius = {f["properties"]["key"]: f["properties"]["r"] for f in inside["features"] + outside["features"]}
        group = folium.FeatureGroup(name=LAYER_NAMES["control_claims"], show=True).add_to(m)
        Layer("holdings", holdings_payload(list(framed.holdings), names, radius, framed.threshold)).add_to(group)

    incidents = _incident_payload(scene, topic_colors)
    if incidents["rows"]:
        group = folium.FeatureGroup(name=LAYER_NAMES["incidents"], show=True).add_to(m)
        Layer("incidents", incidents).add_to(group)

    slider = None
    if timeline_data["features"] and window:
        group = folium.FeatureGroup(name=timeline_name, show=True).add_to(m)
        timeline = TimeView(timeline_data, point_to_layer=folium.JsCode("geoAleppo.timelinePoint"),
                            on_each_feature=folium.JsCode("geoAleppo.timelineFeature")).add_to(group)
        slider = plugins.TimelineSlider(auto_play=False, start=_ms(window[0]), end=_ms(window[1]),
                                        show_ticks=True, steps=int((window[1] - window[0]).total_seconds() // 900),
                                        playback_duration=30000, enable_keyboard_controls=False)
        slider.options["format_output"] = folium.JsCode("geoAleppo.formatTime")
        slider.default_js = list(timeline.default_js)
        slider.add_timelines(timeline)

    group = folium.FeatureGroup(name=LAYER_NAMES["sources"], show=True).add_to(m)
    Call("panel", m, _sources_html(scene), with_parent=True).add_to(group)

    group = folium.FeatureGroup(name=LAYER_NAMES["beyond"], show=False).add_to(m)
    Layer("places", outside).add_to(group)

    place_types = sorted({_text(f["properties"]["type"]) for f in inside["features"]},
                         key=lambda t: list(_PLACE_STYLE).index(t) if t in _PLACE_STYLE else 99)
    plugins.Fullscreen(position="topleft", title="Full screen", title_cancel="Leave full screen").add_to(m)
    plugins.MeasureControl(position="topleft", primary_length_unit="kilometers", secondary_length_unit="miles",
                           primary_area_unit="sqkilometers", secondary_area_unit=None).add_to(m)
    minimap = None
    if has_tiles:  # no minimap without tiles; the page removes it when no tile loads
        minimap_tiles = tiles if isinstance(tiles, str) and "{" not in tiles else DEFAULT_TILES
        minimap = plugins.MiniMap(tile_layer=minimap_tiles, position="bottomright", toggle_display=True,
                                  zoom_level_offset=-5, width=130, height=130).add_to(m)
    BaseFallback(m, plain, minimap).add_to(m)
    topics = {incidents["topics"][row[2]] for row in incidents["rows"]}
    topics |= {f["properties"]["topic"] for f in timeline_data["features"]} if slider is not None else set()
    drawn = drawn_from(control, framed.curated, corridors, inside["features"], place_types,
                       {topic: color for topic, color in topic_colors.items() if topic in topics},
                       slider is not None, held=tuple(h.side for h in framed.holdings))
    Call("legend", m, _legend_html(drawn)).add_to(m)
    Call("title", m, _title_html(scene, framed.title, framed.as_of, framed.notice, subtitle)).add_to(m)
    Call("layout", m, None).add_to(m)
    if slider is not None:
        slider.add_to(m)
        Call("foldTime", m, None).add_to(m)
    if new_map:  # fitted again once the controls are laid out, with padding that keeps them off the subject
        Call("frame", m, {"bounds": framed.bounds, "maxZoom": 13}).add_to(m)
    Call("labels", m, None).add_to(m)
    folium.LayerControl(position="topright", collapsed=False).add_to(m)
    if self_contained:
        InlineAssets().add_to(page, name="geo_aleppo_inline_assets")
    page.assign_ids()
    return m


def render_html(m: folium.Map) -> str:
    """Render the page of ``m`` as a string (what :func:`save_map` writes)."""
    return m.get_root().render()


def save_map(m: folium.Map, path: str | Path) -> Path:
    """Write ``m`` to ``path`` atomically: a temporary file beside it, then a rename.

    If rendering or writing fails, an existing file at ``path`` is left byte for byte as it was
    and no temporary file remains.
    """
    target = Path(path)
    text = render_html(m)
    with atomic_path(target) as tmp:
        tmp.write_text(text, encoding="utf-8", newline="\n")
    return target
