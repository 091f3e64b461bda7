"""Quarters under their city (issue 25.5): the tier's neighbourhoods of a capital have the city as parent."""

from __future__ import annotations

from pathlib import Path

import pytest

import geo_aleppo as ga

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def quarters():
    from scripts import quarters

    return quarters


@pytest.mark.parametrize("city", ["damascus", "aleppo", "homs", "hama_city"])
def test_the_quarters_of_the_four_cities_are_under_them(city):
    gaz = ga.load_gazetteer()
    quarters = [p for p in gaz if p.tier == "ocha" and p.type == "district" and p.parent == city]
    assert len(quarters) >= 20
    chain = [a.key for a in gaz.ancestors(quarters[0].key)]
    assert chain[0] == city and chain[1] == gaz[city].parent and "syria" in chain


def _district(lat: float, lon: float, parent: str) -> dict:
    return {"type": "Feature", "geometry": {"type": "Point", "coordinates": [lon, lat]},
            "properties": {"key": "ocha_n9999", "type": "district", "parent": parent}}  # fmt: skip


def test_the_rule_takes_the_city_within_reach_of_the_same_governorate(quarters):
    hama = ga.load_gazetteer()["hama_city"]
    near = quarters.reparent([_district(hama.lat + 0.01, hama.lon, "hama_governorate")])
    assert near[0]["properties"]["parent"] == "hama_city"
    far = quarters.reparent([_district(hama.lat + 0.5, hama.lon, "hama_governorate")])  # ~55 km: a village's town
    assert far[0]["properties"]["parent"] == "hama_governorate"
    other = quarters.reparent([_district(hama.lat + 0.01, hama.lon, "homs_governorate")])  # not Hama's governorate
    assert other[0]["properties"]["parent"] == "homs_governorate"
    village = {**_district(hama.lat, hama.lon, "hama_governorate")}
    village["properties"] = {**village["properties"], "type": "village"}
    assert quarters.reparent([village])[0]["properties"]["parent"] == "hama_governorate"
