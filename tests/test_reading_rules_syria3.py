"""Reading rules for Syria reporting of other places and years (issue 15, third round).

Villages said to be of a name, or named after it, make it the governorate; a street-level feature
before "north of X" keeps the city; a group's own words before a place name and a group noun after
it make a group, not a place; a media outlet's head word before a place name makes an outlet; an
unknown name that is a curated place spelled another way is that place. Each rule with wordings
where it applies and where it must not.
"""

import pytest

from geo_aleppo import geoparse


def _readings(text):
    return {m.text: (m.place_key, m.resolved_by) for m in geoparse(text)}


def _key(text, surface):
    return _readings(text)[surface][0]


@pytest.mark.parametrize(
    "text, surface, key",
    [
        # villages or towns of a name that no other name is listed with: the province holds them
        ("Jets struck the villages of Hama overnight.", "Hama", "hama_governorate"),
        ("Aid reached three towns of Idlib on Sunday.", "Idlib", "idlib_governorate"),
        ("Government Shells Two Villages Of Homs\n\nThe army fired at dawn.", "Homs", "homs_governorate"),
        # a direction word after "villages of" names a part of the province, not one of a list of villages
        ("Gunmen raided four villages of Eastern Sweida, in the south.", "Eastern Sweida", "as_suwayda_governorate"),
        ("Troops entered the villages of northern Hama.", "northern Hama", "hama_governorate"),
        # villages named after the name
        ("Residents of the Sweida villages asked for help.", "Sweida", "as_suwayda_governorate"),
        ("Shelling hit Hama's towns on Monday.", "Hama", "hama_governorate"),
        ("Aleppo villages were shelled again.", "Aleppo", "aleppo_governorate"),
        # not: a list of towns names each town; the city itself; the city's own streets
        ("Jets struck the towns of Aleppo, Hama and Homs.", "Hama", "hama_city"),
        ("Jets struck the towns of Idlib and Saraqib.", "Saraqib", "saraqib"),
        ("The villages near Hama city were quiet.", "Hama city", "hama_city"),
        ("Residents of Homs villages' markets", "Homs", "homs_governorate"),
    ],
)
def test_villages_of_a_name_make_it_the_governorate(text, surface, key):
    assert _key(text, surface) == key


def test_a_list_of_towns_is_not_read_as_one_province():
    readings = _readings("Jets struck the towns of Aleppo, Hama and Homs.")
    assert readings["Aleppo"][0] == "aleppo" and readings["Homs"][0] == "homs"


@pytest.mark.parametrize(
    "text, surface, key",
    [
        # a roundabout, a square or a street before "north of X" stands in the city
        ("Snipers fired near the Shihan roundabout in northern Aleppo.", "northern Aleppo", "aleppo"),
        ("A car bomb went off in a square of southern Homs.", "southern Homs", "homs"),
        ("أطلق قناصة النار قرب دوار شيحان شمالي حلب.", "حلب", "aleppo"),
        ("انفجرت عبوة في ساحة السبع بحرات وسط دمشق وأخرى في شارع جنوبي حماة.", "حماة", "hama_city"),
        # no such feature: the direction names a part of the province
        ("قصفت الطائرات شمالي حلب.", "حلب", "aleppo_governorate"),
        ("Jets struck northern Aleppo.", "northern Aleppo", "aleppo_governorate"),
        ("Rebels advanced in southern Homs.", "southern Homs", "homs_governorate"),
        ("تقدمت الفصائل في ريف حماة وجنوبي حماة.", "حماة", "hama_governorate"),
    ],
)
def test_street_level_features_keep_the_city(text, surface, key):
    assert _key(text, surface) == key


@pytest.mark.parametrize(
    "text, name",
    [
        ("Fighters of the Rijal al-Karamah factions took on the attackers.", "al-Karamah"),
        ("The Shuhada Daraa movement said it had withdrawn.", "Daraa"),
        ("Commanders of the Fursan Idlib brigade met in Turkey.", "Idlib"),
        ("Members of the Ahfad Homs battalion surrendered.", "Homs"),
    ],
)
def test_a_groups_own_words_before_a_place_make_a_group(text, name):
    assert name not in _readings(text)


@pytest.mark.parametrize(
    "text, surface, key",
    [
        ("The Daraa factions agreed to the deal.", "Daraa", "daraa"),
        ("The Eastern Ghouta factions left on buses.", "Eastern Ghouta", "eastern_ghouta"),
        ("Residents of Deir ez-Zor group together at night.", "Deir ez-Zor", "deir_ez_zor"),
        ("Fighters of the Daraa militia entered the town.", "Daraa", "daraa"),
    ],
)
def test_a_places_factions_are_still_the_place(text, surface, key):
    assert _key(text, surface) == key


@pytest.mark.parametrize(
    "text, name",
    [
        ("وذكر تلفزيون سوريا أن القوات انسحبت.", "سوريا"),
        ("وقالت إذاعة دمشق إن الطريق أغلق.", "دمشق"),
        ("ونقلت صحيفة حلب عن شهود أن السوق احترق.", "حلب"),
        ("وبثت راديو حمص نداء للأهالي.", "حمص"),
    ],
)
def test_an_outlets_name_is_no_place(text, name):
    mentions = [m for m in geoparse(text, include_all=True) if m.text == name]
    assert mentions and all(m.role == "organisation" for m in mentions)


@pytest.mark.parametrize(
    "text, surface, key",
    [
        ("وقال مراسل التلفزيون في دمشق إن الطريق أغلق.", "دمشق", "damascus"),
        ("وذكرت الإذاعة أن القصف طال حلب.", "حلب", "aleppo"),
        ("نقلت وكالة الأنباء عن مصادر في حمص أن السوق احترق.", "حمص", "homs"),
        ("وصل مراسل الصحيفة إلى إدلب.", "إدلب", "idlib_governorate"),
    ],
)
def test_an_outlet_word_elsewhere_leaves_the_place(text, surface, key):
    assert _key(text, surface) == key


@pytest.mark.parametrize(
    "text, surface, key",
    [
        # two letters swapped, with the article in capitals or not
        ("Aid trucks reached 10,000 families in Rubkan, a camp near the border.", "Rubkan", "rukban_camp"),
        ("Aid trucks reached families in AL-Rubkan, a camp near the border.", "AL-Rubkan", "rukban_camp"),
        ("The army shelled the town of Sarqaib on Monday.", "Sarqaib", "saraqib"),
        ("Buses carried the fighters out of Zabadnai, a town near Lebanon.", "Zabadnai", "zabadani"),
        ("The ruins of Tadmro, an oasis town, were mined.", "Tadmro", "palmyra"),
    ],
)
def test_a_curated_place_spelled_another_way_is_that_place(text, surface, key):
    place_key, rule = _readings(text)[surface]
    assert (place_key, rule) == (key, "spelling variant")


@pytest.mark.parametrize(
    "text, surface",
    [
        # vowels are not folded away, nor more than one pair of letters swapped, nor letters added
        ("The army shelled the town of Sariqub on Monday.", "Sariqub"),
        ("Families fled to Madyaa, a town nearby.", "Madyaa"),
        ("Families fled to Qardusa al-Jabal, a village nearby.", "Qardusa al-Jabal"),  # (Qabtan al-Jabal: OCHA's)
        ("Families fled to Rukbaniya, a village nearby.", "Rukbaniya"),
    ],
)
def test_other_unknown_names_stay_unknown(text, surface):
    assert _readings(text)[surface] == (None, "unknown")


@pytest.mark.parametrize(
    "text, name",
    [
        # a group known to go on with "in X" is a group whatever its first word: the place is in its name
        ("Al-Qaeda in Iraq claimed the bombing.", "Iraq"),
        ("The attack was claimed by al-Qaeda in Iraq on Monday.", "Iraq"),
        ("Members of al-Qaida in Iraq crossed the desert.", "Iraq"),
        ("Fighters of Islamic State in Syria lost ground.", "Syria"),
    ],
)
def test_a_known_group_goes_on_with_in_x(text, name):
    mentions = [m for m in geoparse(text, include_all=True) if m.text == name]
    assert mentions and all(m.role == "organisation" for m in mentions)


@pytest.mark.parametrize(
    "text, surface, key",
    [
        ("Islamic State fighters in Raqqa surrendered.", "Raqqa", "raqqa"),
        ("The Islamic State seized Palmyra in May.", "Palmyra", "palmyra"),
        ("He fled from al-Qaeda to Idlib.", "Idlib", "idlib_governorate"),
        ("Al-Qaeda fighters were seen in Iraq.", "Iraq", "iraq"),
    ],
)
def test_places_beside_those_groups_stay_places(text, surface, key):
    assert _key(text, surface) == key


@pytest.mark.parametrize(
    "text, surface, key",
    [
        # a conjunction and a preposition before the type word: "و" + "ب"/"ل", "ف" + "ب"
        ("وصلت التعزيزات ولريف حلب الشمالي.", "ريف حلب", "aleppo_governorate"),
        ("وقعت اشتباكات فبريف حمص الشرقي.", "ريف حمص", "homs_governorate"),
        ("قتل مدنيان في إدلب وبريف حماة.", "ريف حماة", "hama_governorate"),
        ("عاد الهدوء ولمدينة حماة.", "حماة", "hama_city"),
        # one proclitic or none, as before
        ("قصفت الطائرات بريف حماة.", "ريف حماة", "hama_governorate"),
        ("قصفت الطائرات ريف حمص.", "ريف حمص", "homs_governorate"),
    ],
)
def test_two_proclitics_before_an_arabic_type_word(text, surface, key):
    assert _key(text, surface) == key


@pytest.mark.parametrize(
    "text, surface, key",
    [
        # "قرى X", "بلدات X" with no other name listed: the province holds them
        ("قصفت الطائرات قرى حماة الشمالية.", "حماة", "hama_governorate"),
        ("هاجم التنظيم قرى حمص الشرقية.", "حمص", "homs_governorate"),
        ("نزح السكان من بلدات حلب الجنوبية.", "حلب", "aleppo_governorate"),
        ("وصلت المساعدات إلى وبلدات اللاذقية.", "اللاذقية", "latakia_governorate"),
        # villages are smaller than any city: with a list after the name, the provinces still hold them
        ("قصفت الطائرات قرى حماة وحلب.", "حماة", "hama_governorate"),
        # not: the city named with a type word; towns (بلدات) with a list after the name may be the cities
        ("دخلت القوات مدينة حماة.", "حماة", "hama_city"),
        ("قصفت الطائرات بلدات حماة وحلب.", "حماة", "hama_city"),
    ],
)
def test_arabic_villages_of_a_name(text, surface, key):
    assert _key(text, surface) == key


@pytest.mark.parametrize(
    "text, surface",
    [
        ("فقطع طريق التنظيم إلى الحدود التركية، وذلك ضمن العملية.", "الحدود التركية"),
        ("أقيم حزام آمن على الحدود التركية السورية.", "الحدود التركية السورية"),
        ("تجمع النازحون قرب الحدود التركية مع سوريا.", "الحدود التركية"),
        ("أغلقت أنقرة الحدود التركية أمام الشاحنات.", "الحدود التركية"),
    ],
)
def test_the_turkish_border_in_arabic(text, surface):
    assert _key(text, surface) == "syria_turkey_border"


@pytest.mark.parametrize(
    "text, surface, key",
    [
        # Quneitra names its governorate too: the words around the bare name choose, as for Daraa or Idlib
        ("Protests grew in the border districts of Quneitra and Daraa provinces.", "Quneitra", "quneitra_governorate"),
        ("Israeli Troops Enter Two Villages Of Quneitra\n\nTanks moved at dawn.", "Quneitra", "quneitra_governorate"),
        ("توغلت القوات في ريف القنيطرة الجنوبي.", "ريف القنيطرة", "quneitra_governorate"),
        ("Shelling hit the villages of Quneitra.", "Quneitra", "quneitra_governorate"),
        # the town: a type word, or a bare name with no province word around it
        ("Tanks stood east of Quneitra village.", "Quneitra", "gn_173334"),
        ("دخلت دبابات مدينة القنيطرة.", "القنيطرة", "gn_173334"),
        ("Israeli tanks entered Quneitra on Sunday.", "Quneitra", "gn_173334"),
        ("The town of Quneitra lay in ruins.", "Quneitra", "gn_173334"),
    ],
)
def test_quneitra_town_or_governorate(text, surface, key):
    assert _key(text, surface) == key
