"""Write geo_aleppo/claims/rules/confidence.toml: each claim rule's precision on the calibration part (issue 22).

Usage::

    python -m scripts.calibrate_claims [--check]

Reads the development sets tests/data/claims_dev and tests/data/claims_holdout (never a blind set). The
calibration part (each set's ``CALIBRATION`` list) gives every rule its confidence (rule, else family, else kind:
see geo_aleppo/claims/calibration.py); the whole of both sets gives the threshold, the lowest confidence at which
the kept claims have precision >= 0.90. ``--check`` writes nothing and exits 1 when the committed file differs in
any figure. The file is generated: never edit it by hand.

A rule's examples are the distinct (article, key) pairs its claims are matched on, in the scorer's matching
(``claim_keys`` of the claims scorer); a hit is a pair the gold holds. A rule with fewer than ``MINIMUM``
examples takes its family's figure (the ``family`` of the rules data, per language and kind), a family with too
few its kind's (per language, then both languages, then the whole development set). The lookup at read time
is geo_aleppo/claims/confidence.py.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from geo_aleppo.claims.confidence import rule_key, rule_language, text_language
from geo_aleppo.claims.extract import extract_claims
from geo_aleppo.corpus import load_corpus
from geo_aleppo.evaluation.claims import KINDS, claim_keys, gold_key, read_claims_gold
from geo_aleppo.gazetteer import Gazetteer, load_gazetteer

#: The fewest calibration examples a rule (then a family) needs to keep its own figure.
MINIMUM = 10
#: The precision the drawing threshold is chosen for.
TARGET = 0.90
_BLIND = ("claims_holdout2", "claims_holdout3", "claims_holdout4")


@dataclass(frozen=True, slots=True)
class Read:
    """One (article, key) that a claim was matched on: its language, kind, rule key and whether the gold has it."""

    article: str
    key: tuple
    language: str
    kind: str
    rule: str | None
    hit: bool


@dataclass(frozen=True, slots=True)
class Figure:
    """A measured precision: examples, hits, and which figure a rule took (rule, family or kind)."""

    examples: int
    hits: int
    confidence: float
    source: str


def known_rules() -> dict[str, str]:
    """Every rule of the rules data (``claims/rules/<kind>_<lang>.toml``): its key -> its family's key."""
    out = {}
    for path in sorted(resources.files("geo_aleppo.claims").joinpath("rules").iterdir(), key=lambda p: p.name):
        stem = path.name.removesuffix(".toml")
        if not path.name.endswith(".toml") or stem.count("_") != 1:
            continue
        kind, lang = stem.split("_")
        for row in tomllib.loads(path.read_text(encoding="utf-8")).get("rule", ()):
            out[f"{lang}.{kind}.{row['name']}"] = f"{lang}.{kind}.{row.get('family', kind)}"
    return out


def calibration_names(folder: Path) -> frozenset[str]:
    """The file names of the calibration part of ``folder`` (its ``CALIBRATION`` list)."""
    lines = (folder / "CALIBRATION").read_text(encoding="utf-8").splitlines()
    return frozenset(line.strip() for line in lines if line.strip() and not line.startswith("#"))


def read_set(folder: Path, gazetteer: Gazetteer, names: Iterable[str] | None = None) -> list[Read]:
    """Read the claims of the reports ``names`` of ``folder`` (all by default) and match them with its gold."""
    if folder.name in _BLIND:
        raise SystemExit(f"{folder}: a blind set is never run here")
    wanted = None if names is None else set(names)
    gold: dict[str, set[tuple]] = defaultdict(set)
    for row in read_claims_gold(folder / "gold.ndjson"):
        gold[row["article"]].add(gold_key(row))
    out: list[Read] = []
    for article in sorted(load_corpus(folder), key=lambda a: Path(a.path).name):
        name = Path(article.path).name
        if wanted is not None and name not in wanted:
            continue
        language = text_language(article.text)
        seen: set[tuple] = set()
        for claim in extract_claims(article, gazetteer=gazetteer):
            if claim.kind not in KINDS:
                continue
            rule = rule_key(claim.kind, claim.rule, language) if claim.rule else None
            for key in claim_keys(claim):
                if (key, rule) not in seen:
                    seen.add((key, rule))
                    out.append(
                        Read(name, key, rule_language(claim.rule, language), claim.kind, rule, key in gold[name])
                    )
    return out


def tally(reads: Iterable[Read]) -> dict[str, tuple[int, int]]:
    """Examples and hits by rule key, by family key and by ``lang.kind`` (distinct article and key in each)."""
    families = known_rules()
    groups: dict[str, dict[tuple, bool]] = defaultdict(dict)
    for r in reads:
        names = [f"{r.language}.{r.kind}", f"*.{r.kind}"]
        if r.rule is not None:
            names += [r.rule, "family " + families.get(r.rule, f"{r.language}.{r.kind}.(unlisted)")]
        for name in names:
            groups[name][(r.article, r.key)] = r.hit
    return {name: (len(pairs), sum(pairs.values())) for name, pairs in sorted(groups.items())}


def _figure(counts: tuple[int, int], source: str) -> Figure:
    examples, hits = counts
    return Figure(examples, hits, round(hits / examples, 3) if examples else 0.0, source)


def figures(
    counts: dict[str, tuple[int, int]], dev: dict[str, tuple[int, int]]
) -> tuple[dict[str, Figure], dict[str, Figure], dict[str, Figure]]:
    """The figures of every kind, family and rule of the rules data, from the calibration tallies.

    A kind (per language) with fewer than ``MINIMUM`` examples on the calibration part takes the kind's figure
    in both languages there, and with still too few the kind's figure on the whole development set (``dev``:
    the tallies of both parts); the source says which.
    """
    rules = known_rules()
    kinds = {}
    for lang in ("ar", "en"):
        for kind in KINDS:
            tried = (
                ("kind", counts.get(f"{lang}.{kind}")),
                ("kind, both languages", counts.get(f"*.{kind}")),
                ("kind, both languages, whole development set", dev.get(f"*.{kind}")),
            )
            source, got = next((t for t in tried if t[1] is not None and t[1][0] >= MINIMUM), tried[-1])
            own = counts.get(f"{lang}.{kind}", (0, 0))
            kinds[f"{lang}.{kind}"] = Figure(own[0], own[1], _figure(got or (0, 0), source).confidence, source)
    families = {}
    for family in sorted(set(rules.values())):
        got = counts.get("family " + family, (0, 0))
        lang, kind = family.split(".")[:2]
        families[family] = _figure(got, "family") if got[0] >= MINIMUM else taken(kinds[f"{lang}.{kind}"], got)
    out = {}
    for rule, family in sorted(rules.items()):
        got = counts.get(rule, (0, 0))
        out[rule] = _figure(got, "rule") if got[0] >= MINIMUM else taken(families[family], got)
    return kinds, families, out


def taken(figure: Figure, counts: tuple[int, int]) -> Figure:
    """``figure``'s confidence and source, for a rule or family with too few examples of its own (``counts``)."""
    return Figure(counts[0], counts[1], figure.confidence, figure.source)


def _confidence(r: Read, rules: dict[str, Figure], kinds: dict[str, Figure]) -> float:
    if r.rule is not None and r.rule in rules:
        return rules[r.rule].confidence
    return kinds[f"{r.language}.{r.kind}"].confidence


def precision_at(
    reads: list[Read], rules: dict[str, Figure], kinds: dict[str, Figure], cut: float, where: str | None = None
) -> tuple[int, int]:
    """Kept (article, key) pairs and hits when claims under confidence ``cut`` are dropped (``where``: lang.kind)."""
    best: dict[tuple, tuple[float, bool]] = {}
    for r in reads:
        if where is not None and f"{r.language}.{r.kind}" != where:
            continue
        pair = (r.article, r.key)
        c = _confidence(r, rules, kinds)
        if pair not in best or c > best[pair][0]:
            best[pair] = (c, r.hit)
    kept = [hit for c, hit in best.values() if c >= cut]
    return len(kept), sum(kept)


def choose_threshold(reads: list[Read], rules: dict[str, Figure], kinds: dict[str, Figure]) -> float:
    """The lowest confidence at which the kept claims of ``reads`` (all kinds) have precision >= ``TARGET``."""
    for cut in sorted({_confidence(r, rules, kinds) for r in reads}):
        kept, hits = precision_at(reads, rules, kinds, cut)
        if kept and hits / kept >= TARGET:
            return cut
    return 1.0


ROOT = Path(__file__).resolve().parent.parent
SETS = (ROOT / "tests/data/claims_dev", ROOT / "tests/data/claims_holdout")
OUT = ROOT / "geo_aleppo/claims/rules/confidence.toml"


def _commit() -> str:
    try:
        head = subprocess.run(
            ["git", "-C", str(ROOT), "rev-parse", "--short=12", "HEAD"], capture_output=True, text=True, check=True
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "-C", str(ROOT), "status", "--porcelain", "--", "geo_aleppo"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown (no git)"
    return f"{head} + uncommitted changes in geo_aleppo/" if dirty else head


def _row(figure: Figure) -> str:
    return (
        f"{{ confidence = {figure.confidence:.3f}, examples = {figure.examples}, hits = {figure.hits}, "
        f'source = "{figure.source}" }}'
    )


def render(calibration: list[Read], dev: list[Read]) -> str:
    """The text of the confidence file."""
    kinds, families, rules = figures(tally(calibration), tally(dev))
    cut = choose_threshold(dev, rules, kinds)
    lines = [
        "# GENERATED by `python scripts/calibrate_claims.py`: never edit by hand; re-run it when a claim reader,",
        "# the rules data or the development gold changes (tests/test_claims_confidence.py fails while it is stale).",
        f"# Measured at commit {_commit()} on the calibration part (CALIBRATION lists) of",
        "# tests/data/claims_dev and tests/data/claims_holdout; the threshold on the whole of both sets.",
        "# confidence: precision of the distinct (article, key) pairs a rule's claims are matched on (the matching of",
        "# `geo-aleppo eval-claims`); examples, hits: its own counts on the calibration part. source: whose figure",
        f"# it takes: rule (>= {MINIMUM} examples), family (the rule's `family` in the rules data, per language",
        "# and kind), kind (per language; with too few, both languages; then the whole development set).",
        "# Claims with no rule (counts, distances, readers not written as rules) take their kind's figure, [kinds].",
        "",
        f"threshold = {cut:.3f}  # the lowest confidence at which the kept development claims have precision "
        f">= {TARGET:.2f}",
        f"minimum = {MINIMUM}",
        "",
        "[kinds]  # lang.kind: all claims of the kind, and the figure of claims whose reader has no rule",
    ]
    lines += [f'"{key}" = {_row(f)}' for key, f in kinds.items()]
    lines += ["", "[families]  # lang.kind.family"]
    lines += [f'"{key}" = {_row(f)}' for key, f in families.items()]
    lines += ["", "[rules]  # lang.kind.name"]
    lines += [f'"{key}" = {_row(f)}' for key, f in rules.items()]
    lines += ["", "[development]  # lang.kind: precision of the development claims kept at the threshold, and of all"]
    for lang in ("ar", "en"):
        for kind in KINDS:
            where = f"{lang}.{kind}"
            kept, hits = precision_at(dev, rules, kinds, cut, where)
            every, all_hits = precision_at(dev, rules, kinds, 0.0, where)
            lines.append(f'"{where}" = {{ kept = {kept}, kept_hits = {hits}, all = {every}, all_hits = {all_hits} }}')
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    gazetteer = load_gazetteer()
    calibration: list[Read] = []
    dev: list[Read] = []
    for folder in SETS:
        held = calibration_names(folder)
        reads = read_set(folder, gazetteer)
        dev += reads
        calibration += [r for r in reads if r.article in held]
    text = render(calibration, dev)
    if "--check" in argv:
        old = OUT.read_text(encoding="utf-8") if OUT.exists() else ""
        same = [line for line in old.splitlines() if not line.startswith("#")] == [
            line for line in text.splitlines() if not line.startswith("#")
        ]
        print("confidence file is current" if same else f"{OUT.name} is stale: run python scripts/calibrate_claims.py")
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
