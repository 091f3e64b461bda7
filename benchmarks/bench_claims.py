"""Claim reading cost: build_scene against geoparse, and how build_scene scales (issue 12.5).

Run on demand (not collected by pytest)::

    /work/venv/bin/python benchmarks/bench_claims.py                 # 400 and 1,600 articles, 3 runs
    /work/venv/bin/python benchmarks/bench_claims.py --small 100 --runs 1   # quicker
    /work/venv/bin/python benchmarks/bench_claims.py --bad-input     # only the bad-input case (v.)

Articles are ~5 KB each, made as in ``bench_geoparse.py`` (the seeds' sentences and extra
sentences, shuffled with a fixed seed), dated so that the claims read times. Measured, median of
``--runs`` runs each:

i.   ``geoparse`` over every article (warm: one pass first);
ii.  ``extract_claims`` over every article, given its mentions (the claims alone), with the scans of
     sentences remembered (warm, as in steady state: the corpus repeats sentences, as wire copy does) and
     with nothing remembered (``MEMO_CHARS = -1``: every sentence new);
iii. ``build_scene`` over the same articles (geoparse + claims + layers);
iv.  ``build_scene`` over 4x the articles, and the ratio of the two times (linear: 4.0).

i.-iv. are measured twice: on the corpus above, where sentences repeat (400 articles hold a few hundred
distinct sentences, so remembered scans make claims look cheaper than on new text), and on the same
articles with no sentence repeating (``unique``): each sentence gains, before its final stop, a
bracketed reference tag such as "[ref bkd]" whose letters (consonants only, a counter in base 20) are
new for every sentence of the run. A tag of consonants is no word, number, place, actor or cue, so it
changes no claim (the benchmark checks this on the smaller set: the claims of each article, less
their offsets and quotes, are the same with and without tags), while every skeleton is new and
nothing remembered helps; the regular expressions still scan the same realistic sentences.

v.   with ``--bad-input``: ``extract_claims`` (geoparse included) on one article of one sentence (the seeds'
     text with every sentence end made a comma), of only numbers, and of no sentence (white space and
     punctuation), each of 2.5, 5 and 10 MB (``--bad-mb``): claims or none, never an exception, and linear
     time (a flat seconds-per-MB column).

Each is measured as wall-clock time and as the CPU time of this process (``cpu``): on a shared, loaded
machine the CPU time is what the work itself costs. Targets: iii within 10x of i; iv's ratio <= 4.6.
The result goes to ``benchmarks/results/``.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import statistics
import time
from pathlib import Path

import bench_geoparse  # noqa: E402  (the shared corpus generator)

import geo_aleppo as ga  # noqa: E402
from geo_aleppo.claims import extract_claims  # noqa: E402
from geo_aleppo.claims import sentence as claim_sentence  # noqa: E402
from geo_aleppo.corpus import Article  # noqa: E402
from geo_aleppo.geoparsing import sentence_spans  # noqa: E402

RESULTS = Path(__file__).resolve().parent / "results"


def articles(count: int) -> list[Article]:
    texts = bench_geoparse.iter_corpus(count * bench_geoparse.ARTICLE_BYTES * 2)
    return [
        Article(id=f"b{i:05d}", path=f"b{i:05d}.txt", outlet="Bench", date="2016-12-15", text=text)
        for i, text in zip(range(count), texts)
    ]


_CONSONANTS = "bcdfghjklmnpqrstvwxz"


def _tag(number: int) -> str:
    """A bracketed reference tag of consonants, distinct for each ``number``."""
    letters = ""
    while True:
        number, digit = divmod(number, len(_CONSONANTS))
        letters = _CONSONANTS[digit] + letters
        if not number:
            return f" [ref {letters}]"


def unique(batch: list[Article], first: int = 0) -> list[Article]:
    """The articles with a distinct reference tag before each sentence's final stop (no sentence repeats)."""
    number, out = first, []
    for a in batch:
        pieces, last = [], 0
        for start, end in sentence_spans(a.text):
            body = a.text[start:end]
            stop = len(body.rstrip(".!?…؟\"'”’ \n"))
            pieces += [a.text[last:start], body[:stop], _tag(number), body[stop:]]
            number, last = number + 1, end
        pieces.append(a.text[last:])
        out.append(Article(id=a.id, path=a.path, outlet=a.outlet, date=a.date, text="".join(pieces)))
    return out


def _claim_facts(claims) -> list[tuple]:
    """The claims less their offsets and quotes (which a tag moves)."""
    facts = [
        (
            c.kind,
            c.place_key,
            c.actor,
            c.status,
            c.value,
            c.value_max,
            c.unit,
            c.topic,
            c.role,
            c.scope,
            c.qualifier,
            c.besieger,
            c.time_utc,
        )
        for c in claims
    ]
    return sorted(facts, key=repr)


def timed(function, runs: int) -> tuple[float, float]:
    """Median wall-clock and median CPU seconds (of this process) of ``runs`` calls."""
    walls, cpus = [], []
    for _ in range(runs):
        wall, cpu = time.perf_counter(), time.process_time()
        function()
        cpus.append(time.process_time() - cpu)
        walls.append(time.perf_counter() - wall)
    return statistics.median(walls), statistics.median(cpus)


def unremembered(function):
    """Run ``function`` with no scan of a sentence remembered."""
    saved = claim_sentence.MEMO_CHARS
    claim_sentence.MEMO_CHARS = -1
    try:
        return function()
    finally:
        claim_sentence.MEMO_CHARS = saved


def bad_inputs(sizes: list[float]) -> dict:
    """Time ``extract_claims`` on articles of one sentence, of only numbers and of no sentence (v.)."""
    gaz = ga.load_gazetteer()
    base = re.sub(r"[.!?…。؟\n\r]+", ", ", " ".join(a.text for a in ga.load_corpus()))
    shapes = {
        "one_sentence": base,
        "only_numbers": "1 2 3 2016 3,000 1.5 12 - 7 / 9 100000000000000 0.25 99,999,999 ٣٠٠٠ ١٢ ",
        "no_sentence": " \n\t ... !!! ??? — … ؟ ",
    }
    rows = []
    for shape, unit in shapes.items():
        for mb in sizes:
            chars = int(mb * 1e6)
            text = (unit * (chars // len(unit) + 1))[:chars]
            article = Article(id=shape, path=f"{shape}.txt", outlet="Bench", date="2016-12-15", text=text)
            start = time.process_time()
            claims = extract_claims(article, None, gaz)
            seconds = time.process_time() - start
            rows.append(
                {
                    "shape": shape,
                    "mb": mb,
                    "seconds": round(seconds, 2),
                    "s_per_mb": round(seconds / mb, 2),
                    "claims": len(claims),
                }
            )
            print(
                f"{shape:14s} {mb:6.1f} MB {seconds:8.2f} s {seconds / mb:7.2f} s/MB {len(claims):8d} claims",
                flush=True,
            )
    return {"bad_input": rows, "load": os.getloadavg(), "python": platform.python_version()}


def _distinct(batch: list[Article]) -> tuple[int, int]:
    """How many sentences the articles hold, and how many distinct ones."""
    said = [a.text[s:e] for a in batch for s, e in sentence_spans(a.text)]
    return len(said), len(set(said))


def measure(small: list[Article], large: list[Article], gaz, runs: int, *, cold: bool) -> dict:
    """i.-iv. on one corpus, wall-clock and CPU medians; with ``cold`` also ii. with nothing remembered."""
    mentions = [ga.geoparse(a.text, gaz) for a in small]
    geoparse_s, geoparse_cpu = timed(lambda: [ga.geoparse(a.text, gaz) for a in small], runs)
    claims_s, claims_cpu = timed(lambda: [extract_claims(a, m, gaz) for a, m in zip(small, mentions)], runs)
    scene_s, scene_cpu = timed(lambda: ga.build_scene(small, gaz), runs)
    scene_large_s, scene_large_cpu = timed(lambda: ga.build_scene(large, gaz), runs)
    sentences, distinct = _distinct(small)
    wall = {
        "geoparse_s": round(geoparse_s, 3),
        "extract_claims_s": round(claims_s, 3),
        "build_scene_s": round(scene_s, 3),
        "build_scene_over_geoparse": round(scene_s / geoparse_s, 2),
        "claims_over_geoparse": round(claims_s / geoparse_s, 2),
        f"build_scene_{len(large)}_s": round(scene_large_s, 3),
        "scaling_4x": round(scene_large_s / scene_s, 2),
    }
    # CPU seconds of this process: what the work costs when other processes share the machine
    cpu = {
        "geoparse_s": round(geoparse_cpu, 3),
        "extract_claims_s": round(claims_cpu, 3),
        "build_scene_s": round(scene_cpu, 3),
        "build_scene_over_geoparse": round(scene_cpu / geoparse_cpu, 2),
        "claims_over_geoparse": round(claims_cpu / geoparse_cpu, 2),
        f"build_scene_{len(large)}_s": round(scene_large_cpu, 3),
        "scaling_4x": round(scene_large_cpu / scene_cpu, 2),
    }
    if cold:
        cold_s, cold_cpu = timed(
            lambda: unremembered(lambda: [extract_claims(a, m, gaz) for a, m in zip(small, mentions)]), runs
        )
        wall["claims_nothing_remembered_over_geoparse"] = round(cold_s / geoparse_s, 2)
        cpu["claims_nothing_remembered_over_geoparse"] = round(cold_cpu / geoparse_cpu, 2)
    print(
        f"{'repeated' if cold else 'unique':8s} sentences {sentences} ({distinct} distinct): "
        f"CPU build_scene {cpu['build_scene_over_geoparse']}x geoparse, claims {cpu['claims_over_geoparse']}x, "
        f"4x articles {cpu['scaling_4x']}x; wall {wall['build_scene_over_geoparse']}x / {wall['scaling_4x']}x; "
        f"load {os.getloadavg()[0]:.1f}",
        flush=True,
    )
    return {"sentences": sentences, "distinct_sentences": distinct, "wall": wall, "cpu": cpu}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--small", type=int, default=400, help="articles in the smaller run (default 400)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--bad-input", action="store_true", help="only the bad-input case (v.)")
    parser.add_argument("--bad-mb", type=float, nargs="+", default=[2.5, 5.0, 10.0])
    args = parser.parse_args()
    if args.bad_input:
        result = bad_inputs(args.bad_mb)
        RESULTS.mkdir(exist_ok=True)
        (RESULTS / "bench_claims_bad_input.json").write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
        return
    gaz = ga.load_gazetteer()
    small, large = articles(args.small), articles(4 * args.small)
    for a in small[:20]:  # warm caches and lazy imports
        extract_claims(a, ga.geoparse(a.text, gaz), gaz)
    ga.build_scene(small[:20], gaz)
    small_unique, large_unique = unique(small), unique(large, first=10**6)
    same = all(
        _claim_facts(extract_claims(a, ga.geoparse(a.text, gaz), gaz))
        == _claim_facts(extract_claims(u, ga.geoparse(u.text, gaz), gaz))
        for a, u in zip(small, small_unique)
    )
    result = {
        "articles": args.small,
        "runs": args.runs,
        "megabytes": round(sum(len(a.text.encode()) for a in small) / 1e6, 3),
        "repeated": measure(small, large, gaz, args.runs, cold=True),
        "unique": measure(small_unique, large_unique, gaz, args.runs, cold=False),
        "unique_claims_same_as_repeated": same,
        "load": os.getloadavg(),
        "python": platform.python_version(),
    }
    print(json.dumps(result, indent=1))
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "bench_claims.json").write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
