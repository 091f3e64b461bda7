"""Arabic routes: the places a movement leaves (من، عن، غادر), passes (عبر، اجتاز) and reaches (إلى، نحو، بلغ).

The reader walks back from each place marker of the skeleton over a few words to the nearest
word that gives a route role; the words between may only be the head of the place ("بلدتي",
"حي", "الأحياء الشرقية لمدينة"), its people ("أهالي", "سكان") or a time ("اليوم"). A place
joined to the one before by و or a comma takes its role; a place that only locates the one before
("حي X في Y", "بلدة X بريف Y") is no point of the route: the walk back stops at a place. A
reference back ("نحو البلدتين", "عن المدينة") takes the places named before, and a directional
part of a countryside that no gazetteer names ("إلى ريفها الغربي") is a route point without a
place key, as is an unnamed crossing that a convoy passes "through it" ("معبر …، الذي تمر الحافلات
عبره").

Words are compared without their short vowels, so "يُخرج" and "يخرج" read the same.
"""

from __future__ import annotations

import bisect
import re

from ..geoparser import Mention
from .arabic_parts import DIRECTION_ADJECTIVE, UNNAMED_PART
from .record import Claim, ClaimMaker
from .sentence import Sentence

__all__ = ["read_arabic_route", "ARABIC_MOVEMENT"]

# "reached" (بلغ) followed by a figure, an age or a total is no movement: "يبلغ من العمر 40 عاما" (aged),
# "بلغ عدد القتلى" (the toll reached), "بلغت 45 شخصا"; followed by anything else, it reaches a place
_REACHED = r"(?:بلغ|بلغت|بلغوا|تبلغ|يبلغ)"
_QUANTITY = (
    r"(?:[0-9٠-٩]|من\s+العمر|[وفل]?(?:ال)?(?:عدد|حصيل|مساح|نسب|قيم|طول|عمر|مجموع|إجمالي|اجمالي|نحو|قرابة|"
    r"حوالي|زهاء|أكثر|اكثر|أقل|اقل|مئ|مائ|ألف|آلاف|الف|عشر|ذروت))"
)
_REACHED_WORD = re.compile(rf"[وفل]?{_REACHED}")
_QUANTITY_RE = re.compile(_QUANTITY)
_REACHED_A_QUANTITY = re.compile(rf"(?<!\S)[وفل]?{_REACHED}(?=\s+{_QUANTITY})")
ARABIC_MOVEMENT = re.compile(
    r"غادر|مغادر|انطلق|تنطلق|ينطلق|خرج|خروج|إخراج|اخراج|يخرج|تخرج|وصل|وصول|توجه|متجه|وجهت|قاصد|قادم|"
    r"عبر|عبور|تعبر|يعبر|اجتاز|تجتاز|يجتاز|مرور|سلك|نقل|ينقل|تنقل|إجلاء|اجلاء|أجلي|أجلو|أُجل|تهجير|مهج|"
    r"نزوح|قافل|قوافل|حافل|باص|رحيل|رحلة|إسعاف|تصل|يصل|بلغ"
)
# "expressed" (with its shadda), which reads as "crossed" without vowels; "نقلت الوكالة عن" (reported)
_EXPRESSED = re.compile(
    r"عب[َ]?ّ[َ]?ر|(?<!\S)[وف]?ن[َ]?ق[َ]?ل(?:ت)?(?=\s+(?:وكالة|قناة|صحيفة|موقع|مراسل|مصادر|(?:\S+\s+){0,4}?عن\s))"
)
_VOWELS = re.compile(r"[\u064b-\u0652\u0640]")  # short vowels, shadda, sukun, tatweel
_TOKEN = re.compile(r"⟦\d+⟧|[^\s⟦⟧]+")
_BREAK = re.compile(r"[،,.;:؛!?؟()\"«»“”]")
_P = r"[وفل]?"  # a conjunction or "ل" before a word
_ORIGIN = re.compile(rf"{_P}من$|{_P}(?:غادر\w*|يغادر\w*|تغادر\w*|مغادرة\w*|مغادرت\w*)$")  # "قبل مغادرتها X"
_PEOPLE_OF = re.compile(r"[وفل]?(?:أهالي|اهالي|سكان|أهل|مهجري|محاصري|مسلحي|مقاتلي|إرهابيي|مدنيي)$")
_DESTINATION = re.compile(
    rf"{_P}(?:إلى|الى|نحو|باتجاه|اتجاه|صوب|وجهت\w*|قاصد\w*|دخل|دخلت|دخلوا|تدخل|يدخل|"
    rf"وصلت|وصلوا|تصل|يصل|وصولا)$"
)
_VIA = re.compile(rf"{_P}(?:عبر|عبرت|عبروا|تعبر|يعبر|اجتاز\w*|تجتاز|يجتاز|مرور\w*|عند)$")
_FROM_NOT_ORIGIN = re.compile(  # words before "من" that make it no origin: "بدعم من", "عدد من", "بالقرب من"
    r"[وفلب]?(?:دعم|قبل|قرب|بالقرب|قريب\w?|مقربة|بعيد\w?|عدد|عددا|مزيد|كل|جزء|أجزاء|مناطق|منطقة|بعض|أكثر|أقل|"
    r"نوع|واحد|واحدة|العديد|عشرات|مئات|آلاف|بين|أي|أيا|جميع|حيث|مسؤول\w*|مصادر|ناشط\w*|مراسل\w*|قسم|"
    r"كم|كلم|كيلومتر\w*|متر|أمتار|ميل|أميال)$"
)
_TO_NOT_DESTINATION = re.compile(
    r"[وف]?(?:أدى|أدت|يؤدي|تؤدي|إضافة|بالإضافة|استنادا|نظرا|أشار|أشارت|يشير|تشير|دعا|دعت|بالنسبة|إشارة|انضم\w*)$"
)
_AWAY = re.compile(r"[وفل]?(?:أجلوا|أجلي\w*|رحيل\w*|رحل\w*|أبعدوا|ابتعد\w*|خروج\w*|نزوح\w*|تهجير\w*|إجلاء\w*)$")
_CROSSING = re.compile(r"(?:معبر|حاجز|نقطة|مدخل)$")
_NUMBER = re.compile(r"^[0-9٠-٩]|^(?:مئة|مائة|ألف|آلاف|عشرات|مئات|ثلاث|أربع|خمس|ست|سبع|ثمان|تسع|عشر)")
_STOP = re.compile(
    r"(?:ثم|كي|لكي|حيث|التي|الذي|اللتين|اللذين|الذين|أن|إن|بعد|بعدما|قبل|بينما|وهي|وهو|لكن|غير|على|فيما|إذ|حين|"
    r"[وب]?توقيت)$"  # "بتوقيت X": a time zone, no point of a route
)
# a direction after the words of an unnamed place locates that place by the next one: "إلى بلدة حرجلة غربي ⟦A⟧"
_DIRECTION_OF = re.compile(r"(?:شرق|غرب|شمال|جنوب)(?:ي|يّ)?$")
_SAID_THAT = re.compile(r"(?<!\S)(?:إن|أن|بأن)(?!\S)")
_FILLER = 6  # at most so many words between the role word and the place
# a word that gives a role (for a direction word before the place, see :func:`_role`)
_ROLE_WORD = re.compile(
    rf"{_P}(?:من|إلى|الى|نحو|باتجاه|صوب|عبر|غادر\w*|مغادر\w*|وصل\w*|دخل\w*|قاصد\w*|وجهت\w*|متجه\w*)$"
)
_PURPOSE = re.compile(r"^(?:كي|لكي|ل(?:إجلاء|اجلاء|إخراج|اخراج|نقل)|تبدأ|يبدأ)$")
_VEHICLES = re.compile(r"حافل|قافل|قوافل|سيار|باص")
_REFERENCES: list[tuple[re.Pattern[str], frozenset[str], int]] = [
    (re.compile(r"^[وب]?(?:ال)?(?:بلدتين|بلدتان|قريتين|قريتان)$"), frozenset({"town", "village"}), 2),
    (re.compile(r"^[وب]?(?:ال)?(?:بلدة|قرية)$"), frozenset({"town", "village"}), 1),
    (re.compile(r"^[وب]?المدينة$"), frozenset({"city"}), 1),
]
# an unnamed part of a countryside or of the country: "ريفها الغربي", "الشمال السوري", "شمال البلاد"
_UNNAMED_AREA = re.compile(
    rf"(?:ريف(?:ها|ه)|الريف)\s+{DIRECTION_ADJECTIVE}|"
    r"(?<![\u0621-\u064a])(?:ال)?(?:شمال|جنوب|شرق|غرب)[\u064b-\u0652]?\s+(?:ال)?(?:سوري|البلاد)(?![\u0621-\u064a])"
)
# a direction before the country's name: "شمال ⟦سوريا⟧" is a region of it, no point of a route
_DIRECTION_BEFORE = re.compile(r"(?:شمال|جنوب|شرق|غرب)(?:ي)?[\u064b-\u0652]?\s*$")
_THROUGH_IT = re.compile(r"(?<!\S)[وف]?(?:س?[تي]?مر(?:ت|وا)?|مرور\S*)\s+(?:عبر|خلال|من|ب)(?:ه|ها)(?![\u0621-\u064a])")
_CROSSING_NAMED = re.compile(r"(?:معبر|حاجز)\s+(?P<name>⟦\d+⟧|[^\s⟦،,.]+)")
# an indefinite noun right before a country's name makes the name its adjective: "بلدات سورية", "قوات تركية"
_NOUN_BEFORE_ADJECTIVE = re.compile(
    r"(?<![\u0621-\u064a])[وفب]?(?:بلدات|بلدة|مدن|مدينة|قرى|قرية|مناطق|منطقة|أراض|أراضي|فصائل|قوات|جماعات|حافلات|"
    r"حافلة|شاحنات|قافلة|قوافل|طائرات)\s*$"
)
_COORDINATED = re.compile(r"⟦\d+⟧\s*[،,]?\s*(?:و|أو\s|او\s)?\s*$")  # "⟦A⟧ و⟦B⟧", "⟦A⟧ أو ⟦B⟧"


def _plain(word: str) -> str:
    return _VOWELS.sub("", word)


def _role(tokens: list[str], raw: list[str]) -> tuple[str | None, bool]:
    """The role the words before a place give it, and whether the vehicles went there to fetch people.

    ``tokens`` are the plain words before the place, nearest last; ``raw`` the same words as written.
    """
    filler = 0
    direction = len(tokens)  # where a direction word stands, nearest the place
    for k in range(len(tokens) - 1, -1, -1):
        word = tokens[k]
        if direction == len(tokens) and _DIRECTION_OF.match(word):
            direction = k
        if (
            direction < len(tokens)
            and _ROLE_WORD.match(word)
            and any(not _DIRECTION_OF.match(t) for t in tokens[k + 1 : direction])
        ):
            return None, False  # "إلى بلدة حرجلة غربي ⟦A⟧": the route goes to the unnamed town, not to A
        if word.startswith("⟦") or _BREAK.search(word):
            return None, False
        previous = tokens[k - 1] if k else ""
        if _REACHED_WORD.fullmatch(word):  # "reached" a place, not a figure
            after = " ".join(tokens[k + 1 : k + 3])
            return (None, False) if _QUANTITY_RE.match(after) else ("destination", False)
        if _ORIGIN.match(word):
            if word.endswith("من") and _FROM_NOT_ORIGIN.match(previous):
                filler += 1
                continue
            if word.endswith("من") and k + 1 < len(tokens) and _CROSSING.match(tokens[k + 1]):
                return "via", False  # "من معبر ⟦A⟧": a crossing is passed
            purpose = any(_PURPOSE.match(t) for t in tokens[max(0, k - 4) : k])
            return "origin", purpose
        if _DESTINATION.match(word):
            after = tokens[k + 1] if k + 1 < len(tokens) else ""
            if word.endswith("نحو") and _NUMBER.match(after):  # "نحو مئة حافلة": about, a number's hedge
                filler += 1
                continue
            if _TO_NOT_DESTINATION.match(previous) or (word.endswith(("إلى", "الى")) and after == "جانب"):
                return None, False  # "إلى جانب": beside
            return "destination", False
        if _VIA.match(word):
            if _EXPRESSED.search(raw[k]):  # "expressed", not "crossed"
                return None, False
            if word.endswith("عند") and not _CROSSING.match(tokens[k + 1] if k + 1 < len(tokens) else ""):
                return None, False
            return "via", False
        if re.fullmatch(r"[وف]?عن", word):
            if k + 1 < len(tokens) and tokens[k + 1] == "طريق":  # "عن طريق": by way of
                return "via", False
            away = any(_AWAY.match(t) for t in tokens[max(0, k - 3) : k])
            return ("origin", False) if away else (None, False)
        if _PEOPLE_OF.match(word) and filler <= 1:
            return "origin", False
        if _STOP.match(word):
            return None, False
        filler += 1
        if filler > _FILLER:
            return None, False
    return None, False


class _Movement:
    """Where a sentence first names a movement, and where its clauses and reported speech begin.

    A place is moving when a movement is named before it, or after it in its clause before any
    "that" ("an official from X said that the convoys …" is no movement of X). Built once per
    sentence, so that a long sentence with many places is read in linear time.
    """

    def __init__(self, skeleton: str):
        masked = _EXPRESSED.sub(lambda m: " " * len(m.group()), skeleton)  # same offsets
        masked = _REACHED_A_QUANTITY.sub(lambda m: " " * len(m.group()), masked)
        plain = _plain(masked)
        cue = ARABIC_MOVEMENT.search(plain)
        self.first = len(skeleton) + 1
        if cue:  # the offset in the skeleton of the cue's offset in the plain text
            kept = -1
            for i, char in enumerate(masked):
                if not _VOWELS.match(char):
                    kept += 1
                    if kept == cue.start():
                        self.first = i
                        break
        self.ends = sorted(m.start() for pattern in (_BREAK, _SAID_THAT) for m in pattern.finditer(skeleton))
        self.length = len(skeleton)

    def at(self, position: int) -> bool:
        i = bisect.bisect_left(self.ends, position)
        return self.first < (self.ends[i] if i < len(self.ends) else self.length)


# a movement denied before the place in its clause: "لم تصل الحافلات إلى ⟦A⟧", "لن يخرج أحد من ⟦A⟧" (not "لا تزال")
_DENIED_MOVE_AR = re.compile(
    r"(?<![\u0621-\u064a])[وف]?(?:لم|لن|لا(?!\s+(?:تزال|يزال|زال|زالت|تزالان|يزالون))|ما\s+عاد\S*)(?![\u0621-\u064a])"
    r"[^.،,؛;:⟦]*$"
)


def read_arabic_route(sentence: Sentence, claim: ClaimMaker) -> list[Claim]:
    """The places of an Arabic sentence given as origin, via or destination of a movement."""
    skeleton = sentence.skeleton
    moving = _Movement(skeleton)
    if moving.first > len(skeleton):
        return []
    vehicles = bool(_VEHICLES.search(skeleton))
    out: list[Claim] = []
    seen: set[tuple[str | None, str]] = set()

    def add(mention: Mention | None, role: str) -> None:
        key = (mention.place_key if mention else None, role)
        if key not in seen:
            seen.add(key)
            out.append(claim("route", sentence, mention, role=role))

    matches = list(_TOKEN.finditer(skeleton))
    words = [m.group() for m in matches]
    plain = [_plain(w) for w in words]
    marker = 0
    previous_role: str | None = None
    previous_purpose = False
    for n, token in enumerate(matches):
        word = plain[n]
        if word.startswith("⟦"):
            mention = sentence.mentions[marker]
            marker += 1
            before = skeleton[max(0, token.start() - 80) : token.start()]
            if _COORDINATED.search(before):
                role, purpose = previous_role, previous_purpose
            else:
                role, purpose = _role(plain[max(0, n - 12) : n], words[max(0, n - 12) : n])
                if role and (not moving.at(token.start()) or _DENIED_MOVE_AR.search(before)):
                    role = None
            previous_role, previous_purpose = role, purpose
            place = mention.place
            if place is not None and place.type == "country" and _NOUN_BEFORE_ADJECTIVE.search(before):
                continue  # "من اربع بلدات سورية": the country's adjective after an indefinite noun, no place
            if role and place is not None and place.type == "country" and _DIRECTION_BEFORE.search(before):
                add(None, role)  # "إلى شمال سوريا": the north of the country, without a key
            elif role and (mention.place is not None or mention.resolved_by == UNNAMED_PART):
                add(mention, role)
                if purpose and vehicles:  # "buses set off to evacuate the people of X": the buses go to X
                    add(mention, "destination")
            continue
        for pattern, types, wanted in _REFERENCES:
            if pattern.match(word):
                role, _ = _role(plain[max(0, n - 8) : n], words[max(0, n - 8) : n])
                if role and moving.at(token.start()):
                    for place in sentence.earlier_places(types, wanted, token.start()):
                        add(place, role)
                break
    crossings = [(m.start(), m.group("name")) for m in _CROSSING_NAMED.finditer(skeleton)]
    for found in _THROUGH_IT.finditer(skeleton):  # "… معبر X، والذي كانت الحافلات ستمر عبره": X is passed
        i = bisect.bisect_left(crossings, (found.start(),))
        if i:
            name = crossings[i - 1][1]
            add(sentence.places(name)[0] if name.startswith("⟦") else None, "via")
    for found in _UNNAMED_AREA.finditer(skeleton):
        before = _TOKEN.findall(skeleton[max(0, found.start() - 80) : found.start()])[-8:]
        role, _ = _role([_plain(w) for w in before], before)
        if role:
            add(None, role)
    return out
