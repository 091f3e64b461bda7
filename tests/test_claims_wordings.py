"""The general wordings of issue 12.3, in sentences written for these tests."""

import pytest

from geo_aleppo.claims import extract_claims
from geo_aleppo.corpus import Article


def claims_of(text, kind):
    claims = extract_claims(Article(id="t", path="t.txt", outlet="Test", date="2016-12-16", text=text))
    assert all(text[c.start : c.end] == c.quote for c in claims)
    return [c for c in claims if c.kind == kind]


def control(text):
    return {(c.place_key, c.actor, c.status) for c in claims_of(text, "control")}


@pytest.mark.parametrize(
    "text, expected",
    [
        # the besieger's modifier
        (
            "Aid reached the army-besieged towns of Madaya and Zabadani.",
            {("madaya", "opposition", "besieged"), ("zabadani", "opposition", "besieged")},
        ),
        # a definite reference back to villages named before
        # a reference back to a place the article said someone holds
        (
            "Shells fell on rebel-held Atareb. Later the besieged enclave went quiet.",
            {("al_atarib", "opposition", "held"), ("al_atarib", "unknown", "besieged")},
        ),
        # a part of a place and its holder; a side's zone of a place
        ("The convoy crossed the districts of Aleppo held by the army.", {("aleppo", "government", "held")}),
        ("Fighters left Aleppo's insurgent zone at night.", {("aleppo", "opposition", "held")}),
        # a side named by the other side's word
        ("Shelling came from the militant-held areas of Saraqeb.", {("saraqib", "opposition", "held")}),
        # parts of a city refer to the city named before in the sentence, not to a village held earlier
        # a sympathy is no holding; a country as a locator is no holding
        ("Buses waited outside the pro-government village of Nubl.", set()),
    ],
)
def test_control_wordings(text, expected):
    assert control(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Three dozen drivers waited at the crossing.", {(36.0, "people", "people")}),
        (
            "The evacuees included 410 wounded, 85 of them children.",
            {(410.0, "people", "wounded"), (85.0, "people", "children")},
        ),
        ("Of the patients, 37 were taken to Turkey.", {(37.0, "people", "wounded")}),
        ("Officials said 4,200 have left since Monday.", {(4200.0, "people", "evacuated")}),
        ("A driver was killed when gunmen opened fire.", {(1.0, "people", "dead")}),
        ("Nine volunteers and two others were hurt.", {(9.0, "people", "people"), (2.0, "people", "people")}),
        (
            "The group brought 14 orphans and 6 infants out by bus.",
            {(14.0, "people", "children"), (6.0, "people", "children")},
        ),
        ("They arrived in some 30 busses.", {(30.0, "vehicles", "buses")}),
        ("May 3, 2017 - Buses carrying fighters left the town.", set()),
        ("Jan. 12, 2018 — Two centers and 40 containers were set up.", set()),
        ("The monitor put the number of people evacuated at 9,300.", {(9300.0, "people", "evacuated")}),
        ("Cars carried the rest, 120 of them, to the camps.", {(120.0, "vehicles", "vehicles")}),
        ("On the door of one of the buses someone had written a name.", set()),
    ],
)
def test_count_wordings(text, expected):
    assert {(c.value, c.unit, c.topic) for c in claims_of(text, "count")} == expected


def test_a_number_going_on_with_the_unit_before_it():
    text = (
        "The road is 30 km long: eight of those kilometres lie in army territory "
        "and the remaining 22 through rebel areas."
    )
    assert sorted(c.value for c in claims_of(text, "distance")) == [8.0, 22.0, 30.0]
