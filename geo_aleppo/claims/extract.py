"""Reading the claims of one article: each sentence once, by one reader per kind."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ..corpus import Article
from ..gazetteer import Gazetteer, Place, load_gazetteer
from ..geoparsing import Mention, geoparse
from . import arabic_distance, count, distance, incident
from . import sentence as sentence_model
from .arabic_control import read_arabic_control
from .arabic_count import read_arabic_counts
from .arabic_parts import refine_arabic_parts
from .arabic_routes import read_arabic_routes
from .confidence import text_language, with_confidence
from .control_en import read_control_en, settle
from .discourse import Discourse
from .record import Claim, Kind
from .route import REGION_CUE, is_movement, read_route
from .sentence import Sentence, split_sentences
from .tokens import Parsed, is_cued, parse_sentences

__all__ = ["extract_claims", "ARABIC_CUE"]

#: A letter of the Arabic script: the Arabic readers run on a sentence that has one.
ARABIC_CUE = re.compile(r"[\u0621-\u064a]")


def extract_claims(
    article: Article, mentions: Sequence[Mention] | None = None, gazetteer: Gazetteer | None = None
) -> list[Claim]:
    """Read the claims of one article.

    Parameters
    ----------
    article : Article
        The article.
    mentions : sequence of Mention, optional
        Its place mentions; by default ``geoparse(article.text, gazetteer)``.
    gazetteer : Gazetteer, optional
        By default the bundled one.

    Returns
    -------
    list of Claim
        In the order of their sentences; within a sentence control, route, distance, count, incident. Each has
        the confidence of its rule (or kind) from ``rules/confidence.toml``.
    """
    gazetteer = gazetteer if gazetteer is not None else load_gazetteer()
    if mentions is None:
        mentions = geoparse(article.text, gazetteer)
    places = sorted((m for m in mentions if m.role == "place"), key=lambda m: m.start)
    if ARABIC_CUE.search(article.text):
        places = refine_arabic_parts(article.text, places, gazetteer)
    sentences = list(split_sentences(article.text, places))

    def claim(kind: Kind, sentence: Sentence, mention: Mention | None = None, **values: Any) -> Claim:
        return Claim(
            kind=kind,
            article=article.id,
            start=sentence.start,
            end=sentence.end,
            quote=sentence.text,
            place_key=mention.place_key if mention else None,
            place_text=mention.text if mention else None,
            outlet=article.outlet,
            date=article.date,
            **values,
        )

    syrian: dict[str, bool] = {}

    def local(place: Place) -> bool:
        if place.key not in syrian:
            syrian[place.key] = place.key == "syria" or any(p.key == "syria" for p in gazetteer.ancestors(place.key))
        return syrian[place.key]

    def _in_syria(found: list[Claim], sentence: Sentence) -> list[Claim]:
        # who holds a place is read for places in Syria only: a dateline, a capital where someone spoke
        # or a namesake abroad is no holding, and no later "the enclave" may refer back to it
        sentence.controlled[:] = [m for m in sentence.controlled if m.place is None or local(m.place)]
        return [c for c in found if c.kind != "control" or c.place_key is None
                or (gazetteer.get(c.place_key) is not None and local(gazetteer[c.place_key]))]

    def lift(place: Place, types: frozenset[str]) -> Place | None:
        return next((a for a in gazetteer.ancestors(place.key) if a.type in types), None)

    discourse = Discourse(places, accept=local, lift=lift)
    parses: dict[int, list[Parsed]] = {}
    cued = [s for s in sentences if is_cued(s.text, bool(places) and places[0].start < s.end)]
    for parsed in parse_sentences(cued):
        parses.setdefault(parsed.sentence.start, []).append(parsed)

    claims: list[Claim] = []
    headline = None  # the first count of people in the last sentence that counted people
    for i, sentence in enumerate(sentences):
        skeleton = sentence.skeleton  # each reader runs only where its cue words are
        moving, region, has_number, distances, arabic_cue = _cues(sentence)
        if sentence.start in parses:
            claims += _in_syria(read_control_en(parses[sentence.start], claim, discourse), sentence)
        if (sentence.mentions or region) and moving:
            claims += read_route(sentence, claim, gazetteer=gazetteer, cued=True)  # its cues are found
        if distances:
            claims += distance.read_distances(sentence, claim)
        if has_number and not sentence.asks:  # "Were 300 people really evacuated?": a question counts nothing
            counts = count.read_counts(sentence, sentences[i + 1 : i + 3], claim, headline)
            headline = next((c for c in counts if c.unit == "people"), headline)
            claims += counts
        if arabic_cue:
            discourse = discourse if discourse is not None else Discourse(places, accept=local)
            claims += _in_syria(
                read_arabic_control(sentence, claim, sentences[max(0, i - 2) : i], discourse=discourse), sentence
            )
            claims += read_arabic_counts(sentence, claim) if not sentence.asks else []
            claims += arabic_distance.read_arabic_distances(sentence, claim)
            if sentence.mentions or any(word in skeleton for word in _ARABIC_ROUTE_WITHOUT_PLACE):
                claims += read_arabic_routes(sentence, claim, discourse=discourse)
        if _incident_cue(sentence.text):
            claims += incident.read_incidents(sentence, sentences[max(0, i - 2) : i], claim, article.date, local)
    return with_confidence(settle(claims), text_language(article.text))


# the words of an Arabic route point that names no place: a countryside, a crossing, a part of the country
_ARABIC_ROUTE_WITHOUT_PLACE = ("ريف", "معبر", "سوري", "البلاد")

_CUES: dict[str, tuple[bool, bool, bool, bool, bool]] = {}


def _cues(sentence: Sentence) -> tuple[bool, bool, bool, bool, bool]:
    """Which readers a sentence's skeleton has the cues of (remembered as scans are).

    Movement, a region of a side, a number, a distance, Arabic.
    """
    skeleton = sentence.skeleton
    found = _CUES.get(skeleton)
    if found is None:
        has_number = count.has_cue(skeleton, skeleton.lower())
        found = (
            is_movement(skeleton, sentence),
            bool(sentence.search(REGION_CUE)),
            has_number,
            has_number and bool(sentence.search(distance.CUE)),
            bool(ARABIC_CUE.search(skeleton)),
        )
        if len(skeleton) <= sentence_model.MEMO_CHARS:
            if len(_CUES) >= sentence_model.MEMO_SCANS:
                _CUES.clear()
            _CUES[skeleton] = found
    return found


_INCIDENT_CUES: dict[str, bool] = {}


def _incident_cue(text: str) -> bool:
    """Whether a sentence (as written: a place's name may hold the cue) has an incident cue, remembered."""
    found = _INCIDENT_CUES.get(text)
    if found is None:
        found = incident.has_cue(text.lower())
        if len(text) <= sentence_model.MEMO_CHARS:
            if len(_INCIDENT_CUES) >= sentence_model.MEMO_SCANS:
                _INCIDENT_CUES.clear()
            _INCIDENT_CUES[text] = found
    return found
