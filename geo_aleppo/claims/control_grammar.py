"""Control stated by sentence structure that the other control readers leave out.

Each rule is a grammatical construction, not a wording:

- the side as the subject of a verb of siege, holding or taking whose object refers back ("regime forces and
  Hezbollah surrounded it", "the militia, backed by X, that surrounds the town", "the group had seized as much
  as 90 percent of the district"): the place named last before of the noun's kind;
- a noun of siege with its side in a relative clause: "the siege (that) the army imposed on X";
- a holding noun as the predicate or in apposition of the place: "X is now the last stronghold held by rebels",
  "X, the main bastion of the opposition", and before it: "the stronghold of the rebels, the eastern part of X";
- the side falling back to its holding noun in named places: "militants retreated to their last stronghold ...
  in the towns of X and Y";
- the place divided between sides: "X is divided into a part held by A and a part held by B";
- the side entrenched in the place: "rebels dug in at X", "fighters holed up in the town of X", "X, where
  rebels are based";
- a hedge or an adverb between the side and its verb: "rebels reportedly control X", "IS is believed to hold
  most of X"; a side tightening a noose or a cordon around X (a siege);
- a siege stated in the second of two coordinated predicates of the place: "X has seen ... and has been under
  siege since 2013" (the besieger unknown).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..gazetteer import Gazetteer, Place
from ..geoparsing import Mention
from .anchors import Scans
from .lexicon import (
    ACTOR_ALT,
    BE,
    DIRECTION,
    ENDED,
    HOLD_VERB,
    SIDE_HEADS,
    SIEGE_VERB,
    SUBJECT,
    WHOLE_NOUNS,
    actor_of,
    other_side,
)
from .parts import named_part
from .record import Claim, ClaimMaker
from .sentence import PLACES, Sentence

__all__ = ["read_grammar", "SCANS"]

# the kinds of place a noun of reference stands for (a camp or a district is often typed a town)
_KINDS = {
    "town": frozenset({"town", "village"}),
    "village": frozenset({"village", "town"}),
    "city": frozenset({"city"}),
    "district": frozenset({"district", "neighbourhood", "town", "village"}),
    "neighbourhood": frozenset({"district", "neighbourhood", "town", "village"}),
    "neighborhood": frozenset({"district", "neighbourhood", "town", "village"}),
    "camp": frozenset({"district", "neighbourhood", "town", "village"}),
    "suburb": frozenset({"district", "neighbourhood", "town", "village"}),
    "it": frozenset({"city", "town", "village", "district", "neighbourhood", "region"}),
}
_KINDS["enclave"] = _KINDS["pocket"] = _KINDS["it"]
# a side, or two coordinated: "regime forces and Hezbollah", "the army and allied militias"
_SIDES = rf"(?P<by>{SUBJECT}(?:\s+and\s+(?:the\s+|its\s+|their\s+)?{SUBJECT})?)"
# between the side and its verb: an apposition and a relative pronoun ("Hezbollah, the militia backed by X that")
_APPOSED = r"(?:\s*,\s*(?:the|a|an)\s+[^,.;]{1,60}?)?(?:\s*,?\s+(?:that|which|who))?"
_SIEGE = rf"(?P<siege>{SIEGE_VERB}|(?:still\s+|now\s+)?(?:ring|rings|ringed|cordon(?:s|ed)?\s+off))"
_TAKE = (
    r"(?:(?:has|have|had)\s+(?:now\s+|also\s+)?)?(?:seized|captured|took|taken|retook|retaken|recaptured|overran|"
    r"overrun|regained|controlled|held)"
)
_SHARE = (
    r"(?P<share>(?:as\s+much\s+as\s+|about\s+|nearly\s+|almost\s+|more\s+than\s+|over\s+|some\s+)?"
    r"(?:\d{1,3}(?:\.\d+)?\s*(?:percent|per\s+cent|%)|most|much|half|parts?|large\s+parts?|all)\s+of\s+)"
)
_REF_NOUN = r"town|village|city|district|neighbou?rhood|camp|suburb|enclave|pocket"
_SIDE_VERB_REF = re.compile(
    rf"{_SIDES}{_APPOSED}\s+(?:{_SIEGE}|(?P<hold>{HOLD_VERB}|{_TAKE}))\s+{_SHARE}?"
    rf"(?:(?P<pron>it)\b(?!\s*(?:is|was|has|had|will|would)\b)|the\s+(?:[\w'’-]{{1,30}}\s+){{0,2}}?(?P<noun>{_REF_NOUN})\b"
    rf"(?!\s+(?:of|in)\s)(?!['’]s))",
    re.IGNORECASE,
)
_SIDE_VERB_WORDS = ("besieg", "encircl", "surround", "blockad", "siege", "ring", "cordon", "hold", "control", "grip",
                    "seiz", "captur", "took", "taken", "retook", "overr", "regain", "held")
# a noun of siege with its side in a relative clause: "the siege that the army imposed on ⟦A⟧"
_SIEGE_LAID = re.compile(
    rf"\bsiege\s+(?:(?:that|which)\s+)?(?:the\s+)?(?P<by>{SUBJECT})\s+(?:(?:had|has|have)\s+)?"
    rf"(?:laid|imposed|placed|put|kept|maintained|tightened|enforced)\s+(?:to|on|around|upon)\s+"
    rf"(?:the\s+(?:{WHOLE_NOUNS})\s+of\s+)?(?P<places>{PLACES})",
    re.IGNORECASE,
)
# a siege that is over: "the siege ... is over", "was broken", "lifted"
_SIEGE_OVER = re.compile(r"[^.;]{0,20}?\b(?:is|was|has\s+been|had\s+been)\s+(?:now\s+)?(?:over|broken|lifted|ended)\b",
                         re.IGNORECASE)
_HOLDING_NOUN = r"strongholds?|bastions?|holdouts?|pockets?|enclaves?|redoubts?"
_HOLDING_WORDS = ("stronghold", "bastion", "holdout", "pocket", "enclave", "redoubt")
# a holding noun as the place's predicate or apposition: "⟦A⟧ is now the last stronghold held by rebels"
_NOUN_OF_PLACE = re.compile(
    rf"(?P<places>{PLACES})\s*(?:,\s*|\s+{BE}\s+(?:now\s+|still\s+)?)(?:the|a|an|its|their)\s+"
    rf"(?:[\w'’-]{{1,30}}\s+){{0,3}}?(?P<noun>{_HOLDING_NOUN})\s+(?:(?:still\s+)?(?:held|controlled|run)\s+by\s+"
    rf"(?P<by>[^.;,⟦]{{1,60}})|of\s+(?P<by2>[^.;,⟦]{{1,60}})|(?:still\s+)?(?:under|in)\s+(?P<by3>(?:the\s+)?"
    rf"[\w-]{{1,30}})\s+(?:control|hands))",
    re.IGNORECASE,
)
# a holding noun of a side, then the place in apposition: "the stronghold of the rebels, the eastern part of ⟦A⟧"
_NOUN_BEFORE_PLACE = re.compile(
    rf"\b(?P<noun>{_HOLDING_NOUN})\s+of\s+(?P<by>(?:the\s+)?(?:[\w'’-]{{1,30}}\s+){{0,2}}?(?:{ACTOR_ALT})"
    rf"(?:\s+(?:{SIDE_HEADS}))?)\s*,\s*(?:the\s+(?P<dir>{DIRECTION})\s+(?:part|half|side|sector)\s+of\s+)?"
    rf"(?:the\s+)?(?:(?:city|town|province)\s+of\s+)?(?P<places>{PLACES})",
    re.IGNORECASE,
)
# a holding noun with the side inside it, in apposition to the place: "⟦A⟧, the de facto IS capital", "⟦A⟧, the
# rebels' last bastion" ("capital" says a holding only as a side's self-declared or de facto seat)
_SEAT_MODS = r"(?:(?:self-declared|self-proclaimed|de\s+facto|main|last|key|final|biggest|largest|Syrian)\s+)*"
_SIDE_SEAT = re.compile(
    rf"(?P<places>{PLACES})\s*,\s*(?:(?:the|a|an)\s+)?{_SEAT_MODS}(?P<by>(?:the\s+)?(?:{ACTOR_ALT})"
    rf"(?:\s+(?:{SIDE_HEADS}|group|organi[sz]ation))?)(?P<own>['’]s?)?\s+{_SEAT_MODS}"
    rf"(?P<noun>capital|stronghold|bastion|holdout|redoubt|headquarters)\b",
    re.IGNORECASE,
)
_DE_FACTO = re.compile(r"de\s+facto|self-declared|self-proclaimed", re.IGNORECASE)
# a generic noun that names no side by itself ("the militant group's capital": which group, the text said before)
_GENERIC = re.compile(
    r"^(?:the\s+)?(?:(?:militant|jihadist|extremist|armed|terrorist|rebel)\s+)?(?:group|organi[sz]ation)$", re.I
)
# a side falling back to its holding noun in named places
_RETREAT = re.compile(
    rf"(?P<by>{SUBJECT})\s+(?:(?:is|are|was|were|has|have|had)\s+(?:been\s+)?)?(?:pulling|pulled|pulls|falling|fell|"
    rf"falls|retreat\w*|withdr[ae]w\w*|fled|flee\w*)\s+(?:back\s+)?(?:to|into|towards?|on)\s+(?:a|an|the|its|their)\s+"
    rf"(?:[\w'’-]{{1,30}}\s+){{0,2}}?(?:{_HOLDING_NOUN})\b[^.;]{{0,80}}?\bin\s+"
    rf"(?:the\s+(?:towns?|villages?|cit(?:y|ies)|districts?)\s+of\s+)?(?P<places>{PLACES})",
    re.IGNORECASE,
)
# the place divided between sides: the sides are read in what follows, up to the clause's end
_DIVIDED = re.compile(
    rf"(?P<places>{PLACES})[^.;⟦]{{0,40}}?\b(?:divided|split|partitioned)\s+(?:up\s+)?(?:into|between|among)\s+"
    rf"(?P<rest>[^.;,]{{1,160}})",
    re.IGNORECASE,
)
_SIDE_IN_REST = re.compile(rf"\b(?:{ACTOR_ALT})\b", re.IGNORECASE)
# the side's holding or siege told with a hedge or an adverb between the side and its verb: "rebels reportedly
# control ⟦A⟧", "IS is believed to hold most of ⟦A⟧", "the army has managed to encircle ⟦A⟧"
_ADVERB = (
    r"(?:(?:still|now|also|largely|mostly|effectively|reportedly|apparently|allegedly|firmly|partially|partly|"
    r"fully|already|jointly|currently|nominally)\s+)"
)
_HEDGE = (
    r"(?P<hedge>(?:is|are|was|were)\s+(?:believed|said|thought|reported|understood|known|estimated|alleged)\s+to\s+|"
    r"(?:appear|appears|appeared|seem|seems|seemed|continue|continues|continued|managed|manage|manages)\s+to\s+|"
    r"(?:has|have|had)\s+(?:managed|continued)\s+to\s+)"
)
_HEDGED = re.compile(
    rf"(?P<by>{SUBJECT})\s+(?P<adverb>{_ADVERB}{{0,2}}){_HEDGE}?{_ADVERB}{{0,2}}(?:(?:have|has)\s+)?"
    rf"(?:(?P<siege>besiege[sd]?|encircle[sd]?|surround(?:s|ed)?|blockade[sd]?)|hold|holds|held|control|controls|"
    rf"controlled)\s+{_SHARE}?(?:the\s+)?(?:(?:{WHOLE_NOUNS})\s+of\s+)?(?P<places>{PLACES})",
    re.IGNORECASE,
)
_HEDGED_WORDS = ("hold", "held", "control", "besieg", "encircl", "surround", "blockad")
_NOOSE_WORDS = ("noose", "ring", "cordon", "encirclement")
_WHERE_WORDS = ("where",)
# a side tightening a noose or a cordon around the place: a siege
_NOOSE = re.compile(
    rf"(?P<by>{SUBJECT})\s+(?:(?:has|have|had)\s+)?(?:tighten\w*|clos\w*|drew|draws?|drawn|drawing)\s+"
    rf"(?:the|their|its|a)\s+(?:noose|ring|cordon|encirclement)\s+(?:(?:on|in|this|last)\s+[\w-]{{1,20}}\s+)?"
    rf"(?:on|around|round)\s+(?:the\s+)?(?:(?:{WHOLE_NOUNS})\s+of\s+)?(?P<places>{PLACES})",
    re.IGNORECASE,
)
# the place where the side is entrenched: "⟦A⟧, where rebels are holed up", "⟦A⟧, where IS fighters are based"
_WHERE_ENTRENCHED = re.compile(
    rf"(?P<places>{PLACES})\s*,\s*where\s+(?:the\s+)?(?P<by>{SUBJECT})\s+(?:are|were|remain|remained|have\s+been|"
    rf"had\s+been)\s+(?:still\s+)?(?:dug\s+in|entrenched|holed\s+up|barricaded|based|garrisoned)\b",
    re.IGNORECASE,
)
# the side entrenched in the place
_ENTRENCHED = re.compile(
    rf"(?P<by>{SUBJECT})\s+(?:(?:who|that)\s+)?(?:(?:are|were|remain|remains|remained)\s+)?(?:still\s+)?"
    rf"(?:dug\s+in|entrenched|holed\s+up|barricaded|garrisoned)\s+(?:in|at|inside)\s+(?:the\s+)?"
    rf"(?:nearby\s+|neighbou?ring\s+)?(?:(?:{WHOLE_NOUNS})\s+of\s+)?(?P<places>{PLACES})",
    re.IGNORECASE,
)
# a siege in the second of two coordinated predicates: "⟦A⟧ has seen ... and has been under siege since 2013"
_COORDINATED_SIEGE = re.compile(
    rf"(?P<places>{PLACES})\s+(?:has|have|had|is|are|was|were)\s+[^.;⟦,]{{1,60}}?\s+and\s+"
    rf"(?:has|have|had)\s+(?:long\s+)?been\s+(?:under\s+(?:a\s+|the\s+)?siege|besieged|encircled)\b",
    re.IGNORECASE,
)
# a side that loses the place ("won the city back from the militants who had captured it"), or a taking told in a
# clause of time ("after rebels took the city in 2013"): no holding now
_LOSER_BEFORE = re.compile(r"\bfrom\s+(?:the\s+)?$", re.IGNORECASE)
_TIME_CLAUSE_BEFORE = re.compile(r"\b(?:after|before|when|until|once)\s+(?:[\w'’-]+\s+){0,8}$", re.IGNORECASE)
_SIEGE_WORDS = ("siege",)
_SEAT_WORDS = ("capital", "stronghold", "bastion", "holdout", "redoubt", "headquarters")
_DIVIDED_WORDS = ("divided", "split", "partitioned")
_ENTRENCHED_WORDS = ("dug", "entrenched", "holed", "barricaded", "garrisoned")
_COORDINATED_WORDS = ("siege", "besieged", "encircled")
_NEGATION = re.compile(r"\b(?:not|never|no\s+longer|failed\s+to|unable\s+to)\b", re.IGNORECASE)
# a capture of the place right before it: the holding noun is no longer the side's ("captured ⟦A⟧, the last ...")
_CAPTURED_BEFORE = re.compile(
    r"\b(?:captured|seized|took|retook|recaptured|overran|stormed|fell|fall\s+of|capture\s+of|lost)\s+"
    r"(?:[\w'’-]{1,30}\s+){0,3}$",
    re.IGNORECASE,
)


def read_grammar(
    sentence: Sentence,
    claim: ClaimMaker,
    seen: set,
    gazetteer: Gazetteer | None = None,
    local: Callable[[Place], bool] | None = None,
) -> list[Claim]:
    """The control claims of the constructions in the module docstring that no other reader made."""
    out: list[Claim] = []
    skeleton = sentence.skeleton

    def add(place: Mention, side: str, besieged: bool, part: bool = False) -> None:
        if side == "unknown" and not besieged:
            return
        actor, status, besieger = (other_side(side, sentence.sides), "besieged", side) if besieged else (
            side, "held", None
        )
        if besieged and side == "unknown":
            besieger = None
        key = (place.start, actor, status)
        if key in seen or (status == "held" and (place.start, actor) in seen):
            return
        seen.add(key)
        if status == "held":
            seen.add((place.start, actor))
        scope = "part" if part else "whole"
        out.append(claim("control", sentence, place, actor=actor, status=status, scope=scope, besieger=besieger))

    for m in sentence.finditer(_SIDE_VERB_REF, _SIDE_VERB_WORDS):
        if ENDED.search(m.group()) or _NEGATION.search(m.group()):
            continue
        before = skeleton[max(0, m.start() - 60) : m.start()]
        if _LOSER_BEFORE.search(before) or not m.group("siege") and _TIME_CLAUSE_BEFORE.search(before):
            continue
        side = _one_side(m.group("by"))
        noun = (m.group("noun") or m.group("pron") or "").lower()
        kinds = _KINDS.get(noun.rstrip("s")) or _KINDS.get("neighbourhood" if noun.startswith("neighbo") else "it")
        for place in sentence.earlier_places(kinds, 1, m.start(), accept=local):
            add(place, side, bool(m.group("siege")), part=bool(m.group("share")))
    for m in sentence.finditer(_SIEGE_LAID, _SIEGE_WORDS):
        if _SIEGE_OVER.match(skeleton, m.end()) or ENDED.search(m.group()):
            continue
        for place in sentence.places(m.group("places")):
            add(place, actor_of(m.group("by")), True)
    for m in sentence.finditer(_NOUN_OF_PLACE, _HOLDING_WORDS):
        if ENDED.search(m.group()) or _CAPTURED_BEFORE.search(skeleton, max(0, m.start() - 60), m.start()):
            continue
        side = _by_side(m.group("by") or m.group("by2") or m.group("by3") or "")
        part = m.group("noun").lower().startswith(("pocket", "enclave"))
        for place in sentence.places(m.group("places")):
            add(place, side, False, part)
    for m in sentence.finditer(_NOUN_BEFORE_PLACE, _HOLDING_WORDS):
        if ENDED.search(m.group()) or _CAPTURED_BEFORE.search(skeleton, max(0, m.start() - 60), m.start()):
            continue
        side = actor_of(m.group("by"))
        for place in sentence.places(m.group("places")):
            place, part = named_part(place, m.group("dir"), gazetteer) if m.group("dir") else (place, False)
            add(place, side, False, part)
    for m in sentence.finditer(_SIDE_SEAT, _SEAT_WORDS):
        noun, by = m.group("noun").lower(), m.group("by")
        if ENDED.search(m.group()) or _GENERIC.match(by) or _CAPTURED_BEFORE.search(
            skeleton, max(0, m.start() - 60), m.start()
        ):
            continue
        if noun in ("capital", "headquarters") and not (m.group("own") or _DE_FACTO.search(m.group())):
            continue  # "⟦A⟧, the Syrian capital": a country's capital, no side's holding
        for place in sentence.places(m.group("places")):
            add(place, actor_of(by), False)
    for m in sentence.finditer(_RETREAT, _HOLDING_WORDS):
        if ENDED.search(m.group()) or _NEGATION.search(m.group()):
            continue
        for place in sentence.places(m.group("places")):
            add(place, actor_of(m.group("by")), False)
    for m in sentence.finditer(_DIVIDED, _DIVIDED_WORDS):
        sides = {actor_of(s.group()) for s in _SIDE_IN_REST.finditer(m.group("rest"))} - {"unknown"}
        if len(sides) < 2:
            continue  # a place divided between one side and what?  nothing said
        for place in sentence.places(m.group("places")):
            for side in sorted(sides):
                add(place, side, False, True)
    for m in sentence.finditer(_ENTRENCHED, _ENTRENCHED_WORDS):
        if _NEGATION.search(m.group()):
            continue
        for place in sentence.places(m.group("places")):
            add(place, actor_of(m.group("by")), False)
    for m in sentence.finditer(_HEDGED, _HEDGED_WORDS):
        if not (m.group("hedge") or m.group("adverb")) or ENDED.search(m.group()):
            continue  # with neither, the other readers read it
        before = skeleton[max(0, m.start() - 60) : m.start()]
        if _LOSER_BEFORE.search(before) or _TIME_CLAUSE_BEFORE.search(before):
            continue
        for place in sentence.places(m.group("places")):
            add(place, _one_side(m.group("by")), bool(m.group("siege")), part=bool(m.group("share")))
    for m in sentence.finditer(_NOOSE, _NOOSE_WORDS):
        if _NEGATION.search(m.group()):
            continue
        for place in sentence.places(m.group("places")):
            add(place, _one_side(m.group("by")), True)
    for m in sentence.finditer(_WHERE_ENTRENCHED, _WHERE_WORDS):
        for place in sentence.places(m.group("places")):
            add(place, actor_of(m.group("by")), False)
    for m in sentence.finditer(_COORDINATED_SIEGE, _COORDINATED_WORDS):
        if _NEGATION.search(m.group()) or ENDED.search(m.group()):
            continue
        known = {c.place_key for c in sentence.controlled}
        for place in sentence.places(m.group("places")):
            if place.place_key not in known:
                add(place, "unknown", True)
    return out


def _one_side(text: str) -> str:
    """The side of one or two coordinated sides: unknown when they are two different sides."""
    halves = re.split(r"\s+and\s+", text, maxsplit=1)
    sides = {actor_of(h) for h in halves} - {"unknown"}
    return sides.pop() if len(sides) == 1 else "unknown"


_BY_START = re.compile(rf"^\s*(?:the\s+|a\s+|an\s+)?(?:[\w'’-]+[\s-]+){{0,2}}?(?:pro-)?(?:{ACTOR_ALT})\b", re.I)


def _by_side(text: str) -> str:
    """The side a phrase after a holding noun names when a side begins it ("held by the rebels", "rebel")."""
    return actor_of(text) if _BY_START.match(text) else "unknown"


#: Every scan of :func:`read_grammar` (see :class:`~geo_aleppo.claims.anchors.Scans`): list a new one here.
SCANS = Scans(
    "control grammar",
    (_SIDE_VERB_REF, _SIDE_VERB_WORDS),
    (_SIEGE_LAID, _SIEGE_WORDS),
    (_NOUN_OF_PLACE, _HOLDING_WORDS),
    (_NOUN_BEFORE_PLACE, _HOLDING_WORDS),
    (_SIDE_SEAT, _SEAT_WORDS),
    (_RETREAT, _HOLDING_WORDS),
    (_DIVIDED, _DIVIDED_WORDS),
    (_ENTRENCHED, _ENTRENCHED_WORDS),
    (_COORDINATED_SIEGE, _COORDINATED_WORDS),
    (_HEDGED, _HEDGED_WORDS),
    (_NOOSE, _NOOSE_WORDS),
    (_WHERE_ENTRENCHED, _WHERE_WORDS),
)
