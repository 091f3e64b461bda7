"""Armed groups named after a place: "the Rijal al-Karamah factions", "the Fursan al-Haq brigade".

A capitalised run after "the" whose first words are no name in the gazetteer, and no direction,
article, function word or place-name head word ("Deir", "Tal", "Jabal"), and that goes on with a
place name, is the name of a group when a lower-case group noun follows it directly ("factions", "brigade", "militia",
"battalion", "movement", "group") and one of its own words is a transliterated word of armed groups' names
("Liwa", "Jaish", "Rijal", "Fursan", "Ahrar", "Shuhada"): the place name is part of the group's name, not a
place. A run that begins with the place name ("the Daraa factions", "the Eastern Ghouta factions") names the
factions of a place, and so does one whose own words only describe them ("the Druze Sweida factions", "the
Islamist Idlib factions": a sect, a people or a creed is no word of a name); both are read as usual.
"""

from __future__ import annotations

import re

from ..names import fold
from .people import _PLACE_HEADS
from .words import _DIRECTION_TOKENS, _FUNCTION_WORDS, _ORG_FIRST

# Transliterated Arabic words that armed groups' names are made of (folded): "Liwa", "Jaish", "Rijal al-Karamah",
# "Fursan al-Haq", "Ahrar al-Sham", "Shuhada al-Yarmouk", "Ahfad al-Rasoul", "Usud al-Sharqiya".
_GROUP_WORDS = _ORG_FIRST | frozenset(
    fold(w)
    for w in """rijal fursan shuhada shohada ahfad usud osoud thuwar thuwwar katibat katiba saraya alwiya alwiyat
    quwat mujahidi mujahideen mujahidin ghuraba junud muhajirin""".split()
)

_GROUP_NOUN_AFTER = re.compile(r"[ \t](?:factions?|brigades?|militias?|battalions?|movement|group)(?![^\W_])")


def _is_group(chunk, text: str, run) -> bool:
    """Whether a run of two words or more before a group noun is a group's name ("Rijal al-Karamah factions").

    ``chunk`` is the run's :class:`~.model.Chunk`.
    """
    end = run.end()
    if text[end : end + 1] not in (" ", "\t") or text[end + 1 : end + 2] not in "fbmg":
        return False  # the quick no: no group noun can follow
    if not _GROUP_NOUN_AFTER.match(text, end):
        return False
    words = chunk.words
    # the first word of a place name in the run; a name that is also a common word ("Fursan", "knights", a
    # neighbourhood of the second tier) is one of the group's own words when a plain name follows it
    plain = [match[3] for match in chunk.matches if not match[2].ordinary]
    head = min(plain) if plain else min(match[3] for match in chunk.matches)
    # the group's own words run from just after "the" to the place name ("Fighters of the Rijal al-Karamah")
    first = next((i + 1 for i in range(head - 1, -1, -1) if words[i] == "the"), 0)
    if not first:
        start = run.start()
        if not text.endswith(("the ", "The "), max(0, start - 4), start):
            return False  # "Residents of Deir ez-Zor group together": no group's name
    own = words[first:head]
    if not own or own[0] in _DIRECTION_TOKENS or own[0] in _PLACE_HEADS or own[0] in ("al", "el"):
        return False  # "the Daraa factions", "the Eastern Ghouta factions": a place's factions
    return not _GROUP_WORDS.isdisjoint(own) and all(
        w not in _FUNCTION_WORDS and w not in ("of", "and") for w in own
    )
