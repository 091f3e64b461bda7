"""An Arabic sentence as units for the token rules: words, places, sides, numbers and marks.

The sentence is segmented (:func:`geo_aleppo.vocab.arabic.segment`, with the vocabulary's words as the
known stems), then:

- each place mention becomes one *place* unit, the clitics written before its name kept as its prefix
  ("وبحلب": prefix وب);
- each name of a side becomes one *side* unit (the longest name that begins at a word; "قوات سوريا
  الديمقراطية" is the SDF, not a place), as does another country's force ("القوات الروسية": unknown),
  and a side "loyal to" another takes that one's side ("الفصائل الموالية للنظام": government);
- a word of a frame keeps the frame forms of its reading and that reading's clitics ("وحاصرتها":
  besiege, past, suffix ها); a noun that refers back keeps its types and number ("البلدتين": two towns).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from ..geoparsing import Mention
from ..names import fold
from ..vocab import arabic_lexicon as lexicon
from ..vocab.arabic import Token, normalise, readings, segment
from .sentence import Sentence

__all__ = ["Unit", "units_of", "sides_of", "PLACE", "SIDE", "WORD", "PUNCT", "NUMBER"]

WORD, PLACE, SIDE, NUMBER, PUNCT = "word", "place", "side", "number", "punct"
_QUOTES = frozenset('"«»“”„‘’\'')
_CLITICS = ("وب", "ول", "فب", "ب", "ل", "و", "ف", "ك")


@dataclass(frozen=True, slots=True)
class Unit:
    """One unit of a sentence.

    Attributes
    ----------
    kind : str
        word, place, side, number or punct.
    start, end : int
        Offsets in the article.
    prefix, stem, suffix : str
        The clitics, stem and pronoun suffix of a word (normalised); a place's clitics and its name; a
        side's first clitics and its name; a mark of punctuation as its stem.
    frames : tuple of FrameForm
        A word of a frame: what its form is (the reading that makes it a frame word gives prefix/suffix).
    side : str or None
        A side unit's side.
    mention : Mention or None
        A place unit's mention.
    ref : tuple or None
        A noun that refers back: (types, how many: 1, 2, or 0 for several).
    size : int
        The words of a side's name ("هيئة تحرير الشام": 3).
    """

    kind: str
    start: int
    end: int
    prefix: str = ""
    stem: str = ""
    suffix: str = ""
    frames: tuple[lexicon.FrameForm, ...] = ()
    side: str | None = None
    mention: Mention | None = None
    ref: tuple[frozenset[str], int] | None = None
    size: int = 1  # a side's name: its words

    @property
    def definite(self) -> bool:
        return self.prefix.endswith(("ال", "لل"))


def _frame_reading(token: Token, text: str) -> tuple[str, str, str, tuple[lexicon.FrameForm, ...]] | None:
    """(prefix, stem, suffix, frame forms) of the reading of a word that is a frame's form, fewest clitics first."""
    table = lexicon.frame_forms()
    if not token.suffix and table.get(token.stem):
        return token.prefix, token.stem, token.suffix, table[token.stem]
    options = sorted(readings(text), key=lambda r: (bool(r.suffix), len(r.prefix) + len(r.suffix)))
    for r in options:
        found = table.get(r.stem)
        if found:  # the other readings of the same clitics too: "سيطرته" is سيطرت + ه and سيطرة + ه
            both = [f for o in options if (o.prefix, o.suffix) == (r.prefix, r.suffix) for f in table.get(o.stem, ())]
            return r.prefix, r.stem, r.suffix, tuple(dict.fromkeys(both))
    return None


def _side_at(tokens: Sequence[Token], i: int) -> tuple[str, int] | None:
    """The side whose name begins at word ``i``, and the index after the name; None when none begins there."""
    first = tokens[i]
    if first.kind != "word":
        return None
    nouns, adjectives = lexicon.foreign_forces()
    if first.stem in nouns and i + 1 < len(tokens):  # another country's forces: "القوات الروسية", "جيش تركي"
        after = tokens[i + 1]
        if after.kind == "word" and after.prefix in ("", "ال") and after.stem in adjectives:
            return "unknown", i + 2
    for name in lexicon.side_names():
        n = len(name.words)
        if i + n > len(tokens):
            continue
        for k, (definite, stems) in enumerate(name.words):
            t = tokens[i + k]
            if t.kind != "word" or t.stem not in stems or (definite and not t.definite):
                break  # a name written with the article needs it; one written without takes it or not
            if k and t.prefix not in ("", "ال"):
                break
            if k + 1 < n and t.suffix:
                break
        else:
            return name.side, i + n
    return None


def _loyal(tokens: Sequence[Token], j: int) -> tuple[str, int] | None:
    """A side "loyal to" another right after a side's name: "الموالية للنظام" -> (the other side, the index after)."""
    if j + 1 < len(tokens) and tokens[j].kind == "word" and tokens[j].stem in _loyal_words():
        k = j + 1
        if tokens[k].kind == "word" and tokens[k].stem == "من" and k + 1 < len(tokens):  # "المدعومة من تركيا"
            k += 1
        found = _side_at(tokens, k)
        if found is not None:
            return found
    return None


@cache
def _loyal_words() -> frozenset[str]:
    return frozenset(s + e for s in lexicon.word_set("holding", "ar_loyal") for e in lexicon.NOUN_ENDINGS)


def _place_prefix(mention: Mention) -> str:
    """The clitics written before a place's name inside its mention ("وبحلب" -> "وب", "والزبداني" -> "و").

    A mention without a place (a part of a countryside) takes the clitics before a known word ("بريف").
    """
    text = normalise(mention.text)
    if mention.place is None:
        first = text.split()[0] if text.split() else text
        return next((c for c in _CLITICS if first.startswith(c) and lexicon.known(first[len(c) :])), "")
    names = {normalise(n) for n in mention.place.names if n}
    if text in names:
        return ""
    return next((c for c in _CLITICS if text.startswith(c) and text[len(c) :] in names), "")


def _adjective(token: Token) -> bool:
    """A definite adjective of relation after a side's name ("السورية", "اللبناني"): part of the name."""
    return token.kind == "word" and token.prefix == "ال" and token.stem.endswith(("ي", "يه")) and not token.suffix


def _adjective_of_country(mention: Mention, tokens: Sequence[Token], base: int) -> bool:
    """Whether a country's name is an adjective of the indefinite noun before it ("بلدات سورية", "قوات تركية")."""
    if mention.place is None or mention.place.type != "country" or not normalise(mention.text).endswith("ه"):
        return False
    before = [t for t in tokens if base + t.end <= mention.start]
    nouns = lexicon.word_set("place", "ar_country_adjective_nouns")
    return bool(before) and before[-1].kind == "word" and not before[-1].definite and before[-1].stem in nouns


def _quoted_names(sentence: Sentence, tokens: Sequence[Token]) -> list[Mention]:
    """Names in quotes after a head noun that no gazetteer knows ('حي "الوعر"'): places without a key."""
    out = []
    references = lexicon.reference_nouns()
    for i in range(len(tokens) - 3):
        head, quote = tokens[i], tokens[i + 1]
        if not (head.kind == "word" and head.stem in references and not head.definite and references[head.stem][1] == 1
                and quote.kind == "punct" and quote.stem in _QUOTES):
            continue
        for j in range(i + 2, min(len(tokens), i + 6)):
            if tokens[j].kind == "punct":
                if tokens[j].stem in _QUOTES and j > i + 2:
                    start, end = sentence.start + tokens[i + 2].start, sentence.start + tokens[j - 1].end
                    if not any(m.start < end and start < m.end for m in sentence.mentions):
                        text = sentence.text[tokens[i + 2].start : tokens[j - 1].end]
                        out.append(Mention(start, end, text, None, "place", 0.0, (sentence.start, sentence.end),
                                           "unnamed"))
                break
    return out


def _side_spans(tokens: Sequence[Token]) -> list[tuple[int, int, str]]:
    """The sides the tokens name: (first token, token after, side), the longest name at each word.

    A noun of fighters before a name is part of it ("تنظيم داعش"), and so are the adjectives and a second
    name of the same side after it ("المعارضة السورية المسلحة"); a side "loyal to" another is that one's.
    """
    heads = lexicon.word_set("holding", "ar_heads")
    sides: list[tuple[int, int, str]] = []
    i = 0
    while i < len(tokens):
        head = tokens[i].kind == "word" and tokens[i].stem in heads and not tokens[i].suffix
        found = _side_at(tokens, i + 1) if head and i + 1 < len(tokens) else None
        found = _side_at(tokens, i) or found  # "قوات النظام" is a name; "تنظيم داعش" a head and a name
        if found is None:
            i += 1
            continue
        side, j = found
        while j < len(tokens):
            nxt = _side_at(tokens, j) if tokens[j].prefix == "ال" else None
            if nxt is not None and nxt[0] == side:
                j = nxt[1]
            elif _adjective(tokens[j]) and _loyal(tokens, j) is None:
                j += 1
            else:
                break
        loyal = _loyal(tokens, j)
        if loyal is not None:
            side, j = loyal
        sides.append((i, j, side))
        i = j
    return sides


def sides_of(text: str) -> list[str]:
    """The sides an Arabic phrase names, in order.

    >>> sides_of("الفصائل الموالية للنظام"), sides_of("بيد الجيش السوري"), sides_of("الأهالي")
    (['government'], ['government'], [])
    """
    tokens = [t for t in segment(text, lexicon.known) if not (t.kind == "punct" and t.stem in _QUOTES)]
    return [side for _, _, side in _side_spans(tokens)]


def units_of(sentence: Sentence) -> list[Unit]:
    """The units of an Arabic sentence (see the module), in text order; offsets are the article's."""
    base = sentence.start
    tokens = segment(sentence.text, lexicon.known)
    unnamed = _quoted_names(sentence, tokens)
    tokens = [t for t in tokens if not (t.kind == "punct" and t.stem in _QUOTES)]
    sides = _side_spans(tokens)
    side_spans = [(base + tokens[a].start, base + tokens[b - 1].end) for a, b, _ in sides]
    mentions = sorted(
        (m for m in [*sentence.mentions, *unnamed] if not any(s < m.end and m.start < e for s, e in side_spans)
         and not _adjective_of_country(m, tokens, base)),
        key=lambda m: m.start,
    )  # a place's name inside a side's ("قوات سوريا الديمقراطية") is no place, nor a country's adjective
    out: list[Unit] = []
    starts = {a: (b, side) for a, b, side in sides}
    mi = 0
    i = 0
    while i < len(tokens):
        t = tokens[i]
        at = base + t.start
        while mi < len(mentions) and mentions[mi].end <= at:
            mi += 1
        if mi < len(mentions) and mentions[mi].start < base + t.end:
            m = mentions[mi]
            before = normalise(sentence.text[t.start : max(t.start, m.start - base)])  # "ب" of "بريف إدلب"
            prefix = before + _place_prefix(m)
            name = normalise(fold(m.text[len(prefix) - len(before) :]))
            out.append(Unit(PLACE, min(at, m.start), m.end, prefix, name, mention=m))
            while i < len(tokens) and base + tokens[i].start < m.end:
                i += 1
            mi += 1
            continue
        if i in starts:
            j, side = starts[i]
            out.append(Unit(SIDE, at, base + tokens[j - 1].end, t.prefix, t.stem, tokens[j - 1].suffix, side=side,
                            size=j - i))
            i = j
            continue
        if t.kind == "word":
            text = sentence.text[t.start : t.end]
            frame = _frame_reading(t, text)
            ref = lexicon.reference_nouns().get(t.stem)
            if frame is not None:
                prefix, stem, suffix, forms = frame
                out.append(Unit(WORD, at, base + t.end, prefix, stem, suffix, frames=forms, ref=ref))
            else:
                out.append(Unit(WORD, at, base + t.end, t.prefix, t.stem, t.suffix, ref=ref))
        else:
            out.append(Unit(t.kind if t.kind in (NUMBER, PUNCT) else WORD, at, base + t.end, "", t.stem))
        i += 1
    return out

