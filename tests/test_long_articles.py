"""An article without full stops, or a huge one: records stay bounded, or the article is refused with the limit."""

import json
import re

import pytest

import geo_aleppo as ga
from geo_aleppo.cli import main
from geo_aleppo.corpus import ELLIPSIS, QUOTE_CHARS, quote_window


@pytest.fixture(scope="module")
def one_sentence_article():
    """About 40 KB of the seeds with every sentence end removed: one sentence."""
    base = re.sub(r"[.!?\n]+", ",", " ".join(a.text for a in ga.load_corpus()))
    text = (base * (40_000 // len(base) + 1))[:40_000]
    return ga.Article("long", "long.txt", "Outlet", "2016-12-15", text)


def _quotes(scene):
    for evidence in scene.places["evidence"]:
        yield from (e["quote"] for e in (json.loads(evidence) if isinstance(evidence, str) else evidence))
    yield from scene.claims["quote"]
    yield from scene.incidents["quote"]
    yield from scene.unresolved["quote"]


def test_quotes_of_a_one_sentence_article_are_bounded_windows(one_sentence_article):
    scene = ga.build_scene([one_sentence_article])
    quotes = list(_quotes(scene))
    assert len(quotes) > 100
    text = one_sentence_article.text
    for quote in quotes:
        assert len(quote) <= QUOTE_CHARS + 2
        assert quote.strip(ELLIPSIS) in text  # a window of the text, cut where the ellipsis says
    for evidence in scene.places["evidence"]:
        for e in json.loads(evidence) if isinstance(evidence, str) else evidence:
            assert e["text"] in e["quote"]  # the window holds its mention


def test_parse_cuts_the_sentence_to_a_window(tmp_path, one_sentence_article, capsys):
    path = tmp_path / "long.txt"
    path.write_text(one_sentence_article.text, encoding="utf-8")
    assert main(["parse", str(path)]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert records and all(len(r["sentence"]) <= QUOTE_CHARS + 2 and r["text"] in r["sentence"] for r in records)
    assert all(r["sentence_end"] - r["sentence_start"] > 30_000 for r in records)  # the offsets stay whole


def test_short_sentences_are_quoted_whole(seeds):
    for article in seeds.values():
        for claim in ga.build_scene([article]).claims.itertuples():
            assert article.text[claim.start : claim.end] == claim.quote


@pytest.mark.parametrize("focus", [(0, 6), (500, 506), (994, 1000), None])
def test_quote_window_holds_its_focus(focus):
    text = " ".join(f"w{i:03d}" for i in range(200))  # 999 characters
    quote = quote_window(text, 0, len(text), focus, width=100)
    assert len(quote) <= 102
    if focus:
        assert text[focus[0] : focus[1]] in quote
    assert quote.strip(ELLIPSIS) in text and not quote.strip(ELLIPSIS).startswith(("0", "1"))  # whole words


def test_an_article_over_the_scene_limit_is_refused_with_the_limit(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr("geo_aleppo.scene.build.SCENE_MAX_CHARS", 1_000)
    path = tmp_path / "big.txt"
    path.write_text("Buses left Aleppo for Idlib. " * 50, encoding="utf-8")
    for command, out in (("map", "m.html"), ("export", "e.gpkg")):
        assert main([command, str(path), "-o", str(tmp_path / out)]) == 1
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and str(path) in err and "1,450 characters" in err and "up to 1,000" in err
        assert not (tmp_path / out).exists()
