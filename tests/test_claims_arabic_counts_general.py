"""Arabic counts by grammatical class: person nouns, the noun left out, verbs of death, partitives, vowels.

Each wording is our own; each class has positive and negative cases.
"""

import pytest

import geo_aleppo as ga
from geo_aleppo.corpus import Article

GAZETTEER = ga.load_gazetteer()


def _counts(text):
    article = Article(id="t", path="t.txt", outlet="Test", date="2018-04-10", text=text)
    return {(c.value, c.unit, c.topic) for c in ga.extract_claims(article, gazetteer=GAZETTEER) if c.kind == "count"}


@pytest.mark.parametrize(
    ("text", "wanted", "unwanted"),
    [
        # person nouns beyond a fixed list: individuals, young men, passengers
        ("غادر الحي أمس 120 فرداً من عائلات المقاتلين.", {(120, "people", "evacuated")}, set()),
        ("وأجرى نحو 800 شاب تسوية لأوضاعهم في المدينة.", {(800, "people", "people")}, set()),
        ("استقل الحافلات قرابة 900 راكب.", {(900, "people", "evacuated")}, set()),
        # the counted noun left out after "و", as in the count before it; a year is never such a count
        ("خرج 3000 شخص من الفوعة، و1500 من بلدة مضايا.", {(1500, "people", "evacuated")}, set()),
        ("خرج 300 شخص في 2016 من مدينة حلب.", {(300, "people", "evacuated")}, {(2016, "people", "evacuated")}),
        # death verbs and nouns govern the count
        ("أودى التفجير ب43 شخصا قرب الحافلات.", {(43, "people", "dead")}, {(43, "people", "evacuated")}),
        ("ارتفع عدد الضحايا إلى 30 شخصاً.", {(30, "people", "dead")}, set()),
        ("أصيب 5 أشخاص بجروح.", {(5, "people", "wounded")}, {(5, "people", "dead")}),
        # a partitive of fighters with their families counts the evacuees; fighters "with" families count fighters
        ("أُخرج 1200 من المسلحين وعائلاتهم عبر المعبر.",
         {(1200, "people", "evacuated")}, {(1200, "people", "fighters")}),
        ("خرج 53 مسلحا مع عائلاتهم.", {(53, "people", "fighters")}, {(53, "people", "evacuated")}),
        # a verb of evacuation written with its vowels
        ("أُجلي 700 شخص من المدينة.", {(700, "people", "evacuated")}, set()),
        ("يقيم 700 شخص في المخيم منذ سنوات.", {(700, "people", "people")}, {(700, "people", "evacuated")}),
    ],
)
def test_arabic_counts_by_class(text, wanted, unwanted):
    counts = _counts(text)
    assert wanted <= counts
    assert not unwanted & counts
