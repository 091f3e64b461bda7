"""Human-readable terminal output goes through one escaping function (geo_aleppo.io.printable):
control, format (bidi, zero-width, U+061C, U+FEFF) and separator characters are shown escaped;
data written as data (--json) stays exact."""

import json
import subprocess
import sys
import unicodedata

from geo_aleppo.io import printable

from .conftest import edit_places

# Each drives a terminal or reorders the text around it when printed raw.
HOSTILE = {
    "esc colour": "\x1b[31mred",
    "title code": "\x1b]0;owned\x07",
    "clear screen": "\x1b[2J\x1b[H",
    "carriage return": "fake\rline",
    "line feed": "two\nlines",
    "c1 csi": "\x9b31m",
    "rlo": "\u202eevil",
    "rli": "\u2067isolated",
    "arabic letter mark": "\u061cmark",
    "zero width space": "zero\u200bwidth",
    "word joiner": "word\u2060joiner",
    "bom": "\ufeffbom",
    "line separator": "a\u2028b",
}
SHOWN_RAW_IS_DANGEROUS = {"Cc", "Cf", "Cs", "Zl", "Zp"}


def _dangerous(text):
    """The characters of ``text`` that a terminal would act on, line ends and field TABs aside."""
    return [c for c in text if unicodedata.category(c) in SHOWN_RAW_IS_DANGEROUS and c not in "\t\n"]


def test_printable_escapes_every_control_and_format_character():
    every = "".join(chr(c) for c in range(sys.maxunicode + 1)
                    if unicodedata.category(chr(c)) in SHOWN_RAW_IS_DANGEROUS)
    assert len(every) > 2000  # C0, C1, Cf, the surrogates
    shown = printable(every)
    assert _dangerous(shown) == []
    assert printable("\u202e") == "\\u202e" and printable("\x1b") == "\\x1b"
    assert printable("\U000e0041") == "\\U000e0041"


def test_printable_leaves_letters_alone():
    for text in ("Aleppo", "حلب", "Ḥalab – Kafr Nubl", "Idlib, 2016-08-07", "日本"):
        assert printable(text) == text


def _cli(*args):
    done = subprocess.run([sys.executable, "-m", "geo_aleppo", *map(str, args)], capture_output=True, timeout=120)
    return done.returncode, done.stdout.decode("utf-8"), done.stderr.decode("utf-8")


def test_geocode_escapes_gazetteer_strings_and_json_stays_exact(gazetteer_copy):
    hostile = "".join(HOSTILE.values())

    def change(by_key, _features):
        props = by_key["foua"]["properties"]
        props.update(name="Foua" + hostile, name_ar="الفوعة" + hostile, sources=["src" + hostile])

    edit_places(gazetteer_copy, change)
    code, out, err = _cli("--gazetteer", gazetteer_copy, "geocode", "Fuaa")
    assert code == 0, err
    assert _dangerous(out) == [] and _dangerous(err) == []
    assert out.count("\n") == 1 and out.endswith("\n") and out.count("\t") == 7  # one row, eight fields
    line = out
    assert "\\x1b[31mred" in line and "\\u202eevil" in line and "\\u061cmark" in line and "\\ufeffbom" in line
    code, out, err = _cli("--gazetteer", gazetteer_copy, "geocode", "Fuaa", "--json")
    assert code == 0, err
    [place] = json.loads(out)
    assert place["name"] == "Foua" + hostile and place["sources"] == ["src" + hostile]


def test_geocode_escapes_the_name_asked(gazetteer_copy):
    code, out, err = _cli("geocode", "Al\u202eeppo\x1b[2J")
    assert code == 1
    assert _dangerous(err) == [] and "\\u202e" in err and "\\x1b[2J" in err


def test_error_line_escapes_a_file_name(tmp_path):
    name = tmp_path / "a\u061cb\u200bc\ufeff\u2066.txt"
    code, _out, err = _cli("parse", name)
    assert code == 1
    assert err.count("\n") == 1 and _dangerous(err) == []
    assert "\\u061c" in err and "\\u200b" in err and "\\ufeff" in err and "\\u2066" in err
