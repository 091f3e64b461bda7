"""Routes: lists announced by a colon, names no gazetteer holds, and Arabic wordings (a hedged number between
the verb and the place, a verbal noun with its pronoun, a time zone, a direction that locates an unnamed place)."""
import pytest

import geo_aleppo as ga
from geo_aleppo.corpus import Article

GAZETTEER = ga.load_gazetteer()


def _routes(text):
    article = Article(id="a", path="a.txt", outlet="Test", date="2017-04-08", text=text)
    return sorted(
        (c.place_key or f"-{c.place_text}", c.role)
        for c in ga.extract_claims(article, gazetteer=GAZETTEER)
        if c.kind == "route"
    )


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "Fighters who leave the district will go to one of three rebel-held areas: the town of Jarablus, "
            "al-Bab or Idlib province.",
            [("al_bab", "destination"), ("idlib_governorate", "destination"), ("jarabulus", "destination")],
        ),
        ("The buses left from two districts: Sukkari and Ansari.", [("al_ansari", "origin"), ("al_sukkari", "origin")]),
        ("From Ramouseh, the buses went to Idlib and Saraqib.",
         [("idlib_governorate", "destination"), ("ramouseh", "origin"), ("saraqib", "destination")]),
        ("Rebels and residents evacuated from the Waer district of Homs reached Jarablus.",  # al-Waer: OCHA N0246
         [("jarabulus", "destination"), ("ocha_n0246", "origin")]),
        pytest.param("غادرت نحو مئة حافلة معبر عربين فجر أمس باتجاه إدلب.",
                     [("arbin", "origin"), ("idlib_governorate", "destination")],
                     marks=pytest.mark.xfail(strict=True, reason="the Arabic token route rules do not yet read the "
                                             "direct object of a verb of leaving as its origin (issue 22)")),
        ("أطلقت الحركة 13 أسيرا قبل مغادرتها حرستا.", [("gn_169897", "origin")]),
        ("توجهت الحافلات إلى شمال سوريا.", [("-None", "destination")]),  # a part of the country, without a key
        ("غادرت الحافلات نحو الشمال السوري.", [("-None", "destination")]),
        # the town west of al-Kiswah (OCHA's Harjalah) is the destination, al-Kiswah only locates it
        ("خرجت حافلات تقل نحو 500 مدني متوجهة إلى بلدة حرجلة غربي مدينة الكسوة.", [("ocha_c2272", "destination")]),
        ("خرجت الحافلات من دمشق إلى إدلب مروراً بحماة.",
         [("damascus", "origin"), ("hama_city", "via"), ("idlib_governorate", "destination")]),
    ],
)
def test_route_wordings(text, expected):
    assert _routes(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Officials named two areas: Douma and Harasta, both under siege.",  # no movement
        "بلغت القافلة المنطقة قرابة السادسة صباحاً بتوقيت سوريا.",  # a time zone
        "وقع القصف في الشمال السوري.",  # no movement
    ],
)
def test_no_route_point(text):
    assert _routes(text) == []
