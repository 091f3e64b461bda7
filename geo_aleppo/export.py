"""Write a scene out for GIS: a GeoPackage with one table per layer, or a folder of GeoJSON files.

The claims, the agreement table and the article list also go out as CSV. Every output is
written to a temporary name first and renamed into place, so a failed export leaves an older
file as it was.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import tempfile
from pathlib import Path

from ._io import atomic_path
from .errors import OutputError
from .scene import LAYERS, Scene

__all__ = ["export_scene"]

log = logging.getLogger(__name__)

TABLES = ("claims", "agreement", "articles", "unresolved")
GPKG_TIMESTAMP = "2000-01-01T00:00:00.000Z"  # "last_change" of every table: the same scene gives the same file


def export_scene(scene: Scene, path: str | Path) -> list[Path]:
    """Export ``scene`` to ``path``; return the files written.

    ``*.gpkg``
        One GeoPackage table per layer (``places``, ``control_areas``, ``corridors``,
        ``incidents``, ``claims``), plus ``<stem>.claims.csv`` and ``<stem>.agreement.csv`` beside it.
    a folder (existing, or a path ending in ``/`` or without a suffix)
        ``<layer>.geojson`` for each layer and ``<table>.csv`` for each table.
    ``*.geojson``
        GeoJSON holds a single layer, so the layers go to the folder ``<stem>/`` beside it.
    """
    target = Path(path)
    if target.suffix.lower() == ".gpkg":
        return _geopackage(scene, target)
    if target.suffix.lower() == ".geojson":
        target = target.with_suffix("")
        log.info("GeoJSON holds one layer per file: writing the layers to %s/", target)
    elif target.suffix and not target.is_dir() and not str(path).endswith(("/", os.sep)):
        raise OutputError(f"{target}: unknown output format {target.suffix!r}; use .gpkg, .geojson or a folder")
    return _folder(scene, target)


def _write_layer(frame, path: Path, driver: str, layer: str | None = None, append: bool = False) -> None:
    import pyogrio

    pyogrio.write_dataframe(frame, path, driver=driver, layer=layer, append=append)


def _geopackage(scene: Scene, target: Path) -> list[Path]:
    written = [target]
    with atomic_path(target) as tmp, _fixed_gpkg_timestamp():
        for i, name in enumerate(LAYERS):
            _write_layer(scene.layer(name), tmp, "GPKG", layer=name, append=i > 0)
    for table in ("claims", "agreement"):
        csv_path = target.with_name(f"{target.stem}.{table}.csv")
        _csv(_table(scene, table), csv_path)
        written.append(csv_path)
    return written


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
        raise OutputError(f"{target}: exists and is not a folder")
    try:
        target.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=".export-", dir=target))
    except OSError as exc:
        raise OutputError(f"{target}: cannot write here ({exc.strerror})") from None
    try:
        names = []
        for name in LAYERS:
            _write_layer(scene.layer(name), staging / f"{name}.geojson", "GeoJSON")
            names.append(f"{name}.geojson")
        for table in TABLES:
            _table(scene, table).to_csv(staging / f"{table}.csv", index=False)
            names.append(f"{table}.csv")
        for name in names:  # every file is complete before any is replaced
            os.replace(staging / name, target / name)
    except OSError as exc:
        raise OutputError(f"{target}: cannot write ({exc.strerror or exc})") from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return [target / n for n in names]


def _table(scene: Scene, name: str):
    frame = getattr(scene, name)
    return frame.drop(columns="geometry") if "geometry" in frame.columns else frame


def _csv(frame, path: Path) -> None:
    with atomic_path(path) as tmp:
        frame.to_csv(tmp, index=False)
