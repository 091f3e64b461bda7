"""What a gazetteer builds is freed with it: long runs, and each test worker, load many gazetteers."""

import gc
import weakref

import geo_aleppo as ga
from geo_aleppo.geoparsing.recogniser import recogniser_for
from geo_aleppo.scene import build_scene


def test_a_dropped_gazetteer_frees_its_recogniser_and_scene(gazetteer_copy):
    gaz = ga.load_gazetteer(gazetteer_copy)
    scene = build_scene(ga.load_corpus(), gaz)
    assert "aleppo" in {m.place.key for m in ga.geoparse("Buses left Aleppo for Idlib.", gaz) if m.place}
    assert len(scene.claims) > 0
    dropped = [weakref.ref(gaz), weakref.ref(recogniser_for(gaz))]
    del gaz, scene
    gc.collect()
    assert [ref() for ref in dropped] == [None, None]  # the recogniser held its gazetteer: both lived for ever
