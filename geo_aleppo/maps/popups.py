"""Popup HTML of control areas, corridors and places; every value passes through :func:`html.escape`."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from typing import Any

from .style import _MAX_LISTED, _MAX_QUOTES, _UNKNOWN_COLOR, CONTROLLER_COLORS
from .text import _clip, _fmt_num, _h, _iso, _json_list, _num, _split, _text


def _source_parts(claim: dict) -> list[str]:
    """How a reader cites a claim's article: its outlet (or id) and its date, the parts it has."""
    outlet = _text(claim.get("outlet")) or _text(claim.get("article"))
    return [part for part in (outlet, _text(claim.get("date"))) if part]


def _source_html(claim: dict) -> str:
    """:func:`_source_parts` as HTML, the outlet and the date each in its own isolate."""
    return ", ".join(_iso(part) for part in _source_parts(claim))


def _total(records: list) -> int:
    """How many reports ``records`` stand for: a sampled group's records (``group``, ``reports``) count its reports."""
    groups = {r["group"]: int(r.get("reports") or 1) for r in records if isinstance(r, dict) and "group" in r}
    return sum(1 for r in records if not (isinstance(r, dict) and "group" in r)) + sum(groups.values())


def _heading(title: str, records: list, css: str = "") -> str:
    """``title (n)``, or ``title (n of total)`` when the records are a sample of more reports."""
    total = _total(records)
    count = f"{len(records)} of {total:,}" if total > len(records) else f"{len(records)}"
    return f"<h4{css}>{_h(title)} ({count})</h4>"


def _quotes_html(claims: list, *, limit: int = _MAX_QUOTES, extra: Any = None) -> str:
    items = []
    for claim in claims[:limit]:
        if not isinstance(claim, dict):
            claim = {"quote": claim}
        quote = _clip(_text(claim.get("quote") or claim.get("text")))
        detail = extra(claim) if extra else ""
        items.append(f'<li>{detail}<span class="ga-q">{_iso(quote)}</span> '
                     f'<span class="ga-src">{_source_html(claim)}</span></li>')
    total = _total(claims)
    more = f'<p class="ga-more">… and {total - min(limit, len(claims)):,} more</p>' if total > limit else ""
    return f'<ol class="ga-quotes">{"".join(items)}</ol>{more}' if items else ""


def _kv(rows: Iterable[tuple[str, str]]) -> str:
    body = "".join(f"<tr><th>{_h(k)}</th><td>{v}</td></tr>" for k, v in rows if v)
    return f'<table class="ga-kv">{body}</table>'


def _claim_stance(claim: dict) -> str:
    parts = [_text(claim.get(k)) for k in ("actor", "status") if _text(claim.get(k))]
    return f'<b>{" / ".join(_iso(p) for p in parts)}:</b> ' if parts else ""


_INTERNAL = re.compile(r"\s*\b(?:figure\s+)?per the brief(?:'s\s+\w+)?|;?\s*not re-verified here", re.IGNORECASE)
_KEY = re.compile(r"(?<![/\w])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w/.])")


@functools.lru_cache(maxsize=1)
def _gazetteer_names() -> dict[str, str]:
    """Names of the bundled gazetteer's places by key (empty if it cannot be read)."""
    try:
        from ..gazetteer import load_gazetteer

        return {place.key: place.name for place in load_gazetteer()}
    except Exception:  # noqa: BLE001 - names are a nicety; keys are prettified instead
        return {}


def _name(key: str, names: dict[str, str]) -> str:
    """The name of a place key: the scene's, the bundled gazetteer's, else the key as words."""
    return names.get(key) or _gazetteer_names().get(key) or key.replace("_", " ")


def _public(text: str, names: dict[str, str]) -> str:
    """Provenance notes as a reader may see them: no notes to ourselves, place names for keys."""
    text = _INTERNAL.sub("", text)
    text = re.sub(r"\(\s*[;,]\s*", "(", text)
    text = re.sub(r"\(\s*\)", "", text)
    text = re.sub(r"\s+([;,)])", r"\1", text)
    return _KEY.sub(lambda m: _name(m.group(), names), text).strip(" ;")


def _how_drawn(row: Any, names: dict[str, str]) -> str:
    notes = [_public(n, names) for n in _split(row.get("sources"))]
    items = "".join(f"<li>{_h(n)}</li>" for n in notes if n)
    return (f'<details class="ga-how"><summary>How this was drawn, and from what</summary><ul>{items}</ul></details>'
            if items else "")


def _control_popup(row: Any, names: dict[str, str]) -> str:
    controller = _text(row.get("controller"))
    color = CONTROLLER_COLORS.get(controller, _UNKNOWN_COLOR)
    supporting = _json_list(row.get("supporting"))
    contradicting = _json_list(row.get("contradicting"))
    precision = _num(row.get("precision_km"))
    holds = ", ".join(_iso(_name(k, names)) for k in _split(row.get("holds")))
    rows = [
        ("Controller", f'<span class="ga-sw" style="background:{color}"></span>{_h(controller)}'),
        ("Status", _h(row.get("status"))),
        ("As of", _h(row.get("as_of"))),
        ("Precision", f"±{precision:g} km" if precision is not None else ""),
        ("Holds", holds),
    ]
    out = [f'<div class="ga-pop"><h3>{_iso(row.get("name") or _name(_text(row.get("key")), names))}</h3>', _kv(rows),
           _how_drawn(row, names), _heading("Supporting claims", supporting),
           _quotes_html(supporting, extra=_claim_stance) or '<p class="ga-none">None recorded.</p>']
    if contradicting:
        out += [_heading("Contradicting claims", contradicting, ' class="ga-contra"'),
                _quotes_html(contradicting, extra=_claim_stance)]
    else:
        out.append('<p class="ga-none">No source contradicts this.</p>')
    out.append("</div>")
    return "".join(out)


def _comparison(row: Any) -> str:
    text = _text(row.get("comparison"))
    if text:
        return text
    measured, claimed = _num(row.get("measured_km")), _num(row.get("claimed_km"))
    drawn = f"drawn {measured:.1f} km" if measured is not None else "not drawn"
    said = f"the sources say {claimed:g} km" if claimed is not None else "the sources give no length"
    return f"{drawn}; {said}"


def _count_label(claim: dict) -> str:
    value, high = _fmt_num(claim.get("value")), _num(claim.get("value_max"))
    if high is not None and _num(claim.get("value")) != high:
        value = f"{value}–{_fmt_num(high)}"
    what = _text(claim.get("topic")) or _text(claim.get("unit"))
    qualifier = _text(claim.get("qualifier"))
    return f"<b>{_h(' '.join(p for p in (qualifier, value, what) if p))}</b> — "


def _corridor_popup(row: Any, names: dict[str, str]) -> str:
    route = " → ".join(_iso(n) for n in (_split(row.get("waypoint_names"))
                                          or [_name(k, names) for k in _split(row.get("waypoints"))]))
    parts = _text(row.get("claimed_parts"))
    counts = _json_list(row.get("counts"))
    evidence = _json_list(row.get("evidence"))
    rows = [("Route", route), ("Claimed parts", _h(parts)),
            ("As of", _h(row.get("as_of")))]
    out = [f'<div class="ga-pop"><h3>{_iso(row.get("name") or row.get("key"))}</h3>',
           f'<p class="ga-compare">{"<br>".join(_h(part) for part in _comparison(row).split("; "))}</p>', _kv(rows),
           _how_drawn(row, names)]
    if counts:
        out += [_heading("People and vehicles", counts), _quotes_html(counts, limit=8, extra=_count_label)]
    out += [_heading("What the sources say about the route", evidence),
            _quotes_html(evidence) or '<p class="ga-none">No quote.</p>', "</div>"]
    return "".join(out)


def _listed(items: list[str], limit: int = _MAX_LISTED, total: int | None = None) -> str:
    """``items`` joined by "; ", the first ``limit`` of them and how many more (of ``total``, default all)."""
    total = len(items) if total is None else total
    more = f"; … and {total - limit:,} more articles" if total > limit else ""
    return "; ".join(items[:limit]) + more


def _reported_by(ids: list[str], cite: dict[str, tuple[str, ...]]) -> str:
    """The first articles' citations and how many more (only the listed ones are looked up), as HTML.

    Each part of a citation (outlet, date) is in its own isolate.
    """
    return _listed([", ".join(_iso(p) for p in cite.get(a, (a,))) for a in ids[:_MAX_LISTED]], total=len(ids))


def _place_popup(row: Any, cite: dict[str, tuple[str, ...]] | None = None) -> str:
    precision = _num(row.get("precision_km"))
    evidence = _json_list(row.get("evidence"))
    name_ar = _text(row.get("name_ar"))
    rows = [
        ("Type", _h(row.get("type"))),
        ("Also written", ", ".join(_iso(v) for v in _split(row.get("variants")))),
        ("Precision", f"±{precision:g} km" if precision is not None else ""),
        ("Mentions", _h(_fmt_num(row.get("mention_count")))),
        ("Reported by", _reported_by(_split(row.get("articles")), cite or {})),
    ]
    arabic = f' <bdi class="ga-ar" lang="ar" dir="rtl">{_h(name_ar)}</bdi>' if name_ar else ""
    return "".join([f'<div class="ga-pop"><h3>{_iso(row.get("name") or row.get("key"))}{arabic}</h3>', _kv(rows),
                    f"<h4>Quotes naming it ({len(evidence)})</h4>" if evidence else "",
                    _quotes_html(evidence), "</div>"])
