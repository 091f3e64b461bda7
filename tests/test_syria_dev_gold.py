"""The Syria development set (issue 15) keeps its contract: texts, headers and gold offsets agree.

The gold is hand-made data that other code (``geo-aleppo eval``) scores against, so a broken offset, an unknown
kind or a coordinate that drifted from the curated gazetteer must fail here, not silently skew a score.
"""

from collections import Counter

import pytest

from .gold_contract import DATA, check_syria_point, check_syria_spans, header, read_gold, text_names

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


@pytest.mark.parametrize("name", TEXTS)
def test_every_gold_span_is_in_the_body_and_exact(name):
    check_syria_spans(DEV, name, [r for r in GOLD if r["file"] == name])


@pytest.mark.parametrize("row", [r for r in GOLD if r["kind"] in ("literal", "metonymic")],
                         ids=lambda r: f"{r['file'][:2]}-{r['start']}")
def test_every_positive_has_a_sourced_point_or_says_why_not(row):
    # the dev set also cites the prayer-times file and GeoNames records outside cities500: only curated points
    # are checked against their source here
    check_syria_point(row, cited=False)
