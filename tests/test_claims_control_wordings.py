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
        ("Madaya will remain in the hands of the rebels, the deal says.", ("opposition", "held")),
    ],
)
def test_every_auxiliary_before_a_participle(text, expected):
    assert [(actor, status) for _, actor, status in _control(text)] == [expected]
