"""Rule booklets: numbers from the model, house rules, Thai line breaks, imposition order."""

from __future__ import annotations

import dataclasses
import io
import re
import unicodedata

import pytest
from pypdf import PdfReader

from deckgen import DefinitionError, FontError, build_booklet, load_deck, load_ruleset
from deckgen.booklet.impose import saddle_stitch_order
from deckgen.text.catalog import load_catalog
from deckgen.text.scripts import preflight

from .booklet_builds import booklet_pdf, page_texts
from .conftest import DATA

THAI_FOLLOWING = set("ะัาำิีึืฺุู็่้๊๋์ํ๎ๅ")


def pdf_text(path) -> str:
    """The text of a PDF a test wrote itself (read each time)."""
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def shared_text(path) -> str:
    """The text of a booklet of :func:`booklet_pdf` (read once per process)."""
    return "\n".join(page_texts(path))


@pytest.fixture(scope="module")
def booklets():
    """The classic deck's standard-rules booklets, written once per run (booklet_builds)."""
    return {lang: booklet_pdf(lang=lang).path for lang in ("en", "ru", "th")}


@pytest.mark.parametrize("lang", ["en", "ru", "th"])
def test_booklet_text_carries_the_models_numbers(booklets, classic, lang):
    text = shared_text(booklets[lang])
    rules = load_ruleset("official")
    assert str(classic.total_cards) in text  # 108
    assert re.search(rf"\b{rules.points.hand_size}\b", text)
    assert str(rules.points.target) in text  # 500
    for points in ("20", "50"):
        assert points in text
    assert "\u25a0" not in text and ".notdef" not in text


def test_russian_plural_forms_in_the_booklet(booklets):
    text = shared_text(booklets["ru"]).replace("\n", " ")
    assert "по 7 карт " in text  # many
    assert "возьмите 2 карты" in text  # few


def test_thai_lines_never_start_with_a_following_vowel_or_mark(booklets):
    text = shared_text(booklets["th"])
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    assert any("\u0e00" <= c <= "\u0e7f" for c in text)
    bad = [line for line in lines if line[0] in THAI_FOLLOWING]
    assert bad == []


def test_draw_ten_deck_explains_a_draw_of_ten():
    text = shared_text(booklet_pdf("plus-ten-test", "plus-ten").path).replace("\n", " ")
    assert "draws 10 cards" in text
    assert "2 × Wild Draw Ten = 20" in text.replace("\xa0", " ")
    assert "112" in text


def test_stacking_text_only_when_enabled(booklets):
    off = shared_text(booklets["en"])
    on = shared_text(booklet_pdf(ruleset="party").path)
    marker = "Each card adds its own number"  # rules review M1: the old text was the defect
    assert marker not in off and "Stacking" not in off
    assert marker in on.replace("\n", " ")


def test_conflicting_or_unplayable_house_rules_are_refused(classic, tmp_path):
    with pytest.raises(  # rules review L6: display names and the pair's reason
        DefinitionError,
        match=r"'stacking' \(Stacking, on in ruleset 'party'\) and 'no-stack-defence' "
        r"\(Pass it on\) conflict: Stacking adds",
    ):
        build_booklet(classic, "party", "en", tmp_path, house_rules=["no-stack-defence"])
    with pytest.raises(DefinitionError, match="'plus-ten' cannot be played"):
        build_booklet(classic, "official", "en", tmp_path, house_rules=["plus-ten"])
    assert not list(tmp_path.glob("*.pdf"))


def test_house_rules_the_rulesets_scoring_rules_out_are_refused(classic, tmp_path):
    """Issue 11 item 6, through the library: a ruleset id, a loaded ruleset, a changed one."""
    match = r"'lazy-scoring' \(Lazy scoring\) replaces the scoring of ruleset 'penalty-101'"
    with pytest.raises(DefinitionError, match=match):
        build_booklet(classic, "penalty-101", "en", tmp_path, house_rules=["lazy-scoring"])
    penalty = load_ruleset("penalty-101")
    with pytest.raises(DefinitionError, match=match):
        build_booklet(classic, penalty, "en", tmp_path, house_rules=["lazy-scoring"])
    plus12 = load_deck(DATA / "deck_plus12.yaml")
    on_penalty = load_ruleset("penalty-200", ["plus-one-two"], deck=plus12)
    points = on_penalty.points.with_values({"scoring": "winner_collects"}, "code")
    winner = dataclasses.replace(on_penalty, id="mine", points=points)
    with pytest.raises(DefinitionError, match=r"'plus-one-two' .* needs scoring 'penalty_points'"):
        build_booklet(plus12, winner, "en", tmp_path)
    assert not list(tmp_path.iterdir())


def test_booklet_metadata_outline_and_invariance(booklets, classic, tmp_path):
    first = booklets["ru"]  # written by another test or process of the run, maybe
    second = build_booklet(classic, "official", "ru", tmp_path).path
    assert first.read_bytes() == second.read_bytes()
    reader = PdfReader(first)
    assert reader.metadata.title == "Классическая колода: как играть"  # no-break space made plain
    assert reader.trailer["/Root"]["/Lang"] == "ru"
    titles = [item.title for item in reader.outline]
    assert titles[0] == "Что в колоде" and "Подсчёт очков" in titles


@pytest.mark.parametrize(
    ("pages", "expected"),
    [
        (8, [(7, 0), (1, 6), (5, 2), (3, 4)]),
        (12, [(11, 0), (1, 10), (9, 2), (3, 8), (7, 4), (5, 6)]),
        (6, [(None, 0), (1, None), (5, 2), (3, 4)]),
    ],
)
def test_saddle_stitch_page_order(pages, expected):
    assert saddle_stitch_order(pages) == expected


def test_saddle_stitch_can_keep_the_last_page_on_the_back_cover():
    # 7 pages: the blank comes before the last page, which is the back cover (slot 7)
    assert saddle_stitch_order(7, last_on_back=True) == [(6, 0), (1, None), (5, 2), (3, 4)]
    assert saddle_stitch_order(8, last_on_back=True) == saddle_stitch_order(8)


def test_a5_booklet_is_imposed_on_a4_landscape():
    result = booklet_pdf(format="a5-booklet")  # also read by test_preflight
    reader = PdfReader(io.BytesIO(result.path.read_bytes()))
    box = reader.pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (842, 595)
    assert len(reader.pages) % 2 == 0 and reader.outline


def test_preflight_names_missing_characters_and_language():
    with pytest.raises(FontError, match=r"language 'xx'.*U\+0041"):
        preflight(["AB"], {False: {ord("B")}, True: set()}, "xx")


def test_card_pictures_carry_the_booklets_language(monkeypatch, tmp_path):
    """Regression: the +10 picture in the hu booklet showed the English rule text."""
    import deckgen.booklet.document as booklet

    seen = []
    real = booklet.render_faces

    def spy(faces, deck, style, **kw):
        seen.append(kw.get("lang"))
        return real(faces, deck, style, **kw)

    monkeypatch.setattr(booklet, "render_faces", spy)
    build_booklet(load_deck("house-plus-ten"), "official", "hu", tmp_path)
    assert seen and set(seen) == {"hu"}


def test_no_break_spaces_hold_words_together():
    from deckgen.text.thai import break_points

    assert "e\u00a0verdhë" in break_points("e\u00a0verdhë e\u00a0gjelbër")
    assert "2\u00a0×" in break_points("= 12; 2\u00a0× Wild")


def test_booklet_subtitle_names_the_ruleset_in_its_language(booklets):
    assert "Стандартные правила" in shared_text(booklets["ru"])
    assert "กติกามาตรฐาน" in shared_text(booklets["th"])
    assert "Standard rules" in shared_text(booklets["en"])


THAI_CHAR = r"[\u0e00-\u0e7f]"


def test_thai_words_touch_their_quotes_and_colons():
    # The party rules cite house rules in quotes (“ซ้อนไพ่จั่ว”) and end lines with colons.
    text = shared_text(booklet_pdf(ruleset="party", lang="th").path)
    assert re.search(rf"“{THAI_CHAR}", text) and re.search(rf"{THAI_CHAR}”", text)
    assert re.search(rf"{THAI_CHAR}:", text)
    for spaced in (rf"“ {THAI_CHAR}", rf"{THAI_CHAR} ”", rf"{THAI_CHAR} :"):
        assert not re.search(spaced, text), spaced
    assert "\u25a0" not in text and ".notdef" not in text


def test_words_mixing_thai_and_punctuation_are_one_run():
    from deckgen.text.scripts import script_runs

    assert script_runs("ดู “ซ้อนไพ่จั่ว”: 2\xa0ใบ UNO!") == [
        (True, "ดู “ซ้อนไพ่จั่ว”: 2\xa0ใบ "),
        (False, "UNO!"),
    ]


def test_merged_thai_font_has_latin_punctuation_and_its_own_name():
    from reportlab.pdfbase.ttfonts import TTFontFile

    from deckgen.render.fonts import font_path

    for style in ("Regular", "Bold"):
        face = TTFontFile(str(font_path(f"DeckgenThai-{style}.ttf")))
        assert b"Noto" not in face.familyName and b"Noto" not in face.name
        for char in "“”:;!?0123456789•×–ABCxyzกไ่":
            assert ord(char) in face.charToGlyph, char


def test_booklet_title_and_footer_speak_the_booklets_language(booklets):
    text = shared_text(booklets["ru"])
    assert "Классическая колода" in text and "Стр. 2" in text
    assert "Classic deck" not in text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_heading_ends_a_page_and_a_section_starts_with_its_first_card(lang):
    """Regression: "Wild cards" and its one-line intro ended a page, the cards the next."""
    from deckgen.text.catalog import load_catalog

    catalog = load_catalog(lang)
    headings = {catalog.text(f"section.{key}") for key in ("wilds", "actions", "scoring")}
    pages = page_texts(booklet_pdf(lang=lang).path)
    for text in pages[:-1]:
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        body = [line for line in lines if " · " not in line or "50" in line]  # drop the footer
        assert body[-1] not in headings, body[-1]
    heading = catalog.text("section.wilds")
    wild_page = next(t for t in pages if heading in t.splitlines())
    after_heading = wild_page.split(heading, 1)[1]
    assert f"{catalog.text('card.wild')} · " in after_heading  # the first card's caption


def test_deck_texts_missing_in_the_language_are_reported(tmp_path):
    """Custom cards with only English texts: the German booklet says what fell back."""
    deck_file = tmp_path / "swap.yaml"
    deck_file.write_text(
        "id: swap-deck\nextends: classic-112-blanks\nname: Swap deck\ncard_types:\n"
        "  swap:\n    label: SWAP\n    wild: true\n    effect: {hands: swap, choose_colour: true}\n"
        "    name: {en: Wild Swap}\n    rule: {en: Swap hands with any player.}\n"
        "  pass:\n    label: PASS\n    wild: true\n    effect: {choose_colour: true}\n"
        "    name: {en: Wild Pass, de: Joker Weitergeben}\n"
        "    rule: {en: Everyone passes one card to the left.}\n"
        "remove: [blank]\nadd: [{type: swap, copies: 2}, {type: pass, copies: 2}]\n",
        encoding="utf-8",
    )
    deck = load_deck(deck_file)
    german = build_booklet(deck, "official", "de", tmp_path / "de")
    assert german.fallbacks == (
        "name of card type 'swap'",
        "rule text of card type 'pass'",  # no German words for what it does: English printed
        "rule text of card type 'swap'",  # the booklet's own German words; the card: English
    )  # noted as the cards note it: the printed cards say the English text; the deck's one
    # name, without names: for any language, is its name in every language (newcomer 12, L6)
    assert build_booklet(deck, "official", "en", tmp_path / "en").fallbacks == ()


def test_the_booklet_uses_the_decks_own_rule_text_in_its_language(tmp_path):
    """Regression: the card said one thing, the booklet (catalog text) another."""
    deck_file = tmp_path / "swap.yaml"
    deck_file.write_text(
        "id: swap-deck\nextends: classic-112-blanks\nname: Swap deck\ncard_types:\n"
        "  swap:\n    label: SWAP\n    wild: true\n    effect: {hands: swap, choose_colour: true}\n"
        "    name: {en: Wild Swap, de: Joker Tauschen}\n"
        "    rule: {en: Swap hands with anyone., de: Tausche mit irgendwem.}\n"
        "replace: {blank: swap}\n",
        encoding="utf-8",
    )
    text = pdf_text(build_booklet(load_deck(deck_file), "official", "de", tmp_path).path)
    assert "Tausche mit irgendwem." in text


def test_a_two_player_deck_booklet_says_two_players():
    """Regression: the two-player deck's booklet said "2 to 10 players"."""
    text = shared_text(booklet_pdf("two-player").path)
    assert "for 2 players" in text and "to 10 players" not in text


def _copied(path, page: int) -> str:
    """A page's text as a reader copies it: NFC, whitespace collapsed (a booklet of
    :func:`booklet_pdf`)."""
    text = page_texts(path)[page]
    return " ".join(unicodedata.normalize("NFC", text).split())


@pytest.mark.parametrize(
    ("lang", "sentences"),
    [
        ("en", ["goal.end.first_out", "turn.draw.one", "clear.empty_pile", "wild.choose.free"]),
        ("fr", ["turn.draw.one", "end.last_draw.counted", "clear.empty_pile"]),
    ],
)
def test_copied_text_has_no_ligature_characters(booklets, lang, sentences):
    path = booklets.get(lang) or booklet_pdf(lang=lang).path
    pages = [_copied(path, i) for i in range(len(page_texts(path)))]
    copied = " ".join(pages)
    assert "\ufb01" not in copied and "\ufb02" not in copied
    catalog = load_catalog(lang)
    assert "fi" in copied
    for key in sentences:
        message = catalog.messages[key]
        source = message if isinstance(message, str) else message["other"]
        source = source.replace("{due}", catalog.text("end.due.single"))  # no stacking here
        assert " ".join(source.split()) in copied, key


def test_thai_copied_from_the_booklet_is_the_thai_that_was_written(booklets):
    """Regression: shaped Thai glyphs copied as private-use characters (U+E000…) and sara am
    as nikhahit + sara aa behind its tone mark ("นํ้า" for "น้ำ")."""
    path = booklets["th"]
    copied = " ".join(_copied(path, i) for i in range(len(page_texts(path))))
    assert not [c for c in copied if "\ue000" <= c <= "\uf8ff"]
    catalog = load_catalog("th")
    # a line break inside a Thai phrase copies as a space: compare without spaces
    unspaced = "".join(copied.split())
    for key in ("turn.match", "colour.blue"):  # tone marks over vowels; ้ำ in น้ำเงิน
        assert "".join(catalog.text(key).split()) in unspaced, key
    assert "\u0e4d" not in copied  # no nikhahit: every ำ copies whole
