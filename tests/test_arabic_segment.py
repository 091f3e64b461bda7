"""The Arabic clitic segmenter (geo_aleppo.vocab.arabic) and the verb forms generated from roots and patterns."""

from __future__ import annotations

import pytest

from geo_aleppo.gazetteer import load_gazetteer
from geo_aleppo.vocab.arabic import STRUCTURAL, normalise, readings, segment
from geo_aleppo.vocab.arabic_forms import forms

# a small vocabulary of normalised stems, as a caller passes it
_WORDS = {"سيطرت", "سيطره", "قوات", "قريه", "مدينه", "دخلوا", "يسيطر", "يدخل", "حصار", "بلدتين", "حافلات"}
_KNOWN = _WORDS.__contains__


def _split(text: str, known=_KNOWN) -> list[tuple[str, str, str]]:
    return [(t.prefix, t.stem, t.suffix) for t in segment(text, known) if t.kind == "word"]


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("وسيطرت", ("و", "سيطرت", "")),
        ("فسيطرت", ("ف", "سيطرت", "")),
        ("بقوات", ("ب", "قوات", "")),
        ("لقوات", ("ل", "قوات", "")),
        ("كقوات", ("ك", "قوات", "")),
        ("القوات", ("ال", "قوات", "")),
        ("سيدخل", ("س", "يدخل", "")),
        ("وسيدخل", ("وس", "يدخل", "")),
    ],
)
def test_each_proclitic_is_split_off_a_known_stem(word, expected):
    assert _split(word) == [expected]


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("وبقوات", ("وب", "قوات", "")),
        ("والقوات", ("وال", "قوات", "")),
        ("فالمدينة", ("فال", "مدينه", "")),
        ("بالقرية", ("بال", "قريه", "")),
        ("للمدينة", ("لل", "مدينه", "")),
        ("وللمدينة", ("ولل", "مدينه", "")),
        ("وبالقرية", ("وبال", "قريه", "")),
        ("كالمدينة", ("كال", "مدينه", "")),
    ],
)
def test_combinations_of_proclitics(word, expected):
    assert _split(word) == [expected]


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("عليها", ("", "علي", "ها")),  # على written with ي before the suffix
        ("فيهما", ("", "في", "هما")),
        ("منهم", ("", "من", "هم")),
        ("إليه", ("", "الي", "ه")),
        ("سيطرتها", ("", "سيطرت", "ها")),  # a known verb form wins over the noun; both are readings
        ("دخلوها", ("", "دخلوا", "ها")),  # the plural's alef, dropped before the suffix, is given back
        ("وحصارهم", ("و", "حصار", "هم")),
    ],
)
def test_pronoun_suffixes(word, expected):
    assert _split(word) == [expected]


def test_a_noun_in_taa_marbuta_before_a_suffix_is_read_as_written_alone():
    found = {(r.prefix, r.stem, r.suffix) for r in readings("بسيطرتها")}
    assert ("ب", "سيطره", "ها") in found  # سيطرة + ها, its ة written ت
    assert _split("بسيطرتها", {"سيطره"}.__contains__) == [("ب", "سيطره", "ها")]


def test_no_split_without_a_known_stem_but_the_article():
    # a word nobody knows keeps its first letters: و of "وادي", ب of "بصير" are no clitics
    assert _split("وادي بصير", None) == [("", "وادي", ""), ("", "بصير", "")]
    assert _split("والقصير بالقصير", None) == [("وال", "قصير", ""), ("بال", "قصير", "")]


def test_a_taa_marbuta_word_takes_no_pronoun_suffix():
    assert all(not r.suffix for r in readings("مدينة"))


def test_structural_words_are_known_to_every_reading():
    assert {"علي", "في", "التي", "الذي"} <= STRUCTURAL
    assert _split("التي", None) == [("", "التي", "")]  # not ال + تي


@pytest.fixture(scope="module")
def place_names():
    gazetteer = load_gazetteer()
    return frozenset(normalise(p.name_ar) for p in gazetteer if p.name_ar and " " not in p.name_ar)


def test_a_name_that_begins_like_a_clitic_stays_whole(place_names):
    assert {"بنش", "كفريا", "لبنان", "كفرنبل"} <= place_names
    known = place_names.__contains__
    assert _split("بنش كفريا لبنان كفرنبل", known) == [
        ("", "بنش", ""), ("", "كفريا", ""), ("", "لبنان", ""), ("", "كفرنبل", ""),
    ]
    # a clitic before the known name is split off, and no more
    assert _split("وبنش بكفريا ولبنان", known) == [("و", "بنش", ""), ("ب", "كفريا", ""), ("و", "لبنان", "")]
    # both readings are there for a caller that chooses itself
    assert {(r.prefix, r.stem) for r in readings("بنش")} >= {("", "بنش"), ("ب", "نش")}


def test_normalisation_for_matching():
    assert normalise("إلى") == normalise("الى") == normalise("ألى")
    assert normalise("المدينةُ") == "المدينه"
    assert normalise("فى") == normalise("في")
    assert normalise("مُحاصَرَةٌ") == "محاصره"
    assert normalise("ی") == "ي"


def test_tashkeel_is_dropped_and_offsets_are_those_of_the_text():
    text = "سَيْطَرَتْ القُوّاتُ على المَدينةِ"
    tokens = segment(text, _KNOWN)
    assert [text[t.start : t.end] for t in tokens] == ["سَيْطَرَتْ", "القُوّاتُ", "على", "المَدينةِ"]
    assert [(t.prefix, t.stem) for t in tokens] == [("", "سيطرت"), ("ال", "قوات"), ("", "علي"), ("ال", "مدينه")]
    assert tokens[1].definite and not tokens[0].definite


def test_both_digit_systems():
    tokens = segment("خرجت ٢٠ حافلة و20 حافلة تقل ١٬٢٠٠ شخص و1,200 شخص، و2.5 كم")
    numbers = [t for t in tokens if t.kind == "number"]
    assert [t.stem for t in numbers] == ["20", "20", "1\u066c200", "1,200", "2.5"]
    assert [t.value for t in numbers] == [20.0, 20.0, 1200.0, 1200.0, 2.5]
    assert tokens[tokens.index(numbers[1]) - 1].stem == "و"  # "و20": the conjunction is its own token


def test_punctuation_and_other_scripts_are_tokens_of_their_kind():
    tokens = segment("دخلت القوات (Reuters)، ثم انسحبت.")
    assert [t.kind for t in tokens] == ["word", "word", "punct", "other", "punct", "punct", "word", "word", "punct"]


def test_token_parts():
    token = segment("وبالقرية", _KNOWN)[0]
    assert (token.conjunction, token.preposition, token.definite) == ("و", "ب", True)
    token = segment("للمدينة", _KNOWN)[0]
    assert (token.conjunction, token.preposition, token.definite) == ("", "ل", True)


# --- forms generated from roots and patterns -------------------------------------------------


def _kinds(entry: str, surface: str) -> set[str]:
    return {f.kind for f in forms(entry).get(normalise(surface), ())}


@pytest.mark.parametrize(
    ("entry", "surface", "kind"),
    [
        ("سيطر", "سيطروا", "past"),  # quadriliteral
        ("سيطر", "يسيطرون", "present"),
        ("سيطر", "السيطرة", None),  # with the article: the segmenter's, not a form
        ("سيطر", "سيطرة", "masdar"),
        ("سيطر", "مسيطرة", "participle"),
        ("دخل يدخل دخول", "دخلت", "past"),  # form I: present and masdar given
        ("دخل يدخل دخول", "يدخلون", "present"),
        ("دخل يدخل دخول", "دخول", "masdar"),
        ("حاصر", "يحاصرون", "present"),  # form III
        ("حاصر", "حوصرت", "passive"),
        ("حاصر", "محاصرة", "masdar"),  # also the feminine participle
        ("حاصر", "حصار", "masdar"),
        ("حرّر", "تحرير", "masdar"),  # form II
        ("حرّر", "يحرر", "present"),
        ("أحكم", "يحكم", "present"),  # form IV
        ("أحكم", "إحكام", "masdar"),
        ("انسحب", "انسحاب", "masdar"),  # form VII
        ("انسحب", "ينسحبون", "present"),
        ("اقتحم", "اقتحموا", "past"),  # form VIII
        ("اقتحم", "اقتحام", "masdar"),
        ("اجتاح", "اجتياح", "masdar"),  # VIII hollow
        ("استعاد", "يستعيد", "present"),  # X hollow
        ("استعاد", "استعادة", "masdar"),
        ("استعاد", "استعيدت", "passive"),
        ("استولى", "استولت", "past"),  # X defective
        ("استولى", "يستولون", "present"),
        ("استولى", "استيلاء", "masdar"),
        ("عاد يعود عودة", "عادت", "past"),  # form I hollow
        ("عاد يعود عودة", "عائدة", "participle"),
        ("بقي يبقى بقاء", "بقوا", "past"),  # form I defective
        ("خضع يخضع خضوع", "خاضعة", "participle"),
        ("تقدّم", "يتقدم", "present"),  # form V
        ("تراجع", "تراجعت", "past"),  # form VI
    ],
)
def test_forms_from_patterns(entry, surface, kind):
    found = _kinds(entry, surface)
    assert kind in found if kind else not found


def test_forms_need_a_known_pattern():
    with pytest.raises(ValueError, match="present"):
        forms("دخل")  # form I without its present
    with pytest.raises(ValueError, match="unknown pattern"):
        forms("استقلال")


@pytest.mark.parametrize("mark", ["\u200c", "\u200f", "\u200e", "\u061c", "\ufeff", "\u2067", "\u200b"])
def test_an_invisible_format_character_is_no_token_and_keeps_the_claim(mark):
    from geo_aleppo.claims import extract_claims
    from geo_aleppo.corpus import Article

    plain = "سيطرت قوات النظام على مدينة حلب."
    for at in (len("سيطرت"), len("سيطرت قوات النظام"), len("سيطرت قوات النظام على")):
        text = plain[:at] + mark + plain[at:]
        assert all(t.kind != "punct" or t.stem == "." for t in segment(text))
        held = [(c.place_key, c.actor) for c in extract_claims(Article(id="a", path=None, outlet=None, date=None, text=text)) if c.kind == "control"]
        assert held == [("aleppo", "government")], (at, held)
