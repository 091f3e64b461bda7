"""Declarative claim rules over a dependency parse, and the small matcher that reads them (issue 22).

The rules live as data beside this module (``control_en.toml``; see its header for the fields). A rule
names a trigger (a frame's word, as the vocabulary gives it), the dependency paths from the trigger to the
agent and to the places, and the paths that must find nothing. The matcher finds every trigger of a parse
and follows the paths; it knows no word of its own.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

from ... import vocab
from ...errors import GazetteerDataError
from ..tokens import lemma, words_of

if TYPE_CHECKING:  # pragma: no cover
    from spacy.tokens import Doc, Token

__all__ = ["Step", "Rule", "Match", "rules", "follow", "matches", "TRIGGERS"]

TRIGGERS = ("verb", "light", "noun", "held", "holding", "area")
_RELATIVE = frozenset({"who", "which", "that", "whom"})


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a path: to the head (``up``) or to the children with label ``dep`` (and ``words``)."""

    up: bool
    dep: str | None
    words: frozenset[str] | None


@dataclass(frozen=True, slots=True)
class Rule:
    """A rule of ``control_en.toml``."""

    name: str
    family: str
    trigger: str
    frames: tuple[str, ...]
    deps: frozenset[str]
    voice: str | None
    agent: tuple[tuple[Step, ...], ...]
    place: tuple[tuple[Step, ...], ...]
    without: tuple[tuple[Step, ...], ...]
    agentless: bool
    effect: str | None


@dataclass(frozen=True, slots=True)
class Match:
    """A rule read on a parse: its trigger, the frame, the agent (token and side) and the place tokens."""

    rule: Rule
    trigger: Token
    frame: vocab.Frame
    agent: Token | None
    side: str | None
    places: tuple[Token, ...]


def _path(text: str, where: str) -> tuple[Step, ...]:
    steps = []
    for part in text.split(">"):
        part = part.strip()
        up = part.startswith("^")
        part = part.lstrip("^")
        words = None
        if "[" in part:
            if not part.endswith("]"):
                raise GazetteerDataError(f"claim rule {where}: bad step {part!r}")
            part, listed = part[:-1].split("[", 1)
            words = frozenset(w.strip() for w in listed.split(","))
        steps.append(Step(up, part or None, words))
    return tuple(steps)


@cache
def rules(name: str = "control_en") -> tuple[Rule, ...]:
    """The rules of ``<name>.toml``, in order."""
    text = resources.files(__package__).joinpath(f"{name}.toml").read_text(encoding="utf-8")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise GazetteerDataError(f"claim rules {name}: {exc}") from None
    known = {f.name for f in vocab.frames()}
    out = []
    for row in data["rule"]:
        where = f"{name}.{row.get('name')}"
        if row.get("trigger") not in TRIGGERS or not set(row.get("frames", [])) <= known or (
                row.get("effect", "gain") not in vocab.EFFECTS):
            raise GazetteerDataError(f"claim rule {where}: unknown trigger, frame or effect")
        out.append(Rule(
            name=row["name"], family=row["family"], trigger=row["trigger"], frames=tuple(row.get("frames", ())),
            deps=frozenset(row.get("deps", ())), voice=row.get("voice"),
            agent=tuple(_path(p, where) for p in row.get("agent", ())),
            place=tuple(_path(p, where) for p in row["place"]),
            without=tuple(_path(p, where) for p in row.get("without", ())),
            agentless=bool(row.get("agentless", False)), effect=row.get("effect"),
        ))
    return tuple(out)


def _relative_head(token: Token) -> Token:
    """A relative pronoun stands for the head of its relative clause ("rebels, who seized" -> rebels).

    When the parse attached the clause elsewhere, the pronoun after a comma stands for the noun before it.
    """
    relative = token.tag_.startswith("W") or token.dep_ in ("nsubj", "nsubjpass", "dobj")
    if token.lower_ not in _RELATIVE or not relative:
        return token
    node = token
    for _ in range(4):
        if node.dep_ in ("relcl", "acl") or node.head.i == node.i:
            break
        node = node.head
    if node.dep_ in ("relcl", "acl"):
        return node.head
    doc, i = token.doc, token.i
    if i >= 2 and doc[i - 1].text == "," and doc[i - 2].tag_.startswith("NN"):
        return doc[i - 2]
    return token


def follow(token: Token, path: tuple[Step, ...]) -> list[Token]:
    """The tokens that ``path`` reaches from ``token`` (relative pronouns read as their heads)."""
    found = [token]
    for step in path:
        nxt = []
        for t in found:
            if step.up:
                if t.head.i != t.i and (step.dep is None or t.dep_ == step.dep):
                    nxt.append(t.head)
            else:
                nxt.extend(c for c in t.children if c.dep_ == step.dep and (
                    step.words is None or c.lower_ in step.words or c.lemma_.lower() in step.words))
        found = nxt
    return [_relative_head(t) for t in found]


def _passive(token: Token) -> bool:
    if any(c.dep_ in ("auxpass", "nsubjpass") for c in token.children):
        return True
    return token.dep_ in ("acl", "amod") and token.tag_ == "VBN"


def _verb_frame(token: Token, names: tuple[str, ...]) -> vocab.Frame | None:
    if token.tag_.startswith("NN") and not any(c.dep_ in ("dobj", "nsubj") for c in token.children):
        return None
    low, lem = token.lower_, lemma(token)
    for name in names:
        f = vocab.frame(name)
        base = f.forms.get(low, lem)
        if base in f.single:
            return f
        seconds = f.phrasal.get(base)
        if seconds and any(c.lower_ in {s.split()[0] for s in seconds} for c in token.children):
            return f
    return None


def _trigger_frame(rule: Rule, token: Token) -> vocab.Frame | None:
    kind = rule.trigger
    if kind == "verb":
        return _verb_frame(token, rule.frames)
    if kind == "light":
        for name in rule.frames:
            f = vocab.frame(name)
            if lemma(token) in f.en_light and (any(
                    c.dep_ == "dobj" and c.lemma_.lower() in f.en_object for c in token.children) or (
                    token.dep_ == "relcl" and token.head.lemma_.lower() in f.en_object)):
                return f  # "imposed a siege on X", "the siege that X imposed on Y"
        return None
    if kind == "noun":
        if not token.tag_.startswith("NN"):
            return None
        return next((vocab.frame(n) for n in rule.frames if token.lemma_.lower() in vocab.frame(n).en_nouns), None)
    if kind == "held":
        return next((vocab.frame(n) for n in rule.frames if token.lower_ in vocab.frame(n).en_held), None)
    words = vocab.words()
    if kind == "holding":
        noun = token.lemma_.lower()
        if token.dep_ != "pobj" or token.head.lower_ not in words.get("holding", "en_prepositions"):
            return None
        if noun in vocab.frame("besiege").en_nouns:
            found = vocab.frame("besiege")
        else:
            nouns = words.get("holding", "en_nouns")
            found = vocab.frame("hold") if noun in nouns or token.lower_ in nouns else None
        return found if found is not None and (not rule.frames or found.name in rule.frames) else None
    if kind == "area":
        areas = words.get("holding", "en_areas")
        return vocab.frame("hold") if token.lower_ in areas or token.lemma_.lower() in areas else None
    return None


_STANDS_FOR_A_SIDE = frozenset({"it", "they", "its", "their", "group", "militia", "faction", "movement", "force",
                                 "forces", "fighters", "militants", "troops"})


def _side(agent: Token) -> str | None:
    """The side an agent names.

    A pronoun or "the group" stands for the first side its sentence names before it.
    """
    side = vocab.side_of(words_of(agent))
    if side is None and agent.lower_ in _STANDS_FOR_A_SIDE and (
            agent.tag_.startswith("PRP") or any(c.lower_ in ("the", "its", "their") for c in agent.children)):
        side = vocab.side_of([t.text for t in agent.doc[: agent.left_edge.i]])
    return side


def matches(doc: Doc, names: str = "control_en") -> Iterator[Match]:
    """Every match of the rules ``names`` on ``doc``, in the order of their triggers."""
    table = rules(names)
    for token in doc:
        for rule in table:
            if rule.deps and token.dep_ not in rule.deps:
                continue
            frame = _trigger_frame(rule, token)
            if frame is None:
                continue
            if rule.voice is not None and (rule.voice == "passive") != _passive(token):
                continue
            if any(follow(token, path) for path in rule.without):
                continue
            agent, side = None, None
            for path in rule.agent:
                for candidate in follow(token, path):
                    side = _side(candidate)
                    if side is not None:
                        agent = candidate
                        break
                if agent is not None:
                    break
            if agent is None and not rule.agentless:
                continue
            places = tuple(t for path in rule.place for t in follow(token, path))
            if places:
                yield Match(rule, token, frame, agent, side, places)
