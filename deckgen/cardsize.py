"""Card trim size and bleed, shared by the renderer and the page layout."""

from __future__ import annotations

from dataclasses import dataclass

from .errors import LayoutError


@dataclass(frozen=True)
class CardSize:
    """A card's trim size and the bleed around it, in millimetres.

    The default, 56 × 87 mm, is the common size of this deck (game facts, "Card faces").
    The 3 mm bleed is the usual print-shop allowance: the background runs 3 mm past the
    trim on every side so a slightly-off cut shows no white edge.
    """

    width_mm: float = 56.0
    height_mm: float = 87.0
    bleed_mm: float = 3.0

    def __post_init__(self) -> None:
        if not (20 <= self.width_mm <= 300 and 20 <= self.height_mm <= 400):
            raise LayoutError(
                f"card size {self.width_mm} x {self.height_mm} mm is out of range "
                "(20-300 mm wide, 20-400 mm high)"
            )
        if not 0 <= self.bleed_mm <= 6:
            raise LayoutError(f"bleed {self.bleed_mm} mm is out of range (0-6 mm)")

    @property
    def full_width_mm(self) -> float:
        """Width with bleed on both sides."""
        return self.width_mm + 2 * self.bleed_mm

    @property
    def full_height_mm(self) -> float:
        """Height with bleed on both sides."""
        return self.height_mm + 2 * self.bleed_mm


DEFAULT_CARD_SIZE = CardSize()
