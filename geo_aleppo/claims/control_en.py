"""English control claims read from the dependency parse by the rules of ``rules/control_en.toml``.

A rule's match gives a frame, the side that acts and the place tokens (:mod:`.rules`). Here a match
becomes claims: each place token is read as the places it names (a place mention, "the town of X",
"parts of X", a list of places) or refers back to (:mod:`.discourse`); a trigger under a cancel word of
the vocabulary (negation, a modal, an attempt, a denial, a condition, a question, a holding that ended)
gives none; the frame's effect gives the holder and the status.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .. import vocab
from .discourse import Discourse, Reference
from .record import Claim, ClaimMaker
from .rules import Match, matches
from .tokens import Parsed, lemma

if TYPE_CHECKING:  # pragma: no cover
    from spacy.tokens import Token

    from ..geoparsing import Mention

__all__ = ["read_control_en", "cancelled", "places_of"]



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
    return False


def cancelled(trigger: Token, holding: bool) -> bool:
    """Whether a cancel word of the vocabulary governs ``trigger`` (and so it states no claim).

    Negation or a modal on the trigger or on a verb it completes; a verb or noun of attempt above it
    ("failed to take", "a push to retake"; not "managed to take"); a denial above it; a condition; for a
    holding (``holding``), a word that puts it in the past ("held by X until 2018", "formerly").
    """
    attempt, done = _cancel("en_attempt"), _cancel("en_attempt_done")
    if _negated_or_modal(trigger):
        return True
    if holding and any(c.lower_ in _cancel("en_ended") for c in (*trigger.children, *trigger.head.children)):
        return True
    node = trigger
    for _ in range(12):  # a bounded climb: a parse's depth, not the sentence's length
        head = node.head
        if head.i == node.i:
            break
        head_lemma = lemma(head)
        if head_lemma in _cancel("en_denial"):
            return True
        if node.dep_ in ("xcomp", "ccomp", "conj", "advcl", "acl", "relcl") and _negated_or_modal(head) and (
                node.dep_ != "relcl"):
            return True
        if node.dep_ == "xcomp" and head_lemma in attempt and head_lemma not in done:
            return True
        if node.dep_ in ("acl", "relcl", "xcomp") and head.lemma_.lower() in _cancel("en_attempt_nouns") and any(
                c.dep_ == "aux" and c.lower_ == "to" for c in node.children):
            return True
        if node.dep_ == "xcomp" and head_lemma == "use" and holding:  # "used to hold"
            return True
        node = head
    return trigger.doc.text.rstrip(" \"'”’)").endswith("?")


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
    found, _ = discourse.resolve(Reference(types, _count(token), parsed.offset + token.idx))
    here = parsed.sentence.start
    return [(m, "whole", "sentence" if m.start >= here else "context") for m in found]


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


def _one(token: Token, parsed: Parsed, discourse: Discourse, depth: int = 0) -> list[tuple[Mention, str, str]]:
    mention = parsed.mention(token)
    if mention is not None:
        return [(mention, "whole", "sentence")]
    noun = token.lemma_.lower()
    part, whole = _nouns("en_part"), _nouns("en_whole")
    if noun not in part | whole and token.lower_ not in vocab.words().references and token.tag_ != "PRP":
        return []
    scope = "part" if noun in part else "whole"
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
    if out:
        return out
    listed = _listed_before(token, parsed)
    if listed:
        return [(m, "whole", "sentence") for m in listed]
    return _reference(token, parsed, discourse)


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
                for mention, scope, located_by in places_of(place_token, parsed, discourse):
                    if mention.place is None or mention.place.type in _nouns("not_held_types") or (
                            match.rule.agentless and located_by != "sentence"):
                        continue
                    key = (mention.place_key, status)
                    order = parsed.offset + match.trigger.idx
                    if key in found and found[key][0] > order:
                        continue
                    found[key] = (order, claim(
                        "control", parsed.sentence, mention, actor=actor, status=status, besieger=besieger,
                        scope=scope, located_by=located_by, rule=match.rule.name))
    return [c for _, c in sorted(found.values(), key=lambda pair: pair[0])]
