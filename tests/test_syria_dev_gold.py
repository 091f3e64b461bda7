"""The Syria development set (issue 15) keeps its contract: texts, headers and gold offsets agree.

The gold is hand-made data that other code (``geo-aleppo eval``) scores against, so a broken offset, an unknown
kind or a coordinate that drifted from the curated gazetteer must fail here, not silently skew a score.
"""

import json
import re
from collections import Counter

import pytest
from pyproj import Geod

from .conftest import GAZETTEER_DIR, REPO

DEV = REPO / "tests" / "data" / "syria_dev"
TEXTS = sorted(p.name for p in DEV.glob("[0-9][0-9]_*.txt"))
GOLD = [json.loads(line) for line in (DEV / "gold.jsonl").read_text(encoding="utf-8").splitlines()]
KINDS = {"literal", "metonymic", "demonym_adjective", "in_organisation_name"}
TYPES = {"country", "governorate", "region", "city", "town", "village", "neighbourhood", "camp", "crossing", "other"}
HEADER = re.compile(r"SOURCE: \S+\nOUTLET: .+  DATE: (\d{4})-\d{2}-\d{2}  LANG: (en|ar)\n\n")
CURATED = {f["properties"]["key"]: f for f in json.loads((GAZETTEER_DIR / "places.geojson").read_text())["features"]}
GEOD = Geod(ellps="WGS84")


def _text(name):
    return (DEV / name).read_text(encoding="utf-8")


def test_the_set_is_large_and_varied_enough():
    langs = Counter(HEADER.match(_text(n)).group(2) for n in TEXTS)
    years = {int(HEADER.match(_text(n)).group(1)) for n in TEXTS}
    assert len(TEXTS) >= 12 and langs["ar"] >= 3
    assert min(years) >= 2011 and max(years) <= 2025 and len(years) >= 8


def test_gold_is_sorted_and_names_only_known_files():
    keys = [(r["file"], r["start"]) for r in GOLD]
    assert keys == sorted(keys)
    assert {r["file"] for r in GOLD} == set(TEXTS)


@pytest.mark.parametrize("name", TEXTS)
def test_every_gold_span_is_in_the_body_and_exact(name):
    text = _text(name)
    header = HEADER.match(text)
    assert header, f"{name}: header lines do not follow the contract"
    rows = [r for r in GOLD if r["file"] == name]
    assert any(r["kind"] in ("literal", "metonymic") for r in rows)
    end = header.end()
    for r in rows:
        assert r["start"] >= end, f"{name}: {r['surface']!r} overlaps a span before it or the header"
        assert text[r["start"]:r["end"]] == r["surface"]
        assert r["kind"] in KINDS and r["type"] in TYPES
        end = r["end"]


@pytest.mark.parametrize("row", [r for r in GOLD if r["kind"] in ("literal", "metonymic")],
                         ids=lambda r: f"{r['file'][:2]}-{r['start']}")
def test_every_positive_has_a_sourced_point_or_says_why_not(row):
    if row["lat"] is None:
        assert row["lon"] is None and row["coord_source"] is None and row.get("note")
        return
    assert -90 <= row["lat"] <= 90 and -180 <= row["lon"] <= 180 and row["coord_source"].strip()
    if row["place_key"] is not None:
        feature = CURATED[row["place_key"]]  # a key the curated gazetteer no longer has fails here
        lon, lat = feature["geometry"]["coordinates"]
        _, _, metres = GEOD.inv(lon, lat, row["lon"], row["lat"])
        assert metres <= 5_000, f"gold point of {row['surface']!r} is {metres / 1000:.1f} km from {row['place_key']}"
