"""Numbers as written: digits with separators, spelled-out numbers, and their hedges."""

from __future__ import annotations

import math
import re

from .lexicon import COUNTED_AHEAD, NUMBER_WORDS, SCALE_WORDS

__all__ = ["NUM", "QUALIFIER", "parse_number"]

# a number in the text: "3,000", "2.5 million", "twenty-one", "a dozen", "five thousand"; a run of digits is
# read from its first digit only, and a run longer than nine digits is no count (no quadratic rescans)
NUM = (
    r"(?<![\d.,/])(?:\d{1,3}(?:,\d{3})+|\d{1,9}(?:\.\d{1,3})?)(?![\d]|/\d)(?:\s*(?:million|thousand)|"
    rf"(?:m|mn)\b{COUNTED_AHEAD})?|"  # "2m people", "1.5mn refugees": millions
    r"\b(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|"
    r"zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    r"seventeen|eighteen|nineteen|a dozen)(?:\s+(?:dozen|hundred|thousand|million))?"
)
# the hedge before a number, kept as the claim's qualifier
QUALIFIER = (
    r"(?P<qual>some|about|around|roughly|approximately|nearly|almost|more than|over|just over|at least|"
    r"up to|fewer than|less than|an estimated|at most|only)"
)
_DIGITS = re.compile(r"[\d,]+(?:\.\d+)?")
_MILLIONS = re.compile(r"[\d,]+(?:\.\d+)?(?:m|mn)")
_WORD_PARTS = re.compile(r"[\s-]+")


def parse_number(text: str) -> float | None:
    """The value of a number as written.

    Parameters
    ----------
    text : str
        Digits with thousands separators, or a spelled-out number.

    Returns
    -------
    float or None
        None when ``text`` is no number.

    Examples
    --------
    >>> parse_number("twenty-one"), parse_number("3,000"), parse_number("five thousand")
    (21.0, 3000.0, 5000.0)
    """
    text = text.lower().strip()
    scale = 1
    if _MILLIONS.fullmatch(text):  # "2m", "1.5mn"
        text, scale = text.rstrip("mn"), 1_000_000
    for word, factor in SCALE_WORDS.items():
        if text.endswith(word):
            text, scale = text[: -len(word)].strip(), factor
            break
    if _DIGITS.fullmatch(text):
        value = float(text.replace(",", "")) * scale
        return value if math.isfinite(value) else None
    total = 0
    for part in _WORD_PARTS.split(text):
        if part == "dozen":  # a multiplier: "three dozen"
            total = (total or 1) * 12
        elif part in NUMBER_WORDS:
            total += NUMBER_WORDS[part]
        elif part != "a":
            return None
    return float(total * scale) if text else None
