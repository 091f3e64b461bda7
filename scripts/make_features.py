#!/usr/bin/env python3
"""Build gazetteer/features.geojson and gazetteer/feature_lines.geojson: features that are not settlements.

Sources (each record names its own, and its licence):

* airports, air bases and heliports of Syria: OurAirports (public domain), the rows of
  ``scripts/feature_sources/ourairports_sy.csv`` (see ``scripts/feature_sources.py``);
* rivers, lakes, the sea, the Syrian Desert and Mount Hermon: Natural Earth 10m (public domain),
  ``scripts/feature_sources/naturalearth_region.geojson``, picked and named by the ``naturalearth``
  entries of ``scripts/feature_sources/curated_features.json``;
* dams, prisons, oil and gas fields, hills and mountains, squares, roundabouts, bridges and the rivers
  that Natural Earth lacks: the ``records`` of ``curated_features.json``, each with the source of its
  position (found with the search tool) and a precision that says how far the feature reaches.

Names. A feature's names are its *core* names ("Tishrin", "تشرين") joined to the type words of
``geo_aleppo/vocab/data/places.toml`` ("Tishrin Dam", "سد تشرين"). An airport's core names are
its OurAirports name, municipality and keywords less their type words, and the names of the gazetteer
settlement of that name within 30 km (so "Qusayr air base" and "مطار القصير" name the Al Qusayr Air
Base). A bare core name is a name of the feature only where the record allows it (``bare``) and no
settlement of the gazetteer holds it ("Euphrates", "الفرات"; never "Jordan" or "Afrin"). A name that
two features would share, or that a curated place holds, is dropped from the features (the curated
place keeps it).

Positions. An OurAirports point is the airport's reference point; its precision is the size of such a
field (large 2.5 km, medium 2 km, small or closed 1.5 km, heliport 0.3 km). A Natural Earth feature's
point lies on it (a river: the middle of its longest stretch in Syria; a lake or sea: shapely's
representative point of its part in the box), and its precision is the greatest distance from that
point to the feature (measured on the WGS84 ellipsoid), so a river's point says how far the river runs.
The lines and outlines, simplified (0.005 degree, topology kept), go to feature_lines.geojson.

Parents: the governorate whose footprint (gazetteer/footprints.geojson) holds the point, else the
country, else none (a river or a sea crosses borders).

Usage (byte-identical on re-run)::

    python -m scripts.make_features            # build from scripts/feature_sources/
    python -m scripts.make_features extract --ourairports airports.csv --natural-earth DIR
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
import unicodedata
from pathlib import Path

from pyproj import Geod
from shapely import simplify
from shapely.geometry import MultiLineString, Point, mapping, shape
from shapely.ops import linemerge, unary_union

from geo_aleppo.names import fold
from geo_aleppo.vocab.places import type_words
from scripts import feature_sources

ROOT = Path(__file__).resolve().parents[1]
GAZ = ROOT / "gazetteer"
GEOD = Geod(ellps="WGS84")
TOWN_KM = 30.0  # an airport lends the names of a settlement of its name this close
PUBLIC_DOMAIN = "public domain"
CURATED_LICENCE = "MIT (geo_aleppo curation); the position is a fact read from the cited source"
_SETTLED = {"city", "town", "village", "district", "neighbourhood", "camp"}
_MILITARY = re.compile(r"\b(?:air ?base|military|army)\b", re.IGNORECASE)
_PRECISION = {"large_airport": 2.5, "medium_airport": 2.0, "small_airport": 1.5, "closed": 1.5, "heliport": 0.3}
_CODE = re.compile(r"^[A-Z0-9]{3,4}$")  # an ICAO or IATA code among the keywords
_ARABIC = re.compile(r"[\u0600-\u06FF]")


def slug(name: str) -> str:
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "_", plain.lower()).strip("_")


def km(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    return GEOD.inv(lon1, lat1, lon2, lat2)[2] / 1000.0


class Gazetteer:
    """The curated places and the tier, read as data: names by folded form, governorate outlines."""

    def __init__(self) -> None:
        self.curated = json.loads((GAZ / "places.geojson").read_text("utf-8"))["features"]
        tier = json.loads((GAZ / "geonames_tier.geojson").read_text("utf-8"))["features"]
        self.by_name: dict[str, list[dict]] = {}
        self.by_key: dict[str, dict] = {}
        self.curated_names: set[str] = set()
        for feature in self.curated + tier:
            p = feature["properties"]
            lon, lat = feature["geometry"]["coordinates"][:2]
            entry = {**p, "lat": lat, "lon": lon}
            self.by_key[p["key"]] = entry
            for n in {p["name"], p.get("name_ar") or "", *p.get("variants", [])}:
                if fold(n):
                    self.by_name.setdefault(fold(n), []).append(entry)
                    if feature in self.curated:
                        self.curated_names.add(fold(n))
        outlines = json.loads((GAZ / "footprints.geojson").read_text("utf-8"))["features"]
        kinds = {f["properties"]["key"]: f["properties"]["type"] for f in self.curated}
        self.outlines = [(f["properties"]["key"], kinds.get(f["properties"]["key"]), shape(f["geometry"]))
                         for f in outlines]  # fmt: skip
        self.syria = next(s for k, _, s in self.outlines if k == "syria")

    def settlements(self, name: str, lat: float, lon: float) -> list[dict]:
        return [p for p in self.by_name.get(fold(name), []) if p["type"] in _SETTLED
                and km(lat, lon, p["lat"], p["lon"]) <= TOWN_KM]  # fmt: skip

    def parent(self, lat: float, lon: float) -> str | None:
        point = Point(lon, lat)
        for kind in ("governorate", "country"):
            for key, k, outline in self.outlines:
                if k == kind and outline.contains(point):
                    return key
        return None

    def holds(self, name: str) -> bool:
        """Whether a place of the gazetteer has this name."""
        return fold(name) in self.by_name


def strip_type_words(name: str, kind: str) -> str:
    words = type_words()
    phrases = sorted({w for k in (kind, *words[kind].also) for w in words[k].after}, key=len, reverse=True)
    out = re.sub(r"\([^)]*\)", " ", name)
    for phrase in (*phrases, "international", "agricultural", "military", "airstrip", "helipad"):
        out = re.sub(rf"(?i)\b{re.escape(phrase)}\b", " ", out)
    return re.sub(r"\s+", " ", out).strip(" -.,")


def typed_names(cores: list[str], cores_ar: list[str], kind: str, international: bool = False) -> list[str]:
    """Each core name joined to the type words of ``kind`` in its script (none for a type without words).

    "international airport" is joined only to the cores of an airport that OurAirports calls international.
    """
    if kind not in type_words():
        return []
    words = type_words()[kind]
    after = [w for w in words.after if international or "international" not in w]
    names = [f"{core} {w.title()}" for core in cores for w in after]
    names += [f"{w.title()} {core}" for core in cores for w in words.before]
    names += [f"{w} {core}" for core in cores_ar for w in words.ar]
    return names


def airport_records(gaz: Gazetteer, skip: dict[str, str]) -> list[dict]:
    records = []
    for row in feature_sources.read_airports():
        if row["iso_country"] != "SY" or row["ident"] in skip:
            continue
        lat, lon = float(row["latitude_deg"]), float(row["longitude_deg"])
        keywords = [k.strip() for k in row["keywords"].split(",") if k.strip()]
        military = _MILITARY.search(" ".join([row["name"], *keywords])) is not None
        kind = "heliport" if row["type"] == "heliport" else "airbase" if military else "airport"
        name = row["name"].strip(". ")
        if strip_type_words(name, kind) == name:  # "Tall Hadi", "Qudsaya": OurAirports gives no type word
            name = f"{name} {'Heliport' if kind == 'heliport' else 'Airstrip'}"
        cores = [c for c in (strip_type_words(name, kind), strip_type_words(row["municipality"], kind))
                 if c and not _ARABIC.search(c)]  # fmt: skip
        cores += [strip_type_words(k, kind) for k in keywords if not _CODE.match(k) and not _ARABIC.search(k)]
        ar_words = type_words()[kind].ar
        arabic = [k for k in keywords if _ARABIC.search(k) and k.split()[0] in ar_words]  # "مطار حلب الدولي"
        cores_ar = [k for k in keywords if _ARABIC.search(k) and k.split()[0] not in ar_words]  # "القصير"
        for core in list(cores):
            for town in gaz.settlements(core, lat, lon):
                cores += [town["name"], *town.get("variants", [])]
                cores_ar += [town["name_ar"]] if town.get("name_ar") else []
        cores = list(dict.fromkeys(c for c in cores if c))
        cores_ar = list(dict.fromkeys(cores_ar))
        names = typed_names(cores, cores_ar, kind, "international" in row["name"].lower())
        name_ar = arabic[0] if arabic else (names[-1] if cores_ar else "")
        records.append(
            {
                "key": slug(name),
                "name": name,
                "name_ar": name_ar,
                "variants": [n for n in dict.fromkeys([*names, *arabic]) if n not in (name, name_ar)],
                "type": kind,
                "lat": round(lat, 6),
                "lon": round(lon, 6),
                "precision_km": _PRECISION[row["type"]],
                "sources": [
                    f"OurAirports {row['ident']} (id {row['id']}, type {row['type']}): '{row['name']}' at "
                    f"{row['latitude_deg']}, {row['longitude_deg']} (airport reference point); "
                    "davidmegginson/ourairports-data airports.csv"
                ],
                "licence": PUBLIC_DOMAIN,
                "military": military,
            }
        )
    return records


def _ceil_km(value: float, step: float = 1.0) -> float:
    return float(math.ceil(value / step) * step)


def _reach_km(point: Point, geometry) -> float:
    """The greatest distance (km, ellipsoid) from ``point`` to a vertex of ``geometry``."""
    coords = []
    for part in getattr(geometry, "geoms", [geometry]):
        if part.geom_type == "Polygon":
            coords += list(part.exterior.coords)
        else:
            coords += list(part.coords)
    return max(km(point.y, point.x, lat, lon) for lon, lat in coords)


def _point_of(geometry, syria) -> Point:
    """A point on a feature: a line's middle (of its longest stretch in Syria), a polygon's representative point."""
    if geometry.geom_type in ("Point", "MultiPoint"):
        return geometry.centroid
    if "Polygon" in geometry.geom_type:
        return geometry.representative_point()
    inside = geometry.intersection(syria)
    lines = inside if not inside.is_empty else geometry
    merged = linemerge(lines) if lines.geom_type != "LineString" else lines
    longest = max(getattr(merged, "geoms", [merged]), key=lambda g: g.length)
    return longest.interpolate(0.5, normalized=True)


def natural_earth_records(gaz: Gazetteer, picks: list[dict]) -> tuple[list[dict], dict[str, dict]]:
    features = feature_sources.read_natural_earth()
    records, lines = [], {}
    for pick in picks:
        chosen = [f for f in features if f["properties"]["layer"] == pick["layer"]
                  and f["properties"]["name"] in pick["ne_names"]]  # fmt: skip
        if not chosen:
            raise SystemExit(f"no Natural Earth feature {pick['ne_names']} in {pick['layer']}")
        geometry = unary_union([shape(f["geometry"]) for f in chosen])
        if geometry.geom_type == "GeometryCollection":
            geometry = MultiLineString([g for g in geometry.geoms if g.geom_type == "LineString"])
        point = _point_of(geometry, gaz.syria)
        names = ", ".join(sorted({f["properties"]["name"] for f in chosen}))
        records.append(
            {
                **{k: pick[k] for k in ("key", "name", "name_ar", "type", "core", "core_ar", "bare", "variants")},
                "wikidata_id": pick.get("wikidata_id"),
                "lat": round(point.y, 5),
                "lon": round(point.x, 5),
                "precision_km": pick.get("precision_km") or _ceil_km(_reach_km(point, geometry)),
                "sources": [
                    f"Natural Earth 10m {pick['layer']} ({names}; v4.0.0, martynafford/natural-earth-geojson), "
                    f"cut to lon {feature_sources.REGION[0]}-{feature_sources.REGION[2]}, lat "
                    f"{feature_sources.REGION[1]}-{feature_sources.REGION[3]}: the point lies on the feature "
                    "and precision_km is the farthest reach of the feature from it"
                ],
                "licence": PUBLIC_DOMAIN,
            }
        )
        if geometry.geom_type != "Point":
            simple = simplify(geometry, 0.005, preserve_topology=True)
            lines[pick["key"]] = {"geometry": mapping(simple), "layer": pick["layer"]}
    return records, lines


def position(gaz: Gazetteer, where: dict) -> tuple[float, float, float]:
    """``(lat, lon, reach_km)`` of a curated record's ``position``.

    ``lat``/``lon`` as a source gives them; ``at`` a gazetteer place; ``from`` a place, a ``bearing`` and ``km``
    (the point that far in that direction, on the ellipsoid); ``between`` two places (the geodesic midpoint).
    With ``along`` (places that the source puts on a river) the reach is the farthest of them from the point,
    plus ``beyond_km`` where the river runs on past them; else 0.
    """
    if "lat" in where:
        lat, lon = where["lat"], where["lon"]
    elif "from" in where:
        origin = gaz.by_key[where["from"]]
        lon, lat, _ = GEOD.fwd(origin["lon"], origin["lat"], where["bearing"], where["km"] * 1000.0)
    elif "between" in where:
        a, b = (gaz.by_key[k] for k in where["between"])
        azimuth, _, metres = GEOD.inv(a["lon"], a["lat"], b["lon"], b["lat"])
        lon, lat, _ = GEOD.fwd(a["lon"], a["lat"], azimuth, metres / 2)
    else:
        place = gaz.by_key[where["at"]]
        lat, lon = place["lat"], place["lon"]
    along = [gaz.by_key[k] for k in where.get("along", [])]
    reach = max((km(lat, lon, p["lat"], p["lon"]) for p in along), default=0.0) + where.get("beyond_km", 0)
    return round(lat, 5), round(lon, 5), reach


def curated_records(gaz: Gazetteer, entries: list[dict]) -> list[dict]:
    records = []
    for entry in entries:
        record = {k: v for k, v in entry.items() if k != "position"}
        record["lat"], record["lon"], reach = position(gaz, entry["position"])
        record["precision_km"] = entry["precision_km"] or _ceil_km(reach, 5.0)
        records.append({**record, "licence": CURATED_LICENCE})
    return records


def finish(gaz: Gazetteer, records: list[dict]) -> list[dict]:
    """Names made from cores and type words, shared or curated names dropped, parents, GeoJSON features."""
    for r in records:
        cores, cores_ar = r.pop("core", []), r.pop("core_ar", [])
        names = typed_names(cores, cores_ar, r["type"])
        bare = [n for n in r.pop("bare", []) if not gaz.holds(n)]  # "Euphrates": no settlement has the name
        r["variants"] = list(dict.fromkeys([*r.get("variants", []), *names, *bare]))
    owners: dict[str, set[str]] = {}
    for r in records:
        for n in (r["name"], r["name_ar"], *r["variants"]):
            if fold(n):
                owners.setdefault(fold(n), set()).add(r["key"])
    out = []
    for r in records:
        if not _has_core(r["name"], r["type"]):
            print(f"skipped {r['key']}: its name {r['name']!r} is only type words when folded", file=sys.stderr)
            continue
        if fold(r["name"]) in gaz.curated_names:
            print(f"skipped {r['key']}: a curated place holds its name {r['name']!r}", file=sys.stderr)
            continue
        keep = [v for v in r["variants"] if v not in (r["name"], r["name_ar"]) and _has_core(v, r["type"])
                and len(owners[fold(v)]) == 1 and fold(v) not in gaz.curated_names]  # fmt: skip
        r["variants"] = sorted(dict.fromkeys(keep), key=lambda v: (fold(v), v))
        props = {
            "key": r["key"],
            "name": r["name"],
            "name_ar": r["name_ar"],
            "variants": r["variants"],
            "type": r["type"],
            "parent": r.get("parent", gaz.parent(r["lat"], r["lon"])),
            "precision_km": r["precision_km"],
            "sources": r["sources"],
            "licence": r["licence"],
            "tier": "feature",
            "wikidata_id": r.get("wikidata_id"),
            "ordinary_words": r.get("ordinary_words", []),
        }
        if "military" in r:
            props["military"] = r["military"]
        out.append({"type": "Feature", "properties": props,
                    "geometry": {"type": "Point", "coordinates": [r["lon"], r["lat"]]}})  # fmt: skip
    return sorted(out, key=lambda f: f["properties"]["key"])


def _has_core(name: str, kind: str) -> bool:
    """Whether a name says more than its type words once folded ("Al Al Airport" folds to "airport": no)."""
    words = type_words().get(kind)
    generic = {w for phrase in (*words.after, *words.before, *words.ar, "international", "military")
               for w in fold(phrase).split()} if words else set()  # fmt: skip
    return any(w not in generic for w in fold(name).split())


def collection(features: list[dict]) -> str:
    return json.dumps({"type": "FeatureCollection", "features": features}, ensure_ascii=False, indent=2) + "\n"


def build(out: Path = GAZ) -> None:
    gaz = Gazetteer()
    curated = feature_sources.read_curated()
    records = airport_records(gaz, curated["skip_ourairports"])
    ne_records, lines = natural_earth_records(gaz, curated["naturalearth"])
    features = finish(gaz, records + ne_records + curated_records(gaz, curated["records"]))
    kept = {f["properties"]["key"] for f in features}
    line_features = [
        {"type": "Feature", "properties": {"key": key, "layer": line["layer"], "precision_km": 1.5,
                                           "sources": ["Natural Earth 10m, simplified 0.005 degree (topology kept)"],
                                           "licence": PUBLIC_DOMAIN},
         "geometry": line["geometry"]}
        for key, line in sorted(lines.items()) if key in kept
    ]  # fmt: skip
    (out / "features.geojson").write_text(collection(features), encoding="utf-8")
    (out / "feature_lines.geojson").write_text(collection(line_features), encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command")
    extract = sub.add_parser("extract", help="cut the OurAirports and Natural Earth inputs to Syria's region")
    extract.add_argument("--ourairports", type=Path, required=True, help="OurAirports airports.csv")
    extract.add_argument("--natural-earth", type=Path, required=True, help="folder of Natural Earth 10m .json layers")
    parser.add_argument("--out", type=Path, default=GAZ, help="folder to write the two files to")
    args = parser.parse_args()
    if args.command == "extract":
        feature_sources.extract(args.ourairports, args.natural_earth)
    else:
        build(args.out)


if __name__ == "__main__":
    main()
