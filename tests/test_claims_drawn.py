"""A claim is drawn only where its confidence meets the threshold; the tables keep every claim (issue 22)."""

import sqlite3

import pytest

import geo_aleppo as ga
from geo_aleppo.claims import confidence
from geo_aleppo.corpus import Article
from geo_aleppo.evaluation.claims import KINDS
from geo_aleppo.export import export_scene
from geo_aleppo.maps.holds import holdings

TEXT = "Buses crossed the rebel-held district of Ramouseh and reached the government-held town of Khan Tuman."


@pytest.fixture
def control_measured_low(monkeypatch):
    """Figures under which control claims have confidence 0.5 and the threshold is 0.9."""
    figures = confidence.Confidences(rules={}, kinds={f"{lang}.{kind}": 0.5 if kind == "control" else 0.95
                                                      for lang in ("en", "ar") for kind in KINDS}, threshold=0.9)
    monkeypatch.setattr(confidence, "confidences", lambda: figures)


def test_a_low_confidence_claim_is_in_the_table_but_not_drawn(control_measured_low):
    article = Article("x", "x.txt", "Test", "2016-12-15", TEXT)
    hidden, shown = ga.build_scene([article]), ga.build_scene([article], min_confidence=0.5)
    control = hidden.claims[hidden.claims["kind"] == "control"]
    assert set(control["place_key"]) == {"ramouseh", "khan_tuman"} and set(control["confidence"]) == {0.5}
    assert hidden.claims.drop(columns="area_verdict").equals(shown.claims.drop(columns="area_verdict"))
    areas_shown, areas_hidden = shown.control_areas.set_index("key"), hidden.control_areas.set_index("key")
    assert [e["place_key"] for e in areas_shown.loc["government_aleppo", "contradicting"]] == ["ramouseh"]
    assert all(len(areas_hidden[column].sum()) == 0 for column in ("supporting", "contradicting"))
    assert set(hidden.claims["area_verdict"]) == {""} and set(shown.claims["area_verdict"]) != {""}
    assert holdings(hidden, frozenset(), confidence.threshold()) == []  # the map's coloured places too
    assert len(holdings(hidden, frozenset(), 0.5)) == 2


def test_the_geopackage_of_the_seeds_keeps_every_claim_with_its_rule_and_confidence(tmp_path):
    scene = ga.build_scene()
    path = export_scene(scene, tmp_path / "seeds.gpkg")[0]
    with sqlite3.connect(path) as con:
        declared = {r[1]: r[2] for r in con.execute('pragma table_info("claims")')}
        rows = con.execute("select kind, rule, confidence from claims").fetchall()
    assert (declared["rule"], declared["confidence"]) == ("TEXT", "REAL")
    assert len(rows) == len(scene.claims) > 0
    under = [r for r in rows if r[2] is not None and r[2] < confidence.threshold()]
    assert len(under) == int((scene.claims["confidence"] < confidence.threshold()).sum())  # not dropped
    for kind, _rule, value in rows:
        assert (value is None) == (kind == "incident") and (value is None or 0.0 <= value <= 1.0), (kind, value)
