"""Comparing the figures that several articles give for one topic."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    import pandas

    from ..claims.record import Claim

__all__ = ["agreement", "Agreement"]


def agreement(claims: Iterable[Claim], *, group_of: Callable[[Claim], str] | None = None) -> pandas.DataFrame:
    """Compare the counts that several articles give for one topic.

    Returns a DataFrame: topic, group, unit, values (JSON ``{article: [values]}``), articles,
    verdict (``agree`` when every article gives the same value, ``differ`` otherwise, ``single``
    when only one article reports the topic). ``group_of(claim)`` separates operations that
    share a topic (the Foua/Kafraya convoy from the Aleppo one); by default all share one group.
    """
    table = Agreement()
    for c in claims:
        table.add(c, group_of(c) if group_of and c.kind == "count" and c.value is not None else "")
    return table.frame()


class Agreement:
    """The agreement table built claim by claim; ``values_per_row`` bounds the articles whose values it keeps.

    ``articles`` and ``verdict`` count every article (the claims of an article come one after the
    other), so a bounded table gives the same verdicts as the whole one.
    """

    def __init__(self, values_per_row: int | None = None) -> None:
        self.limit = values_per_row
        self.table: dict[tuple[str, str, str], list] = {}  # key -> [{article: [labels]}, articles, figures, last]

    def add(self, c: Claim, group: str = "") -> None:
        """Add a claim (only counts with a value count) of the operation ``group``."""
        if c.kind != "count" or c.value is None:
            return
        value = _figure(c.value) if c.value_max is None else f"{_figure(c.value)}–{_figure(c.value_max)}"
        label = f"{c.qualifier} {value}" if c.qualifier else value
        entry = self.table.setdefault((c.topic, group, c.unit), [{}, 0, set(), None])
        if c.article != entry[3] and c.article not in entry[0]:
            entry[1] += 1
        entry[3] = c.article
        entry[2].add(_plain(label))
        if c.article in entry[0] or self.limit is None or len(entry[0]) < self.limit:
            labels = entry[0].setdefault(c.article, [])
            if label not in labels:
                labels.append(label)

    def frame(self) -> pandas.DataFrame:
        """The table: topic, group, unit, values (JSON), articles, verdict."""
        import pandas as pd

        rows = []
        for (topic, group, unit), (per_article, count, numbers, _) in sorted(self.table.items()):
            verdict = "single" if count == 1 else "agree" if len(numbers) == 1 else "differ"
            rows.append(
                {
                    "topic": topic,
                    "group": group,
                    "unit": unit,
                    "values": json.dumps(per_article, ensure_ascii=False, sort_keys=True),
                    "articles": count,
                    "verdict": verdict,
                }
            )
        return pd.DataFrame(rows, columns=["topic", "group", "unit", "values", "articles", "verdict"])


def _figure(value: float) -> str:
    """A figure as written, every digit kept: 3000, 1234567, 2.5."""
    return format(value, ".15g")


def _plain(label: str) -> str:
    """The number behind a label: "about 3000" and "3000" are the same figure."""
    return label.split()[-1]
