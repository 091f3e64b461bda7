"""Control: which side holds or besieges a named place.

A claim says who holds the place (``actor``) and whether it is ``held`` or ``besieged``; a siege
keeps its ``besieger`` when the text names it. ``scope`` is ``part`` when the text speaks of part of
the place ("the rebel-held parts of X", "most of X").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..gazetteer import Gazetteer, Place
from ..geoparsing import Mention
from . import control_changes, control_clauses, control_grammar, control_refs
from .anchors import Scans
from .control_changes import read_changes
from .control_clauses import (
    APPOSED_HEAD,
    foreign_before,
    read_passives,
    read_regions,
    read_sides_as_subjects,
    read_sieges,
)
from .control_grammar import read_grammar
from .control_refs import read_references
from .lexicon import (
    ACTOR_ALT,
    BACKED,
    BE,
    DIRECTION,
    ENDED,
    HELD,
    PART_NOUNS,
    SIDE_HEADS,
    WHOLE_NOUNS,
    actor_of,
    other_side,
)
from .numbers import parse_number
from .parts import city_lifter, named_part
from .record import Claim, ClaimMaker
from .sentence import PLACES, P, Sentence

__all__ = ["read_control", "CUE"]

_PART_NOUN = re.compile(PART_NOUNS)
_NEVER_HELD = frozenset({"syria"})  # a country named as the locator of a place ("X, Syria") is no holding
_DEFINITE = re.compile(r"\bthe\s+$|\bthe\s+\w", re.IGNORECASE)
_SETTLEMENTS = frozenset({"village", "town"})
_AREAS = frozenset({"city", "town", "district", "neighbourhood", "region", "village"})
_CITIES = frozenset({"city", "region"})
# a definite reference back to a named area, with its side or its siege: "the besieged enclave", "the last
# rebel-held pocket", "the city's blockaded rebel neighbourhoods", "the eastern districts are held by rebels"
_REFERENCE = re.compile(
    rf"\b(?:the\s+(?:(?P<city>city|town)['’]s\s+)?|(?P<its>its)\s+)(?:(?:last|remaining|shrinking),?\s+)*(?:(?P<direction>{DIRECTION}),?\s+)?"
    rf"(?P<besieged>(?:besieged|blockaded|encircled)\s+)?(?:(?P<actor>{ACTOR_ALT})(?:[\s-]+{HELD})?\s+)?"
    rf"(?P<noun>enclaves?|pockets?|districts?|neighbou?rhoods|areas?|zones?|sectors?|parts)\b"
    rf"(?P<tail>\s+of\s+the\s+(?:city|town)\b)?"
    rf"(?!\s+(?:of|in)\s+(?:the\s+)?(?:[\w'’-]{{1,40}}\s+){{0,2}}?⟦)"
    rf"(?:\s+{BE}\s+(?:still\s+|now\s+)?(?:{HELD}\s+by\s+(?P<by>[^.;,⟦]{{1,40}})|"
    rf"under\s+(?P<by2>[\w-]{{1,40}})\s+control))?",
    re.IGNORECASE,
)
_APPOSITION_BEFORE = re.compile(rf"(?P<places>{PLACES})\s*,\s*$")
# a plural verb does not agree with one place: "⟦A⟧ and ⟦B⟧, towns close to ⟦C⟧ that are held by X" speaks of the
# towns, named by the places that the plural noun stands beside
_LOCATOR = re.compile(r"⟦\d+⟧\s*,\s*$")
_PART_BEFORE = re.compile(rf"\b(?:{PART_NOUNS}|regions?)\s+(?:of|in)\s+(?:the\s+)?$", re.IGNORECASE)
_PLURAL_BE = re.compile(r"\b(?:are|were|have\s+been|remain)\b", re.IGNORECASE)
_LOCATING = re.compile(r"\b(?:of|to|on|near|outside|from|in)\s+(?:the\s+)?$", re.IGNORECASE)

# a sentence without one of these words states no control
CUE = re.compile(
    rf"\b(?:{ACTOR_ALT}|{HELD}|control\w*|hold\w*|dominat\w*|seiz\w*|captur\w*|took|taken|retook|retaken|"
    r"regain\w*|fell|fallen|falls|overr\w*|liberat\w*|besieg\w*|encircl\w*|surround\w*|siege|stronghold|bastion|holdout)\b",
    re.IGNORECASE,
)

# a side's modifier: "rebel-held", "besieged rebel-held"; or the besieger's: "army-besieged", "rebel-encircled"
_MODIFIER = (
    rf"(?P<besieged>besieged\s+)?(?P<actor>(?:{ACTOR_ALT}))(?:[\s-]+{HELD})|"
    rf"(?P<siege_by>{ACTOR_ALT})-(?:besieged|encircled|blockaded|surrounded)"
)
# a side's holding noun: "the rebel stronghold", "opposition bastion" (a "pro-X" town is a sympathy, not a holding)
_PRO = rf"(?P<actor2>(?:{ACTOR_ALT})(?=\s+(?:stronghold|bastion|holdout|enclave|pocket|zone|sector)))"
# words before a place, a possessive place among them: "in ⟦A⟧'s city of ⟦B⟧"
_WORDS = r"(?:(?:[\w'’-]{1,40}|⟦\d+⟧['’]s)\s+)"

# the words a pattern cannot match without (any one of them), checked by substring before its scan;
# each pattern below is paired with its words, and a test checks that they never lose a claim
_HELD_WORDS = ("held", "controlled", "run", "dominated", "occupied")
_MODIFIER_WORDS = (
    *_HELD_WORDS,
    "besieged",
    "encircled",
    "blockaded",
    "surrounded",
    "stronghold",
    "holdout",
    "bastion",
    "enclave",
    "pocket",
    "zone",
    "sector",
)
_TAKE_WORDS = (
    "hold", "held", "control", "seiz", "captur", "took", "taken", "retook", "recaptur", "regain", "overr", "liberat",
)
_SHARE_WORDS = ("hold", "held", "control")
# what a side takes that is not the place named after it: "seized the road linking ⟦A⟧ and ⟦B⟧", "captured a
# checkpoint near ⟦A⟧", "took the airport of ⟦A⟧", "the ⟦A⟧ highway"
NOT_PLACE_HEADS = (
    r"roads?|highways?|routes?|motorways?|checkpoints?|hills?|hilltops?|ridges?|heights|mountains?|peaks?|bases?|"
    r"airbases?|airports?|airfields?|bridges?|crossings?|dams?|fields?|oilfields?|factor(?:y|ies)|schools?|"
    r"hospitals?|buildings?|posts?|outposts?|junctions?|roundabouts?|lines?|corridors?|farms?|barracks|academy|"
    r"prisons?|depots?|stations?|facilit(?:y|ies)|plants?|silos?|citadel|castle|compound|headquarters"
)
# a word that places the thing taken relative to the place: "near", "south of", "overlooking", "linking"
_LOCATING_WORD = (
    r"near|nearby|around|outside|inside|overlooking|to|into|towards?|linking|connecting|between|in|at|on|from|along|"
    r"across|beyond|off|by|(?:north|south)(?:[\s-]?(?:east|west))?|east|west"
)
# a word of the gap between a verb of taking and the place taken
_TAKE_GAP = rf"(?:(?!(?:{_LOCATING_WORD}|{NOT_PLACE_HEADS})\b)[\w-]{{1,40}}\s+)"
# after the place: it modifies a thing taken ("the ⟦A⟧ road") or names its part ("⟦A⟧'s eastern districts")
_TAKEN_THING_AFTER = re.compile(rf"\s*(?:['’]s\s+(?:[\w-]{{1,40}}\s+){{0,2}}?)?(?:{NOT_PLACE_HEADS})\b", re.I)
_TAKEN_PART_AFTER = re.compile(
    rf"['’]s\s+(?:[\w-]{{1,40}}\s+){{0,2}}?(?:{PART_NOUNS}|districts|neighbou?rhoods|quarters|suburbs|outskirts)\b",
    re.IGNORECASE,
)
# a side's name right before the word that the patterns took for the side: "Islamic State militants",
# "Turkish-backed rebels" (the name qualifies the noun, and says the side)
_SIDE_BEFORE = re.compile(rf"\b(?P<side>{ACTOR_ALT})[\s-]+$", re.IGNORECASE)
# a share of the place before it: "30 percent of ⟦A⟧ is held by", "half of ⟦A⟧ is under army control"
_SHARE_BEFORE = re.compile(
    r"\b(?:most|much|half|parts?|percent|per\s+cent|areas?|sections?|quarters?|thirds?|fifths?|tenths?|rest)\s+of\s+"
    r"(?:the\s+)?(?:(?:city|town|province|region)\s+of\s+)?$|%\s+of\s+(?:the\s+)?$",
    re.IGNORECASE,
)
# a holding named as a past one: "the former rebel stronghold of ⟦A⟧", "the one-time rebel-held ⟦A⟧"
_FORMER_BEFORE = re.compile(r"\b(?:former|formerly|erstwhile|one-time|onetime|ex)[\s-]+$", re.IGNORECASE)
# a taking in a clause of time after the main one: "⟦A⟧ was recaptured, months after the army retook ⟦A⟧"
_SUBORDINATE_BEFORE = re.compile(r"\b(?:after|before)\s+(?:the\s+)?$", re.IGNORECASE)
# a taking undone later in the sentence: "⟦A⟧ ... but lost it in March", "and later abandoned the city"
_UNDONE_AFTER = re.compile(
    r"[^.;]{0,60}?\b(?:but|and|before|only\s+to)\s+(?:later\s+|then\s+|soon\s+)?(?:lost|lose|ceded|surrendered|"
    r"abandoned|withdrew\s+from|were\s+driven\s+out\s+of|was\s+driven\s+out\s+of)\s+(?:it|them|the\s+(?:city|town|village|towns|villages)(?!\s+of))\b",
    re.IGNORECASE,
)
# the place's own predicate after an apposition that says who took or held it, which undoes that: "⟦A⟧, liberated by
# X in 2016, was lost again", "⟦A⟧, held by X since 2013, fell in May", "..., has since changed hands"
_LOST_AFTER = re.compile(
    r"\s*,[^.;,]{1,80},\s*(?:(?:was|were|has\s+been|had\s+been|have\s+been)\s+(?:\w+\s+)?(?:lost|abandoned|evacuated)|"
    r"(?:(?:has|had)\s+)?(?:fell|fallen)(?!\s+(?:to|into|under|back\s+to)\b)|(?:has\s+|had\s+)?(?:since\s+)?changed\s+hands)\b",
    re.IGNORECASE,
)
# a taking that a side denies or dismisses: "the army denied reports that rebels had seized ⟦A⟧", "dismissed claims
# that ...", "denied that ..."
_DENIED_BEFORE = re.compile(
    r"\b(?:den(?:y|ies|ied|ying)|dismiss\w*|reject\w*|refut\w*|rebut\w*|disput\w*)\s+(?:(?:the|any|all|these|those)\s+)?"
    r"(?:[\w-]{1,20}\s+)?(?:(?:reports?|claims?|rumou?rs?|allegations?|accounts?|suggestions?)\s+)?that\s+"
    r"(?:[\w'’-]{1,30}\s+){0,6}$",
    re.IGNORECASE,
)
# a later taking of the same place by another side in the sentence, which wins: "X overran ⟦A⟧ in 2012; Y retook it
# in 2020", "..., and Y later recaptured the town"
_RETAKEN_AFTER = re.compile(
    rf"[^.]{{0,60}}?(?:;|,|\band\b|\bbut\b|\bbefore\b)\s*(?:(?:and|but|before|then)\s+)?"
    rf"(?P<by>(?:the\s+)?(?:{ACTOR_ALT})(?:\s+(?:{SIDE_HEADS}))?)\s+(?:later\s+|then\s+|finally\s+|eventually\s+)?"
    rf"(?:(?:had|has|have)\s+)?(?:retook|retaken|recaptured|regained|won\s+back|took\s+back|took|captured|seized|overran)"
    rf"\s+(?:it|the\s+(?:city|town|village|district))\b(?!\s+of)",
    re.IGNORECASE,
)
# a taking reported and denied: "reports that the army had captured ⟦A⟧ were denied", "claims ... proved false"
_REPORT_BEFORE = re.compile(r"\b(?:reports?|claims?|rumou?rs?)\s+that\s+(?:[\w'’-]{1,30}\s+){0,4}$", re.IGNORECASE)
_DENIED_AFTER = re.compile(
    r"[^.;]{0,50}?\b(?:(?:were|was|have\s+been|has\s+been)\s+(?:denied|dismissed|false|untrue|wrong|unfounded)|"
    r"proved\s+(?:false|wrong|untrue))\b",
    re.IGNORECASE,
)
_SPLIT_NOUN = re.compile(r"(?:districts|neighbou?rhoods|suburbs)", re.I)
_CONTROL_PATTERNS: list[tuple[re.Pattern[str], tuple[str, ...]]] = [
    # a side's modifier on a noun of place, then the place: "the army-held northern town of ⟦A⟧",
    # "rebel-held villages of ⟦A⟧ and ⟦B⟧", "opposition-run parts in ⟦A⟧" (part), "a besieged rebel-held pocket in ⟦A⟧"
    (
        re.compile(
            rf"(?:{_MODIFIER}|{_PRO})\s+(?:[\w'’-]{{1,40}}\s+){{0,3}}?(?P<noun>{WHOLE_NOUNS}|{PART_NOUNS})\s+"
            rf"(?P<prep>of|in)\s+(?:the\s+)?{_WORDS}{{0,3}}?(?P<places>{PLACES})(?!['’]s\b)",
            re.IGNORECASE,
        ),
        _MODIFIER_WORDS,
    ),
    # the modifier straight on the place: "government-held ⟦A⟧", "the insurgent bastion ⟦A⟧"
    (
        re.compile(
            rf"(?:{_MODIFIER}|{_PRO})\s+(?:(?P<noun>stronghold|bastion|enclave|pocket)\s+)?(?:(?:is|of|was)\s+)?"
            rf"(?P<places>{PLACES})",
            re.IGNORECASE,
        ),
        _MODIFIER_WORDS,
    ),
    # a relative clause naming the holder: "⟦A⟧, [east of ⟦B⟧,] much of which is held by an armed alliance"
    (
        _HELD_RELATIVE := re.compile(
            rf"(?P<places>{P})\s*(?:,\s*(?:north|south|east|west)\w*\s+of\s+{P}\s*)?,?\s*"
            rf"(?:(?:most|much|all|part)\s+of\s+which|which|that)\s+{BE}\s+"
            rf"(?:[\w-]{{1,40}}\s+){{0,2}}?{HELD}\s+by\s+(?P<by>[^.;⟦]{{1,90}})",
            re.IGNORECASE,
        ),
        _HELD_WORDS,
    ),
    # a possessive part and its holder: "⟦A⟧'s areas held by the army"
    (
        re.compile(
            rf"(?P<places>{P})['’]?s?\s+(?:[\w-]{{1,40}}\s+){{0,2}}?(?P<noun>{PART_NOUNS})\s+{HELD}\s+by\s+(?P<by>[^.;⟦]{{1,60}})",
            re.IGNORECASE,
        ),
        _HELD_WORDS,
    ),
    # a possessive part with the side's modifier: "⟦A⟧'s last rebel-held districts"
    (
        re.compile(
            rf"(?P<part>)(?P<places>{P})['’]?s\s+(?:[\w-]{{1,40}}\s+){{0,2}}?(?P<actor>{ACTOR_ALT})(?:[\s-]+{HELD})?\s+"
            rf"(?P<noun>{PART_NOUNS}|neighbou?rhoods?|districts?)",
            re.IGNORECASE,
        ),
        ("'s", "’s"),
    ),
    # the side as the subject of a verb of holding or taking: "the army retook ⟦A⟧",
    # "rebels still hold the village of ⟦A⟧", "insurgents had taken full control of ⟦A⟧ and ⟦B⟧"
    (
        _TAKE := re.compile(
            rf"(?P<actor>{ACTOR_ALT})(?:-(?:led|backed|dominated))?(?:\s+(?:{SIDE_HEADS}))?{BACKED}"
            rf"(?:\s*,?\s+who)?\s+(?:still\s+|now\s+)?"  # a relative on the side: "rebel forces, who seized ..."
            rf"(?:(?:has|have|had)\s+(?:now\s+|also\s+)?)?"
            rf"(?:hold|holds|held|control|controls|controlled|seized|captured|took|taken|retook|retaken|recaptured|"
            rf"regained|overran|overrun|liberated|(?:gained|wrested|assumed|established)(?=\s+(?:full\s+|total\s+)?control))"
            rf"\s+(?:(?:full|total|complete)\s+)?(?:control\s+(?:of|over)\s+)?(?P<gap>{_TAKE_GAP}{{0,3}}?)"
            rf"(?:(?P<noun>{WHOLE_NOUNS}|{PART_NOUNS}|outskirts)\s+of\s+)?(?P<places>{PLACES})",
            re.IGNORECASE,
        ),
        _TAKE_WORDS,
    ),
    # an apposition with the side's modifier: "⟦A⟧, a regime-held town", "⟦A⟧, the last rebel bastion"
    (
        re.compile(
            rf"(?P<places>{PLACES})\s*,\s*(?:a|an|the)\s+(?:[\w'’-]{{1,40}}\s+){{0,2}}?(?:{_MODIFIER}|{_PRO})"
            rf"\s+(?P<noun>{WHOLE_NOUNS}|{PART_NOUNS})"
            rf"(?!\s+(?:of|in)\s+(?:the\s+)?(?:[\w'’-]{{1,40}}\s+){{0,2}}?⟦)",  # not an apposition to the place after
            re.IGNORECASE,
        ),
        _MODIFIER_WORDS,
    ),
    # an apposition naming the holder: "⟦A⟧, a district held by the army"
    (
        re.compile(
            rf"(?P<places>{PLACES})\s*,\s*(?:a|an|the)\s+(?:[\w'’-]{{1,40}}\s+){{0,2}}?(?P<noun>{WHOLE_NOUNS}|{PART_NOUNS})\s+"
            rf"(?:still\s+|now\s+)?{HELD}\s+by\s+(?P<by>[^.;,⟦]{{1,60}})",
            re.IGNORECASE,
        ),
        _HELD_WORDS,
    ),
    # a share held by the side: "the army controls about half of ⟦A⟧", "rebels hold 60 percent of ⟦A⟧"
    (
        re.compile(
            rf"(?P<actor>{ACTOR_ALT})(?:-(?:led|backed|dominated))?(?:\s+(?:{SIDE_HEADS}))?{BACKED}\s+(?:still\s+|now\s+)?"
            rf"(?:hold|holds|held|control|controls|controlled)\s+(?P<part>(?:[\w-]{{1,40}}\s+){{0,4}}?"
            rf"(?:percent|per\s+cent|most|much|half|parts?|areas?|all)\s+of\s+)(?:the\s+)?(?P<places>{P})",
            re.IGNORECASE,
        ),
        _SHARE_WORDS,
    ),
    # "⟦A⟧, where the army holds most ground"
    (
        re.compile(
            rf"(?P<places>{P})\s*,\s*where\s+(?P<by>[^.;,⟦]{{1,60}}?)\s+(?:control|controls|hold|holds|dominate|dominates)"
            rf"(?P<part>\s+(?:most|much|parts?|half|large parts?)\b)?",
            re.IGNORECASE,
        ),
        ("where",),
    ),
    # the place as the subject: "⟦A⟧ is held by rebels", "⟦A⟧ remains under army control", "⟦A⟧ fell to the army"
    (
        re.compile(
            rf"(?P<places>{PLACES})\s+{BE}\s+(?:still\s+|now\s+)?"
            rf"(?:(?:held|controlled|run|occupied)\s+by\s+(?P<by>[^.;⟦]{{1,60}})|under\s+(?P<by2>(?!the\b)[\w-]{{1,40}}(?:\s+[\w-]{{1,40}})?)\s+control)",
            re.IGNORECASE,
        ),
        (*_HELD_WORDS, "control"),
    ),
    # a change of hands names the new holder: "⟦A⟧ fell to the army", "⟦A⟧ was retaken by rebels"
    (
        re.compile(
            rf"(?P<places>{PLACES})(?:\s*,\s*(?:which|that)|\s+(?:which|that))?\s+"  # "⟦A⟧, which fell to ..."
            rf"(?P<change>(?:fell|falls|(?:has|have|had)\s+fallen)\s+to|(?:{BE}\s+)"
            rf"(?:taken|retaken|captured|recaptured|seized|overrun)\s+by)\s+(?P<by>[^.;,⟦]{{1,40}})",
            re.IGNORECASE,
        ),
        ("fell", "fall", "taken", "captured", "seized", "overrun"),
    ),
    # the main clause after an apposition or a relative: "⟦A⟧, which fell to rebels in 2015, was retaken by the army"
    # (read after the pattern above: the main clause's holder is the one now)
    (
        re.compile(
            rf"(?P<places>{PLACES})\s*,[^.;⟦]{{1,80}},\s+(?P<change>(?:fell|falls|(?:has|have|had)\s+fallen)\s+to|"
            rf"(?:{BE}\s+)(?:taken|retaken|captured|recaptured|seized|overrun)\s+by)\s+(?P<by>[^.;,⟦]{{1,40}})",
            re.IGNORECASE,
        ),
        ("fell", "fall", "taken", "captured", "seized", "overrun"),
    ),
    # a part of a place and its holder: "the parts of ⟦A⟧ held by the army", "areas of ⟦A⟧ that rebels control"
    (
        re.compile(
            rf"(?P<part>(?P<noun>{PART_NOUNS}|districts|neighbou?rhoods))\s+of\s+(?:the\s+)?(?P<places>{PLACES})\s+"
            rf"(?:(?:which|that)\s+{BE}\s+)?(?:still\s+|now\s+)?(?:{HELD}\s+by\s+(?P<by>[^.;⟦]{{1,60}})|"
            rf"(?:under\s+(?:the\s+)?(?:full\s+|total\s+)?control\s+of\s+|under\s+(?=[\w-]{{1,40}}\s+control\b))"
            rf"(?P<by2>[^.;,⟦]{{1,40}}))",  # "areas of ⟦A⟧ which remained under the control of X"
            re.IGNORECASE,
        ),
        (*_HELD_WORDS, "control"),
    ),
    # the side drives the other out of the place: "the army drove rebels out of ⟦A⟧", "rebels expelled government
    # forces from the town of ⟦A⟧" (the subject holds it now)
    (
        re.compile(
            rf"(?P<actor>{ACTOR_ALT})(?:-(?:led|backed|dominated))?(?:\s+(?:{SIDE_HEADS}))?{BACKED}\s+"
            rf"(?:(?:has|have|had)\s+)?(?:drove|driven|pushed|expelled|ousted|evicted|chased)\s+(?:the\s+)?"
            rf"(?:[\w'’-]{{1,40}}\s+){{0,2}}?(?:out\s+of|from)\s+(?:the\s+)?(?:(?:{WHOLE_NOUNS})\s+of\s+)?(?P<places>{PLACES})",
            re.IGNORECASE,
        ),
        ("drove", "driven", "pushed", "expelled", "ousted", "evicted", "chased"),
    ),
    # a noun of capture: "the army's capture of ⟦A⟧", "the rebels' seizure of the town of ⟦A⟧" (not a failed one)
    (
        _CAPTURE_NOUN := re.compile(
            rf"(?P<actor>{ACTOR_ALT})(?:\s+(?:{SIDE_HEADS}))?['’]s?\s+"
            rf"(?:(?!(?:failed|attempted|planned|expected|possible|imminent|aborted|thwarted|bid)\b)[\w-]{{1,40}}\s+){{0,2}}?"
            rf"(?:capture|seizure|recapture|takeover|conquest|retaking)\s+of\s+(?:the\s+)?(?:(?:{WHOLE_NOUNS})\s+of\s+)?"
            rf"(?P<places>{PLACES})",
            re.IGNORECASE,
        ),
        ("captur", "seizure", "takeover", "conquest", "retaking"),
    ),
    # the fall of the place to a side: "after the fall of ⟦A⟧ to the Islamic State"
    (
        _FALL_NOUN := re.compile(
            rf"\bfall\s+of\s+(?:the\s+)?(?:(?:{WHOLE_NOUNS})\s+of\s+)?(?P<places>{PLACES})\s+to\s+(?P<by>[^.;,⟦]{{1,40}})",
            re.IGNORECASE,
        ),
        ("fall",),
    ),
    # a noun of control: "the army's two-year control of ⟦A⟧"
    (
        _CONTROL_NOUN := re.compile(
            rf"(?P<actor>{ACTOR_ALT})['’]?s?\s+(?:[\w-]{{1,40}}\s+){{0,2}}control\s+of\s+(?P<places>{P})", re.IGNORECASE
        ),
        ("control",),
    ),
]
_SURROUNDED = re.compile(r"\b(?:surrounded|encircled)\s+by\b", re.IGNORECASE)
_SIEGE_WORDS = ("besieged", "encircled", "surrounded", "siege")
# a place noun and its besieger: "three towns besieged by the army", "villages ... under rebel siege"
SIEGE = re.compile(
    rf"(?:(?P<count>two|three|four|\d{{1,3}}(?!\d))\s+)?(?:[\w'’-]{{1,40}}\s+){{0,2}}?(?P<noun>villages|towns|village|town|enclave|areas|city),?\s+"
    rf"(?:[\w'’-]{{1,40}}\s+|⟦\d+⟧\s+){{0,5}}?(?:(?:besieged|encircled|surrounded)\s+by\s+(?P<by>[\w-]{{1,40}}(?:\s+[\w-]{{1,40}})?)|"
    rf"under\s+(?P<by2>[\w-]{{1,40}})\s+siege|under\s+siege\s+(?:by|from)\s+(?P<by3>(?:the\s+)?[\w-]{{1,40}}(?:\s+of)?(?:\s+[\w-]{{1,40}})?))"
    rf"(?:\s+(?:of|in)\s+(?P<places>{PLACES}))?",
    re.IGNORECASE,
)
# the besieged place with no besieger: "the besieged ⟦A⟧", "the besieged mountain villages of ⟦A⟧ and ⟦B⟧"
_PAST = ENDED
# an infinitive before a side's holding states a purpose, not a fact: "a deal to restore regime control over ⟦A⟧"
_PURPOSE = re.compile(r"\bto\s+(?:[\w-]{1,30}\s+){1,2}(?:the\s+)?$", re.IGNORECASE)
# a capture feared, prevented or foreseen is none: "Russia feared the fall of ⟦A⟧ to rebels"
_HYPOTHETICAL = re.compile(
    r"\b(?:prevent\w*|avert\w*|avoid\w*|stop\w*|risk\w*|fear\w*|threat\w*|could|would|might|may|will|warn\w*)\s+"
    r"(?:[\w'’-]{1,30}\s+){0,3}$",
    re.IGNORECASE,
)
# a place named as the modifier of a place noun is not that place: "a besieged ⟦A⟧ suburb" is a suburb of A
_MODIFIER_OF = re.compile(r"\s*(?:suburbs?|countryside|outskirts|villages?|towns?|neighbou?rhoods?)\b", re.IGNORECASE)
_QUANTIFIED = re.compile(r"\b(?:most|much|half|parts?|percent|per\s+cent|areas?|sections?)\s+of\s+(?:the\s+)?⟦", re.I)
_REFERENCE_NOUNS = ("enclave", "pocket", "district", "neighbo", "area", "zone", "sector", "part")
_BESIEGED_PLACE = re.compile(
    rf"\bbesieged\s+(?:[\w-]{{1,40}}\s+){{0,2}}?(?:(?:{WHOLE_NOUNS})\s+of\s+)?(?P<places>{PLACES})", re.IGNORECASE
)


def read_control(
    sentence: Sentence,
    following: list[Sentence],
    claim: ClaimMaker,
    *,
    gazetteer: Gazetteer | None = None,
    local: Callable[[Place], bool] | None = None,
) -> list[Claim]:
    """Who holds or besieges the places of a sentence (unnamed besieged places: those of ``following``).

    ``gazetteer`` lets a reference to "the city" or to "the eastern part of the city" find the city
    (or its named part) when only a district of it was named; ``local`` keeps references to places in
    the country of the story.
    """
    out, seen = [], set()
    if sentence.asks:
        return []  # a question states no holding: "Have rebels captured ⟦A⟧?"
    if not sentence.can_match(SCANS):
        return []  # every claim below comes from a match of one of its scans: none can match
    used: list[Mention] = []  # the mentions claims are made of (of this sentence, or named before or after it)
    made = claim

    def claim(*args: Any, **values: Any) -> Claim:  # the maker, remembering the mention of each claim
        if len(args) > 2 and args[2] is not None:
            used.append(args[2])
        return made(*args, **values)

    covered: set[int] = set()  # the places inside a region with no record of its own ("rural parts of western ⟦A⟧")
    regions = read_regions(sentence, claim, covered)
    changed: set[int] = set()  # places that change hands in this sentence, and their new holders
    changed_to: dict[int, str] = {}  # the last change of hands of a place in the sentence is the one that holds
    where: list[int] = []  # the place mention of each claim of the patterns below
    after_clause: set[tuple] = set()  # claims read in a clause of time ("after the army retook ⟦A⟧")
    skeleton = sentence.skeleton
    for pattern, needs in _CONTROL_PATTERNS if "⟦" in skeleton else ():  # these speak of a named place
        for m in sentence.finditer(pattern, needs):  # no scan without a word the pattern cannot match without
            groups = m.groupdict()
            if _PAST.search(m.group()) or _FORMER_BEFORE.search(skeleton, max(0, m.start() - 16), m.start()):
                continue  # "held by rebels until April 2018", "the former rebel stronghold": a holding that has ended
            subordinate = bool(_SUBORDINATE_BEFORE.search(skeleton, max(0, m.start() - 12), m.start()))
            if pattern in (_TAKE, _CONTROL_NOUN, _CAPTURE_NOUN, _FALL_NOUN) and _PURPOSE.search(
                skeleton, max(0, m.start() - 60), m.start()
            ):
                continue
            if pattern in (_CAPTURE_NOUN, _FALL_NOUN) and _HYPOTHETICAL.search(
                skeleton, max(0, m.start() - 60), m.start()
            ):
                continue
            after = skeleton[m.end() : m.end() + 60]
            if pattern is _TAKE and _TAKEN_THING_AFTER.match(after):
                continue  # "seized the ⟦A⟧ road", "took ⟦A⟧'s airport": the thing taken, not the place
            actor_text = groups.get("actor") or groups.get("actor2") or groups.get("by") or groups.get("by2") or ""
            actor = actor_of(actor_text)
            named_before = groups.get("actor") and _SIDE_BEFORE.search(skeleton, max(0, m.start() - 60), m.start())
            if named_before and actor_of(named_before.group("side")) != "unknown":
                actor = actor_of(named_before.group("side"))  # "Islamic State militants": the name, not the noun
            if groups.get("actor") and foreign_before(sentence, m.start("actor")):
                actor = "unknown"  # "the ⟦U.S.⟧ army holds ⟦A⟧": another country's army is no side of the map
            noun = (groups.get("noun") or "").lower()
            part = (
                bool(_QUANTIFIED.search(m.group()))  # "most of", "half of", "90 percent of"
                or bool(_PART_NOUN.fullmatch(noun))
                or (groups.get("prep") or "").lower() == "in"
                or groups.get("part") is not None
                and (groups["part"] or "where" not in m.group())
                or pattern is _TAKE
                and (
                    noun == "outskirts"  # "captured the outskirts of ⟦A⟧"
                    or bool(_SPLIT_NOUN.fullmatch(noun) and re.search(DIRECTION, groups.get("gap") or "", re.I))
                )
                or m.end("places") == m.end()
                and bool(_TAKEN_PART_AFTER.match(after))  # "held ⟦A⟧'s eastern districts": part of A
            )
            places = sentence.places(groups["places"])
            if pattern is _HELD_RELATIVE and len(places) == 1:
                plural = bool(_PLURAL_BE.search(m.group()))
                if plural or _LOCATING.search(skeleton, max(0, m.start() - 30), m.start()):
                    head = APPOSED_HEAD.search(skeleton, 0, m.start())  # "⟦A⟧, a city on the ⟦B⟧ that is held by"
                    places = sentence.places(head.group("places")) if head else [] if plural else places
            status, besieger = ("besieged", None) if groups.get("besieged") else ("held", None)
            if groups.get("siege_by"):  # "army-besieged ⟦A⟧": the other side holds it
                besieger = actor_of(groups["siege_by"])
                status, actor = "besieged", other_side(besieger, sentence.sides)
            if groups.get("change"):
                changed.update(place.start for place in places)
                changed_to.update((place.start, actor) for place in places)  # a later match overrides
            for place in places:
                if place.start in covered:
                    continue
                if (place.start, actor) not in seen:
                    seen.add((place.start, actor))
                    index = sentence.index_of(place)
                    shared = bool(_SHARE_BEFORE.search(sentence.before(index, 40)))
                    scope = "part" if part or shared else "whole"
                    if subordinate:
                        after_clause.add((place.place_key, place.text, actor))
                    out.append(
                        claim("control", sentence, place, actor=actor, status=status, scope=scope, besieger=besieger)
                    )
                    where.append(place.start)
    if changed:  # "rebel-held ⟦A⟧ was taken by the army": the label names the holder before the change
        out = [c for c, at in zip(out, where, strict=True) if at not in changed or changed_to.get(at) == c.actor]
    for m in sentence.finditer(SIEGE, _SIEGE_WORDS):
        besieger = actor_of(m.group("by") or m.group("by2") or m.group("by3") or "")
        if besieger == "unknown" and _SURROUNDED.search(m.group()):
            continue  # "a town surrounded by farmland": surrounded by no side is no siege
        holder = other_side(besieger, sentence.sides)
        places = sentence.places(m.group("places"))
        apposition = None if places else _APPOSITION_BEFORE.search(skeleton[max(0, m.start() - 200) : m.start()])
        definite = _DEFINITE.search(skeleton, max(0, m.start() - 6), m.start() + 1) or m.group().lower().startswith(
            "the "
        )
        if apposition:  # an apposition: "⟦A⟧ and ⟦B⟧, two towns besieged by …"
            places = sentence.places(apposition.group("places"))
        if not places and definite:  # "the two villages, besieged by …": the villages named before
            wanted = parse_number(m.group("count") or "") or (2 if m.group("noun").lower().endswith("s") else 1)
            places = sentence.earlier_places(_SETTLEMENTS, int(wanted), m.start())
        if not places:  # unnamed besieged villages: the villages named next
            wanted = parse_number(m.group("count") or "") or (2 if m.group("noun").lower().endswith("s") else 1)
            places = sentence.next_places(_SETTLEMENTS, int(wanted), m.end(), following)
        for place in places:
            if (place.start, holder) not in seen:
                seen.add((place.start, holder))
                out.append(
                    claim("control", sentence, place, actor=holder, status="besieged", scope="whole", besieger=besieger)
                )
    lift = city_lifter(gazetteer)
    for m in sentence.finditer(_REFERENCE, _REFERENCE_NOUNS):
        side = actor_of(m.group("actor") or m.group("by") or m.group("by2") or "")
        if not m.group("besieged") and side == "unknown":
            continue  # names neither a side nor a siege
        if m.group("city") or m.group("tail") or m.group("its"):  # "its last rebel-held district": the city's
            kinds = frozenset({"city", "town"})
        elif m.group("noun").lower().startswith(("district", "neighbo", "part", "sector", "zone")):
            kinds = _CITIES  # parts of a city or a region, not of a village
        else:
            kinds = _AREAS
        referent = sentence.earlier_places(kinds, 1, m.start(), accept=local, lift=lift)
        for place in referent:
            # "the eastern districts" of a city with a record of its east are that part, whole; else part of it
            directed = m.group("direction") and kinds is not _AREAS
            place, part = named_part(place, m.group("direction"), gazetteer) if directed else (place, True)
            scope = "part" if part else "whole"
            if m.group("besieged"):
                out.append(claim("control", sentence, place, actor=side, status="besieged", scope=scope))
            elif (place.start, side) not in seen:
                out.append(claim("control", sentence, place, actor=side, status="held", scope=scope))
            seen.add((place.start, side))
    out += read_sides_as_subjects(sentence, claim, seen, gazetteer, local, lift)
    out += read_passives(sentence, claim, seen)
    out += read_sieges(sentence, claim, seen)
    out += regions
    out += read_references(sentence, claim, seen, local)
    out += read_grammar(sentence, claim, seen, gazetteer, local)
    changes, takers, ended = read_changes(sentence, claim, seen)  # "Y took ⟦A⟧ from Z", "Z withdrew from ⟦A⟧"
    out += changes
    if takers:  # the side that takes a place holds it: no other side's holding of it in the sentence
        out = [c for c in out if c.status != "held" or c.actor in takers.get(c.place_key, (c.actor,))]
    if ended:  # "rebels withdrew from ⟦A⟧": no holding of ⟦A⟧ by the rebels
        out = [c for c in out if c.status != "held" or (c.place_key, c.actor) not in ended]
    if changed_to:  # "⟦A⟧, which rebels had held since 2012, fell to the army": the change of hands wins
        new_holder = {(m.place_key, m.text): changed_to[m.start] for m in sentence.mentions if m.start in changed_to}
        out = [c for c in out if new_holder.get((c.place_key, c.place_text), c.actor) == c.actor or c.status != "held"]
    retaken: dict[tuple[str | None, str], tuple[Mention, str]] = {}
    undone = set()  # "overran ⟦A⟧ in May but lost it in March"; "reports that X had taken ⟦A⟧ were denied"
    held = {(c.place_key, c.place_text) for c in out if c.status == "held"}  # only a holding can be undone
    for i, mention in enumerate(sentence.mentions):
        if (mention.place_key, mention.text) not in held:
            continue
        marker = f"⟦{i}⟧"
        end = sentence.marker_at(i) + len(marker)
        report = _REPORT_BEFORE.search(sentence.before(i, 80))
        if _UNDONE_AFTER.match(skeleton, end) or _LOST_AFTER.match(skeleton, end):
            undone.add((mention.place_key, mention.text))
        elif report and _DENIED_AFTER.match(skeleton, end) or _DENIED_BEFORE.search(sentence.before(i, 100)):
            undone.add((mention.place_key, mention.text))
        elif (later := _RETAKEN_AFTER.match(skeleton, end)) and actor_of(later.group("by")) != "unknown":
            retaken[(mention.place_key, mention.text)] = (mention, actor_of(later.group("by")))
    if undone:
        out = [c for c in out if c.status != "held" or (c.place_key, c.place_text) not in undone]
    if retaken:  # "X overran ⟦A⟧ in 2012; Y retook it in 2020": Y holds it, X no more
        new_side = {place: side for place, (_, side) in retaken.items()}
        out = [c for c in out if c.status != "held" or new_side.get((c.place_key, c.place_text), c.actor) == c.actor]
        have = {(c.place_key, c.place_text, c.actor) for c in out if c.status == "held"}
        for (key, text), (mention, side) in retaken.items():
            if (key, text, side) not in have:
                out.append(claim("control", sentence, mention, actor=side, status="held", scope="whole"))
    if after_clause:  # the main clause's taking wins over one in a clause of time after it
        main = {(c.place_key, c.place_text) for c in out if (c.place_key, c.place_text, c.actor) not in after_clause}
        out = [c for c in out if (c.place_key, c.place_text, c.actor) not in after_clause
               or (c.place_key, c.place_text) not in main]
    named = {c.place_text for c in out}
    # a part of the country is a region with no record ("opposition-held areas in north Syria"): kept, never drawn
    # ("⟦A⟧, ⟦Syria⟧" names the country as a locator: no holding of it)
    if any(c.place_key in _NEVER_HELD for c in out):  # read only when a claim names such a place
        region = {i for i, m in enumerate(sentence.mentions) if m.place_key in _NEVER_HELD}
        part_of = any(_PART_BEFORE.search(sentence.before(i, 40)) for i in region)
        region = region and not all(_LOCATOR.search(sentence.before(i, 12)) for i in region)
        out = [
            replace(c, place_key=None, place_text=f"part of {c.place_text}", scope="part")
            if c.place_key in _NEVER_HELD
            else c
            for c in out
            if c.place_key is None or c.place_key not in _NEVER_HELD or (region and (c.scope == "part" or part_of))
        ]
    for m in sentence.finditer(_BESIEGED_PLACE, ("besieged",)):
        if _PAST.search(skeleton, max(0, m.start() - 12), m.start()) or _MODIFIER_OF.match(skeleton, m.end()):
            continue  # "the formerly besieged ⟦A⟧", "a long-besieged ⟦A⟧ suburb"
        for place in sentence.places(m.group("places")):
            if place.text.lower().endswith(("suburb", "suburbs", "countryside", "outskirts")):
                continue  # "a besieged ⟦Damascus suburb⟧": a suburb of the place, not the place
            if place.text not in named:
                named.add(place.text)
                out.append(claim("control", sentence, place, actor="unknown", status="besieged", scope="whole"))
    unique: dict[tuple, Claim] = {}  # two wordings of one claim in a sentence ("besieged X, which is besieged by")
    for c in out:
        unique.setdefault((c.place_key, c.place_text, c.actor, c.status, c.besieger, c.scope), c)
    out = list(unique.values())
    sided = {c.place_key for c in out if c.actor != "unknown" or c.besieger}
    # a siege with no side, of a place whose side the sentence states ("the besieged town ... rebels hold the
    # town"), says nothing more
    out = [c for c in out if not (c.actor == "unknown" and c.besieger is None and c.place_key in sided)]
    keys = {c.place_key for c in out}
    # the places the article has now said someone holds or besieges, wherever they were named ("the two villages
    # besieged by ..." names places of the sentences before or after): a later reference back adds no unknown side
    sentence.controlled.extend(m for m in sentence.mentions if m.place_key in keys)
    here = (sentence.start, sentence.end)
    sentence.controlled.extend(m for m in used if m.place_key in keys and m.place is not None and m.sentence != here)
    return out


#: Every scan of :func:`read_control` and of the readers it calls (see :class:`~geo_aleppo.claims.anchors.Scans`):
#: a new pattern is listed here, or in ``SCANS`` of its module.
SCANS = Scans(
    "control",
    *_CONTROL_PATTERNS,
    (SIEGE, _SIEGE_WORDS),
    (_REFERENCE, _REFERENCE_NOUNS),
    (_BESIEGED_PLACE, ("besieged",)),
    *control_clauses.SCANS.members,
    *control_refs.SCANS.members,
    *control_changes.SCANS.members,
    *control_grammar.SCANS.members,
)
