"""Geoparser throughput, scaling and memory benchmarks.

Run on demand (not collected by pytest)::

    /work/venv/bin/python benchmarks/bench_geoparse.py            # everything (~10 min)
    /work/venv/bin/python benchmarks/bench_geoparse.py --mb 5 --runs 3 --no-memory --no-profile   # quicker

The corpus: every sentence of the bundled seed articles plus the extra sentences
below (other spellings, Arabic), shuffled at sentence level with a seeded RNG into
articles of ~5 KB until ``--mb`` megabytes (1 MB = 10**6 bytes of UTF-8) are reached.

Measured (median of ``--runs`` runs each, MB/s of UTF-8 text):

i.   ``geo_aleppo.geoparse`` over every article (chunk cache warm, as in steady
     state; the first run from an empty cache and a run with the cache cleared before
     every article are reported too); and the same, with the bare scan beside them, over a
     corpus that never repeats: as many MB where every English sentence gains a new
     capitalised place-like name ("..., near Kabasiru Tumari."), so that no sentence and no
     such run repeats (the seeds' sentences repeat across the articles of the first corpus);
Both tiers of the gazetteer are loaded (the curated places and the GeoNames tier): the
baselines scan every name of both, and the cache-cold figure is the run with the chunk cache
cleared before every article (text that never repeats).

ii.  baseline: one compiled ``re`` alternation of every gazetteer name and variant
     (escaped, longest first) in ``\\b…\\b``, IGNORECASE, ``finditer``, over the first
     ``--re-mb`` MB only (it is some 100x slower than the rest; MB/s is per MB all the same);
iii. a bare pyahocorasick automaton of the same names, lowercased, over ``text.lower()``;
iv.  peak RSS growth when 5, 10, 20 MB are parsed article by article (fresh
     subprocess per size; repetitive corpus, and one where every sentence carries a
     new capitalised name so that the chunk cache cannot absorb it);
v.   one article of 12.5, 25 and 50 MB parsed in a single call: time and peak RSS;
vi.  the ``re`` baseline padded to 1,000 names (when the gazetteer has fewer).

Also a cProfile of geoparse over the corpus. Results go to ``benchmarks/results/``.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import io
import json
import os
import platform
import pstats
import random
import re
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import ahocorasick

import geo_aleppo as ga

RESULTS = Path(__file__).resolve().parent / "results"
SEED = 20161215
ARTICLE_BYTES = 5_000
MB = 1_000_000

EXTRA_SENTENCES = [
    "Buses carrying the first wounded from Foah and Kefraya reached government-held Aleppo late on Sunday, "
    "according to state television.",
    "The convoy waited for hours at the Ramoussah Bridge before it was allowed to cross into the western "
    "districts of the city.",
    "Rebels agreed to let some 1,200 people leave the besieged villages of Foah and Kefraya in Idleb province "
    "in exchange for the evacuation of eastern Aleppo.",
    "Evacuees were driven through Rashideen to the countryside west of Aleppo, where aid groups had set up tents.",
    "Residents of Salaheddin and Zabdia said they had burned their belongings rather than leave them to "
    "pro-government fighters.",
    "Government troops took up positions near Khan al-Assal as the buses passed through the front line.",
    "A monitor said at least five buses heading for Foah were set alight near the town of Idleb on Sunday.",
    "The Syrian Observatory for Human Rights said about 4,000 fighters had left the city by Friday morning.",
    "Officials in Ankara said Turkey was ready to receive wounded civilians at the Cilvegozu crossing.",
    "The United Nations Security Council voted unanimously on Monday to send monitors to observe the "
    "evacuation from Aleppo.",
    "Aid workers in Rashideen described families arriving in the cold with nothing but the clothes they wore.",
    "Hundreds of people spent the night in the open near the Ramousah roundabout after the operation was suspended.",
    "The agreement, brokered by Russia, Turkey and Iran, also covered the towns of Madaya and Zabadani near the "
    "Lebanese border.",
    "Green buses left al-Ansari and al-Mashhad in the early afternoon, escorted by Red Crescent ambulances.",
    "In Idleb, local councils struggled to house the tens of thousands of people who arrived from Aleppo in a "
    "matter of days.",
    "Pro-government militias briefly blocked the road at Ramoussah Bridge, demanding that the wounded from "
    "Kefraya be evacuated first.",
    "By Thursday, the last rebel fighters had left Sukkari and the Syrian army declared the whole of Aleppo "
    "under its control.",
    "Activists said that snow was falling on the camps at Atareb and Darat Izza where many evacuees had been taken.",
    "A UN spokesman in Geneva said the world body had not been informed of the new terms of the deal.",
    "Men from Foah said their families had lived under siege for more than a year, with food dropped from the air.",
    "The route ran from Salaheddin through Ramoussah and Khan Tuman to the rebel-held countryside of western Aleppo.",
    "Turkish President Recep Tayyip Erdogan said he had spoken to Vladimir Putin about the evacuation of Aleppo "
    "and the situation in Idleb.",
    "وصلت الحافلات الأولى من الفوعة وكفريا إلى مدينة حلب مساء الأحد.",
    "انتظرت القافلة ساعات عند معبر الراموسة قبل السماح لها بالعبور.",
    "خرج آلاف المدنيين والمقاتلين من الأحياء الشرقية لحلب باتجاه ريف إدلب.",
    "قال ناشطون إن الحافلات توقفت في منطقة الراشدين غرب حلب.",
    "أعلن الجيش السوري سيطرته على حي صلاح الدين وحي الزبدية.",
    "أكد الهلال الأحمر العربي السوري خروج دفعة جديدة من المصابين من خان العسل.",
]


# --- corpus --------------------------------------------------------------------
def sentence_pool() -> list[str]:
    from geo_aleppo.geoparsing import sentence_spans

    pool = []
    for article in ga.load_corpus():
        pool += [article.text[s:e] for s, e in sentence_spans(article.text)]
    return pool + EXTRA_SENTENCES


_SYLLABLES = "ba ka da fa ha ja ma na qa ra sa ta za bi ki di mi ni ri si ti zu mu nu ru su tu ya wa lo sho kha".split()


def _pseudo_word(rng: random.Random) -> str:
    return "".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 4))).capitalize()


def iter_corpus(total_bytes: int, *, seed: int = SEED, novel: bool = False) -> Iterator[str]:
    """Yield articles of ~5 KB until ``total_bytes`` of UTF-8 text have been produced.

    With ``novel``, every sentence gains a new capitalised place-like name
    ("near Kabasiru Tumari"), so that chunks seldom repeat.
    """
    rng = random.Random(seed)
    pool = sentence_pool()
    produced = 0
    while produced < total_bytes:
        paragraphs, paragraph, size = [], [], 0
        while size < ARTICLE_BYTES:
            sentence = rng.choice(pool)
            if novel and sentence.isascii():
                sentence = sentence.rstrip(".") + f", near {_pseudo_word(rng)} {_pseudo_word(rng)}."
            paragraph.append(sentence)
            size += len(sentence.encode()) + 1
            if len(paragraph) >= rng.randint(2, 5):
                paragraphs.append(" ".join(paragraph))
                paragraph = []
        if paragraph:
            paragraphs.append(" ".join(paragraph))
        text = "\n\n".join(paragraphs)
        produced += len(text.encode())
        yield text


def corpus_bytes(articles: list[str]) -> int:
    return sum(len(a.encode()) for a in articles)


def _first_mb(articles: list[str], mb: float) -> list[str]:
    """The first articles, up to ``mb`` MB (at least one)."""
    subset, acc = [], 0
    for article in articles:
        if subset and acc >= mb * MB:
            break
        subset.append(article)
        acc += len(article.encode())
    return subset


# --- the three scanners -----------------------------------------------------------
def all_names(gaz) -> list[str]:
    return sorted({n for p in gaz for n in p.names}, key=lambda n: (-len(n), n))


def build_regex(names: list[str]) -> re.Pattern:
    names = sorted(set(names), key=lambda n: (-len(n), n))
    return re.compile(r"\b(?:" + "|".join(re.escape(n) for n in names) + r")\b", re.IGNORECASE)


def build_automaton(names: list[str]) -> ahocorasick.Automaton:
    automaton = ahocorasick.Automaton()
    for i, name in enumerate(sorted({n.lower() for n in names})):
        automaton.add_word(name, i)
    automaton.make_automaton()
    return automaton


def run_geoparse(articles: list[str], gaz, clear_cache: bool = False) -> int:
    geoparse = ga.geoparse
    rec = _recogniser_cache(gaz) if clear_cache else None
    n = 0
    for text in articles:
        if rec is not None:
            rec.clear()
        n += len(geoparse(text, gaz))
    return n


def _recogniser_cache(gaz) -> dict:
    from geo_aleppo.geoparsing.recogniser import recogniser_for

    return recogniser_for(gaz).cache


def run_regex(articles: list[str], pattern: re.Pattern) -> int:
    n = 0
    for text in articles:
        for _ in pattern.finditer(text):
            n += 1
    return n


def run_aho(articles: list[str], automaton) -> int:
    n = 0
    for text in articles:
        for _ in automaton.iter(text.lower()):
            n += 1
    return n


CPU_TIMES: dict[int, list[float]] = {}  # id(wall list) -> CPU seconds of the same runs


def timed_runs(fn, runs: int) -> tuple[list[float], int]:
    """Wall seconds of ``runs`` calls (CPU seconds go to CPU_TIMES: the machine is shared)."""
    times, cpu, result = [], [], 0
    for _ in range(runs):
        gc.collect()
        c0, t0 = time.process_time(), time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    CPU_TIMES[id(times)] = cpu
    return times, result


# --- memory / single-article children ------------------------------------------------
def _rss_now_mb() -> float:
    with open("/proc/self/statm") as handle:
        return int(handle.read().split()[1]) * resource.getpagesize() / MB


def _peak_rss_mb() -> float:
    """The high-water mark of this process's RSS (VmHWM; ru_maxrss would carry the parent's over exec)."""
    with open("/proc/self/status") as handle:
        return int(re.search(r"VmHWM:\s+(\d+)", handle.read()).group(1)) * 1024 / MB


def _reset_peak() -> bool:
    """Reset VmHWM to the current RSS (Linux >= 4.0)."""
    try:
        with open("/proc/self/clear_refs", "w") as handle:
            handle.write("5")
        return True
    except OSError:
        return False


def child_stream(total_mb: float, novel: bool) -> dict:
    gaz = ga.load_gazetteer()
    ga.geoparse("Buses left eastern Aleppo for Idlib province.", gaz)  # build the automaton
    gc.collect()
    reset = _reset_peak()
    before, peak_before = _rss_now_mb(), _peak_rss_mb()
    mentions = produced = 0
    c0, t0 = time.process_time(), time.perf_counter()
    for text in iter_corpus(int(total_mb * MB), novel=novel):
        produced += len(text.encode())
        mentions += len(ga.geoparse(text, gaz))
    elapsed, cpu = time.perf_counter() - t0, time.process_time() - c0
    return {
        "mb": produced / MB,
        "novel": novel,
        "seconds": elapsed,
        "cpu_seconds": cpu,
        "mentions": mentions,
        "rss_before_mb": before,
        "peak_before_mb": peak_before,
        "peak_after_mb": _peak_rss_mb(),
        "peak_reset": reset,
        "rss_after_mb": _rss_now_mb(),
        "chunk_cache_entries": len(_recogniser_cache(gaz)),
    }


def child_single(total_mb: float, gc_off: bool = False) -> dict:
    gaz = ga.load_gazetteer()
    ga.geoparse("Buses left eastern Aleppo for Idlib province.", gaz)
    text = "\n\n".join(iter_corpus(int(total_mb * MB)))
    size = len(text.encode())
    gc.collect()
    reset = _reset_peak()
    before = _rss_now_mb()
    peak_before = _peak_rss_mb()
    if gc_off:
        gc.disable()
    c0, t0 = time.process_time(), time.perf_counter()
    mentions = ga.geoparse(text, gaz)
    elapsed, cpu = time.perf_counter() - t0, time.process_time() - c0
    gc.enable()
    peak_after = _peak_rss_mb()
    return {
        "mb": size / MB,
        "chars": len(text),
        "seconds": elapsed,
        "cpu_seconds": cpu,
        "mentions": len(mentions),
        "rss_before_mb": before,
        "peak_before_mb": peak_before,
        "peak_after_mb": peak_after,
        "peak_reset": reset,
        "gc_off": gc_off,
    }


def _child(*args: str) -> dict:
    proc = subprocess.run([sys.executable, __file__, *args], check=True, capture_output=True, text=True)
    return json.loads(proc.stdout.strip().splitlines()[-1])


def synthetic_names(rng: random.Random, count: int, existing: set[str]) -> list[str]:
    out: set[str] = set()
    while len(out) < count:
        words = [_pseudo_word(rng) for _ in range(rng.choice((1, 1, 2, 2, 3)))]
        name = " al-".join(words) if len(words) > 1 and rng.random() < 0.4 else " ".join(words)
        if name not in existing:
            out.add(name)
    return sorted(out)


def _code_version() -> str:
    """The commit of the package, with a mark when geoparsing/, names.py or gazetteer.py differ from it."""
    root = Path(__file__).resolve().parents[1]
    try:
        head = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=root, capture_output=True, text=True, check=True
        ).stdout.strip()
        watched = ["geo_aleppo/geoparsing", "geo_aleppo/names.py", "geo_aleppo/gazetteer.py"]
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--", *watched], cwd=root, capture_output=True, text=True
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return head + (" (geoparser/names/gazetteer modified)" if dirty else "")


def _regex_scale(args, results: dict, names: list[str], articles: list[str], pattern: re.Pattern, gaz) -> None:
    """(vi) the ``re`` baseline padded to 1,000 names, beside geoparse, on the first ``--scale-mb`` MB."""
    rng = random.Random(SEED)
    padded = names + synthetic_names(rng, 1000 - len(names), set(names))
    subset, acc = [], 0
    for a in articles:
        if acc >= args.scale_mb * MB:
            break
        subset.append(a)
        acc += len(a.encode())
    pattern_1000 = build_regex(padded)
    sub_mb = acc / MB
    t_small, _ = timed_runs(lambda subset=subset: run_regex(subset, pattern), args.runs)
    t_big, hits_big = timed_runs(lambda subset=subset, big=pattern_1000: run_regex(subset, big), args.runs)
    t_geo_sub, _ = timed_runs(lambda subset=subset: run_geoparse(subset, gaz), args.runs)
    results["regex_scale"] = {
        "mb": sub_mb,
        "names_small": len(names),
        "names_big": len(padded),
        "mb_per_s_small": sub_mb / statistics.median(CPU_TIMES[id(t_small)]),
        "mb_per_s_big": sub_mb / statistics.median(CPU_TIMES[id(t_big)]),
        "geoparse_mb_per_s_same_subset": sub_mb / statistics.median(CPU_TIMES[id(t_geo_sub)]),
        "unit": "MB per CPU second",
    }
    s = results["regex_scale"]
    print(
        f"\n(vi) re on {sub_mb:.1f} MB (MB per CPU second): {s['names_small']} names {s['mb_per_s_small']:.2f} MB/s, "
        f"{s['names_big']} names {s['mb_per_s_big']:.2f} MB/s "
        f"(x{s['mb_per_s_small'] / s['mb_per_s_big']:.2f} slower); geoparse on the same subset "
        f"{s['geoparse_mb_per_s_same_subset']:.2f} MB/s = "
        f"{s['geoparse_mb_per_s_same_subset'] / s['mb_per_s_big']:.1f}x "
        f"the 1,000-name re"
    )
    del subset, pattern_1000


# --- main ------------------------------------------------------------------------------
def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=float, default=20.0, help="corpus size in MB (default 20)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-memory", action="store_true", help="skip (iv) and (v)")
    parser.add_argument("--no-profile", action="store_true")
    parser.add_argument("--single-mb", default="12.5,25,50", help="sizes for (v)")
    parser.add_argument("--stream-mb", default="5,10,20", help="sizes for (iv)")
    parser.add_argument("--scale-mb", type=float, default=0.2, help="corpus MB for (vi), the 1,000-name re")
    parser.add_argument("--re-mb", type=float, default=0.2, help="corpus MB for the re baseline (ii)")
    parser.add_argument("--child-stream", type=float, help=argparse.SUPPRESS)
    parser.add_argument("--child-single", type=float, help=argparse.SUPPRESS)
    parser.add_argument("--novel", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--gc-off", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child_stream:
        print(json.dumps(child_stream(args.child_stream, args.novel)))
        return 0
    if args.child_single:
        print(json.dumps(child_single(args.child_single, args.gc_off)))
        return 0

    results: dict = {
        "python": sys.version,
        "platform": platform.platform(),
        "runs": args.runs,
        "code": _code_version(),
        "loadavg_start": os.getloadavg(),
        "cpus": os.cpu_count(),
    }
    print(f"code {results['code']}; load average {results['loadavg_start'][0]:.2f} on {os.cpu_count()} CPUs")
    gaz = ga.load_gazetteer()
    t0 = time.perf_counter()
    tiers = {"curated": 0, "geonames": 0}
    for place in gaz:  # loads the GeoNames tier: both tiers are measured
        tiers[place.tier] = tiers.get(place.tier, 0) + 1
    results["gazetteer"] = {
        "places_by_tier": tiers,
        "names": len(gaz.name_index),
        "tier_load_s": time.perf_counter() - t0,
    }
    by_tier = " + ".join(f"{n} {tier}" for tier, n in tiers.items())
    print(
        f"gazetteer: every tier loaded, {by_tier} places, "
        f"{len(gaz.name_index)} folded names (tier loaded in {results['gazetteer']['tier_load_s']:.2f}s)"
    )
    if not tiers["geonames"]:
        print("warning: no GeoNames tier in the bundled gazetteer")
    t0 = time.perf_counter()
    articles = list(iter_corpus(int(args.mb * MB)))
    size_mb = corpus_bytes(articles) / MB
    pool = sentence_pool()
    results["corpus"] = {
        "mb": size_mb,
        "articles": len(articles),
        "chars": sum(map(len, articles)),
        "pool_sentences": len(pool),
        "extra_sentences": len(EXTRA_SENTENCES),
        "build_s": time.perf_counter() - t0,
    }
    print(
        f"corpus: {size_mb:.2f} MB UTF-8 in {len(articles)} articles of ~5 KB, from {len(pool)} distinct sentences "
        f"({len(EXTRA_SENTENCES)} extra); built in {results['corpus']['build_s']:.1f}s"
    )

    names = all_names(gaz)
    t0 = time.perf_counter()
    pattern = build_regex(names)
    regex_build = time.perf_counter() - t0
    t0 = time.perf_counter()
    automaton = build_automaton(names)
    aho_build = time.perf_counter() - t0
    t0 = time.perf_counter()
    ga.geoparse("Buses left eastern Aleppo for Idlib province.", gaz)
    recogniser_build = time.perf_counter() - t0
    results["build_s"] = {
        "regex": regex_build,
        "aho": aho_build,
        "geoparse_recogniser": recogniser_build,
        "names": len(names),
    }

    def mbps(times: list[float]) -> float:
        on_subset = times is regex_times or times is CPU_TIMES.get(id(regex_times))  # the re runs on --re-mb only
        if id(times) in novel_rows:
            return novel_mb / statistics.median(times)
        return (re_mb if on_subset else size_mb) / statistics.median(times)

    table = []
    # (i) geoparse: first run starts from an empty chunk cache (the corpus repeats, so it fills fast)
    _recogniser_cache(gaz).clear()
    first, mentions = timed_runs(lambda: run_geoparse(articles, gaz), 1)
    warm, mentions = timed_runs(lambda: run_geoparse(articles, gaz), args.runs)
    cleared, _ = timed_runs(lambda: run_geoparse(articles, gaz, clear_cache=True), args.runs)
    re_subset = _first_mb(articles, args.re_mb)
    re_mb = corpus_bytes(re_subset) / MB
    regex_times, regex_hits = timed_runs(lambda: run_regex(re_subset, pattern), args.runs)
    aho_times, aho_hits = timed_runs(lambda: run_aho(articles, automaton), args.runs)
    lowered = [a.lower() for a in articles]
    # the lambdas bind ``lowered`` (and below ``subset``/``pattern_1000``) as defaults: the names are deleted
    # once measured, to free the memory, and a free variable there would be unbound afterwards
    aho_scan_times, _ = timed_runs(
        lambda lowered=lowered: sum(1 for t in lowered for _ in automaton.iter(t)), args.runs
    )
    del lowered
    # the same measures on text that never repeats: every sentence gains a new capitalised place-like name
    # ("..., near Kabasiru Tumari."), so that the run cache cannot absorb it; the bare scan reads the same text
    novel = list(iter_corpus(int(args.mb * MB), novel=True))
    novel_mb = corpus_bytes(novel) / MB
    novel_warm, novel_mentions = timed_runs(lambda: run_geoparse(novel, gaz), args.runs)
    novel_cleared, _ = timed_runs(lambda: run_geoparse(novel, gaz, clear_cache=True), args.runs)
    novel_aho, novel_hits = timed_runs(lambda: run_aho(novel, automaton), args.runs)
    rows = [
        ("geoparse (chunk cache warm)", warm, mentions, "mentions"),
        ("geoparse (first run, cache empty at start)", first, mentions, "mentions"),
        ("geoparse (cache cleared before each article)", cleared, mentions, "mentions"),
        (f"re alternation, {len(names)} names, \\b, IGNORECASE ({re_mb:.1f} MB)", regex_times, regex_hits, "matches"),
        ("pyahocorasick bare, text.lower() + iter()", aho_times, aho_hits, "matches"),
        ("pyahocorasick bare, iter() only (pre-lowered)", aho_scan_times, aho_hits, "matches"),
        ("never repeating: geoparse (chunk cache warm)", novel_warm, novel_mentions, "mentions"),
        ("never repeating: geoparse (cache cleared each article)", novel_cleared, novel_mentions, "mentions"),
        ("never repeating: pyahocorasick bare, lower() + iter()", novel_aho, novel_hits, "matches"),
    ]
    novel_rows = {id(t) for t in (novel_warm, novel_cleared, novel_aho)}
    novel_rows |= {id(CPU_TIMES[i]) for i in list(novel_rows)}
    for label, times, count, what in rows:
        cpu = CPU_TIMES[id(times)]
        table.append(
            {
                "measure": label,
                "median_s": statistics.median(times),
                "times_s": times,
                "mb_per_s": mbps(times),
                "cpu_times_s": cpu,
                "cpu_mb_per_s": mbps(cpu),
                "count": count,
                "unit": what,
            }
        )
    geo, regex, aho = mbps(warm), mbps(regex_times), mbps(aho_times)
    results["throughput"] = table
    cpu_ratio = {
        "geoparse_over_re": mbps(CPU_TIMES[id(warm)]) / mbps(CPU_TIMES[id(regex_times)]),
        "bare_over_geoparse": mbps(CPU_TIMES[id(aho_times)]) / mbps(CPU_TIMES[id(warm)]),
        "bare_over_geoparse_cache_cleared": mbps(CPU_TIMES[id(aho_times)]) / mbps(CPU_TIMES[id(cleared)]),
        "never_repeating_bare_over_geoparse": mbps(CPU_TIMES[id(novel_aho)]) / mbps(CPU_TIMES[id(novel_warm)]),
        "never_repeating_bare_over_geoparse_cache_cleared": mbps(CPU_TIMES[id(novel_aho)])
        / mbps(CPU_TIMES[id(novel_cleared)]),
    }
    results["ratios_cpu"] = cpu_ratio
    results["ratios"] = {
        "geoparse_over_re": geo / regex,
        "geoparse_over_re_target": 5.0,
        "geoparse_cache_cleared_over_re": mbps(cleared) / regex,
        "bare_over_geoparse": aho / geo,
        "bare_over_geoparse_target": 3.0,
        "bare_scan_only_over_geoparse": mbps(aho_scan_times) / geo,
        "bare_over_geoparse_cache_cleared": aho / mbps(cleared),
        "never_repeating_bare_over_geoparse": mbps(novel_aho) / mbps(novel_warm),
        "never_repeating_bare_over_geoparse_cache_cleared": mbps(novel_aho) / mbps(novel_cleared),
    }
    print(
        f"\n{'(i-iii) throughput over ' + format(size_mb, '.1f') + ' MB':55} {'median s':>9} {'MB/s':>8} "
        f"{'CPU MB/s':>9} {'count':>10}"
    )
    for row in table:
        print(
            f"{row['measure']:55} {row['median_s']:>9.2f} {row['mb_per_s']:>8.2f} {row['cpu_mb_per_s']:>9.2f} "
            f"{row['count']:>10} {row['unit']}"
        )
    r = results["ratios"]
    print(
        f"ratio geoparse/re       = {r['geoparse_over_re']:.2f}x  (target >= 5x: "
        f"{'OK' if r['geoparse_over_re'] >= 5 else 'MISS'}; cache cleared per article: "
        f"{r['geoparse_cache_cleared_over_re']:.2f}x)"
    )
    for label, wall_key in (
        ("repeated text (run cache warm)", "bare_over_geoparse"),
        ("cache-cold (run cache cleared before each article)", "bare_over_geoparse_cache_cleared"),
        ("never repeating (a new name in every sentence)", "never_repeating_bare_over_geoparse"),
        ("never repeating, cache cleared before each article", "never_repeating_bare_over_geoparse_cache_cleared"),
    ):
        wall, cpu = r[wall_key], cpu_ratio[wall_key]
        print(
            f"ratio bare/geoparse, {label:52} = {wall:.2f}x wall, {cpu:.2f}x CPU  (target <= 3x: "
            f"{'OK' if wall <= 3 else 'MISS'} wall, {'OK' if cpu <= 3 else 'MISS'} CPU)"
        )
    print(
        f"scan-only bare (pre-lowered) / geoparse warm = {r['bare_scan_only_over_geoparse']:.2f}x wall; "
        f"on CPU time geoparse/re = {cpu_ratio['geoparse_over_re']:.2f}x"
    )
    print(
        f"build: re {regex_build * 1000:.0f} ms, automaton {aho_build * 1000:.1f} ms, "
        f"geoparse recogniser {recogniser_build * 1000:.0f} ms ({len(names)} names)"
    )

    # (vii) where geoparse spends its time: its stages run on their own
    from geo_aleppo.geoparsing import sentence_spans
    from geo_aleppo.geoparsing.recogniser import recogniser_for
    from geo_aleppo.geoparsing.words import RUN

    scan_name = "RUN"  # the capital-run scanner (``_RUN`` before the modules moved, ``_CHUNK`` before the fast path)
    chunk_re, rec = RUN, recogniser_for(gaz)
    stages = {
        f"{scan_name}.finditer only": lambda: sum(1 for t in articles for _ in chunk_re.finditer(t)),
        f"{scan_name}.finditer + chunk_matches (cached)": lambda: sum(
            1 for t in articles for m in chunk_re.finditer(t) if rec.chunk_matches(t[m.start() : m.end()])
        ),
        "sentence_spans only": lambda: sum(len(sentence_spans(t)) for t in articles),
    }
    results["stages"] = {}
    print(f"\n(vii) stages of geoparse over {size_mb:.1f} MB{'':17} {'CPU s':>9} {'MB/s':>8} {'share':>7}")
    for label, fn in stages.items():
        times, count = timed_runs(fn, args.runs)
        med = statistics.median(CPU_TIMES[id(times)])  # CPU time, against geoparse's CPU time
        warm_cpu = statistics.median(CPU_TIMES[id(warm)])
        results["stages"][label] = {
            "median_s": med,
            "mb_per_s": size_mb / med,
            "count": count,
            "share_of_geoparse": med / warm_cpu,
        }
        print(f"{label:52} {med:>9.2f} {size_mb / med:>8.2f} {med / warm_cpu:>7.0%}")

    # (vi) the re baseline with 1,000 names
    if len(names) >= 1000:
        print(f"\n(vi) skipped: the gazetteer has {len(names)} names already")
    else:
        _regex_scale(args, results, names, articles, pattern, gaz)

    if not args.no_memory:
        # (iv) streamed, fresh subprocess per size
        stream = []
        for novel in (False, True):
            for size in (float(x) for x in args.stream_mb.split(",")):
                res = _child("--child-stream", str(size), *(["--novel"] if novel else []))
                res["peak_growth_mb"] = res["peak_after_mb"] - res["rss_before_mb"]
                stream.append(res)
        results["stream_memory"] = stream
        print(
            f"\n(iv) streamed article by article (fresh process each){'':10} {'MB':>6} {'s':>7} {'CPU s':>6} "
            f"{'RSS0':>7} {'peak':>7} {'growth':>7} {'cache':>7}"
        )
        for res in stream:
            label = "novel names in every sentence" if res["novel"] else "repetitive corpus"
            print(
                f"     {label:58} {res['mb']:>6.1f} {res['seconds']:>7.1f} {res['cpu_seconds']:>6.1f} "
                f"{res['rss_before_mb']:>7.1f} {res['peak_after_mb']:>7.1f} {res['peak_growth_mb']:>7.1f} "
                f"{res['chunk_cache_entries']:>7}"
            )
        # (v) one big article per call
        sizes = args.single_mb.split(",")
        # the largest size again with the cyclic GC off, to see whether GC passes make time superlinear
        single = [_child("--child-single", x) for x in sizes] + [_child("--child-single", sizes[-1], "--gc-off")]
        results["single_article"] = single
        base = single[0]["cpu_seconds"] / single[0]["mb"]
        print(
            f"\n(v) one article per call {'':28} {'MB':>6} {'s':>7} {'CPU s':>7} {'CPU s/MB':>8} {'vs first':>8} "
            f"{'mentions':>9} {'RSS0':>7} {'peak':>7} {'growth':>7}"
        )
        for res in single:
            per = res["cpu_seconds"] / res["mb"]
            res["s_per_mb"] = per
            res["s_per_mb_vs_smallest"] = per / base
            growth = res["peak_after_mb"] - res["rss_before_mb"]
            res["peak_growth_mb"] = growth
            label = "cyclic GC disabled during the call" if res["gc_off"] else ""
            print(
                f"     {label:48} {res['mb']:>6.1f} {res['seconds']:>7.2f} {res['cpu_seconds']:>7.2f} {per:>8.3f} "
                f"{per / base:>8.2f} "
                f"{res['mentions']:>9} {res['rss_before_mb']:>7.0f} {res['peak_after_mb']:>7.0f} {growth:>7.0f}"
            )

    if not args.no_profile:
        profiler = cProfile.Profile()
        profiler.enable()
        run_geoparse(articles, gaz)
        profiler.disable()
        RESULTS.mkdir(exist_ok=True)
        profiler.dump_stats(RESULTS / "geoparse.prof")
        out = io.StringIO()
        stats = pstats.Stats(profiler, stream=out).strip_dirs()
        stats.sort_stats("tottime").print_stats(18)
        stats.sort_stats("cumulative").print_stats(12)
        text = out.getvalue()
        (RESULTS / "geoparse_profile.txt").write_text(text, encoding="utf-8")
        print(f"\nprofile of geoparse over {size_mb:.1f} MB (chunk cache warm), by own time:")
        lines = text.splitlines()
        start = next(i for i, line in enumerate(lines) if "ncalls" in line)
        print("\n".join(lines[start : start + 19]))

    results["loadavg_end"] = os.getloadavg()
    print(f"\nload average at the end {results['loadavg_end'][0]:.2f} (other programs share the machine)")
    RESULTS.mkdir(exist_ok=True)
    out_path = RESULTS / "bench_geoparse.json"
    out_path.write_text(json.dumps(results, indent=2, ensure_ascii=False), encoding="utf-8")
    print(f"\nwrote {out_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
