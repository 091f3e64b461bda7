"""An article and its text as data: the record, quotes cut around a mention, dates and characters checked."""

from __future__ import annotations

import datetime
import logging
import os
import re
from dataclasses import dataclass
from pathlib import Path

from ..errors import ArticleError
from ..io.inputs import MAX_CHARS
from ..io.text import printable

__all__ = [
    "Article",
    "quote_window",
    "QUOTE_CHARS",
    "ELLIPSIS",
    "SCENE_MAX_CHARS",
    "NUL_SHOWN_AS",
    "check_date",
    "without_nul",
    "without_surrogates",
    "data_name",
]

log = logging.getLogger("geo_aleppo.corpus")

QUOTE_CHARS = 400  # a quoted context is at most about this long, whatever the length of its sentence
ELLIPSIS = "…"
# Every command holds an article's mentions (and claims) at once: about 25 MB of memory per million
# characters, so this bound (geo_aleppo.io.inputs.MAX_CHARS) keeps one article under 1 GB.
SCENE_MAX_CHARS = MAX_CHARS


@dataclass(frozen=True, slots=True)
class Article:
    """One news report: its text and what is known of where it comes from."""

    id: str
    path: str
    outlet: str | None
    date: str | None
    text: str
    url: str | None = None

    def __repr__(self) -> str:
        return f"Article({self.id!r}, outlet={self.outlet!r}, date={self.date!r}, {len(self.text)} chars)"


def quote_window(
    text: str, start: int, end: int, focus: tuple[int, int] | None = None, *, width: int = QUOTE_CHARS
) -> str:
    """Quote ``text[start:end]``, cut to about ``width`` characters around ``focus``.

    A sentence that fits is quoted whole. A longer one (an article without full stops) is cut
    at word boundaries to a window around ``focus`` (a mention's offsets; default: the start),
    with an ellipsis where text was left out, so that no record grows with its sentence.

    Examples
    --------
    >>> quote_window("one two three four five six", 0, 27, (8, 13), width=18)
    '…two three four…'
    """
    if end - start <= width:
        return text[start:end]
    focus_start, focus_end = focus if focus is not None else (start, start)
    margin = max(0, width - (focus_end - focus_start)) // 2
    low = max(start, min(focus_start - margin, end - width))
    high = min(end, max(low + width, focus_end))
    slack = max(20, width // 10)  # move a cut to the nearest space, so that no word is split
    if low > start and not text[low - 1].isspace():
        space = text.find(" ", low, min(low + slack, focus_start))
        low = space + 1 if space >= 0 else low
    if high < end and not text[high].isspace():
        space = text.rfind(" ", max(high - slack, focus_end), high)
        high = space if space >= 0 else high
    return f"{ELLIPSIS if low > start else ''}{text[low:high].strip()}{ELLIPSIS if high < end else ''}"


FIRST_DATE, LAST_DATE = datetime.date(1900, 1, 1), datetime.date(2100, 12, 31)  # an article's date lies between
NUL_SHOWN_AS = "\u2400"  # ␀: a NUL would cut a string short in GeoPackage and GeoJSON; this one shows it


def check_date(value: str | None, where: object) -> str | None:
    """An article's date as given (``YYYY-MM-DD``), or ArticleError naming ``where``."""
    if value is None:
        return None
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
        raise ArticleError(f"{where}: date {value!r} is not of the form YYYY-MM-DD")
    try:
        day = datetime.date.fromisoformat(value)
    except ValueError:
        raise ArticleError(f"{where}: date {value!r} is not a day of the calendar") from None
    if not FIRST_DATE <= day <= LAST_DATE:
        raise ArticleError(f"{where}: date {value} is out of range ({FIRST_DATE} to {LAST_DATE})")
    return value


def without_nul(value: str | None, where: object, field: str) -> str | None:
    """``value`` with each NUL character replaced by ␀ (same offsets), and a warning that says so."""
    if value is None or "\x00" not in value:
        return value
    log.warning("%s: %s holds %d NUL characters, shown as %s", where, field, value.count("\x00"), NUL_SHOWN_AS)
    return value.replace("\x00", NUL_SHOWN_AS)


_SURROGATE = re.compile("[\ud800-\udfff]")


def without_surrogates(value: object, where: object, field: str) -> None:
    """Refuse a string that holds a lone surrogate: JSON may spell one, and no UTF-8 output can hold it."""
    found = _SURROGATE.search(value) if isinstance(value, str) else None
    if found is not None:
        raise ArticleError(
            f"{where}: '{field}' holds an invalid character (a lone surrogate, "
            f"U+{ord(found.group()):04X}) at offset {found.start()}"
        )


_NAMES_WARNED: set[str] = set()


def data_name(path: Path | str) -> str:
    """A file's name as data (an article's ``path`` and default ``id``): valid Unicode, whatever its bytes.

    A file name that is not UTF-8 reaches Python with its undecodable bytes as lone surrogates
    (PEP 383), which no output can hold: each such byte is shown as U+FFFD, with a warning naming the
    file once. The file itself is read by its real name.
    """
    text = str(path)
    if _SURROGATE.search(text) is None:
        return text
    shown = os.fsencode(text).decode("utf-8", "replace")
    if text not in _NAMES_WARNED:
        _NAMES_WARNED.add(text)
        log.warning(
            "%s: the file name is not UTF-8; its undecodable bytes are shown as U+FFFD (\ufffd) in the outputs",
            printable(text),
        )
    return shown
