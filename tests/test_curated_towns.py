"""Towns and districts that war reporting names often, added to the curated tier with their sources."""

import pytest
from pyproj import Geod

from geo_aleppo import geoparse

WGS84 = Geod(ellps="WGS84")

SENTENCES = [
    (
        "Shelling hit Jobar and the Qaboun neighbourhood on Monday, while a truce held in Barzeh.",
        {"Jobar": "jobar", "Qaboun": "qaboun", "Barzeh": "barzeh"},
    ),
    (
        "A car bomb exploded near the shrine in Sayyida Zeinab, south of the capital, and mortars fell on Yelda.",
        {"Sayyida Zeinab": "sayyidah_zaynab", "Yelda": "yalda"},
    ),
    (
        "Government troops entered Kafr Nabuda after shelling Latamneh in the northern Hama countryside.",
        {"Kafr Nabuda": "kafr_nabudah", "Latamneh": "al_lataminah"},
    ),
    (
        "Activists in the Baba Amr district of Homs said the bombardment lasted all night.",
        {"Baba Amr": "baba_amr", "Homs": "homs"},
    ),
    ("قصفت قوات النظام بلدة اللطامنة وحي جوبر", {"اللطامنة": "al_lataminah", "جوبر": "jobar"}),
]


@pytest.mark.parametrize(("text", "expected"), SENTENCES, ids=lambda v: v[:30] if isinstance(v, str) else "")
def test_reporting_sentences_resolve_to_the_new_places(text, expected):
    found = [(m.text, m.place_key) for m in geoparse(text)]
    for name, key in expected.items():
        # the mention may carry its type word ("the Qaboun neighbourhood"); the name must be in it
        assert any(name in said and got == key for said, got in found), (name, key, found)


@pytest.mark.parametrize(
    ("key", "near", "max_km"),
    [
        ("jobar", "damascus", 8),
        ("qaboun", "damascus", 10),
        ("barzeh", "damascus", 10),
        ("sayyidah_zaynab", "damascus", 15),
        ("yalda", "damascus", 12),
        ("baba_amr", "homs", 5),
        ("al_lataminah", "hama_city", 45),
        ("kafr_nabudah", "hama_city", 55),
    ],
)
def test_new_places_sit_where_their_sources_put_them(gaz, key, near, max_km):
    a, b = gaz[key], gaz[near]
    assert WGS84.inv(a.lon, a.lat, b.lon, b.lat)[2] <= max_km * 1000
    assert gaz[key].sources and "Wikipedia" in gaz[key].sources[0]
