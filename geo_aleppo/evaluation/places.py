"""Score the geoparser against gold toponym annotations (GeoWebNews/LGL style).

The gold file is JSON Lines, one mention per line, with ``file``, ``start``, ``end``,
``surface``, ``place_key``, ``kind`` and optional ``alt_keys``. Scoring follows
``shared/eval/README.md``: gold positives are the ``literal`` and ``metonymic``
mentions; a prediction hits when it overlaps a positive with the same key (the
lenient score also accepts ``alt_keys``); each gold mention is hit once;
predictions on ``boilerplate`` are ignored; anything else is a false positive.

A gold file whose rows carry ``lat``/``lon`` and ``type`` (the Syria development set,
``tests/data/syria_dev/``) is scored by distance instead (:func:`evaluate_by_distance`): a
prediction hits when it overlaps a positive and its place lies within the tolerance of the
gold point for the gold type (neighbourhood, camp, crossing 2.5 km; village, town 5 km; city
10 km; region 80 km; a governorate must resolve to a governorate within 80 km; a country to
the country nearest the gold point). A mention with no place (an unknown toponym) that
overlaps a positive is neither a hit nor a false positive; elsewhere it is a false positive.
A positive without a coordinate (a river, a political region, a quarter nobody could locate)
cannot be checked by distance, so it is never a hit "anywhere":

- with a ``place_key`` it is hit only by that place (an unknown toponym over it is neither: the
  gazetteer holds the place, so leaving it unresolved is a miss);
- without a key it is hit by an unknown toponym (the mention is found and, like the gold, left
  without a position; counted apart as ``unresolved_hits``), or by a place that carries the gold
  surface among its names (folded) AND follows the gold type's rule: a governorate or a country
  must resolve to one, a region to a region or border; a local place (neighbourhood, camp,
  crossing, other, village, town, city) to a local place lying within 80 km (the region
  tolerance) of a located local positive of the same article, so a namesake elsewhere ("Jobar" of
  Damascus in a report on Homs, "Deraa Al Balad" read as a Balad in Iraq) is another place.

Any other place over such a positive is a false positive. Predictions in the header lines (before
the first empty line) are not scored.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..errors import ArticleError
from ..gazetteer import EXTENDED_FEATURES, Gazetteer, Place, haversine_km, load_gazetteer
from ..geoparsing import Mention, geoparse
from ..io import printable
from ..names import fold
from .gold import gold_lines

__all__ = ["Score", "DistanceScore", "evaluate", "evaluate_by_distance", "has_coordinates", "read_gold"]

POSITIVE = frozenset({"literal", "metonymic"})


@dataclass
class Score:
    """Precision, recall and F1 with the misses and false positives behind them."""

    hits: int = 0
    misses: list[dict] = field(default_factory=list)
    false_positives: list[dict] = field(default_factory=list)

    @property
    def precision(self) -> float:
        found = self.hits + len(self.false_positives)
        return self.hits / found if found else 0.0

    @property
    def recall(self) -> float:
        gold = self.hits + len(self.misses)
        return self.hits / gold if gold else 0.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


def read_gold(path: str | Path) -> list[dict]:
    """Read a gold JSON Lines file; a bad line raises ArticleError naming it.

    Each record names an article by a relative path (``file``) with no ``..``; ``start`` and
    ``end`` are integers; ``alt_keys``, when present, is a list of place keys.
    """
    return [_checked(row, where) for where, row in gold_lines(path, "gold file", "gold record")]


def _checked(row: object, where: str) -> dict:
    if not isinstance(row, dict):
        raise ArticleError(f"{where}: not a gold record (a JSON object is needed)")
    missing = [name for name in ("file", "start", "end", "place_key", "kind") if name not in row]
    if missing:
        raise ArticleError(f"{where}: not a gold record (no {', '.join(missing)})")
    file = row["file"]
    if not isinstance(file, str) or not file or Path(file).is_absolute() or ".." in Path(file).parts:
        raise ArticleError(f"{where}: 'file' must be a path inside the seeds folder, not {printable(repr(file))}")
    if not all(isinstance(row[k], int) and not isinstance(row[k], bool) for k in ("start", "end")):
        raise ArticleError(f"{where}: 'start' and 'end' must be integers")
    alt = row.get("alt_keys")
    if alt is not None and not (isinstance(alt, list) and all(isinstance(k, str) for k in alt)):
        raise ArticleError(f"{where}: 'alt_keys' must be a list of place keys, not {printable(repr(alt))[:80]}")
    return row


def _overlaps(a_start: int, a_end: int, b: dict) -> bool:
    return a_start < b["end"] and b["start"] < a_end


def score_file(gold: list[dict], mentions: list[Mention], *, lenient: bool = False) -> Score:
    """Score the mentions of one file against that file's gold rows."""
    score = Score()
    positives = [g for g in gold if g["kind"] in POSITIVE]
    hit = [False] * len(positives)
    for m in mentions:
        if m.role != "place":
            continue  # adjectives and organisation names are marked, so they are not predictions
        if any(g["kind"] == "boilerplate" and _overlaps(m.start, m.end, g) for g in gold):
            continue
        for i, g in enumerate(positives):
            keys = {g["place_key"], *(g.get("alt_keys") or [])} if lenient else {g["place_key"]}
            if not hit[i] and _overlaps(m.start, m.end, g) and m.place_key in keys:
                hit[i] = True
                score.hits += 1
                break
        else:
            score.false_positives.append({"start": m.start, "end": m.end, "surface": m.text, "place_key": m.place_key})
    score.misses.extend(g for g, was_hit in zip(positives, hit) if not was_hit)
    return score


def _read_article(gold_path: str | Path, seeds_dir: str | Path, name: str) -> str:
    """The text of the article ``name`` of a gold file; it must lie inside ``seeds_dir``."""
    root = Path(seeds_dir).resolve()
    path = (root / name).resolve()
    if not path.is_relative_to(root):  # a link that leads out of the folder
        raise ArticleError(f"{printable(gold_path)}: {printable(name)} is outside the seeds folder {printable(root)}")
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ArticleError(
            f"{printable(path)}: cannot read the article named in the gold file ({exc.strerror})"
        ) from None
    except UnicodeDecodeError as exc:
        raise ArticleError(f"{printable(path)}: not UTF-8 (byte offset {exc.start})") from None


def evaluate(
    gold_path: str | Path, seeds_dir: str | Path, gazetteer: Gazetteer | None = None, *, lenient: bool = False
) -> Score:
    """Geoparse every file named in the gold file and score the result."""
    gold = read_gold(gold_path)
    total = Score()
    for name in sorted({g["file"] for g in gold}):
        text = _read_article(gold_path, seeds_dir, name)
        file_score = score_file([g for g in gold if g["file"] == name], geoparse(text, gazetteer), lenient=lenient)
        total.hits += file_score.hits
        total.misses.extend(file_score.misses)
        total.false_positives.extend({"file": name, **fp} for fp in file_score.false_positives)
    return total


# --- scoring by distance (the Syria development set) -----------------------------------
TOLERANCE_KM = {
    "neighbourhood": 2.5,
    "camp": 2.5,
    "crossing": 2.5,
    "village": 5.0,
    "town": 5.0,
    "city": 10.0,
    "region": 80.0,
    "other": 2.5,  # a facility or landmark scores like a neighbourhood (tests/data/syria_dev/README.md)
    "governorate": 80.0,
}


@dataclass
class DistanceScore(Score):
    """A :class:`Score` by distance, with the recall on Syrian places and on governorates."""

    syria_hits: int = 0
    syria_total: int = 0
    governorate_hits: int = 0
    governorate_total: int = 0
    unresolved: list[dict] = field(default_factory=list)
    unresolved_hits: int = 0

    @property
    def syria_recall(self) -> float:
        return self.syria_hits / self.syria_total if self.syria_total else 0.0


def has_coordinates(gold: list[dict]) -> bool:
    """Whether the gold rows carry coordinates and types (then they are scored by distance)."""
    return bool(gold) and all("lat" in g and "lon" in g and "type" in g for g in gold)


#: Gold types scored by a distance to a point: a local place (see the module docstring).
LOCAL_GOLD = frozenset({"neighbourhood", "camp", "crossing", "other", "village", "town", "city"})
#: Place types that are no local place: an uncoordinated local positive is never hit by one.
_AREA_TYPES = frozenset({"country", "governorate", "region", "border", "continent"})


def _hits_uncoordinated(m: Mention, g: dict, focus: list[tuple[float, float]]) -> bool:
    """Whether ``m`` hits a positive without a coordinate (see the module docstring).

    ``focus`` holds the points of the located local positives of the same article.
    """
    if g.get("place_key"):
        return m.place is not None and m.place_key == g["place_key"]
    if m.place is None:
        return True
    surface = fold(g.get("surface") or "")
    if not surface or not any(fold(n) == surface for n in m.place.names if n):
        return False
    kind, place = g["type"], m.place
    if kind in ("country", "governorate"):
        return place.type == kind
    if kind not in LOCAL_GOLD:  # a region: a river, a lake, a sea or a mountain range is one too
        return place.type in ("region", "border", "continent") or place.type in EXTENDED_FEATURES
    return place.type not in _AREA_TYPES and any(
        haversine_km(place.lat, place.lon, lat, lon) <= TOLERANCE_KM["region"] for lat, lon in focus
    )


def _hits(place: Place | None, g: dict, countries: list[Place], gazetteer: Gazetteer) -> bool:
    if place is None or g.get("lat") is None:
        return False
    lat, lon = gazetteer.nearest_point(place.key, g["lat"], g["lon"])  # a river: the nearest point of its line
    distance = haversine_km(lat, lon, g["lat"], g["lon"])
    kind = g["type"]
    if kind == "country":
        nearest = min(countries, key=lambda c: (haversine_km(c.lat, c.lon, g["lat"], g["lon"]), c.key))
        return place.key == nearest.key
    if kind == "governorate":
        return place.type == "governorate" and distance <= TOLERANCE_KM["governorate"]
    return distance <= TOLERANCE_KM.get(kind, 10.0)


def _body_start(text: str) -> int:
    blank = text.find("\n\n")
    return blank + 2 if blank >= 0 and text.startswith("SOURCE:") else 0


def evaluate_by_distance(
    gold_path: str | Path, texts_dir: str | Path, gazetteer: Gazetteer | None = None
) -> DistanceScore:
    """Geoparse every file named in a gold file with coordinates and score it by distance."""
    gaz = gazetteer if gazetteer is not None else load_gazetteer()
    gold = read_gold(gold_path)
    countries = [p for p in gaz.curated() if p.type == "country"]
    syria = gaz.footprint("syria") if "syria" in gaz else None
    total = DistanceScore()
    for name in sorted({g["file"] for g in gold}):
        text = _read_article(gold_path, texts_dir, name)
        rows = [g for g in gold if g["file"] == name]
        positives = [g for g in rows if g["kind"] in POSITIVE]
        hit = [False] * len(positives)
        focus = [(g["lat"], g["lon"]) for g in positives if g["type"] in LOCAL_GOLD and g.get("lat") is not None]
        body = _body_start(text)
        for m in geoparse(text, gaz):
            if m.role != "place" or m.start < body:
                continue
            over = [i for i, g in enumerate(positives) if _overlaps(m.start, m.end, g)]
            found = next(
                (
                    i
                    for i in over
                    if not hit[i]
                    and (
                        _hits_uncoordinated(m, positives[i], focus)
                        if positives[i].get("lat") is None
                        else _hits(m.place, positives[i], countries, gaz)
                    )
                ),
                None,
            )
            if found is not None:
                hit[found] = True
                total.hits += 1
                total.unresolved_hits += m.place is None
            elif m.place is None and over:
                total.unresolved.append({"file": name, "start": m.start, "end": m.end, "surface": m.text})
            else:
                total.false_positives.append(
                    {"file": name, "start": m.start, "end": m.end, "surface": m.text, "place_key": m.place_key}
                )
        for g, was_hit in zip(positives, hit):
            if not was_hit:
                total.misses.append(g)
            if g["type"] == "governorate":
                total.governorate_total += 1
                total.governorate_hits += was_hit
            if syria is not None and g["type"] != "country" and g.get("lat") is not None:
                from shapely.geometry import Point

                from ..geodesy import distance_m

                if distance_m(syria, Point(g["lon"], g["lat"])) <= 5000:
                    total.syria_total += 1
                    total.syria_hits += was_hit
    return total
