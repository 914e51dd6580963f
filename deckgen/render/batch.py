"""Render many faces: from the cache where possible, the rest in parallel.

Internal. A :class:`RenderJob` names a render function, its arguments and the key material
that identifies its pixels. :func:`render_all` returns one :class:`FaceImage` per job, in
job order, whatever came from the cache and whatever was drawn in a worker process.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from PIL import Image

from .cache import FaceCache
from .facedata import FaceImage
from .workers import start_worker, stop_workers_on_signals

MIN_JOBS_FOR_POOL = 6  # below this, starting worker processes costs more than it saves


@dataclass(frozen=True)
class RenderJob:
    """``function(*args, **kwargs)`` returns a Pillow image; ``key`` identifies its pixels."""

    key: str
    function: Callable[..., Image.Image]
    args: tuple[Any, ...] = ()
    kwargs: dict[str, Any] = field(default_factory=dict)
    dpi: int = 300


def _run(job: RenderJob) -> FaceImage:
    return FaceImage.from_image(job.key, job.function(*job.args, **job.kwargs), job.dpi)


def worker_count(jobs: int) -> int:
    """Processes to use: the cores this process may run on, at most one per job."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return max(1, min(cores, jobs))


def render_all(
    jobs: Sequence[RenderJob],
    cache: FaceCache | None = None,
    progress: Callable[[int], None] | None = None,
) -> list[FaceImage]:
    """Render ``jobs`` (cache hits first, the rest in a process pool) in job order.

    ``progress(n)`` is called as faces complete (``n`` faces each time). Errors raised by a
    render function (e.g. :class:`~deckgen.errors.RenderError`) propagate unchanged. Worker
    processes end with this process, even when it is killed (see :mod:`.workers`).
    """
    results: dict[str, FaceImage] = {}
    pending: list[RenderJob] = []
    for job in jobs:
        if job.key in results or any(p.key == job.key for p in pending):
            continue
        hit = cache.get(job.key) if cache else None
        if hit is not None:
            results[job.key] = hit
        else:
            pending.append(job)
    if progress and results:
        progress(len(results))
    for face in _render_pending(pending):
        results[face.key] = face
        if cache:
            cache.put(face)
        if progress:
            progress(1)
    if cache and pending:
        cache.prune()
    return [results[job.key] for job in jobs]


def _render_pending(pending: list[RenderJob]):
    workers = worker_count(len(pending))
    if workers == 1 or len(pending) < MIN_JOBS_FOR_POOL:
        yield from map(_run, pending)
        return
    # fork starts workers in milliseconds with the fonts and modules already loaded; either
    # method makes them children of this process, which start_worker relies on
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    context = multiprocessing.get_context(method)
    chunk = max(1, len(pending) // (workers * 4))
    pool = ProcessPoolExecutor(
        workers, mp_context=context, initializer=start_worker, initargs=(os.getpid(),)
    )
    with pool, stop_workers_on_signals(pool):
        yield from pool.map(_run, pending, chunksize=chunk)
