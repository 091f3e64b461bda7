"""A lone GeoNames/OSM candidate far from the text's other places, or outside the area named after it, is unresolved."""

from __future__ import annotations

import pytest

import geo_aleppo as ga
from geo_aleppo.geoparsing import iter_mentions

TARHIN = "osm_node_571213762"  # an OSM village north-east of Aleppo, near al-Bab


def _read(text, surface):
    return next(m for m in ga.geoparse(text) if m.text == surface)


@pytest.mark.parametrize(
    ("text", "surface", "why"),
    [
        # (Syrian villages of the second tier: Shebaa near Damascus, al-Khiara in Idlib; "صور", "pictures", is no name)
        ("وصلت القوات إلى بلدة شبعا في جنوب لبنان.", "شبعا", "outside lebanon"),
        ("قصفت الطائرات بلدة الخيارة في ريف دير الزور.", "الخيارة", "outside deir_ez_zor_governorate"),
        ("قصفت الطائرات ترحين في محافظة درعا.", "ترحين", "outside daraa_governorate"),
        ("Shells hit Tarhin, Lebanon.", "Tarhin", "outside lebanon"),
        ("Fighting in Daraa city on Monday. Shells also hit Tarhin.", "Tarhin", "km from the text's other places"),
        ("Shells hit Tarhin and Daraa.", "Tarhin", "km from the text's other places"),
    ],
)
def test_unsupported_lone_candidate_is_unresolved(text, surface, why):
    mention = _read(text, surface)
    assert mention.place is None and mention.role == "place"
    assert mention.resolved_by.startswith("only candidate, ") and why in mention.resolved_by


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        ("Fighting near al-Bab on Monday. Shells also hit Tarhin.", "Tarhin"),
        ("Shells hit Tarhin in Aleppo province.", "Tarhin"),
        ("Shells hit Tarhin.", "Tarhin"),
        ("قصفت الطائرات ترحين في ريف حلب.", "ترحين"),
    ],
)
def test_supported_or_lone_candidate_stays(text, surface):
    mention = _read(text, surface)
    assert mention.place is not None and mention.place.key == TARHIN and mention.resolved_by == "only candidate"


def test_towns_of_10000_people_stay_far_from_the_other_places():
    text = "Fighting went on in Damascus. Troops moved from Albu Kamal in Syria into Al Qaim in Iraq."
    assert _read(text, "Al Qaim").place.key == "gn_92138"
    assert _read(text, "Albu Kamal").place is not None  # a town of 57,000 people, 400 km from Damascus


def test_a_large_foreign_city_in_a_dateline_stays():
    text = "ERBIL, Kurdistan Region - Fighters are battling for Baghouz in Deir ez-Zor province."
    assert _read(text, "ERBIL").place.key == ga.load_gazetteer().lookup("Erbil").key


def test_iter_mentions_agrees_with_geoparse():
    text = "Fighting in Daraa city on Monday. Shells also hit Tarhin. Later Tarhin, Lebanon, was named."
    assert list(iter_mentions(text)) == ga.geoparse(text) == ga.geoparse(text)


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        ("The offensive pushed east from Afrin to Tal Abyad.", "Tal Abyad"),
        ("Displaced families from Daraa arrived in Tal Tamr.", "Tal Tamr"),
        ("Aid trucks drove from Damascus to Ras al-Ain.", "Ras al-Ain"),
        ("نزحت عائلات من دمشق إلى رأس العين.", "رأس العين"),
        ("وصلت قافلة من حمص إلى تل أبيض.", "تل أبيض"),
        ("The convoy left Homs for Markadah.", "Markadah"),
        ("People fled Raqqa towards Salkhad.", "Salkhad"),
        ("Residents of Baghouz were taken to the al-Hol camp.", "al-Hol"),
        ("نقلت الحافلات النساء من الباغوز إلى مخيم الهول.", "الهول"),
    ],
)
def test_a_syrian_town_far_from_the_other_syrian_places_stays(text, surface):
    mention = _read(text, surface)
    assert mention.place is not None and mention.resolved_by == "only candidate"
    assert "syria" in {a.key for a in ga.load_gazetteer().ancestors(mention.place.key)}


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        # a village of OSM far from every other place keeps the rule
        ("Fighting in Daraa city on Monday. Shells also hit Tarhin.", "Tarhin"),
        # a town in a text that also names a foreign place: the 100 km rule
        ("Refugees crossed from Daraa to Irbid, and others reached Tal Tamr.", "Tal Tamr"),
        ("Aid came from Beirut via Damascus to Ras al-Ain.", "Ras al-Ain"),
    ],
)
def test_a_village_or_a_text_with_foreign_places_keeps_the_distance_rule(text, surface):
    mention = _read(text, surface)
    assert mention.place is None and "km from the text's other places" in mention.resolved_by
