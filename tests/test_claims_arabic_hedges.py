"""Arabic control: a hedge ("قد" before an imperfect verb, "ربما") or a denial of a taking named by its noun states no
holding; a "قد" before a perfect verb (has taken) and a confirmed taking do. Sentences written for the test.
"""

import pytest

from geo_aleppo.claims import extract_claims
from geo_aleppo.corpus import Article


def control_of(text):
    claims = extract_claims(Article(id="t", path="t.txt", outlet="Test", date="2020-01-20", text=text))
    return {(c.place_key, c.actor, c.status) for c in claims if c.kind == "control"}


@pytest.mark.parametrize(
    "text, expected",
    [
        # a hedge: no holding
        ("قد تسيطر قوات النظام على إدلب خلال أسابيع", set()),
        ("ويقول محللون إن القوات قد تسيطر على سراقب قريبا", set()),
        ("ربما تحاصر قوات النظام مدينة دوما قريبا", set()),
        ("من المرجح أن تسيطر قوات النظام على سراقب", set()),
        # a denied taking, named by its noun
        ("نفت المعارضة سيطرة الجيش على مدينة سراقب", set()),
        ("نفت مصادر معارضة سيطرة قوات النظام على بلدة كفرنبل", set()),
        ("ونفى مصدر عسكري دخول فصائل المعارضة إلى بلدة سراقب", set()),
        # ... and the holdings that look alike
        ("قد سيطرت قوات النظام على سراقب", {("saraqib", "government", "held")}),
        ("وقد تمكنت قوات النظام من السيطرة على سراقب", {("saraqib", "government", "held")}),
        ("أكدت المعارضة سيطرة الجيش على مدينة سراقب", {("saraqib", "government", "held")}),
        ("تسيطر قوات النظام على سراقب منذ أسابيع", {("saraqib", "government", "held")}),
    ],
)
def test_hedge_or_denial_states_no_holding(text, expected):
    assert control_of(text) == expected
