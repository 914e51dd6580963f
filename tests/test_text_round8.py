"""Round 8 text leftovers: what the title page, the CLI and the print sheets say, read back
from the PDF or the command's output."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from fontTools.ttLib import TTFont
from pypdf import PdfReader
from rich.cells import cell_len

from deckgen import (
    build_booklet,
    house_rule_report,
    load_deck,
    load_ruleset,
)
from deckgen.booklet.blocks import Para
from deckgen.booklet.content import compose_booklet, compose_reference
from deckgen.render.fonts import font_path
from deckgen.text.cardnames import deck_card_names
from deckgen.text.catalog import load_catalog
from deckgen.text.spaces import glue_card_names, glue_name, plain_spaces
from tests.booklet_helpers import compose
from tests.test_light_cli import DATA, TYPER_ONLY, _run
from tests.test_text_round7 import BODY_FONTS, _columns
from tests.test_text_round7b import _split_names

from .sampling import sample_of

LANGS = ("en", "de", "fr", "es", "it", "pl", "ru", "hu", "sq", "th")
PARTY = ("stacking", "jump-in", "seven-o")


# 1. The subtitle names the house rules switched on besides the ruleset's own


@pytest.mark.parametrize("lang", sample_of(LANGS, ["en", "pl", "ru", "hu", "th"]))
def test_subtitle_counts_the_house_rules_switched_on(classic, lang):
    catalog = load_catalog(lang)
    plain = compose_booklet(classic, load_ruleset("official"), catalog)
    three = compose_booklet(classic, load_ruleset("official", PARTY), catalog)
    one = compose_booklet(classic, load_ruleset("official", ["jump-in"]), catalog)
    name = load_ruleset("official").name_in(lang)
    assert plain_spaces(plain.subtitle).startswith(name + " ·")
    for content, n in ((three, 3), (one, 1)):
        said = plain_spaces(catalog.plural("booklet.with_house_rules", n, ruleset=name))
        assert said != name and str(n) in said
        assert plain_spaces(content.subtitle).startswith(said + " ·"), content.subtitle
    assert one.subtitle != three.subtitle
    # the reference card names them as the cover does (newcomer 12, L2); the name alone
    # only on a card too small for it
    ref = compose_reference(classic, load_ruleset("official", PARTY), catalog)
    three_said = plain_spaces(catalog.plural("booklet.with_house_rules", 3, ruleset=name))
    assert plain_spaces(ref.subtitle) == three_said
    assert ref.short_subtitle == name


def test_a_rulesets_own_house_rules_are_in_its_name(classic):
    """ "Party rules" already stands for its three house rules; one more is counted."""
    catalog = load_catalog("en")
    party = compose_booklet(classic, load_ruleset("party"), catalog)
    assert plain_spaces(party.subtitle).startswith("Party rules ·")
    more = compose_booklet(classic, load_ruleset("party", ["silent-two"]), catalog)
    assert plain_spaces(more.subtitle).startswith("Party rules with 1 house rule ·")


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "Standard rules with 3 house rules"),
        ("de", "Standardregeln mit 3 Hausregeln"),
        ("ru", "Стандартные правила и 3 домашних правила"),
    ],
)
def test_title_page_and_pdf_subject_say_house_rules(classic, tmp_path, lang, expected):
    path = build_booklet(classic, "official", lang, tmp_path, house_rules=PARTY).path
    reader = PdfReader(path)
    first_page = plain_spaces(reader.pages[0].extract_text())
    assert expected in first_page
    assert load_ruleset("official").name_in(lang) + " ·" not in first_page
    assert plain_spaces(str(reader.metadata.subject)).startswith(expected + " ·")


# 2. ``sheets --house-rule`` without ``--reference-card``: one warning line, both entry points


@pytest.mark.parametrize(
    ("extra", "named"),
    [
        (["--house-rule", "stacking"], "--house-rule stacking ignored: it is"),
        (
            ["--ruleset", "party", "--house-rule", "silent-two", "--round-length"],
            "--ruleset party, --house-rule silent-two, --round-length ignored: they are",
        ),
    ],
)
def test_sheets_names_the_options_only_the_reference_card_uses(tmp_path, extra, named):
    argv = ["sheets", str(DATA / "twelve-cards.yaml"), "--dpi", "72", "-o", str(tmp_path), *extra]
    env = {k: v for k, v in os.environ.items() if k != "COLUMNS"}
    env.update(PYTHONIOENCODING="utf-8", DECKGEN_CACHE_DIR=str(tmp_path / "cache"))
    light = _run(["-m", "deckgen", *argv], env)
    # a cache of its own: in the first one's, the sheets would be up to date
    typer_env = {**env, "DECKGEN_CACHE_DIR": str(tmp_path / "typer-cache")}
    assert light == _run(["-c", TYPER_ONLY.format(argv=argv)], typer_env)
    stdout, stderr, status = light
    lines = stderr.decode().splitlines()
    assert status == 0 and b"wrote " in stdout
    assert [line for line in lines if "--reference-card" in line] == [
        f"warning: {named} for the reference card; add --reference-card to print it on the sheets"
    ]
    with_card = _run(
        ["-m", "deckgen", *argv[:6], "--reference-card", "--house-rule", "jump-in"], env
    )
    assert b"warning" not in with_card[1] and with_card[2] == 0


# 3. A card name a sentence types itself stays whole, as a filled-in one does

TYPED = ["reverse-reflects", "to-the-end", "jump-in", "silent-two"]


def _typed_names(lang: str) -> list[str]:
    """The classic deck's card names of several words in ``lang`` (plain spaces), short
    enough to be kept whole (:func:`glue_name` joins them)."""
    names = deck_card_names(load_catalog(lang), load_deck("classic-108"))
    plain = [plain_spaces(name) for name in names]
    return [name for name in plain if glue_name(name) != name]


def test_glue_card_names_keeps_whole_words_of_the_names_given():
    names = ("Wild", "Wild Draw Four", "Draw Two", "Roba dos", "A name far too long to keep")
    text = "not a Draw Two, a Wild Draw Four or a Wild; roba dos cartas; Draw Twos; "
    glued = glue_card_names(text + "A name far too long to keep", names)
    assert glued == (
        "not a Draw\u00a0Two, a Wild\u00a0Draw\u00a0Four or a Wild; roba dos cartas; "
        "Draw Twos; A name far too long to keep"
    )


@pytest.mark.parametrize("lang", sample_of(LANGS, ["en", "es", "de", "ru"]))
def test_sentences_keep_the_card_names_they_type_whole(lang):
    # round 7: "un Cambio / de sentido" (es) where the sentence typed the name itself
    content = compose("classic-108", "official", TYPED, lang)
    names = _typed_names(lang)
    catalog = load_catalog(lang)
    every = [plain_spaces(n) for n in deck_card_names(catalog, load_deck("classic-108"))]
    every += [catalog.text(f"house.{rule}.name") for rule in TYPED]  # names, not sentences
    seen = 0
    sentences = [b.text for sec in content.sections for b in sec.blocks if isinstance(b, Para)]
    for line in sentences:
        for name in names:
            glued = name.replace(" ", "\u00a0")
            seen += line.count(glued)
            plain = plain_spaces(line)
            for longer in every:  # "Закажи цвет" in "Закажи цвет и возьми четыре" (too long)
                if name in longer and name != longer:
                    plain = plain.replace(longer, "#")
            assert plain.count(name) == line.count(glued), (name, line)
    assert seen or not names  # th and fr name no deck card in several words here


@pytest.mark.parametrize("lang", sample_of(["es", "it", "de"], ["es"]))
def test_an_a5_booklet_breaks_no_card_name_a_sentence_types(tmp_path, lang):
    # round 7: "… así que un Cambio / de sentido la pasa al siguiente jugador …" (es)
    names = _typed_names(lang)
    result = build_booklet(
        load_deck("classic-108"), "official", lang, tmp_path, format="a5-booklet", house_rules=TYPED
    )
    columns = _columns(result.path)
    assert not [split for column in columns for split in _split_names(column, names)]
    typed = {"es": "un Cambio de sentido", "it": "un Cambio giro", "de": "„Zieh zwei“"}[lang]
    assert typed in " ".join(" ".join(column) for column in columns)


# 4. (the calibration labels stay upright: tests/test_layout_exports.py; newcomer N22)


# 5. The colour circle's arrow is as long as the font's em dash and as tall as its plus


@pytest.mark.parametrize("name", BODY_FONTS)
def test_the_arrow_is_the_size_of_the_em_dash_and_the_plus(name):
    # round 7: "piros → sárga" — the arrow had the plus sign's width and looked small
    font = TTFont(font_path(name))
    cmap, glyf, hmtx = font.getBestCmap(), font["glyf"], font["hmtx"]

    def box(char: str) -> tuple[int, int, int, int, int]:
        glyph = glyf[cmap[ord(char)]]
        glyph.recalcBounds(glyf)
        return hmtx[cmap[ord(char)]][0], glyph.xMin, glyph.xMax, glyph.yMin, glyph.yMax

    arrow, dash, plus = box("\u2192"), box("\u2014"), box("+")
    assert arrow[:3] == dash[:3]  # advance and ink from end to end: the em dash's
    assert abs((arrow[4] - arrow[3]) - (plus[4] - plus[3])) <= 2  # the head: the plus's height
    assert abs((arrow[4] + arrow[3]) - (plus[4] + plus[3])) <= 2  # on the plus's axis
    versions = [r.toUnicode() for r in font["name"].names if r.nameID == 5]
    assert all(v.count("U+2192 added by deckgen") == 1 for v in versions)


# 6. ``deckgen house-rules`` at 80 columns wraps between words


FIELDS = ("needs: ", "cannot be on with: ", "playable with ")


@pytest.mark.parametrize("lang", sample_of(["de", "fr", "hu", "en"], ["hu", "en"]))
def test_the_house_rules_list_wraps_between_words_at_80_columns(lang):
    # round 7 (de, --deck): "weitergereich / t", "„Richtungswec / hsel“", hu "összpontszámá / ból."
    # At 80 columns the table is a list since newcomer 9 (L9): one paragraph a rule, its id
    # alone on a line, then its name and what it does, filled between words.
    env = {**os.environ, "COLUMNS": "80", "PYTHONIOENCODING": "utf-8"}
    argv = ["-m", "deckgen", "house-rules", "--lang", lang, "--deck", "classic-108"]
    shown = subprocess.run([sys.executable, *argv], env=env, capture_output=True, check=True)
    lines = shown.stdout.decode().splitlines()
    assert max(cell_len(line) for line in lines) <= 80
    rules = house_rule_report(load_deck("classic-108"), lang, ())
    ids = {rule.id for rule in rules}
    paragraphs: list[list[str]] = []
    in_name = False
    for line in lines[1:]:
        if line in ids:
            paragraphs.append([])
            in_name = True
        elif line.strip().startswith(FIELDS) or not line:
            in_name = False
        elif in_name:
            paragraphs[-1].append(line.strip())
    assert len(paragraphs) == len(rules)
    for rule, cell in zip(rules, paragraphs, strict=True):
        said = plain_spaces(f"{rule.name}: {rule.summary}" if rule.summary else rule.name)
        joined = "".join(line + ("" if line.endswith("-") else " ") for line in cell)
        assert joined.split() == said.split()  # a word cut in two would be two (not "+2-vel")
