"""geo_aleppo: evidence-linked maps from news reporting on the evacuation of eastern Aleppo.

>>> import geo_aleppo as ga
>>> ga.load_gazetteer().lookup("Kfraya").key
'kafraya'

Heavy parts (geopandas, folium, dask) load only when the function that needs them runs.
"""

from __future__ import annotations

import importlib
from typing import Any

from .errors import (
    AmbiguousPlace,
    ArticleError,
    GazetteerDataError,
    GeoAleppoError,
    OutputError,
    PlaceNotFound,
)
from .gazetteer import Gazetteer, Place, load_gazetteer
from .names import fold

__version__ = "0.1.0"

_LAZY = {
    "Mention": "geoparsing",
    "geoparse": "geoparsing",
    "Article": "corpus",
    "load_corpus": "corpus",
    "iter_articles": "corpus",
    "parse_corpus": "engine",
    "evaluate": "evaluation",
    "Claim": "claims",
    "extract_claims": "claims",
    "Scene": "scene",
    "agreement": "scene",
    "build_scene": "scene",
    "export_scene": "export",
    "build_map": "maps",
}

__all__ = [
    "AmbiguousPlace",
    "ArticleError",
    "GazetteerDataError",
    "GeoAleppoError",
    "OutputError",
    "PlaceNotFound",
    "Gazetteer",
    "Place",
    "fold",
    "load_gazetteer",
    *_LAZY,
]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'geo_aleppo' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
