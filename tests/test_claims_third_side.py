"""A besieged place's holder is inferred as the other of the government and the opposition only when no third side
(the Islamic State, the SDF) is named in the sentence: in every reader, English and Arabic. Sentences written here.
"""

import pytest

from geo_aleppo.claims import extract_claims
from geo_aleppo.corpus import Article


def sieges_of(text):
    claims = extract_claims(Article(id="t", path="t.txt", outlet="Test", date="2017-05-10", text=text))
    return {(c.place_key, c.actor, c.besieger) for c in claims if c.kind == "control" and c.status == "besieged"}


@pytest.mark.parametrize(
    "text, expected",
    [
        # a third side named: the besieged place's holder is unknown
        ("ISIS fighters remain in Raqqa, and the regime has surrounded it.", {("raqqa", "unknown", "government")}),
        ("Jihadists of the Islamic State still hold out in Deir ez-Zor, and rebels have surrounded the city.",
         {("deir_ez_zor", "unknown", "opposition")}),
        ("يحاصر الجيش مدينة الرقة التي يسيطر عليها تنظيم الدولة", {("raqqa", "unknown", "government")}),
        ("تحاصر قوات النظام مدينة دير الزور، حيث يتحصن مقاتلو داعش", {("deir_ez_zor", "unknown", "government")}),
        # ... none named, or the other side itself named: the other side holds it
        ("Rebels remain in Madaya, and the regime has surrounded it.", {("madaya", "opposition", "government")}),
        ("Food is short in Madaya, and the army has encircled the town.", {("madaya", "opposition", "government")}),
        ("يحاصر الجيش مدينة الرقة التي يسيطر عليها المسلحون", {("raqqa", "opposition", "government")}),
        ("تحاصر قوات النظام بلدة مضايا منذ أشهر", {("madaya", "opposition", "government")}),
    ],
)
def test_third_side_leaves_the_holder_unknown(text, expected):
    assert sieges_of(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # "IS" in capitals in running text is the group, whatever word follows it
        ("IS has controlled Raqqa since 2014.", {("raqqa", "isis", "held")}),
        ("IS took Palmyra in May.", {("palmyra", "isis", "held")}),
        # ... the verb in a headline's run of capitals, and "is" in lower case is never the group
        ("The army besieged Deir ez-Zor, where food is scarce.", {("deir_ez_zor", "opposition", "besieged")}),
    ],
)
def test_capital_is_in_running_text_is_the_group(text, expected):
    claims = extract_claims(Article(id="t", path="t.txt", outlet="Test", date="2017-05-10", text=text))
    assert {(c.place_key, c.actor, c.status) for c in claims if c.kind == "control"} == expected
