"""People named after their title: "YPG spokesman Shiyar Hasakah", and the same surname alone later on.

A surname may be a place name (Hasakah, Halabi, Homsi). Directly after a lower-case title word
("spokesman", "commander", "activist": no punctuation between them), a capitalised run of a given
name and a surname (two or three words, the first not a place's first word, a direction or an
article) is a person's name, however its last word reads in the gazetteer; the article then reads
that word alone as the same person ("Hasakah credited the fallen fighters"), unless a type word or a
locative word around it makes it a place ("in Hasakah", "Hasakah province").
"""

from __future__ import annotations

from ..names import ARTICLES, fold
from .words import _DIRECTION_TOKENS, PERSON_WORDS

_TITLES = frozenset(
    """spokesman spokeswoman spokesperson commander minister official leader chief activist journalist
    reporter correspondent photographer resident doctor mayor envoy negotiator analyst director""".split()
)
# First words of place names that are never a given name: "Deir ez-Zor", "Tal Abyad", "Old City".
_PLACE_HEADS = frozenset(
    fold(w)
    for w in """deir dayr tal tell jabal jebel jisr bab kafr kfar khan ras ain ayn beit bayt wadi qasr maarat marat
    bir marj tall mount lake old new upper lower greater little east west north south eastern western
    northern southern central""".split()
)


def _after_title(text: str, start: int) -> bool:
    """Whether a lower-case title word stands directly before ``start`` ("spokesman |Shiyar Hasakah").

    The title and the name are separated by one blank only: "a rebel commander. Deir ez-Zor" and
    "said one resident, Eastern Ghouta" end the clause on the title.
    """
    before = text[max(0, start - 16) : start]
    if not before.endswith(" ") or before.endswith("  "):
        return False
    words = before.split()
    return bool(words) and words[-1].isalpha() and words[-1].islower() and words[-1] in _TITLES


def _is_person(chunk, text: str, run) -> bool:
    """Whether a run after a title is a given name and a surname ("Mazloum Kobani"), not a place.

    ``chunk`` is the run's :class:`~.model.Chunk`; a run with a feature word after it ("Kobani city"), a
    first word that begins a name in the gazetteer (unless it is a common given name), a direction,
    an article or a place-name head word first is a place.
    """
    words = chunk.words
    if not 2 <= len(words) <= 3 or run.lastindex is not None or not run.group().isascii():
        return False
    first = words[0]
    if first in ARTICLES or first in _DIRECTION_TOKENS or first in _PLACE_HEADS or first == "the":
        return False
    if first not in PERSON_WORDS and any(match[3] == 0 for match in chunk.matches):
        return False  # "Eastern Ghouta", "Deir ez-Zor": a place that begins with the run
    return _after_title(text, run.start())
