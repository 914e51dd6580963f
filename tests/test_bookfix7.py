"""Faults native round 7 found in code (issues #13, #15): house rules checked against the
whole deck under ``--only``/``--extras-of``; the order of the end-of-round and challenge
sentences in the booklet; no one-word last line on a card face."""

from __future__ import annotations

import re

import pytest
import yaml
from typer.testing import CliRunner

from deckgen import CardSelection, load_deck, render_reference_card, select_cards
from deckgen.booklet.blocks import Para
from deckgen.cli import app
from deckgen.rules.loader import load_ruleset
from deckgen.text.catalog import lang_dir

from .booklet_helpers import compose, lines

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


def _template_piece(lang: str, key: str) -> str:
    """The longest stretch of ``key``'s catalog text between placeholders, plain spaces."""
    section, name = key.split(".", 1)
    text = yaml.safe_load((lang_dir() / f"{lang}.yaml").read_text(encoding="utf-8"))
    node = text["texts"][section]
    for part in name.split("."):
        node = node[part]
    return max(re.split(r"\{[a-z_]+\}", _plain(node)), key=len).strip(' “”„«»"')


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("house", [(), ("to-the-end",), ("seven-rounds",)], ids=str)
def test_the_last_hands_exception_directly_follows_the_end_of_the_round(lang, house):
    content = compose("classic-112", house=house, lang=lang)
    ends = [key for key in content.keys if key.startswith("end.")]
    assert ends[0].startswith("end.round.") and ends[1] == "end.last_hands", ends
    printed = [_plain(line) for line in lines(content, "end")]
    assert _template_piece(lang, "end.last_hands") in printed[1], printed[:3]


# 3. the challenge: the bullets follow "who", the chain sentence comes after them --------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("house", ["stacking", "no-stack-defence"])
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
