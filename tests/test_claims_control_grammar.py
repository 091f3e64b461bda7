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
        ("Food ran out in Zabadani this winter. Hezbollah, the Lebanese militia that besieges the town, denied it.",
         {("zabadani", *GOV_SIEGE)}),
        ("Fighting reached Palmyra in May. By Sunday IS fighters had seized most of the city.",
         {("palmyra", "isis", "held", None)}),
        # ... and no holding: negated, no place named before, a side that loses it, a taking in a clause of time
        ("Madaya lies high in the mountains. Rebels say the army has not surrounded it.", set()),
        ("The plan was ready at midnight. The army surrounded it at dawn.", set()),
        ("Saraqib changed hands twice. Troops won the town back from the rebels, who had captured it in May.", set()),
        ("Buses left Manbij long after the rebels took the town from the army.", set()),
    ],
)
def test_side_verb_with_an_object_referring_back(text, expected):
    assert control_of(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Hunger spread during the siege that government forces imposed on Madaya.", {("madaya", *GOV_SIEGE)}),
        ("The siege the rebels laid to Foua entered its third year.", {("foua", *REBEL_SIEGE)}),
        ("Residents recalled the siege which Hezbollah had kept around Zabadani for months.",
         {("zabadani", *GOV_SIEGE)}),
        ("The siege that the Islamic State placed on Deir ez-Zor has cut the city off.",
         {("deir_ez_zor", "unknown", "besieged", "isis")}),
        # a siege that is over states none now
        ("The siege that government forces imposed on Madaya was lifted in April.", set()),
        ("The siege that the army laid to Darayya is over.", set()),
        ("The siege which rebels kept around Foua has been broken.", set()),
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
        ("Airstrikes hit the last bastion of the insurgents, the southern part of the city of Deir ez-Zor.",
         {("deir_ez_zor", "opposition", "held", None)}),
        # a country's capital, a side not named, a former holding, a capture of the holding
        ("Damascus, the Syrian capital, was calm on Friday.", set()),
        ("Raqqa, the militant group's capital, was bombed.", set()),
        ("Palmyra, a former IS stronghold, reopened its museum.", set()),
        ("The army captured Douma, the last stronghold of the rebels.", {("gn_170592", "government", "held", None)}),
    ],
)
def test_holding_nouns_of_a_side_beside_the_place(text, expected):
    assert control_of(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("IS militants fell back to their last strongholds along the river, in the towns of Mayadin and Bukamal.",
         {("gn_173480", "isis", "held", None), ("gn_174448", "isis", "held", None)}),
        ("The rebels retreated into a stronghold in the town of Saraqib.", {("saraqib", "opposition", "held", None)}),
        ("The army pulled back to its bases near Palmyra.", set()),
        ("Families fled to a stronghold in Saraqib.", set()),
    ],
)
def test_a_side_falling_back_to_its_stronghold(text, expected):
    assert control_of(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Deir ez-Zor has long been divided between government forces and IS.",
         {("deir_ez_zor", "government", "held", None), ("deir_ez_zor", "isis", "held", None)}),
        ("Since 2012 Aleppo had been split into a part held by rebels and a part held by the army.",
         {("aleppo", "opposition", "held", None), ("aleppo", "government", "held", None)}),
        ("Homs was divided into two halves by the river.", set()),
        ("Daraa is split between the two sides.", set()),
    ],
)
def test_a_place_divided_between_sides(text, expected):
    assert control_of(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Some 300 rebel fighters remain dug in at Zabadani.", {("zabadani", "opposition", "held", None)}),
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
        ("Foua and Kafraya, two villages near Idlib that rebels besiege, got no aid.",
         {("foua", *REBEL_SIEGE), ("kafraya", *REBEL_SIEGE)}),
    ],
)
def test_a_relative_after_a_locating_place(text, expected):
    assert control_of(text) == expected
