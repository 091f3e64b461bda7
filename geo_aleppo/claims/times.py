"""Times that a sentence reports, and the local time of Syria on the article's date.

Syria kept UTC+2 in winter and UTC+3 in summer until October 2022, and UTC+3 all year since.
The offset comes from the tz database ("Asia/Damascus") when the installed copy knows the 2022
change; an older copy falls back to the same rule written out here.
"""

from __future__ import annotations

import datetime as dt
import functools
import logging
import re
import zoneinfo

__all__ = ["syria_utc_offset", "read_times", "TIME_CUE"]

log = logging.getLogger(__name__)

_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_TIME = re.compile(
    r"(?P<gmt>\(?(?P<gh>\d{1,2}):?(?P<gm>\d{2})\s*(?:GMT|UTC)\)?)|"
    r"(?P<clock>\b(?P<h>\d{1,2})(?::(?P<m>\d{2}))?\s*(?P<ampm>am|pm|a\.m\.|p\.m\.)(?!\w)"
    r"(?P<et>\s*ET)?(?P<local>\s+local time)?)|"
    r"(?P<noon>(?:shortly (?:after|before) )?noon(?: local time)?)|"
    r"(?P<day>\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b(?:\s+(?:morning|afternoon|evening|night))?)|"
    r"(?P<part>\b(?:overnight|dawn|pre-dawn|earlier (?:on|in) the day)\b)",
    re.IGNORECASE,
)
TIME_CUE = _TIME
# one of which every match of _TIME holds, lowercased ("am" also in "a.m."; "day" in every weekday and "the day")
_TIME_WORDS = ("gmt", "utc", "am", "pm", "a.m", "p.m", "noon", "day", "overnight", "dawn")
_ALL_YEAR_SUMMER = dt.date(2022, 10, 28)  # Syria stopped turning its clocks back


@functools.cache
def _zone() -> zoneinfo.ZoneInfo | None:
    try:
        zone = zoneinfo.ZoneInfo("Asia/Damascus")
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        return None
    probe = dt.datetime(2024, 1, 15, 12, tzinfo=zone).utcoffset()
    if probe != dt.timedelta(hours=3):  # a tz database older than the 2022 change
        log.debug("tz database lacks Syria's 2022 change; using the written-out rule")
        return None
    return zone


def _last_friday(year: int, month: int) -> dt.date:
    day = dt.date(year, month + 1, 1) - dt.timedelta(days=1)
    return day - dt.timedelta(days=(day.weekday() - 4) % 7)


@functools.cache
def syria_utc_offset(day: dt.date) -> int:
    """Hours that Syrian local time is ahead of UTC on ``day`` (at noon).

    Parameters
    ----------
    day : datetime.date
        The date.

    Returns
    -------
    int
        2 or 3.

    Examples
    --------
    >>> syria_utc_offset(dt.date(2016, 12, 15)), syria_utc_offset(dt.date(2017, 7, 2))
    (2, 3)
    >>> syria_utc_offset(dt.date(2024, 1, 15))
    3
    """
    zone = _zone()
    if zone is not None:
        offset = dt.datetime(day.year, day.month, day.day, 12, tzinfo=zone).utcoffset()
        return int(offset.total_seconds() // 3600) if offset is not None else 2
    if day >= _ALL_YEAR_SUMMER:
        return 3
    return 3 if _last_friday(day.year, 3) <= day < _last_friday(day.year, 10) else 2


def _date(text: str | None) -> dt.date | None:
    try:
        return dt.date.fromisoformat(text) if text else None
    except ValueError:
        return None


def read_times(sentence: str, article_date: str | None) -> tuple[str | None, str | None]:
    """The times a sentence reports, as written and (where possible) in UTC.

    Parameters
    ----------
    sentence : str
        The sentence.
    article_date : str or None
        The article's date (ISO); a weekday is the nearest such day to it.

    Returns
    -------
    tuple of (str or None, str or None)
        The times as written ("; "-joined) and the moment in UTC: ISO date-time, or a date when
        the sentence gives no clock time.
    """
    low = sentence.lower()
    if not any(word in low for word in _TIME_WORDS) and not any(fix in sentence for fix in "İıſ"):
        return None, None  # no word that a time holds: not scanned
    found = list(_TIME.finditer(sentence))
    if not found:
        return None, None
    reported = "; ".join(m.group().strip(" ()") for m in found)
    base = _date(article_date)
    day: dt.date | None = None
    hour = minute = None
    local = False
    for m in found:
        if m.group("day") and base and day is None:  # the first weekday named is the event's
            weekday = _WEEKDAYS.index(m.group("day").split()[0].lower())
            back = (base.weekday() - weekday) % 7  # the nearest such day, up to three days before the date
            day = base - dt.timedelta(days=back) if back <= 3 else base + dt.timedelta(days=7 - back)
        elif m.group("gmt") and (hour is None or local):  # a time given in UTC wins over a local one
            hour, minute, local = int(m.group("gh")), int(m.group("gm")), False
        elif m.group("clock") and hour is None and not m.group("et"):
            afternoon = 12 if m.group("ampm").lower().startswith("p") else 0
            hour, minute, local = int(m.group("h")) % 12 + afternoon, int(m.group("m") or 0), True
        elif m.group("noon") and hour is None:
            hour, minute, local = 12, 0, True
    day = day or base
    if day is None:
        return reported, None
    if hour is None or hour > 23 or (minute or 0) > 59:
        return reported, day.isoformat()
    moment = dt.datetime(day.year, day.month, day.day, hour, minute or 0)
    if local:  # a local clock time of the evening before may fall on the day before in UTC
        moment -= dt.timedelta(hours=syria_utc_offset(day))
    return reported, moment.strftime("%Y-%m-%dT%H:%M:00Z")
