"""The confidence of a claim: its rule's precision measured on the calibration part of the development set.

The figures live in ``rules/confidence.toml``, written by ``scripts/calibrate_claims.py`` (never by hand). Each
rule of the rules data has a figure there: its own precision when it read at least ``minimum`` claims on the
calibration part, else its family's, else its kind's (the file says which). A claim whose reader has no rule
(counts, distances, readers not yet written as rules) takes its kind's figure in its language. A kind that the
claims gold does not score (incident) has no figure: its claims keep ``confidence`` None.

The file also holds the drawing threshold: the lowest confidence at which the kept claims of the development set
have precision >= 0.90. The file is read once per process.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources

from ..errors import GazetteerDataError
from .record import Claim

__all__ = ["Confidences", "confidences", "with_confidence", "rule_key", "text_language", "threshold"]

_FILE = "confidence.toml"
_LANG = re.compile(r"\bLANG:\s*(\w+)")
_ARABIC = re.compile(r"[\u0600-\u06ff]")
_LATIN = re.compile(r"[A-Za-z]")


@dataclass(frozen=True, slots=True)
class Confidences:
    """The measured figures: by rule key (``lang.kind.name``) and by ``lang.kind``, and the threshold."""

    rules: dict[str, float]
    kinds: dict[str, float]
    threshold: float

    def of(self, claim: Claim, language: str) -> float | None:
        """The confidence of ``claim`` read in an article of ``language``: its rule's, else its kind's."""
        if claim.rule is not None:
            found = self.rules.get(rule_key(claim.kind, claim.rule, language))
            if found is not None:
                return found
        return self.kinds.get(f"{rule_language(claim.rule, language)}.{claim.kind}")


def text_language(text: str) -> str:
    """The language of an article: its ``LANG:`` header, else Arabic when Arabic letters outnumber Latin ones."""
    header = _LANG.search(text[:400])
    if header:
        return header.group(1).lower()
    return "ar" if len(_ARABIC.findall(text)) > len(_LATIN.findall(text)) else "en"


def rule_language(rule: str | None, language: str) -> str:
    """The language a claim's rule reads: the prefix of its name (``ar.``), else the article's."""
    if rule is not None and "." in rule:
        prefix = rule.split(".", 1)[0]
        if prefix in ("ar", "en"):
            return prefix
    return language


def rule_key(kind: str, rule: str, language: str) -> str:
    """The key of a rule in the figures: ``lang.kind.name`` (a name's ``ar.`` or ``en.`` prefix is its language)."""
    lang = rule_language(rule, language)
    name = rule.split(".", 1)[1] if rule.startswith(f"{lang}.") else rule
    return f"{lang}.{kind}.{name}"


@cache
def confidences() -> Confidences:
    """The figures of ``rules/confidence.toml`` (read once)."""
    path = resources.files(__package__).joinpath("rules", _FILE)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        return Confidences(
            rules={key: float(row["confidence"]) for key, row in data["rules"].items()},
            kinds={key: float(row["confidence"]) for key, row in data["kinds"].items()},
            threshold=float(data["threshold"]),
        )
    except (OSError, KeyError, TypeError, ValueError, tomllib.TOMLDecodeError) as exc:
        raise GazetteerDataError(f"claims confidence file {_FILE}: {exc}") from None


def threshold() -> float:
    """The confidence a claim needs to be drawn by default (precision >= 0.90 on the development set)."""
    return confidences().threshold


def with_confidence(claims: Iterable[Claim], language: str) -> list[Claim]:
    """The claims of an article of ``language``, each with the confidence of its rule (or kind)."""
    figures = confidences()
    return [replace(c, confidence=figures.of(c, language)) for c in claims]
