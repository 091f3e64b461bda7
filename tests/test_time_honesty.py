"""Time honesty: a claim speaks for a curated area, and a length for a corridor, only inside its window.

The window of a curated record is its ``as_of`` ± ``window_days`` (7 unless the record says). The
corpus mixes the 2016 seeds with five short 2024 reports written for the tests
(tests/reports_2024.py): one of them gives the 2016 evacuation corridor a length of 30 km.
"""

import json

import pytest

import geo_aleppo as ga
from geo_aleppo.corpus import Article
from geo_aleppo.errors import GazetteerDataError
from geo_aleppo.maps import build_map, render_html
from geo_aleppo.scene import build_scene

from .reports_2024 import REPORTS, write_reports
from .test_maps import layer_data

LATER = {name[:-4] for name in REPORTS}  # the ids of the 2024 reports
CORRIDOR = "aleppo_evacuation_corridor"


@pytest.fixture(scope="module")
def mixed(tmp_path_factory):
    seeds = {a.path.rsplit("/", 1)[-1]: a for a in ga.load_corpus()}
    folder = write_reports(tmp_path_factory.mktemp("mixed"), seeds)
    return build_scene(ga.load_corpus([folder]))


def test_the_2024_reports_make_claims_that_a_2016_area_or_corridor_would_take(mixed):
    claims = mixed.claims[mixed.claims["article"].isin(LATER)]
    control = claims[(claims["kind"] == "control") & claims["place_key"].isin(["aleppo", "saraqib", "sheikh_maqsoud"])]
    assert len(control) >= 4  # places inside 2016 areas: without the windows these were verdicts on them
    lengths = claims[(claims["kind"] == "distance") & (claims["topic"] == "corridor length")]
    assert list(lengths["value"]) == [30.0]


def test_no_2024_claim_supports_or_contradicts_a_2016_area(mixed):
    claims = mixed.claims
    assert set(claims.loc[claims["article"].isin(LATER), "area_verdict"]) == {""}
    earlier = claims.loc[~claims["article"].isin(LATER), "area_verdict"]
    assert (earlier.str.startswith("supports ")).sum() >= 10  # the seeds still speak for their areas
    for row in mixed.control_areas.itertuples():
        assert row.window_days == 7
        cited = {e["article"] for column in (row.supporting, row.contradicting) for e in column}
        assert not cited & LATER, row.key


def test_the_corridors_figures_come_from_2016_articles_only(mixed):
    corridor = mixed.corridors.set_index("key").loc[CORRIDOR]
    assert corridor.claimed_km == 21 and corridor.claimed_from == "articles"
    assert corridor.claimed_parts == "6 km (government) + 15 km (opposition)"
    assert "30 km" not in corridor.comparison
    for column in ("evidence", "counts"):
        records = corridor[column]
        assert records and all(e["date"] == "2016-12-15" for e in records), column
    for row in mixed.corridors.itertuples():
        cited = {e["article"] for column in (row.evidence, row.counts) for e in column}
        assert not cited & LATER, row.key


def test_alone_the_2024_reports_give_no_2016_corridor_a_length(tmp_path):
    scene = build_scene(ga.load_corpus([write_reports(tmp_path)]))
    corridor = scene.corridors.set_index("key").loc[CORRIDOR]
    assert corridor.claimed_from != "articles" and corridor.evidence == [] and corridor.counts == []
    assert set(scene.claims["area_verdict"]) == {""}


TEXT = "Buses crossed the rebel-held district of Ramouseh and reached the government-held town of Khan Tuman."


@pytest.mark.parametrize("date,verdict", [
    ("2016-12-15", True), ("2016-12-08", True), ("2016-12-22", True),  # as_of, and 7 days either side
    ("2016-12-23", False), ("2016-12-07", False), ("2024-12-01", False), (None, False),
])
def test_a_claim_counts_only_inside_the_window_and_an_undated_one_never(date, verdict):
    scene = build_scene([Article("x", "x.txt", "Test", date, TEXT)])
    areas = scene.control_areas.set_index("key")
    contradicting = [e["place_key"] for e in areas.loc["government_aleppo", "contradicting"]]
    assert contradicting == (["ramouseh"] if verdict else [])
    assert ("contradicts government_aleppo" in set(scene.claims["area_verdict"])) is verdict


def _set_window(folder, key, days):
    path = folder / "control_areas.geojson"
    data = json.loads(path.read_text(encoding="utf-8"))
    for feature in data["features"]:
        if feature["properties"]["key"] == key:
            feature["properties"]["window_days"] = days
    path.write_text(json.dumps(data), encoding="utf-8")


def test_an_area_may_give_its_own_window(gazetteer_copy):
    for name in ("control_areas.geojson", "corridors.geojson", "roads.geojson", "aleppo_neighbourhoods.geojson",
                 "geonames_tier.geojson"):
        source = ga.load_gazetteer().path / name
        if source.exists() and not (gazetteer_copy / name).exists():
            (gazetteer_copy / name).write_bytes(source.read_bytes())
    _set_window(gazetteer_copy, "government_aleppo", 30)
    gaz = ga.load_gazetteer(gazetteer_copy)
    scene = build_scene([Article("x", "x.txt", "Test", "2017-01-10", TEXT)], gaz)
    areas = scene.control_areas.set_index("key")
    assert areas.loc["government_aleppo", "window_days"] == 30
    assert [e["place_key"] for e in areas.loc["government_aleppo", "contradicting"]] == ["ramouseh"]
    assert list(areas.loc["western_aleppo_countryside", "contradicting"]) == []  # its window is still 7 days
    assert len(layer_data(render_html(build_map(scene)), "controlAreas")[0]["features"]) == 1  # the map agrees


@pytest.mark.parametrize("bad", [-1, 2.5, "7", True])
def test_a_bad_window_is_a_clear_error(gazetteer_copy, bad):
    source = ga.load_gazetteer().path / "control_areas.geojson"
    (gazetteer_copy / "control_areas.geojson").write_bytes(source.read_bytes())
    _set_window(gazetteer_copy, "government_aleppo", bad)
    with pytest.raises(GazetteerDataError, match="window_days") as caught:
        ga.load_gazetteer(gazetteer_copy).control_areas()
    assert "government_aleppo" in str(caught.value) and "\n" not in str(caught.value)


def test_the_map_of_the_mixed_corpus_keeps_2016_and_2024_apart(mixed):
    page = render_html(build_map(mixed))
    (areas,) = layer_data(page, "controlAreas")
    popups = " ".join(f["properties"]["popup"] for f in areas["features"])
    assert "Wire One" not in popups and "Wire Five" not in popups and "Agence France-Presse" in popups
    (corridors,) = layer_data(page, "corridors")
    tips = " ".join(f["properties"]["tip"] for f in corridors["features"])
    assert "the sources say 21 km" in tips and "30 km" not in tips
    (held,) = layer_data(page, "holdings")  # who holds what in 2024: from the 2024 reports alone
    sides = {f["properties"]["name"]: f["properties"]["side"] for f in held["features"]}
    assert sides == {"Aleppo": "opposition", "Saraqib": "opposition", "Maarat al-Numan": "opposition",
                     "Sheikh Maqsoud": "sdf", "Tal Rifaat": "contested"}
    popups = " ".join(f["properties"]["popup"] for f in held["features"])
    assert "2016-12-15" not in popups and "2024-12-01" in popups
