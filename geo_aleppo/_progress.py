"""Progress of a long run: a tqdm bar on a terminal, and INFO lines in the log.

A short run stays quiet: the bar shows only when stderr is a terminal (or when asked for), and
the log says what was done only when logging is turned on (``geo-aleppo -v``).
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterable, Iterator
from typing import TypeVar

T = TypeVar("T")

log = logging.getLogger("geo_aleppo")


def track(
    items: Iterable[T], *, desc: str, total: int | None = None, unit: str = "article", enabled: bool | None = None
) -> Iterator[T]:
    """Yield ``items`` unchanged, with a progress bar and a closing INFO line.

    Parameters
    ----------
    items
        What to go through.
    desc
        The step's name, shown before the bar and in the log (``"scene"``, ``"geoparse"``).
    total
        The number of items, for the bar's ETA; ``len(items)`` when it has one.
    unit
        What one item is.
    enabled
        Show the bar; ``None``: only when stderr is a terminal.
    """
    from tqdm.auto import tqdm

    if total is None and hasattr(items, "__len__"):
        total = len(items)  # type: ignore[arg-type]
    show = sys.stderr.isatty() if enabled is None else enabled
    count = 0
    with tqdm(items, desc=desc, total=total, unit=unit, disable=not show, file=sys.stderr, leave=False) as bar:
        for item in bar:
            count += 1
            yield item
    log.info("%s: %d %s%s", desc, count, unit, "" if count == 1 else "s")
