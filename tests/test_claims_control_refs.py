"""Object-gap relatives and agentless sieges (claims/control_refs.py), with negatives."""

import pytest

from geo_aleppo.claims import extract_claims
from geo_aleppo.corpus import Article


def control(text):
    claims = extract_claims(Article(id="t", path="t.txt", outlet="Test", date="2016-12-16", text=text))
    return {(c.place_key, c.actor, c.status, c.besieger) for c in claims if c.kind == "control"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Government troops pushed into the neighbourhoods of Homs that the rebels had held since 2012.",
         ("homs", "opposition", "held", None)),
        ("Aleppo, which the army had captured in 2016, was quiet.", ("aleppo", "government", "held", None)),
        ("Shells fell on the districts of Homs that insurgents controlled.", ("homs", "opposition", "held", None)),
    ],
)
def test_an_object_gap_relative_names_the_side(text, expected):
    assert expected in control(text)


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("Madaya has been encircled since 2015.", "madaya"),
        ("Madaya was blockaded for months.", "madaya"),
        ("Madaya is besieged.", "madaya"),
    ],
)
def test_an_agentless_siege_is_besieged_by_an_unknown_side(text, key):
    assert (key, "unknown", "besieged", None) in control(text)


@pytest.mark.parametrize(
    "text",
    [
        "Militants looted the houses of Homs that the rebels had looted.",
        "Officials in Damascus said that rebels seized weapons.",
        "Madaya is no longer besieged.",
        "Madaya was besieged until 2016.",
        "The districts of Homs that residents left were empty.",
    ],
)
def test_no_control_without_a_side_a_verb_of_holding_or_a_standing_siege(text):
    assert control(text) == set()
