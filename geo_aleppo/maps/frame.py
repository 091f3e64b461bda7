"""What a map of a scene shows first: its view, its title, and which curated layers fit its dates.

Nothing here assumes Aleppo or 2016: the view is the extent of what the scene draws, the title
names the place its articles name most and the days they were written, and the curated control
areas and corridors (each valid ``as_of`` one date) are drawn only when an article is dated
within ``window_days`` of that date.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import math
from typing import TYPE_CHECKING, Any

from ..context import in_window
from .layers import _in_syria, _records
from .style import _MAX_CIRCLE_KM
from .text import _missing, _num, _text

if TYPE_CHECKING:  # pragma: no cover
    from ..scene import Scene

__all__ = ["Frame", "frame_scene", "article_dates", "date_span", "SYRIA_BOUNDS", "subject_places",
           "covered_articles"]

#: The view of a scene that draws nothing: Syria.
SYRIA_BOUNDS = [[32.3, 35.6], [37.35, 42.4]]
_MAIN_TYPES = ("city", "town", "village", "district", "region", "governorate")


@dataclasses.dataclass(frozen=True, slots=True)
class Frame:
    """The scene as drawn: the curated rows that fit its dates, its view, its title and subtitle."""

    scene: Any
    bounds: list[list[float]]
    title: str
    as_of: str | None
    curated: bool
    notice: str | None
    holdings: tuple = ()
    threshold: float | None = None


def article_dates(scene: Scene) -> list[dt.date]:
    """The dates of the scene's articles that parse as ISO dates (a datetime's day counts)."""
    dates = []
    articles = scene.articles
    if articles is not None and "date" in getattr(articles, "columns", ()):
        for value in articles["date"].tolist():
            text = _text(value).strip()[:10]
            try:
                dates.append(dt.date.fromisoformat(text))
            except ValueError:
                continue
    return sorted(dates)


def date_span(dates: list[dt.date]) -> str:
    """Return '14 December 2016', '13–16 December 2016', '30 November – 2 December 2016', ..."""
    if not dates:
        return ""
    first, last = dates[0], dates[-1]
    if first == last:
        return f"{first.day} {first:%B %Y}"
    if (first.year, first.month) == (last.year, last.month):
        return f"{first.day}–{last.day} {last:%B %Y}"
    if first.year == last.year:
        return f"{first.day} {first:%B} – {last.day} {last:%B %Y}"
    return f"{first.day} {first:%B %Y} – {last.day} {last:%B %Y}"


def _day(value: Any) -> dt.date | None:
    try:
        return dt.date.fromisoformat(_text(value).strip()[:10])
    except ValueError:
        return None


def _fits(date: Any, row: dict, window_days: int | None) -> bool:
    """Whether ``date`` is in the curated ``row``'s window: its own, or ± ``window_days`` when that is given."""
    return in_window(date, row if window_days is None else {"as_of": row.get("as_of"), "window_days": window_days})


def _keep(frame: Any, dates: list[dt.date], window_days: int | None) -> Any:
    if frame is None or len(frame) == 0 or "as_of" not in frame.columns:
        return frame
    return frame[[any(_fits(d, row, window_days) for d in dates) for row in _records(frame)]]


def covered_articles(articles: Any, areas: Any, window_days: int | None = None) -> frozenset[str]:
    """The ids of the articles dated within the window of one of the curated ``areas``."""
    rows = _records(areas)
    return frozenset(_text(a.get("id")) for a in _records(articles)
                     if any(_fits(a.get("date"), row, window_days) for row in rows))


def _main_place(scene: Scene) -> str:
    """The place the articles name most ('A and B' when two tie), towns before districts or regions."""
    rows = [r for r in _records(scene.places) if _text(r.get("type")) in _MAIN_TYPES and _in_syria(r.get("geometry"))]
    rows = rows or [r for r in _records(scene.places) if _text(r.get("type")) in _MAIN_TYPES]
    if not rows:
        return ""
    rank = {id(r): (_num(r.get("mention_count")) or 0, -_MAIN_TYPES.index(_text(r.get("type")))) for r in rows}
    best = max(rank.values())
    names = sorted(_text(r.get("name")) or _text(r.get("key")) for r in rows if rank[id(r)] == best)
    return " and ".join(names[:2])


#: How many of the most-named places a view always shows (ties: the ones nearest the others).
SUBJECT_PLACES = 5


def subject_places(scene: Scene, n: int = SUBJECT_PLACES) -> list[dict]:
    """The places a map is about, most named first: in Syria, known to within 25 km.

    Every place named more than once, and at least the ``n`` named most; among places named as
    often, those nearest the centre of the others come first, so that a town named once in
    passing far away is the last to be taken.
    """
    def usable(geom: Any) -> bool:
        return geom is not None and not _missing(geom) and not geom.is_empty

    sharp = [r for r in _records(scene.places) if usable(r.get("geometry"))
             and (_num(r.get("precision_km")) or 0) <= _MAX_CIRCLE_KM and _in_syria(r["geometry"])]
    if not sharp:
        return []
    count = {id(r): _num(r.get("mention_count")) or 0 for r in sharp}
    weights = [count[id(r)] for r in sharp]
    x = _weighted_median([r["geometry"].x for r in sharp], weights)
    y = _weighted_median([r["geometry"].y for r in sharp], weights)
    sharp.sort(key=lambda r: (-count[id(r)], math.hypot(r["geometry"].x - x, r["geometry"].y - y),
                              _text(r.get("key"))))
    return [r for i, r in enumerate(sharp) if i < n or count[id(r)] >= 2]


def _weighted_median(values: list[float], weights: list[float]) -> float:
    pairs = sorted(zip(values, weights))
    half, run = sum(w for _, w in pairs) / 2, 0.0
    for value, weight in pairs:
        run += weight
        if run >= half:
            return value
    return pairs[-1][0]


def _bounds(scene: Scene, claimed: list[Any] = ()) -> list[list[float]]:
    """Return [[south, west], [north, east]] of what the scene is about, in Syria.

    That is the places of :func:`subject_places`, the corridors drawn and the points of the
    control claims drawn (``claimed``), not the curated areas (an area the size of a province
    would shrink the subject to a corner) nor every place named once. Falls back to the areas,
    then to every place drawn, then to Syria.
    """
    def usable(geom: Any) -> bool:
        return geom is not None and not _missing(geom) and not geom.is_empty

    shapes = [r["geometry"] for r in subject_places(scene)]
    shapes += [r["geometry"] for r in _records(scene.corridors) if usable(r.get("geometry"))]
    shapes += [g for g in claimed if usable(g) and _in_syria(g)]
    if not shapes:
        shapes = [r["geometry"] for r in _records(scene.control_areas) if usable(r.get("geometry"))]
    chosen = shapes or [r["geometry"] for r in _records(scene.places) if usable(r.get("geometry"))]
    if not chosen:
        return SYRIA_BOUNDS
    west = min(g.bounds[0] for g in chosen)
    south = min(g.bounds[1] for g in chosen)
    east = max(g.bounds[2] for g in chosen)
    north = max(g.bounds[3] for g in chosen)
    south, west, north, east = _at_least(south, west, north, east, MIN_VIEW_KM)
    return [[round(south, 5), round(west, 5)], [round(north, 5), round(east, 5)]]


MIN_VIEW_KM = 20.0


def _at_least(south: float, west: float, north: float, east: float, km: float) -> tuple[float, ...]:
    """Widen a box narrower or shorter than ``km`` (on the ellipsoid) to ``km`` around its centre."""
    from pyproj import Geod

    geod = Geod(ellps="WGS84")
    lat, lon = (south + north) / 2, (west + east) / 2
    if geod.inv(west, lat, east, lat)[2] < km * 1000:
        (east, _, _), (west, _, _) = (geod.fwd(lon, lat, az, km * 500) for az in (90, 270))
    if geod.inv(lon, south, lon, north)[2] < km * 1000:
        (_, north, _), (_, south, _) = (geod.fwd(lon, lat, az, km * 500) for az in (0, 180))
    return south, west, north, east


def frame_scene(scene: Scene, *, title: str | None = None, as_of: str | None = None,
                window_days: int | None = None, min_confidence: float | None = None) -> Frame:
    """Frame ``scene``: drop curated areas and corridors whose ``as_of`` is not near an article's date.

    Parameters
    ----------
    scene
        The scene to draw.
    title
        The title; by default the place the articles name most and the days they were written.
    as_of
        The "control as of" date shown; by default the latest ``as_of`` of the areas drawn.
    window_days
        A curated area or corridor is drawn when an article is dated within its window: its
        ``as_of`` ± its own ``window_days`` (7 days when it gives none), or ± this many days when
        given.
    min_confidence
        The control claims of the articles that no area's window covers colour their places
        (:mod:`~.holds`) when their confidence is at least this (None: the claims' threshold).
    """
    from .holds import confidence_threshold, holdings

    dates = article_dates(scene)
    areas = _keep(scene.control_areas, dates, window_days)
    corridors = _keep(scene.corridors, dates, window_days)
    had = (scene.control_areas is not None and len(scene.control_areas) > 0)
    curated = areas is not None and len(areas) > 0
    drawn = dataclasses.replace(scene, control_areas=areas, corridors=corridors)
    covered = covered_articles(scene.articles, areas, window_days) if curated else frozenset()
    threshold = confidence_threshold() if min_confidence is None else min_confidence
    held = holdings(drawn, covered, threshold)
    uncovered = [d for a in _records(scene.articles) if _text(a.get("id")) not in covered
                 and (d := _day(a.get("date"))) is not None]
    notice = None
    if had and not curated:
        span = date_span(dates)
        notice = (f"No curated control areas are known for {span}: places are coloured by their latest "
                  "control claim." if span else "The articles give no dates, so no curated control areas are "
                                                "drawn: places are coloured by their latest control claim.")
    elif curated and held:
        span = date_span(sorted(uncovered))
        notice = (f"Reports of {span} are outside the curated areas' dates: their places are coloured by "
                  "their latest control claim." if span else None)
    if as_of is None and curated:
        known = sorted({_text(v) for v in areas["as_of"].tolist() if _text(v)})
        as_of = known[-1] if known else None
    if title is None:
        place, span = _main_place(drawn), date_span(dates)
        title = ", ".join(p for p in (place, span) if p) or "What the reports say"
    return Frame(scene=drawn, bounds=_bounds(drawn, [h.geometry for h in held]), title=title, as_of=as_of,
                 curated=curated, notice=notice, holdings=tuple(held), threshold=threshold)
