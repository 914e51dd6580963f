"""Printer profiles: a printer's measured back offset (and preferences) as a small YAML file.

Internal; :func:`deckgen.save_printer` and :func:`deckgen.load_printer` are public.

A profile named ``office`` lives at ``<config>/printers/office.yaml``, where ``<config>``
is ``$DECKGEN_CONFIG_DIR`` if set, else the user configuration folder given by
platformdirs (``~/.config/deckgen`` on Linux, ``~/Library/Application Support/deckgen``
on macOS, ``%LOCALAPPDATA%\\deckgen`` on Windows). ``--printer`` also takes a path to a
``.yaml`` file. Example::

    # measured with deckgen calibrate on 2024-05-01
    back_offset: 1.5,-0.5      # mm, x then y, as read off the calibration sheet
    orientation: portrait      # the calibration sheet's: sheets with this profile use it
    duplex: long               # optional: long, short, none or fold
    margin: 4mm                # optional: the printer's unprintable edge
    paper: A4                  # the calibration page's paper: the offset holds on it
                               # (another --paper gets a warning); sheets use it by default
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, field_validator

from ..definitions.reader import FileKind, load_definition
from ..definitions.scalars import Number, OneLine
from ..definitions.suggestions import did_you_mean
from ..errors import LayoutError, TemplateError
from ..output import atomic_path
from ..resources import config_dir
from .offsets import offset_words, parse_offset_mm

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


class PrinterProfile(BaseModel):
    """A stored printer: ``back_offset`` (x, y in mm) and optional layout preferences."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: Annotated[str, OneLine] = ""
    back_offset: tuple[Number, Number] = (0.0, 0.0)
    # the orientation the offset was measured in: a driver may turn landscape back pages
    # either way, so the offset holds only for sheets of this orientation
    orientation: Literal["portrait", "landscape"] | None = None
    duplex: Literal["long", "short", "none", "fold"] | None = None
    margin: str | None = None
    paper: str | None = None

    @field_validator("back_offset", mode="before")
    @classmethod
    def _offset(cls, value: object) -> object:
        if isinstance(value, str):
            try:
                return parse_offset_mm(value)
            except LayoutError as exc:
                raise ValueError(str(exc)) from None
        return value

    @property
    def back_offset_text(self) -> str:
        """The offset naming each axis, "X +1 mm, Y +2 mm": never "1,2", which a reader of a
        decimal-comma language takes for 1.2 mm (newcomer 10, M1)."""
        return offset_words(self.back_offset)


PRINTER = FileKind("printer profile", PrinterProfile, TemplateError)
"""A printer profile: ``<config>/printers/<name>.yaml`` or a path (no shipped ones)."""


def printers_dir() -> Path:
    """The folder of printer profiles (``$DECKGEN_CONFIG_DIR/printers`` or the user's)."""
    return config_dir() / "printers"


def profile_path(printer: str) -> Path:
    """The file of profile ``printer`` (a name, or a path ending in ``.yaml``/``.yml``).

    Raises :class:`LayoutError` for a name that cannot be a file name.
    """
    if printer.endswith((".yaml", ".yml")):
        return Path(printer)
    if not _NAME.match(printer):
        raise LayoutError(
            f"printer name '{printer}' must be letters, digits, '-', '_' or '.' (up to 64)"
        )
    return printers_dir() / f"{printer}.yaml"


def load_printer(printer: str) -> PrinterProfile:
    """Read the profile ``printer``. Raises :class:`TemplateError` if missing or invalid."""
    path = profile_path(printer)
    if not path.is_file():
        known = sorted(p.stem for p in printers_dir().glob("*.yaml"))
        listing = ", ".join(known) if known else "none yet"
        raise TemplateError(
            f"no printer profile '{printer}' ({path} does not exist); "
            f"{did_you_mean(printer, known)}saved profiles: {listing}. "
            f"Save one with: deckgen printer {printer} --back-offset X,Y"
        )
    profile = load_definition(path, PRINTER, PrinterProfile)
    return profile.model_copy(update={"name": profile.name or path.stem})


def save_printer(
    printer: str,
    back_offset_mm: tuple[float, float],
    *,
    orientation: str | None = None,
    duplex: str | None = None,
    margin_mm: float | None = None,
    paper: str | None = None,
) -> Path:
    """Write (or replace) profile ``printer`` and return its path.

    Raises :class:`LayoutError` for a bad name, :class:`OutputError` if it cannot be written.
    """
    path = profile_path(printer)
    lines = [
        "# deckgen printer profile: the back offset read off `deckgen calibrate`.",
        f"back_offset: {back_offset_mm[0]:g},{back_offset_mm[1]:g}"
        f"  # {offset_words(back_offset_mm)}",
    ]
    if orientation:
        lines.append(f"orientation: {orientation}  # measured on sheets of this orientation")
    if duplex:
        lines.append(f"duplex: {duplex}")
    if margin_mm is not None:
        lines.append(f"margin: {margin_mm:g}mm")
    if paper:
        lines.append(f"paper: {paper}  # the calibration page's: the offset holds on it")
    with atomic_path(path) as tmp:
        tmp.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path
