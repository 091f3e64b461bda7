"""The Arabic control rules as data (claims/rules/control_ar.toml) and their reader over segmented words.

Every sentence is our own wording. Each case names the wording class it covers; negatives sit beside positives.
"""

import pytest

import geo_aleppo as ga
from geo_aleppo.claims.arabic_match import _step, arabic_rules
from geo_aleppo.claims.arabic_units import sides_of
from geo_aleppo.corpus import Article
from geo_aleppo.errors import GazetteerDataError

GAZETTEER = ga.load_gazetteer()


def _claims(text):
    article = Article(id="t", path="t.txt", outlet="Test", date="2018-03-01", text=text)
    return [c for c in ga.extract_claims(article, gazetteer=GAZETTEER) if c.kind == "control"]


def _control(text):
    return {(c.place_key, c.besieger or c.actor, c.status) for c in _claims(text)}


def test_the_rules_load_and_every_rule_names_its_family():
    rules = arabic_rules("control_ar")
    assert len(rules) >= 20
    assert len({r.name for r in rules}) == len(rules)
    assert all(r.family and (r.frames or r.trigger == "area") for r in rules)


def test_a_bad_step_is_a_clear_error():
    with pytest.raises(GazetteerDataError, match="unknown step"):
        _step("sideways", "control_ar.x")
    with pytest.raises(GazetteerDataError, match="unknown attribute"):
        _step("@&colour=red", "control_ar.x")


def test_every_claim_records_its_rule():
    claims = _claims("سيطرت قوات النظام على مدينة تدمر، وتحاصر الفصائل بلدة الفوعة.")
    assert {(c.place_key, c.rule) for c in claims} == {
        ("palmyra", "ar.verb_subject_places"), ("foua", "ar.verb_subject_places"),
    }


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a verb carrying its object as a pronoun refers back to the place named before
        ("وصلت الحافلات إلى بلدة مضايا. وبعد ساعات دخلتها قوات النظام.", {("madaya", "government", "held")}),
        ("وصلت الحافلات إلى بلدة مضايا. وبعد ساعات دخلتها قافلة.", set()),  # no side: nothing
        # the dual refers back to the two towns
        ("وصل الوفد إلى بلدتي الفوعة وكفريا. والبلدتان تحت سيطرة قوات النظام.",
         {("foua", "government", "held"), ("kafraya", "government", "held")}),
        # passive with its agent after "من قبل"
        ("حوصرت مدينة داريا من قبل قوات النظام أربع سنوات.", {("darayya", "government", "besieged")}),
        # a masdar with its side: "سيطرة الجيش على ⟦A⟧"
        ("وجاءت المفاوضات بعد سيطرة الجيش على مدينة تدمر.", {("palmyra", "government", "held")}),
        # a side's area noun with a place: part of it
        ("ووصل المهجرون إلى مناطق النظام في مدينة حماة.", {("hama_city", "government", "held")}),
    ],
)
def test_structures_read_over_tokens(text, expected):
    assert _control(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("قد سيطرت قوات النظام على مدينة تدمر.", {("palmyra", "government", "held")}),  # has taken
        ("قد تسيطر قوات النظام على مدينة تدمر قريباً.", set()),  # may take
        ("لم تسيطر قوات النظام على مدينة تدمر.", set()),  # negation
        ("ستدخل قوات النظام مدينة تدمر.", set()),  # future
        ("حشد الجيش قواته لاستعادة مدينة تدمر.", set()),  # purpose
        ("فك الجيش الحصار عن مدينة دير الزور.", set()),  # a siege lifted
        ("إذا دخلت قوات النظام مدينة تدمر فسيغادر الأهالي.", set()),  # condition
        ("نفى مصدر عسكري سيطرة الفصائل على مدينة تدمر.", set()),  # denial
        ("لا تزال قوات النظام تحاصر مدينة داريا.", {("darayya", "government", "besieged")}),  # still
    ],
)
def test_the_vocabularys_cancel_words_read_in_the_clause(text, expected):
    assert _control(text) == expected


def test_side_names_read_over_tokens():
    assert sides_of("وقوات سوريا الديمقراطية") == ["sdf"]  # a place's name inside a side's name
    assert sides_of("للجيش التركي") == ["unknown"]  # another country's army
    assert sides_of("الفصائل المدعومة من تركيا") == ["opposition"]
    assert sides_of("مقاتلو تنظيم داعش") == ["isis"]
    assert sides_of("جيش الإسلام") == ["opposition"] and sides_of("الجيش") == ["government"]
