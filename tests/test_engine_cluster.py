"""The LocalCluster that ``parse_corpus(engine="dask")`` starts for itself: warm, quiet workers."""

import json
import os
import subprocess
import sys

import pytest

pytest.importorskip("distributed")

# In a fresh interpreter: the fork server is started once per interpreter, by whoever comes first.
SCRIPT = """
import json
import sys

from distributed import Client

from geo_aleppo.engine.cluster import local_cluster


def state():
    import dask

    from geo_aleppo.geoparsing.recogniser import _RECOGNISERS

    return {
        "warm": "geo_aleppo.engine.worker" in sys.modules,
        "recognisers": len(_RECOGNISERS),
        "profile": dask.config.get("distributed.worker.profile.enabled"),
        "tick": dask.config.get("distributed.admin.tick.interval"),
        "memory_monitor": dask.config.get("distributed.worker.memory.monitor-interval"),
    }


if __name__ == "__main__":
    with local_cluster() as cluster, Client(cluster) as client:
        print(json.dumps(sorted(client.run(state).values(), key=str)))
"""


@pytest.mark.slow
def test_own_local_cluster_workers_start_warm_and_quiet(tmp_path):
    """Workers are forked with a task's modules, the gazetteer and its recogniser loaded, and no profiler."""
    script = tmp_path / "cluster_state.py"
    script.write_text(SCRIPT, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": os.getcwd()}
    run = subprocess.run([sys.executable, str(script)], env=env, capture_output=True, text=True, timeout=180)
    assert run.returncode == 0, run.stderr[-2000:]
    workers = json.loads(run.stdout.strip().splitlines()[-1])
    expected = {"warm": True, "recognisers": 1, "profile": False, "tick": "1s", "memory_monitor": "1s"}
    assert workers == [expected, expected]
