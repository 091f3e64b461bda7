"""Read the public-domain inputs of ``scripts/make_features.py`` and cut them to Syria's region.

``python -m scripts.make_features extract`` calls :func:`extract`: it writes, under
``scripts/feature_sources/``, the inputs that the build reads (so that a build is re-runnable from
the repository alone, byte for byte):

* ``ourairports_sy.csv``: the rows of OurAirports' ``airports.csv`` (public domain,
  davidmegginson/ourairports-data) whose ``iso_country`` is ``SY``, verbatim, header first, in the
  file's order. The committed copy was cut from commit baba52b566fb318dd5701ae04a3b488f98bcef11 of
  that repository (the ``OS..`` and ``SY-....`` blocks, 60 rows; one, SY-0028, is in Lebanon and is
  left out by the ``iso_country`` test).
* ``naturalearth_region.geojson``: the Natural Earth 10m physical features (public domain; version
  4.0.0 as converted to GeoJSON by martynafford/natural-earth-geojson, commit 0b9a6ce; the layers
  ``ne_10m_rivers_lake_centerlines``, ``ne_10m_lakes``, ``ne_10m_geography_marine_polys``,
  ``ne_10m_geography_regions_polys`` and ``ne_10m_geography_regions_elevation_points``) that meet the
  box :data:`REGION`, each clipped to it (shapely ``intersection``), coordinates rounded to 1e-5
  degree (~1 m), with the layer's name and the feature's ``name``, ``featurecla`` and ``scalerank``.
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from shapely import set_precision
from shapely.geometry import box, mapping, shape

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "scripts" / "feature_sources"
AIRPORTS = SOURCES / "ourairports_sy.csv"
NATURAL_EARTH = SOURCES / "naturalearth_region.geojson"
CURATED = SOURCES / "curated_features.json"
# Syria and a margin around it (lon 34.0-44.0, lat 31.0-38.5): the rivers, lakes and seas that Syria reporting names
REGION = (34.0, 31.0, 44.0, 38.5)
NE_LAYERS = (
    "ne_10m_rivers_lake_centerlines",
    "ne_10m_lakes",
    "ne_10m_geography_marine_polys",
    "ne_10m_geography_regions_polys",
    "ne_10m_geography_regions_elevation_points",
)


def extract_airports(airports_csv: Path) -> str:
    """The header and the Syrian rows of OurAirports' airports.csv, verbatim."""
    lines = airports_csv.read_text(encoding="utf-8").splitlines(keepends=True)
    header = next(csv.reader([lines[0]]))
    country = header.index("iso_country")
    kept = [lines[0]]
    for line in lines[1:]:
        row = next(csv.reader([line]))
        if len(row) > country and row[country] == "SY":
            kept.append(line)
    return "".join(kept)


def extract_natural_earth(folder: Path) -> str:
    """The Natural Earth features that meet :data:`REGION`, clipped to it, as GeoJSON text."""
    region = box(*REGION)
    features = []
    for layer in NE_LAYERS:
        data = json.loads((folder / f"{layer}.json").read_text(encoding="utf-8"))
        for feature in data["features"]:
            if feature["geometry"] is None:
                continue
            geometry = shape(feature["geometry"])
            if not geometry.intersects(region):
                continue
            clipped = set_precision(geometry.intersection(region), 1e-5)
            if clipped.is_empty:
                continue
            props = feature["properties"]
            features.append(
                {
                    "type": "Feature",
                    "properties": {
                        "layer": layer,
                        "name": props.get("name"),
                        "featurecla": props.get("featurecla"),
                        "scalerank": props.get("scalerank"),
                    },
                    "geometry": mapping(clipped),
                }
            )
    features.sort(key=lambda f: (f["properties"]["layer"], f["properties"]["name"] or "", json.dumps(f["geometry"])))
    return json.dumps({"type": "FeatureCollection", "features": features}, ensure_ascii=False) + "\n"


def extract(airports_csv: Path, natural_earth: Path) -> None:
    SOURCES.mkdir(parents=True, exist_ok=True)
    AIRPORTS.write_text(extract_airports(airports_csv), encoding="utf-8")
    NATURAL_EARTH.write_text(extract_natural_earth(natural_earth), encoding="utf-8")


def read_airports() -> list[dict[str, str]]:
    """The Syrian OurAirports rows, as dicts of the CSV's columns."""
    return list(csv.DictReader(io.StringIO(AIRPORTS.read_text(encoding="utf-8"))))


def read_natural_earth() -> list[dict]:
    return json.loads(NATURAL_EARTH.read_text(encoding="utf-8"))["features"]


def read_curated() -> dict:
    return json.loads(CURATED.read_text(encoding="utf-8"))
