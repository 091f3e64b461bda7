r"""Where a pattern's matches can begin: its anchor words, read from the pattern itself, found once per sentence.

A regular expression that begins with an alternation of words ("rebels|army|…", a hedge, a number)
is tried by ``finditer`` at every offset of a sentence, and the engine tries the alternation at each.
Most offsets cannot begin a match: a match begins where one of the pattern's possible first words
does. :func:`anchor_of` reads those words from the compiled pattern (its parse tree: literals,
alternations, optional groups, character classes of a few letters; a digit class as "a digit"), and
:func:`starts` finds, in one pass of one Aho-Corasick automaton over the lowercased sentence, where
the words of every pattern begin. :meth:`Sentence.finditer <geo_aleppo.claims.sentence.Sentence.finditer>`
then tries a pattern at those offsets only (:func:`~geo_aleppo.claims.sentence.finditer_at`): the
same matches, found without trying the alternation at every offset.

The contract for a new pattern (``tests/test_claim_anchors.py`` checks it on every pattern of the
readers): scan a sentence with ``sentence.finditer(pattern, needs)``, never ``pattern.finditer``,
and let the pattern begin with words (an actor, a hedge, a number, "the", a verb) rather than a
class such as ``[\w-]+``, ``.`` or ``\s``: a pattern that can begin with any letter has no
anchor and is scanned at every offset, which costs a few times more. ``needs`` (words without
which the pattern cannot match) keeps sentences with none of them from being scanned at all.

The words are found in the sentence lowercased as ``re.IGNORECASE`` reads it ("İ", "ı" and "ſ"
match "i" and "s"): every offset where the pattern can match is found (a superset: a word found
inside another word is tried and fails), so the matches are those of ``pattern.finditer``.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence

import ahocorasick

__all__ = ["Anchor", "Cues", "Scans", "anchor_of", "fold", "needs_bit", "plan", "version"]

logger = logging.getLogger(__name__)

try:  # the parser of the standard library's re (private, stable since 3.11; older: sre_parse)
    from re import _constants as _c
    from re import _parser as _sre_parse
except ImportError:  # pragma: no cover - Python < 3.11
    import sre_constants as _c  # type: ignore[no-redef]
    import sre_parse as _sre_parse  # type: ignore[no-redef]

DIGIT = "\x00digit"  # the anchor word that stands for "a digit" (any character that ``\d`` matches)
#: A prefix is followed for at most this many characters: enough to tell most words apart.
LONGEST = 12
#: A pattern with more distinct first words than this is scanned whole (its words would be most offsets).
MOST_WORDS = 3_000
#: From this many characters on, a prefix is not forked further (at an alternation or an optional part).
SURE = 4
_FIXES = str.maketrans({"İ": "i", "ı": "i", "ſ": "s"})  # what IGNORECASE reads as i or s but lower() does not


class Anchor:
    """The words at which every match of one pattern begins (lowercase; :data:`DIGIT` for a digit)."""

    __slots__ = ("words", "index", "bit")

    def __init__(self, words: frozenset[str], index: int):
        self.words = words
        self.index = index  # its position among the anchors known (a bit of the automaton's values)
        self.bit = 1 << index

    def __repr__(self) -> str:
        return f"Anchor({sorted(self.words)!r})"


class _NoAnchor(Exception):
    """A pattern that can begin with a character no short list of words covers."""


_FORKS = (_c.BRANCH, _c.MAX_REPEAT, _c.MIN_REPEAT, getattr(_c, "POSSESSIVE_REPEAT", None), _c.IN)
_STOP = ("stop",)  # a frame that ends a prefix: what follows is not followed (the prefix so far holds)


def _walk(frames: tuple, prefix: str, out: set[str]) -> None:
    """Add to ``out`` the literal prefixes (lowercase) that a match of ``frames`` (sequences to match) begins with."""
    if len(out) > MOST_WORDS:
        raise _NoAnchor
    while True:
        if len(prefix) >= LONGEST or not frames or frames[0] is _STOP:
            if not prefix:
                raise _NoAnchor  # a match can begin with something not a word (or match the empty string)
            out.add(prefix)
            return
        (seq, i, flags), rest = frames[0], frames[1:]
        if i == len(seq):
            frames = rest
            continue
        op, av = seq[i]
        after = ((seq, i + 1, flags), *rest)
        if op is _c.LITERAL:
            char = chr(av)
            if char.lower() != char.upper() and not char.isascii():
                frames = (_STOP,)  # a cased letter beyond ASCII: where IGNORECASE reads it is not followed
                continue
            prefix, frames = prefix + char.lower(), after
        elif op is _c.IN:
            chars = [chr(v) for o, v in av if o is _c.LITERAL]
            if len(chars) == len(av) and len(chars) <= 4:
                for char in chars:
                    _walk(((((_c.LITERAL, ord(char)),), 0, flags), *after), prefix, out)
                return
            if not prefix and all(_is_digits(o, v) for o, v in av):  # \d, [0-9], [\d٠-٩]: "a digit"
                out.add(DIGIT)
                return
            frames = (_STOP,)
        elif len(prefix) >= SURE and op in _FORKS:
            frames = (_STOP,)  # long enough to tell: a fork here would only multiply the words
        elif op is _c.BRANCH:
            for alternative in av[1]:
                _walk(((alternative, 0, flags), *after), prefix, out)
            return
        elif op is _c.SUBPATTERN:
            _group, add, remove, inner = av
            frames = ((inner, 0, (flags | add) & ~remove), *after)
        elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT, getattr(_c, "POSSESSIVE_REPEAT", None)):
            low, high, inner = av
            if low == 0:
                _walk(after, prefix, out)  # not taken
            if high == 0:
                frames = after
                continue
            # taken once; then, unless exactly once, what follows is not followed
            frames = ((inner, 0, flags), *(after if low == high == 1 else (_STOP,)))
        elif op in (_c.AT, _c.ASSERT, _c.ASSERT_NOT):
            frames = after  # zero-width: a superset of offsets either way
        else:  # any other character, a class, a back-reference, a condition: the prefix ends here
            frames = (_STOP,)


def _is_digits(op: object, value: object) -> bool:
    r"""Whether an item of a character class matches decimal digits only (so that ``\d`` finds them all)."""
    if op is _c.CATEGORY:
        return value is _c.CATEGORY_DIGIT or value == _c.CATEGORY_DIGIT
    if op is _c.LITERAL:
        return chr(value).isdecimal()  # type: ignore[arg-type]
    if op is _c.RANGE:
        low, high = value  # type: ignore[misc]
        return high - low < 10 and all(chr(c).isdecimal() for c in range(low, high + 1))
    return False


_ANCHORS: dict[int, tuple[re.Pattern[str], Anchor | None]] = {}
_WORDS: dict[str, int] = {}  # every anchor word -> bits of the anchors that have it
_KNOWN: list[Anchor] = []


def anchor_of(pattern: re.Pattern[str]) -> Anchor | None:
    """The words at which every match of ``pattern`` begins, or None when there is no such short list.

    None also when one of the words is a single Latin letter, digit or space (most offsets would be tried);
    a single sign (the place marker "⟦", a comma) or Arabic letter (a prefix such as "و") is an anchor.
    Read once per pattern.
    """
    known = _ANCHORS.get(id(pattern))
    if known is not None and known[0] is pattern:
        return known[1]
    anchor = None
    try:
        out: set[str] = set()
        _walk(((_sre_parse.parse(pattern.pattern, pattern.flags), 0, pattern.flags),), "", out)
        kept: list[str] = []  # a word that begins with a shorter word of the list adds no offset
        for word in sorted(out):
            if not kept or not word.startswith(kept[-1]):
                kept.append(word)
        words = frozenset(kept)
        if all(len(w) >= 2 or not ((w.isascii() and w.isalnum()) or w.isspace()) for w in words):  # not most offsets
            anchor = Anchor(words, len(_KNOWN))
            _KNOWN.append(anchor)
            for word in words:
                _WORDS[word] = _WORDS.get(word, 0) | 1 << anchor.index
            _AUTOMATON[0] = None  # rebuilt with the new words when next needed
            VERSION[0] += 1
    except (_NoAnchor, RecursionError, re.error, TypeError, ValueError):
        anchor = None
    _ANCHORS[id(pattern)] = (pattern, anchor)  # the pattern is kept, so that its id stays its own
    return anchor


def fold(text: str) -> str | None:
    """``text`` lowercased as IGNORECASE reads it, offset for offset; None if no such string exists."""
    low = text.lower()
    if len(low) != len(text) or "ı" in low or "ſ" in low:
        low = text.translate(_FIXES).lower()
        if len(low) != len(text):
            return None
    return low


_NEEDS: dict[int, tuple[tuple[str, ...], int]] = {}  # id of a needs tuple -> (the tuple, its bit)
_NEED_WORDS: dict[str, int] = {}  # every needed word -> bits of the tuples that have it
_ALWAYS = [0]  # bits of the tuples that have the empty word (always present)
#: bumped when a pattern or a tuple of words is new: the cues of a sentence are read again
VERSION = [0]


def needs_bit(needs: tuple[str, ...]) -> int:
    """The bit of a tuple of words (one of which a pattern needs) in :attr:`Cues.present`; 0 for no words."""
    if not needs:
        return 0
    known = _NEEDS.get(id(needs))
    if known is not None and known[0] is needs:
        return known[1]
    bit = 1 << len(_NEEDS)
    for word in needs:
        if word:
            _NEED_WORDS[word] = _NEED_WORDS.get(word, 0) | bit
        else:
            _ALWAYS[0] |= bit
    _NEEDS[id(needs)] = (needs, bit)  # the tuple is kept, so that its id stays its own
    _AUTOMATON[0] = None
    VERSION[0] += 1
    return bit


Plan = tuple[re.Pattern[str], tuple[str, ...], int, "Anchor | None"]
#: id of a pattern -> its plan (see :func:`plan`); cleared to change how patterns are planned (tests)
PLANS: dict[int, Plan] = {}


def plan(pattern: re.Pattern[str], needs: tuple[str, ...]) -> Plan:
    """``(pattern, needs, needs_bit(needs), anchor_of(pattern))``, remembered for the pattern (its last ``needs``)."""
    known = PLANS.get(id(pattern))
    if known is None or known[0] is not pattern or known[1] is not needs:
        known = PLANS[id(pattern)] = (pattern, needs, needs_bit(needs), anchor_of(pattern))
    return known


class Scans:
    """The scans that one reader makes of a sentence: whether any of them can match, tested at once.

    A reader whose every claim comes from a match of one of its scans (each ``sentence.finditer(pattern,
    needs)``) returns nothing, at no cost, for a sentence that holds none of the words any of its patterns
    needs or can begin with (:meth:`open`). Declare every scan of the reader here, with the same ``needs``
    as at the call: ``tests/test_claim_anchors.py`` fails when a reader scans a pattern its
    :class:`Scans` does not list (the gate would hide its matches).

    Parameters
    ----------
    name : str
        The reader, for messages.
    *members : tuple
        ``(pattern, needs)`` for each scan; ``(pattern, needs, False)`` for one tried at given offsets
        (``starts``: its anchor is not used).
    """

    __slots__ = ("name", "members", "_table", "_version")

    def __init__(self, name: str, *members: tuple):
        self.name = name
        self.members = tuple(members)
        self._table: tuple[tuple[int, int], ...] = ()
        self._version = -1

    def table(self) -> tuple[tuple[int, int], ...]:
        """(needed words' bit, anchor's bit) of each scan, 0 for none (read again when patterns are new)."""
        if self._version != VERSION[0]:
            rows = []
            for member in self.members:
                # the bit of a tuple of words is set where one of its words is, whichever tuple object it is
                bit, anchor = needs_bit(member[1]), anchor_of(member[0])
                anchored = len(member) < 3 or member[2]
                rows.append((bit, anchor.bit if anchored and anchor is not None else 0))
            self._table = tuple(rows)
            self._version = VERSION[0]  # read after planning: planning may register new words
        return self._table

    def open(self, cues: Cues) -> bool:
        """Whether one of the scans can match the sentence of ``cues`` (its words needed and a first word found)."""
        present, anchored = cues.present, cues.anchored
        for need, anchor in self.table():
            if (not need or need & present) and (not anchor or anchor & anchored):
                return True
        return False

    def __repr__(self) -> str:
        return f"Scans({self.name!r}, {len(self.members)} patterns)"


def version() -> int:
    """A number that changes whenever a pattern's anchor or a tuple of needed words is new."""
    return VERSION[0]


_AUTOMATON: list[ahocorasick.Automaton | None] = [None]  # every anchor word and needed word, and every digit
#: The digits that the automaton finds as words of :data:`DIGIT` (Latin and Arabic-Indic); any other one that
#: ``\d`` matches (a Unicode decimal digit) is found by :data:`_OTHER_DIGITS`, in a text that is not ASCII.
_DECIMALS = "0123456789\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669" + "".join(
    chr(c) for c in range(0x06F0, 0x06FA)
)
_OTHER_DIGITS = re.compile(r"[^\D0-9\u0660-\u0669\u06f0-\u06f9]")


def _automaton() -> ahocorasick.Automaton:
    """One automaton of every word: value (length, bits of the anchors it begins, bits of the tuples that need it)."""
    automaton = _AUTOMATON[0]
    if automaton is None:
        values: dict[str, list[int]] = {}
        for word, bits in _WORDS.items():
            if word != DIGIT:
                values.setdefault(word, [0, 0])[0] |= bits
        digits = _WORDS.get(DIGIT, 0)
        if digits:
            for char in _DECIMALS:
                values.setdefault(char, [0, 0])[0] |= digits
        for word, bits in _NEED_WORDS.items():
            values.setdefault(word, [0, 0])[1] |= bits
        automaton = ahocorasick.Automaton()
        for word, (anchor_bits, need_bits) in values.items():
            automaton.add_word(word, (len(word), anchor_bits, need_bits))
        if len(automaton):
            automaton.make_automaton()
        _AUTOMATON[0] = automaton
    return automaton


class Cues:
    """What one sentence holds of every pattern's words: the tuples of needed words present, and anchors' offsets.

    Both are found in one pass of one automaton (two when the text lowercased offset for offset and ``low``
    differ: white space made one, or a letter that lowercasing changes in length).

    Parameters
    ----------
    text : str
        The sentence (its skeleton), where anchor words are found (offsets are its own).
    low : str
        It lowercased with its white space as one space, where needed words are found (``word in low``).
    """

    __slots__ = ("version", "present", "anchored", "_text", "_hits", "_sorted")

    def __init__(self, text: str, low: str):
        self.version = VERSION[0]
        self._text = text
        present, anchored = _ALWAYS[0], 0
        automaton = _automaton()
        folded = fold(text)
        hits: list[tuple[int, int]] | None = []
        if not len(automaton):
            pass
        elif folded == low:  # the common case: one pass finds both
            for end, (length, anchor_bits, need_bits) in automaton.iter(low):
                present |= need_bits
                if anchor_bits:
                    hits.append((end - length + 1, anchor_bits))  # type: ignore[union-attr]
                    anchored |= anchor_bits
        else:
            for _end, (_length, _anchor_bits, need_bits) in automaton.iter(low):
                present |= need_bits
            if folded is None:
                hits, anchored = None, -1  # no offset-for-offset lowercase form: every offset is tried
            else:
                for end, (length, anchor_bits, _need_bits) in automaton.iter(folded):
                    if anchor_bits:
                        hits.append((end - length + 1, anchor_bits))  # type: ignore[union-attr]
                        anchored |= anchor_bits
        digits = _WORDS.get(DIGIT, 0)
        if digits and hits is not None and not text.isascii():
            for m in _OTHER_DIGITS.finditer(text):
                hits.append((m.start(), digits))
                anchored |= digits
        if hits:
            hits.sort()
        self.present = present
        self._hits = hits  # (offset, bits of the anchors a word there begins), ascending; None: every offset
        self.anchored = anchored  # the bits of the anchors with a word here (-1: all)
        self._sorted: dict[int, Sequence[int]] = {}

    def offsets(self, anchor: Anchor) -> Sequence[int]:
        """Ascending offsets of the text where one of ``anchor``'s words begins (every offset if no lowercase form).

        An offset may be listed twice (a digit that also begins a word of the pattern): trying it twice finds
        nothing more.
        """
        found = self._sorted.get(anchor.index)
        if found is None:
            bit = anchor.bit
            if not bit & self.anchored:
                return ()
            hits = self._hits
            found = range(len(self._text)) if hits is None else [at for at, bits in hits if bits & bit]
            self._sorted[anchor.index] = found
        return found
