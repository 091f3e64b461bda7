"""Arabic claims: control and counts in the same records as English, with quotes and offsets."""

import pytest

from geo_aleppo.claims import extract_claims
from geo_aleppo.claims.arabic_count import parse_arabic_number
from geo_aleppo.claims.arabic_units import sides_of
from geo_aleppo.corpus import Article


def claims_of(text, kind):
    claims = extract_claims(Article(id="t", path="t.txt", outlet="Test", date="2016-12-16", text=text))
    assert all(text[c.start : c.end] == c.quote for c in claims)
    return [c for c in claims if c.kind == kind]


@pytest.mark.parametrize(
    "text, value",
    [
        ("٢٥", 25.0),
        ("1,250", 1250.0),
        ("٣ آلاف", 3000.0),
        ("خمسة آلاف", 5000.0),
        ("ثلاثمئة", 300.0),
        ("سبعة عشر", 17.0),
        ("ستة وثلاثين", 36.0),
        ("مائة", 100.0),
        ("حافلة", None),
    ],
)
def test_arabic_numbers(text, value):
    assert parse_arabic_number(text) == value


@pytest.mark.parametrize(
    "text, expected",
    [
        ("وصلت 12 حافلة إلى المدينة.", {(12.0, "vehicles", "buses")}),
        ("ونقلت ٨ سيارات إسعاف الجرحى.", {(8.0, "vehicles", "ambulances")}),
        ("وتم إجلاء نحو ثلاثة آلاف شخص من الحي.", {(3000.0, "people", "evacuated")}),
        ("وأصيب في القصف 40 مدنياً بينهم 15 طفلاً.", {(40.0, "people", "wounded"), (15.0, "people", "children")}),
        ("وقال إن 200 مقاتل سلموا أسلحتهم.", {(200.0, "people", "fighters")}),
        ("وسقط 9 قتلى و22 جريحاً.", {(9.0, "people", "dead"), (22.0, "people", "wounded")}),
        ("وفي عام 2016 عقد الاجتماع.", set()),
        ("ووصلت حافلتان تقلان مرضى إلى المدينة.", {(2.0, "vehicles", "buses")}),
        ("وغادرت الحافلتان المدينة.", set()),  # "the two buses": a reference, not a count
    ],
)
def test_arabic_counts(text, expected):
    assert {(c.value, c.unit, c.topic) for c in claims_of(text, "count")} == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("وصلت الحافلات إلى مدينة إدلب الخاضعة لسيطرة المعارضة.", {("idlib_city", "opposition", "held", None)}),
        ("وقصفت الطائرات بلدة الأتارب التي تسيطر عليها الفصائل.", {("al_atarib", "opposition", "held", None)}),
        ("وتسيطر قوات النظام على حي الشيخ سعيد.", {("sheikh_saeed", "government", "held", None)}),
        (
            "وخرج الجرحى من الفوعة وكفريا المحاصرتين من قبل المعارضة.",
            {("foua", "government", "besieged", "opposition"), ("kafraya", "government", "besieged", "opposition")},
        ),
        ("ودخلت القافلة مضايا المحاصرة منذ أشهر.", {("madaya", "unknown", "besieged", None)}),
    ],
)
def test_arabic_control(text, expected):
    found = {(c.place_key, c.actor, c.status, c.besieger) for c in claims_of(text, "control")}
    assert found == expected


def test_arabic_sides():
    assert sides_of("بيد الجيش السوري") == ["government"]
    assert sides_of("وحدات حماية الشعب") == ["sdf"]
    assert sides_of("مقاتلو تنظيم الدولة") == ["isis"]
    assert sides_of("الأهالي") == []
