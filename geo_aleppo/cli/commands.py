"""The commands of ``geo-aleppo``: each reads its arguments, calls the library and writes its output."""

from __future__ import annotations

import argparse
import csv
import json
import logging
import sys
from collections.abc import Iterator, Sequence
from dataclasses import asdict
from pathlib import Path

from .._progress import track
from ..errors import AmbiguousPlace, EngineError, OutputError
from ..gazetteer import Gazetteer
from ..io import STDOUT, atomic_output, check_target, csv_rows, printable

__all__ = ["cmd_geocode", "cmd_parse", "cmd_eval", "cmd_eval_claims", "cmd_export", "cmd_map", "mention_records"]

log = logging.getLogger("geo_aleppo")


def cmd_geocode(args: argparse.Namespace, gaz: Gazetteer) -> int:
    """Look a place up by any spelling and print it."""
    try:
        places = [gaz.lookup(args.name, type=args.type)]
    except AmbiguousPlace as exc:
        places = list(exc.candidates)
        types = ", ".join(sorted({p.type for p in places}))
        print(
            f"note: '{printable(args.name)}' names {len(places)} places; choose one with --type ({printable(types)})",
            file=sys.stderr,
        )
    if args.json:
        print(json.dumps([asdict(p) for p in places], ensure_ascii=False, indent=2))
        return 0
    for p in places:
        _row(p.key, p.name, p.name_ar, p.type, f"{p.lat:.5f}", f"{p.lon:.5f}", f"±{p.precision_km:g} km", p.sources[0])
    return 0


def _row(*fields: object) -> None:
    """Print one tab-separated line for a person, every field through :func:`printable`.

    No field can drive the terminal, break the line or reorder its neighbours.
    """
    print("\t".join(printable(field) for field in fields))


def mention_records(
    paths: Sequence[str] | None,
    gaz: Gazetteer,
    *,
    encoding: str | None,
    include_all: bool,
    skip_bad_lines: bool = False,
) -> Iterator[dict]:
    """Yield one flat record per mention of every article in ``paths`` (default: the bundled seeds)."""
    from ..corpus import iter_articles, quote_window
    from ..geoparsing import iter_mentions

    articles = iter_articles(list(paths) if paths else None, encoding=encoding, skip_bad_lines=skip_bad_lines)
    for article in track(articles, desc="geoparse"):
        for m in iter_mentions(article.text, gaz, include_all=include_all):
            place = m.place
            yield {
                "file": article.path,
                "article": article.id,
                "start": m.start,
                "end": m.end,
                "text": m.text,
                "place_key": place.key if place else None,
                "place_name": place.name if place else None,
                "lat": place.lat if place else None,
                "lon": place.lon if place else None,
                "precision_km": place.precision_km if place else None,
                "role": m.role,
                "score": m.score,
                "sentence_start": m.sentence[0],
                "sentence_end": m.sentence[1],
                "sentence": quote_window(article.text, *m.sentence, (m.start, m.end)),
            }


def cmd_parse(args: argparse.Namespace, gaz: Gazetteer) -> int:
    """Print or write the mentions; ``--out X.parquet`` goes through :func:`geo_aleppo.engine.parse_corpus`."""
    if args.out and str(args.out).endswith(".parquet"):
        from ..engine.batch import parse_corpus

        if args.skip_bad_lines:
            print("geo-aleppo: error: --skip-bad-lines does not work with --out FILE.parquet", file=sys.stderr)
            return 2

        try:
            parse_corpus(
                args.files or None,
                engine=args.engine,
                scheduler=args.scheduler,
                out=args.out,
                claims=args.claims,
                single_file=args.single_file,
                gazetteer=gaz,
                encoding=args.encoding,
                include_all=args.include_all,
                progress=None,
            )
        except OSError as exc:  # distributed reports a scheduler it cannot reach as a bare OSError
            if not args.scheduler or getattr(exc, "filename", None):
                raise
            raise EngineError(f"cannot reach the dask scheduler {args.scheduler} ({exc})") from None
        return 0
    if args.engine != "local" or args.scheduler or args.claims or args.single_file:
        print(
            "geo-aleppo: error: --engine, --scheduler, --claims and --single-file need --out FILE.parquet",
            file=sys.stderr,
        )
        return 2
    fmt = _parse_format(args.out, args.format)
    if args.out and args.out != STDOUT:
        check_target(Path(args.out))  # before the work: a wrong -o fails at once, not after minutes
    records = mention_records(
        args.files, gaz, encoding=args.encoding, include_all=args.include_all, skip_bad_lines=args.skip_bad_lines
    )
    if args.out:
        with atomic_output(args.out) as handle:
            _write_records(records, fmt, handle)
    else:
        _write_records(records, fmt, sys.stdout)
    return 0


_PARSE_SUFFIXES = {".jsonl": "jsonl", ".csv": "csv", ".geojson": "geojson"}


def _parse_format(out: str | None, given: str | None) -> str:
    """The format ``parse -o OUT`` writes: its suffix's, or ``--format``'s; an unknown suffix without it is refused."""
    if not out or out == STDOUT:
        return given or "jsonl"
    suffix = Path(out).suffix.lower()
    implied = _PARSE_SUFFIXES.get(suffix)
    if implied and given and given != implied:
        raise OutputError(f"{printable(out)}: the name says {implied}, --format says {given}; make them agree")
    if implied or given:
        return implied or given  # type: ignore[return-value]
    raise OutputError(
        f"{printable(out)}: parse cannot write {printable(suffix or 'a file without a suffix')}; "
        "name it .jsonl, .csv, .geojson or .parquet, or give --format"
    )


def _check_map_out(out: str) -> None:
    """``map -o`` names an HTML page (``.html``/``.htm``) or ``-``."""
    if out != STDOUT and Path(out).suffix.lower() not in (".html", ".htm"):
        raise OutputError(f"{printable(out)}: map writes an HTML page; name it .html, or '-' for standard output")


_COLUMNS = [
    "file",
    "article",
    "start",
    "end",
    "text",
    "place_key",
    "place_name",
    "lat",
    "lon",
    "precision_km",
    "role",
    "score",
    "sentence_start",
    "sentence_end",
    "sentence",
]


def _write_records(records: Iterator[dict], fmt: str, handle) -> None:
    if fmt == "jsonl":
        for record in records:
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    elif fmt == "csv":
        writer = csv.DictWriter(handle, fieldnames=_COLUMNS, lineterminator="\r\n")
        writer.writeheader()
        writer.writerows(csv_rows(records))  # a cell that would run as a formula starts with '

    else:
        features = [
            {
                "type": "Feature",
                "geometry": {"type": "Point", "coordinates": [r["lon"], r["lat"]]} if r["lat"] is not None else None,
                "properties": r,
            }
            for r in records
        ]
        collection = {
            "type": "FeatureCollection",
            "name": "mentions",
            "crs": {"type": "name", "properties": {"name": "urn:ogc:def:crs:OGC:1.3:CRS84"}},
            "features": features,
        }
        json.dump(collection, handle, ensure_ascii=False, indent=1)
        handle.write("\n")


def cmd_eval(args: argparse.Namespace, gaz: Gazetteer) -> int:
    """Score the geoparser against gold annotations; list misses and false positives."""
    from ..evaluation import evaluate, evaluate_by_distance, has_coordinates, read_gold

    if args.by_distance or has_coordinates(read_gold(args.gold)):
        args.by_distance = True
        return _eval_by_distance(args, gaz, evaluate_by_distance)
    score = evaluate(args.gold, args.seeds_dir, gaz, lenient=args.lenient)
    print(
        f"precision {score.precision:.4f}  recall {score.recall:.4f}  F1 {score.f1:.4f}  "
        f"(hits {score.hits}, misses {len(score.misses)}, false positives {len(score.false_positives)})"
    )
    for miss in score.misses:
        _row("miss", miss["file"], f"{miss['start']}-{miss['end']}", repr(miss["surface"]), miss["place_key"])
    for fp in score.false_positives:
        _row("false positive", fp["file"], f"{fp['start']}-{fp['end']}", repr(fp["surface"]), fp["place_key"])
    return 0


def cmd_eval_claims(args: argparse.Namespace, gaz: Gazetteer) -> int:
    """Score the claims against a claims gold: P/R/F1 per kind and language, then the misses."""
    from ..evaluation.claims import KINDS, evaluate_claims

    score = evaluate_claims(args.gold, args.dir, gaz, args.threshold)
    languages = sorted(set(score.articles.values()))
    counts = ", ".join(f"{sum(v == lang for v in score.articles.values())} {lang}" for lang in languages)
    print(f"{len(score.articles)} articles ({counts})")
    print(f"claims at confidence >= {score.threshold:.3f}; the row marked all: every claim")
    print("lang  kind      gold  pred  hits  precision  recall  F1      topic right")
    for lang in languages:
        for kind in KINDS:
            for s, mark in ((score.scores[(lang, kind)], ""), (score.all_scores[(lang, kind)], "all")):
                topic = f"{s.topic_recall:.3f}" if kind == "count" else ""
                print(
                    f"{lang:5} {kind:9} {s.gold:5} {s.predicted:5} {s.hits:5}  {s.precision:9.3f}  "
                    f"{s.recall:6.3f}  {s.f1:.3f}   {topic:11} {mark}".rstrip()
                )
    for miss in score.misses:
        _row("miss", miss["article"], _key(miss["key"]), repr(miss["quote"] or ""))
    for row in score.wrong_topics:
        read = "/".join(row["predicted"])
        _row("wrong topic", row["article"], _key(row["key"]), f"gold {row['gold']}, read {read}")
    for fp in score.false_positives:
        _row("false positive", fp["article"], _key(fp["key"]), repr(fp["quote"][:160]))
    return 0


def _key(key: tuple) -> str:
    return " ".join("-" if part is None else f"{part:g}" if isinstance(part, float) else str(part) for part in key)


def _eval_by_distance(args: argparse.Namespace, gaz: Gazetteer, evaluate_by_distance) -> int:
    from pathlib import Path

    texts = args.seeds_dir if args.seeds_dir_given else str(Path(args.gold).parent)
    score = evaluate_by_distance(args.gold, texts, gaz)
    print(
        f"precision {score.precision:.4f}  recall {score.recall:.4f}  F1 {score.f1:.4f}  "
        f"(hits {score.hits}, misses {len(score.misses)}, false positives {len(score.false_positives)}, "
        f"unresolved {len(score.unresolved)})"
    )
    print(f"hits by an unknown toponym over a positive without a coordinate or key {score.unresolved_hits}")
    print(
        f"recall on Syrian places below country level {score.syria_recall:.4f} "
        f"({score.syria_hits}/{score.syria_total}); "
        f"governorates resolved to governorates {score.governorate_hits}/{score.governorate_total}"
    )
    for miss in score.misses:
        _row("miss", miss["file"], f"{miss['start']}-{miss['end']}", repr(miss["surface"]), miss["type"])
    for fp in score.false_positives:
        _row("false positive", fp["file"], f"{fp['start']}-{fp['end']}", repr(fp["surface"]), fp["place_key"])
    for row in score.unresolved:
        _row("unresolved", row["file"], f"{row['start']}-{row['end']}", repr(row["surface"]))
    return 0


def cmd_export(args: argparse.Namespace, gaz: Gazetteer) -> int:
    """Build the scene of the articles and export its layers."""
    from ..corpus import load_corpus
    from ..export import check_export_target, export_scene
    from ..scene import build_scene

    check_export_target(args.out)  # before the work: a wrong -o fails at once, not after minutes
    articles = load_corpus(args.files or None, encoding=args.encoding, skip_bad_lines=args.skip_bad_lines)
    log.info("export: %d articles", len(articles))
    for path in export_scene(build_scene(articles, gaz), args.out):
        log.info("export: wrote %s", printable(path))
        print(printable(path))
    return 0


def cmd_map(args: argparse.Namespace, gaz: Gazetteer) -> int:
    """Build the map of the articles and save it."""
    from ..corpus import load_corpus
    from ..maps import build_map, save_map
    from ..scene import build_scene

    if args.datasets and (args.files or args.encoding or args.skip_bad_lines):
        print("geo-aleppo: error: --datasets draws datasets written before; give no articles with it", file=sys.stderr)
        return 2
    _check_map_out(args.out)
    if args.out != STDOUT:
        check_target(Path(args.out))  # before the work: a wrong -o fails at once, not after minutes
    if args.datasets:  # a large corpus: its claims streamed and grouped, never all in memory
        from ..scene import aggregated_scene_from_parquet

        scene = aggregated_scene_from_parquet(args.datasets, gazetteer=gaz)
    else:
        articles = load_corpus(args.files or None, encoding=args.encoding, skip_bad_lines=args.skip_bad_lines)
        log.info("map: %d articles", len(articles))
        scene = build_scene(articles, gaz)
    log.info("map: drawing %d places, %d claims", len(scene.places), len(scene.claims))
    page = build_map(scene, self_contained=args.assets != "cdn", title=args.title)
    if args.out == STDOUT:
        from ..maps import render_html

        sys.stdout.write(render_html(page))
        return 0
    print(printable(save_map(page, args.out)))
    return 0
