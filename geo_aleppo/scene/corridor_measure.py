"""A corridor measured on each side of the front line, beside what the sources claim.

Lengths are geodesic (WGS84 ellipsoid). ``government_km``, ``opposition_km`` and ``other_km``
(any other controller, or ground in no area) are the lengths of the drawn route inside each
side's areas, and ``measured_km`` is their sum. Each claimed figure (the total and each side)
gets a verdict: ``consistent`` when the measure lies within the claim's stated precision (half a
unit of its last digit) plus the corridor's own ``precision_km``, ``not consistent`` otherwise,
and ``""`` when nothing is claimed.
"""

from __future__ import annotations

import json
import math
from typing import Any

from ..context.routing import split_by_controller

__all__ = ["SIDES", "claim_tolerance_km", "verdict", "measure_corridor"]

SIDES = ("government", "opposition")


def claim_tolerance_km(claimed_km: float) -> float:
    """Half a unit of the last digit given: 21 -> 0.5, 6.5 -> 0.05, 1,500 -> 50 (trailing zeros round)."""
    if claimed_km == int(claimed_km):
        value, unit = int(claimed_km), 1
        while value and value % 10 == 0:
            value, unit = value // 10, unit * 10
        return unit / 2
    decimals = len(repr(float(claimed_km)).split(".")[1])
    return 0.5 * 10**-decimals


def verdict(measured_km: float, claimed_km: float, precision_km: float) -> str:
    """``consistent`` / ``not consistent`` (within the claim's precision plus the drawing's), or ``""``."""
    if claimed_km is None or math.isnan(claimed_km):
        return ""
    allowed = claim_tolerance_km(claimed_km) + precision_km
    return "consistent" if abs(measured_km - claimed_km) <= allowed + 1e-9 else "not consistent"


def _km(value: float) -> str:
    return f"{value:.1f} km"


def measure_corridor(
    geometry: Any,
    areas: list[tuple[str, Any]],
    *,
    claimed: dict[str, float],
    precision_km: float,
    legs: list[dict],
    end_name: str,
) -> dict[str, Any]:
    """The per-side lengths, verdicts and the sentence that sets them beside the claims.

    Parameters
    ----------
    geometry
        The drawn corridor (lon/lat LineString).
    areas
        ``(controller, polygon)`` pairs of the control areas.
    claimed
        Claimed km by part: ``"total"``, ``"government"``, ``"opposition"`` (missing: not claimed).
    precision_km
        How far the drawn corridor may stray (its waypoints' and front line's precision).
    legs
        The corridor's legs (``geometry_source`` road | straight, ``length_km``).
    end_name
        Name of the corridor's last waypoint, for "opposition side to ...".
    """
    metres = split_by_controller(geometry, areas)
    side_km = {side: round(metres.get(side, 0.0) / 1000, 2) for side in SIDES}
    other_km = round(sum(v for k, v in metres.items() if k not in SIDES) / 1000, 2)
    measured_km = round(sum(side_km.values()) + other_km, 2)
    straight_km = round(sum(leg.get("length_km", 0.0) for leg in legs if leg.get("geometry_source") == "straight"), 2)
    if not legs:  # a corridor drawn by hand: neither road nor straight is known
        straight_km, how = math.nan, "drawn"
    else:
        how = "road" if straight_km == 0 else ("straight line" if straight_km >= measured_km - 0.01 else "drawn")
    nan = math.nan
    verdicts = {
        "total": verdict(measured_km, claimed.get("total", nan), precision_km),
        **{side: verdict(side_km[side], claimed.get(side, nan), precision_km) for side in SIDES},
    }
    parts = []
    for part, label, value in (
        ("total", "total", measured_km),
        ("government", "government side", side_km["government"]),
        ("opposition", f"opposition side to {end_name}", side_km["opposition"]),
    ):
        said = claimed.get(part)
        if said is None or math.isnan(said):
            if part == "total":
                parts.append(f"{label}: {how} {_km(value)}; no length reported")
            continue
        allowed = claim_tolerance_km(said) + precision_km
        said_text = f"the sources say {said:g} km ({verdicts[part]} within ±{allowed:g} km)"
        parts.append(f"{label}: {how} {_km(value)}, {said_text}")
    if legs and straight_km and how == "drawn":
        parts.append(f"of which {_km(straight_km)} straight line: road not mapped")
    return {
        "measured_km": measured_km,
        "government_km": side_km["government"],
        "opposition_km": side_km["opposition"],
        "other_km": other_km,
        "straight_km": straight_km,
        "claimed_government_km": claimed.get("government", nan),
        "claimed_opposition_km": claimed.get("opposition", nan),
        "total_verdict": verdicts["total"],
        "government_verdict": verdicts["government"],
        "opposition_verdict": verdicts["opposition"],
        "comparison": "; ".join(parts),
        "legs": json.dumps(legs, ensure_ascii=False, sort_keys=True),
    }
