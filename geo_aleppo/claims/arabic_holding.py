"""More Arabic wordings of holding and siege: a siege imposed, a side as the subject, a return to control.

- a siege that a side imposes: "الحصار الذي فرضته قوات النظام" (on the place named before it in the
  sentence, or after it: "حصار X", "على X"), "فرضت الفصائل حصاراً على X";
- a side besieging as the subject: "تحاصر قوات النظام بلدة X";
- the siege of a place ("حصار X", "الحصار المفروض على X من قبل Y", "فك الحصار عن X"), and the areas
  of a side in a place ("مناطق المعارضة في X");
- a reference back that is besieged ("وكانت البلدة محاصرة من قبل …"): the places of that kind named before;
- a side named before its verb: "المليشيات الموالية لإيران تسيطر على بلدة X";
- a side taking a place back ("استعاد الجيش مدينة X"), or taking or keeping control:
  "استعادت القوات الحكومية السيطرة على X", "بسطت ... سيطرتها على X"
  (done, not meant: "لتبسط سيطرتها" is no holding);
- a place returning to a side: "عودة X إلى سيطرة الجيش", or its districts referred to by a pronoun
  ("رجوع أحيائها كلها إلى سيطرة …": the city named before);
- the areas a side controls in an unnamed directional part of a countryside
  ("مناطق سيطرة الفصائل في ريفها الغربي"): a claim without a place key;
- a change of hands told in the past: a side that entered or stormed a place ("دخلت قوات النظام مدينة X",
  "اقتحم المسلحون بلدة X"), or the place named before as the verb's object ("بعدما دخلتها قوات النظام",
  "استعادها الجيش"); a side of the first words after the verb only, so that no convoy or delegation
  entering is a holding;
- a share held ("تسيطر على أكثر من 90 في المئة من X", "... منها": the place named before), as a part.

The reader gives (mention or None, status, side, scope); :func:`read_arabic_control` turns them into claims.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from ..geoparser import Mention
from .arabic_parts import DIRECTION_ADJECTIVE
from .sentence import Sentence

__all__ = ["arabic_holdings"]

_P = r"⟦\d+⟧"
_PLACES = rf"{_P}(?:\s*[،,]?\s*و?\s*{_P})*"
_BREAK = re.compile(r"[.،,؛;:]")
_MARKER = re.compile(r"⟦(\d+)⟧")
_HEAD = r"(?:(?:مدينة|بلدة|بلدتي|قرية|قريتي|حي|أحياء|منطقة|مناطق)\s+)?"
_BY = r"(?P<by>[^.،,⟦]{2,60})"
_SETTLED = frozenset({"city", "town", "village", "district", "neighbourhood", "region"})
_CITY = frozenset({"city", "town"})

_IMPOSED = re.compile(
    rf"(?:ال)?حصار\s+(?:(?:الذي|المفروض)\s+)?(?:فرض(?:ته|ت|ه)?|تفرض(?:ه)?|يفرض(?:ه)?|يفرضها|تفرضها)\s+{_BY}"
    rf"(?P<after>{_PLACES})?"
)
_ON = re.compile(rf"على\s+{_HEAD}$")
_IMPOSED_ON = re.compile(
    rf"(?<![\u0621-\u064a])[وف]?(?:فرض(?:ت)?|تفرض|يفرض)(?:\s+{_BY})?\s+(?:ال)?حصار(?:ا|اً|ًا)?\s+(?:\S+\s+)?على\s+{_HEAD}(?P<places>{_PLACES})"
)
_BESIEGING = re.compile(rf"(?:^|\s)[وف]?(?:ت|ي)?حاصر(?:ت|وا)?\s+{_BY}?(?P<places>{_PLACES})")
# a share of what follows: "على أجزاء واسعة من محافظة X", "على معظم أراضي X", "على نحو 60% من مساحة مدينة X"
_SHARE_OF = (
    r"(?P<share>(?:(?:أجزاء|جزء|معظم|أغلب|نصف|ثلث|ربع|مساحات)\s+(?:(?:واسعة|كبيرة)\s+)?(?:من\s+)?|"
    r"(?:(?:نحو|قرابة|حوالي|أكثر\s+من)\s+)?[0-9٠-٩]{1,3}\s*(?:%|٪|(?:في|بال)\s*(?:ال)?(?:مئة|مائة))\s+من\s+)"
    r"(?:(?:مساحة|أراضي)\s+)?(?:محافظة\s+)?)?"
)
# taking or keeping control, perfect or imperfect, a few words (a time) before "على": "يبسط التنظيم سيطرته منذ
# صيف 2014 على أجزاء واسعة من X", "استعادت القوات السيطرة على X", "تفرض الفصائل سيطرتها الكاملة على X"
_TAKING = re.compile(
    rf"(?<![\u0621-\u064a])[وف]?(?:استعاد|[تي]ستعيد|[تي]?بسط|أحكم|[تي]حكم|[تي]?فرض)(?:ت|وا|ون)?(?:\s+{_BY})?\s+"
    rf"(?:ال)?سيطر(?:ة|ت)(?:ها|هم|ه)?(?:\s+[^\s⟦.،,]{{1,20}}){{0,4}}?\s+على\s+{_SHARE_OF}{_HEAD}"
    rf"(?P<places>{_PLACES})"
)
# a second object of the same holding: "…، وعلى نحو 60% من مساحة مدينة X"
_AND_ON = re.compile(rf"(?:\s+[^\s⟦.،,]{{1,20}}){{0,6}}?\s*[،,]?\s*و\s*على\s+{_SHARE_OF}{_HEAD}(?P<places>{_PLACES})")
_RETAKING = re.compile(  # "استعاد الجيش مدينة X", "حرر الجيش بلدة X": X taken (back) by that side
    rf"(?<![\u0621-\u064a])[وف]?(?:استعاد|استرجع|استرد|حرر|انتزع)(?:ت|وا)?\s+{_BY}?(?P<places>{_PLACES})"
)
_NOT_A_SUBJECT = re.compile(r"(?<!\S)(?:بعد|قبل|في|على|من|إلى|عن|مع|منذ|أن|إن)(?!\S)")
_SUBJECT_FIRST = re.compile(rf"(?P<by>[^.،,]{{2,60}})\s+(?:ت|ي)سيطر\s+على\s+{_HEAD}(?P<places>{_PLACES})")
_RETURN = re.compile(rf"(?:عود|رجوع|عاد|رجع|أعاد|إعادة)\S*\s+(?P<what>[^.،,]{{0,40}}?)\s*(?:إلى|الى|ل)\s*سيطرة\s+{_BY}")
_BY_PRONOUN = re.compile(r"\S+(?:ها|هما)(?:\s|$)|المدينة|البلدة")
_UNNAMED = re.compile(
    rf"(?:مناطق|منطقة)\s+(?:سيطرة\s+|نفوذ\s+)?{_BY}\s+(?:في|ب)\s*(?:ريف(?:ها|ه)|الريف)\s+{DIRECTION_ADJECTIVE}"
)

_SIEGE_OF = re.compile(  # "حصار X", "الحصار المفروض على X من قبل Y", "فك الحصار عن X"
    rf"(?:ال)?حصار\s+(?:(?:ال)?مفروض\s+)?(?:(?:على|عن)\s+)?{_HEAD}(?P<places>{_PLACES})"
    rf"(?:\s+(?:من\s+قبل|من)\s+(?P<by>[^.،,⟦]{{2,60}}))?"
)
_AREAS_OF = re.compile(  # "مناطق المعارضة في X", "أحياء النظام في X": only when the words name a side
    rf"(?:مناطق|أحياء|بلدات|قرى)\s+(?P<by>(?:[^\s.،,⟦]+\s+){{0,2}}?[^\s.،,⟦]+)\s+(?:في|ب)\s*{_HEAD}(?P<places>{_PLACES})"
)

_REFERENCE_BESIEGED = re.compile(  # "وكانت البلدة محاصرة من قبل قوات النظام": the town named before
    r"(?<![\u0621-\u064a])[وف]?(?P<ref>المدينة|البلدة|القرية|الحي|البلدتين|البلدتان|القريتين|القريتان)"
    r"\s+(?P<between>(?:[^\s.،,⟦]+\s+){0,2}?)(?:ال)?محاصر(?:ة|ا|ين|تين|تان|ون)?[\u064b-\u0652]?(?![\u0621-\u064a])"
    r"(?P<named>\s*⟦\d+⟧)?(?:\s+(?:من\s+قبل|من)\s+(?P<by>[^.،,⟦]{2,60}))?"
)
# a negation before the siege: "لم تعد البلدة محاصرة" (no longer), "البلدة غير محاصرة", "ما عادت"; not "لا تزال" (still)
_NEGATED = re.compile(
    r"(?<!\S)[وف]?(?:لم|لن|ليس|ليست|ليسا|غير|لا(?!\s+(?:تزال|يزال|زال|زالت|تزالان|يزالون))|ما(?=\s+عاد))(?!\S)"
)
_REFERRED = {
    "المدينة": (frozenset({"city"}), 1),
    "البلدة": (frozenset({"town", "village"}), 1),
    "القرية": (frozenset({"town", "village"}), 1),
    "الحي": (frozenset({"district", "neighbourhood"}), 1),
}

_SIDE_FIRST = r"(?P<by>(?:[^\s.،,⟦]+\s+){1,3}?)"  # the subject right after its verb: at most three words
_ENTERED = re.compile(
    rf"(?<![\u0621-\u064a])[وف]?(?:دخل|اقتحم|اجتاح)(?:ت|وا)?\s+{_SIDE_FIRST}(?:إلى\s+|الى\s+)?{_HEAD}(?P<places>{_PLACES})"
)
_TAKEN_IT = re.compile(  # the verb carries the place named before as its object: "دخلتها قوات النظام"
    r"(?<![\u0621-\u064a])[وف]?(?:دخل|اقتحم|اجتاح|استعاد|استرجع|استرد|حرر|انتزع)(?:ت|وا)?(?:ها|ه)\s+"
    r"(?P<by>(?:[^\s.،,⟦]+\s*){1,3})"
)
_SHARE = re.compile(
    r"(?<![\u0621-\u064a])[وف]?(?:ت|ي)?سيطر(?:ت|وا|ون)?\s+(?P<by>(?:[^\s.،,⟦]+\s+){0,3}?)على\s+"
    r"(?:ما\s+(?:يزيد|يقارب)\s+(?:عن|على|من)\s+|أكثر\s+من\s+|نحو\s+|قرابة\s+|حوالي\s+)?"
    r"(?:[0-9٠-٩]{1,3}(?:[.٫][0-9٠-٩]+)?|[\u0621-\u064a]+)\s*(?:%|٪|(?:في|بال)\s*(?:ال)?(?:مئة|مائة))\s+"
    rf"(?:من\s+(?:(?:مساحة|أراضي)\s+)?{_HEAD}(?P<places>{_PLACES})|(?P<pronoun>منها|منه)(?![\u0621-\u064a]))"
)
_SHARED = frozenset({*_SETTLED, "governorate"})

Holding = tuple[Mention | None, str, str, str]  # the place (None: unnamed), held or besieged, the side, scope


def _unmark(sentence: Sentence, span: str) -> str:
    """A piece of the skeleton with its markers replaced by the names (a side may be named by a place: "لإيران")."""
    return _MARKER.sub(lambda m: sentence.mentions[int(m.group(1))].text, span)


def arabic_holdings(sentence: Sentence, actor_of: Callable[[str], str]) -> Iterator[Holding]:
    """The places of an Arabic sentence that a side holds or besieges, in the wordings of the module."""
    skeleton = sentence.skeleton
    for m in _IMPOSED.finditer(skeleton):
        by = m.group("by")
        on = _ON.search(by)
        side = actor_of(by[: on.start()] if on else by)
        places = sentence.places(m.group("after")) if on else []
        places = places or sentence.earlier_places(_SETTLED, 1, m.start())
        for place in places:
            yield place, "besieged", side, "whole"
    for pattern, status in (
        (_IMPOSED_ON, "besieged"),
        (_BESIEGING, "besieged"),
        (_TAKING, "held"),
        (_SUBJECT_FIRST, "held"),
        (_RETAKING, "held"),
    ):
        for m in pattern.finditer(skeleton):
            if pattern is _RETAKING and _NOT_A_SUBJECT.search(m.group("by") or ""):
                continue  # "استعادت المعارضة الأمل بعد سقوط X": X is not what was taken back
            side = actor_of(_unmark(sentence, m.group("by") or ""))
            if side == "unknown":  # the side before its verb: "كانت قوات النظام تفرض حصاراً على X"
                side = actor_of(_unmark(sentence, _BREAK.split(skeleton[max(0, m.start() - 80) : m.start()])[-1]))
            scope = "part" if m.groupdict().get("share") else "whole"
            for place in sentence.places(m.group("places")):
                yield place, status, side, scope
            more = _AND_ON.match(skeleton, m.end()) if pattern is _TAKING else None
            if more is not None:
                scope = "part" if more.group("share") else "whole"
                yield from ((place, status, side, scope) for place in sentence.places(more.group("places")))
    for m in _SIEGE_OF.finditer(skeleton):
        side = actor_of(_unmark(sentence, m.group("by"))) if m.group("by") else "unknown"
        for place in sentence.places(m.group("places")):
            yield place, "besieged", side, "whole"
    for m in _REFERENCE_BESIEGED.finditer(skeleton):
        clause = _BREAK.split(skeleton[max(0, m.start() - 20) : m.start()])[-1] + " " + m.group("between")
        if _NEGATED.search(clause):
            continue  # "لم تعد البلدة محاصرة": no longer besieged
        types, wanted = _REFERRED.get(m.group("ref"), (frozenset({"town", "village"}), 2))
        side = actor_of(_unmark(sentence, m.group("by"))) if m.group("by") else "unknown"
        # "البلدة المحاصرة X": the town named after it, not the one named before
        named = sentence.places(m.group("named"))
        for place in named or sentence.earlier_places(types, wanted, m.start()):
            yield place, "besieged", side, "whole"
    for m in _AREAS_OF.finditer(skeleton):
        side = actor_of(m.group("by"))
        if side != "unknown":
            for place in sentence.places(m.group("places")):
                yield place, "held", side, "part"
    for m in _RETURN.finditer(skeleton):
        side = actor_of(_unmark(sentence, m.group("by")))
        places = sentence.places(m.group("what"))
        if not places and _BY_PRONOUN.search(m.group("what")):
            places = sentence.earlier_places(_CITY, 1, m.start())
        for place in places:
            yield place, "held", side, "whole"
    yield from _changes_of_hands(sentence, actor_of)
    for m in _UNNAMED.finditer(skeleton):
        side = actor_of(_unmark(sentence, m.group("by")))
        if side != "unknown":
            yield None, "held", side, "whole"


def _changes_of_hands(sentence: Sentence, actor_of: Callable[[str], str]) -> Iterator[Holding]:
    """A side that entered or took a place (named, or named before), and a share of a place a side holds."""
    skeleton = sentence.skeleton
    for m in sentence.finditer(_ENTERED, ("دخل", "اقتحم", "اجتاح")):
        by = m.group("by")
        side = actor_of(_unmark(sentence, by))
        if side != "unknown" and not _NOT_A_SUBJECT.search(by):  # "دخلت قافلة إلى مناطق المعارضة في X": no side
            for place in sentence.places(m.group("places")):
                yield place, "held", side, "whole"
    for m in sentence.finditer(_TAKEN_IT, ("دخل", "اقتحم", "اجتاح", "استعاد", "استرجع", "استرد", "حرر", "انتزع")):
        side = actor_of(_unmark(sentence, _NOT_A_SUBJECT.split(m.group("by"))[0]))  # "الجيش بعد الاتفاق"
        if side != "unknown":
            for place in sentence.earlier_places(_SETTLED, 1, m.start()):
                yield place, "held", side, "whole"
    for m in sentence.finditer(_SHARE, ("سيطر",)):
        side = actor_of(_unmark(sentence, m.group("by")))
        if side == "unknown":  # the side before its verb, in its clause or, for "منها", the sentence before the verb
            before = skeleton[max(0, m.start() - 100) : m.start()]
            side = actor_of(_unmark(sentence, _BREAK.split(before)[-1]))
            if side == "unknown" and m.group("pronoun"):
                side = actor_of(_unmark(sentence, before))
        if side == "unknown":
            continue
        if m.group("pronoun"):
            places = sentence.earlier_places(_SHARED, 1, m.start())
        else:
            places = sentence.places(m.group("places"))
        for place in places:
            yield place, "held", side, "part"
