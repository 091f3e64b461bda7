"""Name folding: one match key for every spelling of a place name.

``fold`` is the only normalisation in the package. The gazetteer folds its names
with it and the geoparser folds text with ``fold_spans``, which applies the very
same token rules and remembers where each folded token came from.

Rules, applied to each word (token) on its own:

- Unicode compatibility decomposition, then combining marks are dropped
  (diacritics such as ``Ḵān``, Arabic harakat and hamza carriers);
- transliteration letters ``ḵ ḏ ṯ ġ š`` become ``kh dh th gh sh``; case is folded;
  apostrophes, ayn and hamza marks (``' ’ ʿ ʾ ʼ``) are dropped;
- Arabic letter variants are unified: alef forms to ``ا``, ta marbuta to ``ه``,
  alef maqsura to ``ي``, tatweel is dropped, and the article ``ال`` (also after
  ``و ب ف ك``) is stripped;
- Latin words: ``ou``/``oo`` become ``u``, ``iy`` becomes ``i``, doubled letters
  collapse, a final ``-eh``/``-ah`` becomes ``-a`` and the word ``ayn`` becomes ``ain``;
- the articles ``al``/``el`` are dropped before another word, and the
  assimilated forms ``ar- as- ash- at- ad- az- an- …`` when joined by a hyphen;
- hyphens, spaces and punctuation between words become one space.

>>> fold("Ḵān al-ʿAsal") == fold("Khan al-Assal") == "khan asal"
True
>>> fold("ar-Ramuseh") == fold("Ramousseh") == fold("Ramousah")
True
>>> fold("الفوعة") == fold("فوعه")
True
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

__all__ = ["fold", "fold_spans", "FoldedToken", "ARTICLES", "PLAIN_ARTICLES", "SUN_ARTICLES"]

# A word: letters/digits, with apostrophe-like marks inside it ("Fu'ah"), but a
# possessive "'s" is left outside the word so that "Aleppo's" yields "Aleppo".
_APOSTROPHES = "'’‘`´ʻʼʿʾ"
# Combining marks (harakat, decomposed accents) are not \w to ``re``, but belong to their word.
WORD_CHAR = r"(?:[^\W_]|[\u0300-\u036F\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED])"
# ... except after a capital and one letter: "Ra's al-Ain" (ra's, head) is one word.
_TOKEN = re.compile(rf"{WORD_CHAR}+(?:[{_APOSTROPHES}](?:(?!s(?![^\W_]))|(?<=\b[A-Z][a-z].)){WORD_CHAR}+)*")

_DROP = {ord(c): None for c in _APOSTROPHES + "\u0640"}  # apostrophes, tatweel
_ARABIC = {
    ord("ٱ"): "ا",
    ord("ة"): "ه",
    ord("ى"): "ي",
}
# Letters of scholarly transliteration that stand for two Latin letters.
_DIGRAPHS = {
    ord(a): b
    for a, b in zip(
        "ḫḪḵḴḏḎṯṮġĠšŠčČǧǦ",
        ["kh", "kh", "kh", "kh", "dh", "dh", "th", "th", "gh", "gh", "sh", "sh", "ch", "ch", "j", "j"],
    )
}
_TABLE = {**_DROP, **_ARABIC}

# The Arabic article in Latin letters: "al"/"el" before a word (by a space or a hyphen), and the
# assimilated ("sun letter") forms, an article only when a hyphen joins them ("ar-Ramuseh").
PLAIN_ARTICLES = frozenset({"al", "el"})
SUN_ARTICLES = frozenset({"ar", "as", "ash", "at", "ath", "ad", "adh", "az", "an", "ed", "er", "es", "et", "ez", "en"})
ARTICLES = PLAIN_ARTICLES | SUN_ARTICLES
# "a-" joined by a hyphen is the article too in some outlets' transliteration ("a-Rashideen", "a-Sukkari");
# never on its own (the English "a"), so it is not one of ARTICLES
_A_JOINED = re.compile(r"(?<![\w'’])[aA][-‐‑–](?=\w)")
_HYPHENS = "-‐‑–"
_ARABIC_ARTICLES = ("وال", "بال", "فال", "كال", "ال")
_NON_WORD = re.compile(r"[\W_]+")  # what decomposition leaves behind: "¼" -> "1⁄4"
_DOUBLE = re.compile(r"([a-z])\1+")


@lru_cache(maxsize=65536)
def _fold_token(token: str) -> str:
    if token.isascii():  # no digraph, no decomposition, no combining mark: the same steps, quicker
        text = token.lower().translate(_TABLE)
        if not text.isalnum():
            text = _NON_WORD.sub("", text)
    else:
        decomposed = unicodedata.normalize("NFKD", token.translate(_DIGRAPHS))
        text = "".join(c for c in decomposed if not unicodedata.combining(c))
        text = _NON_WORD.sub("", text.casefold().translate(_TABLE))
    while True:
        before = text
        if text.isascii():
            text = text.replace("ou", "u").replace("oo", "u").replace("iy", "i")
            text = _DOUBLE.sub(r"\1", text)
            if len(text) > 3 and text.endswith(("eh", "ah")):
                text = text[:-2] + "a"
            if text == "ayn":  # the letter ʿayn, "spring": Ayn Issa = Ain Issa
                text = "ain"
        else:
            for article in _ARABIC_ARTICLES:
                if text.startswith(article) and len(text) - len(article) >= 2:
                    text = text[len(article) :]
                    break
        if text == before:
            return text


class FoldedToken(tuple):
    """``(start, end, folded)``: a kept word, its span in the original text and its key.

    ``start`` reaches back over a dropped article joined to the word by a hyphen or a
    space, so that a match on "Ramuseh" in "ar-Ramuseh" covers the whole name.
    """

    __slots__ = ()

    start = property(lambda self: self[0])
    end = property(lambda self: self[1])
    folded = property(lambda self: self[2])


def fold_spans(text: str) -> list[FoldedToken]:
    """Fold ``text`` word by word, keeping each kept word's span in ``text``."""
    return [FoldedToken(token) for token in _fold_spans(text)]


def _fold_spans(text: str) -> list[tuple[int, int, str]]:
    """:func:`fold_spans` as plain tuples ``(start, end, folded)``: quicker to make and to read."""
    if text.isalpha():  # one word of letters, the common case: the token pattern would match it whole
        folded = _fold_token(text)
        return [(0, len(text), folded)] if folded else []
    spaced = text.replace("-", " ")
    if spaced.replace(" ", "").isalpha():  # words of letters between spaces and hyphens: split, not scanned
        spans, position = [], 0
        for word in spaced.split(" "):
            if word:
                spans.append((position, position + len(word), word))
            position += len(word) + 1
    else:
        spans = [(m.start(), m.end(), m.group()) for m in _TOKEN.finditer(text)]
    folded_words = [_fold_token(word) for _, _, word in spans]
    if ARTICLES.isdisjoint(folded_words) and ("a" not in folded_words or not _A_JOINED.search(text)):  # no article
        return [(start, end, f) for (start, end, _), f in zip(spans, folded_words) if f]
    words = [(start, end, f) for (start, end, _), f in zip(spans, folded_words)]
    kept: list[tuple[int, int, str]] = []
    article_start: int | None = None
    for i, (start, end, folded) in enumerate(words):
        last = i + 1 == len(words)
        joiner = text[end : words[i + 1][0]] if not last else ""
        is_article = not last and (
            folded in PLAIN_ARTICLES
            or ((folded in SUN_ARTICLES or folded == "a") and len(joiner) == 1 and joiner in _HYPHENS)
        )
        if is_article:
            attached = len(joiner) == 1 and (joiner in _HYPHENS or joiner.isspace())
            if article_start is None and attached:
                article_start = start
            continue
        if folded:
            kept.append((start if article_start is None else article_start, end, folded))
        article_start = None
    return kept


def fold(name: str) -> str:
    """Return the match key of ``name``: its folded words joined by single spaces."""
    return " ".join([token[2] for token in _fold_spans(name)])
