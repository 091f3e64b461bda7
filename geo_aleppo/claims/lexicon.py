"""The words the readers know: sides and their aliases, holding and siege, numbers, counted nouns, units.

Every reader builds its patterns from these lists, so a new alias or noun is added in one place.
Matching is by whole word and case-insensitive; lists are tried longest first.

Sides (the ``actor`` of a control claim): ``government`` (the state's forces, and the Syrian forces that
fight beside them: Hezbollah, Iranian-backed and pro-government militias, the National Defence Forces;
after December 2024 the new authorities' forces), ``opposition`` (rebels, Islamist and jihadist
factions other than the Islamic State, HTS, the Turkish-backed Syrian National Army), ``isis``,
``sdf`` (the SDF, YPG/YPJ, Kurdish forces), and ``unknown``: another country's army (Turkish,
Russian, American troops) is no side of the map's, so a place it holds is kept and never drawn.
The war has more than two sides: the holder of a besieged place is inferred as the other of
government and opposition only when the text names no third side (:func:`other_side`).
"""

from __future__ import annotations

import re

__all__ = [
    "ACTOR_WORDS",
    "BACKED",
    "BE",
    "ACTOR_ALT",
    "alternation",
    "OTHER_SIDE",
    "other_side",
    "named_sides",
    "actor_of",
    "HELD",
    "SUBJECT",
    "SIEGE_VERB",
    "HOLD_VERB",
    "DIRECTION",
    "ENDED",
    "WHOLE_NOUNS",
    "SIDE_HEADS",
    "PART_NOUNS",
    "COUNT_NOUNS",
    "VEHICLE_TOPICS",
    "COUNTED_AHEAD",
    "UNIT_KM",
    "NUMBER_WORDS",
    "SCALE_WORDS",
]

# --- sides ---------------------------------------------------------------------
_FOREIGN = (
    "u.s.", "us", "american", "russian", "iranian", "french", "british", "german", "saudi", "qatari", "emirati",
    "egyptian", "chinese", "coalition", "foreign",
)
# (alias, side). A name of an armed group, a label the other side gives it, or an adjective.
ACTOR_WORDS: list[tuple[str, str]] = [
    ("syrian democratic forces", "sdf"),
    ("syria democratic forces", "sdf"),
    ("manbij military council", "sdf"),
    ("ypj", "sdf"),
    ("pyd", "sdf"),
    ("asayish", "sdf"),
    ("syrian arab army", "government"),
    ("saa", "government"),
    # after December 2024 the state's forces are the new government's: its own names for them
    ("transitional authorities", "government"),
    ("transitional government", "government"),
    ("interim government", "government"),
    ("caretaker government", "government"),
    ("general security", "government"),
    ("security forces", "government"),
    ("defence ministry", "government"),
    ("defense ministry", "government"),
    ("military operations command", "opposition"),  # the rebel command of the offensive of late 2024
    ("euphrates shield", "opposition"),  # the Turkish-backed rebels of 2016-17
    ("sultan murad", "opposition"),
    ("sultan mourad", "opposition"),
    ("southern front", "opposition"),
    ("fatemiyoun", "government"),
    ("liwa al-quds", "government"),
    ("islamic state", "isis"),
    ("army of conquest", "opposition"),  # Jaysh al-Fatah: not "army" (the government)
    ("conquest army", "opposition"),
    ("army of islam", "opposition"),  # Jaysh al-Islam
    ("syrian national army", "opposition"),  # the Turkish-backed opposition force
    ("national army", "opposition"),
    ("turkish-backed", "opposition"),
    ("turkey-backed", "opposition"),
    # a side named by what it opposes: the rebels are "anti-Assad", "opposed to the government"
    ("anti-assad", "opposition"),
    ("opposed to the government", "opposition"),
    ("opposed to the regime", "opposition"),
    ("opposed to assad", "opposition"),
    ("opposed to president", "opposition"),
    # another country's forces are no side of the Syrian war's map: kept as unknown, never drawn
    ("lebanese army", "unknown"),
    ("iraqi army", "unknown"),
    ("jordanian army", "unknown"),
    ("israeli army", "unknown"),
    ("turkish army", "unknown"),
    ("turkish forces", "unknown"),
    ("turkish troops", "unknown"),
    ("us-led coalition", "unknown"),
    # armed groups named in full (the first word alone is no side's name for the patterns that follow a side)
    ("jaish al-islam", "opposition"),
    ("jaysh al-islam", "opposition"),
    ("jaish al-fatah", "opposition"),
    ("jaysh al-fatah", "opposition"),
    ("ahrar al-sham", "opposition"),
    ("jabhat al-nusra", "opposition"),
    ("jabhat fateh al-sham", "opposition"),
    ("jabhat fatah al-sham", "opposition"),
    ("al-nusra front", "opposition"),
    ("nusra front", "opposition"),
    ("hayat tahrir al-sham", "opposition"),
    ("hay'at tahrir al-sham", "opposition"),
    ("faylaq al-rahman", "opposition"),
    ("nour al-din al-zinki", "opposition"),
    ("hts", "opposition"),
    ("people's protection units", "sdf"),
    # another country's forces named by its adjective: no side of the map (unknown, never drawn)
    *((f"{country} {noun}", "unknown") for country in _FOREIGN for noun in ("army", "forces", "troops", "soldiers")),
    ("illegal armed groups", "opposition"),
    ("non-state armed groups", "opposition"),  # the UN's word for the armed opposition
    # forces named by their backers: Russia and Iran back the government's side
    ("russian-backed", "government"),
    ("russia-backed", "government"),
    ("iranian-backed", "government"),
    ("iran-backed", "government"),
    ("iranian-led", "government"),
    ("national defence forces", "government"),
    ("national defense forces", "government"),
    ("tiger forces", "government"),
    ("shiite militias", "government"),
    ("shia militias", "government"),
    ("hay'at tahrir", "opposition"),
    ("tahrir a-sham", "opposition"),
    ("failaq al-sham", "opposition"),
    ("faylaq al-sham", "opposition"),
    ("failaq al-rahman", "opposition"),
    ("fatah halab", "opposition"),
    ("al-qaeda", "opposition"),
    ("al qaeda", "opposition"),
    ("armed groups", "opposition"),
    ("fateh al-sham", "opposition"),
    ("free syrian army", "opposition"),
    ("pro-government", "government"),
    ("pro-regime", "government"),
    ("pro-assad", "government"),
    ("anti-government", "opposition"),
    ("anti-regime", "opposition"),
    ("pro-rebel", "opposition"),
    ("government", "government"),
    ("regime", "government"),
    ("army", "government"),
    ("loyalist", "government"),
    ("assad", "government"),
    ("rebels", "opposition"),
    ("militants", "opposition"),
    ("militant", "opposition"),
    ("terrorists", "opposition"),  # the government side's word for the armed opposition
    ("terrorist", "opposition"),
    ("takfiris", "opposition"),
    ("takfiri", "opposition"),
    ("jihadists", "opposition"),
    ("hezbollah", "government"),  # fights on the government side
    ("syrian forces", "government"),
    ("syrian troops", "government"),  # the state's forces named by the country ("Syrian troops now hold ...")
    ("syrian soldiers", "government"),
    ("rebel", "opposition"),
    ("opposition", "opposition"),
    ("insurgents", "opposition"),
    ("insurgent", "opposition"),
    ("jihadist", "opposition"),
    ("islamist", "opposition"),
    ("nusra", "opposition"),
    ("jaysh", "opposition"),
    ("jaish", "opposition"),
    ("jabhat", "opposition"),
    ("ahrar", "opposition"),
    ("zinki", "opposition"),
    ("tahrir al-sham", "opposition"),
    ("fsa", "opposition"),
    ("kurdish", "sdf"),
    ("ypg", "sdf"),
    ("sdf", "sdf"),
    ("isis", "isis"),
    ("isil", "isis"),
    ("daesh", "isis"),
    ("contested", "contested"),
    ("front line", "contested"),
]


def alternation(words: list[str]) -> str:
    """A regular expression alternation of ``words`` as a trie: ``army(?: of (?:conquest|islam))?``.

    It matches what ``"|".join(words)`` matches, trying the longer of two words where one begins
    the other first (the lists' longest-first rule), but each position of a text tries a word's
    first letter once instead of every word's: patterns that begin with a list of words scan several
    times faster.

    Parameters
    ----------
    words : list of str
        Lowercase words or phrases (escaped here).

    Returns
    -------
    str
        A non-capturing group.

    Examples
    --------
    >>> alternation(["army", "armies", "rebels", "rebel"])
    '(?:arm(?:y|ies)|rebel(?:s)?)'
    """
    root: dict[str, dict] = {}
    for word in words:
        node = root
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}  # a word ends here

    def branch(node: dict[str, dict]) -> str:
        tails = [re.escape(char) + branch(child) for char, child in node.items() if char]
        if not tails:
            return ""
        if "" in node:  # a word ends here: the longer words first, then this one
            return "(?:" + "|".join(tails) + ")?"
        return tails[0] if len(tails) == 1 else "(?:" + "|".join(tails) + ")"

    pattern = branch(root)
    return pattern if pattern.startswith("(?:") and pattern.endswith(")") and "" not in root else f"(?:{pattern})"


# "IS" in capitals in running text is the Islamic State ("where IS is dug in", "IS's last stronghold", "IS took
# Palmyra", "held by IS"); the verb only in a run of capitals (a headline: "THE ARMY IS WINNING", "IS THIS THE END"),
# i.e. next to a word of two or more capitals
_IS = r"(?-i:(?<![A-Z]{2}\s)(?<![A-Z]{2}\s\s)IS(?![\s-]+[A-Z]{2}))"
ACTOR_ALT = f"(?:{alternation([w for w, _ in ACTOR_WORDS])}|{_IS})"
_ACTOR_RE = re.compile(rf"\b({ACTOR_ALT})\b", re.IGNORECASE)
_ACTOR = {**dict(ACTOR_WORDS), "is": "isis"}
OTHER_SIDE = {"government": "opposition", "opposition": "government"}
# the sides beyond the two of the government and the opposition: a text that names one of them (or another
# country's forces) speaks of more than two sides
_THIRD_SIDES = frozenset({"isis", "sdf"})


def named_sides(text: str) -> frozenset[str]:
    """The sides that ``text`` names (government, opposition, isis, sdf, contested).

    Parameters
    ----------
    text : str
        A sentence, or its skeleton.

    Returns
    -------
    frozenset of str
        Every side named, each once.

    Examples
    --------
    >>> sorted(named_sides("rebels and IS fighters clashed"))
    ['isis', 'opposition']
    """
    return frozenset(_ACTOR[m.group(1).lower()] for m in _ACTOR_RE.finditer(text))


def other_side(side: str, text: str | frozenset[str]) -> str:
    """The side that holds a place that ``side`` besieges, when the text leaves only one.

    The war has more than two sides. The holder is inferred as the other of the government and the
    opposition only when ``text`` names no third side (the Islamic State, the SDF), or when it names
    that other side itself.

    Parameters
    ----------
    side : str
        The besieger (or the side a place is taken from).
    text : str or frozenset of str
        The sentence, or the clause, that states it; or the sides it names (:func:`named_sides`, which a
        :class:`~.sentence.Sentence` finds once as its ``sides``: a long sentence is not rescanned per claim).

    Returns
    -------
    str
        The other side, or unknown.

    Examples
    --------
    >>> other_side("government", "villages besieged by the army")
    'opposition'
    >>> other_side("government", "a town besieged by the army, where IS fighters hold out")
    'unknown'
    """
    other = OTHER_SIDE.get(side)
    if other is None:
        return "unknown"
    named = named_sides(text) if isinstance(text, str) else text
    if named & _THIRD_SIDES and other not in named:
        return "unknown"
    return other


def actor_of(text: str) -> str:
    """The side that a phrase names.

    Parameters
    ----------
    text : str
        Any phrase ("a powerful rebel alliance").

    Returns
    -------
    str
        government, opposition, sdf, isis, contested, or unknown when the phrase names no side.

    Examples
    --------
    >>> actor_of("a powerful rebel alliance")
    'opposition'
    """
    match = _ACTOR_RE.search(text)
    return _ACTOR[match.group(1).lower()] if match else "unknown"


# --- holding and siege -----------------------------------------------------------
HELD = r"(?:held|controlled|run|dominated|occupied)"
# a side as the subject of a clause: "government forces", "the rebels", "troops loyal to the president",
# "militias allied to the regime" (the side is what actor_of() finds in it)
# an appositive between a side and its verb: "government forces, backed by Russian air power, retook ..."
BACKED = r"(?:\s*,\s*(?:backed|supported|aided|assisted|helped|joined|reinforced|led)\s+by\s+[^,.;⟦]{1,60},)?"
# a side's allies coordinated with it: "government and allied forces", "regime forces and their Lebanese ally,
# the Hezbollah militia," (the side is the first one named)
_ALLIES = (
    r"(?:\s+and\s+(?:(?:its|their)\s+(?:[\w-]{1,20}\s+){0,2}?(?:allies|ally|partners)|"
    r"allied\s+(?:forces|troops|militias?|fighters|groups))(?:\s*,\s*(?:the\s+)?[^,.;⟦]{1,60},)?)?"
)
# the noun a side's name qualifies: "government forces", "Islamic State militants", "rebel gunmen"
SIDE_HEADS = (
    r"forces|troops|fighters|groups|units|militias?|factions|soldiers|alliance|militants|jihadists|gunmen|"
    r"insurgents|extremists|members|loyalists"
)
SUBJECT = (
    rf"(?:(?:forces|troops|fighters|militias?|units|groups|soldiers)\s+(?:loyal|allied)\s+to\s+(?:the\s+)?"
    rf"(?:[\w'’-]{{1,40}}\s+){{0,3}}?(?:al-)?(?:{ACTOR_ALT})|"
    rf"(?:{ACTOR_ALT})(?:\s+(?:{SIDE_HEADS}))?)"
    rf"{_ALLIES}{BACKED}"
)
# verbs of besieging, any tense, with an optional auxiliary: "besieged", "have encircled", "lay siege to",
# "tightened the siege on", "continue to surround"
SIEGE_VERB = (
    r"(?:(?:still|now|also|had|has|have|long|continue[sd]?\s+to)\s+)*"
    r"(?:[a-z]{3,20}ed\s*(?:,\s*|,?\s+and\s+)){0,3}"  # other verbs before it: "shelled and besieged"
    r"(?:besieg(?:es|ed|ing|e)|encircl(?:es|ed|ing|e)|surround(?:s|ed|ing)?|blockad(?:es|ed|ing|e)|"
    r"(?:lay|lays|laid|laying)\s+siege\s+to|(?:tighten\w*|impos\w*|keep\w*|kept|maintain\w*)\s+"
    r"(?:the|a|their|its)\s+(?:[\w-]{1,20}\s+)?siege\s+(?:on|of|around))\b"
    r"(?:\s*(?:,\s*|,?\s+and\s+)[a-z]{3,20}ed\b){0,3}"  # other verbs after it: "surrounded, blockaded and shelled"
)
# verbs and nouns of holding: "hold", "control", "tighten their grip on", "consolidated its hold over"
# a form of "to be" before a participle or a state, one list for every reader: "is held", "had been besieged",
# "remained in rebel hands", "was being besieged"
BE = (
    r"(?:(?:is|are|was|were)\s+being|(?:has|have|had)\s+been|is|are|was|were|remains?|remained|stays?|stayed|"
    r"will\s+(?:be|remain))"
)
HOLD_VERB = (
    r"(?:(?:still|now|also|had|has|have|continue[sd]?\s+to)\s+)*"
    r"(?:hold|holds|control|controls|(?:tighten\w*|consolidat\w*|extend\w*|keep\w*|kept|maintain\w*|"
    r"strengthen\w*|secur\w*|retain\w*)\s+(?:their|its|the|a)\s+(?:[\w-]{1,20}\s+)?"
    r"(?:hold|grip|control)\s+(?:on|over|of))\b"
)
# words that put a holding in the past: "held by rebels until 2018", "which rebels used to hold"
ENDED = re.compile(
    r"\b(?:until|till|used\s+to|formerly|previously|former|erstwhile|one-time|onetime|(?<!at\s)once)\b", re.IGNORECASE
)
# a compass direction as an adjective or a noun: "eastern", "the north-west", "southwestern"
DIRECTION = r"(?:(?:north|south)[\s-]?(?:east|west)(?:ern)?|(?:north|south|east|west)(?:ern)?)"
WHOLE_NOUNS = (
    r"towns?|villages?|districts?|cit(?:y|ies)|provinces?|governorates?|regions?|"
    r"suburbs?|neighbou?rhoods?|stronghold|bastion|bastions|strongholds|holdouts?"
)
PART_NOUNS = (
    r"areas?|parts?|enclaves?|pockets?|territor(?:y|ies)|foothold|sections?|sectors?|zones?|positions?|countryside"
)

# --- numbers ---------------------------------------------------------------------
NUMBER_WORDS: dict[str, int] = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
        "seventeen eighteen nineteen twenty".split()
    )
}
NUMBER_WORDS.update(
    {"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "dozen": 12}
)
SCALE_WORDS = {"hundred": 100, "thousand": 1000, "million": 1_000_000}

# --- counted nouns ---------------------------------------------------------------
# noun -> topic; a count of a vehicle topic has the unit "vehicles", any other "people"
COUNT_NOUNS = {
    "people": "people",
    "person": "people",
    "persons": "people",
    "civilians": "civilians",
    "residents": "civilians",
    "evacuees": "evacuated",
    "wounded": "wounded",
    "injured": "wounded",
    "sick": "wounded",
    "fighters": "fighters",
    "rebels": "fighters",
    "militants": "fighters",
    "gunmen": "fighters",
    "children": "children",
    "infants": "children",
    "babies": "children",
    "orphans": "children",
    "kids": "children",
    "boys": "children",
    "girls": "children",
    "patients": "wounded",
    "casualties": "wounded",
    "soldiers": "fighters",
    "troops": "fighters",
    "men": "people",
    "women": "people",
    "others": "people",
    "staff": "people",
    "personnel": "people",
    "elderly": "people",
    "relatives": "families",
    "families": "families",
    "family": "families",
    "buses": "buses",
    "busses": "buses",
    "coaches": "buses",
    "minibuses": "buses",
    "ambulances": "ambulances",
    "vehicles": "vehicles",
    "trucks": "vehicles",
    "cars": "vehicles",
    "convoys": "convoys",
    "dead": "dead",
    "bodies": "dead",
}
# Person nouns beyond the list: a closed list (a word's ending alone made clinics, generators, helicopters,
# shelters, committees and tankers into people). NOT_PERSONS below stays for the patterns that read any noun.
PERSON_NOUNS = (
    "drivers volunteers workers employees staffers officials officers commanders leaders members guards defectors "
    "residents inhabitants villagers citizens evacuees detainees returnees deportees refugees migrants survivors "
    "displaced passengers travellers travelers pilgrims worshippers mourners protesters demonstrators students "
    "pupils teachers doctors physicians surgeons nurses medics paramedics pharmacists technicians engineers rescuers "
    "journalists reporters photographers activists observers monitors inspectors negotiators mediators delegates "
    "envoys diplomats representatives prisoners captives hostages abductees insurgents jihadists extremists "
    "islamists combatants snipers mercenaries conscripts recruits loyalists supporters opponents dissidents "
    "defenders attackers peacekeepers farmers traders merchants shopkeepers labourers laborers mothers fathers "
    "daughters sons wives husbands brothers sisters elders pensioners widows orphans infants newborns toddlers "
    "teenagers adolescents minors adults youths syrians palestinians iraqis afghans iranians russians lebanese "
    "kurds turks armenians christians alawites shiites sunnis druze"
).split()
PERSON_ENDINGS = alternation(PERSON_NOUNS)
NOT_PERSONS = frozenset(
    "corridors sectors floors doors errors incidents documents agreements statements moments settlements "
    "shipments containers centers centres layers papers orders borders towers quarters headquarters letters "
    "numbers meters metres kilometers kilometres liters litres hours dollars plants grants elements segments "
    "departments governments apartments instruments components others comments events parents' percents "
    "points hundreds thousands tens millions dozens years months minutes seconds".split()
)
VEHICLE_TOPICS = frozenset({"buses", "ambulances", "vehicles", "convoys"})
# a counted noun within the next three words: what makes "2m" before it two million, not two metres
COUNTED_AHEAD = (
    rf"(?=\s+(?:(?!(?:high|wide|long|deep|tall|thick|away|from|of)\b)[a-z-]{{1,30}}\s+){{0,2}}?"
    rf"(?:{'|'.join(COUNT_NOUNS)}|{PERSON_ENDINGS})\b)"
)

# --- units of length -------------------------------------------------------------
UNIT_KM = {
    "km": 1.0,
    "kilometre": 1.0,
    "kilometer": 1.0,
    "kilometres": 1.0,
    "kilometers": 1.0,
    "mile": 1.609344,
    "miles": 1.609344,
    "metre": 0.001,
    "meter": 0.001,
    "metres": 0.001,
    "meters": 0.001,
    "m": 0.001,
}
