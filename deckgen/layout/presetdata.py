"""The print presets as plain data: the dataclasses :mod:`deckgen.layout.presets` returns
and the three file kinds as the reader reads them.

Internal. Shared by :mod:`deckgen.layout.presets` (the plain reading) and
:mod:`deckgen.layout.presetschema` (the pydantic models, for a file not in the plain form),
so neither imports the other's module at load time.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..definitions.reader import FileKind
from ..errors import TemplateError

MAX_LENGTH_MM = 1000.0
MAX_CALIPER_MM = 3.0


# The three file kinds as the reader needs them to read (no model: the plain form has no
# key in an old spelling); presetschema.py gives them their pydantic models.
PAPER_FILE = FileKind("paper presets file", None, TemplateError)
CARD_FILE = FileKind("card presets file", None, TemplateError)
CALIPER_FILE = FileKind("card stock presets file", None, TemplateError)


@dataclass(frozen=True)
class SizePreset:
    """One named size: width and height in mm (YAML may say ``56mm`` or ``2.5in``)."""

    width: float
    height: float
    note: str = ""


@dataclass(frozen=True)
class CaliperPreset:
    """One card stock: ``caliper`` (mm a card in a stack) and what a ``sleeve`` adds to the
    card's width and height (mm; ``(0, 0)`` without)."""

    caliper: float
    sleeve: tuple[float, float] = (0.0, 0.0)
    note: str = ""


@dataclass(frozen=True)
class PaperPresets:
    """``templates/print/paper.yaml``: the default paper's name and every paper by name."""

    default: str
    papers: dict[str, SizePreset] = field(default_factory=dict)


@dataclass(frozen=True)
class CardPresets:
    """``templates/print/cards.yaml``: the default card size's name and every size by name."""

    default: str
    cards: dict[str, SizePreset] = field(default_factory=dict)


@dataclass(frozen=True)
class CaliperPresets:
    """``templates/print/box.yaml``: the default card stock's name and every stock by name."""

    default: str
    calipers: dict[str, CaliperPreset] = field(default_factory=dict)
