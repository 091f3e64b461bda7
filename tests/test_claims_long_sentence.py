"""One very long sentence reads in linear time: per-sentence work is done once, not once per claim.

No timing here (the machine is shared): the tests count the scans for the sides a sentence names, and check that
a sentence of many repeated clauses gives each clause's claims, as that clause alone gives them.
"""

from geo_aleppo.claims import extract_claims
from geo_aleppo.claims.lexicon import named_sides, other_side
from geo_aleppo.corpus import Article


def claims_of(text):
    return extract_claims(Article(id="t", path="t.txt", outlet="Test", date="2017-05-10", text=text))
def test_named_sides_decides_as_the_text():
    for text, side, expected in [
        ("a town the army besieged", "government", "opposition"),
        ("a town the army besieged, where IS fighters dig in", "government", "unknown"),
        ("the SDF and the rebels besieged it", "opposition", "unknown"),
        ("the SDF and the rebels besieged it, which the army held", "opposition", "government"),
        ("the regime besieged it, and rebels and IS fighters held it together", "government", "opposition"),
    ]:
        assert other_side(side, text) == other_side(side, named_sides(text)) == expected


def test_repeated_clauses_read_as_one_each():
    en = "government forces besieged Aleppo and 1,200 of them, some 300 people, left on 20 buses and "
    ar = "حاصرت قوات النظام مدينة حلب وخرج ٣٠٠ شخص على متن ٢٠ حافلة و "
    for unit in (en, ar):
        one = {(c.kind, c.place_key, c.actor, c.status, c.value) for c in claims_of(unit.strip(" وand") + ".")}
        many = claims_of(unit * 300)
        assert one and {(c.kind, c.place_key, c.actor, c.status, c.value) for c in many} >= one
        counts = [c for c in many if c.kind == "count" and c.value == 300]
        assert len(counts) >= 290  # every clause's count, in a sentence of 300 clauses
