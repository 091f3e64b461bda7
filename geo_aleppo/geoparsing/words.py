"""Word classes and patterns of the geoparser: the run pattern, its cues, and the word lists that read a run."""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..names import ARTICLES, PLAIN_ARTICLES, SUN_ARTICLES, fold
from ..vocab.places import governorate_evidence, type_words


def _char_class(predicate, ranges: Iterable[range]) -> str:
    out, run = [], []
    for cp in (cp for r in ranges for cp in r):
        if predicate(chr(cp)):
            if run and cp == run[-1] + 1:
                run.append(cp)
                continue
            if run:
                out.append(run)
            run = [cp]
    if run:
        out.append(run)
    return "".join(re.escape(chr(r[0])) + ("-" + re.escape(chr(r[-1])) if len(r) > 1 else "") for r in out)


_LATIN = (range(0x41, 0x250), range(0x370, 0x530), range(0x1E00, 0x1F00))
_UPPER = _char_class(lambda c: c.isupper() or c.istitle(), _LATIN)
_ARABIC = r"\u0621-\u064A\u066E-\u06D3\u06FA-\u06FF"
_APOS = "'’ʼʿʾ"
# A capitalised word (apostrophes inside it, but not a possessive 's), an
# abbreviation such as U.S., or an Arabic-script word. It begins with a character set
# and goes on with plain repeats, the forms that the regex engine scans fastest.
_LETTER = r"[^\W_]"
_HEAD = rf"[{_UPPER}ʿʾ{_ARABIC}](?<!{_LETTER}.)"  # not a capital inside a word, as in "GhanaStar"
_REST = (
    rf"(?:(?<=[{_ARABIC}])[\u0610-\u061A\u0640\u064B-\u065F\u0670{_ARABIC}]*"
    rf"|(?<=[{_UPPER}])\.(?:[{_UPPER}]\.)+"
    rf"|{_LETTER}*(?:[{_APOS}](?:(?!s(?!{_LETTER}))|(?<=\b[A-Z][a-z].)){_LETTER}+)*)"
)
_FEATURES = {
    "province": "governorate",
    "provinces": "governorate",  # "Latakia and Tartus provinces"
    "governorates": "governorate",
    "governorate": "governorate",
    "provincial": "governorate",
    "countryside": "governorate",
    "city": "city",
    "town": "town",
    "village": "village",
    "district": "district",
    "neighbourhood": "district",
    "neighborhood": "district",
    "quarter": "district",
    "suburb": "district",
    "area": None,
    "region": None,
    "border": None,
}
# The type words of features and crossings (vocab/data/places.toml), in lower case after a name ("the Tabqa dam",
# "Mezzeh military airport", "Nassib border crossing"): the name and the words make the feature's name; with no
# such name, the place that the feature is named after (the words then stay outside the span).
_FEATURE_KINDS = frozenset(type_words())
_FACILITY_FEATURES = tuple(dict.fromkeys(w for words in type_words().values() for w in words.after))
for _kind, _words in type_words().items():
    for _word in _words.after:
        _FEATURES.setdefault(_word, _kind)
# "southern Aleppo" and "northwestern Syria" take the direction into the span; for a
# neighbourhood ("the southern Al-Amiriyah district") the direction describes the district's place.
_DIRECTIONAL_TYPES = frozenset({"country", "governorate", "city", "town", "region", "continent"})
# Feature words that belong inside the span ("Idlib province", "Al-Amiriyah district").
_SPAN_FEATURES = frozenset(
    {
        "province",
        "provinces",
        "Provinces",
        "governorate",
        "governorates",
        "Governorates",
        "district",
        "countryside",
        "neighbourhood",
        "neighborhood",
        "quarter",
        "suburb",
        "Province",  # title case: "Deraa Governorate", "Idlib Province"
        "Governorate",
        *_FACILITY_FEATURES,
    }
)
# A run of capitalised (or Arabic) words: the only place a proper name can stand.
_JOIN_WORD = (
    r"(?:a(?:l|r|sh?|th?|d|z|n|bu)|e[ldrstzn]|bin|bint|ibn|um|of|for|the|d[eaiu]|der|l[ae]|v[oa]n)"
    r"(?![^\W_])"
)  # al-, ar-, bin, of, the ...: written as a trie, which the regex engine tries faster
_SEP = r"(?:[ \t]*-[ \t]*|[ \t]+)"
# Words around a run that may change its reading; the run regex notes them in groups
# (lookarounds: the span stays the run's) so that a run without them costs no more Python.
# Before it: "article", as in "ar-Ramuseh"; "direction", as in "eastern Aleppo"; "of", as in
# "the province of Idlib" or "مدينة Aleppo" (behind a cheap test of the letter before the blank).
# After it: "feature", as in "Idlib province"; "comma", as in "Idlib, a city".
_CUE_BEFORE = (
    r"(?:(?<=-.)(?P<article>)|(?<=[fhtnl\u0600-\u06ff]\s.)"
    r"(?:(?<=(?:orth|outh|east|west|hern|tern|tral)[ \t].)(?P<direction>)"
    r"|(?:(?<=of\s.)|(?<=[\u0600-\u06ff]\s.))(?P<of>)))?"
)
# Title-case plurals after a list ("Idlib and Hama Provinces") end the run instead of continuing the name,
# and so do the singular words ("Deraa Governorate"): a type word after the name, as in lower case.
_TITLE_PLURALS = ("Provinces", "Governorates", "Province", "Governorate")
_FEATURES.update({w: "governorate" for w in _TITLE_PLURALS})
_FEATURE_WORDS = "|".join(sorted(_FEATURES, key=len, reverse=True))
_CUE_AFTER = rf"(?:(?=(?P<comma>[ \t]*,\s*(?i:a|the|an)\s)|[ \t](?P<feature>{_FEATURE_WORDS})(?!{_LETTER})))?"
RUN = re.compile(
    rf"{_HEAD}{_CUE_BEFORE}{_REST}(?:{_SEP}(?:(?=[abdefilotuv]){_JOIN_WORD}{_SEP})*"
    rf"(?!(?:{'|'.join(_TITLE_PLURALS)})(?!{_LETTER})){_HEAD}{_REST})*{_CUE_AFTER}"
)
# Looked at only around runs that hold a name: a direction or an article before, a feature word after.
_DIRECTION_WORDS = (
    frozenset(
        f"{a}{sep}{b}{ern}"
        for a in ("north", "south")
        for b in ("east", "west")
        for sep in ("", "-")
        for ern in ("", "ern")
    )
    | frozenset(f"{d}{ern}" for d in ("north", "south", "east", "west") for ern in ("", "ern"))
    | {"central"}
)
_DIRECTION_TOKENS = frozenset(t for w in _DIRECTION_WORDS for t in fold(w).split())
# an article that joins the next word to the one before: "Bab al-Salama", "Bab el Hawa"
_ARTICLE_JOINED = re.compile(
    rf"(?i:(?:{'|'.join(sorted(PLAIN_ARTICLES))})(?:[ \t]*-|[ \t]+)"
    rf"|(?:{'|'.join(sorted(SUN_ARTICLES, key=len, reverse=True))})[ \t]*-)"
)
# Feature words that make an unknown capitalised name a toponym ("Qabtan al-Jabal district").
_PLACE_FEATURES = frozenset(
    w for w, kind in _FEATURES.items() if kind in ("governorate", "district", "village", "town")
) | frozenset(w for words in type_words().values() for w in words.unknown)
# Words that name the type of the place beside them: "X, a city in ...", "the province of X".
_TYPE_WORDS = tuple("province governorate city town village district neighbourhood neighborhood suburb".split())
_AFTER_TYPE = re.compile(
    rf"[ \t]*,\s*(?:a|the|an)\s+(?:\w+\s+){{0,2}}?(?P<word>{'|'.join(_TYPE_WORDS)}|capital)\b",
    re.IGNORECASE,
)
_ARABIC_TYPE = {
    "محافظة": "governorate",
    "مدينة": "city",
    "بلدة": "town",
    "قرية": "village",
    "حي": "district",
    "منطقة": None,
    "ريف": "governorate",  # "the countryside of": "ريف حلب", like "Aleppo countryside"
    "أحياء": "district",  # "the districts of"
    "ضاحية": "district",
    "مخيم": None,  # camp
}
for _kind, _words in type_words().items():  # "سد X", "مطار X", "معبر X" (vocab/data/places.toml)
    for _word in _words.ar:
        _ARABIC_TYPE.setdefault(_word, _kind)
# the Arabic type words of features that make an unknown name after them a toponym ("سد X", not "ساحة المعركة")
_ARABIC_UNKNOWN = frozenset(w for words in type_words().values() for w in words.ar_unknown)
# "the province of X", "مدينة X", "وبريف X" (a conjunction and a preposition before it): matched on the reversed
# text before X, so that the match is
# anchored where X begins and the regex engine does not scan the window.
_REVERSED_TYPES = "|".join(w[::-1] for w in (*_TYPE_WORDS, "region"))
_REVERSED_ARABIC_TYPES = "|".join(a[::-1] for a in _ARABIC_TYPE)
_BEFORE_TYPE_REVERSED = re.compile(
    rf"\s*(?:fo\s+(?P<word>{_REVERSED_TYPES})\b|(?P<ar>{_REVERSED_ARABIC_TYPES})(?:[بلك][وف]?|[وف])?(?![^\W_]))",
    re.IGNORECASE,
)

# Words that make a capitalised run the name of an organisation, not a place.
_ORG_HEADS = frozenset(
    fold(w)
    for w in """
    post times journal news herald tribune observer guardian telegraph gazette daily press media
    tv television radio channel network agency observatory crescent cross union council committee
    commission centre center ministry army forces front brigade brigades battalion movement party
    organisation organization institute university college school hospital bank company corporation
    airlines airways group federation league coalition alliance association foundation society
    authority office department service services corps division guard guards police court assembly
    parliament congress senate mission fund programme program project initiative watch defence
    defense helmets club team international agence presse
    """.split()
)
_ORG_FIRST = frozenset(
    fold(w)
    for w in """jabhat jabhet jaysh jaish harakat hayat hayet haiat hayaat hay'at hay'et liwa kataib ahrar ansar tahrir
    tajammu ajnad jund faylaq failaq suqour suqur""".split()
)
# Names that go on with "in X" as part of the name ("al-Qaeda in Iraq", "al-Qaeda in the Arabian Peninsula"),
# by their last folded words, once read as organisations; after most other names "in X" names a place.
_ORGS_WITH_IN = frozenset({("islamic", "state"), ("qaeda",), ("qaida",), ("islamic", "emirate")})
# The last word of a military operation's name ("Jazira Storm", "Euphrates Shield"): the run is its name.
_OPERATION_HEADS = frozenset(fold(w) for w in "storm shield".split())
# Arabic head words of armed groups', forces' and media outlets' names (تلفزيون سوريا, إذاعة دمشق): a place
# name one word after them, or two with one word between (قوات سورية الديمقراطية, أحرار الشام, هيئة تحرير الشام,
# تجمع القلمون الغربي), names the group.
_ARABIC_ORG_HEADS = frozenset(
    fold(w)
    for w in """قوات جيش هيئة أحرار جبهة حركة فيلق كتائب تجمع فصيل فرقة أجناد صقور جند أنصار ألوية غرفة
    تلفزيون إذاعة راديو صحيفة جريدة وكالة
    درع عاصفة غضب""".split()  # and the heads of operations' names: درع الفرات, عاصفة الجزيرة, غضب الفرات
)
# Words that end such a name: prepositions, the conjunctions that open a clause (إن, أن: "قالت وكالة سانا إن
# حلب...") and type words ("قوات النظام في حلب", "جيش الفتح مدينة إدلب").
_ARABIC_ORG_ENDS = frozenset(
    fold(w)
    for w in """في من إلى الى على عن قرب حول نحو باتجاه داخل خارج عند مع بين ضد مدينة بلدة قرية محافظة ريف منطقة
    حي مخيم إن أن لأن بأن وأن""".split()
)
# Sides and actors that a group's head word names (قوات النظام, جيش الفتح, قوات الحكومة السورية): a complete name,
# so a place two words after the head is the object of the sentence ("حاصرت قوات النظام داريا"), not the group's.
_ARABIC_ORG_SIDES = frozenset(
    fold(w)
    for w in """النظام الأسد الاسد المعارضة الحكومة الفتح الحر الاحتلال الجيش الشعب الدفاع النخبة الحماية النمر
    السوري السورية التركي التركية الروسي الروسية الإيراني الإيرانية الايرانية الأمريكي الأمريكية الامريكية
    التحالف الوطني الموالية المعارض""".split()
)
# Words that make what follows them in a run a person's name, not a place ("Mohammad Ansari",
# "Abu Ahmad al-Ansari", "Dr Hamza"): name markers, titles and common Arabic given names.
PERSON_WORDS = frozenset(
    fold(w)
    for w in """
    abu umm ibn bin bint abd abdel abdul abdullah mr mrs ms dr president general gen colonel col brigadier
    minister spokesman spokeswoman commander imam mufti prince king queen
    muhammad mohammad mohammed mohamed mohamad ahmad ahmed mahmoud mahmud mustafa mostafa ali hassan hasan
    hussein husain hussain omar umar othman uthman khaled khalid khalil ibrahim ismail yusuf youssef yousef
    yasser yasir samir sami rami hamza hamzeh bashar hafez maher firas fadi rafik rafiq walid waleed tarek
    tareq tariq ziad zaid zaki karim kareem majid majed nabil nizar bassam bassel hadi hani hussam issam
    osama usama said saeed saad salim salem suleiman sulaiman anas amer amir anwar ayman jamal jamil adnan
    akram emad imad faisal fawaz ghassan haitham hatem jihad kamal louay luay marwan mazen moaz muaz
    muhannad munir nasser nasr nour noor qassem qasim raed raad riad riyad saleh salah sharif tamer wael
    wassim yahya zakaria zuhair
    fatima fatma aisha aicha maryam mariam zeinab zainab khadija amal hala hiba huda lina lama rania rasha
    reem rim sara sarah salma samira suad widad yasmin yasmine
    dalia dalya dalal dima rima rula ruba rana randa nada noura nawal lubna ghada
    """.split()
)
# Where a title-case headline's organisation name ends ("Government Forces Enter X", "Army Takes X"):
# verbs of reporting on places, and prepositions.
_HEADLINE_BREAKS = frozenset(
    fold(w)
    for w in """
    enter enters entered take takes took retake retakes retook capture captures captured recapture recaptures
    recaptured seize seizes seized storm storms stormed reach reaches reached advance advances attack attacks
    attacked hit hits strike strikes shell shells shelled bomb bombs bombed pound pounds kill kills killed flee
    flees fled leave leaves besiege besieges encircle encircles surround surrounds push pushes pushed close
    closes control controls evacuate evacuates evacuated return returns fall falls fell lose loses win wins
    say says said withdraw withdraws withdrew target targets targeted declare declares declared announce announces
    in on at from to into toward towards across outside inside near around after amid
    """.split()
)
_ORG_LINKS = frozenset({"of", "for", "the", "and", "on", "against"})  # "Army of Conquest", "Observatory for ..."
_ALL_WORDS = 1 << 30  # "is_org" of a run that an organisation name before it continues
# Words before a name that make it a place even when the gazetteer lacks it: "near X", "from X".
_LOCATIVES = frozenset("in near from to towards toward outside around into across via through at nearby".split())
# Capitalised words that begin no toponym (folded).
_FUNCTION_WORDS = frozenset(
    fold(w)
    for w in """the a an this that these those its his her their our my your some any all both each every no
    another other such one two three four five six seven eight nine ten several many most few""".split()
)
_NOT_TOPONYMS = frozenset(
    fold(w)
    for w in """
    january february march april may june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday ramadan eid christmas easter
    arabic english french kurdish turkish persian russian hebrew islam muslim muslims christian christians
    sunni sunnis shia shiite shiites alawite alawites druze god allah
    he she it we they i you there here if when while but and or however meanwhile after before since
    according more less jan feb mar apr jun jul aug sep sept oct nov dec
    daesh isis isil hezbollah hizbollah nusra qaeda hamas taliban
    rebel rebels islamist islamists islamic jihadist jihadists government regime opposition militants fighters
    kurds troops forces army police
    assad asad """.split()  # the president's family name: never a place
)
# "to X" that is about a person or a side, not a destination: "according to X", "loyal to X"
_REPORTED_BY = re.compile(
    r"(?i:according|spoke|speaking|told|talked|talking|said|wrote|belonging|thanks|loyal|allied|opposed|"
    r"opposition|close|linked|affiliated|support|message|letter)\s+to\s+$"
)
_PLURAL_TYPES = {
    "provinces": "governorate",
    "governorates": "governorate",
    "cities": "city",
    "towns": "town",
    "villages": "village",
    "محافظات": "governorate",
    "مدن": "city",
    "بلدات": "town",
    "قرى": "village",
    # the duals: "محافظتي حلب وإدلب" (the two governorates of Aleppo and Idlib), in the genitive and the nominative
    "محافظتي": "governorate",
    "محافظتا": "governorate",
    "مدينتي": "city",
    "مدينتا": "city",
    "بلدتي": "town",
    "بلدتا": "town",
    "قريتي": "village",
    "قريتا": "village",
}
_PLURAL_TYPES.update(dict.fromkeys(governorate_evidence().ar_dual, "governorate"))  # "ريفي حمص وحماة"
_LIST_TOKEN = re.compile(r"[^\W\d_][\w'’]*|[,،&]|[.!?;:؟؛]")  # sentence punctuation ends a list
# what stands between two names of a list: "A, B and C", "أ، ب و ج"
_LISTED = re.compile(r"\s*(?:[,،]\s*(?:(?:and|&|و)\s+)?|(?:and|&)\s+|و\s*)")
_LIST_PREFIXES = frozenset({""}) | ARTICLES | _DIRECTION_WORDS
# Arabic direction adjectives after a name of a list ("ريفي حمص الشمالي وحماة الجنوبي")
_ARABIC_DIRECTION_ADJECTIVES = frozenset(
    "الشمالي الجنوبي الشرقي الغربي الشمالية الجنوبية الشرقية الغربية الأوسط الوسطى".split()
)
_AGE = re.compile(r"\s*,\s*(?:aged\s+)?\d{1,3}\s*,")
_IN_BETWEEN = re.compile(r"[ \t]+in[ \t]+")
# "Islamic State of Iraq and the Levant", "... and al-Sham"
_AND_BETWEEN = re.compile(r"[ \t]+and(?:[ \t]+the)?[ \t]+(?:(?i:a[lnrdstz]|el)-)?")
_ABBREVIATIONS = frozenset(
    """mr mrs ms dr gen lt col maj capt sgt st mt jr sr prof rev gov sen rep no vs etc inc ltd co corp dept fig
    approx""".split()
)


def _directions(words: tuple[str, ...]) -> int:
    """How many of the first words are direction words ("north western", "Northern")."""
    count = 0
    while count < len(words) and words[count] in _DIRECTION_TOKENS:
        count += 1
    return count


def _is_abbreviation(name: str) -> bool:
    if name.isascii() and not name.isupper():  # in ASCII the cased characters are the letters: a quick no
        return False
    letters = [c for c in name if c.isalpha()]
    return 0 < len(letters) <= 4 and all(c.isupper() for c in letters)
