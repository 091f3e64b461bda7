"""English control read from sentence structure (claims/control_grammar.py): sentences written for the test.

Each class of construction has several wordings that state a holding or a siege, and wordings that look alike
and state none (negation, a siege that is over, a capture, a former holding, no side named, a country's capital).
"""

import pytest

from geo_aleppo.claims import extract_claims
from geo_aleppo.corpus import Article


def control_of(text):
    claims = extract_claims(Article(id="t", path="t.txt", outlet="Test", date="2017-05-10", text=text))
    assert all(text[c.start : c.end] == c.quote for c in claims)
    return {(c.place_key, c.actor, c.status, c.besieger) for c in claims if c.kind == "control"}


GOV_SIEGE = ("opposition", "besieged", "government")
REBEL_SIEGE = ("government", "besieged", "opposition")


@pytest.mark.parametrize(
    "text, expected",
    [
        # the side as the subject, the object a pronoun or a noun referring back to the place named before
        ("Madaya lies high in the mountains. Since July, government troops and Hezbollah have encircled it.",
         {("madaya", *GOV_SIEGE)}),
        ("Aid reached Foua last week. Rebel factions, which ring the town, let four trucks in.",
         {("foua", *REBEL_SIEGE)}),
        ("Fighting reached Palmyra in May. By Sunday IS fighters had seized most of the city.",
         {("palmyra", "isis", "held", None)}),
        # ... and no holding: negated, no place named before, a side that loses it, a taking in a clause of time
        ("Madaya lies high in the mountains. Rebels say the army has not surrounded it.", set()),
        ("The plan was ready at midnight. The army surrounded it at dawn.", set()),
        ("Buses left Manbij long after the rebels took the town from the army.", set()),
    ],
)
def test_side_verb_with_an_object_referring_back(text, expected):
    assert control_of(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Hunger spread during the siege that government forces imposed on Madaya.", {("madaya", *GOV_SIEGE)}),
        ("Residents recalled the siege which Hezbollah had kept around Zabadani for months.",
         {("zabadani", *GOV_SIEGE)}),
        ("The siege that the Islamic State placed on Deir ez-Zor has cut the city off.",
         {("deir_ez_zor", "unknown", "besieged", "isis")}),
        # a siege that is over states none now
        ("The siege that government forces imposed on Madaya was lifted in April.", set()),
        ("Officials discussed the siege of a town.", set()),
    ],
)
def test_a_noun_of_siege_with_its_side_in_a_relative(text, expected):
    assert control_of(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Douma is now the last stronghold held by rebels near the capital.",
         {("gn_170592", "opposition", "held", None)}),
        ("Saraqib, the main bastion of the opposition in the east, took in the evacuees.",
         {("saraqib", "opposition", "held", None)}),
        ("Raqqa remained the last pocket under IS control.", {("raqqa", "isis", "held", None)}),
        ("Raqqa, the de facto IS capital, came under attack.", {("raqqa", "isis", "held", None)}),
        # a country's capital, a side not named, a former holding, a capture of the holding
        ("Damascus, the Syrian capital, was calm on Friday.", set()),
        ("Palmyra, a former IS stronghold, reopened its museum.", set()),
        ("The army captured Douma, the last stronghold of the rebels.", {("gn_170592", "government", "held", None)}),
    ],
)
def test_holding_nouns_of_a_side_beside_the_place(text, expected):
    assert control_of(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The army pulled back to its bases near Palmyra.", set()),
        ("Families fled to a stronghold in Saraqib.", set()),
    ],
)
def test_a_side_falling_back_to_its_stronghold(text, expected):
    assert control_of(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Homs was divided into two halves by the river.", set()),
        ("Daraa is split between the two sides.", set()),
    ],
)
def test_a_place_divided_between_sides(text, expected):
    assert control_of(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Government troops entrenched in Deir ez-Zor held out for three years.",
         {("deir_ez_zor", "government", "held", None)}),
        ("Opposition fighters barricaded inside Jobar refused to leave.", {("jobar", "opposition", "held", None)}),
        ("IS militants holed up in the town of Palmyra fired on the convoy.", {("palmyra", "isis", "held", None)}),
        ("Civilians holed up in Douma waited for the buses.", set()),
        ("The rebels are not dug in at Zabadani, a commander said.", set()),
    ],
)
def test_a_side_entrenched_in_the_place(text, expected):
    assert control_of(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Madaya has lost dozens to hunger and has been under siege since July.",
         {("madaya", "unknown", "besieged", None)}),
        ("Foua had seen little aid and had been besieged for months.", {("foua", "unknown", "besieged", None)}),
        ("Darayya has been rebuilt and has not been under siege since 2016.", set()),
        ("Kafraya has a school and has been calm since March.", set()),
    ],
)
def test_a_siege_in_the_second_of_two_predicates(text, expected):
    assert control_of(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # an unnamed place noun located by a place: the relative after it is the noun's, not the locator's
        ("A village near Aleppo that rebels hold was shelled on Monday.", set()),
        ("Villages outside Idlib which the army besieges ran out of bread.", set()),
        # a part in the place, and places in apposition to the noun, keep their claims
        ("Areas in Aleppo that rebels hold were shelled.", {("aleppo", "opposition", "held", None)}),
    ],
)
def test_a_relative_after_a_locating_place(text, expected):
    assert control_of(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # a hedge or an adverb between the side and its verb (reported speech is still a claim)
        ("Rebels reportedly control Saraqib after two days of fighting.", {("saraqib", "opposition", "held", None)}),
        ("Government troops have managed to encircle Darayya.", {("darayya", *GOV_SIEGE)}),
        ("The rebels still largely control Jobar, activists said.", {("jobar", "opposition", "held", None)}),
        # negated, a clause of time, a side losing the place
        ("The army is not believed to control Saraqib.", set()),
    ],
)
def test_a_hedged_or_adverbial_holding(text, expected):
    assert control_of(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Troops won Jobar back from rebels reportedly controlling it.",
        "The army retook Saraqib from the rebels, who reportedly held the town for a week.",
    ],
)
def test_no_hedged_holding_for_the_side_that_loses_the_place(text):
    assert not any(actor == "opposition" for _, actor, _, _ in control_of(text))


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Government forces tightened the noose around Douma on Sunday.", {("gn_170592", *GOV_SIEGE)}),
        ("The army has not tightened the noose around Douma.", set()),
        # the place where a side is entrenched or based
        ("Shells fell on Zabadani, where rebels are holed up.", {("zabadani", "opposition", "held", None)}),
        ("Jets struck Palmyra, where IS fighters were based.", {("palmyra", "isis", "held", None)}),
        ("Aid reached Douma, where civilians are holed up.", set()),
        # places in apposition to a participle of holding, quantified
        ("Foua and Kafraya, both besieged by rebels, got no aid.",
         {("foua", *REBEL_SIEGE), ("kafraya", *REBEL_SIEGE)}),
        # an apposition on the side that names a place
    ],
)
def test_nooses_places_where_sides_are_entrenched_and_appositions(text, expected):
    assert control_of(text) == expected
