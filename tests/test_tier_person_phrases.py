"""Full person names and set phrases among the OSM/OCHA villages are ordinary words, in both scripts.

OCHA and OSM hold villages named like a person's full name ("Ali Badran", "محمد الشيخ") or like a
greeting ("السلام عليكم") or a common phrase ("مركز المدينة", "City Centre"). The build marks them as
ordinary words: a person or a phrase in a report stays what it is, and the village is read after a
type word ("the village of ...", "قرية ...").
"""

from __future__ import annotations

from pathlib import Path

import pytest

import geo_aleppo as ga

from .conftest import tier_by_key

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    "name",
    [
        "Ali Badran",
        "Hassan Haji",
        "Muhammad Al-Sheikh",
        "Omar Oshaghi",
        "Salah al Hawash",
        "السلام عليكم",
        "صباح الخير",
        "مساء الخير",
        "Sayyed Ali",
        "السيد علي",
    ],
)
def test_given_name_before_a_name_and_greetings_are_ordinary(script, name):
    assert script.osm_ordinary(name)


@pytest.mark.parametrize(
    "name",
    ["Abu Rasin", "Umm Batna", "Tal Hassan", "Deir Hassan", "Kafr Nabl", "عين عيسى", "Ain Issa"],
)
def test_kunya_and_head_word_villages_are_not(script, name):
    assert not script.osm_ordinary(name)


def test_an_ordinary_latin_phrase_makes_the_arabic_name_ordinary(script):
    assert sorted(script.osm_ordinary_names(["City Centre", "مركز المدينة"])) == sorted(["City Centre", "مركز المدينة"])
    assert sorted(script.osm_ordinary_names(["Hasan Ali", "حسن علي"])) == sorted(["Hasan Ali", "حسن علي"])
    # a single common Latin word, or an ordinary variant that is not the source's own spelling, does not
    assert script.osm_ordinary_names(["ترمانين", "Sarin"]) == ["Sarin"]
    assert "تل علي" not in script.osm_ordinary_names(["Tal Ali", "Tell Ali", "تل علي"])


@pytest.mark.parametrize(
    "key",
    [
        "ocha_c6877",
        "ocha_c6790",
        "ocha_c6889",
        "ocha_c1633",
        "ocha_c7309",
        "ocha_c6828",
        "ocha_n0356",
        "osm_node_573543093",
    ],
)
def test_committed_tier_marks_every_name_of_such_records(key):
    record = tier_by_key()[key]["properties"]
    assert {record["name"], record["name_ar"], *record["variants"]} <= set(record["ordinary_words"])


@pytest.mark.parametrize(
    "text",
    [
        "قال محمد الشيخ، وهو مزارع، إن المياه انقطعت منذ أسبوع.",
        "Hassan Haji told reporters that the bakery had closed.",
        "Ali Badran, who runs a pharmacy, said supplies ran out.",
        "وأضاف علي بدران أن الأسعار ارتفعت.",
        "قال السيد علي للصحفيين إن الطريق مغلق.",
        "وذكر حسن علي أن عائلته نزحت مرتين.",
        "بدأ المذيع حديثه بعبارة السلام عليكم ثم قرأ الأخبار.",
        "كتب على الجدار صباح الخير يا حلب.",
        "تجمع المتظاهرون في مركز المدينة بعد الظهر.",
        "Salah al-Hawash, an engineer, was detained at a checkpoint.",
    ],
)
def test_a_person_or_a_phrase_is_no_village(text):
    found = [
        (m.text, m.place.key) for m in ga.geoparse(text) if m.place is not None and m.place.tier in ("osm", "ocha")
    ]
    assert found == []


@pytest.mark.parametrize(
    ("text", "surface", "key"),
    [
        ("Shelling hit the village of Ali Badran in the countryside.", "Ali Badran", "ocha_c6790"),
        ("قصفت الطائرات قرية محمد الشيخ صباحا.", "محمد الشيخ", "ocha_c6877"),
    ],
)
def test_after_a_type_word_they_are_the_villages(text, surface, key):
    found = {m.text: m.place.key for m in ga.geoparse(text) if m.place is not None}
    assert found.get(surface) == key
