"""Paper and card-size presets as data (``templates/print/paper.yaml``, ``cards.yaml``).

Internal. A size is named by a preset (``A4``, ``poker``; any case) or written as
``WxH`` with a unit (``63x88mm``, ``2.5x3.5in``; a bare pair is millimetres). Everything
returned is in millimetres, portrait (width ≤ height for the shipped presets). The standard
sizes themselves are :mod:`deckgen.paper`; the shipped file names the same ones (tested).

The three files are read without pydantic when they are written in the plain form the
shipped files use (:func:`_plain`: every value a plain number or length, no duplicate key,
no unknown key, a known default); anything else is validated by the pydantic models of
:mod:`deckgen.layout.presetschema`, which give the error messages (file, line, key) and
accept whatever they accept. So a command that only reads the shipped presets (``sheets``
of a cached deck) does not import pydantic, and a bad file fails exactly as before.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from ..definitions.deckcache import cache_off, cached_or_read, code_key, store_entry
from ..definitions.reader import FileKind, read_definition
from ..definitions.suggestions import did_you_mean
from ..definitions.yamlfile import Scalar
from ..errors import LayoutError
from ..resources import cache_base_dir, templates_dir
from ..units import parse_length_mm
from .presetdata import (
    CALIPER_FILE,
    CARD_FILE,
    MAX_CALIPER_MM,
    MAX_LENGTH_MM,
    PAPER_FILE,
    CaliperPreset,
    CaliperPresets,
    CardPresets,
    PaperPresets,
    SizePreset,
)

__all__ = [
    "CaliperPreset",
    "CaliperPresets",
    "CardPresets",
    "PaperPresets",
    "SizePreset",
    "caliper_presets",
    "card_presets",
    "card_stock",
    "card_trim_size",
    "paper_presets",
    "paper_size",
    "parse_size_mm",
    "preset_file",
]

_SIZE = re.compile(
    r"^\s*([0-9]+(?:\.[0-9]+)?)\s*(mm|cm|in)?\s*[x×]\s*([0-9]+(?:\.[0-9]+)?)\s*(mm|cm|in)?\s*$",
    re.IGNORECASE,
)
# the plain form of a number the fast reader takes (no sign, exponent or leading zero:
# anything else goes to the pydantic models, which accept or refuse it with their message)
_PLAIN_NUMBER = re.compile(r"(?:0|[1-9][0-9]{0,8})(?:\.[0-9]+)?")
_PLAIN_LENGTH = re.compile(r"(?:0|[1-9][0-9]{0,8})(?:\.[0-9]+)?(?:mm|cm|in)")


def __getattr__(name: str) -> FileKind:
    """``PAPER_PRESETS``, ``CARD_PRESETS``, ``CALIPER_PRESETS``: the file kinds, whose
    pydantic models are built on first use (see :mod:`deckgen.layout.presetschema`)."""
    if name in ("PAPER_PRESETS", "CARD_PRESETS", "CALIPER_PRESETS"):
        from . import presetschema

        kind: FileKind = getattr(presetschema, name)
        return kind
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@cache
def paper_presets() -> PaperPresets:
    """The shipped paper sizes. Raises :class:`TemplateError` if the file is invalid."""
    path = preset_file("paper")
    data = _stored_plain(path, PAPER_FILE, "papers", _plain_size)
    if data is None:
        from .presetschema import validated_paper_presets

        return validated_paper_presets(path)
    return PaperPresets(data[0], data[1])


@cache
def card_presets() -> CardPresets:
    """The shipped card trim sizes. Raises :class:`TemplateError` if the file is invalid."""
    path = preset_file("cards")
    data = _stored_plain(path, CARD_FILE, "cards", _plain_size)
    if data is None:
        from .presetschema import validated_card_presets

        return validated_card_presets(path)
    return CardPresets(data[0], data[1])


@cache
def caliper_presets() -> CaliperPresets:
    """The shipped card stocks (``templates/print/box.yaml``). Raises :class:`TemplateError`
    if the file is invalid."""
    path = preset_file("box")
    data = _stored_plain(path, CALIPER_FILE, "calipers", _plain_caliper)
    if data is None:
        from .presetschema import validated_caliper_presets

        return validated_caliper_presets(path)
    return CaliperPresets(data[0], data[1])


CACHE_FORMAT = 1  # of the stored presets; part of the key
_PRESET_CLASSES: dict[str, Any] = {"papers": SizePreset, "cards": SizePreset}


def _stored_plain(
    path: Path, kind: FileKind, section: str, entry: Any
) -> tuple[str, dict[str, Any]] | None:
    """:func:`_plain`, kept as JSON in ``<cache>/presets/`` (keyed by the file's name and
    content and deckgen's own files) so a warm command reads no YAML (issue 19): the
    policy of the definition caches (:func:`~deckgen.definitions.deckcache.
    cached_or_read`); a file not in the plain form is never stored."""
    store = None if cache_off() else _entry_path(path)

    def keep(found: Path, data: tuple[str, dict[str, Any]] | None) -> None:
        if data is not None:
            presets = {name: dataclasses.astuple(preset) for name, preset in data[1].items()}
            store_entry(found, {"default": data[0], section: presets})

    return cached_or_read(
        store,
        lambda found: _load_plain(found, section),
        lambda: _plain(path, kind, section, entry),
        keep,
    )


def _entry_path(path: Path) -> Path | None:
    """Where the stored presets of ``path`` live under the current key; ``None`` if the
    files cannot be read."""
    try:
        digest = hashlib.sha256(f"deckgen presets cache format {CACHE_FORMAT}\n".encode())
        digest.update(f"{path.name}\n{code_key()}\n".encode())
        digest.update(path.read_bytes())
    except OSError:
        return None
    return cache_base_dir() / "presets" / f"{path.stem}-{digest.hexdigest()[:32]}.json"


def _load_plain(found: Path, section: str) -> tuple[str, dict[str, Any]] | None:
    """The presets stored at ``found``; ``None`` if there are none or they cannot be read."""
    try:
        data = json.loads(found.read_text(encoding="utf-8"))
        preset = _PRESET_CLASSES.get(section, CaliperPreset)
        entries = {
            str(name): preset(*(tuple(v) if isinstance(v, list) else v for v in fields))
            for name, fields in data[section].items()
        }
        return str(data["default"]), entries
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None


def _plain(
    path: Path, kind: FileKind, section: str, entry: Any
) -> tuple[str, dict[str, Any]] | None:
    """``(default, {name: entry(value)})`` of a presets file in the plain form, else ``None``.

    ``entry`` turns one mapping into a preset or returns ``None`` when it is not plain.
    Raises :class:`TemplateError` for a file that cannot be read as YAML (as the validating
    path would: the reading is the same).
    """
    doc = read_definition(path, kind)
    data = doc.data
    if doc.problems or not isinstance(data, dict) or set(data) != {"default", section}:
        return None
    default, entries = data["default"], data[section]
    if not isinstance(default, str) or not isinstance(entries, dict):
        return None
    result: dict[str, Any] = {}
    for name, value in entries.items():
        preset = entry(value) if isinstance(name, str) and isinstance(value, dict) else None
        if preset is None:
            return None
        result[str(name)] = preset
    if default not in result:
        return None
    return str(default), result


def _plain_text(value: object) -> str | None:
    return str(value) if isinstance(value, str) else None


def _plain_float(value: object, pattern: re.Pattern[str]) -> float | None:
    """A plain (unquoted) scalar matching ``pattern`` as mm, else ``None``."""
    if not isinstance(value, Scalar) or value.quoted or not pattern.fullmatch(value):
        return None
    return float(value) if pattern is _PLAIN_NUMBER else parse_length_mm(value)


def _plain_length(value: object) -> float | None:
    number = _plain_float(value, _PLAIN_NUMBER)
    if number is None:
        number = _plain_float(value, _PLAIN_LENGTH)
    return number if number is not None and 0 < number <= MAX_LENGTH_MM else None


def _plain_size(value: dict[str, Any]) -> SizePreset | None:
    if not {"width", "height"} <= set(value) <= {"width", "height", "note"}:
        return None
    width, height = _plain_length(value["width"]), _plain_length(value["height"])
    note = _plain_text(value.get("note", ""))
    if width is None or height is None or note is None:
        return None
    return SizePreset(width, height, note)


def _plain_caliper(value: dict[str, Any]) -> CaliperPreset | None:
    if "caliper" not in value or not set(value) <= {"caliper", "sleeve", "note"}:
        return None
    caliper = _plain_float(value["caliper"], _PLAIN_NUMBER)
    sleeve = value.get("sleeve", [Scalar("0"), Scalar("0")])
    note = _plain_text(value.get("note", ""))
    if caliper is None or not 0 < caliper <= MAX_CALIPER_MM or note is None:
        return None
    if not isinstance(sleeve, list) or len(sleeve) != 2:
        return None
    across, along = (_plain_float(part, _PLAIN_NUMBER) for part in sleeve)
    if across is None or along is None:
        return None
    return CaliperPreset(caliper, (across, along), note)


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
        f"or a size such as {SIZE_EXAMPLES.get(kind, SIZE_EXAMPLES['card size'])}"
    )


# sizes of that kind as an error suggests them (newcomer 11, L5: paper got card sizes)
SIZE_EXAMPLES = {
    "paper": "148x210mm (A5) or 8.5x14in (Legal)",
    "card size": "63x88mm or 2.5x3.5in",
}


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
