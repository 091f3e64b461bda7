"""The view a map opens on: the places named most, the corridors and the claims, not every place named once."""

import geo_aleppo as ga
from geo_aleppo.maps.frame import frame_scene, subject_places
from geo_aleppo.scene import build_scene

from .reports_2024 import write_reports


def _inside(bounds, place) -> bool:
    (south, west), (north, east) = bounds
    return south <= place.lat <= north and west <= place.lon <= east


def test_a_2024_map_frames_its_subject_not_damascus_named_once(tmp_path, gaz):
    scene = build_scene(ga.load_corpus([write_reports(tmp_path)]), gaz)
    counts = dict(zip(scene.places["key"], scene.places["mention_count"], strict=True))
    assert counts["damascus"] == 1  # "the road between Aleppo and Damascus"
    framed = frame_scene(scene)
    assert not _inside(framed.bounds, gaz["damascus"])
    for key in ("aleppo", "tal_rifaat", "saraqib", "sheikh_maqsoud", "manbij", "maarat_al_numan"):
        assert _inside(framed.bounds, gaz[key]), key  # the five named most, and a place a claim colours
    top = [r["key"] for r in subject_places(scene)]
    assert top[0] == "aleppo" and set(top[1:3]) == {"saraqib", "tal_rifaat"} and "damascus" not in top


def test_the_seeds_view_is_the_pocket_and_its_corridors_not_the_province(gaz):
    framed = frame_scene(build_scene())
    (south, west), (north, east) = framed.bounds
    assert _inside(framed.bounds, gaz["idlib_city"]) and _inside(framed.bounds, gaz["aleppo"])
    idlib = gaz.footprint("idlib_governorate").bounds  # (west, south, east, north)
    assert west > idlib[0] + 0.2 and south > idlib[1] + 0.3  # the province reaches far beyond the view
    assert not _inside(framed.bounds, gaz["damascus"])
