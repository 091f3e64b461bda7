"""Space separators, tatweel and harakat inside a name (issue 15.4): read as the plain name, offsets unchanged."""

import unicodedata
from pathlib import Path

import pytest

from geo_aleppo.geoparsing import geoparse, iter_mentions

SPACES = ["\u00a0", "\u202f", "\u2009", "\u3000"]
DEV = Path(__file__).parent / "data" / "syria_dev"


def _read(text, gaz):
    return [(m.start, m.end, m.place_key, m.role) for m in geoparse(text, gaz, include_all=True)]


@pytest.mark.parametrize("space", SPACES)
@pytest.mark.parametrize(
    "text",
    [
        "Fighting raged in Deir ez-Zor city on Monday.",
        "Shelling hit Ras al-Ain and Tal Abyad near the Turkish border.",
        "Government forces entered Eastern Ghouta and Douma.",
        "قصف عنيف على دير الزور وريف حلب الشمالي",
        "The Syrian Observatory for Human Rights said so.",  # an organisation name stays one
        "The weather was cold and the roads were empty.",  # no place either way
    ],
)
def test_other_spaces_read_as_a_space(gaz, text, space):
    plain = _read(text, gaz)
    odd = text.replace(" ", space)
    assert _read(odd, gaz) == plain
    for m in geoparse(odd, gaz, include_all=True):
        assert odd[m.start : m.end] == m.text  # the mention's text is the text as given
    assert [m.text for m in iter_mentions(odd, gaz)] == [m.text for m in geoparse(odd, gaz)]


def test_the_space_separators_are_all_known():
    from geo_aleppo.geoparsing.parse import _OTHER_SPACES

    separators = {chr(c) for c in range(0x110000) if unicodedata.category(chr(c)) == "Zs"} - {" "}
    assert separators == set(_OTHER_SPACES)


@pytest.mark.parametrize(
    "text, keys",
    [
        ("قصف على ديـر الـزور", ["deir_ez_zor"]),  # tatweel (kashida)
        ("قصف على دَيْر الزُّور", ["deir_ez_zor"]),  # harakat and shadda
        ("غارات على حلـب وإدلِب", ["aleppo", "idlib_governorate"]),
        ("اشتباكات عنيـفة في المنطقـة", []),  # a common word drawn out is still a common word
    ],
)
def test_tatweel_and_harakat_inside_arabic_names(gaz, text, keys):
    assert [m.place_key for m in geoparse(text, gaz) if m.role == "place"] == keys


@pytest.mark.parametrize("name", ["04_deir_ez_zor_2017.txt", "05_aleppo_2024_ar.txt", "13_afrin_2018.txt"])
def test_a_report_with_no_break_spaces_reads_the_same(gaz, name):
    text = (DEV / name).read_text(encoding="utf-8")
    odd = "".join(SPACES[i % len(SPACES)] if c == " " and i % 3 == 0 else c for i, c in enumerate(text))
    assert _read(odd, gaz) == _read(text, gaz)
