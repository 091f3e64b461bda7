"""One exception hierarchy; each error is also the builtin a caller would expect."""

from __future__ import annotations

__all__ = [
    "GeoAleppoError",
    "PlaceNotFound",
    "AmbiguousPlace",
    "GazetteerDataError",
    "VocabularyError",
    "ArticleError",
    "OutputError",
    "MissingDependency",
    "EngineError",
]


class GeoAleppoError(Exception):
    """Base class: a user-facing error whose message fits on one line."""


class PlaceNotFound(GeoAleppoError, KeyError):
    """No place has this key or name."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else ""


class AmbiguousPlace(GeoAleppoError, LookupError):
    """A name belongs to several places; ``candidates`` lists them, best first."""

    def __init__(self, message: str, candidates: tuple = ()):
        super().__init__(message)
        self.candidates = tuple(candidates)


class GazetteerDataError(GeoAleppoError, ValueError):
    """A gazetteer file is malformed; the message names the file, the key and the field."""

    def __init__(self, path: object, key: object, field: object, problem: str):
        self.path, self.key, self.field, self.problem = str(path), key, field, problem
        super().__init__(f"{self.path}: record {key!r}, field {field!r}: {problem}")


class VocabularyError(GeoAleppoError, ValueError):
    """A vocabulary or rules data file (``vocab/data``, ``claims/rules``) is malformed; the message names the file."""


class ArticleError(GeoAleppoError, ValueError):
    """An article file or archive cannot be read."""


class OutputError(GeoAleppoError, OSError):
    """An output file cannot be written."""


class MissingDependency(GeoAleppoError, ImportError):
    """An optional part needs a package that is not installed; the message names the extra."""


class EngineError(GeoAleppoError, ValueError):
    """``parse_corpus`` was asked for an engine it does not have, or an option its engine lacks."""
