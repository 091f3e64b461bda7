"""The aggregated scene of the Parquet datasets, read in flat memory (claims reduced to groups as they are read)."""

from __future__ import annotations

import logging
import os
from collections import Counter
from dataclasses import fields

from ..claims import Claim
from ..gazetteer import Gazetteer, load_gazetteer
from .aggregate import QUOTED, Groups, claim_keys, incident_keys
from .agreement import Agreement
from .areas import operations
from .assemble import CONTEXT_KINDS, assemble
from .corridors import corridor_of
from .model import ARTICLE_COLUMNS, UNRESOLVED_COLUMNS, Scene, bounded
from .parquet import claim_batches, read_places

__all__ = ["aggregated_scene_from_parquet"]

log = logging.getLogger(__name__)


class _Lengths:
    """Corridor-length claims given to their corridors article by article, the first ``limit`` of each kind kept.

    An article's claims are contiguous in a dataset (rows in (article, start) order), so its
    routes are known when the article ends; only the routes of the current article are held.
    """

    def __init__(self, corridors: list[dict], limit: int) -> None:
        self.corridors, self.limit = corridors, limit
        self.article: str | None = None
        self.routes: set[str] = set()
        self.pending: list[Claim] = []
        self.kept: dict[str, list[Claim]] = {}
        self.given: dict[str, int] = {}  # how many a corridor would keep with no limit

    def add(self, claim: Claim) -> None:
        if claim.article != self.article:
            self.flush()
            self.article = claim.article
        if claim.kind == "route" and claim.place_key:
            self.routes.add(claim.place_key)
        elif claim.kind == "distance":
            self.pending.append(claim)

    def flush(self) -> None:
        given = [(key, c) for c in self.pending if (key := corridor_of(self.corridors, c, self.routes)) is not None]
        totals = set()
        told = {key for key, claim in given if claim.topic == "corridor length"}
        for key, _ in given:
            if key in told:
                self.given[key] = self.given.get(key, 0) + 1
        for key, claim in given:  # a corridor's first totals, and the segments of the articles that give one
            kept = self.kept.setdefault(key, [])
            if claim.topic == "corridor length" and sum(c.topic == "corridor length" for c in kept) < self.limit:
                totals.add(key)
        for key, claim in given:
            if key in totals:
                self.kept[key].append(claim)
        self.routes, self.pending = set(), []


def aggregated_scene_from_parquet(
    mentions: str | os.PathLike,
    claims: str | os.PathLike | None = None,
    *,
    gazetteer: Gazetteer | None = None,
    evidence_per_place: int = 3,
    evidence_per_group: int = 3,
    context_per_group: int = 10,
    batch_rows: int = 5_000,
) -> Scene:
    """The aggregated scene of the datasets, read in flat memory: ``aggregate(Scene.from_parquet(...))``.

    The claims are read ``batch_rows`` at a time and reduced at once to their groups (the
    :class:`geo_aleppo.scene.aggregate.Groups` that :func:`geo_aleppo.scene.aggregate` uses), so no
    claim is kept but the first reports of each group. The control areas, corridors and agreement
    table read at most ``context_per_group`` claims of each claim group (the first in (article,
    start) order; the claims layer's ``reports`` count them all; an evidence record of a group read
    in part carries ``group`` and ``reports``, so the map prints "10 of 69"). A corpus with no group larger
    than that gives exactly ``aggregate(build_scene(...))`` of the same articles, with
    ``evidence_per_place`` evidence records per place.

    Parameters
    ----------
    mentions, claims, gazetteer
        As for :func:`scene_from_parquet`.
    evidence_per_place
        The evidence records kept per place (its counts and article ids count every mention).
    evidence_per_group
        The quote records kept per incident or claim group (at least 1).
    context_per_group
        The claims of a group that the areas, corridors and agreement table read (at least 1).
    batch_rows
        How many claim rows are read at a time.

    Returns
    -------
    Scene
        The scene with incidents and claims aggregated.
    """
    if evidence_per_group < 1 or context_per_group < 1 or batch_rows < 1:
        raise ValueError("evidence_per_group, context_per_group and batch_rows must be at least 1")
    gazetteer = gazetteer if gazetteer is not None else load_gazetteer()
    claims_file, articles, places, unresolved = read_places(mentions, claims, evidence_per_place)
    names = [f.name for f in fields(Claim)]
    incidents, layer, context = Groups(evidence_per_group), Groups(evidence_per_group), Groups(context_per_group)
    dated: Counter = Counter()
    for batch in claim_batches(claims_file, ["place_key", "date"], batch_rows):  # which operation is the main one
        dated.update(zip(batch["place_key"], batch["date"], strict=True))
    operation = operations(gazetteer, dated)
    table = Agreement(context_per_group)
    lengths = _Lengths(gazetteer.corridors(), context_per_group)
    seen = 0
    for batch in claim_batches(claims_file, names, batch_rows):
        n = len(batch["kind"])
        for i in range(n):
            if batch["kind"][i] == "count":
                c = Claim(*(batch[name][i] for name in names))
                table.add(c, operation(c.place_key, c.date))
        orders = [(str(a), int(s or 0), seen + i) for i, (a, s) in enumerate(zip(batch["article"], batch["start"]))]
        made: dict[int, Claim] = {}

        def claim(i: int, batch=batch, made=made) -> Claim:
            if i not in made:
                made[i] = bounded(Claim(*(batch[name][i] for name in names)))
            return made[i]

        def record(i: int, claim=claim) -> dict:
            c = claim(i)
            return {name: getattr(c, name) for name in QUOTED}

        ones, none = [1] * n, [None] * n
        keys = claim_keys(batch)
        layer.add(keys, orders, ones, none, row=lambda i, claim=claim, seen=seen: (i + seen, claim(i)), record=record)
        wanted = [i for i in range(n) if batch["kind"][i] in CONTEXT_KINDS]
        # the context groups are finer: every claim of one has the same verdict on an area and place in a corridor
        scoped = [(*keys[i], batch["scope"][i], operation(batch["place_key"][i], batch["date"][i])) for i in wanted]
        context.add(
            scoped,
            [orders[i] for i in wanted],
            ones,
            none,
            row=lambda i: None,
            record=lambda j, wanted=wanted, claim=claim, seen=seen: (wanted[j] + seen, claim(wanted[j])),
        )
        for i in range(n):
            if batch["kind"][i] in ("route", "distance"):
                lengths.add(claim(i))
        chosen = [i for i in range(n) if batch["kind"][i] == "incident"]
        if chosen:
            columns = {name: [batch[name][i] for i in chosen] for name in ("place_key", "topic", "date")}
            columns["point"] = [None] * len(chosen)  # no place, no point: as build_scene's incidents
            incidents.add(
                incident_keys(columns),
                [orders[i] for i in chosen],
                ones,
                none,
                row=lambda j, chosen=chosen, claim=claim, seen=seen: (chosen[j] + seen, claim(chosen[j])),
                record=lambda j, chosen=chosen, record=record: record(chosen[j]),
            )
        seen += n
    lengths.flush()
    kept = sorted(r for _, _, _, records in context.groups.values() for _, _, r in records)
    sampled = {
        id(c): (number, count)  # the groups read only in part: their claims say the true count
        for number, (key, (_, _, count, records)) in enumerate(context.groups.items())
        if count > len(records) and key[0] != "distance"  # lengths: read apart, per corridor
        for _, _, (_, c) in records
    }
    sampled.update(
        {
            id(c): (f"lengths of {key}", lengths.given[key])
            for key, kept in lengths.kept.items()
            if lengths.given.get(key, 0) > len(kept)
            for c in kept
        }
    )
    grouped = (
        [(*row, count, quoted) for row, count, quoted in incidents.rows()],
        [(*row, count, quoted) for row, count, quoted in layer.rows()],
    )
    log.info(
        "read %d claims as %d incident groups, %d claim groups, %d claims of context",
        seen,
        len(grouped[0]),
        len(grouped[1]),
        len(kept),
    )
    import pandas as pd

    return assemble(
        gazetteer,
        [c for _, c in kept],
        places,
        pd.DataFrame(list(articles.values()), columns=ARTICLE_COLUMNS),
        pd.DataFrame(unresolved, columns=UNRESOLVED_COLUMNS),
        ids=[i for i, _ in kept],
        dated=dated,
        grouped=grouped,
        lengths=lengths.kept,
        table=table.frame(),
        sampled=sampled,
    )
