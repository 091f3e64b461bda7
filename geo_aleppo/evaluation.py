"""Score the geoparser against gold toponym annotations (GeoWebNews/LGL style).

The gold file is JSON Lines, one mention per line, with ``file``, ``start``, ``end``,
``surface``, ``place_key``, ``kind`` and optional ``alt_keys``. Scoring follows
``shared/eval/README.md``: gold positives are the ``literal`` and ``metonymic``
mentions; a prediction hits when it overlaps a positive with the same key (the
lenient score also accepts ``alt_keys``); each gold mention is hit once;
predictions on ``boilerplate`` are ignored; anything else is a false positive.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from .errors import ArticleError
from .gazetteer import Gazetteer
from .geoparser import Mention, geoparse

__all__ = ["Score", "evaluate", "read_gold"]

POSITIVE = frozenset({"literal", "metonymic"})


@dataclass
class Score:
    """Precision, recall and F1 with the misses and false positives behind them."""

    hits: int = 0
    misses: list[dict] = field(default_factory=list)
    false_positives: list[dict] = field(default_factory=list)

    @property
    def precision(self) -> float:
        found = self.hits + len(self.false_positives)
        return self.hits / found if found else 0.0

    @property
    def recall(self) -> float:
        gold = self.hits + len(self.misses)
        return self.hits / gold if gold else 0.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


def read_gold(path: str | Path) -> list[dict]:
    """Read a gold JSON Lines file; a bad line raises ArticleError naming it."""
    rows = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
                for name in ("file", "start", "end", "place_key", "kind"):
                    row[name]  # noqa: B018 - presence check
            except (json.JSONDecodeError, KeyError, TypeError) as exc:
                raise ArticleError(f"{path}, line {number}: not a gold record ({exc})") from None
            rows.append(row)
    return rows


def _overlaps(a_start: int, a_end: int, b: dict) -> bool:
    return a_start < b["end"] and b["start"] < a_end


def score_file(gold: list[dict], mentions: list[Mention], *, lenient: bool = False) -> Score:
    """Score the mentions of one file against that file's gold rows."""
    score = Score()
    positives = [g for g in gold if g["kind"] in POSITIVE]
    hit = [False] * len(positives)
    for m in mentions:
        if m.role != "place":
            continue  # adjectives and organisation names are marked, so they are not predictions
        if any(g["kind"] == "boilerplate" and _overlaps(m.start, m.end, g) for g in gold):
            continue
        for i, g in enumerate(positives):
            keys = {g["place_key"], *(g.get("alt_keys") or [])} if lenient else {g["place_key"]}
            if not hit[i] and _overlaps(m.start, m.end, g) and m.place_key in keys:
                hit[i] = True
                score.hits += 1
                break
        else:
            score.false_positives.append({"start": m.start, "end": m.end, "surface": m.text, "place_key": m.place_key})
    score.misses.extend(g for g, was_hit in zip(positives, hit) if not was_hit)
    return score


def evaluate(
    gold_path: str | Path, seeds_dir: str | Path, gazetteer: Gazetteer | None = None, *, lenient: bool = False
) -> Score:
    """Geoparse every file named in the gold file and score the result."""
    gold = read_gold(gold_path)
    total = Score()
    for name in sorted({g["file"] for g in gold}):
        path = Path(seeds_dir) / name
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise ArticleError(f"{path}: cannot read the article named in the gold file ({exc.strerror})") from None
        file_score = score_file([g for g in gold if g["file"] == name], geoparse(text, gazetteer), lenient=lenient)
        total.hits += file_score.hits
        total.misses.extend(file_score.misses)
        total.false_positives.extend({"file": name, **fp} for fp in file_score.false_positives)
    return total
