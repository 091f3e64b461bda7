"""Where the places of an Arabic sentence's units stand: place lists, shares, directional parts without a key.

Read once per sentence by the token rules (:mod:`.arabic_match`): a rule's ``places`` step takes a list that
begins (reading forwards) or ends (backwards) at its position, its ``share`` step a share of what follows
("أجزاء واسعة من"), its ``region`` step a directional part ("شمال البلاد").
"""

from __future__ import annotations

from ..vocab import arabic_lexicon as lexicon
from .arabic_units import NUMBER, PLACE, PUNCT, WORD, Unit

__all__ = ["Groups", "share_at", "region_at", "COMMAS"]

COMMAS = frozenset({"،", ","})
_AND = frozenset({"و", "او"})  # "و" and "أو" join places of one role


class Groups:
    """The place lists of a sentence's units, found once: where each begins and ends, and its places.

    A list is an optional head noun ("بلدتي", "مدينة"), a place, then more places joined by و or a comma;
    a place that only locates the one before it ("بريف ⟦C⟧", "في ⟦C⟧", "شمال ⟦C⟧") and a direction
    adjective ("الشمالي") are read over and not listed. A noun that refers back ("البلدتين") is a list of
    its own.
    """

    def __init__(self, units: list[Unit]):
        head = frozenset(lexicon.reference_nouns()) | lexicon.word_set("place", "ar_heads")
        locators = lexicon.word_set("place", "ar_locators")
        directions = lexicon.word_set("place", "ar_directions")
        not_the_place = locators | lexicon.word_set("place", "ar_things")
        self.by_start: dict[int, tuple[int, tuple[int, ...]]] = {}
        self.by_end: dict[int, tuple[int, tuple[int, ...]]] = {}
        n = len(units)
        i = 0
        while i < n:
            u = units[i]
            if u.kind == WORD and u.ref is not None and u.definite and u.ref[1]:  # not a plural: "الأحياء الشرقية"
                self._add(i, i + 1, (i,))
                i += 1
                continue
            start = i
            if u.kind == WORD and u.stem in head and not u.definite and i + 1 < n and units[i + 1].kind == PLACE:
                i += 1
            if units[i].kind != PLACE or (
                start == i and i and units[i - 1].kind == WORD and units[i - 1].stem in not_the_place
            ):
                i = start + 1
                continue
            places = [i]
            j = i + 1
            while j < n:
                v = units[j]
                if v.kind == WORD and v.stem in directions and v.definite:
                    j += 1
                elif v.kind == WORD and (v.stem in locators or v.stem == "في") and j + 1 < n and (
                    units[j + 1].kind == PLACE
                ):
                    j += 2
                elif v.kind == PLACE and v.prefix.startswith(("ب", "في")):
                    j += 1
                elif v.kind == PLACE and v.prefix.startswith("و"):
                    places.append(j)
                    j += 1
                elif (v.kind == WORD and v.stem in _AND or v.kind == PUNCT and v.stem in COMMAS) and j + 1 < n and (
                    units[j + 1].kind == PLACE
                    or (units[j + 1].stem in head and j + 2 < n and units[j + 2].kind == PLACE)
                ):
                    j += 2 if units[j + 1].kind == PLACE else 3
                    places.append(j - 1)
                else:
                    break
            self._add(start, j, tuple(places))
            i = j

    def _add(self, start: int, end: int, places: tuple[int, ...]) -> None:
        self.by_start.setdefault(start, (end, places))
        self.by_end[end] = (start, places)


_SHARE_WORDS = frozenset({"ما", "يزيد", "يقارب", "عن", "اكثر", "اقل", "نحو", "قرابه", "حوالي", "في", "واسعه",
                          "كبيره"})


def share_at(units: list[Unit], i: int) -> tuple[int | None, int | None]:
    """A share of what follows, up to its "من": "أجزاء واسعة من", "نحو 60% من مساحة", "تسعين في المئة منها".

    (The index after it (after "مساحة"/"أراضي" too), the index of a "منها" that ends it and refers back.)
    """
    shares = lexicon.word_set("place", "ar_share")
    seen = False
    for j in range(i, min(len(units), i + 8)):
        u = units[j]
        if u.kind == WORD and u.stem == "من" and seen:
            if u.suffix:
                return j + 1, j
            k = j + 1
            if k < len(units) and units[k].kind == WORD and units[k].stem in ("مساحه", "اراضي"):
                k += 1
            return k, None
        if u.kind == WORD and u.stem in shares and not u.definite and j + 1 < len(units) and (
            units[j + 1].kind == PLACE or units[j + 1].ref is not None and not units[j + 1].definite
        ):
            return j + 1, None  # "معظم ⟦A⟧", "نصف مدينة ⟦A⟧"
        if u.kind == NUMBER or u.stem in shares or (u.kind == PUNCT and u.stem in ("%", "٪")):
            seen = True
        elif not (u.kind == WORD and (u.stem in _SHARE_WORDS or u.stem.endswith(("ين", "ون")))):
            return None, None
    return None, None


def region_at(units: list[Unit], i: int) -> int | None:
    """A directional part with no key of its own: "شمال البلاد", "شمال ⟦سوريا⟧", "ريف ⟦حلب⟧ الغربي"."""
    if i + 1 >= len(units):
        return None
    u, v = units[i], units[i + 1]
    directions = lexicon.word_set("place", "ar_directions")
    if u.kind == WORD and u.stem in ("شمال", "جنوب", "شرق", "غرب", "وسط") and not u.definite:
        if v.kind == WORD and v.stem == "بلاد" or (
            v.kind == PLACE and v.mention is not None and v.mention.place is not None
            and v.mention.place.type == "country"
        ):
            return i + 2
    rural = u.kind == PLACE and u.mention is not None and u.mention.text.startswith("ريف") or (
        u.kind == WORD and u.stem == "ريف" and (u.suffix or u.definite)
    )
    if rural and v.kind == WORD and v.definite and v.stem in directions:
        return i + 2  # "ريف ⟦حلب⟧ الغربي", "ريفها الغربي", "الريف الغربي"
    if u.kind == WORD and u.stem == "ريف" and v.kind == WORD and v.ref is not None and v.definite and i + 2 < len(
        units
    ) and units[i + 2].kind == WORD and units[i + 2].definite and units[i + 2].stem in directions:
        return i + 3  # "ريف المدينة الغربي"
    if u.kind == WORD and u.definite and u.stem in ("شمال", "جنوب", "شرق", "غرب", "وسط") and v.kind == WORD and (
        v.definite and v.stem.startswith("سوري")
    ):
        return i + 2  # "الشمال السوري"
    return None
