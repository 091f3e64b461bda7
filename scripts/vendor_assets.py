#!/usr/bin/env python3
"""Refresh or check ``geo_aleppo/maps/vendor/``: the Leaflet and plugin files a map inlines.

The files are those that ``geo_aleppo/maps/assets.json`` lists (with Leaflet's default marker
images), the images their stylesheets refer to, and each package's ``package.json`` and licence.
They are committed, so that ``pip install .`` with no npm and no network gives a self-contained
page; nothing is fetched at run time. ``vendor/VENDORED.json`` records, per package, the version
and the integrity hash of ``package-lock.json`` and the sha256 of every file copied.

Refresh (a developer, with npm and the npm registry)::

    python -m scripts.vendor_assets

runs ``npm ci --ignore-scripts`` on a copy of ``package.json`` and ``package-lock.json`` in a
temporary folder, then, for each package whose files are copied:

* its ``package.json`` version must equal the version ``package-lock.json`` pins;
* its tarball (``npm pack NAME@VERSION``, from the cache ``npm ci`` filled) must hash to the
  lock's ``integrity`` (sha512, computed here, not taken from npm's word);
* every file copied must be byte for byte the file of that tarball.

Check (no network, no npm; a test runs it)::

    python -m scripts.vendor_assets --check

compares ``vendor/`` with ``package-lock.json``, ``assets.json`` and ``VENDORED.json``: same
versions and integrity hashes, every listed file and stylesheet image present, every sha256 equal,
no file that is not recorded. Exit 1 with one line per problem.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
MAPS = REPO / "geo_aleppo" / "maps"
VENDOR = MAPS / "vendor"
MANIFEST = VENDOR / "VENDORED.json"
LICENCES = ("LICENSE", "LICENSE.txt", "LICENSE.md", "LICENCE")
CSS_URL = re.compile(r"""url\(\s*(['"]?)([^'")]+)\1\s*\)""")


def _lock() -> dict[str, dict]:
    return json.loads((REPO / "package-lock.json").read_text(encoding="utf-8"))["packages"]


def _listed() -> list[str]:
    assets = json.loads((MAPS / "assets.json").read_text(encoding="utf-8"))
    return [relative for _, relative in assets["offline"]] + sorted(assets["marker_icon"].values())


def package_of(relative: str) -> str:
    return relative.split("/", 1)[0]


def wanted_files(modules: Path) -> dict[str, Path]:
    """Each path inside ``vendor/`` -> its file under ``modules`` (a node_modules or vendor folder)."""
    files: dict[str, Path] = {}
    for relative in _listed():
        source = modules / relative
        if not source.is_file():
            raise FileNotFoundError(f"{source} is missing")
        files[relative] = source
        if source.suffix == ".css":
            for match in CSS_URL.finditer(source.read_text(encoding="utf-8")):
                ref = match.group(2).strip()
                if ref.startswith(("data:", "#")):
                    continue
                image = (source.parent / ref.split("?")[0].split("#")[0]).resolve()
                files[image.relative_to(modules.resolve()).as_posix()] = image
    for package in sorted({package_of(r) for r in files}):
        files[f"{package}/package.json"] = modules / package / "package.json"
        licence = next((modules / package / n for n in LICENCES if (modules / package / n).is_file()), None)
        if licence is None:
            raise FileNotFoundError(f"{modules / package} has no licence file")
        files[f"{package}/{licence.name}"] = licence
    return files


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _npm(args: list[str], cwd: Path) -> str:
    done = subprocess.run(["npm", *args], cwd=cwd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"npm {' '.join(args)} failed: {done.stderr.strip().splitlines()[-1:]}")
    return done.stdout


def refresh() -> dict:
    lock = _lock()
    with tempfile.TemporaryDirectory(prefix="geo_aleppo_vendor_") as tmp_name:
        tmp = Path(tmp_name)
        for name in ("package.json", "package-lock.json"):
            shutil.copy2(REPO / name, tmp / name)
        _npm(["ci", "--ignore-scripts", "--no-audit", "--no-fund"], tmp)
        modules = tmp / "node_modules"
        files = wanted_files(modules)
        packages: dict[str, dict] = {}
        for package in sorted({package_of(r) for r in files}):
            pinned = lock[f"node_modules/{package}"]
            version = json.loads((modules / package / "package.json").read_text(encoding="utf-8"))["version"]
            if version != pinned["version"]:
                raise SystemExit(f"{package}: npm ci installed {version}, package-lock.json pins {pinned['version']}")
            out = tmp / "packs"
            out.mkdir(exist_ok=True)
            packed = json.loads(_npm(["pack", f"{package}@{version}", "--json", "--pack-destination", str(out)], tmp))[
                0
            ]
            tarball = out / packed["filename"]
            integrity = "sha512-" + base64.b64encode(hashlib.sha512(tarball.read_bytes()).digest()).decode("ascii")
            if integrity != pinned["integrity"]:
                raise SystemExit(
                    f"{package}@{version}: tarball hashes to {integrity}, package-lock.json says {pinned['integrity']}"
                )
            with tarfile.open(tarball) as archive:
                members = {m.name.split("/", 1)[1]: m for m in archive.getmembers() if m.isfile()}
                for relative, source in files.items():
                    if package_of(relative) == package:
                        inner = relative.split("/", 1)[1]
                        data = archive.extractfile(members[inner]).read()
                        if data != source.read_bytes():
                            raise SystemExit(f"{relative}: node_modules differs from the {package} tarball")
            packages[package] = {
                "version": version,
                "integrity": pinned["integrity"],
                "license": pinned.get("license", ""),
            }
        if VENDOR.exists():
            shutil.rmtree(VENDOR)
        for relative, source in sorted(files.items()):
            target = VENDOR / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
        for package, record in packages.items():
            record["files"] = {r: sha256(VENDOR / r) for r in sorted(files) if package_of(r) == package}
    manifest = {
        "_comment": "Written by scripts/vendor_assets.py from `npm ci` of package-lock.json: each package's "
        "version and tarball integrity (checked), its licence, and the sha256 of each file copied.",
        "packages": packages,
    }
    MANIFEST.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return manifest


def check() -> list[str]:
    """Problems of ``vendor/`` against package-lock.json, assets.json and VENDORED.json (none: [])."""
    problems: list[str] = []
    if not MANIFEST.is_file():
        return [f"{MANIFEST} is missing: run scripts/vendor_assets.py"]
    packages = json.loads(MANIFEST.read_text(encoding="utf-8"))["packages"]
    lock = _lock()
    try:
        files = wanted_files(VENDOR)
    except FileNotFoundError as exc:
        return [str(exc)]
    recorded = {r for record in packages.values() for r in record["files"]}
    for relative in sorted(set(files) - recorded):
        problems.append(f"{relative} is needed but not recorded in VENDORED.json")
    present = {p.relative_to(VENDOR).as_posix() for p in VENDOR.rglob("*") if p.is_file()} - {"VENDORED.json"}
    for relative in sorted(present - recorded):
        problems.append(f"{relative} is in vendor/ but not recorded in VENDORED.json")
    for package, record in sorted(packages.items()):
        pinned = lock.get(f"node_modules/{package}", {})
        for key in ("version", "integrity"):
            if record[key] != pinned.get(key):
                problems.append(
                    f"{package}: {key} {record[key]} in VENDORED.json, {pinned.get(key)} in package-lock.json"
                )
        meta = VENDOR / package / "package.json"
        if meta.is_file() and json.loads(meta.read_text(encoding="utf-8"))["version"] != record["version"]:
            problems.append(f"{package}/package.json is not version {record['version']}")
        for relative, digest in sorted(record["files"].items()):
            path = VENDOR / relative
            if not path.is_file():
                problems.append(f"{relative} is missing")
            elif sha256(path) != digest:
                problems.append(f"{relative} differs from the file npm gave (sha256)")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="check vendor/ offline instead of refreshing it")
    args = parser.parse_args(argv)
    if args.check:
        problems = check()
        for problem in problems:
            print(f"vendor_assets: {problem}", file=sys.stderr)
        if not problems:
            print(f"vendor_assets: {VENDOR.relative_to(REPO)} matches package-lock.json")
        return 1 if problems else 0
    manifest = refresh()
    total = sum((VENDOR / r).stat().st_size for rec in manifest["packages"].values() for r in rec["files"])
    print(f"vendor_assets: {len(manifest['packages'])} packages, {total:,} bytes in {VENDOR.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
