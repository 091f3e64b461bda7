"""Where the bundled data lives: inside the installed wheel, or in a source checkout."""

from __future__ import annotations

from pathlib import Path

from .errors import GeoAleppoError

_PACKAGE = Path(__file__).resolve().parent


def bundled_path(name: str) -> Path:
    """Return the bundled folder ``name`` (``"gazetteer"`` or ``"seeds"``)."""
    for candidate in (_PACKAGE / "_data" / name, _PACKAGE.parent / name):
        if candidate.is_dir():
            return candidate
    raise GeoAleppoError(f"bundled data folder {name!r} is missing; reinstall geo_aleppo")
