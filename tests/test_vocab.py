"""The shared vocabulary (geo_aleppo.vocab): frames, sides, word lists, generated inflections."""

import pytest

from geo_aleppo import vocab
from geo_aleppo.vocab.english import noun_forms, verb_forms


@pytest.mark.parametrize(
    ("word", "frame"),
    [("retook", "take"), ("seizes", "take"), ("overran", "take"), ("captured", "take"), ("occupying", "take"),
     ("besieged", "besiege"), ("encircling", "besiege"), ("controlled", "hold"), ("held", "hold"),
     ("lost", "lose"), ("withdrew", "withdraw"), ("surrendered", "surrender"), ("fell", "fall"),
     ("entered", "enter"), ("remains", "remain_in_hands"), ("returned", "return_to_control")],
)
def test_every_form_of_a_frame_verb_names_its_frame(word, frame):
    assert vocab.frame_of(word).name == frame


def test_a_two_word_verb_needs_its_second_word():
    assert vocab.frame_of("moved", "into").name == "enter"
    assert vocab.frame_of("moved") is None
    assert vocab.frame_of("pulled", "out").name == "withdraw"
    assert vocab.frame_of("shelled") is None


def test_inflections_are_generated_not_listed():
    irregular = vocab.words().irregular
    assert verb_forms("occupy", irregular) == {"occupy", "occupies", "occupied", "occupying"}
    assert verb_forms("control", irregular, vocab.words().doubling) == {
        "control", "controls", "controlled", "controlling"}
    assert verb_forms("overrun", irregular, vocab.words().doubling) == {
        "overrun", "overruns", "overran", "overrunning"}
    assert noun_forms("city") == {"city", "cities"} and noun_forms("enclave") == {"enclave", "enclaves"}


@pytest.mark.parametrize(
    ("words", "side"),
    [(["Turkish", "-", "backed", "rebels"], "opposition"), (["government", "forces"], "government"),
     (["IS", "fighters"], "isis"), (["the", "Islamic", "State"], "isis"), (["Turkish", "troops"], "unknown"),
     (["Hayat", "Tahrir", "al", "-", "Sham"], "opposition"), (["rebel-held"], "opposition"),
     (["the", "YPG"], "sdf"), (["the", "buses"], None), (["is", "it"], None)],
)
def test_side_of_reads_the_longest_name(words, side):
    assert vocab.side_of(words) == side


def test_other_side_needs_two_sides_only():
    assert vocab.other_side("opposition", frozenset({"opposition"})) == "government"
    assert vocab.other_side("government", frozenset({"sdf"})) == "unknown"
    assert vocab.other_side("isis", frozenset()) == "unknown"


def test_word_lists_and_references():
    w = vocab.words()
    assert "could" in w.get("cancel", "en_modal") and "deny" in w.get("cancel", "en_denial")
    assert w.references["villages"] == {"village", "town"} and "governorate" in w.references["provinces"]
    with pytest.raises(KeyError):
        w.get("cancel", "no_such_list")


def test_every_frame_has_an_arabic_list_and_a_known_effect():
    for f in vocab.frames():
        assert f.effect in vocab.EFFECTS
        assert isinstance(f.ar, tuple) and isinstance(f.ar_nouns, tuple)
        assert f.en, f.name


def test_the_cue_words_hold_forms_of_verbs_and_nouns():
    cues = vocab.frame_forms()
    assert {"retaken", "sieges", "besieged", "captures", "takeover"} <= cues
    assert "buses" not in cues
