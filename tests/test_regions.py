"""Regions, borders and crossings of the curated tier, and the names of groups that embed a place."""

import json

import pytest
from shapely.geometry import Point

from geo_aleppo import geoparse
from geo_aleppo.geodesy import distance_m, geodesic_area_m2

from .conftest import GAZETTEER_DIR

FOOTPRINTS = json.loads((GAZETTEER_DIR / "footprints.geojson").read_text(encoding="utf-8"))["features"]
REGIONS = [f for f in FOOTPRINTS if f["properties"]["kind"] == "region"]


def test_the_regions_have_footprints():
    assert {f["properties"]["key"] for f in REGIONS} >= {
        "eastern_ghouta",
        "western_ghouta",
        "golan_heights",
        "jazira",
        "qalamoun",
        "jabal_al_zawiya",
    }


@pytest.mark.parametrize("feature", REGIONS, ids=lambda f: f["properties"]["key"])
def test_an_inferred_footprint_names_its_members_and_holds_them(gaz, feature):
    props = feature["properties"]
    assert props["inferred"] is True and props["source"]["method"].startswith("INFERRED")
    assert props["source"]["membership"].strip()
    members = props["source"]["members"]
    assert len(members) >= 3 and all(m["source"].strip() for m in members)
    footprint = gaz.footprint(props["key"])
    for member in members:  # each member town lies inside, unless it lies abroad (Katzrin is outside both)
        metres = distance_m(footprint, Point(member["lon"], member["lat"]))
        assert metres == 0.0 or distance_m(gaz.footprint("syria"), Point(member["lon"], member["lat"])) > 0
    area_km2 = geodesic_area_m2(footprint) / 1e6
    assert 50 < area_km2 < 25_000  # a region: more than a town, less than a governorate and a half


def test_regions_are_told_apart():
    text = "Shelling hit the Western Ghouta, while the Eastern Ghouta and the Golan stayed quiet; Qalamoun too."
    found = {m.text: m.place_key for m in geoparse(text)}
    assert found == {
        "Western Ghouta": "western_ghouta",
        "Eastern Ghouta": "eastern_ghouta",
        "Golan": "golan_heights",
        "Qalamoun": "qalamoun",
    }
    assert [m.place_key for m in geoparse("قصف على الغوطة الغربية")] == ["western_ghouta"]


@pytest.mark.parametrize(
    "text, key",
    [
        ("Trucks queued at the Nasib crossing for hours.", "nasib_crossing"),
        ("They came through the Bab al-Salama border crossing.", "bab_al_salama"),
        ("Aid passed the Semalka crossing into Iraq.", "semalka_crossing"),
        ("US troops at al-Tanf fired on the convoy.", "al_tanf"),
        ("Refugees waited near the Jordanian border.", "syria_jordan_border"),
        ("Smugglers used the Syrian-Lebanese border.", "syria_lebanon_border"),
        ("عبرت الشاحنات معبر نصيب صباحاً", "nasib_crossing"),
        ("The army took back the Nassib border crossing on the frontier.", "nasib_crossing"),
        ("Two districts in Damascus Suburbs governorate were hit.", "rif_dimashq_governorate"),
    ],
)
def test_crossings_and_borders(text, key):
    assert key in {m.place_key for m in geoparse(text)}


def test_a_crossing_lies_on_the_border(gaz):
    syria = gaz.footprint("syria").boundary
    for key in ("nasib_crossing", "kassab_crossing", "jarabulus_crossing", "tal_abyad_crossing", "semalka_crossing"):
        place = gaz[key]
        assert distance_m(syria, Point(place.lon, place.lat)) <= place.precision_km * 1000


@pytest.mark.parametrize(
    "text",
    [
        "الرقة الخاضعة لسيطرة قوات سورية الديمقراطية",
        "اشتباكات بين قوات سوريا الديمقراطية (قسد) ومقاتلين من العشائر",
        "قاتل تجمع القلمون الغربي دفاعاً عن التلة",
        "fighters of Hay'et Tahrir al-Sham",
        "The Hay'et Tahrir al-Sham-led rebels advanced",
        "the Jazira Storm campaign went on",
    ],
)
def test_a_group_name_that_embeds_a_place_yields_no_place(text):
    mentions = geoparse(text, include_all=True)
    assert mentions and all(m.role == "organisation" for m in mentions if m.place_key != "raqqa")
    assert all(m.place_key in (None, "raqqa") for m in geoparse(text))


def test_a_place_after_a_group_and_a_preposition_is_a_place():
    assert [m.place_key for m in geoparse("تقدمت قوات النظام في حلب")] == ["aleppo"]
    headline = "Syrian Troops Storm Maarat al-Numan"  # a verb, not an operation's name
    assert [m.place_key for m in geoparse(headline)] == ["maarat_al_numan"]


def test_the_arabic_nisba_adjective_is_no_place():
    mentions = geoparse("قالت الحكومة السورية إن الوفد وصل إلى سورية واللاذقية", include_all=True)
    assert [(m.text, m.role) for m in mentions] == [
        ("السورية", "adjective"),
        ("سورية", "place"),
        ("اللاذقية", "place"),  # the proclitic "و" stays outside the span
    ]


@pytest.mark.parametrize(
    "text, surface, key, rule",
    [
        ("Ras al-Ayn, a city of Hasakah, was encircled.", "Hasakah", "al_hasakah_governorate", "container"),
        ("A village in Idlib was hit.", "Idlib", "idlib_governorate", "container"),
        ("The caliphate fell at Baghouz, in Deir ez-Zor.", "Deir ez-Zor", "deir_ez_zor_governorate", "container"),
        (
            "People in Idlib and southern Aleppo could leave.",
            "southern Aleppo",
            "aleppo_governorate",
            "list of governorates",
        ),
        (
            "اشتباكات حول بلدتي الشحيل وذيبان في الجنوب الشرقي من دير الزور",
            "دير الزور",
            "deir_ez_zor_governorate",
            "direction",
        ),
        ("The city lies in Hasakeh, Syria's northeastern province.", "Hasakeh", "al_hasakah_governorate", "type word"),
        ("Idlib, Syria – With the town taken, the army moved on.", "Idlib", "idlib_city", "dateline"),
        ("It sits on the main road linking Idlib to Aleppo.", "Idlib", "idlib_city", "road"),
        ("Shells fell in the countryside of Hama.", "Hama", "hama_governorate", "countryside"),
        ("Rebels were taken to western rural Aleppo.", "Aleppo", "aleppo_governorate", "countryside"),
        ("They pushed towards the coast of Latakia.", "Latakia", "latakia_governorate", "countryside"),
        # unchanged: the city of a name, a district of the city, the city's quarters, the default sense
        ("Camps stood on the outskirts of Aleppo.", "Aleppo", "aleppo", "default sense"),
        ("The army entered the city of Idlib.", "Idlib", "idlib_city", "type word"),
        ("Shells hit a district of Aleppo.", "Aleppo", "aleppo", "default sense"),
        ("دخل المقاتلون الأحياء الواقعة في الجنوب الغربي من حلب", "حلب", "aleppo", "default sense"),
        ("Fighting went on in Hasakah.", "Hasakah", "al_hasakah", "default sense"),
        ("Buses left Aleppo for Idlib.", "Aleppo", "aleppo", "default sense"),
    ],
)
def test_city_or_governorate_by_the_words_around(text, surface, key, rule):
    found = {m.text: (m.place_key, m.resolved_by) for m in geoparse(text)}
    assert found[surface] == (key, rule)


def test_a_surname_after_a_title_is_a_person_in_the_whole_article():
    text = (
        "At a funeral in Hasaka, YPG spokesman Shiyar Hasakah said the campaign would end. "
        "Hasakah credited the fighters. Later Hasakah province was calm."
    )
    assert [(m.text, m.place_key) for m in geoparse(text)] == [
        ("Hasaka", "al_hasakah"),
        ("Hasakah province", "al_hasakah_governorate"),
    ]
    assert [m.place_key for m in geoparse("Fighting went on in Hasakah.")] == ["al_hasakah"]  # no title: a place


def test_an_organisation_whose_heads_surround_a_place():
    assert geoparse("he told Agence France Presse on Sunday") == []
    assert [m.place_key for m in geoparse("Government Forces Enter Maarat al-Numan")] == ["maarat_al_numan"]
