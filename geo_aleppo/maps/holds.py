"""Who holds what, from the control claims of the reports that no curated area's dates cover.

Each place that such a claim names is coloured by its latest confident claim: the most recent by
article date among the claims at or above the confidence threshold (a claim with no confidence
counts as confident). When the confident claims of that date name different sides, the place is
contested. The popup lists every claim at the place, confident or not, with its quote, its
source and date, and its confidence.
"""

from __future__ import annotations

import dataclasses
import html
from typing import TYPE_CHECKING, Any

from .popups import _source_html
from .style import _CONTROLLER_LABELS, _MAX_LISTED, _UNKNOWN_COLOR, CONTROLLER_COLORS
from .text import _clip, _iso, _missing, _num, _text

if TYPE_CHECKING:  # pragma: no cover
    from ..scene import Scene

__all__ = ["Holding", "holdings", "holdings_payload", "confidence_threshold"]


@dataclasses.dataclass(frozen=True, slots=True)
class Holding:
    """A place, the side its latest confident claim gives (or ``contested``), that claim's date, every claim."""

    place: str
    side: str
    date: str
    claims: tuple[dict, ...]
    geometry: Any


def confidence_threshold() -> float:
    """The claims' confidence threshold (the calibration's: :func:`geo_aleppo.claims.confidence.threshold`)."""
    from ..claims.confidence import threshold

    return threshold()


def _day(row: dict) -> str:
    return _text(row.get("date")).strip()[:10]


def _confidence(row: dict) -> float | None:
    return _num(row.get("confidence"))


def _confident(row: dict, threshold: float | None) -> bool:
    value = _confidence(row)
    return value is None or threshold is None or value >= threshold


def holdings(scene: Scene, covered: frozenset[str] | set[str], threshold: float | None = None) -> list[Holding]:
    """The holding of each place named by a control claim of an article not in ``covered``.

    A claim counts when it names a place with a point and a side (not ``unknown``). Places whose
    claims are all below ``threshold`` are left out: no side is shown for them.
    """
    by_place: dict[str, list[dict]] = {}
    where: dict[str, Any] = {}
    frame = scene.claims
    if frame is None or len(frame) == 0 or "kind" not in frame.columns:
        return []
    rows = frame[frame["kind"] == "control"]
    columns = list(rows.columns)
    for values in rows.itertuples(index=False, name=None):
        row = dict(zip(columns, values, strict=True))
        geom, place, actor = row.get("geometry"), _text(row.get("place_key")), _text(row.get("actor"))
        if geom is None or _missing(geom) or geom.is_empty or not place or actor in ("", "unknown"):
            continue
        if _text(row.get("article")) in covered:
            continue
        where[place] = geom
        by_place.setdefault(place, []).append(row)
    out = []
    for place, claims in sorted(by_place.items()):
        claims.sort(key=lambda r: (_day(r), _text(r.get("article")), _num(r.get("start")) or 0), reverse=True)
        confident = [r for r in claims if _confident(r, threshold)]
        if not confident:
            continue
        latest = _day(confident[0])
        sides = {_text(r.get("actor")) for r in confident if _day(r) == latest}
        side = sides.pop() if len(sides) == 1 else "contested"
        out.append(Holding(place=place, side=side, date=latest, claims=tuple(claims), geometry=where[place]))
    return out


def _claim_item(row: dict, threshold: float | None) -> str:
    actor = _text(row.get("actor"))
    status = _text(row.get("status"))
    stance = _CONTROLLER_LABELS.get(actor, actor) + (f", {status}" if status else "")
    value = _confidence(row)
    if value is None:
        confidence = "confidence not scored"
    else:
        confidence = f"confidence {value:.2f}" + ("" if _confident(row, threshold) else ", below the threshold")
    reports = int(_num(row.get("reports")) or 1)
    more = f" ({reports:,} reports)" if reports > 1 else ""
    return (f'<li><b>{_iso(stance)}:</b> <span class="ga-q">{_iso(_clip(_text(row.get("quote"))))}</span> '
            f'<span class="ga-src">{_source_html(row) or "undated"}{html.escape(more)} · '
            f"{html.escape(confidence)}</span></li>")


def _popup(holding: Holding, name: str, threshold: float | None) -> str:
    label = _CONTROLLER_LABELS.get(holding.side, holding.side)
    when = holding.date or "undated reports"
    if holding.side == "contested":
        verdict = f"Contested: the confident claims of {when} name different sides."
    else:
        verdict = f"{label}, as the latest confident claim ({when}) says."
    shown = holding.claims[:_MAX_LISTED]
    more = len(holding.claims) - len(shown)
    tail = f'<p class="ga-more">… and {more:,} more claims (the claims table lists them all)</p>' if more else ""
    return (f'<div class="ga-pop"><h3>{_iso(name)}</h3><p class="ga-verdict">{html.escape(verdict)}</p>'
            '<p class="ga-none">From the reports; no curated control area is known for their dates.</p>'
            f'<h4>Control claims, latest first ({len(holding.claims):,})</h4>'
            f'<ol class="ga-quotes">{"".join(_claim_item(r, threshold) for r in shown)}</ol>{tail}</div>')


def holdings_payload(found: list[Holding], names: dict[str, str], radius: dict[str, float],
                     threshold: float | None = None) -> dict:
    """GeoJSON of the holdings for ``geoAleppo.holdings``: a marker per place over its place marker."""
    from .layers import _geometry

    features = []
    for holding in found:
        name = names.get(holding.place, holding.place)
        label = _CONTROLLER_LABELS.get(holding.side, holding.side)
        features.append({"type": "Feature", "geometry": _geometry(holding.geometry), "properties": {
            "name": name, "side": holding.side, "c": CONTROLLER_COLORS.get(holding.side, _UNKNOWN_COLOR),
            "r": round(radius.get(holding.place, 6.0) + 2.5, 1),
            "tip": f"{name}: {label}" + (f" ({holding.date})" if holding.date else ""),
            "popup": _popup(holding, name, threshold)}})
    return {"type": "FeatureCollection", "features": features}
