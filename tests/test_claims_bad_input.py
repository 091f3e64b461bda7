"""Claims of articles that are no ordinary report: no sentences, only numbers, one very long sentence.

Each gives claims or none and never an exception; the time they take is measured by
``benchmarks/bench_claims.py --bad-input`` (run on demand), not here.
"""
import re

import pytest

import geo_aleppo as ga
from geo_aleppo.claims.sentence import split_sentences
from geo_aleppo.corpus import Article, load_corpus

GAZETTEER = ga.load_gazetteer()


def _article(text, id="x"):
    return Article(id=id, text=text, path=f"{id}.txt", outlet="Wire", date="2016-12-15")


@pytest.mark.parametrize("text", [
    "",
    "   \n\n\t ",
    "...!!! ??? — … ؟",
    "1 2 3 4 5 2016 3,000 1.5 12 - 7 / 9 100000000000000 0.25 99,999,999 " * 40,
    "٣٠٠٠ ١٢ ٤ ٢٠١٦ " * 40,
    "3000",
    "2016-12-15 13:45 +0200",
])
def test_an_article_without_sentences_or_with_only_numbers_gives_no_claims(text):
    assert ga.extract_claims(_article(text), gazetteer=GAZETTEER) == []


def test_such_articles_make_a_scene_with_no_claims_of_theirs():
    articles = [_article("", "empty"), _article("12 2016 3,000 " * 50, "numbers"), *load_corpus()[:1]]
    scene = ga.build_scene(articles, GAZETTEER)
    counts = dict(zip(scene.articles["id"], scene.articles["claim_count"]))
    assert counts["empty"] == 0 and counts["numbers"] == 0
    assert counts[articles[2].id] > 0
    assert set(scene.claims["article"]) == {articles[2].id}


def _one_sentence(chars):
    """The seeds' text with every sentence end made a comma: one sentence of ``chars`` characters."""
    base = re.sub(r"[.!?…。؟\n\r]+", ", ", " ".join(a.text for a in load_corpus()))
    return (base * (chars // len(base) + 1))[:chars]


def test_a_long_article_of_one_sentence_gives_its_claims():
    text = _one_sentence(150_000)
    claims = ga.extract_claims(_article(text), gazetteer=GAZETTEER)
    assert {c.kind for c in claims} >= {"control", "count", "route"}
    assert {(c.start, c.end) for c in claims} == {(0, len(text))}
    # what one copy of the seeds says, the long sentence says too
    assert {"foua", "kafraya"} <= {c.place_key for c in claims if c.kind == "control" and c.status == "besieged"}


def _sentences(article):
    mentions = [m for m in ga.geoparse(article.text, GAZETTEER) if m.role == "place"]
    return list(split_sentences(article.text, mentions))


def _earlier_naive(sentence, before, controlled, types, wanted, position):
    """The definition: this sentence's places before ``position``, the held ones, the article's; nearest first."""
    here = [m for m, mark in zip(sentence.mentions, sentence._marks) if mark < position]
    out = []
    for m in [*reversed(here), *reversed(controlled), *reversed(before)]:
        if m.place is not None and m.place.type in types and all(m.place_key != o.place_key for o in out):
            out.append(m)
            if len(out) == wanted:
                break
    return out[::-1]


KINDS = [frozenset({"village", "town"}), frozenset({"city", "region"}),
         frozenset({"city", "town", "district", "neighbourhood", "region", "village"})]


@pytest.mark.parametrize("article", load_corpus("tests/data/claims_dev")[:8], ids=lambda a: a.id)
def test_places_before_and_after_a_reference_are_those_of_their_definition(article):
    sentences = _sentences(article)
    before = []
    checked = 0
    for i, sentence in enumerate(sentences):
        sentence.controlled[:] = before[::3]  # some places of the article said to be held
        following = sentences[i + 1 : i + 3]
        for position in [*sentence._marks, len(sentence.skeleton)]:
            for types in KINDS:
                for wanted in (1, 2, 3):
                    assert sentence.earlier_places(types, wanted, position) == _earlier_naive(
                        sentence, before, sentence.controlled, types, wanted, position
                    )
                    later = [m for m, mark in zip(sentence.mentions, sentence._marks) if mark >= position]
                    later += [m for s in following for m in s.mentions]
                    expected = [m for m in later if m.place is not None and m.place.type in types][:wanted]
                    assert sentence.next_places(types, wanted, position, following) == expected
                    checked += 1
        before += sentence.mentions
    assert checked > 50
