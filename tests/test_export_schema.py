"""The exported column types come from the spec (geo_aleppo.scene.schema), whatever the data."""

import sqlite3

import pandas as pd
import pytest

import geo_aleppo as ga
from geo_aleppo.export import export_scene
from geo_aleppo.scene.schema import GEOMETRY_TYPES, LAYERS, TABLES, for_export

GPKG_TYPE = {"text": "TEXT", "integer": "INTEGER", "real": "REAL", "date": "DATE", "utc_time": "DATETIME",
             "list": "TEXT", "json": "TEXT"}


def _types(path) -> dict[str, list[tuple[str, str]]]:
    with sqlite3.connect(path) as con:
        tables = [r[0] for r in con.execute("select table_name from gpkg_contents order by 1")]
        return {t: [(r[1], r[2]) for r in con.execute(f'pragma table_info("{t}")')] for t in tables}


@pytest.fixture(scope="module")
def quiet_scene(tmp_path_factory):
    folder = tmp_path_factory.mktemp("quiet")
    (folder / "quiet.txt").write_text("Aleppo was calm on Monday, residents said.\n", encoding="utf-8")
    scene = ga.build_scene(ga.load_corpus([folder]))
    assert len(scene.claims) == 0 and len(scene.incidents) == 0  # what this test is about
    return scene


def test_the_geopackage_types_of_the_seeds_and_of_a_corpus_with_no_claims_are_the_same(tmp_path, quiet_scene):
    seeds = _types(export_scene(ga.build_scene(), tmp_path / "seeds.gpkg")[0])
    quiet = _types(export_scene(quiet_scene, tmp_path / "quiet.gpkg")[0])
    assert seeds == quiet
    for name, spec in {**LAYERS, **TABLES}.items():
        declared = dict(seeds[name])
        for column in spec:
            assert declared[column.name] == GPKG_TYPE[column.kind], (name, column.name, declared[column.name])
        if name in GEOMETRY_TYPES:
            assert declared["geom"] == GEOMETRY_TYPES[name].upper(), name


def test_all_null_and_empty_columns_keep_their_kind():
    frame = pd.DataFrame({"kind": [None, None], "value": [None, None], "value_max": [float("nan"), None],
                          "start": [None, 3], "quote": [float("nan"), "a quote"]})
    out = for_export(frame, "claims")
    assert str(out["value_max"].dtype) == "double[pyarrow]" and str(out["value"].dtype) == "double[pyarrow]"
    assert str(out["kind"].dtype) == "string[pyarrow]" and str(out["quote"].dtype) == "string[pyarrow]"
    assert str(out["start"].dtype) == "int64[pyarrow]" and out["start"].tolist()[1] == 3
    assert out["quote"].isna().tolist() == [True, False]
    assert set(c.name for c in LAYERS["claims"]) <= set(out.columns)  # the spec's other columns, added null
    empty = for_export(pd.DataFrame(), "incidents")
    assert len(empty) == 0 and str(empty["quote"].dtype) == "string[pyarrow]"
