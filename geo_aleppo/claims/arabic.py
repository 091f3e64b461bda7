"""Arabic claims: control and counts, read into the same records as English ones.

The readers work over the same skeleton (place mentions as markers ⟦i⟧). Arabic attaches the
conjunction and prepositions to the next word (و، ب، ل، ف، ال), so each word of the lexicon allows
those prefixes. Numbers are read in Arabic (0-9) and Eastern Arabic (٠-٩) digits and in words,
with the multipliers ألف/آلاف and مئة.
"""

from __future__ import annotations

import re

from .arabic_holding import arabic_holdings
from .lexicon import OTHER_SIDE
from .record import Claim, ClaimMaker
from .sentence import Sentence

__all__ = ["read_arabic_control", "read_arabic_counts", "parse_arabic_number", "ARABIC_CUE", "actor_of_arabic"]

ARABIC_CUE = re.compile(r"[\u0621-\u064a]")
_PREFIX = r"(?:[وفبلك]?(?:ال|لل)?)"
_TANWEEN = r"(?:ا?[\u064b-\u0652]?ا?)"  # the accusative ending: "جريحاً", "طفلا"

# --- sides -----------------------------------------------------------------------------
_ACTORS_AR: list[tuple[str, str]] = [
    (r"قوات\s+سوري[اة]\s+الديمقراطية|قسد|وحدات\s+حماية\s+الشعب|الوحدات\s+الكردية", "sdf"),
    (r"تنظيم\s+الدولة|داعش|الدولة\s+الإسلامية", "isis"),
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


# --- numbers -------------------------------------------------------------------------------
_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")
_UNITS = {
    "واحد": 1,
    "واحدة": 1,
    "اثنان": 2,
    "اثنين": 2,
    "اثنتان": 2,
    "اثنتين": 2,
    "ثلاث": 3,
    "ثلاثة": 3,
    "أربع": 4,
    "أربعة": 4,
    "خمس": 5,
    "خمسة": 5,
    "ست": 6,
    "ستة": 6,
    "سبع": 7,
    "سبعة": 7,
    "ثمان": 8,
    "ثماني": 8,
    "ثمانية": 8,
    "تسع": 9,
    "تسعة": 9,
    "عشر": 10,
    "عشرة": 10,
}
_TENS = {
    "عشرون": 20,
    "عشرين": 20,
    "ثلاثون": 30,
    "ثلاثين": 30,
    "أربعون": 40,
    "أربعين": 40,
    "خمسون": 50,
    "خمسين": 50,
    "ستون": 60,
    "ستين": 60,
    "سبعون": 70,
    "سبعين": 70,
    "ثمانون": 80,
    "ثمانين": 80,
    "تسعون": 90,
    "تسعين": 90,
}
_HUNDREDS = {"مئة": 100, "مائة": 100, "مئتان": 200, "مئتين": 200, "مائتان": 200, "مائتين": 200}
_THOUSANDS = {"ألف": 1000, "آلاف": 1000, "ألفا": 1000, "الف": 1000, "ألفان": 2000, "ألفين": 2000, "ألفي": 2000}
_MILLIONS = {"مليون": 1_000_000, "ملايين": 1_000_000}
_WORD = "|".join(sorted([*_UNITS, *_TENS], key=len, reverse=True))
_HUNDRED = r"(?:(?:ثلاث|أربع|خمس|ست|سبع|ثمان|تسع)\s?)?(?:مئة|مائة|مئتان|مئتين|مائتان|مائتين)"
_SCALE = "|".join(sorted([*_THOUSANDS, *_MILLIONS], key=len, reverse=True))
# a scale word alone is a number in the singular and dual only: "آلاف" (thousands) alone is vague, as in English
_SCALE_ALONE = "|".join(sorted({*_THOUSANDS, *_MILLIONS} - {"آلاف", "ملايين"}, key=len, reverse=True))
_DIGIT_NUM = (
    r"(?<![0-9٠-٩])[0-9٠-٩]{1,3}(?:[,٬][0-9٠-٩]{3})+(?![0-9٠-٩])|"
    r"(?<![0-9٠-٩.,٬])[0-9٠-٩]{1,9}(?:[.٫][0-9٠-٩]{1,3})?(?![0-9٠-٩])"
)
_WORD_NUM = rf"(?:{_HUNDRED}|(?:{_WORD})(?:\s+(?:عشر|عشرة))?)(?:\s+و\s*(?:{_HUNDRED}|{_WORD}))*"
NUM_AR = (
    rf"(?:(?:{_DIGIT_NUM})|(?:\b|(?<=\bو))(?:{_WORD_NUM}))(?:\s+(?:{_SCALE})[\u064b-\u0652]?)?"
    rf"|\b(?:{_SCALE_ALONE})\b"
)
_QUALIFIER_AR = (
    r"(?P<qual>نحو|حوالي|حوالى|قرابة|زهاء|ما\s+يقارب|ما\s+يزيد\s+عن|ما\s+يزيد\s+على|أكثر\s+من|أقل\s+من|أكثر\s+من|قرابة)"
)


def parse_arabic_number(text: str) -> float | None:
    """The value of an Arabic number in digits or words.

    Examples
    --------
    >>> parse_arabic_number("٢٥ ألف"), parse_arabic_number("أربعة آلاف"), parse_arabic_number("أربعمئة")
    (25000.0, 4000.0, 400.0)
    >>> parse_arabic_number("خمسة وعشرين"), parse_arabic_number("ثلاثة عشر")
    (25.0, 13.0)
    """
    words = (
        re.sub(r"[\u064b-\u0652]", "", text)
        .translate(_DIGITS)
        .replace("٬", "")
        .replace(",", "")
        .replace("٫", ".")
        .split()
    )
    scale = 1
    if words and words[-1] in _THOUSANDS:
        scale = 1000 * (2 if words[-1] in ("ألفان", "ألفين", "ألفي") else 1)
        words = words[:-1]
    elif words and words[-1] in _MILLIONS:
        scale, words = 1_000_000, words[:-1]
    if not words:
        return float(scale) if scale > 1 else None
    total = 0.0
    for word in " ".join(words).replace(" و", " ").split():
        word = word.removeprefix("و") if word not in _UNITS and word not in _TENS else word
        if re.fullmatch(r"\d+(?:\.\d+)?", word):
            total += float(word)
        elif word in _UNITS:
            total += 10 if word in ("عشر", "عشرة") and total else _UNITS[word]
        elif word in _TENS:
            total += _TENS[word]
        elif word in _HUNDREDS:
            total = (total or 1) * 100 if word in ("مئة", "مائة") else total + 200
        elif m := re.fullmatch(r"(ثلاث|أربع|خمس|ست|سبع|ثمان|تسع)(مئة|مائة)", word):
            total += _UNITS[m.group(1)] * 100
        else:
            return None
    return float(total * scale)


# --- counted nouns --------------------------------------------------------------------------
_NOUNS_AR: list[tuple[str, str]] = [  # (noun pattern, topic); a vehicle topic has the unit "vehicles"
    (r"سيار(?:ة|ات)\s+(?:ال)?إسعاف", "ambulances"),
    (r"حافل(?:ة|ات)|باص(?:ات)?", "buses"),
    (r"سيار(?:ة|ات)|آلي(?:ة|ات)|شاحن(?:ة|ات)", "vehicles"),
    (r"قافل(?:ة|ات)|قوافل", "convoys"),
    (r"جريح|جرحى|مصاب(?:ين|ون|ا)?", "wounded"),
    (r"قتيل|قتلى", "dead"),
    (r"مقاتل(?:ين|ون|ا)?|مسلح(?:ين|ون|ا)?", "fighters"),
    (r"طفل|أطفال|رضيع|رضع", "children"),
    (r"عائل(?:ة|ات)|أسر(?:ة)?", "families"),
    (r"مدني(?:ين|ون|ا)?", "civilians"),
    (
        r"شخص(?:ا)?|أشخاص|آخر(?:ين|ون)|سكان|أهالي|نازح(?:ين|ون|ا)?|مهجر(?:ين|ون|ا)?|نسمة|مواطن(?:ين|ون|ا)?|مريض|مرضى|يتيم|أيتام|امرأة|نساء|رجل|رجال",
        "people",
    ),
]
_NOUN_AR = "|".join(f"(?P<n{i}>{p})" for i, (p, _) in enumerate(_NOUNS_AR))
_VEHICLES = frozenset({"buses", "ambulances", "vehicles", "convoys"})
_COUNT_AR = re.compile(
    rf"(?:{_QUALIFIER_AR}\s+)?(?P<num>{NUM_AR})\s*(?:من\s+)?(?:{_PREFIX})?(?:{_NOUN_AR}){_TANWEEN}(?!\w)"
)
# the dual of a counted noun is a count of two: "حافلتان", "سيارتي إسعاف", "شخصين"
_DUAL_AR = re.compile(
    r"(?<!\w)(?:ال)?(?:(?P<buses>حافلت)|(?P<ambulances>سيارت(?=(?:ان|ين|ا|ي)\s+(?:ال)?إسعاف))|(?P<vehicles>سيارت|آليت)|"
    r"(?P<families>عائلت)|(?P<children>طفل)|(?P<people>شخص))(?:ان|ين)(?!\w)"
)
# a bare number of places named after it, counting what the sentence counted before: "… مقابل 400 من ⟦A⟧"
_BARE_FROM_PLACE = re.compile(rf"(?:{_QUALIFIER_AR}\s+)?(?P<num>{NUM_AR})\s+من\s+⟦")
# people counted with an evacuation verb, or beside a convoy or buses, are evacuees
_EVACUATION_AR = re.compile(
    r"قافل|حافل|إجلاء|أجلي|إخراج|خروج|يخرج|خرج|أخرج|نقل|تنقل|يغادر|غادر|مغادرة|وصل|وصول|تقل|نزوح|هجر|نزح|"
    r"(?<!\S)(?:[يت]?فر(?:وا|ت|ّ)?|[وف]?[يت]?هرب(?:وا|ت)?|فرار|هروب)(?!\S)"  # not "وفر" (provided)
)
# a number as the subject of a verb of flight or departure, its noun left out: "نزح 950 ألفاً من ريف ⟦A⟧"
_FLED_AR = re.compile(
    rf"(?<!\S)(?:[يت]?فر(?:وا|ت|ّ)?|[وف]?(?:[يت]?نزح(?:وا|ت)?|[يت]?هرب(?:وا|ت)?|خرج(?:ت)?|غادر(?:ت)?|أجلي))\s+"
    rf"(?:(?:أمس|اليوم|مؤخرا|بالفعل|حتى\s+الآن)\s+)?(?:{_QUALIFIER_AR}\s+)?(?P<num>{NUM_AR})"
)
_YEAR_OR_DATE = re.compile(r"\s*(?:عام|سنة|سنوات|أعوام|يوم|أيام|ساعة|ساعات|شهر|أشهر|دقيقة|دقائق|كانون|ديسمبر)")


# what happened to the people counted, by the verb or noun governing the count in its clause
_GOVERNING_AR: list[tuple[str, str]] = [
    (r"أ[ُ]?صيب\w*|إصاب\w*|اصاب\w*|ج[ُ]?ر[ِ]?ح(?:وا)?|جرحى|مصاب\w*", "wounded"),
    (r"ق[ُ]?ت[ِ]?ل(?:وا)?|مقتل|قتلى|حتف\w*|استشهد\w*|مصرع|وفاة|توفي\w*|ماتوا", "dead"),
    (r"عالق\w*|علق(?:وا)?|محاصر(?:ين|ون)|محتجز\w*", "trapped"),
]
# with or without the article: "قتلى" and "القتلى" ("the toll of the dead")
_GOVERNING = re.compile(
    "|".join(f"(?P<g{i}>(?<!\\w)[وف]?(?:ال)?(?:{p})(?!\\w))" for i, (p, _) in enumerate(_GOVERNING_AR))
)
_CLAUSE_AR = re.compile(r"[،,.؛;:]|\s(?:بينهم|منهم|بينها|من\s+بينهم|و(?:تم|قد))\s")


def _governed_topic(text: str, start: int, end: int) -> str | None:
    """wounded, dead or trapped when such a word governs the count in its clause (nearest first), else None."""
    cut = _CLAUSE_AR.search(text, end)
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


def read_arabic_counts(sentence: Sentence, claim: ClaimMaker) -> list[Claim]:
    """Counts of people and vehicles in an Arabic sentence."""
    text = sentence.skeleton
    out: list[Claim] = []
    last: tuple[str, str] | None = None
    evacuation = bool(_EVACUATION_AR.search(text))
    for m in sentence.finditer(_COUNT_AR):
        value = parse_arabic_number(m.group("num"))
        if value is None:
            continue
        topic = _NOUNS_AR[int(m.lastgroup[1:])][1] if m.lastgroup and m.lastgroup.startswith("n") else "people"
        unit = "vehicles" if topic in _VEHICLES else "people"
        if topic in ("people", "civilians"):
            topic = _governed_topic(text, m.start(), m.end()) or ("evacuated" if evacuation else topic)
        last = (topic, unit)
        place = sentence.place_after(m.end()) or sentence.place_before(m.start())
        out.append(claim("count", sentence, place, value=value, unit=unit, topic=topic, qualifier=m.group("qual")))
    counted = {m.start("num") for m in sentence.finditer(_COUNT_AR)}
    for m in sentence.finditer(_FLED_AR):
        value = parse_arabic_number(m.group("num"))
        if value is None or m.start("num") in counted or _YEAR_OR_DATE.match(text, m.end("num")):
            continue  # counted with its noun above; "منذ عام": a date
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
    if last:
        for m in sentence.finditer(_BARE_FROM_PLACE):
            value = parse_arabic_number(m.group("num"))
            if value is None or any(c.value == value for c in out) or _YEAR_OR_DATE.match(text, m.end("num")):
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


# --- control ----------------------------------------------------------------------------------
_P = r"⟦\d+⟧"
_PLACES_AR = rf"{_P}(?:\s*[،,]?\s*و?\s*{_P})*"
_GAP = r"(?:\s+[^\s⟦.،,]{1,20}){0,3}?"  # up to three words ("بريف ⟦إدلب⟧" counts as a word)
_GAP_P = rf"(?:\s+(?:[^\s⟦.،,]{{1,20}}|[^\s⟦.،,]{{0,3}}{_P})){{0,3}}?"
_ACTOR_SPAN = r"(?P<by>[^.،,⟦]{2,60})"
_CONTROL_AR = [
    # the place, then "held by / under the control of" a side: "⟦A⟧ الخاضعة لسيطرة المعارضة"
    (
        re.compile(
            rf"(?P<places>{_PLACES_AR}){_GAP_P}\s+(?:ال)?(?:خاضع(?:ة|ين|تين)?|واقع(?:ة|ين|تين)?\s+تحت|تحت)\s+"
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
    # a relative clause naming the holder, the pronoun optional after an indefinite noun
    (
        re.compile(
            rf"(?P<places>{_PLACES_AR}){_GAP_P}(?:\s*[،,])?\s+(?:(?:التي|الذي|اللتين|اللذين)\s+)?(?:ت|ي)سيطر\s+"
            rf"علي(?:ه|ها|هم|هما)\s+{_ACTOR_SPAN}"
        ),
        "held",
    ),
    # a holding noun of a side, then the place: "معاقل الفصائل في ⟦A⟧", "مناطق سيطرة النظام في ⟦A⟧"
    (
        re.compile(
            rf"(?:معقل|معاقل|جيب|جيوب|مناطق\s+سيطرة|منطقة\s+سيطرة)\s+{_ACTOR_SPAN}\s+(?:في|ب)\s*(?P<places>{_PLACES_AR})"
        ),
        "held",
    ),
    (re.compile(rf"(?P<places>{_PLACES_AR}){_GAP_P}\s+(?:ب|في\s+)يد\s+{_ACTOR_SPAN}"), "held"),
    # a side as the subject: "تسيطر المعارضة على ⟦A⟧", "سيطرت قوات النظام على ⟦A⟧"
    (
        re.compile(
            rf"(?:ت|ي)?سيطر(?:ت|ة)?\s+{_ACTOR_SPAN}?\s*على\s+(?:[^\s⟦]{{1,20}}\s+){{0,2}}?(?P<places>{_PLACES_AR})"
        ),
        "held",
    ),
    # besieged places and their besieger: "⟦A⟧ و⟦B⟧ المحاصرتين من قبل المعارضة", "اللتين تحاصرهما مليشيا …"
    (
        re.compile(
            rf"(?P<places>{_PLACES_AR}){_GAP_P}\s+(?:ال)?محاصر(?:ة|ين|تين|تان|ون)?(?:\s+(?:من\s+قبل|من|على\s+يد)\s+{_ACTOR_SPAN})?"
        ),
        "besieged",
    ),
    (
        re.compile(
            rf"(?P<places>{_PLACES_AR}){_GAP_P}\s+(?:التي|الذي|اللتين|اللذين)\s+(?:ت|ي)حاصر(?:ها|هما|هم)\s+{_ACTOR_SPAN}"
        ),
        "besieged",
    ),
    # a besieged part of a place: "الأحياء المحاصرة في ⟦A⟧", "المحاصرة من مدينة ⟦A⟧"
    (
        re.compile(
            rf"(?:ال)?محاصر(?:ة|ين|تين|تان|ون)?\s+(?:في|من)\s+(?:(?:مدينة|بلدة|بلدتي|قرية)\s+)?(?P<places>{_PLACES_AR})"
        ),
        "besieged",
    ),
]


# a reference back by pronoun: "الأهالي المحاصرين فيهما" (besieged in the two named before)
_BESIEGED_IN_THEM = re.compile(r"محاصر(?:ة|ين|تين|تان|ون)?\s+(?:في|ب)(?P<pronoun>هما|ها|ه|هم)(?!\w)")
_SETTLEMENTS = frozenset({"village", "town", "city", "district", "neighbourhood"})


def read_arabic_control(sentence: Sentence, claim: ClaimMaker) -> list[Claim]:
    """Who holds or besieges the places of an Arabic sentence."""
    out: list[Claim] = []
    seen: set[tuple[int, str, str]] = set()
    for m in sentence.finditer(_BESIEGED_IN_THEM):
        wanted = 2 if m.group("pronoun") == "هما" else 1
        for place in sentence.earlier_places(_SETTLEMENTS, wanted, m.start()):
            seen.add((place.start, "unknown", "besieged"))
            out.append(claim("control", sentence, place, actor="unknown", status="besieged", scope="whole"))
    found = [
        (place, status, actor_of_arabic(m.group("by") or "") if m.groupdict().get("by") else "unknown", "whole")
        for pattern, status in _CONTROL_AR
        for m in sentence.finditer(pattern)
        for place in sentence.places(m.group("places"))
    ]
    for place, status, side, scope in [*found, *arabic_holdings(sentence, actor_of_arabic)]:
        if status == "besieged":
            holder = OTHER_SIDE.get(side, "unknown")
            values = {"actor": holder, "besieger": side if side != "unknown" else None}
        else:
            holder, values = side, {"actor": side}
        key = (place.start if place else -1, holder, status)
        if key not in seen:
            seen.add(key)
            out.append(claim("control", sentence, place, status=status, scope=scope, **values))
    # a side named by one wording overrides an unknown one of another wording for the same place
    known = {(c.start, c.place_text, c.status) for c in out if c.actor != "unknown"}
    return [c for c in out if c.actor != "unknown" or (c.start, c.place_text, c.status) not in known]
