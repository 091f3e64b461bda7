import json
import logging
import os
import random
import time

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

import geo_aleppo as ga
from geo_aleppo.cli import main
from geo_aleppo.engine import batch, dask_run
from geo_aleppo.engine.cluster import Cluster
from geo_aleppo.errors import ArticleError, GeoAleppoError
from geo_aleppo.geoparsing import sentence_spans

from .conftest import GAZETTEER_DIR

N_ARTICLES = 300


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    """The same few hundred articles, shuffled from the seeds' sentences, as .jsonl and as .txt files."""
    root = tmp_path_factory.mktemp("corpus")
    sentences = [a.text[s:e] for a in ga.load_corpus() for s, e in sentence_spans(a.text)]
    rng = random.Random(2016)
    texts = ["\n\n".join(" ".join(rng.choices(sentences, k=rng.randint(1, 3))) for _ in range(rng.randint(1, 4)))
             for _ in range(N_ARTICLES)]
    texts[7] = "No place is named here."
    jsonl = root / "archive.jsonl"
    with open(jsonl, "w", encoding="utf-8") as handle:
        for i, text in enumerate(texts):
            handle.write(json.dumps({"id": f"a{i:03d}", "text": text, "outlet": "X"}, ensure_ascii=False) + "\n")
            if i % 50 == 0:
                handle.write("\n")  # blank lines are skipped
    folder = root / "texts"
    for i, text in enumerate(texts):
        sub = folder / ("b" if i % 3 else "a")
        sub.mkdir(parents=True, exist_ok=True)
        (sub / f"t{i:03d}.txt").write_text(text, encoding="utf-8")
    (folder / "a" / "manifest.csv").write_text("id,file,outlet\nfirst,t000.txt,Y\n", encoding="utf-8")
    return {"jsonl": jsonl, "folder": folder}


def reference(source, **kwargs):
    """What a plain loop over iter_articles and geoparse gives."""
    rows = [(a.id, a.path, m.start, m.end, m.text, m.place_key, m.role)
            for a in ga.iter_articles(source) for m in ga.geoparse(a.text, **kwargs)]
    return pd.DataFrame(rows, columns=["article", "file", "start", "end", "text", "place_key", "role"])


def test_local_frame(corpus):
    frame = batch.parse_corpus(corpus["jsonl"], partition_size=10_000)
    assert list(frame.columns) == batch.COLUMNS
    assert {c: str(t) for c, t in frame.dtypes.items()} == batch.DTYPES
    expected = reference(corpus["jsonl"])
    got = frame[expected.columns].astype(object).where(frame[expected.columns].notna(), None)
    assert got.values.tolist() == expected.values.tolist()
    assert len(frame) > 2 * N_ARTICLES and 250 < frame["article"].nunique() < N_ARTICLES
    assert "a007" not in set(frame.article)
    resolved = frame[frame.place_key.notna()]
    assert resolved.lat.notna().all() and frame[frame.place_key.isna()].lat.isna().all()
    row = frame.iloc[0]
    assert row.sentence_start <= row.start < row.end <= row.sentence_end


def test_default_source_is_the_seeds():
    frame = ga.parse_corpus()
    assert frame.article.nunique() == 4 and (frame.role == "place").all()
    assert set(ga.parse_corpus(include_all=True).role) == {"place", "adjective", "organisation"}


def test_empty_corpus(tmp_path):
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n", encoding="utf-8")
    frame = batch.parse_corpus(empty)
    assert frame.empty and list(frame.columns) == batch.COLUMNS
    assert {c: str(t) for c, t in frame.dtypes.items()} == batch.DTYPES
    assert batch.parse_corpus(empty, out=tmp_path / "m.parquet", claims=True) is None
    assert pq.read_table(tmp_path / "m.parquet").schema.equals(batch.SCHEMA)
    assert pq.read_table(tmp_path / "m.claims.parquet").schema.equals(batch.CLAIM_SCHEMA)


def read_dataset(path):
    return pd.read_parquet(path).astype(batch.DTYPES)


def dataset_bytes(path):
    """Every file of a dataset folder, by name."""
    return {p.name: p.read_bytes() for p in sorted(path.iterdir())}


def datasets_bytes(out):
    """The mentions, claims and articles datasets written for ``out``."""
    return [dataset_bytes(path) for path in (out, batch.claims_path(out), batch.articles_path(out))]


def test_dataset_folder(corpus, tmp_path):
    """One part per partition, in corpus order, readable as one table by pyarrow, pandas, dask and DuckDB."""
    out = tmp_path / "mentions.parquet"
    assert batch.parse_corpus(corpus["folder"], out=out, partition_size=20_000) is None
    parts = sorted(out.glob("part-*.parquet"))
    assert len(parts) == len(batch.plan(corpus["folder"], 20_000)) > 5
    assert sorted(p.name for p in out.iterdir()) == ["_metadata", *(p.name for p in parts)]
    expected = batch.parse_corpus(corpus["folder"])
    pd.testing.assert_frame_equal(read_dataset(out), expected)  # pandas (through pyarrow)
    assert pq.read_table(out).equals(pa.Table.from_pandas(expected, schema=batch.SCHEMA, preserve_index=False))
    # each part holds whole articles, its rows by (article order, start); parts follow the corpus
    pieces = [pd.read_parquet(p) for p in parts]
    order = list(dict.fromkeys(expected.article))
    firsts = [order.index(piece.article.iloc[0]) for piece in pieces if len(piece)]
    assert firsts == sorted(firsts)
    for piece in pieces:
        assert piece.groupby("article", sort=False).start.apply(lambda s: s.is_monotonic_increasing).all()
    seen = [set(piece.article) for piece in pieces]
    assert sum(map(len, seen)) == len(set().union(*seen))  # no article split between parts
    # _metadata lists every part and every row
    metadata = pq.read_metadata(out / "_metadata")
    assert metadata.num_rows == len(expected)
    assert {metadata.row_group(i).column(0).file_path for i in range(metadata.num_row_groups)} == {
        p.name for p in parts if pq.read_metadata(p).num_rows}
    dd = pytest.importorskip("dask.dataframe")
    via_dask = dd.read_parquet(out).compute().reset_index(drop=True).astype(batch.DTYPES)
    pd.testing.assert_frame_equal(via_dask, expected)
    duckdb = pytest.importorskip("duckdb")
    query = f"select count(*), count(distinct article) from read_parquet('{out}/*.parquet')"
    rows = duckdb.connect().execute(query).fetchall()[0]
    assert rows == (len(expected), expected.article.nunique())


def test_rerun_is_byte_identical_and_replaces(corpus, tmp_path):
    out = tmp_path / "m.parquet"
    batch.parse_corpus(corpus["jsonl"], out=out, claims=True, partition_size=40_000)
    first = datasets_bytes(out)
    assert all(len(files) > 2 for files in first)
    (out / "part-99999.parquet").write_bytes((out / "part-00000.parquet").read_bytes())  # an older run's extra part
    batch.parse_corpus(corpus["jsonl"], out=out, claims=True, partition_size=40_000)
    assert datasets_bytes(out) == first
    names = ["m.articles.parquet", "m.claims.parquet", "m.parquet"]
    assert sorted(p.name for p in tmp_path.iterdir()) == names  # nothing hidden


def test_single_file_for_the_local_engine(corpus, tmp_path):
    out = tmp_path / "mentions.parquet"
    batch.parse_corpus(corpus["folder"], out=out, single_file=True, claims=True, partition_size=20_000)
    assert out.is_file() and pq.ParquetFile(out).metadata.num_row_groups > 5
    pd.testing.assert_frame_equal(read_dataset(out), batch.parse_corpus(corpus["folder"]))
    claims = pd.read_parquet(tmp_path / "mentions.claims.parquet").astype(batch.CLAIM_DTYPES)
    pd.testing.assert_frame_equal(claims, batch.parse_corpus(corpus["folder"], claims=True).claims)
    assert not list(tmp_path.glob(".*"))  # no temporary file left
    with pytest.raises(batch.EngineError, match="single_file is for engine='local'"):
        batch.parse_corpus(corpus["folder"], out=out, single_file=True, engine="dask")


def claims_reference(source):
    rows = [[getattr(c, name) for name in batch.CLAIM_DTYPES]
            for a in ga.iter_articles(source) for c in ga.extract_claims(a, ga.geoparse(a.text))]
    return pd.DataFrame(rows, columns=list(batch.CLAIM_DTYPES)).astype(batch.CLAIM_DTYPES)


def test_claims_through_the_engine(corpus, tmp_path):
    parsed = batch.parse_corpus(corpus["jsonl"], claims=True, partition_size=30_000)
    expected = claims_reference(corpus["jsonl"])
    assert len(expected) > N_ARTICLES and set(expected.kind) >= {"control", "route", "count"}
    pd.testing.assert_frame_equal(parsed.claims, expected)
    pd.testing.assert_frame_equal(parsed.mentions, batch.parse_corpus(corpus["jsonl"]))
    batch.parse_corpus(corpus["jsonl"], out=tmp_path / "x.parquet", claims=True, partition_size=30_000)
    back = pd.read_parquet(batch.claims_path(tmp_path / "x.parquet")).astype(batch.CLAIM_DTYPES)
    pd.testing.assert_frame_equal(back, expected)
    assert (back.quote.str.len() == back.end - back.start).all()


def broken_copy(corpus, tmp_path):
    """The archive with its 250th article broken: the run fails late, after parts were written."""
    lines = corpus["jsonl"].read_text(encoding="utf-8").splitlines()
    numbers = [i for i, line in enumerate(lines) if line.strip()]
    lines[numbers[250]] = '{"id": "broken", "text": 3}'
    path = tmp_path / "broken.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path, numbers[250] + 1


def test_failed_run_keeps_the_old_dataset(corpus, tmp_path):
    out = tmp_path / "m.parquet"
    batch.parse_corpus(corpus["jsonl"], out=out, claims=True, partition_size=20_000)
    before = datasets_bytes(out)
    broken, line = broken_copy(corpus, tmp_path)
    with pytest.raises(ArticleError, match=rf"broken\.jsonl, line {line}: each line needs"):
        batch.parse_corpus(broken, out=out, claims=True, partition_size=20_000)
    assert datasets_bytes(out) == before
    names = ["broken.jsonl", "m.articles.parquet", "m.claims.parquet", "m.parquet"]
    assert sorted(p.name for p in tmp_path.iterdir()) == names


def test_interrupted_run_keeps_the_old_dataset(corpus, tmp_path, monkeypatch):
    out = tmp_path / "m.parquet"
    batch.parse_corpus(corpus["jsonl"], out=out, partition_size=20_000)
    before = dataset_bytes(out)
    real, calls = batch.write_part, []

    def interrupted(index, *args):
        calls.append(index)
        if index == 3:
            raise KeyboardInterrupt
        return real(index, *args)

    monkeypatch.setattr(batch, "write_part", interrupted)
    with pytest.raises(KeyboardInterrupt):
        batch.parse_corpus(corpus["jsonl"], out=out, partition_size=20_000)
    assert calls == [0, 1, 2, 3] and dataset_bytes(out) == before
    assert [p.name for p in tmp_path.iterdir()] == ["m.parquet"]


def test_staging_left_by_a_killed_run_is_removed(corpus, tmp_path):
    """A run killed outright (SIGKILL) leaves its staging folder; the next run removes it, not a live one."""
    import subprocess
    import sys

    from geo_aleppo.io.atomic import host_word

    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    stale = tmp_path / f".m.parquet.tmp-{host_word()}-{int(dead.stdout)}-0123456789ab.parquet"
    (tmp_path / f".m.parquet.lock-{host_word()}-{int(dead.stdout)}-0123456789ab").touch()  # nobody holds it
    live = tmp_path / f".m.parquet.tmp-{host_word()}-{os.getpid()}-ba9876543210.parquet"  # no lock file: kept
    for folder in (stale, live):
        folder.mkdir()
        (folder / "part-00000.parquet").write_bytes(b"half")
    batch.parse_corpus(corpus["jsonl"], out=tmp_path / "m.parquet")
    assert not stale.exists() and live.exists()
    assert len(pd.read_parquet(tmp_path / "m.parquet")) > N_ARTICLES


def test_hosts_sharing_a_folder_keep_each_others_parts(corpus, tmp_path, monkeypatch):
    """Staging names carry the host: a run never removes the parts of another host (its process is not visible)."""
    import subprocess
    import sys

    from geo_aleppo.io import atomic

    dead = int(subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                              capture_output=True, text=True).stdout)
    out = tmp_path / "m.parquet"
    monkeypatch.setattr(atomic.socket, "gethostname", lambda: "node-b.cluster")
    other = atomic.temp_name(out)  # host b's staging folder, written by its process `dead` (alive there)
    other = other.with_name(other.name.replace(f"-{os.getpid()}-", f"-{dead}-"))
    assert other.name.startswith(f".m.parquet.tmp-node_b_cluster-{dead}-")
    other.mkdir()
    (other / "part-00000.parquet").write_bytes(b"host b is writing")
    old_aside = tmp_path / f".m.parquet.old-node_b_cluster-{dead}-0123456789ab.parquet"
    old_aside.mkdir()  # host b's previous dataset, set aside for a moment
    monkeypatch.setattr(atomic.socket, "gethostname", lambda: "node-a.cluster")
    mine = atomic.temp_name(out)
    assert mine.name.startswith(f".m.parquet.tmp-node_a_cluster-{os.getpid()}-") and mine != other
    stale = tmp_path / f".m.parquet.tmp-node_a_cluster-{dead}-0123456789ab.parquet"  # host a's own killed run
    stale.mkdir()
    (tmp_path / f".m.parquet.lock-node_a_cluster-{dead}-0123456789ab").touch()  # its lock: nobody holds it
    batch.parse_corpus(corpus["jsonl"], out=out, partition_size=20_000)
    assert (other / "part-00000.parquet").read_bytes() == b"host b is writing" and old_aside.is_dir()
    assert not stale.exists()
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == sorted([other.name, old_aside.name])
    assert len(pd.read_parquet(out)) > N_ARTICLES


def test_unknown_engine(corpus):
    with pytest.raises(GeoAleppoError, match="unknown engine 'spark'; choose one of: local, dask"):
        batch.parse_corpus(corpus["jsonl"], engine="spark")
    with pytest.raises(batch.EngineError, match="engine='dask'"):
        batch.parse_corpus(corpus["jsonl"], scheduler="tcp://127.0.0.1:1")


@pytest.mark.parametrize("size", [50, 997, 4096, 10**9])
def test_partitions_read_what_iter_articles_reads(corpus, size):
    """The workers' byte-range reader and file groups give the articles of iter_articles, in order."""
    for source in (corpus["jsonl"], corpus["folder"], [corpus["folder"] / "a", corpus["jsonl"]]):
        parts = batch.plan(source, size)
        assert [a for part in parts for a in batch.read_part(part, None)] == list(ga.iter_articles(source))


def test_byte_ranges_split_lines_once(tmp_path):
    path = tmp_path / "small.jsonl"
    path.write_bytes(b'{"id": "x", "text": "Aleppo\\r\\n"}\r\n\n\n'
                     b'{"id": "y", "text": "Idlib"}\n{"id": "z", "text": ""}')
    expected = list(ga.iter_articles(path))
    assert [a.id for a in expected] == ["x", "y", "z"]
    for size in range(1, 80):
        assert [a for part in batch.plan(path, size) for a in batch.read_part(part, None)] == expected


def test_partition_errors_name_the_line(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"id": 1, "text": "Aleppo"}\n\n{"id": 2, "text": "Idlib"}\n{"id": 3}\n', encoding="utf-8")
    with pytest.raises(ArticleError) as local:
        list(ga.iter_articles(path))
    with pytest.raises(ArticleError) as parts:
        [a for part in batch.plan(path, 10) for a in batch.read_part(part, None)]
    assert str(parts.value) == str(local.value) and "line 4" in str(local.value)


def test_cli_parquet(corpus, tmp_path, capsys):
    out = tmp_path / "x.parquet"
    assert main(["parse", str(corpus["jsonl"]), "--out", str(out), "--include-all", "--claims"]) == 0
    expected = batch.parse_corpus(corpus["jsonl"], include_all=True, claims=True)
    pd.testing.assert_frame_equal(read_dataset(out), expected.mentions)
    claims = pd.read_parquet(tmp_path / "x.claims.parquet").astype(batch.CLAIM_DTYPES)
    pd.testing.assert_frame_equal(claims, expected.claims)
    assert main(["parse", str(corpus["jsonl"]), "--out", str(tmp_path / "y.parquet"), "--single-file"]) == 0
    assert (tmp_path / "y.parquet").is_file()
    assert main(["parse", str(corpus["jsonl"]), "--engine", "dask"]) == 2
    assert "--out FILE.parquet" in capsys.readouterr().err


def test_bundled_gazetteer_is_not_sent_with_every_task():
    """The workers load the bundled gazetteer themselves; another one is scattered to them once."""

    class Client:
        def __init__(self):
            self.scattered = []

        def map(self, function, *iterables, **kwargs):
            self.kwargs = kwargs
            return []

        def scatter(self, data, **kwargs):
            self.scattered.append((data, kwargs))
            return "scattered"

    cluster = object.__new__(Cluster)
    cluster.client, cluster.futures, cluster.owned = Client(), [], []
    cluster.map(batch.write_part, [0], [("text", ())], gazetteer=ga.load_gazetteer())
    assert cluster.client.kwargs["gazetteer"] is None and not cluster.client.scattered
    own = ga.load_gazetteer(GAZETTEER_DIR)
    cluster.map(batch.write_part, [0], [("text", ())], gazetteer=own)
    assert cluster.client.kwargs["gazetteer"] == "scattered" and cluster.futures == ["scattered"]
    assert cluster.client.scattered == [(own, {"broadcast": True, "hash": False})]


# --- on a dask cluster -------------------------------------------------------------
@pytest.fixture(scope="module")
def client():
    distributed = pytest.importorskip("distributed")
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0")
    with cluster, distributed.Client(cluster) as client:
        yield client


def assert_cluster_empties(client):
    deadline = time.monotonic() + 5
    while client.who_has() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not client.who_has()  # every result was released


@pytest.mark.slow
@pytest.mark.parametrize("source", ["jsonl", "folder"])
def test_dask_matches_local(client, corpus, source):
    local = batch.parse_corpus(corpus[source], claims=True)
    dask = batch.parse_corpus(corpus[source], engine="dask", scheduler=client, partition_size=30_000, claims=True)
    assert_cluster_empties(client)
    pd.testing.assert_frame_equal(local.mentions, dask.mentions)  # the same order already
    pd.testing.assert_frame_equal(local.claims, dask.claims)
    if source == "jsonl":
        assert dask.mentions.file.nunique() == 1
    else:  # one row per mention, from many files; the manifest gives t000.txt its id
        assert dask.mentions.file.nunique() > 250 and dask.mentions.article.iloc[0] == "first"


@pytest.mark.slow
def test_dask_workers_write_the_same_parts(client, corpus, tmp_path):
    """Mentions and claims datasets of both engines are equal byte for byte, part for part."""
    for engine in ("local", "dask"):
        batch.parse_corpus(corpus["jsonl"], engine=engine, scheduler=client if engine == "dask" else None,
                           out=tmp_path / f"{engine}.parquet", claims=True, partition_size=20_000)
    assert_cluster_empties(client)
    local, dask = dataset_bytes(tmp_path / "local.parquet"), dataset_bytes(tmp_path / "dask.parquet")
    assert len(local) > 10 and local == dask
    assert datasets_bytes(tmp_path / "local.parquet") == datasets_bytes(tmp_path / "dask.parquet")
    assert not list(tmp_path.glob(".*"))


@pytest.mark.slow
def test_dask_own_gazetteer(client, corpus, tmp_path):
    gaz = ga.load_gazetteer(GAZETTEER_DIR)  # not the bundled object: sent to each worker once
    local, dask = tmp_path / "local.parquet", tmp_path / "dask.parquet"
    batch.parse_corpus(corpus["jsonl"], out=local, gazetteer=gaz, include_all=True, partition_size=50_000)
    batch.parse_corpus(corpus["jsonl"], engine="dask", scheduler=client.scheduler.address, out=dask,
                       gazetteer=gaz, include_all=True, partition_size=50_000)
    assert_cluster_empties(client)  # the gazetteer sent to the workers is released too
    assert dataset_bytes(local) == dataset_bytes(dask)
    assert set(pd.read_parquet(dask).role) == {"place", "adjective", "organisation"}


@pytest.mark.slow
def test_dask_errors_reach_the_caller_and_keep_the_old_dataset(client, corpus, tmp_path):
    out = tmp_path / "m.parquet"
    batch.parse_corpus(corpus["jsonl"], out=out, claims=True, partition_size=20_000)
    before = datasets_bytes(out)
    broken, line = broken_copy(corpus, tmp_path)
    with pytest.raises(ArticleError, match=rf"broken\.jsonl, line {line}: each line needs a JSON object"):
        batch.parse_corpus(broken, engine="dask", scheduler=client, out=out, claims=True, partition_size=5_000)
    assert datasets_bytes(out) == before
    names = ["broken.jsonl", "m.articles.parquet", "m.claims.parquet", "m.parquet"]
    assert sorted(p.name for p in tmp_path.iterdir()) == names


@pytest.mark.slow
def test_dask_interrupted_keeps_the_old_dataset(client, corpus, tmp_path, monkeypatch):
    """Ctrl-C while the workers write: the old datasets stay, the staging folders go, the tasks are cancelled."""
    import distributed

    out = tmp_path / "m.parquet"
    batch.parse_corpus(corpus["jsonl"], out=out, claims=True, partition_size=20_000)
    before = datasets_bytes(out)
    real = distributed.as_completed

    def interrupted(futures):
        for done, future in enumerate(real(futures)):
            if done == 3:
                raise KeyboardInterrupt
            yield future

    monkeypatch.setattr(distributed, "as_completed", interrupted)
    with pytest.raises(KeyboardInterrupt):
        batch.parse_corpus(corpus["jsonl"], engine="dask", scheduler=client, out=out, claims=True,
                           partition_size=2_000)
    assert datasets_bytes(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m.articles.parquet", "m.claims.parquet", "m.parquet"]
    assert_cluster_empties(client)


@pytest.mark.slow
def test_killed_worker_gives_the_same_dataset(corpus, tmp_path):
    """SIGKILL one worker mid-run: its tasks run again elsewhere, the dataset is the local one byte for byte."""
    import signal
    import threading

    distributed = pytest.importorskip("distributed")
    local = tmp_path / "local.parquet"
    batch.parse_corpus(corpus["jsonl"], out=local, claims=True, partition_size=2_000)
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0")
    with cluster, distributed.Client(cluster) as client:
        victim = next(iter(client.run(os.getpid).values()))
        killed = threading.Event()

        def kill_when_under_way():
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline and len(list(tmp_path.glob(".dask.parquet.tmp-*/part-*"))) < 5:
                time.sleep(0.01)
            os.kill(victim, signal.SIGKILL)
            if list(tmp_path.glob(".dask.parquet.tmp-*")):  # the run was not over yet
                killed.set()

        killer = threading.Thread(target=kill_when_under_way, daemon=True)
        killer.start()
        batch.parse_corpus(corpus["jsonl"], engine="dask", scheduler=client, out=tmp_path / "dask.parquet",
                           claims=True, partition_size=2_000)
        killer.join(5)
        assert killed.is_set() and victim not in client.run(os.getpid).values()
    parts = len(batch.plan(corpus["jsonl"], 2_000))
    assert len(list(local.glob("part-*"))) == parts > 50
    assert dataset_bytes(local) == dataset_bytes(tmp_path / "dask.parquet")
    assert datasets_bytes(tmp_path / "local.parquet") == datasets_bytes(tmp_path / "dask.parquet")


@pytest.mark.slow
def test_a_cluster_that_fails_to_close_after_the_commit_is_a_warning(client, corpus, tmp_path, monkeypatch, caplog):
    """The datasets are committed before the cluster closes: a failure to close is logged, not raised."""

    batch.parse_corpus(corpus["jsonl"], out=tmp_path / "local.parquet", partition_size=20_000)
    close = Cluster.close

    def failing(self):
        close(self)
        raise TimeoutError("a nanny did not close in time")

    monkeypatch.setattr(Cluster, "close", failing)
    out = tmp_path / "dask.parquet"
    with caplog.at_level(logging.WARNING, logger="geo_aleppo.engine.batch"):
        assert batch.parse_corpus(corpus["jsonl"], engine="dask", scheduler=client, out=out,
                                  partition_size=20_000) is None
    assert dataset_bytes(out) == dataset_bytes(tmp_path / "local.parquet")
    assert "closing the dask cluster failed: a nanny did not close in time" in caplog.text


@pytest.mark.slow
def test_cli_dask_own_cluster(corpus, tmp_path, monkeypatch):
    """`geo-aleppo parse FILE.jsonl DIR --out x.parquet --engine dask`: the default LocalCluster, relative paths."""
    monkeypatch.chdir(corpus["jsonl"].parent)
    out = tmp_path / "x.parquet"
    assert main(["parse", "archive.jsonl", "texts", "--out", str(out), "--engine", "dask", "--claims"]) == 0
    expected = batch.parse_corpus(["archive.jsonl", "texts"], claims=True)
    assert expected.mentions.file.iloc[0] == "archive.jsonl"
    pd.testing.assert_frame_equal(read_dataset(out), expected.mentions)
    claims = pd.read_parquet(tmp_path / "x.claims.parquet").astype(batch.CLAIM_DTYPES)
    pd.testing.assert_frame_equal(claims, expected.claims)


@pytest.mark.slow
def test_own_cluster_driver_and_workers_write_one_dataset(corpus, tmp_path):
    """While its LocalCluster starts, the driver writes the first parts; the workers the rest; bytes as local."""
    from tqdm import tqdm

    from geo_aleppo.engine.partitions import plan

    batch.parse_corpus(corpus["jsonl"], out=tmp_path / "local.parquet", claims=True, partition_size=2_000)
    parts = plan(corpus["jsonl"], 2_000)
    folders = tuple(tmp_path / name for name in ("m", "c", "a"))
    for folder in folders:
        folder.mkdir()
    with tqdm(disable=True) as bar:
        here = dask_run.dask_write(parts, tuple(map(str, folders)), None, False, None, bar, None, driver_parts=3)
    assert 0 < here <= 3 < len(parts)  # the driver stopped after its 3 parts (or the cluster was up)
    written = {}
    for folder, name in zip(folders, ("local.parquet", "local.claims.parquet", "local.articles.parquet")):
        written = dataset_bytes(folder)
        expected = dataset_bytes(tmp_path / name)
        del expected["_metadata"]
        assert written == expected
    assert len(written) == len(parts)


@pytest.mark.slow
def test_a_partition_that_fails_on_the_driver_hands_nothing_to_the_cluster(corpus, tmp_path, monkeypatch):
    """The driver's first partition fails while its cluster starts: the cluster, once up, is given no partition."""

    handed = []

    def recorded(self, function, *iterables, gazetteer, **kwargs):
        handed.append(len(iterables[0]))
        return []

    def bad(*args, **kwargs):
        raise ArticleError("archive.jsonl: a bad partition")

    monkeypatch.setattr(Cluster, "map", recorded)
    monkeypatch.setattr(batch, "write_part", bad)
    out = tmp_path / "m.parquet"
    with pytest.raises(ArticleError, match="a bad partition"):
        batch.parse_corpus(corpus["jsonl"], engine="dask", out=out, partition_size=20_000)
    assert sum(handed) == 0 and list(tmp_path.iterdir()) == []


@pytest.mark.slow
def test_own_cluster_interrupted_while_starting_is_closed(corpus, tmp_path, monkeypatch):
    """An interrupt in a part the driver writes while its cluster starts: old dataset kept, cluster closed."""
    import contextlib

    import psutil  # a dependency of distributed

    out = tmp_path / "m.parquet"
    batch.parse_corpus(corpus["jsonl"], out=out, partition_size=20_000)
    before = dataset_bytes(out)
    running = {p.pid for p in psutil.Process().children(recursive=True)}  # another test's cluster, say

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(batch, "write_part", interrupted)
    with pytest.raises(KeyboardInterrupt):
        batch.parse_corpus(corpus["jsonl"], engine="dask", out=out, partition_size=20_000)
    assert dataset_bytes(out) == before and [p.name for p in tmp_path.iterdir()] == ["m.parquet"]
    deadline = time.monotonic() + 30
    helpers = ("forkserver", "resource_tracker")  # multiprocessing's, for the life of this interpreter
    while time.monotonic() < deadline:  # the workers (children of the forkserver) are gone
        left = []
        for child in psutil.Process().children(recursive=True):
            if child.pid in running:
                continue
            with contextlib.suppress(psutil.NoSuchProcess):
                line = " ".join(child.cmdline())
                left += [line] if not any(helper in line for helper in helpers) else []
        if not left:
            break
        time.sleep(0.2)
    assert not left


# --- a scene from the datasets ------------------------------------------------------
def assert_same_scene(expected, got):
    for name in ("places", "control_areas", "corridors", "incidents", "claims", "articles", "agreement", "unresolved"):
        pd.testing.assert_frame_equal(getattr(expected, name), getattr(got, name), obj=name)


@pytest.mark.parametrize("source", ["seeds", "jsonl"])
def test_scene_from_parquet_is_the_scene(corpus, tmp_path, source):
    """The scene of the datasets equals build_scene on the articles, layer for layer, with no reparsing."""
    articles = ga.load_corpus(None if source == "seeds" else corpus[source])
    path = None if source == "seeds" else corpus[source]
    batch.parse_corpus(path, out=tmp_path / "m.parquet", claims=True, partition_size=30_000)
    expected = ga.build_scene(articles)
    assert len(expected.claims) > 100 and len(expected.incidents) > 10
    got = ga.Scene.from_parquet(tmp_path / "m.parquet")
    assert_same_scene(expected, got)
    if source == "jsonl":  # "No place is named here." is listed with no mention
        assert got.articles.set_index("id").loc["a007", "mention_count"] == 0


def test_scene_from_parquet_bounds_evidence(corpus, tmp_path):
    out = tmp_path / "m.parquet"
    batch.parse_corpus(corpus["jsonl"], out=out, claims=True, single_file=True)
    full = ga.Scene.from_parquet(out)
    capped = ga.Scene.from_parquet(out, evidence_per_place=3)
    pd.testing.assert_frame_equal(full.places.drop(columns="evidence"), capped.places.drop(columns="evidence"))
    assert full.places.mention_count.max() > 100
    for whole, first in zip(full.places.evidence, capped.places.evidence, strict=True):
        assert first == whole[:3]  # evidence is a list of records in memory
    with pytest.raises(ArticleError, match=r"nothing\.parquet: no such dataset"):
        ga.Scene.from_parquet(tmp_path / "nothing.parquet")
    batch.parse_corpus(corpus["jsonl"], out=tmp_path / "plain.parquet")
    with pytest.raises(ArticleError, match=r"plain\.claims\.parquet: no such dataset; write it with parse_corpus"):
        ga.Scene.from_parquet(tmp_path / "plain.parquet")
    for name in ("e.parquet", "e.claims.parquet", "e.articles.parquet"):
        (tmp_path / name).mkdir()
    with pytest.raises(ArticleError, match="no part-\\*.parquet files in this folder"):
        ga.Scene.from_parquet(tmp_path / "e.parquet")


def test_a_local_cluster_that_cannot_start_leaves_the_rest_to_the_driver(tmp_path):
    """A LocalCluster failing to start is one warning line; the driver parses the other partitions, same bytes."""
    import subprocess
    import sys

    seeds = ga.load_corpus()
    rows = [json.dumps({"id": f"a{n:05d}", "text": seeds[n % len(seeds)].text}) + "\n" for n in range(3200)]
    source = tmp_path / "c.jsonl"
    source.write_text("".join(rows), encoding="utf-8")
    assert source.stat().st_size > 2 * batch.PARTITION_SIZE  # at least three partitions
    not_a_folder = tmp_path / "c.jsonl" / "dask"  # below a file: no process, root or not, can make it
    env = {**os.environ, "PYTHONPATH": os.getcwd(), "DASK_TEMPORARY_DIRECTORY": str(not_a_folder)}
    out = tmp_path / "out"
    out.mkdir()
    run = subprocess.run([sys.executable, "-m", "geo_aleppo", "parse", str(source), "--engine", "dask",
                          "-o", str(out / "d.parquet")], env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    [line] = run.stderr.splitlines()
    assert line.startswith("WARNING geo_aleppo.engine.batch: could not start a local dask cluster (") and "here" in line
    batch.parse_corpus(source, out=out / "l.parquet")
    assert dataset_bytes(out / "d.parquet") == dataset_bytes(out / "l.parquet")
    assert len(dataset_bytes(out / "d.parquet")) >= 4  # three parts and _metadata
    assert sorted(p.name for p in out.iterdir()) == ["d.parquet", "l.parquet"]


@pytest.mark.parametrize("size", [0, 1, 255])
def test_a_partition_of_a_few_bytes_is_refused_before_any_work(tmp_path, size):
    """partition_size=1 would plan a partition (a task, a part) per byte of the corpus."""
    out = tmp_path / "m.parquet"
    with pytest.raises(ValueError, match=r"partition_size must be at least 256 bytes, not " + str(size)):
        batch.parse_corpus(out=out, partition_size=size)
    assert not out.exists() and list(tmp_path.iterdir()) == []
