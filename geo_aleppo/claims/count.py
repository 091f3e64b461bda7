"""Counts of people and vehicles: evacuated, wounded, trapped, fighters, buses and more."""

from __future__ import annotations

import bisect
import re
from dataclasses import replace

import ahocorasick

from .anchors import Scans
from .distance import DISTANCE
from .lexicon import COUNT_NOUNS, NOT_PERSONS, NUMBER_WORDS, PERSON_ENDINGS, SCALE_WORDS, VEHICLE_TOPICS
from .numbers import NUM, QUALIFIER, parse_number
from .record import Claim, ClaimMaker
from .sentence import PLACES, Sentence

# (counts: the besieged places a count of people leaving is about; moved here with the regex control readers'
# removal, issue 22)
# a place noun and its besieger: "three towns besieged by the army", "villages ... under rebel siege"
SIEGE = re.compile(
    rf"(?:(?P<count>two|three|four|\d{{1,3}}(?!\d))\s+)?(?:[\w'’-]{{1,40}}\s+){{0,2}}?(?P<noun>villages|towns|village|town|enclave|areas|city),?\s+"
    rf"(?:[\w'’-]{{1,40}}\s+|⟦\d+⟧\s+){{0,5}}?(?:(?:besieged|encircled|surrounded)\s+by\s+(?P<by>[\w-]{{1,40}}(?:\s+[\w-]{{1,40}})?)|"
    rf"under\s+(?P<by2>[\w-]{{1,40}})\s+siege|under\s+siege\s+(?:by|from)\s+(?P<by3>(?:the\s+)?[\w-]{{1,40}}(?:\s+of)?(?:\s+[\w-]{{1,40}})?))"
    rf"(?:\s+(?:of|in)\s+(?P<places>{PLACES}))?",
    re.IGNORECASE,
)

NUMBER_ALT = "|".join([*NUMBER_WORDS, *SCALE_WORDS])

__all__ = ["read_counts", "CUE", "has_cue"]

# a sentence without a number counts nothing
CUE = re.compile(rf"\d|\b(?:{NUMBER_ALT})\b|\b(?:was|been)\s+(?:killed|wounded|injured|shot)\b", re.IGNORECASE)

_NOUN = rf"(?:{'|'.join(COUNT_NOUNS)}|members|{PERSON_ENDINGS})"
_COUNT = re.compile(
    rf"(?:{QUALIFIER}\s+)?(?:(?P<between>between)\s+)?(?P<num>{NUM})"
    rf"(?:\s*(?:and|to|-|–)\s*(?P<num2>{NUM}))?\s+(?:(?:more|other|of\s+(?:their|the|those|these))\s+)?"
    rf"(?P<adj>(?:(?!(?:of|the|to|in|from|and|with|on|for)\b)[^\W\d_][\w-]{{0,39}}\s+){{0,2}}?)(?P<noun>{_NOUN})\b"
    rf"(?P<and>\s+and\s+(?:(?:their|other|the)\s+)?(?P<noun2>{'|'.join(COUNT_NOUNS)}|family members))?",
    re.IGNORECASE,
)
_OF_THE_ONE = re.compile(r"\s+of\s+(?:the|those|these|their)\b", re.IGNORECASE)
_HARM_BEFORE = re.compile(r"\b(?:wounding|injuring|killing)\s+$", re.IGNORECASE)
_NOUN_RE = re.compile(rf"\b{_NOUN}\b", re.IGNORECASE)
# a year in a date or dateline is never a count: "May 3, 2017 - Buses …", "in December 2016"
_MONTH_BEFORE = re.compile(
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?$",
    re.IGNORECASE,
)
_YEAR_PREPOSITION = re.compile(r"\b(?:in|since|of|year|until|by|from|to)\s+$", re.IGNORECASE)
_YEAR = re.compile(r"(?:1[89]|20)\d\d")
_DASH_AFTER = re.compile(r"\s*[-–—]\s")


# an age or a share is no count: "children aged 5 to 12", "those aged over 60", "40 percent were children"
_AGE_BEFORE = re.compile(
    r"\bage[ds]?\s+(?:of\s+|between\s+|from\s+|over\s+|under\s+)?(?:\d{1,3}\s*(?:to|and|-|–)\s*)?$", re.IGNORECASE
)
_SHARE_AFTER = re.compile(r"\s*(?:%|per\s*cent\b|percent\b)", re.IGNORECASE)
# money is no count: "2,000 dollars per family", "$500 per person", "1,000 Syrian pounds", "500 a head"
_CURRENCY = r"(?:dollars?|euros?|pounds?|liras?|lire|riyals?|dinars?|dirhams?|rubles?|roubles?|cents?|usd|syp|eur)"
_MONEY_AFTER = re.compile(
    rf"\s*(?:(?:[^\W\d_][\w-]{{0,39}}\s+)?{_CURRENCY}\b|(?:per|a|each)\s+(?:head|person|family|individual)\b)",
    re.IGNORECASE,
)
_MONEY_BEFORE = re.compile(r"(?:[$€£]|\b(?:us\$|usd|syp|sp|eur)\s*)$", re.IGNORECASE)
# a numbered vehicle or batch is no count: "Bus 12 left", "Convoy No. 3", "buses 12 and 13", "batch number 4"
_NUMBERED_BEFORE = re.compile(
    r"\b(?:(?:bus(?:es|ses)?|convoys?|coach(?:es)?|trucks?|cars?|vehicles?|ambulances?|batch(?:es)?|groups?|"
    r"minibus(?:es)?|phases?|rounds?)\s+(?:no\.?\s*|number\s+|#\s*)?|\bno\.\s*|\bnumber\s+|#\s*)$",
    re.IGNORECASE,
)
# a figure "of" something that is neither people nor vehicles counts neither: "the number of hours rose to 40"
_OF_PEOPLE = re.compile(
    r"\b(?:those|who|evacuat\w*|displac\w*|kill\w*|dead|deaths|wound\w*|injur\w*|trapped|left|leaving|fled|besieged)\b",
    re.IGNORECASE,
)
# a dot before three digits separates thousands in a count (European style): "1.500 people" is 1500
_DOTTED_THOUSANDS = re.compile(r"\d{1,3}\.\d{3}")
# a count denied is none: "no one was killed", "not a single civilian has left", "nobody" (never read as one)
_DENIED_BEFORE = re.compile(r"\b(?:no|not|nor|never|without)\s+(?:even\s+)?$", re.IGNORECASE)
# a number in a condition states no count: "If 5,000 more leave ⟦A⟧", "unless 300 fighters surrender" (a
# condition ends at a clause break: "if the deal holds, 5,000 people will leave" counts them)
_CONDITION_BEFORE = re.compile(r"\b(?:if|unless|whether|in\s+case)\b[^,;:.]*$", re.IGNORECASE)
# a number that is the whole of a population, not the people who moved: a share of it ("10 percent of the
# 400,000 residents", "half of its 20,000 people"), "home to 400,000", "a population of 400,000"
_DETERMINERS = (
    r"(?:(?:the|its|their|his|her|an?|estimated|some|about|around|roughly|nearly|almost|over|more\s+than)\s+)"
)
_TOTAL_BEFORE = re.compile(
    rf"(?:\b(?:percent|per\s*cent|%|half|third|quarter|fraction|proportion|majority|minority|share|handful)\s+of\s+"
    rf"|\bhome\s+to\s+|\bpopulation\s+of\s+|\b(?:populated|inhabited)\s+by\s+){_DETERMINERS}{{0,3}}$",
    re.IGNORECASE,
)
# ... or the number of those who live there, opening a clause ("Of the 400,000 residents, only 40,000 left")
_OF_THE_BEFORE = re.compile(rf"(?:^|[,;:(]\s*)of\s+{_DETERMINERS}{{1,3}}$", re.IGNORECASE)
_RESIDENTS_AFTER = re.compile(r"\s+(?:[\w-]+\s+)?(?:residents|inhabitants|population|people\s+living)\b", re.I)


def _is_date(text: str, m: re.Match) -> bool:
    """A number that is a day or a year of a date, or the year of a dateline ("May 3, 2017 - …", "2018 — …").

    A year-shaped number (no thousands separator) with words between it and its noun names the
    year of something ("the 2012 uprising drove rebels …"), not how many.
    """
    start = m.start("num")
    before = text[max(0, start - 24) : start]
    if _MONTH_BEFORE.search(before):
        return True
    if not _YEAR.fullmatch(m.group("num")):
        return False
    return bool(
        _YEAR_PREPOSITION.search(before) or _DASH_AFTER.match(text, m.end("num")) or start == 0
        or (m.groupdict().get("adj") or "").strip()
    )


def _not_a_count(text: str, m: re.Match) -> bool:
    """A date, an age, a share, a number in a condition or a whole population, where a count pattern matched."""
    start = m.start("num")
    return (
        _is_date(text, m)
        or bool(_AGE_BEFORE.search(text, max(0, start - 30), start))
        or bool(_SHARE_AFTER.match(text, m.end("num")))
        or bool(_MONEY_AFTER.match(text, m.end("num")))
        or bool(_MONEY_BEFORE.search(text, max(0, start - 6), start))
        or bool(_DENIED_BEFORE.search(text, max(0, start - 16), start))
        or bool(_NUMBERED_BEFORE.search(text, max(0, start - 24), start))
        or bool(_CONDITION_BEFORE.search(text, max(0, start - 80), start))
        or bool(_TOTAL_BEFORE.search(text, max(0, start - 40), start))
        or bool(_OF_THE_BEFORE.search(text, max(0, start - 30), start) and _RESIDENTS_AFTER.match(text, m.end("num")))
    )


def _of_other_things(of: str | None) -> bool:
    """Whether the "of" phrase of a figure names something that is neither people nor vehicles."""
    if not of:
        return False
    named = _NOUN_RE.search(of)
    if named and named.group().lower() not in NOT_PERSONS:
        return False
    return not _OF_PEOPLE.search(of)


# partitives: "301 wounded, 67 of them children", "Of the evacuees, 93 were …", "cars …, 100 of them"
_PARTITIVE = re.compile(
    rf"(?:{QUALIFIER}\s+)?(?P<num>{NUM})\s+of\s+(?:them|whom|those)\b(?:\s+(?:were\s+|are\s+)?(?P<noun>{_NOUN})\b)?",
    re.IGNORECASE,
)
_OF_THE = re.compile(
    rf"\b[Oo]f\s+(?:the|these|those)\s+(?:[^\W\d_][\w-]{{0,39}}\s+)?(?P<noun>{_NOUN}),\s+(?:{QUALIFIER}\s+)?(?P<num>{NUM})\b",
)
# a bare number as the subject or object of leaving: "25,000 have left", "helped 900 leave", "2,000 fled"
_COUNT_MOVING = re.compile(
    rf"(?:{QUALIFIER}\s+)?(?P<num>{NUM})\s+(?:more\s+)?(?:(?:have|has|had|had\s+been|have\s+been|were|would|will)\s+)?"
    r"(?P<verb>left|leave|fled|crossed|departed|exited|reached|arrived|evacuated|been\s+evacuated)\b",
    re.IGNORECASE,
)
# one person harmed: "a driver was killed", "an aid worker was wounded"
_ONE_HARMED = re.compile(
    rf"\b(?P<num>a|an|one)\s+(?:[^\W\d_][\w-]{{0,39}}\s+)?"
    rf"(?P<noun>{_NOUN}|[a-z]{{3,}}(?:er|or|ist|ian|ant|ent|man|woman|child|person|boy|girl))\s+"
    rf"(?:was|had\s+been|has\s+been)\s+"
    r"(?P<verb>killed|wounded|injured|shot)\b",
    re.IGNORECASE,
)
# the noun first: "gunmen, numbering some 400", "evacuees totalling 2,000 to 3,000"
_COUNT_AFTER = re.compile(
    rf"(?P<noun>{'|'.join(COUNT_NOUNS)})\b,?\s+(?:numbering|totall?ing|estimated at)\s+(?:{QUALIFIER}\s+)?"
    rf"(?:(?P<between>between)\s+)?(?P<num>{NUM})(?:\s*(?:and|to|-|–)\s*(?P<num2>{NUM}))?",
    re.IGNORECASE,
)
_COUNT_PASSIVE = re.compile(
    rf"(?:{QUALIFIER}\s+)?(?P<num>{NUM})\s+(?:others\s+)?(?:were|are|was|had been|have been)\s+"
    r"(?P<verb>wounded|injured|killed|evacuated|trapped)",
    re.IGNORECASE,
)
# a figure that rose or stands at a number: "the number rose to 4,500", "bringing the total of evacuees to 9,000",
# "the toll has climbed to 30"
_FIGURE_ROSE = re.compile(
    rf"\b(?:(?:the|its|their|this|that)\s+|bringing\s+(?:the|its|their)\s+)(?:(?P<toll>(?:death\s+)?toll)|"
    rf"figure|number|total|tally|count)(?:\s+of\s+(?P<of>[^.;,]{{1,80}}?))?\s+(?:(?:has|had|have)\s+)?"
    rf"(?:(?:rose|risen|rises|climbed|climbs|reached|reaches|increased|grew|grown|jumped|swelled|went\s+up|"
    rf"stood|stands)\s+(?:to\s+|at\s+)?|to\s+)(?:{QUALIFIER}\s+)?(?P<num>{NUM})",
    re.IGNORECASE,
)
# a number as the object of moving people out, its noun left out: "evacuated 3,000 yesterday", "bused out 900"
_MOVED_BARE = re.compile(
    rf"\b(?:evacuated|evacuating|evacuate|evacuates|bus+ed(?:\s+out)?|ferried|relocated|rescued|"
    rf"(?:brought|took|taken|got|getting|bringing|taking|pulled)\s+out)\s+(?:(?:another|a\s+further)\s+)?"
    rf"(?:{QUALIFIER}\s+)?(?P<num>{NUM})(?=\s*(?:[,.;:)]|$)|\s+(?:more\s+)?(?:from|out|to|on|in|yesterday|today|tonight|"
    rf"overnight|so\s+far|since|by|during|over|last|this|as|and|before|after|while|under|within)\b)",
    re.IGNORECASE,
)
# participles of harm: "killing two people and wounding six"
_COUNT_PARTICIPLE = re.compile(
    rf"\b(?P<verb>killing|wounding|injuring)\s+(?:{QUALIFIER}\s+)?(?P<num>{NUM})\b"
    rf"(?![\s-]*(?:km|kilomet|miles?|per|years?|months?)\b)",  # not an age ("wounding a 9-year-old")
    re.IGNORECASE,
)
# "officials put the number at about 900": a count of what the text counted just before
_COUNT_FIGURE = re.compile(
    rf"\b(?:put|puts|putting|gave|gives|estimated|estimates|placed|places)\s+(?:the|its|their|that|this)\s+"
    rf"(?:(?P<toll>(?:death\s+)?toll)|figure|number|total|tally|count)(?:\s+of\s+(?P<of>[^.;]{{1,80}}?))?\s+at\s+"
    rf"(?:{QUALIFIER}\s+)?(?P<num>{NUM})",
    re.IGNORECASE,
)
_VAGUE_COUNT = re.compile(r"\b(?:tens of thousands|thousands|hundreds|dozens|millions)\s+of\b", re.IGNORECASE)


_HURT_AFTER = re.compile(r"\s*(?:were\s+|had been\s+)?(?:injured|wounded)\b")
_ATTACK = re.compile(r"\b(?:shot|fired|sniper|attack\w*)\b", re.IGNORECASE)
_TRAPPED = re.compile(r"\btrapped|remain|still in|left in\b", re.IGNORECASE)
_KILLED = re.compile(r"\b(?:killed|died|dead|killing)\b", re.IGNORECASE)
# people counted with a verb of leaving, or beside buses or a convoy, are evacuees
_EVACUATED = re.compile(
    r"\bevacuat\w*|brought out|taken out|bus+ed\b|transported|\bleft\b|\bleav(?:e|ing)\b|crossed\b|depart\w*|"
    r"\bexit\w*|\bbus(?:es|ses)?\b|\bconvoys?\b|"
    r"\b(?:got|get|gets|getting|brought|bring|took|taken|let|pulled)\s+(?:[\w,-]{1,40}\s+){0,4}?out\b",  # "got 900 out"
    re.IGNORECASE,
)
# people counted as waiting have not left yet: "more than 5,000 people waited for the buses"
_WAITING = re.compile(r"^[^.;:]{0,40}?\b(?:waited|waiting|wait)\b", re.IGNORECASE)


def _count_topic(noun: str, noun2: str | None, clause: str, after: str) -> str:
    topic = COUNT_NOUNS.get(noun.lower(), "people")
    if topic in VEHICLE_TOPICS and noun2 is None:
        return topic
    if noun.lower() == "members":
        topic = "families"
    if noun2:
        second = COUNT_NOUNS.get(noun2.split()[-1].lower(), "families")
        if {topic, second} == {"buses", "ambulances"} or "vehicles" in (topic, second):
            return "vehicles"
        if topic == "fighters" and second == "families":
            return "fighters and families"
    if topic in ("people", "civilians") and _HURT_AFTER.match(after):
        topic = "wounded"
    if topic == "wounded" and _ATTACK.search(clause):
        return "wounded in attack"
    if topic in ("people", "civilians"):
        if _TRAPPED.search(clause):
            return "trapped"
        if _KILLED.search(clause):
            return "dead"
        if _WAITING.match(after):
            return topic
        if _EVACUATED.search(clause):
            return "evacuated"
    return topic


_DIGIT = re.compile(r"\d")
_NUMBER_WORDS = (
    *NUMBER_WORDS,
    *SCALE_WORDS,
    "was killed",
    "was wounded",
    "was injured",
    "was shot",
    "been killed",
    "been wounded",
    "been injured",
    "been shot",
)


_NUMBER_CUES = ahocorasick.Automaton()  # the number words, found in one pass
for _word in _NUMBER_WORDS:
    _NUMBER_CUES.add_word(_word, _word)
_NUMBER_CUES.make_automaton()


def has_cue(skeleton: str, low: str) -> bool:
    """Whether a sentence holds a digit or a number word (a superset of what :data:`CUE` finds, but cheap).

    ``low`` is the skeleton lowercased; a number word is any of its substrings in :data:`_NUMBER_WORDS`.
    """
    return bool(_DIGIT.search(skeleton)) or next(_NUMBER_CUES.iter(low), None) is not None


def _has(low: str, words: tuple[str, ...]) -> bool:
    """Whether the lowercased sentence holds one of the words a pattern cannot match without."""
    return any(word in low for word in words)


class _Spans:
    """Spans of the skeleton already read as counts; ``covers`` in log time."""

    def __init__(self, spans):
        merged: list[list[int]] = []
        for start, end in sorted(spans):
            if merged and start <= merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], end)
            else:
                merged.append([start, end])
        self.starts = [s for s, _ in merged]
        self.ends = [e for _, e in merged]

    def covers(self, position: int) -> bool:
        i = bisect.bisect_right(self.starts, position) - 1
        return i >= 0 and position < self.ends[i]


def read_counts(
    sentence: Sentence, following: list[Sentence], claim: ClaimMaker, headline: Claim | None = None
) -> list[Claim]:
    """Counts of people and vehicles: "some 3,000 civilians", "20 buses", "fighters numbering 1,500 to 5,000".

    ``headline`` is the first count of people in the last sentence before that counted people: what a figure
    with no count of its own before it in its sentence ("put the figure at 7,500") counts.
    """
    if not sentence.can_match(SCANS):
        return []  # every count below comes from a match of one of its scans: none can match
    text = sentence.skeleton
    low = sentence.low
    # each pattern is tried only where one of its first words (a hedge, "between", a number) begins: see anchors
    siege = SIEGE.search(text) if _has(low, ("besieged", "encircled", "surrounded", "siege")) else None
    # vehicles sent to unnamed besieged villages go to the villages named nearby
    villages = [
        x for s in (sentence, *following) for x in s.mentions if x.place and x.place.type in ("village", "town")
    ]
    found = []  # (match, topic, unit); a figure read from the sentence before has the topic None
    for m in sentence.finditer(_COUNT):
        noun = m.group("noun").lower()
        if noun not in COUNT_NOUNS and noun != "members" and noun in NOT_PERSONS:
            continue
        if _is_date(text, m) or (m.group("num").lower() == "one" and _OF_THE_ONE.match(text, m.end("num"))):
            continue  # a year, or "one of the buses" (a single one, not a count)
        harmed = _HARM_BEFORE.search(text, max(0, m.start() - 14), m.start())
        if harmed:  # "wounding three people": the participle says what happened to them
            found.append((m, "dead" if harmed.group().lower().startswith("kill") else "wounded", "people"))
            continue
        if not DISTANCE.match(text, m.start()):
            clause = text[max(0, m.start() - 80) : m.end() + 80]
            topic = _count_topic(m.group("noun"), m.group("noun2"), clause, text[m.end() : m.end() + 30])
            found.append(
                (m, topic, "vehicles" if topic in ("buses", "ambulances", "vehicles", "convoys") else "people")
            )
    for m in (
        sentence.finditer(_COUNT_AFTER, ("numbering", "totaling", "totalling", "estimated at"))
    ):
        found.append(
            (m, _count_topic(m.group("noun"), None, text[max(0, m.start() - 80) : m.end() + 80], ""), "people")
        )
    for m in (
        sentence.finditer(_PARTITIVE, (" of them", " of whom", " of those"))
    ):  # the topic of its noun, else of the count before it
        if m.group("noun") and m.group("noun").lower() in NOT_PERSONS:
            continue
        # its noun, else the nearest counted noun before it ("cars of their own, 100 of them")
        nouns = [n for n in _NOUN_RE.findall(text, max(0, m.start() - 200), m.start()) if n.lower() not in NOT_PERSONS]
        noun = m.group("noun") or (nouns[-1] if nouns else None)
        if noun:
            clause = text[max(0, m.start() - 80) : m.end() + 80]
            topic = _count_topic(noun, None, clause, "")
            found.append((m, topic, "vehicles" if topic in VEHICLE_TOPICS else "people"))
    for m in sentence.finditer(_OF_THE, ("of the", "of these", "of those")):
        if m.group("noun").lower() not in NOT_PERSONS:
            topic = _count_topic(m.group("noun"), None, "", "")
            found.append((m, topic, "vehicles" if topic in VEHICLE_TOPICS else "people"))
    taken = _Spans(m.span("num") for m, _, _ in found)
    for m in (
        sentence.finditer(
            _COUNT_MOVING,
            ("left", "leave", "fled", "crossed", "departed", "exited", "reached", "arrived", "evacuated"),
        )
    ):
        if not taken.covers(m.start("num")) and not _is_date(text, m):
            found.append((m, "evacuated", "people"))
    taken = _Spans(m.span("num") for m, _, _ in found)  # "2,000 were evacuated" is read once, not twice
    for m in sentence.finditer(_ONE_HARMED, ("killed", "wounded", "injured", "shot")):
        if m.group("noun").lower() not in NOT_PERSONS and not taken.covers(m.start("num")):  # "one person": once
            found.append((m, "dead" if m.group("verb").lower() == "killed" else "wounded", "people"))
    for m in sentence.finditer(_COUNT_PASSIVE, ("were", "are", "was", "been")):
        if not taken.covers(m.start("num")):
            verb = m.group("verb").lower()
            found.append((m, {"injured": "wounded", "killed": "dead"}.get(verb, verb), "people"))
    for m in sentence.finditer(_COUNT_PARTICIPLE, ("killing", "wounding", "injuring")):
        if not taken.covers(m.start("num")):
            found.append((m, "dead" if m.group("verb").lower() == "killing" else "wounded", "people"))
    for m in sentence.finditer(_COUNT_FIGURE, (" at ",)):
        if taken.covers(m.start("num")):
            continue  # "put the figure at 900 people": counted already
        # the nearest count of people before it in the sentence, else the headline of the sentence before
        # the last one found before it, searched from the end (not a list rebuilt per match)
        earlier = next(
            ((topic,) for other, topic, unit in reversed(found) if unit == "people" and other.start() < m.start()), ()
        )
        if _of_other_things(m.group("of")):
            continue  # "put the number of shells at 400"
        named = _NOUN_RE.search(m.group("of") or "")  # "put the number of civilians evacuated at 12,000"
        if named:
            clause = text[max(0, m.start() - 80) : m.end() + 80]
            found.append((m, _count_topic(named.group(), None, clause, ""), "people"))
        elif m.group("toll") or earlier or headline:
            found.append((m, "dead" if m.group("toll") else (earlier[0] if earlier else None), "people"))
    taken = _Spans(m.span("num") for m, _, _ in found)
    for m in sentence.finditer(_MOVED_BARE, ("evacuat", "bus", "ferried", "relocated", "rescued", " out ")):
        if not taken.covers(m.start("num")) and not _YEAR.fullmatch(m.group("num")):  # "evacuated 2016 …": no count
            found.append((m, "evacuated", "people"))
    for m in sentence.finditer(_FIGURE_ROSE, ("toll", "figure", "number", "total", "tally", "count")):
        if taken.covers(m.start("num")):
            continue
        if _of_other_things(m.group("of")):
            continue  # "the number of hours rose to 40": no people, and not the people counted before
        named = _NOUN_RE.search(m.group("of") or "")  # "the number of evacuees rose to 4,500"
        earlier = next(
            (topic for other, topic, unit in reversed(found) if unit == "people" and other.start() < m.start()), None
        )
        if named:
            clause = text[max(0, m.start() - 80) : m.end() + 80]
            topic = _count_topic(named.group(), None, clause, "")
            found.append((m, topic, "vehicles" if topic in VEHICLE_TOPICS else "people"))  # "the number of buses"
        elif m.group("toll") or earlier or headline:  # a figure of what the text counted before it
            found.append((m, "dead" if m.group("toll") else earlier, "people"))
    out = []
    for m, topic, unit in found:
        if m.group("num").lower() not in ("a", "an", "one") and _not_a_count(text, m):
            continue
        if m.group("num").lower() in ("a", "an", "one") and _DENIED_BEFORE.search(
            text, max(0, m.start("num") - 16), m.start("num")
        ):
            continue  # "no one was killed", "not a single bus left"
        value = 1.0 if m.group("num").lower() in ("a", "an") else parse_number(m.group("num"))
        if _DOTTED_THOUSANDS.fullmatch(m.group("num")):  # "1.500 people": no count of people has a fraction
            value = float(m.group("num").replace(".", ""))
        if not value:
            continue
        groups = m.groupdict()
        nearest = sentence.place_after(m.end()) or sentence.place_before(m.start())
        places = [nearest] if nearest else []
        # vehicles heading to besieged villages named later
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


#: Every scan of :func:`read_counts` (see :class:`~geo_aleppo.claims.anchors.Scans`): list a new one here.
SCANS = Scans(
    "counts",
    (_COUNT, ()),
    (_COUNT_AFTER, ("numbering", "totaling", "totalling", "estimated at")),
    (_PARTITIVE, (" of them", " of whom", " of those")),
    (_OF_THE, ("of the", "of these", "of those")),
    (_COUNT_MOVING, ("left", "leave", "fled", "crossed", "departed", "exited", "reached", "arrived", "evacuated")),
    (_ONE_HARMED, ("killed", "wounded", "injured", "shot")),
    (_COUNT_PASSIVE, ("were", "are", "was", "been")),
    (_COUNT_PARTICIPLE, ("killing", "wounding", "injuring")),
    (_COUNT_FIGURE, (" at ",)),
    (_MOVED_BARE, ("evacuat", "bus", "ferried", "relocated", "rescued", " out ")),
    (_FIGURE_ROSE, ("toll", "figure", "number", "total", "tally", "count")),
)
