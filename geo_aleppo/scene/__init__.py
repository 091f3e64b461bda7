"""The scene: what the articles describe, as one GeoDataFrame per layer, each row with its evidence.

- :mod:`~geo_aleppo.scene.model`: :class:`Scene`, its layers and their columns
  (:mod:`~geo_aleppo.scene.schema`, one typed column spec per layer, read by the exports too).
- :mod:`~geo_aleppo.scene.build`: :func:`build_scene` from articles.
- :mod:`~geo_aleppo.scene.assemble`: the layers from what the articles said (pure), with
  :mod:`~geo_aleppo.scene.areas` (control areas against claims, operations) and
  :mod:`~geo_aleppo.scene.corridors` (corridors against length claims,
  :mod:`~geo_aleppo.scene.corridor_measure`).
- :mod:`~geo_aleppo.scene.aggregate`: incidents and claims grouped, for the map of a large corpus.
- :mod:`~geo_aleppo.scene.parquet` and :mod:`~geo_aleppo.scene.parquet_aggregate`: a scene from the
  datasets of :func:`geo_aleppo.parse_corpus`, without reparsing.
- :mod:`~geo_aleppo.scene.agreement`: the figures several articles give for one topic.

Names load when first used: ``from geo_aleppo.scene import aggregate`` loads no article parser.
"""

from __future__ import annotations

import importlib
from typing import Any

# eager (both light): binds the functions over the submodules of the same names
from .aggregate import aggregate
from .agreement import Agreement, agreement

_LAZY = {
    "Scene": "model",
    "LAYERS": "model",
    "build_scene": "build",
    "assemble": "assemble",
    "scene_from_parquet": "parquet",
    "aggregated_scene_from_parquet": "parquet_aggregate",
}

__all__ = ["aggregate", "agreement", "Agreement", *_LAZY]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'geo_aleppo.scene' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
