"""benchmarks/RESULTS.md is generated from benchmarks/recorded/*.json, and every figure has provenance."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "benchmarks" / "make_results.py"


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=60)


def test_results_md_is_the_generators_output():
    run = _run("--check")
    assert run.returncode == 0, run.stderr


def test_a_figure_without_a_commit_is_refused(tmp_path):
    folder = tmp_path / "recorded"
    shutil.copytree(REPO / "benchmarks" / "recorded", folder)
    first = sorted(folder.glob("*.json"))[0]
    data = json.loads(first.read_text(encoding="utf-8"))
    del data["rows"][0]["commit"]
    first.write_text(json.dumps(data), encoding="utf-8")
    run = _run("--check", "--recorded", str(folder))
    assert run.returncode == 1
    assert "'commit' must be a git commit" in run.stderr and first.name in run.stderr


def test_an_edited_results_md_is_caught(tmp_path):
    folder = tmp_path / "recorded"
    shutil.copytree(REPO / "benchmarks" / "recorded", folder)
    first = sorted(folder.glob("*.json"))[0]
    data = json.loads(first.read_text(encoding="utf-8"))
    data["rows"][0]["figure"] = "a changed figure"
    first.write_text(json.dumps(data), encoding="utf-8")
    run = _run("--check", "--recorded", str(folder))
    assert run.returncode == 1 and "out of date" in run.stderr
