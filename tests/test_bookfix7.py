"""Faults native round 7 found in code (issues #13, #15): house rules checked against the
whole deck under ``--only``/``--extras-of``; the order of the end-of-round and challenge
sentences in the booklet; no one-word last line on a card face."""

from __future__ import annotations

import re
from functools import cache

import pytest
import yaml
from typer.testing import CliRunner

from deckgen import CardSelection, load_deck, render_reference_card, select_cards
from deckgen.booklet.blocks import Para
from deckgen.cardsize import CardSize
from deckgen.cli import app
from deckgen.render import text as render_text
from deckgen.render import textface
from deckgen.render.card import render_card
from deckgen.render.style import CardStyle, load_style
from deckgen.rules.loader import load_ruleset
from deckgen.text.catalog import lang_dir
from deckgen.text.runt import RUNT_FRACTION
from deckgen.text.thai import break_points

from .booklet_helpers import compose, lines
from .sampling import sample

runner = CliRunner()


# 1. sheets --only with house rules -------------------------------------------------------


@pytest.mark.parametrize(
    "selection",
    [["--only", "red-7"], ["--extras-of", "classic-108"]],
    ids=["only", "extras-of"],
)
@pytest.mark.parametrize("one_per_page", [False, True], ids=["sheets", "print-shop"])
def test_a_selection_keeps_the_house_rules_of_the_whole_deck(tmp_path, selection, one_per_page):
    args = ["sheets", "house-plus-ten", *selection, "--reference-card",
            "--house-rule", "no-stack-defence", "--dpi", "72", "--out", str(tmp_path)]  # fmt: skip
    result = runner.invoke(app, [*args, *(["--one-per-page"] if one_per_page else [])])
    assert result.exit_code == 0, result.output
    assert "cannot be played" not in result.output


def test_a_selection_still_refuses_a_rule_the_whole_deck_cannot_play(tmp_path):
    result = runner.invoke(
        app,
        ["sheets", "classic-108", "--only", "red-7", "--reference-card",
         "--house-rule", "plus-ten", "--dpi", "72", "--out", str(tmp_path)],
    )  # fmt: skip
    assert result.exit_code == 1
    text = " ".join(result.output.split())
    assert "cannot be played with deck 'classic-108'" in text
    assert "'classic-108' or" not in text and "'classic-108' have" not in text
    assert "'house-plus-ten'" in text  # the pointer names another deck, not this one


def test_the_reference_card_of_a_selection_is_the_whole_decks_card():
    whole = load_deck("house-plus-ten")
    part = select_cards(whole, CardSelection(only=("red-7",)))
    assert part.whole is whole and part.total_cards == 2
    rules = load_ruleset("official", ["no-stack-defence"], deck=whole)
    of_part = render_reference_card(part, rules, "en", dpi=72)
    of_whole = render_reference_card(whole, rules, "en", dpi=72)
    assert of_part.tobytes() == of_whole.tobytes()  # the +10 points too, not red-7 alone


# 2. the "exception" sentence follows the end of the round ------------------------------------

LANGS = ("en", "de", "fr", "es", "it", "pl", "ru", "hu", "sq", "th")


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


@cache
def _catalog_file(lang: str) -> dict:
    """``lang``'s catalog file as written (read once: the tests read several keys of it).
    Callers must not change it."""
    return yaml.safe_load((lang_dir() / f"{lang}.yaml").read_text(encoding="utf-8"))


def _template_piece(lang: str, key: str) -> str:
    """The longest stretch of ``key``'s catalog text between placeholders, plain spaces."""
    section, name = key.split(".", 1)
    node = _catalog_file(lang)["texts"][section]
    for part in name.split("."):
        node = node[part]
    return max(re.split(r"\{[a-z_]+\}", _plain(node)), key=len).strip(' “”„«»"')


@pytest.mark.parametrize(
    ("lang", "house"),
    sample(
        [(lang, house) for house in [(), ("to-the-end",), ("seven-rounds",)] for lang in LANGS],
        lambda case: case[1] == () or case[0] in ("de", "pl", "th"),  # every language once
    ),
    ids=str,
)
def test_the_last_hands_exception_directly_follows_the_end_of_the_round(lang, house):
    content = compose("classic-112", house=house, lang=lang)
    ends = [key for key in content.keys if key.startswith("end.")]
    assert ends[0].startswith("end.round.") and ends[1] == "end.last_hands", ends
    printed = [_plain(line) for line in lines(content, "end")]
    assert _template_piece(lang, "end.last_hands") in printed[1], printed[:3]


# 3. the challenge: the bullets follow "who", the chain sentence comes after them --------------


@pytest.mark.parametrize(
    ("lang", "house"),
    sample(
        [(lang, house) for house in ["stacking", "no-stack-defence"] for lang in LANGS],
        lambda case: case[1] == "stacking" or case[0] in ("fr", "ru", "hu", "th"),
    ),
)
def test_the_challenge_bullets_follow_who_and_the_chain_sentence_comes_last(lang, house):
    content = compose("classic-108", house=[house], lang=lang)
    keys = [key for key in content.keys if key.startswith("wild.challenge.")]
    assert keys.index("wild.challenge.who") < keys.index("wild.challenge.guilty")
    assert keys.index("wild.challenge.innocent") < keys.index("wild.challenge.chain_last")
    wilds = next(section for section in content.sections if section.key == "wilds")
    paras = [block for block in wilds.blocks if isinstance(block, Para)]
    who = _template_piece(lang, "wild.challenge.who")
    chain = _template_piece(lang, "wild.challenge.chain_last")
    at = next(i for i, p in enumerate(paras) if who in _plain(p.text))
    assert [p.kind for p in paras[at + 1 : at + 3]] == ["bullet", "bullet"]
    assert paras[at + 3].kind == "body" and chain in _plain(paras[at + 3].text)


# 4. no card face ends a rule text on one short word ---------------------------------------

SHIPPED_DECKS = ("classic-108", "classic-112", "classic-112-blanks", "house-plus-ten", "two-player")


class _Fitted(Exception):
    """Stops a face once its rule text is fitted: the test reads the fit, not the pixels."""


def _face_fits(
    lang: str, style: CardStyle, size: CardSize, dpi: int
) -> list[tuple[str, str, float, float, float]]:
    """(face id, rule text, size in pt, px per pt, box width px) of every rule text face of
    the shipped decks in ``lang``, as :func:`draw_text_face` fits it on ``size`` at ``dpi``
    in ``style``."""
    fits = []
    seen: set[str] = set()
    for deck_id in SHIPPED_DECKS:
        deck = load_deck(deck_id)
        for face in deck.unique_faces():
            text = (face.card_type.rule_text_in(lang) or "").strip()
            if not text or (face.card_type.id, text) in seen:
                continue
            seen.add((face.card_type.id, text))

            def record(text, box_px, px_per_pt, *, face=face, **kw):
                layout = render_text.fit_text(text, box_px, px_per_pt, **kw)
                fits.append((face.id, text, layout.size_pt, px_per_pt, box_px[0]))
                raise _Fitted

            with pytest.MonkeyPatch.context() as patch:
                patch.setattr(textface, "fit_text", record)
                with pytest.raises(_Fitted):
                    render_card(face, style, deck.colors, size=size, dpi=dpi, lang=lang)
    return fits


FACE_LOOKS = {
    "classic": ("classic", CardSize(), 300),
    "light": ("light", CardSize(), 300),
    "full-bleed": ("full-bleed", CardSize(), 150),
    "colour-blind": ("colour-blind", CardSize(), 300),
    "57x89": ("classic", CardSize(57, 89), 150),
    "70x120": ("classic", CardSize(70, 120), 150),
}
# before: th "เสียตา" alone (classic, full-bleed, colour-blind, 57 × 89), en and fr
# "turn."/"tour." (light), en "turn." (70 × 120). The suite reads every language in the
# classic look and the languages that failed in every look; all: full_matrices.py
FACE_CASES = sample(
    [(look, lang) for look in FACE_LOOKS for lang in LANGS],
    lambda case: case[0] == "classic" or case[1] in ("en", "fr", "th"),
)


@pytest.mark.parametrize(("look", "lang"), FACE_CASES, ids="-".join)
def test_no_card_face_ends_a_rule_text_on_one_short_word(look, lang):
    style_name, card, dpi = FACE_LOOKS[look]
    style = load_style(style_name)
    fonts = (style.fonts.text, style.fonts.text_thai)
    fits = _face_fits(lang, style, card, dpi)
    assert "draw-ten" in [fit[0] for fit in fits]  # the shipped decks' one rule text (+10)
    runts = []
    for face_id, text, size_pt, px_per_pt, width in fits:
        size_px = max(1, round(size_pt * px_per_pt))
        for paragraph in text.split("\n"):
            lines = render_text.wrap(paragraph, size_px, fonts, width)
            assert lines is not None
            if len(lines) < 2:
                continue
            last = "".join(t for t, _ in lines[-1])
            before = "".join(t for t, _ in lines[-2])
            one_word = len([p for p in break_points(last) if not p.isspace()]) == 1
            short = render_text._width(lines[-1]) < width * RUNT_FRACTION
            if one_word and short and len([p for p in break_points(before) if not p.isspace()]) > 1:
                runts.append(f"{face_id}: …{before[-30:]} / {last}")
    assert not runts, runts
