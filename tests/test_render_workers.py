"""Render workers end with the build: a killed ``deckgen sheets`` leaves no process behind.

Regression for issue 11 item 2: workers of a build killed with SIGKILL, SIGTERM or SIGHUP
went on running, holding memory and the caller's output pipe. Linux only: processes are
found in ``/proc``.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from deckgen.render import workers

ROOT = Path(__file__).resolve().parents[1]
GRACE_S = 5.0  # every worker must be gone this long after the kill (2 s idle; CI may be loaded)

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")

# The build under test; ``mode`` switches off one mechanism so the others are seen working.
BUILD = """
import sys
mode, out = sys.argv[1:]
if mode == "watcher":  # no death signal: the worker's thread must notice the orphaning
    from deckgen.render import workers
    workers._set_death_signal = lambda: False
elif mode == "handlers":  # workers untied: the main process's signal handlers must act
    from deckgen.render import batch
    batch.start_worker = lambda main_pid: None
from deckgen.cli import app
app(["sheets", "classic-108", "--no-cache", "--dpi", "600", "-q", "-o", out], "deckgen")
"""


def _processes() -> dict[int, tuple[int, str, str]]:
    """Every process: pid -> (parent pid, state letter, start time in clock ticks)."""
    table = {}
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            stat = Path(entry.path, "stat").read_text()
        except OSError:
            continue  # ended while we looked
        fields = stat[stat.rindex(")") + 2 :].split()
        table[int(entry.name)] = (int(fields[1]), fields[0], fields[19])
    return table


def _descendants(pid: int) -> dict[int, str]:
    """Children, grandchildren ... of ``pid``: pid -> start time (to tell a reused pid)."""
    table, found, todo = _processes(), {}, [pid]
    while todo:
        parent = todo.pop()
        for child, (ppid, _, start) in table.items():
            if ppid == parent and child not in found:
                found[child] = start
                todo.append(child)
    return found


def _alive(found: dict[int, str]) -> list[int]:
    table = _processes()
    return [
        pid
        for pid, start in found.items()
        if pid in table and table[pid][2] == start and table[pid][1] not in "ZX"
    ]


def _start_build(
    tmp_path, mode: str, argv: list[str] | None = None
) -> tuple[subprocess.Popen, dict[int, str]]:
    """Start a build (``BUILD`` in ``mode``, or ``python -m deckgen *argv`` with a fresh
    home and cache) and wait until its render workers run; returns it and them."""
    env = dict(
        os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])
    )
    if argv:
        env.update(HOME=str(tmp_path / "home"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    build = subprocess.Popen(
        [sys.executable, "-m", "deckgen", *argv]
        if argv
        else [sys.executable, "-c", BUILD, mode, str(tmp_path / "out")],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )
    deadline = time.monotonic() + 60
    while len(found := _descendants(build.pid)) < 2:
        if build.poll() is not None or time.monotonic() > deadline:
            build.kill()
            pytest.fail(f"no render workers seen (exit {build.poll()}): {build.stderr.read()}")
        time.sleep(0.02)
    return build, found


def _skip_if_ignored(signum: int) -> None:
    """Under ``nohup`` SIGHUP is ignored, and the build inherits that and rightly keeps it
    (see the next test but one): nothing to check then."""
    if signal.getsignal(signum) is signal.SIG_IGN:
        name = signal.Signals(signum).name
        pytest.skip(f"{name} is ignored here (nohup?), and so it is in the build")


def _kill_and_check(build: subprocess.Popen, found: dict[int, str], signum: int) -> None:
    try:
        assert len(_alive(found)) >= 2  # killed mid-render, not after the pool ended
        os.kill(build.pid, signum)
        killed = time.monotonic()
        try:  # the caller's pipes reach end of file: no worker holds them any more
            build.communicate(timeout=GRACE_S)
        except subprocess.TimeoutExpired:
            pytest.fail(f"the build's output pipes are still open {GRACE_S} s after the kill")
        # SIGKILL cannot be caught; SIGTERM / SIGHUP end the build as a shell reports it
        assert build.returncode == (-signum if signum == signal.SIGKILL else 128 + signum)
        while (left := _alive(found)) and time.monotonic() - killed < GRACE_S:
            time.sleep(0.02)
        assert left == [], f"workers still running {GRACE_S} s after the build was killed"
    finally:
        for pid in _alive(found):  # clean up after a failure
            os.kill(pid, signal.SIGKILL)
        if build.poll() is None:
            build.kill()
            build.wait()


@linux_only
@pytest.mark.parametrize(
    "signum", [signal.SIGKILL, signal.SIGTERM, signal.SIGHUP], ids=lambda s: s.name
)
def test_a_killed_build_leaves_no_render_worker_running(tmp_path, signum):
    if len(os.sched_getaffinity(0)) < 2:
        pytest.skip("one core: faces are drawn in the main process, no workers")
    _skip_if_ignored(signum)
    _kill_and_check(*_start_build(tmp_path, "normal"), signum)


@linux_only
@pytest.mark.parametrize(
    ("mode", "signum"),
    [("watcher", signal.SIGKILL), ("handlers", signal.SIGTERM), ("handlers", signal.SIGHUP)],
    ids=["watcher-SIGKILL", "handlers-SIGTERM", "handlers-SIGHUP"],
)
def test_each_fallback_alone_ends_the_workers(tmp_path, mode, signum):
    """Without the Linux death signal: the parent-watching thread (other POSIX systems) on
    SIGKILL; without any worker set-up: the main process's handlers on SIGTERM / SIGHUP."""
    if len(os.sched_getaffinity(0)) < 2:
        pytest.skip("one core: faces are drawn in the main process, no workers")
    _skip_if_ignored(signum)
    _kill_and_check(*_start_build(tmp_path, mode), signum)


@pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="no SIGHUP")
def test_an_ignored_sighup_stays_ignored_and_handlers_come_back():
    """``nohup deckgen build`` must survive the hang-up it asked to ignore."""
    before = signal.signal(signal.SIGHUP, signal.SIG_IGN)
    # SIGTERM's handler before the block: the default, or the CLI's clean exit when a
    # command ran earlier in this test process
    term_before = signal.getsignal(signal.SIGTERM)
    try:
        with workers.stop_workers_on_signals(ProcessPoolExecutor(1)):  # never started
            assert signal.getsignal(signal.SIGHUP) is signal.SIG_IGN
            assert callable(signal.getsignal(signal.SIGTERM))
        assert signal.getsignal(signal.SIGTERM) is term_before
        assert signal.getsignal(signal.SIGHUP) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGHUP, before)


@linux_only
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP], ids=lambda s: s.name)
def test_kill_pid_of_deckgen_build_exits_128_plus_signal_with_no_worker_left(tmp_path, signum):
    """The newcomer review's N2, as reported: ``deckgen build`` (sheets and booklet) at
    600 dpi, ``kill PID`` mid-render: pipes close at once, status 128 + signal."""
    if len(os.sched_getaffinity(0)) < 2:
        pytest.skip("one core: faces are drawn in the main process, no workers")
    _skip_if_ignored(signum)
    argv = ["build", "classic-112", "--no-cache", "--dpi", "600", "-o", str(tmp_path / "out")]
    _kill_and_check(*_start_build(tmp_path, "normal", argv), signum)
    assert not list(tmp_path.rglob("*.part"))  # nothing half-written left behind
