r"""The folium elements of a geo_aleppo map, and the page (:class:`SafeFigure`) that renders them.

No template ever sees data
    branca compiles the output of every ``MacroElement`` (and of folium's ``Popup``) once more as
    a Jinja template. Text in that output that looks like Jinja (``{{7*7}}``, ``{% raw %}``,
    ``{#Aleppo}``) would then run or crash. Two things make that impossible:

    * the data of our layers never goes into a template: it is written as an inert
      ``<script type="application/json">`` block (:class:`DataBlock`, rendered as is) that the
      page's script reads with ``geoAleppo.data(id)``;
    * for any other element of the page, ours, folium's, a plugin's or the user's, the page
      renders through :class:`SafeFigure`, which hands branca the output of each template with
      every Jinja opening (``{{``, ``{%``, ``{#``) written as ``{{ '{' }}``: branca's second
      compile gives back exactly the text the element rendered.

Determinism
    branca names elements with ``uuid4``. At render time :class:`SafeFigure` gives every element
    that still has such an id the next id of a per-page counter (``ga000000``, ...), in tree order;
    branca itself is not patched. The same scene gives byte-identical HTML in any process.

Extensible
    At render time every layer control of a map is moved after all the map's other children, so a
    FeatureGroup or plugin a user adds after :func:`~geo_aleppo.maps.build_map` is declared before
    the control lists it. Rendering twice gives the same page.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import folium
from branca.element import CssLink, Element, Figure, JavascriptLink, MacroElement
from folium import plugins
from folium.elements import JSCSSMixin
from folium.template import Template

from .text import js_literal

__all__ = ["SafeFigure", "adopt", "jinja_verbatim", "DataBlock", "Support", "Layer", "Call", "TimeView",
           "InlineAssets", "Raw"]

_STATIC = Path(__file__).resolve().parent.parent / "static"
_CSS = (_STATIC / "map.css").read_text(encoding="utf-8")
_JS = "\n".join((_STATIC / name).read_text(encoding="utf-8") for name in ("map.js", "basemap.js", "layout.js"))

_JINJA_OPENING = re.compile(r"\{(?=[{%#])")
_OUR_ID = re.compile(r"ga\d{6}")
_PARTS = ("header", "html", "script")


def jinja_verbatim(text: str) -> str:
    """Return ``text`` written so that compiling and rendering it as a Jinja template gives ``text``.

    Jinja reads a tag only from ``{{``, ``{%`` or ``{#``; each such ``{`` becomes ``{{ '{' }}``.
    """
    return _JINJA_OPENING.sub("{{ '{' }}", str(text))


class _Verbatim:
    """A template whose macros and ``render`` return :func:`jinja_verbatim` text."""

    def __init__(self, template: Any):
        self._inner = template

    @property
    def module(self) -> SimpleNamespace:
        macros = self._inner.module.__dict__
        return SimpleNamespace(**{part: self._wrap(macros[part]) for part in _PARTS if part in macros})

    @staticmethod
    def _wrap(macro: Any) -> Any:
        return lambda *args, **kwargs: jinja_verbatim(macro(*args, **kwargs))

    def render(self, *args: Any, **kwargs: Any) -> str:
        return jinja_verbatim(self._inner.render(*args, **kwargs))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


def _walk(element: Element) -> Iterator[tuple[Element, str, Element]]:
    """(parent, key, child) for every element under ``element``, depth first, in order."""
    for key, child in list(element._children.items()):
        yield element, key, child
        yield from _walk(child)
    if not isinstance(element, Figure):  # a Popup's or a Div's own header/html/script
        for part in _PARTS:
            holder = element.__dict__.get(part)
            if isinstance(holder, Element) and holder is not element:
                yield from _walk(holder)


class SafeFigure(Figure):
    """The page of a geo_aleppo map: deterministic ids, the layer control last, no data compiled."""

    def __init__(self, **kwargs: Any):
        super().__init__(**kwargs)
        self._next_ga_id = 0
        self._rendered: dict[str, set[str]] = {part: set() for part in _PARTS}

    def _new_id(self, element: Element) -> bool:
        if _OUR_ID.fullmatch(element._id):
            return False
        element._id = f"ga{self._next_ga_id:06d}"
        self._next_ga_id += 1
        return True

    def assign_ids(self) -> None:
        """Give every element still named by ``uuid4`` the next id of this page's counter.

        Elements that another one only refers to (a MiniMap's own tile layer) are named too.
        """
        for parent, key, child in list(_walk(self)):
            old, old_id = child.get_name(), child._id
            if self._new_id(child):
                if key == old:  # keep the parent's key equal to the name, in place
                    parent._children = OrderedDict((child.get_name() if k == key else k, v)
                                                   for k, v in parent._children.items())
                layer_name = getattr(child, "layer_name", None)
                if isinstance(layer_name, str) and layer_name.endswith("_" + old_id):  # an unnamed layer
                    child.layer_name = child.get_name()
            for name, value in list(vars(child).items()):
                if isinstance(value, Element) and name not in ("_parent", *_PARTS) and value._parent is None:
                    self._new_id(value)

    def _layer_controls_last(self) -> None:
        for _, _, child in list(_walk(self)):
            if isinstance(child, folium.Map):
                items = list(child._children.items())
                controls = [(k, v) for k, v in items if isinstance(v, folium.LayerControl)]
                if controls:
                    rest = [(k, v) for k, v in items if not isinstance(v, folium.LayerControl)]
                    child._children = OrderedDict(rest + controls)

    def render(self, **kwargs: Any) -> str:
        """Render the page; rendering again gives the same page, with whatever was added since."""
        for part in _PARTS:  # forget what the last render put into the page
            holder = getattr(self, part)
            for key in self._rendered[part]:
                holder._children.pop(key, None)
        self.assign_ids()
        self._layer_controls_last()
        before = {part: set(getattr(self, part)._children) for part in _PARTS}
        wrapped = []
        for _, _, child in list(_walk(self)):
            if isinstance(child, MacroElement) and not isinstance(child._template, _Verbatim):
                own = child.__dict__.get("_template")
                child._template = _Verbatim(child._template)
                wrapped.append((child, own))
        try:
            return super().render(**kwargs)
        finally:
            for child, own in wrapped:
                if own is None:
                    del child.__dict__["_template"]
                else:
                    child._template = own
            self._rendered = {part: set(getattr(self, part)._children) - before[part] for part in _PARTS}


def adopt(m: folium.Map) -> SafeFigure:
    """Make a :class:`SafeFigure` the page of ``m`` (keeping whatever its old page held)."""
    old = m._parent
    if isinstance(old, SafeFigure):
        return old
    if old is not None and not isinstance(old, Figure):
        raise TypeError("build_map draws onto a folium.Map that is not inside another element")
    page = SafeFigure()
    if old is not None:
        for attr in ("width", "height", "ratio", "title"):
            setattr(page, attr, getattr(old, attr))
        for part in _PARTS:
            getattr(page, part)._children.update(getattr(old, part)._children)
        page._children = OrderedDict(old._children)
        for child in page._children.values():
            child._parent = page
    else:
        page.add_child(m)
    return page


class Raw(Element):
    """Text that goes into the page exactly as given (never compiled)."""

    def __init__(self, text: str):
        super().__init__()
        self.text = text

    def render(self, **kwargs: Any) -> str:
        return self.text


class DataBlock(MacroElement):
    """Base of elements whose data goes into an inert JSON block, read by ``geoAleppo.data(id)``."""

    def data_id(self) -> str:
        return self.get_name() + "_data"

    def add_data_block(self) -> None:
        block = f'<script type="application/json" id="{self.data_id()}">{js_literal(self.data)}</script>'
        self.get_root().html.add_child(Raw(block), name=self.data_id())


class Support(MacroElement):
    """The page's CSS and the ``geoAleppo`` helpers (our code; data never goes in here)."""

    _template = Template(
        "{% macro header(this, kwargs) %}<style>" + _CSS + "</style>{% endmacro %}"
        "{% macro script(this, kwargs) %}" + _JS + "{% endmacro %}")

    def __init__(self) -> None:
        super().__init__()
        self._name = "GeoAleppoSupport"


class Layer(JSCSSMixin, DataBlock):
    """``geoAleppo.<kind>(data)`` added to the parent FeatureGroup."""

    _template = Template(
        "{% macro script(this, kwargs) %}"
        "var {{ this.get_name() }} = geoAleppo.{{ this.kind }}(geoAleppo.data({{ this.data_id()|tojson }}))"
        ".addTo({{ this._parent.get_name() }});"
        "{% endmacro %}")

    def __init__(self, kind: str, data: Any, default_js: list | None = None):
        super().__init__()
        self._name = "GeoAleppo" + kind[0].upper() + kind[1:]
        self.kind = kind
        self.data = data
        self.default_js = list(default_js or [])

    def render(self, **kwargs: Any) -> None:
        self.add_data_block()
        super().render(**kwargs)


class Call(DataBlock):
    """``geoAleppo.<fn>(map, [parent,] html)`` with the HTML read from a JSON block."""

    _template = Template(
        "{% macro script(this, kwargs) %}"
        "geoAleppo.{{ this.fn }}({{ this.map.get_name() }}, "
        "{% if this.with_parent %}{{ this._parent.get_name() }}, {% endif %}"
        "geoAleppo.data({{ this.data_id()|tojson }}));"
        "{% endmacro %}")

    def __init__(self, fn: str, m: Any, html_text: str | None, *, with_parent: bool = False):
        super().__init__()
        self._name = "GeoAleppoCall"
        self.fn, self.map, self.with_parent = fn, m, with_parent
        self.data = html_text

    def render(self, **kwargs: Any) -> None:
        self.add_data_block()
        super().render(**kwargs)


class TimeView(plugins.Timeline):
    """folium's Timeline with its GeoJSON read from a JSON block, not written into its script."""

    _template = Template(
        "{% macro script(this, kwargs) %}"
        "var {{ this.get_name() }}_options = {{ this.options|tojavascript }};"
        "var {{ this.get_name() }} = L.timeline(geoAleppo.data({{ this.data_id()|tojson }}), "
        "{{ this.get_name() }}_options);"
        "{{ this.get_name() }}.addTo({{ this._parent.get_name() }});"
        "{% endmacro %}")

    default_js = [js for js in plugins.Timeline.default_js if js[0] != "moment"]

    data_id = DataBlock.data_id
    add_data_block = DataBlock.add_data_block

    def render(self, **kwargs: Any) -> None:
        self.add_data_block()
        super().render(**kwargs)


class InlineAssets(Element):
    """Rendered after the map: swaps each CDN link in the page head for the vendored file's text.

    Leaflet's default marker icon gets its images as data URIs right after leaflet.js.
    """

    def render(self, **kwargs: Any) -> str:
        from .assets import asset_for_url, inline_css, inline_js, marker_icon_js

        header = self.get_root().header
        children = OrderedDict()
        for name, child in header._children.items():
            if isinstance(child, (JavascriptLink, CssLink)):
                relative = asset_for_url(child.url)
                if relative is None:
                    continue
                if isinstance(child, JavascriptLink):
                    icon = f"\n{marker_icon_js()}" if relative == "leaflet/dist/leaflet.js" else ""
                    child = Raw(f"<script>/* {relative} */\n{inline_js(relative)}{icon}\n</script>")
                else:
                    child = Raw(f"<style>/* {relative} */\n{inline_css(relative)}\n</style>")
            children[name] = child
        header._children = children
        return ""
