"""Arabic word forms generated from a verb's citation form: past, present, passive, masdar, participles.

A vocabulary names an Arabic verb once, by an *entry*: its past (third person masculine singular),
for the base form (form I) also its present and masdar(s), which are not predictable:

- ``"دخل يدخل دخول"``: form I, present يدخل, masdar دخول;
- ``"حاصر"``: form III (فاعل), so يحاصر, حوصر (passive), محاصرة and حصار (masdars), محاصر (participle);
- ``"حرّر"`` (the shadda marks form II), ``"أحكم"`` (IV), ``"تقدّم"`` (V), ``"تراجع"`` (VI), ``"انسحب"``
  (VII), ``"اقتحم"`` (VIII), ``"استعاد"`` (X, hollow), ``"سيطر"`` (four letters: a quadriliteral verb);
- more words after the citation are more masdars or nouns of the verb ("سيطر سيطرة").

:func:`forms` gives every surface form (normalised, :func:`~.arabic.normalise`), each with what it is:
the past and present inflections of the third person (singular, dual, plural) and the first plural,
the passive past where its letters differ from the active ("حوصر", "استعيد"), the masdars and
participles with their feminine, dual and plural endings. Proclitics and pronoun suffixes are the
segmenter's (:mod:`.arabic`); the forms here are the stems between them.

>>> sorted(k for k, v in forms("حاصر").items() if "passive" in {f.kind for f in v})
['حوصر', 'حوصرا', 'حوصرت', 'حوصرتا', 'حوصرن', 'حوصرنا', 'حوصروا']
>>> {f.kind for f in forms("استعاد")["يستعيد"]}, {f.kind for f in forms("استعاد")["استعاده"]}
({'present'}, {'masdar'})
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .arabic import normalise

__all__ = ["Form", "forms", "KINDS"]

#: What a form is: a finite verb (past, present, passive past), a verbal noun, a participle.
KINDS = ("past", "present", "passive", "masdar", "participle", "passive_participle")
_SHADDA = "\u0651"
_WEAK = ("و", "ي", "ا", "ى")


@dataclass(frozen=True, slots=True)
class Form:
    """One surface form of a verb of the vocabulary: the verb's citation (normalised) and the form's kind."""

    lemma: str
    kind: str


def _past(p: str) -> list[str]:
    """Third person past (m, f, m plural, dual m/f, f plural) and the first plural, from the 3ms form."""
    if p.endswith("ى"):  # defective: رمى رمت رموا
        base = p[:-1]
        return [p, base + "ت", base + "وا", base + "يا", base + "تا", base + "ين", base + "ينا"]
    if p.endswith("ي") and len(p) == 3:  # بقي بقيت بقوا
        return [p, p + "ت", p[:-1] + "وا", p + "ا", p + "تا", p + "ن", p + "نا"]
    return [p, p + "ت", p + "وا", p + "ا", p + "تا", p + "ن", p + "نا"]


def _present(q: str) -> list[str]:
    """Present forms (3rd person m/f, 1st person, plural, dual, subjunctive plural) from the 3ms form ("يفعل")."""
    stem = q[1:]
    people = [letter + stem for letter in ("ي", "ت", "ن")]  # not the first singular: أستعاد would be استعاد
    if stem.endswith(("ي", "ى", "و")):  # defective: يستولي يستولون, يبقى يبقون, يدعو يدعون
        base = stem[:-1]
        plural = ["ي" + base + "ون", "ي" + base + "وا", "ت" + base + "ون"]
        dual = ["ي" + base + ("يان" if not stem.endswith("و") else "وان"), "ت" + base + "يان"]
    else:
        plural = ["ي" + stem + "ون", "ي" + stem + "وا", "ت" + stem + "ون", "ي" + stem + "ن"]
        dual = ["ي" + stem + "ان", "ت" + stem + "ان"]
    return people + plural + dual


def _nouns(n: str) -> list[str]:
    """A masdar or participle with its feminine, dual, plural and construct endings."""
    if n.endswith("ة"):
        base = n[:-1]
        return [n, base + "ات", base + "تان", base + "تين", base + "تا", base + "تي"]
    if n.endswith("اء"):  # استيلاء
        return [n, n + "ا"]
    return [
        n,
        n + "ا",
        n + "ة",
        n + "ات",
        n + "ون",
        n + "ين",
        n + "ان",
        n + "و",
        n + "ي",
        n + "تان",
        n + "تين",
        n + "تا",
        n + "تي",
    ]


def _derived(past: str) -> tuple[str, list[str], list[str], list[str], list[str]]:
    """(form, presents, passives, masdars, participles) of a past citation other than form I's three letters.

    Participles are (active, passive) where their letters differ, else one.
    """
    doubled = _SHADDA in past
    s = "".join(c for c in past if c != _SHADDA and not "\u064b" <= c <= "\u0652")
    if doubled and len(s) == 4 and s[0] == "ا" and s[2] in "تطد":  # VIII of a doubled root: احتلّ يحتل احتلال
        return "VIII", ["ي" + s[1:]], [], [s + "ا" + s[3]], ["م" + s[1:]]
    if doubled and len(s) == 5 and s.startswith("است"):  # X of a doubled root: استردّ يسترد استرداد
        return "X", ["يست" + s[3:]], [], [s + "ا" + s[4]], ["مست" + s[3:]]
    if doubled and len(s) == 3:  # II فعّل
        return "II", ["ي" + s], [], ["ت" + s[:2] + "ي" + s[2]], ["م" + s]
    if doubled and len(s) == 4 and s[0] == "ت":  # V تفعّل
        return "V", ["يت" + s[1:]], [], [s], ["مت" + s[1:]]
    if len(s) == 5 and s[0] == "ت" and s[2] == "ا":  # VI تفاعل
        return "VI", ["يت" + s[1:]], [], [s], ["مت" + s[1:]]
    if len(s) == 4 and s[1] == "ا":  # III فاعل
        c1, c2, c3 = s[0], s[2], s[3]
        return "III", ["ي" + s], [c1 + "و" + c2 + c3], ["م" + s + "ة", c1 + c2 + "ا" + c3], ["م" + s]
    if len(s) == 4 and s[0] in "أا" and s[2] == "ا":  # IV hollow: أعاد يعيد إعادة معيد معاد
        c1, c3 = s[1], s[3]
        return (
            "IV",
            ["ي" + c1 + "ي" + c3, "ي" + c1 + "ا" + c3],
            ["أ" + c1 + "ي" + c3],
            ["إ" + c1 + "ا" + c3 + "ة"],
            ["م" + c1 + "ي" + c3, "م" + c1 + "ا" + c3],
        )
    if len(s) == 4 and s[0] in "أا" and s[3] == "ى":  # IV defective: أعطى يعطي إعطاء
        return "IV", ["ي" + s[1:3] + "ي"], [], ["إ" + s[1:3] + "اء"], ["م" + s[1:3] + "ي"]
    if len(s) == 4 and s[0] in "أا":  # IV أفعل
        c1, c2, c3 = s[1], s[2], s[3]
        return "IV", ["ي" + s[1:]], [], ["إ" + c1 + c2 + "ا" + c3], ["م" + s[1:]]
    if len(s) == 6 and s.startswith("است"):  # X
        c1, c2, c3 = s[3], s[4], s[5]
        if c2 == "ا":  # hollow: استعاد يستعيد استعادة مستعيد مستعاد, passive استعيد
            return (
                "X",
                ["يست" + c1 + "ي" + c3, "يست" + c1 + "ا" + c3],
                ["است" + c1 + "ي" + c3],
                ["است" + c1 + "ا" + c3 + "ة"],
                ["مست" + c1 + "ي" + c3, "مست" + c1 + "ا" + c3],
            )
        if c3 == "ى":  # defective: استولى يستولي استيلاء مستولي
            first = "ي" if c1 == "و" else c1  # و after a kasra is ي: استيلاء
            return "X", ["يست" + c1 + c2 + "ي"], [], ["است" + first + c2 + "اء"], ["مست" + c1 + c2 + "ي"]
        return "X", ["يست" + s[3:]], [], ["است" + c1 + c2 + "ا" + c3], ["مست" + s[3:]]
    if len(s) == 5 and s.startswith("ان"):  # VII
        c1, c2, c3 = s[2], s[3], s[4]
        if c2 == "ا":  # hollow: انحاز ينحاز انحياز
            return "VII", ["ين" + s[2:]], [], ["ان" + c1 + "يا" + c3], ["من" + s[2:]]
        return "VII", ["ين" + s[2:]], [], ["ان" + c1 + c2 + "ا" + c3], ["من" + s[2:]]
    if len(s) == 5 and s[0] == "ا" and s[2] in "تطد":  # VIII افتعل (اصطدم, ازدحم)
        c1, t, c2, c3 = s[1], s[2], s[3], s[4]
        if c2 == "ا":  # hollow: اجتاح يجتاح اجتياح, passive اجتيح
            return "VIII", ["ي" + s[1:]], ["ا" + c1 + t + "ي" + c3], ["ا" + c1 + t + "يا" + c3], ["م" + s[1:]]
        if c3 == "ى":  # defective: اشترى يشتري اشتراء
            return "VIII", ["ي" + s[1:4] + "ي"], [], [s[:4] + "اء"], ["م" + s[1:4] + "ي"]
        return "VIII", ["ي" + s[1:]], [], [s[:4] + "ا" + c3], ["م" + s[1:]]
    if len(s) == 4:  # quadriliteral فعلل: سيطر يسيطر سيطرة مسيطر
        return "Q", ["ي" + s], [], [s + "ة"], ["م" + s]
    raise ValueError(f"an Arabic verb entry of an unknown pattern: {past!r}")


@lru_cache(maxsize=4096)
def forms(entry: str) -> dict[str, frozenset[Form]]:
    """Every surface form (normalised) of the verb an entry names (see the module), with what each is.

    Raises
    ------
    ValueError
        For a citation of no pattern known here, or a form I entry without its present.
    """
    words = entry.split()
    if not words:
        raise ValueError("an empty Arabic verb entry")
    past, rest = words[0], words[1:]
    letters = "".join(c for c in past if c != _SHADDA and not "\u064b" <= c <= "\u0652")
    lemma = normalise(letters)
    out: dict[str, set[Form]] = {}

    def add(kind: str, surfaces: list[str]) -> None:
        for surface in surfaces:
            out.setdefault(normalise(surface), set()).add(Form(lemma, kind))

    if len(letters) == 2 or (len(letters) == 3 and _SHADDA not in past):  # form I: present and masdars given
        if not rest or not rest[0].startswith(("ي", "ت")):
            raise ValueError(f"a form I Arabic verb entry needs its present: {entry!r}")
        present, masdars = rest[0], rest[1:]
        add("past", _past(letters))
        add("present", _present(present))
        for masdar in masdars:
            add("masdar", _nouns(masdar))
        if len(letters) == 2:  # a doubled root: ظلّ ظلت ظلوا
            return {k: frozenset(v) for k, v in out.items()}
        c1, c2, c3 = letters
        if c2 in _WEAK and c2 != "ى":  # hollow: عاد عائد
            add("participle", _nouns(c1 + "ائ" + c3))
        elif c3 in ("ى", "ي"):  # defective: بقي باقي
            add("participle", _nouns(c1 + "ا" + c2 + "ي"))
        else:
            add("participle", _nouns(c1 + "ا" + c2 + c3))
            add("passive_participle", _nouns("م" + c1 + c2 + "و" + c3))
        return {k: frozenset(v) for k, v in out.items()}
    _, presents, passives, masdars, participles = _derived(past)
    add("past", _past(letters))
    for present in presents:
        add("present", _present(present))
    for passive in passives:
        add("passive", _past(passive))
    for masdar in [*masdars, *rest]:
        add("masdar", _nouns(masdar))
    add("participle", _nouns(participles[0]))
    if len(participles) > 1:
        add("passive_participle", _nouns(participles[1]))
    return {k: frozenset(v) for k, v in out.items()}
