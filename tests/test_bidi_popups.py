"""An unclosed bidi override in an outlet (U+202E) must not reverse the date beside it in a popup:
each user string of a popup is in its own isolate. Rendered in headless Chromium."""

import os
import shutil
from pathlib import Path

import pytest

from geo_aleppo import load_corpus
from geo_aleppo.maps import build_map, render_html
from geo_aleppo.scene import build_scene

from .test_maps import layer_data

CHROMIUM = "/usr/bin/chromium"
DATE = "2016-08-07"
TEXT = ("Government forces shelled Anadan and Hreitan on Sunday, residents said. "
        "Rebels held Anadan, north of Aleppo, a commander said.\n")


@pytest.fixture(scope="module")
def chromium_page():
    if not (Path(CHROMIUM).is_file() or shutil.which("chromium")):
        if os.environ.get("CI"):
            pytest.fail("chromium is not installed (CI must install it: see .ci/run)")
        pytest.skip("chromium is not installed")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM if Path(CHROMIUM).is_file() else shutil.which("chromium"),
                                    args=["--headless", "--no-sandbox", "--disable-gpu"], headless=True)
        page = browser.new_page(viewport={"width": 900, "height": 600})
        page.route("**/*", lambda route: route.abort())
        yield page
        browser.close()


# Where the first and the last character of the date are drawn, on the first text node that holds it.
_MEASURE = """(date) => {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const nodes = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) { nodes.push(node); }
  const node = nodes.find((n) => n.data.includes(date));
  if (!node) { return null; }
  const at = (i) => { const r = document.createRange(); r.setStart(node, i); r.setEnd(node, i + 1);
                      return r.getBoundingClientRect(); };
  const i = node.data.indexOf(date), first = at(i), last = at(i + date.length - 1);
  return {first: first.left, last: last.left, top: first.top, lastTop: last.top};
}"""


def _popups_with_date(tmp_path):
    folder = tmp_path / "articles"
    folder.mkdir()
    (folder / "a.txt").write_text(TEXT, encoding="utf-8")
    (folder / "manifest.csv").write_text(f"id,file,outlet,date\na,a.txt,Evil \u202eNews,{DATE}\n", encoding="utf-8")
    page = render_html(build_map(build_scene(load_corpus([folder]))))
    popups = [f["properties"]["popup"] for kind in ("places", "controlClaims", "controlAreas")
              for data in layer_data(page, kind) for f in data.get("features", [])]
    found = [p for p in popups if DATE in p]
    assert found, "no popup cites the article's date"
    return found


def test_an_unclosed_override_in_an_outlet_does_not_reverse_the_date(tmp_path, chromium_page):
    for popup in _popups_with_date(tmp_path):
        chromium_page.set_content(f"<!DOCTYPE html><html><body style='width:800px'>{popup}</body></html>")
        where = chromium_page.evaluate(_MEASURE, DATE)
        assert where is not None
        assert abs(where["top"] - where["lastTop"]) < 2  # one line
        assert where["first"] < where["last"], f"the date is drawn right to left in {popup[:200]!r}"
