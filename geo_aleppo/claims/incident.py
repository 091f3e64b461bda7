"""Incidents: what happened on the ground (shelling, a convoy shot at, a ceasefire), where and when."""

from __future__ import annotations

import re
from collections.abc import Callable

import ahocorasick

from ..gazetteer import Place
from .record import Claim, ClaimMaker
from .sentence import Sentence
from .times import read_times

__all__ = ["read_incidents", "CUE", "has_cue"]

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
        # a convoy or the first buses as the start of a movement, any verb: "the evacuation started with two
        # convoys", "the first buses set off", "a first convoy moved out"
        r"\b(?:began|begun|begins|started|starts|opened|kicked off)\s+with\s+(?:the\s+|a\s+)?(?:[\w-]+\s+){0,2}?"
        r"(?:convoys?|buses|vehicles|caravans)\b|"
        r"\bfirst\s+(?:[\w-]+\s+){0,2}?(?:convoys?|buses|vehicles|caravans)\b[^.]{0,40}?"
        r"\b(?:set\s+(?:off|out)|departed|moved|pulled\s+out|rolled|headed|drove|entered|started|got\s+under\s*way)\b",
    ),
]
_INCIDENT_RE = [(topic, re.compile(pattern, re.IGNORECASE)) for topic, pattern in _INCIDENTS]
# words each topic's pattern cannot match without (any one), checked by substring before its scan
_TOPIC_WORDS = {
    "convoy shot at": ("fire", "shot", "attack"),
    "sniper": ("sniper",),
    "car bomb": ("car bomb",),
    "shelling": ("shell",),
    "air strikes": ("air", "bombardment"),
    "clashes": ("clash", "fighting", "gunfire"),
    "ceasefire": ("cease", "fighting stopped", "guns fell"),
    "collapse": ("collapsed", "fell apart", "derailed", "unravel", "scuttled", "suspended", "halted"),
    "convoy": ("convoy", "buses", "vehicles", "caravan"),
}
assert set(_TOPIC_WORDS) == {topic for topic, _ in _INCIDENTS}
_ALL_WORDS = tuple(word for words in _TOPIC_WORDS.values() for word in words)


_TOPICS_OF = ahocorasick.Automaton()  # each word -> the topics that need it: one pass gives the topics cued
for _word in _ALL_WORDS:
    _TOPICS_OF.add_word(_word, frozenset(t for t, words in _TOPIC_WORDS.items() if _word in words))
_TOPICS_OF.make_automaton()


def has_cue(low: str) -> bool:
    """Whether a lowercased sentence holds a word some incident pattern needs (as a substring)."""
    return next(_TOPICS_OF.iter(low), None) is not None


def _cued(low: str) -> set[str]:
    """The topics whose words a lowercased sentence holds (as substrings)."""
    found: set[str] = set()
    for _end, topics in _TOPICS_OF.iter(low):
        found |= topics
    return found


# one pass tells whether any incident pattern can match
CUE = re.compile("|".join(f"(?:{pattern})" for _, pattern in _INCIDENTS), re.IGNORECASE)


def read_incidents(
    sentence: Sentence,
    previous: list[Sentence],
    claim: ClaimMaker,
    article_date: str | None,
    local: Callable[[Place], bool],
) -> list[Claim]:
    """What happened, where (a Syrian place of the sentence, else of ``previous``) and when."""
    out = []
    times = None
    cued = _cued(sentence.text.lower())
    for topic, pattern in _INCIDENT_RE:
        if topic not in cued:
            continue
        found = pattern.search(sentence.text)
        if not found:
            continue
        reported, utc = times = times or read_times(sentence.text, article_date)
        anchor = sentence.start + found.start()
        nearby = sorted(sentence.mentions, key=lambda m: abs(m.start - anchor))
        located_by = "sentence"
        if not nearby:  # no place in the sentence: the place of the sentences before
            nearby = [m for s in reversed(previous) for m in reversed(s.mentions)]
            located_by = "context"
        # events on the ground happen where the war is: a Syrian place, not a mediator's capital
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
