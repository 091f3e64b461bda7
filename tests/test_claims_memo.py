"""The remembered scans of sentence skeletons change no claim: warm, cold or another article's sentences."""
import geo_aleppo as ga
from geo_aleppo.claims import extract
from geo_aleppo.claims import sentence as sentence_module
from geo_aleppo.corpus import Article, load_corpus

GAZETTEER = ga.load_gazetteer()


def _claims(articles):
    return [ga.extract_claims(a, gazetteer=GAZETTEER) for a in articles]


def test_claims_are_the_same_with_the_scans_remembered_or_not(monkeypatch):
    articles = load_corpus("tests/data/claims_dev")
    sentence_module._SCANS.clear()
    sentence_module._SEEN.clear()
    cold = _claims(articles)  # new text: scanned, its scans not kept
    again = _claims(articles)  # read a second time: its scans are kept
    assert len(sentence_module._SCANS) > 100  # the scans were remembered
    warm = _claims(articles)  # from what was remembered
    monkeypatch.setattr(sentence_module, "MEMO_CHARS", -1)  # remember nothing: no scan, no reader's cues
    sentence_module._SCANS.clear()
    extract._CUES.clear()
    extract._INCIDENT_CUES.clear()
    never = _claims(articles)
    assert not sentence_module._SCANS and not extract._CUES and not extract._INCIDENT_CUES
    assert cold == again == warm == never
    assert sum(map(len, cold)) > 100


def _article(id, text, date):
    return Article(id=id, path=f"{id}.txt", outlet=id.upper(), date=date, text=text)


def test_a_sentence_read_before_in_another_article_gives_that_articles_own_claims():
    text = "Rebels still hold the besieged town of Madaya, where some 40,000 people are trapped."
    first = ga.extract_claims(_article("a", text, "2016-12-15"), gazetteer=GAZETTEER)
    moved = "Damascus, Monday. " + text.replace("Madaya", "Zabadani")
    second = ga.extract_claims(_article("b", moved, "2017-01-02"), gazetteer=GAZETTEER)
    assert {(c.kind, c.place_key, c.article) for c in first if c.kind == "control"} == {("control", "madaya", "a")}
    assert {(c.kind, c.place_key, c.article) for c in second if c.kind == "control"} == {("control", "zabadani", "b")}
    assert all(c.quote == moved[c.start:c.end] for c in second)
    assert [c.value for c in first if c.kind == "count"] == [c.value for c in second if c.kind == "count"] == [40000]


def test_a_reference_back_read_before_takes_the_place_its_own_article_named():
    # the second sentence has no place of its own: its skeleton is the same in both articles
    said = "The besieged town has had no food for weeks, and rebels still hold the town."
    for name, key in (("Madaya", "madaya"), ("Zabadani", "zabadani"), ("Madaya", "madaya")):
        text = f"Aid reached {name} on Monday. {said}"
        claims = ga.extract_claims(_article(key, text, "2016-12-15"), gazetteer=GAZETTEER)
        assert {(c.place_key, c.actor) for c in claims if c.kind == "control" and c.quote == said} == {
            (key, "opposition")
        }


def test_the_scans_of_a_long_sentence_are_not_remembered():
    sentence_module._SCANS.clear()
    sentence_module._SEEN.clear()
    text = "Rebels hold Madaya. " + "Rebels hold Madaya, " * 200  # a short sentence, one longer than MEMO_CHARS
    article = Article(id="x", path="x.txt", outlet="X", date="2016-12-15", text=text)
    ga.extract_claims(article, gazetteer=GAZETTEER)
    assert not sentence_module._SCANS  # read once: nothing kept
    ga.extract_claims(article, gazetteer=GAZETTEER)  # read again: the short sentence's scans are kept
    stored = [skeleton for *_, skeleton in sentence_module._SCANS]
    assert stored  # the short sentence's scans are remembered
    assert all(len(skeleton) <= sentence_module.MEMO_CHARS for skeleton in stored)
    assert any(skeleton.startswith("Rebels hold") for skeleton in stored)
