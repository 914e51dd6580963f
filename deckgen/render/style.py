"""Card styles: the look of a deck as data (``templates/<id>.yaml``).

Internal; :func:`deckgen.load_style` is public.
"""

from __future__ import annotations

import difflib
from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from ..definitions.validation import validate_document
from ..definitions.yamlfile import read_yaml
from ..errors import DefinitionError, TemplateError
from ..resources import templates_dir

HexColour = Annotated[str, Field(pattern=r"^#[0-9A-Fa-f]{6}$", description="#RRGGBB")]
DEFAULT_STYLE = "classic"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class BackStyle(_Strict):
    """Colours of the card back: field, tilted ellipse and the deck's name."""

    field: HexColour
    ellipse: HexColour
    text: HexColour


class FontSet(_Strict):
    """Font files (in ``deckgen/fonts`` or a path): big values, labels, running text."""

    value: str
    label: str
    text: str


class CardStyle(_Strict):
    """A card look. Lengths in mm refer to a 56 × 87 mm card and scale with the card width."""

    id: str
    name: str
    colors: dict[str, HexColour] = Field(description="colour name → printed colour")
    wild_field: HexColour
    ellipse: HexColour
    ink: HexColour = Field(description="outlines and shadows")
    index_fill: HexColour = Field(description="corner indices on coloured fields")
    ellipse_angle_deg: float = Field(ge=-60, le=60, description="clockwise tilt of the ellipse")
    ellipse_width_ratio: float = Field(gt=0.2, le=1.0, description="of the trim width")
    ellipse_height_ratio: float = Field(gt=0.2, le=1.0, description="of the trim height")
    value_height_mm: float = Field(gt=3, le=60)
    index_height_mm: float = Field(gt=2, le=20)
    safe_mm: float = Field(ge=0, le=10, description="safe area inset from the trim")
    back: BackStyle
    fonts: FontSet

    def color_of(self, name: str) -> str:
        """The printed colour for a deck colour name; raises :class:`TemplateError`."""
        try:
            return self.colors[name]
        except KeyError:
            raise TemplateError(
                f"style '{self.id}' has no colour '{name}'; it defines {', '.join(self.colors)}"
            ) from None


def load_style(style: str | Path = DEFAULT_STYLE) -> CardStyle:
    """Load a card style by shipped name (``classic``) or YAML path.

    Raises :class:`TemplateError` naming the file, line and key of any problem.
    """
    path = Path(str(style))
    if path.suffix not in (".yaml", ".yml"):
        shipped = sorted(p.stem for p in templates_dir().glob("*.yaml"))
        path = templates_dir() / f"{style}.yaml"
        if not path.is_file():
            near = difflib.get_close_matches(str(style), shipped, n=1)
            hint = f"did you mean '{near[0]}'? " if near else ""
            raise TemplateError(f"no style named '{style}': {hint}shipped: {', '.join(shipped)}")
    try:
        return validate_document(CardStyle, read_yaml(path), error=TemplateError)
    except DefinitionError as exc:
        if isinstance(exc, TemplateError):
            raise
        raise TemplateError(str(exc)) from None
