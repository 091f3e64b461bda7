"""Control: a change of hands, in the wordings that the other readers of control leave out.

A place changes hands when a side takes it or another side gives it up. The new holder holds it
(status ``held``); the side that lost it holds it no more. Read here:

- a side as the subject of a verb of taking, with what may stand between them: an acronym, an ally
  ("Hezbollah and its army allies moved into ⟦A⟧": both sides), a backer ("Kurdish units backed by
  ⟦B⟧ took"), a time ("the army on Friday recaptured ⟦A⟧"), the side's own report ("the SDF said
  that their fighters had gained control of ⟦A⟧") and a degree ("almost full control over ⟦A⟧");
  verbs of entering ("entered", "swept into", "stormed"; not "pushed into", an advance) and of
  clearing ("cleared ⟦A⟧ of ...", "freed ⟦A⟧ from ...") count as taking;
- a pronoun as that subject ("... a week after it took ⟦A⟧"): the side named first in the sentence;
- the place handed over or lost: "rebels surrendered ⟦A⟧ to the army", "the army lost ⟦A⟧ to IS",
  "⟦A⟧ was handed over to the SDF", "⟦A⟧ was stormed by ...",
  "⟦A⟧ came under the control of ...", "⟦A⟧ fell into the hands of ...";
- a participle or a noun of taking with its agent ("⟦A⟧, seized by IS in 2014,", "the recapture of ⟦A⟧
  by the army") and a side driven out ("rebels were pushed out of ⟦A⟧ by the army": the army holds it,
  the rebels no more);
- a place named as a side's capital: "⟦A⟧, the self-declared capital of IS";
- the end of a holding: "rebels withdrew from ⟦A⟧", "IS fighters who left ⟦A⟧", "the army pulled out of
  ⟦A⟧". Those say who holds the place no more, not who holds it now: :func:`read_changes` returns them
  so that the caller drops a holding of that side in the same sentence.

A taking that failed, was tried, planned, feared or asked about is none ("failed to capture ⟦A⟧",
"tried to seize ⟦A⟧", "⟦A⟧ could fall", "a push to retake ⟦A⟧"): the patterns allow no word of
attempt between the side and its verb, and a hedge before the side drops the match.
"""

from __future__ import annotations

import re

from .anchors import Scans
from .lexicon import ACTOR_ALT, PART_NOUNS, SIDE_HEADS, WHOLE_NOUNS, actor_of
from .record import Claim, ClaimMaker
from .sentence import PLACES, Sentence

__all__ = ["read_changes", "TAKING", "HANDED", "ENDING", "PRONOUN_TAKING", "CAPITAL", "TAKEN_BY", "DRIVEN_OUT"]

# a side's name with what may follow it before its verb: "the Syrian Democratic Forces (SDF)", "IS group"
_SIDE = (
    rf"(?:{ACTOR_ALT})(?:-(?:led|backed|dominated))?(?:\s+(?:{SIDE_HEADS}|group|army))?(?:\s*\([\w .'’-]{{1,30}}\))?"
)
# an ally coordinated with the side: "and its rebel allies", "and allied Hezbollah fighters"
_ALLY = (
    rf"(?:\s+and\s+(?:(?:its|their|the|allied)\s+)?(?:[\w'’-]{{1,20}}\s+){{0,2}}?(?P<ally>{ACTOR_ALT})"
    rf"(?:\s+(?:{SIDE_HEADS}|group|allies|ally|partners))?)?"
)
# a backer: "backed by Turkey", ", supported by Russian air power,"
_BACKER = r"(?:\s*,?\s+(?:backed|supported|aided|assisted|helped|led)\s+by\s+(?:[^,.;⟦]|⟦\d+⟧){1,60}?,?)?"
# the side's own report of the taking: "declared on Friday that their units have", "said it had"
_REPORT = (
    r"(?:\s+(?:said|says|say|announced|announces|declared|declares|claimed|claims|confirmed|confirms|reported)"
    r"(?:\s+(?:on|late\s+on|early\s+on)\s+\w+)?\s+(?:that\s+)?"
    r"(?:they|it|its\s+(?:forces|troops|fighters|units|soldiers)|their\s+(?:forces|troops|fighters|units)))?"
)
# a time between the side and its verb: "on Thursday", "last week", "early on Sunday", "in March"
_TIME = (
    r"(?:\s*,?\s+(?:on|early\s+on|late\s+on|last|earlier\s+this|this|in|by)\s+"
    r"(?:(?-i:[A-Z][a-z]{2,9})(?:\s+\d{1,2})?|week|month|morning|evening|night|weekend|year)\s*,?)?"
)
_AUX = r"\s+(?:(?:has|have|had)\s+(?:now\s+|also\s+|finally\s+|just\s+)?)?(?:now\s+|finally\s+|also\s+|then\s+)?"
# verbs of taking; the second group takes the place only with "control": "established control of ⟦A⟧"
_TAKE_VERB = (
    r"(?P<verb>seized|captured|took|taken|retook|retaken|recaptured|regained|overran|overrun|liberated|stormed|"
    r"entered|swept\s+into|marched\s+into|won\s+back|taken\s+back|took\s+back|"
    r"cleared|freed|purged|(?P<needs_control>imposed|declared|established|gained|wrested|assumed|extended))"
)
_DEGREE = (
    r"(?P<control>(?:(?:nearly|near|almost|virtually)[\s-]+)?(?:(?:full|total|complete|effective)\s+)?"
    r"control\s+(?:of|over)\s+)?"
)
# the words between the verb and the place, none of which places the place elsewhere: "the ancient city of"
_NOT_PLACE = (
    r"roads?|highways?|checkpoints?|hills?|bases?|airbases?|airports?|bridges?|crossings?|dams?|fields?|prisons?|"
    r"posts?|junctions?|stations?|barracks|citadel|castle|headquarters|hospitals?|squares?|roundabouts?"
)
_LOCATING = (
    r"near|around|outside|inside|overlooking|to|into|towards?|linking|between|in|at|on|from|along|across|beyond|"
    r"off|by|north|south|east|west|talks|negotiations"
)
_GAP = rf"(?P<gap>(?:(?!(?:{_LOCATING}|{_NOT_PLACE})(?![\w-]))[\w'’-]{{1,40}}\s+){{0,3}}?)"
_NOUN = rf"(?:(?P<noun>{WHOLE_NOUNS}|{PART_NOUNS}|outskirts|centre|center|heart)\s+of\s+(?:the\s+)?)?"
TAKING = re.compile(
    rf"(?P<actor>{_SIDE}){_ALLY}{_BACKER}{_REPORT}{_TIME}{_AUX}[\"“]?(?:(?:fully|completely|totally|entirely)\s+)?{_TAKE_VERB}[\"”]?\s+{_DEGREE}"
    rf"(?:the\s+)?{_GAP}{_NOUN}(?P<places>{PLACES})",
    re.IGNORECASE,
)
_TAKING_WORDS = (
    "seized", "captured", "took", "taken", "retook", "recaptured", "regained", "overr", "liberated", "stormed",
    "entered", "into", "back", "cleared", "freed", "purged", "control",
)
# a pronoun as the subject of a verb of taking: "a week after it took ⟦A⟧"
PRONOUN_TAKING = re.compile(
    rf"\b(?:they|it)(?:\s+(?:has|have|had))?\s+(?:now\s+|also\s+)?"
    rf"(?P<verb>seized|captured|took|retook|recaptured|regained|overran|liberated|stormed)\s+{_DEGREE}"
    rf"(?:the\s+)?{_GAP}{_NOUN}(?P<places>{PLACES})",
    re.IGNORECASE,
)
_PRONOUN_WORDS = ("seized", "captured", "took", "retook", "recaptured", "regained", "overran", "liberated", "stormed")
# the place handed over to a side, or coming into its hands: "surrendered ⟦A⟧ to the army", "lost ⟦A⟧ to rebels",
# "⟦A⟧ was handed over to the SDF", "⟦A⟧ was liberated by ...", "⟦A⟧ fell into the hands of IS", "⟦A⟧ came under
# the control of Turkish-backed factions"
HANDED = re.compile(
    rf"(?:(?:surrendered|handed\s+over|handed|ceded|turned\s+over|gave\s+up|lost)\s+(?:control\s+of\s+)?(?:the\s+)?"
    rf"(?:(?:{WHOLE_NOUNS})\s+of\s+)?(?P<places>{PLACES})\s+(?:back\s+)?(?:over\s+)?to|"
    rf"(?P<places2>{PLACES})\s*,?\s+(?:(?:was|were|has\s+been|had\s+been|have\s+been)\s+(?:handed|turned)\s+(?:back\s+)?"
    rf"over\s+to|(?:was|were|has\s+been|had\s+been|have\s+been)\s+(?:liberated|stormed|freed|cleared|entered)\s+by|"
    rf"(?:fell|falls|has\s+fallen|had\s+fallen|came|comes|has\s+come|had\s+come)\s+"
    rf"(?:into\s+the\s+hands\s+of|under\s+the\s+(?:full\s+)?control\s+of|under\s+(?=\S+\s+control\b))))"
    rf"\s+(?P<by>[^.;,⟦]{{1,50}})",
    re.IGNORECASE,
)
_HANDED_WORDS = (
    "surrendered", "handed", "ceded", "turned", "gave", "lost", "fell", "falls", "fallen", "came", "comes", "come",
    "liberated", "stormed", "freed", "cleared", "entered",
)
# a participle or a noun of taking with its agent: "⟦A⟧, captured by IS in 2015,", "the recapture of ⟦A⟧ by the army"
TAKEN_BY = re.compile(
    rf"(?:(?P<places>{PLACES})\s*,\s*(?:(?:which|that)\s+(?:was|were|had\s+been|has\s+been)\s+)?(?:first\s+|later\s+)?"
    rf"(?:captured|seized|taken|retaken|recaptured|overrun|liberated)|"
    rf"(?P<noun_of>(?:[\w'’-]{{1,30}}\s+)?(?:capture|recapture|seizure|takeover|liberation|conquest))\s+of\s+(?:the\s+)?"
    rf"(?:(?:{WHOLE_NOUNS})\s+of\s+)?(?P<places2>{PLACES}))\s+by\s+(?P<by>[^.;,⟦]{{1,50}})",
    re.IGNORECASE,
)
_TAKEN_BY_WORDS = ("captur", "seiz", "taken", "overrun", "liberat", "takeover", "conquest")
# a taking that did not happen: "the failed capture of ⟦A⟧", "a possible takeover"
_NOT_DONE = re.compile(r"\b(?:failed|attempted|planned|possible|expected|imminent|aborted|thwarted|feared)\b", re.I)
# a side driven out: "IS militants were driven out of ⟦A⟧ by Kurdish fighters", "rebels have been pushed out of ⟦A⟧"
DRIVEN_OUT = re.compile(
    rf"(?P<actor>{_SIDE})\s+(?:were|was|have\s+been|has\s+been|had\s+been)\s+(?:(?:finally|completely|fully)\s+)?"
    rf"(?:driven|pushed|forced|expelled|ousted|chased|kicked|routed|cleared)\s+(?:out\s+of|from)\s+(?:the\s+)?"
    rf"(?:(?:{WHOLE_NOUNS}|{PART_NOUNS})\s+of\s+)?(?P<places>{PLACES})(?:\s+by\s+(?P<by>[^.;,⟦]{{1,50}}))?",
    re.IGNORECASE,
)
_DRIVEN_WORDS = ("driven", "pushed", "forced", "expelled", "ousted", "chased", "kicked", "routed", "cleared")
# the end of a side's holding: "rebels withdrew from ⟦A⟧", "IS fighters who left ⟦A⟧", "pulled out of the town of ⟦A⟧"
ENDING = re.compile(
    rf"(?P<actor>{_SIDE}){_BACKER}(?:\s*,?\s+who)?{_TIME}{_AUX}"
    rf"(?:withdrew|withdrawn|pulled\s+out|retreated|fled|left|abandoned|evacuated|lost|redeployed)\s+"
    rf"(?:(?:from|out\s+of)\s+)?(?:the\s+)?(?:(?:{WHOLE_NOUNS}|{PART_NOUNS})\s+of\s+)?(?P<places>{PLACES})",
    re.IGNORECASE,
)
_ENDING_WORDS = ("withdr", "pulled", "retreated", "fled", "left", "abandoned", "evacuated", "lost", "redeployed")
# a hedge or a purpose before the side: "if rebels take ⟦A⟧", "a push by the army to", "fears that IS could"
_HEDGE_BEFORE = re.compile(
    r"\b(?:if|unless|whether|fears?|feared|prevent\w*|to|threat\w*|would|could|might|(?-i:may)|will|warn\w*|until)\s+"
    r"(?:the\s+)?(?:[\w'’-]{1,30}\s+){0,2}$",
    re.IGNORECASE,
)
# a negation or a near miss right before a verb of handing over or losing: "have not lost ⟦A⟧ to", "nearly lost",
# "never surrendered", "refused to hand over"
_NOT_BEFORE = re.compile(
    r"\b(?:not|never|n[o']t|nearly|almost|narrowly|no\s+longer|refus\w*\s+to|failed\s+to|unable\s+to|"
    r"did\s+not|would\s+not|will\s+not|won['’]t|didn['’]t|hasn['’]t|haven['’]t|hadn['’]t)\s+"
    r"(?:(?:have|has|had|be|been|yet|ever|quite|entirely|completely|really)\s+)*$",
    re.IGNORECASE,
)
# a noun of taking read as a taking that happened only when definite ("the recapture of ⟦A⟧ by ..."), not one that
# is opposed, feared, prepared or conditional: "a takeover of ⟦A⟧ by ...", "opposes the capture of", "paves the way
# for the takeover of", "dreaded a capture of"
_NOUN_UNREAL_BEFORE = re.compile(
    r"\b(?:for|way\s+to|oppos\w*|against|resist\w*|prevent\w*|avert\w*|block\w*|stop\w*|reject\w*|fear\w*|dread\w*|"
    r"warn\w*|threat\w*|risk\w*|plan\w*|prepar\w*|seek\w*|sought|demand\w*|call\w*\s+for|way\s+for|"
    r"aim\w*\s+at|push\w*\s+for|await\w*|expect\w*|anticipat\w*|possib\w*|prospect\s+of|chance\s+of|"
    r"would|could|might|(?-i:may)|will)\s+(?:[\w'’-]{1,30}\s+){0,2}$",
    re.IGNORECASE,
)
# a conditional or future after the noun's agent: "a takeover of ⟦A⟧ by X would trigger"
_UNREAL_AFTER = re.compile(
    r"[^.;,⟦]{0,40}?\b(?:would|could|might|(?-i:may)|will|shall|is\s+(?:expected|likely|set|due)\s+to)\b", re.I
)
# a hedge or a future between the hand-over verb's place and the side: "could fall to", "will be handed over to"
_HEDGE_IN = re.compile(r"\b(?:could|would|might|may|will|shall|to\s+be|expected|set\s+to|about\s+to)\b")
# what follows a clearing verb's place: "cleared ⟦A⟧ of IS", "freed ⟦A⟧ from the militants"
# a place named as a side's capital: "⟦A⟧, the IS capital", "⟦A⟧, the self-declared capital of IS", "⟦A⟧, IS's
# capital"; or a possessive that refers back to a side named before ("⟦A⟧, its de facto capital", "their self-styled
# capital", "the militant group's de facto capital"): see :func:`_possessor`. "its"/"their" need a de facto seat
# ("its provincial capital" is the province's)
_SEAT = r"(?:(?:de\s+facto|self-declared|self-styled|self-proclaimed|declared)\s+)"
_GENERIC_OWNER = (
    r"the\s+(?:(?:militant|jihadist|extremist|terror|terrorist|armed|radical|islamist|hardline)\s+)?"
    r"(?:group|organi[sz]ation|movement|militants|jihadists|extremists|insurgents)['’]s?"
)
CAPITAL = re.compile(
    rf"(?P<places>{PLACES})\s*,\s*(?:"
    rf"(?P<own>(?:its|their)(?=\s+{_SEAT})|{_GENERIC_OWNER})\s+{_SEAT}?(?:[\w-]{{1,20}}\s+)?capital|"
    rf"(?:the\s+)?(?P<named>(?-i:IS)|{ACTOR_ALT})(?:\s+group)?['’]s?\s+{_SEAT}?capital|"
    rf"(?:the|its|their)\s+{_SEAT}?"
    rf"(?:(?P<actor>{ACTOR_ALT})\s+(?:de\s+facto\s+)?capital|capital\s+of\s+(?:the\s+)?(?P<of>{ACTOR_ALT})))\b",
    re.IGNORECASE,
)
# an attack on the place or an advance on it, between a side and the place: that side is not the one whose seat
# the place is ("the army is preparing an assault on ⟦A⟧, its de facto capital")
_AGAINST_PLACE = re.compile(
    r"\b(?:assault\w*|attack\w*|offensive|push\w*|advanc\w*|clos\w*\s+in|march\w*|battl\w*|besieg\w*|"
    r"encircl\w*|surround\w*|siege|storm\w*|bomb\w*|strik\w*|struck|shell\w*|raid\w*|captur\w*|retak\w*|"
    r"recaptur\w*|seiz\w*|liberat\w*|drive|drove|converg\w*|approach\w*|threaten\w*|target\w*|"
    r"fight\w*\s+for|march\w*)\b",
    re.IGNORECASE,
)
_CAPITAL_WORDS = ("capital",)
_CLEARED_OF = re.compile(r"\s+(?:of|from)\b", re.IGNORECASE)
_CLEARING = frozenset({"cleared", "freed", "purged"})
_ENTERING = ("entered", "swept", "marched", "stormed")
# a thing after the place, which the side took instead of the place: "seized the ⟦A⟧ road", "⟦A⟧'s airport"
_THING_AFTER = re.compile(rf"\s*(?:['’]s\s+(?:[\w-]{{1,40}}\s+){{0,2}}?)?(?:{_NOT_PLACE})\b", re.IGNORECASE)
_FIRST_SIDE = re.compile(rf"\b(?:{ACTOR_ALT})\b", re.IGNORECASE)
# a side named as an object, not the subject: "fighting forces loyal to", "from IS", "against the army"
_OBJECT_BEFORE = re.compile(
    r"\b(?:from|against|of|to|by|with|overrunning|fighting|than)\s+(?:the\s+)?(?:[\w'’-]{1,30}\s+){0,2}(?:al-)?$", re.I
)
_COUNTRY = frozenset({"country"})


# the side that forces are loyal to: "troops loyal to Assad" are a subject unless they are an object themselves
_LOYAL_BEFORE = re.compile(
    r"\b(?:forces|troops|fighters|militias?|soldiers|units|gunmen)\s+(?:loyal|allied)\s+(?:to|with)\s+(?:the\s+)?"
    r"(?:[\w'’-]{1,30}\s+){0,2}(?:al-)?$",
    re.IGNORECASE,
)


def _first_side(skeleton: str, end: int) -> str:
    """The side named first in ``skeleton`` before ``end`` as a subject (not after "from", "against" ...)."""
    for m in _FIRST_SIDE.finditer(skeleton, 0, end):
        loyal = _LOYAL_BEFORE.search(skeleton, max(0, m.start() - 60), m.start())
        at = loyal.start() if loyal else m.start()  # "fighting troops loyal to X": X is of the object
        if _OBJECT_BEFORE.search(skeleton, max(0, at - 40), at):
            continue
        side = actor_of(m.group())
        if side != "unknown":
            return side
    return "unknown"


def _noun_realised(skeleton: str, m: re.Match[str]) -> bool:
    """Whether a noun of taking with its agent ("the capture of ⟦A⟧ by X") states a taking that happened.

    Only a definite noun ("the", "its", a possessive, with at most one word between) outside a wish, a fear, a
    plan or a condition, and not followed by a conditional ("... by X would trigger"), is read as an event.
    """
    words = list(_WORD.finditer(skeleton, max(0, m.end("noun_of") - 80), m.end("noun_of")))[-3:-1][::-1]
    det = None
    for word in words:  # the word right before the head noun, or the one before a modifier
        text = word.group().lower()
        if text in _INDEFINITE:
            return False
        if text in _DEFINITE or text.endswith(("'s", "’s", "s'", "s’")):
            det = word
            break
    if det is None or _NOUN_UNREAL_BEFORE.search(skeleton, max(0, det.start() - 40), det.start()):
        return False
    return not _UNREAL_AFTER.match(skeleton, m.start("by"))


_WORD = re.compile(r"[\w'’-]+")
_DEFINITE = frozenset({"the", "its", "their", "this", "that"})
_INDEFINITE = frozenset({"a", "an", "any", "another", "no", "such"})


_MEMBERS_OF = re.compile(rf"\b(?:{SIDE_HEADS}|members|units)\s+of\s+(?:the\s+)?$", re.IGNORECASE)


def _possessor(skeleton: str, end: int) -> str:
    """The side that a possessive at ``end`` refers back to: the nearest side named before it as a subject.

    A side after "from", "against" ... is an object, and a side that attacks or advances on the place before the
    possessive is not its owner: the possessive refers to neither, and the side is unknown.
    """
    last = None
    for m in _FIRST_SIDE.finditer(skeleton, 0, end):
        loyal = _LOYAL_BEFORE.search(skeleton, max(0, m.start() - 60), m.start())
        at = loyal.start() if loyal else m.start()
        if _OBJECT_BEFORE.search(skeleton, max(0, at - 40), at) and not _MEMBERS_OF.search(
            skeleton, max(0, at - 40), at
        ):
            continue  # an object ("from IS", "against the army"), but "fighters of IS" are IS
        if actor_of(m.group()) != "unknown":
            last = m
    if last is None or _AGAINST_PLACE.search(skeleton, last.end(), end):
        return "unknown"
    return actor_of(last.group())


def read_changes(
    sentence: Sentence, claim: ClaimMaker, seen: set[tuple[int, str]]
) -> tuple[list[Claim], dict[str | None, set[str]], set[tuple[str | None, str]]]:
    """The holdings that a change of hands states, and the holdings it ends.

    Parameters
    ----------
    sentence : Sentence
        The sentence read.
    claim : ClaimMaker
        Makes a claim of a mention.
    seen : set of (int, str)
        (mention start, side) pairs already claimed in the sentence; updated.

    Returns
    -------
    claims : list of Claim
        Control claims, status ``held``, of the sides that took the places (not those already in ``seen``).
    takers : dict
        The sides that took each place (by place key), claimed here or before: no other side holds it.
    ended : set of (str or None, str)
        (place key, side) pairs whose holding the sentence ends ("rebels withdrew from ⟦A⟧").
    """
    out: list[Claim] = []
    takers: dict[str | None, set[str]] = {}
    ended: set[tuple[str | None, str]] = set()
    if "⟦" not in sentence.skeleton:
        return out, takers, ended
    skeleton = sentence.skeleton

    def add(place_text: str, side: str, part: bool) -> None:
        for place in sentence.places(place_text):
            if place.place is not None and place.place.type in _COUNTRY:
                continue  # "rebels entered Turkey": a crossing, no holding of a country
            takers.setdefault(place.place_key, set()).add(side)
            if (place.start, side) in seen:
                continue
            seen.add((place.start, side))
            out.append(claim("control", sentence, place, actor=side, status="held", scope="part" if part else "whole"))

    for m in sentence.finditer(TAKING, _TAKING_WORDS):
        verb = m.group("verb").lower()
        if m.group("needs_control") and not m.group("control"):
            continue  # "declared ⟦A⟧ ...", "extended ⟦A⟧": no taking without "control of"
        after = skeleton[m.end() : m.end() + 60]
        if verb in _CLEARING and not _CLEARED_OF.match(after):
            continue  # "cleared ⟦A⟧" alone (of mines, of rubble?) says nothing of a side
        if _THING_AFTER.match(after) or _HEDGE_BEFORE.search(skeleton, max(0, m.start() - 40), m.start()):
            continue
        noun = (m.group("noun") or "").lower()
        part = bool(noun) and noun not in ("town", "city", "village", "towns", "cities", "villages") or (
            m.group("control") or ""
        ).lower().startswith(("nearly", "near", "almost"))
        sides = [actor_of(m.group("actor"))]
        if m.group("ally"):
            sides.append(actor_of(m.group("ally")))
        if verb.startswith(_ENTERING) and noun in ("outskirts",):
            part = True
        for side in dict.fromkeys(sides):
            add(m.group("places"), side, part)
    for m in sentence.finditer(PRONOUN_TAKING, _PRONOUN_WORDS):
        if _THING_AFTER.match(skeleton, m.end()) or _HEDGE_BEFORE.search(skeleton, max(0, m.start() - 40), m.start()):
            continue
        side = _first_side(skeleton, m.start())
        if side != "unknown":
            add(m.group("places"), side, bool(m.group("noun")))
    for m in sentence.finditer(HANDED, _HANDED_WORDS):
        if _HEDGE_IN.search(m.group()) or _HEDGE_BEFORE.search(skeleton, max(0, m.start() - 40), m.start()):
            continue
        if m.group("places") and _NOT_BEFORE.search(skeleton, max(0, m.start() - 40), m.start()):
            continue  # "have not lost ⟦A⟧ to", "nearly lost ⟦A⟧ to": no change of hands
        side = actor_of(m.group("by"))
        if side != "unknown":
            add(m.group("places") or m.group("places2"), side, False)
    for m in sentence.finditer(TAKEN_BY, _TAKEN_BY_WORDS):
        if (m.group("noun_of") and _NOT_DONE.search(m.group("noun_of"))) or _HEDGE_BEFORE.search(
            skeleton, max(0, m.start() - 40), m.start()
        ):
            continue
        if m.group("noun_of") and not _noun_realised(skeleton, m):
            continue
        side = actor_of(m.group("by"))
        if side != "unknown":
            add(m.group("places") or m.group("places2"), side, False)
    for m in sentence.finditer(DRIVEN_OUT, _DRIVEN_WORDS):
        if _HEDGE_BEFORE.search(skeleton, max(0, m.start() - 40), m.start()):
            continue
        ended.update((place.place_key, actor_of(m.group("actor"))) for place in sentence.places(m.group("places")))
        side = actor_of(m.group("by") or "")
        if side != "unknown":
            add(m.group("places"), side, False)
    for m in sentence.finditer(CAPITAL, _CAPITAL_WORDS):
        if m.group("own"):
            side = _possessor(skeleton, m.start())
        elif m.group("named"):
            side = "isis" if m.group("named") == "IS" else actor_of(m.group("named"))
        else:
            side = actor_of(m.group("actor") or m.group("of"))
        if side != "unknown":
            add(m.group("places"), side, False)
    for m in sentence.finditer(ENDING, _ENDING_WORDS):
        side = actor_of(m.group("actor"))
        ended.update((place.place_key, side) for place in sentence.places(m.group("places")))
    return out, takers, ended


#: Every scan of :func:`read_changes` (see :class:`~geo_aleppo.claims.anchors.Scans`): list a new one here.
SCANS = Scans(
    "control changes",
    (TAKING, _TAKING_WORDS),
    (PRONOUN_TAKING, _PRONOUN_WORDS),
    (HANDED, _HANDED_WORDS),
    (TAKEN_BY, _TAKEN_BY_WORDS),
    (DRIVEN_OUT, _DRIVEN_WORDS),
    (CAPITAL, _CAPITAL_WORDS),
    (ENDING, _ENDING_WORDS),
)
