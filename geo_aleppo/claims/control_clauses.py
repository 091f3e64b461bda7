"""Control stated by clauses: the side as the subject of a verb, and regions with no record.

- the side as the subject of a verb of siege ("government forces besieged X") or of holding
  ("troops loyal to the president tightened their grip on X", "... on the eastern part of the city");
- a relative clause whose subject is the side ("X, which rebels hold", "a town that the army surrounds");
- a participle or a passive after the place ("X, held by rebels,", "X, which is besieged by the army"),
  the side's hands or control ("X remains in rebel hands", "under the control of the army") and a
  side's holding noun ("the rebels' last stronghold in X");
- a siege stated of the place ("X has been under government siege since 2015", "X is encircled by
  Hezbollah fighters", "the army's siege of X", "the siege of X by pro-government forces");
- a side's region that the gazetteer has no record of ("rebel-held western rural X"): a claim with no
  place key, kept in the claims table and never drawn.
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
    HELD,
    HOLD_VERB,
    PART_NOUNS,
    SIDE_HEADS,
    SIEGE_VERB,
    SUBJECT,
    WHOLE_NOUNS,
    actor_of,
    other_side,
)
from .parts import CITY_TYPES, named_part
from .record import Claim, ClaimMaker
from .sentence import PLACES, P, Sentence

__all__ = ["APPOSED_HEAD", "foreign_before", "read_sides_as_subjects", "read_regions", "read_passives", "read_sieges"]

# places beside a plural noun of place, then more words: "⟦A⟧ and ⟦B⟧, two towns of the ⟦C⟧ mountains near ⟦D⟧ ..."
# (searched in the skeleton before a relative clause, whose head may be that noun and not the nearest place)
APPOSED_HEAD = re.compile(
    rf"(?P<places>{PLACES})\s*,\s*(?:the\s+|two\s+|three\s+|four\s+)?(?:[\w'’-]{{1,40}}\s+){{0,2}}?"
    rf"(?:towns?|villages?|cit(?:y|ies)|districts?|areas?|neighbou?rhoods?|suburbs?)\b[^.;]{{0,160}}$",
    re.IGNORECASE,
)
# a place after a preposition of location is a locator, not the head of a relative after it
_LOCATING = re.compile(r"\b(?:of|to|on|near|outside|from|in)\s+(?:the\s+)?$", re.IGNORECASE)

# an unnamed place noun located by the place after it: a relative clause after that place is the noun's
# ("a town near ⟦B⟧ that rebels hold", "villages outside ⟦B⟧ which the army besieges")
_NOUN_LOCATED = re.compile(
    r"\b(?:towns?|villages?|cit(?:y|ies)|districts?|neighbou?rhoods?|suburbs?|areas?|enclaves?|pockets?|camps?)\s+"
    r"(?:near|outside|close\s+to|beside|off|from|(?:north|south|east|west)\w*\s+of)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
# a word after a verb that makes its object no place: "rebels besieged in ⟦A⟧" (a participle: they are besieged)
_NOT_OBJECT = r"(?!(?:in|inside|within|at|for|since|by|near|on|until|during|from|there|here)\b)"
# a reference back to a city named before, or to a part of it: "the city", "the eastern part of the city",
# "the city's western districts", "the east of the town"
_REF_TARGET = (
    rf"the\s+(?:(?P<city2>city|town)['’]s\s+)?(?:(?P<dir2>{DIRECTION})(?:\s+(?:part|parts|half|side|sector|"
    rf"districts|neighbou?rhoods|areas|sections)|(?=\s+of\b)))?"
    rf"(?(city2)|(?:\s+of\s+)?(?:the\s+)?(?P<city3>city|town)\b)"
)
# the side as the subject of a verb of siege: "government forces besieged ⟦A⟧", "the rebels have encircled the
# villages of ⟦A⟧ and ⟦B⟧", "troops loyal to the president laid siege to ⟦A⟧"
_SUBJECT_SIEGE = re.compile(
    rf"\b(?P<by>{SUBJECT})\s+{SIEGE_VERB}\s+(?:the\s+)?{_NOT_OBJECT}(?:(?!(?:and|but|while)\b)[\w'’-]{{1,40}}\s+){{0,3}}?"
    rf"(?:(?:{WHOLE_NOUNS}|{PART_NOUNS})\s+(?:of|in)\s+)?(?P<places>{PLACES})",
    re.IGNORECASE,
)
# a relative clause whose subject is the side: "⟦A⟧, which government forces surround", "⟦A⟧, which rebels hold",
# "the eastern part of ⟦A⟧ that the army has encircled"
_RELATIVE = re.compile(
    rf"(?P<places>{PLACES})\s*,?\s*(?:(?:a|an|the)\s+(?:[\w'’-]{{1,40}}\s+){{0,2}}?(?:{WHOLE_NOUNS}|{PART_NOUNS})\s*,?\s+)?"
    rf"(?:which|that|whom)\s+(?:the\s+)?(?P<by>{SUBJECT})\s+"
    rf"(?:(?P<siege>{SIEGE_VERB})|{HOLD_VERB}|(?:still\s+|now\s+)?(?:hold|holds|control|controls|dominate|dominates)\b)",
    re.IGNORECASE,
)
# the side as the subject of a verb or noun of holding: "forces loyal to the president tightened their grip on
# ⟦A⟧", "the army consolidated its hold over the eastern part of the city"
_SUBJECT_HOLD = re.compile(
    rf"\b(?P<by>{SUBJECT})\s+{HOLD_VERB}\s+(?:(?:the\s+)?(?:(?P<dir3>{DIRECTION})\s+)?(?:(?:{WHOLE_NOUNS}|{PART_NOUNS})\s+of\s+)?"
    rf"(?:the\s+(?:city|town)\s+of\s+)?(?P<places>{PLACES})|"
    rf"(?P<target>{_REF_TARGET}))",
    re.IGNORECASE,
)
# a region the gazetteer has no record of, with its side: "rebel-held western rural ⟦A⟧", "the opposition-held
# western countryside", "opposition-controlled ⟦A⟧ and the northern countryside of ⟦B⟧" (claims with no key)
_REGION = re.compile(
    rf"(?:(?:{ACTOR_ALT})[\s-]+{HELD}|under\s+(?:the\s+)?(?P<actor_under>{ACTOR_ALT})\s+control\s+(?:in|of)?)\s+"
    rf"(?:{P}\s*(?:,\s*and|,|and)\s*)*(?P<region>(?:the\s+)?(?:{DIRECTION}\s+rural\s+{P}|"
    rf"rural\s+(?:parts|areas)\s+of\s+(?:the\s+)?(?:{DIRECTION}\s+)?{P}|"  # "rural parts of western ⟦A⟧"
    rf"{DIRECTION}\s+(?:countryside|outskirts|suburbs)(?:\s+of\s+(?:the\s+)?{P})?(?!\s+of\b)|"
    rf"(?:countryside|outskirts|suburbs)\s+of\s+(?:the\s+)?{P}))",  # a direction or a place: never "the countryside"
    re.IGNORECASE,
)
_REGION_SIDE = re.compile(rf"(?P<actor>{ACTOR_ALT})[\s-]+{HELD}|under\s+(?:the\s+)?(?P<actor2>{ACTOR_ALT})", re.I)


_SIEGE_WORDS = ("besieg", "encircl", "surround", "blockad", "siege")
_SIEGE_OR_BY = ("siege", " by ")


def read_sides_as_subjects(
    sentence: Sentence,
    claim: ClaimMaker,
    seen: set,
    gazetteer: Gazetteer | None,
    local: Callable[[Place], bool] | None,
    lift: Callable[[Place], Place | None] | None,
) -> list[Claim]:
    """The side as the subject of a verb of siege or of holding, in a main or a relative clause."""
    out = []
    found: list[tuple[re.Match, str]] = []
    found += [(m, "besieged") for m in sentence.finditer(_SUBJECT_SIEGE, _SIEGE_WORDS)]
    found += [
        (m, "besieged" if m.group("siege") else "held") for m in sentence.finditer(_RELATIVE, ("which", "that", "whom"))
    ]
    found += [(m, "held") for m in sentence.finditer(_SUBJECT_HOLD, ("hold", "grip", "control"))]
    for m, status in found:
        if ENDED.search(m.group()):
            continue  # "which rebels used to hold": a holding that has ended
        side = "unknown" if foreign_before(sentence, m.start("by")) else actor_of(m.group("by"))
        if side == "unknown":
            continue
        groups = m.groupdict()
        skeleton = sentence.skeleton
        if groups.get("places") and m.re is _RELATIVE and _LOCATING.search(skeleton, max(0, m.start() - 30), m.start()):
            head = APPOSED_HEAD.search(skeleton, 0, m.start("places"))  # "⟦A⟧, towns near ⟦B⟧ which ...": the towns
            if head is None and _NOUN_LOCATED.search(skeleton, max(0, m.start() - 60), m.start("places")):
                continue  # "a town near ⟦B⟧ that the army encircled": the unnamed town, not its locator B
            places = [(p, False) for p in sentence.places(head.group("places") if head else groups["places"])]
        elif groups.get("places"):
            places = [named_part(p, groups.get("dir3"), gazetteer) for p in sentence.places(groups["places"])]
        elif groups.get("target"):
            city = sentence.earlier_places(CITY_TYPES, 1, m.start("target"), accept=local, lift=lift)
            places = [named_part(c, groups.get("dir2"), gazetteer) for c in city]
        else:
            places = []
        for place, part in places:
            scope = "part" if part else "whole"
            if status == "besieged":
                holder = other_side(side, sentence.sides)
                key = (place.start, holder, "besieged")
                if key not in seen:
                    seen.add(key)
                    out.append(
                        claim("control", sentence, place, actor=holder, status="besieged", scope=scope, besieger=side)
                    )
            elif (place.start, side) not in seen:
                seen.add((place.start, side))
                out.append(claim("control", sentence, place, actor=side, status="held", scope=scope))
    return out


def read_regions(sentence: Sentence, claim: ClaimMaker, covered: set[int] | None = None) -> list[Claim]:
    """A side's region that has no record of its own ("rebel-held western rural X"): a claim with no place key.

    ``covered`` receives the starts of the place mentions inside such a region (no claim of their own).
    """
    out = []
    for m in sentence.finditer(_REGION, ("rural", "countryside", "outskirts", "suburbs")):
        side_match = _REGION_SIDE.search(m.group())
        side = actor_of(side_match.group()) if side_match else "unknown"
        if side == "unknown" or ENDED.search(m.group()):
            continue
        text = sentence.spelled(m.group("region"))
        start = sentence.text_offset(m.start("region"))
        region = Mention(start, start + len(text), text, None, "place", 0.0, (sentence.start, sentence.end))
        if covered is not None:
            covered.update(place.start for place in sentence.places(m.group("region")))
        out.append(claim("control", sentence, region, actor=side, status="held", scope="whole"))
    return out


# a participle or a passive relative after the places: "⟦A⟧, held by rebels,", "⟦A⟧, besieged by the army since 2015",
# "the town of ⟦A⟧, which is encircled by Hezbollah", "⟦A⟧, a town long besieged by rebels"
_PASSIVE = re.compile(
    rf"(?P<places>{PLACES})\s*,\s*(?:(?:a|an|the)\s+(?:[\w'’-]{{1,40}}\s+){{0,2}}?(?:{WHOLE_NOUNS}|{PART_NOUNS})\s+)?"
    rf"(?:(?:which|that)\s+{BE}\s+)?(?:(?:both|all|each)\s+)?(?:still\s+|now\s+|long\s+)?"
    rf"(?:(?P<held>{HELD})|(?P<siege>besieged|encircled|surrounded|blockaded))\s+"
    rf"(?:(?:since|for)\s+[^,.;⟦]{{1,30}}?\s+)?by\s+(?P<by>[^.;,⟦]{{1,60}})",
    re.IGNORECASE,
)
# the side's hands or control: "⟦A⟧ remains in rebel hands", "⟦A⟧ is in the hands of the army", "⟦A⟧, still in
# rebel hands,", "⟦A⟧ is under the control of the army", "⟦A⟧ came under the full control of Kurdish forces"
_HANDS = re.compile(
    rf"(?P<places>{PLACES})(?P<apposition>\s*,[^,.;⟦]{{1,80}},)?"
    # "⟦A⟧, which remains in rebel hands", "⟦A⟧ came under ...", "⟦A⟧ has returned to the control of ..."
    rf"\s*(?:,\s*(?:which|that)\s+(?:{BE}|came|comes|fell)\s+|,\s*|\s+{BE}\s+|\s+(?:came|comes|fell)\s+|"
    rf"\s+(?:has\s+|have\s+|had\s+)?(?:returned|reverted|passed|went|back)\s+(?=(?:to\s+)?(?:the\s+)?[\w-]+\s+control))"
    rf"(?:to\s+)?(?P<now>still\s+|now\s+|firmly\s+|back\s+)?"
    rf"(?:in\s+(?:the\s+)?(?:(?P<actor>{ACTOR_ALT})['’]?s?\s+hands|hands\s+of\s+(?P<by>[^.;,⟦]{{1,40}}))|"
    rf"under\s+(?:the\s+)?(?:full\s+|total\s+|complete\s+)?control\s+of\s+(?P<by2>[^.;,⟦]{{1,40}})|"
    # "⟦A⟧, under rebel control,"
    rf"(?:under|to)\s+(?:the\s+)?(?:full\s+|firm\s+)?(?P<by3>{ACTOR_ALT})(?:[\s-]+led)?\s+control\b|"
    rf"(?:the\s+)?control\s+of\s+(?P<by4>[^.;,⟦]{{1,40}}))",  # "returned to the control of the army"
    re.IGNORECASE,
)
# a verb of capture or loss before a side's holding noun ("the army overran the rebels' last stronghold in ⟦A⟧")
# or after it ("... stronghold in ⟦A⟧ fell to the army"): the holding is no longer theirs
_CAPTURED_BEFORE = re.compile(
    r"\b(?P<verb>fell|falls|captured|captures|capture|overran|overrun|overruns|lost|loses|lose|stormed|storms|took|takes|"
    r"taken|seized|seizes|retook|retakes|retaken|recaptured|recaptures|regained|fall\s+of|capture\s+of|loss\s+of)"
    r"\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_CAPTURED_AFTER = re.compile(
    rf"^\s*(?:fell\s+to|{BE}\s+(?:taken|retaken|captured|recaptured|seized|overrun|stormed|lost)(?:\s+by)?)"
    rf"(?:\s+(?P<by>[^.;,⟦]{{1,40}}))?",
    re.IGNORECASE,
)
# the end of a holding after the words matched: "⟦A⟧ remained in rebel hands until April"
_CLAUSE_END = re.compile(r"[.;,]|\b(?:and|but|when|while|before|after)\b", re.IGNORECASE)
# a by-phrase names a side only when a side begins it and before "and" or a side's modifier: "surrounded by
# olive groves and government-held villages" names none
_BY_CUT = re.compile(rf"\b(?:and|or|but|while|as|with|which|who|near)\b|[\w'’]+-{HELD}\b|\b{HELD}\b", re.IGNORECASE)
_BY_SIDE = re.compile(
    rf"^\s*(?:the\s+|a\s+|an\s+)?(?:[\w'’]+[\s-]+){{0,2}}?(?:pro-)?(?:{ACTOR_ALT})\b", re.IGNORECASE
)


def by_side(text: str) -> str:
    """The side that a by-phrase names when a side begins it ("by the army and its allies"), else unknown."""
    head = text[: m.start()] if (m := _BY_CUT.search(text)) else text
    return actor_of(head) if _BY_SIDE.match(head) else "unknown"


# a side's holding noun: "the rebels' last stronghold in ⟦A⟧", "the army's enclave of ⟦A⟧"
_OWN_HOLDING = re.compile(
    rf"(?P<actor>{ACTOR_ALT})['’]s?\s+(?:(?:last|main|remaining|biggest|largest|key|final)\s+)*"
    rf"(?P<noun>strongholds?|bastions?|holdouts?|enclaves?|pockets?|footholds?)\s+(?P<prep>in|of)\s+(?:the\s+)?"
    rf"(?:(?:{WHOLE_NOUNS})\s+of\s+)?(?P<places>{PLACES})",
    re.IGNORECASE,
)


_MARKER_BEFORE = re.compile(r"⟦(\d+)⟧\s*$")


def foreign_before(sentence: Sentence, position: int) -> bool:
    """Whether a country other than Syria is named right before ``position`` ("the ⟦U.S.⟧ army")."""
    m = _MARKER_BEFORE.search(sentence.skeleton, max(0, position - 12), position)
    if not m:
        return False
    place = sentence.mentions[int(m.group(1))].place
    return place is not None and place.type == "country" and place.key != "syria"


def read_passives(sentence: Sentence, claim: ClaimMaker, seen: set) -> list[Claim]:
    """The side named after the place by a participle, a passive, its hands or its control, or a holding noun."""
    skeleton, out = sentence.skeleton, []
    found: list[re.Match] = []
    found += sentence.finditer(_PASSIVE, (" by ",))
    found += sentence.finditer(_HANDS, ("hands", "control"))
    found += sentence.finditer(_OWN_HOLDING, ("'", "’"))
    now: dict[int, str] = {}  # places said to be held now, after an apposition: "⟦A⟧, held by X in 2012, is now ..."
    for m in found:
        tail = skeleton[m.end() : m.end() + 80]
        tail = tail[: end.start()] if (end := _CLAUSE_END.search(tail)) else tail
        if ENDED.search(m.group()) or ENDED.search(tail):
            continue
        groups = m.groupdict()
        if m.re is _PASSIVE:
            side = by_side(groups["by"])
        else:
            named = ("actor", "by", "by2", "by3", "by4")
            side = actor_of(next((groups[g] for g in named if groups.get(g)), ""))
        if m.re is _OWN_HOLDING:
            before = _CAPTURED_BEFORE.search(skeleton, max(0, m.start() - 40), m.start())
            after = _CAPTURED_AFTER.match(skeleton[m.end() :])
            if before or after:  # taken from the side: the taker, when named, holds it now
                taker = by_side(after.group("by") or "") if after else _taker(skeleton, before.start())
                side = taker if taker not in ("unknown", side) else "unknown"
        if side == "unknown":
            continue
        if groups.get("apposition") and groups.get("now"):
            for place in sentence.places(m.group("places")):
                now[place.start] = side
        part = (groups.get("noun") or "").lower().startswith(("enclave", "pocket", "foothold")) or groups.get(
            "prep", ""
        ) == "in"
        for place in sentence.places(m.group("places")):
            if groups.get("siege"):
                holder = other_side(side, sentence.sides)
                if (place.start, holder, "besieged") in seen:
                    continue
                seen.add((place.start, holder, "besieged"))
                out.append(
                    claim("control", sentence, place, actor=holder, status="besieged", scope="whole", besieger=side)
                )
            elif (place.start, side) not in seen:
                seen.add((place.start, side))
                scope = "part" if part else "whole"
                out.append(claim("control", sentence, place, actor=side, status="held", scope=scope))
    if now:  # the holder of an apposition ("⟦A⟧, controlled by rebels in 2012,") gives way to the one now
        out = [c for c in out if c.status != "held" or now.get(_start(sentence, c), c.actor) == c.actor]
    return out


def _start(sentence: Sentence, c: Claim) -> int:
    """The start of the mention a claim of the sentence is about (-1 when none)."""
    return next((m.start for m in sentence.mentions if m.place_key == c.place_key and m.text == c.place_text), -1)


def _taker(skeleton: str, position: int) -> str:
    """The side that is the subject of the verb of capture at ``position``: "the army overran ..."."""
    clause = re.split(r"[.;,]|\b(?:and|but|while|after|before)\b", skeleton[max(0, position - 80) : position])[-1]
    return actor_of(clause)


# the place as the subject of a siege: "⟦A⟧ is encircled by Hezbollah fighters", "⟦A⟧ has been under government
# siege since 2015", "⟦A⟧ remains under siege", "⟦A⟧ was under a siege imposed by the army"
_UNDER_SIEGE = re.compile(
    rf"(?P<places>{PLACES})(?:\s*,\s*(?:in|near|outside|close\s+to|(?:north|south|east|west)\w*\s+of)\s+[^,.;]{{1,80}}?,)?"
    rf"\s+{BE}\s+"  # a locating phrase between: "⟦A⟧ and ⟦B⟧, in ⟦C⟧ province, are besieged by ..."
    rf"(?:still\s+|now\s+|long\s+)?(?:(?:besieged|encircled|surrounded|blockaded)\s+by\s+(?P<by>[^.;,⟦]{{1,60}})|"
    rf"under\s+(?:a\s+|the\s+)?(?:(?P<actor>{ACTOR_ALT})(?:[\s-]+(?:led|imposed))?\s+)?siege\b"
    rf"(?:\s+and\s+(?:bombardment|shelling|blockade|attack|fire))?"  # "under siege and bombardment by the army"
    rf"(?:\s+(?:imposed\s+)?(?:by|from)\s+(?P<by2>[^.;,⟦]{{1,60}}))?)",
    re.IGNORECASE,
)
# a noun of siege and its place: "the army's siege of ⟦A⟧", "the siege of ⟦A⟧ by pro-government forces"
_SIEGE_OF = re.compile(
    rf"(?:(?P<actor>{ACTOR_ALT})(?:\s+(?:{SIDE_HEADS}))?['’]s?\s+(?:[\w-]{{1,40}}\s+){{0,2}}?|"
    rf"\b(?:the|a)\s+(?:[\w-]{{1,40}}\s+){{0,2}}?)siege\s+(?:of|on)\s+(?:the\s+)?(?:(?:{WHOLE_NOUNS})\s+of\s+)?"
    rf"(?P<places>{PLACES})(?:\s+by\s+(?P<by>[^.;,⟦]{{1,60}}))?",
    re.IGNORECASE,
)
# a siege that ends: "rebels broke the siege of ⟦A⟧", "after the siege of ⟦A⟧ was lifted"
_SIEGE_ENDS = re.compile(
    r"\b(?:broke|broken|break|breaking|lift|lifted|lifting|end|ended|ending|after|since)\s+(?:the\s+)?"
    r"(?:[\w'’-]{1,40}\s+){0,3}?$|^[^.;]{0,80}?\b(?:ended|was\s+lifted|was\s+broken|came\s+to\s+an\s+end)\b",
    re.IGNORECASE,
)


def read_sieges(sentence: Sentence, claim: ClaimMaker, seen: set) -> list[Claim]:
    """A siege stated of the place: the place under siege, or a noun of siege naming it."""
    skeleton, out = sentence.skeleton, []
    # the noun of siege cannot match without the word "siege"
    found = [*sentence.finditer(_UNDER_SIEGE, _SIEGE_OR_BY), *sentence.finditer(_SIEGE_OF, ("siege",))]
    for m in found:
        if ENDED.search(m.group()):
            continue
        if m.re is _SIEGE_OF and (
            _SIEGE_ENDS.search(skeleton[max(0, m.start() - 40) : m.start()]) or _SIEGE_ENDS.match(skeleton[m.end() :])
        ):
            continue  # a siege broken, lifted or ended
        groups = m.groupdict()
        besieger = actor_of(groups.get("actor") or groups.get("by") or groups.get("by2") or "")
        holder = other_side(besieger, sentence.sides)
        for place in sentence.places(m.group("places")):
            if (place.start, holder, "besieged") in seen:
                continue
            seen.add((place.start, holder, "besieged"))
            out.append(
                claim(
                    "control",
                    sentence,
                    place,
                    actor=holder,
                    status="besieged",
                    scope="whole",
                    besieger=None if besieger == "unknown" else besieger,
                )
            )
    return out


#: Every scan of the readers above (see :class:`~geo_aleppo.claims.anchors.Scans`): list a new one here.
SCANS = Scans(
    "control clauses",
    (_SUBJECT_SIEGE, _SIEGE_WORDS),
    (_RELATIVE, ("which", "that", "whom")),
    (_SUBJECT_HOLD, ("hold", "grip", "control")),
    (_REGION, ("rural", "countryside", "outskirts", "suburbs")),
    (_PASSIVE, (" by ",)),
    (_HANDS, ("hands", "control")),
    (_OWN_HOLDING, ("'", "’")),
    (_UNDER_SIEGE, _SIEGE_OR_BY),
    (_SIEGE_OF, ("siege",)),
)
