"""English control wordings of issue 12, each construction in several sentences written for these tests.

A control claim is compared as (place_key, actor, status, besieger): ``actor`` is the holder, and a
besieged place keeps its besieger apart (see geo_aleppo.claims.record.Claim).
"""

import pytest

from geo_aleppo.claims import extract_claims
from geo_aleppo.corpus import Article


def claims_of(text, kind):
    claims = extract_claims(Article(id="t", path="t.txt", outlet="Test", date="2016-12-16", text=text))
    assert all(text[c.start : c.end] == c.quote for c in claims)
    return [c for c in claims if c.kind == kind]


def control(text):
    return {(c.place_key, c.actor, c.status, c.besieger) for c in claims_of(text, "control")}


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Government forces besieged Madaya for months.", {("madaya", "opposition", "besieged", "government")}),
        (
            "The army has besieged the town of Madaya since 2015.",
            {("madaya", "opposition", "besieged", "government")},
        ),
        (
            "Rebels laid siege to the villages of Nubl and Zahraa in 2012.",
            {("nubl", "government", "besieged", "opposition"), ("zahraa", "government", "besieged", "opposition")},
        ),
        (
            "Pro-government militias continue to encircle Zabadani, residents say.",
            {("zabadani", "opposition", "besieged", "government")},
        ),
    ],
)
def test_side_as_subject_of_a_verb_of_siege(text, expected):
    assert control(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Rebels besieged in Madaya refused to leave.",  # a participle: the rebels are the besieged
        "Rebels besieged for months in Madaya asked for food.",
    ],
)
def test_a_participle_after_the_side_names_no_besieger(text):
    assert all(besieger is None for *_, besieger in control(text))


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "Aid finally reached Madaya, which government forces have encircled since July.",
            {("madaya", "opposition", "besieged", "government")},
        ),
        ("Food ran out in Douma, which rebels still hold.", {("gn_170592", "opposition", "held", None)}),
        (
            "Buses left Zabadani, a town that Hezbollah fighters surround.",
            {("zabadani", "opposition", "besieged", "government")},
        ),
        # a holding that has ended is no claim
        ("Shells hit Aleppo's Salaheddin district, which rebels used to hold.", set()),
    ],
)
def test_relative_clause_naming_the_side(text, expected):
    assert control(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "Troops loyal to President Bashar al-Assad tightened their grip on Homs.",
            {("homs", "government", "held", None)},
        ),
        # a part the gazetteer has no record of: the city, as a part of it
    ],
)
def test_holding_noun_after_the_side(text, expected):
    assert control(text) == expected
@pytest.mark.parametrize(
    "text, expected",
    [
        # "the city" after only a part of it was named: the city it lies in
        (
            "Buses left East Aleppo at dawn. Hours later, the last besieged pocket of the city was empty.",
            {("aleppo", "unknown", "besieged", None)},
        ),
        (
            "Thousands poured out of Salaheddin. The city's last rebel neighbourhoods were emptied.",
            {("aleppo", "opposition", "held", None)},
        ),
        # a city abroad is never "the city" of a holding
        ("Talks in Geneva stalled. The besieged pocket of the city was shelled.", set()),
        # a direction picks the named part of the city where the gazetteer has one
        ("In Aleppo, the western districts are held by the army.", {("aleppo", "government", "held", None)}),
    ],
)
def test_reference_back_to_a_city(text, expected):
    assert control(text) == expected


def test_a_lifted_reference_names_the_place_it_is_about():
    (claim,) = claims_of(
        "Thousands poured out of Salaheddin. The city's last rebel neighbourhoods were emptied.", "control"
    )
    assert claim.place_text == "Aleppo" and claim.scope == "part"


@pytest.mark.parametrize(
    "text, expected",
    [
        # no region: areas without a name, or no side
        ("Buses went on to western rural Aleppo.", set()),
        ("Fighters withdrew into the rebel-held countryside.", set()),
    ],
)
def test_region_without_a_record(text, expected):
    regions = {(c.place_text, c.actor) for c in claims_of(text, "control") if c.place_key is None}
    assert regions == expected


def test_region_claim_offsets_and_no_drawing():
    from geo_aleppo.scene import build_scene

    text = "Fighters were taken to rebel-held western rural Aleppo."
    scene = build_scene([Article(id="t", path="t.txt", outlet="Test", date="2016-12-16", text=text)])
    rows = scene.claims[(scene.claims.kind == "control") & scene.claims.place_key.isna()]
    assert list(rows.place_text) == ["western rural Aleppo"]
    assert "western rural Aleppo" not in set(scene.control_areas.get("place_text", []))


@pytest.mark.parametrize(
    "text, key, spelled",
    [
        ("They stopped first in the opposition-held a-Rashideen district.", "al_rashideen", "a-Rashideen district"),
        ("Crowds waited in a-Rashideen overnight.", "al_rashideen", "a-Rashideen"),
        ("Buses were on their way to Al-Rashdin in western Aleppo.", "al_rashideen", "Al-Rashdin"),
        ("Evacuees gathered in al-Rashidin overnight.", "al_rashideen", "al-Rashidin"),
        ("Buses pulled out of Al-Sokkari at dawn.", "al_sukkari", "Al-Sokkari"),
    ],
)
def test_spellings_of_rashideen_and_sukkari(text, key, spelled):
    from geo_aleppo.geoparsing import geoparse

    assert [m.text for m in geoparse(text) if m.role == "place" and m.place_key == key] == [spelled]


@pytest.mark.parametrize(
    "text, counts, distances",
    [
        ("The war has displaced 2m people.", {(2_000_000.0, "people")}, set()),
        ("Some 1.5m Syrians fled abroad.", {(1_500_000.0, "people")}, set()),
        ("Aid agencies say 1.2mn civilians need help.", {(1_200_000.0, "people")}, set()),
        # "m" after a number is metres where no counted noun follows
        ("The wall is 2m high and 40 km long.", set(), {0.002, 40.0}),
        ("Trenches 3m deep cut the road.", set(), {0.003}),
        ("Buses waited 500m from the crossing.", set(), {0.5}),
        ("A 300m stretch of the road was cleared of mines.", set(), {0.3}),
        # "m" with no length after it is no distance
        ("Russia sent 2m tonnes of wheat.", set(), set()),
    ],
)
def test_m_after_a_number_is_millions_of_people_or_metres(text, counts, distances):
    assert {(c.value, c.unit) for c in claims_of(text, "count")} == counts
    assert {c.value for c in claims_of(text, "distance")} == distances


@pytest.mark.parametrize(
    "text, distances",
    [
        # the rest of a number after a length is no length when what follows is no ground
        ("The camp lies 2 km from the border, and 200 families live there; the other 300 are in tents.", {2.0}),
        ("The site is 4 km from the town; the other 120 sleep in cars.", {4.0}),
        # ... and is one when it is ground
        (
            "The road is 30 km long: 10 km run through government areas, the other 20 are in rebel hands.",
            {30.0, 10.0, 20.0},
        ),
        (
            "Of the 12 km route, 5 km lie in army territory and the remaining 7 inside rebel-held districts.",
            {12.0, 5.0, 7.0},
        ),
    ],
)
def test_remaining_number_takes_the_unit_only_for_ground(text, distances):
    assert {c.value for c in claims_of(text, "distance")} == distances


def routes(text):
    return {(c.place_key or c.place_text, c.role) for c in claims_of(text, "route")}


@pytest.mark.parametrize(
    "text, expected",
    [
        # a country or a province that locates another place is no end of the route
        (
            "Buses left Syria's eastern Aleppo for Idlib province.",
            {("east_aleppo", "origin"), ("idlib_governorate", "destination")},
        ),
        (
            "People evacuated from Aleppo reach al-Rashideen, Syria.",
            {("aleppo", "origin"), ("al_rashideen", "destination")},
        ),
        # an area or a facility between the preposition and the place
        (
            "Some 5,000 people were evacuated from the last rebel-held enclave in Syria's city of Aleppo.",
            {("aleppo", "origin")},
        ),
        ("Twelve patients were referred to hospitals in Turkey.", {("turkey", "destination")}),
        ("Buses drove out of a rebel-held sector of eastern Aleppo.", {("east_aleppo", "origin")}),
        ("The evacuation of the last rebel pockets in eastern Aleppo resumed.", {("east_aleppo", "origin")}),
        # entering, stopping
        (
            "Buses stopped where the road enters the villages of Foua and Kefraya.",
            {("foua", "destination"), ("kafraya", "destination")},
        ),
        ("They stop first in al-Rashideen.", {("al_rashideen", "destination")}),
        # relative clauses and subjects
        (
            "Evacuations went on in Foua and Kefraya, which 750 people have been able to leave.",
            {("foua", "origin"), ("kafraya", "origin")},
        ),
        (
            "2,000 people in the besieged Madaya and Zabadani would leave as well.",
            {("madaya", "origin"), ("zabadani", "origin")},
        ),
        ("Turkey received 60 of the injured from Aleppo.", {("turkey", "destination"), ("aleppo", "origin")}),
        # rural areas of a city are its province; a city's eastern neighbourhoods its named part
        (
            "They helped 25,000 leave eastern Aleppo for rural areas in Aleppo and Idlib.",
            {("east_aleppo", "origin"), ("aleppo_governorate", "destination"), ("idlib_governorate", "destination")},
        ),
        ("Fighters went on 20 buses from Aleppo's eastern neighbourhoods.", {("east_aleppo", "origin")}),
    ],
)
def test_route_wordings(text, expected):
    assert routes(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Fighters were taken to rebel-held western rural Aleppo.", {("western rural Aleppo", "destination")}),
        ("Ten buses headed towards west Aleppo.", {("west Aleppo", "destination")}),
        ("Convoys went on to the southwest of the province.", {("southwest of the province", "destination")}),
        (
            "Buses left Zabdia for the northern countryside of Idlib.",
            {("al_zebdiyeh", "origin"), ("northern countryside of Idlib", "destination")},
        ),
    ],
)
def test_route_to_a_region_without_a_record(text, expected):
    assert routes(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Evacuees reached a camp 6 km from the Turkish border.",  # a distance locates the camp
        "Earlier reports from Beirut said buses had left.",  # a source of news
        "Aid workers from Idlib waited for the buses.",  # an affiliation
        "The aim of the evacuation is to clear the city of Aleppo of weapons.",  # an infinitive
        "Green buses have become a byword for evacuations in Syria.",  # "for" with no place as its object
    ],
)
def test_no_route(text):
    assert not any(
        c.place_key in ("syria_turkey_border", "beirut", "idlib_governorate", "aleppo", "syria")
        for c in claims_of(text, "route")
    )


@pytest.mark.parametrize(
    "text, expected",
    [
        # a phrasal verb of getting people out
        ("Aid teams got some 900 civilians out overnight.", {(900.0, "evacuated")}),
        ("Medics brought 45 residents out of the old city.", {(45.0, "evacuated")}),
        # people waiting have not left yet
        ("More than 6,000 people waited in the cold for the buses.", {(6000.0, "people")}),
        ("About 2,000 residents were waiting at the crossing as buses arrived.", {(2000.0, "civilians")}),
    ],
)
def test_count_topic_of_leaving_and_waiting(text, expected):
    assert {(c.value, c.topic) for c in claims_of(text, "count")} == expected


@pytest.mark.parametrize(
    "text",
    [
        "A force of former rebels loyal to Moscow would go in alongside the troops.",
        "Fighters allied to Damascus went into the town.",
    ],
)
def test_an_allegiance_is_no_destination(text):
    assert not any(c.place_key in ("moscow", "damascus") for c in claims_of(text, "route"))


@pytest.mark.parametrize(
    "text, expected",
    [
        # a participle or a passive relative after the place
        (
            "Madaya, besieged by government forces since 2015, is starving.",
            {("madaya", "opposition", "besieged", "government")},
        ),
        (
            "Aid reached the rebel-held town of Madaya, which is besieged by Hezbollah.",
            {("madaya", "opposition", "held", None), ("madaya", "opposition", "besieged", "government")},
        ),
        ("Raqqa, controlled by the Islamic State group, was bombed.", {("raqqa", "isis", "held", None)}),
        # the side's hands, the side's control
        ("Douma remains in rebel hands.", {("gn_170592", "opposition", "held", None)}),
        ("Douma is in the hands of the rebels.", {("gn_170592", "opposition", "held", None)}),
        ("Douma, still in rebel hands, was shelled.", {("gn_170592", "opposition", "held", None)}),
        ("Douma is under the control of the army.", {("gn_170592", "government", "held", None)}),
        ("Manbij came under the full control of Kurdish forces.", {("manbij", "sdf", "held", None)}),
        # a side's holding noun
        ("The rebels' last stronghold in Aleppo fell.", {("aleppo", "opposition", "held", None)}),
        # no side named: no claim
        ("Douma is under the control of a local council.", set()),
        ("Madaya, visited by UN staff, was quiet.", set()),
    ],
)
def test_passives_hands_and_holding_nouns(text, expected):
    assert control(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("They were bused from Douma to Jarablus.", {("gn_170592", "origin"), ("jarabulus", "destination")}),
        (
            "Thousands of people fled the fighting in eastern Ghouta towards Damascus.",
            {("eastern_ghouta", "origin"), ("damascus", "destination")},
        ),
        ("Residents fled Raqqa as the offensive began.", {("raqqa", "origin")}),
        ("Families fleeing the siege of Daraya reached Kisweh.", {("darayya", "origin"), ("gn_173598", "destination")}),
    ],
)
def test_fleeing_and_bussing(text, expected):
    assert routes(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Syrian troops now hold most of Aleppo.", {("aleppo", "government", "held", None)}),
        ("Syrian soldiers besieged Daraya for four years.", {("darayya", "opposition", "besieged", "government")}),
        ("Government forces had seized 98 percent of eastern Aleppo.", {("east_aleppo", "government", "held", None)}),
    ],
)
def test_the_state_named_by_the_country_and_shares(text, expected):
    assert control(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Madaya has been under government siege since 2015.", {("madaya", "opposition", "besieged", "government")}),
        ("The government's siege of Madaya has lasted a year.", {("madaya", "opposition", "besieged", "government")}),
        (
            "The siege of Madaya by pro-government forces began in July.",
            {("madaya", "opposition", "besieged", "government")},
        ),
        ("Madaya is encircled by Hezbollah fighters.", {("madaya", "opposition", "besieged", "government")}),
        ("Madaya remains under siege.", {("madaya", "unknown", "besieged", None)}),
        # a siege broken, lifted or ended is no siege now
        ("After the siege of Homs was lifted, people returned.", set()),
        ("The siege of Daraya ended in August.", set()),
    ],
)
def test_sieges_stated_of_the_place(text, expected):
    assert control(text) == expected
