"""A real dask.distributed cluster, started by hand as the README shows: `dask scheduler`, `dask worker`."""

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pandas as pd
import pytest

import geo_aleppo as ga
from geo_aleppo.cli import main
from geo_aleppo.engine import batch

from .conftest import REPO

pytestmark = pytest.mark.slow
DASK = Path(sys.executable).with_name("dask")
START_TIMEOUT_S = 90


def start(args, log):
    """A process in its own session, so that it and the worker processes it starts can be stopped together."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))}
    return subprocess.Popen([str(DASK), *args], stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True)


def stop(process):
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(15)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(5)


@pytest.fixture(scope="module")
def scheduler_address(tmp_path_factory):
    """`dask scheduler` and `dask worker --nworkers 2` on the loopback interface; stopped afterwards."""
    if not DASK.exists():
        pytest.fail(f"the dask command is missing at {DASK}: pip install 'geo_aleppo[scale]'")
    root = tmp_path_factory.mktemp("cluster")
    info = root / "scheduler.json"
    processes = []
    with open(root / "cluster.log", "wb") as log:
        try:
            # --idle-timeout: a scheduler whose test run was killed outright (no finaliser) goes away by
            # itself, and its workers after it (--death-timeout)
            processes.append(start(["scheduler", "--host", "127.0.0.1", "--port", "0", "--dashboard-address", ":0",
                                    "--idle-timeout", "300", "--scheduler-file", str(info)], log))
            deadline = time.monotonic() + START_TIMEOUT_S
            address = None
            while address is None and time.monotonic() < deadline and processes[0].poll() is None:
                time.sleep(0.1)
                with contextlib.suppress(OSError, ValueError):  # not written yet, or half written
                    address = json.loads(info.read_text())["address"]
            assert address, (root / "cluster.log").read_text(errors="replace")
            assert address.startswith("tcp://127.0.0.1:")
            processes.append(start(["worker", address, "--nworkers", "2", "--nthreads", "1", "--host", "127.0.0.1",
                                    "--dashboard-address", ":0", "--death-timeout", "60",
                                    "--local-directory", str(root)], log))
            yield address
        finally:
            for process in reversed(processes):
                stop(process)
    for process in processes:
        assert process.poll() is not None  # nothing left running


@pytest.fixture(scope="module")
def client(scheduler_address):
    distributed = pytest.importorskip("distributed")
    with distributed.Client(scheduler_address, timeout=START_TIMEOUT_S) as client:
        client.wait_for_workers(2, timeout=START_TIMEOUT_S)
        yield client


def test_hand_started_cluster_writes_the_local_dataset(client, scheduler_address, tmp_path):
    seeds = sorted(ga.load_corpus(), key=lambda a: a.id)
    archive = tmp_path / "archive.jsonl"
    with open(archive, "w", encoding="utf-8") as handle:
        for i in range(40):  # the seeds, many times over, under new ids
            article = seeds[i % len(seeds)]
            handle.write(json.dumps({"id": f"n{i:02d}", "text": article.text, "date": article.date}) + "\n")
    workers = client.run(os.getpid)
    assert len(workers) == 2 and os.getpid() not in workers.values()  # real processes, not this one
    local, remote = tmp_path / "local.parquet", tmp_path / "remote.parquet"
    batch.parse_corpus(archive, out=local, claims=True, partition_size=20_000)
    assert main(["parse", str(archive), "--out", str(remote), "--claims", "--engine", "dask",
                 "--scheduler", scheduler_address]) == 0
    for name in ("local", "remote"):
        assert sorted(p.name for p in (tmp_path / f"{name}.parquet").iterdir())[0] == "_metadata"

    # the CLI used the default partition size: one part; the rows are those of the local engine
    def frame(path):
        return pd.read_parquet(path).astype(batch.DTYPES)

    pd.testing.assert_frame_equal(frame(remote), frame(local))
    assert len(frame(local)) > 40 * 20
    claims = [pd.read_parquet(tmp_path / f"{name}.claims.parquet") for name in ("local", "remote")]
    pd.testing.assert_frame_equal(*claims)
    # the same parts, byte for byte, through the Python API with the local engine's partitions
    batch.parse_corpus(archive, engine="dask", scheduler=scheduler_address, out=remote, claims=True,
                       partition_size=20_000)
    assert len(list(local.glob("part-*"))) > 3
    assert {p.name: p.read_bytes() for p in local.iterdir()} == {p.name: p.read_bytes() for p in remote.iterdir()}
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "archive.jsonl", "local.articles.parquet", "local.claims.parquet", "local.parquet",
        "remote.articles.parquet", "remote.claims.parquet", "remote.parquet"]
