"""The days a curated area or corridor speaks for: its ``as_of`` ± its ``window_days`` (7 unless it says).

A report dated outside that window is about another time: it neither supports nor contradicts the
area, and its lengths are not the corridor's. A report with no date is in no window.
"""

from __future__ import annotations

import datetime as dt
import numbers
from typing import Any

__all__ = ["WINDOW_DAYS", "window_days", "in_window"]

#: The window of a curated record that gives none: a week either side of its ``as_of``.
WINDOW_DAYS = 7


def _day(value: Any) -> dt.date | None:
    if value is None:
        return None
    try:
        return dt.date.fromisoformat(str(value).strip()[:10])
    except ValueError:
        return None


def window_days(row: Any, default: int = WINDOW_DAYS) -> int:
    """A curated row's window in days: its own ``window_days`` (a whole number >= 0), else ``default``."""
    days = row.get("window_days") if hasattr(row, "get") else None
    if isinstance(days, bool) or not isinstance(days, numbers.Real) or days != days or days < 0:
        return default
    return int(days)


def in_window(date: Any, row: Any, default: int = WINDOW_DAYS) -> bool:
    """Whether ``date`` (an ISO date, or a datetime's day) lies within ``row``'s ``as_of`` ± its window.

    >>> in_window("2016-12-20", {"as_of": "2016-12-15"}), in_window("2024-12-01", {"as_of": "2016-12-15"})
    (True, False)
    >>> in_window("2016-12-30", {"as_of": "2016-12-15", "window_days": 15}), in_window(None, {"as_of": "2016-12-15"})
    (True, False)
    """
    day, as_of = _day(date), _day(row.get("as_of") if hasattr(row, "get") else None)
    return day is not None and as_of is not None and abs((day - as_of).days) <= window_days(row, default)
