"""The pydantic models of a card style file, and the reading that checks one.

Internal. :func:`deckgen.render.style.load_style` returns the plain dataclasses of
:mod:`deckgen.render.styledata`; a style file is read here (its ``extends:`` chain merged, see
that module), checked by :class:`CardStyleModel` (one
:class:`~deckgen.errors.TemplateError` naming the file, line and key of each problem), its
fonts and back image checked, and turned into those dataclasses.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ..definitions.reader import deep_merge, find_parent, read_definition
from ..definitions.scalars import Flag, Number, OneLine
from ..definitions.schema import LangCode
from ..definitions.validation import shown, validate_document
from ..definitions.yamlfile import LocatedDocument
from ..errors import FontError, RenderError, TemplateError
from . import styledata as plain
from .fonts import check_font, font_path
from .images import check_image

HexColour = Annotated[str, Field(pattern=r"^#[0-9A-Fa-f]{6}$", description="#RRGGBB")]
# "card" means: the colour of the card the element is drawn on (wild field on wild cards)
CardOrHex = HexColour | Literal["card"]
Shape = Literal["circle", "triangle", "square", "diamond", "star", "hexagon", "cross"]
BackLook = Literal["standard", "ink-light"]


class _Strict(BaseModel):
    # defer_build: a model's validator is built when first used, so checking a deck's
    # glyphs against the default fonts builds FontSet only, not the whole CardStyle
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class BackStyleModel(_Strict):
    """The card back: field, tilted ellipse, the deck's name, and an optional image.

    ``image`` (PNG or JPEG; relative paths are relative to the style file) covers the whole
    back, bleed included, cropped to fill; the name is drawn over it if ``show_name``.
    ``look: ink-light`` draws the same design (rim, panel, tilted ellipse, name) as
    outlines around pale tints of these colours, for inkjets on card stock: the
    ``standard`` classic back is two-thirds near-black (print review V5).
    """

    field: HexColour
    ellipse: HexColour
    text: HexColour
    image: Path | None = None
    show_name: Flag = True
    look: BackLook = Field(
        "standard",
        description="standard: solid fields; ink-light: pale tints with outlines (inkjets)",
    )


class FontSetModel(_Strict):
    """Font files (in ``deckgen/fonts`` or a path): big values, labels, running text.

    ``text_thai`` sets Thai runs of the rule text (Noto Sans has no Thai glyphs).
    """

    value: str
    label: str
    text: str
    text_thai: str = "NotoSansThai-Regular.ttf"


class TextStyleModel(_Strict):
    """Rule text printed on a card: sizes in pt (physical, not scaled with the card)."""

    max_pt: Number = Field(10.0, ge=4, le=30, description="start fitting at this size")
    min_pt: Number = Field(6.0, ge=4, le=30, description="below this the build fails")
    line_spacing: Number = Field(1.25, ge=1.0, le=2.0, description="line height / font size")
    box: HexColour = Field("#FFFFFF", description="fill of the text and writing box")
    color: HexColour = Field("#141414", description="colour of the rule text")
    rules: HexColour = Field("#B4B4B4", description="ruled lines of a blank writing box")

    @model_validator(mode="after")
    def _sizes_ordered(self) -> TextStyleModel:
        if self.min_pt > self.max_pt:
            raise ValueError(f"min_pt {self.min_pt} is larger than max_pt {self.max_pt}")
        return self


class CardStyleModel(_Strict):
    """A card look. Lengths in mm refer to a 56 × 87 mm card and scale with the card width,
    except ``safe_mm``, ``corner_radius_mm``, ``border_mm`` and ``panel_radius_mm``, which
    are absolute.

    With a ``border`` the face is that colour to its edge (bleed included) and the field
    is a panel with rounded corners ``border_mm`` inside the trim; without one the field
    runs to the edge (``full-bleed``).
    """

    id: str
    name: Annotated[str, OneLine]
    names: dict[LangCode, Annotated[str, OneLine]] = Field(
        default_factory=dict,
        description="the style's name per language (the proof sheet); 'name' is the fallback",
    )
    colors: dict[str, HexColour] = Field(description="colour name → printed colour")
    color_shapes: dict[str, Shape] = Field(
        default_factory=dict, description="colour name → shape drawn with it (colour-blind aid)"
    )
    field: CardOrHex = Field("card", description="field of coloured cards")
    wild_field: HexColour
    border: HexColour | None = Field(
        None, description="a border (and bleed) of this colour around a rounded panel"
    )
    border_mm: Number = Field(2.6, ge=0.5, le=8, description="trim to the panel's edge")
    panel_radius_mm: Number = Field(3.5, ge=0, le=15, description="the panel's corners")
    frame_mm: Number = Field(0, ge=0, le=5, description="frame in the card colour, inside safe")
    ellipse: HexColour
    ellipse_outline_mm: Number = Field(0, ge=0, le=5, description="ellipse edge in card colour")
    ink: HexColour = Field(description="outlines and shadows")
    index_fill: CardOrHex = Field(description="corner indices")
    ellipse_angle_deg: Number = Field(ge=-60, le=60, description="clockwise tilt of the ellipse")
    ellipse_width_ratio: Number = Field(gt=0.2, le=1.0, description="of the trim width")
    ellipse_height_ratio: Number = Field(gt=0.2, le=1.0, description="of the trim height")
    value_height_mm: Number = Field(gt=3, le=60)
    index_height_mm: Number = Field(gt=2, le=20)
    safe_mm: Number = Field(3.0, ge=0, le=10, description="safe area inset from the trim")
    corner_radius_mm: Number = Field(3.5, ge=0, le=15, description="rounded corners (--rounded)")
    text: TextStyleModel = Field(default_factory=TextStyleModel)
    back: BackStyleModel
    fonts: FontSetModel

    @model_validator(mode="after")
    def _shapes_name_colours(self) -> CardStyleModel:
        unknown = sorted(set(self.color_shapes) - set(self.colors))
        if unknown:
            raise ValueError(
                f"color_shapes names colours the style lacks: {', '.join(unknown)}; "
                f"colours: {', '.join(self.colors)}"
            )
        shapes = list(self.color_shapes.values())
        if len(set(shapes)) != len(shapes):
            raise ValueError("color_shapes must give each colour a different shape")
        return self


STYLE_SCHEMA = dataclasses.replace(plain.STYLE, shape=CardStyleModel)
"""Card style files as the reader reads them (its model names the keys)."""


def _resolved_data(
    path: Path, chain: tuple[Path, ...], files: list[Path] | None = None
) -> tuple[dict[str, Any], LocatedDocument]:
    """The style file's data with its ``extends:`` chain merged in, paths made absolute,
    and the file's document, whose ``problems`` hold those of every file of the chain
    (duplicate keys); each file of the chain is added to ``files``."""
    if files is not None:
        files.append(path)
    doc = read_definition(path, STYLE_SCHEMA)
    if not isinstance(doc.data, dict):
        raise TemplateError(f"{path}: expected a mapping of style keys, found {shown(doc.data)}")
    data = dict(doc.data)
    image = data["back"].get("image") if isinstance(data.get("back"), dict) else None
    if isinstance(image, str) and image and not Path(image).is_absolute():
        data["back"] = {**data["back"], "image": str(path.parent / image)}
    if isinstance(data.get("fonts"), dict):
        data["fonts"] = {key: _beside(path, value) for key, value in data["fonts"].items()}
    parent_ref = data.pop("extends", None)
    if parent_ref is None:
        return data, doc
    chain = (*chain, path.resolve())
    parent, parent_doc = _resolved_data(
        find_parent(doc, STYLE_SCHEMA, chain, parent_ref), chain, files
    )
    doc.problems[:0] = parent_doc.problems
    for identity in ("id", "name", "names"):  # never inherit the identity
        parent.pop(identity, None)
    return deep_merge(parent, data), doc


def _beside(style_path: Path, font: Any) -> Any:
    """A font named relative to the style file, if it is there, as an absolute path."""
    if isinstance(font, str) and font and (style_path.parent / font).is_file():
        return str((style_path.parent / font).resolve())
    return font


def _check_fonts(path: Path, style: CardStyleModel) -> None:
    for key, name in style.fonts:
        try:
            check_font(name)
        except FontError as exc:
            raise FontError(f"{path}: fonts.{key}: {exc}") from None


def validated_fonts(path: Path) -> plain.FontSet:
    """The fonts of the style file ``path`` (its ``extends:`` chain merged), checked by
    :class:`FontSetModel` only. Raises :class:`TemplateError` for a bad file."""
    data, _ = _resolved_data(path, ())
    return plain.FontSet(**FontSetModel.model_validate(data["fonts"]).model_dump(mode="json"))


def validated_style(path: Path) -> tuple[plain.CardStyle, list[Path]]:
    """The style of the file ``path``, checked, and the files it was made of (the file, its
    ``extends:`` parents, its fonts and back image). Raises as
    :func:`deckgen.render.style.load_style` says."""
    files: list[Path] = []
    data, doc = _resolved_data(path, (), files)
    merged = LocatedDocument(path=path, data=data, marks=doc.marks, problems=doc.problems)
    result = validate_document(CardStyleModel, merged, error=TemplateError)
    assert result is not None  # validate_document raises when it gathers the problems
    _check_fonts(path, result)
    files.extend(font_path(name) for _, name in result.fonts)
    if result.back.image is not None and not result.back.image.exists():
        raise TemplateError(f"{path}: back.image: file not found: {result.back.image}")
    if result.back.image is not None:
        try:
            check_image(result.back.image)
        except RenderError as exc:
            raise TemplateError(f"{path}: back.image: {exc}") from None
        files.append(result.back.image)
    return plain.style_from_data(result.model_dump(mode="json")), files
