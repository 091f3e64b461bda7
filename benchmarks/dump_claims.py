"""Dump every claim of the development texts and the benchmark corpus, to compare before and after a change.

Run on demand (not collected by pytest)::

    /work/venv/bin/python benchmarks/dump_claims.py OUT.jsonl          # everything (~1 min)
    /work/venv/bin/python benchmarks/dump_claims.py OUT.jsonl --bench 40
    cmp BEFORE.jsonl AFTER.jsonl

A change that is meant to make claim reading cheaper must leave this file byte-identical. Read: the
bundled seeds, ``tests/data/claims_dev``, ``tests/data/syria_dev``, ``tests/data/other_reports`` and
``--bench`` articles of the claims benchmark corpus (``bench_claims.py``), as generated and with each
sentence tagged uniquely; each read twice, with scans of sentences remembered and with nothing
remembered (``MEMO_CHARS = -1``), so that the memo changes nothing either. One JSON line per claim
(every field), then one line per set with the summary of ``build_scene`` (the claims layer's
columns other than geometry, hashed). The held-out sets are never read. ``--no-anchors`` tries every pattern
at every offset (:mod:`geo_aleppo.claims.anchors` off): its output must be the same.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
from pathlib import Path

import bench_claims  # noqa: E402  (the benchmark corpus)

import geo_aleppo as ga  # noqa: E402
from geo_aleppo.claims import anchors, extract_claims  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SETS = ("claims_dev", "syria_dev", "other_reports")


def _sets(bench: int) -> dict[str, list]:
    out = {"seeds": ga.load_corpus()}
    for name in SETS:
        out[name] = ga.load_corpus(sorted((ROOT / "tests" / "data" / name).glob("*.txt")))
    generated = bench_claims.articles(bench)
    out["bench"] = generated
    out["bench_unique"] = bench_claims.unique(generated)
    return out


def _scene_digest(articles: list, gaz) -> str:
    """A hash of the scene's claims layer (every column but the geometry) and its articles table."""
    scene = ga.build_scene(articles, gaz)
    claims = scene.claims.drop(columns="geometry")
    text = claims.to_json(orient="split", default_handler=str) + scene.articles.to_json(orient="split")
    return hashlib.sha256(text.encode()).hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--bench", type=int, default=60, help="articles of the benchmark corpus (default 60)")
    parser.add_argument(
        "--no-anchors", action="store_true", help="scan each pattern at every offset (the reference for anchors.py)"
    )
    args = parser.parse_args()
    if args.no_anchors:
        anchors.anchor_of = lambda pattern: None
        anchors.PLANS.clear()
    gaz = ga.load_gazetteer()
    lines = []
    for name, articles in _sets(args.bench).items():
        for memo in ("remembered", "nothing remembered"):
            read = (lambda f: f()) if memo == "remembered" else bench_claims.unremembered
            count = 0
            for article in articles:
                claims = read(lambda a=article: extract_claims(a, ga.geoparse(a.text, gaz), gaz))
                for claim in claims:
                    lines.append(json.dumps({"set": name, **dataclasses.asdict(claim)}, ensure_ascii=False))
                count += len(claims)
            print(f"{name:14s} {memo:18s} {len(articles):4d} articles {count:6d} claims", flush=True)
        lines.append(json.dumps({"set": name, "scene": _scene_digest(articles, gaz)}))
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
