"""What the articles say about places: control, routes, distances, counts and incidents.

Each sentence is read once. Its place mentions are replaced by markers (``⟦0⟧``, ``⟦1⟧`` …) and
a small set of patterns runs over that skeleton, so the patterns speak of *a place* and never
of a particular name. Every claim keeps its article, its sentence offsets and the quote
(``quote == article.text[start:end]``).

Kinds and their fields
    control   place_key, actor (government | opposition | sdf | isis | contested | unknown),
              status (held | besieged), scope (whole | part: "rebel-held parts of Aleppo"),
              besieger (for "besieged by rebels": the holder is then the other side)
    route     place_key, role (origin | via | destination), topic (one route per sentence)
    distance  value, value_max, unit "km" (miles and metres converted), topic (corridor
              length | corridor segment | distance), actor (whose territory a segment crosses)
    count     value, value_max (ranges), unit (people | vehicles), topic (evacuated, wounded,
              trapped, fighters, families, dead, buses, ambulances, vehicles, people), qualifier
    incident  located_by (sentence: a place of the same sentence; context: of the two before),
              topic (convoy shot at, sniper, car bomb, shelling, air strikes, clashes,
              ceasefire, collapse, convoy), time_reported (as written), time_utc (ISO, where
              the text gives a clock time or a weekday and the article has a date)
"""

from __future__ import annotations

import datetime as dt
import json
import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, fields, replace

from .corpus import Article
from .gazetteer import Gazetteer, load_gazetteer
from .geoparser import Mention, geoparse, sentence_spans

__all__ = ["Claim", "extract_claims", "claims_frame", "agreement", "CLAIM_COLUMNS"]


@dataclass(frozen=True, slots=True)
class Claim:
    """One statement of an article about a place, a number or an event."""

    kind: str
    article: str
    start: int
    end: int
    quote: str
    place_key: str | None = None
    place_text: str | None = None
    actor: str | None = None
    status: str | None = None
    value: float | None = None
    value_max: float | None = None
    unit: str | None = None
    topic: str | None = None
    role: str | None = None
    scope: str | None = None
    qualifier: str | None = None
    besieger: str | None = None
    time_reported: str | None = None
    time_utc: str | None = None
    located_by: str | None = None
    outlet: str | None = None
    date: str | None = None


CLAIM_COLUMNS = [f.name for f in fields(Claim)]

# --- vocabulary ------------------------------------------------------------------
_ACTOR_WORDS = [  # longest first; matched as whole words, case-insensitive
    ("syrian democratic forces", "sdf"),
    ("islamic state", "isis"),
    ("army of conquest", "opposition"),  # Jaysh al-Fatah: not "army" (the government)
    ("conquest army", "opposition"),
    ("illegal armed groups", "opposition"),
    ("armed groups", "opposition"),
    ("fateh al-sham", "opposition"),
    ("free syrian army", "opposition"),
    ("pro-government", "government"),
    ("pro-regime", "government"),
    ("pro-assad", "government"),
    ("anti-government", "opposition"),
    ("anti-regime", "opposition"),
    ("pro-rebel", "opposition"),
    ("government", "government"),
    ("regime", "government"),
    ("army", "government"),
    ("loyalist", "government"),
    ("assad", "government"),
    ("rebels", "opposition"),
    ("rebel", "opposition"),
    ("opposition", "opposition"),
    ("insurgents", "opposition"),
    ("insurgent", "opposition"),
    ("jihadist", "opposition"),
    ("islamist", "opposition"),
    ("nusra", "opposition"),
    ("jaysh", "opposition"),
    ("jaish", "opposition"),
    ("jabhat", "opposition"),
    ("ahrar", "opposition"),
    ("zinki", "opposition"),
    ("tahrir al-sham", "opposition"),
    ("fsa", "opposition"),
    ("kurdish", "sdf"),
    ("ypg", "sdf"),
    ("sdf", "sdf"),
    ("isis", "isis"),
    ("isil", "isis"),
    ("daesh", "isis"),
    ("contested", "contested"),
    ("front line", "contested"),
]
_ACTOR_RE = re.compile(r"\b(" + "|".join(re.escape(w) for w, _ in _ACTOR_WORDS) + r")\b", re.IGNORECASE)
_ACTOR = dict(_ACTOR_WORDS)
_OTHER_SIDE = {"government": "opposition", "opposition": "government"}

P = r"⟦\d+⟧"
PLACES = rf"{P}(?:\s*(?:,\s*and|,|and|&)\s*{P})*"
_ACTOR_ALT = "|".join(re.escape(w) for w, _ in _ACTOR_WORDS)
_HELD = r"(?:held|controlled|run|dominated|occupied)"
_MODIFIER = rf"(?P<besieged>besieged\s+)?(?P<actor>(?:{_ACTOR_ALT}))(?:[\s-]+{_HELD})"
_PRO = (
    rf"(?P<actor2>pro-(?:government|regime|assad|rebel)|(?:{_ACTOR_ALT})(?=\s+(?:stronghold|bastion|enclave|pocket)))"
)
_WHOLE_NOUNS = (
    r"towns?|villages?|districts?|cit(?:y|ies)|provinces?|governorates?|regions?|"
    r"suburbs?|neighbou?rhoods?|stronghold|bastion"
)
_PART_NOUNS = r"areas?|parts?|enclaves?|pockets?|territor(?:y|ies)|foothold|sections?|positions?|countryside"

_CONTROL_PATTERNS = [
    # "the government-controlled south-western district of ⟦Ramousseh⟧", "rebel-held towns of ⟦A⟧ and ⟦B⟧",
    # "rebel-held areas in neighbouring ⟦Idlib province⟧", "the besieged rebel-held enclave in the city of ⟦Aleppo⟧"
    re.compile(
        rf"(?:{_MODIFIER}|{_PRO})\s+(?:[\w'’-]+\s+){{0,3}}?(?P<noun>{_WHOLE_NOUNS}|{_PART_NOUNS})\s+"
        rf"(?P<prep>of|in)\s+(?:the\s+)?(?:[\w'’-]+\s+){{0,3}}?(?P<places>{PLACES})",
        re.IGNORECASE,
    ),
    # "rebel-held ⟦eastern Aleppo⟧", "opposition stronghold ⟦Idlib⟧", "rebel bastion is ⟦Idlib province⟧"
    re.compile(
        rf"(?:{_MODIFIER}|{_PRO})\s+(?:(?P<noun>stronghold|bastion|enclave|pocket)\s+)?(?:(?:is|of|was)\s+)?"
        rf"(?P<places>{PLACES})",
        re.IGNORECASE,
    ),
    # "⟦Idlib province⟧, [west of ⟦Aleppo⟧,] most of which is controlled by a powerful rebel alliance"
    re.compile(
        rf"(?P<places>{P})\s*(?:,\s*(?:north|south|east|west)\w*\s+of\s+{P}\s*)?,?\s*"
        rf"(?:(?:most|much|all|part)\s+of\s+which|which|that)\s+(?:is|are|was|were|remains?)\s+"
        rf"(?:[\w-]+\s+){{0,2}}?{_HELD}\s+by\s+(?P<by>[^.;⟦]{{1,90}})",
        re.IGNORECASE,
    ),
    # "⟦Aleppo⟧'s territories controlled by government troops"
    re.compile(
        rf"(?P<places>{P})['’]?s?\s+(?:[\w-]+\s+){{0,2}}?(?P<noun>{_PART_NOUNS})\s+{_HELD}\s+by\s+(?P<by>[^.;⟦]{{1,60}})",
        re.IGNORECASE,
    ),
    # "⟦Aleppo⟧'s remaining opposition-run neighbourhoods"
    re.compile(
        rf"(?P<part>)(?P<places>{P})['’]?s\s+(?:[\w-]+\s+){{0,2}}?(?P<actor>{_ACTOR_ALT})[\s-]+{_HELD}\s+"
        rf"(?P<noun>{_PART_NOUNS}|neighbou?rhoods?|districts?)",
        re.IGNORECASE,
    ),
    # "Rebels still hold the town of ⟦Kafr Naha⟧", "Government forces recaptured ⟦Sheikh Saeed⟧",
    # "the army had taken full control of ⟦Bustan al-Qasr⟧"
    re.compile(
        rf"(?P<actor>{_ACTOR_ALT})(?:\s+(?:forces|troops|fighters|groups|units|militias?))?\s+(?:still\s+|now\s+)?"
        rf"(?:(?:has|have|had)\s+(?:now\s+|also\s+)?)?"
        rf"(?:hold|holds|held|control|controls|controlled|seized|captured|took|taken|retook|retaken|recaptured|"
        rf"regained)\s+(?:(?:full|total|complete)\s+)?"
        rf"(?:control\s+of\s+)?(?:[\w-]+\s+){{0,3}}?(?:(?P<noun>{_WHOLE_NOUNS}|{_PART_NOUNS})\s+of\s+)?"
        rf"(?P<places>{PLACES})",
        re.IGNORECASE,
    ),
    # "⟦al-Rashidin⟧, a rebel-held suburb", "⟦Idlib⟧, the last opposition stronghold"
    re.compile(
        rf"(?P<places>{PLACES})\s*,\s*(?:a|an|the)\s+(?:[\w'’-]+\s+){{0,2}}?(?:{_MODIFIER}|{_PRO})"
        rf"\s+(?P<noun>{_WHOLE_NOUNS}|{_PART_NOUNS})"
        rf"(?!\s+(?:of|in)\s+(?:the\s+)?(?:[\w'’-]+\s+){{0,2}}?⟦)",  # not "After ⟦A⟧, the rebel stronghold of ⟦B⟧"
        re.IGNORECASE,
    ),
    # "⟦Atareb⟧, a town held by rebels"
    re.compile(
        rf"(?P<places>{PLACES})\s*,\s*(?:a|an|the)\s+(?:[\w'’-]+\s+){{0,2}}?(?P<noun>{_WHOLE_NOUNS}|{_PART_NOUNS})\s+"
        rf"(?:still\s+|now\s+)?{_HELD}\s+by\s+(?P<by>[^.;,⟦]{{1,60}})",
        re.IGNORECASE,
    ),
    # "Government forces now control more than 90 percent of ⟦eastern Aleppo⟧"
    re.compile(
        rf"(?P<actor>{_ACTOR_ALT})(?:\s+(?:forces|troops|fighters|groups|units|militias?))?\s+(?:still\s+|now\s+)?"
        rf"(?:hold|holds|held|control|controls|controlled)\s+(?P<part>(?:[\w-]+\s+){{0,4}}?"
        rf"(?:percent|per\s+cent|most|much|half|parts?|areas?|all)\s+of\s+)(?:the\s+)?(?P<places>{P})",
        re.IGNORECASE,
    ),
    # "⟦Idlib Governorate⟧, where rebels control most territory"
    re.compile(
        rf"(?P<places>{P})\s*,\s*where\s+(?P<by>[^.;⟦]{{1,60}}?)\s+(?:control|controls|hold|holds|dominate|dominates)"
        rf"(?P<part>\s+(?:most|much|parts?|half|large parts?)\b)?",
        re.IGNORECASE,
    ),
    # "⟦Kafr Naha⟧ is held by rebels", "⟦X⟧ remains under rebel control", "⟦X⟧ fell to government forces"
    re.compile(
        rf"(?P<places>{PLACES})\s+(?:is|are|was|were|remains?|remained|has\s+been|have\s+been)\s+(?:still\s+|now\s+)?"
        rf"(?:(?:held|controlled|run|occupied)\s+by\s+(?P<by>[^.;⟦]{{1,60}})|under\s+(?P<by2>[\w-]+(?:\s+[\w-]+)?)\s+control)",
        re.IGNORECASE,
    ),
    re.compile(rf"(?P<places>{PLACES})\s+fell\s+to\s+(?P<by>[^.;⟦]{{1,40}})", re.IGNORECASE),
    # "the rebels' four-year control of ⟦eastern Aleppo⟧"
    re.compile(rf"(?P<actor>{_ACTOR_ALT})['’]?s?\s+(?:[\w-]+\s+){{0,2}}control\s+of\s+(?P<places>{P})", re.IGNORECASE),
]
# "two Shiite villages besieged by rebels", "villages ... under rebel siege", "the besieged ⟦Foua⟧"
_SIEGE = re.compile(
    rf"(?:(?P<count>two|three|four|\d+)\s+)?(?:[\w'’-]+\s+){{0,2}}?(?P<noun>villages|towns|village|town|enclave|areas|city)\s+"
    rf"(?:[\w'’-]+\s+|⟦\d+⟧\s+){{0,5}}?(?:(?:besieged|encircled|surrounded)\s+by\s+(?P<by>[\w-]+(?:\s+[\w-]+)?)|"
    rf"under\s+(?P<by2>[\w-]+)\s+siege|under\s+siege\s+(?:by|from)\s+(?P<by3>(?:the\s+)?[\w-]+(?:\s+of)?(?:\s+[\w-]+)?))"
    rf"(?:\s+(?:of|in)\s+(?P<places>{PLACES}))?",
    re.IGNORECASE,
)
# "the besieged Foua", "the besieged Shiite villages of Foua and Kefraya"
_QUANTIFIED = re.compile(r"\b(?:most|much|half|parts?|percent|per\s+cent|areas?|sections?)\s+of\s+(?:the\s+)?⟦", re.I)
_BESIEGED_PLACE = re.compile(
    rf"\bbesieged\s+(?:[\w-]+\s+){{0,2}}?(?:(?:{_WHOLE_NOUNS})\s+of\s+)?(?P<places>{PLACES})", re.IGNORECASE
)

_MOVEMENT = re.compile(
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
    r"\s*(?:$|the\b|a\b|an\b|their\b|its\b|\d|two\b|three\b|nearby\b|neighbou?ring\b|[\w]+-(?:held|controlled|run)\b|"
    r"(?:north|south|east|west)\w*\b|opposition\b|rebel\b|government\b)",
    re.IGNORECASE,
)
_OTHER_PREPOSITION = re.compile(r"\b(?:in|at|on|with|by|about|during|since)\s", re.IGNORECASE)

_NUMBER_WORDS = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
        "seventeen eighteen nineteen twenty".split()
    )
}
_NUMBER_WORDS.update(
    {
        "thirty": 30,
        "forty": 40,
        "fifty": 50,
        "sixty": 60,
        "seventy": 70,
        "eighty": 80,
        "ninety": 90,
        "a dozen": 12,
        "dozen": 12,
    }
)
_SCALE_WORDS = {"hundred": 100, "thousand": 1000, "million": 1_000_000}
_NUM = (
    r"(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s*(?:million|thousand))?|"
    r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|"
    r"zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    r"seventeen|eighteen|nineteen|a dozen)(?:\s+(?:hundred|thousand|million))?"
)
_QUALIFIER = (
    r"(?P<qual>some|about|around|roughly|approximately|nearly|almost|more than|over|just over|at least|"
    r"up to|fewer than|less than|an estimated|at most|only)"
)
_DISTANCE = re.compile(
    rf"(?:{_QUALIFIER}\s+)?(?P<another>another\s+)?(?P<num>{_NUM})\s*(?:-\s*)?"
    r"(?P<unit>km|kilomet(?:re|er)s?|miles?|met(?:re|er)s?|m)\b(?P<long>\s+long)?(?:\s*\([^)]*\))?",
    re.IGNORECASE,
)
_UNIT_KM = {
    "km": 1.0,
    "kilometre": 1.0,
    "kilometer": 1.0,
    "kilometres": 1.0,
    "kilometers": 1.0,
    "mile": 1.609344,
    "miles": 1.609344,
    "metre": 0.001,
    "meter": 0.001,
    "metres": 0.001,
    "meters": 0.001,
    "m": 0.001,
}
_COUNT_NOUNS = {
    "people": "people",
    "person": "people",
    "persons": "people",
    "civilians": "civilians",
    "residents": "civilians",
    "evacuees": "evacuated",
    "wounded": "wounded",
    "injured": "wounded",
    "sick": "wounded",
    "fighters": "fighters",
    "rebels": "fighters",
    "militants": "fighters",
    "gunmen": "fighters",
    "children": "children",
    "families": "families",
    "family": "families",
    "buses": "buses",
    "ambulances": "ambulances",
    "vehicles": "vehicles",
    "trucks": "vehicles",
    "cars": "vehicles",
    "convoys": "convoys",
    "dead": "dead",
    "bodies": "dead",
}
_COUNT = re.compile(
    rf"(?:{_QUALIFIER}\s+)?(?:(?P<between>between)\s+)?(?P<num>{_NUM})"
    rf"(?:\s*(?:and|to|-|–)\s*(?P<num2>{_NUM}))?\s+(?:of\s+their\s+)?"
    rf"(?P<adj>(?:(?!(?:of|the|to|in|from|and|with|on|for)\b)[\w-]+\s+){{0,2}}?)(?P<noun>{'|'.join(_COUNT_NOUNS)}|members)\b"
    rf"(?P<and>\s+and\s+(?:(?:their|other|the)\s+)?(?P<noun2>{'|'.join(_COUNT_NOUNS)}|family members))?",
    re.IGNORECASE,
)
# "fighters, numbering between 1,500 and 5,000"
_COUNT_AFTER = re.compile(
    rf"(?P<noun>{'|'.join(_COUNT_NOUNS)})\b,?\s+(?:numbering|totall?ing|estimated at)\s+(?:{_QUALIFIER}\s+)?"
    rf"(?:(?P<between>between)\s+)?(?P<num>{_NUM})(?:\s*(?:and|to|-|–)\s*(?P<num2>{_NUM}))?",
    re.IGNORECASE,
)
_COUNT_PASSIVE = re.compile(
    rf"(?:{_QUALIFIER}\s+)?(?P<num>{_NUM})\s+(?:were|are|was|had been|have been)\s+"
    r"(?P<verb>wounded|injured|killed|evacuated|trapped)",
    re.IGNORECASE,
)
# "killing one person and wounding four"
_COUNT_PARTICIPLE = re.compile(
    rf"\b(?P<verb>killing|wounding|injuring)\s+(?:{_QUALIFIER}\s+)?(?P<num>{_NUM})\b"
    rf"(?![\s-]*(?:km|kilomet|miles?|per|years?|months?)\b)",  # not "wounding 12-year-old Hamza"
    re.IGNORECASE,
)
# "Turkish officials put the figure at about 7,500": a count of what the text counted just before
_COUNT_FIGURE = re.compile(
    rf"\b(?:put|puts|putting|gave|gives|estimated|estimates|placed|places)\s+(?:the|its|their|that|this)\s+"
    rf"(?:(?P<toll>(?:death\s+)?toll)|figure|number|total|tally|count)\s+at\s+(?:{_QUALIFIER}\s+)?(?P<num>{_NUM})",
    re.IGNORECASE,
)
_VAGUE_COUNT = re.compile(r"\b(?:tens of thousands|thousands|hundreds|dozens|millions)\s+of\b", re.IGNORECASE)

_INCIDENTS = [
    (
        "convoy shot at",
        r"\b(?:convoy|ambulances?|buses)\b[^.]{0,60}\b(?:shot at|fired (?:at|on)|came under fire|attacked)\b|"
        r"\b(?:opened fire|fired|shot)\s+(?:on|at)\s+(?:the\s+|a\s+)?(?:\w+\s+)?(?:convoy|buses|ambulances?)\b",
    ),
    ("sniper", r"\bsniper\b"),
    ("car bomb", r"\bcar bomb\w*\b"),
    ("shelling", r"\bshell(?:ing|ed|s)\b"),
    ("air strikes", r"\bair ?strikes?\b|\bbombardment\b|\bair war\b"),
    ("clashes", r"\bclash(?:es|ed)\b|\bfighting (?:erupted|resumed)\b|\bgunfire\b"),
    (
        "ceasefire",
        r"\bcease-?fire\b[^.]{0,80}\b(?:c[oa]mes? into effect|(?:took|takes?|taken|taking) effect|began|"
        r"started|holding)\b|"
        r"\bfighting stopped\b|\bguns fell\b",
    ),
    ("collapse", r"\b(?:collapsed|fell apart|derailed|unraveled|unravelled|scuttled|suspended|halted)\b"),
    (
        "convoy",
        r"\b(?:convoys?|buses|vehicles|caravans)\b[^.]{0,60}"
        r"\b(?:left|crossed|crossing|arrived|rolled out|began|reached)\b|"
        r"\bbegan with a convoy\b",
    ),
]
_INCIDENT_RE = [(topic, re.compile(pattern, re.IGNORECASE)) for topic, pattern in _INCIDENTS]
_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_TIME = re.compile(
    r"(?P<gmt>\(?(?P<gh>\d{1,2}):?(?P<gm>\d{2})\s*(?:GMT|UTC)\)?)|"
    r"(?P<clock>\b(?P<h>\d{1,2})(?::(?P<m>\d{2}))?\s*(?P<ampm>am|pm|a\.m\.|p\.m\.)(?!\w)"
    r"(?P<et>\s*ET)?(?P<local>\s+local time)?)|"
    r"(?P<noon>(?:shortly (?:after|before) )?noon(?: local time)?)|"
    r"(?P<day>\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b(?:\s+(?:morning|afternoon|evening|night))?)|"
    r"(?P<part>\b(?:overnight|dawn|pre-dawn|earlier (?:on|in) the day)\b)",
    re.IGNORECASE,
)
SYRIA_UTC_OFFSET = 2  # Syria kept UTC+2 in winter 2016 ("2:30 pm (1230 GMT)")


# --- helpers -------------------------------------------------------------------
def parse_number(text: str) -> float | None:
    """Digits with thousands separators, or spelled-out numbers ("twenty-one", "five thousand")."""
    text = text.lower().strip()
    scale = 1
    for word, factor in _SCALE_WORDS.items():
        if text.endswith(word):
            text, scale = text[: -len(word)].strip(), factor
            break
    if re.fullmatch(r"[\d,]+(?:\.\d+)?", text):
        value = float(text.replace(",", "")) * scale
        return value if math.isfinite(value) else None
    total = 0
    for part in re.split(r"[\s-]+", text):
        if part in _NUMBER_WORDS:
            total += _NUMBER_WORDS[part]
        elif part in ("a", "dozen"):
            total += 12 if part == "dozen" else 0
        else:
            return None
    return float(total * scale) if text else None


def actor_of(text: str) -> str:
    """The side that a phrase names ("a powerful rebel alliance" -> opposition)."""
    match = _ACTOR_RE.search(text)
    return _ACTOR[match.group(1).lower()] if match else "unknown"


def _times(sentence: str, article_date: str | None) -> tuple[str | None, str | None]:
    """The times a sentence reports, as written and (where possible) in UTC."""
    found = list(_TIME.finditer(sentence))
    if not found:
        return None, None
    reported = "; ".join(m.group().strip(" ()") for m in found)
    day: dt.date | None = None
    try:
        base = dt.date.fromisoformat(article_date) if article_date else None
    except ValueError:
        base = None
    hour = minute = None
    for m in found:
        if m.group("day") and base and day is None:  # the first weekday named is the event's
            weekday = _WEEKDAYS.index(m.group("day").split()[0].lower())
            back = (base.weekday() - weekday) % 7  # the nearest such day: "Wednesday" is the day before a
            day = base - dt.timedelta(days=back) if back <= 3 else base + dt.timedelta(days=7 - back)  # Thursday
        elif m.group("gmt") and hour is None:
            hour, minute = int(m.group("gh")), int(m.group("gm"))
        elif m.group("clock") and hour is None and not m.group("et"):
            h = int(m.group("h")) % 12 + (12 if m.group("ampm").lower().startswith("p") else 0)
            hour, minute = (h - SYRIA_UTC_OFFSET) % 24, int(m.group("m") or 0)
        elif m.group("noon") and hour is None:
            hour, minute = 12 - SYRIA_UTC_OFFSET, 0
    day = day or base
    if day is None:
        return reported, None
    if hour is None or hour > 23 or (minute or 0) > 59:
        return reported, day.isoformat()
    return reported, f"{day.isoformat()}T{hour:02d}:{minute or 0:02d}:00Z"


class _Sentence:
    """A sentence with its place mentions replaced by markers ⟦i⟧."""

    def __init__(self, text: str, start: int, end: int, mentions: Sequence[Mention]):
        self.start, self.end, self.text = start, end, text[start:end]
        self.mentions = list(mentions)
        parts, last = [], start
        for i, m in enumerate(self.mentions):
            parts.append(text[last : m.start])
            parts.append(f"⟦{i}⟧")
            last = m.end
        parts.append(text[last:end])
        self.skeleton = "".join(parts)

    def places(self, group: str | None) -> list[Mention]:
        return [self.mentions[int(i)] for i in re.findall(r"⟦(\d+)⟧", group or "")]

    def before(self, marker_index: int) -> str:
        return self.skeleton[: self.skeleton.index(f"⟦{marker_index}⟧")]


# --- extraction ---------------------------------------------------------------------
def extract_claims(
    article: Article, mentions: Sequence[Mention] | None = None, gazetteer: Gazetteer | None = None
) -> list[Claim]:
    """Read the claims of one article; ``mentions`` default to ``geoparse(article.text)``."""
    gazetteer = gazetteer if gazetteer is not None else load_gazetteer()
    if mentions is None:
        mentions = geoparse(article.text, gazetteer)
    mentions = [m for m in mentions if m.role == "place"]
    text = article.text
    sentences = []
    remaining = iter(sorted(mentions, key=lambda m: m.start))
    mention = next(remaining, None)
    for start, end in sentence_spans(text):  # one walk over both sorted lists
        inside = []
        while mention is not None and mention.start < end:
            if mention.start >= start and mention.end <= end:
                inside.append(mention)
            mention = next(remaining, None)
        sentences.append(_Sentence(text, start, end, inside))

    def claim(kind: str, sentence: _Sentence, mention: Mention | None = None, **values) -> Claim:
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

    def local(place) -> bool:
        return place.key == "syria" or any(p.key == "syria" for p in gazetteer.ancestors(place.key))

    claims: list[Claim] = []
    headline = None  # the first count of people in the last sentence that counted people
    for i, sentence in enumerate(sentences):
        claims += _control(sentence, sentences[i + 1 : i + 3], claim)
        claims += _route(sentence, claim)
        claims += _distances(sentence, claim)
        counts = _counts(sentence, sentences[i + 1 : i + 3], claim, headline)
        headline = next((c for c in counts if c.unit == "people"), headline)
        claims += counts
        claims += _incidents(sentence, sentences[max(0, i - 2) : i], claim, article.date, local)
    return claims


def _control(sentence: _Sentence, following: list[_Sentence], claim) -> list[Claim]:
    out, seen = [], set()
    skeleton = sentence.skeleton
    for pattern in _CONTROL_PATTERNS if "⟦" in skeleton else ():  # these speak of a named place
        for m in pattern.finditer(skeleton):
            groups = m.groupdict()
            actor_text = groups.get("actor") or groups.get("actor2") or groups.get("by") or groups.get("by2") or ""
            actor = actor_of(actor_text)
            noun = (groups.get("noun") or "").lower()
            part = (
                bool(_QUANTIFIED.search(m.group()))  # "most of", "half of", "90 percent of"
                or bool(re.fullmatch(_PART_NOUNS, noun))
                or (groups.get("prep") or "").lower() == "in"
                or groups.get("part") is not None
                and (groups["part"] or "where" not in m.group())
            )
            places = sentence.places(groups["places"])
            if part:
                places = places[:1]
            status = "besieged" if groups.get("besieged") else "held"
            for place in places:
                if (place.start, actor) not in seen:
                    seen.add((place.start, actor))
                    out.append(
                        claim("control", sentence, place, actor=actor, status=status, scope="part" if part else "whole")
                    )
    for m in _SIEGE.finditer(skeleton):
        besieger = actor_of(m.group("by") or m.group("by2") or m.group("by3") or "")
        holder = _OTHER_SIDE.get(besieger, "unknown")
        places = sentence.places(m.group("places"))
        apposition = re.search(rf"(?P<places>{PLACES})\s*,\s*$", skeleton[: m.start()])
        if not places and apposition:  # "al-Fu'ah and Kafriya, two Shi'ite villages besieged by ..."
            places = sentence.places(apposition.group("places"))
        if not places:  # "two Shiite villages besieged by rebels ... heading to Foua and Kfraya"
            wanted = parse_number(m.group("count") or "") or (2 if m.group("noun").lower().endswith("s") else 1)
            settlement = ("village", "town")
            later = [
                x
                for s in [sentence, *following]
                for x in s.mentions
                if x.start > sentence.start + m.end() and x.place and x.place.type in settlement
            ]
            places = later[: int(wanted)]
        for place in places:
            if (place.start, holder) not in seen:
                seen.add((place.start, holder))
                out.append(
                    claim("control", sentence, place, actor=holder, status="besieged", scope="whole", besieger=besieger)
                )
    for m in _BESIEGED_PLACE.finditer(skeleton):
        for place in sentence.places(m.group("places")):
            if not any(c.place_text == place.text and c.start == sentence.start for c in out):
                out.append(claim("control", sentence, place, actor="unknown", status="besieged", scope="whole"))
    return out


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
            # a preposition, not an infinitive ("to evacuate", "to have the opposition surrender")
            if not _PREPOSITION_OBJECT.match(between):
                continue
        if trigger.group("for"):  # "left Khan al-Assal for Atarib", not "the task force for Syria"
            if _LEAVING.search(window[: trigger.start()]):
                return "destination"
            continue
        if _OTHER_PREPOSITION.search(between) and not trigger.group("dest"):
            return None
        return "via" if trigger.group("via") else "destination" if trigger.group("dest") else "origin"
    return None


def _route(sentence: _Sentence, claim) -> list[Claim]:
    if not sentence.mentions or not _MOVEMENT.search(sentence.skeleton):
        return []
    out, previous_role = [], None
    for i, mention in enumerate(sentence.mentions):
        before = sentence.before(i)
        coordinated = re.search(rf"{P}\s*(?:,|and|, and|or)\s*$", before)
        role = previous_role if coordinated else _route_role(before)
        previous_role = role
        if role and mention.place is not None:
            out.append(claim("route", sentence, mention, role=role, topic=f"route@{sentence.start}"))
    return out


def _distances(sentence: _Sentence, claim) -> list[Claim]:
    out = []
    text = sentence.skeleton
    matches = list(_DISTANCE.finditer(text))
    corridor = re.search(r"\b(?:corridor|route|road|passage)\b", text, re.IGNORECASE)
    for k, m in enumerate(matches):
        value = parse_number(m.group("num"))
        if value is None:
            continue
        unit = m.group("unit").lower()
        km = round(value * _UNIT_KM.get(unit, 1.0), 3)
        tail_end = matches[k + 1].start() if k + 1 < len(matches) else len(text)
        tail = text[m.end() : tail_end]
        attributive = re.match(r"\s*(?:humanitarian\s+|evacuation\s+|safe\s+)?(?:corridor|route|road|passage)\b", tail)
        if m.group("long") or attributive or (corridor and re.search(r"\bis\s*$", text[: m.start()])):
            topic = "corridor length" if corridor else "length"
        elif m.group("another") or re.match(r"\s*(?:lie|lies|run|runs|pass|passes|through|across)\b", tail):
            topic = "corridor segment" if corridor else "segment"
        else:
            topic = "distance"
        places = sentence.places(tail) or sentence.places(text[max(0, m.start() - 60) : m.start()])
        actor = actor_of(tail) if topic.endswith("segment") else None
        out.append(
            claim(
                "distance",
                sentence,
                places[0] if places else None,
                value=km,
                unit="km",
                topic=topic,
                qualifier=(m.group("qual") or "").lower() or None,
                actor=actor,
            )
        )
    return out


def _count_topic(noun: str, noun2: str | None, clause: str, after: str) -> str:
    topic = _COUNT_NOUNS.get(noun.lower(), "people")
    if noun.lower() == "members":
        topic = "families"
    if noun2:
        second = _COUNT_NOUNS.get(noun2.split()[-1].lower(), "families")
        if {topic, second} == {"buses", "ambulances"} or "vehicles" in (topic, second):
            return "vehicles"
        if topic == "fighters" and second == "families":
            return "fighters and families"
    if topic in ("people", "civilians") and re.match(r"\s*(?:were\s+|had been\s+)?(?:injured|wounded)\b", after):
        topic = "wounded"
    if topic == "wounded" and re.search(r"\b(?:shot|fired|sniper|attack\w*)\b", clause, re.IGNORECASE):
        return "wounded in attack"
    if topic in ("people", "civilians"):
        if re.search(r"\btrapped|remain|still in|left in\b", clause, re.IGNORECASE):
            return "trapped"
        if re.search(r"\b(?:killed|died|dead|killing)\b", clause, re.IGNORECASE):
            return "dead"
        if re.search(
            r"\bevacuat\w*|brought out|taken out|bus+ed out|transported|left\b|crossed\b", clause, re.IGNORECASE
        ):
            return "evacuated"
    return topic


def _counts(sentence: _Sentence, following: list[_Sentence], claim, headline: Claim | None = None) -> list[Claim]:
    """Counts of people and vehicles: "some 3,000 civilians", "20 buses", "fighters numbering 1,500 to 5,000".

    ``headline`` is the first count of people in the last sentence before that counted people: what a figure
    with no count of its own before it in its sentence ("put the figure at 7,500") counts.
    """
    text = sentence.skeleton
    siege = _SIEGE.search(text)
    # vehicles sent to unnamed besieged villages ("heading to two Shiite villages") go to the villages named nearby
    villages = [
        x for s in (sentence, *following) for x in s.mentions if x.place and x.place.type in ("village", "town")
    ]
    found = []  # (match, topic, unit); a figure read from the sentence before has the topic None
    for m in _COUNT.finditer(text):
        if not _DISTANCE.match(text, m.start()):
            clause = text[max(0, m.start() - 80) : m.end() + 80]
            topic = _count_topic(m.group("noun"), m.group("noun2"), clause, text[m.end() : m.end() + 30])
            found.append(
                (m, topic, "vehicles" if topic in ("buses", "ambulances", "vehicles", "convoys") else "people")
            )
    for m in _COUNT_AFTER.finditer(text):
        found.append(
            (m, _count_topic(m.group("noun"), None, text[max(0, m.start() - 80) : m.end() + 80], ""), "people")
        )
    taken = [(m.start(), m.end()) for m, _, _ in found]
    for m in _COUNT_PASSIVE.finditer(text):
        if not any(s <= m.start() < e for s, e in taken):
            verb = m.group("verb").lower()
            found.append((m, {"injured": "wounded", "killed": "dead"}.get(verb, verb), "people"))
    for m in _COUNT_PARTICIPLE.finditer(text):
        if not any(s <= m.start("num") < e for s, e in taken):
            found.append((m, "dead" if m.group("verb").lower() == "killing" else "wounded", "people"))
    for m in _COUNT_FIGURE.finditer(text):
        if any(s <= m.start("num") < e for s, e in taken):
            continue  # "put the figure at 7,500 people": counted already
        # the nearest count of people before it in the sentence, else the headline of the sentence before
        earlier = [topic for other, topic, unit in found if unit == "people" and other.start() < m.start()]
        if m.group("toll") or earlier or headline:
            found.append((m, "dead" if m.group("toll") else (earlier[-1] if earlier else None), "people"))
    out = []
    for m, topic, unit in found:
        value = parse_number(m.group("num"))
        if value is None:
            continue
        groups = m.groupdict()
        places = sentence.places(text[m.end() :]) or sentence.places(text[: m.start()])
        # "29 buses ... heading to two villages besieged"
        if unit == "vehicles" and siege and m.start() < siege.start():
            places = villages[:1]
        count = claim(
            "count",
            sentence,
            places[0] if places else None,
            value=value,
            value_max=parse_number(groups["num2"]) if groups.get("num2") else None,
            unit=unit,
            topic=topic if topic is not None else headline.topic,
            qualifier=(groups.get("qual") or "").lower() or None,
        )
        if topic is None and not places:  # the figure counts where the headline counted
            count = replace(count, place_key=headline.place_key, place_text=headline.place_text)
        out.append(count)
    return out


def _incidents(sentence: _Sentence, previous: list[_Sentence], claim, article_date: str | None, local) -> list[Claim]:
    out = []
    times = None
    for topic, pattern in _INCIDENT_RE:
        found = pattern.search(sentence.text)
        if not found:
            continue
        reported, utc = times = times or _times(sentence.text, article_date)
        anchor = sentence.start + found.start()
        nearby = sorted(sentence.mentions, key=lambda m: abs(m.start - anchor))
        located_by = "sentence"
        if not nearby:  # "a volunteer had been shot by a sniper": the place of the sentences before
            nearby = [m for s in reversed(previous) for m in reversed(s.mentions)]
            located_by = "context"
        # events on the ground happen where the war is: a Syrian place, not "mediated by Russia"
        place = next((m for m in nearby if m.place is not None and local(m.place)), None)
        out.append(
            claim(
                "incident",
                sentence,
                place,
                topic=topic,
                time_reported=reported,
                time_utc=utc,
                located_by=located_by if place else None,
            )
        )
    return out


# --- tables ---------------------------------------------------------------------
def claims_frame(claims: Iterable[Claim]):
    """The claims as a pandas DataFrame with the columns of :class:`Claim`."""
    import pandas as pd

    return pd.DataFrame([asdict(c) for c in claims], columns=CLAIM_COLUMNS)


def agreement(claims: Iterable[Claim], *, group_of=None):
    """Compare the counts that several articles give for one topic.

    Returns a DataFrame: topic, group, unit, values (JSON ``{article: [values]}``), articles,
    verdict (``agree`` when every article gives the same value, ``differ`` otherwise, ``single``
    when only one article reports the topic). ``group_of(claim)`` separates operations that
    share a topic (the Foua/Kafraya convoy from the Aleppo one); by default all share one group.
    """
    import pandas as pd

    table: dict[tuple[str, str, str], dict[str, list]] = {}
    for c in claims:
        if c.kind != "count" or c.value is None:
            continue
        group = group_of(c) if group_of else ""
        value = _figure(c.value) if c.value_max is None else f"{_figure(c.value)}–{_figure(c.value_max)}"
        label = f"{c.qualifier} {value}" if c.qualifier else value
        entry = table.setdefault((c.topic, group, c.unit), {})
        entry.setdefault(c.article, [])
        if label not in entry[c.article]:
            entry[c.article].append(label)
    rows = []
    for (topic, group, unit), per_article in sorted(table.items()):
        numbers = {_plain(v) for values in per_article.values() for v in values}
        verdict = "single" if len(per_article) == 1 else "agree" if len(numbers) == 1 else "differ"
        rows.append(
            {
                "topic": topic,
                "group": group,
                "unit": unit,
                "values": json.dumps(per_article, ensure_ascii=False, sort_keys=True),
                "articles": len(per_article),
                "verdict": verdict,
            }
        )
    return pd.DataFrame(rows, columns=["topic", "group", "unit", "values", "articles", "verdict"])


def _figure(value: float) -> str:
    """A figure as written, every digit kept: 3000, 1234567, 2.5."""
    return format(value, ".15g")


def _plain(label: str) -> str:
    """The number behind a label: "about 3000" and "3000" are the same figure."""
    return label.split()[-1]
