"""English control claims read from the dependency parse by the rules of ``rules/control_en.toml``.

A rule's match gives a frame, the side that acts and the place tokens (:mod:`.rules`). Here a match
becomes claims: each place token is read as the places it names (a place mention, "the town of X",
"parts of X", a list of places) or refers back to (:mod:`.discourse`); a trigger under a cancel word of
the vocabulary (negation, a modal, an attempt, a denial, a condition, a question, a holding that ended)
gives none; the frame's effect gives the holder and the status.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING

from .. import vocab
from ..geoparsing import Mention
from .discourse import Discourse, Reference
from .record import Claim, ClaimMaker
from .rules import Match, matches
from .tokens import Parsed, lemma

if TYPE_CHECKING:  # pragma: no cover
    from spacy.tokens import Token

__all__ = ["read_control_en", "cancelled", "places_of", "settle"]



def _cancel(section: str) -> frozenset[str]:
    return vocab.words().get("cancel", section)


def _nouns(key: str) -> frozenset[str]:
    return vocab.words().get("place_nouns", key)


def _negated_or_modal(token: Token) -> bool:
    for child in token.children:
        if child.dep_ == "neg" or (child.dep_ == "det" and child.lower_ == "no"):
            return True
        if child.dep_ in ("aux", "auxpass") and child.tag_ == "MD" and child.lower_ in _cancel("en_modal"):
            return True
        if child.dep_ in ("mark", "advmod") and child.lower_ in _cancel("en_condition"):
            return True
        if child.dep_ in ("advmod", "amod") and (child.lower_ in _cancel("en_negation") or any(
                c.lower_ in _cancel("en_negation") for c in child.children)):
            return True  # "nearly lost", "no longer besieged"
        if child.dep_ in ("amod", "compound") and child.lower_ in _attempt_forms():
            return True  # "the failed capture of X", "an attempted takeover"
    return False


@cache
def _attempt_forms() -> frozenset[str]:
    words = vocab.words()
    return frozenset(form for verb in _cancel("en_attempt") - _cancel("en_attempt_done")
                     for form in vocab.verb_forms(verb, words.irregular, words.doubling))


def _described(trigger: Token) -> bool:
    """A participle that describes its noun ("rebel-held X", "X, besieged by Y,"): no clause above changes it."""
    return trigger.dep_ in ("amod", "acl", "compound", "npadvmod") and not any(
        c.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass") for c in trigger.children)


def _predicate(trigger: Token) -> Token:
    """The verb whose clause states the claim: the trigger, or the verb that its phrase hangs on."""
    node = trigger
    for _ in range(3):
        if node.tag_.startswith("V") or node.head.i == node.i or node.dep_ not in ("pobj", "prep", "dobj"):
            break
        node = node.head
    return node if node.tag_.startswith("V") else trigger


def cancelled(trigger: Token, holding: bool) -> bool:
    """Whether a cancel word of the vocabulary governs ``trigger`` (and so it states no claim).

    Negation, a modal, "nearly", "failed" on the trigger or on the verb its phrase hangs on; a verb or
    noun of attempt above it ("failed to take", "a push to retake"; not "managed to take"); a denial
    above it; a condition; a question; for a holding (``holding``), a word that puts it in the past
    ("held by X until 2018", "formerly"). A participle that describes its noun is read as it stands.
    """
    attempt, done = _cancel("en_attempt"), _cancel("en_attempt_done")
    predicate = _predicate(trigger)
    if _negated_or_modal(trigger) or _negated_or_modal(predicate):
        return True
    if holding and any(c.lower_ in _cancel("en_ended") for c in (
            *trigger.children, *trigger.head.children, *predicate.children, *(
                g for c in predicate.children if c.dep_ == "prep" for g in c.children))):
        return True
    if trigger.doc.text.rstrip(" \"'”’)").endswith("?"):
        return True
    if _described(trigger):
        return False
    node = trigger
    for _ in range(12):  # a bounded climb: a parse's depth, not the sentence's length
        head = node.head
        if head.i == node.i:
            break
        head_lemma = lemma(head)
        if head_lemma in _cancel("en_denial"):
            return True
        if node.dep_ in ("xcomp", "ccomp", "conj", "advcl", "acl") and _negated_or_modal(head):
            return True
        if node.dep_ in ("xcomp", "ccomp") and head_lemma in attempt and head_lemma not in done:
            return True
        if node.dep_ in ("acl", "relcl", "xcomp") and head.lemma_.lower() in _cancel("en_attempt_nouns") and any(
                c.dep_ == "aux" and c.lower_ == "to" for c in node.children):
            return True
        if node.dep_ == "xcomp" and head_lemma == "use" and holding:  # "used to hold"
            return True
        if node.dep_ == "pobj" and head.lower_ in ("against", "for") and holding is False:
            return True  # "warned against the capture of X", "the way for the recapture of X"
        node = head
    return False


_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


def _count(token: Token) -> int | None:
    """The number of places a reference noun stands for: its count, 1 when singular, None for a bare plural."""
    for child in token.children:
        if child.lower_ == "both":
            return 2
        if child.dep_ == "nummod":
            return _NUMBERS.get(child.lower_) or (int(child.text) if child.text.isdigit() else None)
    return None if token.tag_ in ("NNS", "NNPS") else 1


def _reference(token: Token, parsed: Parsed, discourse: Discourse) -> list[tuple[Mention, str, str]]:
    """The places that a reference back (a pronoun, "the town", "the two villages") stands for."""
    words = vocab.words()
    if token.lower_ in words.get("reference", "en_pronouns") and token.tag_ == "PRP":
        found, _ = discourse.resolve(Reference(frozenset(), 1, parsed.offset + token.idx, pronoun=True))
        return [(m, "whole", "context") for m in found]
    types = words.references.get(token.lower_)
    if types is None or not any(c.dep_ in ("det", "nummod", "amod") for c in token.children):
        return []
    if any(c.dep_ == "det" and c.lower_ in ("a", "an", "another", "some", "any") for c in token.children):
        return []  # an indefinite noun names no place named before
    found, by = discourse.resolve(Reference(types, _count(token), parsed.offset + token.idx))
    here = parsed.sentence.start
    scope = "part" if by == "lifted" else "whole"  # "East Aleppo ... the city": the part of it named
    return [(m, scope, "sentence" if m.start >= here else "context") for m in found]


def _listed_before(token: Token, parsed: Parsed) -> list[Mention]:
    """The places listed just before a noun phrase set off by a comma: "X and Y, the two towns"."""
    doc, i = token.doc, token.left_edge.i
    if i < 2 or doc[i - 1].text != ",":
        return []
    last = doc[i - 2]
    if parsed.mention(last) is None:
        return []
    head = last
    while head.dep_ == "conj" and parsed.mention(head.head) is not None:
        head = head.head
    return [m for t in (head, *head.conjuncts) if (m := parsed.mention(t)) is not None]


def _region(token: Token, parsed: Parsed) -> list[tuple[Mention, str, str]]:
    """A region with no record: the words of its noun phrase as the place's text, no place."""
    skip = ("relcl", "acl", "appos", "advcl", "cc", "conj", "punct")
    kept = []
    for t in token.subtree:
        node = t
        while node.i != token.i and node.dep_ not in skip:
            node = node.head
        if node.i == token.i:
            kept.append(t)
    held = {w for f in vocab.frames() for w in f.en_held}
    marks = {c.i for c in token.children if c.dep_ in ("amod", "compound") and c.lower_ in held}
    kept = [t for t in kept if not any(a.i in marks for a in (t, *t.ancestors))]  # the region, not "rebel-held"
    first, last = min(t.i for t in kept), max(t.i for t in kept)
    span = token.doc[first : last + 1]
    start = parsed.offset + span.start_char
    mention = Mention(start, start + len(span.text), span.text, None, "place", 0.0, (parsed.sentence.start,
                      parsed.sentence.end), "region")
    return [(mention, "part", "sentence")]


def _one(token: Token, parsed: Parsed, discourse: Discourse, depth: int = 0) -> list[tuple[Mention, str, str]]:
    mention = parsed.mention(token)
    if mention is not None:
        if _held_directly(token) and any(
                c.dep_ in ("amod", "compound") and c.lower_ in _nouns("en_directions") for c in token.children):
            return _region(token, parsed)  # "western rural Aleppo": a region of the place, not the place
        return [(mention, "whole", "sentence")]
    noun = token.lemma_.lower()
    part, whole = _nouns("en_part"), _nouns("en_whole")
    if noun not in part | whole and token.lower_ not in vocab.words().references and token.tag_ != "PRP":
        return []
    scope = "part" if noun in part else "whole"
    if token.dep_ == "attr" and depth < 2:  # "X is the last stronghold held by ...": X
        subjects = [c for c in token.head.children if c.dep_ in ("nsubj", "nsubjpass")]
        return [found for c in subjects for found in _one(c, parsed, discourse, depth + 1)]
    if token.dep_ == "appos" and scope == "whole" and parsed.mention(token.head) is not None:
        return [(parsed.mention(token.head), "whole", "sentence")]  # "X, a city of Y, ...": X
    preps = _nouns("en_part_prepositions") if scope == "part" else frozenset({"of"})
    out = []
    for child in token.children:
        if child.dep_ in ("appos", "compound") and parsed.mention(child) is not None:
            out.append((parsed.mention(child), scope, "sentence"))
        named = [child] if child.dep_ == "poss" else []
        if child.dep_ == "prep" and child.lower_ in preps:
            named = [t for pobj in child.children if pobj.dep_ == "pobj" for t in (pobj, *pobj.conjuncts)]
        for t in named:
            if depth < 2:
                out += [(m, "part" if scope == "part" else s, by) for m, s, by in _one(t, parsed, discourse, depth + 1)]
    if any(m.place is None or m.place.type not in _nouns("not_held_types") for m, _, _ in out):
        return out
    if scope == "part" and noun in _nouns("en_region") and _held_directly(token) and (out or not any(
            c.dep_ == "det" and c.lower_ in ("the", "this", "these", "those") for c in token.children)):
        return _region(token, parsed)  # "rebel-held areas in north Syria", "opposition-held countryside"
    listed = _listed_before(token, parsed)
    if listed:
        return [(m, "whole", "sentence") for m in listed]
    return _reference(token, parsed, discourse)


def _held_directly(token: Token) -> bool:
    """Whether a holding participle qualifies the noun itself ("rebel-held areas"): a region's only sure sign."""
    held = {w for f in vocab.frames() for w in f.en_held}
    return any(c.dep_ in ("amod", "compound") and c.lower_ in held for c in token.children)


def _located(token: Token) -> Token:
    """The place that a relative clause speaks of: X in "X near Y, which ...", where the parse hung it on Y."""
    prep = token.head
    if token.dep_ == "pobj" and prep.dep_ == "prep" and prep.lower_ in _nouns("en_locating") and (
            prep.head.tag_.startswith("NN")):
        return prep.head
    return token


def places_of(token: Token, parsed: Parsed, discourse: Discourse) -> list[tuple[Mention, str, str]]:
    """The places a place token names: (mention, scope, located_by) for it and the places listed with it."""
    out = []
    for t in (token, *token.conjuncts):
        out += _one(t, parsed, discourse)
    return out


def _holder(match: Match, named: frozenset[str]) -> tuple[str, str, str | None] | None:
    """(actor, status, besieger) of a match, or None when the frame gives no holder."""
    effect = match.rule.effect or match.frame.effect
    side = match.side
    if effect == "siege":
        if side is None:
            return "unknown", "besieged", None
        return vocab.other_side(side, named), "besieged", side
    if side is None or side == "contested" and effect != "hold":
        return None
    if effect in ("gain", "hold", "pass", "return"):
        return side, "held", None
    if effect == "loss":
        other = vocab.other_side(side, named)
        return (other, "held", None) if other != "unknown" else None
    return None


# within a sentence, for one place: an act that changes hands ("the army overran the rebels' stronghold in X",
# "X took Y, where Z was holed up") says more than a standing holding, which says more than the holder that a
# modifier or an area noun names; then the later wins
_RANK = {"area": 1, "held": 1}


def read_control_en(parses: Sequence[Parsed], claim: ClaimMaker, discourse: Discourse) -> list[Claim]:
    """The control claims of one English sentence (its parse, or the parses of its windows)."""
    found: dict[tuple[str | None, str], tuple[int, Claim]] = {}
    for parsed in parses:
        named = vocab.sides_in([t.text for t in parsed.doc])
        for match in matches(parsed.doc):
            if cancelled(match.trigger, match.frame.effect in ("hold", "siege")):
                continue
            holder = _holder(match, named)
            if holder is None:
                continue
            actor, status, besieger = holder
            for place_token in match.places:
                if match.rule.family == "clause":
                    place_token = _located(place_token)
                for mention, scope, located_by in places_of(place_token, parsed, discourse):
                    if mention.place is not None and mention.place.type in _nouns("not_held_types"):
                        continue  # a place with no record is kept with its words (the map draws none)
                    key = (mention.place_key, status)
                    rank = 0 if match.rule.agentless else _RANK.get(match.rule.family) or (
                        3 if (match.rule.effect or match.frame.effect) in ("gain", "pass", "return") else 2)
                    order = (rank, parsed.offset + match.trigger.idx)
                    if key in found and found[key][0] > order:
                        continue  # a change of hands outranks the holder a phrase names; then the later wins
                    found[key] = (order, claim(
                        "control", parsed.sentence, mention, actor=actor, status=status, besieger=besieger,
                        scope=scope, located_by=located_by, rule=match.rule.name))
    held = {key: c.actor for (key, status), (_, c) in found.items() if status == "held"}
    for (key, status), (order, c) in list(found.items()):  # a siege with no besieger, of a place whose holder
        if status == "besieged" and c.besieger is None and key in held:  # the sentence names: held by it
            found[(key, status)] = (order, replace(c, actor=held[key]))
    return [c for _, c in sorted(found.values(), key=lambda pair: pair[0])]


def settle(claims: list[Claim]) -> list[Claim]:
    """An article's claims without a siege by an unnamed side of a place whose besieger the article names."""
    named = {c.place_key for c in claims if c.kind == "control" and c.status == "besieged" and c.besieger}
    return [c for c in claims if not (
        c.kind == "control" and c.status == "besieged" and c.besieger is None and c.place_key in named)]
