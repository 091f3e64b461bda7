"""Arabic wordings that look like a movement or a siege but state none, and those that do."""
import pytest

import geo_aleppo as ga
from geo_aleppo.corpus import Article

GAZETTEER = ga.load_gazetteer()


def _claims(text, kind):
    article = Article(id="a", path="a.txt", outlet="Test", date="2016-12-15", text=text)
    return [c for c in ga.extract_claims(article, gazetteer=GAZETTEER) if c.kind == kind]


@pytest.mark.parametrize(
    "text",
    [
        "قتل رجل يبلغ من العمر 40 عاما في دوما.",  # an age
        "بلغ عدد القتلى في دوما 16 شخصا.",  # a total
        "وتبلغ مساحة مدينة إدلب نحو عشرة كيلومترات مربعة.",  # an area
        "أصيبت امرأة تبلغ من العمر ستين عاما في قصف على مضايا.",
    ],
)
def test_reached_without_a_mover_is_no_route(text):
    assert _claims(text, "route") == []


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("وبلغت الحافلات مدينة إدلب مساء الخميس.", "idlib_city"),
        ("بلغت القافلة الأولى مضايا بعد ظهر اليوم.", "madaya"),
        ("وقالت المصادر إن الحافلات بلغت الراموسة.", "ramouseh"),
        ("وبلغت مضايا ليلا ثلاث حافلات تقل جرحى.", "madaya"),  # the mover after the place
    ],
)
def test_a_mover_that_reached_a_place_gives_its_destination(text, place):
    assert [(c.place_key, c.role) for c in _claims(text, "route")] == [(place, "destination")]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("بلغ عدد القتلى في دوما 16 شخصا.", "dead"),
        ("وارتفع عدد الجرحى في مضايا إلى 30 شخصا.", "wounded"),
        ("قال المرصد إن حصيلة القتلى بلغت 45 شخصا في إدلب.", "dead"),
    ],
)
def test_the_dead_or_wounded_with_the_article_set_the_topic(text, topic):
    assert [c.topic for c in _claims(text, "count")] == [topic]


def _control(text):
    return [(c.place_key, c.actor, c.status) for c in _claims(text, "control")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a name after the reference is the place besieged, not the one named before
        ("وصل الوفد إلى بلدة سراقب. ودخلت قافلة إلى البلدة المحاصرة مضايا.", [("madaya", "unknown", "besieged")]),
        ("زار المبعوث مدينة إدلب، ثم توجه إلى المدينة المحاصرة دوما.", [("gn_170592", "unknown", "besieged")]),
        # a negation: no longer besieged
        ("وصل الوفد إلى بلدة مضايا. ولم تعد البلدة محاصرة.", []),
        ("دخلت القافلة بلدة مضايا، والبلدة غير محاصرة الآن.", []),
        ("عاد الأهالي إلى بلدة سراقب. فالبلدة لم تعد محاصرة منذ أشهر.", []),
        # "and the town" / "so the town" refers back as "the town" does
        ("وصل الوفد إلى بلدة مضايا. والبلدة محاصرة منذ عام 2015.", [("madaya", "unknown", "besieged")]),
        ("دخلت قافلة بلدة مضايا، فالبلدة محاصرة منذ سنتين.", [("madaya", "unknown", "besieged")]),
        # "still" is no negation
        (
            "وصل الوفد إلى بلدة مضايا. ولا تزال البلدة محاصرة من قبل قوات النظام.",
            [("madaya", "opposition", "besieged")],
        ),
    ],
)
def test_the_town_besieged_referring_back(text, expected):
    assert _control(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("تخضع مدينة إدلب لسيطرة هيئة تحرير الشام.", [("idlib_city", "opposition", "held")]),
        ("وخضعت دوما منذ عام 2012 لسيطرة فصائل المعارضة.", [("gn_170592", "opposition", "held")]),
        ("ويخضع حي الراموسة لسيطرة قوات النظام.", [("ramouseh", "government", "held")]),
    ],
)
def test_the_verb_is_subject_to_control(text, expected):
    assert _control(text) == expected


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("نزح 950 ألفاً من ريف إدلب منذ كانون الأول.", 950000),
        ("فر نحو ثلاثة آلاف مدني من دوما.", 3000),
        ("وهرب 200 شخص من مضايا أمس.", 200),
        ("وخرج أمس 1200 من مضايا.", 1200),
    ],
)
def test_people_who_fled_are_counted_as_evacuated(text, value):
    assert [(c.value, c.topic, c.unit) for c in _claims(text, "count")] == [(value, "evacuated", "people")]


def test_provided_is_not_fled():
    assert [c.topic for c in _claims("ووفرت المنظمة 500 سلة غذائية لأهالي مضايا.", "count")] != ["evacuated"]
    assert _claims("وفرت المنظمة 500 سلة غذائية في دوما.", "count") == []
