"""Numbers that count no one who moved: a share, a whole population, a question, a condition (English and Arabic).

Sentences written for the test; each kind has wordings that are not counts and a near wording that is.
"""

import pytest

from geo_aleppo.claims import extract_claims
from geo_aleppo.corpus import Article


def counts_of(text):
    claims = extract_claims(Article(id="t", path="t.txt", outlet="Test", date="2018-04-01", text=text))
    return sorted(c.value for c in claims if c.kind == "count" and c.unit == "people")


@pytest.mark.parametrize(
    "text, expected",
    [
        # a share of a population: the base is no count of movers
        ("Only 10 percent of the 400,000 residents of Eastern Ghouta have left.", []),
        ("Half of its 20,000 people have already gone from Douma.", []),
        ("خرج 45 بالمئة من سكان الرقة", []),
        ("غادر 45% من سكان الرقة المدينة", []),
        # a whole population, beside a count of those who left
        ("Of the 400,000 residents of Eastern Ghouta, only 40,000 have left.", [40000.0]),
        ("Eastern Ghouta, home to some 400,000 people, lost 5,000 of them to the buses.", [5000.0]),
        ("خرج 10 آلاف من سكان الغوطة الشرقية البالغ عددهم 400 ألف نسمة", [10000.0]),
        # a question or a condition
        ("Were 300 people really evacuated from Douma?", []),
        ("If 5,000 more leave Douma, the town will be empty.", []),
        ("Unless 300 fighters surrender, the siege of Douma goes on.", []),
        ("هل خرج 300 شخص من دوما؟", []),
        ("إذا خرج 5000 شخص من دوما ستصبح المدينة خالية", []),
        # ... and the counts that look alike
        ("Officials said that if the deal holds, 5,000 people will leave Douma.", [5000.0]),
        ("300 people were evacuated from Douma on Monday.", [300.0]),
        ("خرج 300 شخص من دوما", [300.0]),
        ("خرج 45 شخصا من سكان الرقة", [45.0]),
    ],
)
def test_not_a_count_of_movers(text, expected):
    assert counts_of(text) == expected
