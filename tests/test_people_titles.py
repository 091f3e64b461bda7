"""A person named after a title word never hides a place: the title must stand directly before the name."""

import pytest

from geo_aleppo import geoparse


def _keys(text):
    return [(m.text, m.place_key) for m in geoparse(text)]


@pytest.mark.parametrize(
    "text, expected",
    [
        # a title ending a sentence or a clause: the place opens the next one
        ("The assault was led by a rebel commander. Deir ez-Zor remains under siege.", ("Deir ez-Zor", "deir_ez_zor")),
        (
            '"We will not leave," said one resident. Eastern Ghouta has been besieged.',
            ("Eastern Ghouta", "eastern_ghouta"),
        ),
        ("According to a rebel commander, Deir ez-Zor fell later.", ("Deir ez-Zor", "deir_ez_zor")),
        ("He spoke to a local journalist; Eastern Ghouta was quiet.", ("Eastern Ghouta", "eastern_ghouta")),
        # directly after the title, but a place's own name: a direction or a place head word first
        (
            "Asked about the offensive, the spokesman Eastern Ghouta was not mentioned.",
            ("Eastern Ghouta", "eastern_ghouta"),
        ),
        ("The visit of the envoy Deir ez-Zor residents welcomed.", ("Deir ez-Zor", "deir_ez_zor")),
    ],
)
def test_a_place_after_a_title_word_is_a_place(text, expected):
    assert expected in _keys(text)


@pytest.mark.parametrize(
    "text, later, key",
    [
        (
            "SDF commander Mazloum Kobani said the truce held. Turkish shelling hit the town of Kobani.",
            "Kobani",
            "kobani",
        ),
        (
            "YPG spokesman Shiyar Hasakah said so. Later, fighting spread in Hasakah province.",
            "Hasakah province",
            "al_hasakah_governorate",
        ),
        ("The activist Omar Hasakah was arrested. Fighting went on in Hasakah.", "Hasakah", "al_hasakah"),
    ],
)
def test_a_surname_does_not_hide_the_place_with_a_place_word(text, later, key):
    assert _keys(text) == [(later, key)]


@pytest.mark.parametrize(
    "text",
    [
        "YPG spokesman Shiyar Hasakah said the campaign would end. Hasakah credited the fighters.",
        "SDF commander Mazloum Kobani said the truce held. Kobani thanked the coalition.",
        "The local official Ahmad Homsi spoke to reporters.",
    ],
)
def test_a_name_after_a_title_is_a_person(text):
    assert _keys(text) == []
