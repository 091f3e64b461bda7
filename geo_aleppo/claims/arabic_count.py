"""Arabic counts of people and vehicles: numbers in digits and words, counted nouns, what the count is of.

Numbers are read in Arabic (0-9) and Eastern Arabic (٠-٩) digits and in words, with the multipliers
ألف/آلاف and مئة. Besides a number before its noun ("35 حافلة", "أربعة آلاف شخص"), the reader takes
ranges ("ما بين 20 و25 حافلة", "بين ثلاثة وأربعة آلاف", "نحو عشرة إلى خمسة عشر ألفا", "(25- 20 ألف شخص)":
the lower bound is the value, the upper one ``value_max``), a definite noun with its numeral after it
("الحافلات الـ4", "السيارات العشرين"), a number of people named before ("وصل 300 منهم"), a number in
brackets ("(405) نساء"), the dual ("حافلتان") and a number as the subject of a verb of leaving.
"""

from __future__ import annotations

import re

from .arabic_numbers import DIGITS_AR, NUM_AR, NUMBER_WORDS_AR, QUALIFIER_AR, parse_arabic_number
from .record import Claim, ClaimMaker
from .sentence import Sentence

__all__ = ["read_arabic_counts", "parse_arabic_number", "NUM_AR", "QUALIFIER_AR"]

_PREFIX = r"(?:[وفبلك]?(?:ال|لل)?)"
_TANWEEN = r"(?:ا?[\u064b-\u0652]?ا?)"  # the accusative ending: "جريحاً", "طفلا"

# --- counted nouns --------------------------------------------------------------------------
_NOUNS_AR: list[tuple[str, str]] = [  # (noun pattern, topic); a vehicle topic has the unit "vehicles"
    (r"سيار(?:ة|ات)\s+(?:ال)?إسعاف", "ambulances"),
    (r"حافل(?:ة|ات)|باص(?:ات)?", "buses"),
    (r"سيار(?:ة|ات)|آلي(?:ة|ات)|شاحن(?:ة|ات)", "vehicles"),
    (r"قافل(?:ة|ات)|قوافل", "convoys"),
    (r"جريح|جرحى|مصاب(?:ين|ون|ا)?|حال(?:ة|ات)\s+(?:ال)?(?:صحية|مرضية|طبية|حرجة|إسعافية)", "wounded"),
    (r"قتيل|قتلى", "dead"),
    (
        r"مقاتل(?:ين|ون|ا)?|مسلح(?:ين|ون|ا)?|عسكري(?:ين|ون|ا)?|جندي(?:ا)?|جنود|عنصر(?:ا)?|عناصر|"
        r"إرهابي(?:ين|ون|ا)?|متمرد(?:ين|ون|ا)?",
        "fighters",
    ),
    (r"طفل|أطفال|رضيع|رضع", "children"),
    (r"عائل(?:ة|ات)|أسر(?:ة)?", "families"),
    (r"مدني(?:ين|ون|ا)?", "civilians"),
    (
        r"شخص(?:ا)?|أشخاص|آخر(?:ين|ون)|سكان|أهالي|نازح(?:ين|ون|ا)?|مهجر(?:ين|ون|ا)?|نسمة|مواطن(?:ين|ون|ا)?|مريض|مرضى|يتيم|أيتام|"
        r"امرأة|نساء|رجل|رجال|مسن(?:ين|ون|ا)?|مخطوف(?:ين|ون|ا)?|مختطف(?:ين|ون|ا)?|معتقل(?:ين|ون|ا)?|محتجز(?:ين|ون|ا)?|"
        r"أسير(?:ا)?|أسرى|رهينة|رهائن|لاجئ(?:ين|ون|ا)?|زائر(?:ين|ون|ا)?|عامل(?:ين|ون|ا)?|فرد(?:ا)?|أفراد|"
        r"شاب(?:ا)?|شبان|راكب(?:ا)?|ركاب",
        "people",
    ),
]
_NOUN_AR = "|".join(f"(?P<n{i}>{p})" for i, (p, _) in enumerate(_NOUNS_AR))
_VEHICLES = frozenset({"buses", "ambulances", "vehicles", "convoys"})
_NOUN_AFTER = rf"\)?\s*(?:من\s+)?(?:{_PREFIX})?(?:{_NOUN_AR}){_TANWEEN}(?!\w)"
_COUNT_AR = re.compile(rf"(?:{QUALIFIER_AR}\s+)?(?P<num>{NUM_AR}){_NOUN_AFTER}")  # "(405) نساء": in brackets
# a range before its noun: "ما بين 20 و25 حافلة", "بين ثلاثة وأربعة آلاف شخص", "عشرة إلى خمسة عشر ألفا",
# "(25- 20 ألف شخص)"; "و" joins a range only after "بين" ("خمسة وعشرين" is one number)
_RANGE_AR = re.compile(
    rf"(?:{QUALIFIER_AR}\s+)?(?P<between>(?:ما\s+)?بين\s+)?\(?\s*(?P<lo>{NUM_AR})\s*\)?\s*"
    rf"(?P<sep>و|إلى|الى|حتى|-|–)\s*\(?\s*(?P<hi>{NUM_AR})(?:{_NOUN_AFTER})?"
)
_RANGE_CUES = ("بين", "إلى", "الى", "حتى", "-", "–")  # no range without one of them (the prefilter)
_SCALED = re.compile(r"(?:ألف|آلاف|ألفا|الف|مليون|ملايين)[\u064b-\u0652]?$")
# a definite noun with its numeral after it: "الحافلات الـ4", "السيارات العشرين", "المقاتلين الـ300"
_DEFINITE_AR = re.compile(
    rf"(?<![\u0621-\u064a])[وفبل]?(?:ال|لل)(?:{_NOUN_AR})\s+ال(?:ـ+|-)?\s?"
    rf"(?P<num>[0-9٠-٩]{{1,3}}(?:[,٬][0-9٠-٩]{{3}})*(?![0-9٠-٩])|(?:{NUMBER_WORDS_AR})(?:\s+(?:عشر|عشرة))?(?![\u0621-\u064a]))"
)
# a number of people the text named before: "وصل 300 منهم", "قتل خمسة منهم"
_OF_THEM_AR = re.compile(rf"(?:{QUALIFIER_AR}\s+)?(?P<num>{NUM_AR})\s+(?:منهم|منهن)(?![\u0621-\u064a])")
# the dual of a counted noun is a count of two: "حافلتان", "سيارتي إسعاف", "شخصين"
_DUAL_AR = re.compile(
    r"(?<!\w)(?:ال)?(?:(?P<buses>حافلت)|(?P<ambulances>سيارت(?=(?:ان|ين|ا|ي)\s+(?:ال)?إسعاف))|(?P<vehicles>سيارت|آليت)|"
    r"(?P<families>عائلت)|(?P<children>طفل)|(?P<people>شخص))(?:ان|ين)(?!\w)"
)
# a bare number of places named after it, counting what the sentence counted before: "… مقابل 400 من ⟦A⟧"
_BARE_FROM_PLACE = re.compile(
    rf"(?:{QUALIFIER_AR}\s+)?(?P<num>{NUM_AR})\s+من\s+(?:(?:بلدتي|بلدة|بلدات|مدينتي|مدينة|قريتي|قرية|قرى|حي|أحياء|مخيم)\s+)?⟦"
)  # "و2200 من بلدتي ⟦A⟧ و⟦B⟧": the noun left out, as in the count before it
# people counted with an evacuation verb, or beside a convoy or buses, are evacuees
_EVACUATION_AR = re.compile(
    r"قافل|حافل|إجلاء|أجلي|إخراج|خروج|يخرج|خرج|أخرج|نقل|تنقل|يغادر|غادر|مغادرة|وصل|وصول|تقل|نزوح|هجر|نزح|"
    r"(?<!\S)(?:[يت]?فر(?:وا|ت|ّ)?|[وف]?[يت]?هرب(?:وا|ت)?|فرار|هروب)(?!\S)"  # not "وفر" (provided)
)
# a number as the subject of a verb of flight or departure, its noun left out: "نزح 950 ألفاً من ريف ⟦A⟧"
_FLED_AR = re.compile(
    rf"(?<!\S)(?:[يت]?فر(?:وا|ت|ّ)?|[وف]?(?:[يت]?نزح(?:وا|ت)?|[يت]?هرب(?:وا|ت)?|خرج(?:ت)?|غادر(?:ت)?|أجلي))\s+"
    rf"(?:(?:أمس|اليوم|مؤخرا|بالفعل|حتى\s+الآن)\s+)?(?:{QUALIFIER_AR}\s+)?"
    rf"(?!(?:عشرات|مئات|آلاف|ألوف|ملايين)(?![\u0621-\u064a]))(?P<num>{NUM_AR})(?![\u0621-\u064a])"
)  # a vague plural ("عشرات المدنيين", "مئات", "آلاف") is no number: never 10, 100 or 1000
_YEAR_OR_DATE = re.compile(r"\s*(?:عام|سنة|سنوات|أعوام|يوم|أيام|ساعة|ساعات|شهر|أشهر|دقيقة|دقائق|كانون|ديسمبر)")


# what happened to the people counted, by the verb or noun governing the count in its clause
_GOVERNING_AR: list[tuple[str, str]] = [
    (r"أ[ُ]?صيب\w*|إصاب\w*|اصاب\w*|ج[ُ]?ر[ِ]?ح(?:وا)?|جرحى|مصاب\w*", "wounded"),
    (r"ق[ُ]?ت[ِ]?ل(?:وا)?|مقتل|قتلى|حتف\w*|استشهد\w*|مصرع|وفاة|توفي\w*|ماتوا|أود(?:ى|ت)|ضحايا|ضحية", "dead"),
    (r"عالق\w*|علق(?:وا)?|محاصر(?:ين|ون)|محتجز\w*", "trapped"),
]
# with or without the article: "قتلى" and "القتلى" ("the toll of the dead")
_GOVERNING = re.compile(
    "|".join(f"(?P<g{i}>(?<!\\w)[وف]?(?:ال)?(?:{p})(?!\\w))" for i, (p, _) in enumerate(_GOVERNING_AR))
)
_CLAUSE_AR = re.compile(r"[،,.؛;:]|\s(?:بينهم|منهم|بينها|من\s+بينهم|و(?:تم|قد))\s")


def _governed_topic(text: str, start: int, end: int) -> str | None:
    """wounded, dead or trapped when such a word governs the count in its clause (nearest first), else None."""
    cut = _CLAUSE_AR.search(text, end, end + 80)  # only a break within 30 characters counts: never the whole text
    after = text[end : min(end + 30, cut.start() if cut else len(text))]
    before_text = text[max(0, start - 35) : start]
    breaks = list(_CLAUSE_AR.finditer(before_text))
    before = before_text[breaks[-1].end() :] if breaks else before_text
    candidates = [(len(before) - g.end(), g) for g in _GOVERNING.finditer(before)]
    candidates += [(g.start(), g) for g in _GOVERNING.finditer(after)]
    if not candidates:
        return None
    nearest = min(candidates, key=lambda c: c[0])[1]
    return _GOVERNING_AR[int(nearest.lastgroup[1:])][1]


_HARAKAT = re.compile(r"[\u064b-\u0652]")
# a partitive count of fighters with their families is of the evacuees: "1406 من المسلحين وعائلاتهم"
_AND_FAMILIES = re.compile(r"\s*و\s*(?:ال)?(?:عائلات|عوائل|أسر|ذوي|اسر)(?:هم|هن)?(?![\u0621-\u064a])")


def _noun_topic(m: re.Match[str]) -> str | None:
    """The topic of the counted noun a match holds (its group ``n<i>``), or None."""
    for name, found in m.groupdict().items():
        if found is not None and name[0] == "n" and name[1:].isdigit():
            return _NOUNS_AR[int(name[1:])][1]
    return None


_NOT_PEOPLE_AFTER = re.compile(
    r"\s*(?:%|٪|في\s+المئة|في\s+المائة|بالمئة|بالمائة|كم|كلم|كيلو|متر|أمتار|ميل|أميال|دولار|ليرة|يورو|طن|"
    r"عام|سنة|سنوات|أعوام|يوم|أيام|ساعة|ساعات|شهر|أشهر|دقيقة|دقائق|كانون|ديسمبر)"
)
_YEAR_LIKE = re.compile(r"(?:19|20)\d\d")
# a number that counts no movers: a whole population ("سكانها البالغ عددهم 400 ألف نسمة", "يقطنها نحو 400 ألف")
# or a number in a condition ("إذا خرج 5000 شخص", "في حال غادر 300 مسلح"; a condition ends at a clause break)
_NOT_MOVERS_BEFORE = re.compile(
    r"(?:(?:ال)?بالغ(?:ة|ين)?\s+عدد(?:هم|هن|ها)?|عدد\s+(?:ال)?(?:سكان|قاطني|أهالي)\S*|تعداد\S*|"
    r"(?:ي|ت)(?:قطن|سكن)(?:ها|ه)|يعيش\s+(?:فيها|فيه|بها))\s+(?:(?:نحو|حوالي|قرابة|زهاء|أكثر\s+من|ما\s+يقارب)\s+)?$"
    r"|(?<![\u0621-\u064a])[وف]?(?:إذا|لو|حال|ما\s+لم)(?![\u0621-\u064a])[^،,.؛;:]*$"
)


def _not_movers(text: str, start: int) -> bool:
    """Whether the number at ``start`` is a whole population or in a condition (see :data:`_NOT_MOVERS_BEFORE`)."""
    return bool(_NOT_MOVERS_BEFORE.search(text, max(0, start - 60), start))
_TIME_BEFORE = re.compile(  # a range of hours, days, years, kilometre posts or numbered things
    r"(?:الساعة|الساعات|الأيام|أيام|يوم|يومي|عام|عامي|العام|سنة|سنوات|الفترة|الكيلو|الكيلومتر|رقم|الرقم|"
    r"الدفعة|الدفعات|المرحلة|البند|المادة)\s+(?:من\s+)?$"
)


def _range(m: re.Match[str]) -> tuple[float, float] | None:
    """The bounds of a range match, the scale of the upper bound lent to a lower one without it, or None."""
    lo_text, hi_text = m.group("lo"), m.group("hi")
    lo, hi = parse_arabic_number(lo_text), parse_arabic_number(hi_text)
    if lo is None or hi is None or (m.group("sep") == "و" and not m.group("between")):
        return None
    scaled = _SCALED.search(hi_text)
    if scaled and not _SCALED.search(lo_text) and hi_text[: scaled.start()].strip():
        multiplier = parse_arabic_number(hi_text[: scaled.start()])
        scale = hi / multiplier if multiplier else 1.0
        if hi / 10 <= lo * scale <= hi * 10:  # "ثلاثة وأربعة آلاف": 3,000; not "بين 800 وألفي شخص"
            lo *= scale
    return (min(lo, hi), max(lo, hi))


_ALFA = re.compile(r"ألفا[\u064b-\u0652]?|الفا")


def _value(number: str, construct: bool = False) -> float | None:
    """The value of a counted number; "ألفا" alone is no number but before its noun ("ألفا مدني": two thousand).

    Without its vowels, "ألفا" alone may be a name or the accusative of a thousand with its noun left out;
    as the dual before the counted noun (``construct``) it is 2,000, and after a number a multiplier.
    """
    if _ALFA.fullmatch(number.strip()):
        return 2000.0 if construct else None
    return parse_arabic_number(number)


def read_arabic_counts(sentence: Sentence, claim: ClaimMaker) -> list[Claim]:
    """Counts of people and vehicles in an Arabic sentence."""
    text = sentence.skeleton
    out: list[Claim] = []
    last: tuple[str, str] | None = None
    evacuation = bool(_EVACUATION_AR.search(_HARAKAT.sub("", text)))  # "أُجلي": read without its vowels

    def topic_unit(topic: str | None, start: int, end: int) -> tuple[str, str]:
        topic = topic or "people"
        unit = "vehicles" if topic in _VEHICLES else "people"
        if topic in ("people", "civilians"):
            topic = _governed_topic(text, start, end) or ("evacuated" if evacuation else topic)
        return topic, unit

    ranges: list[tuple[int, int]] = []
    for m in sentence.finditer(_RANGE_AR, _RANGE_CUES):
        bounds = _range(m)
        noun = _noun_topic(m)
        if bounds is None or (
            noun is None
            and (
                not evacuation
                or bounds[1] < 100  # "من الساعة 8 إلى 10", "الأيام 13-22": small bounds without a noun count nothing
                or _NOT_PEOPLE_AFTER.match(text, m.end())
                or _YEAR_LIKE.fullmatch(m.group("hi"))
                or _TIME_BEFORE.search(text, max(0, m.start() - 14), m.start())
            )
        ):
            continue  # a range without its noun counts people leaving only, never years, times, units or money
        ranges.append((m.start(), m.end()))
        last = topic_unit(noun, m.start(), m.end())
        place = sentence.place_after(m.end()) or sentence.place_before(m.start())
        out.append(
            claim(
                "count", sentence, place, value=bounds[0], value_max=bounds[1], unit=last[1], topic=last[0],
                qualifier=m.group("qual"),
            )
        )

    def in_range(position: int) -> bool:
        return any(a <= position < b for a, b in ranges)

    for m in sentence.finditer(_COUNT_AR):
        value = _value(m.group("num"), construct="من" not in text[m.end("num") : m.end()])  # "ألفاً من …": 1,000
        if _ALFA.fullmatch(m.group("num").strip()) and "من" in text[m.end("num") : m.end()]:
            value = 1000.0
        if value is None or in_range(m.start("num")) or _not_movers(text, m.start("num")):
            continue
        noun = _noun_topic(m)
        if noun == "fighters" and "من" in text[m.end("num") : m.end()] and _AND_FAMILIES.match(text, m.end()):
            noun = "evacuated"
        last = topic_unit(noun, m.start(), m.end())
        place = sentence.place_after(m.end()) or sentence.place_before(m.start())
        out.append(claim("count", sentence, place, value=value, unit=last[1], topic=last[0], qualifier=m.group("qual")))
    for m in sentence.finditer(_DEFINITE_AR):
        value = parse_arabic_number(m.group("num"))
        if value is None or _NOT_PEOPLE_AFTER.match(text, m.end()) or _not_movers(text, m.start("num")):
            continue
        last = topic_unit(_noun_topic(m), m.start(), m.end())
        place = sentence.place_after(m.end()) or sentence.place_before(m.start())
        out.append(claim("count", sentence, place, value=value, unit=last[1], topic=last[0]))
    counted = {m.start("num") for m in sentence.finditer(_COUNT_AR)}
    for m in sentence.finditer(_FLED_AR):
        value = _value(m.group("num"))
        if (
            value is None
            or m.start("num") in counted
            or in_range(m.start("num"))
            or _YEAR_OR_DATE.match(text, m.end("num"))
            or _NOT_PEOPLE_AFTER.match(text, m.end("num"))
            or _not_movers(text, m.start("num"))
        ):
            continue  # counted with its noun above; "منذ عام": a date; "خرج 45 بالمئة": a share
        last = ("evacuated", "people")
        place = sentence.place_after(m.end()) or sentence.place_before(m.start())
        out.append(
            claim("count", sentence, place, value=value, unit="people", topic="evacuated", qualifier=m.group("qual"))
        )
    for m in sentence.finditer(_DUAL_AR):
        if m.group().startswith("ال"):
            continue  # "the two buses": a reference, not a count
        topic = m.lastgroup or "people"
        unit = "vehicles" if topic in _VEHICLES else "people"
        if topic == "people":
            topic = _governed_topic(text, m.start(), m.end()) or ("evacuated" if evacuation else topic)
        out.append(claim("count", sentence, sentence.place_after(m.end()), value=2.0, unit=unit, topic=topic))
    for m in sentence.finditer(_OF_THEM_AR, ("منهم", "منهن")):
        value = _value(m.group("num"))
        if value is None or m.start("num") in counted or in_range(m.start("num")) or _not_movers(text, m.start("num")):
            continue
        governed = _governed_topic(text, m.start(), m.end())
        topic = governed or (last[0] if last and last[1] == "people" else ("evacuated" if evacuation else "people"))
        place = sentence.place_after(m.end()) or sentence.place_before(m.start())
        out.append(claim("count", sentence, place, value=value, unit="people", topic=topic, qualifier=m.group("qual")))
    if last:
        for m in sentence.finditer(_BARE_FROM_PLACE):
            value = _value(m.group("num"))
            if (
                value is None
                or any(c.value == value for c in out)
                or in_range(m.start("num"))
                or _YEAR_OR_DATE.match(text, m.end("num"))
                or _YEAR_LIKE.fullmatch(m.group("num").strip().translate(DIGITS_AR))  # "في 2016 من مدينة ⟦A⟧"
            ):
                continue
            out.append(
                claim(
                    "count",
                    sentence,
                    sentence.place_after(m.end() - 1),
                    value=value,
                    unit=last[1],
                    topic=last[0],
                    qualifier=m.group("qual"),
                )
            )
    return out
