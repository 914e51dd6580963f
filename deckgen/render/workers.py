"""Render worker processes that end with the build that started them.

Internal. A worker left behind by a killed build would hold its memory and the caller's
output pipe for ever (a shell pipeline or CI step would never see end of file). Three
mechanisms, each for what the others cannot do:

* Linux: each worker asks the kernel for SIGKILL when its parent dies
  (``prctl(PR_SET_PDEATHSIG)``), which also covers a SIGKILL of the main process.
* Other POSIX systems: a daemon thread in each worker polls its parent pid every
  :data:`WATCH_INTERVAL_S` and exits once it has changed (the worker was re-parented).
* Everywhere: while a pool runs, SIGTERM and SIGHUP in the main process kill the workers
  first, then end the process with status 128 + signal number; outside a pool the signal
  raises :class:`SystemExit` with that status, so half-written outputs are removed as on
  Ctrl-C (see :func:`exit_cleanly_on_signals`).

Workers must be direct children of the main process (start method ``fork`` or ``spawn``,
never ``forkserver``, whose server would be the parent), and must be started by a thread
that lives as long as the pool: the kernel's death signal follows the thread that forked.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
from collections.abc import Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # every command installs the handlers; only a build starts a pool
    from concurrent.futures import ProcessPoolExecutor

PR_SET_PDEATHSIG = 1  # from <linux/prctl.h>
WATCH_INTERVAL_S = 0.25  # how often a worker without the death signal checks its parent
STOP_SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)
)


def start_worker(main_pid: int) -> None:
    """Pool initializer: tie this worker's life to the process ``main_pid`` (its parent).

    Restores the default action of :data:`STOP_SIGNALS` (a forked worker inherits the main
    process's handlers), asks for the death signal or starts the watcher thread, then exits
    at once if the parent is already gone (it died before the death signal was set).
    """
    for signum in STOP_SIGNALS:
        signal.signal(signum, signal.SIG_DFL)
    if not _set_death_signal():
        threading.Thread(target=_watch_parent, args=(main_pid,), daemon=True).start()
    if os.getppid() != main_pid:
        os._exit(1)


def _set_death_signal() -> bool:
    """Ask Linux to SIGKILL this process when its parent dies; ``False`` where it cannot."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes  # in the worker only: the main process of a light command never needs it

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def _watch_parent(main_pid: int) -> None:
    """Exit this process as soon as its parent is no longer ``main_pid`` (POSIX re-parents
    the orphan to init or a subreaper)."""
    event = threading.Event()
    while not event.wait(WATCH_INTERVAL_S):
        if os.getppid() != main_pid:
            os._exit(1)


def _exit_on_signal(signum: int, _frame: object) -> None:
    """Signal handler: raise :class:`SystemExit` (status 128 + ``signum``) in the main thread."""
    for stop_signum in STOP_SIGNALS:  # a second signal while shutting down does not interrupt
        signal.signal(stop_signum, signal.SIG_IGN)
    raise SystemExit(128 + signum)


def exit_cleanly_on_signals() -> None:
    """Turn SIGTERM and SIGHUP into a clean shutdown for the rest of this process.

    The signal raises :class:`SystemExit` with status 128 + the signal number (143 for
    SIGTERM, 129 for SIGHUP, as a shell reports a process the signal ended), so ``finally``
    blocks and :func:`deckgen.output.atomic_path` remove half-written files. Only signals
    left at their default action are taken over (``nohup`` sets SIGHUP to ignored); only in
    the main thread, the one place Python allows it; nothing happens elsewhere.
    """
    if threading.current_thread() is not threading.main_thread():
        return
    for signum in STOP_SIGNALS:
        if signal.getsignal(signum) is signal.SIG_DFL:
            signal.signal(signum, _exit_on_signal)


@contextlib.contextmanager
def stop_workers_on_signals(pool: ProcessPoolExecutor) -> Iterator[None]:
    """While the block runs, SIGTERM or SIGHUP kills ``pool``'s workers, then ends the process.

    Only signals left at their default action or at :func:`exit_cleanly_on_signals`'s are
    taken over (``nohup`` sets SIGHUP to ignored, and an application's own handler stays its
    own); only in the main thread, the one place Python allows it. The previous handlers come
    back when the block ends. After killing the workers the handler ends the process at once
    with status 128 + the signal number (no output file is open while faces render).
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    main_pid = os.getpid()

    def stop(signum, frame):
        if os.getpid() != main_pid:  # a worker forked before it reset its handlers
            signal.signal(signum, signal.SIG_DFL)
            os.kill(os.getpid(), signum)
            return
        processes = getattr(pool, "_processes", None) or {}  # pid -> Process, private
        for process in list(processes.values()):
            with contextlib.suppress(OSError, ValueError):
                process.kill()
        # no SystemExit here: raised inside the pool's locks it can deadlock the shutdown;
        # rendering writes no output file, so there is nothing half-written to remove
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(Exception):
                stream.flush()
        os._exit(128 + signum)

    previous = {s: signal.getsignal(s) for s in STOP_SIGNALS}
    taken = [s for s, h in previous.items() if h is signal.SIG_DFL or h is _exit_on_signal]
    for signum in taken:
        signal.signal(signum, stop)
    try:
        yield
    finally:
        for signum in taken:
            if signal.getsignal(signum) is stop:
                signal.signal(signum, previous[signum])
