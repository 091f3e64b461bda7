"""Assemble the layers of a scene from what the articles said, however it was read (here or from Parquet)."""

from __future__ import annotations

import operator
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..claims import CLAIM_COLUMNS, Claim
from ..claims.confidence import threshold
from ..gazetteer import Gazetteer
from .agreement import agreement
from .areas import NOT_HELD_TYPES, Extents, area_row, operation_grouper
from .corridors import corridor_row, lengths_by_corridor
from .model import (
    AGREEMENT_COLUMNS,
    AREA_COLUMNS,
    CORRIDOR_COLUMNS,
    INCIDENT_COLUMNS,
    PLACE_COLUMNS,
    Scene,
    column_frame,
    frame,
    json_value,
)
from .place_points import PlaceCoordinates, PlacePoints
from .schema import columns

if TYPE_CHECKING:  # pragma: no cover
    import pandas

__all__ = ["assemble", "CONTEXT_KINDS", "drawn_control"]


#: The claims that the areas, corridors and agreement table read one by one (the others only as groups).
CONTEXT_KINDS = frozenset({"control", "route", "distance", "count"})


def shown(claim: Claim, cut: float) -> bool:
    """Whether a claim is drawn at confidence ``cut`` (one of a kind nothing measured, confidence None, is)."""
    return claim.confidence is None or claim.confidence >= cut


def drawn_control(claim: Claim) -> bool:
    """Whether a claim is drawn against the control areas (it names a place and a side)."""
    return claim.kind == "control" and claim.place_key is not None and claim.actor not in (None, "unknown")


def assemble(
    gazetteer: Gazetteer,
    claims: list[Claim],
    places: dict[str, tuple[int, list[str], list[dict]]],
    articles: pandas.DataFrame,
    unresolved: pandas.DataFrame,
    *,
    ids: Sequence[int] | None = None,
    dated: Counter | None = None,
    grouped: tuple[list, list] | None = None,
    lengths: dict[str, list[Claim]] | None = None,
    table: pandas.DataFrame | None = None,
    sampled: dict[int, tuple[int, int]] | None = None,
    min_confidence: float | None = None,
) -> Scene:
    """Assemble the layers from what the articles said, however it was read (here or from Parquet).

    The areas and corridors read only the claims of confidence >= ``min_confidence`` (by default the
    calibration's threshold); the claims layer and the agreement table keep every claim.

    ``places`` maps a place key to (mention count, article ids, evidence records) in corpus
    order; ``claims`` are the claims of every article, their quotes bounded.

    An aggregated reading (:func:`geo_aleppo.scene.parquet_aggregate.aggregated_scene_from_parquet`)
    gives instead: in ``claims`` only those the areas, corridors and agreement read
    (``CONTEXT_KINDS``), ``ids`` their positions among all claims, ``dated`` how many claims name
    each (place_key, date) and ``grouped`` the incident and claim groups, each a list of (position,
    first claim, reports, quoted) as :class:`geo_aleppo.scene.aggregate.Groups` gives them, and
    ``lengths`` the corridor-length claims of each corridor
    (:func:`geo_aleppo.scene.corridors.corridor_of`) and ``table`` the agreement table
    (:class:`geo_aleppo.scene.agreement.Agreement`, its operations from
    :func:`geo_aleppo.scene.areas.operations`), and
    ``sampled``: for each claim (by ``id()``) of a group of which only a sample was read, (the
    group's number, its reports), so the areas' and corridors' evidence records can say the true count.
    """
    ids = range(len(claims)) if ids is None else ids
    point = PlacePoints(gazetteer)  # a place's point made when first read, not every place's
    areas = gazetteer.control_areas()
    dated = dated if dated is not None else Counter((c.place_key, c.date) for c in claims)
    operation = operation_grouper(gazetteer, areas, dated, point)
    verdicts: dict[int, str] = {}
    extents = Extents(gazetteer, areas, point)
    cut = threshold() if min_confidence is None else min_confidence
    confident = [(i, c) for i, c in zip(ids, claims, strict=True) if shown(c, cut)]
    # a claim that names no side is kept in the claims layer, never drawn as a control fact
    drawn = [(i, c) for i, c in confident if drawn_control(c)]
    located = PlaceCoordinates(p for p in gazetteer if p.type not in NOT_HELD_TYPES)
    area_rows = [area_row(area, gazetteer, drawn, point, verdicts, extents, sampled, located) for area in areas]
    corridors = gazetteer.corridors()
    read = [c for _, c in confident]
    lengths = (
        {key: [c for c in given if shown(c, cut)] for key, given in lengths.items()}
        if lengths is not None
        else lengths_by_corridor(corridors, read)
    )
    sides = [(a["controller"], a["geometry"]) for a in areas]
    corridor_rows = [
        corridor_row(c, read, lengths.get(c["key"], []), operation, gazetteer, sides, sampled) for c in corridors
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
        control_areas=frame(area_rows, AREA_COLUMNS),
        corridors=frame(corridor_rows, CORRIDOR_COLUMNS),
        incidents=frame(incidents, INCIDENT_COLUMNS),
        claims=column_frame(claim_columns, columns("claims")),
        articles=articles,
        agreement=_typed_agreement(table),
        unresolved=unresolved,
    )


def _typed_agreement(table: pandas.DataFrame) -> pandas.DataFrame:
    """The agreement table with ``operation`` for ``group`` (a SQL reserved word) and its values as dicts."""
    table = table.rename(columns={"group": "operation"})
    table["values"] = [json_value(v) for v in table["values"]]
    return table[AGREEMENT_COLUMNS]


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
                "evidence": json_value(evidence),
                "geometry": point[key],
            }
        )
    return frame(rows, PLACE_COLUMNS)
