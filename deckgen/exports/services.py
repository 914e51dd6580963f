"""Files for a print service: The Game Crafter, MakePlayingCards, DriveThruCards, ...

Internal; :func:`deckgen.build_service_export` is public. Each service is a preset as
data, ``templates/print/services/<id>.yaml`` (or a preset file of one's own): what the
service takes (``per-face``: one image per unique face, the counts in the README;
``per-copy``: one numbered image per card printed, one back for all; ``pdf``: one card a
page, fronts and backs alternating, see :mod:`.printshop`), the exact size of a card
image (trim + bleed) in pixels for each card size it prints, the dpi, the file names and
the upload steps. The bleed follows from the pixels and the card's trim; images are
PNG, dpi-tagged. Every folder gets a ``README.txt``: what to upload where, and how many
copies of each file. Figures live in the preset only, with their source and date.
"""

from __future__ import annotations

import fnmatch
import string
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from PIL import Image
from pydantic import BaseModel, ConfigDict, Field, model_validator

from ..cardsize import CardSize
from ..counting import counted
from ..definitions.model import Deck
from ..definitions.reader import FileKind, find_definition, load_definition
from ..definitions.scalars import Whole
from ..errors import LayoutError, TemplateError
from ..layout.presets import card_trim_size
from ..output import atomic_path
from ..render.export import srgb_profile
from ..render.facedata import FaceImage
from ..resources import templates_dir
from ..units import MM_PER_INCH, parse_length_mm
from .printshop import write_print_shop_pdf

README_FILE = "README.txt"
Delivery = Literal["per-face", "per-copy", "pdf"]
# the fields each kind of name and the upload lines may use
_NAME_FIELDS = {"front": {"number", "face"}, "back": set(), "pdf": set()}
_UPLOAD_FIELDS = {"cards", "fronts", "back", "pdf", "pages"}


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ServiceSize(_Strict):
    """A card image (or PDF page), trim + bleed, in whole pixels at the preset's dpi."""

    width_px: Whole = Field(gt=0, le=10000)
    height_px: Whole = Field(gt=0, le=10000)


class ServiceNames(_Strict):
    """File names: ``front`` (``{number}``, ``{face}``) and ``back`` for images; ``pdf``."""

    front: str | None = None
    back: str | None = None
    pdf: str | None = None


class ServicePreset(_Strict):
    """One print service, as ``templates/print/services/<id>.yaml`` describes it."""

    name: str
    source: str
    checked: str
    delivery: Delivery
    dpi: Whole = Field(ge=72, le=1200)
    default_card: str
    sizes: dict[str, ServiceSize] = Field(min_length=1)
    safe_area: str | None = None
    names: ServiceNames
    upload: list[str] = Field(min_length=1)

    @model_validator(mode="after")
    def _consistent(self) -> ServicePreset:
        if self.default_card not in self.sizes:
            raise ValueError(
                f"default_card '{self.default_card}' is not one of {', '.join(self.sizes)}"
            )
        wanted = ("pdf",) if self.delivery == "pdf" else ("front", "back")
        for key in ("front", "back", "pdf"):
            value = getattr(self.names, key)
            if (value is None) == (key in wanted):
                verb = "needs" if value is None else "takes no"
                raise ValueError(f"a '{self.delivery}' service {verb} names.{key}")
            if value is not None:
                _check_name(key, value, ".pdf" if key == "pdf" else ".png")
        if self.delivery == "per-copy" and "number" not in _fields(self.names.front or ""):
            raise ValueError("a 'per-copy' service needs {number} in names.front")
        if self.delivery == "per-face" and not {"number", "face"} & _fields(self.names.front or ""):
            raise ValueError("a 'per-face' service needs {face} or {number} in names.front")
        for line in self.upload:
            if unknown := _fields(line) - _UPLOAD_FIELDS:
                raise ValueError(
                    f"upload: unknown field {{{sorted(unknown)[0]}}}; use "
                    + ", ".join(f"{{{f}}}" for f in sorted(_UPLOAD_FIELDS))
                )
        if self.safe_area is not None:
            parse_length_mm(self.safe_area)  # a ValueError names the units
        return self


def _fields(template: str) -> set[str]:
    try:
        return {field for _, field, _, _ in string.Formatter().parse(template) if field}
    except ValueError as exc:
        raise ValueError(f"'{template}': {exc}") from None


def _check_name(key: str, value: str, suffix: str) -> None:
    if unknown := _fields(value) - _NAME_FIELDS[key]:
        raise ValueError(f"names.{key}: unknown field {{{sorted(unknown)[0]}}}")
    sample = value.format(number=1, face="red-7")
    if Path(sample).name != sample or sample.startswith(".") or not sample.endswith(suffix):
        raise ValueError(f"names.{key} '{value}' must be a plain file name ending in {suffix}")


def services_dir() -> Path:
    """The folder of the shipped print service presets, one ``<id>.yaml`` each."""
    return templates_dir() / "print" / "services"


SERVICE = FileKind("print service", ServicePreset, TemplateError, shipped_dir=services_dir)


def shipped_service_ids() -> list[str]:
    """The ids of the shipped print service presets, sorted (``drivethru``, ``mpc``, ...)."""
    return SERVICE.shipped_ids()


@dataclass(frozen=True)
class Service:
    """A loaded preset: its id (the file's stem, the output folder's name) and contents."""

    id: str
    preset: ServicePreset
    path: Path


@dataclass(frozen=True)
class ServiceCard:
    """A card size the service prints: its name, trim and bleed, and the image in px."""

    name: str
    card: CardSize
    px: tuple[int, int]


def load_service(ref: str | Path) -> Service:
    """A shipped preset id (``tgc``) or a preset file → the :class:`Service`.

    Raises :class:`TemplateError`: no such preset (listing the shipped ones), or a bad file.
    """
    path = find_definition(ref, SERVICE)
    return Service(path.stem, _load(path.resolve()), path)


@cache
def _load(path: Path) -> ServicePreset:
    return load_definition(path, SERVICE, ServicePreset)


def service_card(service: Service, card: str | None = None) -> ServiceCard:
    """The card size ``card`` (a card preset name; ``None``: the preset's default) as the
    service prints it. The bleed is what the pixels leave around the trim.

    Raises :class:`LayoutError` for a size the preset does not list, or pixels that do not
    hold the trim (or leave more than 6 mm of bleed).
    """
    preset = service.preset
    by_lower = {name.lower(): name for name in preset.sizes}
    name = by_lower.get((card or preset.default_card).strip().lower())
    if name is None:
        raise LayoutError(
            f"{preset.name} ({service.id}) has no card size '{card}' in {service.path}: "
            f"use one of {', '.join(preset.sizes)}, or add the size to that file"
        )
    size = preset.sizes[name]
    _, trim_w, trim_h = card_trim_size(name)
    full_w = size.width_px / preset.dpi * MM_PER_INCH
    full_h = size.height_px / preset.dpi * MM_PER_INCH
    bleed = max(full_w - trim_w, full_h - trim_h) / 2
    if min(full_w - trim_w, full_h - trim_h) < 0 or bleed > 6:
        raise LayoutError(
            f"{service.path}: sizes.{name}: {size.width_px} x {size.height_px} px at "
            f"{preset.dpi} dpi is {full_w:.2f} x {full_h:.2f} mm, which does not hold a "
            f"{trim_w:g} x {trim_h:g} mm card with 0-6 mm of bleed"
        )
    return ServiceCard(name, CardSize(trim_w, trim_h, bleed), (size.width_px, size.height_px))


@dataclass(frozen=True)
class ServiceFile:
    """A file written, and how many printed cards it stands for (the back: all of them)."""

    path: Path
    copies: int


@dataclass(frozen=True)
class ServiceExportResult:
    """What :func:`deckgen.build_service_export` wrote: the service, its folder, every file
    (fronts then the back, or the PDF), the README, and the card size as the service takes it.
    ``pages``: the PDF's page count (0 for images)."""

    service: str
    name: str
    folder: Path
    files: tuple[ServiceFile, ...]
    readme: Path
    cards: int
    card: ServiceCard
    dpi: int
    pages: int = 0


def write_service_files(
    deck: Deck,
    faces: Mapping[str, FaceImage],
    back: FaceImage,
    service: Service,
    card: ServiceCard,
    folder: Path,
) -> ServiceExportResult:
    """Write what ``service`` takes for ``deck`` into ``folder``, then ``README.txt``.

    ``faces`` and ``back`` are rendered at ``card.card`` and the preset's dpi; an image off
    by a rounding pixel is cut to ``card.px`` about its centre. Files of an earlier export
    that match the preset's names and were not written again are removed, so the folder
    holds exactly what to upload. Raises :class:`OutputError` if a file cannot be written.
    """
    preset = service.preset
    cards = deck.cards()
    pages = 0
    if preset.delivery == "pdf":
        assert preset.names.pdf is not None  # checked with the preset
        shop = write_print_shop_pdf(deck, faces, back, card.card, folder / preset.names.pdf)
        files = [ServiceFile(shop.path, len(cards))]
        pages = shop.pages
    else:
        files = _write_images(deck, faces, back, preset, card, folder)
    _remove_stale(folder, preset.names, {file.path for file in files})
    readme = folder / README_FILE
    result = ServiceExportResult(
        service.id, preset.name, folder, tuple(files), readme, len(cards), card, preset.dpi, pages
    )
    with atomic_path(readme) as tmp:
        tmp.write_text(_readme(deck, service, result), encoding="utf-8")
    return result


def _write_images(
    deck: Deck,
    faces: Mapping[str, FaceImage],
    back: FaceImage,
    preset: ServicePreset,
    card: ServiceCard,
    folder: Path,
) -> list[ServiceFile]:
    front, back_name = preset.names.front, preset.names.back
    assert front is not None and back_name is not None  # checked with the preset
    files = []
    if preset.delivery == "per-face":
        for number, counted in enumerate(deck.faces, start=1):
            path = folder / front.format(number=number, face=counted.face.id)
            _save(faces[counted.face.id], card.px, preset.dpi, path)
            files.append(ServiceFile(path, counted.count))
    else:
        for number, face in enumerate(deck.cards(), start=1):
            path = folder / front.format(number=number, face=face.id)
            _save(faces[face.id], card.px, preset.dpi, path)
            files.append(ServiceFile(path, 1))
    _save(back, card.px, preset.dpi, folder / back_name)
    files.append(ServiceFile(folder / back_name, deck.total_cards))
    return files


def _save(face: FaceImage, px: tuple[int, int], dpi: int, path: Path) -> None:
    image = face.to_image()
    if image.size != px:
        left, top = (image.width - px[0]) // 2, (image.height - px[1]) // 2
        image = image.crop((left, top, left + px[0], top + px[1]))
        if image.size != px:  # smaller than asked: never, but never a wrong size either
            image = image.resize(px, Image.Resampling.LANCZOS)
    with atomic_path(path) as tmp:
        image.save(tmp, format="PNG", dpi=(dpi, dpi), icc_profile=srgb_profile())


def _remove_stale(folder: Path, names: ServiceNames, written: set[Path]) -> None:
    patterns = [_glob(name) for name in (names.front, names.pdf) if name]
    for path in folder.iterdir():
        if path not in written and any(fnmatch.fnmatchcase(path.name, p) for p in patterns):
            path.unlink()


def _glob(template: str) -> str:
    """A file name template as a glob pattern: every ``{field:spec}`` as ``*``."""
    parts = string.Formatter().parse(template)
    return "".join(text + ("*" if field is not None else "") for text, field, _, _ in parts)


def _readme(deck: Deck, service: Service, result: ServiceExportResult) -> str:
    preset, card = service.preset, result.card
    fronts = [f for f in result.files if f.path.name != preset.names.back]
    values = {
        "cards": result.cards,
        "fronts": len(fronts),
        "back": preset.names.back or "",
        "pdf": preset.names.pdf or "",
        "pages": result.pages,
    }
    inch = card.card.bleed_mm / MM_PER_INCH
    safe = f"Keep text and symbols {preset.safe_area} inside the trim."
    lines = [
        f"{deck.name}: files for {preset.name} ({counted(result.cards, 'card')})",
        "",
        f"Card size: {card.name}, {card.card.width_mm:g} x {card.card.height_mm:g} mm trim.",
        f"Each {'page' if preset.delivery == 'pdf' else 'image'}: {card.px[0]} x {card.px[1]} "
        f"px at {preset.dpi} dpi, with {card.card.bleed_mm:.2f} mm ({inch:.3f} in) of bleed "
        "on each side, which is cut off.",
        *([safe] if preset.safe_area else []),
        f"Figures from the preset {service.path.name} ({preset.source}; checked "
        f"{preset.checked}). Services change their templates: compare with theirs.",
        "",
        "Upload:",
        *(f"{n}. {line.format(**values)}" for n, line in enumerate(preset.upload, start=1)),
        "",
        "Files, and how many cards each one prints:",
    ]
    width = max(len(f.path.name) for f in result.files)
    for file in result.files:
        if preset.delivery == "pdf":
            note = f"{counted(file.copies, 'card')}, {counted(result.pages, 'page')}"
        elif file.path.name == preset.names.back:
            note = f"the back of all {counted(file.copies, 'card')}"
        else:
            note = f"x {file.copies}"
        lines.append(f"  {file.path.name:<{width}}  {note}")
    return "\n".join(lines) + "\n"
