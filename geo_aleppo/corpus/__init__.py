"""Reading articles: the bundled seeds, the user's files, folders, globs and JSON Lines archives.

- :mod:`~geo_aleppo.corpus.article`: :class:`Article`, quotes cut around a mention
  (:func:`quote_window`), dates and characters checked.
- :mod:`~geo_aleppo.corpus.files`: files, folders, globs, archives and their manifest
  (:func:`load_corpus`, :func:`iter_articles`).

Offsets are Python ``str`` offsets into the text as decoded: a UTF-8 byte-order mark is dropped
and line ends are kept exactly as they are in the file, so an offset found here points at the
same character in any editor.
"""

from __future__ import annotations

from .article import (
    ELLIPSIS,
    NUL_SHOWN_AS,
    QUOTE_CHARS,
    SCENE_MAX_CHARS,
    Article,
    check_date,
    data_name,
    quote_window,
    without_nul,
    without_surrogates,
)
from .files import (
    ARCHIVE_SUFFIXES,
    MANIFEST,
    TEXT_SUFFIXES,
    archive_article,
    check_length,
    decode,
    expand_paths,
    folder_files,
    input_files,
    is_archive,
    iter_articles,
    line_too_long,
    load_corpus,
    read_manifest,
    text_article,
)

__all__ = [
    "Article",
    "load_corpus",
    "iter_articles",
    "read_manifest",
    "quote_window",
    "QUOTE_CHARS",
    "SCENE_MAX_CHARS",
    "ELLIPSIS",
    "NUL_SHOWN_AS",
    "TEXT_SUFFIXES",
    "ARCHIVE_SUFFIXES",
    "MANIFEST",
    "archive_article",
    "check_date",
    "check_length",
    "data_name",
    "decode",
    "expand_paths",
    "folder_files",
    "input_files",
    "is_archive",
    "line_too_long",
    "text_article",
    "without_nul",
    "without_surrogates",
]
