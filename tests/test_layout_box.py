"""The card box (deckgen box): its plan in mm, and the PDF drawing that plan."""

from __future__ import annotations

import math
import re

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from deckgen import BoxOptions, LayoutError, OutputOptions, RenderOptions, build_box, load_deck
from deckgen.cli import app
from deckgen.layout.boxpdf import box_texts
from deckgen.layout.boxplan import (
    BLEED_MM,
    FOLD_ALLOWANCE_MM,
    LID_EXTRA_MM,
    MIN_TEXT_PT,
    PAGE_MARGIN_MM,
    BoxPlan,
    Rect,
    plan_box,
)
from deckgen.layout.presets import card_stock, card_trim_size, paper_size
from deckgen.text.cardnames import CardName
from deckgen.text.catalog import available_languages, load_catalog
from deckgen.text.spaces import plain_spaces

from .conftest import DATA
from .pdfutil import image_placements, line_segments, page_size_mm

TOL = 0.05
LANGS = ("de", "en", "es", "fr", "hu", "it", "pl", "ru", "sq", "th")


def _plan(deck_id: str, paper: str = "A4", card: str | None = None, lang: str = "en", **kw):
    deck = load_deck(deck_id)
    _, w, h = card_trim_size(card)
    _, pw, ph = paper_size(paper)
    caliper = card_stock()[1].caliper
    return deck, plan_box((w, h), deck.total_cards, caliper, (pw, ph), box_texts(deck, lang), **kw)


def _pieces(plan: BoxPlan, name: str) -> list[Rect]:
    return [p.rect for page in plan.pages for p in page.pieces if p.name == name]


def test_the_default_caliper_is_stated_and_from_the_reference():
    name, stock = card_stock()
    assert (name, stock.caliper, stock.sleeve) == ("home", 0.30, (0.0, 0.0))
    assert card_stock("sleeved")[1].sleeve == (2.5, 2.1)  # 66 x 91 mm for a poker card
    assert card_stock("0.27mm")[1].caliper == pytest.approx(0.27)
    with pytest.raises(LayoutError, match="unknown caliper"):
        card_stock("cardbord")


@pytest.mark.parametrize("deck_id", ["classic-108", "classic-112"])
@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("card", [None, "poker"])
def test_panels_are_the_inside_size_plus_the_fold_allowance(deck_id, paper, card):
    deck, plan = _plan(deck_id, paper, card)
    _, cw, ch = card_trim_size(card)
    inside = plan.inside
    assert inside.width == pytest.approx(cw + 1.0)
    assert inside.height == pytest.approx(ch + 1.0)
    assert inside.depth == pytest.approx(deck.total_cards * 0.30)
    f = FOLD_ALLOWANCE_MM
    a, h, d = inside.width + f, inside.height + f, inside.depth + f
    if plan.kind == "tuck":
        for name, size in {
            "front": (a, h),
            "back": (a, h),
            "side-left": (d, h),
            "side-right": (d, h),
            "lid": (a, d),
            "bottom": (a, d),
        }.items():
            (rect,) = _pieces(plan, name)
            assert (rect.w, rect.h) == pytest.approx(size, abs=TOL), name
    else:
        base, lid = plan.pages
        floor = next(p.rect for p in base.pieces if p.name == "floor")
        assert (floor.w, floor.h) == pytest.approx((a, h), abs=TOL)
        lid_floor = next(p.rect for p in lid.pieces if p.name == "floor")
        assert (lid_floor.w, lid_floor.h) == pytest.approx(
            (a + LID_EXTRA_MM, h + LID_EXTRA_MM), abs=TOL
        )


def test_classic_108_on_a4_is_one_tuck_box_of_57_by_88_by_32_4_mm():
    _, plan = _plan("classic-108")
    assert (plan.kind, plan.boxes, len(plan.pages)) == ("tuck", 1, 1)
    inside = plan.inside
    assert (inside.width, inside.height, inside.depth) == pytest.approx((57.0, 88.0, 32.4))


def _inside(rect: Rect, x: float, y: float, eps: float = 0.01) -> bool:
    return rect.x + eps < x < rect.right - eps and rect.y + eps < y < rect.top - eps


@pytest.mark.parametrize(
    "deck_id,kind", [("classic-108", None), ("classic-112", None), ("classic-108", "two-part")]
)
def test_cuts_stay_outside_the_panels_and_folds_on_their_edges(deck_id, kind):
    _, plan = _plan(deck_id, kind=kind)
    for page in plan.pages:
        panels = [p.rect for p in page.pieces if p.role == "panel"]  # flaps are chamfered
        for line in page.lines:
            points = [
                (line.x1 + (line.x2 - line.x1) * k / 20, line.y1 + (line.y2 - line.y1) * k / 20)
                for k in range(21)
            ]
            for rect in panels:
                inside = [(x, y) for x, y in points if _inside(rect, x, y)]
                if page.part == "tuck" and rect == page.art:  # the front: its thumb notch only
                    r = min(10.0, rect.w / 4) + 0.01
                    centre = (rect.x + rect.w / 2, rect.top)
                    inside = [p for p in inside if math.dist(p, centre) > r]
                assert not inside, (line, rect)
            if line.kind == "fold":  # a fold joins two pieces: it lies on a piece's edge
                assert any(
                    min(abs(x - r.x), abs(x - r.right)) < 1e-6
                    or min(abs(y - r.y), abs(y - r.top)) < 1e-6
                    for r in [p.rect for p in page.pieces]
                    for x, y in [(line.x1, line.y1)]
                )


@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("cards", [108, 112, 250, 1000])
def test_nothing_crosses_the_page_margin(paper, cards):
    deck = load_deck("classic-108")
    _, pw, ph = paper_size(paper)
    plan = plan_box((56.0, 87.0), cards, 0.30, (pw, ph), box_texts(deck, "en"))
    edge = PAGE_MARGIN_MM + BLEED_MM - 1e-6
    for page in plan.pages:
        assert sorted((page.width, page.height)) == pytest.approx(sorted((pw, ph)))
        xs = [x for x, _ in page.outline] + [t.x for t in page.texts]
        ys = [y for _, y in page.outline] + [t.y for t in page.texts]
        for piece in page.pieces:
            xs += [piece.rect.x, piece.rect.right]
            ys += [piece.rect.y, piece.rect.top]
        assert min(xs) >= edge and max(xs) <= page.width - edge
        assert min(ys) >= edge and max(ys) <= page.height - edge


def test_a_1000_card_deck_gets_several_boxes_never_a_net_off_the_page():
    deck = load_deck("classic-108")
    plan = plan_box((56.0, 87.0), 1000, 0.30, (210.0, 297.0), box_texts(deck, "en"))
    assert plan.boxes > 1
    assert plan.inside.cards * plan.boxes >= 1000
    assert len(plan.pages) == plan.boxes * (1 if plan.kind == "tuck" else 2)
    names = [plain_spaces(t.text) for page in plan.pages for t in page.texts]
    assert f"Classic deck · box {plan.boxes} of {plan.boxes}" in names


def test_a_box_that_cannot_fit_is_refused_with_its_sizes():
    deck = load_deck("classic-108")
    with pytest.raises(LayoutError, match=r"no box fits the paper: inside 201\.0 × 281\.0"):
        plan_box((200.0, 280.0), 1000, 0.30, (210.0, 297.0), box_texts(deck, "en"))


def test_a_thick_deck_asked_as_tuck_box_is_shared_out_over_tuck_boxes():
    deck = load_deck("classic-108")
    plan = plan_box((56.0, 87.0), 400, 0.30, (210.0, 297.0), box_texts(deck, "en"), kind="tuck")
    assert plan.kind == "tuck" and plan.boxes > 1


def test_without_a_kind_a_deck_too_thick_for_a_tuck_box_gets_a_two_part_box():
    deck = load_deck("classic-108")
    plan = plan_box((56.0, 87.0), 200, 0.30, (210.0, 297.0), box_texts(deck, "en"))
    assert (plan.kind, plan.boxes, [p.part for p in plan.pages]) == ("two-part", 1, ["base", "lid"])


def test_all_ten_languages_have_the_box_texts():
    assert sorted(available_languages()) == sorted(LANGS)


@pytest.mark.parametrize("lang", LANGS)
def test_the_back_panel_lists_the_contents_in_each_language(lang):
    deck, plan = _plan("classic-108", lang=lang)
    cat = load_catalog(lang)
    (back,) = _pieces(plan, "back")
    on_back = [
        t for t in plan.pages[0].texts if back.x < t.x < back.right and back.y < t.y < back.top
    ]
    texts = [t.text for t in on_back]
    assert texts[:2] == [deck.name_in(lang), cat.plural("box.total", 108)]
    assert cat.text("box.numbers", n=76) in texts
    wild_draw_four = CardName(cat.text("card.wild_draw_four"))  # as filled in: words kept together
    assert cat.text("box.count", card=wild_draw_four, n=4) in texts
    assert len(texts) == 2 + 6  # numbers, skip, reverse, draw two, wild, wild draw four
    assert min(t.size_pt for t in on_back) >= MIN_TEXT_PT
    inside = [t.text for t in plan.pages[0].texts if "32" in t.text and "88" in t.text]
    assert inside and ("32.4" in inside[0] or "32,4" in inside[0])


def test_a_back_panel_too_small_for_the_contents_says_name_and_total():
    deck = load_deck("classic-112")
    plan = plan_box((30.0, 25.0), 112, 0.30, (210.0, 297.0), box_texts(deck, "en"), kind="tuck")
    (back,) = _pieces(plan, "back")
    on_back = [plain_spaces(t.text) for t in plan.pages[0].texts if back.x < t.x < back.right]
    on_back = [t for t in on_back if t in (deck.name, "112 cards") or ":" in t]
    assert on_back == [deck.name, "112 cards"]


@pytest.fixture(scope="module")
def classic_box(tmp_path_factory):
    deck = load_deck("classic-108")
    out = tmp_path_factory.mktemp("box")
    render = RenderOptions(dpi=72)
    return build_box(deck, render=render, output=OutputOptions(out))


def test_the_pdf_draws_the_plan(classic_box):
    _, plan = _plan("classic-108")
    reader = PdfReader(classic_box.path)
    assert len(reader.pages) == len(plan.pages) == classic_box.pages
    page = plan.pages[0]
    assert page_size_mm(reader, 0) == pytest.approx((page.width, page.height), abs=0.01)
    drawn = line_segments(reader, 0)
    for line in page.lines:
        assert any(
            abs(s.x1_mm - line.x1) < 0.01
            and abs(s.y1_mm - line.y1) < 0.01
            and abs(s.x2_mm - line.x2) < 0.01
            and abs(s.y2_mm - line.y2) < 0.01
            for s in drawn
        ), line
    assert classic_box.inside_mm == pytest.approx((57.0, 88.0, 32.4))
    (art,) = image_placements(reader, 0)  # the deck's back covers the front panel
    front = page.art
    assert front is not None
    assert art.width_mm >= front.w - 0.01 and art.height_mm >= front.h - 0.01
    centre = (art.x_mm + art.width_mm / 2, art.y_mm + art.height_mm / 2)
    assert centre == pytest.approx((front.x + front.w / 2, front.y + front.h / 2), abs=0.01)


def test_the_sides_carry_the_name_along_the_spine():
    deck, plan = _plan("classic-108")
    for name in ("side-left", "side-right"):
        (side,) = _pieces(plan, name)
        (text,) = [
            t for t in plan.pages[0].texts if side.x < t.x < side.right and side.y < t.y < side.top
        ]
        assert (text.text, text.rotation) == (deck.name, 90.0)
        assert text.size_pt >= MIN_TEXT_PT


def test_box_options_refuse_an_unknown_kind():
    with pytest.raises(LayoutError, match="unknown box kind"):
        BoxOptions(kind="shoebox")


def test_the_box_command_writes_box_pdf(tmp_path):
    result = CliRunner().invoke(
        app, ["box", "classic-108", "--dpi", "72", "--kind", "two-part", "--out", str(tmp_path)]
    )
    assert result.exit_code == 0, result.output
    assert "two-part box" in result.output and "57.0 × 88.0 × 32.4 mm" in result.output
    assert len(PdfReader(tmp_path / "box.pdf").pages) == 2


def test_the_box_command_refuses_a_box_off_the_paper(tmp_path):
    result = CliRunner().invoke(
        app, ["box", "classic-108", "--card", "200x280mm", "--out", str(tmp_path)]
    )
    assert result.exit_code == 1
    assert "no box fits the paper" in result.output
    assert not (tmp_path / "box.pdf").exists()


def _depth_mm(path) -> float:
    """The inside depth a box.pdf states in its Subject (the flap's "inside W × H × D mm")."""
    subject = str(PdfReader(path).metadata["/Subject"])
    return float(re.findall(r"[\d.]+", subject)[-1])


def test_build_with_box_writes_the_box_on_the_sheets_paper(tmp_path):
    """On the sheets' paper; and holding the reference cards printed with the deck
    (newcomer L3: the stack counted the deck's cards only): its depth grows by 3 ×
    caliper, as ``deckgen box --reference-card --reference-copies 3`` makes it, and the
    output line says how many cards it holds."""
    deck = str(DATA / "twelve-cards.yaml")
    args = ["build", deck, "--dpi", "72", "--box", "--paper", "Letter", "--out", str(tmp_path)]
    references = ["--reference-card", "--reference-copies", "3"]
    result = CliRunner().invoke(app, [*args, *references])
    assert result.exit_code == 0, result.output
    said = " ".join(result.output.split())
    assert "tuck box for 15 cards, 3 of them reference cards" in said
    # the paper's name, as the box command says it (newcomer 10, L8: "215.9x279.4mm")
    assert "1 page, Letter;" in said
    reader = PdfReader(tmp_path / "box.pdf")
    assert sorted(page_size_mm(reader, 0)) == pytest.approx([215.9, 279.4], abs=0.01)
    depths, lines = {}, {}
    for name, extra in (("bare", []), ("with", references)):
        out = tmp_path / name
        box = ["box", deck, "--dpi", "72", "--paper", "Letter", "--out", str(out), *extra]
        boxed = CliRunner().invoke(app, box)
        assert boxed.exit_code == 0, boxed.output
        depths[name], lines[name] = _depth_mm(out / "box.pdf"), " ".join(boxed.output.split())
    assert "tuck box for 12 cards, inside" in lines["bare"]
    assert "tuck box for 15 cards, 3 of them reference cards" in lines["with"]
    caliper = card_stock()[1].caliper
    assert depths["with"] - depths["bare"] == pytest.approx(3 * caliper, abs=0.06)
    assert _depth_mm(tmp_path / "box.pdf") == depths["with"]


def test_a_box_holds_the_reference_cards_it_is_given(tmp_path):
    """The model: ``BoxOptions.reference_copies`` cards deepen the box by that many
    calipers, and its back panel lists them under their title (newcomer L3)."""
    deck = load_deck("classic-108")
    caliper = card_stock()[1].caliper
    plain = build_box(deck, render=RenderOptions(dpi=72), output=OutputOptions(tmp_path / "a"))
    boxed = build_box(
        deck,
        box=BoxOptions(reference_copies=4),
        render=RenderOptions(dpi=72),
        output=OutputOptions(tmp_path / "b"),
    )
    assert boxed.inside_mm[2] - plain.inside_mm[2] == pytest.approx(4 * caliper)
    assert (boxed.cards_per_box, boxed.reference_cards) == (112, 4)
    text = " ".join(PdfReader(boxed.path).pages[0].extract_text().split())
    assert "112 cards" in text and "The rules at a glance: 4" in text
    with pytest.raises(LayoutError, match="0 or more"):
        BoxOptions(reference_copies=-1)


def test_the_pdf_subject_gives_the_inside_size_as_the_flap_does(tmp_path):
    """Round-3 native review (ru, es): the Subject said "57.0 × 88.0 × 32.4 mm" in every
    language; it is the flap's text, with the language's decimal mark and words."""
    deck = load_deck("classic-108")
    result = build_box(
        deck, render=RenderOptions(dpi=72, lang="ru"), output=OutputOptions(tmp_path)
    )
    subject = str(PdfReader(result.path).metadata["/Subject"])
    assert "57,0" in subject and "мм" in subject and "57.0" not in subject


def test_the_proof_header_joins_its_parts_with_the_languages_separator(tmp_path):
    result = CliRunner().invoke(
        app, ["proof", "classic-108", "-o", str(tmp_path), "--dpi", "72", "--lang", "fr"]
    )
    assert result.exit_code == 0, result.output
    header = PdfReader(tmp_path / "proof.pdf").pages[0].extract_text()
    assert "\u00a0; " in header or " ; " in header
    assert "108; " not in header


def test_the_net_takes_the_backs_field_and_the_front_name_is_outlined(classic_box):
    """Newcomer review (session 5): with the white rim of the classic back, the net turned
    white and the front name sat black on the black picture. The net takes the field
    inside the rim; a name on the picture gets an outline of the other tone (text render
    mode 1, stroke) under its fill."""
    content = PdfReader(classic_box.path).pages[0].get_contents().get_data().decode("latin-1")
    assert "1 Tr" in content  # the outline pass of the name on the front picture
    from deckgen.layout.boxpdf import _field_colour
    from deckgen.render.back import render_back
    from deckgen.render.style import load_style

    back = render_back(load_deck("classic-108"), load_style("classic"), dpi=72)
    assert back.getpixel((2, 2))[:3] == (255, 255, 255)  # the rim
    assert max(_field_colour(back)) < 0.2  # the near-black field, not the rim
