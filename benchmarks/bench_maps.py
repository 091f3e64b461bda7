"""Build+save time and HTML size of the default map and of maps with many synthetic incidents.

    python benchmarks/bench_maps.py [--sizes 1000 10000 100000] [--self-contained]
    python benchmarks/bench_maps.py --datasets 100000 [--workdir /tmp/geo_aleppo_bench]
    python benchmarks/bench_maps.py --from-datasets OUT.parquet      # datasets written before

``--datasets N``: the map of N generated articles (``bench_corpus.make_corpus``) drawn from the
Parquet datasets of ``parse_corpus(..., claims=True)`` (local engine; built once in ``--workdir``,
a few minutes at 100,000), or ``--from-datasets`` (``OUT.parquet`` with its ``.claims`` and
``.articles`` beside it): ``aggregated_scene_from_parquet`` (the claims streamed and reduced to
their groups; 3 evidence records per place, 3 quotes per group), or with ``--full-reading``
``Scene.from_parquet`` then ``aggregate`` (every claim in memory), then build+save, each timed, and
the peak memory of the process; the map's size bars apply to build+save.

Not a test. Target: about linear growth; 100,000 incidents built and saved in <= 5 s and < 20 MB.
The incidents go into one GeoJSON layer (columnar in the page, a canvas renderer past 2,000).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

import geopandas as gpd
import pandas as pd
from shapely import points

from geo_aleppo.maps import build_map, save_map
from geo_aleppo.scene import build_scene

TOPICS = ("shelling", "clashes", "air strikes", "sniper", "convoy shot at")


def with_incidents(scene, n: int):
    """The scene with ``n`` synthetic incidents spread over Aleppo to Idlib (deterministic)."""
    i = pd.RangeIndex(n)
    lon = 36.3 + ((i * 7919) % 10007) / 10007 * 1.0
    lat = 35.75 + ((i * 104729) % 9973) / 9973 * 0.6
    frame = gpd.GeoDataFrame(
        {
            "key": [f"syn{k}" for k in i],
            "topic": [TOPICS[k % len(TOPICS)] for k in i],
            "time_reported": [f"{k % 24:02d}:{k % 60:02d} GMT" for k in i],
            "place_key": None,
            "article": [f"syn_{k % 200:03d}" for k in i],
            "outlet": "Synthetic Wire",
            "date": "2016-12-15",
            "start": 0,
            "end": 40,
            "quote": [f"Shells fell on the neighbourhood, report {k}." for k in i],
        },
        geometry=points(lon.to_numpy(), lat.to_numpy()),
        crs="EPSG:4326",
    )
    scene.incidents = pd.concat([scene.incidents, frame], ignore_index=True)
    return scene


def measure(label: str, make_scene, out: Path, self_contained: bool) -> tuple[float, float, int]:
    scene = make_scene()
    t0, c0 = time.perf_counter(), time.process_time()
    m = build_map(scene, self_contained=self_contained)
    t1 = time.perf_counter()
    save_map(m, out)
    t2, c2 = time.perf_counter(), time.process_time()
    size = out.stat().st_size
    print(
        f"{label:>18}  build {t1 - t0:6.2f} s  save {t2 - t1:6.2f} s  total {t2 - t0:6.2f} s "
        f"({c2 - c0:.2f} s CPU)  {size / 1e6:7.2f} MB",
        flush=True,
    )
    return t2 - t0, size


def from_datasets(
    articles: int, workdir: Path, self_contained: bool, out: Path | None = None, full: bool = False
) -> int:
    """Parse ``articles`` generated articles to datasets (once), then time the aggregated map drawn from them."""
    import os
    import resource

    import geo_aleppo as ga
    from geo_aleppo.engine import articles_path, parse_corpus
    from geo_aleppo.scene import aggregate, aggregated_scene_from_parquet

    if out is None:
        from bench_corpus import make_corpus

        workdir.mkdir(parents=True, exist_ok=True)
        corpus = workdir / f"corpus_{articles}_20161215.jsonl"  # the name bench_corpus gives it
        if not corpus.exists():
            make_corpus(corpus, articles, 20161215)
        out = workdir / f"maps_{articles}.parquet"
        if not out.exists():
            t = time.perf_counter()
            parse_corpus(corpus, out=out, claims=True, engine="local")
            print(f"datasets: {time.perf_counter() - t:.1f} s (local engine)", flush=True)
    else:
        import pyarrow.parquet as pq

        articles = pq.ParquetDataset(articles_path(out)).read(columns=["id"]).num_rows
    start_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    t0, c0 = time.perf_counter(), time.process_time()
    if full:
        scene = ga.Scene.from_parquet(out, evidence_per_place=3)
        t1, c1 = time.perf_counter(), time.process_time()
        small = aggregate(scene)
        t2, c2 = time.perf_counter(), time.process_time()
        # CPU seconds as well as wall: on a shared machine the wall clock mostly measures the others
        print(
            f"{articles:,} articles: from_parquet {t1 - t0:.1f} s, {c1 - c0:.1f} s CPU ({len(scene.incidents):,} "
            f"incidents, {len(scene.claims):,} claims); aggregate {t2 - t1:.1f} s, {c2 - c1:.1f} s CPU "
            f"({len(small.incidents):,} incidents, {len(small.claims):,} claims)",
            flush=True,
        )
        del scene
    else:
        small = aggregated_scene_from_parquet(out, evidence_per_place=3)
        t1, c1 = time.perf_counter(), time.process_time()
        reports = int(small.incidents.reports.sum()), int(small.claims.reports.sum())
        print(
            f"{articles:,} articles: aggregated_scene_from_parquet {t1 - t0:.1f} s, {c1 - c0:.1f} s CPU "
            f"({reports[0]:,} incidents in {len(small.incidents):,} rows, {reports[1]:,} claims in "
            f"{len(small.claims):,} rows)",
            flush=True,
        )
    with tempfile.TemporaryDirectory() as tmp:
        total, size = measure(f"{articles:,} articles", lambda: small, Path(tmp) / "map.html", self_contained)
    ok = total <= 5.0 and size < 20e6
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(
        f"map: {total:.2f} s, {size / 1e6:.1f} MB -> {'within' if ok else 'OVER'} target (<= 5 s, < 20 MB); "
        f"peak memory {peak:,.0f} MB ({start_mb:,.0f} MB before reading); "
        f"CPU {time.process_time():.1f} s in all; load {os.getloadavg()[0]:.1f}"
    )
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1_000, 10_000, 100_000])
    parser.add_argument("--self-contained", action="store_true")
    parser.add_argument("--datasets", type=int, metavar="N", help="the map of N articles from Parquet datasets")
    parser.add_argument("--from-datasets", type=Path, metavar="OUT", help="the map of datasets written before")
    parser.add_argument(
        "--full-reading", action="store_true", help="Scene.from_parquet then aggregate (every claim in memory)"
    )
    parser.add_argument("--workdir", type=Path, default=Path(tempfile.gettempdir()) / "geo_aleppo_bench")
    args = parser.parse_args(argv)
    if args.datasets or args.from_datasets:
        return from_datasets(args.datasets, args.workdir, args.self_contained, args.from_datasets, args.full_reading)
    base = build_scene()
    import copy

    results = []
    with tempfile.TemporaryDirectory() as tmp:
        results.append(measure("default map", lambda: copy.copy(base), Path(tmp) / "default.html", args.self_contained))
        for n in args.sizes:
            results.append(
                measure(
                    f"{n:,} incidents",
                    lambda n=n: with_incidents(copy.copy(base), n),
                    Path(tmp) / f"n{n}.html",
                    args.self_contained,
                )
            )
    (t_big, size_big) = results[-1]
    ok = t_big <= 5.0 and size_big < 20e6
    print(f"largest: {t_big:.2f} s, {size_big / 1e6:.1f} MB -> {'within' if ok else 'OVER'} target (<= 5 s, < 20 MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
