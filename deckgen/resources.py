"""Where the shipped data lives: decks and rulesets, card styles, fonts.

Internal. An installed wheel carries ``rulesets/`` and ``templates/`` inside the package
(``deckgen/_data``); an editable install or a source checkout reads them from the repository.
"""

from __future__ import annotations

import os
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
FONTS_DIR = PACKAGE_DIR / "fonts"


def _data_dir(name: str) -> Path:
    bundled = PACKAGE_DIR / "_data" / name
    if bundled.is_dir():
        return bundled
    return PACKAGE_DIR.parent / name


def rulesets_dir() -> Path:
    """The folder of shipped definitions (``decks/``, rulesets, languages)."""
    return _data_dir("rulesets")


def templates_dir() -> Path:
    """The folder of shipped card styles and print presets."""
    return _data_dir("templates")


def cache_base_dir() -> Path:
    """deckgen's cache folder: ``DECKGEN_CACHE_DIR`` if set, else the user cache folder
    (``~/.cache/deckgen`` on Linux, from platformdirs). Nothing else of the home is used."""
    override = os.environ.get("DECKGEN_CACHE_DIR")
    if override:
        return Path(override)
    import platformdirs  # only when a cache is used: keeps `import deckgen` cheap

    return Path(platformdirs.user_cache_dir("deckgen"))


def config_dir() -> Path:
    """deckgen's settings folder: ``DECKGEN_CONFIG_DIR`` if set, else the user config
    folder (``~/.config/deckgen`` on Linux, from platformdirs); it holds ``config.yaml``
    and ``printers/``."""
    override = os.environ.get("DECKGEN_CONFIG_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_config_dir("deckgen"))


def decks_dir() -> Path:
    """The folder of shipped deck definitions, one ``<id>.yaml`` each."""
    return rulesets_dir() / "decks"
