"""The dask cluster of the batch engine: a client of a named scheduler, or a LocalCluster of its own.

A LocalCluster of its own is tuned for a batch of CPU-bound tasks on a small machine
(:data:`LOCAL_CLUSTER_CONFIG`) and forks its workers from a fork server that has already
imported what a task needs and loaded the bundled gazetteer (:mod:`geo_aleppo.engine.worker`), so
that neither the start-up nor the first task of each worker repeats that work.
"""

from __future__ import annotations

import logging
import multiprocessing
from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..errors import EngineError
from ..gazetteer import Gazetteer, load_gazetteer
from ..io.text import printable

if TYPE_CHECKING:  # pragma: no cover
    import distributed

log = logging.getLogger(__name__)

__all__ = ["LOCAL_CLUSTER_CONFIG", "local_cluster", "prepare_local_cluster", "start_fork_server"]

#: The dask settings of the LocalCluster that ``parse_corpus(engine="dask")`` starts.
#: Each worker and nanny wakes up every 20 ms (the event loop's tick), every 100 ms (the
#: memory monitor) and every 500 ms (the system monitor), and the statistical profiler looks
#: at the running task every 10 ms: together about a tenth more CPU than the tasks themselves
#: on 2 CPUs (measured in ``benchmarks/bench_corpus.py``). A batch of tasks of a few tenths of
#: a second needs none of that often: 1 s between memory checks and ticks, 5 s between
#: system samples, no profiler. Workers come from a fork server (see :func:`start_fork_server`).
LOCAL_CLUSTER_CONFIG: dict[str, object] = {
    "distributed.worker.multiprocessing-method": "forkserver",
    "distributed.worker.profile.enabled": False,
    "distributed.admin.tick.interval": "1s",
    "distributed.worker.memory.monitor-interval": "1s",
    "distributed.admin.system-monitor.interval": "5s",
}

# What a worker process needs, imported once by the fork server: its forks start with it.
_PRELOAD = ["distributed", "pyarrow.parquet", "geo_aleppo.engine.worker"]


def start_fork_server() -> bool:
    """Start multiprocessing's fork server with a task's modules and the bundled gazetteer loaded.

    It runs in a process of its own, so this returns at once and the loading goes on on
    another CPU. The fork server lives as long as this interpreter and is started once: when
    it already runs (an earlier cluster), its workers load the rest on their first task.
    False where there is no fork server (Windows).
    """
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return False
    from multiprocessing import forkserver

    multiprocessing.get_context("forkserver").set_forkserver_preload(_PRELOAD)
    forkserver.ensure_running()
    return True


def prepare_local_cluster() -> None:
    """Start the fork server and do this process's imports for a LocalCluster, before anything else.

    The fork server loads a task's modules in its own process, on another CPU, while this one
    imports distributed (and what its process context imports: pandas, ...). Done here, on the
    caller's thread, before it starts the cluster in a thread of its own and parses meanwhile:
    imports in that thread would share one interpreter lock with the parsing, and start the
    cluster late, leaving the fork server's CPU idle. A failure here is the start's to report.
    """
    try:
        config = dict(LOCAL_CLUSTER_CONFIG)
        if not start_fork_server():
            del config["distributed.worker.multiprocessing-method"]
        import dask
        from distributed.utils import get_mp_context

        with dask.config.set(config):
            get_mp_context()
    except Exception as exc:  # noqa: BLE001 - the cluster's start fails again, and says why
        log.debug("could not prepare a local cluster: %s", exc)


def local_cluster(n_workers: int = 2) -> distributed.LocalCluster:
    """A LocalCluster of ``n_workers`` processes of 1 thread, with :data:`LOCAL_CLUSTER_CONFIG`."""
    import dask
    from distributed import LocalCluster

    config = dict(LOCAL_CLUSTER_CONFIG)
    if not start_fork_server():
        del config["distributed.worker.multiprocessing-method"]
    with dask.config.set(config):  # the nannies copy the configuration into their workers
        return LocalCluster(n_workers=n_workers, threads_per_worker=1, processes=True, dashboard_address=":0")


def check_scheduler(scheduler: object) -> None:
    """Raise :class:`EngineError` if ``scheduler`` is neither a dask Client nor a valid scheduler address.

    An address is ``[scheme://]host:port``, its scheme one that distributed knows (tcp, tls, ...),
    its port 1-65535: checked here, before anything is read or written, rather than in a
    traceback from inside distributed.
    """
    try:
        from distributed import Client
        from distributed.comm import get_address_host_port, parse_address
        from distributed.comm.registry import get_backend
    except ImportError:  # pragma: no cover - the engine says which package is missing
        return
    if scheduler is None or isinstance(scheduler, Client):
        return
    shown = printable(repr(scheduler))
    if not isinstance(scheduler, str) or not scheduler.strip():
        raise EngineError(f"invalid dask scheduler address {shown}: give 'tcp://host:port' or a distributed.Client")
    try:
        scheme, _ = parse_address(scheduler)
        get_backend(scheme)
        if scheme != "inproc":
            _, port = get_address_host_port(scheduler)
            if not 0 < int(port) < 65536:
                raise ValueError(f"port {port} is not in 1-65535")
    except (ValueError, TypeError) as exc:
        raise EngineError(
            f"invalid dask scheduler address {shown} ({printable(exc)}); give one such as tcp://127.0.0.1:8786"
        ) from None


class Cluster:
    """A dask client: the one given, one connected to an address, or a LocalCluster of 2 processes."""

    def __init__(self, scheduler: str | distributed.Client | None):
        from distributed import Client

        self.owned: list = []
        if isinstance(scheduler, Client):
            self.client = scheduler
        elif scheduler:
            self.client = Client(scheduler)
            self.owned = [self.client]
        else:
            cluster = local_cluster()
            self.client = Client(cluster)
            self.owned = [self.client, cluster]
        self.futures: list = []

    def map(self, function, *iterables: Iterable, gazetteer: Gazetteer | None, **kwargs) -> list:
        """Submit ``function`` over ``iterables``; the bundled gazetteer is loaded by the workers."""
        # The bundled gazetteer (None) is loaded by each worker process once; another one is
        # sent to every worker once, not with every task.
        if gazetteer is load_gazetteer():
            gazetteer = None
        elif gazetteer is not None:
            gazetteer = self.client.scatter(gazetteer, broadcast=True, hash=False)
            self.futures.append(gazetteer)
        futures = self.client.map(function, *iterables, gazetteer=gazetteer, pure=False, **kwargs)
        self.futures += futures
        return futures

    def release(self) -> None:
        """Cancel what is left of this run's tasks: the scheduler forgets them, none runs again."""
        self.client.cancel(self.futures)
        self.futures = []

    def close(self) -> None:
        """Cancel what is left and close what this object opened."""
        self.release()
        for thing in self.owned:
            thing.close()
