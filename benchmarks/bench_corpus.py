"""Corpus benchmark: parse_corpus on a large JSON Lines archive, local engine against dask.

Run on demand (not collected by pytest)::

    /work/venv/bin/python benchmarks/bench_corpus.py                  # 100,000 articles, ~300 MB, + 1 GB
    /work/venv/bin/python benchmarks/bench_corpus.py --articles 2000 --repeat 1 --big-mb 0

Generates the corpus from the bundled seeds (their sentences, shuffled with a seeded
RNG, in paragraphs of 2-4 sentences) as one ``.jsonl`` file in ``--workdir`` (reused
by later runs), then times ``parse_corpus(corpus, out=....parquet)`` (a dataset folder,
each part written by the worker that parsed it) with ``engine="local"``, with
``engine="dask"`` (its default LocalCluster: 2 worker processes, 1 thread each; cluster
start-up included) and with a LocalCluster that is already running, its workers warmed up
(the same LocalCluster as the engine's own, left running: what ``--scheduler`` gives on a
long-lived cluster; its start-up is timed apart). Each run
happens in a fresh interpreter, so the peak memory of the driver is its own ``ru_maxrss``;
the workers' peak is their high-water mark (VmHWM) read from /proc every 0.2 s. All engines' datasets must be
equal byte for byte. Then the same on a ``--big-mb`` (1,000) MB archive, once per engine,
for peak memory. Prints a table and writes ``benchmarks/results/bench_corpus.json``.

Targets: dask on 2 workers >= 1.7x the local engine including the cluster's start-up,
>= 1.85x on a running cluster; peak RSS < 300 MB per process at both sizes.

Caveat: the corpus reuses 145 sentences, so the geoparser's per-chunk cache hits far
more often than on real news; absolute rates are optimistic, the ratio is what matters.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import os
import platform
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "results"
SPEEDUP_TARGET = 1.7
RUNNING_TARGET = 1.85
MEMORY_TARGET_MB = 300


def make_corpus(path: Path, articles: int, seed: int, *, megabytes: float | None = None) -> None:
    """``articles`` generated articles, or as many as fill ``megabytes``."""
    import geo_aleppo as ga
    from geo_aleppo.geoparsing import sentence_spans

    seeds = ga.load_corpus()
    sentences = [a.text[s:e] for a in seeds for s, e in sentence_spans(a.text)]
    outlets = [(a.outlet, a.date) for a in seeds]
    rng = random.Random(seed)
    tmp = path.with_suffix(".tmp")
    with open(tmp, "w", encoding="utf-8", newline="\n") as handle:
        i, written = 0, 0
        while (i < articles) if megabytes is None else (written < megabytes * 1e6):
            chosen = rng.choices(sentences, k=rng.randint(16, 28))
            paragraphs, j = [], 0
            while j < len(chosen):
                n = rng.randint(2, 4)
                paragraphs.append(" ".join(chosen[j : j + n]))
                j += n
            outlet, date = rng.choice(outlets)
            record = {"id": f"bench-{i:07d}", "outlet": outlet, "date": date, "text": "\n\n".join(paragraphs)}
            line = json.dumps(record, ensure_ascii=False) + "\n"
            handle.write(line)
            written += len(line.encode("utf-8"))
            i += 1
    os.replace(tmp, path)


# --- one measured run, in a child interpreter ---------------------------------------
SAMPLE_S = 0.2  # listing the descendants reads all of /proc: every 50 ms cost this process 4% of a CPU


def _peak_rss(pid: int) -> int:
    """The peak resident set of a process so far (VmHWM, Linux): exact, whenever it is read."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) * 1024
    raise OSError(f"no VmHWM for {pid}")


def _sample_children(stop: threading.Event, peaks: dict[int, int], cpu: dict[int, list[float]]) -> None:
    """Peak RSS and CPU seconds (at first sight, latest) of every descendant (workers are grandchildren).

    The peak is the kernel's high-water mark, not a sample; the CPU seconds of a worker's last
    ``SAMPLE_S`` before it exits (its shutdown) are not counted.
    """
    import psutil

    me = psutil.Process()
    first = True
    while not stop.is_set():
        for child in me.children(recursive=True):
            try:
                peaks[child.pid] = max(peaks.get(child.pid, 0), _peak_rss(child.pid))
                times = child.cpu_times()
                used = times.user + times.system
                cpu.setdefault(child.pid, [used if first else 0.0, used])[1] = used
            except (psutil.Error, OSError, ValueError):
                pass
        first = False
        stop.wait(SAMPLE_S)


def _busy_cpu_s() -> float:
    """CPU seconds the whole machine has spent busy since boot (Linux /proc/stat)."""
    try:
        fields = Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]
    except OSError:
        return float("nan")
    user, nice, system, _idle, _iowait, irq, softirq, steal = (int(x) for x in fields[:8])
    return (user + nice + system + irq + softirq + steal) / os.sysconf("SC_CLK_TCK")


def _warm() -> None:
    import geo_aleppo.engine.worker  # noqa: F401  (imports, gazetteer, recogniser)


class _Elapsed(logging.Formatter):
    """Log records stamped with the seconds since ``start`` (the start of the measured call)."""

    start = time.perf_counter()

    def format(self, record: logging.LogRecord) -> str:
        return f"{time.perf_counter() - self.start:7.3f} s  {record.name}: {record.getMessage()}"


def _trace_tasks(stream: list[dict], t0: float) -> None:
    """Per worker: first start, last end, busy and idle seconds (from dask's task stream)."""
    by_worker: dict[str, list[tuple[float, float]]] = {}
    for task in stream:
        compute = [s for s in task["startstops"] if s["action"] == "compute"]
        for s in compute:
            by_worker.setdefault(task["worker"], []).append((s["start"], s["stop"]))
    ends = []
    for worker, spans in sorted(by_worker.items()):
        spans.sort()
        busy = sum(b - a for a, b in spans)
        idle = sum(max(0.0, c - b) for (_, b), (c, _) in zip(spans, spans[1:]))
        first, last = spans[0][0] - t0, spans[-1][1] - t0
        ends.append(last)
        print(
            f"{0:7.3f} s  trace: worker {worker}: {len(spans)} tasks, first start {first:.3f} s, last end "
            f"{last:.3f} s, busy {busy:.2f} s, idle between tasks {idle:.3f} s",
            file=sys.stderr,
        )
    if len(ends) > 1:
        print(
            f"{0:7.3f} s  trace: tail (last end - first worker's last end) {max(ends) - min(ends):.3f} s",
            file=sys.stderr,
        )


def child(engine: str, corpus: str, out: str, partition_size: int, trace: bool = False) -> None:
    t0 = time.perf_counter()
    import geo_aleppo as ga
    from geo_aleppo.engine import batch
    from geo_aleppo.engine.cluster import local_cluster

    ga.load_gazetteer()
    imported = time.perf_counter() - t0
    scheduler = cluster = None
    startup = None
    if engine == "dask-warm":  # a cluster that is already up, its workers' imports done
        from distributed import Client

        t0 = time.perf_counter()
        cluster = local_cluster()  # the engine's own LocalCluster, left running
        scheduler = Client(cluster)
        scheduler.run(_warm)
        startup = time.perf_counter() - t0
    if trace:
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(_Elapsed())
        logging.getLogger("geo_aleppo").addHandler(handler)
        logging.getLogger("geo_aleppo").setLevel(logging.DEBUG)
    stream = contextlib.nullcontext()
    if trace and scheduler is not None:
        from distributed import get_task_stream

        stream = get_task_stream(scheduler)
    peaks: dict[int, int] = {}
    cpu: dict[int, list[float]] = {}
    stop = threading.Event()
    sampler = threading.Thread(target=_sample_children, args=(stop, peaks, cpu), daemon=True)
    sampler.start()
    before = resource.getrusage(resource.RUSAGE_SELF)
    busy0, t0 = _busy_cpu_s(), time.perf_counter()
    _Elapsed.start, epoch = t0, time.time()
    with stream as tasks:
        batch.parse_corpus(
            corpus,
            engine=engine.split("-")[0],
            scheduler=scheduler,
            out=out,
            progress=False,
            partition_size=partition_size,
        )
    wall, busy = time.perf_counter() - t0, _busy_cpu_s() - busy0
    if trace:
        print(f"{wall:7.3f} s  trace: parse_corpus returned", file=sys.stderr)
        if tasks is not None:
            _trace_tasks(tasks.data, epoch)
    me = resource.getrusage(resource.RUSAGE_SELF)
    stop.set()
    sampler.join()
    if cluster is not None:
        scheduler.close()
        cluster.close()
    driver_cpu = me.ru_utime + me.ru_stime - before.ru_utime - before.ru_stime
    own_cpu = driver_cpu + sum(latest - start for start, latest in cpu.values())
    # The biggest children are the worker processes (the rest: multiprocessing helpers).
    workers = sorted(peaks.values(), reverse=True)[:2] if engine != "local" else []
    print(
        json.dumps(
            {
                "engine": engine,
                "wall_s": wall,
                "import_and_gazetteer_s": imported,
                "cluster_startup_s": startup,
                # CPU seconds of this run (driver + workers) and of everything else on the machine meanwhile:
                # other programs' load makes the comparison unfair, so it is recorded.
                "own_cpu_s": own_cpu,
                "driver_cpu_s": driver_cpu,
                "other_cpu_s": max(0.0, busy - own_cpu),
                "driver_peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                "worker_peak_mb": [w / 2**20 for w in workers],
                "children_maxrss_mb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024,
            }
        )
    )


def run_child(engine: str, corpus: Path, out: Path, partition_size: int, trace: bool = False) -> dict:
    proc = subprocess.run(
        [
            sys.executable,
            __file__,
            "--child",
            engine,
            str(corpus),
            str(out),
            str(partition_size),
            "trace" if trace else "-",
        ],
        check=True,
        capture_output=True,
        text=True,
    )
    if trace:
        print(
            "\n".join(f"    {line}" for line in proc.stderr.splitlines() if " s  " in line and "Warning" not in line),
            flush=True,
        )
    return json.loads(proc.stdout.strip().splitlines()[-1])


def dataset_bytes(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def load() -> str:
    return "load average " + ", ".join(f"{x:.2f}" for x in os.getloadavg())


def run_engines(
    corpus: Path, workdir: Path, tag: str, engines: list[str], repeat: int, partition_size: int, trace: bool = False
) -> tuple[dict[str, list[dict]], bool]:
    """Alternate the engines ``repeat`` times; True when every engine's dataset is the local one's."""
    runs: dict[str, list[dict]] = {engine: [] for engine in engines}
    for i in range(repeat):
        for engine in engines:  # alternate, so that drift in the machine's load hits all
            result = run_child(
                engine, corpus, workdir / f"{tag}_{engine}.parquet", partition_size, trace and engine != "local"
            )
            result["load"] = os.getloadavg()
            runs[engine].append(result)
            startup = f", cluster start {result['cluster_startup_s']:.1f} s" if result["cluster_startup_s"] else ""
            print(
                f"  {tag} run {i + 1} {engine:9}: {result['wall_s']:.1f} s wall, {result['own_cpu_s']:.1f} s CPU "
                f"(other programs: {result['other_cpu_s']:.1f} s CPU){startup}; driver "
                f"{result['driver_peak_mb']:.0f} MB, workers "
                f"{', '.join(f'{w:.0f}' for w in result['worker_peak_mb']) or '-'} MB; {load()}",
                flush=True,
            )
    reference = dataset_bytes(workdir / f"{tag}_{engines[0]}.parquet")
    identical = all(dataset_bytes(workdir / f"{tag}_{e}.parquet") == reference for e in engines[1:])
    return runs, identical


def summarise(runs: dict[str, list[dict]], articles: int, size_mb: float) -> dict:
    summary = {}
    for engine, results in runs.items():
        wall = statistics.median(r["wall_s"] for r in results)
        startups = [r["cluster_startup_s"] for r in results if r["cluster_startup_s"] is not None]
        summary[engine] = {
            "wall_s_median": wall,
            "wall_s": [r["wall_s"] for r in results],
            "articles_per_s": articles / wall,
            "mb_per_s": size_mb / wall,
            "cluster_startup_s_median": statistics.median(startups) if startups else None,
            "cpu_s_median": statistics.median(r["own_cpu_s"] for r in results),
            "driver_peak_mb": max(r["driver_peak_mb"] for r in results),
            "worker_peak_mb": max((w for r in results for w in r["worker_peak_mb"]), default=None),
            "runs": results,
        }
    return summary


LABELS = {
    "local": "local (1 process)",
    "dask": "dask (2 workers, incl. start)",
    "dask-warm": "dask (2 workers, running)",
}


def print_table(summary: dict) -> None:
    print(
        f"{'engine':30} {'wall s':>8} {'CPU s':>7} {'articles/s':>11} {'MB/s':>7} {'driver MB':>10} {'worker MB':>10}"
    )
    for engine, s in summary.items():
        worker = f"{s['worker_peak_mb']:.0f}" if s["worker_peak_mb"] is not None else "-"
        print(
            f"{LABELS[engine]:30} {s['wall_s_median']:>8.1f} {s['cpu_s_median']:>7.1f} {s['articles_per_s']:>11,.0f} "
            f"{s['mb_per_s']:>7.2f} {s['driver_peak_mb']:>10.0f} {worker:>10}"
        )


def peaks(summary: dict) -> list[float]:
    return [s["driver_peak_mb"] for s in summary.values()] + [
        s["worker_peak_mb"] for s in summary.values() if s["worker_peak_mb"] is not None
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--articles", type=int, default=100_000, help="corpus size (default 100,000)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per engine; medians are reported (default 3)")
    parser.add_argument(
        "--big-mb",
        type=float,
        default=1000,
        help="size of the second archive, run once per engine for peak memory (0: skip)",
    )
    parser.add_argument("--seed", type=int, default=20161215)
    parser.add_argument("--partition-size", type=int, default=None, help="bytes per partition (default: batch's)")
    parser.add_argument(
        "--workdir",
        type=Path,
        default=Path(tempfile.gettempdir()) / "geo_aleppo_bench",
        help="where the corpus and the Parquet datasets go",
    )
    parser.add_argument(
        "--trace",
        action="store_true",
        help="print a timeline of each dask run: the driver's steps, each worker's tasks",
    )
    parser.add_argument(
        "--child", nargs=5, metavar=("ENGINE", "CORPUS", "OUT", "PARTITION_SIZE", "TRACE"), help=argparse.SUPPRESS
    )
    args = parser.parse_args()
    if args.child:
        engine, corpus, out, size, trace = args.child
        child(engine, corpus, out, int(size), trace == "trace")
        return 0

    import pyarrow.parquet as pq

    from geo_aleppo.engine import batch

    partition_size = args.partition_size or batch.PARTITION_SIZE
    args.workdir.mkdir(parents=True, exist_ok=True)
    corpus = args.workdir / f"corpus_{args.articles}_{args.seed}.jsonl"
    if not corpus.exists():
        t0 = time.perf_counter()
        make_corpus(corpus, args.articles, args.seed)
        print(f"generated {corpus} in {time.perf_counter() - t0:.1f} s")
    size_mb = corpus.stat().st_size / 1e6
    print(f"start: {load()}, {os.cpu_count()} CPUs")
    engines = ["local", "dask", "dask-warm"]
    runs, identical = run_engines(corpus, args.workdir, "mentions", engines, args.repeat, partition_size, args.trace)
    rows = pq.read_metadata(args.workdir / "mentions_local.parquet" / "_metadata").num_rows
    summary = summarise(runs, args.articles, size_mb)
    speedup = summary["local"]["wall_s_median"] / summary["dask"]["wall_s_median"]
    warm_speedup = summary["local"]["wall_s_median"] / summary["dask-warm"]["wall_s_median"]
    startup = summary["dask-warm"]["cluster_startup_s_median"]

    big = None
    if args.big_mb > 0:
        big_corpus = args.workdir / f"corpus_{args.big_mb:g}MB_{args.seed}.jsonl"
        if not big_corpus.exists():
            t0 = time.perf_counter()
            make_corpus(big_corpus, 0, args.seed, megabytes=args.big_mb)
            print(f"generated {big_corpus} in {time.perf_counter() - t0:.1f} s")
        big_mb = big_corpus.stat().st_size / 1e6
        big_articles = sum(1 for _ in open(big_corpus, "rb"))
        big_runs, big_identical = run_engines(big_corpus, args.workdir, "big", ["local", "dask"], 1, partition_size)
        big = {
            "corpus_mb": big_mb,
            "articles": big_articles,
            "identical": big_identical,
            "engines": summarise(big_runs, big_articles, big_mb),
        }

    print(
        f"\ncorpus {args.articles:,} articles, {size_mb:.0f} MB JSON Lines; {rows:,} mentions; "
        f"partition {partition_size / 2**20:g} MiB; {os.cpu_count()} CPUs; median of {args.repeat}; end: {load()}"
    )
    print_table(summary)
    memory_ok = all(p < MEMORY_TARGET_MB for p in peaks(summary))
    print(
        f"speedup dask/local incl. cluster start {speedup:.2f}x (target >= {SPEEDUP_TARGET}x) "
        f"{'OK' if speedup >= SPEEDUP_TARGET else 'MISS'}; on a running cluster {warm_speedup:.2f}x "
        f"(target >= {RUNNING_TARGET}x) {'OK' if warm_speedup >= RUNNING_TARGET else 'MISS'}"
    )
    # On a loaded machine the wall-clock ratio says more about the other programs than about the
    # engines; CPU seconds (driver + workers) do not depend on them: with 2 idle CPUs the dask run
    # would take about its CPU seconds / 2, the local one its CPU seconds.
    for engine in ("dask", "dask-warm"):
        estimate = 2 * summary["local"]["cpu_s_median"] / summary[engine]["cpu_s_median"]
        print(
            f"CPU-bound estimate for 2 idle CPUs, {LABELS[engine]}: {estimate:.2f}x "
            f"({summary[engine]['cpu_s_median']:.1f} CPU s against {summary['local']['cpu_s_median']:.1f})"
        )
    print(
        f"cluster start-up (LocalCluster, 2 workers, warmed): {startup:.1f} s; throughput on the running cluster "
        f"{summary['dask-warm']['mb_per_s']:.2f} MB/s against {summary['local']['mb_per_s']:.2f} MB/s local"
    )
    print(
        f"peak memory < {MEMORY_TARGET_MB} MB per process: {'OK' if memory_ok else 'MISS'}; "
        f"datasets identical byte for byte: {identical}"
    )
    if big:
        print(f"\n{big['corpus_mb']:.0f} MB archive, {big['articles']:,} articles, one run per engine")
        print_table(big["engines"])
        big_ok = all(p < MEMORY_TARGET_MB for p in peaks(big["engines"]))
        memory_ok = memory_ok and big_ok
        print(
            f"peak memory < {MEMORY_TARGET_MB} MB per process: {'OK' if big_ok else 'MISS'}; "
            f"datasets identical byte for byte: {big['identical']}"
        )

    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / "bench_corpus.json"
    met = speedup >= SPEEDUP_TARGET and warm_speedup >= RUNNING_TARGET and memory_ok and identical
    path.write_text(
        json.dumps(
            {
                "python": sys.version,
                "platform": platform.platform(),
                "cpus": os.cpu_count(),
                "articles": args.articles,
                "corpus_mb": size_mb,
                "mentions": rows,
                "partition_size": partition_size,
                "repeat": args.repeat,
                "engines": summary,
                "speedup": speedup,
                "speedup_running_cluster": warm_speedup,
                "cluster_startup_s": startup,
                "identical": identical,
                "big": big,
                "targets": {
                    "speedup": SPEEDUP_TARGET,
                    "speedup_running_cluster": RUNNING_TARGET,
                    "memory_mb": MEMORY_TARGET_MB,
                    "met": met,
                },
            },
            indent=2,
        ),
        encoding="utf-8",
    )
    print(f"wrote {path}")
    return 0 if identical and (big is None or big["identical"]) else 1


if __name__ == "__main__":
    sys.exit(main())
