"""A name that is also a common word is a place with a word of fighting, entering or taking ground before it.

القصير (al-Qusayr) is also "the short one": an adjective after a noun stays a common word (issue 15.5).
"""

import pytest

from geo_aleppo.geoparsing import geoparse


def _places(text, gaz):
    return [m.text for m in geoparse(text, gaz) if m.role == "place"]


@pytest.mark.parametrize(
    "text, names",
    [
        ("سيطرت القوات على القصير", ["القصير"]),
        ("وسيطرت قوات النظام على القصير بعد أسابيع", ["القصير"]),
        ("اشتباكات عنيفة في القصير", ["القصير"]),
        ("انسحب المقاتلون من القصير إلى القلمون", ["القصير", "القلمون"]),
        ("قصف الطيران القصير أمس", []),  # a subject between a direct verb and the word: not read
        ("اقتحموا القصير فجرا", ["القصير"]),
        ("دخلت القوات مدينة القصير", ["القصير"]),  # a type word
        ("معارك في القصير وحمص", ["القصير", "حمص"]),  # a list of places
    ],
)
def test_action_before_an_ordinary_name(gaz, text, names):
    assert [n.lstrip("و") for n in _places(text, gaz)] == names


@pytest.mark.parametrize(
    "text",
    [
        "كان الطريق القصير مغلقا",  # the short road
        "اختار الطريق القصير إلى البيت",
        "في المدى القصير لا تغيير",  # in the short term
        "عاد من السفر القصير",
        "الفيلم القصير فاز بجائزة",
        "دخل المشهد السياسي بقوة",  # entered the political scene: a common word after دخل
    ],
)
def test_the_same_words_as_adjectives_stay_common_words(gaz, text):
    assert _places(text, gaz) == []
