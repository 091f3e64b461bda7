"""Aggregating a scene read from the Parquet datasets: counts per group, quotes in order, the map's data."""

import json
import math

import pytest

import geo_aleppo as ga
from geo_aleppo.engine.batch import parse_corpus
from geo_aleppo.export import export_scene
from geo_aleppo.maps import build_map, render_html
from geo_aleppo.maps.elements import Layer
from geo_aleppo.scene import aggregate, aggregated_scene_from_parquet
from geo_aleppo.scene.aggregate import CLAIM_GROUP

from .conftest import REPO

DATA_DIR = REPO / "tests" / "data"

REPEATS = 10


@pytest.fixture(scope="module")
def datasets(tmp_path_factory):
    """The seeds and the claims dev set, each article repeated under distinct ids, parsed to datasets."""
    root = tmp_path_factory.mktemp("agg")
    articles = ga.load_corpus() + ga.load_corpus(DATA_DIR / "claims_dev")
    corpus = root / "corpus.jsonl"
    with open(corpus, "w", encoding="utf-8") as handle:
        for k in range(REPEATS):
            for a in articles:
                record = {"id": f"{a.id}-{k:02d}", "outlet": a.outlet, "date": a.date, "text": a.text}
                handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    out = root / "m.parquet"
    parse_corpus(corpus, out=out, claims=True)
    return out, len(articles)


@pytest.fixture(scope="module")
def scenes(datasets):
    out, n = datasets
    full = ga.Scene.from_parquet(out)
    return full, aggregate(full), n


def _plain(value):
    return None if value is None or (isinstance(value, float) and math.isnan(value)) else value


def _incident_key(row):
    where = row["place_key"] if _plain(row["place_key"]) else (
        None if row["geometry"] is None else (row["geometry"].x, row["geometry"].y))
    return (where, row["topic"], str(row["date"])[:10])


def _claim_key(row):
    values = [_plain(row[c]) for c in CLAIM_GROUP]
    if row["kind"] == "route":  # route@<offset of its sentence>: one route per sentence, grouped by place and role
        values[CLAIM_GROUP.index("topic")] = "route"
    return tuple(values)


def _rows(frame):
    return [dict(zip(frame.columns, values, strict=True)) for values in frame.itertuples(index=False, name=None)]


def _groups(frame, key_of):
    groups = {}
    for row in sorted(_rows(frame), key=lambda r: (r["article"], r["start"])):
        groups.setdefault(key_of(row), []).append(row)
    return groups


@pytest.mark.parametrize("layer", ["incidents", "claims"])
def test_aggregated_counts_are_the_rows_of_each_group(scenes, layer):
    full, small, n_articles = scenes
    assert len(full.articles) == REPEATS * n_articles
    key_of = _incident_key if layer == "incidents" else _claim_key
    expected = _groups(getattr(full, layer), key_of)
    got = _rows(getattr(small, layer))
    assert len(got) == len(expected) < len(getattr(full, layer)) / 5  # every article is repeated 10 times
    assert sum(r["reports"] for r in got) == len(getattr(full, layer))
    for row in got:
        group = expected[key_of(row)]
        assert row["reports"] == len(group)
        assert (row["article"], row["start"], row["quote"]) == (group[0]["article"], group[0]["start"],
                                                                 group[0]["quote"])
        quoted = [(q["article"], q["start"], q["quote"]) for q in row["quoted"]]
        first = [(g["article"], g["start"], g["quote"]) for g in group[:3]]
        assert quoted == (first if len(group) > 1 else [])
    # each seed's report is repeated in every copy, so some groups hold exactly REPEATS reports or more
    assert max(r["reports"] for r in got) >= REPEATS
    if layer == "claims":  # a route named in many sentences is one row per place and role
        routes = [r for r in got if r["kind"] == "route"]
        assert len({(r["place_key"], r["role"]) for r in routes}) == len(routes)


def test_aggregating_twice_changes_nothing(scenes):
    _, small, _ = scenes
    again = aggregate(small)
    assert again.incidents.reports.tolist() == small.incidents.reports.tolist()
    assert again.claims.quoted.tolist() == small.claims.quoted.tolist()


def _layers(element, kind):
    if isinstance(element, Layer) and element.kind == kind:
        yield element
    for child in element._children.values():
        yield from _layers(child, kind)


def test_the_map_carries_the_counts_and_quotes(scenes, tmp_path):
    full, small, _ = scenes
    m = build_map(small)
    (layer,) = _layers(m, "incidents")
    data = layer.data
    located = small.incidents[~small.incidents.geometry.isna()]
    counts = sorted(int(r[6]) if len(r) > 6 else 1 for r in data["rows"])
    assert counts == sorted(located.reports.astype(int).tolist())
    assert sum(counts) == int((~full.incidents.geometry.isna()).sum())
    row = next(r for r in data["rows"] if len(r) > 6)
    assert len(row[7]) == min(3, row[6]) - 1 and all(data["sources"][s][0] for s, _ in row[7])
    assert "reported " in render_html(m)  # the popup's script is in the page
    small_html, full_html = render_html(m), render_html(build_map(full))
    assert len(small_html) < len(full_html)
    n_more = len(small.articles) - 200  # a large corpus: the panel and the popups list 200 articles, and say so
    assert n_more > 0 and f"… and {n_more:,} more articles (the datasets" in small_html
    most = int(small.places.articles.map(len).max())
    assert (most > 200) == (f"… and {most - 200:,} more articles" in small_html)
    export_scene(small, tmp_path / "small.gpkg")  # the new columns are in the layer specs


def test_evidence_per_group_bounds_the_quotes(scenes):
    full, _, _ = scenes
    one = aggregate(full, evidence_per_group=1)
    assert max(len(q) for q in one.incidents.quoted) == 1
    with pytest.raises(ValueError, match="at least 1"):
        aggregate(full, evidence_per_group=0)


_FRAMES = ("places", "control_areas", "corridors", "incidents", "claims", "articles", "agreement", "unresolved")


def _assert_same(a, b, frames=_FRAMES):
    import pandas as pd

    for name in frames:
        pd.testing.assert_frame_equal(getattr(a, name), getattr(b, name), obj=name)


def test_aggregated_reading_is_aggregate_of_the_full_reading(datasets, scenes):
    """Streamed in batches of 37 rows (groups cut across batches), the reduction gives aggregate(from_parquet)."""
    out, _ = datasets
    _, small, _ = scenes
    streamed = aggregated_scene_from_parquet(out, evidence_per_place=None, context_per_group=10**6, batch_rows=37)
    assert len(streamed.incidents) < int(streamed.incidents.reports.sum())  # groups of several reports
    _assert_same(small, streamed)
    whole = aggregated_scene_from_parquet(out, evidence_per_place=None, context_per_group=10**6, batch_rows=10**6)
    _assert_same(streamed, whole)


def test_aggregated_reading_of_the_seeds_is_aggregate_of_build_scene(tmp_path):
    out = tmp_path / "seeds.parquet"
    parse_corpus(out=out, claims=True)
    built = aggregate(ga.build_scene())
    _assert_same(built, aggregated_scene_from_parquet(out, evidence_per_place=None, batch_rows=5))


def test_context_per_group_bounds_the_areas_and_keeps_the_claimed_lengths(datasets, scenes):
    """Two claims of a group for the areas/corridors/agreement: a sample of the full lists, same layers and figures."""
    out, _ = datasets
    _, small, _ = scenes
    capped = aggregated_scene_from_parquet(out, evidence_per_place=None, context_per_group=2, batch_rows=100)
    _assert_same(small, capped, ("places", "incidents", "claims", "articles", "unresolved"))
    quotes = {(e["article"], e["start"]) for column in ("supporting", "contradicting")
              for evidence in small.control_areas[column] for e in evidence}
    sampled = [(e["article"], e["start"]) for column in ("supporting", "contradicting")
               for evidence in capped.control_areas[column] for e in evidence]
    assert sampled and set(sampled) <= quotes and len(sampled) < len(quotes)
    import pandas as pd

    for column in ("claimed_km", "claimed_government_km", "claimed_opposition_km", "claimed_from"):
        pd.testing.assert_series_equal(capped.corridors[column], small.corridors[column])
    assert capped.agreement.verdict.tolist() == small.agreement.verdict.tolist()
    with pytest.raises(ValueError, match="at least 1"):
        aggregated_scene_from_parquet(out, context_per_group=0)


def test_a_sampled_popup_says_the_true_count(datasets, scenes):
    """context_per_group=2 reads a sample; the popups say "n of N", N the count of the full reading."""
    from geo_aleppo.maps.popups import _control_popup, _corridor_popup

    out, _ = datasets
    _, small, _ = scenes
    capped = aggregated_scene_from_parquet(out, evidence_per_place=None, context_per_group=2, batch_rows=100)
    sampled = 0
    for full, part in zip(small.control_areas.to_dict("records"), capped.control_areas.to_dict("records"),
                          strict=True):
        for column, title in (("supporting", "Supporting claims"), ("contradicting", "Contradicting claims")):
            n, total = len(part[column]), len(full[column])
            if not total:
                continue
            shown = f"{title} ({n} of {total:,})" if n < total else f"{title} ({n})"
            assert shown in _control_popup(part, {}), (part["key"], column)
            assert f"{title} ({total})" in _control_popup(full, {})  # the full reading: unchanged
            sampled += n < total
    routes = 0
    for full, part in zip(small.corridors.to_dict("records"), capped.corridors.to_dict("records"), strict=True):
        n, total = len(part["evidence"]), len(full["evidence"])
        if n < total:
            assert f"What the sources say about the route ({n} of {total:,})" in _corridor_popup(part, {})
            routes += 1
    assert sampled and routes


def test_cli_map_draws_the_datasets_aggregated(tmp_path):
    from .test_cli import run

    out = tmp_path / "seeds.parquet"
    parse_corpus(out=out, claims=True)
    code, stdout, stderr = run("map", "--datasets", out, "--cdn", "-o", tmp_path / "m.html")
    assert code == 0, stderr
    page = (tmp_path / "m.html").read_text(encoding="utf-8")
    small = aggregated_scene_from_parquet(out)
    assert small.incidents.reports.sum() > len(small.incidents)  # the seeds repeat some incidents
    assert all(name in page for name in small.places.name)
    from geo_aleppo.maps import save_map

    same = save_map(build_map(small, self_contained=False), tmp_path / "same.html")
    assert same.read_bytes() == (tmp_path / "m.html").read_bytes()  # the aggregated scene, drawn as in Python
    code, _, stderr = run("map", "--datasets", tmp_path / "none.parquet", "-o", tmp_path / "n.html")
    assert code == 1 and len(stderr.strip().splitlines()) == 1 and "none.parquet" in stderr
    code, _, stderr = run("map", "--datasets", out, "a.txt", "-o", tmp_path / "n.html")
    assert code == 2 and "give no articles" in stderr


@pytest.mark.parametrize("damage", ["truncated part", "three bytes"])
def test_a_corrupt_parquet_part_is_a_one_line_error(tmp_path, damage):
    """A truncated part or a 3-byte file: ArticleError naming the file from both readers; exit 1 from the CLI."""
    import shutil

    from geo_aleppo.engine.batch import claims_path
    from geo_aleppo.errors import ArticleError

    from .test_cli import run

    out = tmp_path / "seeds.parquet"
    parse_corpus(out=out, claims=True)
    if damage == "three bytes":  # the mentions: a file where a dataset should be
        shutil.rmtree(out)
        out.write_bytes(b"PAR")
        bad = out
    else:  # a claims part cut in half: the footer is gone
        bad = sorted(claims_path(out).glob("part-*.parquet"))[0]
        bad.write_bytes(bad.read_bytes()[: bad.stat().st_size // 2])
    for read in (ga.Scene.from_parquet, aggregated_scene_from_parquet):
        with pytest.raises(ArticleError, match="not a readable Parquet part") as caught:
            read(out)
        assert str(bad) in str(caught.value) and "\n" not in str(caught.value)
    code, stdout, stderr = run("map", "--datasets", out, "--cdn", "-o", tmp_path / "m.html")
    assert code == 1 and "Traceback" not in stderr and len(stderr.strip().splitlines()) == 1, stderr
    assert f"{bad}: not a readable Parquet part" in stderr
    assert not (tmp_path / "m.html").exists()
