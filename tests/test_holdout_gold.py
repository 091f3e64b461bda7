"""The held-out sets keep their contracts: texts, headers, manifests and gold agree.

``tests/data/claims_holdout*`` and ``tests/data/syria_holdout*`` are for measurement only, so nothing here scores the
project on them. What is checked is the data itself (with the shared checks of ``tests/gold_contract.py``): a quote
that is not in its article, an offset that drifted, a place key the gazetteer does not hold, or a coordinate that
disagrees with its cited source would silently skew the held-out figures, and must fail here instead.
"""

from collections import Counter

import pytest

import geo_aleppo as ga

from .conftest import REPO
from .gold_contract import (
    DATA,
    bad_rows,
    claim_row_problems,
    claims_sort_keys,
    duplicate_claim_keys,
    header,
    manifest_outlets,
    manifest_rows,
    positive,
    read_gold,
    syria_point_problems,
    syria_span_problems,
    text_names,
)

CLAIM_SETS = ["claims_holdout", "claims_holdout2", "claims_holdout3", "claims_holdout4"]
SYRIA_SETS = ["syria_holdout", "syria_holdout2", "syria_holdout3", "syria_holdout4"]
CLAIM_GOLD = {s: read_gold(DATA / s / "gold.ndjson") for s in CLAIM_SETS}
SYRIA_GOLD = {s: read_gold(DATA / s / "gold.jsonl") for s in SYRIA_SETS}


def _in_deal_days(match):
    """Whether a report's header date is in 13-22 December 2016 (the Aleppo evacuation)."""
    year, month, day = (int(g) for g in match.group(3, 4, 5))
    return (year, month) == (2016, 12) and 13 <= day <= 22


# --- claims sets ------------------------------------------------------------------------------------------------

def test_claims_holdout_is_large_enough_and_of_the_deal_days():
    folder = DATA / "claims_holdout"
    headers = {n: header(folder / n) for n in text_names(folder)}
    assert len(headers) >= 8 and Counter(h.group(6) for h in headers.values())["ar"] >= 3
    assert [n for n, h in headers.items() if not _in_deal_days(h)] == [], "not a report of 13-22 December 2016"


@pytest.mark.parametrize("name", ["claims_holdout2", "claims_holdout3"])
def test_claims_holdout_is_large_enough_and_spans_other_sieges(name):
    # at least 10 reports, 4 in Arabic; at least 6 of the December 2016 deals and 3 of other sieges and years
    folder = DATA / name
    headers = [header(folder / n) for n in text_names(folder)]
    deal_days = [h for h in headers if _in_deal_days(h)]
    assert len(headers) >= 10 and Counter(h.group(6) for h in headers)["ar"] >= 4
    assert len(deal_days) >= 6 and len(headers) - len(deal_days) >= 3
    assert all(2012 <= int(h.group(3)) <= 2025 for h in headers)


def test_claims_holdout4_is_large_enough_and_of_other_events_than_the_deal_days():
    # at least 12 reports, half of them in Arabic, none of the December 2016 deals, of years 2012-2025
    folder = DATA / "claims_holdout4"
    headers = {n: header(folder / n) for n in text_names(folder)}
    langs = Counter(h.group(6) for h in headers.values())
    assert len(headers) >= 12 and langs["ar"] >= len(headers) / 2
    assert [n for n, h in headers.items() if _in_deal_days(h)] == [], "a report of 13-22 December 2016"
    assert all(2012 <= int(h.group(3)) <= 2025 for h in headers.values())


@pytest.mark.parametrize("name", CLAIM_SETS)
def test_claims_outlets_are_new(name):
    earlier = ["claims_dev"] + CLAIM_SETS[:CLAIM_SETS.index(name)]
    used = set().union(*(manifest_outlets(DATA / s) for s in earlier)) | manifest_outlets(REPO / "seeds")
    for outlet in manifest_outlets(DATA / name):
        assert not any(old in outlet or outlet in old for old in used), f"outlet {outlet!r} is already in a set"


@pytest.mark.parametrize("name", CLAIM_SETS)
def test_claims_reports_are_in_no_other_set(name):
    # a report a development set also holds would not be held out; the claims_dev set grows during the session
    others = [s for s in ["claims_dev", "syria_dev", *CLAIM_SETS, *SYRIA_SETS] if s != name]
    sources = {header(p).group(1) for s in others for p in (DATA / s).glob("[0-9][0-9]_*.txt")}
    mine = {header(DATA / name / n).group(1) for n in text_names(DATA / name)}
    assert mine & sources == set()


@pytest.mark.parametrize("name", CLAIM_SETS)
def test_claims_manifest_names_every_text_and_loads(name):
    folder = DATA / name
    rows = manifest_rows(folder)
    assert sorted(r["file"] for r in rows) == text_names(folder)
    for row in rows:
        match = header(folder / row["file"])
        assert row["url"] == match.group(1) and row["date"] == "-".join(match.group(3, 4, 5))
    articles = ga.load_corpus(folder)
    assert sorted(a.path.rsplit("/", 1)[-1] for a in articles) == text_names(folder)  # gold.ndjson is no article


@pytest.mark.parametrize("name", CLAIM_SETS)
def test_claims_gold_is_sorted_by_article_then_quote(name):
    keys = claims_sort_keys(DATA / name, CLAIM_GOLD[name])
    assert keys == sorted(keys)
    assert {g["article"] for g in CLAIM_GOLD[name]} == set(text_names(DATA / name))


@pytest.mark.parametrize("name", CLAIM_SETS)
def test_every_claim_quote_is_in_its_article_and_its_fields_fit_its_kind(name):
    # one test per gold file, listing every bad row as gold.ndjson:line (never its text), see tests/README.md
    gold = CLAIM_GOLD[name]
    assert len(gold) > 0
    assert bad_rows(DATA / name / "gold.ndjson", gold, lambda row: claim_row_problems(DATA / name, row)) == []


@pytest.mark.parametrize("name", CLAIM_SETS)
def test_claims_gold_has_one_row_per_scored_key(name):
    # the scorer matches each key once, so a repeated key would be a miss that no reader could avoid
    assert duplicate_claim_keys(CLAIM_GOLD[name]) == []


# --- Syria sets -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", SYRIA_SETS)
def test_syria_set_is_large_varied_and_new(name):
    headers = [header(DATA / name / n) for n in text_names(DATA / name)]
    years = {int(h.group(3)) for h in headers}
    assert len(headers) >= 8 and Counter(h.group(6) for h in headers)["ar"] >= 2
    assert min(years) >= 2012 and max(years) <= 2025
    earlier = ["syria_dev"] + SYRIA_SETS[:SYRIA_SETS.index(name)]
    sources = {header(p).group(1) for s in earlier for p in (DATA / s).glob("[0-9][0-9]_*.txt")}
    assert not sources & {h.group(1) for h in headers}, "a held-out report is also in an earlier set"


@pytest.mark.parametrize("name", SYRIA_SETS)
def test_syria_gold_is_sorted_and_names_only_known_files(name):
    keys = [(r["file"], r["start"]) for r in SYRIA_GOLD[name]]
    assert keys == sorted(keys)
    assert {r["file"] for r in SYRIA_GOLD[name]} == set(text_names(DATA / name))


@pytest.mark.parametrize("name", SYRIA_SETS)
def test_every_syria_span_is_in_the_body_and_exact(name):
    # one test per set, listing every bad span as file@start (never its text)
    assert syria_span_problems(DATA / name, SYRIA_GOLD[name]) == []


@pytest.mark.parametrize("name", SYRIA_SETS)
def test_every_syria_positive_has_a_point_that_agrees_with_its_source(name):
    # one test per set, listing every bad row as gold.jsonl:line (never its text)
    gold = SYRIA_GOLD[name]
    problems = bad_rows(DATA / name / "gold.jsonl", gold, lambda r: syria_point_problems(r, cited=True))
    assert sum(map(positive, gold)) > 0
    assert problems == []
