import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import geo_aleppo as ga
from geo_aleppo.evaluation import evaluate
from geo_aleppo.geoparsing import geoparse, sentence_spans


def keys(text, **kwargs):
    return [(m.text, m.place_key) for m in ga.geoparse(text, **kwargs)]


def test_seed_gold_strict_f1(gold_path, gaz):
    score = evaluate(gold_path, ga.load_corpus()[0].path.rsplit("/", 1)[0], gaz)
    assert score.f1 >= 0.97, (score.misses, score.false_positives)


def test_no_place_on_demonyms_or_organisation_names(gold, seeds):
    for name, article in seeds.items():
        places = ga.geoparse(article.text)
        for g in gold:
            if g["file"] == name and g["kind"] in ("demonym_adjective", "in_organisation_name"):
                overlapping = [m for m in places if m.start < g["end"] and g["start"] < m.end]
                assert not overlapping, (g, overlapping)


def test_set_aside_spans_come_back_with_include_all(seeds):
    text = seeds["000_355f70c785ad7b95.txt"].text
    roles = {m.text: m.role for m in ga.geoparse(text, include_all=True)}
    assert roles["Syrian"] == "adjective"
    assert roles["Washington"] == "organisation"  # inside "Washington Post"
    assert roles["Aleppo"] == "place"


def test_offsets_and_sentences_on_seeds(seeds):
    for article in seeds.values():
        mentions = ga.geoparse(article.text, include_all=True)
        assert mentions == sorted(mentions, key=lambda m: m.start)
        for a, b in zip(mentions, mentions[1:]):
            assert a.end <= b.start
        for m in mentions:
            assert article.text[m.start : m.end] == m.text
            s, e = m.sentence
            assert s <= m.start and m.end <= e
            assert "\n" not in article.text[s:e]


SPELLINGS = [
    ("Buses crossed the Ramoussah Bridge towards Khan al-Assal.", {"ramouseh", "khan_al_asal"}),
    ("Aid reached Foah and Kefraya on Monday.", {"foua", "kafraya"}),
    ("Rebels withdrew to Idleb province and to Rashideen.", {"idlib_governorate", "al_rashideen"}),
    ("Shelling hit Salaheddin and Zabdia overnight.", {"salah_al_din", "al_zebdiyeh"}),
    ("Fighters left Sheikh Said and Bustan al-Qasr for Khan Tuman.", {"sheikh_saeed", "bustan_al_qasr", "khan_tuman"}),
    (
        "The convoy passed al-Ramouseh and Dahiyat al-Assad before reaching al-Rashideen.",
        {"ramouseh", "dahiyat_al_assad", "al_rashideen"},
    ),
    ("Trucks waited at Bab al-Hawa on the Turkish border.", {"bab_al_hawa", "syria_turkey_border"}),
    (
        "Some crossed at Bab al-Salama, others stayed in Atareb and Darat Ezza.",
        {"al_atarib", "darat_izza", "bab_al_salama"},
    ),
    ("Buses left the Salaheddine district for the Ramouseh crossing.", {"salah_al_din", "ramouseh"}),
    (
        "The London-based monitor said families reached ad-Dana, Maaret Misrin and Kafr Nabl.",
        {"london", "al_dana", "maarat_misrin", "kafranbel"},
    ),
    ("Kurdish fighters hold Tell Rifaat, Afrine and Ain al-Arab.", {"tal_rifaat", "afrin", "kobani"}),
    (
        "Troops took al-Sakhur, Sheikh Khader, Jabal Badrou and Ba'idin, then al-Firdaws and Salheen.",
        {"al_sakhour", "sheikh_khodr", "jabal_badro", "baaidin", "al_fardous", "al_salihin"},
    ),
    ("Evacuees were taken to a shelter in Jibrin, east of al-Sha'ar.", {"jibreen", "al_shaar"}),
    ("سيطر الجيش على أحياء الصاخور والشيخ خضر والشعار.", {"al_sakhour", "sheikh_khodr", "al_shaar"}),
    (
        "حافلات غادرت حلب إلى الراموسة ثم خان العسل، وإلى الفوعة وكفريا في إدلب.",
        {"aleppo", "ramouseh", "khan_al_asal", "foua", "kafraya", "idlib_governorate"},
    ),
]


@pytest.mark.parametrize("text, expected", SPELLINGS, ids=[s[0][:30] for s in SPELLINGS])
def test_other_spellings(text, expected):
    found = ga.geoparse(text)
    assert {m.place_key for m in found} == expected
    for m in found:
        assert text[m.start : m.end] == m.text


@pytest.mark.parametrize(
    "text, expected",
    [
        ("قال إن المشهد السوري معقد وإن الشعار نفسه رفع في حلب.", ["aleppo"]),  # "the scene", "the slogan"
        ("فتح الاتفاق الباب أمام المفاوضات.", []),  # "the door"
        ("خرج المقاتلون من حي المشهد وحي السكري.", ["al_mashhad", "al_sukkari"]),  # after a type word
        ("بقي المدنيون في السكري والمشهد والأنصاري.", ["al_sukkari", "al_mashhad", "al_ansari"]),  # a list
        ("قصفت الطائرات مدينة الباب.", ["al_bab"]),
        ("Rebels left al-Mashhad and Sukkari.", ["al_mashhad", "al_sukkari"]),  # the Latin names are not words
        ("Zahraa, 12, was wounded.", []),  # a girl's name
        ("Dana White spoke.", []),
        ("Rebels besieged Nubl and Zahraa.", ["nubl", "zahraa"]),  # listed after a place
        ("Zahraa and Nubl were besieged.", ["zahraa", "nubl"]),  # listed before one
        ("They went to the town of al-Zahraa.", ["zahraa"]),
        ("Camps near Sarmada, Atme and al-Dana filled up.", ["sarmada", "atmeh", "al_dana"]),
        ("في حلب المشهد مختلف تماما.", ["aleppo"]),  # a blank is no list
        ("فتح المشهد الباب أمام التفاوض.", []),  # two ordinary words side by side are no list
        ("Syrian Zahraa Hussein, 12, was wounded.", []),  # nor is a demonym
        ("Reporting from Aleppo\nDana White spoke.", ["aleppo"]),
        ("Zahraa and al-Bab were shelled.", ["zahraa", "al_bab"]),  # a list past an article
        ("Dana and eastern Aleppo.", ["al_dana", "east_aleppo"]),
        ("In Aleppo, Zahraa, 12, was wounded.", ["aleppo"]),  # listed, but a girl and her age
    ],
)
def test_names_that_are_ordinary_words_need_a_place_context(text, expected):
    assert [m.place_key for m in ga.geoparse(text)] == expected


@pytest.mark.parametrize(
    "text, span, key",
    [
        ("They went to Idlib province.", "Idlib province", "idlib_governorate"),
        ("They went to the province of Idlib.", "Idlib", "idlib_governorate"),
        ("They went toward Idlib, a city in northwestern Syria.", "Idlib", "idlib_city"),
        ("They went to the city of Idlib.", "Idlib", "idlib_city"),
        ("They went to Idlib.", "Idlib", "idlib_governorate"),  # the documented default sense
        ("The Hama provincial governor said so.", "Hama", "hama_governorate"),
        ("Rockets fell on Hama.", "Hama", "hama_city"),
        ("It borders the coastal province of Latakia.", "Latakia", "latakia_governorate"),
        ("A convoy reached eastern Aleppo.", "eastern Aleppo", "east_aleppo"),
        ("A convoy reached east Aleppo.", "east Aleppo", "east_aleppo"),
        ("A district in southern Aleppo.", "southern Aleppo", "aleppo"),
        ("Northern Syria was quiet.", "Northern Syria", "syria"),
        ("They fled to north-western Syria.", "north-western Syria", "syria"),
        ("They went toward Idlib , a city in the north.", "Idlib", "idlib_city"),  # a blank before the comma
        ("The City of Idlib was shelled.", "Idlib", "idlib_city"),  # the type word inside the capitalised run
        ("وصلوا إلى مدينة إدلب مساء الأحد.", "إدلب", "idlib_city"),  # the same inside an Arabic run
        ("وصلوا إلى محافظة إدلب.", "محافظة إدلب", "idlib_governorate"),  # the gazetteer's own name
        ("خرجت الحافلات إلى ريف حلب الغربي.", "ريف حلب", "aleppo_governorate"),  # like "Aleppo countryside"
        ("في خريف حلب كان البرد شديدا.", "حلب", "aleppo"),  # "autumn" ends in ريف: no type word
        ("وصلوا إلى مدينة\u00a0إدلب.", "إدلب", "idlib_city"),  # a no-break space
        ("Il est arrivé à مدينة Idlib.", "Idlib", "idlib_city"),
        ("The city s southern Al-Amiriyah district.", "Al-Amiriyah district", "al_amiriyah"),
        ("An evacuation corridor in the ar-Ramuseh area.", "ar-Ramuseh", "ramouseh"),
    ],
)
def test_context_settles_the_place(text, span, key):
    found = [m for m in ga.geoparse(text) if m.place_key == key]
    assert [m.text for m in found] == [span]


@pytest.mark.parametrize(
    "text",
    [
        "The Syrian Observatory for Human Rights said so.",
        "The Turkish Red Crescent and the Syrian Arab Red Crescent helped.",
        "It was reported by the Washington Post.",
        "Jabhat Fateh al-Sham fighters left.",
        "He spoke to Orient TV and to the European Union.",
        "Russian and Turkish officials met Syrians and Bosnians.",
        "Mohammad Ansari, a doctor, said so.",  # place names inside a person's name
        "Abu Ahmad al-Ansari said the convoy had left.",
        "Dr Hamza Sukkari and Yasser Fardous were among them.",
    ],
)
def test_not_places(text):
    assert ga.geoparse(text) == []


def test_us_pronoun_is_not_the_united_states():
    assert keys("Let us go. The US said so, and so did the U.S.") == [
        ("US", "united_states"),
        ("U.S.", "united_states"),
    ]


@pytest.mark.parametrize("after", [".", " said so.", " governor said so."])
def test_abbreviation_in_an_organisation_keeps_its_full_stop(after):
    text = "The U.S. Observatory" + after
    (org,) = ga.geoparse(text, include_all=True)
    assert (org.text, org.role) == ("U.S.", "organisation")


@pytest.mark.parametrize(
    "text, name",
    [
        ("Troops entered the town of Qardusa.", "Qardusa"),
        ("Rebels held Qardusa al-Jabal district.", "Qardusa al-Jabal district"),
        ("They reached Bashkuy, a village near the front.", "Bashkuy"),
    ],
)
def test_unknown_toponym_in_a_place_pattern_is_kept(text, name):
    found = ga.geoparse(text)
    assert [(m.text, m.place) for m in found] == [(name, None)]


@settings(max_examples=400, deadline=None)
@given(st.text())
def test_offset_contract_on_any_text(text):
    mentions = ga.geoparse(text, include_all=True)
    end = 0
    for m in mentions:
        assert text[m.start : m.end] == m.text
        assert m.start >= end and m.end > m.start
        assert 0 <= m.score <= 1
        end = m.end


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "Aleppo",
                " ",
                "eastern ",
                "Khan al-Asal",
                "\u200b",
                "\u200f",
                "\x00",
                "\r\n",
                "Idlib",
                " province",
                ", a city",
                "الفوعة",
                "’s",
                "-",
                "Syrian",
                " Post",
            ]
        ),
        max_size=12,
    )
)
def test_offset_contract_on_name_soup(parts):
    text = "".join(parts)
    for m in ga.geoparse(text, include_all=True):
        assert text[m.start : m.end] == m.text


def test_sentences():
    text = "Mr. Kerry spoke in the U.S. on Thursday. Buses left Aleppo!\nThen Idlib."
    spans = [text[s:e] for s, e in sentence_spans(text)]
    assert spans == ["Mr. Kerry spoke in the U.S. on Thursday.", "Buses left Aleppo!", "Then Idlib."]


def test_rejects_non_text():
    with pytest.raises(TypeError):
        ga.geoparse(b"Aleppo")


def test_iter_mentions_streams_the_same_mentions(seeds):
    from geo_aleppo.geoparsing import iter_mentions

    for article in seeds.values():
        assert list(iter_mentions(article.text, include_all=True)) == ga.geoparse(article.text, include_all=True)


OTHER_REPORTS = Path(__file__).parent / "data" / "other_reports"


@pytest.mark.parametrize("name", ["wire_report.txt", "evening_report.txt"])
def test_reports_written_in_other_house_styles(name):
    """Two reports of the same events in other styles and spellings (written for the tests, not from the seeds),
    with every place mention checked by hand: Ramousa/Ramousah/Ramoussa, al-Rashidin, Zebdiye, Salah el-Din,
    Fuaa, Sukari; persons, organisations and demonyms that are not places;
    "Hatay province", a curated province of Turkey."""
    text = (OTHER_REPORTS / name).read_text(encoding="utf-8")
    expected = json.loads((OTHER_REPORTS / "expected_mentions.json").read_text(encoding="utf-8"))[name]
    found = [[m.start, m.end, m.text, m.place_key] for m in ga.geoparse(text)]
    assert found == expected


# -- scoring by distance (the Syria development set) ------------------------------------
def _gold_row(text, surface, kind, place_type, lat, lon, **extra):
    start = text.index(surface)
    return {
        "file": "a.txt",
        "start": start,
        "end": start + len(surface),
        "surface": surface,
        "kind": kind,
        "type": place_type,
        "lat": lat,
        "lon": lon,
        "place_key": None,
        **extra,
    }


def test_score_by_distance(tmp_path, gaz):
    from geo_aleppo.evaluation import evaluate_by_distance, has_coordinates

    text = (
        "SOURCE: x\nOUTLET: Idlib Post  DATE: 2020-01-01  LANG: en\n\n"
        "Shelling hit Douma and Idlib province, Syrian state media said.\n"
    )
    rows = [
        _gold_row(text, "Douma", "literal", "city", 33.57, 36.40),  # GeoNames 170592 lies ~0.3 km away
        _gold_row(text, "Idlib province", "literal", "governorate", 35.9, 36.6),
        _gold_row(text, "Syrian", "demonym_adjective", "country", 35.0, 38.5),
    ]
    (tmp_path / "a.txt").write_text(text, encoding="utf-8")
    gold = tmp_path / "gold.jsonl"
    gold.write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")
    assert has_coordinates(rows)
    score = evaluate_by_distance(gold, tmp_path, gaz)
    assert (score.hits, score.misses, score.false_positives) == (2, [], [])  # "Idlib" in the header is not scored
    assert (score.governorate_hits, score.governorate_total, score.syria_total) == (1, 1, 2)
    # a point 30 km off is a miss for a city and a false positive for the prediction; a city is no governorate
    rows[0]["lat"] += 0.27
    rows[1]["surface"], rows[1]["start"], rows[1]["end"] = "Idlib", rows[1]["start"], rows[1]["start"] + 5
    text2 = text.replace("Idlib province", "the city of Idlib")
    (tmp_path / "a.txt").write_text(text2, encoding="utf-8")
    rows[1]["start"] = text2.index("Idlib", 60)
    rows[1]["end"] = rows[1]["start"] + 5
    gold.write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")
    score = evaluate_by_distance(gold, tmp_path, gaz)
    assert score.hits == 0 and len(score.misses) == 2 and len(score.false_positives) == 2
    assert score.governorate_hits == 0 and score.syria_recall == 0.0


# -- unknown toponyms, function words, title-case headlines ------------------------------
@pytest.mark.parametrize(
    "text, unknown",
    [
        ("Shells fell near Qardusa overnight.", ["Qardusa"]),
        ("Families fled from the Bashkuy area.", ["Bashkuy"]),
        ("Shelling hit Douma, Zardana and Harasta.", ["Zardana"]),  # in a list beside known places
        ("Jets struck Saraqib and Zaatarino.", ["Zaatarino"]),  # a name no tier holds (Mesraba is curated now)
        ("Qardusa and Saraqib were shelled.", ["Qardusa"]),
        ("The town was shelled. A village nearby burned. This district is empty.", []),  # function words
        ("Talks resumed in January, according to Hayyan Ibrahim.", []),  # months, a source's name
        ("Talks in Damascus, Marianne Gasser said.", []),  # a name after a place is no list
        ("Envoys of Russia and France met; Vitaly Churkin, Russia's ambassador, spoke.", []),
        ("Fighters came from Daesh and from ISIS.", []),
    ],
)
def test_unknown_toponyms(text, unknown):
    found = ga.geoparse(text)
    assert [m.text for m in found if m.place is None] == unknown
    assert all(m.role == "place" for m in found)


def test_unknown_toponyms_reach_the_scene():
    article = ga.Article(id="x", outlet="t", date=None, text="Shells fell near Qardusa and on Saraqib.", path="x.txt")
    scene = ga.build_scene([article])
    assert scene.unresolved["text"].tolist() == ["Qardusa"]


@pytest.mark.parametrize(
    "text, key",
    [
        ("Government Forces Enter Maarat al-Numan", "maarat_al_numan"),
        ("Syrian Army Takes Control Of Saraqib", "saraqib"),
        ("Rebel Brigades Withdraw From Kafranbel", "kafranbel"),
    ],
)
def test_title_case_headline_organisation_stops_at_the_verb(text, key):
    places = [m for m in ga.geoparse(text) if m.role == "place"]
    assert [m.place_key for m in places] == [key]


def test_organisation_names_still_hold_their_places():
    found = ga.geoparse(
        "The Syrian Observatory for Human Rights and the Aleppo Media Center said so.", include_all=True
    )
    assert [m.role for m in found if m.place_key in ("aleppo", "syria")] == ["organisation", "organisation"]


# -- choosing between candidates ----------------------------------------------------------
@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "Fighting in the provinces of Aleppo, Latakia and Hama.",
            ["aleppo_governorate", "latakia_governorate", "hama_governorate"],
        ),
        ("قصف في محافظات حلب واللاذقية وحماه.", ["aleppo_governorate", "latakia_governorate", "hama_governorate"]),
        ("He moved between Aleppo, Latakia and Hama.", ["aleppo", "latakia_city", "hama_city"]),
        ("Troops massed in Deraa province.", ["daraa_governorate"]),  # a city's name with a governorate word
        ("Troops massed in Deraa.", ["daraa"]),
    ],
)
def test_type_words_choose_the_type(text, expected):
    assert [m.place_key for m in ga.geoparse(text)] == expected


def test_resolved_by_names_the_rule():
    found = {m.text: m.resolved_by for m in ga.geoparse("Buses left Saraqib for the city of Idlib and Hama.")}
    assert found == {"Saraqib": "only candidate", "Idlib": "type word", "Hama": "default sense"}


def test_spatial_focus_overrules_tier_and_population(gaz):
    shared = [name for name, keys in gaz.name_index.items() if {gaz[k].tier for k in keys} == {"curated", "geonames"}]
    assert "hamdania" in shared  # a district of Aleppo (curated) and a town near Mosul (GeoNames)
    iraq = ga.geoparse("Troops left Mosul for Hamdaniya.")
    aleppo = ga.geoparse("Shells fell on Bustan al-Qasr and Hamdaniya.")
    assert (iraq[-1].place.tier, iraq[-1].resolved_by) == ("geonames", "spatial focus")
    assert (aleppo[-1].place_key, aleppo[-1].resolved_by) == ("al_hamdaniyah", "curated tier")
    alone = ga.geoparse("Hamdaniya was shelled.")
    assert alone[0].place_key == "al_hamdaniyah"  # with no other place, the curated tier wins
    with pytest.raises(ga.AmbiguousPlace):
        gaz.lookup("Hamdaniya")  # lookup has no context: the candidates are named


def test_transliteration_of_ayn_and_ras():
    found = ga.geoparse("Turkish troops entered Ras al-Ayn; Ra's al-Ain was shelled.")
    assert [m.place_key for m in found if m.role == "place"] == ["gn_165509", "gn_165509"]


def test_to_a_person_or_side_is_no_destination():
    assert [m.text for m in ga.geoparse("Fighters loyal to Hayyan fled. According to Bashkuy, two died.")] == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("قصف ريف حلب الغربي", [("ريف حلب", "aleppo_governorate")]),  # the type word is in the span
        ("أطلقوا سراح المعتقلين في ريف دمشق", [("ريف دمشق", "rif_dimashq_governorate")]),
        ("Turkish troops pushed into northwestern Aleppo.", [("northwestern Aleppo", "aleppo_governorate")]),
        ("Shells fell on a district in southern Aleppo.", [("southern Aleppo", "aleppo")]),  # the city's quarters
        ("Rebels advanced in northern Hama.", [("northern Hama", "hama_governorate")]),  # one direction word
        ("Shelling hit southern Hama city.", [("southern Hama city", "hama_city")]),
        ("اشتباكات عنيفة في شمال حماة", [("حماة", "hama_governorate")]),
        ("نزح الآلاف من جنوب إدلب وشمال حماة", [("إدلب", "idlib_governorate"), ("حماة", "hama_governorate")]),
        ("سيطرت القوات على شرق حلب", [("حلب", "aleppo")]),  # the gazetteer holds east_aleppo, the city's part
        ("Rebels Close In on Saraqib", [("Saraqib", "saraqib")]),
        ("Fighters from Islamic State and from Rebels fled.", []),
    ],
)
def test_governorate_readings_and_actor_words(text, expected):
    assert [(m.text, m.place_key) for m in ga.geoparse(text)] == expected


def test_plural_type_word_after_a_list():
    found = ga.geoparse("Massacres in Latakia and Tartus provinces; later in Latakia.")
    assert [(m.text, m.place_key) for m in found] == [
        ("Latakia", "latakia_governorate"),
        ("Tartus provinces", "tartus_governorate"),
        ("Latakia", "latakia_city"),
    ]


def test_score_by_distance_positive_without_coordinate(tmp_path, gaz):
    """A positive with no coordinate is hit only by its own place; a wrong place is a false positive."""
    from geo_aleppo.evaluation.places import TOLERANCE_KM, evaluate_by_distance

    text = (
        "SOURCE: x\n\nShelling hit Western Ghouta and Fooville, and Barville Al Balad. "
        "Families crossed the Euphrates.\n"
    )
    rows = [
        {**_gold_row(text, "Western Ghouta", "literal", "region", None, None), "place_key": "eastern_ghouta"},
        _gold_row(text, "Fooville", "literal", "village", None, None),
        _gold_row(text, "Barville Al Balad", "literal", "neighbourhood", None, None),
        _gold_row(text, "Euphrates", "literal", "region", None, None),
    ]
    (tmp_path / "a.txt").write_text(text, encoding="utf-8")
    gold = tmp_path / "gold.jsonl"
    gold.write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")
    score = evaluate_by_distance(gold, tmp_path, gaz)
    predicted = {(m["surface"], m["place_key"]) for m in score.false_positives}
    unresolved = {m["surface"] for m in score.unresolved}
    # unknown to the parser, like the gold: a hit, counted apart
    assert {"Fooville", "Barville Al Balad"}.isdisjoint(unresolved | {s for s, _ in predicted})
    assert ("Western Ghouta", "western_ghouta") in predicted  # the western region is not the eastern one
    # the river carries the gold surface among its names and is a region-like feature: a hit
    assert (score.hits, score.unresolved_hits, [m["surface"] for m in score.misses]) == (3, 2, ["Western Ghouta"])
    # the gold's own key hits
    rows[0]["place_key"] = "western_ghouta"
    gold.write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")
    assert evaluate_by_distance(gold, tmp_path, gaz).hits == 4
    # with a key, an unknown toponym is a miss: the gazetteer holds the place
    rows[1]["place_key"] = "douma"
    gold.write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")
    assert evaluate_by_distance(gold, tmp_path, gaz).unresolved_hits == 1
    assert TOLERANCE_KM["other"] == TOLERANCE_KM["neighbourhood"] == 2.5


@pytest.mark.parametrize(
    "town, lat, lon, hit",
    [
        ("Douma", 33.5711, 36.4033, True),  # the Jobar district of Damascus lies ~8 km away
        ("Houla", 34.8947, 36.4958, False),  # a Jobar of the Homs area: the Damascus one is ~150 km off
        ("Taldau", 34.8763, 36.524, False),
    ],
)
def test_positive_without_coordinate_needs_the_articles_area(tmp_path, gaz, town, lat, lon, hit):
    """A namesake anywhere is no hit: a local place must lie near the article's located places."""
    from geo_aleppo.evaluation import evaluate_by_distance

    text = f"SOURCE: x\n\nShelling hit {town}, and troops entered Jobar and Sultaniya.\n"
    rows = [
        _gold_row(text, town, "literal", "town", lat, lon),
        _gold_row(text, "Jobar", "literal", "neighbourhood", None, None),
        _gold_row(text, "Sultaniya", "literal", "neighbourhood", None, None),
    ]
    (tmp_path / "a.txt").write_text(text, encoding="utf-8")
    gold = tmp_path / "gold.jsonl"
    gold.write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")
    score = evaluate_by_distance(gold, tmp_path, gaz)
    jobar_fp = [fp["place_key"] for fp in score.false_positives if fp["surface"] == "Jobar"]
    assert (jobar_fp == []) is hit and (jobar_fp == ["jobar"]) is (not hit)
    assert score.unresolved_hits == 1  # Sultaniya: unknown to the parser and to the gold
    # the type rule: a neighbourhood is no governorate, a governorate gold needs a governorate
    rows[1]["type"] = "governorate"
    gold.write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")
    assert any(fp["surface"] == "Jobar" for fp in evaluate_by_distance(gold, tmp_path, gaz).false_positives)


@pytest.mark.parametrize(
    "text, kept",
    [
        ("Al-Alam reported fighting in Homs.", ["Homs"]),
        ("Burning Tyre barricades in Daraa.", ["Daraa"]),
        ("A Batman costume was sold in Idlib.", ["Idlib"]),
        ("Mut, Soma and Bor were named.", []),
        ("Refugees in Batman, Turkey, said.", ["Batman", "Turkey"]),  # the country supports its town
        ("Refugees reached the city of Tyre in southern Lebanon.", ["Tyre", "southern Lebanon"]),
        ("Shelling hit the Iraqi town of Balad.", ["Balad"]),  # a type word supports it
    ],
)
def test_lone_foreign_tier_name_needs_support(gaz, text, kept):
    assert [m.text for m in geoparse(text, gaz) if m.role == "place"] == kept


def test_large_foreign_city_needs_no_support(gaz):
    assert [m.place_key for m in geoparse("An opposition figure in Amman said so.", gaz)] == ["gn_250441"]


@pytest.mark.parametrize(
    "text, kept",
    [
        ("The army took Tal Jibbin on Sunday.", []),
        # no 'Tal' of At Tall, 330 km away; the longer names, in a list beside a known place, come back (unknown
        # when no tier holds them: Tal Halaf is OCHA's village near Ras al-Ain)
        ("Tal Abyad, Tal Halaf and Tal Baydar fell.", ["Tal Abyad", "Tal Halaf", "Tal Baydar?"]),
        ("Shelling hit Douma, Harasta and al-Tal.", ["Douma", "Harasta", "al-Tal"]),
        ("Government Forces Enter Douma In Eastern Ghouta", ["Douma", "Eastern Ghouta"]),
    ],
)
def test_tier_name_that_heads_a_longer_name_is_refused(gaz, text, kept):
    found = [m.text + ("?" if m.place is None else "") for m in geoparse(text, gaz) if m.role == "place"]
    assert found == kept


@pytest.mark.parametrize(
    "text, name, kind",
    [
        ("Jets struck in the provinces of Idlib and Hama. Aleppo residents said the bread ran out.", "Aleppo", "city"),
        ("Jets struck Hama and Homs. Aleppo and Latakia provinces were calm.", "Hama", "city"),
        ("Shelling hit the provinces of Idlib, Hama and Aleppo.", "Aleppo", "governorate"),
    ],
)
def test_plural_type_word_stops_at_sentence_end(gaz, text, name, kind):
    found = {m.text: m.place.type for m in geoparse(text, gaz) if m.role == "place"}
    assert found[name] == kind


@pytest.mark.parametrize("gap", [" ", "\n", "\t", " \n", "\r\n"])
def test_locative_word_before_unknown_name_across_any_whitespace(gaz, gap):
    text = f"Families fled{gap}to Foobar on Monday."
    found = [(m.text, m.place) for m in geoparse(text, gaz) if m.role == "place"]
    assert found == [("Foobar", None)]
    text = f"Families fled to{gap}Foobar on Monday."
    assert [(m.text, m.place) for m in geoparse(text, gaz) if m.role == "place"] == [("Foobar", None)]


@pytest.mark.parametrize("word", ["Provinces", "Governorates", "provinces"])
def test_title_case_plural_type_word_after_a_list(gaz, word):
    found = {m.place_key for m in geoparse(f"Fighting in Idlib and Hama {word}.", gaz) if m.role == "place"}
    assert found == {"idlib_governorate", "hama_governorate"}
