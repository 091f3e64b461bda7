"""Values from scene rows as text, numbers and safe JSON literals."""

from __future__ import annotations

import html
import json
import math
from typing import Any

from .style import _MAX_QUOTE_CHARS


def js_literal(value: Any) -> str:
    r"""JSON for a ``<script>`` block: ``<``, ``>``, ``&`` and the JS line separators as ``\uXXXX``.

    The blocks of a map are never compiled (:mod:`geo_aleppo.maps.elements`); the openings of
    Jinja tags (``{{``, ``{%``, ``{#``) are broken as well, so that the JSON stays inert even if it
    ever reached a template. Compact JSON has them only inside strings (an object's ``{`` is
    followed by ``"`` or ``}``), where ``\uXXXX`` reads as the same character.
    """
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    return (text.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")
            .replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")
            .replace("{{", "{\\u007b").replace("{%", "{\\u0025").replace("{#", "{\\u0023"))


def _missing(value: Any) -> bool:
    if value is None:
        return True
    try:
        return bool(value != value)  # NaN, pandas NA-ish
    except (TypeError, ValueError):
        return False


def _text(value: Any) -> str:
    return "" if _missing(value) else str(value)


def _h(value: Any) -> str:
    return html.escape(_text(value), quote=True)


def _iso(value: Any) -> str:
    """A user's string as HTML text in its own bidi isolate (``<bdi>``).

    An unclosed override inside it (U+202E in an outlet) cannot reorder the text beside it (the date).
    """
    text = _h(value)
    return f"<bdi>{text}</bdi>" if text else ""


def _num(value: Any) -> float | None:
    if _missing(value):
        return None
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return number if math.isfinite(number) else None


def _fmt_num(value: Any) -> str:
    number = _num(value)
    if number is None:
        return _text(value)
    return f"{number:,.0f}" if number == int(number) else f"{number:,.1f}"


def _json_list(value: Any) -> list:
    if isinstance(value, list):
        return value
    if _missing(value) or not _text(value).strip():
        return []
    try:
        loaded = json.loads(value)
    except (TypeError, ValueError):
        return []
    return loaded if isinstance(loaded, list) else [loaded]


def _json_obj(value: Any) -> dict:
    if isinstance(value, dict):
        return value
    try:
        loaded = json.loads(value) if not _missing(value) else {}
    except (TypeError, ValueError):
        return {}
    return loaded if isinstance(loaded, dict) else {}


def _split(value: Any) -> list[str]:
    """A list column of the scene (see geo_aleppo.layers); a "; "-joined string is read too."""
    if isinstance(value, (list, tuple)):
        return [_text(part) for part in value if _text(part)]
    return [part.strip() for part in _text(value).split(";") if part.strip()]


def _clip(text: str, limit: int = _MAX_QUOTE_CHARS) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _round(x: float) -> float:
    return round(float(x), 5)
