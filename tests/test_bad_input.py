"""Data kept whole, one line for every bad input (never a traceback), lines and paths (issue 11, items 4-6)."""

import csv
import io
import json
import logging
import os
import subprocess
import sys

import pytest

import geo_aleppo as ga
from geo_aleppo.cli import main
from geo_aleppo.errors import ArticleError, EngineError, GazetteerDataError

from .conftest import GAZETTEER_DIR

SEED = ga.load_corpus()[0]


def _one_line(capsys):
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("geo-aleppo: error: ") and "Traceback" not in err, err
    return err


def _folder_with_manifest(tmp_path, **fields):
    folder = tmp_path / "articles"
    folder.mkdir()
    (folder / "a.txt").write_text(fields.pop("text", SEED.text), encoding="utf-8")
    row = {"id": "a", "file": "a.txt", "outlet": "Outlet", "date": "2016-12-15", "url": "", **fields}
    with open(folder / "manifest.csv", "w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(row))
        writer.writeheader()
        writer.writerow(row)
    return folder


# --- 4. data kept whole ---------------------------------------------------------------
def test_nul_characters_are_shown_not_cut(tmp_path, caplog):
    import pyogrio

    text = SEED.text.replace("Aleppo", "Aleppo\x00tail", 1)
    folder = _folder_with_manifest(tmp_path, text=text, outlet="Out\x00let")
    with caplog.at_level(logging.WARNING):
        [article] = ga.load_corpus(folder)
    assert "NUL" in caplog.text and "a.txt" in caplog.text
    assert len(article.text) == len(text) and "Aleppo\u2400tail" in article.text and article.outlet == "Out\u2400let"
    ga.export_scene(ga.build_scene([article]), tmp_path / "out.gpkg")
    places = pyogrio.read_dataframe(tmp_path / "out.gpkg", layer="places")
    evidence = places.loc[places["key"] == "aleppo", "evidence"].iloc[0]
    quotes = [e["quote"] for e in (json.loads(evidence) if isinstance(evidence, str) else evidence)]
    assert any("Aleppo\u2400tail" in q for q in quotes)
    articles = pyogrio.read_dataframe(tmp_path / "out.gpkg", layer="articles", read_geometry=False)
    assert list(articles["outlet"]) == ["Out\u2400let"]


def test_nul_in_a_json_lines_field(tmp_path, capsys):
    path = tmp_path / "a.jsonl"
    path.write_text(json.dumps({"id": "x\x00y", "text": "Buses left Aleppo\x00 for Idlib."}) + "\n")
    [article] = ga.load_corpus(path)
    assert article.id == "x\u2400y" and article.text == "Buses left Aleppo\u2400 for Idlib."


FORMULAS = ["=HYPERLINK(\"http://x\")", "+1+1", "-2+3", "@SUM(A1)", "\tTAB", "\rCR"]


@pytest.mark.parametrize("formula", FORMULAS)
def test_csv_cells_never_run_as_formulas(tmp_path, capsys, formula):
    path = tmp_path / "a.jsonl"
    path.write_text(json.dumps({"id": formula, "outlet": formula, "text": "Buses left Aleppo for Idlib."}) + "\n")
    assert main(["parse", str(path), "--format", "csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out, newline="")))
    assert rows and all(r["article"] == "'" + formula for r in rows)
    assert main(["export", str(path), "-o", str(tmp_path / "out/")]) == 0
    with open(tmp_path / "out" / "articles.csv", encoding="utf-8", newline="") as handle:
        [row] = list(csv.DictReader(handle))
    assert row["id"] == "'" + formula and row["outlet"] == "'" + formula
    with open(tmp_path / "out" / "claims.csv", encoding="utf-8", newline="") as handle:
        claims = list(csv.DictReader(handle))
    assert claims and all(r["article"] == "'" + formula for r in claims)
    assert all(not r["start"].startswith("'") for r in claims)  # numbers stay numbers


def test_duplicate_json_keys_in_the_gazetteer_name_file_and_key(gazetteer_copy, capsys):
    path = gazetteer_copy / "places.geojson"
    text = path.read_text(encoding="utf-8")
    text = text.replace('"key": "foua"', '"key": "foua", "precision_km": 99, "precision_km": 1', 1)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(GazetteerDataError, match="places.geojson.*'precision_km'.*appears twice"):
        ga.load_gazetteer(gazetteer_copy)
    assert main(["--gazetteer", str(gazetteer_copy), "geocode", "Foua"]) == 1
    assert "places.geojson" in _one_line(capsys)


# --- 5. one line, never a traceback ------------------------------------------------------
@pytest.mark.parametrize("date", ["0001-01-01", "9999-12-31", "2016-13-45", "15 Dec 2016"])
@pytest.mark.parametrize("command", ["map", "export"])
def test_manifest_dates_out_of_range(tmp_path, capsys, date, command):
    folder = _folder_with_manifest(tmp_path, date=date)
    assert main([command, str(folder), "-o", str(tmp_path / ("m.html" if command == "map" else "e.gpkg"))]) == 1
    err = _one_line(capsys)
    assert "manifest.csv, line 2" in err and repr(date).strip("'") in err


def test_json_lines_dates_out_of_range(tmp_path, capsys):
    path = tmp_path / "a.jsonl"
    path.write_text(json.dumps({"id": "a", "date": "0001-01-01", "text": "Aleppo."}) + "\n")
    assert main(["map", str(path), "-o", str(tmp_path / "m.html")]) == 1
    assert "a.jsonl, line 1: date 0001-01-01 is out of range" in _one_line(capsys)


DEEP = "[" * 100_000 + "]" * 100_000


@pytest.mark.parametrize(
    "line, message",
    [
        (DEEP, "nested too deeply"),
        ('{"id": ' + "7" * 5000 + ', "text": "Aleppo"}', "4300 digits"),
        ('{"id": "a", "text": "Aleppo", "nested": ' + DEEP + "}", "nested too deeply"),
    ],
    ids=["deep array", "5000-digit id", "deep field"],
)
def test_hostile_json_lines(tmp_path, capsys, line, message):
    path = tmp_path / "a.jsonl"
    path.write_text(line + "\n")
    assert main(["parse", str(path)]) == 1
    err = _one_line(capsys)
    assert "a.jsonl, line 1" in err and message in err


def test_deeply_nested_gazetteer(gazetteer_copy, capsys):
    (gazetteer_copy / "places.geojson").write_text('{"type": "FeatureCollection", "features": ' + DEEP + "}")
    assert main(["--gazetteer", str(gazetteer_copy), "geocode", "Foua"]) == 1
    assert "places.geojson" in _one_line(capsys)


@pytest.mark.parametrize("ring", [[], [[37.1, 36.2]], [[37.1, 36.2], [37.2, 36.2], [37.1, 36.2]]],
                         ids=["empty", "one point", "three points"])
def test_bad_footprint_ring(gazetteer_copy, capsys, ring):
    path = gazetteer_copy / "footprints.geojson"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["features"][0]["geometry"] = {"type": "Polygon", "coordinates": [ring]}
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["--gazetteer", str(gazetteer_copy), "export", "-o", str(gazetteer_copy.parent / "o.gpkg")]) == 1
    err = _one_line(capsys)
    assert "footprints.geojson" in err and "geometry" in err


def test_gdal_write_error_is_one_line(tmp_path, capsys, monkeypatch):
    import pyogrio
    from pyogrio.errors import DataSourceError

    def full_disk(*args, **kwargs):
        raise DataSourceError("sqlite3_exec(INSERT INTO gpkg_contents ...) failed:\nno such table: gpkg_contents")

    monkeypatch.setattr(pyogrio, "write_dataframe", full_disk)
    assert main(["export", SEED.path, "-o", str(tmp_path / "o.gpkg")]) == 1
    err = _one_line(capsys)
    assert "o.gpkg" in err and "cannot write" in err and "no such table" in err
    assert list(tmp_path.iterdir()) == []


def test_an_os_error_without_a_file_name_has_no_empty_path(tmp_path, capsys, monkeypatch):
    from geo_aleppo.io import atomic

    def failing(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic, "check_target", failing)  # an OSError that names no file
    assert main(["map", SEED.path, "-o", str(tmp_path / "m.html"), "--cdn"]) == 1  # --cdn: no asset notice
    err = _one_line(capsys)
    assert "error: : " not in err and "No space left on device" in err


def test_killed_dask_worker_is_one_line(tmp_path, capsys, monkeypatch):
    from distributed import KilledWorker

    from geo_aleppo.engine import batch

    def killed(*args, **kwargs):
        raise KilledWorker("parse-part-3", "tcp://127.0.0.1:4242", 3)

    monkeypatch.setattr(batch, "parse_corpus", killed)
    assert main(["parse", SEED.path, "--engine", "dask", "-o", str(tmp_path / "m.parquet")]) == 1
    err = _one_line(capsys)
    assert "dask workers died" in err and "parse-part-3" in err


def test_unreachable_scheduler_says_so(tmp_path):
    env = {**os.environ, "DASK_DISTRIBUTED__COMM__TIMEOUTS__CONNECT": "1s", "PYTHONPATH": os.getcwd()}
    out = subprocess.run(
        [sys.executable, "-m", "geo_aleppo.cli", "parse", SEED.path, "--engine", "dask",
         "--scheduler", "tcp://127.0.0.1:9", "-o", str(tmp_path / "m.parquet")],
        capture_output=True, text=True, env=env, timeout=120,
    )
    assert out.returncode == 1 and out.stderr.count("\n") == 1, out.stderr
    assert "cannot reach the dask scheduler tcp://127.0.0.1:9" in out.stderr and "cannot write" not in out.stderr


@pytest.mark.parametrize("address", ["garbage", "tcp://", "localhost:notaport", "udp://127.0.0.1:1",
                                     "tcp://127.0.0.1:0", "127.0.0.1:70000"])
def test_malformed_scheduler_address_is_one_line_before_anything_is_written(tmp_path, capsys, address):
    out = tmp_path / "m.parquet"
    assert main(["parse", SEED.path, "--engine", "dask", "--scheduler", address, "-o", str(out)]) == 1
    err = _one_line(capsys)
    assert f"invalid dask scheduler address {address!r}" in err, err
    assert not out.exists() and list(tmp_path.iterdir()) == []
    with pytest.raises(EngineError, match="invalid dask scheduler address"):
        ga.parse_corpus(SEED.path, engine="dask", scheduler=12, out=out)


def test_gold_file_that_is_not_utf8(tmp_path, capsys):
    gold = tmp_path / "gold.jsonl"
    gold.write_bytes(b'{"file": "caf\xe9.txt", "start": 0, "end": 1, "place_key": "x", "kind": "literal"}\n')
    assert main(["eval", str(gold)]) == 1
    assert "gold.jsonl: the gold file is not UTF-8" in _one_line(capsys)


@pytest.mark.parametrize("alt", ['"aleppo"', "[1, 2]", '{"a": 1}'])
def test_bad_alt_keys(tmp_path, capsys, alt):
    gold = tmp_path / "gold.jsonl"
    name = SEED.path.rsplit("/", 1)[-1]
    gold.write_text(
        f'{{"file": "{name}", "start": 0, "end": 6, "place_key": "aleppo", "kind": "literal", "alt_keys": {alt}}}\n'
    )
    assert main(["eval", str(gold), "--lenient"]) == 1
    assert "line 1: 'alt_keys' must be a list of place keys" in _one_line(capsys)


# --- 6. lines and paths -----------------------------------------------------------------
@pytest.mark.parametrize("name", ["../outside.txt", "/etc/hostname", "sub/../../outside.txt"])
def test_eval_reads_gold_files_only_inside_the_seeds_dir(tmp_path, capsys, name):
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (tmp_path / "outside.txt").write_text("Aleppo")
    gold = tmp_path / "gold.jsonl"
    gold.write_text(json.dumps({"file": name, "start": 0, "end": 6, "place_key": "aleppo", "kind": "literal"}) + "\n")
    assert main(["eval", str(gold), "--seeds-dir", str(seeds)]) == 1
    assert "must be a path inside the seeds folder" in _one_line(capsys)


def test_eval_refuses_a_link_out_of_the_seeds_dir(tmp_path, capsys):
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (tmp_path / "outside.txt").write_text("Aleppo")
    (seeds / "link.txt").symlink_to(tmp_path / "outside.txt")
    gold = tmp_path / "gold.jsonl"
    gold.write_text(json.dumps({"file": "link.txt", "start": 0, "end": 6, "place_key": "aleppo", "kind": "literal"}))
    assert main(["eval", str(gold), "--seeds-dir", str(seeds)]) == 1
    assert "outside the seeds folder" in _one_line(capsys)


def test_control_characters_in_echoed_file_names_are_escaped(tmp_path, capsys):
    evil = tmp_path / "out\x1b[2J\x07"
    assert main(["export", SEED.path, "-o", str(evil) + "/"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out and "out\\x1b[2J\\x07" in out
    missing = tmp_path / "missing\x1b]0;pwned\x07.txt"
    assert main(["parse", str(missing)]) == 1
    err = _one_line(capsys)
    assert "\x1b" not in err and "missing\\x1b]0;pwned\\x07.txt" in err


def test_control_characters_in_warnings_are_escaped(tmp_path):
    path = tmp_path / "latin\x1b[31m.txt"
    path.write_bytes("Les bus ont quitté Alep.".encode("latin-1"))
    out = subprocess.run([sys.executable, "-m", "geo_aleppo.cli", "parse", str(path), "--encoding", "latin-1"],
                         capture_output=True, text=True, env={**os.environ, "PYTHONPATH": os.getcwd()})
    assert out.returncode == 0 and "decoded as latin-1" in out.stderr
    assert "\x1b" not in out.stderr and "latin\\x1b[31m.txt" in out.stderr


def _archive(tmp_path):
    path = tmp_path / "a.jsonl"
    lines = [
        json.dumps({"id": "one", "text": "Buses left Aleppo."}),
        "{broken",
        json.dumps({"id": "two", "text": "Shelling hit Foua."}),
        json.dumps({"text": "no id"}),
        json.dumps({"id": "three", "text": "Idlib province."}),
    ]
    path.write_text("\n".join(lines) + "\n")
    return path


def test_a_broken_json_lines_line_is_an_error_by_default(tmp_path, capsys):
    path = _archive(tmp_path)
    with pytest.raises(ArticleError, match="a.jsonl, line 2: invalid JSON"):
        ga.load_corpus(path)
    assert main(["parse", str(path)]) == 1
    assert "a.jsonl, line 2" in _one_line(capsys)


@pytest.mark.parametrize("command", ["parse", "export", "map"])
def test_skip_bad_lines_reports_each_line_and_the_total(tmp_path, capsys, command):
    path = _archive(tmp_path)
    args = [command, str(path), "--skip-bad-lines"]
    if command != "parse":
        args += ["-o", str(tmp_path / ("m.html" if command == "map" else "e.gpkg"))]
    if command == "map":
        args.append("--cdn")  # with or without the Leaflet assets installed, no notice about them
    assert main(args) == 0
    captured = capsys.readouterr()
    assert "a.jsonl, line 2: invalid JSON" in captured.err
    assert "a.jsonl, line 4: each line needs an 'id'" in captured.err
    assert captured.err.rstrip().endswith("skipped 2 bad lines in all")
    if command == "parse":
        articles = {json.loads(line)["article"] for line in captured.out.splitlines()}
        assert articles == {"one", "two", "three"}


def test_gazetteer_fixture_is_untouched():
    assert (GAZETTEER_DIR / "places.geojson").read_text(encoding="utf-8").count('"key": "foua"') == 1
