"""The command line as people use it: verbosity anywhere, python -m, help, seeds by default, progress."""
import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest

from geo_aleppo import cli
from geo_aleppo._progress import track

REPO = Path(__file__).resolve().parents[1]


def run(*args, cwd=None):
    out = subprocess.run([sys.executable, "-m", "geo_aleppo", *map(str, args)], capture_output=True, text=True,
                         cwd=cwd, timeout=300)
    return out.returncode, out.stdout, out.stderr


def test_python_dash_m_runs_the_command_and_its_help_says_what_it_does():
    code, out, _ = run("--help")
    assert code == 0 and out.startswith("usage: geo-aleppo")
    description = out.split("\n\n")[1]
    assert "maps" in description and "thin shell" not in description


@pytest.mark.parametrize("where", ["before", "after"])
def test_verbose_before_or_after_the_command_logs_progress(where):
    args = ["-v", "parse"] if where == "before" else ["parse", "-v"]
    code, out, err = run(*args)
    assert code == 0, err
    assert "INFO geo_aleppo: geoparse: 4 articles" in err
    assert out.count("\n") > 100


def test_quiet_after_the_command_hides_warnings(tmp_path):
    latin = tmp_path / "latin1.txt"
    latin.write_bytes("Buses left Alep for Idlib at dawn, caf\xe9 owners said.".encode("latin-1"))
    code, _, loud = run("parse", latin, "--encoding", "latin-1")
    assert code == 0 and "WARNING" in loud
    code, _, quiet = run("parse", latin, "--encoding", "latin-1", "-q")
    assert code == 0 and quiet == ""


def test_parse_without_paths_reads_the_bundled_seeds_like_map_and_export(tmp_path):
    code, default, err = run("parse", "--format", "jsonl", cwd=tmp_path)
    assert code == 0, err
    rows = [json.loads(line) for line in default.splitlines()]
    # the subprocess may import an installed copy, so its seeds folder is not necessarily this checkout's
    articles = {row["article"]: Path(row["file"]).name for row in rows}
    assert sorted(articles.values()) == sorted(p.name for p in (REPO / "seeds").glob("*.txt"))
    code, explicit, _ = run("parse", REPO / "seeds", "--format", "jsonl", cwd=tmp_path)
    expected = [json.loads(line) for line in explicit.splitlines()]
    assert len(rows) > 100
    assert [{**r, "file": None} for r in rows] == [{**r, "file": None} for r in expected]


def test_an_ambiguous_name_points_to_the_cli_flag():
    code, out, err = run("geocode", "Idlib")
    assert code == 0 and "--type" in err and "type=" not in err
    assert {line.split("\t")[3] for line in out.splitlines()} == {"city", "governorate"}


def _subparsers(parser):
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            yield from action.choices.items()


def test_every_argument_of_every_command_has_help():
    parser = cli.build_parser()
    missing = [
        f"{name}: {action.dest}"
        for name, sub in [("geo-aleppo", parser), *_subparsers(parser)]
        for action in sub._actions
        if not isinstance(action, argparse._HelpAction | argparse._SubParsersAction) and not action.help
    ]
    assert missing == []


def test_progress_bar_shows_a_total_when_asked(capsys):
    assert list(track(range(3), desc="scene", enabled=True)) == [0, 1, 2]
    err = capsys.readouterr().err
    assert "scene:" in err and "/3 [" in err  # a total, hence an ETA


def test_progress_bar_is_silent_off_a_terminal(capsys):
    assert list(track(iter("abc"), desc="scene")) == ["a", "b", "c"]  # pytest's stderr is not a tty
    assert capsys.readouterr().err == ""


def test_dask_logging_is_quiet_unless_verbose(monkeypatch):
    monkeypatch.delenv("DASK_LOGGING__DISTRIBUTED", raising=False)
    cli._configure_logging(verbose=True, quiet=False)
    assert "DASK_LOGGING__DISTRIBUTED" not in cli.os.environ
    cli._configure_logging(verbose=False, quiet=False)
    assert cli.os.environ["DASK_LOGGING__DISTRIBUTED"] == "critical"  # not even the tracebacks of dying workers
