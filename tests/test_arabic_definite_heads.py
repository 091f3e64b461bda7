"""A head word with the article (الجيش, الوكالة) names no group with the place after it; a bare head still does."""

import pytest

from geo_aleppo import geoparse


@pytest.mark.parametrize(
    "text, surface, key",
    [
        ("أكدت الوكالة أن حمص تشهد هدوءا حذرا", "حمص", "homs"),  # an outlet, then a clause with أن
        ("نقلت الصحيفة عن مصدر أن دمشق استقبلت الوفد", "دمشق", "damascus"),
        ("وبثت الإذاعة أن تدمر سقطت", "تدمر", "palmyra"),
        ("استعاد الجيش تدمر بعد أسابيع", "تدمر", "palmyra"),  # a verb first, then the army, then its object
        ("طوقت القوات داريا من ثلاث جهات", "داريا", "darayya"),
        ("ذكر التلفزيون أن حمص هادئة", "حمص", "homs"),
        ("وأفاد بالجيش أن حمص هادئة", "حمص", "homs"),  # a preposition joined to the article
        ("أعلنت إن القوات دخلت دمشق", "دمشق", "damascus"),  # a verb between the head and the place
        ("أشارت وكالة رسمية إلى أن حمص هادئة", "حمص", "homs"),
        ("قالت وكالة أنباء إن حمص هادئة", "حمص", "homs"),  # a bare head, but across إن
        ("اقتحمت القوات التركية عفرين", "عفرين", "afrin"),  # the head, its adjective, the object
    ],
)
def test_a_place_after_a_definite_head_is_a_place(text, surface, key):
    assert (surface, key) in [(m.text, m.place_key) for m in geoparse(text)]


@pytest.mark.parametrize(
    "text, surface",
    [
        ("بث تلفزيون سوريا تقريرا عن القصف", "سوريا"),  # a bare head names the outlet
        ("قالت إذاعة دمشق إن الطريق مفتوح", "دمشق"),
        ("أعلنت ألوية حلب انسحابها", "حلب"),  # ألوية (الوية) begins like the article but is bare
        ("أعلنت الوية حلب انسحابها", "حلب"),
        ("انسحبت قوات سوريا الديمقراطية من المدينة", "سوريا"),
    ],
)
def test_a_place_after_a_bare_head_is_the_group_name(text, surface):
    mentions = geoparse(text, include_all=True)
    assert [(m.text, m.role) for m in mentions if m.text == surface] == [(surface, "organisation")]
