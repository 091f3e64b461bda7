"""A scene from articles: geoparse each, read its claims, then assemble the layers (:mod:`.assemble`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from .._progress import track
from ..claims import Claim, extract_claims
from ..corpus import SCENE_MAX_CHARS, Article, load_corpus, quote_window
from ..errors import ArticleError
from ..gazetteer import Gazetteer, load_gazetteer
from ..geoparsing import Mention, geoparse
from .assemble import assemble
from .model import ARTICLE_COLUMNS, UNRESOLVED_COLUMNS, Scene, bounded

__all__ = ["build_scene"]


def build_scene(
    articles: Sequence[Article] | None = None,
    gazetteer: Gazetteer | None = None,
    *,
    progress: bool | None = None,
    min_confidence: float | None = None,
) -> Scene:
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
        claims += [bounded(c) for c in extract_claims(article, mentions, gazetteer)]
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

    places = _placeevidence_record(articles, mentions_by_article)
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


def _placeevidence_record(articles, mentions_by_article) -> dict[str, tuple[int, list[str], list[dict]]]:
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
