"""The cue words checked before a pattern's scan never lose a claim that the scan would find."""
import re

import pytest

import geo_aleppo as ga
from geo_aleppo.claims import anchors, extract
from geo_aleppo.claims import sentence as sentence_module
from geo_aleppo.corpus import Article, load_corpus

GAZETTEER = ga.load_gazetteer()

# wordings of each control pattern, several of them with the verb forms that cue lists tend to forget
_MORE = [
    "Government troops held Douma for years.",
    "Rebels held 60 percent of Douma.",
    "The opposition held most of Daraa last year, and the army held Saraqib.",
    "Insurgents have held the town of Madaya since 2015.",
    "Rebel fighters controlled half of Daraa.",
    "The army recaptured Saraqib, and rebels regained Khan Sheikhoun.",
    "Douma, a rebel-held town, was shelled. The government-held district of Ramouseh was quiet.",
    "Douma, where the rebels hold most ground, was shelled.",
    "Saraqib fell to the army. Madaya was retaken by rebels.",
    "Douma remains under rebel control. Daraa is held by the opposition.",
    "The army's two-year control of Daraa ended.",
    "Aleppo's last rebel-held districts were shelled.",
]


def _article(i, text):
    return Article(id=f"c{i}", path=f"c{i}.txt", outlet="Test", date="2016-12-15", text=text)


def _articles():
    return [*load_corpus("tests/data/claims_dev"), *ga.load_corpus(), *(_article(i, t) for i, t in enumerate(_MORE))]


def _claims(articles):
    return [ga.extract_claims(a, gazetteer=GAZETTEER) for a in articles]


def _forget(monkeypatch):
    sentence_module._SCANS.clear()
    extract._CUES.clear()
    extract._INCIDENT_CUES.clear()
    monkeypatch.setattr(sentence_module, "MEMO_CHARS", -1)  # nothing remembered across the two runs


def test_claims_are_the_same_with_and_without_the_cue_words(monkeypatch):
    articles = _articles()
    _forget(monkeypatch)
    with_cues = _claims(articles)
    # every pattern scans every sentence, at every offset: no needed words, no anchor words
    monkeypatch.setattr(anchors, "needs_bit", lambda needs: 0)
    monkeypatch.setattr(anchors, "anchor_of", lambda pattern: None)
    monkeypatch.setattr(anchors, "PLANS", {})
    without = _claims(articles)
    assert with_cues == without
    assert sum(c.kind == "control" for cs in with_cues for c in cs) > 50


@pytest.mark.parametrize(
    ("text", "actor", "scope"),
    [
        ("Government troops held Douma for years.", "government", "whole"),
        ("Rebels held 60 percent of Douma.", "opposition", "part"),
        ("The army held most of Daraa in 2013.", "government", "part"),
        ("Opposition fighters had held Saraqib since 2012.", "opposition", "whole"),
    ],
)
def test_a_side_that_held_a_place(text, actor, scope):
    found = [c for c in ga.extract_claims(_article(0, text), gazetteer=GAZETTEER) if c.kind == "control"]
    assert [(c.actor, c.status, c.scope) for c in found] == [(actor, "held", scope)]


def _rewrapped(text, space):
    """Each space between a lowercase word (or a number) and the next as ``space`` (names keep theirs).

    A line break only where the next line goes on in lower case, as in hard-wrapped text.
    """
    after = "[a-z]" if "\n" in space else "[a-z0-9]"
    return re.sub(rf"(?<=[a-z0-9]) (?={after})", space, text)


@pytest.mark.parametrize(
    "text",
    [
        "Some 4,000 people left Douma on Thursday, 1,200 of them children.",
        "The ICRC put the number of evacuees from Douma at 900 on Friday.",
        "About 300 fighters were evacuated from Madaya, 40 of whom were wounded.",
        "Three of the drivers were killed and 12 buses reached Ramouseh.",
        "The town of Madaya is held by the rebels and besieged by the army, the monitor said.",
    ],
)
@pytest.mark.parametrize("space", ["  ", "\t", "\u00a0", " \u00a0 ", "\n", " \n"])
def test_hard_wrapped_or_double_spaced_text_gives_the_same_claims(text, space):
    wrapped = _rewrapped(text, space)
    assert wrapped != text
    key = lambda c: (c.kind, c.place_key, c.actor, c.status, c.value, c.topic, c.unit)  # noqa: E731
    plain = [key(c) for c in ga.extract_claims(_article(0, text), gazetteer=GAZETTEER)]
    assert plain
    found = ga.extract_claims(_article(0, wrapped), gazetteer=GAZETTEER)
    assert [key(c) for c in found] == plain
    assert all(c.quote == wrapped[c.start : c.end] for c in found)


@pytest.mark.parametrize(
    ("text", "sentences"),
    [
        ("Some 4,000 people left Douma, 1,200 of\nthem children.", 1),
        ("The evacuees from Douma\nat 900 reached Idlib.", 1),
        ("Buses burned in Idlib\nThe convoy left at noon.", 2),  # a headline's line break still ends it
        ("Buses burned\n\nthe convoy left at noon.", 2),  # so does a blank line
        ("غادرت الحافلات دوما\nووصلت إلى إدلب.", 2),
    ],
)
def test_a_line_break_in_hard_wrapped_text_ends_no_sentence(text, sentences):
    from geo_aleppo.geoparsing import sentence_spans

    assert len(sentence_spans(text)) == sentences
