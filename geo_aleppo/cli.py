"""geo-aleppo turns news reports into evidence-linked maps of the places, control and corridors they describe.

Exit codes: 0 success, 1 a user error (one line on stderr), 2 bad usage.
``-v`` (before or after the command) logs progress and shows the traceback of an error; ``-q`` keeps
to errors. Also runs as ``python -m geo_aleppo``.
"""

from __future__ import annotations

import argparse
import csv
import json
import logging
import os
import sys
from collections.abc import Iterator, Sequence
from dataclasses import asdict
from pathlib import Path

from . import __version__
from ._progress import track
from .errors import AmbiguousPlace, EngineError, GeoAleppoError, OutputError
from .gazetteer import Gazetteer, load_gazetteer
from .io import STDOUT, atomic_output, check_target, csv_rows, printable

log = logging.getLogger("geo_aleppo")


def cmd_geocode(args: argparse.Namespace, gaz: Gazetteer) -> int:
    """Look a place up by any spelling and print it."""
    try:
        places = [gaz.lookup(args.name, type=args.type)]
    except AmbiguousPlace as exc:
        places = list(exc.candidates)
        types = ", ".join(sorted({p.type for p in places}))
        print(f"note: '{printable(args.name)}' names {len(places)} places; choose one with --type ({printable(types)})",
              file=sys.stderr)
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


def mention_records(paths: Sequence[str] | None, gaz: Gazetteer, *, encoding: str | None,
                    include_all: bool, skip_bad_lines: bool = False) -> Iterator[dict]:
    """Yield one flat record per mention of every article in ``paths`` (default: the bundled seeds)."""
    from .corpus import iter_articles, quote_window
    from .geoparsing import iter_mentions

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
        from .engine.batch import parse_corpus

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
    raise OutputError(f"{printable(out)}: parse cannot write {printable(suffix or 'a file without a suffix')}; "
                      "name it .jsonl, .csv, .geojson or .parquet, or give --format")


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
    from .evaluation import evaluate, evaluate_by_distance, has_coordinates, read_gold

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
    from .evaluation.claims import KINDS, evaluate_claims

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
                print(f"{lang:5} {kind:9} {s.gold:5} {s.predicted:5} {s.hits:5}  {s.precision:9.3f}  "
                      f"{s.recall:6.3f}  {s.f1:.3f}   {topic:11} {mark}".rstrip())
    for miss in score.misses:
        _row("miss", miss["article"], _key(miss["key"]), repr(miss["quote"] or ""))
    for row in score.wrong_topics:
        read = "/".join(row["predicted"])
        _row("wrong topic", row["article"], _key(row["key"]), f"gold {row['gold']}, read {read}")
    for fp in score.false_positives:
        _row("false positive", fp["article"], _key(fp["key"]), repr(fp["quote"][:160]))
    return 0


def _confidence(text: str) -> float:
    """A confidence given on the command line: a number from 0 to 1."""
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError(f"a confidence is a number from 0 to 1, not {text!r}")
    return value


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
    from .corpus import load_corpus
    from .export import check_export_target, export_scene
    from .scene import build_scene

    check_export_target(args.out)  # before the work: a wrong -o fails at once, not after minutes
    articles = load_corpus(args.files or None, encoding=args.encoding, skip_bad_lines=args.skip_bad_lines)
    log.info("export: %d articles", len(articles))
    for path in export_scene(build_scene(articles, gaz), args.out):
        log.info("export: wrote %s", printable(path))
        print(printable(path))
    return 0


def cmd_map(args: argparse.Namespace, gaz: Gazetteer) -> int:
    """Build the map of the articles and save it."""
    from .corpus import load_corpus
    from .maps import build_map, save_map
    from .scene import build_scene

    if args.datasets and (args.files or args.encoding or args.skip_bad_lines):
        print("geo-aleppo: error: --datasets draws datasets written before; give no articles with it", file=sys.stderr)
        return 2
    _check_map_out(args.out)
    if args.out != STDOUT:
        check_target(Path(args.out))  # before the work: a wrong -o fails at once, not after minutes
    if args.datasets:  # a large corpus: its claims streamed and grouped, never all in memory
        from .scene import aggregated_scene_from_parquet

        scene = aggregated_scene_from_parquet(args.datasets, gazetteer=gaz)
    else:
        articles = load_corpus(args.files or None, encoding=args.encoding, skip_bad_lines=args.skip_bad_lines)
        log.info("map: %d articles", len(articles))
        scene = build_scene(articles, gaz)
    log.info("map: drawing %d places, %d claims", len(scene.places), len(scene.claims))
    page = build_map(scene, self_contained=args.assets != "cdn", title=args.title)
    if args.out == STDOUT:
        from .maps import render_html

        sys.stdout.write(render_html(page))
        return 0
    print(printable(save_map(page, args.out)))
    return 0


def _verbosity() -> argparse.ArgumentParser:
    """``-v``/``-q``, accepted before and after the command (after it, without clobbering before)."""
    common = argparse.ArgumentParser(add_help=False)
    group = common.add_mutually_exclusive_group()
    group.add_argument("-v", "--verbose", action="store_true", default=argparse.SUPPRESS,
                       help="log progress (INFO) and show the traceback of an error")
    group.add_argument("-q", "--quiet", action="store_true", default=argparse.SUPPRESS,
                       help="print errors only, no warnings and no progress bar")
    return common


def _input_options(p: argparse.ArgumentParser, *, what: str) -> None:
    p.add_argument("files", nargs="*", metavar="FILE|DIR",
                   help=f"articles to {what}: .txt files, folders, globs or .jsonl (default: the bundled seeds)")
    p.add_argument("--encoding", help="decode non-UTF-8 files with this encoding (with a warning)")
    p.add_argument("--skip-bad-lines", action="store_true",
                   help="pass over a broken line of a .jsonl archive (each one reported) instead of stopping")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of ``geo-aleppo``."""
    common = _verbosity()
    parser = argparse.ArgumentParser(prog="geo-aleppo", description=__doc__.splitlines()[0], parents=[common])
    parser.add_argument("--version", action="version", version=f"geo-aleppo {__version__}")
    parser.add_argument("--gazetteer", metavar="DIR", help="a gazetteer folder (default: the bundled one)")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def command(name: str, helptext: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=helptext, description=helptext, parents=[common])
        p.add_argument("--gazetteer", metavar="DIR", default=argparse.SUPPRESS,
                       help="a gazetteer folder (default: the bundled one)")
        return p

    p = command("geocode", "look a place up by any spelling or its Arabic name")
    p.add_argument("name", help="a place name in any spelling, e.g. 'Khan al-Assal' or 'خان العسل'")
    p.add_argument("--type", help="settle an ambiguous name: city, governorate, ...")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_geocode)

    p = command("parse", "find the place mentions in articles")
    _input_options(p, what="parse")
    p.add_argument("--format", choices=["jsonl", "csv", "geojson"],
                   help="output format (default: from the --out suffix, else jsonl)")
    p.add_argument("-o", "--out", help="output file (default or '-': standard output); "
                   "X.parquet for a corpus: a dataset folder of parts")
    p.add_argument("--include-all", action="store_true", help="also list demonyms and organisation names")
    p.add_argument(
        "--engine",
        choices=["local", "dask"],
        default="local",
        help="with --out FILE.parquet: parse here, or on a dask cluster (default: local)",
    )
    p.add_argument(
        "--scheduler",
        metavar="ADDR",
        help="with --engine dask: a dask.distributed scheduler, e.g. tcp://host:8786 "
        "(default: a local cluster of 2 worker processes)",
    )
    p.add_argument("--claims", action="store_true", help="with --out X.parquet: also write X.claims.parquet")
    p.add_argument(
        "--single-file", action="store_true", help="with --out X.parquet and the local engine: one file, not a folder"
    )
    p.set_defaults(func=cmd_parse)

    p = command("export", "export the scene's layers for QGIS (GeoPackage, GeoJSON, CSV)")
    _input_options(p, what="export")
    p.add_argument("-o", "--out", required=True, help="out.gpkg, out.geojson (a folder of layers) or a folder/")
    p.set_defaults(func=cmd_export)

    p = command("eval", "score the geoparser against gold annotations")
    p.add_argument("gold", metavar="GOLD.jsonl", help="gold mentions, one JSON object per line")
    p.add_argument(
        "--seeds-dir",
        default=None,
        help="folder of the annotated files (default: bundled seeds; by distance: the gold file's folder)",
    )
    p.add_argument("--lenient", action="store_true", help="also accept the gold alt_keys")
    p.add_argument(
        "--by-distance",
        action="store_true",
        help="score by distance to the gold lat/lon (automatic when every gold row has them)",
    )
    p.set_defaults(func=cmd_eval)

    p = command("eval-claims", "score the claims against a claims gold (P/R/F1 per kind, English and Arabic)")
    p.add_argument("gold", metavar="GOLD.jsonl", help="gold claims, one JSON object per line")
    p.add_argument("dir", metavar="DIR", nargs="?", default=None, help="the articles (default: the gold file's folder)")
    p.add_argument("--threshold", type=_confidence, default=None, metavar="C",
                   help="score the claims of confidence >= C (default: the drawing threshold of the calibration)")
    p.set_defaults(func=cmd_eval_claims)

    p = command("map", "draw the scene as an evidence-linked HTML map")
    _input_options(p, what="map")
    p.add_argument("-o", "--out", default="aleppo.html",
                   help="the HTML file to write, '-' for standard output (default: aleppo.html)")
    assets = p.add_mutually_exclusive_group()
    assets.add_argument(
        "--self-contained",
        dest="assets",
        action="store_const",
        const="inline",
        help="inline Leaflet and its plugins: the map works with no network (the default)",
    )
    assets.add_argument(
        "--cdn", dest="assets", action="store_const", const="cdn",
        help="a smaller page that loads Leaflet from a CDN (needs the network)"
    )
    p.add_argument("--title", help="the map's title (default: the place the articles name most, and their dates)")
    p.add_argument("--datasets", metavar="X.parquet",
                   help="draw the datasets of `parse --out X.parquet --claims` instead of articles, aggregated "
                        "(each incident or claim group one feature, in flat memory: for a large corpus)")
    p.set_defaults(func=cmd_map, assets=None)
    return parser


def _configure_logging(verbose: bool, quiet: bool) -> None:
    level = logging.INFO if verbose else logging.ERROR if quiet else logging.WARNING
    logging.basicConfig(level=level, format="%(levelname)s %(name)s: %(message)s", force=True)
    for handler in logging.getLogger().handlers:
        handler.setFormatter(_PrintableFormatter("%(levelname)s %(name)s: %(message)s"))
    if not verbose:
        # dask.distributed reads its log levels from its config when it is first imported, here or in a
        # worker process that this one starts: keep its start-up chatter, and the tracebacks of workers
        # that die, out of a user's terminal (the CLI says what failed in one line; -v shows it all).
        os.environ.setdefault("DASK_LOGGING__DISTRIBUTED", "critical")
        logging.getLogger("distributed").setLevel(logging.CRITICAL)


def _message(exc: BaseException) -> str:
    """The user's line for an error: its own message, or for an OSError the file and the reason."""
    if isinstance(exc, GeoAleppoError):
        return str(exc)
    reason = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
    filename = getattr(exc, "filename", None)
    return f"{printable(filename)}: {reason}" if filename else reason


def _one_line(message: str) -> str:
    """One terminal line: runs of white space become one space, control characters are escaped."""
    return printable(" ".join(message.split()))


def _is_dask_failure(exc: BaseException) -> bool:
    distributed = sys.modules.get("distributed")
    return distributed is not None and isinstance(exc, distributed.KilledWorker)


def _dask_message(exc: BaseException) -> str:
    task = getattr(exc, "task", None) or (exc.args[0] if exc.args else "a task")
    return (
        f"dask workers died while running {task} (KilledWorker); a worker may have run out of memory: "
        "give workers more memory, or use --engine local (-v shows the workers' log)"
    )


class _PrintableFormatter(logging.Formatter):
    """Log lines with control characters escaped: a file name must not drive the terminal."""

    def format(self, record: logging.LogRecord) -> str:
        return "\n".join(printable(line) for line in super().format(record).split("\n"))


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``geo-aleppo``; return the exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    args.verbose = getattr(args, "verbose", False)
    args.quiet = getattr(args, "quiet", False)
    _configure_logging(args.verbose, args.quiet)
    args.seeds_dir_given = getattr(args, "seeds_dir", None) is not None
    if getattr(args, "seeds_dir", "") is None:
        from ._resources import bundled_path

        args.seeds_dir = bundled_path("seeds")
    try:
        if getattr(args, "out", None) == "":
            raise OutputError("-o/--out is empty: name a file, or '-' for standard output")
        gaz = load_gazetteer(args.gazetteer)
        return args.func(args, gaz)
    except BrokenPipeError:
        return 0
    except (GeoAleppoError, OSError) as exc:
        if args.verbose:
            raise
        print(f"geo-aleppo: error: {_one_line(_message(exc))}", file=sys.stderr)
        return 1
    except Exception as exc:
        if args.verbose or not _is_dask_failure(exc):
            raise
        print(f"geo-aleppo: error: {_one_line(_dask_message(exc))}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("geo-aleppo: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
