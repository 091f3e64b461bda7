"""Scripts that rebuild the bundled data (tiers, features, footprints, control areas, roads, assets).

Run one from the repository root as a module, ``python -m scripts.make_geonames_tier``, with
geo_aleppo importable (the checkout itself, or ``pip install -e .``): the scripts import each other
as ``scripts.NAME`` and the package as ``geo_aleppo``, and none edits ``sys.path``. The tests import
them the same way. They run when the data is rebuilt, never at import of geo_aleppo.
"""
