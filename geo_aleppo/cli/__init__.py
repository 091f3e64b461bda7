"""geo-aleppo turns news reports into evidence-linked maps of the places, control and corridors they describe.

Exit codes: 0 success, 1 a user error (one line on stderr), 2 bad usage.
``-v`` (before or after the command) logs progress and shows the traceback of an error; ``-q`` keeps
to errors. Also runs as ``python -m geo_aleppo``.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence

from .. import __version__
from ..errors import GeoAleppoError, OutputError
from ..gazetteer import load_gazetteer
from ..io import printable
from .commands import cmd_eval, cmd_eval_claims, cmd_export, cmd_geocode, cmd_map, cmd_parse

log = logging.getLogger("geo_aleppo")


def _confidence(text: str) -> float:
    """A confidence given on the command line: a number from 0 to 1."""
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError(f"a confidence is a number from 0 to 1, not {text!r}")
    return value


def _verbosity() -> argparse.ArgumentParser:
    """``-v``/``-q``, accepted before and after the command (after it, without clobbering before)."""
    common = argparse.ArgumentParser(add_help=False)
    group = common.add_mutually_exclusive_group()
    group.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        default=argparse.SUPPRESS,
        help="log progress (INFO) and show the traceback of an error",
    )
    group.add_argument(
        "-q",
        "--quiet",
        action="store_true",
        default=argparse.SUPPRESS,
        help="print errors only, no warnings and no progress bar",
    )
    return common


def _input_options(p: argparse.ArgumentParser, *, what: str) -> None:
    p.add_argument(
        "files",
        nargs="*",
        metavar="FILE|DIR",
        help=f"articles to {what}: .txt files, folders, globs or .jsonl (default: the bundled seeds)",
    )
    p.add_argument("--encoding", help="decode non-UTF-8 files with this encoding (with a warning)")
    p.add_argument(
        "--skip-bad-lines",
        action="store_true",
        help="pass over a broken line of a .jsonl archive (each one reported) instead of stopping",
    )


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of ``geo-aleppo``."""
    common = _verbosity()
    parser = argparse.ArgumentParser(prog="geo-aleppo", description=__doc__.splitlines()[0], parents=[common])
    parser.add_argument("--version", action="version", version=f"geo-aleppo {__version__}")
    parser.add_argument("--gazetteer", metavar="DIR", help="a gazetteer folder (default: the bundled one)")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def command(name: str, helptext: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=helptext, description=helptext, parents=[common])
        p.add_argument(
            "--gazetteer",
            metavar="DIR",
            default=argparse.SUPPRESS,
            help="a gazetteer folder (default: the bundled one)",
        )
        return p

    p = command("geocode", "look a place up by any spelling or its Arabic name")
    p.add_argument("name", help="a place name in any spelling, e.g. 'Khan al-Assal' or 'خان العسل'")
    p.add_argument("--type", help="settle an ambiguous name: city, governorate, ...")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_geocode)

    p = command("parse", "find the place mentions in articles")
    _input_options(p, what="parse")
    p.add_argument(
        "--format",
        choices=["jsonl", "csv", "geojson"],
        help="output format (default: from the --out suffix, else jsonl)",
    )
    p.add_argument(
        "-o",
        "--out",
        help="output file (default or '-': standard output); X.parquet for a corpus: a dataset folder of parts",
    )
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
    p.add_argument(
        "--threshold",
        type=_confidence,
        default=None,
        metavar="C",
        help="score the claims of confidence >= C (default: the drawing threshold of the calibration)",
    )
    p.set_defaults(func=cmd_eval_claims)

    p = command("map", "draw the scene as an evidence-linked HTML map")
    _input_options(p, what="map")
    p.add_argument(
        "-o",
        "--out",
        default="aleppo.html",
        help="the HTML file to write, '-' for standard output (default: aleppo.html)",
    )
    assets = p.add_mutually_exclusive_group()
    assets.add_argument(
        "--self-contained",
        dest="assets",
        action="store_const",
        const="inline",
        help="inline Leaflet and its plugins: the map works with no network (the default)",
    )
    assets.add_argument(
        "--cdn",
        dest="assets",
        action="store_const",
        const="cdn",
        help="a smaller page that loads Leaflet from a CDN (needs the network)",
    )
    p.add_argument("--title", help="the map's title (default: the place the articles name most, and their dates)")
    p.add_argument(
        "--datasets",
        metavar="X.parquet",
        help="draw the datasets of `parse --out X.parquet --claims` instead of articles, aggregated "
        "(each incident or claim group one feature, in flat memory: for a large corpus)",
    )
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
        from .._resources import bundled_path

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
