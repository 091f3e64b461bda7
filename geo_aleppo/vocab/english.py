"""English inflection, generated from a lemma: the vocabulary types lemmas, never their forms."""

from __future__ import annotations

__all__ = ["verb_forms", "noun_forms"]

_VOWELS = "aeiou"


def _third_person(lemma: str) -> str:
    if lemma.endswith(("s", "sh", "ch", "x", "z", "o")):
        return lemma + "es"
    if lemma.endswith("y") and len(lemma) > 1 and lemma[-2] not in _VOWELS:
        return lemma[:-1] + "ies"
    return lemma + "s"


def _suffixed(lemma: str, suffix: str, doubling: frozenset[str]) -> str:
    """``lemma`` + ``-ed`` or ``-ing``: seize -> seized/seizing, occupy -> occupied, control -> controlled."""
    if lemma in doubling:
        return lemma + lemma[-1] + suffix
    if suffix == "ed":
        if lemma.endswith("e"):
            return lemma + "d"
        if lemma.endswith("y") and lemma[-2] not in _VOWELS:
            return lemma[:-1] + "ied"
        return lemma + "ed"
    if lemma.endswith("e") and not lemma.endswith(("ee", "ye", "oe")):
        return lemma[:-1] + "ing"
    if lemma.endswith("ie"):
        return lemma[:-2] + "ying"
    return lemma + "ing"


def verb_forms(
    lemma: str, irregular: dict[str, tuple[str, str]], doubling: frozenset[str] = frozenset()
) -> frozenset[str]:
    """Every form of an English verb: lemma, third person, past, participle, gerund.

    Parameters
    ----------
    lemma : str
        One word ("seize"); the first word of a particle verb is the one inflected by the caller.
    irregular : dict
        lemma -> (past, participle) for the verbs that do not take -ed.
    doubling : frozenset of str
        Verbs that double their last consonant (control -> controlled).

    Examples
    --------
    >>> sorted(verb_forms("seize", {}))
    ['seize', 'seized', 'seizes', 'seizing']
    >>> sorted(verb_forms("take", {"take": ("took", "taken")}))
    ['take', 'taken', 'takes', 'taking', 'took']
    """
    forms = {lemma, _third_person(lemma), _suffixed(lemma, "ing", doubling)}
    forms.update(irregular.get(lemma) or (_suffixed(lemma, "ed", doubling),))
    return frozenset(forms)


def noun_forms(noun: str) -> frozenset[str]:
    """A noun and its plural (city -> cities, pocket -> pockets); a plural given stays as it is.

    >>> sorted(noun_forms("city"))
    ['cities', 'city']
    """
    if noun.endswith("s") and not noun.endswith("ss"):
        return frozenset({noun})
    return frozenset({noun, _third_person(noun)})
