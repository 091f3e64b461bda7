"""Bad, broken and hostile input: every case gets a clear answer, nothing is lost."""

import json
import re
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import geo_aleppo as ga
from geo_aleppo.cli import main
from geo_aleppo.errors import ArticleError, GazetteerDataError, GeoAleppoError

from .conftest import GAZETTEER_DIR, edit_places


def run_cli(*args):
    """Run the real command in a subprocess: exit code, stdout, stderr."""
    out = subprocess.run([sys.executable, "-m", "geo_aleppo.cli", *map(str, args)], capture_output=True, text=True)
    return out.returncode, out.stdout, out.stderr


def _empty_dir(tmp):
    (tmp / "empty").mkdir()
    return tmp / "empty"


def _dir_without_articles(tmp):
    (tmp / "notes").mkdir()
    (tmp / "notes" / "readme.md").write_text("Aleppo")
    return tmp / "notes"


def _latin1(tmp):
    path = tmp / "latin1.txt"
    path.write_bytes("Les bus ont quitté Alep vers Idleb.".encode("latin-1"))
    return path


BAD_INPUTS = [
    ("missing file", lambda tmp: tmp / "missing.txt", "no such file"),
    ("empty directory", _empty_dir, "no .txt or .jsonl"),
    ("directory without articles", _dir_without_articles, "no .txt or .jsonl"),
    ("non-UTF-8 file", _latin1, "not UTF-8"),
]


@pytest.mark.parametrize("case, make, message", BAD_INPUTS, ids=[c[0] for c in BAD_INPUTS])
def test_bad_article_input_library(tmp_path, case, make, message):
    path = make(tmp_path)
    with pytest.raises(ArticleError, match=message) as info:
        ga.load_corpus(path)
    assert str(path) in str(info.value)


@pytest.mark.parametrize("command", ["parse", "export"])
@pytest.mark.parametrize("case, make, message", BAD_INPUTS, ids=[c[0] for c in BAD_INPUTS])
def test_bad_article_input_cli(tmp_path, capsys, command, case, make, message):
    path = make(tmp_path)
    args = [command, str(path)] + (["-o", str(tmp_path / "out.gpkg")] if command == "export" else [])
    assert main(args) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err and str(path) in err
    assert not (tmp_path / "out.gpkg").exists()


def test_encoding_option_decodes_with_a_warning(tmp_path, capsys):
    path = _latin1(tmp_path)
    assert main(["parse", str(path), "--encoding", "latin-1"]) == 0
    out, err = capsys.readouterr()
    assert "decoded as latin-1" in err
    assert {json.loads(line)["place_key"] for line in out.splitlines()} == {"aleppo", "idlib_governorate"}


def test_unknown_encoding_is_a_user_error(tmp_path, capsys):
    assert main(["parse", str(_latin1(tmp_path)), "--encoding", "klingon"]) == 1
    assert "cannot decode as 'klingon'" in capsys.readouterr().err


@pytest.mark.parametrize("text", ["", "   \n", "Nothing happened here today."])
def test_article_without_places(tmp_path, text):
    path = tmp_path / "quiet.txt"
    path.write_text(text, encoding="utf-8")
    [article] = ga.load_corpus(path)
    assert ga.geoparse(article.text) == []
    scene = ga.build_scene([article])
    assert scene.places.empty and scene.claims.empty


def _bad_coordinate(by_key, _):
    by_key["foua"]["geometry"]["coordinates"] = [36.7, 135.9]


def _dangling_parent(by_key, _):
    by_key["foua"]["properties"]["parent"] = "atlantis"


@pytest.mark.parametrize("change, field", [(_bad_coordinate, "geometry"), (_dangling_parent, "parent")])
def test_bad_gazetteer_on_the_command_line(gazetteer_copy, capsys, change, field):
    edit_places(gazetteer_copy, change)
    assert main(["--gazetteer", str(gazetteer_copy), "geocode", "Foua"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "places.geojson" in err and "'foua'" in err and field in err


def test_invalid_json_gazetteer(gazetteer_copy, capsys):
    (gazetteer_copy / "places.geojson").write_text("{not json", encoding="utf-8")
    assert main(["--gazetteer", str(gazetteer_copy), "geocode", "Foua"]) == 1
    assert "invalid JSON at line 1" in capsys.readouterr().err


def test_corridor_naming_an_unknown_place(tmp_path, capsys):
    folder = tmp_path / "gaz"
    folder.mkdir()
    for f in GAZETTEER_DIR.glob("*.geojson"):
        (folder / f.name).write_bytes(f.read_bytes())
    data = json.loads((folder / "corridors.geojson").read_text())
    data["features"][0]["properties"]["waypoints"][0] = "atlantis"
    (folder / "corridors.geojson").write_text(json.dumps(data))
    assert main(["--gazetteer", str(folder), "export", "-o", str(tmp_path / "out.gpkg")]) == 1
    err = capsys.readouterr().err
    assert "corridors.geojson" in err and "waypoints" in err and "atlantis" in err


def test_unwritable_output_leaves_nothing(tmp_path, capsys):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        for args in (
            ["parse", "--format", "csv", "-o", str(locked / "m.csv")],
            ["export", "-o", str(locked / "o.gpkg")],
        ):
            if args[0] == "parse":
                args.insert(1, str(ga.load_corpus()[0].path))
            code = main(args)
            err = capsys.readouterr().err
            if code == 0:  # running as root: permissions do not bind, so this case cannot be shown here
                continue
            assert code == 1 and err.count("\n") == 1
            assert list(locked.iterdir()) == []
    finally:
        locked.chmod(0o700)
    assert main(["export", "-o", str(tmp_path / "no" / "such" / "dir" / "o.gpkg")]) == 1
    assert "does not exist" in capsys.readouterr().err


def test_failed_run_keeps_the_old_output(tmp_path, capsys):
    out = tmp_path / "mentions.jsonl"
    out.write_bytes(b"old output\n")
    assert main(["parse", str(tmp_path / "missing.txt"), "-o", str(out)]) == 1
    assert out.read_bytes() == b"old output\n"
    assert [p.name for p in tmp_path.iterdir()] == ["mentions.jsonl"]


def test_exit_codes_and_verbose_traceback(tmp_path):
    assert run_cli("geocode", "Kfraya")[0] == 0
    code, _, err = run_cli("geocode", "Atlantis")
    assert code == 1 and err.startswith("geo-aleppo: error: unknown place 'Atlantis'") and "Traceback" not in err
    assert run_cli("geocode")[0] == 2  # usage
    assert run_cli("frobnicate")[0] == 2
    code, _, err = run_cli("-v", "parse", tmp_path / "missing.txt")
    assert code == 1 and "Traceback" in err and "ArticleError" in err


@pytest.mark.parametrize("noise", ["\x00", "\u200b", "\u200f", "\u202e", "\x07", "\ufeff", "\r\n", "\u2028"])
def test_control_and_invisible_characters_keep_offsets(noise):
    text = f"Buses{noise} left{noise}Aleppo for {noise}Khan al-Asal{noise}. Then Idlib{noise} province."
    mentions = ga.geoparse(text)
    assert {m.place_key for m in mentions} >= {"aleppo", "khan_al_asal"}
    for m in mentions:
        assert text[m.start : m.end] == m.text


def test_huge_gazetteer_name_is_rejected_cleanly(gazetteer_copy):
    edit_places(gazetteer_copy, lambda by_key, _: by_key["foua"]["properties"].update(name=""))
    with pytest.raises(GazetteerDataError, match="'foua', field 'name'"):
        ga.load_gazetteer(gazetteer_copy)


# --- bounded fuzzing of the readers --------------------------------------------------
@pytest.mark.fuzz
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=400))
def test_fuzz_article_reader(tmp_path, data):
    for name in ("a.txt", "a.jsonl"):
        path = tmp_path / name
        path.write_bytes(data)
        try:
            articles = ga.load_corpus(path)
        except ArticleError as exc:
            assert str(path) in str(exc)
            continue
        for article in articles:
            for m in ga.geoparse(article.text):
                assert article.text[m.start : m.end] == m.text


_JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=10), children, max_size=4),
    max_leaves=12,
)


@pytest.mark.fuzz
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.sampled_from(
        [
            "key",
            "name",
            "name_ar",
            "variants",
            "type",
            "parent",
            "precision_km",
            "sources",
            "geonames_id",
            "wikidata_id",
            "default_sense",
            "geometry",
            "properties",
        ]
    ),
    _JSONISH,
)
def test_fuzz_gazetteer_loader(tmp_path, field, value):
    folder = tmp_path / "fuzzgaz"
    folder.mkdir(exist_ok=True)
    data = json.loads((GAZETTEER_DIR / "places.geojson").read_text(encoding="utf-8"))
    feature = next(f for f in data["features"] if f["properties"]["key"] == "foua")
    if field in ("geometry", "properties"):
        feature[field] = value
    else:
        feature["properties"][field] = value
    (folder / "places.geojson").write_text(json.dumps(data), encoding="utf-8")
    try:
        ga.load_gazetteer(folder)
    except GazetteerDataError as exc:
        assert "places.geojson" in str(exc)
    except GeoAleppoError as exc:
        raise AssertionError("a bad record must raise GazetteerDataError") from exc


# --- hostile text on the map ------------------------------------------------------------
def _map_html(articles):
    from geo_aleppo.maps import build_map, render_html

    return render_html(build_map(ga.build_scene(articles)))


@pytest.mark.slow
@settings(max_examples=15, deadline=None)
@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=40))
def test_build_map_never_emits_a_data_angle_bracket(noise):
    token = "qzx" + str(abs(hash(noise)) % 10**6)
    payload = f"<{token}{noise}>"
    text = f"Buses left Aleppo {payload} for Khan al-Asal. {payload} Shelling hit Foua."
    article = ga.Article("evil" + payload, "evil.txt", "Outlet " + payload, "2016-12-15", text)
    html = _map_html([article])
    assert f"<{token}" not in html
    assert token in html  # the text is there, escaped


@pytest.mark.parametrize(
    "template", ["{{ 'qzx' ~ 'pwn' }}", "{% set x = 'qzx' ~ 'pwn' %}{{ x }}", "{# c #}{%", "{{{", "{%%}"]
)
def test_template_syntax_in_articles_is_text(template):
    """branca renders scripts through Jinja a second time: article text must never be read as a template."""
    text = f"Buses left Aleppo {template} for Khan al-Asal. Shelling hit Foua {template}."
    article = ga.Article("jinja", "jinja.txt", "Outlet " + template, "2016-12-15", text)
    html = _map_html([article])
    assert "qzxpwn" not in html  # never evaluated
    unescaped = re.sub(r"\\u([0-9a-f]{4})", lambda m: chr(int(m.group(1), 16)), html)
    assert f"Foua {template}." in unescaped  # the text is there, as JSON escapes


def test_hostile_manifest_is_escaped(tmp_path):
    (tmp_path / "a.txt").write_text("Buses left Aleppo for Idlib province.", encoding="utf-8")
    (tmp_path / "manifest.csv").write_text(
        'id,file,outlet,date,url\n"x<script>alert(1)</script>",a.txt,"<img src=x onerror=alert(1)>",2016-12-15,'
        '"javascript:alert(1)"\n',
        encoding="utf-8",
    )
    [article] = ga.load_corpus(tmp_path)
    assert article.outlet == "<img src=x onerror=alert(1)>" and article.url == "javascript:alert(1)"
    html = _map_html([article])
    for raw in ("<script>alert(1)", "<img src=x", 'href="javascript:'):
        assert raw not in html
