"""Corpus benchmark: parse_corpus on a large JSON Lines archive, local engine against dask.

Run on demand (not collected by pytest)::

    /work/venv/bin/python benchmarks/bench_corpus.py                  # 100,000 articles, ~300 MB
    /work/venv/bin/python benchmarks/bench_corpus.py --articles 2000 --repeat 1

Generates the corpus from the bundled seeds (their sentences, shuffled with a seeded
RNG, in paragraphs of 2-4 sentences) as one ``.jsonl`` file in ``--workdir`` (reused
by later runs), then times ``parse_corpus(corpus, out=....parquet)`` with
``engine="local"`` and with ``engine="dask"`` (its default LocalCluster: 2 worker
processes, 1 thread each; cluster start-up included) and with a LocalCluster that is
already running, its workers warmed up (what ``--scheduler`` gives on a long-lived
cluster). Each run happens in a fresh
interpreter, so the peak memory of the driver is its own ``ru_maxrss``; the workers'
peak is sampled from /proc (psutil) every 50 ms. Both engines' Parquet files must be
equal. Prints a table and writes ``benchmarks/results/bench_corpus.json``.

Targets: dask on 2 workers >= 1.6x the local engine; peak RSS < 1 GB per process.

Caveat: the corpus reuses 145 sentences, so the geoparser's per-chunk cache hits far
more often than on real news; absolute rates are optimistic, the ratio is what matters.
"""

from __future__ import annotations

import argparse
import json
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
SPEEDUP_TARGET = 1.6
MEMORY_TARGET_MB = 1024


def make_corpus(path: Path, articles: int, seed: int) -> None:
    import geo_aleppo as ga
    from geo_aleppo.geoparser import sentence_spans

    seeds = ga.load_corpus()
    sentences = [a.text[s:e] for a in seeds for s, e in sentence_spans(a.text)]
    outlets = [(a.outlet, a.date) for a in seeds]
    rng = random.Random(seed)
    tmp = path.with_suffix(".tmp")
    with open(tmp, "w", encoding="utf-8", newline="\n") as handle:
        for i in range(articles):
            chosen = rng.choices(sentences, k=rng.randint(16, 28))
            paragraphs, j = [], 0
            while j < len(chosen):
                n = rng.randint(2, 4)
                paragraphs.append(" ".join(chosen[j : j + n]))
                j += n
            outlet, date = rng.choice(outlets)
            record = {"id": f"bench-{i:07d}", "outlet": outlet, "date": date, "text": "\n\n".join(paragraphs)}
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    os.replace(tmp, path)


# --- one measured run, in a child interpreter ---------------------------------------
def _sample_children(stop: threading.Event, peaks: dict[int, int]) -> None:
    import psutil

    me = psutil.Process()
    while not stop.is_set():
        for child in me.children(recursive=True):
            try:
                peaks[child.pid] = max(peaks.get(child.pid, 0), child.memory_info().rss)
            except psutil.Error:
                pass
        stop.wait(0.05)


def _busy_cpu_s() -> float:
    """CPU seconds the whole machine has spent busy since boot (Linux /proc/stat)."""
    try:
        fields = Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]
    except OSError:
        return float("nan")
    user, nice, system, _idle, _iowait, irq, softirq, steal = (int(x) for x in fields[:8])
    return (user + nice + system + irq + softirq + steal) / os.sysconf("SC_CLK_TCK")


def _warm() -> None:
    from geo_aleppo import batch

    batch.parse_articles([])


def child(engine: str, corpus: str, out: str, partition_size: int) -> None:
    t0 = time.perf_counter()
    import geo_aleppo as ga
    from geo_aleppo import batch

    ga.load_gazetteer()
    imported = time.perf_counter() - t0
    scheduler = cluster = None
    if engine == "dask-warm":  # a cluster that is already up, its workers' imports done
        from distributed import Client, LocalCluster

        cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0")
        scheduler = Client(cluster)
        scheduler.run(_warm)
    peaks: dict[int, int] = {}
    stop = threading.Event()
    sampler = threading.Thread(target=_sample_children, args=(stop, peaks), daemon=True)
    sampler.start()
    before = resource.getrusage(resource.RUSAGE_SELF)
    busy0, t0 = _busy_cpu_s(), time.perf_counter()
    batch.parse_corpus(corpus, engine=engine.split("-")[0], scheduler=scheduler, out=out, progress=False,
                       partition_size=partition_size)
    wall, busy = time.perf_counter() - t0, _busy_cpu_s() - busy0
    if cluster is not None:
        scheduler.close()
        cluster.close()
    stop.set()
    sampler.join()
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    own_cpu = (me.ru_utime + me.ru_stime - before.ru_utime - before.ru_stime) + kids.ru_utime + kids.ru_stime
    # The biggest children are the worker processes (the rest: multiprocessing helpers).
    workers = sorted(peaks.values(), reverse=True)[:2] if engine != "local" else []
    print(json.dumps({
        "engine": engine, "wall_s": wall, "import_and_gazetteer_s": imported,
        # CPU seconds of this run (driver + workers) and of everything else on the machine meanwhile:
        # other programs' load makes the comparison unfair, so it is recorded.
        "own_cpu_s": own_cpu, "other_cpu_s": max(0.0, busy - own_cpu),
        "driver_peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "worker_peak_mb": [w / 2**20 for w in workers],
        "children_maxrss_mb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024,
    }))


def run_child(engine: str, corpus: Path, out: Path, partition_size: int) -> dict:
    proc = subprocess.run([sys.executable, __file__, "--child", engine, str(corpus), str(out), str(partition_size)],
                          check=True, capture_output=True, text=True)
    return json.loads(proc.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--articles", type=int, default=100_000, help="corpus size (default 100,000)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per engine; medians are reported (default 3)")
    parser.add_argument("--seed", type=int, default=20161215)
    parser.add_argument("--partition-size", type=int, default=None, help="bytes per partition (default: batch's)")
    parser.add_argument("--workdir", type=Path, default=Path(tempfile.gettempdir()) / "geo_aleppo_bench",
                        help="where the corpus and the Parquet files go")
    parser.add_argument("--child", nargs=4, metavar=("ENGINE", "CORPUS", "OUT", "PARTITION_SIZE"),
                        help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        engine, corpus, out, size = args.child
        child(engine, corpus, out, int(size))
        return 0

    import pyarrow.parquet as pq

    from geo_aleppo import batch

    partition_size = args.partition_size or batch.PARTITION_SIZE
    args.workdir.mkdir(parents=True, exist_ok=True)
    corpus = args.workdir / f"corpus_{args.articles}_{args.seed}.jsonl"
    if not corpus.exists():
        t0 = time.perf_counter()
        make_corpus(corpus, args.articles, args.seed)
        print(f"generated {corpus} in {time.perf_counter() - t0:.1f} s")
    size_mb = corpus.stat().st_size / 1e6
    runs: dict[str, list[dict]] = {"local": [], "dask": [], "dask-warm": []}
    for i in range(args.repeat):
        for engine in runs:  # alternate, so that drift in the machine's load hits both
            result = run_child(engine, corpus, args.workdir / f"mentions_{engine}.parquet", partition_size)
            runs[engine].append(result)
            print(f"  run {i + 1} {engine:9}: {result['wall_s']:.1f} s wall, {result['own_cpu_s']:.1f} s CPU "
                  f"(other programs: {result['other_cpu_s']:.1f} s CPU)", flush=True)

    local = pq.read_table(args.workdir / "mentions_local.parquet")
    identical = all(local.equals(pq.read_table(args.workdir / f"mentions_{e}.parquet")) for e in ("dask", "dask-warm"))
    rows = local.num_rows
    del local

    summary = {}
    for engine, results in runs.items():
        wall = statistics.median(r["wall_s"] for r in results)
        summary[engine] = {
            "wall_s_median": wall, "wall_s": [r["wall_s"] for r in results],
            "articles_per_s": args.articles / wall, "mb_per_s": size_mb / wall,
            "driver_peak_mb": max(r["driver_peak_mb"] for r in results),
            "worker_peak_mb": max((w for r in results for w in r["worker_peak_mb"]), default=None),
            "runs": results,
        }
    speedup = summary["local"]["wall_s_median"] / summary["dask"]["wall_s_median"]
    warm_speedup = summary["local"]["wall_s_median"] / summary["dask-warm"]["wall_s_median"]
    peaks = [summary[e]["driver_peak_mb"] for e in runs] + [summary[e]["worker_peak_mb"] for e in ("dask", "dask-warm")]
    memory_ok = all(p < MEMORY_TARGET_MB for p in peaks)

    print(f"\ncorpus {args.articles:,} articles, {size_mb:.0f} MB JSON Lines; {rows:,} mentions; "
          f"partition {partition_size / 2**20:g} MiB; {os.cpu_count()} CPUs; median of {args.repeat}")
    print(f"{'engine':30} {'wall s':>8} {'articles/s':>11} {'MB/s':>7} {'driver MB':>10} {'worker MB':>10}")
    labels = {"local": "local (1 process)", "dask": "dask (2 workers, incl. start)",
              "dask-warm": "dask (2 workers, running)"}
    for engine, label in labels.items():
        s = summary[engine]
        worker = f"{s['worker_peak_mb']:.0f}" if s["worker_peak_mb"] is not None else "-"
        print(f"{label:30} {s['wall_s_median']:>8.1f} {s['articles_per_s']:>11,.0f} {s['mb_per_s']:>7.2f} "
              f"{s['driver_peak_mb']:>10.0f} {worker:>10}")
    verdict = "OK" if speedup >= SPEEDUP_TARGET else "MISS"
    print(f"speedup dask/local {speedup:.2f}x (target >= {SPEEDUP_TARGET}x) {verdict}; "
          f"peak memory < {MEMORY_TARGET_MB} MB {'OK' if memory_ok else 'MISS'}; "
          f"Parquet outputs identical: {identical}")
    print(f"speedup with a cluster already running (--scheduler): {warm_speedup:.2f}x")

    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / "bench_corpus.json"
    path.write_text(json.dumps({
        "python": sys.version, "platform": platform.platform(), "cpus": os.cpu_count(),
        "articles": args.articles, "corpus_mb": size_mb, "mentions": rows, "partition_size": partition_size,
        "repeat": args.repeat, "engines": summary, "speedup": speedup, "speedup_running_cluster": warm_speedup,
        "identical": identical,
        "targets": {"speedup": SPEEDUP_TARGET, "memory_mb": MEMORY_TARGET_MB,
                    "met": speedup >= SPEEDUP_TARGET and memory_ok and identical},
    }, indent=2), encoding="utf-8")
    print(f"wrote {path}")
    return 0 if identical else 1


if __name__ == "__main__":
    sys.exit(main())
