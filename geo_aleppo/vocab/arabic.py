"""The Arabic clitic segmenter: words of a text as (proclitics, stem, pronoun suffix), with their offsets.

Arabic writes the conjunctions و ف, the prepositions ب ل ك, the future particle س and the article ال
joined to the next word ("وبالقرية" = و + ب + ال + قرية, "للمدينة" = ل + ال + مدينة), and object and
possessive pronouns joined to the end ("عليها" = على + ها, "سيطرتها" = سيطرة + ها, "دخلوها" = دخلوا + ها).

:func:`segment` reads a text into :class:`Token` records that keep the character offsets of the text
as written. A word is split only where the split leaves a *known* stem: one of the structural words
below (prepositions, particles, relative pronouns) or a word that ``is_known`` accepts (a
vocabulary's word, a gazetteer's name). A whole word that is known is never split, so a name that
begins with a letter that looks like a clitic ("بنش", "كفريا") stays whole when the caller knows it.
A word with no known reading keeps only an article combination ("وال", "بال", "لل" …) split off.
:func:`readings` lists every split of one word, for a caller that wants to choose itself.

Matching is on normalised letters (:func:`normalise`): short vowels, shadda and tatweel dropped; أ إ آ ٱ
as ا; ة as ه; ى as ي; the hamza on its seat (ئ ؤ) as ء, so that "أحياء" and "أحيائها" share a stem; Persian
ی ک as ي ك; Arabic-Indic and Persian digits as 0-9.

>>> [(t.prefix, t.stem, t.suffix) for t in segment("وسيطرت عليها", is_known={"سيطرت"}.__contains__)]
[('و', 'سيطرت', ''), ('', 'علي', 'ها')]
>>> [t.stem for t in segment("بنش وبنش", is_known={"بنش"}.__contains__)]
['بنش', 'بنش']
>>> segment("٣٠٠ مقاتل")[0].stem
'300'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

__all__ = ["Token", "Reading", "segment", "readings", "normalise", "STRUCTURAL", "PROCLITICS"]

_MARKS = re.compile(r"[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]")  # harakat, shadda, tatweel
_LETTERS = "\u0621-\u063a\u0641-\u064a\u0671-\u06d3\u06fa-\u06ff"
_NORMAL = str.maketrans(
    {
        "أ": "ا",
        "إ": "ا",
        "آ": "ا",
        "ٱ": "ا",
        "ة": "ه",
        "ى": "ي",
        "ی": "ي",
        "ک": "ك",
        "ڪ": "ك",
        "ئ": "ء",
        "ؤ": "ء",
        **{chr(0x0660 + i): str(i) for i in range(10)},
        **{chr(0x06F0 + i): str(i) for i in range(10)},
    }
)
_PLAIN = str.maketrans({"ی": "ي", "ک": "ك", "ڪ": "ك"})
# a word (Arabic letters with their marks), a number of either digit system (with its decimal or thousands
# separator between digits), a word of other letters, or one mark of punctuation; an invisible format character
# (zero-width space/joiners, LRM/RLM/ALM, bidi embeddings and isolates, BOM) is no token: web text scatters them
_FORMAT = "\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff"
_TOKEN = re.compile(
    rf"(?P<word>[{_LETTERS}][{_LETTERS}\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]*)"
    r"|(?P<number>[0-9\u0660-\u0669\u06f0-\u06f9]+(?:[.,\u066b\u066c][0-9\u0660-\u0669\u06f0-\u06f9]+)*)"
    r"|(?P<other>[^\W\d_\u0600-\u06ff]+)"
    rf"|(?P<punct>[^\s\w{_FORMAT}])"
)

# proclitics: a conjunction, then a preposition or the future particle, then the article; "ل" + "ال" is written "لل"
_CONJUNCTIONS = ("", "و", "ف")
_PARTICLES = ("", "ب", "ل", "ك", "س")
_PREFIXES: tuple[str, ...] = tuple(
    sorted(
        {
            c + p + a
            for c in _CONJUNCTIONS
            for p in _PARTICLES
            for a in ("", "ال")
            if not (p == "س" and a) and not (p == "ل" and a)
        }
        | {c + "لل" for c in _CONJUNCTIONS},
        key=len,
        reverse=True,
    )
)
_ARTICLE_PREFIXES = tuple(p for p in _PREFIXES if p.endswith(("ال", "لل")))
#: The proclitics that may stand before a name, longest first: a conjunction and/or a preposition, with the
#: article after them where the name carries it ("و", "وب", "وبال", "لل"); not the future particle "س".
PROCLITICS: tuple[str, ...] = tuple(p for p in _PREFIXES if p and p != "ال" and "س" not in p)
# pronoun suffixes, longest first; "ي" (my) is left out: too many stems end in it
_SUFFIXES = ("هما", "كما", "هم", "هن", "ها", "كم", "كن", "نا", "ني", "ه", "ك")
_MIN_STEM = 2

#: Words that hold the structure of a sentence, normalised: they are known stems of every reading.
STRUCTURAL = frozenset(
    {
        "علي",
        "في",
        "من",
        "الي",
        "عن",
        "مع",
        "عند",
        "لدي",
        "حتي",
        "نحو",
        "عبر",
        "ضد",
        "بين",
        "منذ",
        "قبل",
        "بعد",
        "تحت",
        "فوق",
        "حول",
        "خلال",
        "دون",
        "باتجاه",
        "اتجاه",
        "صوب",
        "قرب",
        "ان",
        "اذا",
        "لو",
        "لم",
        "لن",
        "لا",
        "ما",
        "قد",
        "لقد",
        "ربما",
        "ليس",
        "ليست",
        "غير",
        "كان",
        "كانت",
        "كانوا",
        "التي",
        "الذي",
        "اللذان",
        "اللتان",
        "اللذين",
        "اللتين",
        "الذين",
        "اللواتي",
        "اللاتي",
        "اللائي",
        "هو",
        "هي",
        "هم",
        "هما",
        "هذا",
        "هذه",
        "ذلك",
        "تلك",
        "هؤلاء",
        "او",
        "ثم",
        "بل",
        "لكن",
        "كل",
        "بعض",
        "جميع",
        "اي",
        "الا",
        "الان",
        "حيث",
        "بينما",
    }
)


def normalise(word: str) -> str:
    """A word's letters as they are matched: no short vowels, one alef, ة as ه, ى as ي, ئ ؤ as ء, digits as 0-9.

    >>> normalise("إلى") == normalise("الي"), normalise("المدينةُ"), normalise("٢٠١٦")
    (True, 'المدينه', '2016')
    """
    return _MARKS.sub("", word).translate(_NORMAL)


@dataclass(frozen=True, slots=True)
class Reading:
    """One split of a word: proclitics, stem and pronoun suffix, each normalised (see :func:`normalise`)."""

    prefix: str
    stem: str
    suffix: str


@dataclass(frozen=True, slots=True)
class Token:
    """A word, number or mark of a text, with its offsets in the text as written.

    Attributes
    ----------
    start, end : int
        ``text[start:end]`` is the token as written (with its short vowels, if any).
    prefix, stem, suffix : str
        The chosen reading, normalised: proclitics ("وبال"), the stem ("قريه"), the pronoun suffix ("ها").
        For a number the stem is its digits as 0-9 (separators kept); for other tokens the stem is the text.
    kind : str
        "word" (Arabic letters), "number", "other" (a word of other letters) or "punct".
    """

    start: int
    end: int
    prefix: str
    stem: str
    suffix: str
    kind: str = "word"

    @property
    def definite(self) -> bool:
        """Whether the word carries the article (ال, or لل for ل + ال)."""
        return self.prefix.endswith(("ال", "لل"))

    @property
    def conjunction(self) -> str:
        """The conjunction joined before the word ("و", "ف"), or ""."""
        return self.prefix[:1] if self.prefix[:1] in ("و", "ف") else ""

    @property
    def preposition(self) -> str:
        """The preposition joined to the word ("ب", "ل", "ك"), or ""."""
        rest = self.prefix[len(self.conjunction) :]
        return rest[:1] if rest[:1] in ("ب", "ل", "ك") and rest not in ("ال",) else ""

    @property
    def value(self) -> float | None:
        """A number token's value ("1,200" and "١٬٢٠٠" are 1200, "2.5" is 2.5), else None."""
        if self.kind != "number":
            return None
        digits = self.stem.replace("\u066c", ",")
        if "," in digits and all(len(g) == 3 for g in digits.split(",")[1:]):
            digits = digits.replace(",", "")
        try:
            return float(digits.replace("\u066b", ".").replace(",", "."))
        except ValueError:
            return None


@lru_cache(maxsize=65536)
def _plain_readings(plain: str) -> tuple[Reading, ...]:
    out: list[Reading] = []
    for prefix in (*_PREFIXES, ""):
        if prefix and not plain.startswith(prefix):
            continue
        rest = plain[len(prefix) :]
        if len(rest) < _MIN_STEM:
            continue
        if prefix.endswith("س") and rest[:1] not in ("ي", "ت", "ن", "أ", "ا"):
            continue  # the future particle stands before an imperfect verb only
        out.append(Reading(normalise(prefix), normalise(rest), ""))
        for suffix in _SUFFIXES:
            stem = rest[: -len(suffix)]
            if not rest.endswith(suffix) or len(stem) < _MIN_STEM or rest.endswith("ة"):
                continue
            for base in _repaired(stem):
                out.append(Reading(normalise(prefix), normalise(base), normalise(suffix)))
    return tuple(dict.fromkeys(out))


def _repaired(stem: str) -> tuple[str, ...]:
    """The stem before a suffix, and what it is written as alone.

    ة written ت ("سيطرتها"), the alef of a verb's plural dropped ("دخلوها"); ى written ي ("عليها") is one
    letter once normalised.
    """
    found = [stem]
    if stem.endswith("ت"):
        found.append(stem[:-1] + "ة")
    if stem.endswith("و"):
        found.append(stem + "ا")
    return tuple(found)


def readings(word: str) -> tuple[Reading, ...]:
    """Every split of ``word`` into proclitics, stem and pronoun suffix, the whole word first.

    Stems are at least two letters; "س" only before an imperfect verb. A stem before a suffix is also given
    as written alone: "سيطرتها" -> سيطرة (normalised "سيطره") + ها, "دخلوها" -> دخلوا + ها.

    >>> [(r.prefix, r.stem, r.suffix) for r in readings("بنش")]
    [('', 'بنش', ''), ('ب', 'نش', '')]
    >>> ("و", "بنش", "") in [(r.prefix, r.stem, r.suffix) for r in readings("وبنش")]
    True
    """
    plain = _MARKS.sub("", word).translate(_PLAIN)
    found = _plain_readings(plain)
    whole = [r for r in found if not r.prefix and not r.suffix]
    return tuple(whole + [r for r in found if r.prefix or r.suffix])


def _clitics(reading: Reading) -> int:
    return len(reading.prefix) + len(reading.suffix)


def choose(word: str, is_known: Callable[[str], bool] | None = None) -> Reading:
    """The reading of one word that :func:`segment` gives (see the module).

    The whole word if it is known; else the known reading with the fewest clitic letters (a prefix-only
    reading before one with a suffix); else the word with only an article combination split off.
    """
    found = readings(word)
    whole = found[0] if found else Reading("", normalise(word), "")

    def known(stem: str) -> bool:
        return stem in STRUCTURAL or (is_known is not None and is_known(stem))

    if known(whole.stem) and not whole.prefix:
        return whole
    best = min(
        (r for r in found if known(r.stem)),
        key=lambda r: (bool(r.suffix), _clitics(r)),
        default=None,
    )
    if best is not None:
        return best
    plain = _MARKS.sub("", word).translate(_PLAIN)
    for prefix in _ARTICLE_PREFIXES:
        if plain.startswith(prefix) and len(plain) - len(prefix) >= _MIN_STEM:
            return Reading(normalise(prefix), normalise(plain[len(prefix) :]), "")
    return whole


def segment(text: str, is_known: Callable[[str], bool] | None = None) -> list[Token]:
    """The tokens of ``text``: Arabic words split into clitics and stem, numbers, other words, marks.

    Parameters
    ----------
    text : str
        Any text; offsets refer to it as given.
    is_known : callable, optional
        ``is_known(stem)`` for a normalised stem: whether it is a word the caller knows (a vocabulary
        form, a place name). A whole word it accepts is never split; a split is made only where it leaves
        a known stem (or a structural word, :data:`STRUCTURAL`). Without it, only article combinations
        and structural words split.

    Returns
    -------
    list of Token
        In text order; white space is no token.
    """
    out: list[Token] = []
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup or "punct"
        piece = m.group()
        if kind == "word":
            r = choose(piece, is_known)
            out.append(Token(m.start(), m.end(), r.prefix, r.stem, r.suffix, "word"))
        elif kind == "number":
            out.append(Token(m.start(), m.end(), "", normalise(piece), "", "number"))
        else:
            out.append(Token(m.start(), m.end(), "", piece, "", kind))
    return out
