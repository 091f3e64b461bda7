"""A run killed in the middle of replacing its outputs never costs the user the old files."""
import os
import subprocess
import sys
import textwrap

import pytest

from geo_aleppo.engine.datasets import Staging
from geo_aleppo.errors import OutputError
from geo_aleppo.io import atomic_paths, csv_safe

KILLED_AFTER_FIRST_REPLACE = textwrap.dedent("""
    import os, sys
    from geo_aleppo.io import atomic
    real = os.replace
    def replace_then_die(src, dst):
        real(src, dst)
        os._exit(9)             # killed outright after the first rename, as by SIGKILL
    atomic.os.replace = replace_then_die
    with atomic.atomic_paths([sys.argv[1], sys.argv[2]]) as (a, b):
        a.write_text("NEW A")
        b.write_text("NEW B")
""")


@pytest.mark.parametrize("links", [True, False])
def test_a_run_killed_while_replacing_a_set_leaves_the_old_set(tmp_path, links):
    first, second = tmp_path / "out.gpkg", tmp_path / "out.claims.csv"
    first.write_text("OLD A")
    second.write_text("OLD B")
    script = KILLED_AFTER_FIRST_REPLACE
    if not links:  # a file system without hard links: the old file is moved aside instead
        no_links = "import os, sys\ndef no_link(*a): raise OSError(1, 'no links')\nos.link = no_link"
        script = script.replace("import os, sys", no_links)
    done = subprocess.run([sys.executable, "-c", script, str(first), str(second)], env={**os.environ}, timeout=120)
    assert done.returncode == 9
    leftovers = sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("."))
    assert leftovers  # the killed run left its temporary and set-aside files
    with atomic_paths([first, second]) as (a, b):  # the next run clears them first ...
        assert first.read_text() == "OLD A" and second.read_text() == "OLD B"  # ... putting the old set back
        a.write_text("NEWER A")
        b.write_text("NEWER B")
    assert first.read_text() == "NEWER A" and second.read_text() == "NEWER B"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.claims.csv", "out.gpkg"]


def test_a_dataset_is_never_written_over_a_fifo_or_a_users_folder(tmp_path):
    import pyarrow as pa

    fifo = tmp_path / "p.parquet"
    os.mkfifo(fifo)
    with pytest.raises(OutputError, match="not a regular file or a dataset folder"):
        Staging(fifo, pa.schema([("a", pa.int64())]))
    assert fifo.exists() and not fifo.is_dir()
    mine = tmp_path / "mine.parquet"
    mine.mkdir()
    (mine / "notes.txt").write_text("keep me")
    with pytest.raises(OutputError, match="holds notes.txt, not a dataset"):
        Staging(mine, pa.schema([("a", pa.int64())]))
    assert (mine / "notes.txt").read_text() == "keep me"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.parquet", "p.parquet"]


@pytest.mark.parametrize("cell", ["-5", "+7", "-1.5", "1e3", "-2E-4"])
def test_csv_leaves_plain_numbers_written_as_text_alone(cell):
    assert csv_safe(cell) == cell


@pytest.mark.parametrize("cell", ["-5 km", "=1+1", "+cmd|' /C calc'!A0", "@SUM(A1)", "-", "\t-5", "-5\n=1"])
def test_csv_still_guards_anything_else_that_starts_like_a_formula(cell):
    assert csv_safe(cell) == "'" + cell


def _dead_pid():
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    return int(done.stdout)


def _seed_jsonl(path, ids):
    import json

    import geo_aleppo as ga

    seeds = ga.load_corpus()
    path.write_text("".join(json.dumps({"id": i, "text": seeds[n % len(seeds)].text}) + "\n"
                            for n, i in enumerate(ids)), encoding="utf-8")
    return path


def test_a_dataset_set_aside_by_a_run_killed_between_its_renames_is_put_back(tmp_path):
    from geo_aleppo.engine import batch
    from geo_aleppo.io.commit import remove_stale_dataset

    out = tmp_path / "m.parquet"
    batch.parse_corpus(_seed_jsonl(tmp_path / "a.jsonl", ["a1", "a2"]), out=out)
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    from geo_aleppo.io.atomic import host_word

    token = f"{host_word()}-{_dead_pid()}-0123456789ab"
    aside = tmp_path / f".m.parquet.old-{token}.parquet"
    os.replace(out, aside)  # what a run killed between 'old aside' and 'new in' leaves
    (tmp_path / f".m.parquet.lock-{token}").touch()  # with its lock file (its lock went with the process)
    remove_stale_dataset(out)
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.jsonl", "m.parquet"]


def test_datasets_of_different_runs_are_named_not_mixed(tmp_path):
    import geo_aleppo as ga
    from geo_aleppo.engine import batch
    from geo_aleppo.errors import ArticleError

    out = tmp_path / "m.parquet"
    batch.parse_corpus(_seed_jsonl(tmp_path / "a.jsonl", ["a1", "a2"]), out=out, claims=True)
    batch.parse_corpus(_seed_jsonl(tmp_path / "b.jsonl", ["b1"]), out=out)  # mentions only: claims are a's
    with pytest.raises(ArticleError, match="different runs"):
        ga.Scene.from_parquet(out)


def test_duplicate_article_ids_in_a_dataset_are_refused_as_build_scene_refuses_them(tmp_path):
    import geo_aleppo as ga
    from geo_aleppo.engine import batch
    from geo_aleppo.errors import ArticleError

    source = _seed_jsonl(tmp_path / "a.jsonl", ["a000", "a001", "a000"])
    with pytest.raises(ArticleError) as built:
        ga.build_scene(ga.load_corpus(source))
    out = tmp_path / "m.parquet"
    batch.parse_corpus(source, out=out, claims=True, partition_size=500)  # the ids in different parts
    with pytest.raises(ArticleError) as read:
        ga.Scene.from_parquet(out)
    assert str(read.value) == str(built.value) and "'a000' is also the id of" in str(read.value)
    assert "\n" not in str(read.value)
