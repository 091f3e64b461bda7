"""Arabic routes read by the token rules of ``rules/route_ar.toml``: the places a movement leaves, passes, reaches.

Each word of the rules' lists (a preposition of a role, a verb of movement, "the people of") is tried with
the rules in order; the first that reaches places gives them its role. A place is a route point only where
its sentence names a movement before the end of the place's clause (so "an official from ⟦A⟧ said that the
buses …" is no movement of A), and no negation stands before it in its clause ("لم تصل الحافلات إلى ⟦A⟧").
A reference back ("نحو البلدتين") resolves through :mod:`.discourse`; a directional part without a key
("إلى ريفها الغربي", "شمال البلاد") is a route point without a place key.
"""

from __future__ import annotations

from functools import cache

from ..geoparsing import Mention
from ..vocab import arabic_lexicon as lexicon
from .arabic_groups import Groups
from .arabic_match import RuleMatch, arabic_rules, match_at
from .arabic_parts import UNNAMED_PART
from .arabic_units import PLACE, PUNCT, WORD, Unit, units_of
from .discourse import Discourse, Reference
from .record import Claim, ClaimMaker
from .sentence import Sentence

__all__ = ["read_arabic_routes"]

_BREAKS = frozenset({".", "،", ",", "؛", ";", ":", "!", "؟", "?", "(", ")"})
_PASSED = frozenset({"city", "town", "village", "district", "neighbourhood", "crossing", "camp", "region"})
_PURPOSE_GAP = 4  # "لإجلاء" at most so many words before the people of a place


@cache
def _movement() -> frozenset[str]:
    """Every word that names a movement.

    Every form of the [movement] verbs (participles too: "الآتية من", "متجهة إلى"), and the vehicles.
    """
    verbs = ("ar_depart", "ar_leave", "ar_arrive", "ar_pass")
    return frozenset().union(lexicon.word_set("movement", "ar_vehicles"),
                             *(lexicon.verb_set("movement", key) for key in verbs))


@cache
def _leaving() -> frozenset[str]:
    return lexicon.words_of("movement", "ar_depart") | lexicon.words_of("movement", "ar_leave")


def _clause_end(units: list[Unit], i: int) -> int:
    """The index of the mark or "أن"/"إن" that ends the clause of unit ``i`` (reported speech begins a new one)."""
    while i < len(units) and not (
        units[i].kind == PUNCT and units[i].stem in _BREAKS or units[i].kind == WORD and units[i].stem == "ان"
    ):
        i += 1
    return i


def _negated(units: list[Unit], i: int) -> bool:
    """Whether a negation stands before unit ``i`` in its clause ("لم تتحرك", "لن يخرج"; not "لا تزال")."""
    negation, still = lexicon.word_set("cancel", "ar_negation"), lexicon.word_set("cancel", "ar_still")
    k = i - 1
    while k >= 0 and not (units[k].kind == PUNCT and units[k].stem in _BREAKS):
        u = units[k]
        if u.kind == WORD and u.stem in negation and u.stem != "غير":
            after = units[k + 1]
            if not (u.stem == "لا" and after.stem in still):
                return True
        k -= 1
    return False


def _reported(units: list[Unit], i: int) -> bool:
    """Whether a form of "نقل" reports rather than moves: "نقلت وكالة رويترز عن شهود"."""
    if units[i].stem not in lexicon.words_of("movement", "ar_evacuate") or not units[i].stem.startswith(("نقل", "ينقل",
                                                                                                        "تنقل")):
        return False
    after = units[i + 1 : i + 6]
    return bool(after) and (after[0].stem in lexicon.word_set("movement", "ar_reporters") or any(
        u.kind == WORD and u.stem == "عن" and (k + 1 >= len(after) or after[k + 1].stem != "طريق")
        for k, u in enumerate(after)))  # "عن طريق" is by way of


def _expressed(sentence: Sentence, u: Unit) -> bool:
    """Whether a written "عبّر" (with its shadda: expressed) is read as "عبر" (crossed)."""
    return "\u0651" in sentence.text[u.start - sentence.start : u.end - sentence.start]


def read_arabic_routes(
    sentence: Sentence, claim: ClaimMaker, units: list[Unit] | None = None, discourse: Discourse | None = None
) -> list[Claim]:
    """The places of an Arabic sentence given as origin, via or destination of a movement."""
    units = units if units is not None else units_of(sentence)
    moves = _movement()
    cues = [i for i, u in enumerate(units) if u.kind == WORD and u.stem in moves and not _expressed(sentence, u)
            and not _reported(units, i)]
    if not cues:
        return []
    groups = Groups(units)
    rules = arabic_rules("route_ar")
    vehicles = any(u.kind == WORD and u.stem in lexicon.word_set("movement", "ar_vehicles") for u in units)
    out: list[Claim] = []
    seen: set[tuple[str | None, str]] = set()
    # each place takes the role of the nearest word before it that governs it ("توجهت الحافلات لإجلاء أهالي ⟦A⟧":
    # the people of A, not the verb of heading); a place referred to takes every role given it
    nearest: dict[int, tuple[int, int, str, str, bool]] = {}  # place index -> (distance, order, role, rule, fetch)
    referred: list[tuple[Mention | None, str, str, bool]] = []

    def add(mention: Mention | None, role: str, rule: str) -> None:
        key = (mention.place_key if mention else None, role)
        if key not in seen:
            seen.add(key)
            out.append(claim("route", sentence, mention, role=role, rule=f"ar.{rule}"))

    for i, u in enumerate(units):
        if u.kind != WORD:
            continue
        for rule in rules:
            m = match_at(rule, units, groups, i)
            if m is None or (u.stem == "عبر" and _expressed(sentence, u)):
                continue
            points = _points(units, m, discourse)
            if points is None:
                continue
            at = m.places[0] if m.places else m.trigger
            if not any(c < _clause_end(units, at) for c in cues) or _negated(units, m.trigger):
                break
            if "after_move" in rule.options and not any(
                units[k].stem in _leaving() for k in range(max(0, i - 3), i)
            ):
                break
            fetch = "fetch" in rule.options and vehicles and _purpose_before(units, i)
            for index, mention in points:
                role = rule.role or "origin"
                if "crossing_via" in rule.options and _crossing_named(units, index, mention):
                    role = "via"  # "من معبر ⟦A⟧": a crossing is passed
                if index is None:
                    referred.append((mention, role, rule.name, fetch))
                elif index not in nearest or nearest[index][0] > index - i:
                    nearest[index] = (index - i, len(nearest), role, rule.name, fetch)
            break
    for index in sorted(nearest):
        _, _, role, rule_name, fetch = nearest[index]
        mention = units[index].mention
        if mention is not None and mention.place is not None and mention.place.type == "country" and (
            _direction_before(units, index)
        ):
            add(None, role, rule_name)  # "إلى شمال سوريا": the north of the country, without a key
            continue
        add(mention, role, rule_name)
        if fetch:
            add(mention, "destination", rule_name)  # buses sent to evacuate the people of A go to A
    for mention, role, rule_name, fetch in referred:
        add(mention, role, rule_name)
        if fetch and mention is not None:
            add(mention, "destination", rule_name)
    return out


Point = tuple[int | None, Mention | None]  # the index of a place's unit (None: referred to), its mention or None


def _points(units: list[Unit], m: RuleMatch, discourse: Discourse | None) -> list[Point] | None:
    """The places of a match (index of the unit or None, mention or None for an unnamed part); None if none."""
    found: list[Point] = []
    for k in m.places:
        p = units[k]
        if p.kind == PLACE:
            if p.mention is not None and (p.mention.place is not None or p.mention.resolved_by == UNNAMED_PART):
                found.append((k, p.mention))
        elif p.ref is not None and discourse is not None and p.stem in lexicon.word_set("movement", "ar_references"):
            types, number = p.ref
            places, _ = discourse.resolve(Reference(types, number or None, p.start))
            found += [(None, mention) for mention in places]
    if not m.places and m.suffixed is not None:  # "تمر عبره": the crossing named before
        crossing = _crossing_before(units, m.suffixed)
        if crossing is not None:
            after = units[crossing + 1] if crossing + 1 < len(units) else None
            found.append((None, after.mention if after is not None and after.kind == PLACE else None))
    if not found and m.region:
        found.append((None, None))
    return found or None


def _crossing_before(units: list[Unit], i: int) -> int | None:
    """The index of a crossing's noun a few words before unit ``i`` ("معبر ⟦A⟧ الذي تمر القوافل عبره"), or None.

    A crossing whose name is a place's is that place; one whose name no gazetteer knows is passed without a key.
    """
    crossings = lexicon.word_set("movement", "ar_crossings")
    for k in range(i - 1, max(-1, i - 9), -1):
        u = units[k]
        if u.kind == WORD and u.stem in crossings:
            return k
        if u.kind == PLACE and u.mention is not None and u.mention.text.split() and (
            lexicon.normalise(u.mention.text.split()[0]) in crossings
        ):
            return k - 1 if k else None
    return None


def _crossing_named(units: list[Unit], index: int | None, mention: Mention | None) -> bool:
    """Whether the place is a crossing's: its name begins with a crossing's noun, or one stands right before it."""
    crossings = lexicon.word_set("movement", "ar_crossings")
    if mention is not None and mention.text.split() and lexicon.normalise(mention.text.split()[0]) in crossings:
        return True
    return index is not None and index > 0 and units[index - 1].kind == WORD and units[index - 1].stem in crossings


def _direction_before(units: list[Unit], index: int) -> bool:
    """Whether a direction word stands right before a place: "شمال ⟦سوريا⟧" is a region of it."""
    return index > 0 and units[index - 1].kind == WORD and units[index - 1].stem in ("شمال", "جنوب", "شرق", "غرب",
                                                                                     "شمالي", "جنوبي", "شرقي", "غربي")


def _purpose_before(units: list[Unit], i: int) -> bool:
    """Whether a purpose stands a few words before unit ``i``.

    A word of taking people away with the "ل" of purpose ("لإجلاء أهالي"), or "كي" ("كي تبدأ إجلاء الناس من").
    """
    purpose = lexicon.word_set("movement", "ar_purpose")
    return any(
        units[k].kind == WORD and (units[k].stem in purpose or units[k].prefix in ("ل", "ول", "فل")
                                   and units[k].stem in lexicon.words_of("movement", "ar_evacuate"))
        for k in range(max(0, i - _PURPOSE_GAP), i + 1)
    )
