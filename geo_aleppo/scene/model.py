"""The scene model: what the articles describe, as one GeoDataFrame per layer, each row with its evidence.

Layers (all EPSG:4326). The columns and their kinds are those of :mod:`geo_aleppo.scene.schema`, one
spec per layer that the exports and the tests read too. Lists (variants, articles, sources, holds,
waypoints) are Python lists and evidence records Python lists of dicts; the exports write them as
JSON (GDAL's JSON subtype), dates as dates and times as UTC datetimes.

``places``
    key, name, name_ar, type, variants (list), precision_km, mention_count, articles (list of ids),
    evidence (list of {article, outlet, date, start, end, text, quote}), geometry Point.
``control_areas``
    key, name, controller (government | opposition | sdf | isis | contested), status (held |
    besieged | contested), as_of (ISO date), precision_km, sources (list), holds (list of place
    keys inside), supporting (list of claims that agree), contradicting (list of claims
    that disagree), geometry Polygon/MultiPolygon.
``corridors``
    key, name, as_of, waypoints (list of place keys, in travel order), waypoint_names (list), measured_km (length of
    the drawn route on the WGS84 ellipsoid) = government_km + opposition_km + other_km (the length inside
    each side's control areas; other: any other controller or no area), straight_km (legs drawn straight
    where no road is mapped), claimed_km, claimed_government_km, claimed_opposition_km (NaN when not
    claimed), claimed_parts (e.g. "6 km (government) + 15 km (opposition)"), claimed_from ("articles",
    or "gazetteer: <source>" when no article gives the figures), total_verdict, government_verdict,
    opposition_verdict ("consistent" | "not consistent" | ""), comparison ("total: road 11.4 km, the
    sources say 21 km (not consistent within ±2.5 km); government side: ..."), legs (JSON list of
    {from, to, geometry_source: road | straight, length_km, vertices}), inferred_points (JSON list of
    points marked inferred, e.g. where a claimed length would end), counts (JSON list of count claims),
    evidence (list of distance/route claims), sources (list), operation, geometry LineString.
``incidents``
    key, topic, time_reported, place_key, article, outlet, date, start, end, quote, geometry Point
    (None when the incident has no place).
``claims``
    every claim (see :mod:`geo_aleppo.claims`) with the point of its place, or None.

Plus plain DataFrames: ``articles`` (id, outlet, date, path, url, mention_count, claim_count),
``agreement`` (topic, operation, unit, values ({article: [values]}), articles, verdict: agree |
differ | single) and ``unresolved`` (toponyms that the gazetteer lacks: article, start, end, text,
quote), so that a gap in the gazetteer shows.

The claims layer adds ``operation`` (the besieged area a claim's place lies in, else the main one)
and ``area_verdict`` ("supports KEY" / "contradicts KEY" / "").
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..claims import Claim
from ..corpus import QUOTE_CHARS, quote_window
from .schema import columns

if TYPE_CHECKING:  # pragma: no cover
    import geopandas
    import pandas

    from ..gazetteer import Gazetteer

__all__ = ["Scene", "LAYERS", "evidence_record", "bounded", "json_value", "frame", "column_frame"]

LAYERS = ("control_areas", "corridors", "places", "incidents", "claims")


@dataclass
class Scene:
    """One GeoDataFrame per layer, plus the article list and the agreement table."""

    places: geopandas.GeoDataFrame
    control_areas: geopandas.GeoDataFrame
    corridors: geopandas.GeoDataFrame
    incidents: geopandas.GeoDataFrame
    claims: geopandas.GeoDataFrame
    articles: pandas.DataFrame
    agreement: pandas.DataFrame
    unresolved: pandas.DataFrame

    @classmethod
    def from_parquet(
        cls,
        mentions: str | os.PathLike,
        claims: str | os.PathLike | None = None,
        *,
        gazetteer: Gazetteer | None = None,
        evidence_per_place: int | None = None,
    ) -> Scene:
        """The scene of the datasets that ``parse_corpus(..., out=mentions, claims=True)`` wrote, without reparsing.

        See :func:`geo_aleppo.scene.parquet.scene_from_parquet`.
        """
        from .parquet import scene_from_parquet

        return scene_from_parquet(mentions, claims, gazetteer=gazetteer, evidence_per_place=evidence_per_place)

    def layer(self, name: str) -> geopandas.GeoDataFrame:
        if name not in LAYERS:
            raise KeyError(f"unknown layer {name!r}; layers are: {', '.join(LAYERS)}")
        return getattr(self, name)


def evidence_record(claim: Claim, sampled: dict[int, tuple[int, int]] | None = None) -> dict:
    """A claim's evidence record; a claim standing for a sampled group also says the group and its reports."""
    record = {
        "article": claim.article,
        "outlet": claim.outlet,
        "date": claim.date,
        "start": claim.start,
        "end": claim.end,
        "quote": claim.quote,
        "place_key": claim.place_key,
        "place_text": claim.place_text,
        "actor": claim.actor,
        "status": claim.status,
    }
    if sampled and id(claim) in sampled:
        record["group"], record["reports"] = sampled[id(claim)]
    return record


def bounded(claim: Claim) -> Claim:
    """The claim with its quote cut to a window around its place (a sentence may be a whole article)."""
    if len(claim.quote) <= QUOTE_CHARS:
        return claim
    at = claim.quote.find(claim.place_text) if claim.place_text else -1
    focus = (at, at + len(claim.place_text)) if at >= 0 and claim.place_text else None
    return replace(claim, quote=quote_window(claim.quote, 0, len(claim.quote), focus))


def json_value(items: Any) -> Any:
    """A list or dict column's value: the Python object itself (the exports write it as JSON)."""
    return json.loads(items) if isinstance(items, str) else items


def frame(rows: list[dict], columns: list[str]):
    """A layer's GeoDataFrame (EPSG:4326) of ``rows`` with ``columns`` and their geometry."""
    import geopandas

    if not rows:
        return geopandas.GeoDataFrame({c: [] for c in columns}, geometry=[], crs="EPSG:4326")
    return geopandas.GeoDataFrame(rows, columns=[*columns, "geometry"], geometry="geometry", crs="EPSG:4326")


def column_frame(data: dict[str, list], columns: list[str]):
    """As :func:`frame`, from a list per column (each as long as the others)."""
    import geopandas

    if not data["geometry"]:
        return frame([], columns)
    return geopandas.GeoDataFrame(
        {name: data[name] for name in [*columns, "geometry"]}, geometry="geometry", crs="EPSG:4326"
    )


PLACE_COLUMNS = columns("places")
AREA_COLUMNS = columns("control_areas")
CORRIDOR_COLUMNS = columns("corridors")
ARTICLE_COLUMNS = columns("articles")
UNRESOLVED_COLUMNS = columns("unresolved")
INCIDENT_COLUMNS = columns("incidents")
AGREEMENT_COLUMNS = columns("agreement")
