"""Find place mentions in text and resolve each to a gazetteer place.

Recognise, then resolve:

1. One compiled pattern walks the text once and yields *runs*: capitalised words
   (with the joining words of Arabic names, ``al-``, ``bin``, ``of``, ``for``) or
   Arabic-script words. Proper names of places are capitalised in English, so
   nothing else can hold one. The same pattern notes, in lookaround groups, the
   few words around a run that can change its reading: a direction or an article
   before it ("eastern", "ar-"), "of" or an Arabic word before it, a feature word
   ("province") or a comma and an article after it.
2. Each run is folded with :func:`geo_aleppo.names.fold_spans` and scanned by one
   Aho-Corasick automaton over every folded name, variant, Arabic name and
   demonym of the gazetteer. Matches sit on word boundaries and the longest wins.
   Runs repeat a great deal in news text, so their readings are cached by their
   text; a run with no cue around it costs one lookup and no further Python.
3. Each match is resolved from its context:

   - a chunk that holds an organisation word (Post, Observatory, Red Crescent,
     Union, TV, Front, Jabhat …) is an organisation name: role ``organisation``;
   - a demonym or country adjective (Syrian, Turkish, Russians): role ``adjective``;
   - a name after given names, name markers or titles in the same run ("Mohammad
     Ansari", "Abu Ahmad al-Ansari") is a person's name, and no mention;
   - a name that the gazetteer marks as an ordinary word too (المشهد "the scene") is a
     place only after a type word, before a feature word or in a list of places;
   - a name shared by a place and its container (Idlib city / Idlib governorate)
     takes the type that the context names: "Idlib province", "the province of
     Idlib", "Hama provincial governor" -> governorate; "Idlib, a city in ...",
     "the city of Idlib" -> city. With no such word, a bare name takes the
     place marked ``default_sense`` in the gazetteer (documented there);
   - a capitalised chunk that the gazetteer lacks, in a place pattern ("the town of
     X", "X province", "the X district", "X, a village near ..."), is returned with
     ``place=None`` so that the gap shows.

Offsets are Python ``str`` offsets into the text as given: ``text[m.start:m.end] == m.text``.

A module per concern: :mod:`.words` (the run pattern and the word lists), :mod:`.recogniser`
(the automaton and the per-run cache), :mod:`.sentences`, :mod:`.context` (the words around a
name), :mod:`.resolution` (choosing among candidates), :mod:`.unknown` (names the gazetteer
lacks), :mod:`.reading` (a run in its context), :mod:`.model` (the records: the chunk, the
recogniser protocol, the mention) and :mod:`.parse` (the entry points).
"""

from __future__ import annotations

from .model import Mention
from .parse import geoparse, iter_mentions
from .sentences import sentence_spans

__all__ = ["Mention", "geoparse", "iter_mentions", "sentence_spans"]
