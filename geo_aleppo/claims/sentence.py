"""The sentence model that every reader reads: the sentence, its place mentions, and its skeleton.

In the skeleton each place mention is replaced by a marker (``⟦0⟧``, ``⟦1⟧`` …), so that the
readers' patterns speak of *a place* and never of a particular name.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Callable, Iterable, Iterator, Sequence

from ..gazetteer import Place
from ..geoparsing import Mention, sentence_spans
from . import anchors
from .lexicon import named_sides

__all__ = ["Sentence", "P", "PLACES", "REACH", "finditer_at", "split_sentences"]

#: How many places, at most, of each kind a reference back ("the enclave") looks over, nearest first.
REACH = 1_000
#: Scans of skeletons up to this many characters are remembered (news text repeats: wire copy, boilerplate),
#: up to this many scans; then the memory starts again. Longer skeletons are scanned each time.
MEMO_CHARS = 2_000
MEMO_SCANS = 20_000
_SCANS: dict[tuple[int, str], tuple[re.Pattern[str], tuple[re.Match[str], ...]]] = {}
_SEEN: set[str] = set()  # skeletons read once (up to MEMO_SCANS of them): the scans of a second reading are kept

P = r"⟦\d+⟧"  # one place
PLACES = rf"{P}(?:\s*(?:,\s*and|,|and|&)\s*{P})*"  # a list of places
_MARKER = re.compile(r"⟦(\d+)⟧")
_QUESTION = re.compile(r"[?؟][\s\"'”’»)]*$|^[\s\"'“«(]*[وف]?هل(?![\u0621-\u064a])")
_SPACES = re.compile(r"\s+")
_ODD_SPACE = re.compile(r"\s\s|[^\S ]")  # white space that is not a single space (where _SPACES changes the text)
_NO_MARKERS = str.maketrans("⟦⟧", "[]")
# the words that Egyptian spelling ends with alef maqsura for ya, read as the standard spelling ("فى" -> "في")
_EGYPTIAN = re.compile(r"(?<![\u0621-\u064a])[وف]?(?:ف|الت|الذ)ى(?![\u0621-\u064a])")


def _as_ya(match: re.Match[str]) -> str:
    """A word of :data:`_EGYPTIAN` with its final alef maqsura as ya."""
    return match.group(0)[:-1] + "ي"
  # the text's own brackets of that kind can never pose as a marker


class Sentence:
    """A sentence of an article with its place mentions replaced by markers ⟦i⟧.

    Attributes
    ----------
    start, end : int
        Offsets of the sentence in the article.
    text : str
        The sentence as written.
    mentions : list of Mention
        Its place mentions, in order; marker ``⟦i⟧`` stands for ``mentions[i]``.
    skeleton : str
        The sentence with the markers in place of the mentions.
    """

    __slots__ = (
        "start", "end", "text", "mentions", "skeleton", "_marks", "_article_places", "_before", "controlled",
        "_typed", "_low", "_cues", "_remember", "_sides", "_index",
    )

    def __init__(
        self,
        text: str,
        start: int,
        end: int,
        mentions: Sequence[Mention],
        article_places: list[Mention] | None = None,
        controlled: list[Mention] | None = None,
    ):
        self.controlled = controlled if controlled is not None else []  # places the article's control claims named
        self._article_places = article_places if article_places is not None else []
        self._before = len(self._article_places)  # the article's places named before this sentence
        self.start, self.end, self.text = start, end, text[start:end]
        self.mentions = list(mentions)
        brackets = "⟦" in self.text or "⟧" in self.text  # the text's own brackets of the markers' kind
        parts, last, marks, length = [], start, [], 0
        for i, m in enumerate(self.mentions):
            parts.append(text[last : m.start].translate(_NO_MARKERS) if brackets else text[last : m.start])
            length += m.start - last
            marks.append(length)
            marker = f"⟦{i}⟧"
            parts.append(marker)
            length += len(marker)
            last = m.end
        parts.append(text[last:end].translate(_NO_MARKERS) if brackets else text[last:end])
        self.skeleton = "".join(parts)
        if "ى" in self.skeleton:  # Egyptian spelling of "في", "التي", "الذي" (same length: offsets unchanged)
            self.skeleton = _EGYPTIAN.sub(_as_ya, self.skeleton)
        self._marks = marks
        self._typed: dict[frozenset[str], list[int]] = {}  # indices of the mentions of some place types
        self._low: str | None = None  # the skeleton lowercased, its spaces as one, once asked for
        self._cues: anchors.Cues | None = None  # the words of every pattern that it holds, read once
        self._remember: bool | None = None  # whether its scans are remembered (its skeleton was read before)
        self._sides: frozenset[str] | None = None  # the sides its skeleton names, once asked for
        self._index: dict[int, int] | None = None  # id of a mention -> its index, once asked for

    def _of_types(self, types: frozenset[str]) -> list[int]:
        """Indices of the mentions whose place is of one of ``types`` (computed once per set of types)."""
        found = self._typed.get(types)
        if found is None:
            found = self._typed[types] = [
                i for i, m in enumerate(self.mentions) if m.place is not None and m.place.type in types
            ]
        return found

    def earlier_places(
        self,
        types: frozenset[str],
        wanted: int,
        position: int,
        *,
        accept: Callable[[Place], bool] | None = None,
        lift: Callable[[Place], Place | None] | None = None,
    ) -> list[Mention]:
        """Up to ``wanted`` distinct places of ``types`` named last before ``position`` (of the skeleton).

        What a definite reference back ("the two villages", "the enclave") stands for: the places of
        this sentence before the reference, then those of the sentences before, nearest first. A
        reference reaches back over at most :data:`REACH` places of each kind (this sentence's places
        of ``types``, the places held, the article's places): a sentence of a million places reads in
        linear time.
        ``accept`` filters the candidates (places in the country of the story); ``lift`` maps a place of
        another type to the one it lies in ("the city" after only a district of it was named), the
        mention then carrying that place.
        """
        out: list[Mention] = []
        keys: set[str | None] = set()
        # the sentence's own place before the reference comes first, then a place the article already said
        # someone holds or besieges ("the enclave"), then the places named before, nearest first
        # with ``lift``, this sentence's places of any type are candidates ("East Aleppo ... the city")
        typed = self._of_types(types) if lift is None else range(len(self.mentions))
        here = bisect.bisect_left(typed, bisect.bisect_left(self._marks, position))
        mentions, controlled, article = self.mentions, self.controlled, self._article_places
        candidates = itertools.chain(
            (mentions[typed[i]] for i in range(here - 1, max(-1, here - 1 - REACH), -1)),
            (controlled[i] for i in range(len(controlled) - 1, max(-1, len(controlled) - 1 - REACH), -1)),
            (article[i] for i in range(self._before - 1, max(-1, self._before - 1 - REACH), -1)),
        )
        for m in candidates:
            place = m.place
            if place is None or (accept is not None and not accept(place)):
                continue
            if place.type not in types and lift is not None:
                place = lift(place)
                if place is None or place.type not in types:
                    continue
                m = m._replace(place=place, text=place.name)  # the claim names the place it is about
            if place.type in types and m.place_key not in keys:
                out.append(m)
                keys.add(m.place_key)
                if len(out) == wanted:
                    break
        return out[::-1]

    def next_places(
        self, types: frozenset[str], wanted: int, position: int, following: Sequence[Sentence] = ()
    ) -> list[Mention]:
        """The first ``wanted`` places of ``types`` at or after ``position`` (of the skeleton), then in ``following``.

        Each sentence's places of ``types`` are indexed once, so that many calls on a long sentence stay linear.
        """
        out: list[Mention] = []
        typed = self._of_types(types)
        first = bisect.bisect_left(typed, bisect.bisect_left(self._marks, position))
        out += (self.mentions[i] for i in typed[first : first + max(0, wanted)])
        for sentence in following:
            if len(out) >= wanted:
                break
            out += (sentence.mentions[i] for i in sentence._of_types(types)[: wanted - len(out)])
        return out

    def finditer(
        self,
        pattern: re.Pattern[str],
        needs: tuple[str, ...] = (),
        starts: Callable[[str], Sequence[int]] | None = None,
    ) -> Iterable[re.Match[str]]:
        """The matches of ``pattern`` in the skeleton, as ``pattern.finditer(skeleton)``.

        ``needs``: words (lowercase) of which the pattern cannot match without one; where the
        lowercased skeleton holds none of them, nothing is scanned and there is no match.
        The pattern is tried only where one of the words it can begin with begins
        (:mod:`~geo_aleppo.claims.anchors`, found once per sentence for every pattern), or, given
        ``starts`` (for a skeleton, ascending offsets among which every match starts), at those offsets.

        A skeleton speaks of places by marker only, so a sentence that another report (or the same
        wire copy) already said reads the same; its scans are remembered (see :data:`MEMO_CHARS`) from
        its second reading on (new text is scanned, not stored).
        """
        skeleton = self.skeleton
        plan = anchors.PLANS.get(id(pattern))  # the hot path: no call when the pattern's plan is known
        if plan is None or plan[0] is not pattern or plan[1] is not needs:
            plan = anchors.plan(pattern, needs)
        _, _, bit, anchor = plan
        if starts is not None:
            anchor = None
        cues = self._cues
        if cues is None or cues.version != anchors.VERSION[0]:
            cues = self._cues = anchors.Cues(skeleton, self.low)
        if bit and not bit & cues.present:
            return ()  # none of the words it needs
        if anchor is not None and not anchor.bit & cues.anchored:
            return ()  # none of the words it can begin with
        remember = self._remember
        if remember is None:  # a skeleton's scans are remembered from its second reading on
            remember = self._remember = len(skeleton) <= MEMO_CHARS and skeleton in _SEEN
            if not remember and len(skeleton) <= MEMO_CHARS:
                if len(_SEEN) >= MEMO_SCANS:
                    _SEEN.clear()
                _SEEN.add(skeleton)
        if not remember:
            return self._scan(pattern, starts, anchor)
        key = (id(pattern), skeleton)  # a compiled pattern hashes its whole program: its id is cheap
        found = _SCANS.get(key)
        if found is None or found[0] is not pattern:
            if len(_SCANS) >= MEMO_SCANS:
                _SCANS.clear()
            # the pattern is kept in the entry, so that its id stays its own
            found = _SCANS[key] = (pattern, tuple(self._scan(pattern, starts, anchor)))
        return found[1]

    def search(self, pattern: re.Pattern[str], needs: tuple[str, ...] = ()) -> re.Match[str] | None:
        """``pattern.search(skeleton)``: the first match of :meth:`finditer`, tried where the pattern can begin."""
        for m in self.finditer(pattern, needs):
            return m
        return None

    def _scan(
        self,
        pattern: re.Pattern[str],
        starts: Callable[[str], Sequence[int]] | None,
        anchor: anchors.Anchor | None,
    ) -> Iterable[re.Match[str]]:
        """``pattern.finditer(skeleton)``, tried at the offsets where a match can begin."""
        if starts is not None:
            return finditer_at(pattern, self.skeleton, starts(self.skeleton))
        if anchor is None:
            return pattern.finditer(self.skeleton)
        return _match_at(pattern, self.skeleton, self._cues.offsets(anchor))  # type: ignore[union-attr]

    @property
    def low(self) -> str:
        """The skeleton lowercased, each run of whitespace as one space: where cue words are looked for.

        A double-spaced or tabbed text ("1,200 of  them") holds the cue " of them" here, as the
        patterns' white space reads it. Only cues are looked for in it: offsets are those of the skeleton.
        """
        if self._low is None:
            low = self.skeleton.lower()
            self._low = _SPACES.sub(" ", low) if _ODD_SPACE.search(low) else low
        return self._low

    @property
    def sides(self) -> frozenset[str]:
        """The sides that the skeleton names (:func:`~.lexicon.named_sides`), found once per sentence.

        What :func:`~.lexicon.other_side` reads for every siege of the sentence: a sentence of many
        sieges is scanned once, not once per siege.
        """
        if self._sides is None:
            self._sides = named_sides(self.skeleton)
        return self._sides

    @property
    def asks(self) -> bool:
        """Whether the sentence is a question ("…?", "…؟", or opening with "هل"): it states no holding or count."""
        return bool(_QUESTION.search(self.text))

    def index_of(self, mention: Mention) -> int | None:
        """The index of ``mention`` (this very object) among :attr:`mentions`, or None (a dict built once)."""
        if self._index is None:
            self._index = {id(m): i for i, m in enumerate(self.mentions)}
        i = self._index.get(id(mention))
        return i if i is not None and self.mentions[i] is mention else None

    def marker_at(self, index: int) -> int:
        """The offset in the skeleton of the marker of ``mentions[index]``."""
        return self._marks[index]

    def can_match(self, scans: anchors.Scans) -> bool:
        """Whether any scan of ``scans`` (a reader's patterns) can match here: see :class:`~.anchors.Scans`."""
        scans.table()  # its patterns planned first, so that the cues read their words
        cues = self._cues
        if cues is None or cues.version != anchors.VERSION[0]:
            cues = self._cues = anchors.Cues(self.skeleton, self.low)
        return scans.open(cues)

    def _has(self, needs: tuple[str, ...]) -> bool:
        """Whether :attr:`low` holds one of ``needs`` (True when there are none)."""
        bit = anchors.needs_bit(needs)
        if not bit:
            return True
        cues = self._cues
        if cues is None or cues.version != anchors.VERSION[0]:
            cues = self._cues = anchors.Cues(self.skeleton, self.low)
        return bool(bit & cues.present)

    def text_offset(self, position: int) -> int:
        """The article offset of ``position`` of the skeleton (outside a marker)."""
        i = bisect.bisect_right(self._marks, position) - 1
        if i < 0:
            return self.start + position
        m = self.mentions[i]
        return m.end + max(0, position - self._marks[i] - len(f"⟦{i}⟧"))

    def spelled(self, piece: str) -> str:
        """A piece of the skeleton with its markers spelled as the text writes them."""
        return _MARKER.sub(lambda x: self.mentions[int(x.group(1))].text, piece)

    def places(self, group: str | None) -> list[Mention]:
        """The mentions whose markers a piece of the skeleton holds."""
        if not group or "⟦" not in group:
            return []
        return [self.mentions[int(i)] for i in _MARKER.findall(group)]

    def before(self, marker_index: int, width: int = 120) -> str:
        """Up to ``width`` characters of the skeleton before the marker of ``mentions[marker_index]``."""
        mark = self._marks[marker_index]
        return self.skeleton[max(0, mark - width) : mark]

    def places_from(self, position: int) -> list[Mention]:
        """The places whose markers start at or after ``position`` of the skeleton."""
        return self.mentions[bisect.bisect_left(self._marks, position) :]

    def place_after(self, position: int, limit: int | None = None) -> Mention | None:
        """The first place whose marker starts at or after ``position`` of the skeleton (and before ``limit``)."""
        i = bisect.bisect_left(self._marks, position)
        if i < len(self._marks) and (limit is None or self._marks[i] < limit):
            return self.mentions[i]
        return None

    def place_before(self, position: int, width: int | None = None) -> Mention | None:
        """The first place whose marker lies within ``width`` characters before ``position`` (any, if None)."""
        low = 0 if width is None else position - width
        i = bisect.bisect_left(self._marks, low)
        if i < len(self._marks) and self._marks[i] < position:
            return self.mentions[i]
        return None


def finditer_at(pattern: re.Pattern[str], text: str, starts: Iterable[int]) -> Iterator[re.Match[str]]:
    r"""``pattern.finditer(text)`` where every match starts at one of ``starts`` (ascending offsets).

    finditer tries each offset from the end of the last match on; only offsets in ``starts`` can
    match, so trying those alone gives the same matches (``pattern.match`` at an offset sees the text
    before it, as lookbehinds and ``\b`` do in finditer). A pattern that can match empty is scanned whole.
    """
    if pattern.match(""):
        yield from pattern.finditer(text)
        return
    position = 0
    for start in starts:
        if start < position:
            continue
        m = pattern.match(text, start)
        if m is not None:
            yield m
            position = m.end()


def _match_at(pattern: re.Pattern[str], text: str, starts: Iterable[int]) -> Iterator[re.Match[str]]:
    """:func:`finditer_at` for a pattern that cannot match the empty string (one with an anchor)."""
    position = 0
    match = pattern.match
    for start in starts:
        if start >= position:
            m = match(text, start)
            if m is not None:
                yield m
                position = m.end()


def split_sentences(text: str, mentions: Sequence[Mention]) -> Iterator[Sentence]:
    """The sentences of ``text`` with their mentions (one walk over both sorted lists)."""
    remaining = iter(sorted(mentions, key=lambda m: m.start))
    mention = next(remaining, None)
    article_places: list[Mention] = []  # shared: each sentence sees the ones before it
    controlled: list[Mention] = []
    for start, end in sentence_spans(text):
        inside = []
        while mention is not None and mention.start < end:
            if mention.start >= start and mention.end <= end:
                inside.append(mention)
            mention = next(remaining, None)
        yield Sentence(text, start, end, inside, article_places, controlled)
        article_places.extend(inside)
