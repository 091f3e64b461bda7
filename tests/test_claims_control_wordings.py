"""English control wordings: auxiliaries, ended holdings, captured strongholds, by-phrases and named groups."""
import pytest

import geo_aleppo as ga
from geo_aleppo.corpus import Article

GAZETTEER = ga.load_gazetteer()


def _control(text):
    article = Article(id="a", path="a.txt", outlet="Test", date="2016-12-15", text=text)
    found = ga.extract_claims(article, gazetteer=GAZETTEER)
    return sorted((c.place_key, c.actor, c.status) for c in found if c.kind == "control")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Madaya, which had been besieged by the army since 2015, received aid.", ("opposition", "besieged")),
        ("Madaya, which remained besieged by government forces, received aid.", ("opposition", "besieged")),
        ("Madaya was being besieged by Hezbollah fighters at the time.", ("opposition", "besieged")),
        ("Foua, which has been encircled by rebels, received aid.", ("government", "besieged")),
        ("Madaya, which had been held by rebels since 2012, was quiet.", ("opposition", "held")),
        ("Madaya had been under rebel control for four years.", ("opposition", "held")),
    ],
)
def test_every_auxiliary_before_a_participle(text, expected):
    assert [(actor, status) for _, actor, status in _control(text)] == [expected]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The army overran the rebels' last stronghold in Daraa.", [("daraa", "government", "held")]),
        (
            "Government forces captured the opposition's main bastion of Saraqib on Sunday.",
            [("saraqib", "government", "held")],
        ),
        ("The rebels' last stronghold in Daraa fell to the army in July.", [("daraa", "government", "held")]),
        ("Rebels stormed the army's biggest stronghold in Idlib.", [("idlib_governorate", "opposition", "held")]),
        ("The rebels lost their last stronghold in Daraa.", []),  # lost: to whom, the sentence does not say
        ("The rebels' last stronghold in Daraa was shelled.", [("daraa", "opposition", "held")]),  # still theirs
    ],
)
def test_a_sides_stronghold_taken_is_held_by_the_taker(text, expected):
    assert _control(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Douma remained in rebel hands until April.", []),
        ("Daraa stayed under the control of the opposition until 2018.", []),
        ("Douma remains in rebel hands, the monitor said.", [("gn_170592", "opposition", "held")]),
        ("Daraa, controlled by rebels in 2012, is now in government hands.", [("daraa", "government", "held")]),
        ("Saraqib, held by the opposition for years, is now under the control of the army.",
         [("saraqib", "government", "held")]),
    ],
)
def test_hands_until_and_hands_now(text, expected):
    assert _control(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Saraqib, surrounded by olive groves and government-held villages, was quiet.", []),
        ("Saraqib, a town surrounded by farmland, was quiet.", []),
        ("Madaya, encircled by mountains and army-held hills, was cold.", []),
        ("Madaya, besieged by the army and its allies, received aid.", [("madaya", "opposition", "besieged")]),
        ("Madaya, held by pro-government forces, was quiet.", [("madaya", "government", "held")]),
    ],
)
def test_a_by_phrase_names_a_side_only_when_it_begins_with_one(text, expected):
    assert _control(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Government forces, backed by Russian air power, recaptured Saraqib.", [("saraqib", "government", "held")]),
        ("The army, supported by Iranian militias, seized Khan Sheikhoun.", [("khan_shaykhun", "government", "held")]),
        ("Jaish al-Islam controls Douma.", [("gn_170592", "opposition", "held")]),
        ("Ahrar al-Sham fighters captured Saraqib.", [("saraqib", "opposition", "held")]),
        ("Fighting raged in HTS-held Idlib.", [("idlib_governorate", "opposition", "held")]),
        ("The Nusra Front seized Idlib.", [("idlib_city", "opposition", "held")]),  # a city is taken (issue 25.4)
        ("Faylaq al-Rahman controls Arbin.", [("arbin", "opposition", "held")]),
        ("IS fighters captured Palmyra.", [("palmyra", "isis", "held")]),
        ("Fighting raged in IS-held Raqqa.", [("raqqa", "isis", "held")]),
        ("Raqqa was controlled by IS", [("raqqa", "isis", "held")]),
        ("Palmyra is held by the army.", [("palmyra", "government", "held")]),  # the verb "is" names no side
        # another country's army is no side of the map
        ("The U.S. army holds al-Tanf.", [("al_tanf", "unknown", "held")]),
        ("Turkish forces captured Afrin.", [("afrin", "unknown", "held")]),
        ("Syrian troops retook Palmyra.", [("palmyra", "government", "held")]),
        ("Syria's army retook Palmyra.", [("palmyra", "government", "held")]),
    ],
)
def test_named_groups_appositives_and_foreign_armies(text, expected):
    assert _control(text) == expected
