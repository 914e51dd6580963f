"""Newcomer review 12's findings (a French parent with a "+10" house-rule deck), fixed in
session 12 (the review's numbering: M1-M3, L1-L9)."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader
from typer.testing import CliRunner

from deckgen import BookletOptions, OutputOptions, build_booklets, load_deck
from deckgen.booklet.content import compose_reference
from deckgen.cli import app
from deckgen.rules.loader import load_ruleset
from deckgen.rulestag import recorded_rules, rules_args
from deckgen.text.catalog import load_catalog

runner = CliRunner()
DATA = Path(__file__).resolve().parent / "data"
SHEETS = ["sheets", "classic-108", "--only", "red-7", "--dpi", "72", "--lang", "fr"]


def _said(result) -> str:
    return " ".join(result.output.split())


def test_m1_reference_cards_for_other_rules_than_the_booklet_beside_them_are_named(tmp_path):
    """M1: ``build --house-rule …`` then ``sheets --reference-card`` without them replaced the
    house-rule cards in silence, the booklet still saying the house rules. The booklet and
    the sheets record their rules in the PDF's Creator; a sheets run whose cards differ from
    a booklet beside them, or from the cards it replaced, says so once."""
    out = tmp_path / "out"
    twelve = load_deck(DATA / "twelve-cards.yaml")
    booklet = BookletOptions(langs=("fr",), house_rules=("jump-in",))
    build_booklets(twelve, booklet=booklet, output=OutputOptions(out))
    assert (
        PdfReader(out / "rules-fr.pdf").metadata["/Creator"] == "deckgen; rules: official + jump-in"
    )
    assert recorded_rules(out / "rules-fr.pdf") == "official + jump-in"
    plain = runner.invoke(app, [*SHEETS, "--reference-card", "-o", str(out)])
    assert plain.exit_code == 0, plain.output
    assert recorded_rules(out / "sheets.pdf") == "official"
    assert (
        "note: the reference cards in " in _said(plain)
        and "are for 'official' with no house rules, but rules-fr.pdf beside them was made "
        "for 'official + jump-in'; for cards that match the booklet, with this run's other "
        "options: deckgen sheets classic-108 --reference-card --house-rule jump-in"
        in _said(plain)
    )
    assert _said(plain).count("note: the reference cards") == 1
    # the command given makes them match: silent, though it replaced cards for other rules
    matched = runner.invoke(
        app, [*SHEETS, "--reference-card", "--house-rule", "jump-in", "-o", str(out)]
    )
    assert matched.exit_code == 0, matched.output
    assert "reference cards" not in matched.output
    # no booklet: replacing cards for other rules is said too
    (out / "rules-fr.pdf").unlink()
    again = runner.invoke(app, [*SHEETS, "--reference-card", "-o", str(out)])
    assert (
        "are for 'official' with no house rules, but they replaced reference cards for "
        "'official + jump-in'; to print those again" in _said(again)
    )
    # sheets without reference cards record no rules (never guessed at)
    runner.invoke(app, [*SHEETS, "-o", str(out)])
    assert recorded_rules(out / "sheets.pdf") is None


def test_m1_rules_args_give_the_options_back():
    assert rules_args("official") == ""
    assert rules_args("party + stacking + /a b/x.yaml") == (
        "--ruleset party --house-rule stacking --house-rule '/a b/x.yaml'"
    )


def test_l2_the_reference_card_names_the_house_rules_as_the_booklet_cover_does():
    """L2: the card said "Règles standard" under house rules, the cover "Règles standard
    avec 2 règles maison": both now come from ``booklet.with_house_rules``."""
    deck = load_deck("classic-108")
    rules = load_ruleset("official", ["stacking", "seven-o"], deck=deck)
    for lang in ("fr", "ru", "th"):
        catalog = load_catalog(lang)
        card = compose_reference(deck, rules, catalog)
        cover = catalog.plural("booklet.with_house_rules", 2, ruleset=rules.name_in(lang))
        assert card.subtitle == cover, lang
        assert card.short_subtitle == rules.name_in(lang)
    plain = compose_reference(deck, load_ruleset("official", deck=deck), load_catalog("fr"))
    assert plain.subtitle == "Règles standard"


UNO_ONLY = "id: uno-four\nname: {en: Forgot UNO}\ntext: {en: Forgot UNO? Draw 4.}\n"
UNO_ONLY += "sets: {uno_penalty: 4}\n"


def test_m2_a_rule_greedy_players_never_bring_into_play_is_named(tmp_path):
    """M2: ``simulate A --compare A+rule`` gave identical columns for a house rule that
    sets only ``uno_penalty`` (greedy players never forget UNO), and nothing said why."""
    rule = tmp_path / "uno-four.yaml"
    rule.write_text(UNO_ONLY, encoding="utf-8")
    args = ["simulate", "classic-108", "--compare", f"classic-108+{rule}", "--rounds", "30"]
    greedy = runner.invoke(app, [*args, "--workers", "1"])
    assert greedy.exit_code == 0, greedy.output
    said = _said(greedy)
    assert said.count("every figure is the same") == 1
    assert (
        f"note: classic-108:official+{rule}: every figure is the same as "
        "classic-108:official's, though it sets uno_penalty (4, not 2): greedy players never "
        "forget UNO (--policy random forgets it one time in ten)"
    ) in said
    # the policy that forgets UNO shows the rule: the figures differ, no note
    random = runner.invoke(app, [*args, "--workers", "1", "--policy", "random"])
    assert random.exit_code == 0, random.output
    assert "every figure is the same" not in random.output
    # the same configuration twice differs in no point: nothing to explain
    twice = runner.invoke(app, ["simulate", "two-player", "--compare", "two-player", "-n", "20"])
    assert "every figure is the same" not in twice.output


def test_m3_the_two_player_deck_says_what_the_simulation_shows():
    """M3: the two-player deck, its booklet sentence and the README said the deck keeps
    rounds from dragging on; the default simulation at two shows longer rounds and games
    (greedy play). What it does buy: fewer cards drawn at once."""
    import deckgen
    from deckgen.booklet.content import compose_booklet

    greedy = deckgen.simulate(["two-player", "classic-108"], players=2, rounds=200, workers=1)
    two, classic = greedy
    assert two.turns_mean > classic.turns_mean  # longer rounds: not "shorter play"
    assert two.longest_penalty_mean < classic.longest_penalty_mean  # fewer big draws
    assert two.points_mean is not None and classic.points_mean is not None
    assert two.points_mean < classic.points_mean  # so more rounds to 500
    deck = load_deck("two-player")
    rules = load_ruleset("official", deck=deck)
    for lang in ("en", "fr"):
        content = compose_booklet(deck, rules, load_catalog(lang))
        text = " ".join(content.texts())
        said = load_catalog(lang).plural("contents.two_player", 2)
        assert said in text
    english = load_catalog("en").plural("contents.two_player", 2)
    assert "drag on" not in english and "draw many cards at once" in english
    root = Path(__file__).resolve().parent.parent
    deck_file = (root / "rulesets/decks/two-player.yaml").read_text(encoding="utf-8")
    readme = (root / "README.md").read_text(encoding="utf-8")
    assert "drag on" not in deck_file
    for figures in ("44.5 turns against 34.8", "2.5 against 3.2", "34.5 against 20.3"):
        assert figures in " ".join(deck_file.replace("#", "").split()), figures
        assert figures in " ".join(readme.split()), figures


def test_l3_a_key_that_is_a_word_of_an_accepted_one_is_suggested(tmp_path):
    """L3: ``effect: {skip: true}`` said "unknown key 'skip' Accepted keys: …": no
    suggestion of ``skip_turn`` and no punctuation before "Accepted"."""
    deck = tmp_path / "b.yaml"
    deck.write_text(
        "id: b\nextends: classic-108\nname: B\ncard_types:\n  draw_ten:\n    label: '+10'\n"
        "    wild: true\n    effect: {draw: 10, skip: true, zzz: 1}\n"
        "    name: {en: Wild Draw Ten}\nadd:\n  - {type: draw_ten, copies: 2}\n",
        encoding="utf-8",
    )
    said = _said(runner.invoke(app, ["validate", str(deck)]))
    assert "unknown key 'skip'; did you mean 'skip_turn'? Accepted keys: " in said
    assert "unknown key 'zzz'. Accepted keys: " in said


def test_l7_one_configuration_has_no_ratio_footer():
    alone = runner.invoke(app, ["simulate", "classic-108", "-n", "10", "--workers", "1"])
    assert alone.exit_code == 0, alone.output
    assert "ratio to the first column" not in alone.output
    assert "Percentiles by nearest rank" in alone.output


def test_l9_command_help_lines_are_whole_sentences_and_config_is_in_the_readme():
    """L9: ``deckgen --help`` broke the house-rules and preview lines mid-sentence (a
    docstring's first paragraph over two lines); ``deckgen config`` was not in the
    README's command table though the output recommends it."""
    import typer.main

    group = typer.main.get_command(app)
    split = [
        name
        for name, command in group.commands.items()  # type: ignore[attr-defined]
        if "\n" in (command.help or "").split("\n\n")[0].strip()
    ]
    assert split == []
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    assert "| `deckgen config paper [VALUE]` |" in readme


def test_l1_at_80_columns_the_set_by_cell_starts_with_the_rule_id(tmp_path, monkeypatch):
    """L1: at 80 columns every changed row of ``deckgen rules`` ended in "house rule", the
    rule's id wrapped to the next line; the id now comes first."""
    rule = tmp_path / "uno-four.yaml"
    rule.write_text(UNO_ONLY, encoding="utf-8")
    monkeypatch.setenv("COLUMNS", "80")
    shown = runner.invoke(app, ["rules", "--house-rule", str(rule), "--house-rule", "stacking"])
    assert shown.exit_code == 0, shown.output
    rows = {line.split()[1]: line for line in shown.output.splitlines() if line.startswith(" *")}
    assert "'stacking'" in rows["stacking"]  # on the row's own line, not the next
    assert "'uno-four'" in rows["uno_penalty"]


def test_l6_a_deck_with_one_name_for_every_language_gets_no_names_note(tmp_path):
    """L6: every French build of "Famille Dupont" noted "no 'fr' text for the deck's name
    ('names:')". The note is for a deck that translates its name (``names:``) and misses
    this language; one name and no ``names:`` is the name in every language."""
    from deckgen.booklet.content import compose_booklet

    rules = load_ruleset("official")
    fallbacks = {}
    for names in ("", "names: {de: Familie Dupont}\n"):
        deck = tmp_path / f"d{len(names)}.yaml"
        deck.write_text(f"id: d\nextends: classic-108\nname: Famille Dupont\n{names}")
        content = compose_booklet(load_deck(deck), rules, load_catalog("fr"))
        fallbacks[bool(names)] = content.fallbacks
    assert fallbacks == {False: (), True: ("the deck's name ('names:')",)}
