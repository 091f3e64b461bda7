"""Screenshots of the README's first command's map, in headless Chromium with the network cut.

    python -m scripts.screenshot_map [--out docs/map_offline.png] [--chromium /usr/bin/chromium]

Runs `python -m geo_aleppo map -o MAP.html` in an empty folder (the bundled seeds, as the README's first
command does), opens the page offline (every host name fails to resolve, so the page switches to its
"Plain map"), waits for the layer control and the plain map, and writes a PNG of the whole viewport.
Needs playwright (the `test` extra) and Debian's chromium; nothing is downloaded.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
OFFLINE_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--no-proxy-server",
    "--host-resolver-rules=MAP * ~NOTFOUND",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
VIEWPORT = {"width": 1280, "height": 800}


def make_map(folder: Path) -> Path:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    subprocess.run(
        [sys.executable, "-m", "geo_aleppo", "-q", "map", "-o", "map.html"],
        cwd=folder,
        env=env,
        check=True,
        timeout=900,
    )
    return folder / "map.html"


def screenshot(page_path: Path, out: Path, chromium: str) -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=OFFLINE_ARGS, headless=True)
        try:
            page = browser.new_page(viewport=VIEWPORT)
            page.goto(page_path.as_uri())
            page.wait_for_function("() => window.L && document.querySelector('.leaflet-control-layers')")
            page.wait_for_function("() => document.querySelector('.leaflet-container.ga-plain')", timeout=30000)
            page.wait_for_timeout(1500)  # the plain map's layers and the fit to the subject
            out.parent.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(out))
        finally:
            browser.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / "docs" / "map_offline.png")
    parser.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        screenshot(make_map(Path(folder)), args.out, args.chromium)
    print(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
