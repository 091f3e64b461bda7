"""Write a scene out for GIS: a GeoPackage with one table per layer, or a folder of GeoJSON files.

The claims, the agreement table and the article list also go out as CSV. The files of one
export are written to temporary names first and renamed into place together, so a failed
export leaves the older files as they were.
"""

from __future__ import annotations

import contextlib
import logging
import os
from pathlib import Path

from ._io import atomic_paths, printable, write_csv
from .errors import OutputError
from .layers import GEOMETRY_TYPES, for_export, json_text, kind
from .scene import LAYERS, Scene

__all__ = ["export_scene"]

log = logging.getLogger(__name__)

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
    if str(path) in ("", "-"):
        raise OutputError(f"export writes several files: give a .gpkg file or a folder, not {str(path)!r}")
    target = Path(path)
    if target.suffix.lower() == ".gpkg":
        return _geopackage(scene, target)
    if target.suffix.lower() == ".geojson":
        target = target.with_suffix("")
        log.info("GeoJSON holds one layer per file: writing the layers to %s/", printable(target))
    elif target.suffix and not target.is_dir() and not str(path).endswith(("/", os.sep)):
        raise OutputError(
            f"{printable(target)}: unknown output format {target.suffix!r}; use .gpkg, .geojson or a folder"
        )
    return _folder(scene, target)


def _write_layer(frame, path: Path, driver: str, layer: str, append: bool = False) -> None:
    """Write one layer or table with the types of :func:`geo_aleppo.layers.for_export` (through Arrow)."""
    import pyogrio

    geometry = {"geometry_type": GEOMETRY_TYPES[layer], "promote_to_multi": GEOMETRY_TYPES[layer].startswith("Multi")} \
        if layer in GEOMETRY_TYPES else {}
    pyogrio.write_dataframe(for_export(frame, layer), path, driver=driver, layer=layer, append=append,
                            use_arrow=True, **geometry)


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
    if target.exists() and not target.is_dir():
        raise OutputError(f"{printable(target)}: exists and is not a folder")
    try:
        target.mkdir(parents=True, exist_ok=True)
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
