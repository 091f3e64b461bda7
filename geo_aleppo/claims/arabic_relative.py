"""Arabic holding and siege told of a noun by a relative clause or an apposition, given to that noun.

A relative clause agrees with the noun it describes: "التي" / "الذي" (one place; also a plural of
things), "اللتين" / "اللتان" / "اللذين" / "اللذان" (two). After an indefinite noun Arabic writes no
pronoun ("أحياء يسيطر عليها الجيش"). The clause is given to its *antecedent*, found by walking back
from the clause over a few words:

- the nearest place, with the places coordinated with it ("⟦A⟧ و⟦B⟧ التي"); a dual clause takes two;
- skipping a place that only locates the one before it ("⟦A⟧ بريف ⟦B⟧ الشمالي، التي", "قرب ⟦B⟧",
  "شمال ⟦B⟧", "ب⟦B⟧"), so that the clause is not given to the region around the place;
- a noun that refers back ("المدينة", "البلدة", "البلدتين", "الحي"): the places of that kind named before;
- a head noun with a name that no gazetteer knows ("حي "الوعر" الواقع تحت سيطرة …"): a claim without a
  place key, naming the place as written.

The clauses read (present or past, the side after the verb): "تسيطر عليها X", "سيطرت عليها X",
"تخضع لسيطرة X", "تقع تحت سيطرة X", "عادت إلى سيطرة X", "باتت تحت سيطرة X" (held); "تحاصرها X",
"حاصرتها X" (besieged). A clause in the past ("التي كانت تسيطر عليها": no longer) or negated ("التي لم
تعد تحت سيطرة") states no holding; "لا تزال" (still) does.

An apposition gives a holding to the place before it: "⟦A⟧، وهي آخر جيب تسيطر عليه X", and a list
after held areas names them: "المناطق التي تسيطر عليها X في شمال ⟦H⟧، أي ⟦A⟧ و⟦B⟧" (also "وهي",
"ومنها", "مثل", "بما فيها").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from ..geoparser import Mention
from .sentence import Sentence

__all__ = ["relative_holdings"]

Holding = tuple[Mention | None, str, str, str]  # the place (None: unnamed), held or besieged, the side, scope

_SIDE = r"(?P<by>[^.،,؛⟦]{2,60})"
_PRONOUN = r"(?:ها|ه|هما|هم)"
_HELD = (
    rf"(?:ت|ي)?سيطر(?:ت|وا|ون|ان)?\s+علي{_PRONOUN}"
    r"|(?:ت|ي)?خضع(?:ت|ان)?\s+(?:ل|إلى\s+|الى\s+|تحت\s+)سيطرة"
    r"|(?:ت|ي)?(?:قع|وقع)(?:ت|ان)?\s+تحت\s+سيطرة"
    r"|(?:عاد|تعود|يعود|رجع|ترجع)(?:ت|تا)?\s+(?:إلى\s+|الى\s+|ل)سيطرة"
    r"|(?:باتت|بات|أصبحت|أصبح|صارت|صار|أضحت)\s+(?:تحت\s+سيطرة|(?:في\s+)?(?:يد|قبضة))"
    r"|(?:ال)?خاضع(?:ة|ين|تين|تان)?\s+(?:ل|إلى\s+|الى\s+|تحت\s+)سيطرة"
    r"|(?:ال)?واقع(?:ة|ين|تين|تان)?\s+تحت\s+سيطرة"
)
_BESIEGED = rf"(?:ت|ي)?حاصر(?:ت|وا|ون)?{_PRONOUN}"
# a relative pronoun (or none after an indefinite noun), a negation or "was", then the clause and its side
_CLAUSE = re.compile(
    r"(?<![\u0621-\u064a])(?P<rel>(?:[وف]?(?:التي|الذي|اللتين|اللتان|اللذين|اللذان|الذين|اللواتي|اللاتي)\s+))?"
    r"(?P<aux>(?:(?:لم|لا|لن|ما|قد)\s+)?(?:(?:كان|كانت|كانا|كانتا|تعد|يعد|عادت|تزال|يزال|زالت|مازالت)\s+)?)"
    rf"(?:(?P<held>{_HELD})|(?P<besieged>{_BESIEGED}))\s+{_SIDE}"
)
_CLAUSE_NEEDS = ("سيطر", "خضع", "خاضع", "حاصر", "تحت", "يد", "قبضة")
_NEGATION = re.compile(r"(?<![\u0621-\u064a])[وف]?(?:لم|لن|ما|لا(?!\s+(?:تزال|يزال)))(?![\u0621-\u064a])")
_PAST = re.compile(r"(?<![\u0621-\u064a])(?:كان|كانت|كانا|كانتا)(?![\u0621-\u064a])")
_DUAL = re.compile(r"(?:اللتين|اللتان|اللذين|اللذان)|هما$")

# a noun referring back, under a side's control: "تصبح المدينة تحت سيطرة X", "البلدتان في قبضة X"
_REFERRING_HELD = re.compile(
    r"(?<![\u0621-\u064a])[وف]?(?P<ref>المدينة|البلدة|القرية|الحي|البلدتين|البلدتان|القريتين|القريتان)\s+"
    rf"(?:(?:كلها|بأكملها|بالكامل|كاملة)\s+)?(?:تحت\s+سيطرة|في\s+قبضة|بيد|بأيدي)\s+{_SIDE}"
)
# a side's areas in a directional part of a place or of the country: a region without a key
_AREAS_OF_SIDE = re.compile(rf"(?<![\u0621-\u064a])[وفب]?(?:ال)?(?:مناطق|منطقة)\s+(?:سيطرة|نفوذ)\s+{_SIDE}")
# an apposition: "⟦A⟧، وهي آخر جيب تسيطر عليه X", "⟦A⟧ (أكبر معاقل X)"
_APPOSITION = re.compile(
    r"(?P<place>⟦\d+⟧)\s*[،,(]?\s*(?:[وف]?(?:هي|هو)\s+)?(?:(?:آخر|أكبر|أبرز|أهم|ثاني|أول)\s+)?"
    r"(?:معقل|معاقل|جيب|جيوب|جيوبها|معقلها|معقله|حصن|حصون)\s+(?:(?:رئيسي|كبير|أخير)\s+)?"
    rf"(?:(?:ت|ي)سيطر\s+علي{_PRONOUN}\s+|ل|(?:ت|ي)تحصن\s+في{_PRONOUN}\s+)?{_SIDE}"
)
_APPOSITION_NEEDS = ("معقل", "معاقل", "جيب", "جيوب", "حصن", "حصون")
# the places listed after held areas: "…، أي ⟦A⟧ و⟦B⟧", "وهي ⟦A⟧", "ومنها ⟦A⟧", "مثل ⟦A⟧", "بما فيها ⟦A⟧"
_LISTED = re.compile(
    r"\s*[،,:(]?\s*(?:أي|وهي|وهما|ومنها|منها|مثل|بينها|ومن\s+بينها|بما\s+(?:في|فيها|فيه))\s+"
    r"(?:(?:مدن|مدينتي|مدينة|بلدات|بلدتي|بلدة|قرى|قريتي)\s+)?(?P<places>⟦\d+⟧(?:\s*[،,]?\s*و?\s*⟦\d+⟧)*)"
)

# a word right before a place that makes it the locator of the place before it
_LOCATOR = re.compile(
    r"^[وب]?(?:ريف|محافظة|قرب|بالقرب|مقربة|شمال|جنوب|شرق|غرب|شمالي|جنوبي|شرقي|غربي|وسط|أطراف|ضواحي)$"
)
_REFERRING = {  # a noun that refers back to the places of a kind named before, and how many
    "المدينة": (frozenset({"city", "town"}), 1),
    "البلدة": (frozenset({"town", "village"}), 1),
    "القرية": (frozenset({"town", "village"}), 1),
    "الحي": (frozenset({"district", "neighbourhood"}), 1),
    "البلدتين": (frozenset({"town", "village"}), 2),
    "البلدتان": (frozenset({"town", "village"}), 2),
    "القريتين": (frozenset({"town", "village"}), 2),
    "القريتان": (frozenset({"town", "village"}), 2),
}
_HEADS = frozenset({"حي", "بلدة", "مدينة", "قرية", "منطقة", "مخيم", "الحي", "البلدة", "المدينة", "القرية", "المنطقة"})
_TOKEN = re.compile(r"[^\s⟦،,]*⟦\d+⟧|[^\s⟦]+")
_MARK = re.compile(r"⟦(\d+)⟧")
_STOP = re.compile(r"[.؛;:!؟?]")
_WALK = 4  # words walked over back from a clause to its noun


def _prefixed(mention: Mention, prefix: str, letters: tuple[str, ...]) -> bool:
    """Whether a place is written with one of ``letters`` attached before its name ("و⟦B⟧", "ب⟦B⟧", "والزبداني")."""
    spelled = prefix + mention.text
    name = mention.place.name_ar if mention.place is not None and mention.place.name_ar else ""
    return spelled.startswith(letters) and not name.startswith(letters)


def _antecedent(sentence: Sentence, position: int, wanted: int) -> list[Mention]:
    """The place(s) a clause at ``position`` of the skeleton describes (see the module)."""
    before = _STOP.split(sentence.skeleton[max(0, position - 160) : position])[-1]
    tokens = _TOKEN.findall(before)
    words = 0
    i = len(tokens) - 1
    found: list[Mention] = []
    while i >= 0 and words <= _WALK:
        token = tokens[i].strip("،,\"'«»()")
        mark = _MARK.search(token)
        if mark is None:
            if found:
                break  # the coordination ends at a word
            if token in _REFERRING:
                types, count = _REFERRING[token]
                return sentence.earlier_places(types, max(wanted, count), position)
            words += 1
            i -= 1
            continue
        prefix = token[: mark.start()]
        mention = sentence.mentions[int(mark.group(1))]
        previous = tokens[i - 1].strip("،,\"'«»()") if i > 0 else ""
        has_more = any(_MARK.search(t) for t in tokens[:i])
        spelled = prefix + mention.text
        if not found and has_more and (
            _LOCATOR.match(previous) or _LOCATOR_ATTACHED.match(spelled) or _prefixed(mention, prefix, ("ب", "وب"))
        ):
            i -= 2 if _LOCATOR.match(previous) else 1  # "بريف ⟦B⟧": where the place before it lies
            words = 0
            continue
        found.insert(0, mention)
        coordinated = _prefixed(mention, prefix, ("و",)) or previous in ("و", "،", ",")
        if len(found) >= wanted and not coordinated:
            break
        i -= 1
        if i >= 0 and tokens[i].strip() in ("و", "،", ","):
            i -= 1
        if i < 0 or not _MARK.search(tokens[i]):
            break
    return found


_LOCATOR_ATTACHED = re.compile(r"[وف]?ب?(?:ريف|محافظة|قرب|شمال|جنوب|شرق|غرب|شمالي|جنوبي|شرقي|غربي)(?:\s|$)")


def _unnamed(sentence: Sentence, position: int) -> Mention | None:
    """A head noun with a name the gazetteer does not know, right before ``position``: "حي "الوعر" الواقع"."""
    before = _STOP.split(sentence.skeleton[max(0, position - 60) : position])[-1]
    if "⟦" in before:
        return None
    found = _NAMED.search(before)
    if found is None:
        return None
    name = found.group("name").strip("\"'«»")
    at = position - len(before) + found.start("name")
    start = sentence.text_offset(at)
    return Mention(start, start + len(found.group("name")), name, None, "place", 0.0, (sentence.start, sentence.end),
                   "unnamed")


_NAMED = re.compile(  # a head noun, then a name in quotes or of one or two words, at the end of the piece
    r"(?<![\u0621-\u064a])[وف]?(?:ال)?(?:حي|بلدة|مدينة|قرية|مخيم)\s+"
    r"(?P<name>[\"«][^\"«»]{2,30}[\"»]|[\u0621-\u064a]{3,20}(?:\s+[\u0621-\u064a]{3,20})?)\s*[،,]?\s*$"
)
_AREAS = re.compile(r"(?<![\u0621-\u064a])[وفب]?(?:ال)?(?:مناطق|منطقة|أحياء|قرى|بلدات)\s*$")
# the part of a place where a side's areas lie: "في شمال ⟦H⟧", "في ريف ⟦H⟧ الشمالي", "في شمال البلاد"
_WHERE = re.compile(
    r"(?:في|ب)\s*(?P<part>(?:شمال|جنوب|شرق|غرب|شمالي|جنوبي|شرقي|غربي|وسط|ريف)\s*(?:⟦\d+⟧|البلاد|سوري[اة])"
    r"(?:\s+(?:ال)?(?:شمالي|جنوبي|شرقي|غربي))?)"
)


def relative_holdings(sentence: Sentence, actor_of: Callable[[str], str]) -> Iterator[Holding]:
    """The places an Arabic sentence says a side holds or besieges in a relative clause or an apposition."""
    skeleton = sentence.skeleton
    for m in sentence.finditer(_CLAUSE, _CLAUSE_NEEDS):
        aux = m.group("aux")
        if _NEGATION.search(aux) or (_PAST.search(aux) and not re.search("تزال|يزال|زالت", aux)):
            continue  # "التي لم تعد تسيطر عليها", "التي كانت تسيطر عليها": no holding now
        status = "held" if m.group("held") else "besieged"
        side = actor_of(sentence.spelled(m.group("by")))
        rel = m.group("rel") or ""
        verb = m.group("held") or m.group("besieged")
        wanted = 2 if _DUAL.search(rel.strip()) or verb.endswith("هما") or re.search(r"(?:تين|تان)\s", verb) else 1
        places = _antecedent(sentence, m.start(), wanted)
        before = _STOP.split(skeleton[max(0, m.start() - 60) : m.start()])[-1]
        if not places and _AREAS.search(before):  # "المناطق التي تسيطر عليها X في شمال ⟦H⟧": a region, no key
            where = _WHERE.search(skeleton, m.start("by"), m.end("by") + 16)
            if where is not None:
                yield None, status, side, "whole"
        elif not places:
            unnamed = _unnamed(sentence, m.start())
            if unnamed is not None:
                yield unnamed, status, side, "whole"
        for place in places:
            yield place, status, side, "whole"
        if status == "held":  # the places listed after the clause or after its region: "، أي ⟦A⟧ و⟦B⟧"
            end = m.end()
            listed = _LISTED.match(skeleton, end)
            if listed is None:
                comma = skeleton.find("،", end)
                listed = _LISTED.match(skeleton, comma) if 0 <= comma - end <= 40 else None
            if listed is not None:
                yield from ((p, "held", side, "whole") for p in sentence.places(listed.group("places")))
    for m in sentence.finditer(_REFERRING_HELD, ("سيطرة", "قبضة", "بيد", "بأيدي")):
        if _NEGATION.search(skeleton[max(0, m.start() - 12) : m.start()]):
            continue
        types, count = _REFERRING[m.group("ref")]
        side = actor_of(sentence.spelled(m.group("by")))
        yield from ((p, "held", side, "whole") for p in sentence.earlier_places(types, count, m.start()))
    for m in sentence.finditer(_AREAS_OF_SIDE, ("سيطرة", "نفوذ")):
        side = actor_of(sentence.spelled(m.group("by")))
        if side != "unknown" and _WHERE.search(skeleton, m.start("by"), m.end("by") + 16):
            yield None, "held", side, "whole"
    for m in sentence.finditer(_APPOSITION, _APPOSITION_NEEDS):
        side = actor_of(sentence.spelled(m.group("by")))
        if side != "unknown":
            yield from ((p, "held", side, "whole") for p in sentence.places(m.group("place")))
