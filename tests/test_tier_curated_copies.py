"""The GeoNames tier holds no copy of a curated place: same folded name within 5 km (geodesic) is the same place."""

import json
from pathlib import Path

import pytest
from pyproj import Geod

from geo_aleppo import geoparse
from geo_aleppo.names import fold

_GAZ = Path(__file__).resolve().parent.parent / "gazetteer"


def _names(props):
    return {fold(n) for n in (props["name"], props.get("name_ar") or "", *props.get("variants", ())) if n and fold(n)}


def test_no_tier_record_repeats_a_nearby_curated_place():
    geod = Geod(ellps="WGS84")
    curated = [
        (f["properties"], f["geometry"]["coordinates"])
        for f in json.loads((_GAZ / "places.geojson").read_text(encoding="utf-8"))["features"]
        if f["geometry"]["type"] == "Point"
    ]
    by_name = {}
    for props, (lon, lat, *_) in curated:
        for name in _names(props):
            by_name.setdefault(name, []).append((props["key"], lon, lat))
    tier = json.loads((_GAZ / "geonames_tier.geojson").read_text(encoding="utf-8"))["features"]
    copies = []
    for f in tier:
        lon, lat = f["geometry"]["coordinates"][:2]
        for name in _names(f["properties"]):
            for key, c_lon, c_lat in by_name.get(name, ()):
                metres = geod.inv(lon, lat, c_lon, c_lat)[2]
                if metres <= 5_000:
                    copies.append((f["properties"]["key"], key, round(metres)))
    assert copies == []


@pytest.mark.parametrize(
    "text, surface, key",
    [
        ("Government troops entered Maarat al-Numan on Tuesday.", "Maarat al-Numan", "maarat_al_numan"),
        ("سيطرت القوات على معرة النعمان", "معرة النعمان", "maarat_al_numan"),
        ("Shelling hit Arbin and Madaya.", "Madaya", "madaya"),
        ("قصفت الطائرات سرمين وتفتناز", "سرمين", "sarmin"),
        ("Clashes were reported near Darat Izza.", "Darat Izza", "darat_izza"),
    ],
)
def test_the_curated_place_is_read(text, surface, key):
    assert {m.text: m.place_key for m in geoparse(text)}[surface] == key
