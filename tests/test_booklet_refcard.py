"""The quick-reference card: its content per language, its pixels, and its place on sheets."""

from __future__ import annotations

import re

import pytest
from PIL import ImageChops
from pypdf import PdfReader
from typer.testing import CliRunner

from deckgen import (
    CardSize,
    OutputOptions,
    ReferenceCards,
    RenderOptions,
    build_print_shop,
    build_sheets,
    load_ruleset,
    load_style,
    render_card,
    render_reference_card,
)
from deckgen.booklet.content import compose_reference
from deckgen.cli import app
from deckgen.text.catalog import load_catalog
from tests.pdfutil import image_placements

DPI = 100


def colours(image) -> set:
    return {colour for _, colour in image.getcolors(image.width * image.height)}


SCRIPTS = {"en": r"[A-Za-z]", "ru": r"[А-Яа-яЁё]", "th": r"[\u0e00-\u0e7f]"}


@pytest.mark.parametrize("lang", ["en", "ru", "th"])
def test_reference_content_is_in_the_chosen_language(classic, lang):
    content = compose_reference(classic, load_ruleset("official"), load_catalog(lang))
    catalog = load_catalog(lang)
    assert content.title == catalog.text("section.summary")
    assert content.lines[0] == catalog.plural("summary.deal", 7)
    assert any("500" in line for line in content.lines)  # the target score, from the ruleset
    for text in (content.title, content.subtitle, *content.lines):
        assert re.search(SCRIPTS[lang], text), text
    assert dict(content.points[1:])[catalog.text("card.wild")] == "50"


def test_reference_card_follows_the_ruleset(classic):
    rules = load_ruleset("penalty-101")
    content = compose_reference(classic, rules, load_catalog("en"))
    assert content.subtitle == "Penalty points to 101"
    assert content.lines[-1] == "At 101\u00a0points the game ends; fewest points wins."


def test_reference_card_pixels(classic, style):
    card = render_reference_card(classic, "official", "en", style=style, dpi=DPI)
    assert card.size == render_card(classic.unique_faces()[0], style, classic.colors, dpi=DPI).size
    px_per_mm = DPI / 25.4
    x_mid = card.width // 2
    assert card.getpixel((x_mid, round(6 * px_per_mm))) == (20, 20, 20)  # the dark title band
    stripe_y = round((3 + 11 + 0.6) * px_per_mm)
    stripe = {card.getpixel((round(card.width * f), stripe_y)) for f in (0.12, 0.37, 0.62, 0.87)}
    assert len(stripe) == 4  # the deck's four colours
    body = card.crop((0, round(20 * px_per_mm), card.width, card.height))
    dark = sum(body.convert("L").histogram()[:100])
    assert dark > 500  # there is text in the body
    # Nothing is drawn between the safe area and the cut, below the band.
    inset = round((3 + style.safe_mm) * px_per_mm) - 1
    edges = [
        card.crop((0, round(20 * px_per_mm), inset, card.height)),
        card.crop((card.width - inset, round(20 * px_per_mm), card.width, card.height)),
        card.crop((0, card.height - inset, card.width, card.height)),
    ]
    for edge in edges:
        assert colours(edge) == {(255, 255, 255)}


def test_reference_card_fits_a_small_card_in_both_directions(classic, style):
    mini = CardSize(44, 68, 3)
    card = render_reference_card(classic, "official", "th", style=style, size=mini, dpi=DPI)
    px_per_mm = DPI / 25.4
    inset = round((3 + style.safe_mm) * px_per_mm) - 1
    bottom = card.crop((0, card.height - inset, card.width, card.height))
    right = card.crop((card.width - inset, round(20 * px_per_mm), card.width, card.height))
    assert colours(bottom) == colours(right) == {(255, 255, 255)}


def test_languages_give_different_cards(classic, style):
    en = render_reference_card(classic, "official", "en", style=style, dpi=DPI)
    th = render_reference_card(classic, "official", "th", style=style, dpi=DPI)
    assert ImageChops.difference(en, th).getbbox() is not None


def test_sheets_place_reference_cards_after_the_deck(twelve, tmp_path):
    style = load_style("classic")
    result = build_sheets(
        twelve,
        render=RenderOptions(dpi=DPI, style=style, lang="th"),
        reference=ReferenceCards(copies=3, ruleset="official"),
        output=OutputOptions(tmp_path),
    )
    assert result.cards == 15 and result.pages == 4
    reader = PdfReader(result.path)
    fronts = image_placements(reader, 2)
    backs = image_placements(reader, 3)
    assert len(fronts) == len(backs) == 6
    assert len({p.name for p in backs}) == 1  # the deck's normal back on every card
    # The last three fronts are one image: the Thai reference card, pixel for pixel.
    assert len({p.name for p in fronts[3:]}) == 1
    expected = render_reference_card(twelve, "official", "th", style=style, dpi=DPI)
    placed = {image.name.rsplit(".", 1)[0]: image.image for image in reader.pages[2].images}
    card = placed[fronts[-1].name.lstrip("/")]
    assert ImageChops.difference(card.convert("RGB"), expected).getbbox() is None


def test_sheets_cli_reference_card(tmp_path):
    runner = CliRunner()
    args = ["sheets", "tests/data/twelve-cards.yaml", "--out", str(tmp_path), "--dpi", "72"]
    result = runner.invoke(app, [*args, "--reference-card", "--reference-copies", "2"])
    assert result.exit_code == 0, result.output
    assert "14 cards" in result.output
    plain = runner.invoke(app, [*args, "--out", str(tmp_path / "plain")])
    assert "12 cards" in plain.output
    bad = runner.invoke(app, [*args, "--reference-card", "--ruleset", "nope"])
    assert bad.exit_code == 1 and "no ruleset named 'nope'" in bad.output


def test_print_shop_file_gets_the_reference_card_too(twelve, tmp_path):
    result = build_print_shop(
        twelve,
        render=RenderOptions(dpi=72),
        reference=ReferenceCards(copies=1),
        output=OutputOptions(tmp_path),
    )
    assert (result.cards, result.pages) == (13, 26)


def test_reference_card_names_the_house_rules_in_play(classic):
    """Regression: with stacking and seven-o on, the card said nothing about them."""
    from deckgen import load_ruleset

    content = compose_reference(classic, load_ruleset("party"), load_catalog("en"))
    lines = content.breakable().lines  # (the names are quoted, their spaces no-break)
    assert any("Stacking" in line and "Seven and zero" in line for line in lines)
    plain = compose_reference(classic, load_ruleset("official"), load_catalog("en"))
    assert not any("House rules" in line for line in plain.lines)


@pytest.mark.parametrize("lang", ["en", "fr", "hu", "pl", "ru", "sq", "th"])
def test_reference_card_with_house_rules_fits_a_small_card(classic, style, lang):
    """The rule points add lines (end of round, colour circle, stacking) and every other house
    rule its own line (jump in, seven and zero, lonely zero); a small card leaves those details
    out, as the house-rule line names the rules, instead of failing."""
    rules = load_ruleset("party", ["colour-circle", "to-the-end", "zero-fifty", "draw-to-match"])
    content = compose_reference(classic, rules, load_catalog(lang))
    assert len(content.optional) == 6
    assert content.without_optional().lines[-1] == content.lines[-1]  # the house rules named
    card = render_reference_card(classic, rules, lang, style=style, size=CardSize(44, 68, 3))
    assert card.width > 0
