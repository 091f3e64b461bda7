"""Claims that must never be made: marker look-alikes in the text, holdings abroad, unknown actors on the map."""
import pytest

import geo_aleppo as ga
from geo_aleppo.corpus import Article
from geo_aleppo.maps.holds import holdings
from geo_aleppo.scene import build_scene


def _article(text, date="2017-01-10"):
    return Article(id="x", text=text, path="x.txt", outlet="Wire", date=date)


@pytest.mark.parametrize("text", [
    "Shells hit rebel-held ⟦5⟧ on Monday.",
    "In Idlib, ⟦0⟧ is held by the army.",
    "⟦0⟧⟦1⟧ ⟦",
])
def test_the_texts_own_marker_brackets_neither_crash_nor_pose_as_a_place(text):
    claims = ga.extract_claims(_article(text))
    assert all(c.quote == text[c.start:c.end] for c in claims)
    assert [c for c in claims if c.kind == "control" and c.place_key == "idlib_city"] == []


def _control_keys(text):
    return [c.place_key for c in ga.extract_claims(_article(text)) if c.kind == "control" and c.place_key]


@pytest.mark.parametrize(("abroad", "in_syria"), [
    ("Speaking in Moscow, Lavrov said the rebel zone must be cleared.", None),
    ("BEIRUT, Jan 10 - Rebels in the enclave said they would hold out. Talks in Beirut stalled.", None),
    ("The rebel-held areas were shelled, officials in Ankara said.", None),
    ("Rebel-held Beirut was shelled.", "Rebel-held Douma was shelled."),
    ("The army took control of Ankara on Monday.", "The army took control of Manbij on Monday."),
    ("Government forces besieged Moscow.", "Government forces besieged Madaya."),
    ("Islamic State fighters seized Beirut.", "Islamic State fighters seized Palmyra."),
])
def test_control_is_read_for_places_in_syria_only(abroad, in_syria):
    # the same wording with a Syrian place gives a control claim, so the empty list abroad is the reader's choice
    assert _control_keys(abroad) == []
    if in_syria is not None:
        gaz = ga.load_gazetteer()
        keys = _control_keys(in_syria)
        assert keys and all("syria" in [p.key for p in gaz.ancestors(k)] for k in keys)


def test_a_claim_with_an_unknown_actor_is_kept_but_never_drawn_as_control():
    scene = build_scene([_article("Aid reached the besieged town of Madaya on Monday. Rebel-held Douma was shelled.")])
    control = scene.claims[scene.claims.kind == "control"]
    assert set(zip(control.place_key, control.actor)) >= {("madaya", "unknown")}
    drawn = {h.place: h.side for h in holdings(scene, covered=frozenset())}
    # the rebel-held town (Douma, a GeoNames place) is drawn; Madaya, whose side no one names, is not
    assert "madaya" not in drawn and list(drawn.values()) == ["opposition"]


@pytest.mark.parametrize("text", [
    "The 2012 uprising drove rebels into Eastern Ghouta.",
    "The 2018 offensive killed civilians in Eastern Ghouta.",
    "A 2017 deal let fighters leave Madaya.",
    "Children aged 5 to 12 were evacuated from Madaya.",
    "Those aged over 60 were evacuated first.",
    "Girls aged 12 and 14 left Madaya.",
    "Of those evacuated, 40 percent were children.",
    "On 14/04/2017 the road to Madaya reopened.",
])
def test_years_ages_shares_and_dates_are_never_counts(text):
    assert [c for c in ga.extract_claims(_article(text)) if c.kind == "count"] == []


@pytest.mark.parametrize("text,expected", [
    ("2,000 were evacuated from Douma.", [(2000.0, "evacuated")]),
    ("On 14/04/2017 buses carried 3000 people out of Madaya.", [(3000.0, "evacuated")]),
    ("About 2,018 people were evacuated.", [(2018.0, "evacuated")]),
])
def test_a_count_is_read_once_whatever_is_around_it(text, expected):
    assert [(c.value, c.topic) for c in ga.extract_claims(_article(text)) if c.kind == "count"] == expected


@pytest.mark.parametrize("text,expected", [
    ("Douma is held by the Army of Islam.", "opposition"),
    ("Eastern Ghouta is held by anti-Assad rebels.", "opposition"),
    ("The Syrian National Army took Afrin.", "opposition"),
    ("دوما بيد جيش الإسلام", "opposition"),
    ("الرقة الخاضعة لسيطرة قوات سورية الديمقراطية", "sdf"),
])
def test_the_side_is_the_one_the_phrase_names_not_its_first_side_word(text, expected):
    control = [c for c in ga.extract_claims(_article(text)) if c.kind == "control"]
    assert control and {c.actor for c in control} == {expected}


def test_another_countrys_army_is_no_side_on_the_map():
    control = [c for c in ga.extract_claims(_article("Qusayr is held by the Lebanese army.")) if c.kind == "control"]
    assert all(c.actor == "unknown" for c in control)


@pytest.mark.parametrize("text,expected", [
    ("Rebel-held Harasta was taken by the army on Thursday.", {"government"}),
    ("The Kurdish-held city of Afrin fell to Turkish-backed forces.", {"opposition"}),
    ("Khan Tuman was captured by rebels in May.", {"opposition"}),
])
def test_a_change_of_hands_names_the_new_holder_not_the_old_label(text, expected):
    control = [c for c in ga.extract_claims(_article(text)) if c.kind == "control"]
    assert {c.actor for c in control} == expected


@pytest.mark.parametrize("text", [
    "Eastern Ghouta was held by rebels until April 2018.",
    "Douma, which rebels used to hold, was quiet.",
])
def test_a_holding_that_has_ended_is_no_control_claim(text):
    assert [c for c in ga.extract_claims(_article(text)) if c.kind == "control"] == []
