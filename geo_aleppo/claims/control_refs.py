"""Control stated of a place by an object-gap relative clause, an agentless siege, or a reference back.

- an object-gap relative whose subject is the side: "the neighbourhoods of X that the rebels had held",
  "the districts that insurgents controlled" (the districts of the city named before), "X, which the
  army had seized";
- an agentless siege stated of the place: "X and Y have been encircled since 2015", "X is blockaded"
  (the besieger unknown);
- a definite reference back with a siege: "the besieged towns", "the two encircled villages" stand for
  the places of that type named last before in the article (a plural: all of that type in that mention list).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..gazetteer import Place
from ..geoparsing import Mention
from .anchors import Scans
from .lexicon import DIRECTION, ENDED, SIEGE_VERB, SUBJECT, actor_of, other_side
from .numbers import parse_number
from .record import Claim, ClaimMaker
from .sentence import PLACES, Sentence

__all__ = ["read_references"]

# nouns of a reference back and the place types they stand for
_TYPES = {
    "village": frozenset({"village", "town"}),  # reports call one place a town and a village
    "town": frozenset({"town", "village"}),
    "cit": frozenset({"city"}),
    "district": frozenset({"city", "district", "neighbourhood"}),
    "neighbo": frozenset({"city", "district", "neighbourhood"}),
    "part": frozenset({"city", "town"}),
    "area": frozenset({"city", "town", "village", "district", "neighbourhood", "region"}),
}
_NOUN = r"villages?|towns?|cit(?:y|ies)|districts?|neighbou?rhoods?|parts?|areas?"
_COUNT = r"(?:two|three|four|five|six|\d{1,2})"
# a noun phrase standing for a place: named ("the neighbourhoods of ⟦A⟧") or a reference back ("the two villages")
# or a part of a place with no article: "areas of northern ⟦A⟧ that rebels still hold", "other parts of ⟦A⟧ which ..."
_HEAD = (
    rf"(?:\bthe\s+(?:(?P<count>{_COUNT})\s+)?(?:(?P<dir>{DIRECTION})\s+)?(?P<noun>{_NOUN})"
    rf"(?:\s+of\s+(?:the\s+)?(?:(?P<noun2>towns?|villages?|cit(?:y|ies))\b|(?P<named>{PLACES})))?|"
    rf"\b(?:(?:other|some|those|these|many|large|most)\s+)?(?P<bare>areas|parts|districts|neighbou?rhoods|regions)"
    rf"\s+(?:of|in)\s+(?:the\s+)?(?:{DIRECTION}\s+)?(?P<named2>{PLACES})|(?P<places>{PLACES})\s*,)"
)
_VERB_HELD = (
    r"held|controlled|ran|run|dominated|seized|captured|took|taken|retook|retaken|recaptured|occupied|"
    r"hold|holds|control|controls|occupy|occupies"
)
_VERB_SIEGE = r"besieged|encircled|surrounded|blockaded|besieges?|encircles?|surrounds?|blockades?"
# after the verb the object is missing (the gap): punctuation, a time or place adverbial, or the main verb
_GAP = (
    r"(?=\s*(?:[,.;:)]|$)|\s+(?:since|for|in|on|at|during|last|earlier|before|after|throughout|until|till|"
    r"fell|was|were|is|are|has|have|had|will|would|came|saw|remain\w*|were|and|but|when|while|from)\b)"
)
_OBJECT_GAP = re.compile(
    rf"{_HEAD}\s*(?:which|that)\s+(?:the\s+)?(?P<by>{SUBJECT})\s+(?:(?:still|now|long|also|had|has|have)\s+)*"
    rf"(?:(?P<siege>{_VERB_SIEGE})|{_VERB_HELD}){_GAP}",
    re.IGNORECASE,
)
# an agentless siege: "⟦A⟧ and ⟦B⟧ have been encircled since 2015", "the two villages are besieged"
_AGENTLESS = re.compile(
    rf"(?:(?P<places>{PLACES})|\bthe\s+(?:(?P<count>{_COUNT})\s+)?(?P<noun>{_NOUN}))\s+"
    rf"(?:is|are|was|were|remains?|remained|has\s+been|have\s+been|had\s+been)\s+(?:still\s+|now\s+|long\s+|fully\s+)?"
    rf"(?:{_VERB_SIEGE}|under\s+(?:a\s+|the\s+)?(?:total\s+|full\s+)?siege)"
    rf"(?=\s*(?:[,.;:]|$)|\s+(?:since|for|and|but|again|as|until|till|in|on|after|amid)\b)",
    re.IGNORECASE,
)
# a siege's participle on a reference back: "the besieged towns", "the two encircled villages"
_BESIEGED_REF = re.compile(
    rf"\bthe\s+(?:(?P<count>{_COUNT})\s+)?(?:besieged|encircled|blockaded)\s+(?:(?P<count2>{_COUNT})\s+)?"
    rf"(?:[\w-]{{1,20}}\s+)?(?P<noun>villages?|towns?|cit(?:y|ies))\b(?!\s+(?:of|in)\b)(?!\s+(?:besieged\s+)?by\b)",
    re.IGNORECASE,
)

# the side as the subject of a verb of siege whose object is a reference back: "rebels have surrounded,
# blockaded and shelled the two neighbouring towns", "government forces besieged the three villages"
_SIEGE_REF = re.compile(
    rf"\b(?P<by>{SUBJECT})\s+{SIEGE_VERB}\s+the\s+(?:(?P<count>{_COUNT})\s+)?(?:[\w'’-]{{1,30}}\s+){{0,2}}?"
    rf"(?P<noun>villages?|towns?|cit(?:y|ies))\b(?!\s+(?:of|in)\b)",
    re.IGNORECASE,
)

_NEGATED = re.compile(r"\b(?:not|no\s+longer|never)\b", re.IGNORECASE)


def _referent(
    sentence: Sentence, noun: str, count: str | None, position: int, accept: Callable[[Place], bool] | None
) -> list[Mention]:
    """The places a reference back stands for: those of the noun's types named last before ``position``."""
    low = noun.lower()
    types = next((t for k, t in _TYPES.items() if low.startswith(k)), None)
    if types is None:
        return []
    plural = low.endswith(("s", "ies")) and not low.endswith("ss")
    wanted = int(parse_number(count) or 0) if count else 0
    if not plural:
        return sentence.earlier_places(types, 1, position, accept=accept)
    found = sentence.earlier_places(types, wanted or 12, position, accept=accept)
    if wanted or not found:
        return found if len(found) == (wanted or len(found)) else []
    last = found[-1].sentence  # a plural with no count: the places of that type in the last mention list
    return [m for m in found if m.sentence == last]


_REFERENCE_WORDS = ("which", "that", "besieg", "encircl", "surround", "blockad", "siege")
_SIEGE_REF_WORDS = ("besieg", "encircl", "surround", "blockad", "siege")


def read_references(
    sentence: Sentence, claim: ClaimMaker, seen: set, local: Callable[[Place], bool] | None = None
) -> list[Claim]:
    """Object-gap relatives, agentless sieges and sieged references back (see the module docstring)."""
    out: list[Claim] = []
    found: list[tuple[re.Match, str]] = []
    found += [(m, "relative") for m in sentence.finditer(_OBJECT_GAP, ("which", "that"))]
    found += [(m, "agentless") for m in sentence.finditer(_AGENTLESS, _REFERENCE_WORDS)]
    found += [(m, "agentless") for m in sentence.finditer(_BESIEGED_REF, ("besieg", "encircl", "blockad"))]
    found += [(m, "relative") for m in sentence.finditer(_SIEGE_REF, _SIEGE_REF_WORDS)]
    for m, how in found:
        stated = m.group() + sentence.skeleton[m.end() : m.end() + 8]  # "besieged until 2016": ended
        if ENDED.search(stated) or _NEGATED.search(m.group()):
            continue
        groups = m.groupdict()
        part = False
        if groups.get("places") or groups.get("named") or groups.get("named2"):
            places = sentence.places(groups.get("places") or groups.get("named") or groups.get("named2"))
            noun = (groups.get("noun") or groups.get("bare") or "").lower()
            part = noun.startswith(("part", "area", "district", "neighbo"))
        else:
            noun = groups.get("noun2") or groups.get("noun") or ""
            count = groups.get("count") or groups.get("count2")
            places = _referent(sentence, noun, count, m.start(), local)
            part = bool(groups.get("noun2")) or noun.lower().startswith(("district", "neighbo", "part"))
            if (groups.get("noun") or "").lower().startswith(("district", "neighbo", "area")):
                part = True
        if how == "relative":
            side = actor_of(groups["by"])
            if side == "unknown":
                continue
            if groups.get("siege") or m.re is _SIEGE_REF:
                actor, status, besieger = other_side(side, sentence.sides), "besieged", side
            else:
                actor, status, besieger = side, "held", None
        else:
            actor, status, besieger = "unknown", "besieged", None
            known = {c.place_key for c in sentence.controlled}
            places = [p for p in places if p.place_key not in known]  # the article already said who holds it
        for place in places:
            key = (place.start, actor, status)
            if key in seen or (status == "held" and (place.start, actor) in seen):
                continue
            seen.add(key)
            scope = "part" if part else "whole"
            out.append(claim("control", sentence, place, actor=actor, status=status, scope=scope, besieger=besieger))
    return out


#: Every scan of :func:`read_references` (see :class:`~geo_aleppo.claims.anchors.Scans`): list a new one here.
SCANS = Scans(
    "control references",
    (_OBJECT_GAP, ("which", "that")),
    (_AGENTLESS, _REFERENCE_WORDS),
    (_BESIEGED_REF, ("besieg", "encircl", "blockad")),
    (_SIEGE_REF, _SIEGE_REF_WORDS),
)
