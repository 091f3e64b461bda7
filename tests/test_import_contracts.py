"""The import contracts of pyproject.toml (import-linter) hold, and fail on an injected circle or upward import.

Each case copies the package's Python files and pyproject.toml into a temporary folder, changes
one import there, and runs ``lint-imports`` on the copy (a subprocess whose PYTHONPATH is the copy):
the real tree is never touched.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LINT = "from importlinter.cli import lint_imports; raise SystemExit(lint_imports(no_cache=True))"

pytestmark = pytest.mark.slow  # a subprocess per case


def _copy(tmp_path: Path) -> Path:
    shutil.copytree(ROOT / "geo_aleppo", tmp_path / "geo_aleppo",
                    ignore=lambda folder, names: [n for n in names
                                                  if not n.endswith(".py") and not (Path(folder) / n).is_dir()])
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    return tmp_path


def _lint(folder: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(folder)}
    return subprocess.run([sys.executable, "-c", LINT], cwd=folder, env=env, capture_output=True, text=True,
                          timeout=300)


def _add(folder: Path, module: str, line: str) -> None:
    path = folder / "geo_aleppo" / f"{module.replace('.', '/')}.py"
    path.write_text(path.read_text(encoding="utf-8") + f"\n\ndef _injected():\n    {line}\n", encoding="utf-8")


def test_the_tree_keeps_every_contract(tmp_path):
    out = _lint(_copy(tmp_path))
    assert out.returncode == 0, out.stdout + out.stderr
    assert "0 broken" in out.stdout


def test_a_circle_between_siblings_fails(tmp_path):
    folder = _copy(tmp_path)
    _add(folder, "scene.agreement", "from . import aggregate")  # aggregate -> agreement is new too
    _add(folder, "scene.aggregate", "from . import agreement")
    out = _lint(folder)
    assert out.returncode != 0
    assert "No circle between the modules of a package" in out.stdout and "BROKEN" in out.stdout
    assert "geo_aleppo.scene" in out.stdout


def test_an_upward_import_fails(tmp_path):
    folder = _copy(tmp_path)
    _add(folder, "geoparsing.model", "from ..scene import build")  # geoparsing sits under scene
    out = _lint(folder)
    assert out.returncode != 0
    assert "Layers:" in out.stdout and "BROKEN" in out.stdout
    assert "geo_aleppo.geoparsing.model -> geo_aleppo.scene.build" in out.stdout


def test_siblings_of_one_layer_stay_independent(tmp_path):
    folder = _copy(tmp_path)
    _add(folder, "export", "from . import evaluation")  # maps | export | evaluation: independent
    out = _lint(folder)
    assert out.returncode != 0
    assert "geo_aleppo.export -> geo_aleppo.evaluation" in out.stdout
