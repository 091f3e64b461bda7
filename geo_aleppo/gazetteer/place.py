"""A place of the gazetteer: the record, its types and tiers, and the checks of one GeoJSON record."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from ..io.geojson import Record

__all__ = [
    "PLACE_TYPES",
    "EXTENDED_FEATURES",
    "TIERS",
    "FEATURE_TIER",
    "Place",
    "candidate_order",
    "haversine_km",
    "place_from_record",
]

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


def candidate_order(place: Place) -> tuple:
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


def place_from_record(record: Record, tier: str = "curated") -> Place:
    """The place of one checked record of ``tier`` (curated, second or feature); a bad field fails naming it."""
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
