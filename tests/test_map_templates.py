"""No template ever sees data: Jinja-looking text in any field reaches the page verbatim, as data.

branca compiles the output of each element once more as a Jinja template; before the fix,
``{{7*7}}`` in an article came out as 49 and ``{% raw %}`` crashed the map (issue 11, item 1).
"""

import csv
import html
import json
import re
import shutil
import tempfile
from pathlib import Path

import folium
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from geo_aleppo.maps import build_map, render_html, save_map

from .conftest import GAZETTEER_DIR, edit_places
from .test_maps import data_blocks, layer_data, synthetic_scene

# What a template engine would read, what closes a script, and what ran a shell command.
PIECES = ["{{", "{%", "{#", "}}", "%}", "#}", "</script>", "{{7*7}}", "{% raw %}", "{% endraw %}", "{#Aleppo}",
          "{{citation needed}}", "{{ lipsum.__globals__.os.popen('echo PW'+'NED').read() }}", "<!--",
          "{{ self }}", "{%- if 1 %}"]
PAYLOADS = st.lists(st.one_of(st.sampled_from(PIECES), st.text(alphabet="{}%#<>/ab-", min_size=1, max_size=5)),
                    min_size=1, max_size=4).map("".join)
SETTINGS = settings(max_examples=25, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])


def _strings(value):
    if isinstance(value, str):
        yield html.unescape(value)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def _holds(data, payload: str) -> bool:
    return any(payload in text for text in _strings(data))


def _assert_nothing_ran(page: str) -> None:
    assert "PWNED" not in page
    assert "uid=" not in page


@SETTINGS
@given(payload=PAYLOADS)
@example(payload="{{7*7}}")
@example(payload="{% raw %}")
@example(payload="{#Aleppo}")
@example(payload="{{citation needed}}")
def test_every_layer_holds_jinja_text_verbatim(payload):
    page = render_html(build_map(synthetic_scene(evil=payload), title="T " + payload))
    _assert_nothing_ran(page)
    for kind in ("controlAreas", "corridors", "places", "incidents", "timeline"):
        payloads = layer_data(page, kind)
        assert payloads and all(_holds(data, payload) for data in payloads), kind
    calls = [data for key, data in data_blocks(page).items() if key.startswith("geo_aleppo_call_")]
    assert sum(_holds(data, payload) for data in calls) >= 2  # the sources panel and the title
    assert _holds(calls, "T " + payload)


def test_49_was_the_bug():
    page = render_html(build_map(synthetic_scene(evil="{{7*7}} zz")))
    assert "49 zz" not in page
    (timeline,) = layer_data(page, "timeline")
    assert _holds(timeline, "{{7*7}} zz")


def test_any_element_a_user_adds_renders_its_text_verbatim():
    m = build_map(synthetic_scene())
    group = folium.FeatureGroup(name="Mine {{7*7}}").add_to(m)
    folium.Marker([36.2, 37.1], tooltip="{{7*7}} {% raw %}", popup="{#Aleppo} {{citation needed}}").add_to(group)
    folium.GeoJson({"type": "Feature", "geometry": {"type": "Point", "coordinates": [37.1, 36.2]},
                    "properties": {"n": "{{ 1234*1000 }}"}}).add_to(m)
    page = render_html(m)
    assert "{{7*7}} {% raw %}" in page and "{#Aleppo} {{citation needed}}" in page
    assert '"Mine {{7*7}}"' in page and '"{{ 1234*1000 }}"' in page
    assert "1234000" not in page and "Mine 49" not in page and "49 {% raw %}" not in page  # nothing evaluated
    assert not re.search(r"_[0-9a-f]{32}\b", page)  # an unnamed layer is listed by its counter id, not a uuid
    assert render_html(m) == page  # and rendering again gives the same page


def _write_corpus(folder: Path, payload: str) -> None:
    safe_name = payload.replace("/", "\u2215")  # a file name cannot hold '/'
    text = (f"Buses left eastern Aleppo through Ramouseh on Thursday {payload}. A ceasefire took hold at "
            f"03:00 GMT on Thursday near Ramouseh, {payload} officials said.\n")
    (folder / f"a {safe_name}.txt").write_text(text, encoding="utf-8")
    with open(folder / "manifest.csv", "w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["id", "file", "outlet", "date", "url"])
        writer.writerow([f"id {payload}", f"a {safe_name}.txt", f"Outlet {payload}", "2016-12-15",
                         f"https://example.org/{payload}"])
    record = {"id": f"line {payload}", "outlet": f"Wire {payload}", "date": "2016-12-15",
              "url": f"http://example.org/?q={payload}", "text": text}
    (folder / "more.jsonl").write_text(json.dumps(record) + "\n", encoding="utf-8")


@settings(max_examples=8, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(payload=PAYLOADS)
@example(payload="{{7*7}}</script>{% raw %}")
def test_files_manifests_archives_and_gazetteer_strings_stay_data(payload):
    from geo_aleppo import load_corpus, load_gazetteer
    from geo_aleppo.scene import build_scene

    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        gazetteer = tmp / "gazetteer"
        shutil.copytree(GAZETTEER_DIR, gazetteer)
        edit_places(gazetteer, lambda by_key, _: by_key["ramouseh"]["properties"].update(
            name=f"Ramouseh {payload}", variants=["Ramouseh", f"Ramousa {payload}"]))
        folder = tmp / "articles"
        folder.mkdir()
        _write_corpus(folder, payload)
        scene = build_scene(load_corpus([folder]), load_gazetteer(gazetteer))
        page = render_html(build_map(scene))
    _assert_nothing_ran(page)
    blocks = data_blocks(page)
    for field in (f"Ramouseh {payload}", f"id {payload}", f"Outlet {payload}", f"line {payload}",
                  f"Wire {payload}"):
        assert _holds(blocks, field), field
    assert _holds(layer_data(page, "places"), f"Ramouseh {payload}")
    timeline = layer_data(page, "timeline")
    assert timeline and _holds(timeline, payload)  # the quote of the timed incident


def test_save_and_repr_html_render_the_same_safe_page(tmp_path):
    m = build_map(synthetic_scene(evil="{{7*7}}"))
    path = tmp_path / "a.html"
    m.save(str(path))
    saved = path.read_text(encoding="utf-8")
    assert saved == render_html(m) == save_map(m, tmp_path / "b.html").read_text(encoding="utf-8")
    shown = m._repr_html_()
    inner = re.search(r'srcdoc="([^"]*)"', shown)
    assert inner and html.unescape(inner.group(1)) == saved


@pytest.mark.parametrize("text", ["{% raw %}", "{#Aleppo}", "{{citation needed}}", "{{ x }", "{%"])
def test_ordinary_text_that_looks_like_jinja_does_not_crash(text):
    page = render_html(build_map(synthetic_scene(evil=text)))
    assert _holds(layer_data(page, "corridors"), text)
