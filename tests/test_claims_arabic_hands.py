"""Arabic control told as a change of hands in the past, a share held, and a holding after a comma."""
import pytest

import geo_aleppo as ga
from geo_aleppo.corpus import Article

GAZETTEER = ga.load_gazetteer()


def _control(text):
    article = Article(id="a", path="a.txt", outlet="Test", date="2018-03-29", text=text)
    return sorted(
        (c.place_key, c.actor, c.status)
        for c in ga.extract_claims(article, gazetteer=GAZETTEER)
        if c.kind == "control"
    )


@pytest.mark.parametrize(
    "text, expected",
    [
        ("دخلت قوات النظام مدينة داريا بعد خروج المقاتلين.", [("darayya", "government", "held")]),
        ("واقتحم مقاتلو المعارضة بلدة مورك فجر اليوم.", [("gn_166640", "opposition", "held")]),
        ("خلت مدينة داريا من سكانها، بعدما دخلتها قوات النظام عقب الاتفاق.", [("darayya", "government", "held")]),
        ("وكانت بلدة مضايا محاصرة، ثم استعادها الجيش السوري بعد الاتفاق.",
         [("madaya", "government", "held"), ("madaya", "unknown", "besieged")]),
        ("تسيطر المعارضة على 60 في المئة من مدينة درعا.", [("daraa", "opposition", "held")]),
        ("انتشرت قوات النظام في الغوطة الشرقية، بعدما أصبحت تسيطر على ما يزيد عن تسعين في المئة منها.",
         [("eastern_ghouta", "government", "held")]),
        (
            "غادرت الحافلات باتجاه إدلب، الخاضعة لسيطرة المعارضة قرب الحدود.",
            [("idlib_governorate", "opposition", "held")],
        ),
    ],
)
def test_arabic_changes_of_hands_and_shares(text, expected):
    assert _control(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "دخلت الحافلات إلى مدينة داريا صباحا.",  # vehicles are no side
        "دخل وفد الأمم المتحدة مدينة دوما أمس.",  # nor a delegation
        "ستدخل قوات النظام مدينة دوما بعد خروج المقاتلين.",  # future: not done
        "لم تدخل قوات النظام مدينة دوما.",  # negated
        "وصلت الحافلات إلى حلب ثم دخلها وفد الهلال الأحمر.",  # entered by no side
        "ارتفعت الأسعار 60 في المئة في مدينة درعا.",  # a share of no holding
    ],
)
def test_arabic_entering_without_a_side_or_not_done_is_no_holding(text):
    assert _control(text) == []
