"""Spelling variants: an unknown capitalised name that is a curated place's name spelled another way.

Transliterations of one Arabic name differ in ways that folding does not undo: a doubled consonant
("Bassit"/"Basit"), the article written or not and in capitals ("AL-Rukban"), a final "h" after a
vowel ("Qumhanah"/"Qumhana"), and in hurried copy two letters swapped ("Rubkan" for "Rukban"). An
unknown toponym - a name that already stands in a place pattern - whose skeleton (folded, article
dropped, letters only, doubled letters single, a final "h" after a vowel dropped) is the skeleton of
one curated place's Latin name, or is it with two neighbouring letters swapped, is that place, with
``resolved_by`` "spelling variant". Vowels are kept: folding them away confuses distinct places.
Only the curated tier is looked in (the GeoNames and OSM tiers hold thousands of small villages whose
near-namesakes lie anywhere), only names of five letters or more, and only a skeleton that leads to
one place. The swap is riskier (a given name or an English word is often one swap from a place:
"Rabin"/"Arbin", "Zebra"/"Zerba"): it is tried only on names of six letters or more that are not
frequent English words (wordfreq Zipf >= 2.5), and leads only to a Syrian city, town, village, district,
camp or crossing, never to a country, governorate, region or foreign place.
"""

from __future__ import annotations

import re
import weakref

from ..gazetteer import Gazetteer, Place
from ..names import ARTICLES, fold

_MIN_LETTERS = 5
_MIN_SWAP_LETTERS = 6
_EN_FREQUENT = 2.5  # wordfreq Zipf: a word seen about 3 times per 10 million words of English, or more
_SWAP_TYPES = frozenset({"city", "town", "village", "district", "landmark", "crossing"})  # a camp is a landmark
_SYRIA = "syria"
_NOT_LETTERS = re.compile(r"[^a-z]+")
_DOUBLED = re.compile(r"(.)\1+")
_INDEXES: weakref.WeakKeyDictionary[Gazetteer, dict[str, str | None]] = weakref.WeakKeyDictionary()
_SWAPS: weakref.WeakKeyDictionary[Gazetteer, dict[str, frozenset[str | None]]] = weakref.WeakKeyDictionary()


def _skeleton(name: str) -> str:
    """The letters of a Latin name that its spellings share: "AL-Bassit" -> "basit", "Qomhanah" -> "qomhana"."""
    words = fold(name).split()
    if len(words) > 1 and words[0] in ARTICLES:
        words = words[1:]
    letters = _DOUBLED.sub(r"\1", _NOT_LETTERS.sub("", "".join(words)))
    if len(letters) > 2 and letters.endswith("h") and letters[-2] in "aeiou":
        letters = letters[:-1]
    return letters


def _index(gazetteer: Gazetteer) -> dict[str, str | None]:
    """Skeleton -> the key of the one curated place whose Latin name has it (None: several places)."""
    index = _INDEXES.get(gazetteer)
    if index is None:
        index = {}
        for place in gazetteer.curated():
            for name in (place.name, *place.variants):
                if not name.isascii():
                    continue
                skeleton = _skeleton(name)
                if len(skeleton) < _MIN_LETTERS:
                    continue
                if index.get(skeleton, place.key) != place.key:
                    index[skeleton] = None  # two places share it: it decides nothing
                else:
                    index[skeleton] = place.key
        _INDEXES[gazetteer] = index
    return index


def _spelling_variant(gazetteer: Gazetteer, surface: str) -> Place | None:
    """The curated place that an unknown Latin name ``surface`` spells another way, or None."""
    if not surface.isascii():
        return None
    skeleton = _skeleton(surface)
    if len(skeleton) < _MIN_LETTERS:
        return None
    index = _index(gazetteer)
    exact = index.get(skeleton, "")
    if exact != "":
        return None if exact is None else gazetteer[exact]
    # no exact skeleton: the places whose skeleton is this one with two neighbouring letters swapped
    if len(skeleton) < _MIN_SWAP_LETTERS or _frequent_english(surface):
        return None
    found = _swaps(gazetteer).get(skeleton, frozenset())
    if len(found) != 1 or None in found:
        return None
    place = gazetteer[next(iter(found))]
    if place.type not in _SWAP_TYPES or _SYRIA not in {a.key for a in gazetteer.ancestors(place.key)}:
        return None
    return place


def _frequent_english(surface: str) -> bool:
    """Whether a word of ``surface`` (an article aside: "AL-") is a frequent English word ("Zebra"), by wordfreq."""
    from wordfreq import zipf_frequency  # loaded only when a swap is tried (rare)

    words = [w for w in _NOT_LETTERS.sub(" ", fold(surface)).split() if w not in ARTICLES]
    return any(zipf_frequency(word, "en") >= _EN_FREQUENT for word in words)


def _swapped(skeleton: str) -> list[str]:
    """The skeleton with each pair of neighbouring (different) letters swapped."""
    return [
        f"{skeleton[:i]}{skeleton[i + 1]}{skeleton[i]}{skeleton[i + 2 :]}"
        for i in range(len(skeleton) - 1)
        if skeleton[i] != skeleton[i + 1]
    ]


def _swaps(gazetteer: Gazetteer) -> dict[str, frozenset[str | None]]:
    """Skeleton -> what :func:`_index` says of the skeletons one swap of two neighbouring letters away.

    Made once per gazetteer from the index (a swap undoes itself), so that a name looks up one key
    instead of one per pair of its letters.
    """
    swaps = _SWAPS.get(gazetteer)
    if swaps is None:
        found: dict[str, set[str | None]] = {}
        for skeleton, key in _index(gazetteer).items():
            for other in _swapped(skeleton):
                found.setdefault(other, set()).add(key)
        swaps = _SWAPS[gazetteer] = {other: frozenset(keys) for other, keys in found.items()}
    return swaps
