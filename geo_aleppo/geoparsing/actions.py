"""Words of fighting, entering and taking ground before a name: a cue that a common word names a place.

A name that is also a common word (القصير "the short one", the town of al-Qusayr) is read as a place
only with a place cue around it. Besides a type word or a list of places, the action that the
sentence reports is such a cue: ground is taken, entered, shelled or fought over, people leave or
reach it ("سيطرت القوات على القصير", "اشتباكات في القصير", "انسحبوا من القصير"). Arabic only: in English a
capitalised name after a verb of taking ground is read by the rules of unknown toponyms.
The adjective after a noun ("الطريق القصير", the short road) has no such word before it.
"""

from __future__ import annotations

# Arabic verbs and verbal nouns of fighting, entering, taking and leaving ground, without a proclitic و/ف.
_ARABIC_ACTIONS = frozenset(
    """
    سيطر سيطرت سيطروا تسيطر يسيطر سيطرة السيطرة
    دخل دخلت دخلوا تدخل يدخل دخول
    اقتحم اقتحمت اقتحموا اقتحام
    استعاد استعادت استعادوا استعادة
    حرر حررت حرروا تحرير
    حاصر حاصرت حصار
    قصف قصفت قصفا
    هاجم هاجمت هجوم هجمات
    اشتباكات اشتباك معارك معركة مواجهات قتال اشتبكت
    غارة غارات
    تقدم تقدمت تقدموا
    انسحب انسحبت انسحبوا انسحاب
    نزح نزحوا نزوح فر فروا
    وصل وصلت وصلوا
    """.split()
)
# Those whose object is ground without a preposition; not "دخل" ("دخل المشهد", entered the scene).
_DIRECT_ACTIONS = frozenset(
    "اقتحم اقتحمت اقتحموا اقتحام استعاد استعادت استعادوا استعادة حاصر حاصرت حصار قصف قصفت".split()
)
# Prepositions between the action and the name ("على", "في", "من", "إلى"...).
_ARABIC_PREPOSITIONS = frozenset("على في من إلى الى نحو باتجاه حول قرب داخل".split())
# How many words may stand between the action and its preposition: the subject ("القوات", "قوات النظام").
_SUBJECT_WORDS = 2


def _action_before(text: str, start: int) -> bool:
    """Whether an Arabic word of fighting, entering or taking ground stands just before ``start``."""
    words = text[max(0, start - 60) : start].split()
    if not words:
        return False
    plain = [w[1:] if w[:1] in "وف" and len(w) > 3 and w[1:] in _ARABIC_ACTIONS else w for w in words]
    if plain[-1] in _DIRECT_ACTIONS:
        return True  # "اقتحموا القصير", "قصف القصير"
    if plain[-1] not in _ARABIC_PREPOSITIONS:
        return False
    return any(w in _ARABIC_ACTIONS for w in plain[-2 - _SUBJECT_WORDS : -1])
