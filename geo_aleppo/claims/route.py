"""Routes: the places a movement (evacuation, convoy, buses) leaves, passes and reaches."""

from __future__ import annotations

import re

from ..gazetteer import Gazetteer
from ..geoparsing import Mention
from .lexicon import ACTOR_ALT, COUNT_NOUNS, DIRECTION, HELD
from .parts import named_part
from .record import Claim, ClaimMaker
from .sentence import PLACES, P, Sentence

__all__ = ["read_route", "is_movement", "MOVEMENT", "REGION_CUE"]

_COORDINATED = re.compile(rf"{P}\s*(?:,|and|, and|or)\s*$")

MOVEMENT = re.compile(
    r"\b(?:evacuat\w*|bus(?:es)?|bus+ed|convoys?|ambulances?|vehicles?|corridor|route|road|transferred|transported|taken|"
    r"taking|left|leave|leaving|head(?:ed|ing|s)?|arriv\w*|cross\w*|rolled|pull-out|withdraw\w*|caravans?|moved?|"
    r"moving|travel\w*|passage|way|referred|fled|flee\w*|evacuees)\b",
    re.IGNORECASE,
)
# verbs that move anyone or anything ("the envoy went to Geneva"): a movement of the story only with a counted
# noun of people or vehicles in the sentence ("the others went to ⟦A⟧", "buses stopped where the road enters ⟦A⟧")
_WEAK_MOVEMENT = re.compile(
    r"\b(?:went|go|goes|gone|sent|brought|stop(?:s|ped)?\s+(?:first\s+|briefly\s+)?(?:in|at)|enter(?:s|ed|ing)?|"
    r"received|carried)\b",
    re.IGNORECASE,
)
_MOVER = re.compile(rf"\b(?:{'|'.join(COUNT_NOUNS)}|they|them)\b", re.IGNORECASE)
_ROUTE_TRIGGER = re.compile(
    r"\b(?P<via>via|through|by way of|across|past)\b|"
    r"\b(?P<dest>to|towards?|into|reach(?:ed|ing)?|arriv(?:ed|ing|e) (?:at|in)|enter(?:s|ed|ing)?|"
    r"stop(?:s|ped)?\s+(?:first\s+|briefly\s+)?(?:in|at)|"
    r"(?:left|leave|leaving|head(?:ed|ing)?|bound|destined|set off|departed) for)\b|"
    r"\b(?P<for>for)\b|"
    r"\b(?P<origin>from|out of|left|leave|leaving|departed|departing|fled|flee|flees|fleeing|evacuations?\s+of)\b",
    re.IGNORECASE,
)
_LEAVING = re.compile(r"\b(?:left|leave|leaving|head(?:ed|ing)?|bound|set off|depart\w*|bus(?:es)?)\b", re.IGNORECASE)
_CLAUSE_BREAK = re.compile(r"[,;:()\"“”]|\s[-–—]\s")
_PREPOSITION_OBJECT = re.compile(
    r"\s*(?:$|the\b|a\b|an\b|their\b|its\b|\d|two\b|three\b|nearby\b|neighbou?ring\b|\w{1,40}-(?:held|controlled|run)\b|"
    r"(?:north|south|east|west)\w*\b|opposition\b|rebel\b|government\b)",
    re.IGNORECASE,
)
_AGENT = re.compile(r"\b(?:by|about|during|since|with)\s", re.IGNORECASE)  # "to a request by ⟦A⟧"
_OTHER_PREPOSITION = re.compile(r"\b(?:in|at|on|with|by|about|during|since)\s", re.IGNORECASE)
# a noun of an area or a facility between the trigger and the place, which it locates: "from the last rebel-held
# enclave in ⟦A⟧", "referred to hospitals in ⟦A⟧", "out of a rebel-held sector of ⟦A⟧", "to camps near ⟦A⟧"
_LOCATED_NOUN = re.compile(
    r"^\s*(?:(?:the|a|an|their|its)\s+)?(?:[\w'’-]{1,40},?\s+){0,3}?"
    r"(?:areas?|enclaves?|pockets?|parts?|districts?|neighbou?rhoods?|sectors?|sections?|zones?|quarters?|"
    r"hospitals?|camps?|shelters?|cent(?:er|re)s?|villages?|towns?|city|countryside|outskirts|suburbs?|"
    r"crossings?|checkpoints?|territor(?:y|ies)|fighting|violence|bombardment|bombing|offensive|siege|battle)\s+"
    r"(?:in|of|at|near|outside|inside|for)\s+"
    r"(?:the\s+)?(?:(?:city|town|province|village|governorate)\s+of\s+)?$",
    re.IGNORECASE,
)
# "from" after a source of news or a helper's affiliation is no origin of a movement: "reports from ⟦A⟧",
# "covering the evacuation from ⟦A⟧", "aid workers from ⟦A⟧"
_NOT_MOVING_FROM = re.compile(
    r"(?:\b(?:reports?|reporting|reported|sources?|correspondents?|reporters?|dispatch(?:es)?|footage|speaking|"
    r"writing|broadcasting|workers|staff|medics|doctors|officials|volunteers|teams?|delegations?|envoys?)"
    r"(?:\s+[\w-]{1,40})?|\bcovering\b[^,.;⟦]{0,40}?)$",
    re.IGNORECASE,
)
_LOCATED_BARE = re.compile(r"^\s*(?:[\w-]{1,40}\s+)?(?:hospitals?|camps?|shelters?|cent(?:er|re)s?|areas?)\s", re.I)
# "to" after these words is no destination: "loyal to ⟦A⟧", "allied to", "according to", "opposed to"
_BOUND_TO = re.compile(
    r"\b(?:loyal|allied|affiliated|linked|opposed|according|due|thanks|similar|related|belonging|close\s+ties)$",
    re.IGNORECASE,
)
# a distance locates a place, it is no origin: "six kilometres from ⟦A⟧"
_DISTANCE_BEFORE = re.compile(
    r"(?:\d\s*(?:km|m)|\b(?:km|kilomet\w*|miles?|met(?:re|er)s?))(?:\s+away)?$", re.IGNORECASE
)


def _route_role(before: str) -> str | None:
    """The route role that the words before a place give it ("via the road through ..." -> via)."""
    window = before[-90:]
    for trigger in reversed(list(_ROUTE_TRIGGER.finditer(window))):
        between = window[trigger.end() :]
        if "⟦" in between or len(between) > 60 or _CLAUSE_BREAK.search(between):
            return None
        preceding = window[: trigger.start()].rstrip()
        if trigger.group("origin") and (_DISTANCE_BEFORE.search(preceding) or _NOT_MOVING_FROM.search(preceding)):
            return None  # "some six kilometres from ⟦A⟧", "reports from ⟦A⟧"
        if trigger.group().lower() == "to" and _BOUND_TO.search(preceding):
            return None  # "rebels loyal to ⟦A⟧": an allegiance, not a destination
        infinitive = trigger.group().lower() in ("to", "towards", "toward") and not (
            _PREPOSITION_OBJECT.match(between) or _LOCATED_BARE.match(between)
        )
        if _LOCATED_NOUN.match(between) and not trigger.group("for") and not infinitive:
            return "via" if trigger.group("via") else "destination" if trigger.group("dest") else "origin"
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
        if trigger.group("for"):  # "left ⟦A⟧ for ⟦B⟧", not "the envoy for ⟦A⟧" nor "a byword for evacuations in ⟦A⟧"
            if _LEAVING.search(window[: trigger.start()]) and (
                _PREPOSITION_OBJECT.match(between) or _LOCATED_NOUN.match(between)
            ):
                return "destination"
            continue
        if _OTHER_PREPOSITION.search(between) and (not trigger.group("dest") or _AGENT.search(between)):
            return None
        return "via" if trigger.group("via") else "destination" if trigger.group("dest") else "origin"
    return None


# a place that locates the next one: "⟦A⟧'s city of ⟦B⟧", "⟦A⟧'s ⟦B⟧" (the role is the next place's)
_POSSESSIVE_LOCATOR = re.compile(r"['’]s\s+(?:[\w-]{1,40}\s+){0,2}?(?:(?:city|town|province|village)\s+of\s+)?⟦")
# a possessive part of a city: "⟦A⟧'s eastern neighbourhoods"
_POSSESSIVE_PART = re.compile(
    rf"['’]s\s+(?P<direction>{DIRECTION})\s+(?:neighbou?rhoods|districts|parts|areas|quarters|sections)\b", re.I
)
_UNKNOWN_NAME = "unknown"  # the geoparser's rule for a toponym that no gazetteer holds
_LIST_BEFORE = re.compile(r"⟦(\d+)⟧\s*,\s*$")
# a region with no record of its own as the end of a movement: "to rebel-held western rural ⟦A⟧", "towards the
# southwest of the province", "into the northern countryside of ⟦A⟧" (a route with no place key)
_REGION_END = re.compile(
    rf"\b(?:to|towards?|into|reach(?:ed|ing)?|for)\s+(?:the\s+)?(?:(?:{ACTOR_ALT})[\s-]+{HELD}\s+)?"
    rf"(?P<region>(?:the\s+)?(?:{DIRECTION}\s+rural\s+{P}|{DIRECTION}\s+countryside(?:\s+of\s+(?:the\s+)?{P})?|"
    rf"{DIRECTION}\s+of\s+(?:the\s+)?(?:province|governorate|country|{P})))",
    re.IGNORECASE,
)
# a sentence with no place may still end a movement in a region: "to the southwest of the province"
REGION_CUE = re.compile(r"\b(?:countryside|rural|province|governorate)\b", re.IGNORECASE)
_DIRECTION_WORD = re.compile(rf"^(?:{DIRECTION})\s", re.IGNORECASE)
# a relative clause of leaving after the places: "⟦A⟧ and ⟦B⟧, which 750 people have been able to leave"
_LEFT_PLACES = re.compile(
    rf"(?P<places>{PLACES})\s*,\s*(?:which|that|from\s+which)\s+[^,.;⟦]{{0,60}}?"
    r"\b(?:leave|left|leaving|flee|fled|fleeing|escape|escaped|been\s+evacuated)\b",
    re.IGNORECASE,
)
# the place as the subject of receiving: "⟦A⟧ received 60 of the injured", "⟦A⟧ has taken in 300 evacuees"
_RECEIVER = re.compile(
    rf"(?P<places>{P})\s+(?:has\s+|had\s+|have\s+)?(?:received|took\s+in|taken\s+in|welcomed|admitted)\s+"
    r"(?:[\w,-]{1,40}\s+){0,3}?(?:\d|evacuees|wounded|injured|people|patients|refugees|families|civilians)",
    re.IGNORECASE,
)
# people in a place who are to leave: "1,500 people in the besieged ⟦A⟧ and ⟦B⟧ would go too"
_STAYING_TO_LEAVE = re.compile(
    rf"\b(?:people|residents|civilians|families|fighters|rebels|militants|everyone|\d[\d,]*)\s+(?:in|of)\s+"
    rf"(?:the\s+)?(?:[\w-]{{1,40}}\s+){{0,2}}?(?P<places>{PLACES})\s+(?:would|will|were\s+to|are\s+to|could)\s+"
    r"(?:also\s+|then\s+)?(?:go|leave|get\s+out|be\s+(?:evacuated|brought\s+out|taken\s+out|let\s+out))\b",
    re.IGNORECASE,
)
_RURAL_BEFORE = re.compile(r"\b(?:rural|countryside)\b[^⟦]{0,30}$", re.IGNORECASE)
# "⟦A⟧, where evacuees are heading"
_WHERE_HEADING = re.compile(
    rf"(?P<places>{P})\s*,\s*where\s+[^,.;⟦]{{0,60}}?\b(?:are|were|is|was)\s+(?:being\s+)?"
    r"(?:heading|headed|going|taken|sent|moved|arriving|brought)\b",
    re.IGNORECASE,
)


# the places listed after a colon that a movement announces: "will go to one of three regions: ⟦A⟧, ⟦B⟧ or ⟦C⟧",
# "buses left from several districts: ⟦A⟧ and ⟦B⟧"
_LISTED_AFTER_COLON = re.compile(
    r"\b(?:(?P<dest>to|towards?|into|for)|(?P<origin>from|out\s+of)|(?P<via>via|through))\s+"
    r"(?:[\w'’-]{1,40}\s+){0,6}?(?:regions?|areas?|places|destinations?|districts|neighbou?rhoods|towns|cities|"
    r"villages|camps|locations|provinces|parts|crossings|points)\s*:\s*(?P<places>[^.;:]{1,240})",
    re.IGNORECASE,
)


def is_movement(skeleton: str, sentence: Sentence | None = None) -> bool:
    """Whether a sentence speaks of a movement: a word of moving, or a weak one with people or vehicles to move.

    Given the ``sentence`` of the skeleton, its words are looked for where they can begin only.
    """
    if MOVEMENT.search(skeleton) if sentence is None else sentence.search(MOVEMENT):
        return True
    verbs = _WEAK_MOVEMENT.finditer(skeleton) if sentence is None else sentence.finditer(_WEAK_MOVEMENT)
    for verb in verbs:  # the mover in the verb's own clause, before or after it
        before = _CLAUSE_BREAK.split(skeleton[max(0, verb.start() - 80) : verb.start()])[-1]
        after = _CLAUSE_BREAK.split(skeleton[verb.end() : verb.end() + 40])[0]
        if _MOVER.search(before) or _MOVER.search(after):
            return True
    return False


# a movement denied in the clause before the place: "no buses left ⟦A⟧", "the convoy did not reach ⟦A⟧",
# "buses have not yet left", "never arrived", "nobody has left"
_DENIED_MOVE = re.compile(
    r"\b(?:no\s+(?:[\w-]{1,30}\s+){0,2}?(?:buses|busses|convoys?|vehicles|ambulances|one|civilians|fighters|people|"
    r"evacuees|families)|(?:did|does|do|have|has|had|could|would|will|was|were|is|are)\s*(?:not|n['’]t)|"
    r"(?:cannot|can['’]t|never|nobody|none)|not\s+(?:a\s+single|one|yet))\b"
    r"(?:(?!\b(?:and|but|while|after|before|when|as|until)\b)[^.;:,])*$",
    re.IGNORECASE,
)


def _is_region(mention: Mention) -> bool:
    """A mention that names part of its place by a direction ("west Aleppo" read as Aleppo)."""
    place = mention.place
    return place is not None and bool(_DIRECTION_WORD.match(mention.text)) and not _DIRECTION_WORD.match(place.name)


def read_route(
    sentence: Sentence, claim: ClaimMaker, *, gazetteer: Gazetteer | None = None, cued: bool = False
) -> list[Claim]:
    """The places of a sentence given as origin, via or destination of a movement (one route per sentence).

    ``cued``: the caller has found already that the sentence names a place or a region of a side and
    speaks of a movement (:func:`is_movement`), so that search is not made twice.
    """
    skeleton = sentence.skeleton
    if not cued and (not (sentence.mentions or REGION_CUE.search(skeleton)) or not is_movement(skeleton)):
        return []
    roles: dict[int, str] = {}
    regions: list[tuple[int, str, str]] = []  # (skeleton position, text, role) of regions with no record
    inside_region: set[int] = set()
    for m in (
        sentence.finditer(_REGION_END) if any(w in skeleton.lower() for w in ("rural", "countryside", " of ")) else ()
    ):
        regions.append((m.start("region"), sentence.spelled(m.group("region")), "destination"))
        inside_region.update(int(i) for i in re.findall(r"⟦(\d+)⟧", m.group("region")))
    for pattern, role in (
        (_LEFT_PLACES, "origin"),
        (_STAYING_TO_LEAVE, "origin"),
        (_RECEIVER, "destination"),
        (_WHERE_HEADING, "destination"),
    ):
        for m in sentence.finditer(pattern):
            for i in re.findall(r"⟦(\d+)⟧", m.group("places")):
                roles.setdefault(int(i), role)
    for m in _LISTED_AFTER_COLON.finditer(skeleton) if ":" in skeleton else ():
        role = "destination" if m.group("dest") else "origin" if m.group("origin") else "via"
        for i in re.findall(r"⟦(\d+)⟧", m.group("places")):
            roles.setdefault(int(i), role)
    out, previous_role = [], None
    passed: str | None = None  # the role a locator passes on to the place it locates
    for i, mention in enumerate(sentence.mentions):
        before = sentence.before(i)
        after = skeleton[sentence._marks[i] + len(f"⟦{i}⟧") :][:80]
        coordinated = _COORDINATED.search(before[-40:])
        role = passed or (previous_role if coordinated else _route_role(before))
        passed = None
        listed = _LIST_BEFORE.search(before)
        if listed and mention.place is not None:  # "⟦A⟧, ⟦Syria⟧": a locator, not a second place
            other = sentence.mentions[int(listed.group(1))].place
            if other is not None and (
                mention.place.type == "country"
                or (gazetteer is not None and any(p.key == mention.place.key for p in gazetteer.ancestors(other.key)))
            ):
                continue
        if _POSSESSIVE_LOCATOR.match(after):  # "⟦Syria⟧'s eastern ⟦Aleppo⟧": the next place takes the role
            passed = role
            continue
        previous_role = role
        role = roles.get(i, role)
        if i in inside_region or not role:
            continue
        if _DENIED_MOVE.search(before[-100:]):
            previous_role = None  # "no buses left ⟦A⟧ or ⟦B⟧": neither is a route point
            continue
        if mention.place is None:  # a name that no gazetteer holds ("the Waer district"): a route without a key
            if mention.resolved_by == _UNKNOWN_NAME:
                out.append(claim("route", sentence, mention, role=role))
            continue
        if _is_region(mention):
            regions.append((sentence._marks[i], mention.text, role))
            continue
        part = _POSSESSIVE_PART.match(after)
        if part:  # "from ⟦A⟧'s eastern neighbourhoods": the named part of the city where there is one
            mention, _ = named_part(mention, part.group("direction"), gazetteer)
        elif gazetteer is not None and mention.place.type == "city" and _RURAL_BEFORE.search(before):
            province = gazetteer.get(mention.place.parent or "")  # "rural areas in ⟦A⟧": A's province, not the city
            if province is not None and province.type == "governorate":
                mention = mention._replace(place=province, text=province.name)
        out.append(claim("route", sentence, mention, role=role))
    for position, text, role in regions:
        start = sentence.text_offset(position)
        region = Mention(start, start + len(text), text, None, "place", 0.0, (sentence.start, sentence.end))
        out.append(claim("route", sentence, region, role=role))
    return out
