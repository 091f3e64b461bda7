"""The sources-and-figures panel, the legend and the title, as escaped HTML."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .layers import _records
from .style import _CONTROLLER_LABELS, _MAX_LISTED, _PLACE_STYLE, _UNKNOWN_COLOR, CONTROLLER_COLORS, LAYER_NAMES
from .text import _fmt_num, _h, _json_obj, _text

if TYPE_CHECKING:  # pragma: no cover
    from ..scene import Scene



def _outlet_names(scene: Scene) -> dict[str, str]:
    return {_text(r.get("id")): _text(r.get("outlet")) or _text(r.get("id")) for r in _records(scene.articles)}


def _format_values(values: Any) -> str:
    if isinstance(values, (list, tuple)):
        return "–".join(_format_values(v) for v in values) if len(values) == 2 and all(
            isinstance(v, (int, float)) for v in values) and values[0] != values[1] else \
            ", ".join(_format_values(v) for v in values)
    if isinstance(values, dict):
        return ", ".join(f"{k} {_format_values(v)}" for k, v in values.items())
    return _fmt_num(values)


def _sources_html(scene: Scene) -> str:
    outlets = _outlet_names(scene)
    rows = []
    articles = _records(scene.articles)
    for r in articles[:_MAX_LISTED]:
        outlet = _h(_text(r.get("outlet")) or "unknown outlet")
        url = _text(r.get("url"))
        if url.lower().startswith(("https://", "http://")):
            outlet = f'<a href="{_h(url)}" target="_blank" rel="noopener noreferrer">{outlet}</a>'
        rows.append(f'<tr><td>{outlet}</td><td>{_h(_text(r.get("date")) or "undated")}</td>'
                    f'<td class="ga-n">{_h(_fmt_num(r.get("mention_count")))}</td>'
                    f'<td class="ga-id">{_h(r.get("id"))}</td></tr>')
    if len(articles) > _MAX_LISTED:
        rows.append(f'<tr><td colspan="4" class="ga-none">… and {len(articles) - _MAX_LISTED:,} more articles '
                    "(the datasets and the exports list them all)</td></tr>")
    figures = []
    several_groups = len({_text(r.get("operation")) for r in _records(scene.agreement)}) > 1
    for r in _records(scene.agreement):
        values = _json_obj(r.get("values"))
        shown = "; ".join(f"{outlets.get(k, k)}: {_format_values(v)}" for k, v in list(values.items())[:_MAX_LISTED])
        if len(values) > _MAX_LISTED:
            shown += f"; … and {len(values) - _MAX_LISTED:,} more articles"
        verdict = _text(r.get("verdict"))
        label = _text(r.get("topic"))
        group = _text(r.get("operation"))
        if group and several_groups:  # the Foua/Kafraya convoy apart from the Aleppo one
            label = f"{label} ({group.replace('_', ' ')})"
        unit = _text(r.get("unit"))
        figures.append(f'<tr><td>{_h(label)}<span class="ga-unit">{_h(unit)}</span></td><td>{_h(shown)}</td>'
                       f'<td class="ga-v ga-v-{_h(verdict)}">{_h(verdict)}</td></tr>')
    table = (f'<table class="ga-tab"><thead><tr><th>Figure</th><th>What each report says</th><th>Verdict</th>'
             f'</tr></thead><tbody>{"".join(figures)}</tbody></table>') if figures else \
        '<p class="ga-none">No figure is reported by more than one article.</p>'
    return ('<details class="ga-sources"><summary>Sources and figures</summary>'
            f'<table class="ga-tab"><thead><tr><th>Outlet</th><th>Date</th><th>Places</th><th>Article</th></tr>'
            f'</thead><tbody>{"".join(rows)}</tbody></table>'
            f'<h4>Do the reports agree?</h4>{table}</details>')


def _hatch_svg(color: str) -> str:
    return (f'<svg width="22" height="14" aria-hidden="true"><defs>'
            f'<pattern id="ga-lg-{color[1:]}" width="6" height="6" '
            f'patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" '
            f'fill="{color}" fill-opacity="0.25"/><line x1="0" y1="0" x2="0" y2="6" stroke="{color}" stroke-width="3"/>'
            f'</pattern></defs><rect x="1" y="1" width="20" height="12" fill="url(#ga-lg-{color[1:]})" '
            f'stroke="{color}" stroke-width="1.5"/></svg>')


@dataclass(frozen=True, slots=True)
class Drawn:
    """What a map draws: the legend lists this and nothing else.

    ``controllers`` are the sides of the curated areas drawn, ``held`` the sides that colour places by
    their latest claim (:mod:`~.holds`, ``contested`` among them), ``besieged`` the sides of the besieged
    pockets drawn; ``legs`` the kinds of corridor legs drawn
    ("road", "drawn": a line with no road claimed, "straight"); ``approximate`` whether a place is drawn with
    its imprecision; ``topics`` the incidents' topics and colours; ``time`` whether there is a time view.
    """

    controllers: tuple[str, ...] = ()
    areas: bool = True
    besieged: tuple[str, ...] = ()
    legs: tuple[str, ...] = ()
    place_types: tuple[str, ...] = ()
    approximate: bool = False
    topics: tuple[tuple[str, str], ...] = ()
    time: bool = False
    held: tuple[str, ...] = ()


def _sides_in_order(sides: set[str]) -> tuple[str, ...]:
    order = list(CONTROLLER_COLORS)
    return tuple(sorted(sides - {""}, key=lambda c: (order.index(c) if c in order else 99, c)))


def drawn_from(control: dict, areas: bool, corridors: dict, places: list[dict], place_types: list[str],
               topic_colors: dict[str, str], time: bool, held: tuple[str, ...] = ()) -> Drawn:
    """The :class:`Drawn` of a map from the payloads its layers draw."""
    by_color = {color: side for side, color in CONTROLLER_COLORS.items()}
    features = control.get("features", [])
    sides = {by_color.get(f["properties"].get("c"), "") for f in features}
    besieged = {by_color.get(f["properties"].get("c"), "") for f in features if f["properties"].get("s") == "besieged"}
    legs = [leg["s"] for f in corridors.get("features", []) for leg in f["properties"].get("legs", [])]
    return Drawn(controllers=_sides_in_order(sides), areas=areas, besieged=_sides_in_order(besieged),
                 legs=tuple(sorted(set(legs))),
                 place_types=tuple(place_types), approximate=any(f["properties"].get("low") for f in places),
                 topics=tuple(topic_colors.items()), time=time, held=_sides_in_order(set(held)))


def _section(layer: str, title: str, rows: list[str]) -> list[str]:
    """Rows under a heading, shown while the layer named ``layer`` is on (map.js, legend)."""
    if not rows:
        return []
    return [f'<div data-ga-layer="{_h(layer)}"><div class="ga-lg-h">{_h(title)}</div>', *rows, "</div>"]


def _legend_html(drawn: Drawn) -> str:
    color = lambda c: CONTROLLER_COLORS.get(c, _UNKNOWN_COLOR)  # noqa: E731
    control = [f'<div><span class="ga-sw ga-area" style="background:{color(c)}"></span>'
               f'{_h(_CONTROLLER_LABELS.get(c, c))}</div>' for c in drawn.controllers]
    control += [f'<div>{_hatch_svg(color(c))}Besieged pocket, '
                f'{_h(_CONTROLLER_LABELS.get(c, c).split(" (")[0].lower())}</div>' for c in drawn.besieged]
    held = [f'<div><span class="ga-dot ga-held" style="background:{color(c)}"></span>'
            f'{_h(_CONTROLLER_LABELS.get(c, c))}'
            f'{": the claims of the latest date disagree" if c == "contested" else ", as reported"}</div>'
            for c in drawn.held]
    corridors = [f'<div><span class="ga-line"></span>Evacuation corridor {how}; ▲ and moving dashes: direction</div>'
                 for kind, how in (("road", "on the roads"), ("drawn", "as drawn (no road given)"))
                 if kind in drawn.legs]
    if "straight" in drawn.legs:
        corridors.append('<div><span class="ga-line ga-line-straight"></span>Straight line: road not mapped</div>')
    places, seen = [], set()
    for ptype in drawn.place_types:
        colour, _, label = _PLACE_STYLE.get(ptype, ("#525252", 5, ptype))
        if label not in seen:
            seen.add(label)
            places.append(f'<div><span class="ga-dot" style="background:{colour}"></span>{_h(label)}</div>')
    if drawn.approximate:
        places.append('<div><span class="ga-dot ga-dash"></span>Approximate position</div>')
    if places:
        places = ['<div class="ga-cols">', *places, "</div>",
                  '<div class="ga-note">Bigger marker: named more often.'
                  + (" Dashed circle: the ± km the position may be off." if drawn.approximate else "") + "</div>"]
    topics = [f'<div><span class="ga-dot ga-inc" style="background:{c}"></span>{_h(topic)}</div>'
              for topic, c in drawn.topics]
    out = ['<details open class="ga-legend-box"><summary>Legend</summary>',
           *_section(LAYER_NAMES["control_areas"], "Who holds what", control),
           *_section(LAYER_NAMES["control_claims"], "Who holds what, by the latest claim at each place", held),
           *_section(LAYER_NAMES["corridors"], "Corridors", corridors),
           *_section(LAYER_NAMES["places"], "Places", places),
           *_section(LAYER_NAMES["incidents"], "Incidents, as reported",
                     ['<div class="ga-cols">', *topics, "</div>"] if topics else [])]
    if drawn.time:
        out += _section(LAYER_NAMES["timeline"], "Time view",
                        ['<div class="ga-note">Drag the slider at the bottom left; ▾ folds it away.</div>'])
    out.append("</details>")
    return "".join(out)


def _title_html(scene: Scene, title: str, as_of: str | None, notice: str | None, subtitle: str | None) -> str:
    if subtitle is None:
        outlets = sorted({_text(o) for o in (scene.articles["outlet"].tolist()
                                             if scene.articles is not None and "outlet" in scene.articles else [])
                          if _text(o)})
        n = len(scene.articles) if scene.articles is not None else 0
        sub = [f"What {n} report{'s' if n != 1 else ''} say" + (f" ({', '.join(outlets)})" if outlets else "")]
        if as_of:
            sub.append(f"control as of {as_of}")
        sub.append("click any shape for its evidence")
        subtitle = " · ".join(sub)
    note = f'<div class="ga-title-note">{_h(notice)}</div>' if notice else ""
    return f'<div class="ga-title-main">{_h(title)}</div><div class="ga-title-sub">{_h(subtitle)}</div>{note}'
