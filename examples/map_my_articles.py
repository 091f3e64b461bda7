"""Map your own articles: build the scene, add a layer of your own, save the page.

    python examples/map_my_articles.py [FILE|DIR ...] [-o my_map.html] [--cdn]

With no paths it maps the bundled seeds. The extra layer is a 5 km circle and a plain
folium.Marker at Ramouseh, the crossing point of the December 2016 evacuation, drawn in a
folium.FeatureGroup of its own that the layer control lists with the others. The page works
offline: Leaflet, its plugins and the marker's images are inlined.
"""

from __future__ import annotations

import argparse
import sys

import folium

import geo_aleppo as ga
from geo_aleppo.maps import build_map, save_map
from geo_aleppo.scene import build_scene


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", help="article files or folders (default: the bundled seeds)")
    parser.add_argument("-o", "--out", default="my_map.html")
    parser.add_argument(
        "--cdn",
        action="store_true",
        help="load Leaflet from a CDN (a smaller page that needs the network); by default every "
        "JS/CSS asset is inlined and the page works offline",
    )
    args = parser.parse_args(argv)

    gazetteer = ga.load_gazetteer()
    articles = ga.load_corpus(args.paths or None)
    scene = build_scene(articles, gazetteer)
    m = build_map(scene, self_contained=not args.cdn)

    # One custom layer: 5 km around Ramouseh. Anything added to the map after build_map is drawn and
    # listed: the layer control is placed after all the map's layers when the page is rendered.
    ramouseh = gazetteer["ramouseh"]
    mine = folium.FeatureGroup(name="Within 5 km of Ramouseh", show=True)
    folium.Circle(
        location=[ramouseh.lat, ramouseh.lon],
        radius=5000,
        color="#2b8cbe",
        weight=2,
        fill=True,
        fill_opacity=0.08,
        dash_array="8 6",
        tooltip=f"5 km around {ramouseh.name}",
    ).add_to(mine)
    folium.Marker([ramouseh.lat, ramouseh.lon], tooltip=ramouseh.name).add_to(mine)  # Leaflet's own pin
    mine.add_to(m)

    print(save_map(m, args.out))
    print(f"{len(articles)} articles, {len(scene.places)} places, {len(scene.incidents)} incidents", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
