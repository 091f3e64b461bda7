"""Comparing the figures that several articles give for one topic."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    import pandas

    from .claims.record import Claim

__all__ = ["agreement"]


def agreement(claims: Iterable[Claim], *, group_of: Callable[[Claim], str] | None = None) -> pandas.DataFrame:
    """Compare the counts that several articles give for one topic.

    Returns a DataFrame: topic, group, unit, values (JSON ``{article: [values]}``), articles,
    verdict (``agree`` when every article gives the same value, ``differ`` otherwise, ``single``
    when only one article reports the topic). ``group_of(claim)`` separates operations that
    share a topic (the Foua/Kafraya convoy from the Aleppo one); by default all share one group.
    """
    import pandas as pd

    table: dict[tuple[str, str, str], dict[str, list]] = {}
    for c in claims:
        if c.kind != "count" or c.value is None:
            continue
        group = group_of(c) if group_of else ""
        value = _figure(c.value) if c.value_max is None else f"{_figure(c.value)}–{_figure(c.value_max)}"
        label = f"{c.qualifier} {value}" if c.qualifier else value
        entry = table.setdefault((c.topic, group, c.unit), {})
        entry.setdefault(c.article, [])
        if label not in entry[c.article]:
            entry[c.article].append(label)
    rows = []
    for (topic, group, unit), per_article in sorted(table.items()):
        numbers = {_plain(v) for values in per_article.values() for v in values}
        verdict = "single" if len(per_article) == 1 else "agree" if len(numbers) == 1 else "differ"
        rows.append(
            {
                "topic": topic,
                "group": group,
                "unit": unit,
                "values": json.dumps(per_article, ensure_ascii=False, sort_keys=True),
                "articles": len(per_article),
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
