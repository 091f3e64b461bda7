"""No literal list of verbs of taking outside geo_aleppo/vocab/ (issue 22: one vocabulary, as data).

An AST scan of geo_aleppo/: a string constant, or a list/tuple/set of them, that holds forms (or stems of
five letters or more: "captur", "overr") of two or more verbs of the frames of taking, entering, falling,
losing, surrendering and withdrawing is a list of verbs typed out again. The regex readers that issue 22
replaces are listed with that reason until they are deleted; a file listed that no longer has such a list
fails too, so the list only shrinks.
"""

import ast
import re
from pathlib import Path

from geo_aleppo import vocab

ROOT = Path(__file__).resolve().parent.parent / "geo_aleppo"
_FRAMES = ("take", "enter", "fall", "lose", "surrender", "withdraw")
# files that still type verbs of taking out, each with its reason; empty when issue 22 is done
PENDING = {
    "claims/route.py": "English regex route reader, replaced by the parse (issue 22 step 6)",
    "claims/incident.py": "incident cues (not a control reader), to be read from vocab/",
    "geoparsing/unknown.py": "the geoparser's cue verbs before a new name (issue 20's area), to read vocab/",
    "geoparsing/words.py": "the geoparser's verbs before a place (issue 20's area), to read vocab/",
}
_WORD = re.compile(r"[a-z]+")


def _lemmas() -> dict[str, str]:
    forms: dict[str, str] = {}
    for name in _FRAMES:
        f = vocab.frame(name)
        forms.update({form: lemma for form, lemma in f.forms.items() if lemma in f.single and len(lemma) > 3})
    return forms


def _verbs(text: str, forms: dict[str, str]) -> set[str]:
    found = set()
    for word in _WORD.findall(text.lower()):
        if word in forms:
            found.add(forms[word])
        elif len(word) >= 5:
            found.update(lemma for form, lemma in forms.items() if form.startswith(word))
    return found


def lists_of_verbs(tree: ast.AST, forms: dict[str, str]) -> list[int]:
    """Line numbers of the literals of ``tree`` that list two or more verbs of taking."""
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            texts = [node.value]
        elif isinstance(node, ast.List | ast.Tuple | ast.Set):
            texts = [" ".join(e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str))]
        else:
            continue
        if any(len(_verbs(t, forms)) >= 2 for t in texts):
            lines.append(node.lineno)
    return lines


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(first.value.lineno)
    return found


def test_no_list_of_verbs_of_taking_outside_vocab():
    forms = _lemmas()
    found = {}
    for path in sorted(ROOT.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith("vocab/"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        lines = sorted(set(lists_of_verbs(tree, forms)) - _docstrings(tree))
        if lines:
            found[rel] = lines
    new = {k: v for k, v in found.items() if k not in PENDING}
    assert not new, f"lists of verbs of taking outside vocab/ (read them from geo_aleppo.vocab): {new}"
    gone = sorted(set(PENDING) - set(found))
    assert not gone, f"listed as pending but holding no list of verbs any more (remove from PENDING): {gone}"


def test_the_scan_finds_a_list_and_passes_one_verb():
    forms = _lemmas()
    assert lists_of_verbs(ast.parse('X = ("seized", "captured")'), forms) == [1]
    assert lists_of_verbs(ast.parse('P = r"(?:retook|overran) the town"'), forms) == [1]
    assert lists_of_verbs(ast.parse('S = ("captur", "overr")'), forms) == [1]
    assert lists_of_verbs(ast.parse('X = ("seized", "buses")\nY = "the army took it"'), forms) == []
