#!/usr/bin/env python3
"""Build gazetteer/control_areas.geojson and gazetteer/corridors.geojson (as of 15 Dec 2016).

Everything here is DERIVED from files already in the repo plus the explicit,
documented rules below; no coordinate is typed in by hand.

Inputs
------
* gazetteer/places.geojson      -- place points (each with its own sources and precision_km)
* gazetteer/footprints.geojson  -- Natural Earth 1:10m governorate polygons (see make_footprints.py)
* gazetteer/aleppo_neighbourhoods.geojson -- a few Columbia University Center for Spatial
  Research "Conflict Urbanism: Aleppo" neighbourhood outlines (provenance inside the file)

Rules (the "front-line descriptions")
-------------------------------------
1. east_aleppo_pocket = union of the Columbia outlines of the neighbourhoods that reporting
   names as the last opposition-held pocket on 13-15 Dec 2016 (al-Amiriyah, al-Sukkari,
   al-Mashhad / Ansari Mashhad, al-Ansari, Ansari Sharqi, al-Zebdiyeh, Salah al-Din), closed
   with a 60 m morphological closing so the shared borders leave no slivers.  Bustan al-Qasr
   and Sheikh Saeed (fell 12 Dec) are NOT in it.  Edges are neighbourhood boundaries, not
   surveyed front lines (SOHR on 15 Dec: government retook half of Sukkari; AFP: part of
   Salaheddin government-held) -> precision 1 km.
2. sheikh_maqsoud_sdf = the Columbia outline of ash-Sheikh Maqsoud.
3. The front west of the city is drawn as the Voronoi boundary between gazetteer points of
   places held by each side (GOVERNMENT_ANCHORS / OPPOSITION_ANCHORS below): every spot is
   given to the side of its nearest named place.  So the line runs midway between e.g.
   dahiyat_al_assad (government) and al_rashideen (opposition).
4. western_aleppo_countryside = opposition Voronoi cells, cut to 10 km (OPPOSITION_REACH_KM)
   around the opposition-held places, clipped to aleppo_governorate and kept out of
   idlib_governorate (the two NE footprints overlap by slivers).
5. government_aleppo = the city extent (convex hull of the city's government-held places,
   the pocket and Sheikh Maqsoud, buffered by CITY_MARGIN_KM) minus the western
   countryside, the pocket and Sheikh Maqsoud.
6. foua_kafraya_enclave = convex hull of the foua and kafraya points buffered by
   ENCLAVE_RADIUS_KM, clipped to idlib_governorate.
7. idlib_opposition = idlib_governorate minus the enclave.

Metric operations (buffers, Voronoi) run in UTM 37N (EPSG:32637); output is EPSG:4326,
coordinates rounded to 5 decimals, features sorted by key, every geometry shapely-valid.

Checks (the script exits non-zero when one fails)
-------------------------------------------------
* every area contains the place points listed in REQUIRED_PLACES -- except a point listed
  in POINT_CONFLICTS, where the gazetteer point and the neighbourhood outline disagree; such
  a point must still lie within the distance allowed there, and is reported as a
  WARNING (fix the point in places.geojson, not the polygon);
* the places in MUST_BE_OUTSIDE are not inside the pocket;
* areas do not overlap (pairwise intersection < 1 m^2);
* corridor lengths are printed in UTM 37N.

Usage::

    python scripts/make_control_areas.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import shapely
from pyproj import Transformer
from shapely.geometry import LineString, MultiPoint, Point, mapping, shape
from shapely.ops import unary_union

REPO = Path(__file__).resolve().parent.parent
GAZ = REPO / "gazetteer"
AS_OF = "2016-12-15"

TO_UTM = Transformer.from_crs("EPSG:4326", "EPSG:32637", always_xy=True).transform
TO_WGS = Transformer.from_crs("EPSG:32637", "EPSG:4326", always_xy=True).transform

POCKET_NEIGHBOURHOODS = [
    "al-‘Amiriyeh", "as-Sukkari", "al-Ansari Mashhad", "al-Ansari",
    "Ansari Sharqi", "az-Zebdiyeh", "Salah ad-Deen",
]
SDF_NEIGHBOURHOODS = ["ash-Sheikh Maqsoud"]
POCKET_CLOSING_M = 60.0

# places held by each side on 15 Dec 2016 (gazetteer keys)
CITY_GOVERNMENT_ANCHORS = [
    "aleppo", "aleppo_citadel", "aleppo_old_city", "hanano", "aleppo_international_airport",
    "al_hamdaniyah", "saif_al_dawla", "ramouseh", "dahiyat_al_assad", "sheikh_saeed",
    "bustan_al_qasr", "al_kalaseh",
]
GOVERNMENT_ANCHORS = CITY_GOVERNMENT_ANCHORS + ["nubl", "zahraa"]
OPPOSITION_ANCHORS = ["al_rashideen", "khan_al_asal", "khan_tuman", "al_atarib", "darat_izza"]
OPPOSITION_REACH_KM = 10.0
CITY_MARGIN_KM = 1.5
ENCLAVE_RADIUS_KM = 1.5

REQUIRED_PLACES = {
    "east_aleppo_pocket": ["al_amiriyah", "al_sukkari", "al_mashhad", "al_ansari", "al_zebdiyeh", "salah_al_din"],
    "government_aleppo": ["aleppo_citadel", "bustan_al_qasr", "sheikh_saeed", "ramouseh", "dahiyat_al_assad"],
    "sheikh_maqsoud_sdf": ["sheikh_maqsoud"],
    "western_aleppo_countryside": ["al_rashideen", "khan_al_asal", "khan_tuman"],
    "idlib_opposition": ["idlib_city"],
    "foua_kafraya_enclave": ["foua", "kafraya"],
}
MUST_BE_OUTSIDE = {"east_aleppo_pocket": ["bustan_al_qasr", "sheikh_saeed"]}

# gazetteer point vs Columbia outline disagreements, see module doc:
# key -> (largest allowed distance outside the area in km, explanation)
POINT_CONFLICTS = {
    "al_sukkari": (1.5, "gazetteer point is the Columbia js label (37.1608E 36.1676N), ~1.4 km east of "
                        "Columbia's own as-Sukkari outline (centroid 37.14193E 36.17426N) and only "
                        "~0.6 km from the sheikh_saeed label; the outline is used"),
    "salah_al_din": (1.5, "Wikipedia district coordinate lies ~0.4 km north of Columbia's Salah ad-Deen "
                          "outline; part of Salah al-Din was government-held on 15 Dec (AFP)"),
    "al_zebdiyeh": (1.0, "gazetteer point (Columbia js label) falls ~60 m inside Columbia's Bustan al-Qaser "
                         "outline, next to the az-Zebdiyeh outline; the outline is used"),
}

# (key, name, controller, status, precision_km, sources)
AREA_META = {
    "east_aleppo_pocket": (
        "Last opposition-held pocket of eastern Aleppo", "opposition", "besieged", 1.0, [
            "geometry: union (60 m closing) of Columbia Center for Spatial Research 'Conflict Urbanism: Aleppo' "
            "neighbourhood outlines al-‘Amiriyeh, as-Sukkari, al-Ansari Mashhad, al-Ansari, Ansari Sharqi, "
            "az-Zebdiyeh, Salah ad-Deen (gazetteer/aleppo_neighbourhoods.geojson); APPROXIMATION: edges are "
            "neighbourhood boundaries, not the front line, which may lie up to ~1 km away",
            "controller/status: Wikipedia 'Aleppo offensive (November–December 2016)'; Al-Masdar via "
            "hippy-end.livejournal.com 7 Dec 2016 (remaining rebel districts incl. Ansari, Mashhad, Zebdiyeh, "
            "Salaheddin, Sheikh Saeed); Alalam 15 Dec 2016 citing SOHR (government retook half of Sukkari; "
            "evacuation of the last pocket agreed)",
            "Bustan al-Qasr and Sheikh Saeed excluded (fell 12 Dec 2016 per the brief's reporting)",
        ]),
    "government_aleppo": (
        "Government-held Aleppo city", "government", "held", 3.0, [
            "geometry: convex hull of gazetteer points of government-held city places (" +
            ", ".join(CITY_GOVERNMENT_ANCHORS) + ") plus the pocket and Sheikh Maqsoud, buffered "
            f"{CITY_MARGIN_KM} km, minus the pocket, Sheikh Maqsoud and the western countryside; APPROXIMATION: "
            "the outer edge is a buffer, not the city limit; the western edge is the Voronoi midline to the "
            "nearest opposition-held place (al_rashideen, dahiyat_al_assad are ESTIMATED points, 3 km)",
            "controller: Wikipedia 'Battle of Aleppo (2012–2016)' / 'Aleppo offensive (November–December 2016)'",
        ]),
    "sheikh_maqsoud_sdf": (
        "Sheikh Maqsoud (YPG/SDF-held)", "sdf", "held", 1.0, [
            "geometry: Columbia Center for Spatial Research 'Conflict Urbanism: Aleppo' outline of ash-Sheikh "
            "Maqsoud (gazetteer/aleppo_neighbourhoods.geojson); APPROXIMATION: neighbourhood boundary, not the "
            "SDF line (SDF positions around it in late 2016 may extend beyond it)",
            "controller: Wikipedia 'Aleppo offensive (November–December 2016)' (Syrian Democratic Forces; "
            "civilians fled to the Kurdish-held Sheikh Maksoud, AFP via en.hdhod.com, Nov 2016)",
        ]),
    "western_aleppo_countryside": (
        "Opposition-held western Aleppo countryside", "opposition", "held", 10.0, [
            "geometry: Voronoi cells of opposition-held gazetteer places (" + ", ".join(OPPOSITION_ANCHORS) +
            ") against government-held ones (" + ", ".join(GOVERNMENT_ANCHORS) + "), within "
            f"{OPPOSITION_REACH_KM:g} km of an opposition-held place, clipped to the Natural Earth "
            "aleppo_governorate footprint and kept out of idlib_governorate; ROUGH APPROXIMATION: outer edges "
            "(towards Afrin/SDF in the north, government-held southern countryside in the south-east) may be "
            "~10 km off; al_rashideen is an ESTIMATED point",
            "controller: Wikipedia 'Aleppo offensive (October–November 2016)' (rebels launched from the western "
            "outskirts: Rashideen, Khan Tuman, Minyan front); Alalam 16 Dec 2016 (evacuees to the western "
            "countryside and Idlib)",
        ]),
    "idlib_opposition": (
        "Opposition-held Idlib Governorate", "opposition", "held", 5.0, [
            "geometry: Natural Earth 1:10m idlib_governorate footprint (gazetteer/footprints.geojson) minus "
            "foua_kafraya_enclave; APPROXIMATION: the governorate border is not a front line; government "
            "positions at its south-western edge may differ by a few km",
            "controller: Wikipedia 'Siege of al-Fu'ah and Kafriya' (Army of Conquest took Idlib in 2015; "
            "Foua and Kafraya the only government-held enclave, Tasnim 13 Apr 2017)",
        ]),
    "foua_kafraya_enclave": (
        "Foua and Kafraya (besieged government-held enclave)", "government", "besieged", 2.0, [
            f"geometry: convex hull of the gazetteer foua and kafraya points buffered {ENCLAVE_RADIUS_KM} km, "
            "clipped to idlib_governorate; APPROXIMATION (the siege line is not mapped here; kafraya's own "
            "coordinate differs by ~2 km between en and it Wikipedia)",
            "controller/status: Wikipedia 'Siege of al-Fu'ah and Kafriya'; AFP via "
            "prophecynewsstand.blogspot.com 15 Dec 2016 ('two government-held villages in Idlib province that "
            "are besieged by rebel forces')",
        ]),
}

# corridors: (key, name, waypoints, precision_km, sources)
CORRIDORS = [
    ("aleppo_evacuation_corridor", "Eastern Aleppo evacuation corridor (Ramouseh – al-Rashideen)",
     ["al_amiriyah", "ramouseh", "al_rashideen", "khan_al_asal"], 3.0, [
         "geometry: straight segments between gazetteer points (not the road); al_rashideen is an ESTIMATED point",
         "route: buses and ambulances left the pocket on 15 Dec 2016 through the Ramouseh corridor in southern "
         "Aleppo (Alalam 16 Dec 2016 'al-Ramouseh corridor'; AFP caption 15 Dec 2016 via tumblr, buses seen from "
         "government-held Salaheddin) to al-Rashideen in the opposition-held western countryside",
         "Russian General Staff: a 21 km humanitarian corridor, 6 km through government-held and 15 km through "
         "opposition-held territory (figure per the brief; not re-verified here)",
         "dahiyat_al_assad not included: no report found placing the route there",
     ]),
    ("aleppo_idlib_onward_route", "Onward route from western Aleppo countryside to Idlib",
     ["khan_al_asal", "idlib_city"], 10.0, [
         "geometry: straight segment between gazetteer points; the real road route is not mapped",
         "evacuees were taken on to the western Aleppo countryside and Idlib province (AFP/Xinhua reporting, "
         "Dec 2016; jfmedcn.cn 29 Dec 2016); no intermediate place named in reporting is in the gazetteer",
     ]),
    ("foua_kafraya_route", "Foua–Kafraya evacuation route to government-held Aleppo",
     ["kafraya", "foua", "al_rashideen", "ramouseh"], 10.0, [
         "geometry: straight segments between gazetteer points; the road through opposition-held Idlib/western "
         "Aleppo is not mapped",
         "route: 18–20 Dec 2016 buses left Foua/Kafraya through opposition territory to government-held Aleppo "
         "via al-Rashideen/Ramouseh (per the brief's summary; Storyful/Reuters 19 Dec 2016 on the evacuation; "
         "iswnews on the al-Rashideen transit point, 2017)",
     ]),
]

AREA_KEYS = list(REQUIRED_PLACES)


def load(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["features"]


def _project(fn, g):
    return shapely.transform(g, lambda c: np.column_stack(fn(c[:, 0], c[:, 1])))


def utm(g):
    return _project(TO_UTM, g)


def wgs(g):
    return _project(TO_WGS, g)


def clean(g):
    """Valid (Multi)Polygon, dropping slivers below 1 m^2 (g in UTM)."""
    g = shapely.make_valid(g)
    polys = [p for p in getattr(g, "geoms", [g]) if p.geom_type == "Polygon" and p.area > 1.0]
    polys += [q for p in getattr(g, "geoms", [g]) if p.geom_type == "MultiPolygon" for q in p.geoms if q.area > 1.0]
    return unary_union(polys)


def round_geom(g):
    g = shapely.set_precision(g, 1e-5)
    if not g.is_valid:
        g = shapely.make_valid(g)
    return g


def build_areas(places: dict, footprints: dict, nbhd: dict) -> dict:
    pt = {k: utm(Point(v)) for k, v in places.items()}
    fp = {k: utm(v) for k, v in footprints.items()}

    pocket = unary_union([utm(nbhd[n]) for n in POCKET_NEIGHBOURHOODS])
    pocket = clean(pocket.buffer(POCKET_CLOSING_M).buffer(-POCKET_CLOSING_M))
    sdf = clean(unary_union([utm(nbhd[n]) for n in SDF_NEIGHBOURHOODS]) - pocket)

    # Voronoi partition of labelled anchors
    anchors = [(k, "gov") for k in GOVERNMENT_ANCHORS] + [(k, "opp") for k in OPPOSITION_ANCHORS]
    frame = fp["aleppo_governorate"].envelope.buffer(50_000)
    cells = shapely.voronoi_polygons(MultiPoint([pt[k] for k, _ in anchors]), extend_to=frame)
    opp_cells = []
    for cell in cells.geoms:
        owner = [side for k, side in anchors if cell.contains(pt[k])]
        if owner == ["opp"]:
            opp_cells.append(cell)
    reach = unary_union([pt[k].buffer(OPPOSITION_REACH_KM * 1000) for k in OPPOSITION_ANCHORS])
    west = unary_union(opp_cells).intersection(reach).intersection(fp["aleppo_governorate"])
    west = clean(west - fp["idlib_governorate"] - pocket - sdf)

    city = MultiPoint([pt[k] for k in CITY_GOVERNMENT_ANCHORS]).union(pocket).union(sdf).convex_hull
    city = city.buffer(CITY_MARGIN_KM * 1000)
    government = clean(city - west - pocket - sdf)

    enclave = MultiPoint([pt["foua"], pt["kafraya"]]).convex_hull.buffer(ENCLAVE_RADIUS_KM * 1000)
    enclave = clean(enclave.intersection(fp["idlib_governorate"]))
    idlib = clean(fp["idlib_governorate"] - enclave)

    areas = {
        "east_aleppo_pocket": pocket,
        "government_aleppo": government,
        "sheikh_maqsoud_sdf": sdf,
        "western_aleppo_countryside": west,
        "idlib_opposition": idlib,
        "foua_kafraya_enclave": enclave,
    }
    # back to WGS84, rounded, then make them strictly disjoint again (rounding can create
    # sub-metre overlaps): each later area loses what earlier ones hold
    out, taken = {}, None
    for key in AREA_KEYS:
        g = round_geom(wgs(areas[key]))
        if taken is not None:
            g = round_geom(g.difference(taken))
        out[key] = g
        taken = g if taken is None else unary_union([taken, g])
    return out


def check_areas(areas: dict, places: dict, prec: dict) -> list[str]:
    errors, warnings = [], []
    for key, required in REQUIRED_PLACES.items():
        g = areas[key]
        if not g.is_valid or g.is_empty or g.geom_type not in ("Polygon", "MultiPolygon"):
            errors.append(f"{key}: invalid or empty geometry")
        for p in required:
            point = Point(places[p])
            if g.contains(point):
                continue
            dist_km = utm(g).distance(utm(point)) / 1000
            if p in POINT_CONFLICTS and dist_km <= POINT_CONFLICTS[p][0]:
                warnings.append(f"WARNING {key}: {p} lies {dist_km:.2f} km outside (documented conflict, "
                                f"allowed {POINT_CONFLICTS[p][0]} km): {POINT_CONFLICTS[p][1]}")
            else:
                errors.append(f"{key}: does not contain {p} ({dist_km:.2f} km outside)")
    for key, outside in MUST_BE_OUTSIDE.items():
        for p in outside:
            if areas[key].contains(Point(places[p])):
                errors.append(f"{key}: must not contain {p}")
    keys = list(areas)
    for i, a in enumerate(keys):
        for b in keys[i + 1:]:
            inter = utm(areas[a].intersection(areas[b])).area
            if inter > 1.0:
                errors.append(f"{a} and {b} overlap by {inter:.1f} m^2")
    for w in warnings:
        print(w, file=sys.stderr)
    return errors


def _num(x: float) -> float:
    return round(x, 5)


def _coords(c):
    if isinstance(c, (list, tuple)) and c and isinstance(c[0], (int, float)):
        return [_num(c[0]), _num(c[1])]
    return [_coords(x) for x in c]


def geojson_geom(g) -> dict:
    m = mapping(g)
    return {"type": m["type"], "coordinates": _coords(m["coordinates"])}


def write(path: Path, name: str, features: list[dict]) -> None:
    features = sorted(features, key=lambda f: f["properties"]["key"])
    fc = {"type": "FeatureCollection", "name": name, "features": features}
    path.write_text(json.dumps(fc, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def main() -> int:
    place_feats = load(GAZ / "places.geojson")
    places = {f["properties"]["key"]: tuple(f["geometry"]["coordinates"][:2]) for f in place_feats}
    prec = {f["properties"]["key"]: float(f["properties"]["precision_km"]) for f in place_feats}
    footprints = {f["properties"]["key"]: shape(f["geometry"]) for f in load(GAZ / "footprints.geojson")}
    nbhd = {f["properties"]["name"]: shape(f["geometry"]) for f in load(GAZ / "aleppo_neighbourhoods.geojson")}

    needed = set(GOVERNMENT_ANCHORS + OPPOSITION_ANCHORS + ["foua", "kafraya"])
    needed |= {p for ps in REQUIRED_PLACES.values() for p in ps}
    needed |= {w for c in CORRIDORS for w in c[2]}
    missing = sorted(needed - set(places))
    if missing:
        print(f"ERROR: places missing from places.geojson: {', '.join(missing)}", file=sys.stderr)
        return 1

    areas = build_areas(places, footprints, nbhd)
    errors = check_areas(areas, places, prec)
    if errors:
        for e in errors:
            print("ERROR", e, file=sys.stderr)
        return 1

    area_features = []
    for key, g in areas.items():
        name, controller, status, precision, sources = AREA_META[key]
        area_features.append({"type": "Feature", "properties": {
            "key": key, "name": name, "controller": controller, "status": status, "as_of": AS_OF,
            "precision_km": precision, "sources": sources}, "geometry": geojson_geom(g)})
    write(GAZ / "control_areas.geojson", "control_areas", area_features)

    corridor_features, lengths = [], {}
    for key, name, waypoints, precision, sources in CORRIDORS:
        line = LineString([places[w] for w in waypoints])
        assert line.is_valid
        lengths[key] = utm(line).length / 1000
        worst = max(prec[w] for w in waypoints)
        corridor_features.append({"type": "Feature", "properties": {
            "key": key, "name": name, "as_of": AS_OF, "waypoints": waypoints,
            "direction": "from first waypoint to last", "precision_km": max(precision, worst),
            "sources": sources}, "geometry": geojson_geom(line)})
    write(GAZ / "corridors.geojson", "corridors", corridor_features)

    print("corridor lengths (UTM 37N, EPSG:32637):")
    for key, km in lengths.items():
        print(f"  {key}: {km:.2f} km")
    print("places contained in each area:")
    for key, g in areas.items():
        inside = sorted(k for k, xy in places.items() if g.contains(Point(xy)))
        area_km2 = utm(g).area / 1e6
        print(f"  {key} ({area_km2:.2f} km^2): {', '.join(inside) or '-'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
