from pathlib import Path

import pytest

import geo_aleppo as ga
from geo_aleppo.claims import extract_claims, parse_number
from geo_aleppo.corpus import Article
from geo_aleppo.scene import agreement


@pytest.fixture(scope="module")
def seed_claims():
    return {a.id[:3]: extract_claims(a) for a in ga.load_corpus()}


def article(text, id="t", date="2016-12-15"):
    return Article(id=id, path="t.txt", outlet="Test", date=date, text=text)


def claims_of(text, kind, **kwargs):
    return [c for c in extract_claims(article(text, **kwargs)) if c.kind == kind]


def test_every_claim_quotes_its_sentence(seed_claims):
    texts = {a.id[:3]: a.text for a in ga.load_corpus()}
    for key, claims in seed_claims.items():
        assert claims
        for c in claims:
            assert texts[key][c.start : c.end] == c.quote


def test_control_claims_from_the_seeds(seed_claims):
    control = {(k, c.place_key, c.actor, c.status) for k, cs in seed_claims.items() for c in cs if c.kind == "control"}
    assert ("000", "ramouseh", "government", "held") in control
    assert ("000", "khan_tuman", "opposition", "held") in control
    assert ("000", "khan_al_asal", "opposition", "held") in control
    assert ("000", "idlib_governorate", "opposition", "held") in control  # "most of which is controlled by"
    assert ("000", "aleppo", "opposition", "besieged") in control  # "a besieged rebel-held enclave in ... Aleppo"
    assert ("001", "foua", "government", "besieged") in control  # "two Shiite villages besieged by rebels"
    assert ("001", "kafraya", "government", "besieged") in control
    assert ("002", "idlib_governorate", "opposition", "held") in control  # "opposition stronghold Idlib"


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Troops entered the regime-held town of Nubl on Monday.", {("nubl", "government")}),
        ("Shelling hit the Kurdish-held district of Sheikh Maqsoud.", {("sheikh_maqsoud", "sdf")}),
        ("They fled to Palmyra, which is controlled by Islamic State fighters.", {("palmyra", "isis")}),
        (
            "Fighters reached the insurgent-held towns of Atareb and Darat Izza.",
            {("al_atarib", "opposition"), ("darat_izza", "opposition")},
        ),
        ("Government forces now control more than 90 percent of eastern Aleppo.", {("east_aleppo", "government")}),
    ("Rebels shelled the besieged Shiite villages of al-Foua and Kefraya.",
     {("foua", "unknown"), ("kafraya", "unknown")}),
    ("The buses left Aleppo for Saraqeb.", set()),
    ("Saraqeb is controlled by the government.", {("saraqib", "government")}),
    ("Atareb remains under rebel control.", {("al_atarib", "opposition")}),
    ("Sheikh Saeed fell to government forces on Monday.", {("sheikh_saeed", "government")}),
    ("They went on toward Idlib Governorate, where rebels control most territory.",
     {("idlib_governorate", "opposition")}),
    ("Wounded left al-Fu'ah and Kafriya, two Shi'ite villages in Idlib province besieged by Jaysh al-Fatah.",
     {("foua", "government"), ("kafraya", "government")}),
    ("The buses moved towards al-Rashidin, a rebel-held suburb on the city's edge.", {("al_rashideen", "opposition")}),
    ("They fled to Idlib, the last opposition stronghold in the north.", {("idlib_governorate", "opposition")}),
    ("Atareb, a town held by rebels, was shelled.", {("al_atarib", "opposition")}),
    ("State TV said the army had taken full control of Bustan al-Qasr and al-Fardous.",
     {("bustan_al_qasr", "government"), ("al_fardous", "government")}),
    ("Government forces have retaken Sheikh Saeed.", {("sheikh_saeed", "government")}),
    ("Atareb, a town near the front, was shelled.", set()),
    ("After the fall of Aleppo, the rebel stronghold of Idlib is next.", {("idlib_governorate", "opposition")}),
    ("In Geneva, the opposition held talks with UN envoys.", set()),
    ],
)
def test_control_patterns(text, expected):
    assert {(c.place_key, c.actor) for c in claims_of(text, "control")} == expected


def test_route_of_the_bbc_convoy(seed_claims):
    sentence = [c for c in seed_claims["000"] if c.kind == "route" and "Ramousseh" in c.quote]
    assert [(c.place_key, c.role) for c in sentence] == [
        ("aleppo", "origin"),
        ("ramouseh", "via"),
        ("khan_tuman", "destination"),
        ("khan_al_asal", "destination"),
    ]
    assert len({c.topic for c in sentence}) == 1


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "On Thursday, nearly 30 vehicles were headed to Foah and Kefraya.",
            [("foua", "destination"), ("kafraya", "destination")],
        ),
        (
            "Evacuees were transferred to rebel-held areas in neighbouring Idleb province.",
            [("idlib_governorate", "destination")],
        ),
        (
            "The convoy travelled from Zabdia through Ramoussah towards Rashideen.",
            [("al_zebdiyeh", "origin"), ("ramouseh", "via"), ("al_rashideen", "destination")],
        ),
        ("The deal was meant to have the opposition surrender their foothold in Aleppo.", []),
    ("Fighters left Khan el-Assal for Atarib.", [("khan_al_asal", "origin"), ("al_atarib", "destination")]),
    ("The UN task force for Syria met in Geneva.", []),
    ],
)
def test_route_patterns(text, expected):
    assert [(c.place_key, c.role) for c in claims_of(text, "route")] == expected


def test_corridor_lengths(seed_claims):
    distances = [(c.value, c.topic, c.actor) for c in seed_claims["000"] if c.kind == "distance"]
    assert (21.0, "corridor length", None) in distances
    assert (6.0, "corridor segment", "government") in distances
    assert (15.0, "corridor segment", "opposition") in distances
    assert [(c.value, c.qualifier) for c in seed_claims["002"] if c.kind == "distance"] == [(5.0, "about")]


@pytest.mark.parametrize(
    "text, km",
    [
        ("The corridor is twenty-one kilometres long.", 21.0),
        ("The road runs for 12 miles.", 19.312),
        ("A 500-metre stretch of the route was shelled.", 0.5),
    ],
)
def test_distance_units(text, km):
    assert [c.value for c in claims_of(text, "distance")] == [km]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "Gunmen fired on a convoy near Ramouseh, killing one person and wounding four.",
            {("dead", 1.0, "ramouseh"), ("wounded", 4.0, "ramouseh")},
        ),
        (
            "Some 8,000 people, including 3,000 fighters, have left eastern Aleppo. "
            "Turkish officials put the figure at about 7,500, while the ICRC said 6,462 civilians had crossed.",
            {
                ("evacuated", 8000.0, "east_aleppo"),
                ("fighters", 3000.0, "east_aleppo"),
                ("evacuated", 7500.0, "east_aleppo"),  # the figure counted before
                ("evacuated", 6462.0, None),
            },
        ),
        ("Officials put the figure at 7,500.", set()),  # no figure before it: nothing to read
        ("A sniper fired at the convoy in Ramouseh, wounding 12-year-old Hamza.", set()),  # an age, not a count
        (
            "Some 20 buses left Aleppo. The Red Cross said 3,000 people had left, "
            "but officials put the figure at 7,500.",
            {("buses", 20.0, "aleppo"), ("evacuated", 3000.0, None), ("evacuated", 7500.0, None)},
        ),
        ("Some 20 buses left Aleppo. Monitors put the toll at 12.", {("buses", 20.0, "aleppo"), ("dead", 12.0, None)}),
        (
            "About 3,000 people left Aleppo. Officials put the figure at 7,500 people.",  # counted once
            {("evacuated", 3000.0, "aleppo"), ("people", 7500.0, None)},
        ),
    ],
)
def test_count_forms(text, expected):
    assert {(c.topic, c.value, c.place_key) for c in claims_of(text, "count")} == expected


def test_siege_by_a_named_alliance():
    text = "In Fuaa and Kafraya, two Shia villages that have been under siege by the Army of Conquest, people waited."
    claims = claims_of(text, "control")
    assert {(c.place_key, c.actor, c.status, c.besieger) for c in claims} == {
        ("foua", "government", "besieged", "opposition"),
        ("kafraya", "government", "besieged", "opposition"),
    }


def test_counts(seed_claims):
    def counts(key):
        return {(c.topic, c.value, c.value_max, c.qualifier) for c in seed_claims[key] if c.kind == "count"}

    assert {("buses", 20.0, None, None), ("ambulances", 10.0, None, None), ("vehicles", 29.0, None, None)} <= counts(
        "001"
    )
    assert {
        ("buses", 21.0, None, None),
        ("ambulances", 19.0, None, None),
        ("evacuated", 3000.0, None, "about"),
    } <= counts("003")
    assert {
        ("vehicles", 30.0, None, "nearly"),
        ("evacuated", 3000.0, None, "some"),
        ("fighters", 1500.0, 5000.0, None),
        ("trapped", 50000.0, None, "around"),
    } <= counts("002")
    assert {("evacuated", 3000.0, None, "some"), ("wounded", 40.0, None, "more than")} <= counts("000")


@pytest.mark.parametrize(
    "text, value", [("3,000", 3000), ("twenty-one", 21), ("five thousand", 5000), ("1.5 million", 1_500_000)]
)
def test_numbers(text, value):
    assert parse_number(text) == value


def test_incidents_with_times(seed_claims):
    incidents = {(k, c.topic) for k, cs in seed_claims.items() for c in cs if c.kind == "incident"}
    assert {
        ("000", "convoy shot at"),
        ("000", "sniper"),
        ("003", "convoy shot at"),
        ("003", "sniper"),
        ("001", "car bomb"),
        ("001", "shelling"),
    } <= incidents
    times = {(c.topic, c.time_utc) for cs in seed_claims.values() for c in cs if c.kind == "incident"}
    assert ("convoy", "2016-12-15T12:30:00Z") in times  # "around 2:30 pm (1230 GMT)"
    assert ("collapse", "2016-12-14") in times  # "had been due to take place on Wednesday"
    shelling = [c for c in seed_claims["001"] if c.kind == "incident" and c.topic == "shelling" and "Foua" in c.quote]
    assert shelling[0].place_key == "foua"


def test_ceasefire_time_is_read_from_the_text():
    [c] = [
        c for c in claims_of("The rebels confirmed a fresh ceasefire had come into effect at 03:00 GMT.", "incident")
    ]
    assert (c.topic, c.time_reported, c.time_utc) == ("ceasefire", "03:00 GMT", "2016-12-15T03:00:00Z")


def test_agreement_across_sources(seed_claims):
    table = agreement([c for cs in seed_claims.values() for c in cs]).set_index("topic")
    assert table.loc["evacuated", "verdict"] == "agree"
    assert table.loc["evacuated", "articles"] == 3
    assert table.loc["buses", "verdict"] == "differ"
    assert table.loc["ambulances", "verdict"] == "differ"
    assert table.loc["vehicles", "verdict"] == "differ"  # 29 buses and ambulances vs nearly 30 vehicles


def test_unknown_place_is_kept_with_its_text():
    [c] = claims_of("Rebels still hold the town of Qardusa.", "control") or [None]
    assert c is not None and c.place_key is None and c.place_text == "Qardusa"


def test_no_places_no_claims_about_places():
    assert all(c.place_key is None for c in extract_claims(article("Nothing happened today.")))


def test_quantified_control_is_partial():
    [c] = claims_of("Rebels control most of Aleppo.", "control")
    assert (c.place_key, c.actor, c.scope) == ("aleppo", "opposition", "part")


@pytest.mark.parametrize("phrase", ["took effect", "takes effect", "came into effect", "has taken effect"])
def test_ceasefire_phrasings(phrase):
    [c] = claims_of(f"A ceasefire {phrase} at 03:00 GMT in Aleppo.", "incident")
    assert (c.topic, c.time_utc) == ("ceasefire", "2016-12-15T03:00:00Z")


def test_absurd_numbers_are_not_figures():
    assert parse_number("9" * 400) is None
    assert claims_of("Some " + "9" * 400 + " civilians left Aleppo.", "count") == []


def test_other_phrasings_of_distances_incidents_and_days():
    text = ("The convoys travelled along a 21-kilometre corridor through Ramouseh. "
            "Pro-government gunmen opened fire on the convoy near Ramouseh on Friday morning, killing one person. "
            "The evacuation was suspended on Sunday.")
    claims = extract_claims(article(text))
    assert [(c.value, c.topic) for c in claims if c.kind == "distance"] == [(21.0, "corridor length")]
    incidents = {(c.topic, c.time_utc) for c in claims if c.kind == "incident"}
    # an article of Thursday 15 December: "Friday" is the 16th and "Sunday" the 18th, the nearest such days
    assert ("convoy shot at", "2016-12-16") in incidents and ("collapse", "2016-12-18") in incidents
    assert ("dead", 1.0) in {(c.topic, c.value) for c in claims if c.kind == "count"}


def test_claims_of_reports_in_other_house_styles():
    """The two hand-written reports in tests/data/other_reports: claims that a reader takes from them."""
    folder = Path(__file__).parent / "data" / "other_reports"
    wire = extract_claims(ga.load_corpus(folder / "wire_report.txt")[0])
    control = {(c.place_key, c.actor, c.status) for c in wire if c.kind == "control"}
    assert {
        ("east_aleppo", "opposition", "held"),  # "the last rebel-held enclave of eastern Aleppo"
        ("al_rashideen", "opposition", "held"),  # "al-Rashidin, a rebel-held suburb"
        ("bustan_al_qasr", "government", "held"),  # "had taken full control of"
        ("al_fardous", "government", "held"),
    } <= control
    assert {("foua", "besieged"), ("kafraya", "besieged")} <= {(k, s) for k, _, s in control}
    routes = [(c.place_key, c.role) for c in wire if c.kind == "route" and "corridor ran" in c.quote]
    assert routes == [("al_ansari", "origin"), ("ramouseh", "via"), ("khan_tuman", "destination")]

    evening = extract_claims(ga.load_corpus(folder / "evening_report.txt")[0])
    counts = {(c.topic, c.value) for c in evening if c.kind == "count"}
    assert {
        ("evacuated", 8000.0),
        ("evacuated", 7500.0),  # "Turkish officials put the figure at about 7,500"
        ("evacuated", 6462.0),
        ("dead", 1.0),
        ("wounded", 4.0),
    } <= counts
    assert [(c.value, c.unit) for c in evening if c.kind == "distance"] == [(20.0, "km")]
    sieges = {(c.place_key, c.besieger) for c in evening if c.kind == "control" and c.status == "besieged"}
    assert sieges == {("foua", "opposition"), ("kafraya", "opposition")}  # Army of Conquest
