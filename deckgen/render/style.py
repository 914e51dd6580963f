"""Card styles: the look of a deck as data (``templates/<id>.yaml``).

Internal; :func:`deckgen.load_style` is public. A style may say ``extends: <name or file>``:
the parent is loaded first and the child's keys override it, mapping by mapping (a child
that sets ``back: {text: ...}`` keeps the parent's other back colours). The file is read,
its ``extends:`` followed (a file must stay inside the extending style's folder or the
working directory, symbolic links followed) and a shipped name or a path looked up by the
one reader that decks and rulesets share (:mod:`deckgen.definitions.reader`).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ..defaults import DEFAULT_STYLE
from ..definitions.reader import (
    FileKind,
    deep_merge,
    find_definition,
    find_parent,
    read_definition,
)
from ..definitions.scalars import Flag, Number, OneLine
from ..definitions.schema import LangCode
from ..definitions.suggestions import did_you_mean
from ..definitions.validation import shown, validate_document
from ..definitions.yamlfile import LocatedDocument
from ..errors import FontError, RenderError, TemplateError
from ..resources import templates_dir
from .fonts import check_font
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


class BackStyle(_Strict):
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


class FontSet(_Strict):
    """Font files (in ``deckgen/fonts`` or a path): big values, labels, running text.

    ``text_thai`` sets Thai runs of the rule text (Noto Sans has no Thai glyphs).
    """

    value: str
    label: str
    text: str
    text_thai: str = "NotoSansThai-Regular.ttf"


class TextStyle(_Strict):
    """Rule text printed on a card: sizes in pt (physical, not scaled with the card)."""

    max_pt: Number = Field(10.0, ge=4, le=30, description="start fitting at this size")
    min_pt: Number = Field(6.0, ge=4, le=30, description="below this the build fails")
    line_spacing: Number = Field(1.25, ge=1.0, le=2.0, description="line height / font size")
    box: HexColour = Field("#FFFFFF", description="fill of the text and writing box")
    color: HexColour = Field("#141414", description="colour of the rule text")
    rules: HexColour = Field("#B4B4B4", description="ruled lines of a blank writing box")

    @model_validator(mode="after")
    def _sizes_ordered(self) -> TextStyle:
        if self.min_pt > self.max_pt:
            raise ValueError(f"min_pt {self.min_pt} is larger than max_pt {self.max_pt}")
        return self


class CardStyle(_Strict):
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
    text: TextStyle = Field(default_factory=TextStyle)
    back: BackStyle
    fonts: FontSet

    @model_validator(mode="after")
    def _shapes_name_colours(self) -> CardStyle:
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

    def name_in(self, lang: str) -> str:
        """The style's name in ``lang`` if the style gives one, else ``name``."""
        return self.names.get(lang, self.name)

    def color_of(self, name: str) -> str:
        """The printed colour for a deck colour name; raises :class:`TemplateError`."""
        try:
            return self.colors[name]
        except KeyError:
            raise TemplateError(
                f"style '{self.id}' has no colour '{name}'; {did_you_mean(name, self.colors)}"
                f"it defines {', '.join(self.colors)}"
            ) from None

    def resolve(self, value: str, card_colour: str | None) -> str:
        """A ``CardOrHex`` value → a hex colour (``card`` on a wild card gives the wild
        field, so an index outlined in the ink keeps its counters open)."""
        if value != "card":
            return value
        return self.color_of(card_colour) if card_colour else self.wild_field


STYLE = FileKind("style", CardStyle, TemplateError, shipped_dir=templates_dir)
"""Card style files: shipped in ``templates/`` (``templates/print/`` holds presets)."""


def shipped_style_ids() -> list[str]:
    """The names of the styles shipped in ``templates/``, sorted."""
    return STYLE.shipped_ids()


def _resolved_data(path: Path, chain: tuple[Path, ...]) -> tuple[dict[str, Any], LocatedDocument]:
    """The style file's data with its ``extends:`` chain merged in, paths made absolute,
    and the file's document, whose ``problems`` hold those of every file of the chain
    (duplicate keys)."""
    doc = read_definition(path, STYLE)
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
    parent, parent_doc = _resolved_data(find_parent(doc, STYLE, chain, parent_ref), chain)
    doc.problems[:0] = parent_doc.problems
    for identity in ("id", "name", "names"):  # never inherit the identity
        parent.pop(identity, None)
    return deep_merge(parent, data), doc


def _beside(style_path: Path, font: Any) -> Any:
    """A font named relative to the style file, if it is there, as an absolute path."""
    if isinstance(font, str) and font and (style_path.parent / font).is_file():
        return str((style_path.parent / font).resolve())
    return font


def _check_fonts(path: Path, style: CardStyle) -> None:
    for key, name in style.fonts:
        try:
            check_font(name)
        except FontError as exc:
            raise FontError(f"{path}: fonts.{key}: {exc}") from None


@lru_cache(maxsize=1)
def default_fonts() -> FontSet:
    """The fonts of the default style, read once: a deck's drawn texts are checked against
    them when the deck is loaded (see :mod:`~deckgen.render.glyphs`)."""
    data, _ = _resolved_data(find_definition(DEFAULT_STYLE, STYLE), ())
    return FontSet.model_validate(data["fonts"])


def load_style(style: str | Path = DEFAULT_STYLE) -> CardStyle:
    """Load a card style by shipped name (``classic``, ``full-bleed``, ``light``,
    ``colour-blind``) or path.

    ``extends:`` chains are resolved (see the module docstring); fonts and ``back.image``
    given as relative paths are relative to the style file. Raises :class:`TemplateError`
    naming the file, line and key of any problem, the cycle of an ``extends:`` chain that
    loops, or a back image that is missing, a folder, not a PNG or JPEG, corrupt or
    truncated, or too large; :class:`FontError` naming the style file, the key and the font
    file for a font that cannot be used.
    """
    path = find_definition(style, STYLE)
    data, doc = _resolved_data(path, ())
    merged = LocatedDocument(path=path, data=data, marks=doc.marks, problems=doc.problems)
    result = validate_document(CardStyle, merged, error=TemplateError)
    assert result is not None  # validate_document raises when it gathers the problems
    _check_fonts(path, result)
    if result.back.image is not None and not result.back.image.exists():
        raise TemplateError(f"{path}: back.image: file not found: {result.back.image}")
    if result.back.image is not None:
        try:
            check_image(result.back.image)
        except RenderError as exc:
            raise TemplateError(f"{path}: back.image: {exc}") from None
    return result
