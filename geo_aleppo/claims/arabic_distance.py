"""Arabic distances and lengths, read into the same distance records (in km) as English ones.

A number in Arabic or Eastern Arabic digits or in words, then a unit of length: كم/كلم,
كيلومتر(ات), متر/أمتار, ميل/أميال ("على بعد ١٢ كم من X", "مسافة 125 كيلومترا", "بطول 500 متر").
Metres are divided by 1,000 and miles multiplied by 1.609344. An area ("كيلومتر مربع") is no length.
A length ("بطول", "طوله", "يمتد") has the topic "length", anything else "distance".
"""

from __future__ import annotations

import re

from .arabic_numbers import NUM_AR, QUALIFIER_AR, parse_arabic_number
from .lexicon import UNIT_KM
from .record import Claim, ClaimMaker
from .sentence import Sentence

__all__ = ["read_arabic_distances", "CUE_WORDS"]

# the words without one of which no Arabic distance can match (the prefilter of :meth:`Sentence.finditer`)
CUE_WORDS = ("كم", "كلم", "كيلو", "متر", "أمتار", "امتار", "ميل", "أميال", "اميال")
_UNITS = {"km": UNIT_KM["km"], "m": UNIT_KM["metre"], "mile": UNIT_KM["mile"]}
_DISTANCE_AR = re.compile(
    rf"(?:{QUALIFIER_AR}\s+)?(?P<num>{NUM_AR})\s*"
    r"(?:(?P<km>كم|كلم|كيلو\s?متر(?:ا|اً|ًا|ات)?|كيلومتر(?:ا|اً|ًا|ات)?)|(?P<m>متر(?:ا|اً|ًا)?|أمتار|امتار)|"
    r"(?P<mile>ميل(?:ا|اً|ًا)?|أميال|اميال))(?![\u0621-\u064a])(?!\s+(?:ال)?(?:مربع|مكعب))"
)
_LENGTH_BEFORE = re.compile(r"(?:بطول|طوله|طولها|يمتد|تمتد|امتداد)\s+(?:\S+\s+)?$")


def read_arabic_distances(sentence: Sentence, claim: ClaimMaker) -> list[Claim]:
    """Distances and lengths of an Arabic sentence, in km."""
    text = sentence.skeleton
    out: list[Claim] = []
    for m in sentence.finditer(_DISTANCE_AR, CUE_WORDS):
        value = parse_arabic_number(m.group("num"))
        if value is None:
            continue
        unit = next(name for name in ("km", "m", "mile") if m.group(name))
        topic = "length" if _LENGTH_BEFORE.search(text, max(0, m.start() - 20), m.start()) else "distance"
        place = sentence.place_after(m.end(), m.end() + 60) or sentence.place_before(m.start(), 60)
        out.append(
            claim(
                "distance",
                sentence,
                place,
                value=round(value * _UNITS[unit], 3),
                unit="km",
                topic=topic,
                qualifier=m.group("qual"),
            )
        )
    return out
