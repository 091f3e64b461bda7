"""Very long articles: a one-sentence article through ``map`` and ``parse --out x.parquet --claims``.

Part 1 (the default) writes one article without a sentence end (the bundled seeds, their full
stops and line ends turned into commas, repeated) at 2, 4, 8, 16 and 19 MB and runs
``geo-aleppo map`` on each in a fresh process: wall seconds, CPU seconds, peak RSS and the ratio
of each doubling (issue 21: <= 2.3x from 2 to 16 MB), then ``parse --out x.parquet --claims`` on
the 19 MB one (peak <= 1.5 GB). An article over the 20,000,000-character limit is refused by
every command in one line, which the last row shows.

Part 2 (``--geoparse``) streams one article of 12.5, 25 and 50 MB through ``iter_mentions``:
linear time shows as a flat ms-per-MB column, bounded memory as a flat peak-RSS growth.

    python benchmarks/bench_long_article.py [--sizes 2 4 8 16 19] [--geoparse [--geoparse-sizes 12.5 25 50]]
"""

import argparse
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def corpus_text() -> str:
    import geo_aleppo as ga

    return "\n".join(a.text for a in ga.load_corpus())


def child(mb: float) -> None:
    import geo_aleppo as ga
    from geo_aleppo.geoparsing import iter_mentions

    base = corpus_text()
    text = (base * int(mb * 1e6 / len(base) + 1))[: int(mb * 1e6)]
    gazetteer = ga.load_gazetteer()
    ga.geoparse("Aleppo", gazetteer)  # build the recogniser outside the timing
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    started = time.process_time()
    mentions = sum(1 for _ in iter_mentions(text, gazetteer))
    seconds = time.process_time() - started
    growth = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
    print(f"{mb:8.1f} {seconds:8.2f} {seconds / mb * 1000:8.0f} {mentions:10d} {growth:10.1f}")


def command_peak(args: list[str]) -> tuple[float, float, int, str]:
    """Run ``geo-aleppo ARGS`` in a child that reports its own peak RSS: MB, CPU seconds, exit code, stderr.

    CPU seconds (user + system of the child) rather than wall time: the machine is shared.
    """
    probe = (
        "import resource, sys; from geo_aleppo.cli import main; code = main(sys.argv[1:]); "
        "sys.stderr.write(f'@peak {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}\\n'); sys.exit(code)"
    )
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run([sys.executable, "-c", probe, *args], capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    seconds = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    peak = re.search(r"@peak (\d+)", out.stderr)
    message = next((line for line in out.stderr.splitlines() if not line.startswith("@peak")), "")
    return (int(peak.group(1)) / 1024 if peak else float("nan")), seconds, out.returncode, message


def one_sentence(mb: float) -> str:
    """An article of ``mb`` million characters with no sentence end anywhere."""
    base = re.sub(r"[.!?\n\u061f\u06d4]+", ",", corpus_text())
    return (base * int(mb * 1e6 / len(base) + 1))[: int(mb * 1e6)]


def commands(sizes: list[float]) -> None:
    print(f"{'article':<16} {'command':<22} {'CPU s':>8} {'x prev':>7} {'peak MB':>8} {'exit':>5}  message")
    previous = None
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for mb in [*sizes, 20.5]:
            article = folder / f"one_sentence_{mb:g}.txt"
            article.write_text(one_sentence(mb), encoding="utf-8")
            peak, seconds, code, message = command_peak(["map", str(article), "-o", str(folder / "m.html")])
            ratio = f"{seconds / previous:7.2f}" if previous and mb <= 16 else ""
            previous = seconds
            print(f"{mb:>6g} MB, 1 sent {'map':<22} {seconds:8.1f} {ratio:>7} {peak:8.0f} {code:5d}  {message[:90]}")
            if mb == max(sizes):
                args = ["parse", str(article), "--out", str(folder / "x.parquet"), "--claims"]
                peak, seconds, code, message = command_peak(args)
                print(
                    f"{mb:>6g} MB, 1 sent {'parse -> parquet --claims':<22} {seconds:8.1f} {'':>7} {peak:8.0f} "
                    f"{code:5d}  {message[:90]}"
                )
            article.unlink()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--sizes",
        type=float,
        nargs="+",
        default=[2.0, 4.0, 8.0, 16.0, 19.0],
        help="MB of the one-sentence articles through map",
    )
    parser.add_argument("--geoparse", action="store_true", help="also stream articles through iter_mentions")
    parser.add_argument("--geoparse-sizes", type=float, nargs="+", default=[12.5, 25.0, 50.0])
    parser.add_argument("--child", type=float, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return
    commands(args.sizes)
    if args.geoparse:
        print(f"\n{'MB':>8} {'CPU s':>8} {'ms/MB':>8} {'mentions':>10} {'peak +MB':>10}")
        for size in args.geoparse_sizes:
            subprocess.run([sys.executable, __file__, "--child", str(size)], check=True)


if __name__ == "__main__":
    main()
