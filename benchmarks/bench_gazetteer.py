"""Gazetteer micro-benchmarks: lookup, fuzzy search, import + load time.

Run on demand (not collected by pytest)::

    /work/venv/bin/python benchmarks/bench_gazetteer.py [--quick]

Prints a table and writes ``benchmarks/results/bench_gazetteer.json``.

Targets: median ``lookup`` <= 10 µs (cold and warm fold cache), median
``search(q, limit=5)`` with misspelled queries <= 1 ms, and ``import geo_aleppo``
+ ``load_gazetteer()`` in a fresh interpreter without importing geopandas.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

import geo_aleppo as ga
from geo_aleppo import names as _names

RESULTS = Path(__file__).resolve().parent / "results"
LOOKUP_TARGET_US = 10.0
SEARCH_TARGET_US = 1000.0


def _timer_overhead_ns(n: int = 20000) -> float:
    samples = []
    for _ in range(n):
        t0 = time.perf_counter_ns()
        t1 = time.perf_counter_ns()
        samples.append(t1 - t0)
    return statistics.median(samples)


def _stats_us(samples_ns: list[int], overhead_ns: float) -> dict:
    s = sorted(max(0.0, x - overhead_ns) for x in samples_ns)
    q = statistics.quantiles(s, n=100) if len(s) >= 2 else s * 99
    return {
        "n": len(s),
        "median_us": statistics.median(s) / 1000,
        "p90_us": q[89] / 1000,
        "p99_us": q[98] / 1000,
        "max_us": s[-1] / 1000,
    }


def _lookup_calls(gaz) -> list[tuple[str, str | None]]:
    """Every name, Arabic name and variant once, with the type hint that a shared name needs."""
    calls: dict[str, str | None] = {}
    for place in gaz:
        for name in place.names:
            if name in calls:
                continue
            candidates = gaz.candidates(name)
            if not candidates:
                continue
            hint = None if len(candidates) == 1 else candidates[0].type
            if hint is None or sum(c.type == hint for c in candidates) == 1:
                calls[name] = hint  # names that a type cannot settle raise AmbiguousPlace: left out
    return list(calls.items())


def bench_lookup(gaz, overhead_ns: float, passes_cold: int, passes_warm: int) -> dict:
    calls = _lookup_calls(gaz)
    folded_calls = list({(_names.fold(n), t): None for n, t in calls})
    lookup = gaz.lookup
    # sanity: every call resolves
    for name, hint in calls:
        lookup(name, type=hint)

    def run(pairs, clear: bool, passes: int) -> list[int]:
        samples = []
        for _ in range(passes):
            if clear:
                _names._fold_token.cache_clear()
            for name, hint in pairs:
                t0 = time.perf_counter_ns()
                lookup(name, type=hint)
                samples.append(time.perf_counter_ns() - t0)
        return samples

    out = {"distinct_names": len(calls), "distinct_folded": len(folded_calls)}
    # Cold: the token fold cache is cleared before each pass, so every name in a pass is
    # folded from scratch the first time its tokens are seen.
    out["cold_raw"] = _stats_us(run(calls, True, passes_cold), overhead_ns)
    out["cold_folded"] = _stats_us(run(folded_calls, True, passes_cold), overhead_ns)
    # Warm: the same names, repeated, fold cache populated.
    run(calls, False, 1)
    out["warm_raw"] = _stats_us(run(calls, False, passes_warm), overhead_ns)
    out["warm_folded"] = _stats_us(run(folded_calls, False, passes_warm), overhead_ns)
    return out


def _misspell(rng: random.Random, word: str) -> str:
    letters = "abcdefghijklmnopqrstuvwxyz"
    chars = list(word)
    for _ in range(1 + (len(word) > 8)):
        i = rng.randrange(len(chars))
        op = rng.choice(("delete", "insert", "swap", "substitute"))
        if op == "delete" and len(chars) > 3:
            del chars[i]
        elif op == "insert":
            chars.insert(i, rng.choice(letters))
        elif op == "swap" and i + 1 < len(chars):
            chars[i], chars[i + 1] = chars[i + 1], chars[i]
        else:
            chars[i] = rng.choice(letters)
    return "".join(chars)


def bench_search(gaz, overhead_ns: float, passes: int) -> dict:
    rng = random.Random(20161215)
    latin = sorted({n for p in gaz for n in (p.name, *p.variants) if n.isascii() and len(n) >= 4})
    queries = [_misspell(rng, n) for n in latin]
    gaz.search(queries[0], limit=5)  # imports rapidfuzz and builds the choice list
    samples, found = [], 0
    for _ in range(passes):
        for q in queries:
            t0 = time.perf_counter_ns()
            hits = gaz.search(q, limit=5)
            samples.append(time.perf_counter_ns() - t0)
            found += bool(hits)
    return {
        "queries": len(queries),
        "examples": queries[:6],
        "with_hits_pct": 100 * found / len(samples),
        **_stats_us(samples, overhead_ns),
    }


_CHILD = r"""
import sys, time, json
t0 = time.perf_counter()
import geo_aleppo
t1 = time.perf_counter()
gaz = geo_aleppo.load_gazetteer()
t2 = time.perf_counter()
heavy = sorted(m for m in ("geopandas", "pandas", "folium", "dask", "rapidfuzz", "shapely", "ahocorasick")
               if m in sys.modules)
gaz.name_index  # the GeoNames tier, loaded lazily on first use
t3 = time.perf_counter()
print(json.dumps({"import_s": t1 - t0, "load_s": t2 - t1, "tier_s": t3 - t2, "places": len(gaz), "loaded": heavy,
                  "geopandas_loaded": "geopandas" in sys.modules}))
"""


def bench_cold_start(runs: int) -> dict:
    walls, inner, bare = [], [], []
    child = None
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        bare.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        proc = subprocess.run([sys.executable, "-c", _CHILD], check=True, capture_output=True, text=True)
        walls.append(time.perf_counter() - t0)
        child = json.loads(proc.stdout)
        inner.append(child)
    # -X importtime: the slowest cumulative imports in one fresh run
    proc = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", "import geo_aleppo; geo_aleppo.load_gazetteer()"],
        check=True,
        capture_output=True,
        text=True,
    )
    rows = []
    for line in proc.stderr.splitlines():
        parts = line.split("|")
        if not line.startswith("import time:") or len(parts) != 3 or "cumulative" in line:
            continue
        name = parts[2][1:]  # nested imports are indented further
        rows.append((int(parts[1]), name))
    top_level = sorted(((c, m) for c, m in rows if not m.startswith(" ")), reverse=True)[:8]
    return {
        "runs": runs,
        "wall_median_s": statistics.median(walls),
        "wall_min_s": min(walls),
        "bare_python_median_s": statistics.median(bare),
        "import_median_s": statistics.median(r["import_s"] for r in inner),
        "load_gazetteer_median_s": statistics.median(r["load_s"] for r in inner),
        "geonames_tier_median_s": statistics.median(r["tier_s"] for r in inner),
        "places_both_tiers": child["places"],
        "heavy_modules_loaded": child["loaded"],
        "geopandas_loaded": child["geopandas_loaded"],
        "top_imports_cumulative_ms": [(m, c / 1000) for c, m in top_level],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer passes")
    args = parser.parse_args()
    passes = 5 if args.quick else 20

    gaz = ga.load_gazetteer()
    overhead = _timer_overhead_ns()
    lookup = bench_lookup(gaz, overhead, passes_cold=passes, passes_warm=passes * 2)
    search = bench_search(gaz, overhead, passes=max(2, passes // 4))
    cold = bench_cold_start(runs=3 if args.quick else 7)

    print(
        f"geo_aleppo gazetteer benchmarks  ({len(gaz)} places, {lookup['distinct_names']} distinct names, "
        f"{lookup['distinct_folded']} distinct folded keys; timer overhead {overhead:.0f} ns subtracted)"
    )
    print(f"{'measure':46} {'n':>7} {'median':>10} {'p90':>10} {'p99':>10}  target")
    rows = [
        ("lookup, raw spelling, cold fold cache", lookup["cold_raw"], LOOKUP_TARGET_US),
        ("lookup, folded key, cold fold cache", lookup["cold_folded"], LOOKUP_TARGET_US),
        ("lookup, raw spelling, warm", lookup["warm_raw"], LOOKUP_TARGET_US),
        ("lookup, folded key, warm", lookup["warm_folded"], LOOKUP_TARGET_US),
        ("search(misspelled, limit=5)", search, SEARCH_TARGET_US),
    ]
    ok = True
    for label, s, target in rows:
        passed = s["median_us"] <= target
        ok &= passed
        print(
            f"{label:46} {s['n']:>7} {s['median_us']:>8.2f}µs {s['p90_us']:>8.2f}µs {s['p99_us']:>8.2f}µs"
            f"  <= {target:g} µs {'OK' if passed else 'MISS'}"
        )
    print(f"search queries e.g. {search['examples']}; {search['with_hits_pct']:.0f}% return a hit")
    print(
        f"fresh interpreter: import geo_aleppo + load_gazetteer() wall {cold['wall_median_s'] * 1000:.0f} ms "
        f"(median of {cold['runs']}; bare `python -c pass` {cold['bare_python_median_s'] * 1000:.0f} ms); "
        f"import {cold['import_median_s'] * 1000:.0f} ms, "
        f"load_gazetteer {cold['load_gazetteer_median_s'] * 1000:.0f} ms (target: import + load <= 500 ms); "
        f"then the GeoNames tier, on first use, {cold['geonames_tier_median_s'] * 1000:.0f} ms "
        f"({cold['places_both_tiers']} places in both tiers)"
    )
    print(
        f"  modules loaded afterwards (of geopandas/pandas/folium/dask/rapidfuzz/shapely/ahocorasick): "
        f"{cold['heavy_modules_loaded']}"
    )
    print(f"  geopandas in sys.modules: {cold['geopandas_loaded']}  {'OK' if not cold['geopandas_loaded'] else 'FAIL'}")
    print(
        "  slowest top-level imports (cumulative): "
        + ", ".join(f"{m} {ms:.0f} ms" for m, ms in cold["top_imports_cumulative_ms"])
    )
    ok &= not cold["geopandas_loaded"]

    RESULTS.mkdir(exist_ok=True)
    out = RESULTS / "bench_gazetteer.json"
    out.write_text(
        json.dumps(
            {
                "python": sys.version,
                "platform": platform.platform(),
                "timer_overhead_ns": overhead,
                "lookup": lookup,
                "search": search,
                "cold_start": cold,
                "all_targets_met": ok,
            },
            indent=2,
            ensure_ascii=False,
        ),
        encoding="utf-8",
    )
    print(f"wrote {out}")
    assert not cold["geopandas_loaded"], "geopandas was imported by import geo_aleppo + load_gazetteer()"
    return 0


if __name__ == "__main__":
    sys.exit(main())
