"""A capitalised common noun that opens a sentence and goes on with "of" is no part of an unknown toponym."""

import pytest

from geo_aleppo import geoparse


def _mentions(text: str) -> list[tuple[str, str | None]]:
    return [(m.text, m.place_key) for m in geoparse(text)]


@pytest.mark.parametrize(
    "text, unknown",
    [
        ("Residents of Qabr Esso and Douma fled on foot.", "Qabr Esso"),
        ("Families of Qabr Esso and Douma waited at the checkpoint.", "Qabr Esso"),
        ("Shells fell at dawn. Civilians of Qabr Esso and Douma hid in basements.", "Qabr Esso"),
        ("Doctors of Qabr Esso and Harasta asked for medicine.", "Qabr Esso"),
        ("Report.\n\nDozens of Qabr Esso and Douma residents left.", "Qabr Esso"),
    ],
)
def test_a_sentence_opening_noun_stays_out_of_the_name(text, unknown):
    found = _mentions(text)
    assert (unknown, None) in found
    assert not any(surface.endswith(unknown) and surface != unknown for surface, _ in found)


@pytest.mark.parametrize(
    "text, unknown",
    [
        ("Gulf of Qabr Esso and Douma were named.", "Gulf of Qabr Esso"),  # a toponym that goes on with "of"
        ("They met the Residents of Qabr Esso and Douma committee.", None),  # not a sentence start: one name
    ],
)
def test_an_of_name_or_a_name_inside_a_sentence_keeps_its_words(text, unknown):
    found = _mentions(text)
    if unknown is None:
        assert ("Qabr Esso", None) not in found
    else:
        assert (unknown, None) in found
