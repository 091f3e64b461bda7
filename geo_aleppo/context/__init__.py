"""The context of the places: control areas, corridors and footprints as of a date, and the road router.

- :mod:`~geo_aleppo.context.areas`: control areas (``control_areas.geojson``).
- :mod:`~geo_aleppo.context.corridors`: corridors (``corridors.geojson``), their waypoints place keys.
- :mod:`~geo_aleppo.context.footprints`: boundary polygons of countries, governorates and regions.
- :mod:`~geo_aleppo.context.routing`: shortest paths over a road graph, and a line measured per side.
- :mod:`~geo_aleppo.context.window`: the days a curated record speaks for (``as_of`` ± ``window_days``).

The gazetteer keeps names and places; ``Gazetteer.control_areas()``, ``corridors()``,
``footprint()`` and ``footprint_precision_km()`` read its folder's context through these modules.
"""

from __future__ import annotations

from .areas import CONTROLLERS, STATUSES, load_control_areas
from .corridors import load_corridors
from .footprints import Footprints, load_footprints
from .window import WINDOW_DAYS, in_window, window_days

__all__ = ["CONTROLLERS", "STATUSES", "Footprints", "load_control_areas", "load_corridors", "load_footprints",
           "WINDOW_DAYS", "in_window", "window_days"]
