"""Card styles as plain data: the frozen dataclasses :func:`deckgen.load_style` returns,
the file kind as the reader finds a style, and the JSON form the cache keeps.

Internal. Shared by :mod:`deckgen.render.style` (loading, the cache) and
:mod:`deckgen.render.styleschema` (the pydantic models that check a file), so neither
imports the other at load time; no pydantic here.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

from ..definitions.reader import FileKind
from ..definitions.suggestions import did_you_mean
from ..errors import TemplateError
from ..resources import templates_dir


@dataclasses.dataclass(frozen=True, kw_only=True)
class BackStyle:
    """The card back: field, tilted ellipse, the deck's name, and an optional image.

    Colours are ``#RRGGBB``. ``image`` (PNG or JPEG, an absolute path once loaded) covers
    the whole back, bleed included, cropped to fill; the name is drawn over it if
    ``show_name``. ``look: ink-light`` draws the same design (rim, panel, tilted ellipse,
    name) as outlines around pale tints of these colours, for inkjets on card stock: the
    ``standard`` classic back is two-thirds near-black (print review V5).
    """

    field: str
    ellipse: str
    text: str
    image: Path | None = None
    show_name: bool = True
    look: str = "standard"


@dataclasses.dataclass(frozen=True, kw_only=True)
class FontSet:
    """Font files (in ``deckgen/fonts`` or a path): big values, labels, running text.

    ``text_thai`` sets Thai runs of the rule text (Noto Sans has no Thai glyphs).
    """

    value: str
    label: str
    text: str
    text_thai: str = "NotoSansThai-Regular.ttf"


@dataclasses.dataclass(frozen=True, kw_only=True)
class TextStyle:
    """Rule text printed on a card: sizes in pt (physical, not scaled with the card);
    ``min_pt`` is the size below which the build fails, ``line_spacing`` the line height
    over the font size; ``box`` fills the text and writing box, ``color`` is the rule
    text's, ``rules`` the ruled lines' of a blank writing box (``#RRGGBB``)."""

    max_pt: float = 10.0
    min_pt: float = 6.0
    line_spacing: float = 1.25
    box: str = "#FFFFFF"
    color: str = "#141414"
    rules: str = "#B4B4B4"


@dataclasses.dataclass(frozen=True, kw_only=True)
class CardStyle:
    """A card look, as :func:`load_style` returns it (the file's keys and their ranges:
    :class:`deckgen.render.styleschema.CardStyleModel`). Lengths in mm refer to a
    56 × 87 mm card and scale with the card width, except ``safe_mm``,
    ``corner_radius_mm``, ``border_mm`` and ``panel_radius_mm``, which are absolute.

    With a ``border`` the face is that colour to its edge (bleed included) and the field
    is a panel with rounded corners ``border_mm`` inside the trim; without one the field
    runs to the edge (``full-bleed``). Colours are ``#RRGGBB``; ``field`` and
    ``index_fill`` may be ``card`` (the colour of the card the element is drawn on).
    """

    id: str
    name: str
    names: dict[str, str] = dataclasses.field(default_factory=dict)
    colors: dict[str, str]
    color_shapes: dict[str, str] = dataclasses.field(default_factory=dict)
    field: str = "card"
    wild_field: str
    border: str | None = None
    border_mm: float = 2.6
    panel_radius_mm: float = 3.5
    frame_mm: float = 0
    ellipse: str
    ellipse_outline_mm: float = 0
    ink: str
    index_fill: str
    ellipse_angle_deg: float
    ellipse_width_ratio: float
    ellipse_height_ratio: float
    value_height_mm: float
    index_height_mm: float
    safe_mm: float = 3.0
    corner_radius_mm: float = 3.5
    text: TextStyle = dataclasses.field(default_factory=TextStyle)
    back: BackStyle
    fonts: FontSet

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


STYLE = FileKind("style", None, TemplateError, shipped_dir=templates_dir)
"""Card style files as found by name or path (the reader's kind with its model, for
reading a file: :data:`deckgen.render.styleschema.STYLE_SCHEMA`)."""


def style_data(style: CardStyle) -> dict[str, Any]:
    """``style`` as JSON data: the fields in order, nested styles as mappings, the back
    image's path as text (what pydantic's ``model_dump(mode="json")`` gave)."""
    data = dataclasses.asdict(style)
    image = data["back"]["image"]
    data["back"]["image"] = None if image is None else str(image)
    return data


def style_json(style: CardStyle) -> str:
    """``style`` as compact JSON (a face cache key's part: the bytes pydantic's
    ``model_dump_json`` wrote, so faces cached before stay found)."""
    return json.dumps(style_data(style), ensure_ascii=False, separators=(",", ":"))


def style_from_data(data: dict[str, Any]) -> CardStyle:
    """The inverse of :func:`style_data`; raises ``TypeError``/``KeyError`` for data it
    did not write."""
    back = dict(data["back"])
    back["image"] = None if back["image"] is None else Path(back["image"])
    return CardStyle(
        **{
            **data,
            "text": TextStyle(**data["text"]),
            "back": BackStyle(**back),
            "fonts": FontSet(**data["fonts"]),
        }
    )
