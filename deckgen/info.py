"""Deck summaries: counts and points per card type and colour, as table rows.

Internal; used by ``deckgen info`` and by the rule booklets' contents table.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .definitions.model import Deck, Effect, Face


@dataclass(frozen=True)
class InfoRow:
    """One line of the contents table: a card type (and rank range), counts per colour."""

    label: str
    per_color: dict[str, int]
    wild_count: int
    points: str
    effect: str = ""
    face: Face = field(kw_only=True)  # the row's first face: card type and rank, to translate

    @property
    def total(self) -> int:
        return sum(self.per_color.values()) + self.wild_count


def deck_rows(deck: Deck) -> list[InfoRow]:
    """Group the deck's faces by card type (numbers by rank), in deck order.

    Number cards give one row per rank (their points differ); every other type one row.
    """
    rows: dict[tuple[str, int | None], dict] = {}
    for fc in deck.faces:
        face = fc.face
        key = (face.card_type.id, face.rank)
        row = rows.setdefault(
            key, {"per_color": dict.fromkeys(deck.colors, 0), "wild": 0, "face": face}
        )
        if face.color:
            row["per_color"][face.color] += fc.count
        else:
            row["wild"] += fc.count
    result = []
    for (_, rank), row in rows.items():
        face = row["face"]
        label = face.card_type.name if rank is None else f"{face.card_type.name} {rank}"
        effect = effect_summary(face.card_type.effect)
        result.append(
            InfoRow(label, row["per_color"], row["wild"], str(face.points), effect, face=face)
        )
    return result


def effect_summary(effect: Effect) -> str:
    """A card's effect in a few English words: ``"draw 10, skip turn, choose colour"``."""
    parts = []
    if effect.draw:
        parts.append(f"draw {effect.draw}")
    for flag, words in (
        (effect.skip_turn, "skip turn"),
        (effect.reverse, "reverse"),
        (effect.choose_colour, "choose colour"),
    ):
        if flag:
            parts.append(words)
    if effect.hands:
        parts.append(f"{effect.hands} hands")
    if effect.text and not parts:
        parts.append("rule text")
    return ", ".join(parts)
