"""Change of hands: wordings a review found misread (geo_aleppo/claims/control_changes.py).

Every sentence is written for these tests (not from a seed or a development report); each class has
positive and negative cases.
"""

import pytest

from geo_aleppo.claims import extract_claims
from geo_aleppo.corpus import Article


def control(text):
    article = Article(id="t", path="t.txt", outlet="Test", date="2019-06-01", text=text)
    return {(c.place_key, c.actor, c.status) for c in extract_claims(article) if c.kind == "control"}


# --- a possessive capital refers back to the nearest side named as a subject, never to the attacker ------------
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Islamic State fighters retreated towards Raqqa, their de facto capital.", {("raqqa", "isis", "held")}),
        ("IS fighters regrouped in Raqqa, the jihadists' de facto capital, on Monday.", {("raqqa", "isis", "held")}),
        ("Russian jets bombed IS positions near Raqqa, the group's self-declared capital.",
         {("raqqa", "isis", "held")}),
        ("Kurdish forces closed in on Raqqa, IS's de facto capital.", {("raqqa", "isis", "held")}),
        ("Hundreds of fighters of ISIS massed in Raqqa, the group's capital, last week.", {("raqqa", "isis", "held")}),
        # the side before the possessive attacks or advances on the place: not its seat, nothing said
        ("The Syrian army is preparing an assault on Raqqa, its de facto capital.", set()),
        ("Kurdish forces closed in on Raqqa, the militant group's de facto capital.", set()),
        ("US-backed fighters pushed towards Raqqa, the group's de facto capital.", set()),
        # no side named before it; a province's capital
        ("Raqqa, the organisation's self-styled capital, was quiet on Friday.", set()),
        ("The army shelled Raqqa, its provincial capital.", set()),
    ],
)
def test_a_possessive_capital(text, expected):
    assert {c for c in control(text) if c[0] == "raqqa"} == expected
