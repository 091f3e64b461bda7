"""The three datasets of a run are committed as one unit: a run killed at any step of the commit
leaves the previous complete set or the new complete set, never a mix, and nothing temporary."""

import json
import os
import random
import shutil
import subprocess
import sys

import pytest

import geo_aleppo as ga
from geo_aleppo.engine import batch
from geo_aleppo.errors import OutputError
from geo_aleppo.geoparsing import sentence_spans
from geo_aleppo.io.atomic import RunLock
from geo_aleppo.io.commit import journal_path, recover
from geo_aleppo.scene.parquet import scene_from_parquet

# Before the journal is in place the old set must survive; from then on the new one must win.
OLD_STEPS = ["sealed"]
NEW_STEPS = ["journal", "aside-0", "placed-0", "aside-1", "placed-1", "aside-2", "placed-2", "placed",
             "olds-removed", "done"]


def _corpus(path, seed, n):
    sentences = [a.text[s:e] for a in ga.load_corpus() for s, e in sentence_spans(a.text)]
    rng = random.Random(seed)
    with open(path, "w", encoding="utf-8") as handle:
        for i in range(n):
            text = " ".join(rng.choices(sentences, k=rng.randint(1, 4)))
            handle.write(json.dumps({"id": f"s{seed}-{i:03d}", "text": text, "outlet": "X"}) + "\n")
    return path


def _set_bytes(folder):
    """Every file of the folder (datasets included) by relative path: the whole visible state."""
    found = {}
    for root, _dirs, files in os.walk(folder):
        for name in files:
            path = os.path.join(root, name)
            with open(path, "rb") as handle:
                found[os.path.relpath(path, folder)] = handle.read()
    return found


def _parse(source, out, kill_at=None):
    env = dict(os.environ)
    env.pop("GEO_ALEPPO_TEST_KILL_AT", None)
    if kill_at:
        env["GEO_ALEPPO_TEST_KILL_AT"] = kill_at
    code = ("import sys; from geo_aleppo.engine import batch; "
            "batch.parse_corpus(sys.argv[1], out=sys.argv[2], claims=True, partition_size=8_000, progress=False)")
    return subprocess.run([sys.executable, "-c", code, str(source), str(out)], env=env, capture_output=True,
                          text=True, timeout=300)


@pytest.fixture(scope="module")
def sets(tmp_path_factory):
    """Two corpora and the folder a clean run of each leaves (the references)."""
    root = tmp_path_factory.mktemp("sets")
    old_src, new_src = _corpus(root / "old.jsonl", 1, 40), _corpus(root / "new.jsonl", 2, 60)
    refs, dirs = {}, {}
    for name, src in (("old", old_src), ("new", new_src)):
        folder = root / f"ref-{name}"
        folder.mkdir()
        done = _parse(src, folder / "m.parquet")
        assert done.returncode == 0, done.stderr
        refs[name] = _set_bytes(folder)
        dirs[name] = folder
    assert refs["old"] != refs["new"] and len(refs["old"]) > 6  # three folders of parts + _metadata
    return {"old": old_src, "new": new_src, "refs": refs, "refs_dir": dirs}


def _killed_run(sets, tmp_path, step):
    """The old set (a clean run's copy) and what a run of the new corpus killed at ``step`` left."""
    folder = tmp_path / "out"
    shutil.copytree(sets["refs_dir"]["old"], folder)
    killed = _parse(sets["new"], folder / "m.parquet", kill_at=step)
    assert killed.returncode == -9, (step, killed.returncode, killed.stderr)
    return folder


def _visible(state):
    return {k: v for k, v in state.items() if not k.startswith(".")}


@pytest.mark.parametrize("step", OLD_STEPS + NEW_STEPS)
def test_a_kill_at_each_commit_step_leaves_one_complete_set(sets, tmp_path, step, monkeypatch):
    killed = _killed_run(sets, tmp_path, step)
    expected = "old" if step in OLD_STEPS else "new"

    # A reader first: it finishes the commit (or leaves the old set) and sees one complete set.
    folder = tmp_path / "read"
    shutil.copytree(killed, folder)
    scene = scene_from_parquet(folder / "m.parquet")
    assert len(scene.articles) == (40 if expected == "old" else 60)
    state = _set_bytes(folder)
    assert _visible(state) == sets["refs"][expected]
    if expected == "new":  # the reader finished the commit and cleared the run's names; killed once it was
        left = sorted(set(state) - set(sets["refs"]["new"]))  # done, only its empty lock files wait
        assert left == ([] if step != "done" else sorted(k for k in state if ".lock-" in k)), left
        assert len(left) == (3 if step == "done" else 0)

    # The next run: it finishes the killed commit before anything else (here it then fails itself) ...
    def fail(stagings):
        raise OutputError("disk full")

    monkeypatch.setattr(batch, "commit_set", fail)
    with pytest.raises(OutputError, match="disk full"):
        batch.parse_corpus(sets["old"], out=killed / "m.parquet", claims=True, partition_size=8_000)
    assert _visible(_set_bytes(killed)) == sets["refs"][expected]
    monkeypatch.undo()
    # ... and a clean run gives the bytes of a clean run in a fresh folder, with no temporary names.
    batch.parse_corpus(sets["new"], out=killed / "m.parquet", claims=True, partition_size=8_000, progress=False)
    assert _set_bytes(killed) == sets["refs"]["new"]


def test_a_reader_refuses_while_the_committing_run_lives(sets, tmp_path):
    folder = tmp_path / "out"
    shutil.copytree(sets["refs_dir"]["old"], folder)
    before = _set_bytes(folder)
    run = RunLock(folder / "m.parquet")  # held: a live run
    try:
        names = [run.name("tmp").name, run.name("old").name]
        journal_path(folder / "m.parquet").write_text(json.dumps(
            {"version": 2, "token": run.token, "lock": run.path.name, "datasets": [["m.parquet", *names]]}))
        with pytest.raises(OutputError, match="running process is replacing"):
            scene_from_parquet(folder / "m.parquet")
    finally:
        run.release()
    assert {k: v for k, v in _set_bytes(folder).items() if not k.endswith(".commit")} == before


def test_an_unreadable_journal_is_a_one_line_error(sets, tmp_path):
    journal_path(tmp_path / "m.parquet").write_text('{"lock": "../x", "datasets": []}')
    with pytest.raises(OutputError, match="a commit journal that .* not followed") as caught:
        recover(tmp_path / "m.parquet")
    assert "\n" not in str(caught.value)
    with pytest.raises(OutputError, match="a commit journal that .* not followed"):
        batch.parse_corpus(sets["old"], out=tmp_path / "m.parquet")
