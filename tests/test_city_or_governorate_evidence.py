"""City or governorate by evidence, for each of the 12 governorates whose capital shares its name (issue 25.4).

The evidence is data (vocab/data/governorates.toml): a city is entered or taken (the take and enter frames, and
Arabic verbs), a governorate is a region ("across X", "في أنحاء X"), a dual governorate word governs its list
("ريفي حمص وحماة"), a name listed after a town is the city. Sentences of my own; both outcomes in both scripts.
"""

from __future__ import annotations

import pytest

import geo_aleppo as ga

# (English name, Arabic name, the city's key, the governorate's key)
GOVERNORATES = [
    ("Aleppo", "حلب", "aleppo", "aleppo_governorate"),
    ("Homs", "حمص", "homs", "homs_governorate"),
    ("Hama", "حماة", "hama_city", "hama_governorate"),
    ("Latakia", "اللاذقية", "latakia_city", "latakia_governorate"),
    ("Tartus", "طرطوس", "tartus", "tartus_governorate"),
    ("Idlib", "إدلب", "idlib_city", "idlib_governorate"),
    ("Hasakah", "الحسكة", "al_hasakah", "al_hasakah_governorate"),
    ("Deir ez-Zor", "دير الزور", "deir_ez_zor", "deir_ez_zor_governorate"),
    ("Raqqa", "الرقة", "raqqa", "raqqa_governorate"),
    ("Daraa", "درعا", "daraa", "daraa_governorate"),
    ("Suwayda", "السويداء", "as_suwayda", "as_suwayda_governorate"),
    ("Quneitra", "القنيطرة", "gn_173334", "quneitra_governorate"),
]


def _key_of(text: str, surface: str) -> str | None:
    found = [m.place_key for m in ga.geoparse(text) if m.role == "place" and surface in m.text]
    assert found, (text, surface)
    return found[0]


@pytest.mark.parametrize("name, name_ar, city, governorate", GOVERNORATES)
def test_a_city_is_entered_or_taken(name, name_ar, city, governorate):
    assert _key_of(f"Government troops entered {name} on Sunday.", name) == city
    assert _key_of(f"Rebels captured {name} after a long siege.", name) == city
    assert _key_of(f"دخلت القوات {name_ar} صباح الأحد", name_ar) == city
    assert _key_of(f"سيطرت الفصائل على {name_ar} بعد حصار طويل", name_ar) == city


@pytest.mark.parametrize("name, name_ar, city, governorate", GOVERNORATES)
def test_a_governorate_is_a_region(name, name_ar, city, governorate):
    assert _key_of(f"Fighting spread across {name} this week.", name) == governorate
    assert _key_of(f"Shelling was reported throughout {name} on Friday.", name) == governorate
    assert _key_of(f"تواصلت الاشتباكات في أنحاء {name_ar} أمس", name_ar) == governorate
    assert _key_of(f"نزح الآلاف من ريف {name_ar} الشمالي", name_ar) == governorate


def test_a_dual_governorate_word_governs_its_list():
    found = [(m.text, m.place_key) for m in ga.geoparse("قصفت الطائرات ريفي حمص الشمالي وحماة الجنوبي")]
    assert [key for _, key in found] == ["homs_governorate", "hama_governorate"]


def test_a_name_listed_after_a_town_is_the_city():
    found = [(m.text, m.place_key) for m in ga.geoparse("Rebels took Saraqib and Idlib in a week.")]
    assert ("Idlib", "idlib_city") in found
    # after a governorate the list is of governorates (the rule before this one)
    found = [(m.text, m.place_key) for m in ga.geoparse("Shelling hit Idlib province and Hama on Monday.")]
    assert ("Hama", "hama_governorate") in found


def test_a_region_word_yields_to_a_possessive_or_an_apposition():
    assert _key_of("Aid reached families across Aleppo, the biggest city of the north.", "Aleppo") == "aleppo"
    assert _key_of("Six kilometres of the road run across Hama's farmland.", "Hama") == "hama_city"
    assert _key_of("Fighting went on across Hama", "Hama") == "hama_governorate"  # at the end of the text
