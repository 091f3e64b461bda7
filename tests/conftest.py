import json
import os
from functools import cache
from pathlib import Path

import pytest

import geo_aleppo as ga

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
GOLD = SHARED / "eval" / "seeds_gold.jsonl"
GAZETTEER_DIR = REPO / "gazetteer"


@cache
def tier_features() -> list[dict]:
    """The features of ``gazetteer/geonames_tier.geojson`` (4 MB), read on first use, once per process: read only."""
    return json.loads((GAZETTEER_DIR / "geonames_tier.geojson").read_text(encoding="utf-8"))["features"]


@cache
def tier_by_key() -> dict[str, dict]:
    """The features of the second tier by key: read only."""
    return {f["properties"]["key"]: f for f in tier_features()}


@pytest.fixture(scope="session")
def script():
    """``scripts.make_geonames_tier`` (the second tier's build, shared by its tests)."""
    from scripts import make_geonames_tier

    return make_geonames_tier


@pytest.fixture(scope="session")
def gaz():
    return ga.load_gazetteer()


@pytest.fixture(scope="session")
def gold_path():
    if not GOLD.exists():
        if os.environ.get("CI"):
            pytest.fail(f"gold annotations missing at {GOLD}")
        pytest.skip(f"gold annotations not found at {GOLD}")
    return GOLD


@pytest.fixture(scope="session")
def gold(gold_path):
    return [json.loads(line) for line in gold_path.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.fixture(scope="session")
def seeds():
    return {a.path.rsplit("/", 1)[-1]: a for a in ga.load_corpus()}


@pytest.fixture
def gazetteer_copy(tmp_path):
    """A writable copy of the bundled gazetteer folder, to break on purpose."""
    folder = tmp_path / "gazetteer"
    folder.mkdir()
    for name in ("places.geojson", "footprints.geojson"):
        (folder / name).write_bytes((GAZETTEER_DIR / name).read_bytes())
    return folder


def edit_places(folder, change):
    """Load places.geojson from ``folder``, let ``change(features_by_key, features)`` edit it, save."""
    path = folder / "places.geojson"
    data = json.loads(path.read_text(encoding="utf-8"))
    by_key = {f["properties"]["key"]: f for f in data["features"]}
    change(by_key, data["features"])
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path
