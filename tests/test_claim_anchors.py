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

import pytest

import geo_aleppo as ga
from geo_aleppo import claims as claims_package
from geo_aleppo.claims import anchors
from geo_aleppo.claims import sentence as sentence_module
from geo_aleppo.claims.sentence import split_sentences
from geo_aleppo.corpus import load_corpus

from .conftest import REPO

SETS = ["tests/data/claims_dev", "tests/data/syria_dev", "tests/data/other_reports"]
# text that lowercasing changes in length or reads otherwise than IGNORECASE does ("İ", "ı", "ſ", the Kelvin sign)
_TRICKY = [
    "İSTANBUL: Rebels held the town. The ARMY-HELD town of ⟦0⟧ and ⟦1⟧, some 3,000 ſoldiers",
    "The rebeİs and the armı held ⟦0⟧; about 12 people, one of them a child, left. ISIS-held ⟦1⟧",
    "Some 1,200 of them children, between 40 and 50 buses, 2,000 to 3,000 people were evacuated",
    "SOME 4,000 PEOPLE LEFT ⟦0⟧; THE REBELS HOLD ⟦1⟧, WHICH THE ARMY BESIEGES. the besieged ⟦2⟧",
    "ſome 40 people and the Kelvin sign \u212a in \u212aurdish-held ⟦0⟧; IS fighters held ⟦1⟧",
    # digits of other scripts (Arabic-Indic, Persian, Devanagari, Bengali: \d matches them all), in ASCII-less text
    "Some ٣٠٠٠ people, ۴۰۰ fighters, १२ buses and ১৫ ambulances left ⟦0⟧; about 2,000 – “50 people”",
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


@pytest.fixture(scope="module")
def patterns():
    return _patterns()


@pytest.fixture(scope="module")
def anchored(patterns):
    """Every pattern with first words, and its anchor (each known before a sentence's cues are read)."""
    return [(name, p, anchors.anchor_of(p)) for name, p in patterns if anchors.anchor_of(p) is not None]


@pytest.fixture(scope="module")
def skeletons(gaz, anchored):
    """Every sentence skeleton and whole text of the seeds and development sets, with its cues (built on first use)."""
    articles = [*ga.load_corpus(), *(a for path in SETS for a in load_corpus(sorted((REPO / path).glob("*.txt"))))]
    texts = []
    for article in articles:
        mentions = sorted((m for m in ga.geoparse(article.text, gaz) if m.role == "place"), key=lambda m: m.start)
        texts += [s.skeleton for s in split_sentences(article.text, mentions)]
        texts.append(article.text)  # some patterns read a whole article
    return [(text, anchors.Cues(text, text.lower())) for text in [*texts, *_TRICKY]]


def test_the_patterns_are_found(patterns, anchored):
    assert len(patterns) > 100 and len(anchored) > 60


def test_a_pattern_tried_at_its_first_words_finds_what_finditer_finds(anchored, skeletons):
    # one test for every anchored pattern (264 when it was one test each): it lists each pattern that differs,
    # with the first text where it does
    differ = []
    for name, pattern, anchor in anchored:
        for text, cues in skeletons:
            expected = [m.span() for m in pattern.finditer(text)]
            if [m.span() for m in sentence_module._match_at(pattern, text, cues.offsets(anchor))] != expected:
                differ.append((name, text[:200]))
                break
    assert len(skeletons) > 1000 and differ == []


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


def test_every_pattern_the_readers_scan_has_first_words_or_needed_words(monkeypatch, gaz):
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
        for article in load_corpus(sorted((REPO / path).glob("*.txt"))):
            ga.extract_claims(article, gazetteer=gaz)
    assert len(scanned) > 20  # the English control reader scans no pattern since issue 22 (it reads a parse)
    loose = [p.pattern[:80] for p, _needs, bit, anchor in scanned.values() if not bit and anchor is None]
    assert not loose, f"patterns with neither first words nor needed words: {loose}"


# the readers that return nothing, unread, for a sentence where none of their scans can match (anchors.Scans)
GATED = [("count", "read_counts")]


def _dev_articles():
    return [a for path in SETS[:2] for a in load_corpus(sorted((REPO / path).glob("*.txt")))]


def test_every_scan_of_a_gated_reader_is_declared_in_its_scans(monkeypatch, gaz):
    """A gated reader lists every pattern it scans in its ``SCANS``; one it does not list fails here.

    Otherwise the gate could close on a sentence that the new pattern matches, and its claims would be lost.
    Add the pattern, with the same needed words as at its call, to the reader's ``SCANS``.
    """
    current: list[str] = []
    scanned: dict[str, dict] = {name: {} for _, name in GATED}
    finditer = sentence_module.Sentence.finditer

    def recording(self, pattern, needs=(), starts=None):
        if current:
            scanned[current[-1]][(id(pattern), tuple(needs), starts is None)] = pattern.pattern[:80]
        return finditer(self, pattern, needs, starts)

    monkeypatch.setattr(sentence_module.Sentence, "finditer", recording)
    monkeypatch.setattr(anchors.Scans, "open", lambda self, cues: True)  # every scan is made
    for module_name, name in GATED:
        module = importlib.import_module(f"geo_aleppo.claims.{module_name}")
        reader = getattr(module, name)

        def entered(*args, _reader=reader, _name=name, **kwargs):
            current.append(_name)
            try:
                return _reader(*args, **kwargs)
            finally:
                current.pop()

        monkeypatch.setattr(module, name, entered)
    for article in _dev_articles():
        ga.extract_claims(article, gazetteer=gaz)
    for module_name, name in GATED:
        scans = importlib.import_module(f"geo_aleppo.claims.{module_name}").SCANS
        declared = {(id(m[0]), tuple(m[1])): len(m) < 3 or m[2] for m in scans.members}
        assert len(scanned[name]) >= 8, name
        # a scan at given offsets (its anchor unused) must be declared so: (pattern, needs, False)
        missing = [
            text for (key, needs, anchored), text in scanned[name].items()
            if (key, needs) not in declared or (declared[(key, needs)] and not anchored)
        ]
        assert not missing, f"{name} scans patterns its SCANS does not list: {missing}"


def test_the_gates_change_no_claim(monkeypatch, gaz):
    """The claims of the development sets are the same with every gate open (each reader reads every sentence)."""
    gated = [ga.extract_claims(a, gazetteer=gaz) for a in _dev_articles()]
    opened = []
    monkeypatch.setattr(anchors.Scans, "open", lambda self, cues: opened.append(1) or True)
    assert [ga.extract_claims(a, gazetteer=gaz) for a in _dev_articles()] == gated
    assert len(opened) > 500 and sum(map(len, gated)) > 400


def test_a_gate_is_closed_only_where_no_scan_can_match(skeletons):
    """Scans.open is False exactly where each of its scans is cut by the prefilter (no needed word, no first word)."""
    from geo_aleppo.claims import count as control  # the gated reader left (English control reads a parse)

    control.SCANS.table()  # its patterns planned before the cues are read
    closed = 0
    for text, _ in skeletons[:3000]:
        cues = anchors.Cues(text, text.lower())
        can = any(
            (not anchors.needs_bit(needs) or anchors.needs_bit(needs) & cues.present)
            and (anchors.anchor_of(p) is None or anchors.anchor_of(p).bit & cues.anchored)
            for p, needs, *_ in control.SCANS.members
        )
        assert control.SCANS.open(cues) == can, text[:120]
        closed += not can
        if not can:  # and indeed none of them matches
            assert not any(p.search(text) for p, *_ in control.SCANS.members), text[:120]
    assert closed > 50
