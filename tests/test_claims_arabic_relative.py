"""Arabic holding told by a relative clause or an apposition goes to the noun it describes (arabic_relative.py).

Each wording is our own; each class has positive and negative cases.
"""

import pytest

import geo_aleppo as ga
from geo_aleppo.corpus import Article

GAZETTEER = ga.load_gazetteer()


def _control(text):
    article = Article(id="t", path="t.txt", outlet="Test", date="2017-04-15", text=text)
    found = ga.extract_claims(article, gazetteer=GAZETTEER)
    return {(c.place_key, c.besieger or c.actor, c.status) for c in found if c.kind == "control"}, found


@pytest.mark.parametrize(
    ("text", "wanted", "unwanted"),
    [
        # the nearest place, skipping the region that only locates it ("بريف ⟦حلب⟧ الشمالي،")
        ("وصلت القافلة إلى مدينة الباب بريف حلب الشمالي، التي تسيطر عليها فصائل المعارضة.",
         {("al_bab", "opposition", "held")}, {("aleppo", "opposition", "held")}),
        # the nearest place, not the places named earlier in the sentence
        ("انتظرت حافلات الفوعة وكفريا ساعات في منطقة الراموسة التي تسيطر عليها قوات النظام.",
         {("ramouseh", "government", "held")}, {("foua", "government", "held"), ("kafraya", "government", "held")}),
        # a dual clause takes the two places, over the province that locates them
        ("دخلت المساعدات بلدتي مضايا والزبداني بريف دمشق اللتين تحاصرهما قوات النظام منذ عامين.",
         {("madaya", "government", "besieged"), ("zabadani", "government", "besieged")},
         {("rif_dimashq_governorate", "government", "besieged")}),
        # past verb of the relative clause in the Egyptian spelling ("التى"), and a return to a side's control
        ("زار الوفد الأحياء الشرقية لمدينة حلب التى عادت لسيطرة الجيش السورى.",
         {("east_aleppo", "government", "held")}, set()),
        # a list after the held areas: "، ومنها ⟦A⟧ و⟦B⟧"
        ("وتشمل الهدنة المناطق الخاضعة لسيطرة الفصائل شمالي حمص، ومنها الرستن وتلبيسة.",
         {("gn_172946", "opposition", "held"), ("gn_163779", "opposition", "held")}, set()),
        # an apposition: "⟦A⟧، وهي آخر معقل للمسلحين"
        ("غادرت الحافلات مدينة دوما، وهي آخر معقل للمسلحين قرب العاصمة.",
         {("gn_170592", "opposition", "held")}, set()),
        # negative: a holding in the past ("كانت"), negated ("لم تعد"), or only tried ("فشلت في السيطرة")
        ("دخل الوفد حي السكري الذي كانت تسيطر عليه فصائل المعارضة.", set(), {("al_sukkari", "opposition", "held")}),
        ("مرت القافلة بمدينة الباب التي لم تعد تسيطر عليها فصائل المعارضة.", set(), {("al_bab", "opposition", "held")}),
        ("فشلت قوات النظام في السيطرة على مدينة الرستن التي تسيطر عليها المعارضة.",
         {("gn_172946", "opposition", "held")}, {("gn_172946", "government", "held")}),
        ("إذا سيطرت قوات النظام على مدينة الباب فسيغادر السكان.", set(), {("al_bab", "government", "held")}),
    ],
)
def test_a_relative_clause_goes_to_its_noun(text, wanted, unwanted):
    control, _ = _control(text)
    assert wanted <= control
    assert not unwanted & control


def test_a_name_the_gazetteer_does_not_know_is_kept_without_a_key():
    control, found = _control('خرج المقاتلون من حي "الوعر" الواقع تحت سيطرة المعارضة في مدينة حمص.')
    unnamed = [c for c in found if c.kind == "control" and c.place_key is None]
    assert [(c.place_text, c.actor, c.status) for c in unnamed] == [("الوعر", "opposition", "held")]
    assert ("homs", "opposition", "held") not in control
    # a head noun with no name and no place is nothing
    control, found = _control("خرج المقاتلون من الحي الواقع تحت سيطرة المعارضة.")
    assert not [c for c in found if c.kind == "control"]


def test_held_areas_in_a_directional_part_are_a_region_without_a_key():
    _, found = _control("ويقضي الاتفاق بنقل الرافضين إلى المناطق التي تسيطر عليها المعارضة في شمال البلاد.")
    assert [(c.place_key, c.actor) for c in found if c.kind == "control"] == [(None, "opposition")]
    _, found = _control("ويقضي الاتفاق بنقل الرافضين إلى المناطق التي تسيطر عليها المعارضة.")
    assert not [c for c in found if c.kind == "control"]  # unnamed areas: no claim


@pytest.mark.parametrize(
    ("text", "wanted", "unwanted"),
    [
        # taking or keeping control: imperfect verb, a time before "على", a share, a second "وعلى"
        ("يفرض الجيش سيطرته منذ الصيف على معظم مدينة حلب.", {("aleppo", "government", "held")}, set()),
        ("تبسط قوات سوريا الديمقراطية سيطرتها منذ عام 2017 على أجزاء واسعة من محافظة الرقة الغنية بالنفط، "
         "وعلى نحو 90% من مساحة مدينة الرقة.", {("raqqa", "sdf", "held")}, set()),
        ("لم تبسط قوات النظام سيطرتها على مدينة درعا.", set(), {("daraa", "government", "held")}),
        # the side named before the verb by a pronoun: "أنها", "وحداته"
        ("أعلنت قوات النظام أنها باتت تسيطر بالكامل على مدينة درعا.", {("daraa", "government", "held")}, set()),
        ("قال الجيش السوري إن وحداته تمكنت من السيطرة على بلدة خان طومان.",
         {("khan_tuman", "government", "held")}, set()),
        ("أعلنت قوات النظام أنها لم تسيطر على مدينة درعا.", set(), {("daraa", "government", "held")}),
        ("أطلقت فصائل المعارضة معركة للسيطرة على مدينة درعا.", set(), {("daraa", "opposition", "held")}),
        # a noun referring back, under a side's control
        ("خرج آخر المقاتلين من حمص، وباتت المدينة كلها تحت سيطرة الجيش.", {("homs", "government", "held")}, set()),
        ("وصل الوفد إلى حمص، ولم تعد المدينة تحت سيطرة المعارضة.", set(), {("homs", "opposition", "held")}),
        # a besieged participle right after two places: the place after it locates them
        ("دخلت القافلة بلدتي الفوعة وكفريا المحاصرتين في ريف إدلب.",
         {("foua", "unknown", "besieged"), ("kafraya", "unknown", "besieged")},
         {("idlib_governorate", "unknown", "besieged")}),
        # a country is the frame of a holding, never the place held or besieged
        ("خرجت الحافلات من اربع بلدات سورية محاصرة.", set(), {("syria", "unknown", "besieged")}),
    ],
)
def test_verbs_pronouns_and_references_of_holding(text, wanted, unwanted):
    control, _ = _control(text)
    assert wanted <= control
    assert not unwanted & control


def test_a_sides_areas_in_a_directional_part_are_a_region_without_a_key():
    _, found = _control("نقل المقاتلون إلى مناطق سيطرة المعارضة في شمال البلاد.")
    assert [(c.place_key, c.actor) for c in found if c.kind == "control"] == [(None, "opposition")]
    _, found = _control("نقل المقاتلون إلى مناطق سيطرة المعارضة.")
    assert not [c for c in found if c.kind == "control"]


@pytest.mark.parametrize(
    ("text", "wanted", "unwanted"),
    [
        # a side named by a pronoun in a sentence that names none: the subject of the sentence before
        ("أعلنت قوات سوريا الديمقراطية انتهاء المعارك. وقال متحدث باسمها إن قواته أصبحت تسيطر على مدينة الرقة.",
         {("raqqa", "sdf", "held")}, {("raqqa", "unknown", "held")}),
        ("تقدمت قوات النظام في ريف حماة. وقال قائد ميداني إن وحداته باتت تسيطر على مدينة حلفايا.",
         {("gn_170044", "government", "held")}, {("gn_170044", "unknown", "held")}),
        # a short name ("الهيئة", "الحركة") is the side whose full name came before
        ("شنت هيئة تحرير الشام هجوماً واسعاً فجر الأحد. وبعد ساعات أصبحت بلدة سراقب تحت سيطرة الهيئة.",
         {("saraqib", "opposition", "held")}, {("saraqib", "unknown", "held")}),
        ("أعلن تنظيم الدولة الإسلامية بدء معركة جديدة. وقال التنظيم في بيان إنه يسيطر على مدينة تدمر.",
         {("palmyra", "isis", "held")}, {("palmyra", "unknown", "held")}),
        # a generic "القوات"/"الجيش" with an adjective is no short name: not the side named before with that head
        ("خرجت قوات سوريا الديمقراطية من الأحياء الشرقية. وأصبحت مدينة منبج تحت سيطرة القوات التركية.",
         set(), {("manbij", "sdf", "held")}),
        ("انسحب جيش الإسلام من البلدة. ثم صارت دوما تحت سيطرة الجيش الروسي.",
         {("gn_170592", "unknown", "held")},
         {("gn_170592", "opposition", "held"), ("gn_170592", "government", "held")}),
        # the pronoun's side is the subject of the sentence before, not its object
        ("استهدفت طائرات حربية مواقع فصائل المعارضة قرب المدينة. وقال قائد إن قواته تسيطر على بلدة سراقب.",
         set(), {("saraqib", "opposition", "held")}),
        ("قصف الطيران الروسي مواقع الفصائل ليلاً. وأكد ضابط أن وحداته تسيطر على بلدة سراقب.",
         set(), {("saraqib", "opposition", "held")}),
        # negative: a short name with no full name before it stays unknown
        ("صارت حماة ثاني مدينة تسيطر عليها الهيئة خلال أسبوع.", set(), {("hama_city", "opposition", "held")}),
    ],
)
def test_a_side_named_before_the_sentence(text, wanted, unwanted):
    control, _ = _control(text)
    assert wanted <= control
    assert not unwanted & control


@pytest.mark.parametrize(
    ("text", "wanted", "unwanted"),
    [
        # another country's army or forces is no side of the map (unknown), never the Syrian government
        ("سيطر الجيش التركي على مدينة عفرين بعد معارك.", {("afrin", "unknown", "held")},
         {("afrin", "government", "held")}),
        ("تسيطر القوات الأمريكية على قاعدة قرب مدينة منبج.", set(), {("manbij", "government", "held")}),
        ("سيطرت القوات العراقية على بلدة البوكمال.", set(), {("abu_kamal", "government", "held")}),
        ("سيطر جنود أتراك على بلدة جرابلس.", set(), {("jarabulus", "government", "held")}),
        ("سيطرت وحدات الجيش الروسي على مدينة تدمر.", set(), {("palmyra", "government", "held")}),
        # the Syrian army, named or not, is still the government
        ("سيطر الجيش على مدينة تدمر بعد معارك.", {("palmyra", "government", "held")}, set()),
        ("سيطر الجيش العربي السوري على مدينة تدمر.", {("palmyra", "government", "held")}, set()),
    ],
)
def test_a_foreign_army_is_no_side(text, wanted, unwanted):
    control, _ = _control(text)
    assert wanted <= control
    assert not unwanted & control
