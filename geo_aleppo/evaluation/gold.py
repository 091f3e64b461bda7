"""Reading a gold file: JSON Lines, one record a line, a bad line named in one line."""

from __future__ import annotations

import json
from pathlib import Path

from ..errors import ArticleError
from ..io import printable

__all__ = ["gold_lines"]


def gold_lines(path: str | Path, what: str, record: str) -> list[tuple[str, object]]:
    """(where, value) of each non-blank line of a UTF-8 JSON Lines gold file.

    ``where`` names the file and line for an error; a file that cannot be read, is not UTF-8 or has
    a line that is not JSON raises :class:`ArticleError` in one line naming ``what`` or ``record``.
    """
    try:
        with open(path, encoding="utf-8") as handle:
            lines = list(enumerate(handle, 1))
    except OSError as exc:
        raise ArticleError(f"{printable(str(path))}: cannot read the {what} ({exc.strerror})") from None
    except UnicodeDecodeError as exc:
        raise ArticleError(f"{printable(str(path))}: the {what} is not UTF-8 (byte offset {exc.start})") from None
    rows = []
    for number, line in lines:
        if not line.strip():
            continue
        where = f"{printable(str(path))}, line {number}"
        try:
            rows.append((where, json.loads(line)))
        except (ValueError, RecursionError) as exc:
            raise ArticleError(f"{where}: not a {record} ({exc})") from None
    return rows
