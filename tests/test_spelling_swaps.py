"""The letter-swap spelling rule leads only to Syrian places, from rare names of six letters or more.

"Rubkan" is Rukban with two letters swapped; but a given name or an English word is often one swap
from a place ("Rabin"/Arbin, "Susie"/Suisse, "Zebra"/Zerba, "Median"/Midan): those stay unknown.
"""

from __future__ import annotations

import pytest

import geo_aleppo as ga


def _read(text, surface):
    return next(m for m in ga.geoparse(text) if m.text == surface)


@pytest.mark.parametrize(
    ("text", "surface", "key"),
    [
        ("Shelling continued in Sarqaib, a town east of Idlib.", "Sarqaib", "saraqib"),
        ("Troops entered Jarbalus, a town on the border.", "Jarbalus", "jarabulus"),
        ("He met relatives in Manbji, a town in the north.", "Manbji", "manbij"),
    ],
)
def test_a_swap_in_a_rare_syrian_name_is_the_place(text, surface, key):
    mention = _read(text, surface)
    assert mention.place is not None and mention.place.key == key and mention.resolved_by == "spelling variant"


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        ("She sent the photos to Susie in London.", "Susie"),  # five letters; Switzerland is a country
        ("They met in Susie, a village.", "Susie"),
        ("Refugees from Rabin reached Damascus.", "Rabin"),  # five letters, a given name
        ("She lives in Rabin, a small village.", "Rabin"),
        ("Residents near Zebra, a Kurdish village, fled.", "Zebra"),
        ("Protesters gathered in Jordna, a country to the south.", "Jordna"),  # a country: never by a swap
        ("Prices rose in Median, a district of the city.", "Median"),  # a frequent English word
    ],
)
def test_names_and_words_one_swap_from_a_place_stay_unknown(text, surface):
    mention = _read(text, surface)
    assert mention.place is None and mention.resolved_by != "spelling variant"
