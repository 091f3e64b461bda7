"""geo-aleppo eval-claims: P/R/F1 per kind and language against a claims gold."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from geo_aleppo.claims import confidence
from geo_aleppo.errors import ArticleError
from geo_aleppo.evaluation.claims import KINDS, evaluate_claims

DEV = Path(__file__).parent / "data" / "claims_dev"

EN = (
    "SOURCE: https://example.org/a\nOUTLET: Test  DATE: 2016-12-16  LANG: en\n\n"
    "Some 2,000 people left Aleppo for Idlib on 20 buses, and the army took Sheikh Saeed.\n"
)
AR = "SOURCE: https://example.org/b\nOUTLET: Test  DATE: 2016-12-16  LANG: ar\n\nوصلت 12 حافلة إلى إدلب.\n"


def write(tmp_path, gold):
    (tmp_path / "a.txt").write_text(EN, encoding="utf-8")
    (tmp_path / "b.txt").write_text(AR, encoding="utf-8")
    path = tmp_path / "gold.ndjson"
    path.write_text("\n".join(json.dumps(g, ensure_ascii=False) for g in gold) + "\n", encoding="utf-8")
    return path


GOLD = [
    {"article": "a.txt", "kind": "count", "value": 2000, "unit": "people", "topic": "evacuated"},
    {"article": "a.txt", "kind": "count", "value": 20, "unit": "vehicles", "topic": "buses"},
    {"article": "a.txt", "kind": "count", "value": 77, "unit": "people", "topic": "dead"},  # not in the text
    {"article": "a.txt", "kind": "control", "place_key": "sheikh_saeed", "actor": "government", "status": "held"},
    {"article": "a.txt", "kind": "route", "place_key": "aleppo", "role": "origin"},
    {"article": "a.txt", "kind": "route", "place_key": "idlib_governorate", "role": "destination"},
    {"article": "b.txt", "kind": "count", "value": 12, "unit": "vehicles", "topic": "ambulances"},  # topic wrong
]


def test_scores_per_kind_and_language(tmp_path):
    score = evaluate_claims(write(tmp_path, GOLD), tmp_path)
    assert score.articles == {"a.txt": "en", "b.txt": "ar"}
    count = score.scores[("en", "count")]
    assert (count.gold, count.hits, count.topic_hits) == (3, 2, 2)
    assert count.recall == pytest.approx(2 / 3)
    assert score.scores[("en", "control")].hits == 1
    arabic = score.scores[("ar", "count")]
    assert (arabic.gold, arabic.hits, arabic.topic_hits) == (1, 1, 0)
    assert [m["key"] for m in score.misses] == [("count", 77.0, "people")]
    assert score.wrong_topics[0]["gold"] == "ambulances" and score.wrong_topics[0]["predicted"] == ["buses"]


def test_command_prints_the_table_and_the_misses(tmp_path):
    gold = write(tmp_path, GOLD)
    out = subprocess.run(
        [sys.executable, "-m", "geo_aleppo", "eval-claims", str(gold)], capture_output=True, text=True, check=True
    ).stdout
    lines = out.splitlines()
    assert lines[0] == "2 articles (1 ar, 1 en)"
    assert lines[1] == f"claims at confidence >= {confidence.threshold():.3f}; the row marked all: every claim"
    assert "en    count         3     " in out
    assert "miss\ta.txt\tcount 77 people" in out
    rows = [line for line in lines[3:] if line[:2] in ("en", "ar")]
    assert len(rows) == 2 * 2 * len(KINDS)  # per language and kind: the scored row, then the row of all claims
    assert all(not a.endswith(" all") and b.endswith(" all") for a, b in zip(rows[::2], rows[1::2], strict=True))


def test_command_at_threshold_zero_scores_every_claim(tmp_path):
    gold = write(tmp_path, GOLD)
    out = subprocess.run([sys.executable, "-m", "geo_aleppo", "eval-claims", str(gold), "--threshold", "0"],
                         capture_output=True, text=True, check=True).stdout
    rows = [line for line in out.splitlines() if line[:2] in ("en", "ar")]
    assert all(a == b.removesuffix(" all").rstrip() for a, b in zip(rows[::2], rows[1::2], strict=True))
    bad = subprocess.run([sys.executable, "-m", "geo_aleppo", "eval-claims", str(gold), "--threshold", "2"],
                         capture_output=True, text=True)
    assert bad.returncode != 0 and "a confidence is a number from 0 to 1" in bad.stderr


def test_the_all_row_differs_when_a_claim_is_under_the_threshold(tmp_path, monkeypatch):
    # routes measured at 0.5, under a threshold of 0.9: scored only in the row of all claims
    figures = confidence.Confidences(rules={}, kinds={f"{lang}.{kind}": 0.5 if kind == "route" else 0.95
                                                      for lang in ("en", "ar") for kind in KINDS}, threshold=0.9)
    monkeypatch.setattr(confidence, "confidences", lambda: figures)
    score = evaluate_claims(write(tmp_path, GOLD), tmp_path)
    assert score.threshold == 0.9
    kept, every = score.scores[("en", "route")], score.all_scores[("en", "route")]
    assert (kept.gold, kept.predicted, kept.hits) == (2, 0, 0)
    assert (every.gold, every.hits) == (2, 2) and every.predicted >= 2
    assert len([m for m in score.misses if m["key"][0] == "route"]) == 2  # the misses are the scored row's
    count, all_count = score.scores[("en", "count")], score.all_scores[("en", "count")]
    assert (count.hits, count.topic_hits) == (all_count.hits, all_count.topic_hits) == (2, 2)


@pytest.mark.parametrize(
    "line, message",
    [
        ("{not json", "not a claims gold record"),
        ('{"article": "a.txt", "kind": "rumour"}', "a 'kind' of"),
        ('{"article": "zz.txt", "kind": "route"}', "not in"),
    ],
)
def test_bad_gold_is_a_one_line_error(tmp_path, line, message):
    path = write(tmp_path, [])
    path.write_text(line + "\n", encoding="utf-8")
    with pytest.raises(ArticleError, match=message):
        evaluate_claims(path, tmp_path)


def test_dev_set_has_both_languages_and_every_kind():
    score = evaluate_claims(DEV / "gold.ndjson")
    assert set(score.articles.values()) == {"en", "ar"}
    assert all(score.scores[("en", kind)].gold for kind in ("control", "count", "route"))
    assert all(h <= s.gold and h <= s.predicted for s in score.scores.values() for h in [s.hits])
