"""The printer calibration sheet: two pages that show how far a printer's backs are off.

Internal; :func:`deckgen.build_calibration` is public.

The front page carries three stations, each a pair of millimetre scales (X across, Y up)
with 0.5 mm ticks. The back page carries a red cross-hair line behind each scale's zero,
placed where a perfect printer would put it for the chosen flip. Held up to the light, the
red line crosses the scale at the misregistration. The scale numbers are already turned
into the offset to type: for the axis a flip mirrors, a back that drifts right shows up
left when seen from the front, and the labels account for it. A frame near the page edge
is printed on both sides: if its two copies are not parallel, the printer skews the paper,
which no offset can correct.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from ..errors import LayoutError
from ..output import atomic_path
from ..text.thai import wrap_lines
from ..units import mm_to_pt
from .grid import Box
from .offsets import offset_number, offset_separator
from .pdffonts import register_fonts
from .planpdf import draw_check_bar
from .printlayout import PrintLayout
from .sheettext import Lettering, draw_line, sheet_lettering

SCALE_HALF_MM = 10.0
TICK_STEP_MM = 0.5
LABEL_STEP_MM = 2.0
POINTER_HALF_MM = 9.0
Y_SCALE_DX_MM = 36.0  # the Y scale sits this far right of the X scale's zero
FRAME_INSET_MM = 8.0  # the skew frame, inside the margin
RED = (0.85, 0.1, 0.1)
CALIBRATION_FILE = "calibration.pdf"


@dataclass(frozen=True)
class CalibrationResult:
    """The sheet written, the page it is laid out on, the flip it was made for."""

    path: Path
    page_mm: tuple[float, float]
    duplex: str
    stations_mm: list[tuple[float, float]]


def _page(layout: PrintLayout) -> tuple[tuple[float, float], str]:
    from .imposition import mirror_axis_for

    short_mm = min(layout.paper.width_mm, layout.paper.height_mm)
    long_mm = max(layout.paper.width_mm, layout.paper.height_mm)
    landscape = layout.orientation == "landscape"
    page = (long_mm, short_mm) if landscape else (short_mm, long_mm)
    return page, mirror_axis_for(layout.duplex, landscape)


def stations_mm(page_mm: tuple[float, float]) -> list[tuple[float, float]]:
    """Zero point of each station's X scale, front page coordinates (top, middle, bottom)."""
    x = page_mm[0] / 2 - Y_SCALE_DX_MM / 2
    return [(x, page_mm[1] * f) for f in (0.56, 0.38, 0.2)]


def write_calibration_pdf(layout: PrintLayout, path: Path, lang: str = "en") -> CalibrationResult:
    """Write the two-page calibration sheet for ``layout``'s paper, orientation and flip.

    The back page is shifted by ``layout.back_offset_mm`` like any back page, so printing
    it again with the offset found should put every red line on its scale's 0 + offset.
    The document information (title, subject, keywords) and the check bar are in ``lang``.
    Raises :class:`LayoutError` for a one-sided mode, :class:`OutputError` if unwritable.
    """
    if not layout.two_sided:
        raise LayoutError(
            f"calibration is for two-sided printing; --duplex {layout.duplex} prints one side "
            "only, so use --duplex long or --duplex short"
        )
    font, bold = register_fonts()
    page_mm, axis = _page(layout)
    sign_x = 1 if axis == "x" else -1  # offset = back offset used + sign × front reading
    sign_y = 1 if axis == "y" else -1
    stations = stations_mm(page_mm)
    with atomic_path(path) as tmp:
        canvas = Canvas(
            str(tmp),
            pagesize=tuple(mm_to_pt(v) for v in page_mm),
            invariant=1,
            initialFontName=font,
        )
        letters = sheet_lettering(lang)
        letters.describe(
            canvas,
            letters.pdf("calibration"),
            letters.duplex(layout.duplex),
            keywords="keywords_calibration",
        )
        _front(canvas, layout, page_mm, stations, (sign_x, sign_y), (font, bold), letters)
        canvas.showPage()
        _back(canvas, layout, page_mm, axis, stations, (font, bold), letters)
        canvas.showPage()
        canvas.save()
    return CalibrationResult(path, page_mm, layout.duplex, stations)


def _instructions(layout: PrintLayout, letters: Lettering) -> list[str]:
    """The six steps in the sheet's language (catalog ``calibration.step1`` ...); the
    commands to type stay as typed, their placeholders (``calibration.deck_word``,
    ``calibration.name_word``) are the language's words. The offset used fills ``{dx}`` and
    ``{dy}``, each a number in the language's own decimal form (1,5 in German), and the
    commands give the reading as ``X,Y``, or as ``"X;Y"`` (quoted for the shell) where
    numbers take a decimal comma, step 5 then saying why the quotes are typed too
    (``calibration.step5_quotes``: unquoted, a shell ends the command at the ``;`` and
    deckgen gets ``1,5``, read as X 1 mm, Y 5 mm; newcomer 11, M1); with no
    offset used (0, 0), step 4 is ``calibration.step4_unshifted``: a reading of 0 means the
    printer needs none."""
    dx, dy = layout.back_offset_mm
    reading = "X,Y@landscape" if layout.orientation == "landscape" else "X,Y"
    quoted = offset_separator(letters.catalog.locale) == ";"
    if quoted:
        # decimal commas: X;Y, quoted, or a shell ends the command at the ';' (newcomer 10, M1)
        reading = '"' + reading.replace(",", ";") + '"'
    say = letters.catalog.text
    deck, name = say("calibration.deck_word"), say("calibration.name_word")
    values = {
        "paper": layout.paper.name,
        "duplex": letters.duplex(layout.duplex),
        "dx": offset_number(dx, letters.catalog.locale),
        "dy": offset_number(dy, letters.catalog.locale),
        "sheets": _command(f"deckgen sheets {deck} --back-offset {reading}"),
        "printer": _command(f"deckgen printer {name} --back-offset {reading}"),
        "use_printer": _command(f"--printer {name}"),
    }
    steps = [f"step{n}" for n in range(1, 7)]
    if abs(dx) < 1e-9 and abs(dy) < 1e-9:  # nothing was shifted: say what a 0 reading means
        steps[3] = "step4_unshifted"
    lines = [say(f"calibration.{step}", **values) for step in steps]
    if quoted:
        lines[4] += " " + say("calibration.step5_quotes")
    return lines


KEEP_HYPHEN = "\u2011"  # a command's hyphens while wrapping: a line never breaks in an option
KEEP_SPACE = "\ue000"  # a command's spaces while wrapping (private use): one command, one line
MINUS = "\u2212"  # the minus sign of offsets and scale labels (the fonts have it: add_minus_sign)


def _command(text: str) -> str:
    """A command to type as one unbreakable piece: its hyphens and spaces are placeholders
    until :func:`wrapped` has broken the lines (:func:`_typed` restores them)."""
    return text.replace("-", KEEP_HYPHEN).replace(" ", KEEP_SPACE)


def wrapped(paragraphs: list[str], font: str, size: float, width_pt: float) -> list[str]:
    """``paragraphs`` broken into lines no wider than ``width_pt`` at ``size`` pt of ``font``,
    at the text layer's break points (:func:`deckgen.text.thai.wrap_lines`): never at the
    no-break spaces the catalog layer sets (a Polish "w" keeps to its next word), nor
    inside a command to type (its spaces and hyphens are placeholders while wrapping)."""
    lines = []
    for paragraph in paragraphs:
        for line in wrap_lines(paragraph, width_pt, lambda s: stringWidth(_typed(s), font, size)):
            lines.append(_typed(line))
    return lines


def _typed(text: str) -> str:
    return text.replace(KEEP_HYPHEN, "-").replace(KEEP_SPACE, " ")


def _say(
    canvas, letters: Lettering, font: str, size: float, x_mm: float, y_mm: float, text: str
) -> None:
    """One line at ``(x_mm, y_mm)`` in ``font`` (the sheet's script font where it shapes)."""
    canvas.setFont(letters.font if letters.shaping else font, size)
    draw_line(canvas, mm_to_pt(x_mm), mm_to_pt(y_mm), text, shaping=letters.shaping)


def _front(canvas, layout, page_mm, stations, signs, fonts, letters) -> None:
    font, bold = fonts
    width, height = page_mm
    top = height - layout.margin_mm - FRAME_INSET_MM - 10
    left = layout.margin_mm + 14
    _say(canvas, letters, bold, 13, left, top, letters.catalog.text("calibration.front"))
    size = INSTRUCTION_PT
    text_font = letters.font if letters.shaping else font
    width_pt = mm_to_pt(width - 2 * left)
    lines = wrapped(_instructions(layout, letters), text_font, size, width_pt)
    for index, line in enumerate(lines):
        _say(canvas, letters, font, size, left, top - 8 - size * 0.48 * index, line)
    for key, (x, y) in zip(("top", "middle", "bottom"), stations, strict=True):
        caption_y = _x_scale(canvas, x, y, signs[0], layout.back_offset_mm[0], font)
        _y_scale(canvas, x + Y_SCALE_DX_MM, y, signs[1], layout.back_offset_mm[1], font)
        name = letters.catalog.text(f"calibration.{key}")
        canvas.setFont(letters.font if letters.shaping else bold, 10)
        canvas.drawRightString(mm_to_pt(x - SCALE_HALF_MM - 6), mm_to_pt(y - 1), name)
        axis = letters.catalog.text
        canvas.setFont(letters.font if letters.shaping else font, 8)
        for axis_name, (ax, ay) in (
            ("X", (x, caption_y)),
            ("Y", (x + Y_SCALE_DX_MM, y - SCALE_HALF_MM - 5)),
        ):
            draw_line(
                canvas,
                mm_to_pt(ax),
                mm_to_pt(ay),
                axis("calibration.axis", axis=axis_name),
                shaping=letters.shaping,
                centre=True,
            )
    _frame_and_bar(canvas, layout, page_mm, font, letters)


INSTRUCTION_PT = 8.5  # the steps, read at the desk; 0.48 mm of line per point of size


def _tick_mm(step: int) -> float:
    """Tick length: the zero longest, whole millimetres longer than half ones."""
    return 6.0 if step == 0 else (3.6 if step % 2 == 0 else 2.0)


def _x_scale(canvas, x0, y0, sign, used, font) -> float:
    """Ticks up from the line; upright labels in staggered rows above the ticks and under
    the line (:func:`x_label_y_mm`), so a label may be wider than the 2 mm between
    neighbours (readable at arm's length): as many rows as :func:`x_label_rows` finds the
    labels need to keep clear of each other. Returns the baseline (mm) for the caption
    under the scale, clear of its lowest labels."""
    canvas.setLineWidth(0.35)
    canvas.line(*_pt(x0 - SCALE_HALF_MM, y0), *_pt(x0 + SCALE_HALF_MM, y0))
    steps = round(SCALE_HALF_MM / TICK_STEP_MM)
    rows = x_label_rows(used, sign, font)
    for step in range(-steps, steps + 1):
        r = step * TICK_STEP_MM
        canvas.line(*_pt(x0 + r, y0), *_pt(x0 + r, y0 + _tick_mm(step)))
        if r % LABEL_STEP_MM == 0:
            row = round(r / LABEL_STEP_MM) % rows  # neighbours on different rows
            canvas.setFont(font, SCALE_LABEL_PT)
            canvas.drawCentredString(*_pt(x0 + r, x_label_y_mm(y0, row)), _label(used + sign * r))
    lowest = max(row for row in range(rows) if row % 2)  # the last row under the line
    return x_label_y_mm(y0, lowest) - X_CAPTION_BELOW_MM


def x_label_y_mm(y0: float, row: int) -> float:
    """The baseline (mm from the page foot) of the X scale's label row ``row`` for a scale
    line at ``y0`` mm: even rows above the ticks, odd rows just under the line, each pair
    a row further out, so no label is more than one row from its tick (the first native
    readers found the third row above too far to tell which tick it named)."""
    level = row // 2
    if row % 2 == 0:
        return y0 + _tick_mm(0) + 1.0 + level * LABEL_ROW_MM
    return y0 - 1.0 - 2 * LABEL_HALF_CAP_MM - level * LABEL_ROW_MM


def x_label_rows(used: float, sign: int, font: str) -> int:
    """How many staggered rows the X scale's labels take for the offset ``used`` (mm) and
    the axis ``sign`` (±1), set in ``font`` at :data:`SCALE_LABEL_PT`: the fewest, two or
    more, at which two labels on one row (``rows`` × 2 mm apart) keep :data:`LABEL_GAP_MM`
    clear of each other. Whole offsets ("+8" beside "+10") take three, a fractional one
    ("+10.5") four."""
    steps = round(SCALE_HALF_MM / LABEL_STEP_MM)
    half_mm = [
        stringWidth(_label(used + sign * step * LABEL_STEP_MM), font, SCALE_LABEL_PT)
        * 25.4
        / 72
        / 2
        for step in range(-steps, steps + 1)
    ]
    rows = 2
    while rows < len(half_mm) and any(
        half_mm[i] + half_mm[i + rows] + LABEL_GAP_MM > rows * LABEL_STEP_MM
        for i in range(len(half_mm) - rows)
    ):
        rows += 1
    return rows


SCALE_LABEL_PT = 7.5  # "+10" is about 4 mm wide: staggered rows, 4 mm apart, keep clear
LABEL_ROW_MM = 3.6
LABEL_GAP_MM = 0.5  # the least space between two labels on one row
X_CAPTION_BELOW_MM = 4.5  # "X (mm)" under the labels below the line, clear of them
LABEL_HALF_CAP_MM = SCALE_LABEL_PT * 0.714 / 2 * 25.4 / 72  # centres a label on its tick


def _y_scale(canvas, x0, y0, sign, used, font) -> None:
    """Ticks right of the line; labels beside every 2 mm tick, every other one on the
    line's left, so same-side labels are 4 mm apart."""
    canvas.setLineWidth(0.35)
    canvas.line(*_pt(x0, y0 - SCALE_HALF_MM), *_pt(x0, y0 + SCALE_HALF_MM))
    steps = round(SCALE_HALF_MM / TICK_STEP_MM)
    for step in range(-steps, steps + 1):
        r = step * TICK_STEP_MM
        canvas.line(*_pt(x0, y0 + r), *_pt(x0 + _tick_mm(step), y0 + r))
        if r % LABEL_STEP_MM == 0:
            canvas.setFont(font, SCALE_LABEL_PT)
            label_y, text = y0 + r - LABEL_HALF_CAP_MM, _label(used + sign * r)
            if round(r / LABEL_STEP_MM) % 2:
                canvas.drawRightString(*_pt(x0 - 1.0, label_y), text)
            else:
                canvas.drawString(*_pt(x0 + _tick_mm(0) + 1.0, label_y), text)


def _label(value: float) -> str:
    """A scale label: "0", "+2", "−2" (a real minus sign, U+2212)."""
    return "0" if abs(value) < 1e-9 else f"{value:+g}".replace("-", MINUS)


def _back(canvas, layout, page_mm, axis, stations, fonts, letters) -> None:
    font, bold = fonts
    width, height = page_mm
    canvas.saveState()
    canvas.translate(*_pt(*layout.back_offset_mm))

    def mirror(x: float, y: float) -> tuple[float, float]:
        return (width - x, y) if axis == "x" else (x, height - y)

    canvas.setStrokeColorRGB(*RED)
    canvas.setLineWidth(0.35)
    for x, y in stations:
        bx, by = mirror(x, y)
        canvas.line(*_pt(bx, by - POINTER_HALF_MM), *_pt(bx, by + POINTER_HALF_MM))
        yx, yy = mirror(x + Y_SCALE_DX_MM, y)
        canvas.line(*_pt(yx - POINTER_HALF_MM, yy), *_pt(yx + POINTER_HALF_MM, yy))
    canvas.setStrokeColorCMYK(0, 0, 0, 1)
    canvas.setFillColorCMYK(0, 0, 0, 1)
    title_y = height - layout.margin_mm - FRAME_INSET_MM - 10
    left = layout.margin_mm + 14
    say = letters.catalog.text
    _say(canvas, letters, bold, 13, left, title_y, say("calibration.back"))
    made_for = say("calibration.made_for", duplex=letters.duplex(layout.duplex))
    text_font = letters.font if letters.shaping else font
    lines = wrapped(
        [f"{made_for} {say('calibration.upside_down')}"],  # one sentence, one paragraph
        text_font,
        INSTRUCTION_PT,
        mm_to_pt(width - 2 * left),
    )
    for index, line in enumerate(lines):
        y = title_y - 8 - INSTRUCTION_PT * 0.48 * index
        _say(canvas, letters, font, INSTRUCTION_PT, left, y, line)
    _frame_and_bar(canvas, layout, page_mm, font, letters)
    canvas.restoreState()


def _frame_and_bar(canvas, layout, page_mm, font, letters) -> None:
    inset = layout.margin_mm + FRAME_INSET_MM
    frame = Box(inset, inset, page_mm[0] - inset, page_mm[1] - inset)
    canvas.setLineWidth(0.3)
    canvas.rect(*_pt(frame.x0, frame.y0), mm_to_pt(frame.width), mm_to_pt(frame.height))
    left = (page_mm[0] - 50) / 2
    draw_check_bar(canvas, left, layout.margin_mm, inset - 1, letters)


def _pt(*values_mm: float) -> tuple[float, ...]:
    return tuple(mm_to_pt(v) for v in values_mm)
