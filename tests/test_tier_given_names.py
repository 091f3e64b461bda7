"""A spelling that the tier script makes up is never a person's given name ("Al-Dālīyah" folds to "dalia")."""


import pytest

from geo_aleppo import geoparse
from scripts import make_geonames_tier as script


@pytest.mark.parametrize(
    "text",
    [
        "The bombs fell at dawn, said Dalia, a teacher from Douma.",
        "Dalia and her children fled to Idlib.",
        "His sister Dalia, 34, stayed in Homs.",
    ],
)
def test_a_given_name_is_no_geonames_place(text):
    assert "gn_174262" not in [m.place_key for m in geoparse(text)]


def test_the_village_keeps_its_geonames_names():
    assert [m.place_key for m in geoparse("Shelling hit the village of Ad Daliyah.")] == ["gn_174262"]


def test_given_name_check():
    assert script.given_name("Al-Dālīyah") and script.given_name("Al-Rima")
    assert not script.given_name("Al-Safīrah") and not script.given_name("Dayr al-Zawr")
