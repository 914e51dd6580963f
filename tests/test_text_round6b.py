"""Issue 15, native readers round 6 (code findings): the calibration sheet's own keywords,
one-letter words kept with the next word, proof-sheet labels that wrap before they shrink,
and the glance line of a house rule."""

from __future__ import annotations

import re

import pdfplumber
import pytest
from PIL import Image
from pypdf import PdfReader

from deckgen import OutputOptions, build_calibration, load_deck, print_layout
from deckgen.booklet.blocks import TableBlock
from deckgen.cardsize import DEFAULT_CARD_SIZE
from deckgen.layout.proof import LABEL_MIN_PT, LABEL_MM, LABEL_PT, write_proof_pdf
from deckgen.text.cardnames import CardName
from deckgen.text.catalog import available_languages, load_catalog
from deckgen.text.spaces import SHORT_WORDS, glue_short_words
from deckgen.units import mm_to_pt

from .booklet_helpers import compose, lines

LANGS = available_languages()


@pytest.mark.parametrize("lang", LANGS)
def test_the_calibration_sheet_has_its_own_keywords(tmp_path, lang):
    # round 6: calibration.pdf said "card game, print and play", the game files' keywords
    result = build_calibration(layout=print_layout(), output=OutputOptions(tmp_path), lang=lang)
    catalog = load_catalog(lang)
    keywords = PdfReader(result.path).metadata["/Keywords"]
    own = catalog.text("pdf.keywords_calibration").replace("\u00a0", " ")
    assert keywords == own
    assert catalog.text("pdf.keywords").replace("\u00a0", " ") not in keywords


NBSP = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "text", "glued"),
    [
        # Albanian: the joining article keeps to its adjective, "e" as "and" to its word
        ("sq", "letra e kuqe dhe i verdhë", f"letra e{NBSP}kuqe dhe i{NBSP}verdhë"),
        ("sq", "E kuqe", f"E{NBSP}kuqe"),
        # Hungarian: the article "a" and the short "s" ("and")
        ("hu", "húzz a pakliból s tedd le", f"húzz a{NBSP}pakliból s{NBSP}tedd le"),
        # not inside a word, not a letter after a hyphen
        ("sq", "kartë-e kuqe", "kartë-e kuqe"),
    ],
)
def test_one_letter_words_keep_to_the_next_word(lang, text, glued):
    assert glue_short_words(text, lang) == glued


@pytest.mark.parametrize("lang", ["it", "es", "fr", "de", "en"])
def test_languages_without_the_rule_leave_one_letter_words_alone(lang):
    assert lang not in SHORT_WORDS
    assert glue_short_words("a e o y à è", lang) == "a e o y à è"


def test_albanian_colour_headings_never_break_after_the_article():
    # round 6: the deck table's header broke as "E / kuqe"; sq.yaml typed a no-break space
    # as a workaround, now the text layer sets it
    content = compose("classic-108", "official", lang="sq")
    contents = next(s for s in content.sections if s.key == "contents")
    header = next(b for b in contents.blocks if isinstance(b, TableBlock)).rows[0]
    assert [cell for cell in header if cell.startswith("E")] == [
        f"E{NBSP}kuqe",
        f"E{NBSP}verdhë",
        f"E{NBSP}gjelbër",
        f"E{NBSP}zezë",
    ]


def _proof(tmp_path, lang: str):
    """classic-108's proof sheet in ``lang``, with plain grey faces (the labels are tested)."""
    size = DEFAULT_CARD_SIZE
    dpi = 30
    image = Image.new(
        "RGB",
        (round(size.full_width_mm / 25.4 * dpi), round(size.full_height_mm / 25.4 * dpi)),
        "grey",
    )
    deck = load_deck("classic-108")
    faces = {fc.face.id: image for fc in deck.faces}
    path = tmp_path / "proof.pdf"
    write_proof_pdf(deck, faces, image, size, path, lang=lang)
    return path


def _labels(path):
    """Each page's label characters: (char, the card frame above it) as pdfplumber reads them."""
    found = []
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            frames = [r for r in page.rects if r["width"] > 50 and r["height"] > 50]
            assert frames, "no card frames found"
            for char in page.chars:
                if not char["text"].strip():
                    continue
                middle = (char["x0"] + char["x1"]) / 2
                below = [
                    f
                    for f in frames
                    if f["x0"] - 5 <= middle <= f["x1"] + 5 and char["top"] >= f["bottom"] - 1
                ]
                if below:  # not the page header
                    found.append((char, max(below, key=lambda f: f["bottom"])))
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_proof_labels_stay_in_their_box_and_above_the_floor(tmp_path, lang):
    # round 6: es "Cambio de sentido amarillo × 2" shrank to a tiny size instead of wrapping
    labels = _labels(_proof(tmp_path, lang))
    assert labels
    box = mm_to_pt(LABEL_MM)
    for char, frame in labels:
        assert char["size"] >= LABEL_MIN_PT - 0.01, char["text"]
        assert char["x0"] >= frame["x0"] - 0.5 and char["x1"] <= frame["x1"] + 0.5, char["text"]
        assert frame["bottom"] <= char["top"] and char["bottom"] <= frame["bottom"] + box, char[
            "text"
        ]


def test_a_long_proof_label_wraps_at_full_size(tmp_path):
    labels = _labels(_proof(tmp_path, "es"))
    frames: dict[tuple[int, int, int], list] = {}
    for char, frame in labels:
        frames.setdefault(
            (char["page_number"], round(frame["x0"]), round(frame["top"])), []
        ).append(char)
    wrapped = 0
    for chars in frames.values():
        text = "".join(c["text"] for c in chars)
        if "amarillo" in text and text.startswith("Cambio"):
            rows = sorted({round(c["top"]) for c in chars})
            assert len(rows) == 2, text  # "Cambio de sentido / amarillo × 2"
            assert {c["size"] for c in chars} == {LABEL_PT}
            wrapped += 1
    assert wrapped == 1


# every shipped house rule with a deck and ruleset that take it
_CLASSIC = (
    "stacking no-stack-defence seven-o jump-in silent-two swap-on-five lazy-scoring "
    "slap-uno colour-circle reverse-reflects to-the-end seven-rounds zero-fifty "
    "draw-to-match two-player"
)
HOUSE_RULES = [("classic-108", "official", rule) for rule in _CLASSIC.split()] + [
    ("house-plus-ten", "official", "plus-ten"),
    ("plus12", "penalty-101", "plus-one-two"),
]


@pytest.mark.parametrize("lang", LANGS)
def test_each_house_rule_reads_as_a_statement_at_a_glance(lang):
    # round 6: "Draw until it fits: can't or won't play? Draw until ..." read oddly after the
    # rule's name and colon; such a rule now says its own statement (house.<id>.glance)
    catalog = load_catalog(lang)
    for deck_id, ruleset, rule in HOUSE_RULES:
        content = compose(deck_id, ruleset, house=[rule], lang=lang)
        name = catalog.text(f"house.{rule}.name")
        label = catalog.text("house.item_plain", name=name, text="")
        said = [line for line in lines(content, "summary") if line.startswith(label)]
        assert len(said) == 1, (rule, lines(content, "summary"))
        after = said[0][len(label) :]
        assert "?" not in after and "¿" not in after, said[0]
        # one sentence: nothing ends a sentence before the line's end
        assert not re.search(r"[.!?]\s+\w", after), said[0]
        if catalog.has(f"house.{rule}.glance"):
            # classic-108's coloured draw card, its words kept together as a filled-in name
            card = CardName(catalog.text("card.draw_two"))
            assert after == catalog.text(f"house.{rule}.glance", card=card)
