"""The dask engine of :func:`geo_aleppo.engine.batch.parse_corpus`: parts written by the workers of a cluster.

While a LocalCluster of its own starts (its processes and their imports take about a second), the
driver writes the first parts itself, one at a time, on the CPU that the start-up leaves idle; the
moment the cluster is up it gets every partition the driver has not taken. A part is a pure
function of its partition, so the driver's parts and the workers' are the local engine's bytes.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections import deque
from collections.abc import Callable, Iterator

from .cluster import Cluster, prepare_local_cluster
from .datasets import write_part
from .partitions import Part

__all__ = ["dask_write", "dask_tables"]

log = logging.getLogger("geo_aleppo.engine.batch")  # the log of parse_corpus, whichever engine runs


_SETTLE_SECONDS = 60  # the longest wait, after a task failed, for the others to end


def dask_write(
    parts: list[Part],
    folders: tuple[str, ...],
    gazetteer,
    include_all,
    encoding,
    bar,
    scheduler,
    *,
    driver_parts: int | None = None,
    on_done: Callable[[], None] | None = None,
    write: Callable = write_part,
) -> int:
    """Write every part, on the cluster; returns how many this process wrote while its cluster started.

    ``driver_parts`` caps that number (``None``: as many as the start-up leaves time for).
    ``write`` writes one part (:func:`geo_aleppo.engine.datasets.write_part`), here and on the workers.
    ``on_done`` is called once every part is written (sealing and committing the datasets),
    while a cluster of this call's own closes.
    """
    from concurrent.futures import ThreadPoolExecutor

    on_done = on_done or (lambda: None)
    if not parts:
        on_done()
        return 0
    if scheduler is None:
        prepare_local_cluster()
    pending = deque(range(len(parts)))
    lock = threading.Lock()
    failed: list[BaseException] = []  # the driver's error, set under the lock: the cluster is then given nothing
    options = {"folders": folders, "include_all": include_all, "encoding": encoding}

    def start() -> tuple[Cluster, list]:
        # Start the cluster and, the moment it is up, give it every partition the driver has not
        # taken: the workers begin while the driver ends the part it is writing.
        cluster = Cluster(scheduler)
        try:
            with lock:
                handed = [] if failed else list(pending)
                futures = cluster.map(write, handed, [parts[i] for i in handed], gazetteer=gazetteer, **options)
                pending.clear()
            log.debug("cluster up: %d partitions handed to its workers", len(handed))
        except BaseException:
            cluster.close()
            raise
        return cluster, futures

    starter = ThreadPoolExecutor(1, thread_name_prefix="geo_aleppo-cluster")
    starting = starter.submit(start)
    cluster = closing = None
    here = 0
    try:
        # A LocalCluster takes a second or so to start its processes, on one CPU; this process
        # parses the first partitions on the other one meanwhile.
        cap = 0 if scheduler is not None else len(parts) if driver_parts is None else driver_parts
        while here < cap and not (starting.done() and starting.exception() is not None):
            with lock:
                if not pending:
                    break
                index = pending.popleft()
            try:
                write(index, parts[index], folders, gazetteer, include_all, encoding)
            except BaseException as exc:  # a bad partition, an interrupt: the run fails, the workers get no task
                with lock:
                    failed.append(exc)
                    pending.clear()
                raise
            bar.update(1)
            here += 1
            log.debug("partition %d written here", index)
        log.info("%d partitions parsed here while the cluster started", here)
        try:
            cluster, futures = starting.result()
        except Exception as exc:  # noqa: BLE001 - any failure of a LocalCluster to start
            if scheduler is not None:
                raise  # a cluster the user named: say it cannot be reached
            log.warning(
                "could not start a local dask cluster (%s); parsing the other %d partitions here",
                " ".join(str(exc).split()) or type(exc).__name__,
                len(pending),
            )
            while pending:  # a part is a function of its partition: the same bytes as the local engine
                index = pending.popleft()
                write(index, parts[index], folders, gazetteer, include_all, encoding)
                bar.update(1)
            on_done()
            return len(parts)
        from distributed import as_completed, wait

        try:
            for future in as_completed(futures):
                future.result()  # a task's error is raised here, as it was raised on the worker
                bar.update(1)
            log.debug("every partition written")
        except Exception:
            # The other tasks go on running on their workers (a running task cannot be stopped): let
            # them end before the staging folders are removed, or one may write into a folder being
            # removed and leave it behind.
            with contextlib.suppress(Exception):
                wait(futures, timeout=_SETTLE_SECONDS)
            raise
        # Its tasks forgotten (none runs again if a worker is lost now), the cluster closes on the
        # starter's thread, a few tenths of a second of waiting for processes, while this one
        # seals and commits.
        cluster.release()
        closing, cluster = starter.submit(cluster.close), None
        on_done()
        try:
            closing.result()
            log.debug("cluster closed")
        except Exception as exc:  # noqa: BLE001 - the datasets are committed: the work is done
            log.warning(
                "the datasets are written, but closing the dask cluster failed: %s",
                " ".join(str(exc).split()) or type(exc).__name__,
            )
        return here
    finally:
        starter.shutdown(wait=True)  # a cluster still starting (an error, an interrupt) is closed once up
        if cluster is None and closing is None and not starting.cancelled() and starting.exception() is None:
            cluster = starting.result()[0]
        if cluster is not None:
            cluster.close()
            log.debug("cluster closed")


def dask_tables(
    part_tables: Callable, parts: list[Part], gazetteer, include_all, claims, encoding, bar, scheduler
) -> Iterator[tuple]:
    """``part_tables`` of every partition, on the cluster, in corpus order (the frames of ``parse_corpus``)."""
    if not parts:
        return
    cluster = Cluster(scheduler)
    try:
        futures = cluster.map(
            part_tables, parts, gazetteer=gazetteer, include_all=include_all, claims=claims, encoding=encoding
        )
        for future in futures:  # in corpus order
            yield future.result()
            future.release()
            bar.update(1)
    finally:
        cluster.close()
