import json
import random
import time

import pandas as pd
import pyarrow.parquet as pq
import pytest

import geo_aleppo as ga
from geo_aleppo import batch
from geo_aleppo.cli import main
from geo_aleppo.errors import ArticleError, GeoAleppoError
from geo_aleppo.geoparser import sentence_spans

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
    assert batch.parse_corpus(empty, out=tmp_path / "m.parquet") is None
    assert pq.read_table(tmp_path / "m.parquet").schema.equals(batch.SCHEMA)


def test_parquet_written_in_row_groups(corpus, tmp_path):
    out = tmp_path / "mentions.parquet"
    assert batch.parse_corpus(corpus["folder"], out=out, partition_size=20_000) is None
    assert pq.ParquetFile(out).metadata.num_row_groups > 5
    back = pd.read_parquet(out).astype(batch.DTYPES)
    pd.testing.assert_frame_equal(back, batch.parse_corpus(corpus["folder"]))
    assert not list(tmp_path.glob(".*"))  # no temporary file left


def test_unknown_engine(corpus):
    with pytest.raises(GeoAleppoError, match="unknown engine 'spark'; choose one of: local, dask"):
        batch.parse_corpus(corpus["jsonl"], engine="spark")
    with pytest.raises(batch.EngineError, match="engine='dask'"):
        batch.parse_corpus(corpus["jsonl"], scheduler="tcp://127.0.0.1:1")


@pytest.mark.parametrize("size", [50, 997, 4096, 10**9])
def test_partitions_read_what_iter_articles_reads(corpus, size):
    """The workers' byte-range reader and file groups give the articles of iter_articles, in order."""
    for source in (corpus["jsonl"], corpus["folder"], [corpus["folder"] / "a", corpus["jsonl"]]):
        parts = batch._plan(source, size)
        assert [a for part in parts for a in batch._read_part(part, None)] == list(ga.iter_articles(source))


def test_byte_ranges_split_lines_once(tmp_path):
    path = tmp_path / "small.jsonl"
    path.write_bytes(b'{"id": "x", "text": "Aleppo\\r\\n"}\r\n\n\n'
                     b'{"id": "y", "text": "Idlib"}\n{"id": "z", "text": ""}')
    expected = list(ga.iter_articles(path))
    assert [a.id for a in expected] == ["x", "y", "z"]
    for size in range(1, 80):
        assert [a for part in batch._plan(path, size) for a in batch._read_part(part, None)] == expected


def test_partition_errors_name_the_line(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"id": 1, "text": "Aleppo"}\n\n{"id": 2, "text": "Idlib"}\n{"id": 3}\n', encoding="utf-8")
    with pytest.raises(ArticleError) as local:
        list(ga.iter_articles(path))
    with pytest.raises(ArticleError) as parts:
        [a for part in batch._plan(path, 10) for a in batch._read_part(part, None)]
    assert str(parts.value) == str(local.value) and "line 4" in str(local.value)


def test_cli_parquet(corpus, tmp_path, capsys):
    out = tmp_path / "x.parquet"
    assert main(["parse", str(corpus["jsonl"]), "--out", str(out), "--include-all"]) == 0
    pd.testing.assert_frame_equal(pd.read_parquet(out).astype(batch.DTYPES),
                                  batch.parse_corpus(corpus["jsonl"], include_all=True))
    assert main(["parse", str(corpus["jsonl"]), "--engine", "dask"]) == 2
    assert "--out FILE.parquet" in capsys.readouterr().err


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


def assert_same_rows(local, dask):
    pd.testing.assert_frame_equal(local, dask)  # the same order already
    key = ["article", "start"]
    pd.testing.assert_frame_equal(local.sort_values(key, ignore_index=True), dask.sort_values(key, ignore_index=True))


@pytest.mark.slow
@pytest.mark.parametrize("source", ["jsonl", "folder"])
def test_dask_matches_local(client, corpus, source):
    local = batch.parse_corpus(corpus[source])
    dask = batch.parse_corpus(corpus[source], engine="dask", scheduler=client, partition_size=30_000)
    assert_cluster_empties(client)
    assert_same_rows(local, dask)
    if source == "jsonl":
        assert dask.file.nunique() == 1
    else:  # one row per mention, from many files; the manifest gives t000.txt its id
        assert dask.file.nunique() > 250 and dask.article.iloc[0] == "first"


@pytest.mark.slow
def test_dask_parquet_and_own_gazetteer(client, corpus, tmp_path):
    gaz = ga.load_gazetteer(GAZETTEER_DIR)  # not the bundled object: sent to each worker once
    local, dask = tmp_path / "local.parquet", tmp_path / "dask.parquet"
    batch.parse_corpus(corpus["jsonl"], out=local, gazetteer=gaz, include_all=True)
    batch.parse_corpus(corpus["jsonl"], engine="dask", scheduler=client.scheduler.address, out=dask,
                       gazetteer=gaz, include_all=True, partition_size=50_000)
    assert pq.ParquetFile(dask).metadata.num_row_groups > 3
    assert_cluster_empties(client)  # the gazetteer sent to the workers is released too
    assert pq.read_table(local).equals(pq.read_table(dask))


@pytest.mark.slow
def test_dask_errors_reach_the_caller(client, tmp_path):
    path = tmp_path / "bad.jsonl"
    lines = [json.dumps({"id": i, "text": "Buses left Aleppo for Idlib."}) for i in range(200)]
    lines[150] = '{"id": 150, "text": 3}'
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(ArticleError, match=r"bad\.jsonl, line 151: each line needs a JSON object"):
        batch.parse_corpus(path, engine="dask", scheduler=client, partition_size=1000)


@pytest.mark.slow
def test_cli_dask_own_cluster(corpus, tmp_path, monkeypatch):
    """`geo-aleppo parse FILE.jsonl --out x.parquet --engine dask`, with the default LocalCluster, relative paths."""
    monkeypatch.chdir(corpus["jsonl"].parent)
    out = tmp_path / "x.parquet"
    assert main(["parse", "archive.jsonl", "texts", "--out", str(out), "--engine", "dask"]) == 0
    expected = batch.parse_corpus(["archive.jsonl", "texts"])
    assert expected.file.iloc[0] == "archive.jsonl"
    assert_same_rows(expected, pd.read_parquet(out).astype(batch.DTYPES))
