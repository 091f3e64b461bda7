"""Write a scene out for GIS: a GeoPackage with one table per layer, or a folder of GeoJSON files.

The claims, the agreement table and the article list also go out as CSV. The files of one
export are written to temporary names first and renamed into place together, so a failed
export leaves the older files as they were.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
from pathlib import Path

from .errors import OutputError
from .io import atomic_paths, check_target, printable, write_csv
from .scene.model import LAYERS, Scene
from .scene.schema import GEOMETRY_TYPES, for_export, json_text, kind

__all__ = ["export_scene"]

log = logging.getLogger(__name__)
# The temporary, old and lock names of an export's own files (geo_aleppo.io.atomic.temp_name).
_LEFTOVER = re.compile(r"\.(.+?)\.(?:tmp|old|lock)-")

TABLES = ("claims", "agreement", "articles", "unresolved")  # also as CSV in a folder export
CSV_BESIDE_GPKG = ("claims", "agreement")
GPKG_TIMESTAMP = "2000-01-01T00:00:00.000Z"  # "last_change" of every table: the same scene gives the same file


def export_scene(scene: Scene, path: str | Path) -> list[Path]:
    """Export ``scene`` to ``path``; return the files written.

    ``*.gpkg``
        One GeoPackage table per layer (``places``, ``control_areas``, ``corridors``,
        ``incidents``, ``claims``) and per table (``agreement``, ``articles``, ``unresolved``),
        plus ``<stem>.claims.csv`` and ``<stem>.agreement.csv`` beside it.
    a folder (existing, or a path ending in ``/`` or without a suffix)
        ``<layer>.geojson`` for each layer and ``<table>.csv`` for each table.
    ``*.geojson``
        GeoJSON holds a single layer, so the layers go to the folder ``<stem>/`` beside it.

    The files of one export are replaced together or not at all: if any of them cannot be
    written, the files of the previous export stay as they were. Text cells of the CSV files
    that a spreadsheet would run as a formula begin with an apostrophe.
    """
    kind, target = check_export_target(path)
    if kind == "gpkg":
        return _geopackage(scene, target)
    if Path(path).suffix.lower() == ".geojson":
        log.info("GeoJSON holds one layer per file: writing the layers to %s/", printable(target))
    return _folder(scene, target)


def _export_names() -> set[str]:
    return {f"{name}.geojson" for name in LAYERS} | {f"{table}.csv" for table in TABLES}


def check_export_target(path: str | Path) -> tuple[str, Path]:
    """What ``export -o path`` writes, ``("gpkg", file)`` or ``("folder", folder)``, checked before any work.

    The rules of ``map`` and ``parse`` hold: the folder it is written in must exist (none is
    created but the export's own folder), a device, a FIFO or a folder is not replaced by a file,
    and ``x.gpkg/`` (a file named as a folder) is refused. A folder of layers (``out/``, or ``out/``
    for ``out.geojson``) is new, or a real folder (no symbolic link) that holds only the files of
    an earlier export: never another folder whose same-named files it would replace.
    """
    text = str(path)
    if text in ("", "-"):
        raise OutputError(f"export writes several files: give a .gpkg file or a folder, not {text!r}")
    target = Path(path)
    suffix = target.suffix.lower()
    as_folder = text.endswith(("/", os.sep))
    if suffix in (".gpkg", ".geojson") and as_folder:
        raise OutputError(f"{printable(text)}: a {suffix} path names a file, not a folder; drop the final /")
    if suffix == ".gpkg":
        check_target(target)
        return "gpkg", target
    if suffix == ".geojson":
        target = target.with_suffix("")
    elif suffix and not as_folder and not target.is_dir():
        raise OutputError(
            f"{printable(target)}: unknown output format {target.suffix!r}; use .gpkg, .geojson or a folder"
        )
    _check_folder(target)
    return "folder", target


def _leftover_of(name: str) -> str | None:
    found = _LEFTOVER.match(name)
    return found.group(1) if found else None


def _check_folder(target: Path) -> None:
    parent = target.parent if str(target.parent) else Path(".")
    if not parent.is_dir():
        raise OutputError(f"{printable(target)}: folder {printable(parent)} does not exist")
    if target.is_symlink():
        raise OutputError(
            f"{printable(target)}: is a symbolic link; export writes a folder of its own, not through a link"
        )
    if not target.exists():
        return
    if not target.is_dir():
        raise OutputError(f"{printable(target)}: exists and is not a folder")
    ours = _export_names()
    strangers = sorted(n for n in os.listdir(target) if n not in ours and _leftover_of(n) not in ours)
    if strangers:
        raise OutputError(
            f"{printable(target)}/: holds {printable(strangers[0])}, not only the files of an "
            "earlier export; export into a new folder"
        )


def _write_layer(frame, path: Path, driver: str, layer: str, append: bool = False) -> None:
    """Write one layer or table with the types of :func:`geo_aleppo.scene.schema.for_export` (through Arrow)."""
    import pyogrio

    geometry = (
        {"geometry_type": GEOMETRY_TYPES[layer], "promote_to_multi": GEOMETRY_TYPES[layer].startswith("Multi")}
        if layer in GEOMETRY_TYPES
        else {}
    )
    pyogrio.write_dataframe(
        for_export(frame, layer), path, driver=driver, layer=layer, append=append, use_arrow=True, **geometry
    )


def _geopackage(scene: Scene, target: Path) -> list[Path]:
    csv_paths = [target.with_name(f"{target.stem}.{table}.csv") for table in CSV_BESIDE_GPKG]
    label = f"{printable(target)} (with its CSV files)"
    with atomic_paths([target, *csv_paths], label=label) as [tmp, *csv_temps], _fixed_gpkg_timestamp():
        for i, name in enumerate(LAYERS):
            _write_layer(scene.layer(name), tmp, "GPKG", layer=name, append=i > 0)
        for table in TABLES:
            if table not in LAYERS:
                _write_layer(_table(scene, table), tmp, "GPKG", layer=table, append=True)
        for table, csv_tmp in zip(CSV_BESIDE_GPKG, csv_temps):
            write_csv(_csv_frame(scene, table), csv_tmp)
    return [target, *csv_paths]


@contextlib.contextmanager
def _fixed_gpkg_timestamp():
    """GeoPackage stamps each table with the time of writing; a fixed stamp keeps the bytes reproducible."""
    import pyogrio

    previous = pyogrio.get_gdal_config_option("OGR_CURRENT_DATE")
    pyogrio.set_gdal_config_options({"OGR_CURRENT_DATE": GPKG_TIMESTAMP})
    try:
        yield
    finally:
        pyogrio.set_gdal_config_options({"OGR_CURRENT_DATE": previous})


def _folder(scene: Scene, target: Path) -> list[Path]:
    try:
        target.mkdir(exist_ok=True)
    except OSError as exc:
        raise OutputError(f"{printable(target)}: cannot write here ({exc.strerror})") from None
    names = [f"{name}.geojson" for name in LAYERS] + [f"{table}.csv" for table in TABLES]
    with atomic_paths([target / n for n in names], label=f"{printable(target)}/") as temps:
        for name, tmp in zip(LAYERS, temps):
            _write_layer(scene.layer(name), tmp, "GeoJSON", layer=name)
        for table, tmp in zip(TABLES, temps[len(LAYERS) :]):
            write_csv(_csv_frame(scene, table), tmp)
    return [target / n for n in names]


def _table(scene: Scene, name: str):
    frame = getattr(scene, name)
    return frame.drop(columns="geometry") if "geometry" in frame.columns else frame


def _csv_frame(scene: Scene, name: str):
    """A table for CSV: its list and JSON columns as JSON text (never a Python repr)."""
    frame = _table(scene, name).copy()
    for column in frame.columns:
        if kind(name, column) in ("list", "json"):
            frame[column] = [json_text(v) for v in frame[column]]
    return frame
