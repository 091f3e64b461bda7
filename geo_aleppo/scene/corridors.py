"""Corridors against the claims: which length claims are about a corridor, and the corridor's row."""

from __future__ import annotations

import math

from ..claims import Claim
from ..context import in_window, window_days
from ..gazetteer import Gazetteer
from .corridor_measure import measure_corridor
from .model import evidence_record, json_value

__all__ = ["lengths_by_corridor", "corridor_of", "corridor_row"]


def lengths_by_corridor(corridors: list[dict], claims: list[Claim]) -> dict[str, list[Claim]]:
    """Give each corridor-length claim to the corridor whose waypoints its article's routes share most."""
    route_places: dict[str, set[str]] = {}
    for c in claims:
        if c.kind == "route" and c.place_key:
            route_places.setdefault(c.article, set()).add(c.place_key)
    assigned: dict[str, list[Claim]] = {}
    for c in claims:
        if (key := corridor_of(corridors, c, route_places.get(c.article, set()))) is not None:
            assigned.setdefault(key, []).append(c)
    return assigned


def corridor_of(corridors: list[dict], claim: Claim, routes: set[str]) -> str | None:
    """The corridor a corridor-length claim is about: whose waypoints its article's routes (``routes``) share most.

    Only a corridor whose window (its ``as_of`` ± ``window_days``) holds the claim's date can take it:
    a length reported in another year is not this corridor's.
    """
    if claim.kind != "distance" or claim.topic not in ("corridor length", "corridor segment") or not corridors:
        return None
    fitting = [k for k in corridors if in_window(claim.date, k)]
    if not fitting:
        return None
    named = routes | {claim.place_key}
    best = max(fitting, key=lambda k: (len(set(k["waypoints"]) & named), -corridors.index(k)))
    return best["key"] if set(best["waypoints"]) & named else None


def _claimed(corridor: dict, totals: list[Claim], parts: list[Claim]) -> tuple[dict[str, float], str]:
    """Claimed km by part (total, government, opposition): the articles' figures, else the gazetteer's."""
    claimed: dict[str, float] = {}
    if totals:
        claimed["total"] = totals[0].value
    for c in parts:
        if c.actor in ("government", "opposition"):
            claimed.setdefault(c.actor, c.value)
    if claimed:
        return claimed, "articles"
    curated = {c["part"]: float(c["km"]) for c in corridor.get("claimed", [])}
    sources = list(dict.fromkeys(c["source"] for c in corridor.get("claimed", [])))
    return curated, ("gazetteer: " + "; ".join(sources)) if curated else ""


def corridor_row(
    corridor: dict,
    claims: list[Claim],
    lengths: list[Claim],
    operation,
    gazetteer: Gazetteer,
    sides: list,
    sampled: dict[int, tuple[int, int]] | None = None,
) -> dict:
    """The row of a corridor: its measure on each side, the lengths claimed and the claims behind them.

    Its lengths, counts and route evidence come only from claims dated within its window.
    """
    waypoints = set(corridor["waypoints"])
    lengths = [c for c in lengths if in_window(c.date, corridor)]
    claims = [c for c in claims if c.kind in ("count", "route") and in_window(c.date, corridor)]
    totals = [c for c in lengths if c.topic == "corridor length"]
    parts = [c for c in lengths if c.topic == "corridor segment" and any(t.start == c.start for t in totals)]
    claimed_parts = " + ".join(
        f"{c.value:g} km ({c.actor})" if c.actor and c.actor != "unknown" else f"{c.value:g} km" for c in parts
    )
    group = operation(corridor["waypoints"][0])  # the operation of the place the corridor leaves
    counts = [
        c
        for c in claims
        if c.kind == "count"
        and c.unit in ("people", "vehicles")
        and c.topic in ("evacuated", "buses", "ambulances", "vehicles", "wounded", "fighters")
        and operation(c.place_key, c.date) == group
    ]
    evidence = [c for c in claims if c.kind == "route" and c.place_key in waypoints] + totals + parts
    claimed, claimed_from = _claimed(corridor, totals, parts)
    if not claimed_parts and claimed_from.startswith("gazetteer"):
        claimed_parts = " + ".join(f"{claimed[k]:g} km ({k})" for k in ("government", "opposition") if k in claimed)
    measured = measure_corridor(
        corridor["geometry"],
        sides,
        claimed=claimed,
        precision_km=corridor["precision_km"],
        legs=corridor.get("legs", []),
        end_name=gazetteer[corridor["waypoints"][-1]].name,
    )
    return {
        "key": corridor["key"],
        "name": corridor["name"],
        "as_of": corridor["as_of"],
        "window_days": window_days(corridor),
        "waypoints": list(corridor["waypoints"]),
        "waypoint_names": [gazetteer[k].name for k in corridor["waypoints"]],
        **measured,
        "legs": json_value(measured.get("legs", [])),
        "claimed_km": claimed.get("total", math.nan),
        "claimed_parts": claimed_parts,
        "claimed_from": claimed_from,
        "inferred_points": json_value(corridor.get("inferred_points", [])),
        "counts": json_value(
            [
                {**evidence_record(c, sampled), "topic": c.topic, "value": c.value, "qualifier": c.qualifier}
                for c in counts
            ]
        ),
        "evidence": json_value(
            [{**evidence_record(c, sampled), "kind": c.kind, "role": c.role, "value": c.value} for c in evidence]
        ),
        "sources": list(corridor["sources"]),
        "operation": group,
        "geometry": corridor["geometry"],
    }
