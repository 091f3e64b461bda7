"""A group's name before a place needs a word of groups' names; a sect, people or creed only describes factions."""

import pytest

from geo_aleppo import geoparse


def _places(text: str) -> list[tuple[str, str | None]]:
    return [(m.text, m.place_key) for m in geoparse(text)]


@pytest.mark.parametrize(
    "text, surface, key",
    [
        ("The Kurdish Afrin militia shelled the road.", "Afrin", "afrin"),
        ("Officers said the Alawite Latakia militia had been disbanded.", "Latakia", "latakia_city"),
        ("The Christian Hama militia guarded the churches.", "Hama", "hama_city"),
        ("Leaders of the Druze Sweida factions met the governor.", "Sweida", "as_suwayda"),
        ("the Islamist Raqqa brigade pulled back", "Raqqa", "raqqa"),
        ("The Sunni Homs factions refused the offer.", "Homs", "homs"),
        ("The Bedouin Daraa battalion was dissolved.", "Daraa", "daraa"),
    ],
)
def test_a_describing_word_before_a_place_leaves_the_place(text, surface, key):
    assert (surface, key) in _places(text)


@pytest.mark.parametrize(
    "text, surface",
    [
        ("The Liwa Raqqa brigade announced its dissolution.", "Raqqa"),
        ("Fighters of the Jaish Homs movement withdrew.", "Homs"),
        ("The Thuwar Raqqa brigade joined the alliance.", "Raqqa"),
        ("Members of the Usud Hama battalion surrendered.", "Hama"),
        ("The Ahrar Afrin group said it had no role.", "Afrin"),
    ],
)
def test_a_group_word_before_a_place_makes_a_group_name(text, surface):
    assert surface not in [t for t, _ in _places(text)]
