"""An armed group's name followed by "in X": X is a place, unless the name itself goes on with "in"."""

import pytest

from geo_aleppo import geoparse


@pytest.mark.parametrize(
    "text, surface",
    [
        ("Jaish al-Islam in Douma refused the deal.", "Douma"),
        ("Ahrar al-Sham in Idlib said it would fight on.", "Idlib"),
        ("Hayat Tahrir al-Sham in Idlib province detained the activists.", "Idlib province"),
        ("Jabhat Fateh al-Sham in Aleppo denied the claim.", "Aleppo"),
        ("Talks with the Army of Islam in Douma stalled.", "Douma"),
    ],
)
def test_a_place_after_a_group_name_is_a_place(text, surface):
    found = {m.text: m.role for m in geoparse(text)}
    assert found.get(surface) == "place"


@pytest.mark.parametrize(
    "text, surface",
    [
        ("The Russian Centre for the Reconciliation of Opposing Sides in Syria said so.", "Syria"),
        ("A Coalition for Justice in Syria statement followed.", "Syria"),
    ],
)
def test_a_name_that_goes_on_with_in_keeps_its_place(text, surface):
    found = {m.text: m.role for m in geoparse(text, include_all=True)}
    assert found.get(surface) == "organisation"
