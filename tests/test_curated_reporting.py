"""Places that Syria reporting names and the gazetteer lacked, curated with their sources (issue 15, part 4).

Sentences written for these tests (not taken from any report): each place must be found under the
spellings the press uses, in English and Arabic, and resolve to the curated record; an inferred
position must say so in its first source.
"""

import pytest
from pyproj import Geod
from shapely.geometry import Point

from geo_aleppo import geoparse, load_gazetteer

WGS84 = Geod(ellps="WGS84")

SENTENCES = [
    ("Snipers fired on protesters in Daraa al-Balad, the old quarter.", {"Daraa al-Balad": "daraa_al_balad"}),
    ("Talks over Deraa al-Balad stalled while the army shelled Daraa.", {"Deraa al-Balad": "daraa_al_balad"}),
    ("اشتباكات عنيفة في حي درعا البلد جنوب المدينة", {"درعا البلد": "daraa_al_balad"}),
    ("Buses left the Old City of Homs after two years of siege.", {"Old City of Homs": "homs_old_city"}),
    ("خرج المقاتلون من أحياء حمص القديمة", {"حمص القديمة": "homs_old_city"}),
    ("A mortar round fell near Bab Touma, in the Old City of Damascus.", {"Old City of Damascus": "damascus_old_city"}),
    (
        "Shops reopened in Old Damascus and in Homs Old City.",
        {"Old Damascus": "damascus_old_city", "Homs Old City": "homs_old_city"},
    ),
    ("سقطت قذيفة هاون في دمشق القديمة", {"دمشق القديمة": "damascus_old_city"}),
    ("قصفت الطائرات تل ذهب وكفرلاها في سهل الحولة", {"تل ذهب": "tal_dahab"}),
]


@pytest.mark.parametrize(("text", "expected"), SENTENCES, ids=lambda v: v[:30] if isinstance(v, str) else "")
def test_reporting_sentences_resolve_to_the_curated_places(text, expected):
    found = {m.text: m.place_key for m in geoparse(text)}
    for name, key in expected.items():
        assert found.get(name) == key, (name, found)


def test_the_quarter_is_not_read_as_its_city():
    """The longer name wins: 'Daraa al-Balad' is the quarter, not Daraa city followed by a word."""
    keys = [m.place_key for m in geoparse("Fighting resumed in Daraa al-Balad on Sunday.")]
    assert keys == ["daraa_al_balad"]


@pytest.mark.parametrize(
    ("quarter", "city", "most_km"),
    [
        ("daraa_al_balad", "daraa", 2),
        ("homs_old_city", "homs", 3),
        ("damascus_old_city", "damascus", 4),
    ],
)
def test_quarters_lie_in_their_city_and_say_they_are_inferred(quarter, city, most_km):
    gaz = load_gazetteer()
    place, parent = gaz[quarter], gaz[city]
    assert place.parent == city and place.type == "district"
    metres = WGS84.inv(place.lon, place.lat, parent.lon, parent.lat)[2]
    assert metres < most_km * 1000, metres
    assert place.sources[0].startswith("INFERRED") and place.precision_km >= 1


def test_tal_dahab_lies_in_the_houla_plain_beside_kafr_laha_and_taldou():
    """The Houla village, north of Kafr Laha (GeoNames 168668) and near Taldou, as its sources describe."""
    gaz = load_gazetteer()
    tal_dahab, taldou = gaz["tal_dahab"], gaz["taldou"]
    kafr_laha = (36.49582, 34.89469)  # GeoNames 168668 'Kafr Lāhā' (cities500)
    north_az, _, metres = WGS84.inv(kafr_laha[0], kafr_laha[1], tal_dahab.lon, tal_dahab.lat)
    assert metres < 3000 and -45 < north_az < 45  # north of Kafr Laha
    assert WGS84.inv(tal_dahab.lon, tal_dahab.lat, taldou.lon, taldou.lat)[2] < 6000
    assert tal_dahab.sources[0].startswith("UN OCHA Syria locations C2547")


CROSSINGS = [
    ("Refugees crossed into Turkey at Cilvegozu on Monday.", {"Cilvegozu": "bab_al_hawa"}),
    ("نقلت سيارات الإسعاف الجرحى عبر معبر جيلوة غوزو إلى تركيا", {"معبر جيلوة غوزو": "bab_al_hawa"}),
    ("وصل الجرحى إلى جيلوة غوزو", {"جيلوة غوزو": "bab_al_hawa"}),
    ("Journalists watched from Mürşitpınar as smoke rose over Kobani.", {"Mürşitpınar": "mursitpinar"}),
    ("Trucks queued at the Mursitpinar border crossing.", {"Mursitpinar border crossing": "mursitpinar"}),
    ("تجمع اللاجئون عند معبر مرشد بينار قبالة كوباني", {"معبر مرشد بينار": "mursitpinar", "كوباني": "kobani"}),
]


@pytest.mark.parametrize(("text", "expected"), CROSSINGS, ids=lambda v: v[:30] if isinstance(v, str) else "")
def test_border_crossings_are_read_under_their_turkish_names(text, expected):
    found = {m.text: m.place_key for m in geoparse(text)}
    for name, key in expected.items():
        assert found.get(name) == key, (name, found)


def test_mursitpinar_is_in_turkey_facing_kobani():
    gaz = load_gazetteer()
    gate, kobani = gaz["mursitpinar"], gaz["kobani"]
    assert gate.type == "crossing" and [p.key for p in gaz.ancestors("mursitpinar")] == ["turkey"]
    azimuth, _, metres = WGS84.inv(kobani.lon, kobani.lat, gate.lon, gate.lat)
    assert metres < 3000 and -60 < azimuth < 60  # just north of the town, across the border
    syria = gaz.footprint("syria")
    assert not syria.contains(Point(gate.lon, gate.lat))


PROVINCES = [
    ("The governor of Hatay said two soldiers were wounded.", {"Hatay": "hatay_province"}),
    ("وقال والي هاتاي إن القصف طال الجنود", {"هاتاي": "hatay_province"}),
    (
        "Refugees in Kilis province waited while shells landed in Kilis.",
        {"Kilis province": "kilis_province", "Kilis": "kilis"},
    ),
    (
        "Camps in Sanliurfa province and Gaziantep province filled up.",
        {"Sanliurfa province": "sanliurfa_province", "Gaziantep province": "gaziantep_province"},
    ),
    ("Baghdad sent more troops to Anbar, along the border.", {"Anbar": "anbar_governorate"}),
    ("انتشرت القوات العراقية في محافظة الأنبار غرب البلاد", {"محافظة الأنبار": "anbar_governorate"}),
    ("Zaatari camp lies in the Mafraq governorate of Jordan.", {"Mafraq governorate": "mafraq_governorate"}),
    ("فر اللاجئون إلى عكار شمال لبنان", {"عكار": "akkar_governorate"}),
]


@pytest.mark.parametrize(("text", "expected"), PROVINCES, ids=lambda v: v[:30] if isinstance(v, str) else "")
def test_neighbouring_provinces_are_read_as_provinces(text, expected):
    found = {m.text: m.place_key for m in geoparse(text)}
    for name, key in expected.items():
        assert found.get(name) == key, (name, found)


@pytest.mark.parametrize(
    ("key", "country", "city", "most_km"),
    [
        ("hatay_province", "turkey", (36.15722, 36.20655), 69),  # Antakya, GeoNames 323779
        ("kilis_province", "turkey", (37.115, 36.71611), 53),  # Kilis, GeoNames 307864
        ("gaziantep_province", "turkey", (37.3825, 37.05944), 81),  # Gaziantep, GeoNames 314830
        ("sanliurfa_province", "turkey", (38.79392, 37.16708), 126),  # Şanlıurfa, GeoNames 298333
        ("anbar_governorate", "iraq", (43.30778, 33.42056), 282),  # Ramadi, GeoNames 98717
        ("mafraq_governorate", "jordan", (36.20804, 32.34289), 208),  # Mafraq, GeoNames 250582
        ("akkar_governorate", "lebanon", (36.07972, 34.54278), 54),  # Halba, GeoNames 274723
    ],
)
def test_provinces_lie_outside_syria_and_their_precision_holds_their_capital(key, country, city, most_km):
    """Each province is in its country, outside Syria, and its precision reaches its capital's point."""
    gaz = load_gazetteer()
    place = gaz[key]
    assert place.type == "governorate" and [p.key for p in gaz.ancestors(key)] == [country]
    assert not gaz.footprint("syria").contains(Point(place.lon, place.lat))
    assert gaz.footprint(country).contains(Point(place.lon, place.lat))
    metres = WGS84.inv(place.lon, place.lat, *city)[2]
    assert metres <= place.precision_km * 1000 and place.precision_km <= most_km
