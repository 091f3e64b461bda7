"""A malformed vocabulary entry is a one-line VocabularyError naming the entry, not a TypeError."""

import pytest

from geo_aleppo import errors
from geo_aleppo.vocab import arabic_lexicon


def test_a_verb_entry_the_generator_refuses_is_named_in_one_line(monkeypatch):
    def refuse(entry):
        raise ValueError("no such pattern")

    monkeypatch.setattr(arabic_lexicon, "forms", refuse)
    with pytest.raises(errors.VocabularyError) as caught:
        arabic_lexicon.frame_forms.__wrapped__()
    message = str(caught.value)
    assert "\n" not in message and "entry" in message and "no such pattern" in message
    assert isinstance(caught.value, ValueError) and isinstance(caught.value, errors.GeoAleppoError)
