"""What every dask worker of a local cluster needs before its first task, done once before it is forked.

A LocalCluster of :mod:`geo_aleppo.engine.batch` forks its worker processes from a multiprocessing
fork server that imports this module first (:func:`geo_aleppo.engine.cluster.start_fork_server`):
the geoparser's modules, the bundled gazetteer and its recogniser (the automaton over every
folded name) are then in each worker from the start, shared copy-on-write, instead of being
imported and built again by each worker on its first task, about a third of a CPU second each.

Importing it elsewhere only warms the same caches. A failure here is not an error: the worker
loads what it needs on its first task, and raises there what this import hid.
"""

from __future__ import annotations

import logging

log = logging.getLogger(__name__)


def warm() -> None:
    """Import the modules of a task, load the bundled gazetteer and build its recogniser."""
    from ..gazetteer import load_gazetteer
    from ..geoparsing.recogniser import recogniser_for
    from . import datasets  # noqa: F401  (the modules of write_part: geoparsing, claims, pyarrow)

    recogniser_for(load_gazetteer())


try:
    warm()
except Exception as exc:  # noqa: BLE001 - an optimisation: the first task reports any real error
    log.debug("worker warm-up skipped: %s", exc)
