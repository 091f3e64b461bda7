"""The gold-file checks (tests/gold_contract.py) find every bad row of a made-up set, and name it without its text.

The data tests run each check once per gold file and list every bad row; these tests show the listing can fail.
"""

from .gold_contract import bad_rows, claim_row_problems, syria_point_problems, syria_span_problems

HEAD = "SOURCE: https://example.org/1\nOUTLET: Example  DATE: 2016-12-15  LANG: en\n\n"
BODY = "Rebels held Madaya as 40 buses left Foua for Aleppo, some 5 km away."


def _claim(**fields):
    row = {"article": "01_x.txt", "kind": "control", "quote": "Rebels held Madaya", "place_key": "madaya",
           "place_text": "Madaya", "actor": "opposition", "status": "held", "value": None, "value_max": None,
           "unit": None, "topic": None, "role": None}
    return row | fields


def test_every_bad_claim_row_is_listed_by_its_line(tmp_path):
    (tmp_path / "01_x.txt").write_text(HEAD + BODY, encoding="utf-8")
    rows = [
        _claim(),
        _claim(quote="Rebels held Zabadani"),  # not in the article
        _claim(place_key="atlantis", actor="army"),  # unknown key and actor
        _claim(kind="count", quote="40 buses", place_key=None, place_text=None, value=40, unit="buses",
               topic="buses", actor=None, status=None),  # a unit of no count
        _claim(kind="count", quote="40 buses", place_key=None, place_text=None, value=40, unit="vehicles",
               topic="buses", actor=None, status=None),
        _claim(kind="distance", quote="some 5 km", place_key=None, place_text=None, value=5, unit="miles"),
        _claim(kind="route", quote="left Foua", place_key="foua", place_text="Fuaa", role="via"),  # not in text
        _claim(kind="rumour"),
    ]
    listed = bad_rows(tmp_path / "gold.ndjson", rows, lambda row: claim_row_problems(tmp_path, row))
    assert [line.split(": ", 1)[0] for line in listed] == [
        f"{tmp_path.name}/gold.ndjson:{n}" for n in (2, 3, 3, 4, 6, 7, 8)
    ]
    assert "Zabadani" not in str(listed) and "Fuaa" not in str(listed)  # the quote is never repeated


def test_every_bad_span_and_point_is_listed(tmp_path):
    (tmp_path / "01_x.txt").write_text(HEAD + BODY, encoding="utf-8")
    (tmp_path / "02_y.txt").write_text(HEAD + "No place here.", encoding="utf-8")
    start, forty = len(HEAD) + BODY.index("Madaya"), len(HEAD) + BODY.index("40")
    good = {"file": "01_x.txt", "start": start, "end": start + 6, "surface": "Madaya", "kind": "literal",
            "type": "town", "place_key": "madaya", "lat": 33.688, "lon": 36.101, "coord_source": "curated",
            "geonames_id": None}
    gold = [
        good,
        good | {"start": start + 1, "end": start + 7, "surface": "adaya!"},  # overlaps the one before, inexact
        good | {"start": forty, "end": forty + 2, "surface": "40", "kind": "number"},  # unknown kind
        good | {"file": "02_y.txt", "start": 0, "end": 6, "surface": "SOURCE", "kind": "in_organisation_name"},
    ]
    assert syria_span_problems(tmp_path, gold) == [
        f"01_x.txt@{start + 1}: the span overlaps the span before it or the header",
        f"01_x.txt@{start + 1}: the text at start:end is not its surface",
        f"01_x.txt@{forty}: kind 'number' or type 'town' is unknown",
        "02_y.txt: no gold positive",
        "02_y.txt@0: the span overlaps the span before it or the header",
    ]
    points = [
        good,
        good | {"lat": 34.0},  # some 35 km north of Madaya
        good | {"lat": None, "lon": None, "coord_source": None},  # null, with no note
        good | {"lat": None, "lon": None, "coord_source": None, "note": "no source places it"},
        good | {"place_key": None, "coord_source": "a blog"},  # no key, no GeoNames record, no Wikipedia
        good | {"place_key": None, "geonames_id": 170592, "coord_source": "GeoNames"},  # Douma's record: far
        good | {"kind": "demonym_adjective", "lat": 99.0},  # no positive: no point to check
    ]
    listed = bad_rows(tmp_path / "gold.jsonl", points, lambda r: syria_point_problems(r, cited=True))
    assert [line.split(": ", 1)[0] for line in listed] == [f"{tmp_path.name}/gold.jsonl:{n}" for n in (2, 3, 5, 6)]
    assert listed[0].endswith(": 34.6 km from madaya")
    # without ``cited`` a point with no key is not checked against a source
    assert bad_rows(tmp_path / "gold.jsonl", points, lambda r: syria_point_problems(r, cited=False)) == listed[:2]
