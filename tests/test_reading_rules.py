"""Reading rules of the geoparser on wordings of our own: people, headlines, compound names, type words, regions."""

import pytest

from geo_aleppo import geoparse


def _places(text):
    return [(m.text, m.place_key) for m in geoparse(text)]


def _unknown(text):
    return [m.text for m in geoparse(text) if m.place is None]


# -- a family, a clan, a tribe or a regime after a name: people, not a place -------------
@pytest.mark.parametrize(
    "text",
    [
        "He spent years in jail for opposing the Assad family.",
        "Troops loyal to the Makhlouf clan moved in from the coast.",
        "Men from the Shaitat tribe came back to the villages.",
        "Posters of the Assad dynasty were torn down near the square.",
        "Officers of the Baath regime fled towards the border.",
        "They fled from Assad's forces and hid in the hills.",
        "Rebels near Bashar al-Assad's palace held their ground.",
    ],
)
def test_people_and_groups_are_not_unknown_places(text):
    assert _unknown(text) == []


@pytest.mark.parametrize(
    "text, name",
    [
        ("Shells fell near Qardusa, and the family fled.", "Qardusa"),  # a family word elsewhere: still a place
        ("Families from Qardusa reached Afrin.", "Qardusa"),
        ("The Kurdish YPG advanced towards Tal Qarmouz on Sunday.", "Tal Qarmouz"),
    ],
)
def test_unknown_places_stay_unknown_places(text, name):
    assert name in _unknown(text)


# -- title-case headlines: a capital proves nothing there ---------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "Crane Lifts U.N. Aid to Remote Camp on the Border\n\nThe aid reached some 60,000 people.",
        "Convoy Brings Winter Tents to Desert Camp Near Jordan\n\nTrucks left Amman at dawn.",
        "Families Return to Ruined Homes in Shattered Quarter\n\nPeople came back on foot.",
    ],
)
def test_headline_capitals_make_no_unknown_place(text):
    assert _unknown(text) == []


@pytest.mark.parametrize(
    "text, name",
    [
        # the body names it too: the headline's name is a toponym
        ("Aid Convoy Arrives in Qardusa After Weeks of Siege\n\nTrucks entered Qardusa on Monday.", "Qardusa"),
        # a sentence, not a headline: its capitals count
        ("Shells fell on houses near Zardana, residents said.", "Zardana"),
    ],
)
def test_headline_names_said_again_are_kept(text, name):
    found = [m for m in geoparse(text) if m.place is None]
    assert found and found[0].text == name and found[0].start == text.index(name)


def test_headline_rule_looks_at_the_line_only():
    """The same name: dropped in a headline that alone names it, kept in the body after a locative word."""
    headline = "Trucks Bring Aid to Qardusa After Weeks of Siege\n\nThe convoy took the northern road."
    assert _unknown(headline) == []
    body = "The convoy took the northern road and brought aid to Qardusa after weeks of siege."
    assert _unknown(body) == ["Qardusa"]


# -- a common word that heads a longer name the gazetteer lacks ----------------------------
@pytest.mark.parametrize(
    "text, name",
    [
        ("The Kurdish YPG advanced towards Tal Qarmouz on Sunday.", "Tal Qarmouz"),
        ("Families fled from Tal Shaghib overnight.", "Tal Shaghib"),
    ],
)
def test_head_word_of_an_unknown_name_gives_the_whole_name(text, name):
    found = [m for m in geoparse(text) if m.place is None]
    assert [m.text for m in found] == [name] and found[0].resolved_by == "unknown"


@pytest.mark.parametrize(
    "text",
    [
        "A shell hit the Rawda Mosque near the market.",
        "Worshippers left the Qardusa Church before dawn.",
        "Shells fell near the Sheikh Saad Shrine overnight.",
    ],
)
def test_buildings_are_not_unknown_places(text):
    assert _unknown(text) == []


# -- lower-case facility words after a name; title-case type words; "the provincial capital" ----
@pytest.mark.parametrize(
    "text, surface, key",
    [
        ("Jets took off from Mezzeh military airport at dawn.", "Mezzeh military airport", "mezzeh_air_base"),
        ("Jets took off from the Mezzeh airbase at dawn.", "Mezzeh airbase", "mezzeh_air_base"),
        ("IS besieged the Kuweires military airport for years.", "Kuweires military airport", "kuweires_air_base"),
        ("Russian bombers flew from Hmeimim air base.", "Hmeimim air base", "hmeimim_air_base"),
        ("Fighting reached Aleppo airport on Friday.", "Aleppo airport", "aleppo_international_airport"),
        ("Drones hit Menagh military airport overnight.", "Menagh military airport", "menagh_air_base"),
    ],
)
def test_facility_words_after_a_name(text, surface, key):
    assert (surface, key) in _places(text)


def test_facility_named_after_a_town_the_gazetteer_lacks_as_a_facility():
    """The town is read (its own span), not stretched over the airport's words; an unknown one is returned whole."""
    found = _places("Fighting reached Saraqib military airport on Friday.")
    assert [text for text, _ in found] == ["Saraqib"] and found[0][1] is not None
    # a town whose air base the gazetteer holds (OurAirports): the facility, with its words
    assert _places("Fighting reached Tabqa military airport on Friday.") == [("Tabqa military airport",
                                                                              "al_tabqah_airbase")]
    assert _unknown("The Zarbutiya air base was quiet, the army said.") == ["Zarbutiya air base"]
    assert _unknown("The Zarbutiya base was quiet, the army said.") == []  # "base" alone: no facility word


@pytest.mark.parametrize(
    "text, surface, key",
    [
        ("Deraa Governorate was calm on Monday.", "Deraa Governorate", "daraa_governorate"),
        ("Shelling across Hama Province killed five.", "Hama Province", "hama_governorate"),
        ("Shelling across Latakia Governorate killed five.", "Latakia Governorate", "latakia_governorate"),
        ("Fighting in Idlib and Hama Provinces went on.", "Idlib", "idlib_governorate"),
    ],
)
def test_title_case_type_word_after_a_name(text, surface, key):
    assert (surface, key) in _places(text)


@pytest.mark.parametrize(
    "text, surface, key",
    [
        ("Clashes erupted in Deraa, the provincial capital, on Tuesday.", "Deraa", "daraa"),
        ("Clashes erupted in Hasakah, the capital of the province of the same name.", "Hasakah", "al_hasakah"),
        ("Protesters gathered in Idlib, the provincial capital.", "Idlib", "idlib_city"),
        # no "capital": the default sense and the other rules are unchanged
        ("Shelling hit Idlib, a province in the north-west.", "Idlib", "idlib_governorate"),
    ],
)
def test_the_provincial_capital_is_the_city(text, surface, key):
    assert (surface, key) in _places(text)


# -- Arabic duals of type words give the type to both names ----------------------------------
@pytest.mark.parametrize(
    "text, keys",
    [
        ("قتل مدنيون في محافظتي حلب وإدلب.", ["aleppo_governorate", "idlib_governorate"]),
        ("قصفت الطائرات محافظتي حماة وإدلب أمس.", ["hama_governorate", "idlib_governorate"]),
        ("وصلت القوات إلى مدينتي حلب وحماة.", ["aleppo", "hama_city"]),
        ("تقع محافظتا درعا وحمص في الجنوب والوسط.", ["daraa_governorate", "homs_governorate"]),
    ],
)
def test_arabic_dual_type_words(text, keys):
    assert [key for _, key in _places(text)] == keys


# -- a country's name before generic words for its forces is the country, not an organisation's name ----
@pytest.mark.parametrize(
    "text, surface, key",
    [
        ("Raqqa was the target, since US Special Forces were seen nearby.", "US", "united_states"),
        ("Iraq Army units crossed the border at dawn.", "Iraq", "iraq"),
        ("A statement from US Central Command gave the toll.", "US", "united_states"),
        ("Turkey Armed Forces shelled villages near Afrin.", "Turkey", "turkey"),
    ],
)
def test_country_and_its_forces(text, surface, key):
    assert (surface, key) in _places(text)


@pytest.mark.parametrize(
    "text, surface",
    [
        ("The Syria Democratic Forces took the town.", "Syria"),  # a name: "Democratic" is no generic word
        ("The Israel Defense Forces struck the airport.", "Israel"),
        ("The Free Syrian Army held the town.", "Syrian"),
    ],
)
def test_named_forces_stay_organisations(text, surface):
    roles = {m.text: m.role for m in geoparse(text, include_all=True)}
    assert roles[surface] == "organisation"


# -- a compound name built on a known place: the whole name, not its parts -------------------------
@pytest.mark.parametrize(
    "text, name",
    [
        ("Fighting raged in Jasim al-Balad on Monday.", "Jasim al-Balad"),
        ("Russian police moved into Tafas Al Balad after the deal.", "Tafas Al Balad"),
        ("Troops moved into Busra el-Balad at dawn.", "Busra el-Balad"),
    ],
)
def test_city_al_balad_is_one_name(text, name):
    found = geoparse(text)
    assert [(m.text, m.place) for m in found] == [(name, None)]  # the district, unknown: not Balad in Iraq
    assert found[0].start == text.index(name)


@pytest.mark.parametrize("name", ["Deraa al-Balad", "Daraa Al Balad", "Deraa el-Balad"])
def test_a_curated_al_balad_district_is_that_district(name):
    """Daraa's old quarter is curated (issue 15.4): the whole name resolves to it."""
    found = geoparse(f"Troops moved into {name} at dawn.")
    assert [(m.text, m.place_key) for m in found] == [(name, "daraa_al_balad")]


def test_a_lone_foreign_name_is_still_dropped():
    """The whole-name reading needs a longer name: a lone foreign GeoNames town stays out, as before."""
    assert geoparse("Fighters came from Balad with their families.") == []


# -- every mention names the rule that read it; inferred positions are typed --------------------------
def test_resolved_by_names_the_rule_for_every_role():
    text = "The Syrian Observatory for Human Rights said Russian jets hit Saraqib; الحكومة السورية نفت ذلك."
    found = {m.text: (m.role, m.resolved_by) for m in geoparse(text, include_all=True)}
    assert found["Syrian"] == ("organisation", "organisation name")
    assert found["Russian"] == ("adjective", "demonym")
    assert found["السورية"] == ("adjective", "nisba adjective")
    assert found["Saraqib"] == ("place", "only candidate")
    assert all(rule for _, rule in found.values())


def test_inferred_positions_are_typed(gaz):
    """A crossing placed on the border line and a region at a footprint's centroid say so in a typed field."""
    assert gaz["nasib_crossing"].inferred and gaz["eastern_ghouta"].inferred
    assert not gaz["aleppo"].inferred and not gaz["saraqib"].inferred
    for place in gaz.curated():
        assert place.inferred == place.sources[0].startswith(("INFERRED:", "ESTIMATE:"))
    crossing = next(m for m in geoparse("Trucks queued at the Nasib crossing.", gaz) if m.place is not None)
    assert crossing.place.inferred and crossing.place.type == "crossing"


# -- organisations: the long names of ISIS/ISIL hold no place ---------------------------------------
@pytest.mark.parametrize(
    "text, inside",
    [
        ("Fighters of the Islamic State of Iraq and the Levant took Raqqa.", ["Iraq", "Levant"]),
        ("The Islamic State of Iraq and Syria held Raqqa for three years.", ["Iraq", "Syria"]),
        ("The Islamic State of Iraq and al-Sham seized Raqqa in 2014.", ["Iraq", "al-Sham"]),
    ],
)
def test_islamic_state_of_iraq_and_the_levant(text, inside):
    found = {m.text: m.role for m in geoparse(text, include_all=True)}
    assert [name for name, role in found.items() if role == "organisation"] == inside
    assert found["Raqqa"] == "place"


@pytest.mark.parametrize(
    "text, places",
    [
        ("Troops of Iraq and Syria met at the border.", ["Iraq", "Syria"]),  # no group's name before
        ("Islamic State fighters in Raqqa and Tabqa fled.", ["Raqqa", "Tabqa"]),
        ("The Islamic Republic of Iran and Syria signed a deal.", ["Islamic Republic of Iran", "Syria"]),
    ],
)
def test_and_continues_only_the_state_of_names(text, places):
    assert [m.text for m in geoparse(text)] == places


# -- unknown toponyms: recall in lists, after verbs of taking ground, in datelines; spans with the article ----
@pytest.mark.parametrize(
    "text, names",
    [
        ("Turkish troops took Sheikh Qarmouz, Tal Shaghib and Kafr Zeita al-Gharbi on Friday.",
         ["Sheikh Qarmouz", "Tal Shaghib", "Kafr Zeita al-Gharbi"]),
        ("The army said it had retaken Jawbaz, Hartimeh and Qomhaneh after heavy fighting.",
         ["Jawbaz", "Hartimeh", "Qomhaneh"]),
        ("Rebels stormed the Zanbaqiya checkpoint at night.", ["Zanbaqiya"]),
        ("Government forces shelled Qilmaniyeh and Zarbutiya overnight.", ["Qilmaniyeh", "Zarbutiya"]),
        ("Fighters took control of Rasm al-Abd after a week.", ["Rasm al-Abd"]),
        # a list after a known place goes on: every member is a place (al-Zuhoor is OCHA's neighbourhood of Hasakah)
        ("Gunmen slipped into the southern districts of Hasakah, Ghweiran, al-Nashwa and al-Zuhoor.",
         ["Ghweiran", "al-Nashwa"]),
        # a dateline: a name that opens a line, then a known place and a dash or a colon
        ("Border Town Under Fire\n\nKuyucakpinar, Turkey-Syria border: Shells fell all night.", ["Kuyucakpinar"]),
        # the joined Arabic article is in the span, as for known names
        ("Strikes hit Arbin city and al-Shifonia town.", ["al-Shifonia"]),
        ("Corridors were opened at al-Habit and at Kafr Nubl.", ["al-Habit"]),
    ],
)  # fmt: skip
def test_unknown_toponym_recall(text, names):
    assert _unknown(text) == names


@pytest.mark.parametrize(
    "text",
    [
        "Police seized Captagon pills at the border.",  # "seized" takes things too: only a list of names is places
        "The court seized Facebook accounts of the activists.",
        "He took Ahmed Hassan to the hospital.",
        "They took Monday off, the workers said.",
        "Talks in Damascus, Marianne Gasser said, went on.",  # a comma after a place, and no list goes on
        "In Aleppo, Hassan Ahmed, a resident, fled with his son.",
    ],
)
def test_unknown_toponym_precision(text):
    assert _unknown(text) == []
