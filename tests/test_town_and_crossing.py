"""A name that is both a town and a crossing: the crossing by its type word, the town without one (issue 25.3)."""

from __future__ import annotations

import json

import geo_aleppo as ga


def _point(key, name, name_ar, kind, lon, lat, parent, variants=(), **extra):
    props = {"key": key, "name": name, "name_ar": name_ar, "type": kind, "parent": parent, "variants": list(variants),
             "precision_km": 1, "sources": ["a test record"], **extra}  # fmt: skip
    return {"type": "Feature", "properties": props, "geometry": {"type": "Point", "coordinates": [lon, lat]}}


def _gazetteer(tmp_path):
    places = [
        _point("syria", "Syria", "سوريا", "country", 38.0, 35.0, None),
        _point("zarqa_crossing", "Zarqawiya border crossing", "معبر الزرقاوية", "crossing", 36.40, 32.50, "syria",
               ["Zarqawiya", "Zarqawiya crossing", "الزرقاوية"]),
    ]
    tier = [
        _point("osm_node_1", "Zarqawiya", "الزرقاوية", "village", 36.42, 32.52, "syria", tier="osm",
               osm_id="node/1", population=0, ordinary_words=[]),
    ]
    for name, features in (("places.geojson", places), ("geonames_tier.geojson", tier)):
        (tmp_path / name).write_text(json.dumps({"type": "FeatureCollection", "features": features}), "utf-8")
    return ga.load_gazetteer(tmp_path)


def test_the_town_beside_a_crossing_keeps_its_name_and_a_type_word_chooses(tmp_path):
    gaz = _gazetteer(tmp_path)
    assert {p.key for p in gaz.candidates("Zarqawiya")} == {"zarqa_crossing", "osm_node_1"}  # the town is kept

    def read(text):
        return [(m.text, m.place_key) for m in ga.geoparse(text, gaz) if m.role == "place"]

    assert read("Shelling hit Zarqawiya on Monday.") == [("Zarqawiya", "osm_node_1")]
    assert read("Trucks queued at the Zarqawiya crossing.") == [("Zarqawiya crossing", "zarqa_crossing")]
    assert read("قصفت الطائرات الزرقاوية") == [("الزرقاوية", "osm_node_1")]
    assert read("أغلق معبر الزرقاوية") == [("معبر الزرقاوية", "zarqa_crossing")]
