"""geo-aleppo eval-claims: P/R/F1 per kind and language against a claims gold."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from geo_aleppo.claims.evaluate import evaluate_claims
from geo_aleppo.errors import ArticleError

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
    assert out.splitlines()[0] == "2 articles (1 ar, 1 en)"
    assert "en    count         3     " in out
    assert "miss\ta.txt\tcount 77 people" in out


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
