import pytest

import geo_aleppo as ga
from geo_aleppo.errors import ArticleError

from .conftest import SHARED


def test_bundled_seeds_are_byte_identical(seeds):
    assert len(seeds) == 4
    for name, article in seeds.items():
        original = SHARED / "seeds" / name
        if original.exists():
            assert article.text == original.read_bytes().decode("utf-8")


def test_manifest_metadata(seeds):
    outlets = {name[:3]: (a.outlet, a.date) for name, a in seeds.items()}
    assert outlets["000"] == ("BBC News", "2016-12-15")
    assert outlets["001"][0] == "Associated Press"
    assert outlets["002"][0] == "Agence France-Presse"
    assert outlets["003"][0] == "NBC News"


def test_bom_and_crlf_keep_offsets(tmp_path):
    text = "Buses left Aleppo.\r\nThey reached Khan al-Asal."
    path = tmp_path / "a.txt"
    path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    article = ga.load_corpus(path)[0]
    assert article.text == text
    mention = [m for m in ga.geoparse(article.text) if m.place_key == "khan_al_asal"][0]
    assert article.text[mention.start : mention.end] == "Khan al-Asal"


def test_non_utf8_names_the_file(tmp_path, caplog):
    path = tmp_path / "latin.txt"
    path.write_bytes("Alep, Syrie - évacuation".encode("latin-1"))
    with pytest.raises(ArticleError, match=r"latin\.txt: not UTF-8.*--encoding"):
        ga.load_corpus(path)
    assert "évacuation" in ga.load_corpus(path, encoding="latin-1")[0].text
    assert "decoded as latin-1" in caplog.text


def test_jsonl_archive(tmp_path):
    path = tmp_path / "archive.jsonl"
    path.write_text(
        '{"id": "a1", "text": "Foua and Kafraya", "outlet": "X"}\n\n{"id": 2, "text": "Idleb"}\n', encoding="utf-8"
    )
    articles = ga.load_corpus(path)
    assert [(a.id, a.outlet) for a in articles] == [("a1", "X"), ("2", None)]
    path.write_text('{"id": "a1", "text": "x"}\n{"id": "a2"}\n', encoding="utf-8")
    with pytest.raises(ArticleError, match="archive.jsonl, line 2"):
        ga.load_corpus(path)


def _folder_with(folder, name):
    folder.mkdir()
    (folder / name).write_text("Aleppo", encoding="utf-8")
    return folder


@pytest.mark.parametrize(
    "make, message",
    [
        (lambda tmp: tmp / "missing.txt", "no such file"),
        (lambda tmp: (tmp / "empty").mkdir() or tmp / "empty", "no .txt or .jsonl"),
        (lambda tmp: _folder_with(tmp / "other", "a.csv"), "no .txt or .jsonl"),
    ],
)
def test_bad_paths(tmp_path, make, message):
    path = make(tmp_path)
    with pytest.raises(ArticleError, match=message) as info:
        ga.load_corpus(path)
    assert str(path) in str(info.value)


def test_glob(tmp_path):
    for name in ("a.txt", "b.txt"):
        (tmp_path / name).write_text("Aleppo", encoding="utf-8")
    assert [a.id for a in ga.load_corpus(str(tmp_path / "*.txt"))] == ["a", "b"]


def test_lone_surrogate_in_an_archive_is_a_clear_error(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"id": "a", "text": "Aleppo \\ud800 Idlib"}\n', encoding="utf-8")
    with pytest.raises(ArticleError, match="bad.jsonl, line 1: 'text' holds an invalid character"):
        ga.load_corpus(path)
