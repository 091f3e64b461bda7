"""The curated gazetteer: loading, validation, lookup by any spelling, fuzzy search.

- :mod:`~geo_aleppo.gazetteer.place`: :class:`Place`, its types and tiers, a record's checks.
- :mod:`~geo_aleppo.gazetteer.core`: :class:`Gazetteer` and :func:`load_gazetteer`.
- :mod:`~geo_aleppo.gazetteer.tiers`: the second tier and the features, loaded on first use.
- :mod:`~geo_aleppo.gazetteer.checks`: what a gazetteer folder must satisfy as it loads.

The data is human-edited GeoJSON in ``gazetteer/``: ``places.geojson`` (one point per
place) and ``footprints.geojson`` (boundary polygons of countries and governorates).
Every record is validated when it is loaded; a bad one raises ``GazetteerDataError``
naming the file, the key and the field.

Shared names
    A name may belong to two places only when one contains the other, as the city
    of Idlib lies in Idlib governorate. ``lookup`` then raises ``AmbiguousPlace``
    unless a ``type=`` hint settles it. Exactly one of the places carries
    ``default_sense: true``: the reading the geoparser takes for a bare name when
    the context says nothing (Idlib: the governorate, the usual referent in reporting
    of the 2016 evacuation; Aleppo, Hama, Latakia: the city).

Names that are also ordinary words
    ``ordinary_words`` lists those of a place's names that are common words too
    (المشهد "the scene", السكري "diabetes", الباب "the door"). The geoparser takes
    them for the place only in a place context: after a type word ("حي المشهد",
    "the district of ..."), before a feature word, or in a list of other places.
"""

from __future__ import annotations

from .core import Gazetteer, load_gazetteer
from .place import EXTENDED_FEATURES, FEATURE_TIER, PLACE_TYPES, TIERS, Place, haversine_km
from .tiers import FEATURE_LINES_FILE, FEATURES_FILE, TIER_FILE

__all__ = [
    "Place",
    "Gazetteer",
    "load_gazetteer",
    "PLACE_TYPES",
    "EXTENDED_FEATURES",
    "FEATURE_TIER",
    "TIERS",
    "TIER_FILE",
    "FEATURES_FILE",
    "FEATURE_LINES_FILE",
    "haversine_km",
]
