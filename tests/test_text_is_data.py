"""Text is data in every encoding: a lone surrogate in any JSON Lines field is refused in one line
(and --skip-bad-lines skips it); a file name that is not UTF-8 is read, shown with U+FFFD and a
warning. Nothing crashes with a UnicodeEncodeError on the way out (JSON Lines, Parquet, map, export)."""

import json
import logging
import os

import pyarrow.parquet as pq
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import geo_aleppo as ga
from geo_aleppo.cli import main
from geo_aleppo.errors import ArticleError

FIELDS = ("id", "outlet", "date", "url", "text")
# Every code point, lone surrogates included (hypothesis leaves them out unless asked).
ANY_TEXT = st.text(st.characters(min_codepoint=0, max_codepoint=0x10FFFF, exclude_categories=()), max_size=30)
SURROGATE = st.sampled_from(["\ud800", "\udbff", "\udc00", "\udfff", "\udc80"])


def _has_surrogate(value):
    return isinstance(value, str) and any(0xD800 <= ord(c) <= 0xDFFF for c in value)


def _write_line(path, record):
    path.write_text(json.dumps(record) + "\n", encoding="utf-8")  # ensure_ascii: surrogates as \ud800


@st.composite
def records(draw):
    record = {field: draw(ANY_TEXT) for field in FIELDS}
    record["text"] = "Aleppo and Idlib. " + record["text"]
    if draw(st.booleans()):
        record["date"] = "2016-12-15"
    spoiled = draw(st.sampled_from((None, *FIELDS)))
    if spoiled:  # one field surely holds a lone surrogate, somewhere in it
        value = record[spoiled]
        at = draw(st.integers(0, len(value)))
        record[spoiled] = value[:at] + draw(SURROGATE) + value[at:]
    if not record["id"]:
        record["id"] = "x"
    return record


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(record=records())
@example(record={"id": "a\ud800", "outlet": "o", "date": "2016-12-15", "url": "u", "text": "Aleppo."})
@example(record={"id": "a", "outlet": "o\udc80", "date": "2016-12-15", "url": "u", "text": "Aleppo."})
@example(record={"id": "a", "outlet": "o", "date": "2016-12-15", "url": "\udfff", "text": "Aleppo."})
def test_every_text_field_is_refused_or_read_exactly(tmp_path_factory, record):
    path = tmp_path_factory.mktemp("lines") / "a.jsonl"
    _write_line(path, record)
    spoiled = [f for f in FIELDS if _has_surrogate(record[f])]
    try:
        [article] = ga.load_corpus([path])
    except ArticleError as exc:
        message = str(exc)
        assert "\n" not in message and message.startswith(f"{path}, line 1: ")
        if spoiled:
            assert "lone surrogate" in message and f"'{spoiled[0]}'" in message
        return
    assert not spoiled
    read = {"id": article.id, "outlet": article.outlet, "date": article.date, "url": article.url, "text": article.text}
    for field, value in read.items():
        value.encode("utf-8")  # no surrogate got through
        assert value == record[field].replace("\x00", "\u2400")  # NUL shown as ␀ (same offsets), else exact
    assert ga.load_corpus([path], skip_bad_lines=True) == [article]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(record=records())
def test_parse_writes_every_line_or_refuses_it_in_one_line(tmp_path_factory, capsys, record):
    path = tmp_path_factory.mktemp("cli") / "a.jsonl"
    _write_line(path, record)
    for extra in ([], ["--skip-bad-lines"]):
        code = main(["-q", "parse", *extra, str(path)])
        out, err = capsys.readouterr()
        out.encode("utf-8"), err.encode("utf-8")
        if _has_surrogate("".join(record.values())):
            if extra:
                assert code == 0 and out == ""
            else:
                assert code == 1 and err.count("\n") == 1 and "lone surrogate" in err
        if code == 0:
            for line in out.splitlines():
                assert json.loads(line)["article"] == record["id"].replace("\x00", "\u2400")


NAME_BYTES = st.binary(min_size=1, max_size=60).filter(lambda b: b"/" not in b and b"\x00" not in b
                                                        and b not in (b".", b".."))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=NAME_BYTES)
@example(name=b"bad\xff\xfename")
@example(name=b"\xed\xa0\x80")  # a surrogate's UTF-8 bytes: not valid UTF-8
def test_every_file_name_is_read_as_valid_text(tmp_path_factory, caplog, name):
    folder = tmp_path_factory.mktemp("names")
    raw = os.fsencode(folder) + b"/" + name + b".txt"
    with open(raw, "w", encoding="utf-8") as handle:
        handle.write("Aleppo and Idlib.")
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="geo_aleppo"):
        [article] = ga.load_corpus([folder])
    article.path.encode("utf-8"), article.id.encode("utf-8")
    try:
        decoded = name.decode("utf-8")
    except UnicodeDecodeError:
        assert "\ufffd" in article.id and article.path.endswith(".txt")
        assert any("file name is not UTF-8" in r.getMessage() for r in caplog.records)
    else:
        assert article.id == decoded and article.path == os.path.join(str(folder), decoded + ".txt")


@pytest.fixture
def bad_inputs(tmp_path):
    """A folder with a file whose name is not UTF-8, and an archive with one line per spoiled field."""
    folder = tmp_path / "articles"
    folder.mkdir()
    with open(os.fsencode(folder) + b"/report-\xff\xfe.txt", "w", encoding="utf-8") as handle:
        handle.write("Government forces shelled Anadan, north of Aleppo, on Sunday.")
    archive = tmp_path / "lines.jsonl"
    lines = [{"id": "ok", "text": "Rebels held Idlib, a commander said.", "outlet": "Wire", "date": "2016-12-15"}]
    for field in ("id", "outlet", "url", "text"):
        line = {"id": f"bad-{field}", "text": "Aleppo.", "outlet": "Wire", "url": "http://x"}
        line[field] = line[field] + "\udc80"
        lines.append(line)
    archive.write_text("".join(json.dumps(r) + "\n" for r in lines), encoding="utf-8")
    return tmp_path, folder, archive


@pytest.mark.parametrize("command, suffix", [("parse", ".jsonl"), ("parse", ".parquet"), ("map", ".html"),
                                             ("export", ".gpkg")])
def test_commands_refuse_a_surrogate_in_one_line_and_skip_it_when_asked(bad_inputs, capsys, command, suffix):
    tmp, _folder, archive = bad_inputs
    out = tmp / f"out{suffix}"
    assert main(["-q", command, str(archive), "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "line 2: 'id' holds an invalid character (a lone surrogate" in err
    if suffix == ".parquet":
        return  # --skip-bad-lines with Parquet: see test_parquet_skips_bad_lines
    assert main(["-q", command, "--skip-bad-lines", str(archive), "-o", str(out)]) == 0, capsys.readouterr().err


@pytest.mark.parametrize("command, suffix", [("parse", ".jsonl"), ("parse", ".parquet"), ("map", ".html"),
                                             ("export", ".gpkg")])
def test_commands_read_a_file_whose_name_is_not_utf8(bad_inputs, capsys, command, suffix):
    tmp, folder, _archive = bad_inputs
    out = tmp / f"out{suffix}"
    assert main([command, str(folder), "-o", str(out)]) == 0
    err = capsys.readouterr().err
    assert "file name is not UTF-8" in err and "\\udcff" in err
    if suffix == ".parquet":
        files = pq.read_table(out).column("file").unique().to_pylist()
        assert files == [str(folder / "report-\ufffd\ufffd.txt")]
    elif suffix == ".jsonl":
        assert {json.loads(line)["article"] for line in out.read_text(encoding="utf-8").splitlines()} == {
            "report-\ufffd\ufffd"}
