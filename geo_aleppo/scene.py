"""The scene: what the articles describe, as one GeoDataFrame per layer, each row with its evidence.

Layers (all EPSG:4326). List-valued evidence is stored as a JSON string column so that every
layer exports to GeoPackage and GeoJSON as it is; ``json.loads`` gives it back.

``places``
    key, name, name_ar, type, variants ("; "), precision_km, mention_count, articles ("; " ids),
    evidence (JSON list of {article, outlet, date, start, end, text, quote}), geometry Point.
``control_areas``
    key, name, controller (government | opposition | sdf | isis | contested), status (held |
    besieged | contested), as_of (ISO date), precision_km, sources ("; "), holds ("; " place
    keys inside), supporting (JSON list of claims that agree), contradicting (JSON list of claims
    that disagree), geometry Polygon/MultiPolygon.
``corridors``
    key, name, as_of, waypoints ("; " place keys, in travel order), measured_km (geometry measured
    in UTM 37N, EPSG:32637), claimed_km (float or NaN), claimed_parts (e.g. "6 + 15"),
    comparison ("drawn 19.8 km; the sources say 21 km"), counts (JSON list of count claims),
    evidence (JSON list of distance/route claims), sources ("; "), geometry LineString.
``incidents``
    key, topic, time_reported, place_key, article, outlet, date, start, end, quote, geometry Point
    (None when the incident has no place).
``claims``
    every claim (see :mod:`geo_aleppo.claims`) with the point of its place, or None.

Plus two plain DataFrames: ``articles`` (id, outlet, date, path, url, mention_count) and
``agreement`` (topic, unit, values (JSON {article: value}), verdict: agree | differ | single).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    import geopandas
    import pandas

__all__ = ["Scene", "build_scene", "LAYERS"]

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

    def layer(self, name: str) -> geopandas.GeoDataFrame:
        if name not in LAYERS:
            raise KeyError(f"unknown layer {name!r}; layers are: {', '.join(LAYERS)}")
        return getattr(self, name)
