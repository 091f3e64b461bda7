"""Very long articles: streamed through ``iter_mentions``, and through the ``parse``, ``map`` and ``export`` commands.

Part 1 streams one article of 12.5, 25 and 50 MB through ``iter_mentions``, each in a fresh
process so that peak memory is its own: linear time shows as a flat ms-per-MB column, bounded
memory as a flat peak-RSS growth (the text itself is allocated first).

Part 2 runs the real command on a 300 KB article with no full stop (one sentence) and on a
200 MB article, and reports the peak memory (RSS) of the command, its exit code and the first
line it writes on stderr. A map or export of the 200 MB article is refused with the limit.

    python benchmarks/bench_long_article.py [--sizes 12.5 25 50] [--big-mb 200]
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
    from geo_aleppo.geoparser import iter_mentions

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
    """Run ``geo-aleppo ARGS`` in a child that reports its own peak RSS: MB, seconds, exit code, stderr."""
    probe = (
        "import resource, sys; from geo_aleppo.cli import main; code = main(sys.argv[1:]); "
        "sys.stderr.write(f'@peak {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}\\n'); sys.exit(code)"
    )
    started = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", probe, *args], capture_output=True, text=True)
    seconds = time.perf_counter() - started
    peak = re.search(r"@peak (\d+)", out.stderr)
    message = next((line for line in out.stderr.splitlines() if not line.startswith("@peak")), "")
    return (int(peak.group(1)) / 1024 if peak else float("nan")), seconds, out.returncode, message


def commands(big_mb: float) -> None:
    base = corpus_text()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        one_sentence = re.sub(r"[.!?\n]+", ",", base)  # no sentence ends anywhere
        long_sentence = folder / "one_sentence.txt"
        long_sentence.write_text((one_sentence * (300_000 // len(one_sentence) + 1))[:300_000])
        big = folder / "big.txt"
        with open(big, "w") as handle:
            for _ in range(int(big_mb * 1e6 / len(base))):
                handle.write(base + "\n")
        cases = [
            ("300 KB, 1 sentence", "map", [str(long_sentence), "-o", str(folder / "a.html")]),
            ("300 KB, 1 sentence", "export", [str(long_sentence), "-o", str(folder / "a.gpkg")]),
            (f"{big_mb:g} MB", "parse", [str(big), "-o", str(folder / "big.jsonl")]),
            (f"{big_mb:g} MB", "map", [str(big), "-o", str(folder / "b.html")]),
        ]
        print(f"\n{'article':<20} {'command':<8} {'peak MB':>8} {'wall s':>8} {'exit':>5}  message")
        for label, command, args in cases:
            peak, seconds, code, message = command_peak([command, *args])
            print(f"{label:<20} {command:<8} {peak:8.0f} {seconds:8.1f} {code:5d}  {message[:100]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=float, nargs="+", default=[12.5, 25.0, 50.0])
    parser.add_argument("--big-mb", type=float, default=200.0, help="size of the big article of part 2")
    parser.add_argument("--child", type=float, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return
    print(f"{'MB':>8} {'CPU s':>8} {'ms/MB':>8} {'mentions':>10} {'peak +MB':>10}")
    for size in args.sizes:
        subprocess.run([sys.executable, __file__, "--child", str(size)], check=True)
    commands(args.big_mb)


if __name__ == "__main__":
    main()
