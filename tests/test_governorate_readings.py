"""Words around a name shared by a city and its governorate: which ask for the province, which do not."""

import pytest

from geo_aleppo import geoparse


def _reading(text, surface):
    return {m.text: m.place_key for m in geoparse(text)}[surface]


@pytest.mark.parametrize(
    "text, surface, key",
    [
        # "the Old City in X", "the city in X": a part of the city or the city itself, never a container
        ("Residents returned to the Old City in Aleppo.", "Aleppo", "aleppo"),
        ("Shops reopened in the old city in Homs last week.", "Homs", "homs"),
        ("The city in Hama was calm, residents said.", "Hama", "hama_city"),
        # an indefinite settlement or a plural: the province holds it
        ("Marea is a town in Aleppo province, near the border.", "Aleppo province", "aleppo_governorate"),
        ("Shelling hit several towns in Hama on Monday.", "Hama", "hama_governorate"),
        ("He lives in a small village in Homs.", "Homs", "homs_governorate"),
    ],
)
def test_container_words(text, surface, key):
    assert _reading(text, surface) == key


@pytest.mark.parametrize(
    "text, surface, key",
    [
        ("Air strikes hit Hama's northern countryside overnight.", "Hama", "hama_governorate"),
        ("Rebels advanced in Aleppo's western countryside.", "Aleppo", "aleppo_governorate"),
        ("The militants hid in Deir ez-Zor's eastern countryside.", "Deir ez-Zor", "deir_ez_zor_governorate"),
        ("Families fled to Homs' rural areas.", "Homs", "homs_governorate"),
        ("Many displaced people moved to the Latakia coast.", "Latakia", "latakia_governorate"),
        ("Resorts line the coast of Latakia.", "Latakia", "latakia_governorate"),
        # a possessive that names no countryside: the city
        ("Aleppo's mayor said the water was back.", "Aleppo", "aleppo"),
        ("Hama's northern gate was closed.", "Hama", "hama_city"),
        ("Homs' old souq reopened.", "Homs", "homs"),
    ],
)
def test_possessive_countryside_and_coast(text, surface, key):
    assert _reading(text, surface) == key
