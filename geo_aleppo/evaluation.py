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

from ._io import printable
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
    """Read a gold JSON Lines file; a bad line raises ArticleError naming it.

    Each record names an article by a relative path (``file``) with no ``..``; ``start`` and
    ``end`` are integers; ``alt_keys``, when present, is a list of place keys.
    """
    rows = []
    try:
        with open(path, encoding="utf-8") as handle:
            lines = list(enumerate(handle, 1))
    except OSError as exc:
        raise ArticleError(f"{printable(path)}: cannot read the gold file ({exc.strerror})") from None
    except UnicodeDecodeError as exc:
        raise ArticleError(f"{printable(path)}: the gold file is not UTF-8 (byte offset {exc.start})") from None
    for number, line in lines:
        if not line.strip():
            continue
        where = f"{printable(path)}, line {number}"
        try:
            row = json.loads(line)
        except (ValueError, RecursionError) as exc:
            raise ArticleError(f"{where}: not a gold record ({exc})") from None
        rows.append(_checked(row, where))
    return rows


def _checked(row: object, where: str) -> dict:
    if not isinstance(row, dict):
        raise ArticleError(f"{where}: not a gold record (a JSON object is needed)")
    missing = [name for name in ("file", "start", "end", "place_key", "kind") if name not in row]
    if missing:
        raise ArticleError(f"{where}: not a gold record (no {', '.join(missing)})")
    file = row["file"]
    if not isinstance(file, str) or not file or Path(file).is_absolute() or ".." in Path(file).parts:
        raise ArticleError(f"{where}: 'file' must be a path inside the seeds folder, not {printable(repr(file))}")
    if not all(isinstance(row[k], int) and not isinstance(row[k], bool) for k in ("start", "end")):
        raise ArticleError(f"{where}: 'start' and 'end' must be integers")
    alt = row.get("alt_keys")
    if alt is not None and not (isinstance(alt, list) and all(isinstance(k, str) for k in alt)):
        raise ArticleError(f"{where}: 'alt_keys' must be a list of place keys, not {printable(repr(alt))[:80]}")
    return row


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
    root = Path(seeds_dir).resolve()
    for name in sorted({g["file"] for g in gold}):
        path = (root / name).resolve()
        if not path.is_relative_to(root):  # a link that leads out of the folder
            raise ArticleError(f"{printable(gold_path)}: {printable(name)} is outside the seeds folder {printable(root)}")
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise ArticleError(
                f"{printable(path)}: cannot read the article named in the gold file ({exc.strerror})"
            ) from None
        except UnicodeDecodeError as exc:
            raise ArticleError(f"{printable(path)}: not UTF-8 (byte offset {exc.start})") from None
        file_score = score_file([g for g in gold if g["file"] == name], geoparse(text, gazetteer), lenient=lenient)
        total.hits += file_score.hits
        total.misses.extend(file_score.misses)
        total.false_positives.extend({"file": name, **fp} for fp in file_score.false_positives)
    return total
