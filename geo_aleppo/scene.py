"""The scene: what the articles describe, as one GeoDataFrame per layer, each row with its evidence.

Layers (all EPSG:4326). The columns and their kinds are those of :mod:`geo_aleppo.layers`, one
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

import datetime as dt
import functools
import json
import math
import operator
import os
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ._progress import track
from .agreement import agreement
from .claims import CLAIM_COLUMNS, Claim, extract_claims
from .claims.confidence import threshold
from .corpus import QUOTE_CHARS, SCENE_MAX_CHARS, Article, load_corpus, quote_window
from .corridor_measure import measure_corridor
from .errors import ArticleError
from .gazetteer import Gazetteer, load_gazetteer
from .geodesy import buffer_m, geodesic_area_m2
from .geoparser import Mention, geoparse
from .layers import columns
from .place_points import PlaceCoordinates, PlacePoints, keys_within
from .scene_aggregate import aggregate

if TYPE_CHECKING:  # pragma: no cover
    import geopandas
    import pandas

__all__ = ["Scene", "build_scene", "aggregate", "LAYERS"]

#: A claim dated within this many days of a besieged area's as_of can belong to its operation.
OPERATION_WINDOW_DAYS = 7

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
    def from_parquet(cls, mentions: str | os.PathLike, claims: str | os.PathLike | None = None, *,
                     gazetteer: Gazetteer | None = None, evidence_per_place: int | None = None) -> Scene:
        """The scene of the datasets that ``parse_corpus(..., out=mentions, claims=True)`` wrote, without reparsing.

        See :func:`geo_aleppo.scene_parquet.scene_from_parquet`.
        """
        from .scene_parquet import scene_from_parquet

        return scene_from_parquet(mentions, claims, gazetteer=gazetteer, evidence_per_place=evidence_per_place)

    def layer(self, name: str) -> geopandas.GeoDataFrame:
        if name not in LAYERS:
            raise KeyError(f"unknown layer {name!r}; layers are: {', '.join(LAYERS)}")
        return getattr(self, name)


# --- building -------------------------------------------------------------------------


def _evidence(claim: Claim, sampled: dict[int, tuple[int, int]] | None = None) -> dict:
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


def _bounded(claim: Claim) -> Claim:
    """The claim with its quote cut to a window around its place (a sentence may be a whole article)."""
    if len(claim.quote) <= QUOTE_CHARS:
        return claim
    at = claim.quote.find(claim.place_text) if claim.place_text else -1
    focus = (at, at + len(claim.place_text)) if at >= 0 and claim.place_text else None
    return replace(claim, quote=quote_window(claim.quote, 0, len(claim.quote), focus))


def _json(items: Any) -> Any:
    """A list or dict column's value: the Python object itself (the exports write it as JSON)."""
    return json.loads(items) if isinstance(items, str) else items


def _frame(rows: list[dict], columns: list[str]):
    import geopandas

    if not rows:
        return geopandas.GeoDataFrame({c: [] for c in columns}, geometry=[], crs="EPSG:4326")
    return geopandas.GeoDataFrame(rows, columns=[*columns, "geometry"], geometry="geometry", crs="EPSG:4326")


def _column_frame(data: dict[str, list], columns: list[str]):
    """As :func:`_frame`, from a list per column (each as long as the others)."""
    import geopandas

    if not data["geometry"]:
        return _frame([], columns)
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


def build_scene(articles: Sequence[Article] | None = None, gazetteer: Gazetteer | None = None, *,
                progress: bool | None = None, min_confidence: float | None = None) -> Scene:
    """Assemble the layers for ``articles`` (default: the bundled seeds).

    ``progress`` shows a bar on stderr while the articles are read (``None``: only on a terminal).
    ``min_confidence``: the confidence a claim needs to be drawn (against the areas, on the corridors);
    by default the threshold of the calibration (:func:`geo_aleppo.claims.confidence.threshold`). The
    claims layer keeps every claim, with its ``rule`` and ``confidence``.

    Every row carries its evidence. A claim that contradicts a curated control area is kept in
    the area's ``contradicting`` column and in the claims layer's ``area_verdict``, never hidden.
    """
    import pandas as pd

    gazetteer = gazetteer if gazetteer is not None else load_gazetteer()
    articles = list(articles) if articles is not None else load_corpus()

    mentions_by_article: dict[str, list[Mention]] = {}
    claims: list[Claim] = []
    unresolved = []
    seen: dict[str, str] = {}
    for article in articles:  # refuse before any work: a scene holds all its mentions at once
        if len(article.text) > SCENE_MAX_CHARS:
            raise ArticleError(
                f"{article.path}: article {article.id!r} has {len(article.text):,} characters; a map or export "
                f"takes articles of up to {SCENE_MAX_CHARS:,} (split it, or list its places with `parse`)"
            )
    for article in track(articles, desc="scene", enabled=progress):
        if article.id in seen:  # evidence points at (article, offsets): ids must be unique
            raise ArticleError(f"{article.path}: article id {article.id!r} is also the id of {seen[article.id]}")
        seen[article.id] = article.path
        mentions = geoparse(article.text, gazetteer)
        mentions_by_article[article.id] = mentions
        claims += [_bounded(c) for c in extract_claims(article, mentions, gazetteer)]
        unresolved += [
            {
                "article": article.id,
                "start": m.start,
                "end": m.end,
                "text": m.text,
                "quote": quote_window(article.text, *m.sentence, (m.start, m.end)),
            }
            for m in mentions
            if m.place is None
        ]

    places = _place_evidence(articles, mentions_by_article)
    claim_counts = Counter(c.article for c in claims)
    articles_frame = pd.DataFrame(
        [
            {
                "id": a.id,
                "outlet": a.outlet,
                "date": a.date,
                "path": a.path,
                "url": a.url,
                "mention_count": len(mentions_by_article[a.id]),
                "claim_count": claim_counts[a.id],
            }
            for a in articles
        ],
        columns=ARTICLE_COLUMNS,
    )
    unresolved_frame = pd.DataFrame(unresolved, columns=UNRESOLVED_COLUMNS)
    return assemble(gazetteer, claims, places, articles_frame, unresolved_frame, min_confidence=min_confidence)


#: The claims that the areas, corridors and agreement table read one by one (the others only as groups).
CONTEXT_KINDS = frozenset({"control", "route", "distance", "count"})


def shown(claim: Claim, cut: float) -> bool:
    """Whether a claim is drawn at confidence ``cut`` (one of a kind nothing measured, confidence None, is)."""
    return claim.confidence is None or claim.confidence >= cut


def drawn_control(claim: Claim) -> bool:
    """Whether a claim is drawn against the control areas (it names a place and a side)."""
    return claim.kind == "control" and claim.place_key is not None and claim.actor not in (None, "unknown")


def assemble(gazetteer: Gazetteer, claims: list[Claim], places: dict[str, tuple[int, list[str], list[dict]]],
             articles: pandas.DataFrame, unresolved: pandas.DataFrame, *, ids: Sequence[int] | None = None,
             dated: Counter | None = None, grouped: tuple[list, list] | None = None,
             lengths: dict[str, list[Claim]] | None = None, table: pandas.DataFrame | None = None,
             sampled: dict[int, tuple[int, int]] | None = None, min_confidence: float | None = None) -> Scene:
    """Assemble the layers from what the articles said, however it was read (here or from Parquet).

    The areas and corridors read only the claims of confidence >= ``min_confidence`` (by default the
    calibration's threshold); the claims layer and the agreement table keep every claim.

    ``places`` maps a place key to (mention count, article ids, evidence records) in corpus
    order; ``claims`` are the claims of every article, their quotes bounded.

    An aggregated reading (:func:`geo_aleppo.scene_parquet.aggregated_scene_from_parquet`) gives
    instead: in ``claims`` only those the areas, corridors and agreement read (``CONTEXT_KINDS``),
    ``ids`` their positions among all claims, ``dated`` how many claims name each (place_key, date)
    and ``grouped`` the incident and claim groups, each a list of (position, first claim, reports,
    quoted) as :class:`geo_aleppo.scene_aggregate.Groups` gives them, and ``lengths`` the
    corridor-length claims of each corridor (:func:`corridor_of`) and ``table`` the agreement
    table (:class:`geo_aleppo.agreement.Agreement`, its operations from :func:`operations`), and
    ``sampled``: for each claim (by ``id()``) of a group of which only a sample was read, (the
    group's number, its reports), so the areas' and corridors' evidence records can say the true count.
    """
    ids = range(len(claims)) if ids is None else ids
    point = PlacePoints(gazetteer)  # a place's point made when first read, not every place's
    areas = gazetteer.control_areas()
    dated = dated if dated is not None else Counter((c.place_key, c.date) for c in claims)
    operation = _operation_grouper(gazetteer, areas, dated, point)
    verdicts: dict[int, str] = {}
    extents = _Extents(gazetteer, areas, point)
    cut = threshold() if min_confidence is None else min_confidence
    confident = [(i, c) for i, c in zip(ids, claims, strict=True) if shown(c, cut)]
    # a claim that names no side is kept in the claims layer, never drawn as a control fact
    drawn = [(i, c) for i, c in confident if drawn_control(c)]
    located = PlaceCoordinates(p for p in gazetteer if p.type not in _NOT_HELD_TYPES)
    area_rows = [_area_row(area, gazetteer, drawn, point, verdicts, extents, sampled, located) for area in areas]
    corridors = gazetteer.corridors()
    read = [c for _, c in confident]
    lengths = ({key: [c for c in given if shown(c, cut)] for key, given in lengths.items()} if lengths is not None
               else _lengths_by_corridor(corridors, read))
    sides = [(a["controller"], a["geometry"]) for a in areas]
    corridor_rows = [
        _corridor_row(c, read, lengths.get(c["key"], []), operation, gazetteer, sides, sampled) for c in corridors
    ]

    places_frame = _places(places, gazetteer, point)
    if grouped is None:
        incident_rows = [(i, c, 1, []) for i, c in zip(ids, claims, strict=True) if c.kind == "incident"]
        claim_rows = [(i, c, 1, []) for i, c in zip(ids, claims, strict=True)]
    else:
        incident_rows, claim_rows = grouped
    incidents = [
        {
            "key": f"{c.article}:{c.start}:{c.topic}",
            "topic": c.topic,
            "time_reported": c.time_reported,
            "time_utc": c.time_utc,
            "place_key": c.place_key,
            "located_by": c.located_by,
            "article": c.article,
            "outlet": c.outlet,
            "date": c.date,
            "start": c.start,
            "end": c.end,
            "quote": c.quote,
            "reports": reports,
            "quoted": quoted,
            "geometry": point.get(c.place_key),
        }
        for _, c, reports, quoted in incident_rows
    ]
    # the claims layer column by column (every field of a claim is a scalar: no copy of a record)
    layer = [c for _, c, _, _ in claim_rows]
    fields = list(zip(*map(operator.attrgetter(*CLAIM_COLUMNS), layer))) or [()] * len(CLAIM_COLUMNS)
    claim_columns: dict[str, list] = {name: list(values) for name, values in zip(CLAIM_COLUMNS, fields)}
    claim_columns.update(
        operation=[operation(c.place_key, c.date) for c in layer],
        area_verdict=[verdicts.get(i, "") for i, _, _, _ in claim_rows],
        reports=[reports for _, _, reports, _ in claim_rows],
        quoted=[quoted for _, _, _, quoted in claim_rows],
        geometry=[point.get(c.place_key) for c in layer],
    )
    if table is None:
        table = agreement(claims, group_of=lambda claim: operation(claim.place_key, claim.date))
    return Scene(
        places=places_frame,
        control_areas=_frame(area_rows, AREA_COLUMNS),
        corridors=_frame(corridor_rows, CORRIDOR_COLUMNS),
        incidents=_frame(incidents, INCIDENT_COLUMNS),
        claims=_column_frame(claim_columns, columns("claims")),
        articles=articles,
        agreement=_typed_agreement(table),
        unresolved=unresolved,
    )


def _typed_agreement(table: pandas.DataFrame) -> pandas.DataFrame:
    """The agreement table with ``operation`` for ``group`` (a SQL reserved word) and its values as dicts."""
    table = table.rename(columns={"group": "operation"})
    table["values"] = [_json(v) for v in table["values"]]
    return table[AGREEMENT_COLUMNS]


def _place_evidence(articles, mentions_by_article) -> dict[str, tuple[int, list[str], list[dict]]]:
    """Each place's mention count, article ids and evidence records, in corpus order."""
    by_key: dict[str, list[dict]] = {}
    for article in articles:
        for m in mentions_by_article[article.id]:
            if m.place is not None:
                by_key.setdefault(m.place.key, []).append(
                    {
                        "article": article.id,
                        "outlet": article.outlet,
                        "date": article.date,
                        "start": m.start,
                        "end": m.end,
                        "text": m.text,
                        "quote": quote_window(article.text, *m.sentence, (m.start, m.end)),
                    }
                )
    return {key: (len(ev), list(dict.fromkeys(e["article"] for e in ev)), ev) for key, ev in by_key.items()}


def _places(places: dict[str, tuple[int, list[str], list[dict]]], gazetteer: Gazetteer, point):
    rows = []
    for key, (count, article_ids, evidence) in sorted(places.items()):
        place = gazetteer[key]
        rows.append(
            {
                "key": key,
                "name": place.name,
                "name_ar": place.name_ar,
                "type": place.type,
                "variants": list(place.variants),
                "precision_km": place.precision_km,
                "mention_count": count,
                "articles": list(article_ids),
                "evidence": _json(evidence),
                "geometry": point[key],
            }
        )
    return _frame(rows, PLACE_COLUMNS)


def _reach(gazetteer: Gazetteer, key: str, point):
    """The ground a place may cover: its footprint, or a circle of its precision (in metres, locally)."""
    footprint = gazetteer.footprint(key)
    if footprint is not None:
        return footprint
    return buffer_m(point[key], gazetteer[key].precision_km * 1000)


_EXTENT_TYPES = frozenset({"region", "governorate", "country", "continent"})
_NOT_HELD_TYPES = ("country", "continent", "governorate", "region", "border")  # no area lists them as held


def _overlaps(a, b) -> bool:
    """Shapes share ground, not just a border (0.01 km² or more, on the ellipsoid)."""
    return a.intersects(b) and geodesic_area_m2(a.intersection(b)) > 10_000


class _Extents:
    """The ground each place may cover and the sides holding areas there, computed once per place."""

    def __init__(self, gazetteer: Gazetteer, areas: list[dict], point):
        self.gazetteer, self.areas, self.point = gazetteer, areas, point
        self._reach: dict[str, Any] = {}
        self._sides: dict[str, frozenset[str]] = {}

    def reach(self, key: str):
        if key not in self._reach:
            self._reach[key] = _reach(self.gazetteer, key, self.point)
        return self._reach[key]

    def sides(self, key: str) -> frozenset[str]:
        if key not in self._sides:
            self._sides[key] = frozenset(
                a["controller"] for a in self.areas if _overlaps(a["geometry"], self.reach(key))
            )
        return self._sides[key]


def _area_row(
    area: dict, gazetteer: Gazetteer, drawn: list[tuple[int, Claim]], point, verdicts: dict[int, str], extents,
    sampled: dict[int, tuple[int, int]] | None = None, located: PlaceCoordinates | None = None,
) -> dict:
    """The row of a control area, with the control claims (``drawn``: index, claim) that support or contradict it.

    ``located``: the places an area can hold (none of :data:`_NOT_HELD_TYPES`), read once for every area.
    """
    from shapely import prepared

    geometry = area["geometry"]
    inside = prepared.prep(geometry)
    if located is None:
        located = PlaceCoordinates(p for p in gazetteer if p.type not in _NOT_HELD_TYPES)
    holds = keys_within(geometry, located)
    supporting, contradicting = [], []
    # the geometry of a place against this area, once per place (not once per claim)
    contains: dict[str, bool] = {}
    overlaps: dict[str, bool] = {}
    for i, claim in drawn:
        key = claim.place_key
        if claim.scope == "part" or gazetteer[key].type in _EXTENT_TYPES:
            # "rebel-held parts of a city", "a province, most of which a side holds":
            # the claim speaks for the areas of that side within the place's extent
            sides = extents.sides(key)
            if area["controller"] not in sides:
                continue
            if key not in overlaps:
                overlaps[key] = _overlaps(geometry, extents.reach(key))
            if not overlaps[key]:
                continue
            if claim.actor != area["controller"] and claim.actor in sides:
                continue  # another area within the extent answers for this claim
            agrees = claim.actor == area["controller"]
        else:
            if key not in contains:
                contains[key] = inside.contains(point[key])
            if not contains[key]:
                continue
            agrees = claim.actor == area["controller"] and not (
                claim.status == "besieged" and area["status"] != "besieged"
            )
        (supporting if agrees else contradicting).append(_evidence(claim, sampled))
        verdicts[i] = f"{'supports' if agrees else 'contradicts'} {area['key']}"
    return {
        "key": area["key"],
        "name": area["name"],
        "controller": area["controller"],
        "status": area["status"],
        "as_of": area["as_of"],
        "precision_km": area["precision_km"],
        "sources": list(area["sources"]),
        "holds": holds,
        "supporting": _json(supporting),
        "contradicting": _json(contradicting),
        "geometry": geometry,
    }


def operations(gazetteer: Gazetteer, dated: Counter):
    """``operation(place_key, date)``: the operation of a claim, given how many claims name each (place, date)."""
    return _operation_grouper(gazetteer, gazetteer.control_areas(), dated, PlacePoints(gazetteer))


def _operation_grouper(gazetteer: Gazetteer, areas: list[dict], dated: Counter, point):
    """Which operation a claim belongs to: the besieged area its place lies in.

    Figures of the Foua/Kafraya convoy are then compared with each other, not with the Aleppo
    evacuation. A claim with no besieged place belongs to the besieged area that the corpus
    names most (the main subject). A claim dated more than ``OPERATION_WINDOW_DAYS`` from the
    area's ``as_of`` date belongs to no operation: a report of another year is not pooled with it.
    """
    from shapely import prepared

    besieged = [(a["key"], prepared.prep(a["geometry"]), a["geometry"]) for a in areas if a["status"] == "besieged"]

    @functools.cache
    def containing(place_key: str | None) -> str | None:
        if place_key is None or place_key not in point:
            return None
        inside = next((key for key, area, _ in besieged if area.contains(point[place_key])), None)
        if inside or gazetteer[place_key].type not in ("city", "town", "region"):
            return inside
        # "Aleppo", "eastern Aleppo": a city or region whose ground holds a besieged area
        reach = _reach(gazetteer, place_key, point)
        return next((key for key, _, shape in besieged if _overlaps(shape, reach)), None)

    as_of = {a["key"]: a.get("as_of") for a in areas if a["status"] == "besieged"}

    @functools.cache
    def near(key: str, date: str | None) -> bool:
        """Whether a claim dated ``date`` can be about the operation ``key`` (undated: it can)."""
        try:
            day, then = dt.date.fromisoformat(str(date)[:10]), dt.date.fromisoformat(str(as_of.get(key))[:10])
        except ValueError:
            return True
        return abs((day - then).days) <= OPERATION_WINDOW_DAYS

    named: Counter = Counter()
    for (place_key, date), count in dated.items():  # how many claims name each (place, date), in corpus order
        if (key := containing(place_key)) and near(key, date):
            named[key] += count
    main = named.most_common(1)[0][0] if named else ""

    def operation(place_key: str | None, date: str | None = None) -> str:
        key = containing(place_key) or main
        return key if key and near(key, date) else ""

    return operation


def _lengths_by_corridor(corridors: list[dict], claims: list[Claim]) -> dict[str, list[Claim]]:
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
    """The corridor a corridor-length claim is about: whose waypoints its article's routes (``routes``) share most."""
    if claim.kind != "distance" or claim.topic not in ("corridor length", "corridor segment") or not corridors:
        return None
    named = routes | {claim.place_key}
    best = max(corridors, key=lambda k: (len(set(k["waypoints"]) & named), -corridors.index(k)))
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


def _corridor_row(
    corridor: dict, claims: list[Claim], lengths: list[Claim], operation, gazetteer: Gazetteer, sides: list,
    sampled: dict[int, tuple[int, int]] | None = None,
) -> dict:
    waypoints = set(corridor["waypoints"])
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
        "waypoints": list(corridor["waypoints"]),
        "waypoint_names": [gazetteer[k].name for k in corridor["waypoints"]],
        **measured,
        "legs": _json(measured.get("legs", [])),
        "claimed_km": claimed.get("total", math.nan),
        "claimed_parts": claimed_parts,
        "claimed_from": claimed_from,
        "inferred_points": _json(corridor.get("inferred_points", [])),
        "counts": _json(
            [{**_evidence(c, sampled), "topic": c.topic, "value": c.value, "qualifier": c.qualifier} for c in counts]
        ),
        "evidence": _json(
            [{**_evidence(c, sampled), "kind": c.kind, "role": c.role, "value": c.value} for c in evidence]
        ),
        "sources": list(corridor["sources"]),
        "operation": group,
        "geometry": corridor["geometry"],
    }
