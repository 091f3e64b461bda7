"""The gazetteer: places by key and by any spelling, fuzzy search, and the loading of a gazetteer folder."""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .._resources import bundled_path
from ..context.areas import load_control_areas
from ..context.corridors import load_corridors
from ..context.footprints import Footprints, load_footprints
from ..errors import AmbiguousPlace, GazetteerDataError, PlaceNotFound
from ..io.geojson import records
from ..names import fold
from .checks import check_parents, check_regions, check_shared_names
from .place import FEATURE_TIER, Place, candidate_order, haversine_km, place_from_record
from .tiers import FEATURE_LINES_FILE, FEATURES_FILE, TIER_FILE, load_feature_lines, load_features, load_tier

if TYPE_CHECKING:  # pragma: no cover
    import geopandas
    from shapely.geometry.base import BaseGeometry

__all__ = ["Gazetteer", "load_gazetteer"]

log = logging.getLogger("geo_aleppo.gazetteer")

# a tier record of a name that a curated one of these types holds within 10 km is that place (not a crossing or a
# landmark: the town beside a crossing is named after it, and is another place)
_SETTLEMENTS = frozenset({"city", "town", "village", "district"})


_TIER_KEY_PREFIXES = ("gn_", "osm_", "ocha_")  # the keys of the second tier's GeoNames, OSM and OCHA records


class Gazetteer:
    """Places by key and by any of their names; iterate to get every place, sorted by key.

    The curated places are loaded at once; the GeoNames tier (``geonames_tier.geojson`` in
    the same folder, if there is one) when a name, a ``gn_``, ``osm_`` or ``ocha_`` key or the whole set is first
    asked for. Curated places come first among the candidates of a name, and a tier place
    that repeats a curated one (the same GeoNames id, or one of its names within 10 km of a
    curated town of that name) is left out.
    """

    def __init__(
        self,
        places: dict[str, Place],
        footprints: dict[str, Any] | None = None,
        *,
        path: Path | None = None,
        tier_path: Path | None = None,
    ):
        self.path = path
        self._curated_places = dict(sorted(places.items()))
        self._places = self._curated_places
        self._footprint_store = Footprints(footprints)  # the polygons of countries, governorates, regions
        self._line_shapes: dict[str, BaseGeometry] = {}  # the lines and outlines of features, made on first use
        self._index: dict[str, tuple[str, ...]] = {}
        for place in self._curated_places.values():
            for name in dict.fromkeys(fold(n) for n in place.names):
                if name:
                    self._index[name] = (*self._index.get(name, ()), place.key)
        self._tier_path = tier_path if tier_path is not None and tier_path.exists() else None
        features = path / FEATURES_FILE if path is not None else None
        self._features_path = features if features is not None and features.exists() else None
        if self._features_path is not None and self._tier_path is None:
            self._tier_path = self._features_path  # no tier file: the features alone are loaded on first use
        self._feature_lines: dict[str, Any] | None = None  # key -> GeoJSON geometry, read on first footprint()
        self._curated: dict[str, list[dict[str, Any]]] = {}
        self._search_choices: list[str] | None = None
        self._search_keys: list[tuple[str, ...]] = []

    def _tier(self) -> None:
        """Load the GeoNames tier into the places and the name index, once."""
        if self._tier_path is None:
            return
        with _TIER_LOCK:
            if self._tier_path is None:
                return
            tier = load_tier(self._tier_path, self._curated_places) if self._tier_path.name != FEATURES_FILE else {}
            if self._features_path is not None:
                tier.update(load_features(self._features_path, self._curated_places, tier))
            places = dict(self._curated_places)
            index = dict(self._index)
            for place in tier.values():
                places[place.key] = place
                for name in dict.fromkeys(fold(n) for n in place.names):
                    if not name:
                        continue
                    held = [self._curated_places[k] for k in self._index.get(name, ())]
                    if place.tier != FEATURE_TIER and any(
                        p.type in _SETTLEMENTS and haversine_km(p.lat, p.lon, place.lat, place.lon) <= 10 for p in held
                    ):
                        continue  # the curated place itself, in another record
                    index[name] = (*index.get(name, ()), place.key)
            self._places = dict(sorted(places.items()))
            self._index = index
            self._search_choices = None
            self._tier_path = None
            log.debug("loaded %d GeoNames places", len(tier))

    def curated(self) -> Iterator[Place]:
        """The curated places only, sorted by key."""
        return iter(self._curated_places.values())

    # -- mapping protocol -------------------------------------------------
    def __getitem__(self, key: str) -> Place:
        try:
            return self._places[key]
        except KeyError:
            if self._tier_path is not None and (key.startswith(_TIER_KEY_PREFIXES) or self._features_path is not None):
                self._tier()
                return self[key]
            raise PlaceNotFound(f"no place with key {key!r}") from None

    def get(self, key: str, default: Place | None = None) -> Place | None:
        try:
            return self[key]
        except PlaceNotFound:
            return default

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and self.get(key) is not None

    def __iter__(self) -> Iterator[Place]:
        self._tier()
        return iter(self._places.values())

    def __len__(self) -> int:
        self._tier()
        return len(self._places)

    def __repr__(self) -> str:
        return f"<Gazetteer {len(self._curated_places)} curated places from {self.path}>"

    # -- names -------------------------------------------------------------
    @property
    def name_index(self) -> dict[str, tuple[str, ...]]:
        """Folded name -> keys of the places that carry it, curated places first."""
        self._tier()
        return self._index

    def ancestors(self, key: str) -> list[Place]:
        """The parent chain of ``key``, nearest first."""
        chain, seen = [], {key}
        parent = self[key].parent
        while parent is not None and parent not in seen:
            seen.add(parent)
            chain.append(self[parent])
            parent = chain[-1].parent
        return chain

    def candidates(self, name: str) -> tuple[Place, ...]:
        """Every place that ``name`` may denote, the default sense first."""
        keys = self.name_index.get(fold(name), ())
        places = [self._places[k] for k in keys]
        return tuple(sorted(places, key=candidate_order))

    def lookup(self, name: str, *, type: str | tuple[str, ...] | None = None) -> Place:
        """Return the place called ``name`` in any spelling, Arabic included.

        Raises ``PlaceNotFound`` for an unknown name (the message suggests near
        spellings) and ``AmbiguousPlace`` when several places share the name and
        ``type`` does not settle it.
        """
        found = self.candidates(name)
        if type is not None:
            wanted = {type} if isinstance(type, str) else set(type)
            found = tuple(p for p in found if p.type in wanted)
        if len(found) == 1:
            return found[0]
        if not found:
            hint = ", ".join(f"{p.name} ({p.key})" for p, _ in self.search(name, limit=3))
            kind = f" of type {type!r}" if type is not None else ""
            raise PlaceNotFound(f"unknown place {name!r}{kind}" + (f"; did you mean: {hint}?" if hint else ""))
        options = ", ".join(f"{p.key} ({p.type})" for p in found)
        raise AmbiguousPlace(f"{name!r} may be {options}; pass type= to choose", found)

    def search(self, query: str, *, limit: int = 5) -> list[tuple[Place, float]]:
        """Fuzzy search over every name: ``[(place, score)]``, best first, score in 0..1.

        The ranking is deterministic: by score, then by key.
        """
        from rapidfuzz import fuzz, process

        if self._search_choices is None:
            self._search_choices = list(self.name_index)
            self._search_keys = [self._index[c] for c in self._search_choices]
        folded = fold(query)
        if not folded:
            return []
        best: dict[str, float] = {}
        hits = process.extract(
            folded, self._search_choices, scorer=fuzz.WRatio, limit=max(limit * 4, 20), score_cutoff=50
        )
        for _, score, i in hits:
            for key in self._search_keys[i]:
                best[key] = max(best.get(key, 0.0), score / 100)
        ranked = sorted(best.items(), key=lambda item: (-item[1], item[0]))
        return [(self._places[key], round(score, 4)) for key, score in ranked[:limit]]

    # -- geometry ----------------------------------------------------------
    def footprint(self, key: str) -> BaseGeometry | None:
        """The boundary polygon of ``key`` (a river's line, a lake's outline), or None for a point-only place."""
        place = self[key]
        if key in self._footprint_store:
            return self._footprint_store.get(key)
        if place.tier != FEATURE_TIER or self._features_path is None:
            return None
        if self._feature_lines is None:
            self._feature_lines = load_feature_lines(self._features_path.with_name(FEATURE_LINES_FILE), self)
        if key not in self._feature_lines:
            return None
        if key not in self._line_shapes:
            from shapely.geometry import shape

            self._line_shapes[key] = shape(self._feature_lines[key])
        return self._line_shapes[key]

    def nearest_point(self, key: str, lat: float, lon: float) -> tuple[float, float]:
        """``(lat, lon)`` of the point of ``key`` nearest a given point: of its line or outline if it has one.

        A river is scored by the nearest point of its line, not by its representative point; a point-only place
        answers with its own point.
        """
        place = self[key]
        shape = self.footprint(key) if place.tier == FEATURE_TIER else None
        if shape is None:
            return place.lat, place.lon
        from shapely.geometry import Point
        from shapely.ops import nearest_points

        near = nearest_points(shape, Point(lon, lat))[0]
        return near.y, near.x

    def footprint_precision_km(self, key: str) -> float:
        """How far the footprint of ``key`` may be off, in km (see :class:`geo_aleppo.context.Footprints`)."""
        return self._footprint_store.precision_km(key)

    # -- the context of its folder (geo_aleppo.context) -------------------------------------
    def control_areas(self) -> list[dict[str, Any]]:
        """The curated control areas (``control_areas.geojson``), validated; [] if there is none.

        Each record has key, name, controller, status, as_of, precision_km, sources and a
        shapely ``geometry``. Areas may not overlap one another. Read by
        :func:`geo_aleppo.context.load_control_areas`.
        """
        if "control_areas" not in self._curated:
            self._curated["control_areas"] = (
                load_control_areas(self.path / "control_areas.geojson") if self.path else []
            )
        return self._curated["control_areas"]

    def corridors(self) -> list[dict[str, Any]]:
        """The curated corridors (``corridors.geojson``), validated; [] if there is none.

        Each record has key, name, as_of, waypoints (place keys that must exist), precision_km,
        sources and a shapely LineString ``geometry``. Read by :func:`geo_aleppo.context.load_corridors`.
        """
        if "corridors" not in self._curated:
            self._curated["corridors"] = load_corridors(self.path / "corridors.geojson", self) if self.path else []
        return self._curated["corridors"]

    def to_geodataframe(self) -> geopandas.GeoDataFrame:
        """Every place as a GeoDataFrame in EPSG:4326 (lists joined with '; ')."""
        import geopandas
        from shapely.geometry import Point

        rows = [
            {
                "key": p.key,
                "name": p.name,
                "name_ar": p.name_ar,
                "variants": "; ".join(p.variants),
                "type": p.type,
                "parent": p.parent,
                "precision_km": p.precision_km,
                "geonames_id": p.geonames_id,
                "wikidata_id": p.wikidata_id,
                "sources": "; ".join(p.sources),
                "geometry": Point(p.lon, p.lat),
            }
            for p in self
        ]
        return geopandas.GeoDataFrame(rows, geometry="geometry", crs="EPSG:4326")


def load_gazetteer(path: str | Path | None = None) -> Gazetteer:
    """Load and validate a gazetteer folder (default: the bundled one).

    The folder holds ``places.geojson`` and, optionally, ``footprints.geojson``.
    """
    if path is None:
        with _LOCK:
            global _BUNDLED
            if _BUNDLED is None:
                _BUNDLED = _load(bundled_path("gazetteer"))
            return _BUNDLED
    return _load(Path(path))


_LOCK = threading.Lock()
_TIER_LOCK = threading.Lock()  # module-level, so that a Gazetteer pickles (Dask workers)
_BUNDLED: Gazetteer | None = None


def _load(folder: Path) -> Gazetteer:
    if not folder.is_dir():
        raise GazetteerDataError(folder, None, None, "not a gazetteer folder")
    places_path = folder / "places.geojson"
    places: dict[str, Place] = {}
    for record in records(places_path):
        places[record.key] = place_from_record(record)
    check_parents(places_path, places)

    footprints = load_footprints(folder / "footprints.geojson", places)
    gaz = Gazetteer(places, footprints, path=folder, tier_path=folder / TIER_FILE)
    check_shared_names(places_path, gaz, gaz._index)  # the curated names, before the tier loads
    check_regions(places_path, gaz)
    log.debug("loaded %d curated places from %s", len(places), folder)
    return gaz
