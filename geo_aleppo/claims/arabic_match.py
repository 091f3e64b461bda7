"""The Arabic token rules as data, and the small matcher that reads them over a sentence's units.

A rule (``rules/control_ar.toml``, ``rules/route_ar.toml``) has the fields of the English rules (``name``,
``family``, ``trigger``, ``frames``, ``agentless``) and, instead of dependency paths, one *pattern*: the
units around the trigger, written as steps separated by spaces, the trigger as ``@``:

``"@ {agent:side}? any4 word=علي|الي? {places:places}"``

Steps (a step ending in ``?`` may be absent):

- ``@``: the trigger, a word of one of the rule's ``frames`` (and ``forms``, if given), or for an ``area``
  rule a side's area noun;
- ``side``: a side's name; ``place``: one place, whatever stands before it ("طريق ⟦A⟧"); ``places``: a list
  of places ("⟦A⟧ و⟦B⟧"; the places that only locate them,
  "بريف ⟦C⟧", are read over and not listed) or a noun that refers back ("البلدتين");
- ``punct``: a comma; ``rel``: a relative pronoun (التي، الذي، اللتين …);
- ``anyN``: up to N other words (not a place, a side, a mark or a relative pronoun), as few as possible;
- ``word=a|b``: one of these words (as written in the data, normalised when loaded);
- attributes joined to a step by ``&``: ``frame=hold``, ``form=masdar|noun``, ``prefix=ل|لل``, ``suffix``
  (a pronoun suffix: the unit refers back), ``nosuffix``, ``definite``, ``bare`` (no clitic at all), ``light``
  (a verb whose object is a frame's noun, vocabulary ``holding.ar_light``), ``area`` (a side's area noun),
  ``ref`` (a definite noun that refers back), ``crossing`` (a crossing's noun: "معبر"), ``vehicle`` (a bus, a
  convoy), ``locator`` (a word that locates: "شمال", "ريف");
- ``{name:step}`` captures what the step matched as ``agent`` or ``places``.

The steps before ``@`` are read backwards from the trigger, the steps after it forwards, so that a
rule is tried only at a word of its frames and reads in time linear in the sentence.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources

from ..errors import GazetteerDataError
from ..vocab import arabic_lexicon as lexicon
from ..vocab import frames as vocab_frames
from ..vocab.arabic import normalise
from .arabic_groups import COMMAS, Groups, region_at, share_at
from .arabic_units import NUMBER, PLACE, PUNCT, SIDE, WORD, Unit

__all__ = ["Step", "ArabicRule", "RuleMatch", "arabic_rules", "match_at", "share_at", "Groups", "RELATIVE"]

_STEP = re.compile(r"^(?:\{(?P<label>agent|places|region):)?(?P<body>[^{}?]+)\}?(?P<optional>\?)?$")
RELATIVE = frozenset(normalise(w) for w in ("التي", "الذي", "اللتين", "اللتان", "اللذين", "اللذان", "الذين",
                                              "اللواتي", "اللاتي"))
_FLAGS = ("suffix", "nosuffix", "definite", "bare", "light", "area", "ref", "crossing", "vehicle", "locator")
FORMS = frozenset({"past", "present", "passive", "masdar", "participle", "passive_participle", "noun"})


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a pattern: what the unit must be, whether it may be absent, and its capture label."""

    what: str  # trigger, side, places, punct, rel, any, word
    label: str | None = None
    optional: bool = False
    words: frozenset[str] | None = None
    width: int = 0  # for any: at most so many units
    frames: frozenset[str] | None = None
    forms: frozenset[str] | None = None
    prefixes: frozenset[str] | None = None
    suffix: bool = False
    definite: bool = False
    bare: bool = False
    light: bool = False
    nosuffix: bool = False
    area: bool = False
    ref: bool = False
    crossing: bool = False
    vehicle: bool = False
    locator: bool = False


@dataclass(frozen=True, slots=True)
class ArabicRule:
    """A rule of an Arabic rules file: its trigger's frames and forms, and its pattern around the trigger."""

    name: str
    family: str
    trigger: str
    frames: frozenset[str]
    forms: frozenset[str] | None
    before: tuple[Step, ...]  # the steps before the trigger, nearest first
    after: tuple[Step, ...]
    at: Step
    status: str | None
    agentless: bool
    agent_before: bool
    places_before: bool
    role: str | None
    scope: str
    words: frozenset[str] | None = None  # a trigger that is a word of these vocabulary lists, not a frame's
    not_before: frozenset[str] = frozenset()  # words right before the trigger that void it
    not_after: frozenset[str] = frozenset()  # words right after the trigger that void it
    options: frozenset[str] = frozenset()  # reader options (route rules: fetch, after_move)


@dataclass(frozen=True, slots=True)
class RuleMatch:
    """A rule read at a trigger: the units each label captured, and the units the pattern spanned."""

    rule: ArabicRule
    trigger: int
    agent: tuple[int, ...]
    places: tuple[int, ...]
    suffixed: int | None  # the unit whose pronoun suffix the pattern asked for
    first: int
    last: int
    share: bool = False  # the places are a share's ("أجزاء من ⟦A⟧")
    region: bool = False  # a directional part without a key ("شمال البلاد")


def _step(text: str, where: str) -> Step:
    m = _STEP.match(text)
    if m is None:
        raise GazetteerDataError(f"claim rules {where}", None, "pattern", f"bad step {text!r}")
    head, *attributes = m.group("body").split("&")
    values: dict = {"label": m.group("label"), "optional": bool(m.group("optional"))}
    if head.startswith("any"):
        values.update(what="any", width=int(head[3:] or 1))
    elif head.startswith("word="):
        values.update(what="word", words=frozenset(normalise(w) for w in head[5:].split("|")))
    elif head in ("@", "side", "places", "place", "punct", "rel", "word", "share", "region"):
        values["what"] = "trigger" if head == "@" else head
    else:
        raise GazetteerDataError(f"claim rules {where}", None, "pattern", f"unknown step {head!r}")
    for attribute in attributes:
        key, _, listed = attribute.partition("=")
        options = frozenset(normalise(v) for v in listed.split("|")) if listed else frozenset()
        if key == "frame":
            values["frames"] = options
        elif key == "word":
            values["words"] = options
        elif key == "form":
            values["forms"] = options
        elif key == "prefix":
            values["prefixes"] = frozenset(o.replace('""', "") for o in options)
        elif key in _FLAGS:
            values[key] = True
        else:
            raise GazetteerDataError(f"claim rules {where}", None, "pattern", f"unknown attribute {key!r}")
    return Step(**values)


def _listed_words(names: list[str] | None, where: str) -> frozenset[str] | None:
    """The forms of vocabulary lists named "section.key" (``words.toml``), joined; None when none is named."""
    if not names:
        return None
    found: set[str] = set()
    for name in names:
        section, _, key = name.partition(".")
        try:
            found |= lexicon.words_of(section, key)
        except KeyError:
            raise GazetteerDataError(f"claim rules {where}", None, "words", f"no vocabulary list {name!r}") from None
    return frozenset(found)


@cache
def arabic_rules(name: str) -> tuple[ArabicRule, ...]:
    """The rules of ``rules/<name>.toml`` (control_ar, route_ar), in order."""
    path = resources.files(__package__).joinpath("rules", f"{name}.toml")
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise GazetteerDataError(f"claim rules {name}", None, None, str(exc)) from None
    known = {f.name for f in vocab_frames()}
    if "rule" not in data:
        raise GazetteerDataError(f"claim rules {name}", None, "rule", "no [[rule]] table")
    out = []
    for row in data["rule"]:
        where = f"{name}.{row.get('name')}"
        frames = frozenset(row.get("frames", ()))
        forms = frozenset(row["forms"]) if "forms" in row else None
        if not frames <= known or (forms is not None and not forms <= FORMS):
            raise GazetteerDataError(f"claim rules {where}", None, "frames", "unknown frame or form")
        steps = [_step(s, where) for s in row["pattern"].split()]
        at = [i for i, s in enumerate(steps) if s.what == "trigger"]
        if len(at) != 1:
            raise GazetteerDataError(f"claim rules {where}", None, "pattern", "needs one trigger @")
        out.append(ArabicRule(
            words=_listed_words(row.get("words"), where), not_before=_listed_words(row.get("not_before"), where)
            or frozenset(), not_after=_listed_words(row.get("not_after"), where) or frozenset(),
            options=frozenset(row.get("options", ())),
            name=row["name"], family=row["family"], trigger=row.get("trigger", "verb"), frames=frames, forms=forms,
            before=tuple(reversed(steps[: at[0]])), after=tuple(steps[at[0] + 1 :]), at=steps[at[0]],
            status=row.get("status"), agentless=bool(row.get("agentless", False)),
            agent_before=bool(row.get("agent_before", False)), places_before=bool(row.get("places_before", False)),
            role=row.get("role"), scope=row.get("scope", "whole"),
        ))
    return tuple(out)


def _unit_ok(step: Step, u: Unit) -> bool:
    if step.what == "side" and u.kind != SIDE:
        return False
    if step.what == "punct" and not (u.kind == PUNCT and u.stem in COMMAS):
        return False
    if step.what == "rel" and not (u.kind == WORD and u.stem in RELATIVE):
        return False
    if step.what == "word" and (u.kind != WORD or (step.words is not None and u.stem not in step.words)):
        return False
    if step.frames is not None and not any(f.frame in step.frames for f in u.frames):
        return False
    if step.forms is not None and not any(f.kind in step.forms for f in u.frames):
        return False
    if step.prefixes is not None and u.prefix not in step.prefixes:
        return False
    if step.suffix and not u.suffix or step.nosuffix and u.suffix:
        return False
    if step.definite and not u.definite:
        return False
    if step.light and u.stem not in lexicon.verb_set("holding", "ar_light"):
        return False
    if step.area and u.stem not in lexicon.word_set("holding", "ar_areas"):
        return False
    if step.ref and not (u.ref is not None and u.definite):
        return False
    if step.crossing and u.stem not in lexicon.word_set("movement", "ar_crossings"):
        return False
    if step.vehicle and u.stem not in lexicon.word_set("movement", "ar_vehicles"):
        return False
    if step.locator and u.stem not in lexicon.word_set("place", "ar_locators"):
        return False
    if step.what == "place" and u.kind != PLACE:
        return False
    return not (step.bare and (u.prefix or u.suffix))


# words that no "anyN" step reads over: a preposition that would take its own object, a clause's beginning
_NOT_FILLERS = RELATIVE | frozenset({
    "في", "الي", "علي", "عن", "مع", "ان", "بعد", "بعدما", "قبل", "حين", "عندما", "لكن", "ثم", "بينما", "حيث", "اذ",
    "كما",
})


def _filler(u: Unit) -> bool:
    return u.kind == WORD and u.stem not in _NOT_FILLERS or u.kind == NUMBER


def _walk(units: list[Unit], groups: Groups, steps: tuple[Step, ...], i: int, forward: bool, got: dict) -> int | None:
    """Match ``steps`` from unit ``i`` on (or back from it); the index after the last unit read, or None."""
    if not steps:
        return i
    step, rest = steps[0], steps[1:]
    n = len(units)
    if step.what == "any":
        at = i
        for _ in range(step.width + 1):
            end = _walk(units, groups, rest, at, forward, got)
            if end is not None:
                return end
            u = units[at] if 0 <= at < n else None
            if u is None or not _filler(u):
                return None
            at = at + 1 if forward else at - 1
        return None
    if step.what == "share" and forward:
        end, pronoun = share_at(units, i)
        if end is not None:
            found = _walk(units, groups, rest, end, forward, got)
            if found is not None:
                got["share"] = (i,)
                if pronoun is not None:
                    got.setdefault("suffixed", (pronoun,))
                return found
    elif step.what == "region" and forward:
        end = region_at(units, i)
        if end is not None:
            found = _walk(units, groups, rest, end, forward, got)
            if found is not None:
                got[step.label or "region"] = (i,)
                return found
    elif step.what == "places":
        found = groups.by_start.get(i) if forward else groups.by_end.get(i + 1)
        if found is not None:
            other, places = found
            end = _walk(units, groups, rest, other if forward else other - 1, forward, got)
            if end is not None:
                if step.label:
                    got[step.label] = places
                return end
    elif 0 <= i < n and _unit_ok(step, units[i]):
        end = _walk(units, groups, rest, i + 1 if forward else i - 1, forward, got)
        if end is not None:
            if step.label:
                got[step.label] = (i,)
            if step.suffix:
                got.setdefault("suffixed", (i,))
            return end
    if step.optional:
        return _walk(units, groups, rest, i, forward, got)
    return None


def match_at(rule: ArabicRule, units: list[Unit], groups: Groups, i: int) -> RuleMatch | None:
    """The match of ``rule`` with its trigger at unit ``i``, or None."""
    u = units[i]
    if rule.words is not None:  # a word of the vocabulary's lists: a preposition, a movement verb
        if u.kind != WORD or u.stem not in rule.words:
            return None
        if i and units[i - 1].stem in rule.not_before or i + 1 < len(units) and units[i + 1].stem in rule.not_after:
            return None
    elif rule.trigger == "area":  # a side's area noun, no frame's word
        if u.kind != WORD or u.stem not in lexicon.word_set("holding", "ar_areas"):
            return None
    elif u.kind != WORD or not any(f.frame in rule.frames for f in u.frames):
        return None
    elif rule.forms is not None and not any(f.kind in rule.forms and f.frame in rule.frames for f in u.frames):
        return None
    if not _unit_ok(rule.at, u):
        return None
    got: dict = {}
    if rule.at.suffix:
        got["suffixed"] = (i,)
    last = _walk(units, groups, rule.after, i + 1, True, got)
    if last is None:
        return None
    first = _walk(units, groups, rule.before, i - 1, False, got)
    if first is None:
        return None
    suffixed = got.get("suffixed")
    return RuleMatch(rule, i, got.get("agent", ()), got.get("places", ()), suffixed[0] if suffixed else None,
                     first + 1, last - 1, "share" in got, "region" in got)
