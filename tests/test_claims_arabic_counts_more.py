"""Arabic counts in the wordings the first reader missed: ranges, definite nouns with a numeral after them,
people named before ("منهم"), numbers in brackets, more person nouns; and Arabic distances in km."""
import pytest

import geo_aleppo as ga
from geo_aleppo.corpus import Article

GAZETTEER = ga.load_gazetteer()


def _claims(text, kind):
    article = Article(id="a", path="a.txt", outlet="Test", date="2017-04-08", text=text)
    return [c for c in ga.extract_claims(article, gazetteer=GAZETTEER) if c.kind == kind]


def _counts(text):
    return sorted((c.value, c.value_max, c.unit, c.topic) for c in _claims(text, "count"))


@pytest.mark.parametrize(
    "text, expected",
    [
        # ranges: the lower bound is the value; a scale word after the upper bound also scales the lower one
        ("خرج ما بين 20 و25 حافلة من المدينة.", [(20.0, 25.0, "vehicles", "buses")]),
        ("يقدر عدد المغادرين بين ثلاثة وأربعة آلاف شخص.", [(3000.0, 4000.0, "people", "evacuated")]),
        ("نزح نحو عشرة إلى خمسة عشر ألفا من ريف حماة.", [(10000.0, 15000.0, "people", "evacuated")]),
        ("يتراوح عدد الراغبين في الخروج ما بين (25- 20 ألف شخص).", [(20000.0, 25000.0, "people", "evacuated")]),
        ("وصل بين 800 وألفي شخص إلى المخيم.", [(800.0, 2000.0, "people", "evacuated")]),
        # one number: "خمسة وعشرين" is twenty-five, not a range
        ("وصل خمسة وعشرون شخصا إلى المخيم.", [(25.0, None, "people", "evacuated")]),
        ("وصل عدد الخارجين إلى 5 - 6 آلاف.", [(5000.0, 6000.0, "people", "evacuated")]),
        ("خرجت بين ٢٠ و٢٥ حافلة من الحي.", [(20.0, 25.0, "vehicles", "buses")]),
        # a definite noun, its numeral after it
        ("وانطلقت الحافلات الـ4 نحو الشمال.", [(4.0, None, "vehicles", "buses")]),
        ("وعادت السيارات العشرين فارغة.", [(20.0, None, "vehicles", "vehicles")]),
        ("ونُقل الجرحى ال12 إلى المستشفى.", [(12.0, None, "people", "wounded")]),
        # people named before
        ("وصل 300 منهم إلى المخيم مساء.", [(300.0, None, "people", "evacuated")]),
        ("وقد قتل خمسة منهم في القصف.", [(5.0, None, "people", "dead")]),
        # numbers in brackets and person nouns beyond the first list
        (
            "وتضم القافلة (405) نساء و(413) رجلا و83 حالة صحية.",
            [
                (83.0, None, "people", "wounded"),
                (405.0, None, "people", "evacuated"),
                (413.0, None, "people", "evacuated"),
            ],
        ),
        (
            "أفرج الفصيل عن 28 مخطوفاً و13 جندياً.",
            [(13.0, None, "people", "fighters"), (28.0, None, "people", "people")],
        ),
        # "ألفا" without its vowels: the dual before its noun, a thousand before "من", a multiplier after a number
        ("خرج من المدينة ألفا مدني أمس.", [(2000.0, None, "people", "evacuated")]),
        ("وخرج ألفاً من المدنيين من الأحياء الشرقية.", [(1000.0, None, "people", "evacuated")]),
        ("نزح خمسة عشر ألفا من ريف حماة.", [(15000.0, None, "people", "evacuated")]),
    ],
)
def test_arabic_count_wordings(text, expected):
    assert _counts(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "نزح السكان من 2011 إلى 2016 نحو إدلب.",  # years
        "خرج أطفال تتراوح أعمارهم بين 5 و12 عاما من المدينة.",  # ages
        "يقع المخيم على بعد بين 10 و12 كم من الحدود.",  # a distance
        "ارتفعت الأسعار بين 20 و30 في المئة خلال الحصار.",  # a share
        "غادرت القافلة بين الساعة 10 و12 من صباح الأحد.",  # times
        "وصلت المساعدات في 13-22 كانون الأول.",  # dates
        "دفع كل منهم بين 200 و300 دولار للخروج.",  # money
        "وصلت الحافلات الأولى إلى المخيم.",  # an ordinal, no number
        "خرجت الحافلات من الساعة 8 إلى 10 مساء.",  # hours
        "غادرت الحافلات في الأيام 13-22.",  # days
        "خرجت الحافلات خلال الفترة من 2012 إلى 2016.",  # years
        "قال ألفا إن الحافلات وصلت إلى المخيم.",  # "ألفا" alone: a name
        "نزح ألفا من المدينة مع عائلته.",  # nor a count without its noun
    ],
)
def test_arabic_ranges_of_years_ages_units_money_and_dates_are_no_counts(text):
    assert _counts(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("تقع البلدة على بعد ١٢ كم من حلب.", [(12.0, "distance")]),
        ("وتبعد جرابلس مسافة 125 كيلومترا عن حلب.", [(125.0, "distance")]),
        ("حفرت القوات خندقاً بطول 500 متر.", [(0.5, "length")]),
        ("سار المهجرون نحو ثلاثة أميال على الأقدام.", [(4.828, "distance")]),
        ("تبلغ مساحة المخيم 20 كيلومتر مربع.", []),  # an area
        ("قتل 3 أشخاص، كم هو مؤلم.", []),  # "كم": how, after no number
    ],
)
def test_arabic_distances_in_km(text, expected):
    assert sorted((c.value, c.topic) for c in _claims(text, "distance")) == expected
