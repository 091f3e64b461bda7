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
3. The front west of the city, where the corridor crosses it, is drawn from sourced positions
   (FRONT_GOVERNMENT / FRONT_OPPOSITION below): within FRONT_SECTOR_KM of the midpoint between
   the al-Assad Military Academy (government-held; position derived from Wikipedia) and Khan
   al-Asal (opposition-held), each spot goes to the side of the nearer of the two. Elsewhere the
   countryside is split by Voronoi cells of sourced places held by each side
   (GOVERNMENT_ANCHORS / OPPOSITION_ANCHORS); estimated positions anchor nothing.
4. western_aleppo_countryside = opposition cells (step 3), cut to 10 km (OPPOSITION_REACH_KM)
   around the opposition-held places, clipped to aleppo_governorate and kept out of
   idlib_governorate (the two NE footprints overlap by slivers).
5. government_aleppo = the city extent (convex hull of the city's government-held places,
   the pocket and Sheikh Maqsoud, buffered by CITY_MARGIN_KM, plus the government side of the
   western front sector) minus the western
   countryside, the pocket and Sheikh Maqsoud.
6. foua_kafraya_enclave = convex hull of the foua and kafraya points buffered by
   ENCLAVE_RADIUS_KM, clipped to idlib_governorate.
7. idlib_opposition = idlib_governorate minus the enclave.

Metric operations (buffers, Voronoi) run in the local UTM zone of the two governorates (geo_aleppo.geodesy.local_crs:
UTM 37N); output is EPSG:4326,
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

    python -m scripts.make_control_areas   # after scripts/make_roads.py
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

# metric work runs in the local UTM zone of the governorates mapped (set in main: 37N for Aleppo and Idlib)
TO_UTM = TO_WGS = None


def set_local_zone(region) -> None:
    from geo_aleppo.geodesy import local_crs

    global TO_UTM, TO_WGS
    crs = local_crs(region)
    TO_UTM = Transformer.from_crs("EPSG:4326", crs, always_xy=True).transform
    TO_WGS = Transformer.from_crs(crs, "EPSG:4326", always_xy=True).transform


POCKET_NEIGHBOURHOODS = [
    "al-‘Amiriyeh",
    "as-Sukkari",
    "al-Ansari Mashhad",
    "al-Ansari",
    "Ansari Sharqi",
    "az-Zebdiyeh",
    "Salah ad-Deen",
]
SDF_NEIGHBOURHOODS = ["ash-Sheikh Maqsoud"]
POCKET_CLOSING_M = 60.0

# places held by each side on 15 Dec 2016 (gazetteer keys)
CITY_GOVERNMENT_ANCHORS = [
    "aleppo",
    "aleppo_citadel",
    "aleppo_old_city",
    "hanano",
    "aleppo_international_airport",
    "al_hamdaniyah",
    "saif_al_dawla",
    "ramouseh",
    "sheikh_saeed",
    "bustan_al_qasr",
    "al_kalaseh",
]
GOVERNMENT_ANCHORS = CITY_GOVERNMENT_ANCHORS + ["nubl", "zahraa"]
# estimated positions (al_rashideen, dahiyat_al_assad: 3 km) anchor nothing; the front west of the city
# is drawn from sourced points (FRONT_* below)
OPPOSITION_ANCHORS = ["khan_al_asal", "khan_tuman", "al_atarib", "darat_izza"]
OPPOSITION_REACH_KM = 10.0

# The front west of the city on 15 Dec 2016, drawn from sourced positions (not from Voronoi cells of
# estimated points): government forces retook Dahiyat al-Assad and Minyan on 11-12 Nov 2016 (SOHR via AFP,
# 12 Nov 2016) and held the al-Assad Military Academy beside it (the rebels' objective in their 28 Oct
# offensive, EA Worldview 29 Oct 2016; "the front line ... at the al-Assad Military Academy", PressTV 6 Nov
# 2016); Rashideen 4 and Khan al-Asal stayed opposition-held until February 2020. No source gives a
# position for Rashideen 4 or Dahiyat al-Assad, so the pair is the Academy (position from Wikipedia's
# "5 km east by north of Khan al-Assal") and Khan al-Asal (Wikipedia coordinates). Within FRONT_SECTOR_KM
# of their midpoint, the line is their perpendicular bisector: ground nearer the Academy is
# government-held, ground nearer Khan al-Asal opposition-held. precision: half their distance.
FRONT_GOVERNMENT = {
    "name": "al-Assad Military Academy (derived position)",
    "from_place": "khan_al_asal",
    "distance_km": 5.0,
    "bearing_deg": 78.75,  # "east by north" on a 32-point rose
    "source": "Wikipedia 'Khan al-Asal' (via wiki.1209k.com mirror, 2024-01): 'Al-Assad Military Academy is "
    "located 5 kilometers east by north of Khan al-Assal'",
}
FRONT_OPPOSITION = "khan_al_asal"
FRONT_SECTOR_KM = 6.0
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
    "al_rashideen": (
        3.0,
        "ESTIMATED gazetteer point (precision 3 km, not from a cited page); SOHR has the "
        "4th Rashideen area opposition-held on 15 Dec 2016, but no source gives its position",
    ),
    "al_sukkari": (
        1.5,
        "gazetteer point is the Columbia js label (37.1608E 36.1676N), ~1.4 km east of "
        "Columbia's own as-Sukkari outline (centroid 37.14193E 36.17426N) and only "
        "~0.6 km from the sheikh_saeed label; the outline is used",
    ),
    "salah_al_din": (
        1.5,
        "Wikipedia district coordinate lies ~0.4 km north of Columbia's Salah ad-Deen "
        "outline; part of Salah al-Din was government-held on 15 Dec (AFP)",
    ),
    "al_zebdiyeh": (
        1.0,
        "gazetteer point (Columbia js label) falls ~60 m inside Columbia's Bustan al-Qaser "
        "outline, next to the az-Zebdiyeh outline; the outline is used",
    ),
}

# (key, name, controller, status, precision_km, sources)
AREA_META = {
    "east_aleppo_pocket": (
        "Last opposition-held pocket of eastern Aleppo",
        "opposition",
        "besieged",
        1.0,
        [
            "geometry: union (60 m closing) of Columbia Center for Spatial Research 'Conflict Urbanism: Aleppo' "
            "neighbourhood outlines al-‘Amiriyeh, as-Sukkari, al-Ansari Mashhad, al-Ansari, Ansari Sharqi, "
            "az-Zebdiyeh, Salah ad-Deen (gazetteer/aleppo_neighbourhoods.geojson); APPROXIMATION: edges are "
            "neighbourhood boundaries, not the front line, which may lie up to ~1 km away",
            "controller/status: Wikipedia 'Aleppo offensive (November–December 2016)'; Al-Masdar via "
            "hippy-end.livejournal.com 7 Dec 2016 (remaining rebel districts incl. Ansari, Mashhad, Zebdiyeh, "
            "Salaheddin, Sheikh Saeed); Alalam 15 Dec 2016 citing SOHR (government retook half of Sukkari; "
            "evacuation of the last pocket agreed)",
            "Bustan al-Qasr and Sheikh Saeed excluded (fell 12 Dec 2016 per the brief's reporting)",
        ],
    ),
    "government_aleppo": (
        "Government-held Aleppo city",
        "government",
        "held",
        3.0,
        [
            "geometry: convex hull of gazetteer points of government-held city places ("
            + ", ".join(CITY_GOVERNMENT_ANCHORS)
            + ") plus the pocket and Sheikh Maqsoud, buffered "
            f"{CITY_MARGIN_KM} km, minus the pocket, Sheikh Maqsoud and the western countryside; APPROXIMATION: "
            "the outer edge is a buffer, not the city limit; west of the city the edge is the front drawn "
            "midway between the al-Assad Military Academy (government-held; 5 km east by north of Khan al-Assal "
            "per Wikipedia) and Khan al-Asal (opposition-held), precision half their distance (2.5 km): "
            "government forces retook Dahiyat al-Assad and Minyan on 11-12 Nov 2016 (SOHR via AFP) and held the "
            "Academy (EA Worldview 29 Oct 2016; PressTV 6 Nov 2016); Rashideen 4 and Khan al-Asal stayed "
            "opposition-held until Feb 2020",
            "controller: Wikipedia 'Battle of Aleppo (2012–2016)' / 'Aleppo offensive (November–December 2016)'",
        ],
    ),
    "sheikh_maqsoud_sdf": (
        "Sheikh Maqsoud (YPG/SDF-held)",
        "sdf",
        "held",
        1.0,
        [
            "geometry: Columbia Center for Spatial Research 'Conflict Urbanism: Aleppo' outline of ash-Sheikh "
            "Maqsoud (gazetteer/aleppo_neighbourhoods.geojson); APPROXIMATION: neighbourhood boundary, not the "
            "SDF line (SDF positions around it in late 2016 may extend beyond it)",
            "controller: Wikipedia 'Aleppo offensive (November–December 2016)' (Syrian Democratic Forces; "
            "civilians fled to the Kurdish-held Sheikh Maksoud, AFP via en.hdhod.com, Nov 2016)",
        ],
    ),
    "western_aleppo_countryside": (
        "Opposition-held western Aleppo countryside",
        "opposition",
        "held",
        10.0,
        [
            "geometry: next to the city, the front drawn midway between the al-Assad Military Academy "
            "(government) and Khan al-Asal (opposition), see government_aleppo; elsewhere Voronoi cells of "
            "opposition-held gazetteer places ("
            + ", ".join(OPPOSITION_ANCHORS)
            + ") against government-held ones ("
            + ", ".join(GOVERNMENT_ANCHORS)
            + "), within "
            f"{OPPOSITION_REACH_KM:g} km of an opposition-held place, clipped to the Natural Earth "
            "aleppo_governorate footprint and kept out of idlib_governorate; ROUGH APPROXIMATION: outer edges "
            "(towards Afrin/SDF in the north, government-held southern countryside in the south-east) may be "
            "~10 km off; Rashideen 4 (opposition-held, SOHR 15 Dec 2016) has no sourced position",
            "controller: Wikipedia 'Aleppo offensive (October–November 2016)' (rebels launched from the western "
            "outskirts: Rashideen, Khan Tuman, Minyan front); Alalam 16 Dec 2016 (evacuees to the western "
            "countryside and Idlib)",
        ],
    ),
    "idlib_opposition": (
        "Opposition-held Idlib Governorate",
        "opposition",
        "held",
        5.0,
        [
            "geometry: Natural Earth 1:10m idlib_governorate footprint (gazetteer/footprints.geojson) minus "
            "foua_kafraya_enclave; APPROXIMATION: the governorate border is not a front line; government "
            "positions at its south-western edge may differ by a few km",
            "controller: Wikipedia 'Siege of al-Fu'ah and Kafriya' (Army of Conquest took Idlib in 2015; "
            "Foua and Kafraya the only government-held enclave, Tasnim 13 Apr 2017)",
        ],
    ),
    "foua_kafraya_enclave": (
        "Foua and Kafraya (besieged government-held enclave)",
        "government",
        "besieged",
        2.0,
        [
            f"geometry: convex hull of the gazetteer foua and kafraya points buffered {ENCLAVE_RADIUS_KM} km, "
            "clipped to idlib_governorate; APPROXIMATION (the siege line is not mapped here; kafraya's own "
            "coordinate differs by ~2 km between en and it Wikipedia)",
            "controller/status: Wikipedia 'Siege of al-Fu'ah and Kafriya'; AFP via "
            "prophecynewsstand.blogspot.com 15 Dec 2016 ('two government-held villages in Idlib province that "
            "are besieged by rebel forces')",
        ],
    ),
}

# Corridors: each a list of documented waypoints (gazetteer keys) with the source that puts the
# route there. A waypoint with ``"routed": False`` is a place the reports name on the route whose
# position is only an estimate: it stays in the record (and in the evidence matching) but the
# road route does not bend to it. Between routed waypoints the leg follows the OSM roads
# (geo_aleppo.context.routing) where gazetteer/roads.geojson covers both ends, and is straight otherwise.
GERASIMOV = (
    "Gen. Valery Gerasimov, Russian General Staff briefing, 15 Dec 2016 (TASS; same quote in Sputnik "
    "Brasil, noticiabrasil.net.br 15 Dec 2016): a 21 km corridor, 6 km through Aleppo territory held by "
    "government forces and 15 km, westward, through territory held by illegal armed groups"
)
CORRIDORS = [
    {
        "key": "aleppo_evacuation_corridor",
        "name": "Eastern Aleppo evacuation corridor (al-Amiriyah – Ramouseh – Khan al-Asal)",
        "precision_km": 2.5,  # the front it crosses is drawn to 2.5 km (FRONT_*), its waypoints to 2 km
        "waypoints": [
            {
                "place": "al_amiriyah",
                "outline": "al-‘Amiriyeh",
                "source": "AFP 15 Dec 2016 (Gulf Times): evacuees gathered at a staging area in the southern "
                "al-Amiriyah district and boarded the buses there; the route starts on a road inside Columbia's "
                "outline of the district",
            },
            {
                "place": "ramouseh",
                "source": "SOHR 15 Dec 2016 (syriahr.com/en/?p=57054): convoys leave via "
                "government-held areas through the al-Ameriyah – Ramouseh crossing; Alalam 19 Dec 2016: buses "
                "left from the Ramouseh crossing point",
            },
            {
                "place": "al_rashideen",
                "routed": False,
                "source": "SOHR 15 Dec 2016: the buses arrived at the 4th "
                "Rashedin area west of Aleppo city; the Russian Reconciliation Centre (RIA, 16 Dec 2016) names "
                "'Er-Rashidin-4' (not re-found with the search tool); not a routing point: the gazetteer position "
                "of al-Rashideen is an estimate (3 km) and no source giving the position of Rashideen 4 was found",
            },
            {
                "place": "khan_al_asal",
                "source": "AFP 15 Dec 2016 (photo caption and report, Gulf Times / Breitbart): "
                "evacuees arrived in the opposition-controlled Khan al-Aassal region west of the city, the staging "
                "ground and first stop of the trip",
            },
        ],
        "claimed": [
            {"part": "total", "km": 21.0, "source": GERASIMOV},
            {"part": "government", "km": 6.0, "source": GERASIMOV},
            {"part": "opposition", "km": 15.0, "source": GERASIMOV},
        ],
        "sources": [
            "geometry: shortest path over OpenStreetMap roads (gazetteer/roads.geojson, © OpenStreetMap "
            "contributors, ODbL) between the routed waypoints, trunk and primary roads preferred "
            "(geo_aleppo.routing.ROAD_COST); see legs for which parts are road and which straight",
            "route: from al-Amiriyah south along the Ramouseh road through the al-Amiriyah – Ramouseh crossing "
            "to the 4th Rashideen area (SOHR 15 Dec 2016), then to the Khan al-Asal staging ground (AFP)",
            GERASIMOV,
            "dahiyat_al_assad is not a waypoint: government forces retook Dahiyat al-Assad and Minyan on "
            "11-12 Nov 2016 (SOHR via AFP, 12 Nov 2016), so the route west of Ramouseh crosses the front "
            "between them and Rashideen 4 / Khan al-Asal, which stayed opposition-held until February 2020",
        ],
    },
    {
        "key": "aleppo_idlib_onward_route",
        "name": "Onward route from western Aleppo countryside to Idlib",
        "precision_km": 10.0,
        "waypoints": [
            {
                "place": "khan_al_asal",
                "source": "AFP 15 Dec 2016: first stop of the trip, from where humanitarian "
                "groups took civilians on to camps on the outskirts of Idlib",
            },
            {
                "place": "idlib_city",
                "source": "AFP 15 Dec 2016: temporary camps on the outskirts of Idlib; "
                "Xinhua/AFP Dec 2016: evacuees taken on to Idlib province",
            },
        ],
        "claimed": [],
        "sources": [
            "geometry: the road route is not mapped here (the road data ends west of Aleppo); straight leg",
            "evacuees were taken on to the western Aleppo countryside and Idlib province (AFP/Xinhua reporting, "
            "Dec 2016; jfmedcn.cn 29 Dec 2016); no intermediate place named in reporting is in the gazetteer",
        ],
    },
    {
        "key": "foua_kafraya_route",
        "name": "Foua–Kafraya evacuation route to government-held Aleppo",
        "precision_km": 10.0,
        "waypoints": [
            {"place": "kafraya", "source": "Reuters/Storyful 19 Dec 2016: buses left the besieged villages"},
            {"place": "foua", "source": "Reuters/Storyful 19 Dec 2016: buses left the besieged villages"},
            {
                "place": "al_rashideen",
                "routed": False,
                "source": "the Foua-Kafraya convoys passed al-Rashideen "
                "(Alalam, SANA, LA Times, Dec 2016; Reuters on the al-Rashideen transit point, April 2017); "
                "not a routing point: its gazetteer position is an estimate (3 km)",
            },
            {
                "place": "ramouseh",
                "source": "Alalam 19 Dec 2016: the Foua and Kafriya civilians' convoy reached Ramouseh in Aleppo",
            },
        ],
        "claimed": [],
        "sources": [
            "geometry: straight legs; Foua and Kafraya lie outside the road data, and the road through "
            "opposition-held Idlib and western Aleppo is not mapped here",
            "route: 18-20 Dec 2016 buses left Foua/Kafraya through opposition territory to government-held "
            "Aleppo via al-Rashideen and the Ramouseh crossing (SANA, LA Times, Alalam, Dec 2016)",
        ],
    },
]
ROADS = GAZ / "roads.geojson"
# the opposition-side figure is drawn as an INFERRED point: where it would end along the drawn route
INFERRED_FROM = ("aleppo_evacuation_corridor", "opposition", "aleppo_idlib_onward_route")

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


def front_government_point(places: dict) -> tuple[float, float]:
    from pyproj import Geod

    lon, lat = places[FRONT_GOVERNMENT["from_place"]]
    lon2, lat2, _ = Geod(ellps="WGS84").fwd(
        lon, lat, FRONT_GOVERNMENT["bearing_deg"], FRONT_GOVERNMENT["distance_km"] * 1000
    )
    return round(lon2, 5), round(lat2, 5)


def front_sector(places: dict):
    """(government side, opposition side) of the western front, in UTM: the two halves of the sector."""
    gov = np.array(utm(Point(front_government_point(places))).coords[0])
    opp = np.array(utm(Point(places[FRONT_OPPOSITION])).coords[0])
    middle = (gov + opp) / 2
    sector = Point(middle).buffer(FRONT_SECTOR_KM * 1000)
    along = (gov - opp) / np.linalg.norm(gov - opp)  # from the opposition point towards the government one
    across = np.array([-along[1], along[0]])
    far = FRONT_SECTOR_KM * 1000 * 2
    half = lambda sign: shapely.Polygon(  # noqa: E731
        [
            middle + across * far,
            middle + across * far + sign * along * far,
            middle - across * far + sign * along * far,
            middle - across * far,
        ]
    )
    return sector.intersection(half(1)), sector.intersection(half(-1))


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
    gov_side, opp_side = front_sector(places)
    west = unary_union(opp_cells).difference(gov_side).union(opp_side)
    west = west.intersection(reach).intersection(fp["aleppo_governorate"])
    west = clean(west - fp["idlib_governorate"] - pocket - sdf)

    city = MultiPoint([pt[k] for k in CITY_GOVERNMENT_ANCHORS]).union(pocket).union(sdf).convex_hull
    city = city.buffer(CITY_MARGIN_KM * 1000).union(gov_side)
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
                warnings.append(
                    f"WARNING {key}: {p} lies {dist_km:.2f} km outside (documented conflict, "
                    f"allowed {POINT_CONFLICTS[p][0]} km): {POINT_CONFLICTS[p][1]}"
                )
            else:
                errors.append(f"{key}: does not contain {p} ({dist_km:.2f} km outside)")
    for key, outside in MUST_BE_OUTSIDE.items():
        for p in outside:
            if areas[key].contains(Point(places[p])):
                errors.append(f"{key}: must not contain {p}")
    keys = list(areas)
    for i, a in enumerate(keys):
        for b in keys[i + 1 :]:
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


def build_corridors(places: dict, prec: dict, areas: dict, nbhd: dict) -> list[dict]:
    """Route each corridor over the roads and record its legs, waypoint sources and claims."""
    from geo_aleppo.context.routing import load_road_graph, route, split_by_controller
    from geo_aleppo.geodesy import geodesic_length_m

    graph = load_road_graph(ROADS) if ROADS.exists() else None
    if graph is None:
        print(f"WARNING: {ROADS} missing; every leg is straight (run scripts/make_roads.py)", file=sys.stderr)
    sides = [(AREA_META[k][1], g) for k, g in areas.items()]
    features, lines = [], {}
    for corridor in CORRIDORS:
        routed = [(w["place"], places[w["place"]]) for w in corridor["waypoints"] if w.get("routed", True)]
        coords: list = []
        leg_records = []
        snaps = [prec[key] * 1000 for key, _ in routed]  # a road within a waypoint's precision may stand for it
        outlines = [
            nbhd[w["outline"]] if "outline" in w else None for w in corridor["waypoints"] if w.get("routed", True)
        ]
        for leg in route(routed, graph, max_snap_m=snaps, inside=outlines):
            leg_coords = [_coords(list(c)) for c in leg.coordinates]
            first = max(len(coords) - 1, 0)
            coords += leg_coords if not coords else leg_coords[1:]
            leg_records.append(
                {
                    "from": leg.start,
                    "to": leg.end,
                    "geometry_source": leg.geometry_source,
                    "length_km": round(leg.length_m / 1000, 2),
                    "vertices": [first, len(coords) - 1],
                    "snap_m": [round(m) for m in leg.snap_m],
                }
            )
        line = LineString(coords)
        lines[corridor["key"]] = line
        waypoint_keys = [w["place"] for w in corridor["waypoints"]]
        worst = max(prec[w["place"]] for w in corridor["waypoints"] if w.get("routed", True))
        split = {k: round(v / 1000, 2) for k, v in sorted(split_by_controller(line, sides).items())}
        props = {
            "key": corridor["key"],
            "name": corridor["name"],
            "as_of": AS_OF,
            "waypoints": waypoint_keys,
            "waypoint_sources": [
                {"place": w["place"], "routed": w.get("routed", True), "source": w["source"]}
                for w in corridor["waypoints"]
            ],
            "direction": "from first waypoint to last",
            "precision_km": max(corridor["precision_km"], worst),
            "length_km": round(geodesic_length_m(line) / 1000, 2),
            "legs": leg_records,
            "length_by_controller_km": split,
            "claimed": corridor["claimed"],
            "sources": corridor["sources"],
        }
        features.append({"type": "Feature", "properties": props, "geometry": geojson_geom(line)})
    main_key, side, onward_key = INFERRED_FROM
    by_key = {f["properties"]["key"]: f["properties"] for f in features}
    claimed = next((c for c in by_key[main_key]["claimed"] if c["part"] == side), None)
    if claimed is not None:
        by_key[main_key]["inferred_points"] = [_inferred_end(lines[main_key], lines[onward_key], areas, side, claimed)]
    return features


def _inferred_end(main_line, onward_line, areas: dict, side: str, claimed: dict) -> dict:
    """Where a claimed per-side length would end, measured along the drawn route (INFERRED, never reported)."""
    from geo_aleppo.geodesy import local_crs

    crs = local_crs(main_line)
    forward = Transformer.from_crs("EPSG:4326", crs, always_xy=True).transform
    back = Transformer.from_crs(crs, "EPSG:4326", always_xy=True).transform
    whole = _project(forward, LineString(list(main_line.coords) + list(onward_line.coords)[1:]))
    others = unary_union([_project(forward, g) for k, g in areas.items() if AREA_META[k][1] != side])
    inside_others = _project(forward, main_line).intersection(others)  # the crossing is on the main corridor
    start = max(
        (
            whole.project(Point(c))
            for g in getattr(inside_others, "geoms", [inside_others])
            for c in getattr(g, "coords", [])
        ),
        default=0.0,
    )
    end = _project(back, whole.interpolate(start + claimed["km"] * 1000))
    return {
        "name": f"where the reported {claimed['km']:g} km on the {side} side would end",
        "inferred": True,
        "coordinates": _coords([end.x, end.y]),
        "how": (
            f"INFERRED, not reported: {claimed['km']:g} km along the drawn route (main corridor, then the "
            f"straight onward leg towards Idlib) from the last point where the main corridor leaves ground held "
            f"by another side; measured in {crs.name}"
        ),
        "source": claimed["source"],
    }


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out-dir", type=Path, default=GAZ, help="where to write the two files (default: gazetteer/)")
    out = parser.parse_args(argv).out_dir
    place_feats = load(GAZ / "places.geojson")
    places = {f["properties"]["key"]: tuple(f["geometry"]["coordinates"][:2]) for f in place_feats}
    prec = {f["properties"]["key"]: float(f["properties"]["precision_km"]) for f in place_feats}
    footprints = {f["properties"]["key"]: shape(f["geometry"]) for f in load(GAZ / "footprints.geojson")}
    nbhd = {f["properties"]["name"]: shape(f["geometry"]) for f in load(GAZ / "aleppo_neighbourhoods.geojson")}
    set_local_zone(unary_union([footprints["aleppo_governorate"], footprints["idlib_governorate"]]))

    needed = set(GOVERNMENT_ANCHORS + OPPOSITION_ANCHORS + ["foua", "kafraya"])
    needed |= {p for ps in REQUIRED_PLACES.values() for p in ps}
    needed |= {w["place"] for c in CORRIDORS for w in c["waypoints"]}
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
        area_features.append(
            {
                "type": "Feature",
                "properties": {
                    "key": key,
                    "name": name,
                    "controller": controller,
                    "status": status,
                    "as_of": AS_OF,
                    "precision_km": precision,
                    "sources": sources,
                },
                "geometry": geojson_geom(g),
            }
        )
    write(out / "control_areas.geojson", "control_areas", area_features)

    corridor_features = build_corridors(places, prec, areas, nbhd)
    write(out / "corridors.geojson", "corridors", corridor_features)

    print("corridors (lengths on the WGS84 ellipsoid):")
    for f in corridor_features:
        props = f["properties"]
        legs = ", ".join(
            f"{leg['from']}->{leg['to']} {leg['geometry_source']} {leg['length_km']} km" for leg in props["legs"]
        )
        print(f"  {props['key']}: {props['length_km']} km ({legs})")
    print("places contained in each area:")
    for key, g in areas.items():
        inside = sorted(k for k, xy in places.items() if g.contains(Point(xy)))
        area_km2 = utm(g).area / 1e6
        print(f"  {key} ({area_km2:.2f} km^2): {', '.join(inside) or '-'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
