"""The prefilter contract of the claim readers (geo_aleppo/claims/anchors.py).

A pattern scanned through ``Sentence.finditer`` is tried only where one of its first words begins, and
only in sentences that hold one of the words it needs. These tests check, for every pattern of the
readers, that the words read from a pattern are where its matches begin (the matches are those of
``pattern.finditer`` on real text and on text that lowercasing changes), and that every pattern the
readers scan has first words or needed words: a new pattern that begins with ``[\\w-]+`` and needs
no word fails here, and is told how to become cheap.
"""
import importlib
import pkgutil
import re
from pathlib import Path

import pytest

import geo_aleppo as ga
from geo_aleppo import claims as claims_package
from geo_aleppo.claims import anchors
from geo_aleppo.claims import sentence as sentence_module
from geo_aleppo.claims.sentence import split_sentences
from geo_aleppo.corpus import load_corpus

GAZETTEER = ga.load_gazetteer()
SETS = ["tests/data/claims_dev", "tests/data/syria_dev", "tests/data/other_reports"]
# text that lowercasing changes in length or reads otherwise than IGNORECASE does ("İ", "ı", "ſ", the Kelvin sign)
_TRICKY = [
    "İSTANBUL: Rebels held the town. The ARMY-HELD town of ⟦0⟧ and ⟦1⟧, some 3,000 ſoldiers",
    "The rebeİs and the armı held ⟦0⟧; about 12 people, one of them a child, left. ISIS-held ⟦1⟧",
    "Some 1,200 of them children, between 40 and 50 buses, 2,000 to 3,000 people were evacuated",
    "SOME 4,000 PEOPLE LEFT ⟦0⟧; THE REBELS HOLD ⟦1⟧, WHICH THE ARMY BESIEGES. the besieged ⟦2⟧",
    "ſome 40 people and the Kelvin sign \u212a in \u212aurdish-held ⟦0⟧; IS fighters held ⟦1⟧",
]


def _patterns():
    """Every compiled pattern at the top level of a claims module (alone, or in a list or dict of them)."""
    found = {}
    for info in pkgutil.iter_modules(claims_package.__path__):
        module = importlib.import_module(f"geo_aleppo.claims.{info.name}")
        for name, value in vars(module).items():
            if isinstance(value, dict):
                value = list(value.values())
            values = value if isinstance(value, list | tuple) else (value,)
            for item in values:
                for candidate in item if isinstance(item, tuple) else (item,):
                    if isinstance(candidate, re.Pattern):
                        found[id(candidate)] = (f"{info.name}.{name}", candidate)
    return list(found.values())


PATTERNS = _patterns()
ANCHORS = {id(p): anchors.anchor_of(p) for _, p in PATTERNS}  # every anchor known before a sentence's cues are read


def _skeletons():
    articles = [*ga.load_corpus(), *(a for path in SETS for a in load_corpus(sorted(Path(path).glob("*.txt"))))]
    texts = []
    for article in articles:
        mentions = sorted((m for m in ga.geoparse(article.text, GAZETTEER) if m.role == "place"), key=lambda m: m.start)
        texts += [s.skeleton for s in split_sentences(article.text, mentions)]
        texts.append(article.text)  # some patterns read a whole article
    return [(text, anchors.Cues(text, text.lower())) for text in [*texts, *_TRICKY]]


SKELETONS = _skeletons()


def test_the_patterns_are_found():
    assert len(PATTERNS) > 100
    assert sum(anchors.anchor_of(p) is not None for _, p in PATTERNS) > 60


ANCHORED = [(name, p) for name, p in PATTERNS if ANCHORS[id(p)] is not None]


@pytest.mark.parametrize(("name", "pattern"), ANCHORED, ids=[n for n, _ in ANCHORED])
def test_a_pattern_tried_at_its_first_words_finds_what_finditer_finds(name, pattern):
    anchor = ANCHORS[id(pattern)]
    for text, cues in SKELETONS:
        expected = [m.span() for m in pattern.finditer(text)]
        assert [m.span() for m in sentence_module._match_at(pattern, text, cues.offsets(anchor))] == expected, (
            name,
            text[:200],
        )


@pytest.mark.parametrize(
    ("pattern", "words"),
    [
        (r"(?:besieged\s+)?(?:rebels?|army)[\s-]+held", {"besieged", "rebel", "army"}),
        (r"\b(?:some|about)?\s*\d+ people", None),  # an optional word, then a space: may begin with a space
        (r"(?:(?:some|about)\s+)?\d+ people", {"some", "about", anchors.DIGIT}),
        (r"[Oo]f\s+the", {"of"}),
        (r"(?-i:IS)(?=\s)|rebels", {"is", "rebels"}),
        (r"⟦\d+⟧\s+is\s+held", {"⟦"}),
        (r"[\w-]+\s+held", None),  # any letter
        (r"\bthe\b|a\s+town", None),  # a single letter is most offsets
        (r"(?:the\s+)*town", None),  # may begin with "town" or "the": both, so "town" must be among them
    ],
)
def test_the_first_words_of_a_pattern(pattern, words):
    anchor = anchors.anchor_of(re.compile(pattern, re.IGNORECASE))
    if pattern == r"(?:the\s+)*town":  # a repeat that may be absent: the words after it begin a match too
        assert anchor is not None and anchor.words == {"the", "town"}
        return
    assert (None if anchor is None else set(anchor.words)) == words


def test_offsets_of_text_that_lowercasing_changes():
    pattern = re.compile(r"(?:rebels?|army)[\s-]+held", re.IGNORECASE)
    anchor = anchors.anchor_of(pattern)  # known before the cues of a text are read
    for text in ("İ ARMY-HELD x; the rebeİs held", "the armı held; ſome REBELS held", "\u212aARMY held"):
        offsets = anchors.Cues(text, text.lower()).offsets(anchor)
        assert [m.span() for m in sentence_module._match_at(pattern, text, offsets)] == [
            m.span() for m in pattern.finditer(text)
        ]


def test_every_pattern_the_readers_scan_has_first_words_or_needed_words(monkeypatch):
    """The contract: a pattern scanned by Sentence.finditer is anchored, or needs words, or both.

    A pattern that fails here is tried at every offset of every sentence. Let it begin with words (a
    side, a hedge, a number, a verb, the place marker) rather than a class such as [\\w-]+, or pass
    the words without which it cannot match as ``sentence.finditer(pattern, needs)``.
    """
    scanned = {}
    plan = anchors.plan

    def recording(pattern, needs):
        found = plan(pattern, needs)
        scanned[id(pattern)] = found
        return found

    monkeypatch.setattr(anchors, "plan", recording)
    monkeypatch.setattr(anchors, "PLANS", {})  # every pattern planned again, through ``recording``
    for path in SETS[:2]:
        for article in load_corpus(sorted(Path(path).glob("*.txt"))):
            ga.extract_claims(article, gazetteer=GAZETTEER)
    assert len(scanned) > 40
    loose = [p.pattern[:80] for p, _needs, bit, anchor in scanned.values() if not bit and anchor is None]
    assert not loose, f"patterns with neither first words nor needed words: {loose}"
