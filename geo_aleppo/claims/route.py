"""Routes: the places a movement (evacuation, convoy, buses) leaves, passes and reaches."""

from __future__ import annotations

import re

from .record import Claim, ClaimMaker
from .sentence import P, Sentence

__all__ = ["read_route", "MOVEMENT"]

_COORDINATED = re.compile(rf"{P}\s*(?:,|and|, and|or)\s*$")

MOVEMENT = re.compile(
    r"\b(?:evacuat\w*|bus(?:es)?|convoys?|ambulances?|vehicles?|corridor|route|road|transferred|transported|taken|"
    r"taking|left|leave|leaving|head(?:ed|ing|s)?|arriv\w*|cross\w*|rolled|pull-out|withdraw\w*|caravans?|moved?|"
    r"moving|travel\w*|passage|way)\b",
    re.IGNORECASE,
)
_ROUTE_TRIGGER = re.compile(
    r"\b(?P<via>via|through|by way of|across|past)\b|"
    r"\b(?P<dest>to|towards?|into|reach(?:ed|ing)?|arriv(?:ed|ing|e) (?:at|in)|"
    r"(?:left|leave|leaving|head(?:ed|ing)?|bound|destined|set off|departed) for)\b|"
    r"\b(?P<for>for)\b|"
    r"\b(?P<origin>from|out of|left|leave|leaving|departed|departing)\b",
    re.IGNORECASE,
)
_LEAVING = re.compile(r"\b(?:left|leave|leaving|head(?:ed|ing)?|bound|set off|depart\w*|bus(?:es)?)\b", re.IGNORECASE)
_CLAUSE_BREAK = re.compile(r"[,;:()\"“”]|\s[-–—]\s")
_PREPOSITION_OBJECT = re.compile(
    r"\s*(?:$|the\b|a\b|an\b|their\b|its\b|\d|two\b|three\b|nearby\b|neighbou?ring\b|\w{1,40}-(?:held|controlled|run)\b|"
    r"(?:north|south|east|west)\w*\b|opposition\b|rebel\b|government\b)",
    re.IGNORECASE,
)
_OTHER_PREPOSITION = re.compile(r"\b(?:in|at|on|with|by|about|during|since)\s", re.IGNORECASE)


def _route_role(before: str) -> str | None:
    """The route role that the words before a place give it ("via the road through ..." -> via)."""
    window = before[-90:]
    for trigger in reversed(list(_ROUTE_TRIGGER.finditer(window))):
        between = window[trigger.end() :]
        if "⟦" in between or len(between) > 60 or _CLAUSE_BREAK.search(between):
            return None
        if trigger.group("dest") and trigger.group().lower() in (
            "to",
            "towards",
            "toward",
            "into",
            "reach",
            "reached",
            "reaching",
        ):
            # a preposition, not an infinitive ("to evacuate", "to let them go")
            if not _PREPOSITION_OBJECT.match(between):
                continue
        if trigger.group("for"):  # "left ⟦A⟧ for ⟦B⟧", not "the envoy for ⟦A⟧"
            if _LEAVING.search(window[: trigger.start()]):
                return "destination"
            continue
        if _OTHER_PREPOSITION.search(between) and not trigger.group("dest"):
            return None
        return "via" if trigger.group("via") else "destination" if trigger.group("dest") else "origin"
    return None


def read_route(sentence: Sentence, claim: ClaimMaker) -> list[Claim]:
    """The places of a sentence given as origin, via or destination of a movement (one route per sentence)."""
    if not sentence.mentions or not MOVEMENT.search(sentence.skeleton):
        return []
    out, previous_role = [], None
    for i, mention in enumerate(sentence.mentions):
        before = sentence.before(i)
        coordinated = _COORDINATED.search(before[-40:])
        role = previous_role if coordinated else _route_role(before)
        previous_role = role
        if role and mention.place is not None:
            out.append(claim("route", sentence, mention, role=role))
    return out
