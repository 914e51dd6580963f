"""Shared fixtures: the classic deck, its style, and one sheets PDF built per test session."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckgen import OutputOptions, RenderOptions, build_sheets, load_deck, load_style

DATA = Path(__file__).parent / "data"


@pytest.fixture(scope="session")
def classic():
    return load_deck("classic-108")


@pytest.fixture(scope="session")
def style():
    return load_style("classic")


@pytest.fixture(scope="session")
def classic_sheets(classic, tmp_path_factory) -> Path:
    """The classic deck's sheets PDF at 100 dpi (geometry does not depend on dpi)."""
    out = tmp_path_factory.mktemp("sheets")
    return build_sheets(classic, render=RenderOptions(dpi=100), output=OutputOptions(out)).path


@pytest.fixture(scope="session")
def twelve():
    """A 12-card deck: enough for a full 3 x 3 sheet and a partial one."""
    return load_deck(DATA / "twelve-cards.yaml")


# the throw-away folders the suite points these variables at (when the caller has not set
# them): made by the process that finds them unset (the controller; xdist workers inherit
# its environment) and removed by it when the run ends
THROWAWAY_FOLDERS = {
    "DECKGEN_CACHE_DIR": "deckgen-test-cache-",
    # the default paper follows the user's config and locale: pin both (A4) for the suite
    "DECKGEN_CONFIG_DIR": "deckgen-test-config-",
    # nothing of the suite's in the user's home: Chromium's profile and dconf cache (the
    # preview's browser test; it launches Debian's chromium, not a downloaded one) and
    # matplotlib's font cache (simulate --plot) go to throw-away folders
    "XDG_CONFIG_HOME": "deckgen-test-xdg-config-",
    "XDG_CACHE_HOME": "deckgen-test-xdg-cache-",
    "MPLCONFIGDIR": "deckgen-test-mpl-",
    # work the workers share (tests/shared_cache.py): booklet layouts and their PDFs' text
    "DECKGEN_TEST_SHARED_DIR": "deckgen-test-shared-",
    # the bytecode of the run's processes (workers and the deckgen commands the tests
    # start): with PYTHONDONTWRITEBYTECODE set, as on the CI machine, each of those hundreds
    # of processes compiled deckgen from source again (~0.2 s CPU each); kept out of the tree
    "PYTHONPYCACHEPREFIX": "deckgen-test-pycache-",
}
_made: dict[str, str] = {}  # variable -> folder this process made for it
_made_unset: dict[str, str] = {}  # variable -> the value this process took away


def pytest_configure(config):
    """Keep the suite's render cache, settings and the tools' caches out of the user's
    folders: each variable of ``THROWAWAY_FOLDERS`` that is unset points at a new folder in
    the temporary folder (``TMPDIR``); one that is set is left alone."""
    import os
    import tempfile

    for variable, prefix in THROWAWAY_FOLDERS.items():
        if not os.environ.get(variable):
            _made[variable] = os.environ[variable] = tempfile.mkdtemp(prefix=prefix)
    if "PYTHONPYCACHEPREFIX" in _made:  # bytecode goes to the run's folder: let it be written
        _made_unset["PYTHONDONTWRITEBYTECODE"] = os.environ.pop("PYTHONDONTWRITEBYTECODE", "")
    os.environ.pop("LC_ALL", None)
    os.environ["LC_PAPER"] = "C"


def pytest_unconfigure(config):
    """Remove the folders ``pytest_configure`` made, and unset their variables. Under xdist
    only the controller made any, and it unconfigures after its workers have finished."""
    import os
    import shutil

    for variable, folder in list(_made.items()):
        shutil.rmtree(folder, ignore_errors=True)
        if os.environ.get(variable) == folder:
            del os.environ[variable]
        del _made[variable]
    for variable, value in list(_made_unset.items()):
        if value:
            os.environ[variable] = value
        del _made_unset[variable]


@pytest.hookimpl(tryfirst=True)
def pytest_collection(session):
    """Under pytest-xdist, each worker first imports its share of the test modules (every
    ``count``-th file from its own index): pytest rewrites their asserts and writes the
    result to the run's bytecode folder (``PYTHONPYCACHEPREFIX``), so when the worker then
    collects every module it reads the other workers' shares instead of rewriting all
    ~3,900 asserts itself (the most of a worker's ~11 s of collection). A module that
    fails to import is left to the collection, which imports it again and reports it.
    Only the modules under the run's arguments are imported. Nothing happens without
    workers, with bytecode writing off, or in another import mode than pytest's default
    (the module names would differ)."""
    import contextlib
    import importlib
    import os
    import sys

    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    count = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
    if not worker.startswith("gw") or count < 2 or sys.dont_write_bytecode:
        return
    if not sys.pycache_prefix or session.config.getoption("importmode") != "prepend":
        return
    # only the modules this run collects (a run of one file must not import the suite)
    asked = [
        Path(session.config.invocation_params.dir, arg.split("::")[0]).resolve()
        for arg in session.config.args
    ]
    files = sorted(
        path
        for path in Path(__file__).resolve().parent.glob("test_*.py")
        if any(path == given or given in path.parents for given in asked)
    )
    for path in files[int(worker[2:]) % count :: count]:
        # a module that fails here: the collection imports it again and reports it
        with contextlib.suppress(Exception, pytest.skip.Exception):
            importlib.import_module(f"{__package__}.{path.stem}")
