"""The Syria development set (issue 15) keeps its contract: texts, headers and gold offsets agree.

The gold is hand-made data that other code (``geo-aleppo eval``) scores against, so a broken offset, an unknown
kind or a coordinate that drifted from the curated gazetteer must fail here, not silently skew a score.
"""

from collections import Counter

from .gold_contract import (
    DATA,
    bad_rows,
    header,
    positive,
    read_gold,
    syria_point_problems,
    syria_span_problems,
    text_names,
)

DEV = DATA / "syria_dev"
TEXTS = text_names(DEV)
GOLD = read_gold(DEV / "gold.jsonl")


def test_the_set_is_large_and_varied_enough():
    headers = [header(DEV / n) for n in TEXTS]
    langs = Counter(h.group(6) for h in headers)
    years = {int(h.group(3)) for h in headers}
    assert len(TEXTS) >= 12 and langs["ar"] >= 3
    assert min(years) >= 2011 and max(years) <= 2025 and len(years) >= 8


def test_gold_is_sorted_and_names_only_known_files():
    keys = [(r["file"], r["start"]) for r in GOLD]
    assert keys == sorted(keys)
    assert {r["file"] for r in GOLD} == set(TEXTS)


def test_every_gold_span_is_in_the_body_and_exact():
    # one test for every report of the set: it lists every bad span (name@start), see tests/README.md
    assert syria_span_problems(DEV, GOLD) == []


def test_every_positive_has_a_sourced_point_or_says_why_not():
    # the dev set also cites the prayer-times file and GeoNames records outside cities500: only curated points
    # are checked against their source here; one test for every row, listing every bad one (gold.jsonl:line)
    problems = bad_rows(DEV / "gold.jsonl", GOLD, lambda r: syria_point_problems(r, cited=False))
    assert sum(map(positive, GOLD)) > 600
    assert problems == []
