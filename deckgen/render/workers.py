"""Render worker processes that end with the build that started them.

Internal. A worker left behind by a killed build would hold its memory and the caller's
output pipe for ever (a shell pipeline or CI step would never see end of file). Three
mechanisms, each for what the others cannot do:

* Linux: each worker asks the kernel for SIGKILL when its parent dies
  (``prctl(PR_SET_PDEATHSIG)``), which also covers a SIGKILL of the main process.
* Other POSIX systems: a daemon thread in each worker polls its parent pid every
  :data:`WATCH_INTERVAL_S` and exits once it has changed (the worker was re-parented).
* Everywhere: while a pool runs, SIGTERM and SIGHUP in the main process kill the workers
  first, then end the process the way the signal would have.

Workers must be direct children of the main process (start method ``fork`` or ``spawn``,
never ``forkserver``, whose server would be the parent), and must be started by a thread
that lives as long as the pool: the kernel's death signal follows the thread that forked.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import sys
import threading
from collections.abc import Iterator
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


@contextlib.contextmanager
def stop_workers_on_signals(pool: ProcessPoolExecutor) -> Iterator[None]:
    """While the block runs, SIGTERM or SIGHUP kills ``pool``'s workers, then the process.

    Only signals left at their default action are taken over (``nohup`` sets SIGHUP to
    ignored, and an application's own handler stays its own); only in the main thread, the
    one place Python allows it. The previous handlers come back when the block ends. After
    killing the workers the handler restores the default action and sends the signal again,
    so the exit status is the signal's, as it would have been.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    main_pid = os.getpid()

    def stop(signum, _frame):
        if os.getpid() == main_pid:  # not in a worker forked before it reset its handlers
            processes = getattr(pool, "_processes", None) or {}  # pid -> Process, private
            for process in list(processes.values()):
                with contextlib.suppress(OSError, ValueError):
                    process.kill()
        signal.signal(signum, signal.SIG_DFL)
        os.kill(os.getpid(), signum)

    taken = [s for s in STOP_SIGNALS if signal.getsignal(s) is signal.SIG_DFL]
    for signum in taken:
        signal.signal(signum, stop)
    try:
        yield
    finally:
        for signum in taken:
            signal.signal(signum, signal.SIG_DFL)
