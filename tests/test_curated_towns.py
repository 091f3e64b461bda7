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
    (
        "Israeli missiles struck the T4 air base east of Homs; days later rebels shelled the Menagh airbase near Azaz.",
        {"T4 air base": "tiyas_air_base", "Menagh airbase": "menagh_air_base", "Azaz": "azaz"},
    ),
    (
        "Turkish-backed rebels took Dabiq from the Islamic State, while in the Euphrates valley the SDF entered Shafa.",
        {"Dabiq": "dabiq", "Shafa": "al_shaafah"},
    ),
    (
        "Clashes were reported in Beit Jinn, near the Golan, and shells landed on Talmenes and Kafr Nubl.",
        {"Beit Jinn": "beit_jinn", "Talmenes": "talmenes", "Kafr Nubl": "kafranbel"},
    ),
    ("Rebels lost the town of Salma in the Latakia mountains.", {"Salma": "salma"}),
    ("Fighting raged around Kabani in the mountains north-east of Latakia.", {"Kabani": "kabani"}),
    (
        "Turkish drones struck near the Tishrin Dam, and the SDF still held the Euphrates Dam upstream of Raqqa.",
        {"Tishrin Dam": "tishrin_dam", "Euphrates Dam": "tabqa_dam", "Raqqa": "raqqa"},
    ),
    (
        "Explosions shook the Mezzeh Military Airport; in the south, rebels stormed Tal al-Hara.",
        {"Mezzeh Military Airport": "mezzeh_air_base", "Tal al-Hara": "tell_al_hara"},
    ),
    (
        "Factories reopened in the Sheikh Najjar industrial city near Aleppo and in Adra, north-east of Damascus.",
        {"Sheikh Najjar": "sheikh_najjar", "Adra": "adra"},
    ),
    ("قصفت قوات النظام بلدة اللطامنة وحي جوبر", {"اللطامنة": "al_lataminah", "جوبر": "jobar"}),
]


@pytest.mark.parametrize(("text", "expected"), SENTENCES, ids=lambda v: v[:30] if isinstance(v, str) else "")
def test_reporting_sentences_resolve_to_the_new_places(text, expected):
    found = [(m.text, m.place_key) for m in geoparse(text)]
    for name, key in expected.items():
        # a mention may carry its type word ("Qaboun neighbourhood") or leave it out ("Menagh" of "Menagh airbase")
        assert any(got == key and (name in said or said in name) for said, got in found), (name, key, found)


def test_a_first_name_that_is_also_a_village_needs_a_type_word():
    assert [m.place_key for m in geoparse("Salma Hayek visited the camp with her daughter.")] == []


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
        ("dabiq", "azaz", 25),
        ("menagh_air_base", "azaz", 10),
        ("tiyas_air_base", "palmyra", 80),
        ("talmenes", "maarat_al_numan", 10),
        ("al_shaafah", "deir_ez_zor", 130),
        ("beit_jinn", "damascus", 50),
        ("salma", "latakia_city", 40),
        ("tishrin_dam", "manbij", 30),
        ("tabqa_dam", "raqqa", 50),
        ("mezzeh_air_base", "damascus", 10),
        ("sheikh_najjar", "aleppo", 20),
        ("tell_al_hara", "daraa", 60),
        ("adra", "damascus", 30),
        ("kabani", "salma", 15),
    ],
)
def test_new_places_sit_where_their_sources_put_them(gaz, key, near, max_km):
    a, b = gaz[key], gaz[near]
    assert WGS84.inv(a.lon, a.lat, b.lon, b.lat)[2] <= max_km * 1000
    assert gaz[key].sources and "Wikipedia" in gaz[key].sources[0]
