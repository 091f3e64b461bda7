"""Arabic route points by grammatical class: "أو", "في اتجاه", a crossing after "من", Egyptian spelling.

Each wording is our own; each class has positive and negative cases.
"""

import pytest

import geo_aleppo as ga
from geo_aleppo.corpus import Article

GAZETTEER = ga.load_gazetteer()


def _routes(text):
    article = Article(id="t", path="t.txt", outlet="Test", date="2016-12-16", text=text)
    return {(c.place_key, c.role) for c in ga.extract_claims(article, gazetteer=GAZETTEER) if c.kind == "route"}


@pytest.mark.parametrize(
    ("text", "wanted", "unwanted"),
    [
        # "أو" joins the places of one role, as "و" does
        ("يغادر المقاتلون حلب نحو إدلب أو تركيا.", {("idlib_governorate", "destination"), ("turkey", "destination")},
         set()),
        ("خرجت الحافلات من مضايا أو الزبداني.", {("madaya", "origin"), ("zabadani", "origin")}, set()),
        # "في اتجاه" / "اتجاه" gives a destination
        ("تحركت القافلة في اتجاه قرية خان طومان.", {("khan_tuman", "destination")}, set()),
        ("انطلقت الحافلات اتجاه مدينة جرابلس.", {("jarabulus", "destination")}, set()),
        # a crossing after "من" is passed, not left
        ("خرجت الحافلات من معبر الراموسة إلى إدلب.", {("ramouseh", "via")}, {("ramouseh", "origin")}),
        ("خرجت الحافلات من الراموسة إلى إدلب.", {("ramouseh", "origin")}, {("ramouseh", "via")}),
        # negative: a denied movement is no route
        ("لم تتحرك الحافلات في اتجاه خان طومان.", set(), {("khan_tuman", "destination")}),
    ],
)
def test_arabic_route_points_by_class(text, wanted, unwanted):
    routes = _routes(text)
    assert wanted <= routes
    assert not unwanted & routes


def test_a_countryside_with_a_direction_in_egyptian_spelling_is_an_unnamed_part():
    for text in (
        "نقلت الحافلات المسلحين نحو ريف حلب الجنوبى الغربى.",
        "نقلت الحافلات المسلحين نحو ريف حلب الجنوبي الغربي.",
    ):
        routes = _routes(text)
        assert (None, "destination") in routes and ("aleppo_governorate", "destination") not in routes


@pytest.mark.parametrize(
    ("text", "wanted", "unwanted"),
    [
        # a country's name after an indefinite noun is its adjective ("Syrian towns"), no point of a route
        ("خرجت حافلات من اربع بلدات سورية محاصرة.", set(), {("syria", "origin")}),
        ("عبرت قافلة تركية إلى إدلب.",
         {("idlib_governorate", "destination")}, {("turkey", "origin"), ("turkey", "via")}),
        ("انتقلت طائرات روسية من قاعدة حميميم.", set(), {("russia", "origin")}),
        # the country itself stays a route point
        ("خرج آلاف اللاجئين من سوريا إلى تركيا.", {("syria", "origin"), ("turkey", "destination")}, set()),
    ],
)
def test_a_country_as_an_adjective_is_no_route_point(text, wanted, unwanted):
    routes = _routes(text)
    assert wanted <= routes
    assert not unwanted & routes
