"""A commit journal beside a dataset is trusted for nothing: it may name only this set's own staging,
old and final names, made of the run's token; anything else is refused in one line, and no file
changes, inside the folder or out of it (a crafted journal once made `map --datasets` delete a folder
and overwrite a dotfile beside the dataset)."""

import json
import os
import shutil
import stat

import pytest

from geo_aleppo.cli import main
from geo_aleppo.engine import batch
from geo_aleppo.io.atomic import temp_name
from geo_aleppo.io.commit import JOURNAL_VERSION, journal_path

TOKEN = "host-4242-0123456789ab"
ARTICLES = ["Government forces shelled Anadan, north of Aleppo, on Sunday.",
            "Rebels held Idlib and the buses left for Khan al-Assal."]


@pytest.fixture(scope="module")
def dataset(tmp_path_factory):
    """A real set (mentions, claims, articles) written by parse_corpus."""
    root = tmp_path_factory.mktemp("set")
    source = root / "a.jsonl"
    source.write_text("".join(json.dumps({"id": f"a{i}", "text": t}) + "\n" for i, t in enumerate(ARTICLES)),
                      encoding="utf-8")
    batch.parse_corpus(source, out=root / "m.parquet", claims=True, progress=False)
    return root


def _names(token=TOKEN, target="m.parquet"):
    return [target, f".{target}.tmp-{token}.parquet", f".{target}.old-{token}.parquet"]


def _journal(datasets=None, token=TOKEN, lock=None, **extra):
    record = {"version": JOURNAL_VERSION, "token": token, "lock": lock or f".m.parquet.lock-{token}",
              "datasets": datasets if datasets is not None else [_names(token)]}
    record.update(extra)
    return json.dumps(record)


def _snapshot(root):
    """Every entry under ``root``: its type, bytes or link target, and mode (links never followed)."""
    state = {}
    for folder, dirs, files in os.walk(root, followlinks=False):
        for name in dirs + files:
            path = os.path.join(folder, name)
            info = os.lstat(path)
            if stat.S_ISLNK(info.st_mode):
                content = ("link", os.readlink(path))
            elif stat.S_ISREG(info.st_mode):
                with open(path, "rb") as handle:
                    content = ("file", handle.read())
            else:
                content = ("dir" if stat.S_ISDIR(info.st_mode) else "other", None)
            state[os.path.relpath(path, root)] = (content, stat.S_IMODE(info.st_mode))
    return state


def _home(dataset, tmp_path):
    """A home folder with the set and what a user keeps beside it, and a folder outside it."""
    home, outside = tmp_path / "home", tmp_path / "outside"
    shutil.copytree(dataset, home, symlinks=True)
    outside.mkdir()
    (outside / "secret").write_text("outside", encoding="utf-8")
    (home / ".bashrc").write_text("export PATH=$PATH\n", encoding="utf-8")
    (home / "keep").mkdir()
    (home / "keep" / "notes.txt").write_text("mine", encoding="utf-8")
    shutil.copytree(home / "m.parquet", home / "other.parquet")
    (home / "link").symlink_to(outside)
    return home


def _put(home, name, make):
    """Make ``home/name`` with ``make(path)`` (a symlink, a folder of a user's files, ...)."""
    make(home / name)


CASES = {
    "a sibling dotfile as the old name": lambda h: _journal([["m.parquet", _names()[1], ".bashrc"]]),
    "a sibling dotfile as the staging name": lambda h: _journal([["m.parquet", ".bashrc", _names()[2]]]),
    "another dataset as the target": lambda h: _journal([_names(target="other.parquet")]),
    "another dataset as a second target": lambda h: _journal([_names(), _names(target="other.parquet")]),
    "a user's folder as the old name": lambda h: _journal([["m.parquet", _names()[1], "keep"]]),
    "an absolute path": lambda h: _journal([["m.parquet", _names()[1], str(h / "keep")]]),
    "a path that climbs out": lambda h: _journal([["m.parquet", _names()[1], "../outside/secret"]]),
    "a name without the token": lambda h: _journal([["m.parquet", ".m.parquet.tmp-x.parquet",
                                                     ".m.parquet.old-x.parquet"]]),
    "names of another token than the journal's": lambda h: _journal([_names("host-1-aaaaaaaaaaaa")]),
    "a journal without a token (the old form)": lambda h: json.dumps({"lock": ".m.parquet.lock-x",
                                                                      "datasets": [_names()]}),
    "a token that is not one": lambda h: _journal([_names("../x")], token="../x", lock=".m.parquet.lock-../x"),
    "a sibling dotfile as the lock": lambda h: _journal(lock=".bashrc"),
    "the mentions twice": lambda h: _journal([_names(), _names()]),
    "the target given twice with claims first": lambda h: _journal([_names(target="m.claims.parquet")]),
    "an extra key": lambda h: _journal(extra="x"),
    "not JSON": lambda h: "rm -rf ~",
}

# Names of the right form, made by someone else: a link out, a user's folder, a FIFO.
PLANTED = {
    "a staging name that is a link to a folder outside": (
        _names()[1], lambda p: p.symlink_to(p.parent.parent / "outside")),
    "a staging name that is a user's folder": (
        _names()[1], lambda p: (p.mkdir(), (p / "notes.txt").write_text("mine"))),
    "an old name that is a user's folder": (
        _names()[2], lambda p: (p.mkdir(), (p / "thesis.tex").write_text("mine"))),
    "an old name that is a link to a file outside": (
        _names()[2], lambda p: p.symlink_to(p.parent.parent / "outside" / "secret")),
    "a lock that is a FIFO": (f".m.parquet.lock-{TOKEN}", lambda p: os.mkfifo(p)),
    "a target that is a link to a folder outside": ("m.parquet", lambda p: (shutil.rmtree(p),
                                                                            p.symlink_to(p.parent / "keep"))),
}


def _refused(home, tmp_path, capsys, command):
    before = _snapshot(tmp_path)
    out = tmp_path / "home" / "x.html"
    args = {"map": ["map", "--datasets", str(home / "m.parquet"), "-o", str(out)],
            "parse": ["parse", str(home / "keep" / "notes.txt"), "--out", str(home / "m.parquet")]}[command]
    assert main(args) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "a commit journal that" in err and "nothing changed" in err, err
    assert _snapshot(tmp_path) == before  # nothing touched, inside the folder or out of it
    return err


@pytest.mark.parametrize("case", list(CASES))
def test_a_crafted_journal_is_refused_and_nothing_changes(dataset, tmp_path, capsys, case):
    home = _home(dataset, tmp_path)
    journal_path(home / "m.parquet").write_text(CASES[case](home), encoding="utf-8")
    _refused(home, tmp_path, capsys, "map")


@pytest.mark.parametrize("case", list(PLANTED))
def test_a_journal_of_the_right_form_over_planted_names_is_refused(dataset, tmp_path, capsys, case):
    home = _home(dataset, tmp_path)
    name, make = PLANTED[case]
    make(home / name)
    journal_path(home / "m.parquet").write_text(_journal([_names()]), encoding="utf-8")
    _refused(home, tmp_path, capsys, "map")


@pytest.mark.parametrize("make", ["symlink", "fifo"])
def test_a_journal_that_is_a_link_or_a_fifo_is_refused(dataset, tmp_path, capsys, make):
    home = _home(dataset, tmp_path)
    journal = journal_path(home / "m.parquet")
    if make == "symlink":
        (tmp_path / "outside" / "journal").write_text(_journal(), encoding="utf-8")
        journal.symlink_to(tmp_path / "outside" / "journal")
    else:
        os.mkfifo(journal)  # reading it would wait for a writer for ever
    err = _refused(home, tmp_path, capsys, "map")
    assert "is not a small regular file" in err or "cannot be opened" in err


def test_a_writer_refuses_a_crafted_journal_too(dataset, tmp_path, capsys):
    home = _home(dataset, tmp_path)
    journal_path(home / "m.parquet").write_text(CASES["a sibling dotfile as the old name"](home), encoding="utf-8")
    _refused(home, tmp_path, capsys, "parse")


def test_the_journal_a_run_writes_names_its_token_everywhere(dataset, tmp_path, monkeypatch):
    """The journal of a real run passes the check: killed right after writing it, a reader finishes it."""
    import subprocess
    import sys

    home = _home(dataset, tmp_path)
    code = ("import sys; from geo_aleppo.engine import batch; batch.parse_corpus(sys.argv[1], out=sys.argv[2], "
            "claims=True, progress=False)")
    env = {**os.environ, "GEO_ALEPPO_TEST_KILL_AT": "journal"}
    killed = subprocess.run([sys.executable, "-c", code, str(home / "keep" / "notes.txt"), str(home / "m.parquet")],
                            env=env, capture_output=True, text=True, timeout=300)
    assert killed.returncode == -9, killed.stderr
    record = json.loads(journal_path(home / "m.parquet").read_text(encoding="utf-8"))
    token = record["token"]
    assert record["lock"] == temp_name(home / "m.parquet", "lock", token).name
    assert [entry[0] for entry in record["datasets"]] == ["m.parquet", "m.claims.parquet", "m.articles.parquet"]
    assert all(token in name for entry in record["datasets"] for name in entry[1:])
    assert main(["map", "--datasets", str(home / "m.parquet"), "-o", str(home / "x.html")]) == 0
    assert not journal_path(home / "m.parquet").exists()
    assert (home / ".bashrc").read_text(encoding="utf-8") == "export PATH=$PATH\n"
