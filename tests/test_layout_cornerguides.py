"""Corner guides (``--corner-guides``, issue #18): a quarter arc of the style's corner
radius at each trim corner of every front card, pure K, off by default."""

from __future__ import annotations

import math

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from deckgen import OutputOptions, RenderOptions, build_sheets, load_style, print_layout
from deckgen.cli import app as deckgen_app
from deckgen.layout.imposition import impose
from deckgen.layout.pageplan import plan_text
from deckgen.layout.sheets import sheets_plan
from tests.pdfutil import curves, image_placements

from .preflight import preflight

TOL_MM = 0.05
LOW = RenderOptions(dpi=72)


def _sheets(deck, tmp_path, **layout):
    result = build_sheets(
        deck, layout=print_layout(**layout), render=LOW, output=OutputOptions(tmp_path)
    )
    return result, PdfReader(result.path)


def _trim_corners(card, bleed_mm):
    """(corner x, corner y, inward x sign, inward y sign) for the four trim corners."""
    left, low = card.x_mm + bleed_mm, card.y_mm + bleed_mm
    right, top = card.x_mm + card.width_mm - bleed_mm, card.y_mm + card.height_mm - bleed_mm
    return [(left, low, 1, 1), (right, low, -1, 1), (right, top, -1, -1), (left, top, 1, -1)]


def _fits(arc, corner, radius):
    """Whether ``arc`` is the quarter circle of ``radius`` rounding ``corner``."""
    x, y, sx, sy = corner
    cx, cy = x + sx * radius, y + sy * radius
    ends = {(round(px - x, 2), round(py - y, 2)) for px, py in (arc.at(0), arc.at(1))}
    want = {(round(sx * radius, 2), 0.0), (0.0, round(sy * radius, 2))}
    on_circle = all(
        abs(math.dist(arc.at(t), (cx, cy)) - radius) <= TOL_MM for t in (0, 0.25, 0.5, 0.75, 1)
    )
    close_ends = all(
        any(abs(a - b) <= TOL_MM and abs(c - d) <= TOL_MM for b, d in want) for a, c in ends
    )
    return on_circle and close_ends


@pytest.mark.parametrize("duplex", ["long", "fold"])
def test_each_front_card_corner_gets_the_styles_radius(twelve, tmp_path, duplex):
    radius = load_style().corner_radius_mm
    result, reader = _sheets(twelve, tmp_path, corner_guides=True, duplex=duplex)
    bleed = print_layout().card.bleed_mm
    fronts = image_placements(reader, 0)[: result.cards_per_page]  # fold: then the backs
    arcs = curves(reader, 0)
    assert len(arcs) == 4 * len(fronts)  # one Bézier per quarter arc, fronts only
    for card in fronts:
        for corner in _trim_corners(card, bleed):
            assert sum(_fits(arc, corner, radius) for arc in arcs) == 1, (card, corner)


def test_none_without_the_flag_and_none_on_back_pages(twelve, tmp_path):
    _, plain = _sheets(twelve, tmp_path / "plain")
    assert all(not curves(plain, i) for i in range(len(plain.pages)))
    _, guided = _sheets(twelve, tmp_path / "guided", corner_guides=True)
    assert curves(guided, 0) and not curves(guided, 1)  # page 2: the backs


def test_guides_are_pure_k(twelve, tmp_path):
    result, _ = _sheets(twelve, tmp_path, corner_guides=True, duplex="none")
    report = preflight(result.path)
    assert report.ok, report.summary()
    assert all(k[:3] == (0, 0, 0) for k in report.k_strokes)


def test_the_plan_carries_the_arcs_as_data(classic):
    layout = print_layout(corner_guides=True)
    page = sheets_plan(classic, impose(layout), corner_radius_mm=3.5).pages[0]
    assert len(page.arcs) == 4 * len(page.cards)
    assert {arc.radius_mm for arc in page.arcs} == {3.5}
    assert "arc " in plan_text(page)
    plain = sheets_plan(classic, impose(print_layout()), corner_radius_mm=3.5).pages[0]
    assert plain.arcs == () and "arc " not in plan_text(plain)


@pytest.mark.parametrize("command, builder", [("sheets", "build_sheets"), ("build", "build_all")])
def test_the_cli_flag_reaches_the_layout(command, builder, monkeypatch, tmp_path):
    seen = []

    def stop(deck, *, layout, **_):
        seen.append(layout.corner_guides)
        raise SystemExit(0)

    monkeypatch.setattr(f"deckgen.{builder}", stop)
    runner = CliRunner()
    for flags in ([], ["--corner-guides"]):
        runner.invoke(deckgen_app, [command, "classic-108", *flags, "-o", str(tmp_path)])
    assert seen == [False, True]
