"""Rewrite gazetteer GeoJSON files in their canonical form: features sorted by key, pretty-printed.

Run it after editing a file by hand so that diffs stay small and readable:

    python -m scripts.format_gazetteer gazetteer/places.geojson
"""

import argparse
import json
from pathlib import Path


def canonical(path: Path) -> str:
    data = json.loads(path.read_text(encoding="utf-8"))
    data["features"].sort(key=lambda f: f["properties"]["key"])
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    for path in parser.parse_args().files:
        path.write_text(canonical(path), encoding="utf-8")


if __name__ == "__main__":
    main()
