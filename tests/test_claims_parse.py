"""English control claims read over the dependency parse (claims/control_en.py, rules/control_en.toml).

Sentences of my own, each a wording class: the reading comes from the structure (subject, object, passive
agent, relative clause, modifier, holding noun), and a cancel word (negation, modal, attempt, denial)
blocks it.
"""

import pytest

from geo_aleppo.claims.control_en import read_control_en
from geo_aleppo.claims.discourse import Discourse
from geo_aleppo.claims.record import Claim
from geo_aleppo.claims.sentence import split_sentences
from geo_aleppo.claims.tokens import is_cued, parse_sentences
from geo_aleppo.gazetteer import load_gazetteer
from geo_aleppo.geoparsing import geoparse

GAZ = load_gazetteer()


def control(text: str) -> set[tuple]:
    places = sorted((m for m in geoparse(text, GAZ) if m.role == "place"), key=lambda m: m.start)
    sentences = list(split_sentences(text, places))
    discourse = Discourse(places)

    def claim(kind, sentence, mention=None, **values):
        return Claim(kind=kind, article="t", start=sentence.start, end=sentence.end, quote=sentence.text,
                     place_key=mention.place_key if mention else None, place_text=mention.text if mention else None,
                     **values)

    found = set()
    for parsed in parse_sentences(s for s in sentences if is_cued(s.text, True)):
        for c in read_control_en([parsed], claim, discourse):
            found.add((c.place_key, c.actor, c.status, c.besieger))
    return found


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        ("Government forces recaptured Palmyra on Sunday.", {("palmyra", "government", "held", None)}),
        ("Army takes Palmyra", {("palmyra", "government", "held", None)}),
        ("Palmyra was seized by Islamic State fighters in May.", {("palmyra", "isis", "held", None)}),
        ("Rebels stormed Saraqib and Maarat al-Numan.",
         {("saraqib", "opposition", "held", None), ("maarat_al_numan", "opposition", "held", None)}),
        ("Raqqa fell to the SDF in October.", {("raqqa", "sdf", "held", None)}),
        ("Madaya remains under the control of the rebels.", {("madaya", "opposition", "held", None)}),
        ("Manbij returned to SDF control after the battle.", {("manbij", "sdf", "held", None)}),
        ("The regime laid siege to Madaya in July.", {("madaya", "opposition", "besieged", "government")}),
        ("Buses reached rebel-held Idlib province late on Monday.",
         {("idlib_governorate", "opposition", "held", None)}),
        ("Syrian troops entered Saraqib at dawn.", {("saraqib", "government", "held", None)}),
        ("The army's capture of Palmyra was celebrated in Damascus.", {("palmyra", "government", "held", None)}),
        ("Madaya, which the army has besieged since July, is starving.",
         {("madaya", "opposition", "besieged", "government")}),
    ],
)
def test_a_structure_states_control(text, claims):
    assert control(text) == claims


@pytest.mark.parametrize(
    "text",
    [
        "Rebels failed to take Hama after a week of fighting.",
        "Rebels did not take Hama.",
        "The army could seize Palmyra within days.",
        "The army denied reports that rebels had seized Saraqib.",
        "A push to retake Palmyra began on Monday.",
        "Rebels withdrew from Saraqib on Sunday.",
        "Did the army take Palmyra?",
        "If the rebels take Hama, the road will be cut.",
    ],
)
def test_a_cancel_word_states_no_control(text):
    assert control(text) == set()


def test_a_reference_back_takes_the_places_named_before():
    text = "Buses left Foua and Kefraya on Friday. Rebels have besieged the two villages since 2015."
    assert control(text) == {("foua", "government", "besieged", "opposition"),
                             ("kafraya", "government", "besieged", "opposition")}


def test_an_unresolved_reference_gives_no_claim():
    assert control("Rebels captured the town on Sunday.") == set()


def test_importing_the_package_loads_no_parser():
    import subprocess
    import sys

    code = "import sys, geo_aleppo, geo_aleppo.claims, geo_aleppo.claims.control_en; print('spacy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_long_sentence_is_parsed_in_windows_around_its_cues():
    from geo_aleppo.claims import tokens

    filler = "and the convoy waited on the road for hours " * 200
    text = f"Government forces recaptured Palmyra on Sunday, {filler}while rebels held Saraqib."
    windows = tokens.windows(text)
    assert len(windows) == 2
    assert all(end - start <= 2 * tokens.WINDOW + 60 for start, end in windows)
    assert control(text) == {("palmyra", "government", "held", None), ("saraqib", "opposition", "held", None)}
