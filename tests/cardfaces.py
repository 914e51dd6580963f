"""Faces of every card type, built in Python (no deck file needed), for render tests."""

from __future__ import annotations

import dataclasses

from deckgen import CardType, Deck, Effect, Face, FaceCount
from deckgen.definitions.catalog import BUILTIN_CARD_TYPES as T

COLOURS = ("red", "yellow", "green", "blue")
RULE_EN = "Everyone passes their hand to the left. The player of this card names the colour."
RULE_RU = "Все игроки передают свои карты соседу слева. Сыгравший называет следующий цвет."
RULE_TH = "ผู้เล่นทุกคนส่งไพ่ในมือให้คนทางซ้าย แล้วผู้ที่เล่นไพ่ใบนี้เลือกสีต่อไป"

RULE_CARD = dataclasses.replace(
    T["customizable"],
    id="pass_left",
    name="Pass Left",
    rule_texts=(("en", RULE_EN), ("ru", RULE_RU), ("th", RULE_TH)),
)
PLUS_ONE = CardType(
    "plus_one", "Wild Draw One", wild=True, points=50, effect=Effect(draw=1), symbol="wild",
    label="+1",
)  # fmt: skip
TIMES_TWO = CardType("double", "Double", wild=False, points=20, label="×2")

FACES = {
    "red-7": Face(T["number"], "red", 7),
    "blue-skip": Face(T["skip"], "blue"),
    "yellow-reverse": Face(T["reverse"], "yellow"),
    "green-draw-two": Face(T["draw_two"], "green"),
    "wild": Face(T["wild"]),
    "wild-draw-four": Face(T["wild_draw_four"]),
    "blank": Face(T["blank"]),
    "customizable": Face(T["customizable"]),
    "pass-left": Face(RULE_CARD),
    "shuffle-hands": Face(T["shuffle_hands"]),
    "swap-hands": Face(T["swap_hands"]),
    "draw-ten": Face(T["draw_ten"]),
    "plus-one": Face(PLUS_ONE),
    "blue-double": Face(TIMES_TWO, "blue"),
}


def house_deck() -> Deck:
    """A small deck holding one of every face above."""
    faces = tuple(FaceCount(face, 1 + i % 3) for i, face in enumerate(FACES.values()))
    return Deck("house-test", "House test", COLOURS, faces, "House test")
