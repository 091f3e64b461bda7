"""Arabic numbers in digits (0-9, ٠-٩) and in words, with the multipliers ألف/آلاف and مئة (read by the counts).

Moved out of :mod:`.arabic_count` unchanged, so that no file of ``claims/`` is over 400 lines.
"""

from __future__ import annotations

import re

__all__ = ["parse_arabic_number", "NUM_AR", "QUALIFIER_AR", "NUMBER_WORDS_AR", "DIGITS_AR"]

# --- numbers -------------------------------------------------------------------------------
DIGITS_AR = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")
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
NUMBER_WORDS_AR = "|".join(sorted([*_UNITS, *_TENS], key=len, reverse=True))
_HUNDRED = r"(?:(?:ثلاث|أربع|خمس|ست|سبع|ثمان|تسع)\s?)?(?:مئة|مائة|مئتان|مئتين|مائتان|مائتين)"
_SCALE = "|".join(sorted([*_THOUSANDS, *_MILLIONS], key=len, reverse=True))
# a scale word alone is a number in the singular and dual only: "آلاف" (thousands) alone is vague, as in English
_SCALE_ALONE = "|".join(sorted({*_THOUSANDS, *_MILLIONS} - {"آلاف", "ملايين"}, key=len, reverse=True))
_DIGIT_NUM = (
    r"(?<![0-9٠-٩])[0-9٠-٩]{1,3}(?:[,٬][0-9٠-٩]{3})+(?![0-9٠-٩])|"
    r"(?<![0-9٠-٩.,٬])[0-9٠-٩]{1,9}(?:[.٫][0-9٠-٩]{1,3})?(?![0-9٠-٩])"
)
_WORD_NUM = rf"(?:{_HUNDRED}|(?:{NUMBER_WORDS_AR})(?:\s+(?:عشر|عشرة))?)(?:\s+و\s*(?:{_HUNDRED}|{NUMBER_WORDS_AR}))*"
NUM_AR = (
    rf"(?:(?:{_DIGIT_NUM})|(?:\b|(?<=\bو))(?:{_WORD_NUM}))(?:\s+(?:{_SCALE})[\u064b-\u0652]?)?"
    rf"|(?:\b|(?<=\bو))(?:{_SCALE_ALONE})[\u064b-\u0652]?(?![\u0621-\u064a])"
)
QUALIFIER_AR = (
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
        .translate(DIGITS_AR)
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
