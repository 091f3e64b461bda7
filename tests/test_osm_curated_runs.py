"""An OSM village loses a name that is a word-run of a curated place's name ("هنانو" of "مساكن هنانو")."""

from __future__ import annotations

from pathlib import Path

import pytest

import geo_aleppo as ga
from geo_aleppo.names import fold

from .conftest import tier_features

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def runs(script):
    return script.curated_word_runs(ROOT)


@pytest.mark.parametrize("run", ["هنانو", "Hanano", "Tishrin", "Ain"])
def test_runs_of_curated_names(runs, run):
    assert fold(run) in runs


@pytest.mark.parametrize("whole", ["Masaken Hanano", "مساكن هنانو", "Tarhin", "ترحين"])
def test_a_whole_name_or_another_name_is_no_run(runs, whole):
    assert fold(whole) not in runs


def test_committed_osm_records_hold_no_run(runs):
    osm = [f["properties"] for f in tier_features() if f["properties"]["tier"] == "osm"]
    assert len(osm) > 2000
    held = [(p["key"], n) for p in osm for n in (p["name"], p["name_ar"], *p["variants"]) if n and fold(n) in runs]
    assert held == []


@pytest.mark.parametrize(
    "text",
    [
        "سقطت قذائف على حي هنانو في حلب.",
        "قصف حي هنانو شرق حلب",
        "Shells fell on Hanano in Aleppo.",
        "the Hanano district",
    ],
)
def test_hanano_is_the_aleppo_district(text):
    found = [(m.place.key, m.place.tier) for m in ga.geoparse(text) if m.place is not None and m.place.type != "city"]
    assert found == [("hanano", "curated")]
