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


def pytest_configure(config):
    """Keep the suite's render cache out of the user's cache folder."""
    import os
    import tempfile

    os.environ.setdefault("DECKGEN_CACHE_DIR", tempfile.mkdtemp(prefix="deckgen-test-cache-"))
    # the default paper follows the user's config and locale: pin both (A4) for the suite
    os.environ.setdefault("DECKGEN_CONFIG_DIR", tempfile.mkdtemp(prefix="deckgen-test-config-"))
    os.environ.pop("LC_ALL", None)
    os.environ["LC_PAPER"] = "C"
    # nothing of the suite's in the user's home: Chromium's profile and dconf cache (the
    # preview's browser test; it launches Debian's chromium, not a downloaded one) and
    # matplotlib's font cache (simulate --plot) go to throw-away folders
    os.environ.setdefault("XDG_CONFIG_HOME", tempfile.mkdtemp(prefix="deckgen-test-xdg-config-"))
    os.environ.setdefault("XDG_CACHE_HOME", tempfile.mkdtemp(prefix="deckgen-test-xdg-cache-"))
    os.environ.setdefault("MPLCONFIGDIR", tempfile.mkdtemp(prefix="deckgen-test-mpl-"))
