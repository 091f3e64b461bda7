"""'the villages of X and Y': villages are smaller than any city, so a city-or-governorate X is the governorate."""

import pytest

from geo_aleppo import geoparse


def _keys(text: str) -> list[str | None]:
    return [m.place_key for m in geoparse(text)]


@pytest.mark.parametrize(
    "text, keys",
    [
        ("The villages of Hama and Idlib were shelled.", ["hama_governorate", "idlib_governorate"]),
        ("Jets pounded the villages of Aleppo, Hama and Homs.", ["aleppo_governorate", "hama_governorate",
                                                                 "homs_governorate"]),
        ("Families fled the villages of Idlib and Latakia overnight.", ["idlib_governorate",
                                                                         "latakia_governorate"]),
        ("قصفت الطائرات قرى حماة وإدلب", ["hama_governorate", "idlib_governorate"]),
    ],
)
def test_villages_of_a_list_are_in_the_governorates(text, keys):
    assert _keys(text) == keys


@pytest.mark.parametrize(
    "text, keys",
    [
        ("Shelling hit the towns of Aleppo, Hama and Homs.", ["aleppo", "hama_city", "homs"]),  # a city is a town
        ("Rebels laid siege to the villages of Nubl and Zahraa.", ["nubl", "zahraa"]),  # villages themselves
    ],
)
def test_towns_of_a_list_and_villages_by_name_stay(text, keys):
    assert _keys(text) == keys
