"""The confidence of claims: measured per rule on the calibration part, looked up at read time (issue 22)."""

from __future__ import annotations

import tomllib
from importlib import resources
from pathlib import Path

import pytest

from geo_aleppo.claims.confidence import Confidences, confidences, rule_key, text_language
from geo_aleppo.claims.extract import extract_claims
from geo_aleppo.claims.record import Claim
from geo_aleppo.corpus import load_corpus
from scripts import calibrate_claims as cal

ROOT = Path(__file__).resolve().parents[1]
FILE = tomllib.loads(resources.files("geo_aleppo.claims").joinpath("rules", "confidence.toml").read_text("utf-8"))


def _claim(kind="control", rule=None):
    return Claim(kind=kind, article="a", start=0, end=1, quote="x", rule=rule)


def test_a_claim_takes_its_rule_figure_else_its_kind_in_its_language():
    figures = Confidences(rules={"en.control.verb_active": 0.7, "ar.control.fell_to": 0.6},
                          kinds={"en.control": 0.95, "ar.control": 0.85, "en.count": 0.99}, threshold=0.9)
    assert figures.of(_claim(rule="verb_active"), "en") == 0.7
    assert figures.of(_claim(rule="ar.fell_to"), "en") == 0.6  # the prefix names the rule's language
    assert figures.of(_claim(rule="not_a_rule"), "en") == 0.95
    assert figures.of(_claim(rule="ar.not_a_rule"), "en") == 0.85
    assert figures.of(_claim(kind="count"), "en") == 0.99
    assert figures.of(_claim(kind="incident"), "en") is None  # no gold scores it: nothing measured


def test_rule_keys_carry_language_and_kind():
    assert rule_key("route", "ar.from_region", "en") == "ar.route.from_region"
    assert rule_key("control", "verb_active", "en") == "en.control.verb_active"
    assert text_language("LANG: ar\n\nsome latin text") == "ar"
    assert text_language("نص عربي طويل ok") == "ar"


def test_too_few_examples_fall_back_to_the_family_then_the_kind():
    rules = cal.known_rules()
    rule, family = next((r, f) for r, f in sorted(rules.items()) if r.startswith("en.control."))
    siblings = [r for r, f in rules.items() if f == family and r != rule]
    lang_kind = "en.control"
    counts = {lang_kind: (40, 30), "*.control": (50, 40), rule: (12, 6), "family " + family: (15, 9)}
    kinds, families, figures = cal.figures(counts, {})
    assert figures[rule] == cal.Figure(12, 6, 0.5, "rule")
    assert families[family] == cal.Figure(15, 9, 0.6, "family")
    for sibling in siblings:  # no examples of their own: the family's figure
        assert figures[sibling].confidence == 0.6 and figures[sibling].source == "family"
    counts["family " + family] = (4, 4)  # too few: the kind's
    kinds, families, figures = cal.figures(counts, {})
    assert families[family] == cal.Figure(4, 4, 0.75, "kind")
    assert figures[rule].confidence == 0.5 and all(figures[s].confidence == 0.75 for s in siblings)
    assert kinds["ar.control"].source == "kind, both languages" and kinds["ar.control"].confidence == 0.8


def test_threshold_is_the_lowest_confidence_keeping_precision_at_the_target():
    def read(i, rule, hit):
        return cal.Read(f"a{i}", ("control", f"p{i}", "government", "held"), "en", "control", rule, hit)

    rules = {"en.control.good": cal.Figure(10, 10, 0.95, "rule"), "en.control.bad": cal.Figure(10, 5, 0.5, "rule")}
    kinds = {"en.control": cal.Figure(0, 0, 0.8, "kind")}
    reads = [read(i, "en.control.good", i != 0) for i in range(20)] + [read(20 + i, "en.control.bad", i < 5)
                                                                        for i in range(10)]
    assert cal.precision_at(reads, rules, kinds, 0.0) == (30, 24)
    assert cal.choose_threshold(reads, rules, kinds) == 0.95
    reads += [read(40 + i, None, True) for i in range(20)]  # no rule: the kind's 0.8, all right
    assert cal.choose_threshold(reads, rules, kinds) == 0.8  # (19 + 20) / 40 >= 0.9


def test_every_rule_of_the_rules_data_has_a_figure_and_a_known_source():
    assert set(FILE["rules"]) == set(cal.known_rules())
    assert {row["source"] for table in ("rules", "families", "kinds") for row in FILE[table].values()} <= {
        "rule", "family", "kind", "kind, both languages", "kind, both languages, whole development set"}
    for row in FILE["rules"].values():
        if row["source"] == "rule":
            assert row["examples"] >= cal.MINIMUM and row["confidence"] == round(row["hits"] / row["examples"], 3)
    assert 0.0 < FILE["threshold"] <= 1.0


def test_read_claims_carry_the_figure_of_their_rule_or_kind():
    articles = load_corpus(ROOT / "seeds")
    seen = set()
    for article in articles:
        language = text_language(article.text)
        for claim in extract_claims(article):
            if claim.kind == "incident":
                assert claim.confidence is None
                continue
            key = rule_key(claim.kind, claim.rule, language) if claim.rule else None
            expected = confidences().rules.get(key) if key else None
            if expected is None:
                expected = confidences().kinds[f"{key.split('.')[0] if key else language}.{claim.kind}"]
            assert claim.confidence == pytest.approx(expected), claim
            seen.add(claim.kind)
    assert {"control", "count", "route"} <= seen


def test_the_committed_file_is_current_against_the_readers():
    """The calibration part read again gives every kind, family and rule the counts the file holds.

    Only the calibration part is read (about a third of the development set, ~10 s): the threshold, measured on
    the whole development set, is checked by ``python scripts/calibrate_claims.py --check``.
    """
    assert set(FILE["rules"]) == set(cal.known_rules()), "the rules data changed: run scripts/calibrate_claims.py"
    from geo_aleppo.gazetteer import load_gazetteer

    gazetteer = load_gazetteer()
    reads = [r for folder in cal.SETS for r in cal.read_set(folder, gazetteer, cal.calibration_names(folder))]
    counts = cal.tally(reads)
    stale = {f"{table}.{key}": (row["examples"], row["hits"], counts.get(("family " if table == "families" else "")
                                                                           + key, (0, 0)))
             for table in ("kinds", "families", "rules") for key, row in FILE[table].items()
             if counts.get(("family " if table == "families" else "") + key, (0, 0)) != (row["examples"], row["hits"])}
    assert not stale, f"confidence.toml is stale (file examples, hits -> now): {stale}; run " \
                      "python scripts/calibrate_claims.py and commit geo_aleppo/claims/rules/confidence.toml"
