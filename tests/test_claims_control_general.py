"""English control read in general form (issue 12, second round): object-gap relatives, references back,
sides beyond the first lexicon, regions with no record, and changes of hands, each with negatives."""

import pytest

from geo_aleppo.claims import extract_claims
from geo_aleppo.corpus import Article


def control(text):
    article = Article(id="t", path="t.txt", outlet="Test", date="2017-03-20", text=text)
    return {(c.place_key, c.actor, c.status, c.besieger) for c in extract_claims(article) if c.kind == "control"}


def regions(text):
    article = Article(id="t", path="t.txt", outlet="Test", date="2017-03-20", text=text)
    return {(c.actor, c.status) for c in extract_claims(article) if c.kind == "control" and c.place_key is None}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # object-gap relatives: the side is the subject of the relative, the place its missing object
        ("Shells fell on parts of Aleppo which the army controls.", ("aleppo", "government", "held", None)),
        ("Civilians fled other districts of Homs which government and allied forces had retaken from the rebels.",
         ("homs", "government", "held", None)),
        ("Food ran short in areas of Daraa that insurgents still hold.", ("daraa", "opposition", "held", None)),
        ("Daraya, which the army retook in 2016, is empty.", ("darayya", "government", "held", None)),
        # a subject relative on the side
        ("Rebel forces, who seized control of Aleppo in 2012, agreed to leave.",
         ("aleppo", "opposition", "held", None)),
        # reported speech still states a claim
        ("State media said government forces had recaptured Saraqib.", ("saraqib", "government", "held", None)),
    ],
)
def test_relative_clauses_name_the_side(text, expected):
    assert expected in control(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Residents of Madaya and Zabadani have waited for months. Aid finally reached the besieged towns on Monday.",
         {("madaya", "unknown", "besieged", None), ("zabadani", "unknown", "besieged", None)}),
        ("Homs was shelled for days. Bread ran out in the besieged city.", {("homs", "unknown", "besieged", None)}),
        ("Hundreds started to leave Homs on Saturday from its last opposition-held district.",
         {("homs", "opposition", "held", None)}),
    ],
)
def test_a_reference_back_takes_the_place_named_before(text, expected):
    assert expected <= control(text)


@pytest.mark.parametrize(
    ("text", "unwanted"),
    [
        # the article already said who besieges the town: the reference adds no unknown besieger
        ("Madaya is besieged by government forces. Aid reached the besieged town.", ("madaya", "unknown")),
        # a siege in the past, and a place that only modifies a noun of place
        ("The formerly besieged towns of Madaya and Zabadani are quiet.", ("madaya", "unknown")),
        # a former holding, and a purpose
        ("Buses left Douma, a former rebel bastion.", ("gn_170592", "opposition")),
        ("Russia brokered a deal to restore regime control over Eastern Ghouta.", ("eastern_ghouta", "government")),
        # a place after a locating preposition is not the head of the relative
        ("Aid reached Madaya and Zabadani, two towns near Damascus which regime forces have encircled.",
         ("damascus", "opposition")),
    ],
)
def test_no_claim_for_a_known_siege_a_past_holding_a_purpose_or_a_locator(text, unwanted):
    assert not any(claim[:2] == unwanted for claim in control(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Russian-backed forces captured Palmyra.", ("palmyra", "government", "held", None)),
        ("Non-State armed groups control Douma.", ("gn_170592", "opposition", "held", None)),
        ("Jabhat Fateh al-Sham fighters seized Saraqib.", ("saraqib", "opposition", "held", None)),
        ("Hezbollah fighters besieged Madaya.", ("madaya", "opposition", "besieged", "government")),
        ("Iranian-backed militias took Talmenes.", ("talmenes", "government", "held", None)),
        ("The army overran Saraqib.", ("saraqib", "government", "held", None)),
        ("Government troops liberated Palmyra.", ("palmyra", "government", "held", None)),
        ("Kurdish forces gained full control of Manbij.", ("manbij", "sdf", "held", None)),
        ("Saraqib was recaptured by rebels in May.", ("saraqib", "opposition", "held", None)),
        ("Saraqib has fallen to the army.", ("saraqib", "government", "held", None)),
        ("Saraqib came under the control of the army.", ("saraqib", "government", "held", None)),
    ],
)
def test_sides_beyond_the_first_lexicon_and_changes_of_hands(text, expected):
    assert expected in control(text)


@pytest.mark.parametrize(
    "text",
    [
        "Rebel fighters who left Homs arrived on Sunday.",
        "Rebels have not captured Saraqib.",
        "The army never took Saraqib.",
        "Did the army capture Saraqib?",
        "Have rebels captured Saraqib?",
        "The army failed to capture Saraqib.",
        "Russian forces bombed Homs.",
    ],
)
def test_no_side_no_holding_negation_and_questions_give_no_claim(text):
    assert not {c for c in control(text) if c[1] in ("government", "opposition")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The buses reached opposition-controlled areas in north Syria.", ("opposition", "held")),
        ("They will move to regime-held parts of Syria.", ("government", "held")),
    ],
)
def test_a_region_with_no_record_is_kept_with_no_key(text, expected):
    assert expected in regions(text)


def test_the_country_as_a_locator_is_no_region():
    assert regions("People left a rebel-held sector of eastern Aleppo, Syria.") == set()
    text = "People left a rebel-held sector of eastern Aleppo, Syria."
    assert ("east_aleppo", "opposition", "held", None) in control(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Food ran out in the parts of Homs which remained under the control of rebels.",
         ("homs", "opposition", "held", None)),
        ("Areas of Daraa that are under rebel control were shelled.", ("daraa", "opposition", "held", None)),
        ("Buses left the last rebel holdout of Homs city.", ("homs", "opposition", "held", None)),
    ],
)
def test_parts_under_a_sides_control_and_holding_nouns(text, expected):
    assert expected in control(text)
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The army drove rebels out of Saraqib.", ("saraqib", "government", "held", None)),
        ("Rebels have expelled government forces from the town of Saraqib.", ("saraqib", "opposition", "held", None)),
        ("Saraqib, under rebel control since 2015, was shelled.", ("saraqib", "opposition", "held", None)),
    ],
)
def test_a_side_that_drives_the_other_out_holds_the_place(text, expected):
    assert expected in control(text)


@pytest.mark.parametrize("text", ["The army pushed into Saraqib.", "Residents were driven out of Saraqib by shelling."])
def test_a_push_into_or_a_flight_is_no_holding(text):
    assert not {c for c in control(text) if c[0] == "saraqib" and c[1] in ("government", "opposition")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Saraqib, which fell to rebels in 2015, is quiet.", ("saraqib", "opposition", "held", None)),
        ("The army's capture of Saraqib ended the offensive.", ("saraqib", "government", "held", None)),
        ("Residents marked the anniversary of the rebels' seizure of the town of Saraqib.",
         ("saraqib", "opposition", "held", None)),
        ("After the fall of Palmyra to the Islamic State, the ruins were mined.", ("palmyra", "isis", "held", None)),
    ],
)
def test_a_change_of_hands_in_a_relative_or_a_noun(text, expected):
    assert expected in control(text)


def test_the_last_change_of_hands_in_a_sentence_holds():
    claims = control("Saraqib, which fell to rebels in 2015, was retaken by the army in 2020.")
    assert ("saraqib", "government", "held", None) in claims
    assert ("saraqib", "opposition", "held", None) not in claims


@pytest.mark.parametrize(
    "text",
    [
        "The army's failed capture of Saraqib cost hundreds of lives.",
        "Russia feared the fall of Saraqib to rebels.",
        "The offensive aims to complete the army's capture of Saraqib.",
    ],
)
def test_a_failed_feared_or_intended_capture_is_no_holding(text):
    assert not {c for c in control(text) if c[0] == "saraqib" and c[1] in ("government", "opposition")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Saraqib, which remains in rebel hands, was shelled.", ("saraqib", "opposition", "held", None)),
        ("Saraqib, which came under the control of the army in May, is quiet.",
         ("saraqib", "government", "held", None)),
        ("Saraqib has returned to government control.", ("saraqib", "government", "held", None)),
        ("Saraqib returned to the control of the army after the deal.", ("saraqib", "government", "held", None)),
        ("Madaya is under siege and bombardment by Hezbollah fighters.",
         ("madaya", "opposition", "besieged", "government")),
    ],
)
def test_a_place_in_a_sides_hands_or_returned_to_its_control(text, expected):
    assert expected in control(text)


@pytest.mark.parametrize(
    "text",
    ["Saraqib returned to normal life after the battle.", "Residents of Saraqib went back to their homes."],
)
def test_a_return_that_names_no_side_is_no_holding(text):
    assert not {c for c in control(text) if c[0] == "saraqib" and c[1] in ("government", "opposition")}
