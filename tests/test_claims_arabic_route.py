"""Arabic routes: origin, via and destination from Arabic wordings of a movement (sentences written for the test)."""

import pytest

from geo_aleppo.claims import extract_claims
from geo_aleppo.corpus import Article


def routes_of(text):
    claims = extract_claims(Article(id="t", path="t.txt", outlet="Test", date="2016-12-16", text=text))
    assert all(text[c.start : c.end] == c.quote for c in claims)
    return {(c.place_key, c.role) for c in claims if c.kind == "route"}


@pytest.mark.parametrize(
    "text, expected",
    [
        # prepositions: من origin, إلى / نحو / باتجاه / صوب destination, عبر / عن طريق / مروراً ب via
        (
            "انطلقت القافلة صباح اليوم من حي العامرية متجهة نحو بلدة الأتارب.",
            {("al_amiriyah", "origin"), ("al_atarib", "destination")},
        ),
        ("ونُقل المصابون عن طريق الراموسة إلى مشافي تركيا.", {("ramouseh", "via"), ("turkey", "destination")}),
        ("سيُنقل الجرحى إلى تركيا عبر معبر باب الهوى.", {("turkey", "destination"), ("bab_al_hawa", "via")}),
        ("وسلكت القافلة طريقها صوب جرابلس مروراً بمدينة الباب.", {("jarabulus", "destination"), ("al_bab", "via")}),
        # verbs that take the place as object: غادر origin, عبر via, بلغ destination
        (
            "وغادرت عشرون حافلة مدينة إدلب باتجاه معبر باب الهوى.",
            {("idlib_city", "origin"), ("bab_al_hawa", "destination")},
        ),
        (
            "وعبرت سيارات الإسعاف معبر الراموسة في طريقها إلى خان العسل.",
            {("ramouseh", "via"), ("khan_al_asal", "destination")},
        ),
        ("ويتوقع أن تبلغ الحافلات مدينة أعزاز قرب الحدود التركية مساء اليوم.", {("azaz", "destination")}),
        # a list joined by و takes the role of its first place
        (
            "وأُجلي مئات المدنيين من بلدتي الفوعة وكفريا إلى مدينة حلب.",
            {("foua", "origin"), ("kafraya", "origin"), ("aleppo", "destination")},
        ),
        # the people of a place are taken out of it; عن after a leaving word is من
        ("وأُخرج سكان مضايا إلى إدلب.", {("madaya", "origin"), ("idlib_governorate", "destination")}),
        ("وقد أجلي آخر المقاتلين عن شرقي حلب أمس.", {("east_aleppo", "origin")}),
        # a reference back to the two towns named before
        (
            "ووصلت الحافلات إلى مضايا والزبداني صباحاً، ثم غادرت البلدتين مساءً.",
            {("madaya", "destination"), ("zabadani", "destination"), ("madaya", "origin"), ("zabadani", "origin")},
        ),
        # buses going to fetch people from a place go to that place
        (
            "وتوجهت خمسون حافلة من حلب لإجلاء الجرحى من كفريا.",
            {("aleppo", "origin"), ("kafraya", "origin"), ("kafraya", "destination")},
        ),
        # "at the crossing" in a journey is a point passed
        (
            "وتوقفت القافلة ساعات عند حاجز الراموسة قبل أن تصل إلى الراشدين.",
            {("ramouseh", "via"), ("al_rashideen", "destination")},
        ),
        # a place that only locates the one before is no point of the route
        ("ودخلت الحافلات إلى حي الراشدين في ريف حلب.", {("al_rashideen", "destination")}),
        # parts: the eastern districts of a city; a directional part of a countryside has no place key
        ("وخرجت الحافلات من الأحياء الشرقية لمدينة حلب.", {("east_aleppo", "origin")}),
        ("ووصلت الدفعة الأولى من المهجرين إلى ريف إدلب الجنوبي.", {(None, "destination")}),
        ("ثم مضت القافلة إلى ريفها الغربي.", {(None, "destination")}),
        # no movement of people: a source, support, a cause
        ("وأفاد ناشطون من مدينة إدلب بأن الحافلات لم تتحرك بعد.", set()),
        ("وسيطرت القوات الحكومية على الحي بدعم من روسيا بعد خروج المسلحين.", set()),
        ("أدى القصف على الأتارب إلى نزوح الأهالي.", set()),
        ("وفي شريط بثه التلفزيون من حي السكري في حلب، ظهرت آخر حافلة تغادر.", set()),
        ("بعبارة قصيرة عبّر سكان المدينة عن فرحهم بعودة الكهرباء إلى حلب.", set()),
    ],
)
def test_arabic_routes(text, expected):
    assert routes_of(text) == expected


def test_south_east_of_a_city_is_not_its_eastern_part():
    assert routes_of("وانطلقت الحافلات من جنوب شرق حلب.") == {("aleppo", "origin")}


def test_arabic_route_quote_and_place_text():
    text = "وخرجت الحافلات من الأحياء الشرقية لمدينة حلب نحو ريف حلب الغربي."
    claims = [c for c in extract_claims(Article("t", "t.txt", "T", "2016-12-16", text)) if c.kind == "route"]
    assert {(c.place_text, c.role) for c in claims} == {
        ("الأحياء الشرقية لمدينة حلب", "origin"),
        ("ريف حلب الغربي", "destination"),
    }
    assert all(c.quote == text and (c.start, c.end) == (0, len(text)) for c in claims)


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "وصل صباح اليوم إلى مدينة إدلب أكثر من ألفي شخص قادمين من الأحياء الشرقية لحلب.",
            {("idlib_city", "destination"), ("east_aleppo", "origin")},
        ),
        (
            "وشوهدت الحافلات الخضراء تتجه نحو الراموسة بعد خروجها من حي صلاح الدين.",
            {("ramouseh", "destination"), ("salah_al_din", "origin")},
        ),
        ("ونقلت وكالة رويترز عن شهود أن الحافلات غادرت حي الأنصاري.", {("al_ansari", "origin")}),
        # reported speech, a speaker's origin and an army entering a district are no evacuation routes
        ("ونقلت وكالة الأنباء السورية (سانا) عن مصدر عسكري أن الجيش دخل حي الشيخ سعيد.", set()),
        ("وقال مسؤول في المعارضة من تركيا إن القوافل ستتحرك غداً.", set()),
    ],
)
def test_arabic_routes_in_reported_speech(text, expected):
    assert routes_of(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("وأغلقت السلطات معبر باب الهوى الذي كانت القوافل تمر عبره.", {("bab_al_hawa", "via")}),
        # a crossing no gazetteer names (a made-up name: "الحمرا" is curated now)
        ("وأغلقت السلطات معبر القرنفلة الذي كانت القوافل تمر عبره.", {(None, "via")}),
    ],
)
def test_arabic_crossing_passed_through_it(text, expected):
    assert routes_of(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # a part named without its city is the part of the city named before it
        (
            "وصلت الحافلات إلى حلب صباحاً. وبدأ إجلاء المقاتلين من الأحياء الشرقية مساءً.",
            {("aleppo", "destination"), ("east_aleppo", "origin")},
        ),
        (
            "دخلت الحافلات إلى حلب. ثم خرجت القافلة الأولى من شرقي المدينة.",
            {("aleppo", "destination"), ("east_aleppo", "origin")},
        ),
        # a city whose part no gazetteer holds: no part is invented
        ("وصلت الحافلات إلى مدينة إدلب. ثم خرجت القافلة من الأحياء الشرقية.", {("idlib_city", "destination")}),
    ],
)
def test_arabic_part_named_without_its_city(text, expected):
    assert routes_of(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "وسارت القافلة انطلاقاً من حي صلاح الدين وصولاً الى منطقة الراشدين بعد مرورها بمعبر الراموسة.",
            {("salah_al_din", "origin"), ("al_rashideen", "destination"), ("ramouseh", "via")},
        ),
        # "إلى جانب" is beside, not towards
        ("وانطلقت القافلة وسط انتشار عناصر من حزب الله إلى جانب روسيا.", set()),
    ],
)
def test_arabic_route_starting_from_reaching_and_beside(text, expected):
    assert routes_of(text) == expected


def test_a_distance_from_a_place_is_no_origin():
    text = "ووصلت الحافلات إلى بلدة الأتارب التي تقع على بعد 25 كم من حلب."
    assert routes_of(text) == {("al_atarib", "destination")}
