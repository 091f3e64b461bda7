"""One very long article (12.5, 25 and 50 MB) streamed through ``iter_mentions``: time and memory.

Each size runs in a fresh process so that peak memory is its own. Linear time shows as a flat
ms-per-MB column; bounded memory as a flat peak-RSS growth (the text itself is allocated first).

    python benchmarks/bench_long_article.py [--sizes 12.5 25 50]
"""

import argparse
import resource
import subprocess
import sys
import time


def child(mb: float) -> None:
    import geo_aleppo as ga
    from geo_aleppo.geoparser import iter_mentions

    base = "\n".join(a.text for a in ga.load_corpus())
    text = (base * int(mb * 1e6 / len(base) + 1))[: int(mb * 1e6)]
    gazetteer = ga.load_gazetteer()
    ga.geoparse("Aleppo", gazetteer)  # build the recogniser outside the timing
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    started = time.process_time()
    mentions = sum(1 for _ in iter_mentions(text, gazetteer))
    seconds = time.process_time() - started
    growth = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
    print(f"{mb:8.1f} {seconds:8.2f} {seconds / mb * 1000:8.0f} {mentions:10d} {growth:10.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=float, nargs="+", default=[12.5, 25.0, 50.0])
    parser.add_argument("--child", type=float, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return
    print(f"{'MB':>8} {'CPU s':>8} {'ms/MB':>8} {'mentions':>10} {'peak +MB':>10}")
    for size in args.sizes:
        subprocess.run([sys.executable, __file__, "--child", str(size)], check=True)


if __name__ == "__main__":
    main()
