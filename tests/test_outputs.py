"""Outputs: never over a device or a FIFO, '-' is stdout, a set of files replaced together, usual modes."""

import json
import os
import stat
import subprocess
import sys

import pytest

import geo_aleppo as ga
from geo_aleppo import export
from geo_aleppo.cli import main
from geo_aleppo.errors import OutputError
from geo_aleppo.io import atomic


@pytest.fixture(scope="module")
def scene():
    return ga.build_scene()


@pytest.fixture
def seed_file():
    return ga.load_corpus()[0].path


@pytest.mark.parametrize("command", ["parse", "map", "export"])
def test_a_fifo_is_refused(tmp_path, capsys, command, seed_file):
    fifo = tmp_path / {"export": "out.gpkg", "map": "out.html", "parse": "out.jsonl"}[command]
    os.mkfifo(fifo)
    assert main([command, seed_file, "-o", str(fifo)]) == 1  # returns at once: nothing opens the FIFO
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is a FIFO, not a regular file" in err and str(fifo) in err
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_a_device_and_a_socket_are_refused(tmp_path):
    import socket

    if os.geteuid() == 0:  # a writer that renamed over /dev/null as root would replace it: use a node of our own
        device = tmp_path / "null"
        os.mknod(device, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    else:
        device = "/dev/null"
    with pytest.raises(OutputError, match="is a device, not a regular file"):
        with atomic.atomic_output(device) as handle:
            handle.write("x")
    assert stat.S_ISCHR(os.stat(device).st_mode)
    path = tmp_path / "s.sock"
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(path))
    try:
        with pytest.raises(OutputError, match="is a socket"):
            with atomic.atomic_path(path):
                pass
    finally:
        server.close()


def test_dash_is_standard_output(tmp_path, capsys, monkeypatch, seed_file):
    monkeypatch.chdir(tmp_path)
    assert main(["parse", seed_file]) == 0
    default = capsys.readouterr().out
    assert main(["parse", seed_file, "-o", "-"]) == 0
    assert capsys.readouterr().out == default and default.count("\n") > 10
    assert main(["map", seed_file, "-o", "-"]) == 0
    page = capsys.readouterr().out
    assert page.lstrip().lower().startswith("<!doctype html>") and "leaflet" in page.lower()
    assert list(tmp_path.iterdir()) == []  # no file named '-'


def test_an_empty_output_path_says_so(capsys, seed_file):
    for command in ("parse", "map", "export"):
        assert main([command, seed_file, "-o", ""]) == 1
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "-o/--out is empty" in err


def _old_set(tmp_path):
    files = {tmp_path / n: f"old {n}".encode() for n in ("out.gpkg", "out.claims.csv", "out.agreement.csv")}
    for path, data in files.items():
        path.write_bytes(data)
    return files


def test_a_failed_geopackage_export_keeps_the_old_set(scene, tmp_path, monkeypatch):
    old = _old_set(tmp_path)
    writes = []

    def failing_csv(frame, path):
        writes.append(path)
        if len(writes) == 2:  # the GeoPackage and the first CSV are written; the second fails
            raise OSError(28, "No space left on device")
        frame.to_csv(path)

    monkeypatch.setattr(export, "write_csv", failing_csv)
    with pytest.raises(OutputError, match="out.gpkg .*cannot write .No space left on device"):
        export.export_scene(scene, tmp_path / "out.gpkg")
    assert {p: p.read_bytes() for p in tmp_path.iterdir()} == old


def test_a_failed_rename_puts_the_old_set_back(scene, tmp_path, monkeypatch):
    old = _old_set(tmp_path)
    real_replace, calls = os.replace, []

    def failing_replace(src, dst):
        calls.append(dst)
        if len(calls) == 2:  # the new gpkg is in (the old one hard-linked aside): the first csv's rename fails
            raise OSError(5, "Input/output error")
        return real_replace(src, dst)

    monkeypatch.setattr(atomic.os, "replace", failing_replace)
    with pytest.raises(OutputError, match="Input/output error"):
        export.export_scene(scene, tmp_path / "out.gpkg")
    monkeypatch.setattr(atomic.os, "replace", real_replace)
    assert {p: p.read_bytes() for p in tmp_path.iterdir()} == old


def test_the_geopackage_holds_every_table(scene, tmp_path):
    import pyogrio

    export.export_scene(scene, tmp_path / "out.gpkg")
    tables = dict(pyogrio.list_layers(tmp_path / "out.gpkg"))
    for name in ("agreement", "articles", "unresolved"):
        assert tables[name] is None  # a plain table
        back = pyogrio.read_dataframe(tmp_path / "out.gpkg", layer=name, read_geometry=False)
        assert len(back) == len(getattr(scene, name))
    back = pyogrio.read_dataframe(tmp_path / "out.gpkg", layer="articles", read_geometry=False)
    assert sorted(back["id"]) == sorted(scene.articles["id"])


def _dead_pid():
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_temporary_files_of_a_killed_run_are_removed_by_the_next(scene, tmp_path):
    host, dead, alive = atomic.host_word(), _dead_pid(), os.getppid()
    stale = tmp_path / f".out.gpkg.tmp-{host}-{dead}-0123456789ab.gpkg"
    (tmp_path / f".out.gpkg.lock-{host}-{dead}-0123456789ab").touch()  # its lock file, nobody holds it
    busy = tmp_path / f".out.gpkg.tmp-{host}-{alive}-0123456789ab.gpkg"  # no lock file: cannot tell, kept
    stale_csv = tmp_path / f".out.claims.csv.tmp-{host}-{dead}-ba9876543210.csv"
    (tmp_path / f".out.claims.csv.lock-{host}-{dead}-ba9876543210").touch()
    for path in (stale, busy, stale_csv):
        path.write_bytes(b"partial")
    export.export_scene(scene, tmp_path / "out.gpkg")
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == sorted(["out.gpkg", "out.claims.csv", "out.agreement.csv", busy.name])


def test_a_killed_writer_leaves_a_name_that_says_whose_it_is(tmp_path):
    code = (
        "import os, sys; from geo_aleppo.io.atomic import atomic_output\n"
        f"with atomic_output({str(tmp_path / 'o.txt')!r}) as h:\n"
        "    h.write('x'); h.flush(); os._exit(9)\n"
    )
    subprocess.run([sys.executable, "-c", code], env={**os.environ, "PYTHONPATH": os.getcwd()})
    left, lock = sorted(tmp_path.iterdir(), key=lambda p: p.name)[::-1]
    assert left.name.startswith(f".o.txt.tmp-{atomic.host_word()}-")
    assert lock.name == left.name.replace(".tmp-", ".lock-").removesuffix(".txt")
    with atomic.atomic_output(tmp_path / "o.txt") as handle:
        handle.write("new")
    assert [p.name for p in tmp_path.iterdir()] == ["o.txt"]


@pytest.mark.parametrize("out", ["m.jsonl", "m.csv", "m.html", "e.gpkg", "folder/"])
def test_outputs_get_the_mode_of_the_umask(tmp_path, out, seed_file):
    previous = os.umask(0o022)
    try:
        command = "map" if out.endswith(".html") else "export" if out.endswith(("gpkg", "/")) else "parse"
        assert main([command, seed_file, "-o", str(tmp_path / out)]) == 0
    finally:
        os.umask(previous)
    files = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert files
    for path in files:
        assert stat.S_IMODE(path.stat().st_mode) == 0o644, path.name


def test_parse_output_is_whole_json_lines(tmp_path, seed_file):
    out = tmp_path / "m.jsonl"
    assert main(["parse", seed_file, "-o", str(out)]) == 0
    assert all(json.loads(line)["article"] for line in out.read_text().splitlines())
