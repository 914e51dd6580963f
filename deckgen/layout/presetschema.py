"""The pydantic models of the print presets files, for files not in the plain form.

Internal. :mod:`deckgen.layout.presets` reads the shipped ``templates/print/*.yaml``
without pydantic when every value is written plainly; a file it does not take (an
unknown key, a quoted number, a duplicate key, a missing default, …) is validated here,
which raises the one :class:`~deckgen.errors.TemplateError` of the reader (``file:line:
column: key.path: message``) or returns the presets as the plain dataclasses.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, model_validator

from ..definitions.reader import load_definition
from ..definitions.scalars import Number, parse_number
from ..units import parse_length_mm
from . import presetdata as plain


def _length(value: object) -> float:
    """A length with a unit (``56mm``, ``2.5in``) or a plain number of mm; a bare number
    follows the one number policy (``parse_number``: no quotes, no leading zero)."""
    try:
        if isinstance(value, str) and not value.strip().rstrip(".0123456789").strip("+-"):
            return parse_number(value)
        return parse_length_mm(value)  # type: ignore[arg-type]
    except ValueError as exc:
        raise ValueError(str(exc)) from None


LengthMm = Annotated[float, BeforeValidator(_length), Field(gt=0, le=plain.MAX_LENGTH_MM)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _WithDefault(_Strict):
    """A presets file: ``default`` names one of the entries of its one other key."""

    default: str

    @model_validator(mode="after")
    def _default_is_known(self) -> _WithDefault:
        names = [name for key, entries in self if key != "default" for name in entries]
        if self.default not in names:
            raise ValueError(f"default '{self.default}' is not one of {', '.join(names)}")
        return self


class SizePresetModel(_Strict):
    """One named size: width and height in mm (YAML may say ``56mm`` or ``2.5in``)."""

    width: LengthMm
    height: LengthMm
    note: str = ""

    def as_plain(self) -> plain.SizePreset:
        """The preset as :class:`~deckgen.layout.presets.SizePreset`."""
        return plain.SizePreset(self.width, self.height, str(self.note))


class PaperPresetsModel(_WithDefault):
    papers: dict[str, SizePresetModel]


class CardPresetsModel(_WithDefault):
    cards: dict[str, SizePresetModel]


class CaliperPresetModel(_Strict):
    """One card stock: ``caliper`` (mm a card in a stack) and what a ``sleeve`` adds to the
    card's width and height (mm; ``(0, 0)`` without)."""

    caliper: Number = Field(gt=0, le=plain.MAX_CALIPER_MM)
    sleeve: tuple[Number, Number] = (0.0, 0.0)
    note: str = ""


class CaliperPresetsModel(_WithDefault):
    calipers: dict[str, CaliperPresetModel]


PAPER_PRESETS = replace(plain.PAPER_FILE, shape=PaperPresetsModel)
CARD_PRESETS = replace(plain.CARD_FILE, shape=CardPresetsModel)
CALIPER_PRESETS = replace(plain.CALIPER_FILE, shape=CaliperPresetsModel)


def validated_paper_presets(path: Path) -> plain.PaperPresets:
    """``path`` validated as a paper presets file. Raises :class:`TemplateError`."""
    model = load_definition(path, PAPER_PRESETS, PaperPresetsModel)
    papers = {str(name): preset.as_plain() for name, preset in model.papers.items()}
    return plain.PaperPresets(str(model.default), papers)


def validated_card_presets(path: Path) -> plain.CardPresets:
    """``path`` validated as a card presets file. Raises :class:`TemplateError`."""
    model = load_definition(path, CARD_PRESETS, CardPresetsModel)
    cards = {str(name): preset.as_plain() for name, preset in model.cards.items()}
    return plain.CardPresets(str(model.default), cards)


def validated_caliper_presets(path: Path) -> plain.CaliperPresets:
    """``path`` validated as a card stock presets file. Raises :class:`TemplateError`."""
    model = load_definition(path, CALIPER_PRESETS, CaliperPresetsModel)
    calipers = {
        str(name): plain.CaliperPreset(stock.caliper, stock.sleeve, str(stock.note))
        for name, stock in model.calipers.items()
    }
    return plain.CaliperPresets(str(model.default), calipers)
