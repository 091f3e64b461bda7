"""One typed column spec per layer (geo_aleppo.scene.schema): the scene holds it, the exports write its types."""

import datetime
import json
import sqlite3

import pyogrio
import pytest

import geo_aleppo as ga
from geo_aleppo.export import export_scene
from geo_aleppo.scene import schema as layers

SQL_RESERVED = {"group", "order", "select", "from", "where", "table", "index", "key_", "end_", "values_", "limit",
                "join", "union", "by", "as", "on", "to", "in", "is", "not", "null", "and", "or", "case", "when"}


@pytest.fixture(scope="module")
def scene():
    return ga.build_scene()


@pytest.fixture(scope="module")
def gpkg(scene, tmp_path_factory):
    path = tmp_path_factory.mktemp("gpkg") / "out.gpkg"
    export_scene(scene, path)
    return path


@pytest.mark.parametrize("name", [*layers.LAYERS, *layers.TABLES])
def test_the_scene_has_the_columns_of_the_spec(scene, name):
    frame = getattr(scene, name)
    assert [c for c in frame.columns if c != "geometry"] == layers.columns(name)
    assert not {c.lower() for c in frame.columns} & SQL_RESERVED


@pytest.mark.parametrize("name", [*layers.LAYERS, *layers.TABLES])
def test_lists_and_evidence_are_python_objects_in_memory(scene, name):
    for column in layers.LAYERS.get(name) or layers.TABLES[name]:
        values = [v for v in getattr(scene, name)[column.name] if v is not None]
        if column.kind == "list":
            assert all(isinstance(v, list) and all(isinstance(x, str) for x in v) for v in values), column.name
        elif column.kind == "json":
            assert all(isinstance(v, (list, dict)) for v in values), column.name


def test_geopackage_types(gpkg):
    db = sqlite3.connect(gpkg)
    declared = {(t, c): ty for t in ("articles", "incidents", "claims", "control_areas", "corridors")
                for _, c, ty, *_ in db.execute(f'PRAGMA table_info("{t}")')}
    assert declared["articles", "date"] == "DATE"
    assert declared["control_areas", "as_of"] == "DATE" and declared["corridors", "as_of"] == "DATE"
    assert declared["incidents", "time_utc"] == "DATETIME" and declared["incidents", "time_utc_day"] == "DATE"
    assert declared["claims", "time_utc"] == "DATETIME" and declared["claims", "date"] == "DATE"
    json_columns = set(db.execute("SELECT table_name, column_name FROM gpkg_data_columns "
                                  "WHERE mime_type = 'application/json'"))
    expected = {(name, c.name) for name, spec in {**layers.LAYERS, **layers.TABLES}.items()
                for c in spec if c.kind in ("list", "json")}
    assert json_columns == expected
    rows = list(db.execute("SELECT time_utc, time_utc_day, date FROM incidents WHERE time_utc IS NOT NULL"))
    assert rows and all(t.endswith("Z") and t.startswith(day) for t, day, _ in rows)


def test_times_are_utc_and_a_bare_day_is_not_a_time(scene, gpkg):
    back = pyogrio.read_dataframe(gpkg, layer="incidents", read_geometry=False)
    for given, time, day in zip(scene.incidents["time_utc"], back["time_utc"], back["time_utc_day"]):
        if not isinstance(given, str):
            assert time is None or time != time
            continue
        assert str(day)[:10] == given[:10]
        if "T" in given:
            assert time.tz is not None and time.isoformat().startswith(given[:16])
        else:
            assert time is None or time != time  # never an invented midnight


def test_geojson_writes_json_as_json(scene, tmp_path):
    export_scene(scene, tmp_path / "layers/")
    data = json.loads((tmp_path / "layers" / "places.geojson").read_text(encoding="utf-8"))
    first = data["features"][0]["properties"]
    assert isinstance(first["evidence"], list) and isinstance(first["articles"], list)
    areas = json.loads((tmp_path / "layers" / "control_areas.geojson").read_text(encoding="utf-8"))
    assert all(datetime.date.fromisoformat(f["properties"]["as_of"]) for f in areas["features"])


def test_csv_writes_lists_as_json(scene, tmp_path):
    import csv

    export_scene(scene, tmp_path / "layers/")
    with open(tmp_path / "layers" / "agreement.csv", encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert rows and all(isinstance(json.loads(r["values"]), dict) for r in rows)
    assert "operation" in rows[0] and "group" not in rows[0]
