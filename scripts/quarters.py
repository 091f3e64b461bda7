"""Quarters under their city: a tier neighbourhood near a governorate's capital has that city as its parent.

UN OCHA lists the neighbourhoods of each governorate's capital ("district" records, P-codes N....); the
tier used to give them their governorate as parent. A district record whose point lies within twice the
``precision_km`` of a curated city (the city's own extent as the gazetteer states it) that stands in the same
governorate is a quarter of that city: its parent becomes the city (issue 25: the quarters of Damascus, Homs,
Hama and Aleppo, and of every other capital, under their city).

``python -m scripts.quarters`` applies the rule to the committed ``gazetteer/geonames_tier.geojson`` (the
same step that ``scripts/make_geonames_tier.py`` ends with, so a rebuild gives the same file).
"""

from __future__ import annotations

import json
import math
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TIER = ROOT / "gazetteer" / "geonames_tier.geojson"
REACH = 2.0  # a quarter lies within this many times the city's precision_km of the city's point


def _km(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    p1, p2 = math.radians(lat1), math.radians(lat2)
    a = math.sin((p2 - p1) / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(math.radians(lon2 - lon1) / 2) ** 2
    return 2 * 6371.0088 * math.asin(math.sqrt(a))


def cities(root: Path) -> list[tuple[str, str, float, float, float]]:
    """``(key, governorate, lat, lon, reach_km)`` of the curated cities that stand in a governorate."""
    places = json.loads((root / "gazetteer" / "places.geojson").read_text(encoding="utf-8"))["features"]
    kinds = {f["properties"]["key"]: f["properties"]["type"] for f in places}
    found = []
    for f in places:
        p = f["properties"]
        if p["type"] == "city" and kinds.get(p.get("parent")) == "governorate":
            lon, lat = f["geometry"]["coordinates"][:2]
            found.append((p["key"], p["parent"], lat, lon, REACH * p["precision_km"]))
    return sorted(found)


def reparent(features: list[dict], root: Path = ROOT) -> list[dict]:
    """The features with each quarter's parent set to its city (a new dict for a changed feature)."""
    capitals = cities(root)
    out = []
    for feature in features:
        p = feature["properties"]
        if p.get("type") == "district":
            lon, lat = feature["geometry"]["coordinates"][:2]
            near = [(_km(lat, lon, c_lat, c_lon), key) for key, gov, c_lat, c_lon, reach in capitals
                    if gov == p.get("parent") and _km(lat, lon, c_lat, c_lon) <= reach]  # fmt: skip
            if near:
                feature = {**feature, "properties": {**p, "parent": min(near)[1]}}
        out.append(feature)
    return out


def write(features: list[dict], source: str, out: Path) -> None:
    """The tier file as scripts/make_geonames_tier.py writes it: one feature a line, keys sorted."""
    with out.open("w", encoding="utf-8") as handle:
        handle.write('{"type": "FeatureCollection", "name": "geonames_tier",\n')
        handle.write(f' "source": {json.dumps(source, ensure_ascii=False)},\n "features": [\n')
        handle.write(",\n".join(json.dumps(f, ensure_ascii=False, sort_keys=True) for f in features))
        handle.write("\n]}\n")


def main() -> None:
    data = json.loads(TIER.read_text(encoding="utf-8"))
    write(reparent(data["features"]), data["source"], TIER)


if __name__ == "__main__":
    main()
