"""The claims package: one record, local time from the article's date, unknown sides, bad input."""

import datetime as dt
import typing

import pytest

import geo_aleppo as ga
from geo_aleppo.claims import CLAIM_COLUMNS, Claim, extract_claims
from geo_aleppo.claims.times import read_times, syria_utc_offset
from geo_aleppo.corpus import Article


def article(text, date="2016-12-15"):
    return Article(id="t", path="t.txt", outlet="Test", date=date, text=text)


def test_claim_columns_stay_what_users_read():
    for column in (
        "kind",
        "place_key",
        "actor",
        "status",
        "scope",
        "value",
        "unit",
        "topic",
        "article",
        "start",
        "end",
        "quote",
        "time_utc",
    ):
        assert column in CLAIM_COLUMNS
    kinds = typing.get_args(typing.get_type_hints(Claim)["kind"])
    assert set(kinds) == {"control", "route", "distance", "count", "incident"}


def test_agreement_has_its_own_module():
    from geo_aleppo.scene.agreement import agreement

    assert ga.agreement is agreement


@pytest.mark.parametrize(
    "day, hours",
    [
        ("2016-12-15", 2),  # winter before 2022
        ("2016-07-01", 3),  # summer before 2022
        ("2021-01-10", 2),
        ("2022-12-01", 3),  # all year since October 2022
        ("2024-01-15", 3),
    ],
)
def test_syrian_offset_follows_the_date(day, hours):
    assert syria_utc_offset(dt.date.fromisoformat(day)) == hours


def test_fallback_rule_agrees_with_the_tz_database(monkeypatch):
    from geo_aleppo.claims import times

    days = [dt.date(2016, 12, 15), dt.date(2016, 7, 1), dt.date(2019, 5, 5), dt.date(2023, 2, 1)]
    with_zone = [times.syria_utc_offset.__wrapped__(d) for d in days]
    monkeypatch.setattr(times, "_zone", lambda: None)
    assert [times.syria_utc_offset.__wrapped__(d) for d in days] == with_zone


@pytest.mark.parametrize(
    "date, utc",
    [
        ("2016-12-15", "2016-12-15T12:30:00Z"),
        ("2017-07-06", "2017-07-06T11:30:00Z"),
        ("2023-01-12", "2023-01-12T11:30:00Z"),
    ],
)
def test_local_clock_time_in_utc_by_the_date(date, utc):
    assert read_times("The convoy arrived at 2:30 pm.", date)[1] == utc


def test_a_time_given_in_utc_wins_and_an_early_local_time_falls_on_the_day_before():
    assert read_times("It began at 2:30 pm (1130 GMT).", "2017-07-06")[1] == "2017-07-06T11:30:00Z"
    assert read_times("Shelling started at 1 am.", "2016-12-15")[1] == "2016-12-14T23:00:00Z"


def test_unknown_holder_is_never_a_control_fact_on_the_map():
    text = "Shelling hit the besieged district of Sheikh Saeed on Monday, residents said."
    claims = extract_claims(article(text))
    assert [(c.place_key, c.actor, c.status) for c in claims if c.kind == "control"] == [
        ("sheikh_saeed", "unknown", "besieged")
    ]
    scene = ga.build_scene([article(text)])
    for column in ("supporting", "contradicting"):
        assert all(e["place_key"] != "sheikh_saeed" for cell in scene.control_areas[column] for e in cell)
    assert list(scene.claims.loc[scene.claims.kind == "control", "area_verdict"]) == [""]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   \n\n  ",
        "3,000 4,000 12 1 2016 7.5 -- 99",
        "1" * 200_000,
    ],
    ids=["empty", "blank", "numbers", "digits"],
)
def test_bad_input_gives_claims_or_none(text):
    claims = extract_claims(article(text))
    assert all(text[c.start : c.end] == c.quote for c in claims)


@pytest.mark.parametrize(
    "text",
    [
        "Buses left at 10:30 GMT on Thursday", "at 5 p.m. local time", "shortly after noon", "the pre-dawn raid",
        "OVERNIGHT shelling", "earlier in the day", "at 9AM", "İN THE EARLİER İN THE DAY", "no time here at all",
    ],
)
def test_read_times_word_gate_reads_what_the_pattern_reads(text):
    """read_times skips a sentence with no word a time holds; where one is, it reads as the pattern does."""
    from geo_aleppo.claims import times

    expected = "; ".join(m.group().strip(" ()") for m in times._TIME.finditer(text)) or None
    assert times.read_times(text, "2016-12-15")[0] == expected
