"""Text for people and spreadsheets: printable names for a terminal line, CSV cells that never run."""

from __future__ import annotations

import csv
import re
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import IO, Any

__all__ = ["printable", "csv_safe", "write_csv", "csv_rows", "dict_writer"]

# --- text shown to a person --------------------------------------------------------------
# Every character of the Unicode categories Cc (C0, DEL, C1), Cf (format: bidi embeddings, overrides,
# isolates and marks incl. U+061C, zero-width characters, U+FEFF, soft hyphen, tags), Cs (lone
# surrogates, which no terminal can print) and Zl/Zp (line and paragraph separators), as of Unicode 15.
_CONTROL = re.compile(
    "[\x00-\x1f\x7f-\x9f\xad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e"
    "\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ud800-\udfff\ufeff\ufff9-\ufffb"
    "\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a"
    "\U000e0001\U000e0020-\U000e007f]"
)


def _escape(match: re.Match) -> str:
    char = match.group()
    code = ord(char)
    return {"\n": "\\n", "\r": "\\r", "\t": "\\t"}.get(char) or (
        f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"
    )


def printable(value: object) -> str:
    r"""``str(value)`` as one safe piece of a terminal line: the one escaping of human-readable output.

    Control and format characters (C0, C1, bidi embeddings, overrides and isolates, U+061C,
    zero-width characters, U+FEFF, line separators) and lone surrogates are shown as escapes, so a
    name can neither drive the terminal nor reorder the text around it. Everything else (Arabic
    included) is left as it is. Data written as data (``--json``, ``-o``, files) never goes
    through this.

    >>> printable("a\nb\x1b[31m.txt\u202e")
    'a\\nb\\x1b[31m.txt\\u202e'
    """
    return _CONTROL.sub(_escape, str(value))


# --- CSV ----------------------------------------------------------------------------------
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_PLAIN_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")


def csv_safe(value: Any) -> Any:
    """A text cell that a spreadsheet would read as a formula gets a leading apostrophe (OWASP).

    Numbers are left alone, also written as text (an id ``"-5"``, ``"+7"``: a spreadsheet reads
    them as the number they are, and the other tables hold them unchanged, so joins still match);
    only other strings that begin with ``= + - @``, a TAB or a CR change.

    >>> csv_safe("=HYPERLINK(1)"), csv_safe("-5 km"), csv_safe(-5), csv_safe("-5"), csv_safe("Aleppo")
    ("'=HYPERLINK(1)", "'-5 km", -5, '-5', 'Aleppo')
    """
    if isinstance(value, str) and value.startswith(_FORMULA_START) and not _PLAIN_NUMBER.fullmatch(value):
        return "'" + value
    return value


def write_csv(frame, handle_or_path: IO | str | Path) -> None:
    """Write a DataFrame as CSV (UTF-8), every text cell through :func:`csv_safe`.

    Rows end in CRLF (RFC 4180): the csv module then quotes a cell that holds a CR or an LF,
    which with bare LF line ends it leaves unquoted, so that a CR would cut the row.
    """
    from pandas.api.types import is_bool_dtype, is_datetime64_any_dtype, is_numeric_dtype

    safe = frame.copy()
    for column in safe.columns:
        values = safe[column]
        if not (is_numeric_dtype(values) or is_bool_dtype(values) or is_datetime64_any_dtype(values)):
            safe[column] = values.map(csv_safe, na_action="ignore")
    safe.to_csv(handle_or_path, index=False, lineterminator="\r\n")


def csv_rows(rows: Iterable[dict]) -> Iterator[dict]:
    """The rows of a ``csv.DictWriter`` with every text cell through :func:`csv_safe`."""
    for row in rows:
        yield {k: csv_safe(v) for k, v in row.items()}


def dict_writer(handle: IO, fieldnames: Sequence[str]) -> csv.DictWriter:
    """A ``csv.DictWriter`` with the project's line ends (CRLF, see :func:`write_csv`)."""
    return csv.DictWriter(handle, fieldnames=list(fieldnames), lineterminator="\r\n")
