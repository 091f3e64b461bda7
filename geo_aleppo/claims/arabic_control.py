"""Arabic control claims read by the token rules of ``rules/control_ar.toml`` over a sentence's units.

For every word of a frame (a trigger), the rules are tried in order; the first whose pattern matches and
that gives a claim reads it. A match gives the side (the pattern's agent, else for ``agent_before`` rules
the subject before the trigger, a pronoun subject taking the side named before it) and the places (the
pattern's places, a noun or a pronoun suffix that refers back, or a directional part without a key).
The vocabulary's cancel words in the trigger's clause give no claim (see :func:`_cancelled`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from .. import vocab
from ..geoparsing import Mention
from ..vocab import arabic_lexicon as lexicon
from .arabic_groups import Groups, share_at
from .arabic_match import RuleMatch, arabic_rules, match_at
from .arabic_units import NUMBER, PLACE, PUNCT, SIDE, WORD, Unit, units_of
from .discourse import REACH, Discourse, Reference
from .record import Claim, ClaimMaker
from .sentence import Sentence

__all__ = ["read_arabic_control", "subject_side"]

_EFFECT_STATUS = {"gain": "held", "hold": "held", "pass": "held", "return": "held", "siege": "besieged"}
_SETTLED = frozenset({"city", "town", "village", "district", "neighbourhood", "region", "governorate", "camp"})
_BREAKS = frozenset({".", "،", ",", "؛", ";", ":", "!", "؟", "?", "(", ")"})
_PREPOSITIONS = frozenset({"من", "علي", "في", "عن", "الي", "مع", "ضد", "بين", "لدي", "عند", "قبل", "يد"})
_PRONOUN_AGENTS = frozenset({"قوات", "وحدات", "عناصر", "مقاتلي", "مقاتلو", "ان", "انه", "جنود"})
_SUFFIX_NUMBER = {"ه": 1, "ها": 1, "هما": 2, "هم": 0, "هن": 0}
_RELATIVE = frozenset({"التي", "الذي", "اللتين", "اللتان", "اللذين", "اللذان", "الذين", "اللواتي", "اللاتي"})
_LISTING = frozenset({"منها", "هي", "هما", "اي", "مثل", "بينها", "بما", "فيها"})
_PARTICLES = frozenset({"قد", "لقد", "كما", "ثم", "كان", "كانت"})


@cache
def _cancel_words() -> dict[str, frozenset[str]]:
    return {
        "negation": lexicon.word_set("cancel", "ar_negation"),
        "still": lexicon.word_set("cancel", "ar_still"),
        "hedge": lexicon.word_set("cancel", "ar_hedge"),
        "condition": lexicon.word_set("cancel", "ar_condition"),
        "past": lexicon.word_set("cancel", "ar_past"),
        "attempt": lexicon.verb_set("cancel", "ar_attempt"),
        "denial": lexicon.verb_set("cancel", "ar_denial"),
        "lifted": lexicon.verb_set("cancel", "ar_lifted"),
    }


def _present_only(u: Unit) -> bool:
    """Whether a word is an imperfect verb (not also a past form): "قد تسيطر" may hold, "قد سيطرت" has taken."""
    if u.frames:
        kinds = {f.kind for f in u.frames}
        return "present" in kinds and "past" not in kinds
    return u.kind == WORD and u.stem[:1] in ("ي", "ن") and len(u.stem) > 3


def _cancelled(units: list[Unit], m: RuleMatch) -> bool:
    """Whether the trigger's clause negates, hedges, tries, denies, conditions, lifts or puts its claim in the past.

    The clause runs back from the trigger to a mark. Where a relative pronoun or a definite participle stands
    between the places and the trigger (a relative clause: "فشلت في السيطرة على ⟦A⟧ التي تسيطر عليها
    المعارضة"), only the words after the places are read: the clause about A is not the failed try. A verb in
    the future ("ستدخل") or with the "ل" of purpose ("لتبسط سيطرتها"), and a masdar of purpose ("للسيطرة على
    ⟦A⟧"), state no claim.
    """
    words = _cancel_words()
    trigger = units[m.trigger]
    start = _clause_start(units, m.trigger)
    near = range(max(start, m.trigger - 3), m.trigger)
    rel = [k for k in near if units[k].kind == WORD and units[k].stem in _RELATIVE]
    relative = bool(rel)
    if rel:  # a relative clause reads its own words: "بنقل الرافضين إلى المناطق التي تسيطر عليها …"
        start = rel[-1] + 1
    if m.places and m.places[-1] < m.trigger:
        between = units[m.places[-1] + 1 : m.trigger]
        if any(u.kind == WORD and (u.stem in _RELATIVE or u.definite and u.frames) for u in between):
            relative = True
            start = m.places[-1] + 1
    following = units[m.trigger + 1] if m.trigger + 1 < len(units) else None
    if trigger.prefix in ("ل", "لل") and any(f.kind == "masdar" for f in trigger.frames) and (
        following is None or following.kind != SIDE
    ):
        return True  # a purpose: "للسيطرة على", "لاستعادة ⟦A⟧"; not "لسيطرة المعارضة" (to the opposition's control)
    verbs = [u for u in units[max(start, m.first) : m.trigger + 1] if u.kind == WORD and _verb(u)]
    if any(u.prefix.endswith(("س", "ل")) for u in verbs):
        return True  # "ستدخل" (will enter), "لتبسط سيطرتها" (so that it extends its control)
    span = units[start : m.trigger]
    act = any(f.kind in ("past", "present", "passive", "masdar") for f in trigger.frames)  # a verb or its noun
    for k, u in enumerate(span):
        if u.kind != WORD:
            continue
        stem = u.stem
        after = span[k + 1] if k + 1 < len(span) else trigger
        if stem in words["negation"] and not (stem == "لا" and after.stem in words["still"]) and (
            stem != "غير" or k == len(span) - 1
        ):
            return True  # "غير" negates the word after it only: "غير محاصرة", not "منظمات غير حكومية"
        if stem in ("سوف",) or stem in words["hedge"] or stem in words["condition"] or stem in words["lifted"]:
            return True
        if stem in words["attempt"] and act:  # "فشلت في السيطرة على", not "محاولات إخلاء آخر معاقل X"
            return True
        if stem == "قد" and _present_only(after):
            return True
        if stem in words["past"] and relative and not any(f.kind == "past" for f in trigger.frames):
            return True  # "التي كانت تسيطر عليها" (it used to hold), "الذي كان بقبضة"; not "كانت قد سيطرت"
    back = units[max(0, m.trigger - 10) : m.trigger]
    return any(u.kind == WORD and u.stem in words["denial"] for u in back)


def _verb(u: Unit) -> bool:
    """Whether a unit is a finite verb of a frame or a light verb (not its noun)."""
    if u.frames:
        return any(f.kind in ("past", "present", "passive") for f in u.frames)
    return u.stem in lexicon.verb_set("holding", "ar_light")


def _clause_start(units: list[Unit], i: int) -> int:
    while i > 0 and not (units[i - 1].kind == PUNCT and units[i - 1].stem in _BREAKS):
        i -= 1
    return i


def _is_subject(units: list[Unit], i: int) -> bool:
    """Whether the side at ``i`` is no object: no preposition joined to it or right before it."""
    u = units[i]
    if u.prefix.replace("و", "").replace("ف", "")[:1] in ("ب", "ل", "ك"):
        return False
    return not (i and units[i - 1].kind == WORD and units[i - 1].stem in _PREPOSITIONS)


def subject_side(units: list[Unit]) -> str | None:
    """The side named as a sentence's subject, or None.

    Its first word, or the word after its first verb (a particle such as "قد" read over); a side named later is
    no subject (an object: "استهدفت طائرات مواقع الفصائل").
    """
    i = 0
    while i < len(units) and units[i].kind == WORD and units[i].stem in _PARTICLES:
        i += 1
    for k in (i, i + 1):
        if k < len(units) and units[k].kind == SIDE:
            return units[k].side if _is_subject(units, k) else None
    return None


class _Before:
    """The sentences before, read into units only when a pronoun or a short name asks for them."""

    def __init__(self, sentences: Sequence[Sentence]):
        self._sentences = sentences
        self._units: list[list[Unit]] | None = None

    def units(self) -> list[list[Unit]]:
        if self._units is None:
            self._units = [units_of(s) for s in self._sentences]
        return self._units

    def side(self) -> str | None:
        """The subject of the nearest sentence before that names a side."""
        for units in reversed(self.units()):
            if any(u.kind == SIDE for u in units):
                return subject_side(units)
        return None


@cache
def _short_heads() -> frozenset[str]:
    """The first words of the sides' names of two words or more that can stand alone ("الهيئة"), not a force noun."""
    nouns, _ = lexicon.foreign_forces()
    heads = {stem for n in lexicon.side_names() if len(n.words) > 1 for stem in n.words[0][1]}
    return frozenset(heads - nouns - lexicon.word_set("holding", "ar_heads"))


def _short_names(units: list[Unit], before: _Before) -> list[Unit]:
    """A side's short name ("الهيئة" after "هيئة تحرير الشام") as that side; with no full name before, a word."""
    heads = _short_heads()
    wanted = [i for i, u in enumerate(units) if u.kind == WORD and u.definite and u.stem in heads and not u.frames]
    if not wanted:
        return units
    full: dict[str, str] = {}
    for earlier in [*before.units(), units]:
        full.update({u.stem: u.side for u in earlier if u.kind == SIDE and u.size > 1 and u.side})
    out = list(units)
    for i in wanted:
        after = units[i + 1] if i + 1 < len(units) else None
        if units[i].stem in full and not (after is not None and after.kind == WORD and after.prefix == "ال"):
            u = units[i]
            out[i] = Unit(SIDE, u.start, u.end, u.prefix, u.stem, u.suffix, side=full[u.stem])
    return out


def _agent_before(units: list[Unit], i: int, before: _Before) -> str | None:
    """The subject before the trigger.

    The nearest side of its clause that is no object; a pronoun ("أنها", "وحداته") in the clause stands for the
    sentence's subject, else for the subject of the sentences before.
    """
    for k in range(i - 1, -1, -1):
        u = units[k]
        if u.kind == SIDE and _is_subject(units, k):
            return u.side
        if u.kind == WORD and u.suffix and u.stem in _PRONOUN_AGENTS:
            return subject_side(units) or before.side()
        if u.kind == PUNCT and u.stem in _BREAKS:
            opens = units[k + 1] if k + 1 < i else None
            if opens is None or opens.stem not in lexicon.word_set("holding", "ar_subordinators"):
                return None  # the clause before a subordinate one ("…، بعدما أصبحت تسيطر") holds its subject
    return None


def _referred(u: Unit, suffix: bool, discourse: Discourse) -> list[Mention]:
    """The places a noun ("البلدتين") or a pronoun suffix ("عليها", "فيهما") refers back to (:mod:`.discourse`)."""
    if suffix:
        number = _SUFFIX_NUMBER.get(u.suffix, 1)
        reference = Reference(_SETTLED, number or None, u.start, pronoun=number == 1)
    elif u.ref is not None:
        types, number = u.ref
        reference = Reference(types, number or None, u.start)
    else:
        return []
    found, _ = discourse.resolve(reference)
    return found


def read_arabic_control(
    sentence: Sentence,
    claim: ClaimMaker,
    before: Sequence[Sentence] = (),
    units: list[Unit] | None = None,
    discourse: Discourse | None = None,
) -> list[Claim]:
    """Who holds or besieges the places of an Arabic sentence, by the rules of ``rules/control_ar.toml``.

    ``before``: the sentences before it (the side a pronoun subject refers to); ``discourse``: the article's
    places, that a reference back resolves against (by default the sentence's own and those before it).
    """
    if discourse is None:
        discourse = Discourse([*sentence.earlier_places(_SETTLED, REACH, 0), *sentence.mentions])
    if sentence.asks:
        return []
    units = units if units is not None else units_of(sentence)
    earlier = _Before(before)
    units = _short_names(units, earlier)
    groups = Groups(units)
    rules = arabic_rules("control_ar")
    named = frozenset(u.side for u in units if u.kind == SIDE and u.side)
    out: list[Claim] = []
    seen: set[tuple] = set()
    for i, u in enumerate(units):
        if u.kind != WORD or not (u.frames or u.stem in lexicon.word_set("holding", "ar_areas")):
            continue
        for rule in rules:
            m = match_at(rule, units, groups, i)
            if m is None:
                continue
            claims = _claims(units, groups, m, earlier, discourse)
            found = (m, claims) if claims is not None else None
            if found is None:
                continue
            m = found[0]
            for mention, status, side, scope in found[1]:
                key = (mention.place_key if mention else None, mention.start if mention else -1, side, status)
                if key in seen:
                    continue
                seen.add(key)
                if status == "besieged":
                    values = {"actor": vocab.other_side(side or "unknown", named), "besieger": side}
                else:
                    values = {"actor": side}
                out.append(claim("control", sentence, mention, status=status, scope=scope, rule=f"ar.{m.rule.name}",
                                 **values))
            break
    known = {(c.place_key, c.status) for c in out if c.actor != "unknown"}
    return [c for c in out if c.actor != "unknown" or (c.place_key, c.status) not in known]


def _share_before(units: list[Unit], places: tuple[int, ...]) -> bool:
    """Whether a share stands right before the places: "معظم أحياء ⟦A⟧", "25 بالمئة من مدينة ⟦A⟧", "نصف ⟦A⟧"."""
    if not places:
        return False
    i = places[0] - 1
    while i >= 0 and units[i].kind == WORD and units[i].ref is not None and not units[i].definite:
        i -= 1  # the head noun of the place: "مدينة", "أحياء"
    if i >= 0 and units[i].kind == WORD and units[i].stem == "من":
        i -= 1
    shares = lexicon.word_set("place", "ar_share")
    return i >= 0 and (units[i].stem in shares or units[i].kind == NUMBER or units[i].stem in ("%", "٪"))


def _listed(units: list[Unit], groups: Groups, i: int) -> tuple[int, ...]:
    """The places listed after a holding: "، ومنها ⟦A⟧ و⟦B⟧", "، أي ⟦A⟧", "مثل ⟦A⟧" (up to a few words on)."""
    for j in range(i, min(len(units), i + 6)):
        u = units[j]
        if u.kind == WORD and (u.stem + u.suffix in _LISTING or u.stem in _LISTING):
            k = j + 1
            if k < len(units) and units[k].kind == WORD and units[k].stem + units[k].suffix in _LISTING:
                k += 1  # "بما فيها"
            found = groups.by_start.get(k)
            return tuple(x for x in found[1] if units[x].kind == PLACE) if found else ()
        if u.kind == PUNCT and u.stem not in ("،", ","):
            return ()
    return ()


def _claims(
    units: list[Unit], groups: Groups, m: RuleMatch, earlier: _Before, discourse: Discourse
) -> list[tuple[Mention | None, str, str | None, str]] | None:
    """The claims of a match: (place, status, side, scope); None when the match gives none."""
    rule, trigger = m.rule, units[m.trigger]
    frame_names = [f.frame for f in trigger.frames if f.frame in rule.frames] or (["hold"] if rule.trigger == "area"
                                                                                 else [])
    status = rule.status or (_EFFECT_STATUS.get(vocab.frame(frame_names[0]).effect) if frame_names else None)
    if status is None or _cancelled(units, m):
        return None
    side = units[m.agent[0]].side if m.agent else None
    if side is None and rule.agent_before:
        side = _agent_before(units, m.trigger, earlier)
    if side is None and not (rule.agentless and status == "besieged"):
        return None
    scope = "part" if m.share or _share_before(units, m.places) else rule.scope
    places: list[Mention | None] = []
    for k in m.places:
        p = units[k]
        if p.kind == PLACE:
            places.append(p.mention)
        else:
            places += _referred(p, False, discourse)
    if not m.places and m.suffixed is not None:
        places += _referred(units[m.suffixed], True, discourse)
    listed = _listed(units, groups, m.last + 1) if status == "held" else []
    if listed:  # "المناطق الخاضعة لسيطرة الفصائل، ومنها ⟦A⟧ و⟦B⟧": the places listed
        places = [units[k].mention for k in listed]
    elif not places and m.region:
        places.append(None)
    if not places and rule.places_before:
        last = max((end for end in groups.by_end if end <= m.trigger), default=None)
        if last is not None:
            places += [units[k].mention for k in groups.by_end[last][1] if units[k].kind == PLACE]
    places = [p for p in places if p is None or p.place is None or p.place.type != "country"]
    if not places:
        return None
    found = [(p, status, side, scope) for p in places]
    j = m.last + 1  # a second object of the same verb: "…، وعلى نحو 60% من مساحة ⟦B⟧"
    while j < min(len(units), m.last + 7) and units[j].kind == WORD and units[j].stem != "علي":
        j += 1  # words that qualify the place before: "⟦A⟧ الغنية بالنفط، وعلى …"
    if j < len(units) and units[j].kind == PUNCT and units[j].stem in ("،", ","):
        j += 1
    if m.places and j < len(units) and units[j].kind == WORD and units[j].stem == "علي" and units[j].prefix == "و":
        end, _ = share_at(units, j + 1)
        more = groups.by_start.get(end if end is not None else j + 1)
        if more is not None:
            found += [(units[k].mention, status, side, "part" if end is not None else "whole")
                      for k in more[1] if units[k].kind == PLACE]
    return found
