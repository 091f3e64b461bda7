"""The Arabic route rules (claims/rules/route_ar.toml) read over segmented words (claims.arabic_routes).

These tests call the token reader directly
(extract_claims reads Arabic routes with it). Every sentence is our own wording; negatives sit beside positives.
"""

import pytest

import geo_aleppo as ga
from geo_aleppo.claims.arabic_routes import read_arabic_routes
from geo_aleppo.claims.discourse import Discourse
from geo_aleppo.claims.sentence import split_sentences
from geo_aleppo.geoparsing import geoparse

GAZETTEER = ga.load_gazetteer()


def _routes(text):
    places = sorted((m for m in geoparse(text, GAZETTEER) if m.role == "place"), key=lambda m: m.start)
    discourse = Discourse(places)
    found = set()
    for sentence in split_sentences(text, places):
        for c in read_arabic_routes(sentence, lambda kind, s, m=None, **v: (m.place_key if m else None, v["role"]),
                                    discourse=discourse):
            found.add(c)
    return found


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # prepositions of each role, and a list joined by "و"
        ("انطلقت الحافلات من مضايا والزبداني نحو إدلب عبر معبر باب الهوى.",
         {("madaya", "origin"), ("zabadani", "origin"), ("idlib_governorate", "destination"), ("bab_al_hawa", "via")}),
        # a verb that takes the place as its object
        ("غادرت الحافلات مدينة دوما صباحاً.", {("gn_170592", "origin")}),
        ("بلغت الحافلات مدينة جرابلس مساءً.", {("jarabulus", "destination")}),
        # a crossing left "from" is passed
        ("خرجت القافلة من معبر الراموسة إلى إدلب.", {("ramouseh", "via"), ("idlib_governorate", "destination")}),
        # the people of a place leave it; buses sent to fetch them go there
        ("وتوجهت الحافلات لإجلاء أهالي كفريا.", {("kafraya", "origin"), ("kafraya", "destination")}),
        # a reference back, and a part of the country without a key
        ("وصلت الحافلات إلى بلدتي مضايا والزبداني. ثم غادرت البلدتين نحو شمال البلاد.",
         {("madaya", "destination"), ("zabadani", "destination"), ("madaya", "origin"), ("zabadani", "origin"),
          (None, "destination")}),
        # a crossing named before, passed "through it"; one no gazetteer names has no key
        ("وأغلقت السلطات معبر القرنفلة الذي كانت القوافل تمر عبره.", {(None, "via")}),
        # no movement of the place: reported speech, an army entering, a negation, "إلى جانب", "نقلت وكالة"
        ("وقال مسؤول من حلب إن القوافل ستتحرك غداً.", set()),
        ("ونقلت وكالة الأنباء عن مصدر أن الجيش دخل حي الشيخ سعيد.", set()),
        ("لم تصل الحافلات إلى مدينة إدلب.", set()),
        ("وانطلقت القافلة وسط انتشار عناصر من حزب الله إلى جانب روسيا.", set()),
    ],
)
def test_route_points_read_over_tokens(text, expected):
    assert _routes(text) == expected
