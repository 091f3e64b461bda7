"""Inputs are checked before they are read: a FIFO, a device or a socket is refused in one line, a file
too large for the article limit is refused by its size, gzip is read (and counted as it streams), an
empty article warns, and an output a command cannot write is refused before any work."""

import gzip
import json
import os
import socket
import subprocess
import sys

import pytest

from geo_aleppo.io.inputs import MAX_BYTES, MAX_CHARS

ARTICLE = "Government forces shelled Anadan, north of Aleppo, and rebels held Idlib.\n"


def cli(*args, stdin=None, timeout=120):
    done = subprocess.run([sys.executable, "-m", "geo_aleppo", "-q", *map(str, args)], input=stdin,
                          capture_output=True, timeout=timeout)
    return done.returncode, done.stdout.decode("utf-8"), done.stderr.decode("utf-8")


def one_line(err):
    assert err.count("\n") == 1 and err.startswith("geo-aleppo: error: "), err
    return err


@pytest.fixture
def fifo(tmp_path):
    path = tmp_path / "pipe.txt"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize("command", ["parse", "map", "export"])
def test_a_fifo_argument_is_refused_without_waiting(tmp_path, fifo, command):
    out = {"parse": "o.jsonl", "map": "o.html", "export": "o.gpkg"}[command]
    code, _out, err = cli(command, fifo, "-o", tmp_path / out, timeout=60)  # reading it would hang
    assert code == 1 and "pipe.txt: is a FIFO, not a regular file" in one_line(err)


def test_a_device_is_refused_before_a_byte_is_read():
    code, _out, err = cli("parse", "/dev/zero", timeout=60)  # read, it never ends
    assert code == 1 and "/dev/zero: is a device, not a regular file" in one_line(err)


def test_a_socket_is_refused(tmp_path):
    path = tmp_path / "s.txt"
    server = socket.socket(socket.AF_UNIX)
    try:
        server.bind(str(path))
        code, _out, err = cli("parse", path)
    finally:
        server.close()
    assert code == 1 and "s.txt: is a socket, not a regular file" in one_line(err)


def test_a_fifo_inside_a_folder_is_refused_before_any_article_is_read(tmp_path):
    folder = tmp_path / "news"
    folder.mkdir()
    (folder / "a.txt").write_text(ARTICLE, encoding="utf-8")
    os.mkfifo(folder / "b.txt")
    code, out, err = cli("parse", folder, timeout=60)
    assert code == 1 and "b.txt: is a FIFO" in one_line(err)
    assert out == ""  # a.txt, before it in the folder, was not read either


def test_a_file_over_four_bytes_a_character_is_refused_by_its_size(tmp_path):
    big = tmp_path / "big.txt"
    with open(big, "wb") as handle:  # sparse: no disk, and reading it would hold 80 MB
        handle.truncate(MAX_BYTES + 1)
    code, _out, err = cli("parse", big)
    assert code == 1 and f"{MAX_BYTES + 1:,} bytes" in one_line(err) and f"up to {MAX_CHARS:,}" in err


def test_an_article_over_the_character_limit_is_refused_by_every_command(tmp_path):
    text = tmp_path / "long.txt"
    text.write_text("Aleppo " * (MAX_CHARS // 7 + 1), encoding="utf-8")  # under 4 bytes a character
    for args in (["parse", text], ["parse", text, "-o", tmp_path / "x.parquet"], ["map", text, "-o",
                                                                                   tmp_path / "x.html"]):
        code, _out, err = cli(*args)
        assert code == 1 and f"has over {MAX_CHARS:,} characters" in one_line(err), args


def test_a_gzip_bomb_is_stopped_as_it_streams(tmp_path):
    bomb = tmp_path / "bomb.txt.gz"
    with gzip.open(bomb, "wb", compresslevel=1) as handle:
        block = b"a" * (1 << 20)
        for _ in range(MAX_CHARS // len(block) + 2):
            handle.write(block)
    assert bomb.stat().st_size < MAX_CHARS // 100
    code, _out, err = cli("parse", bomb)
    assert code == 1 and "over 20,000,000 characters once decompressed" in one_line(err)


def test_a_long_archive_line_is_refused_and_skipped(tmp_path):
    archive = tmp_path / "lines.jsonl.gz"
    with gzip.open(archive, "wb", compresslevel=1) as handle:
        handle.write(json.dumps({"id": "ok1", "text": ARTICLE}).encode() + b"\n")
        handle.write(b'{"id": "long", "text": "' + b"a" * (MAX_BYTES + 10) + b'"}\n')
        handle.write(json.dumps({"id": "ok2", "text": ARTICLE}).encode() + b"\n")
    code, _out, err = cli("parse", archive)
    assert code == 1 and "lines.jsonl.gz, line 2: the article has a line of over 80,000,000 bytes" in one_line(err)
    code, out, err = cli("parse", "--skip-bad-lines", archive)
    assert code == 0 and {json.loads(line)["article"] for line in out.splitlines()} == {"ok1", "ok2"}


@pytest.mark.parametrize("name", ["news.jsonl.gz", "news.jsonl"])  # gzip, whatever its name says
def test_gzip_archives_are_read(tmp_path, name):
    plain = tmp_path / "plain.jsonl"
    plain.write_text(json.dumps({"id": "a", "text": ARTICLE}) + "\n", encoding="utf-8")
    packed = tmp_path / "packed"
    packed.mkdir()
    (packed / name).write_bytes(gzip.compress(plain.read_bytes()))
    code, expected, err = cli("parse", plain)
    assert code == 0, err
    code, out, err = cli("parse", packed)
    assert code == 0, err
    rows = [json.loads(line) for line in out.splitlines()]
    assert [{**r, "file": None} for r in rows] == [{**json.loads(line), "file": None} for line in expected.splitlines()]
    assert len(rows) >= 3


def test_a_gzip_text_is_read_and_a_broken_one_named(tmp_path):
    (tmp_path / "a.txt.gz").write_bytes(gzip.compress(ARTICLE.encode()))
    code, out, _err = cli("parse", tmp_path / "a.txt.gz")
    assert code == 0 and {json.loads(line)["article"] for line in out.splitlines()} == {"a"}
    (tmp_path / "b.txt.gz").write_bytes(gzip.compress(ARTICLE.encode())[:30])
    code, _out, err = cli("parse", tmp_path / "b.txt.gz")
    assert code == 1 and "b.txt.gz: a broken gzip file" in one_line(err)


def test_standard_input_is_one_article():
    code, out, err = cli("parse", "-", stdin=ARTICLE.encode())
    assert code == 0, err
    rows = [json.loads(line) for line in out.splitlines()]
    assert {r["article"] for r in rows} == {"stdin"} and "Aleppo" in {r["text"] for r in rows}


@pytest.mark.parametrize("text", ["", "  \n\t\n"])
def test_an_empty_article_warns(tmp_path, text):
    (tmp_path / "empty.txt").write_text(text, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "geo_aleppo", "parse", tmp_path / "empty.txt"],
                          capture_output=True, text=True)
    assert done.returncode == 0 and "empty.txt: the article is empty" in done.stderr


@pytest.mark.parametrize("args, message", [
    (["parse", "-o", "x.pdf"], "x.pdf: parse cannot write .pdf"),
    (["parse", "-o", "x.csv", "--format", "jsonl"], "the name says csv, --format says jsonl"),
    (["map", "-o", "x.pdf"], "x.pdf: map writes an HTML page"),
    (["export", "-o", "x.pdf"], "unknown output format '.pdf'"),
    (["export", "-o", "x.gpkg/"], "x.gpkg/: a .gpkg path names a file, not a folder"),
    (["export", "-o", "missing/sub/x.gpkg"], "folder missing/sub does not exist"),
    (["export", "-o", "missing/sub/"], "missing/sub: folder missing does not exist"),
])
def test_an_output_the_command_cannot_write_is_refused_before_the_work(tmp_path, args, message):
    done = subprocess.run([sys.executable, "-m", "geo_aleppo", *args], capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 1 and message in one_line(done.stderr)
    assert sorted(os.listdir(tmp_path)) == []  # nothing made, no folder created


def test_export_writes_no_folder_but_its_own(tmp_path):
    article = tmp_path / "a.txt"
    article.write_text(ARTICLE, encoding="utf-8")
    mine = tmp_path / "out"
    mine.mkdir()
    (mine / "places.geojson").write_text("a user's layer", encoding="utf-8")
    (mine / "notes.txt").write_text("a user's notes", encoding="utf-8")
    (tmp_path / "link").symlink_to(mine)
    for target in ("out.geojson", "out/", "link.geojson", "link/"):
        code, _out, err = cli("export", article, "-o", tmp_path / target)
        assert code == 1 and ("holds notes.txt" in err or "is a symbolic link" in err), target
        one_line(err)
    assert (mine / "places.geojson").read_text(encoding="utf-8") == "a user's layer"
    for _ in range(2):  # a folder an export wrote is replaced by the next one
        code, out, err = cli("export", article, "-o", tmp_path / "fresh.geojson")
        assert code == 0, err
    assert "places.geojson" in os.listdir(tmp_path / "fresh")
