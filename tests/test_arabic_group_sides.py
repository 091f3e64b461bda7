"""A group head and a side word (قوات النظام, جيش الفتح) make a whole name: a place after it is a place."""

import pytest

from geo_aleppo import geoparse


@pytest.mark.parametrize(
    "text, surface, key",
    [
        ("استعادت قوات النظام تدمر بعد معارك عنيفة", "تدمر", "palmyra"),
        ("حاصرت قوات النظام داريا لأربع سنوات", "داريا", "darayya"),
        ("حاصرت قوات الأسد حلب", "حلب", "aleppo"),
        ("حاصر جيش الفتح الفوعة وكفريا", "الفوعة", "foua"),
        ("حاصر جيش الفتح الفوعة وكفريا", "كفريا", "kafraya"),
        ("دخلت قوات الحكومة تدمر", "تدمر", "palmyra"),
    ],
)
def test_a_place_after_a_side_word_is_a_place(text, surface, key):
    assert (surface, key) in [(m.text, m.place_key) for m in geoparse(text)]


@pytest.mark.parametrize(
    "text",
    [
        "أعلنت هيئة تحرير الشام سيطرتها على المنطقة",  # a group named with a word between the head and a place
        "قالت قوات سوريا الديمقراطية إنها ستنسحب",  # the place name one word after the head
        "أصدرت حركة أحرار الشام بيانا",
    ],
)
def test_a_place_inside_a_group_name_is_not_a_place(text):
    assert [m.place_key for m in geoparse(text)] == []
