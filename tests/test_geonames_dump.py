"""The ``--dump`` path of scripts/make_geonames_tier.py, on a small extract in the dump's layout.

No full GeoNames ``SY.txt`` is at hand offline; these tests keep its reader honest for the day it is:
the extract's rows (real GeoNames records, as cities500 ships them) must build the very records that
the committed tier holds for them, and malformed lines must fail naming file, line, id and field.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "tests" / "data" / "geonames_dump" / "SY_sample.txt"
TIER_FILE = ROOT / "gazetteer" / "geonames_tier.geojson"


@pytest.fixture(scope="module")
def cities500(script):
    rows, countries, _ = script.read_cities500()
    return [r for r in rows if r["country_code"] == "SY"], countries


def _lines() -> list[list[str]]:
    return [line.split("\t") for line in SAMPLE.read_text(encoding="utf-8").splitlines()]


def test_dump_rows_read(script):
    rows = script.read_dump(SAMPLE)
    assert [r["geonameid"] for r in rows] == [int(cells[0]) for cells in _lines()]
    aleppo = next(r for r in rows if r["geonameid"] == 170063)
    assert aleppo["population"] > 1_000_000 and aleppo["feature_code"] is None and aleppo["admin1"] == "09"
    assert all(r["source"] == "GeoNames dump SY_sample.txt" for r in rows)


def test_dump_rows_build_the_committed_records(script, cities500):
    """A dump row replaces the cities500 row of its id and, holding the same facts, builds the same record."""
    rows, countries = cities500
    built = {f["properties"]["key"]: f for f in script.build(rows + script.read_dump(SAMPLE), countries, ROOT)}
    committed = {f["properties"]["key"]: f for f in json.loads(TIER_FILE.read_text(encoding="utf-8"))["features"]}
    curated_ids = script.curated(ROOT)[2]
    assert 170063 in curated_ids  # Aleppo
    assert "gn_169372" not in committed  # Arbin: a curated place 35-1,921 m from its GeoNames copy
    for gid in (int(cells[0]) for cells in _lines()):
        key = f"gn_{gid}"
        if gid in curated_ids or key not in committed:  # the curated tier holds it (by id, or a copy within 5 km)
            assert key not in built and key not in committed
            continue
        new, old = built[key], committed[key]
        assert new["properties"]["sources"] == [f"GeoNames {gid} (GeoNames dump SY_sample.txt; CC BY 4.0)"]
        assert new["geometry"] == old["geometry"]
        for field in ("name", "name_ar", "type", "parent", "population", "admin1", "precision_km"):
            assert new["properties"][field] == old["properties"][field], (gid, field)
        missing = set(old["properties"]["variants"]) - {new["properties"]["name"]} - set(new["properties"]["variants"])
        assert not missing or old["properties"]["sources"][-1].startswith("OpenStreetMap"), (gid, missing)  # OSM's


def test_dump_feature_classes_are_filtered(script, tmp_path):
    lines = _lines()
    lines[0][6:8] = ["T", "MT"]  # a mountain: not kept
    lines[1][6:8] = ["P", "PPLQ"]  # an abandoned place: not kept
    lines[2][6:8] = ["A", "ADM2"]  # a district: kept, as a region
    path = tmp_path / "SY.txt"
    path.write_text("\n".join("\t".join(cells) for cells in lines) + "\n", encoding="utf-8")
    rows = {r["geonameid"]: r for r in script.read_dump(path)}
    assert int(lines[0][0]) not in rows and int(lines[1][0]) not in rows
    district = rows[int(lines[2][0])]
    assert (district["feature_class"], district["feature_code"]) == ("A", "ADM2")
    assert script.place_type("ADM2", 0) == "region" and script.precision_km("A", "region", 0) == 20.0


@pytest.mark.parametrize(
    "column,value,field", [(4, "36,4", "latitude"), (14, "many", "population"), (0, "x17", "geonameid")]
)
def test_malformed_dump_line_names_file_line_id_and_field(script, tmp_path, column, value, field):
    lines = _lines()
    lines[3][column] = value
    path = tmp_path / "SY.txt"
    path.write_text("\n".join("\t".join(cells) for cells in lines) + "\n", encoding="utf-8")
    with pytest.raises(SystemExit) as err:
        script.read_dump(path)
    message = str(err.value)
    assert f"{path}, line 4 (GeoNames id {lines[3][0]}), field {field}:" in message and repr(value) in message


def test_short_dump_line_names_file_and_line(script, tmp_path):
    lines = _lines()
    path = tmp_path / "SY.txt"
    path.write_text(
        "\n".join("\t".join(cells[:-1] if i == 1 else cells) for i, cells in enumerate(lines)) + "\n", encoding="utf-8"
    )
    with pytest.raises(SystemExit, match=r"SY\.txt, line 2: 18 columns, expected 19"):
        script.read_dump(path)


def test_press_spellings_of_head_words(script):
    assert script.head_variants("Khirbat Ghazālah") == ["Khirbet Ghazālah", "Kherbet Ghazālah"]
    assert script.head_variants("Tall Abyaḑ") == ["Tell Abyaḑ", "Tel Abyaḑ"]  # "Tal" folds as "Tall" does
    assert script.head_variants("Ash Shaykh Badr") == ["Ash Sheikh Badr"]
    assert script.head_variants("Tall") == [] and script.head_variants("Talldaww") == []  # no bare head word
    assert script.head_variants("Manbij") == [] and script.head_variants("تل أبيض") == []


def test_names_after_an_ayn_mark_are_kept(script):
    """'‘Ayn ‘Īsá' begins with an ayn mark, not a letter: it is a name all the same."""
    assert script.usable_name("‘Ayn ‘Īsá") and script.usable_name("`Irbin") and not script.usable_name("‘ayn")


def test_names_that_fold_into_common_words_are_ordinary(script):
    """The geoparser matches folded names: "Ma'an" is matched as "man", "Saane" as "sane"."""
    assert script.foreign_common("Ma'an", large=False) and script.is_common_word("Saane")
    assert script.is_common_word("Al Hal") and not script.is_common_word("El Hol")
    features = json.loads(TIER_FILE.read_text("utf-8"))["features"]
    tier = {f["properties"]["name"]: f["properties"] for f in features if f["properties"]["tier"] == "geonames"}
    assert tier["Ma'an"]["ordinary_words"] == ["Ma'an"]
    assert {"Al Hal", "El Haul"} <= set(tier["Al Ḩawl"]["ordinary_words"])
    assert "El Hol" not in tier["Al Ḩawl"]["ordinary_words"]  # the camp's name in the press stays a name


def test_press_form_of_assimilated_articles(script):
    """GeoNames' "As Safīrah" is the press's "al-Safira"; a short word that is no article stays."""
    assert script.article_variants("As Safīrah") == ["Al-Safīrah"]
    assert script.article_variants("Aş Şūrah aş Şaghīrah") == ["Al-Şūrah al-Şaghīrah"]
    assert script.article_variants("Dayr az Zawr") == ["Dayr al-Zawr"]
    assert script.article_variants("At Home") == [] and script.article_variants("Al Bāb") == []
    assert script.article_variants("السفيرة") == []
    tier = {f["properties"]["name"]: f["properties"] for f in json.loads(TIER_FILE.read_text("utf-8"))["features"]}
    assert "Al-Nabk" in tier["An Nabk"]["variants"]  # only where the folded form is new
