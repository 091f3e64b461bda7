"""Claims scores of a development set, split into its rule part and its calibration part (issue 22).

The calibration part is listed in ``CALIBRATION`` beside the gold (one file name a line, ``#`` comments): no
rule is written looking at those reports, and their figures are read apart. Usage::

    python benchmarks/eval_split.py tests/data/claims_dev [tests/data/claims_holdout ...]

prints one table per set and part, as ``geo-aleppo eval-claims`` does (no misses). Only development sets.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

from geo_aleppo.evaluation.claims import KINDS, evaluate_claims

_BLIND = ("claims_holdout2", "claims_holdout3", "claims_holdout4")


def calibration(folder: Path) -> frozenset[str]:
    """The file names of the calibration part of ``folder`` (its ``CALIBRATION`` list)."""
    lines = (folder / "CALIBRATION").read_text(encoding="utf-8").splitlines()
    return frozenset(line.strip() for line in lines if line.strip() and not line.startswith("#"))


def part(folder: Path, names: set[str], into: Path) -> Path:
    """A folder holding ``names`` of ``folder``, its manifest and the gold rows of those reports."""
    for name in names:
        (into / name).symlink_to((folder / name).resolve())
    manifest = folder / "manifest.csv"
    if manifest.exists():
        shutil.copy(manifest, into / "manifest.csv")
    gold = [
        line
        for line in (folder / "gold.ndjson").read_text(encoding="utf-8").splitlines()
        if any(f'"article": "{n}"' in line for n in names)
    ]
    (into / "gold.ndjson").write_text("\n".join(gold) + "\n", encoding="utf-8")
    return into / "gold.ndjson"


def main(folders: list[str], misses: str | None = None) -> None:
    """Print the tables; with ``misses`` (a kind), also the rule part's misses and false positives of it."""
    for given in folders:
        folder = Path(given)
        if folder.name in _BLIND:
            raise SystemExit(f"{folder}: a blind set is never run here")
        reports = {p.name for p in folder.iterdir() if p.suffix == ".txt" and p.name[:2].isdigit()}
        held = calibration(folder)
        for label, names in (("rule part", reports - held), ("calibration part", reports & held)):
            with tempfile.TemporaryDirectory() as tmp:
                score = evaluate_claims(part(folder, names, Path(tmp)), tmp)
            print(f"{folder.name} {label}: {len(names)} reports")
            print("lang  kind      gold  pred  hits  precision  recall  F1")
            for lang in sorted(set(score.articles.values())):
                for kind in KINDS:
                    s = score.scores[(lang, kind)]
                    if kind in ("control", "route"):
                        print(
                            f"{lang:5} {kind:9} {s.gold:5} {s.predicted:5} {s.hits:5}  {s.precision:9.3f}  "
                            f"{s.recall:6.3f}  {s.f1:.3f}"
                        )
            if misses and label == "rule part":  # never the calibration part's
                for what, rows in (("miss", score.misses), ("false positive", score.false_positives)):
                    for row in rows:
                        if row["key"][0] == misses and row["language"] == "en":
                            print(what, row["article"], *row["key"][1:], repr(row["quote"])[:200], sep="\t")


if __name__ == "__main__":
    args = sys.argv[1:]
    kind = args.pop(args.index("--misses") + 1) if "--misses" in args else None
    args = [a for a in args if a != "--misses"]
    main(args or ["tests/data/claims_dev", "tests/data/claims_holdout"], kind)
