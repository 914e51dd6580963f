"""The seventh fresh rules review (session 5), part B: low findings, as the booklet says
them in every language and, where the engine plays the rule, as the engine plays it. Each
test failed before the fix (N19's only proves what the booklet already said)."""

from __future__ import annotations

import pytest

from deckgen import DefinitionError, load_ruleset
from deckgen.text.catalog import available_languages, load_catalog
from deckgen.text.spaces import plain_spaces

from .booklet_helpers import compose, lines, text
from .gamecheck import points_for
from .gamescript import Script, kinds, scenario

EXCEPT = {  # as the native readers of round 4 wrote it
    "en": "except after a Wild turned over as the first card",
    "de": "außer wenn eine „Farbwahl“ als erste Karte aufgedeckt wird",
    "es": "salvo si la primera carta que sale es un Comodín",  # fresh 11: one sense of "descubrir"
    "fr": "sauf si la première carte retournée est un « Joker »",
    "hu": "kivéve, ha első lapként „Színválasztó” lapot fordítottak fel",
    "it": "tranne quando la prima carta scoperta è un Jolly",
    "pl": "chyba że pierwszą odkrytą kartą jest „Zmiana koloru”",
    "ru": "кроме случая, когда первой открыта карта «Закажи цвет»",
    "sq": "përveçse kur si letër e parë hapet një «Zgjidh ngjyrën»",
    "th": "ยกเว้นเมื่อหงายไวลด์เป็นไพ่ใบแรก",
}


@pytest.mark.parametrize("lang", available_languages())
def test_l1_colour_circle_summary_excepts_a_wild_turned_over_first(lang):
    content = compose(house=["colour-circle"], lang=lang)
    for section in ("summary", "house_rules"):
        circle = [line for line in lines(content, section) if EXCEPT[lang] in plain_spaces(line)]
        assert circle, (section, lines(content, section))
    # the first-card text it must agree with: a Wild turned over first is named by a player
    assert "the first player names the colour" in text(compose(house=["colour-circle"]), "setup")


@pytest.mark.parametrize("lang", available_languages())
def test_l4_zero_fifty_deck_table_shows_what_a_lonely_zero_scores(lang):
    rule = points_for("official", ("zero-fifty",), "classic-108")
    assert rule is not None and rule.lonely_zero_points
    zero_row = next(
        row
        for row in lines(compose(house=["zero-fifty"], lang=lang), "contents")
        if row.split(" | ")[0].rstrip().endswith(" 0")
    )
    points_cell = zero_row.split(" | ")[-1]
    assert points_cell.startswith("0 (") and str(rule.lonely_zero_points) in points_cell
    plain = next(
        row
        for row in lines(compose(lang=lang), "contents")
        if row.split(" | ")[0].rstrip().endswith(" 0")
    )
    assert plain.split(" | ")[-1] == "0"


def test_l4_the_cell_follows_the_rule_point_not_a_constant():
    content = compose(house=["zero-fifty"], points={"lonely_zero_points": 75})
    assert "0 (alone: 75)" in text(content, "contents")


def test_n19_wild_draw_ten_says_it_cannot_be_challenged_and_the_engine_agrees():
    words = text(compose("house-plus-ten"))
    assert (
        "A Wild Draw Ten is played on your own turn like any other card, whatever else you "
        "hold, and cannot be challenged." in words
    )
    points = points_for("official", (), "house-plus-ten")
    assert points is not None
    hands = [["draw-ten", "red-3"], ["green-4", "blue-5"]]
    policies = [Script(plays=["draw-ten"]), Script(challenge=True)]
    result = scenario(points, hands, policies, "red-5", deck_id="house-plus-ten", turns=2)
    assert not kinds(result, "challenge")
    assert ("penalty", 1, None, 10, "draw_card", None) in kinds(result)


def test_l6_a_fixed_dealer_is_refused_with_the_line_and_what_to_write(tmp_path):
    ruleset = tmp_path / "fixed.yaml"
    ruleset.write_text("id: fixed\nextends: official\nname: Fixed\ndealer_rotates: false\n")
    with pytest.raises(DefinitionError) as caught:
        load_ruleset(str(ruleset))
    message = str(caught.value)
    assert f"{ruleset}:4:1: dealer_rotates: a fixed dealer is not supported" in message
    assert "write 'dealer_rotates: true'" in message
    # true keeps the model's rotating deal (rule 1)
    ruleset.write_text("id: fixed\nextends: official\nname: Fixed\ndealer_rotates: true\n")
    assert load_ruleset(str(ruleset)).points.next_dealer == "left"


@pytest.mark.parametrize("lang", available_languages())
def test_l2_agree_box_says_which_wilds_two_players_take_out(lang):
    content = compose(house=["two-player"], lang=lang)
    keep = points_for("official", ("two-player",), "classic-108")
    assert keep is not None and keep.two_player_keep_wilds == 1
    catalog = load_catalog(lang)
    wilds = catalog.plural("two_players.wilds.some", 1).replace("\u00a0", " ")
    assert any(wilds in line.replace("\u00a0", " ") for line in content.agree.lines)
    # the same sentence as the "Two players" section, not a second wording
    assert wilds in text(content, "two_players")
    assert not any(wilds in line for line in compose(lang=lang).agree.lines)
