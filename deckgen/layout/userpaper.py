"""The default paper: the user's config, else the locale's LC_PAPER, else the presets' A4.

Internal; :func:`deckgen.layout.printlayout.print_layout` asks here when no ``--paper`` (and
no printer profile's paper) is given. The user's choice lives in ``<config>/config.yaml``
(``<config>`` as for printer profiles: ``$DECKGEN_CONFIG_DIR`` or the user configuration
folder), written by ``deckgen config paper NAME``::

    paper: Letter

The locale is read from the environment as POSIX says (``LC_ALL``, else ``LC_PAPER``,
else ``LANG``), without running ``locale``: Python exposes no LC_PAPER items
(``locale -k LC_PAPER`` prints ``height``/``width`` in mm, from the C library's locale
data), so the territory of the locale name decides: the territories whose glibc locales
give LC_PAPER as Letter (216 x 279 mm: ``en_US``, ``en_CA``/``fr_CA``, ``es_MX`` …) get
Letter, every other named territory A4, and ``C``/``POSIX`` or no locale the presets'
default.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from ..definitions.reader import FileKind, load_definition
from ..errors import TemplateError
from ..output import atomic_path
from ..resources import config_dir
from .presets import paper_size

# Territories whose glibc locale data sets LC_PAPER to Letter (the rest of the world: A4).
LETTER_TERRITORIES = frozenset(
    {"US", "CA", "MX", "PH", "CL", "CO", "CR", "GT", "NI", "PA", "PR", "SV", "VE", "DO"}
)


@dataclass(frozen=True)
class UserConfig:
    """The user's deckgen settings (``config.yaml``): for now the default ``paper``."""

    paper: str | None = None


def _config_kind() -> FileKind:
    """The config file's kind with its pydantic model, made when a file is read (a
    ``sheets`` run without a config file imports no pydantic)."""
    from pydantic import BaseModel, ConfigDict

    class UserConfigFile(BaseModel):
        """``config.yaml`` as the file is checked: only known keys."""

        model_config = ConfigDict(extra="forbid", frozen=True)

        paper: str | None = None

    return FileKind("deckgen config file", UserConfigFile, TemplateError)


def config_path() -> Path:
    """``<config>/config.yaml``, beside the ``printers`` folder."""
    return config_dir() / "config.yaml"


def load_config() -> UserConfig:
    """The user's settings, empty if there is no file. Raises :class:`TemplateError`
    naming the file, line and field for a bad one."""
    path = config_path()
    if not path.is_file():
        return UserConfig()
    kind = _config_kind()
    checked = load_definition(path, kind, kind.shape)
    return UserConfig(None if checked.paper is None else str(checked.paper))


def save_paper(paper: str) -> tuple[Path, str]:
    """Store ``paper`` (a preset name or ``WxH``) as the user's default; returns the file and
    the paper's name. Raises :class:`LayoutError` for an unknown paper,
    :class:`OutputError` if the file cannot be written."""
    name = paper_size(paper)[0]
    path = config_path()
    with atomic_path(path) as tmp:
        tmp.write_text(f"paper: {name}\n", encoding="utf-8")
    return path, name


def locale_paper(environ: dict[str, str] | None = None) -> tuple[str, str] | None:
    """``("Letter", "LC_PAPER=en_US.UTF-8")`` or ``("A4", …)`` from the locale named in
    ``environ`` (default ``os.environ``): ``LC_ALL``, else ``LC_PAPER``, else ``LANG``;
    ``None`` for ``C``, ``POSIX``, no territory or none set."""
    env = os.environ if environ is None else environ
    for variable in ("LC_ALL", "LC_PAPER", "LANG"):
        value = env.get(variable, "")
        if value:
            break
    else:
        return None
    language = value.split(".")[0].split("@")[0]
    if "_" not in language:
        return None
    territory = language.split("_", 1)[1].upper()
    return ("Letter" if territory in LETTER_TERRITORIES else "A4"), f"{variable}={value}"


def default_paper() -> tuple[str | None, str]:
    """(paper, where it came from) for sheets without ``--paper``: the user's config
    (``"config <path>"``), else the locale (``"LC_PAPER=…"``), else ``(None, "default")``
    (the presets' default, A4). Raises :class:`TemplateError` for a bad config file."""
    config = load_config()
    if config.paper:
        return config.paper, f"config {config_path()}"
    found = locale_paper()
    if found:
        return found
    return None, "default"
