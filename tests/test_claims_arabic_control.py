"""Arabic control and count topics: sieges, sides as subjects, returns to control (sentences written for the test)."""

import pytest

from geo_aleppo.claims import extract_claims
from geo_aleppo.claims.arabic_units import sides_of
from geo_aleppo.corpus import Article


def control_of(text):
    claims = extract_claims(Article(id="t", path="t.txt", outlet="Test", date="2016-12-16", text=text))
    assert all(text[c.start : c.end] == c.quote for c in claims)
    return {(c.place_key, c.actor, c.status, c.besieger) for c in claims if c.kind == "control"}


@pytest.mark.parametrize(
    "text, expected",
    [
        # a side besieging as the subject, or imposing a siege (on the place named before or after)
        ("وتحاصر قوات النظام بلدة مضايا منذ أشهر.", {("madaya", "opposition", "besieged", "government")}),
        (
            "فرضت الفصائل المسلحة حصاراً خانقاً على بلدتي الفوعة وكفريا.",
            {("foua", "government", "besieged", "opposition"), ("kafraya", "government", "besieged", "opposition")},
        ),
        (
            "وعانى سكان مضايا طويلاً من الحصار الذي تفرضه قوات النظام.",
            {("madaya", "opposition", "besieged", "government")},
        ),
        # taking, returning to and being under control
        ("واستعادت القوات الحكومية السيطرة على حي الشيخ سعيد.", {("sheikh_saeed", "government", "held", None)}),
        ("وأكد ناشطون عودة بلدة الأتارب إلى سيطرة الفصائل.", {("al_atarib", "opposition", "held", None)}),
        ("وتحدث أهالي حلب عن رجوع أحيائها إلى سيطرة الجيش السوري.", {("aleppo", "government", "held", None)}),
        ("وتواصل إجلاء المدنيين من آخر جيوب المعارضة في شرق حلب.", {("east_aleppo", "opposition", "held", None)}),
        ("وبات حي الشيخ سعيد تحت سيطرة الفصائل الموالية للنظام.", {("sheikh_saeed", "government", "held", None)}),
        # the side before its verb, named through a place ("loyal to Iran")
        (
            "وقال ناشطون إن المليشيات الموالية لإيران تسيطر على بلدة خان طومان.",
            {("khan_tuman", "government", "held", None)},
        ),
        # parts: the besieged east of a city; a directional part of a countryside has no key
        ("ولا يزال آلاف المدنيين عالقين في شرق حلب المحاصر.", {("east_aleppo", "unknown", "besieged", None)}),
        ("ويعيش الأهالي في الأحياء الشرقية المحاصرة في حلب.", {("east_aleppo", "unknown", "besieged", None)}),
        ("ووصلت الحافلات إلى مناطق سيطرة المعارضة في ريف إدلب الجنوبي.", {(None, "opposition", "held", None)}),
        ("وخرج المقاتلون إلى مناطق سيطرة الثوار في ريفها الشمالي.", {(None, "opposition", "held", None)}),
        # no holding
        ("وقُتل ثلاثة مدنيين في قصف على جنوب شرق حلب.", set()),
    ],
)
def test_arabic_control_wordings(text, expected):
    assert control_of(text) == expected


@pytest.mark.parametrize(
    "text, side",
    [
        ("الفصائل الموالية للنظام", "government"),
        ("مسلحين موالين للحكومة", "government"),
        ("الفصائل المعارضة", "opposition"),
        ("قوات النظام وميليشيات موالية له", "government"),
    ],
)
def test_loyal_to_names_the_side(text, side):
    assert sides_of(text)[:1] == [side]


def counts_of(text):
    claims = extract_claims(Article(id="t", path="t.txt", outlet="Test", date="2016-12-16", text=text))
    return {(c.value, c.topic) for c in claims if c.kind == "count"}


@pytest.mark.parametrize(
    "text, expected",
    [
        # the verb or noun governing a count of people gives its topic
        ("وأصيب 25 شخصاً في القصف.", {(25.0, "wounded")}),
        ("أسفر القصف عن مقتل 5 أشخاص وإصابة 20 آخرين.", {(5.0, "dead"), (20.0, "wounded")}),
        ("قُتل 12 مدنياً وجُرح 30 آخرون في حلب.", {(12.0, "dead"), (30.0, "wounded")}),
        ("ولقي 7 مدنيين حتفهم جراء الغارات.", {(7.0, "dead")}),
        ("ولا يزال نحو 5 آلاف مدني عالقين في الأحياء المحاصرة.", {(5000.0, "trapped")}),
        ("وقتل 3 أشخاص بينهم طفلان.", {(3.0, "dead"), (2.0, "children")}),
        # a word after "among them" governs only what follows it
        ("وتم إجلاء 300 شخص بينهم مصابون.", {(300.0, "evacuated")}),
        # a thousand with its accusative ending; residents and the displaced are people
        ("وخرج ١٥ ألفاً من المدنيين من الأحياء الشرقية.", {(15000.0, "evacuated")}),
        ("وتم إجلاء نحو 2500 من سكان البلدة.", {(2500.0, "evacuated")}),
        # "thousands" alone is vague (as in English), "two thousand" is a number
        ("وينتظر آلاف الأشخاص عند المعبر.", set()),
        ("ووصل أكثر من ألفي شخص إلى إدلب.", {(2000.0, "evacuated")}),
        # a number word joined to "and"
        ("وخرجت خمس حافلات وثلاث سيارات إسعاف من الحي.", {(5.0, "buses"), (3.0, "ambulances")}),
        ("وبلغ عدد من غادروا الأحياء الشرقية 8 آلاف شخص، بينهم 300 جريح.", {(8000.0, "evacuated"), (300.0, "wounded")}),
    ],
)
def test_arabic_count_topic_from_governing_word(text, expected):
    assert counts_of(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("وجاء ذلك بعد سيطرة قوات النظام على حي الشيخ سعيد.", {("sheikh_saeed", "government", "held", "whole")}),
        (
            "وعانى الأهالي من الحصار المفروض على مضايا من قبل قوات النظام.",
            {("madaya", "opposition", "besieged", "whole")},
        ),
        ("وطال حصار مضايا أكثر من عام.", {("madaya", "unknown", "besieged", "whole")}),
        # the areas of a side in a place are a part of it; areas of no side are nothing
        ("ونقل المدنيون إلى مناطق المعارضة في ريف حلب.", {("aleppo_governorate", "opposition", "held", "part")}),
        ("ووصلت الحافلات إلى مناطق واسعة في ريف حلب.", set()),
    ],
)
def test_arabic_siege_of_and_areas_of_a_side(text, expected):
    claims = extract_claims(Article(id="t", path="t.txt", outlet="Test", date="2016-12-16", text=text))
    assert {(c.place_key, c.actor, c.status, c.scope) for c in claims if c.kind == "control"} == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # the side before its verb
        ("وكانت قوات النظام تحاصر داريا منذ عام 2012.", {("darayya", "opposition", "besieged", "government")}),
        ("وكانت قوات النظام تفرض حصاراً على داريا منذ سنوات.", {("darayya", "opposition", "besieged", "government")}),
        ("القوات الحكومية استعادت السيطرة على حي الشيخ سعيد.", {("sheikh_saeed", "government", "held", None)}),
        # meant, not done: no holding
        ("وهو ما يفتح الطريق أمام الجيش لتبسط سيطرتها على مدينة حلب بأكملها.", set()),
    ],
)
def test_arabic_side_before_its_verb(text, expected):
    assert control_of(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("واستعاد الجيش السوري مدينة تدمر من تنظيم الدولة.", {("palmyra", "government", "held", None)}),
        ("وحرر الجيش العربي السوري بلدة خان طومان.", {("khan_tuman", "government", "held", None)}),
        ("وتسيطر هيئة تحرير الشام على معظم محافظة إدلب.", {("idlib_governorate", "opposition", "held", None)}),
        # the Free Syrian Army is no army of the government
        ("وقال الجيش السوري الحر إنه يسيطر على بلدة الأتارب.", {("al_atarib", "opposition", "held", None)}),
        ("واستعادت المعارضة الأمل بعد سقوط حلب.", set()),
        ("وتحاول قوات النمر استعادة خان طومان.", set()),
    ],
)
def test_arabic_taking_back_and_named_groups(text, expected):
    assert control_of(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "وصلت الحافلات إلى مضايا. وكانت البلدة محاصرة من قبل قوات النظام منذ عامين.",
            {("madaya", "opposition", "besieged", "government")},
        ),
        (
            "دخلت سيارات الإسعاف إلى الفوعة وكفريا. وتقول مصادر إن البلدتين محاصرتان منذ 2015.",
            {("foua", "unknown", "besieged", None), ("kafraya", "unknown", "besieged", None)},
        ),
        # no place of that kind named before: nothing
        ("وكانت البلدة محاصرة من قبل قوات النظام منذ عامين.", set()),
    ],
)
def test_arabic_reference_back_besieged(text, expected):
    assert control_of(text) == expected
