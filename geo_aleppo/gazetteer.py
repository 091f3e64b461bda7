"""The curated gazetteer: loading, validation, lookup by any spelling, fuzzy search.

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

import logging
import math
import re
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ._resources import bundled_path
from .context.areas import load_control_areas
from .context.corridors import load_corridors
from .context.footprints import Footprints, load_footprints
from .errors import AmbiguousPlace, GazetteerDataError, PlaceNotFound
from .io.geojson import Record, records
from .names import fold

if TYPE_CHECKING:  # pragma: no cover
    import geopandas
    from shapely.geometry.base import BaseGeometry

__all__ = ["Place", "Gazetteer", "load_gazetteer", "PLACE_TYPES"]

log = logging.getLogger(__name__)

PLACE_TYPES = frozenset(
    {
        "country",
        "governorate",
        "city",
        "town",
        "village",
        "district",
        "region",
        "crossing",
        "landmark",
        "border",
        "continent",
    }
) | frozenset(
    {  # the features of gazetteer/features.geojson (scripts/make_features.py): water, facilities, relief
        "river",
        "lake",
        "sea",
        "airport",
        "airbase",
        "heliport",
        "dam",
        "prison",
        "oil_field",
        "gas_field",
        "hill",
        "mountain",
        "square",
        "roundabout",
        "bridge",
    }
)
#: Feature types that cover ground (their footprint is a line or a polygon), like a region; the others are points.
EXTENDED_FEATURES = frozenset({"river", "lake", "sea", "mountain"})
_WIKIDATA = re.compile(r"^Q[1-9][0-9]*$")
_OSM_ID = re.compile(r"^(node|way|relation)/[1-9][0-9]*$")
_OCHA_PCODE = re.compile(r"^[CN][0-9]{4}$")  # a UN OCHA community (C) or neighbourhood (N) P-code
TIERS = ("geonames", "osm", "ocha")  # the second tier's records: GeoNames, OpenStreetMap and UN OCHA places
FEATURE_TIER = "feature"  # a record of features.geojson: a sourced, typed feature (river, dam, airport ...)
_ARABIC_LETTER = re.compile(r"[\u0600-\u06FF]")
_EARTH_RADIUS_KM = 6371.0088
# a tier record of a name that a curated one of these types holds within 10 km is that place (not a crossing or a
# landmark: the town beside a crossing is named after it, and is another place)
_SETTLEMENTS = frozenset({"city", "town", "village", "district"})
TIER_FILE = "geonames_tier.geojson"
FEATURES_FILE = "features.geojson"  # loaded with the tier
FEATURE_LINES_FILE = "feature_lines.geojson"  # the lines and outlines of features, read on first footprint()


def _candidate_order(place: Place) -> tuple:
    """Curated first, the default sense first, then the most populous, then by key."""
    return (place.tier != "curated", not place.default_sense, -(place.population or 0), place.key)


@dataclass(frozen=True, slots=True)
class Place:
    """One place of the gazetteer; coordinates in WGS 84 degrees."""

    key: str
    name: str
    name_ar: str
    variants: tuple[str, ...]
    type: str
    parent: str | None
    lat: float
    lon: float
    precision_km: float
    sources: tuple[str, ...]
    geonames_id: int | None = None
    wikidata_id: str | None = None
    demonyms: tuple[str, ...] = ()
    default_sense: bool = False
    ordinary_words: tuple[str, ...] = ()  # names that are common words too: a place only in a place context
    tier: str = "curated"  # or "geonames" / "osm" / "ocha": derived by scripts/make_geonames_tier.py
    population: int | None = None
    feature_code: str | None = None  # GeoNames feature code, where known
    admin1: str | None = None  # GeoNames admin1 code with its country ("SY.09")
    osm_id: str | None = None  # an OpenStreetMap element ("node/123"), for an "osm" tier record
    ocha_pcode: str | None = None  # a UN OCHA community P-code ("C4290"), for an "ocha" tier record
    licence: str | None = None  # the licence of a feature record's data ("public domain", "ODbL 1.0" ...)

    def __repr__(self) -> str:
        return f"Place({self.key!r}, {self.name!r}, {self.type}, lat={self.lat}, lon={self.lon})"

    @property
    def inferred(self) -> bool:
        """Whether the position is inferred or estimated rather than read from a source.

        The curated records say so in their first source ("INFERRED: the point of Syria's outline nearest ...",
        "ESTIMATE: ..."): crossings placed on the border line, regions at the centroid of a drawn footprint.
        """
        return bool(self.sources) and self.sources[0].startswith(("INFERRED:", "ESTIMATE:"))

    @property
    def names(self) -> tuple[str, ...]:
        """The name, its Arabic name and every variant."""
        return (self.name, self.name_ar, *self.variants)


def haversine_km(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    """Great-circle distance in km."""
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * _EARTH_RADIUS_KM * math.asin(math.sqrt(a))










def _place_from_record(record: Record, tier: str = "curated") -> Place:
    lat, lon = record.point()
    place_type = record.text("type")
    if place_type not in PLACE_TYPES:
        raise record.fail("type", f"unknown type {place_type!r}; types are: {', '.join(sorted(PLACE_TYPES))}")
    geonames_id = record.props.get("geonames_id")
    if geonames_id is not None and (
        isinstance(geonames_id, bool) or not isinstance(geonames_id, int) or geonames_id <= 0
    ):
        raise record.fail("geonames_id", f"must be a positive integer or null, got {geonames_id!r}")
    if tier == "curated":
        name_ar = record.text("name_ar")
        if not _ARABIC_LETTER.search(name_ar):
            raise record.fail("name_ar", "must be in Arabic script")
        population = feature_code = admin1 = osm_id = ocha_pcode = None
    elif tier == FEATURE_TIER:
        name_ar = record.props.get("name_ar")
        if not isinstance(name_ar, str) or (name_ar and not _ARABIC_LETTER.search(name_ar)):
            raise record.fail("name_ar", "must be a string in Arabic script, or empty")
        if record.props.get("tier") != FEATURE_TIER:
            raise record.fail("tier", f"must be {FEATURE_TIER!r} in a features file")
        record.text("licence")
        population = feature_code = admin1 = osm_id = ocha_pcode = None
    else:
        tier = record.props.get("tier")
        if tier not in TIERS:
            raise record.fail("tier", f"must be one of {', '.join(map(repr, TIERS))}, got {tier!r}")
        osm_id, ocha_pcode = record.props.get("osm_id"), record.props.get("ocha_pcode")
        ids = sum(v is not None for v in (geonames_id, osm_id, ocha_pcode))  # a record has one id, of its tier
        if tier == "geonames" and (geonames_id is None or ids != 1):
            raise record.fail("geonames_id", "a GeoNames record needs its id (and no osm_id or ocha_pcode)")
        if tier == "osm" and (not isinstance(osm_id, str) or not _OSM_ID.match(osm_id) or ids != 1):
            raise record.fail("osm_id", f"an OSM record needs 'node/123' (and no other id), got {osm_id!r}")
        if tier == "ocha" and (not isinstance(ocha_pcode, str) or not _OCHA_PCODE.match(ocha_pcode) or ids != 1):
            problem = f"an OCHA record needs a P-code like 'C1234' (and no other id), got {ocha_pcode!r}"
            raise record.fail("ocha_pcode", problem)
        name_ar = record.props.get("name_ar")
        if not isinstance(name_ar, str) or (name_ar and not _ARABIC_LETTER.search(name_ar)):
            raise record.fail("name_ar", "must be a string in Arabic script, or empty")
        population = record.props.get("population")
        if isinstance(population, bool) or not isinstance(population, int) or population < 0:
            raise record.fail("population", f"must be a whole number >= 0, got {population!r}")
        feature_code, admin1 = record.text("feature_code", optional=True), record.text("admin1", optional=True)
    wikidata_id = record.props.get("wikidata_id")
    if wikidata_id is not None and (not isinstance(wikidata_id, str) or not _WIKIDATA.match(wikidata_id)):
        raise record.fail("wikidata_id", f"must look like 'Q123' or be null, got {wikidata_id!r}")
    default_sense = record.props.get("default_sense", False)
    if not isinstance(default_sense, bool):
        raise record.fail("default_sense", "must be true or false")
    name, variants, ordinary_words = record.text("name"), record.texts("variants"), record.texts("ordinary_words")
    names = {name, name_ar, *variants}
    if unknown := [w for w in ordinary_words if w not in names]:
        raise record.fail("ordinary_words", f"{', '.join(map(repr, unknown))} is not a name of this place")
    return Place(
        tier=tier,
        licence=record.props.get("licence") if tier == FEATURE_TIER else None,
        population=population,
        feature_code=feature_code,
        admin1=admin1,
        osm_id=osm_id,
        ocha_pcode=ocha_pcode,
        key=record.key,
        name=name,
        name_ar=name_ar,
        variants=variants,
        type=place_type,
        parent=record.text("parent", optional=True),
        lat=lat,
        lon=lon,
        precision_km=record.number("precision_km"),
        sources=record.texts("sources", required=True),
        geonames_id=geonames_id,
        wikidata_id=wikidata_id,
        demonyms=record.texts("demonyms"),
        default_sense=default_sense,
        ordinary_words=ordinary_words,
    )


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
            tier = _load_tier(self._tier_path, self._curated_places) if self._tier_path.name != FEATURES_FILE else {}
            if self._features_path is not None:
                tier.update(_load_features(self._features_path, self._curated_places, tier))
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
        return tuple(sorted(places, key=_candidate_order))

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
            self._feature_lines = _load_feature_lines(self._features_path.with_name(FEATURE_LINES_FILE), self)
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


def _check_parents(path: Path, places: dict[str, Place]) -> None:
    for place in places.values():
        seen = {place.key}
        parent = place.parent
        while parent is not None:
            if parent not in places:
                raise GazetteerDataError(path, place.key, "parent", f"parent {parent!r} does not exist")
            if parent in seen:
                raise GazetteerDataError(path, place.key, "parent", f"parent chain loops back to {parent!r}")
            seen.add(parent)
            parent = places[parent].parent


def _check_shared_names(path: Path, gaz: Gazetteer) -> None:
    for name, keys in gaz._index.items():  # the curated names: the GeoNames tier may share them
        if len(keys) < 2:
            continue
        places = [gaz[k] for k in keys]
        for a in places:
            for b in places:
                if a.key < b.key and b not in gaz.ancestors(a.key) and a not in gaz.ancestors(b.key):
                    raise GazetteerDataError(
                        path,
                        b.key,
                        "variants",
                        f"name {name!r} also belongs to {a.key!r}, and neither place contains the other",
                    )
        defaults = [p.key for p in places if p.default_sense]
        if len(defaults) != 1:
            raise GazetteerDataError(
                path,
                keys[0],
                "default_sense",
                f"name {name!r} is shared by {', '.join(keys)}; exactly one of them must have default_sense: true",
            )


def _check_regions(path: Path, gaz: Gazetteer) -> None:
    """Each point must lie in its own footprint and its ancestors' (within precision)."""
    from shapely import prepared
    from shapely.geometry import Point
    from shapely.ops import nearest_points

    prepared_cache: dict[str, Any] = {}
    for place in gaz.curated():
        point = Point(place.lon, place.lat)
        chain = [place, *gaz.ancestors(place.key)]
        for region in chain:
            polygon = gaz.footprint(region.key)
            if polygon is None:
                continue
            if region.key not in prepared_cache:
                prepared_cache[region.key] = prepared.prep(polygon)
            if prepared_cache[region.key].contains(point):
                break  # the nearest footprint holds it; the others contain that one
            near = nearest_points(polygon, point)[0]
            off_km = haversine_km(place.lat, place.lon, near.y, near.x)
            allowed = place.precision_km + gaz.footprint_precision_km(region.key)
            if region is not place and off_km > allowed:
                swapped = (
                    " (are lat and lon swapped?)"
                    if prepared_cache[region.key].contains(Point(place.lat, place.lon))
                    else ""
                )
                raise GazetteerDataError(
                    path,
                    place.key,
                    "geometry",
                    f"lat={place.lat}, lon={place.lon} lies {off_km:.0f} km outside {region.key!r}, "
                    f"more than its precision allows ({allowed:g} km){swapped}",
                )
            break












def _load_tier(path: Path, curated: dict[str, Place]) -> dict[str, Place]:
    """The second tier: each record checked like a curated one; a bad one names file, id and field.

    Its records are GeoNames places (``tier: "geonames"``, named by GeoNames id), OpenStreetMap
    places (``tier: "osm"``, named by OSM element) and UN OCHA communities (``tier: "ocha"``, named
    by P-code).

    A record whose GeoNames id the curated tier already holds is left out (the curated one wins);
    its parent must be a curated place.
    """
    curated_ids = {p.geonames_id for p in curated.values() if p.geonames_id}
    places: dict[str, Place] = {}
    for record in records(path):
        record.in_tier = True
        place = _place_from_record(record, "second")
        if place.key in curated:
            raise record.fail("key", "also the key of a curated place")
        if place.parent is not None and place.parent not in curated:
            raise record.fail("parent", f"parent {place.parent!r} is not a curated place")
        if place.geonames_id not in curated_ids:
            places[place.key] = place
    return places


def _load_features(path: Path, curated: dict[str, Place], tier: dict[str, Place]) -> dict[str, Place]:
    """The feature records (``features.geojson``): each checked like a curated place, with its licence.

    A feature's parent, if any, must be a curated place; its key may be no other record's.
    """
    places: dict[str, Place] = {}
    for record in records(path):
        place = _place_from_record(record, FEATURE_TIER)
        if place.key in curated or place.key in tier:
            raise record.fail("key", "also the key of another place")
        if place.parent is not None and place.parent not in curated:
            raise record.fail("parent", f"parent {place.parent!r} is not a curated place")
        places[place.key] = place
    return places


def _load_feature_lines(path: Path, gazetteer: Gazetteer) -> dict[str, Any]:
    """The lines and outlines of features (``feature_lines.geojson``), by key; {} if there is none."""
    if not path.exists():
        return {}
    lines: dict[str, Any] = {}
    for record in records(path):
        place = gazetteer.get(record.key)
        if place is None or place.tier != FEATURE_TIER:
            raise record.fail("key", "the line of a place that is not in the features file")
        kinds = ("LineString", "MultiLineString", "Polygon", "MultiPolygon")
        if not isinstance(record.geometry, dict) or record.geometry.get("type") not in kinds:
            raise record.fail("geometry", f"must be a {', '.join(kinds)}")
        lines[record.key] = record.geometry
    return lines




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
        places[record.key] = _place_from_record(record)
    _check_parents(places_path, places)

    footprints = load_footprints(folder / "footprints.geojson", places)
    gaz = Gazetteer(places, footprints, path=folder, tier_path=folder / TIER_FILE)
    _check_shared_names(places_path, gaz)
    _check_regions(places_path, gaz)
    log.debug("loaded %d curated places from %s", len(places), folder)
    return gaz
