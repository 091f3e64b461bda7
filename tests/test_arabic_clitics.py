"""Arabic proclitics before a name: the name is found and its span leaves the proclitic out (issue 25.3).

The proclitics are those of the shared segmenter (vocab.arabic.PROCLITICS); the sentences are my own.
"""

from __future__ import annotations

import pytest

import geo_aleppo as ga
from geo_aleppo.vocab.arabic import PROCLITICS


def _read(text: str) -> list[tuple[str, str | None]]:
    return [(m.text, m.place_key) for m in ga.geoparse(text) if m.role == "place"]


@pytest.mark.parametrize(
    "text, surface, key",
    [
        ("قصفت الطائرات حلب وحماة", "حماة", "hama_city"),  # و
        ("اشتباكات عنيفة بحلب أمس", "حلب", "aleppo"),  # ب
        ("وصلت قافلة لحمص صباحا", "حمص", "homs"),  # ل
        ("غادروا دمشق فحمص مساء", "حمص", "homs"),  # ف
        ("مدينة كدمشق في حجمها", "دمشق", "damascus"),  # ك
        ("قصفت الطائرات حلب وبحماة", "حماة", "hama_city"),  # وب
        ("وصلت المساعدات إلى الرقة وبالحسكة", "الحسكة", "al_hasakah"),  # وبال: the article stays
        ("غادر المدنيون حمص والرقة", "الرقة", "raqqa"),  # وال (folding strips it)
        ("قاتلوا بالرقة طويلا", "الرقة", "raqqa"),  # بال
        ("وصل المقاتلون إلى إدلب ودير الزور", "دير الزور", "deir_ez_zor"),  # a name of two words
    ],
)
def test_a_name_after_a_proclitic_is_found_without_it(text, surface, key):
    assert (surface, key) in _read(text)
    start = text.index(surface)
    assert text[start - 1] != " "  # the proclitic was written joined to the name, and is outside the span


def test_a_name_that_begins_with_a_proclitic_letter_stays_whole():
    assert _read("نزح سكان بنش وكفريا") == [("بنش", "binnish"), ("كفريا", "kafraya")]
    assert ("الصورة الكبرى", "ocha_c6261") in _read("سيطر المقاتلون على بلدة الصورة الكبرى")  # كبرى is no ك + برى


def test_the_proclitics_are_the_shared_segmenters():
    assert {"و", "ب", "ل", "ف", "ك"} <= set(PROCLITICS)
    from geo_aleppo.geoparsing import words

    assert not hasattr(words, "_ARABIC_CLITICS")  # one segmenter: the geoparser keeps no list of its own


def test_a_name_written_joined_or_apart_is_found():
    # the press joins some first words to the next ("ديرالزور", "البوكمال") or writes a joined name apart ("كفر نبل")
    assert _read("وصلت القوات إلى ديرالزور") == [("ديرالزور", "deir_ez_zor")]
    assert _read("سيطر الجيش على البوكمال") == [("البوكمال", "gn_174448")]
    assert _read("خرجت مظاهرة في كفر نبل") == [("كفر نبل", "kafranbel")]
