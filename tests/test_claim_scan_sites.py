"""Where the claim readers scan a whole sentence with a regular expression outside ``sentence.finditer``.

A reader scans a sentence through :meth:`Sentence.finditer <geo_aleppo.claims.sentence.Sentence.finditer>`
(its words needed, its first words found once per sentence, its scans remembered). A scan of the whole
sentence made directly (``PATTERN.finditer(skeleton)``, ``PATTERN.search(sentence.text)``) skips all of
that and is tried at every offset of every sentence. This static check reads the source of
``geo_aleppo/claims/*.py`` and lists every such call: a ``finditer``, ``findall``, ``search``, ``sub``,
``subn`` or ``split`` whose only argument is the sentence (a name or attribute called ``skeleton``,
``text``, ``low`` or ``sentence``, no start or end offset). A call at an offset or within bounds
(``.search(skeleton, 0, end)``, ``.match(text, i)``) reads a part and is not listed.

The call sites known today are in :data:`KNOWN`, each with the reason it may scan whole. A new one fails:
scan with ``sentence.finditer(pattern, needs)`` instead, or add it here with its reason. A call site that
is gone fails too, so that the list stays the list of what exists.
"""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

CLAIMS = Path(__file__).resolve().parent.parent / "geo_aleppo" / "claims"
_WHOLE = frozenset({"skeleton", "text", "low", "sentence"})
_SCANS = frozenset({"finditer", "findall", "search", "sub", "subn", "split"})

Site = tuple[str, str, str, str]  # (file, function, pattern, method)


def scan_sites(source: str, file: str) -> Counter[Site]:
    """The whole-sentence scans of a module's source made outside ``sentence.finditer``, with their counts."""
    tree = ast.parse(source)
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    found: Counter[Site] = Counter()
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _SCANS):
            continue
        receiver = node.func.value
        if isinstance(receiver, ast.Name) and receiver.id in ("sentence", "self"):
            continue  # sentence.finditer / sentence.search: the gated scan
        args = node.args[1:] if isinstance(receiver, ast.Name) and receiver.id == "re" else node.args
        if len(args) != 1 or node.keywords:
            continue  # bounded (pos, endpos) or not a scan of one string
        arg = args[0]
        name = arg.id if isinstance(arg, ast.Name) else arg.attr if isinstance(arg, ast.Attribute) else None
        if name not in _WHOLE:
            continue
        function = node
        while function in parents and not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            function = parents[function]
        where = function.name if isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef) else "<module>"
        found[(file, where, ast.unparse(receiver), node.func.attr)] += 1
    return found


# (file, function, pattern, method): how many such calls, and why each may scan the whole text
KNOWN: dict[Site, int] = {
    # the scan machinery itself: Sentence.finditer, its offsets, the cue pass
    ("anchors.py", "__init__", "_OTHER_DIGITS", "finditer"): 1,  # only in a text that is not ASCII
    ("sentence.py", "_scan", "pattern", "finditer"): 1,  # a pattern with no anchor
    ("sentence.py", "finditer_at", "pattern", "finditer"): 1,  # a pattern that can match empty
    ("sentence.py", "low", "_ODD_SPACE", "search"): 1,  # once per sentence
    ("sentence.py", "asks", "_QUESTION", "search"): 1,  # a question mark or an opening word: a few readers ask
    # cues read once per sentence or article, each deciding whether a reader runs at all
    ("extract.py", "_cues", "ARABIC_CUE", "search"): 1,
    ("tokens.py", "is_cued", "_ARABIC", "search"): 1,  # the English token layer skips a sentence in Arabic script
    ("extract.py", "extract_claims", "ARABIC_CUE", "search"): 1,
    ("count.py", "has_cue", "_DIGIT", "search"): 1,
    ("route.py", "is_movement", "MOVEMENT", "search"): 1,
    ("route.py", "is_movement", "_WEAK_MOVEMENT", "finditer"): 1,
    ("route.py", "read_route", "REGION_CUE", "search"): 1,
    ("incident.py", "read_incidents", "pattern", "search"): 1,
    # only after a cue or a match of the reader's own gated scan (a sentence that speaks of it)
    ("count.py", "read_counts", "SIEGE", "search"): 1,
    ("distance.py", "read_distances", "_CORRIDOR", "search"): 1,
    ("route.py", "read_route", "_LISTED_AFTER_COLON", "finditer"): 1,  # only with a colon
    ("times.py", "read_times", "_TIME", "finditer"): 1,  # gated by the words every time holds
    # short texts: a side's name, a number, a clause already cut out of the sentence
    ("lexicon.py", "actor_of", "_ACTOR_RE", "search"): 1,
    ("lexicon.py", "named_sides", "_ACTOR_RE", "finditer"): 1,  # once per sentence (Sentence.sides keeps it)
    ("numbers.py", "parse_number", "_WORD_PARTS", "split"): 1,
    # the Arabic readers: run only on a sentence in Arabic script (extract._cues)
    ("arabic_parts.py", "_parts_alone", "_PART_ALONE", "finditer"): 1,
    # the language of an article: once per article
    ("confidence.py", "text_language", "_ARABIC", "findall"): 1,
    ("confidence.py", "text_language", "_LATIN", "findall"): 1,
}


def test_no_reader_scans_a_whole_sentence_outside_sentence_finditer():
    found: Counter[Site] = Counter()
    for path in sorted(CLAIMS.glob("*.py")):
        found += scan_sites(path.read_text(encoding="utf-8"), path.name)
    new = {site: n for site, n in found.items() if n > KNOWN.get(site, 0)}
    gone = {site: n for site, n in KNOWN.items() if found.get(site, 0) < n}
    assert not new, f"a whole-sentence scan outside sentence.finditer (use it, or list the call in KNOWN): {new}"
    assert not gone, f"listed in KNOWN but no longer in the source (remove it from the list): {gone}"


def test_the_check_finds_a_whole_sentence_scan_and_passes_a_bounded_one():
    source = '''
def read_thing(sentence, text):
    skeleton = sentence.skeleton
    for m in _THING.finditer(skeleton):
        pass
    if _OTHER.search(sentence.text) or re.findall(r"x", text):
        pass
    _BEFORE.search(skeleton, 0, 10)
    _AFTER.match(skeleton, 5)
    sentence.finditer(_THING, ("thing",))
    _PART.search(m.group("rest"))
'''
    assert scan_sites(source, "x.py") == Counter(
        {
            ("x.py", "read_thing", "_THING", "finditer"): 1,
            ("x.py", "read_thing", "_OTHER", "search"): 1,
            ("x.py", "read_thing", "re", "findall"): 1,
        }
    )
