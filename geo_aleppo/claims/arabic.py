"""Arabic claims: the sides, and control, read into the same records as English ones.

The readers work over the same skeleton (place mentions as markers ⟦i⟧). Arabic attaches the
conjunction and prepositions to the next word (و، ب، ل، ف، ال), so each word of the lexicon allows
those prefixes. Counts are read in :mod:`.arabic_count`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..geoparser import Mention
from .arabic_count import parse_arabic_number, read_arabic_counts
from .arabic_holding import arabic_holdings
from .arabic_relative import relative_holdings
from .lexicon import other_side
from .record import Claim, ClaimMaker
from .sentence import Sentence

__all__ = ["read_arabic_control", "read_arabic_counts", "parse_arabic_number", "ARABIC_CUE", "actor_of_arabic"]

ARABIC_CUE = re.compile(r"[\u0621-\u064a]")
_PREFIX = r"(?:[وفبلك]?(?:ال|لل)?)"

# --- sides -----------------------------------------------------------------------------
# (pattern, side). NOTE: these Arabic names are not in the one lexicon (claims/lexicon.py) yet: they are built
# with Arabic prefixes and read by actor_of_arabic(), not actor_of(); moving them is a separate change.
_ACTORS_AR: list[tuple[str, str]] = [
    # another country's army, forces or aircraft: no side of the map (as English "Turkish troops"), before the
    # government's "الجيش"/"القوات": "الجيش التركي", "القوات الروسية", "قوات أمريكية", "الطيران الروسي"
    (
        _PREFIX
        + r"(?:جيش|جيوش|قوات|قوة|جنود|طيران|طائرات|وحدات|بحرية)\s+(?:ال)?(?:احتلال\s+(?:ال)?)?"
        r"(?:تركي|روسي|أمريكي|أميركي|امريكي|إسرائيلي|اسرائيلي|عراقي|إيراني|ايراني|أردني|لبناني|فرنسي|بريطاني|"
        r"سعودي|أجنبي|دولي)(?:ة|ين|ون|ان)?(?![\u0621-\u064a])|"
        + _PREFIX
        + r"تحالف\s+(?:ال)?دولي|قوات\s+(?:ال)?تحالف",
        "unknown",
    ),
    (r"قوات\s+سوري[اة]\s+الديمقراطية|قسد|وحدات\s+حماية\s+الشعب|الوحدات\s+الكردية", "sdf"),
    # "التنظيم" alone: Arabic reporting's short name of the Islamic State ("تنظيم القاعدة" is named in full)
    (
        r"تنظيم\s+الدولة|داعش|الدولة\s+الإسلامية|"
        r"(?<![\u0621-\u064a])[وفب]?(?:ال|لل)تنظيم(?!\s+(?:ال)?(?:قاعدة|حراس))",
        "isis",
    ),
    (
        r"جيش\s+الفتح|جيش\s+الإسلام|الجيش\s+الوطني|جبهة\s+النصرة|فتح\s+الشام|أحرار\s+الشام|"
        r"الجيش\s+(?:السوري\s+)?الحر|(?:هيئة\s+)?تحرير\s+الشام|فيلق\s+(?:الشام|الرحمن)|نور\s+الدين\s+(?:ال)?زنكي|"
        r"جيش\s+المجاهدين|الجبهة\s+الشامية|"
        + _PREFIX
        + r"معارض[ةه]|"
        + _PREFIX
        + r"فصائل|"
        + _PREFIX
        + r"مسلح(?:ين|ون|ة)|"
        + _PREFIX
        + r"إرهابي(?:ين|ون|ة)|"
        + _PREFIX
        + r"ثوار|"
        + _PREFIX
        + r"متمردين|"
        + _PREFIX
        + r"جماعات\s+(?:ال)?مسلحة|"
        + _PREFIX
        + r"تنظيمات\s+(?:ال)?إرهابية",
        "opposition",
    ),
    (
        _PREFIX
        + r"نظام|"
        + _PREFIX
        + r"جيش(?:\s+(?:ال)?(?:عربي\s+)?(?:ال)?سوري)?|قوات\s+(?:ال)?حكوم(?:ية|ة)|"
        + _PREFIX
        + r"حكوم[ةه]|"
        + _PREFIX
        + r"قوات\s+(?:ال)?سورية|حزب\s+الله|قوات\s+النمر|الفرقة\s+الرابعة|الحرس\s+(?:الجمهوري|الثوري)|"
        r"(?:قوات\s+)?الدفاع\s+الوطني|لواء\s+القدس|" + _PREFIX + r"م[يی]?ليشيا(?:ت)?|إيران",
        "government",
    ),
]
_ACTOR_AR = re.compile("|".join(f"(?P<a{i}>{p})" for i, (p, _) in enumerate(_ACTORS_AR)))
_LOYAL_TO = re.compile(r"(?:ال)?مو[اإ]?ل(?:ية|ين|ون|ي|ة)\s+(?P<whom>ل\S+(?:\s+\S+)?)")


def arabic_sides(text: str) -> frozenset[str]:
    """Every side an Arabic text names (the Islamic State, the SDF, the government, the opposition).

    What :func:`~.lexicon.other_side` reads: a place besieged where a third side is named has no inferred holder.

    Examples
    --------
    >>> sorted(arabic_sides("يحاصر الجيش مدينة تسيطر عليها داعش"))
    ['government', 'isis']
    """
    return frozenset(_ACTORS_AR[int(m.lastgroup[1:])][1] for m in _ACTOR_AR.finditer(text))  # type: ignore[index]


def actor_of_arabic(text: str) -> str:
    """The side an Arabic phrase names first, or unknown.

    Examples
    --------
    >>> actor_of_arabic("من قبل المعارضة"), actor_of_arabic("قوات النظام")
    ('opposition', 'government')
    >>> actor_of_arabic("الفصائل الموالية للنظام")
    'government'
    """
    loyal = _LOYAL_TO.search(text)  # "الفصائل الموالية للنظام": the side they are loyal to, whatever they are
    if loyal:
        side = actor_of_arabic(loyal.group("whom"))
        if side != "unknown":
            return side
    match = _ACTOR_AR.search(text)
    if not match:
        return "unknown"
    return _ACTORS_AR[int(match.lastgroup[1:])][1]


# --- control ----------------------------------------------------------------------------------
_P = r"⟦\d+⟧"
_PLACES_AR = rf"{_P}(?:\s*[،,]?\s*و?\s*{_P})*"
_GAP = r"(?:\s+[^\s⟦.،,]{1,20}){0,3}?"  # up to three words ("بريف ⟦إدلب⟧" counts as a word)
_GAP_P = rf"(?:\s+(?:[^\s⟦.،,]{{1,20}}|[^\s⟦.،,]{{0,3}}{_P})){{0,3}}?"
_ACTOR_SPAN = r"(?P<by>[^.،,⟦]{2,60})"
_SUBJECT_VERB = re.compile(
    rf"(?:ت|ي)?سيطر(?:ت|ة)?\s+{_ACTOR_SPAN}?\s*على\s+(?:[^\s⟦]{{1,20}}\s+){{0,2}}?(?P<places>{_PLACES_AR})"
)
_BESIEGED_IN = re.compile(
    rf"(?:ال)?محاصر(?:ة|ين|تين|تان|ون)?\s+(?:في|من)\s+(?:(?:مدينة|بلدة|بلدتي|قرية)\s+)?(?P<places>{_PLACES_AR})"
)
# a besieged participle right after places agrees with them: "⟦A⟧ و⟦B⟧ المحاصرتين في ⟦C⟧" (C locates them)
_AFTER_PLACES = re.compile(r"⟦\d+⟧\s*(?:[^\s⟦.،,]+\s*)?$")
# the subject of a verb named before it in the sentence by a pronoun: "أعلنت قوات X أنها باتت تسيطر",
# "تمكنت وحداته من السيطرة"
_PRONOUN_SUBJECT = re.compile(
    r"(?<![\u0621-\u064a])[وف]?(?:[أإ]ن|لأن|بأن)(?:ها|ه|هم)(?![\u0621-\u064a])|"
    r"(?<![\u0621-\u064a])[وف]?(?:وحدات|قوات|عناصر|مقاتل(?:و|ي))(?:ها|ه|هم)(?![\u0621-\u064a])"
)


class _Earlier:
    """The sides the sentences before a sentence name, read once and only when asked for."""

    def __init__(self, before: Sequence[Sentence]):
        self._before = before
        self._text: str | None = None

    @property
    def text(self) -> str:
        if self._text is None:
            self._text = " ".join(s.text for s in self._before)
        return self._text

    def last_side(self) -> str:
        """The subject of the nearest sentence before that names a side, or unknown when the side is not its subject.

        The subject is a side named among the sentence's first words, not after a preposition: in "قصف الطيران
        الروسي مواقع المعارضة" the opposition is the object, and a pronoun after it does not refer to it.
        """
        for sentence in reversed(self._before):
            if _ACTOR_AR.search(sentence.text):
                return _subject_side(sentence.text)
        return "unknown"

    def short_name(self, phrase: str) -> str:
        """The side of a short name ("الهيئة", "الحركة") whose full name ("هيئة تحرير الشام") came before."""
        found = _SHORT_NAME.search(phrase)
        if found is None or not self._before:
            return "unknown"
        head = found.group("head")
        sides = [
            m for m in _ACTOR_AR.finditer(self.text) if m.group().lstrip("وفبل").removeprefix("ال").startswith(head)
        ]
        return _ACTORS_AR[int(sides[-1].lastgroup[1:])][1] if sides else "unknown"  # the nearest


# a side's short name: the bare definite head noun of a group's full name ("الهيئة" for "هيئة تحرير الشام"); never a
# generic "القوات"/"الجيش", and never a head with an adjective ("القوات التركية" is no short name of any side)
_SHORT_NAME = re.compile(
    r"^\s*[وف]?ال(?P<head>هيئة|جبهة|حركة|فيلق|لواء|ألوية|تنظيم|فصيل)(?![\u0621-\u064a])(?!\s+[وف]?ال[\u0621-\u064a])"
)
# the words before a sentence's subject: a verb, a conjunction, a particle ("وقالت", "أعلنت أمس")
_SUBJECT_WORDS = 3
_PREPOSITION = re.compile(r"^[وف]?(?:ب|ل|لل|من|عن|على|في|إلى|ضد)")


def _subject_side(text: str) -> str:
    """The side named as the subject of an Arabic sentence: among its first words, not after a preposition."""
    match = _ACTOR_AR.search(text)
    if match is None or len(text[: match.start()].split()) > _SUBJECT_WORDS:
        return "unknown"
    if _PREPOSITION.match(match.group()) and not match.group().startswith(("ال", "وال", "فال")):
        return "unknown"  # "للمعارضة", "بالنظام": an object
    return _ACTORS_AR[int(match.lastgroup[1:])][1]
# a side named by a demonstrative: "هذه القوات", "تلك الفصائل"
_DEMONSTRATIVE = re.compile(r"(?<![\u0621-\u064a])(?:هذه|تلك|هذا|ذلك)\s+(?:ال)?(?:قوات|فصائل|وحدات|ميليشيات|الجماعات)")


def _side(sentence: Sentence, match: re.Match[str], subject_before: bool, earlier: _Earlier | None = None) -> str:
    """The side a control match names; for a verb whose side is not after it, the subject before it.

    The subject before the verb in its clause ("المعارضة تسيطر على"), or, when the clause names it by a
    pronoun ("أنها"، "وحداته"), the first side of the sentence, else the last side of the sentences before.
    A short name ("الهيئة") is the side whose full name came before.
    """
    by = match.groupdict().get("by")
    side = actor_of_arabic(sentence.spelled(by)) if by else "unknown"
    if side == "unknown" and by and earlier is not None:
        side = earlier.short_name(sentence.spelled(by))
    if side != "unknown" or not subject_before:
        return side
    before = sentence.skeleton[: match.start()]
    clause = _CLAUSE_BREAK.split(before)[-1]
    side = actor_of_arabic(sentence.spelled(clause))
    if side == "unknown" and _PRONOUN_SUBJECT.search(clause):
        side = actor_of_arabic(sentence.spelled(before))
        if side == "unknown" and earlier is not None and not _ACTOR_AR.search(sentence.text):
            side = earlier.last_side()  # "وإن قواته أصبحت تسيطر على ⟦A⟧": the side of the sentences before
        elif side == "unknown" and earlier is not None and _DEMONSTRATIVE.search(sentence.spelled(before)):
            side = earlier.last_side()
    return side


_CONTROL_AR = [
    # the place, then "held by / under the control of" a side: "⟦A⟧ الخاضعة لسيطرة المعارضة"
    (
        re.compile(
            rf"(?P<places>{_PLACES_AR}){_GAP_P}\s*[،,]?\s+(?:ال)?(?:خاضع(?:ة|ين|تين)?|واقع(?:ة|ين|تين)?\s+تحت|تحت)\s+"
            rf"(?:ل|تحت\s+)?سيطرة\s+{_ACTOR_SPAN}"
        ),
        "held",
    ),
    # the verb "is subject to" before the place: "تخضع مدينة ⟦A⟧ لسيطرة المعارضة", "وخضعت ⟦A⟧ منذ 2015 لسيطرة …"
    (
        re.compile(
            rf"(?<!\S)[وف]?(?:ت|ي)?خضع(?:ت)?\s+(?:[^\s⟦.،,]{{1,20}}\s+){{0,2}}?(?P<places>{_PLACES_AR}){_GAP_P}\s+"
            rf"(?:ل|إلى\s+|الى\s+|تحت\s+)سيطرة\s+{_ACTOR_SPAN}"
        ),
        "held",
    ),
    # a relative clause naming the holder ("⟦A⟧ التي تسيطر عليها …"): :mod:`.arabic_relative`
    # a holding noun of a side, then the place: "معاقل الفصائل في ⟦A⟧", "مناطق سيطرة النظام في ⟦A⟧"
    (
        re.compile(
            rf"(?:معقل|معاقل|جيب|جيوب|مناطق\s+سيطرة|منطقة\s+سيطرة)\s+{_ACTOR_SPAN}\s+(?:في|ب)\s*(?P<places>{_PLACES_AR})"
        ),
        "held",
    ),
    (re.compile(rf"(?P<places>{_PLACES_AR}){_GAP_P}\s+(?:ب|في\s+)يد\s+{_ACTOR_SPAN}"), "held"),
    # a side as the subject: "تسيطر المعارضة على ⟦A⟧", "سيطرت قوات النظام على ⟦A⟧"
    (_SUBJECT_VERB, "held"),
    # besieged places and their besieger: "⟦A⟧ و⟦B⟧ المحاصرتين من قبل المعارضة", "اللتين تحاصرهما مليشيا …"
    (
        re.compile(
            rf"(?P<places>{_PLACES_AR}){_GAP_P}\s+(?:ال)?محاصر(?:ة|ين|تين|تان|ون)?(?:\s+(?:من\s+قبل|من|على\s+يد)\s+{_ACTOR_SPAN})?"
        ),
        "besieged",
    ),
    # a besieged part of a place: "الأحياء المحاصرة في ⟦A⟧", "المحاصرة من مدينة ⟦A⟧"
    (_BESIEGED_IN, "besieged"),
]


# a reference back by pronoun: "الأهالي المحاصرين فيهما" (besieged in the two named before)
_BESIEGED_IN_THEM = re.compile(r"محاصر(?:ة|ين|تين|تان|ون)?\s+(?:في|ب)(?P<pronoun>هما|ها|ه|هم)(?!\w)")
_SETTLEMENTS = frozenset({"village", "town", "city", "district", "neighbourhood"})


# words that make a holding in their clause none: a condition ("إذا سيطرت", "لو", "في حال"),
# a negation ("لم تعد المعارضة تسيطر", "ليست تحت سيطرة"; not "لا تزال"),
# a failed, attempted, intended or denied taking ("فشلت في السيطرة", "تحاول السيطرة", "نفت أن تكون … دخلت")
_NO_HOLDING = re.compile(
    r"(?<![\u0621-\u064a])[وف]?(?:لم|لن|ليس|ليست|ليسا|غير(?!\s+(?:ال)?حكومي)|إذا|لو|حال|حالة|"
    r"لا(?!\s+(?:تزال|يزال|زال|زالت|تزالان|يزالون))|ما(?=\s+عاد))(?![\u0621-\u064a])"
)
_TRIED = re.compile(  # a try or a purpose, not the taking: "فشلت القوات في السيطرة على", "تسعى إلى اقتحام", "نفت أن"
    r"(?<![\u0621-\u064a])[وف]?(?:(?:فشل|أخفق|(?:ت|ي)?حاول|محاول|(?:ت|ي)سعى|سعي|(?:ت|ي)هدف|(?:ت|ي)ريد|(?:ت|ي)عتزم|"
    r"(?:ت|ي)ستعد)\S*\s+(?:[^\s⟦]+\s+){0,3}?(?:[لب]?ل?|إلى\s+)?(?:ال)?(?:سيطرة|اقتحام|استعادة|دخول|استيلاء|انتزاع|تحرير)|"
    r"(?:نف(?:ى|ت|وا)|(?:ت|ي)نفي)\s+(?:[^\s⟦]+\s+){0,2}?أن|"
    # a purpose: "معركة للسيطرة على", "هجوم لاستعادة", "سعياً لاقتحام"
    r"لل(?:سيطرة|استيلاء)|ل(?:استعادة|اقتحام|تحرير|انتزاع))(?![\u0621-\u064a])"
)
# a hedge: "قد" before an imperfect verb ("قد تسيطر القوات على ⟦A⟧": may take; "قد سيطرت": has taken, kept; "قد تمكنت":
# a perfect of form V, kept), "ربما", "من المرجح أن"; and a denied taking named by its noun ("نفت المعارضة سيطرة الجيش
# على ⟦A⟧", "نفى مصدر دخول القوات إلى ⟦A⟧")
_HEDGED = re.compile(
    r"(?<![\u0621-\u064a])[وف]?(?:قد\s+(?!تم|تمكن)(?:[ين][\u0621-\u064a]{2,}|ت[\u0621-\u064a]{2,}(?<![تا])(?<!وا))"
    r"(?![\u0621-\u064a])|ل?ربما|من\s+(?:ال)?(?:محتمل|مرجح|متوقع|ممكن)\s+أن|(?:ي|ت)(?:توقع|رجح|مكن)\s+أن|"
    r"(?:نف(?:ى|ت|وا)|(?:ت|ي)نفي|نفي|كذب(?:ت|وا)?)\s+(?:[^\s⟦]+\s+){0,3}?(?:[بل]?ال)?"
    r"(?:سيطرة|استيلاء|دخول|اقتحام|استعادة|حصار|محاصرة|تطويق)(?![\u0621-\u064a]))"
)
# a word right before the place that names a thing near it or on it, not the place: "حاجز قرب ⟦A⟧", "طريق ⟦A⟧ ⟦B⟧",
# "تلال شمال ⟦A⟧", "مطار ⟦A⟧"
_NOT_THE_PLACE = re.compile(
    r"(?<![\u0621-\u064a])[وب]?(?:قرب|بالقرب|حول|محيط|أطراف|مشارف|شمال|جنوب|شرق|غرب|شمالي|جنوبي|شرقي|غربي|"
    r"(?:ال)?طريق|(?:ال)?أوتوستراد|حاجز|حواجز|تل|تلة|تلال|مطار|قاعدة|جسر|مدخل|مداخل)(?![\u0621-\u064a])"
)
# a share of the place before it: "25 بالمئة من مدينة ⟦A⟧ تحت سيطرة", "نصف ⟦A⟧", "معظم أحياء ⟦A⟧"
_SHARE_BEFORE_AR = re.compile(
    r"(?:(?:%|٪|(?:بال|في\s+ال)(?:مئة|مائة))\s+من|(?<![\u0621-\u064a])(?:نصف|ثلث|ربع|معظم|أغلب|جزء|أجزاء|بعض)"
    r"(?:\s+من)?)\s+(?:(?:مساحة|أراضي|أحياء)\s+)?(?:(?:مدينة|بلدة|قرية|محافظة|منطقة)\s+)?$"
)
_CLAUSE_BREAK = re.compile(r"[.،,؛;:!؟?]")


def _denied(sentence: Sentence, place: Mention) -> bool:
    """Whether the clause of a place negates, fails, attempts, hedges or denies its holding, or the place is a locator.

    The clause runs from the last break before the place to the next break or place after it.
    """
    index = sentence.index_of(place)
    if index is None:
        return False
    marker = f"⟦{index}⟧"
    at = sentence.marker_at(index)
    before = _CLAUSE_BREAK.split(sentence.before(index, 80))[-1]
    after = _CLAUSE_BREAK.split(sentence.skeleton[at + len(marker) : at + len(marker) + 40])[0].split("⟦")[0]
    near = " ".join(before.split()[-2:])  # the two words (or markers) right before the place
    return bool(
        _NO_HOLDING.search(before) or _NO_HOLDING.search(after) or _TRIED.search(before) or _HEDGED.search(before)
        or _NOT_THE_PLACE.search(near)
        or _NAMED_BEFORE.search(_HARAKAT.sub("", near))
    )


# a head noun and a name right before a place: the name (unknown to the gazetteer) is the place, the place after it
# only locates it: "على حيّ السكري ⟦شرق حلب⟧"
# (the head in the construct state, without "ال": "البلدة المحاصرة ⟦A⟧" is an adjective, not a name)
_NAMED_BEFORE = re.compile(r"^[وب]?(?:حي|بلدة|قرية|مخيم)\s+[\u0621-\u064a]{3,}$")
_HARAKAT = re.compile(r"[\u064b-\u0652]")


def read_arabic_control(sentence: Sentence, claim: ClaimMaker, before: Sequence[Sentence] = ()) -> list[Claim]:
    """Who holds or besieges the places of an Arabic sentence (none in a question, a negation, a failed try).

    ``before``: the sentences before it, where a side referred to by a pronoun or a short name is named
    ("وقال متحدث باسم هذه القوات إن قواته باتت تسيطر على ⟦A⟧", "الهيئة" after "هيئة تحرير الشام").
    """
    earlier = _Earlier(before)
    if sentence.asks:
        return []  # "هل يسيطر الجيش على ⟦A⟧؟": a question states no holding
    out: list[Claim] = []
    seen: set[tuple[int, str, str]] = set()
    for m in sentence.finditer(_BESIEGED_IN_THEM):
        wanted = 2 if m.group("pronoun") == "هما" else 1
        for place in sentence.earlier_places(_SETTLEMENTS, wanted, m.start()):
            seen.add((place.start, "unknown", "besieged"))
            out.append(claim("control", sentence, place, actor="unknown", status="besieged", scope="whole"))
    found = [
        (place, status, _side(sentence, m, pattern is _SUBJECT_VERB, earlier), "whole")
        for pattern, status in _CONTROL_AR
        for m in sentence.finditer(pattern)
        if not (pattern is _BESIEGED_IN and _AFTER_PLACES.search(sentence.skeleton, 0, m.start()))
        for place in sentence.places(m.group("places"))
    ]
    # a relative clause reads its own negation: "فشلت القوات في السيطرة على ⟦A⟧ التي تسيطر عليها المعارضة"

    def actor_of(text: str) -> str:  # a side, or the side of a short name whose full name came before
        side = actor_of_arabic(text)
        return earlier.short_name(text) if side == "unknown" else side

    relative = list(relative_holdings(sentence, actor_of))
    holdings = [*found, *arabic_holdings(sentence, actor_of), *relative]
    sides: frozenset[str] | None = None
    for n, (place, status, side, scope) in enumerate(holdings):
        if status == "besieged":
            if sides is None:  # the sides the sentence names, read once: a third side leaves the holder unknown
                sides = arabic_sides(sentence.skeleton)
            holder = other_side(side, sides)
            values = {"actor": holder, "besieger": side if side != "unknown" else None}
        else:
            holder, values = side, {"actor": side}
        if place is not None and place.place is not None and place.place.type == "country":
            continue  # "بلدات سورية محاصرة", "أهم معقل للتنظيم في سوريا": a country is the frame, not the place held
        if place is not None and n < len(holdings) - len(relative) and _denied(sentence, place):
            continue  # "لم تعد المعارضة تسيطر على ⟦A⟧", "سيطرت … على حاجز قرب ⟦A⟧"
        index = sentence.index_of(place) if place is not None else None
        if index is not None and status == "held" and _SHARE_BEFORE_AR.search(sentence.before(index, 50)):
            scope = "part"  # "25 بالمئة من مدينة ⟦A⟧ تحت سيطرة …"
        key = (place.start if place else -1, holder, status)
        if key not in seen:
            seen.add(key)
            out.append(claim("control", sentence, place, status=status, scope=scope, **values))
    # a side named by one wording overrides an unknown one of another wording for the same place
    known = {(c.start, c.place_text, c.status) for c in out if c.actor != "unknown"}
    return [c for c in out if c.actor != "unknown" or (c.start, c.place_text, c.status) not in known]
