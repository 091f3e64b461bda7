"""Score the claims against a hand-written gold: precision, recall and F1 per kind and language.

The gold is JSON Lines, one claim a line: ``article`` (the file name), ``kind`` (control, count,
distance, route), ``place_key``, ``actor``, ``status``, ``value``, ``unit``, ``topic``, ``role`` and
``quote`` (an exact substring of the article). Matching:

- control on (article, place_key, actor, status). In the gold a besieged place has the *besieger*
  as its actor (unknown when the text names none); a claim of ours keeps the holder as ``actor``
  and the besieger in ``besieger``, so it is scored as (besieger or unknown, besieged), and a
  besieged place whose holder the text names ("a besieged rebel-held enclave") also as (holder, held);
- count on (article, value, unit), and "topic right" when the topic is the gold's too;
- distance on (article, value in km, to 0.01 km);
- route on (article, place_key, role).

Only the claims whose confidence meets a threshold are scored (by default the threshold of
``claims/rules/confidence.toml``: the one the scene and the map draw at); ``all_scores`` holds the figures of
every claim. Each gold claim is matched once; predictions with the same key count once. The language of an
article is its ``LANG:`` header, else Arabic when Arabic letters outnumber Latin ones.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from ..claims import Claim, extract_claims
from ..claims.confidence import text_language, threshold
from ..corpus import load_corpus
from ..errors import ArticleError
from ..gazetteer import Gazetteer, load_gazetteer
from ..io import printable
from .gold import gold_lines

__all__ = ["KindScore", "ClaimsScore", "evaluate_claims", "read_claims_gold", "KINDS"]

KINDS = ("control", "count", "distance", "route")


@dataclass
class KindScore:
    """Matches of one kind in one language."""

    gold: int = 0
    predicted: int = 0
    hits: int = 0
    topic_hits: int = 0

    @property
    def precision(self) -> float:
        return self.hits / self.predicted if self.predicted else 0.0

    @property
    def recall(self) -> float:
        return self.hits / self.gold if self.gold else 0.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    @property
    def topic_recall(self) -> float:
        """Gold counts matched with the right topic, over all gold counts."""
        return self.topic_hits / self.gold if self.gold else 0.0


@dataclass
class ClaimsScore:
    """Scores by (language, kind) of the claims at or above ``threshold``; ``all_scores`` of every claim.

    The misses, false positives and wrong topics are those of the claims at or above the threshold.
    """

    scores: dict[tuple[str, str], KindScore] = field(default_factory=dict)
    all_scores: dict[tuple[str, str], KindScore] = field(default_factory=dict)
    threshold: float = 0.0
    misses: list[dict] = field(default_factory=list)
    false_positives: list[dict] = field(default_factory=list)
    wrong_topics: list[dict] = field(default_factory=list)
    articles: dict[str, str] = field(default_factory=dict)  # file name -> language


def read_claims_gold(path: str | Path) -> list[dict]:
    """Read the claims gold; a bad line raises ArticleError naming the file and line."""
    rows = []
    for where, row in gold_lines(path, "claims gold", "claims gold record"):
        if not isinstance(row, dict) or not isinstance(row.get("article"), str) or row.get("kind") not in KINDS:
            raise ArticleError(f"{where}: a claims gold record needs 'article' and a 'kind' of {', '.join(KINDS)}")
        if row["kind"] in ("count", "distance") and not isinstance(row.get("value"), int | float):
            raise ArticleError(f"{where}: a {row['kind']} needs a numeric 'value'")
        rows.append(row)
    return rows


def _number(value: float | None) -> float | None:
    return None if value is None else round(float(value), 2)


def gold_key(row: dict) -> tuple:
    """The key a gold claim is matched on (without its article)."""
    kind = row["kind"]
    if kind == "control":
        return (kind, row.get("place_key"), row.get("actor") or "unknown", row.get("status"))
    if kind == "count":
        return (kind, _number(row.get("value")), row.get("unit"))
    if kind == "distance":
        return (kind, _number(row.get("value")))
    return (kind, row.get("place_key"), row.get("role"))


def claim_keys(claim: Claim) -> list[tuple]:
    """The keys a claim of ours is matched on, in the gold's conventions (see the module)."""
    if claim.kind == "control":
        if claim.status == "besieged":
            keys = [("control", claim.place_key, claim.besieger or "unknown", "besieged")]
            if claim.besieger is None and claim.actor not in (None, "unknown"):
                keys.append(("control", claim.place_key, claim.actor, "held"))
            return keys
        return [("control", claim.place_key, claim.actor or "unknown", claim.status)]
    if claim.kind == "count":
        return [("count", _number(claim.value), claim.unit)]
    if claim.kind == "distance":
        return [("distance", _number(claim.value))]
    if claim.kind == "route":
        return [("route", claim.place_key, claim.role)]
    return []


def _count_all(s: KindScore, gold_rows: list[tuple[tuple, dict]], found: dict[tuple, set], kind: str) -> None:
    """Add one article's matches of ``kind`` to ``s``: each gold key once, each predicted key once."""
    wanted = [(key, row) for key, row in gold_rows if key[0] == kind]
    s.gold += len(wanted)
    s.predicted += sum(key[0] == kind for key in found)
    used: set[tuple] = set()
    for key, row in wanted:
        if key in found and key not in used:
            used.add(key)
            s.hits += 1
            s.topic_hits += kind != "count" or row.get("topic") in found[key]


def evaluate_claims(
    gold_path: str | Path,
    folder: str | Path | None = None,
    gazetteer: Gazetteer | None = None,
    cut: float | None = None,
) -> ClaimsScore:
    """Score :func:`extract_claims` on the articles of ``folder`` against the gold.

    Parameters
    ----------
    gold_path : str or Path
        The claims gold (JSON Lines).
    folder : str or Path, optional
        The articles; by default the gold file's folder.
    gazetteer : Gazetteer, optional
        By default the bundled one.
    cut : float, optional
        The confidence a claim needs to be scored; by default the drawing threshold. A claim with no
        confidence (a kind nothing measured) is always scored.

    Returns
    -------
    ClaimsScore
        Per (language, kind) scores of the claims at or above ``cut``, misses and false positives; the scores
        of all claims in ``all_scores``.
    """
    gazetteer = gazetteer if gazetteer is not None else load_gazetteer()
    gold = read_claims_gold(gold_path)
    folder = Path(folder) if folder is not None else Path(gold_path).parent
    articles = {Path(a.path).name: a for a in load_corpus(folder)}
    unknown = sorted({row["article"] for row in gold} - set(articles))
    if unknown:
        raise ArticleError(
            f"{printable(str(gold_path))}: the gold names articles not in {folder}: {', '.join(unknown[:3])}"
        )
    score = ClaimsScore(threshold=threshold() if cut is None else cut)
    for name, article in sorted(articles.items()):
        language = score.articles[name] = text_language(article.text)
        gold_rows = [(gold_key(row), row) for row in gold if row["article"] == name]
        predicted: dict[tuple, list[Claim]] = defaultdict(list)
        every: dict[tuple, set] = defaultdict(set)  # every claim's keys, with their topics
        for claim in extract_claims(article, gazetteer=gazetteer):
            kept = claim.confidence is None or claim.confidence >= score.threshold
            for key in claim_keys(claim):
                every[key].add(claim.topic)
                if kept:
                    predicted[key].append(claim)
        for kind in KINDS:
            _count_all(score.all_scores.setdefault((language, kind), KindScore()), gold_rows, every, kind)
            s = score.scores.setdefault((language, kind), KindScore())
            wanted = [(k, r) for k, r in gold_rows if k[0] == kind]
            found = {k: c for k, c in predicted.items() if k[0] == kind}
            s.gold += len(wanted)
            s.predicted += len(found)
            used: set[tuple] = set()
            for key, row in wanted:
                if key in found and key not in used:
                    used.add(key)
                    s.hits += 1
                    topics = {c.topic for c in found[key]}
                    if kind != "count" or row.get("topic") in topics:
                        s.topic_hits += 1
                    else:
                        score.wrong_topics.append(
                            {
                                "article": name,
                                "key": key,
                                "gold": row.get("topic"),
                                "predicted": sorted(t or "" for t in topics),
                                "quote": row.get("quote"),
                            }
                        )
                else:
                    score.misses.append({"article": name, "language": language, "key": key, "quote": row.get("quote")})
            for key, claims in found.items():
                if key not in used:
                    score.false_positives.append(
                        {"article": name, "language": language, "key": key, "quote": claims[0].quote}
                    )
    return score
