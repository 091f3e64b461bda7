"""English counts whose noun is left out but clear from the clause: the object of evacuating, a figure that rose."""
import pytest

import geo_aleppo as ga
from geo_aleppo.corpus import Article

GAZETTEER = ga.load_gazetteer()


def _counts(text):
    article = Article(id="a", path="a.txt", outlet="Test", date="2017-04-08", text=text)
    return [(c.value, c.unit, c.topic) for c in ga.extract_claims(article, gazetteer=GAZETTEER) if c.kind == "count"]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The Red Crescent evacuated 3,000 yesterday from the eastern districts.", [(3000.0, "people", "evacuated")]),
        ("Buses evacuated more than 900 on Thursday.", [(900.0, "people", "evacuated")]),
        ("Volunteers ferried another 450 out of the town overnight.", [(450.0, "people", "evacuated")]),
        ("About 2,000 people left on Sunday. By evening the number rose to 4,500.",
         [(2000.0, "people", "evacuated"), (4500.0, "people", "evacuated")]),
        ("The number of evacuees has climbed to 9,000, officials said.", [(9000.0, "people", "evacuated")]),
        ("The death toll rose to 30 on Monday.", [(30.0, "people", "dead")]),
        ("The number of buses that left reached 20 by noon.", [(20.0, "vehicles", "buses")]),
    ],
)
def test_counts_without_their_noun(text, expected):
    assert _counts(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "The army evacuated 2016 from its plans.",  # a year
        "They evacuated 40 percent of the district.",  # a share
        "The price of bread rose to 300 pounds.",  # money, no figure of people
        "Fighting went on in the north. By evening the number rose to 12.",  # a figure of nothing counted before
        "The convoy moved 5 km before it stopped.",  # a distance
    ],
)
def test_no_count_without_a_noun_or_a_figure_of_people(text):
    assert _counts(text) == []
