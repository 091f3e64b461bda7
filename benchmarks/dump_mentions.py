"""Dump every mention that geoparse finds in the development texts, to compare two versions of the code.

Run on demand (not collected by pytest), before and after a change that must not change output::

    python benchmarks/dump_mentions.py /tmp/before.tsv
    ... change the code ...
    python benchmarks/dump_mentions.py /tmp/after.tsv && cmp /tmp/before.tsv /tmp/after.tsv

The texts: the bundled seed articles, ``/work/shared/seeds`` when present, ``tests/data/syria_dev``,
``tests/data/claims_dev``, ``tests/data/other_reports`` and the benchmark corpus of
``bench_geoparse.py`` (``--mb`` MB, repeated and with a new name in every sentence). The held-out
sets are never read. Each text is parsed twice, with ``include_all`` off and on, first with the
recogniser's run cache cleared and then again with it warm: the two must agree (the cache may
change no reading), and the script exits 1 when they do not.

One line per mention: source, mode, start, end, text, place key, role, score, sentence span and
``resolved_by``. The last line is the SHA-256 of all lines before it.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections.abc import Iterator
from pathlib import Path

import bench_geoparse as bench

import geo_aleppo as ga

ROOT = Path(__file__).resolve().parent.parent
DEV_DIRS = ("tests/data/syria_dev", "tests/data/claims_dev", "tests/data/other_reports")
SHARED_SEEDS = Path("/work/shared/seeds")


def iter_texts(mb: float) -> Iterator[tuple[str, str]]:
    """``(source, text)`` of every text to dump, in a fixed order."""
    for article in ga.load_corpus():
        yield f"seed:{article.id}", article.text
    if SHARED_SEEDS.is_dir():
        for path in sorted(SHARED_SEEDS.glob("*.txt")):
            yield f"shared:{path.name}", path.read_text(encoding="utf-8")
    for folder in DEV_DIRS:
        assert "holdout" not in folder
        for path in sorted((ROOT / folder).glob("*.txt")):
            yield f"{folder}:{path.name}", path.read_text(encoding="utf-8")
    for novel in (False, True):
        for i, text in enumerate(bench.iter_corpus(int(mb * bench.MB), novel=novel)):
            yield f"bench{'-novel' if novel else ''}:{i}", text


def lines_of(source: str, mode: str, mentions: list) -> list[str]:
    """One tab-separated line per mention."""
    return [
        "\t".join(
            map(
                str,
                (source, mode, m.start, m.end, repr(m.text), m.place_key, m.role, m.score, m.sentence, m.resolved_by),
            )
        )
        for m in mentions
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the file to write")
    parser.add_argument("--mb", type=float, default=1.0, help="benchmark corpus MB (default 1)")
    args = parser.parse_args()
    gaz = ga.load_gazetteer()
    cache = bench._recogniser_cache(gaz)
    digest, count, lines = hashlib.sha256(), 0, []
    for source, text in iter_texts(args.mb):
        for include_all in (False, True):
            mode = "all" if include_all else "places"
            cache.clear()
            cold = ga.geoparse(text, gaz, include_all=include_all)
            warm = ga.geoparse(text, gaz, include_all=include_all)
            if cold != warm:
                print(f"error: {source} ({mode}): the run cache changed the reading", file=sys.stderr)
                return 1
            for line in lines_of(source, mode, cold):
                digest.update(line.encode() + b"\n")
                lines.append(line)
                count += 1
    lines.append(f"# {count} mentions, sha256 {digest.hexdigest()}")
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(lines[-1])
    return 0


if __name__ == "__main__":
    sys.exit(main())
