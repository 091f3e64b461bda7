"""Sentence boundaries: where a mention's sentence begins and ends."""

from __future__ import annotations

import re
from collections.abc import Iterable

from .words import _ABBREVIATIONS


def _not_after(words: Iterable[str]) -> str:
    """Negative lookbehinds for "word." (lookbehinds need a fixed width: one per word length)."""
    by_length: dict[int, list[str]] = {}
    for word in sorted(words):
        by_length.setdefault(len(word), []).append(word)
    return "".join(rf"(?<!\b(?i:{'|'.join(group)})\.)" for _, group in sorted(by_length.items()))


# A sentence ends at a line break, or at . ! ? before a capital; but a full stop after an
# abbreviation or a single letter (an initial, "U.S.") ends none, and neither does a line break in
# hard-wrapped text, where the next line goes on in lower case ("1,200 of\nthem children").
# The pattern begins with a character set so that the regex engine can skip quickly to the next candidate.
_SENTENCE_END = re.compile(
    r"[.!?…\n。؟](?:(?<=\n)\n*(?![ \t]*[a-z])|(?<=[。؟])|"
    rf"(?<=[.!?…]){_not_after(_ABBREVIATIONS)}(?<!\b[A-Za-z]\.)[.!?…]*[\"'”’)\]]*"
    r"(?=\s+[\"'“‘(\[]?[^\W_a-z]|\s*$))"
)


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Split ``text`` into sentences: ``[(start, end)]`` without surrounding white space.

    A full stop after an abbreviation ("Mr.", "Gen.") or an initial ("U.S.") ends no sentence.
    """
    bounds = _sentence_bounds(text)
    spans = (_strip(text, a, b) for a, b in zip(bounds, bounds[1:]))
    return [span for span in spans if span[1] > span[0]]


def _sentence_bounds(text: str) -> list[int]:
    return [0, *map(re.Match.end, _SENTENCE_END.finditer(text)), len(text)]


def _strip(text: str, start: int, end: int) -> tuple[int, int]:
    """``(start, end)`` without the white space (``str.isspace``) at either end."""
    piece = text[start:end]
    kept = piece.lstrip()
    start += len(piece) - len(kept)
    return start, start + len(kept.rstrip())
