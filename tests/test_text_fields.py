"""Text fields: control characters, glyphs, breaks (the "Hardening" review, text part)."""

from __future__ import annotations

import dataclasses

import pytest
from typer.testing import CliRunner

from deckgen import DefinitionError, load_deck
from deckgen.cli import app
from deckgen.render.back import _split_name
from deckgen.rules.houserules import load_house_rule_file
from deckgen.rules.loader import load_ruleset

runner = CliRunner()

HEAD = "id: mine\nextends: classic-108\nname: Mine\n"
TYPE = (
    "card_types:\n  tb: {{label: {label}, wild: true, effect: {{choose_color: true}}, "
    "name: {{en: {name}}}, rule: {{en: {rule}}}}}\nadd:\n  - {{type: tb, copies: 1}}\n"
)


def _deck(tmp_path, text: str):
    path = tmp_path / "deck.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def _type(label='"T"', name='"Wild"', rule='"Name the colour."') -> str:
    return HEAD + TYPE.format(label=label, name=name, rule=rule)


@pytest.mark.parametrize(
    ("text", "where", "key", "char"),
    [
        (_type(label='"A\\nB"'), "5:8", "card_types.tb.label", r"a line break (\n)"),
        (_type(label='"+\\t1"'), "5:8", "card_types.tb.label", r"a tab (\t)"),
        (_type(name='"Wild\\tTab"'), "5:", "card_types.tb.name.en", r"a tab (\t)"),
        (_type(name='"Wild\\rX"'), "5:", "card_types.tb.name.en", r"a carriage return (\r)"),
        (_type(name='"Wild\\aX"'), "5:", "card_types.tb.name.en", "the control character U+0007"),
        ('id: mine\nextends: classic-108\nname: "Night\\nOwls"\n', "3:", "name", "a line break"),
        (
            'id: mine\nextends: classic-108\nname: Mine\nnames: {de: "A\\tB"}\n',
            "4:",
            "names.de",
            "a tab",
        ),
        (HEAD + 'back: {text: "A\\tB"}\n', "4:", "back.text", "a tab"),
        (HEAD + 'back_text: "A\\u0085B"\n', "4:", "back_text", "the control character U+0085"),
    ],
)
def test_one_line_fields_refuse_control_characters(tmp_path, text, where, key, char):
    path = _deck(tmp_path, text)
    result = runner.invoke(app, ["validate", str(path)])
    assert result.exit_code == 1, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    message = " ".join(result.output.split())
    assert f"deck.yaml:{where}" in message and f"{key}: {char}" in message
    assert "printed on one line" in message


def test_deck_name_with_a_line_break_points_to_the_back_text(tmp_path):
    path = _deck(tmp_path, 'id: mine\nextends: classic-108\nname: "Night\\nOwls"\n')
    with pytest.raises(DefinitionError, match=r"deck.yaml:3:\d+: name: .*back: \{text:"):
        load_deck(path)


def test_back_text_keeps_one_line_break_and_refuses_a_third_line(tmp_path):
    deck = load_deck(_deck(tmp_path, HEAD + 'back: {text: "Night \\n Owls Club"}\n'))
    assert deck.back_text == "Night\nOwls Club"
    assert _split_name(deck.back_text) == ["Night", "Owls Club"]
    with pytest.raises(DefinitionError, match=r"deck.yaml:4:\d+: back.text: 3 lines"):
        load_deck(_deck(tmp_path, HEAD + 'back: {text: "A\\nB\\nC"}\n'))


def test_rule_text_reads_a_tab_as_a_space_and_keeps_line_breaks(tmp_path):
    deck = load_deck(_deck(tmp_path, _type(rule='"Name\\tthe\\ncolour."')))
    card_type = next(f.card_type for f in deck.unique_faces() if f.card_type.id == "tb")
    assert card_type.rule_text_in("en") == "Name the\ncolour."
    with pytest.raises(DefinitionError, match=r"rule.en: the control character U\+0007"):
        load_deck(_deck(tmp_path, _type(rule='"Name\\athe colour."')))


def test_ruleset_and_house_rule_names_are_one_line(tmp_path):
    ruleset = tmp_path / "mine.yaml"
    ruleset.write_text('id: mine\nextends: official\nname: "Our\\ntable"\n', encoding="utf-8")
    with pytest.raises(DefinitionError, match=r"mine.yaml:3:\d+: name: a line break"):
        load_ruleset(ruleset)
    ruleset.write_text('id: mine\nextends: official\nname: {en: Ours, de: "Un\\tsere"}\n')
    with pytest.raises(DefinitionError, match=r"mine.yaml:3:\d+: name.de: a tab"):
        load_ruleset(ruleset)
    rule = tmp_path / "rule.yaml"
    rule.write_text('id: mine\nname: "Seven\\tO"\ntext: "Play\\ta seven."\n', encoding="utf-8")
    with pytest.raises(DefinitionError, match=r"rule.yaml:2:\d+: name: a tab"):
        load_house_rule_file(rule)


HYPHENS = "Play-it-any-time-even-out-of-turn-and-the-next-player-draws-three-cards."


def test_card_rule_text_breaks_after_hyphens_and_slashes():
    from deckgen.render.text import wrap

    fonts = ("NotoSans-Regular.ttf", "NotoSansThai-Regular.ttf")
    lines = wrap(HYPHENS, 40, fonts, 400)
    assert lines is not None and len(lines) > 2
    texts = ["".join(text for text, _ in line) for line in lines]
    assert "".join(texts) == HYPHENS and texts[0].endswith("-")
    slashes = wrap("draw/skip/reverse/wild", 40, fonts, 250)
    assert slashes is not None and len(slashes) > 1
    assert wrap("Play -1", 40, fonts, 100) is not None  # a leading minus stays on its word


def test_hyphenated_rule_text_renders_on_a_card(tmp_path):
    from deckgen import load_style, render_card

    deck = load_deck(_deck(tmp_path, _type(label='"+3"', rule=f'"{HYPHENS}"')))
    face = next(f for f in deck.unique_faces() if f.card_type.id == "tb")
    image = render_card(face, load_style(), deck.colors, dpi=150)
    assert image.size[0] > 0


def test_booklet_keeps_line_breaks_and_breaks_a_long_title_at_the_hyphen(tmp_path):
    import pypdf

    from deckgen import build_booklet

    name = "Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichenverleihungsdeck-Extra"
    rule = '"Two players miss their turn:\\n- the next player,\\n- and the one after."'
    card_type = TYPE.format(label='"S2"', name='"Double Skip"', rule=rule)
    card_type = card_type.replace("wild: true", "wild: false").replace(
        "{type: tb, copies: 1}", "{type: tb, copies: 1, each_color: true}"
    )
    head = f'id: mine\nextends: classic-108\nname: "{name}"\n'
    deck = load_deck(_deck(tmp_path, head + card_type))
    path = build_booklet(deck, "official", "en", tmp_path / "out").path
    reader = pypdf.PdfReader(path)
    text = "\n".join(page.extract_text() for page in reader.pages)
    assert "turn:\n- the next player,\n- and the one after." in text
    page = reader.pages[0]
    right = float(page.mediabox.width)
    ends: list[float] = []

    def visit(text, cm, tm, font, size):
        if "Donau" in text or "Extra" in text:
            scale = tm[0] * cm[0]
            ends.append(cm[4] + tm[4] * cm[0] + len(text) * size * scale * 0.6)

    page.extract_text(visitor_text=visit)
    assert ends and max(ends) < right
    assert "verleihungsdeck-\nExtra" in page.extract_text()


LONG_NAME = "Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichenverleihungsdeck-Extra"
SMALL = "colors: [red]\ncards:\n  - {type: number, ranks: [1], each_color: true}\n"


def test_a_long_deck_name_in_the_sheet_margin_is_cut_short_clear_of_the_marks(tmp_path):
    import pypdf

    from deckgen import build_sheets
    from deckgen.options import OutputOptions, RenderOptions

    deck = load_deck(_deck(tmp_path, f'id: mine\nname: "{LONG_NAME}"\n{SMALL}'))
    result = build_sheets(
        deck, render=RenderOptions(dpi=72, cache=False), output=OutputOptions(tmp_path / "o")
    )
    text = pypdf.PdfReader(result.path).pages[0].extract_text()
    assert LONG_NAME not in text and "Donaudampf" in text and "…" in text


EMOJI = (
    'id: emoji2\nextends: classic-108\nname: "Party deck 🎉"\nback: {text: "Party 🎉"}\n'
    'card_types:\n  party: {label: "★🎉", wild: true, effect: {choose_color: true}, '
    'name: {en: "Party"}, rule: {en: "Everyone cheers, then name the colour."}}\n'
    "add:\n  - {type: party, copies: 1}\n"
)


def test_validate_names_the_key_of_a_character_the_card_fonts_lack(tmp_path):
    result = runner.invoke(app, ["validate", str(_deck(tmp_path, EMOJI))])
    assert result.exit_code == 1
    message = " ".join(result.output.split())
    for where, key in (("3:1", "name"), ("4:8", "back.text"), ("6:11", "card_types.party.label")):
        assert f"deck.yaml:{where}: {key}: the card fonts have no glyph for" in message
    assert "'★' (U+2605), '🎉' (U+1F389)" in message
    assert "language" not in message


def test_build_writes_nothing_when_a_deck_text_lacks_a_glyph(tmp_path):
    out = tmp_path / "out"
    result = runner.invoke(app, ["build", str(_deck(tmp_path, EMOJI)), "--out", str(out)])
    assert result.exit_code == 1 and "no glyph for" in result.output
    assert not out.exists() or not any(out.iterdir())


def test_build_checks_the_booklets_before_it_writes_the_sheets(tmp_path, monkeypatch):
    import deckgen.booklet.document as document
    from deckgen import FontError, build_all
    from deckgen.options import BookletOptions, OutputOptions, RenderOptions

    def no_glyph(texts, coverage, lang):
        raise FontError(f"language '{lang}': no glyph")

    monkeypatch.setattr(document, "preflight", no_glyph)
    deck = load_deck(_deck(tmp_path, f"id: mine\nname: Mine\n{SMALL}"))
    out = tmp_path / "out"
    with pytest.raises(FontError, match="no glyph"):
        build_all(
            deck,
            render=RenderOptions(dpi=72, cache=False),
            booklet=BookletOptions(langs=("en", "de")),
            output=OutputOptions(out),
        )
    assert not (out / "sheets.pdf").exists()


def test_house_rule_and_ruleset_texts_name_the_key_of_a_missing_glyph(tmp_path):
    rule = tmp_path / "party.yaml"
    rule.write_text(
        "id: party\nname: Party\ntext: Cheer 🎉 when someone calls UNO.\nsets: {}\n",
        encoding="utf-8",
    )
    with pytest.raises(DefinitionError, match=r"party.yaml:3:\d+: text: the card fonts have no "
                       r"glyph for '🎉' \(U\+1F389\)"):  # fmt: skip
        load_house_rule_file(rule)
    ruleset = tmp_path / "mine.yaml"
    ruleset.write_text(
        'id: mine\nextends: official\nname: {en: Ours, de: "Unsere ★"}\n', encoding="utf-8"
    )
    with pytest.raises(DefinitionError, match=r"mine.yaml:3:\d+: name.de: the card fonts have no"):
        load_ruleset(ruleset)


def test_rendering_checks_every_label_against_the_style_fonts_first(tmp_path):
    from deckgen import FontError, load_style, render_deck

    style = load_style()
    thai_only = dataclasses.replace(
        style, fonts=dataclasses.replace(style.fonts, value="NotoSansThai-Regular.ttf")
    )
    deck = load_deck(_deck(tmp_path, _type(label='"Ω"')))
    with pytest.raises(FontError, match=r"deck 'mine', back name: the card fonts have no glyph"):
        render_deck(deck, thai_only, dpi=72, cache=False)
    text = "id: mine\nname: Mine\nback: {text: ''}\ncolors: [red]\n" + TYPE.format(
        label='"Ω"', name='"Wild"', rule='"Name the colour."'
    ).replace("add:", "cards:")
    deck = load_deck(_deck(tmp_path, text))
    with pytest.raises(FontError, match=r"card type 'tb' label: the card fonts have no glyph"):
        render_deck(deck, thai_only, dpi=72, cache=False)


def test_style_and_printer_profile_names_are_one_line(tmp_path):
    from deckgen import TemplateError, load_style
    from deckgen.layout.printers import load_printer

    style = tmp_path / "mine.yaml"
    style.write_text('extends: classic\nid: mine\nname: "My\\tstyle"\n', encoding="utf-8")
    with pytest.raises(TemplateError, match=r"mine.yaml:3:\d+: name: a tab"):
        load_style(style)
    printer = tmp_path / "office.yaml"
    printer.write_text('name: "Office\\nprinter"\nback_offset: [0.5, 0]\n', encoding="utf-8")
    with pytest.raises(TemplateError, match=r"office.yaml:1:\d+: name: a line break"):
        load_printer(str(printer))
