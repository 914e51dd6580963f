"""Paper and card-size presets as data (``templates/print/paper.yaml``, ``cards.yaml``).

Internal. A size is named by a preset (``A4``, ``poker``; any case) or written as
``WxH`` with a unit (``63x88mm``, ``2.5x3.5in``; a bare pair is millimetres). Everything
returned is in millimetres, portrait (width ≤ height for the shipped presets). The standard
sizes themselves are :mod:`deckgen.paper`; the shipped file names the same ones (tested).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, model_validator

from ..definitions.reader import FileKind, load_definition
from ..definitions.scalars import Number, parse_number
from ..definitions.validation import did_you_mean
from ..errors import LayoutError, TemplateError
from ..resources import templates_dir
from ..units import parse_length_mm

_SIZE = re.compile(
    r"^\s*([0-9]+(?:\.[0-9]+)?)\s*(mm|cm|in)?\s*[x×]\s*([0-9]+(?:\.[0-9]+)?)\s*(mm|cm|in)?\s*$",
    re.IGNORECASE,
)


def _length(value: object) -> float:
    """A length with a unit (``56mm``, ``2.5in``) or a plain number of mm; a bare number
    follows the one number policy (``parse_number``: no quotes, no leading zero)."""
    try:
        if isinstance(value, str) and not value.strip().rstrip(".0123456789").strip("+-"):
            return parse_number(value)
        return parse_length_mm(value)  # type: ignore[arg-type]
    except ValueError as exc:
        raise ValueError(str(exc)) from None


LengthMm = Annotated[float, BeforeValidator(_length), Field(gt=0, le=1000)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def _check_default(default: str, names: Iterable[str]) -> None:
    """Raise ``ValueError`` unless ``default`` is one of ``names``."""
    names = list(names)
    if default not in names:
        raise ValueError(f"default '{default}' is not one of {', '.join(names)}")


class SizePreset(_Strict):
    """One named size: width and height in mm (YAML may say ``56mm`` or ``2.5in``)."""

    width: LengthMm
    height: LengthMm
    note: str = ""


class PaperPresets(_Strict):
    default: str
    papers: dict[str, SizePreset]

    @model_validator(mode="after")
    def _default_is_known(self) -> PaperPresets:
        _check_default(self.default, self.papers)
        return self


class CardPresets(_Strict):
    default: str
    cards: dict[str, SizePreset]

    @model_validator(mode="after")
    def _default_is_known(self) -> CardPresets:
        _check_default(self.default, self.cards)
        return self


class CaliperPreset(_Strict):
    """One card stock: ``caliper`` (mm a card in a stack) and what a ``sleeve`` adds to the
    card's width and height (mm; ``(0, 0)`` without)."""

    caliper: Number = Field(gt=0, le=3)
    sleeve: tuple[Number, Number] = (0.0, 0.0)
    note: str = ""


class CaliperPresets(_Strict):
    default: str
    calipers: dict[str, CaliperPreset]

    @model_validator(mode="after")
    def _default_is_known(self) -> CaliperPresets:
        _check_default(self.default, self.calipers)
        return self


PAPER_PRESETS = FileKind("paper presets file", PaperPresets, TemplateError)
CARD_PRESETS = FileKind("card presets file", CardPresets, TemplateError)
CALIPER_PRESETS = FileKind("card stock presets file", CaliperPresets, TemplateError)


@cache
def paper_presets() -> PaperPresets:
    """The shipped paper sizes. Raises :class:`TemplateError` if the file is invalid."""
    return load_definition(preset_file("paper"), PAPER_PRESETS, PaperPresets)


@cache
def card_presets() -> CardPresets:
    """The shipped card trim sizes. Raises :class:`TemplateError` if the file is invalid."""
    return load_definition(preset_file("cards"), CARD_PRESETS, CardPresets)


@cache
def caliper_presets() -> CaliperPresets:
    """The shipped card stocks (``templates/print/box.yaml``). Raises :class:`TemplateError`
    if the file is invalid."""
    return load_definition(preset_file("box"), CALIPER_PRESETS, CaliperPresets)


def card_stock(text: str | None = None) -> tuple[str, CaliperPreset]:
    """``(name, preset)`` of a card stock preset (``home``, ``sleeved``; any case) or a bare
    caliper in mm (``0.27``, ``0.27mm``); default: the file's ``default``.

    Raises :class:`LayoutError` listing the presets for an unknown name.
    """
    presets = caliper_presets()
    text = (text or presets.default).strip()
    by_lower = {name.lower(): name for name in presets.calipers}
    name = by_lower.get(text.lower())
    if name is not None:
        return name, presets.calipers[name]
    try:
        value = parse_length_mm(text)
    except ValueError:
        hint = did_you_mean(text, presets.calipers, fold_case=True)
        raise LayoutError(
            f"unknown caliper '{text}': {hint}use one of {', '.join(presets.calipers)} "
            "or a thickness a card such as 0.3mm"
        ) from None
    if not 0.05 <= value <= 3.0:
        raise LayoutError(f"caliper {value:g} mm is out of range (0.05-3 mm a card)")
    return f"{value:g} mm", CaliperPreset(caliper=value)


def parse_size_mm(text: str) -> tuple[float, float] | None:
    """``"63x88mm"`` → ``(63.0, 88.0)``; ``"2.5x3.5in"`` → ``(63.5, 88.9)``; else ``None``.

    A unit written only after the second number applies to both; none means mm.
    """
    match = _SIZE.match(text)
    if not match:
        return None
    width, width_unit, height, height_unit = match.groups()
    unit = (height_unit or width_unit or "mm").lower()
    return (
        parse_length_mm(f"{width}{(width_unit or unit).lower()}"),
        parse_length_mm(f"{height}{unit}"),
    )


def _lookup(kind: str, text: str, presets: dict[str, SizePreset]) -> tuple[str, float, float]:
    by_lower = {name.lower(): name for name in presets}
    name = by_lower.get(text.strip().lower())
    if name is not None:
        preset = presets[name]
        return name, preset.width, preset.height
    size = parse_size_mm(text)
    if size is not None:
        return text.strip(), size[0], size[1]
    hint = did_you_mean(text.strip(), presets, fold_case=True)
    raise LayoutError(
        f"unknown {kind} '{text}': {hint}use one of {', '.join(presets)} "
        "or a size such as 63x88mm or 2.5x3.5in"
    )


def paper_size(text: str | None = None) -> tuple[str, float, float]:
    """``(name, width_mm, height_mm)`` of a paper preset or ``WxH`` (default A4).

    Raises :class:`LayoutError` listing the presets for an unknown name.
    """
    presets = paper_presets()
    return _lookup("paper", text or presets.default, presets.papers)


def card_trim_size(text: str | None = None) -> tuple[str, float, float]:
    """``(name, width_mm, height_mm)`` of a card preset or ``WxH`` (default ``uno``).

    Raises :class:`LayoutError` listing the presets for an unknown name.
    """
    presets = card_presets()
    return _lookup("card size", text or presets.default, presets.cards)


def preset_file(kind: str) -> Path:
    """Where the shipped presets of ``kind`` (``paper``, ``cards`` or ``box``) live."""
    return templates_dir() / "print" / f"{kind}.yaml"
