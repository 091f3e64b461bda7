"""People named after their title: "YPG spokesman Shiyar Hasakah", and the same surname alone later on.

A surname may be a place name (Hasakah, Halabi, Homsi). After a lower-case title word ("spokesman",
"commander", "activist"), a capitalised run of two words or more is a person's name, however its last
word reads in the gazetteer; the article then reads that word alone as the same person ("Hasakah
credited the fallen fighters"), never as the place.
"""

from __future__ import annotations

from ..names import fold

_TITLES = frozenset(
    fold(w)
    for w in """spokesman spokeswoman spokesperson commander minister official leader chief activist journalist
    reporter correspondent photographer resident doctor mayor envoy negotiator analyst director""".split()
)


def _after_title(text: str, start: int) -> bool:
    """Whether a lower-case title word stands just before ``start`` ("spokesman |Shiyar Hasakah")."""
    before = text[max(0, start - 16) : start]
    if not before.endswith(" "):
        return False
    words = before.split()
    return bool(words) and words[-1].islower() and fold(words[-1]) in _TITLES
