"""Clean-up of other runs' leftovers decides by their lock, never by a host name and a process id.

Two runs may share a host name but not a process-id namespace (containers with the host's UTS
namespace, virtual machines all named alike): a PID that one of them cannot see may be alive.
A run killed outright frees its lock, and the next run removes what it left.
"""

import json
import os
import signal
import subprocess
import sys

import pytest

import geo_aleppo as ga
from geo_aleppo.engine import batch
from geo_aleppo.io import atomic

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="no fcntl on Windows: leftovers are never removed")

# A writer in another process that says it is this host and a PID that is gone (as a PID of
# another namespace looks from here), starts writing, reports its temporary name, and waits.
_WRITER = """
import os, sys
from pathlib import Path
from geo_aleppo.io import atomic
os.getpid = lambda: {pid}  # the PID as another namespace would number it
target = Path(sys.argv[1])
if sys.argv[2] == "dataset":
    import pyarrow as pa
    from geo_aleppo.engine.datasets import Staging
    staging = Staging(target, pa.schema([("a", pa.int64())]))
    (staging.folder / "part-00000.parquet").write_bytes(b"being written")
    print(staging.folder.name, flush=True)
    sys.stdin.read()
else:
    with atomic.atomic_path(target) as tmp:
        tmp.write_bytes(b"being written")
        print(tmp.name, flush=True)
        sys.stdin.read()
"""


def _gone_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def _start_writer(target, kind):
    code = _WRITER.format(pid=_gone_pid())
    writer = subprocess.Popen([sys.executable, "-c", code, str(target), kind], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": os.getcwd()})
    name = writer.stdout.readline().strip()
    assert name.startswith(f".{target.name}.tmp-{atomic.host_word()}-"), name
    return writer, target.parent / name


def _kill(writer):
    writer.send_signal(signal.SIGKILL)
    writer.wait()
    writer.stdin.close()
    writer.stdout.close()


def _jsonl(path):
    seeds = ga.load_corpus()
    path.write_text("".join(json.dumps({"id": f"a{n}", "text": s.text}) + "\n" for n, s in enumerate(seeds[:3])),
                    encoding="utf-8")
    return path


def test_a_live_run_whose_pid_looks_gone_keeps_its_staging_and_a_killed_one_loses_it(tmp_path):
    out = tmp_path / "m.parquet"
    source = _jsonl(tmp_path / "a.jsonl")
    writer, staging = _start_writer(out, "dataset")
    try:
        batch.parse_corpus(source, out=out)  # its clean-up sees the other run's name: same host, PID gone
        assert (staging / "part-00000.parquet").read_bytes() == b"being written"
    finally:
        _kill(writer)
    batch.parse_corpus(source, out=out)  # the lock went with the killed process
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.jsonl", "m.parquet"]


def test_a_live_single_file_writer_keeps_its_temporary_file_and_a_killed_one_loses_it(tmp_path):
    out = tmp_path / "o.txt"
    writer, tmp = _start_writer(out, "file")
    try:
        with atomic.atomic_output(out) as handle:
            handle.write("mine")
        assert tmp.read_bytes() == b"being written"
    finally:
        _kill(writer)
    with atomic.atomic_output(out) as handle:
        handle.write("again")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["o.txt"] and out.read_text() == "again"
