"""Card faces named with their colour, in each language's own form (catalog data)."""

from __future__ import annotations

import pytest

from deckgen.text.cardnames import face_name
from deckgen.text.catalog import load_catalog

from .booklet_helpers import deck


def _face(face_id: str):
    return next(fc.face for fc in deck("classic-108").faces if fc.face.id == face_id)


@pytest.mark.parametrize(
    ("lang", "name"),
    [
        # the adjective agrees with the feminine number noun (czwórka, четвёрка)
        ("pl", "czerwona\u00a04"),  # a colour keeps to its number
        ("ru", "красная\u00a04"),
        ("en", "4 (red)"),
        ("es", "4\u00a0rojo"),  # the number keeps to its word,
    ],
)
def test_a_number_card_is_named_with_its_colour_as_the_language_writes_it(lang, name):
    assert face_name(load_catalog(lang), _face("red-4")) == name


@pytest.mark.parametrize(
    ("lang", "name"),
    [
        ("pl", "czerwone\u00a00"),  # zero is neuter in Polish
        ("ru", "красный\u00a00"),  # ноль is masculine in Russian
        ("en", "0 (red)"),  # no form of its own: as any number
    ],
)
def test_a_zero_takes_its_own_colour_form(lang, name):
    assert face_name(load_catalog(lang), _face("red-0")) == name


def test_an_action_card_keeps_the_colour_in_brackets():
    skip = next(
        fc.face for fc in deck("classic-108").faces if fc.face.rank is None and fc.face.color
    )
    assert face_name(load_catalog("pl"), skip).endswith(")")
