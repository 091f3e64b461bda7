"""City or governorate: a governor governs the province; "و" lists a name only when a place follows it."""

from __future__ import annotations

import pytest

import geo_aleppo as ga


def _read(text, surface):
    return next(m for m in ga.geoparse(text) if m.text == surface)


@pytest.mark.parametrize(
    ("text", "surface", "key"),
    [
        ("The Hama governor met residents.", "Hama", "hama_governorate"),
        ("The governor of Hama met residents.", "Hama", "hama_governorate"),
        ("Idlib's governor resigned on Sunday.", "Idlib", "idlib_governorate"),
        ("Hama's deputy governor visited the hospital.", "Hama", "hama_governorate"),
        ("محافظ حماة التقى السكان.", "حماة", "hama_governorate"),
        ("وقال محافظ حلب إن الوضع مستقر.", "حلب", "aleppo_governorate"),
    ],
)
def test_a_governor_names_the_governorate(text, surface, key):
    mention = _read(text, surface)
    assert mention.place.key == key and mention.resolved_by == "governor"


@pytest.mark.parametrize(
    ("text", "surface", "key"),
    [
        ("The governor met residents in Hama.", "Hama", "hama_city"),  # not the governor's own province word
        ("وصل المحافظ إلى حماة.", "حماة", "hama_city"),
        ("Residents of Hama met on Monday.", "Hama", "hama_city"),
    ],
)
def test_a_governor_elsewhere_in_the_sentence_does_not(text, surface, key):
    assert _read(text, surface).place.key == key


@pytest.mark.parametrize(
    ("text", "surface", "key"),
    [
        # "و" before a verb: no list, the villages are the province's
        ("قصفت الطائرات قرى حماة وقتلت عشرة مدنيين.", "حماة", "hama_governorate"),
        ("قصفت المدفعية بلدات إدلب وأصابت مدرسة.", "إدلب", "idlib_governorate"),
        ("نزح السكان من قرى حلب ودمروا منازلهم خلفهم.", "حلب", "aleppo_governorate"),
        ("قصفت المدفعية بلدات حماة وقتلت عشرة مدنيين.", "حماة", "hama_governorate"),
        # "و" before another place: a list of names after "towns" (the cities); villages are never a city's
        ("قصفت المدفعية بلدات حماة وحمص.", "حماة", "hama_city"),
        ("قصفت الطائرات قرى حماة وحمص.", "حماة", "hama_governorate"),
        ("قصفت المدفعية بلدات حلب وإدلب.", "حلب", "aleppo"),
    ],
)
def test_waw_lists_only_a_following_place(text, surface, key):
    assert _read(text, surface).place.key == key
