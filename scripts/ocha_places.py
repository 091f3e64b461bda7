"""Read UN OCHA's Syrian communities and neighbourhoods for scripts/make_geonames_tier.py (``--ocha PATH``).

The input is OCHA's list of humanitarian locations of Syria (the HDX dataset "Syrian Arab Republic:
Populated Places", ``syr_humanitarian_locations``; UN OCHA, licensed CC BY 3.0 IGO): every community
(P-code ``C1234``) and city neighbourhood (``N1234``) with its English and Arabic names, its point and
its sub-district, and the admin units (P-codes ``SY02``, ``SY0200``, ``SY020000``). It is read as a
JSON list of records::

    {"id": "C4290", "type": "community", "names": {"en": "Motaram", "ar": "معترم"},
     "coordinates": {"lat": 35.79, "lon": 36.62}, "parentId": "SY070500",
     "isGovernorateCapital": false, "isSubdistrictCenter": false}

(the form of the copy kept as ``misc/locations.json`` in the public repository MuhamadMwaas/goc,
8,710 records: 7,950 communities, 414 neighbourhoods, 346 admin units). What is read:

* communities and neighbourhoods become rows; admin units only lend their names, so that a
  name's qualifier can be told from a second name (below);
* ``names.en`` and ``names.ar``, cleaned: OCHA writes the sub-district after a community whose name
  repeats elsewhere ("Tanuzah (Tell Abiad)", "تنوزة - مركز تل أبيض"), a neighbourhood with "(ne)"
  and "حي", and two villages that form one community with a dash or an underscore ("Kokran -
  Seidat", "شيركان_شيركانلي"). A part that is an admin unit's name is a qualifier and is dropped;
  every other part is a name of the community. "El" glued to the next word after a head word
  ("Tal Elojeh") also gets the press's "al-" ("Tal al-Ojeh");
* the type: a governorate capital is a city, a sub-district centre a town, a neighbourhood a
  district, any other community a village.

Every row names its P-code and the licence. A malformed record fails naming the file, the record
and the field.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

from scripts.osm_places import check_in_syria, syrian_point_row

LICENCE = "CC BY 3.0 IGO, UN OCHA"
# OCHA gives a representative point of each community, without a stated precision: a village's
# houses lie within about 2 km of it, a town's within 3 km, a city's within 5 km, a neighbourhood's 1 km
PRECISION_KM = {"village": 2.0, "town": 3.0, "city": 5.0, "district": 1.0}
_PCODE = re.compile(r"^[CN][0-9]{4}$")
_QUALIFIER = re.compile(r"\s*\(([^()]*)\)\s*$")
_NEIGHBOURHOOD_EN = re.compile(r"\s*\(ne\)\s*$", re.IGNORECASE)
_EN_PARTS = re.compile(r"\s+[-/]\s+")
_AR_PARTS = re.compile(r"\s*[-_/]\s*")
_GLUED_EL = re.compile(r"(?<=\S )El(?=[a-z]{3})")  # "Tal Elojeh": an article glued to a word after a head word
_ARABIC = re.compile(r"[\u0600-\u06FF]")
# "the big X" / "the little X": OCHA writes the adjective "الكبيرة", "الصغيرة", the press mostly the
# elative "الكبرى", "الصغرى" ("الصورة الكبيرة", "الصورة الكبرى"); each spelling gets the other
_ELATIVES = {" الكبيرة": " الكبرى", " الكبرى": " الكبيرة", " الصغيرة": " الصغرى", " الصغرى": " الصغيرة"}
_ELATIVE = re.compile(r" ال(?:كبيرة|كبرى|صغيرة|صغرى)(?= |$)")


def _key(name: str) -> str:
    """A loose key for comparing a name part with an admin unit's name (case, marks and spaces away)."""
    name = re.sub(r"^(مركز|ناحية|محافظة|مدينة)\s+", "", name.strip())
    return re.sub(r"[\s'`’‘\-_]+", "", name.lower())


def _admin_names(records: list) -> frozenset[str]:
    """The names of the admin units and of the towns that seat them: the qualifiers OCHA adds to a name."""
    return frozenset(
        _key(part)
        for r in records
        if isinstance(r, dict)
        and (
            r.get("type") in ("subdistrict", "district", "governorate")
            or r.get("isGovernorateCapital") is True
            or r.get("isSubdistrictCenter") is True
        )
        for value in (r.get("names") or {}).values()
        if isinstance(value, str) and value.strip()
        for part in (value, *_QUALIFIER.split(value)[:1], *_AR_PARTS.split(value)[:1])
        if part.strip()
    )


def split_names(english: str, arabic: str, admin: frozenset[str], neighbourhood: bool) -> list[str]:
    """The names of one community: its parts, qualifiers and markers taken away.

    The first part is always the community's own name ("أريحا - مركز أريحا" is the town); a later part
    is a qualifier, and dropped, when it is the name of an admin unit or of a town that seats one.

    "Tanuzah (Tell Abiad)" -> "Tanuzah"; "Kokran - Seidat" -> "Kokran", "Seidat";
    "حي الزهور - الحسكة" -> "الزهور"; "Al-Fariyah (Tall Al-Ghurab)" -> both names.
    """
    names: list[str] = []
    english = _NEIGHBOURHOOD_EN.sub("", english.strip())
    qualifiers: list[str] = []
    while match := _QUALIFIER.search(english):
        qualifiers.append(match.group(1))
        english = english[: match.start()]
    parts = _EN_PARTS.split(english)
    if len(_AR_PARTS.split(arabic.strip())) > 1:  # "Al-Fariyah (Tall Al-Ghurab)", "الفرعية / تل الغراب": two names
        parts += qualifiers
    else:  # one Arabic name: the rest only says where ("Mazraa - Waer", "المزرعة وعر", near al-Waer)
        parts = parts[:1]
    for number, part in enumerate(parts):
        part = part.strip(" -_/")
        if part and (number == 0 or _key(part) not in admin):
            names.append(part)
            glued = _GLUED_EL.sub(lambda m: "al-", part)
            glued = re.sub(r"(?<=\bal-)[a-z]", lambda m: m.group(0).upper(), glued)
            if glued != part:
                names.append(glued)
    arabic = arabic.strip()
    if neighbourhood:
        arabic = re.sub(r"^حي\s+", "", arabic)
    for number, part in enumerate(_AR_PARTS.split(arabic)):
        part = re.sub(r"\s+", " ", part.replace("\u0640", "")).strip()  # tatweel: "عين الزرقـا"
        if part and _ARABIC.search(part) and (number == 0 or _key(part) not in admin):
            names.append(part)
            if elative := _ELATIVE.search(part):
                names.append(part[: elative.start()] + _ELATIVES[elative.group(0)] + part[elative.end() :])
    return list(dict.fromkeys(names))


def _kind(record: dict) -> str:
    if record["id"].startswith("N"):
        return "district"
    if record.get("isGovernorateCapital") is True:
        return "city"
    return "town" if record.get("isSubdistrictCenter") is True else "village"


def read_ocha(path: Path) -> list[dict]:
    """The communities and neighbourhoods of an OCHA locations file, as rows for the tier builder.

    Each row: ``pcode``, ``name``, ``alternatenames``, ``latitude``, ``longitude``, ``ocha_kind``
    (village, town, city, district), ``sub_district`` (its admin3 P-code), ``country_code`` "SY",
    ``population`` 0, ``source``.
    """
    try:
        records = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SystemExit(f"{path}: cannot be read as a JSON list of OCHA locations ({exc})") from None
    if not isinstance(records, list):
        raise SystemExit(f"{path}: expected a JSON list of OCHA locations, got {type(records).__name__}")
    admin = _admin_names(records)
    rows, seen = [], set()
    for number, record in enumerate(records, 1):
        if not isinstance(record, dict) or not isinstance(record.get("id"), str):
            raise SystemExit(f"{path}, record {number}, field id: missing or not a string")
        pcode = record["id"].strip()
        if record.get("type") in ("subdistrict", "district", "governorate"):
            continue
        if not _PCODE.match(pcode):
            raise SystemExit(f"{path}, record {number}, field id: {pcode!r} is not a community P-code like 'C1234'")
        if pcode in seen:
            raise SystemExit(f"{path}, record {number} ({pcode}), field id: P-code given twice")
        names = record.get("names")
        if not isinstance(names, dict) or not all(isinstance(names.get(k, ""), str) for k in ("en", "ar")):
            raise SystemExit(f"{path}, record {number} ({pcode}), field names: must hold 'en' and 'ar' strings")
        point = record.get("coordinates")
        lat = point.get("lat") if isinstance(point, dict) else None
        lon = point.get("lon") if isinstance(point, dict) else None
        if not all(isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) for v in (lat, lon)):
            raise SystemExit(f"{path}, record {number} ({pcode}), field coordinates: {point!r} has no lat/lon numbers")
        check_in_syria(f"{path}, record {number} ({pcode}), field coordinates", lon, lat)
        kept = split_names(names.get("en", ""), names.get("ar", ""), admin, pcode.startswith("N"))
        if not kept:
            continue
        seen.add(pcode)
        sub_district = record.get("parentId") if isinstance(record.get("parentId"), str) else None
        source = f"UN OCHA Syria locations {pcode} ({LICENCE})"
        rows.append(
            syrian_point_row(kept, lon, lat, source, pcode=pcode, ocha_kind=_kind(record), sub_district=sub_district)
        )
    return sorted(rows, key=lambda r: r["pcode"])
