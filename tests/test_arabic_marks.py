"""Tatweel and harakat in Arabic words: the words around a name read as without them, offsets as given."""

import pytest

from geo_aleppo import geoparse
from geo_aleppo.geoparsing import iter_mentions


@pytest.mark.parametrize(
    "text, surface, key, rule",
    [
        ("تمكنت القوات من السيطرة على حيّ السكري بعد معارك", "السكري", "al_sukkari", None),  # shadda on the type word
        ("سيطرت الفصائل على حـي السكري", "السكري", "al_sukkari", None),  # tatweel in the type word
        ("دخلت القوات مـدينة حلب صباحا", "حلب", "aleppo", "type word"),
        ("وصلت الحافلات إلى مدينةِ حلبَ مساءً", "حلبَ", "aleppo", "type word"),  # a kasra, a fatha after the name
        ("قُصفت قريةُ كفريا بالمدفعية", "كفريا", "kafraya", None),
        ("انسحب المقاتلون من حيِّ الوعرِ", "الوعرِ", "ocha_n0246", None),
    ],
)
def test_marks_around_a_name_leave_its_cues(text, surface, key, rule):
    found = {m.text: m for m in geoparse(text)}
    assert surface in found, found
    mention = found[surface]
    assert mention.place_key == key
    assert text[mention.start : mention.end] == surface
    assert text[slice(*mention.sentence)].strip() == text.strip()
    if rule is not None:
        assert mention.resolved_by == rule
    assert list(iter_mentions(text)) == geoparse(text)


@pytest.mark.parametrize(
    "text",
    [
        "قالَ المتحدّثُ إنّ الوضعَ هادئٌ",  # marks everywhere, no place
        "كان الطريقُ القصيرُ مغلقاً",  # a common word that is a name too, as an adjective
        "ارتفعت نسبة السكّر في الدم",
    ],
)
def test_marks_make_no_place(text):
    assert [m.place_key for m in geoparse(text)] == []


def test_offsets_after_marks_are_those_of_the_text():
    text = "قُتِلَ مدنيّون في إدلبَ، ثم نزحَ آخرون إلى حمـص."
    found = [(m.text, m.start, m.end) for m in geoparse(text)]
    assert [t for t, _, _ in found] == ["إدلبَ", "حمـص"]
    assert all(text[start:end] == t for t, start, end in found)
