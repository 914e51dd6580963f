"""Rule text on cards: script runs, word wrapping and fitting a box.

Internal. Text is split into runs by script: Thai runs are set in the Thai font and
broken into words with PyThaiNLP (Thai writes no spaces between words, so a line may only
break between the words the segmenter finds); every other run uses the text font (Noto
Sans: Latin with diacritics, Greek, Cyrillic). Thai needs Pillow's raqm layout engine
for its stacked vowels and tone marks.

Fitting: the largest size, from ``max_pt`` down in 0.5 pt steps, whose wrapped lines
(explicit line breaks kept) fit the box in width and height; below ``min_pt``
:class:`RenderError`. Text is never clipped and never spills out of its box. The step-down
itself is :func:`largest_fitting`, shared with the reference card's title and body.
(Sheet labels in :mod:`deckgen.layout.marks` are different: one ReportLab string in PDF
points, scaled once in proportion to its width, not wrapped or stepped.)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from PIL import ImageDraw, ImageFont, features

from ..errors import FontError, RenderError
from ..text.runt import without_runt
from ..text.scripts import THAI_RUN, has_thai, words
from ..text.thai import QUOTED_MAX_CHARS, QUOTES, segment
from .fonts import missing_characters, pil_font

PT_PER_INCH = 72.0
SIZE_STEP_PT = 0.5
T = TypeVar("T")
# a line may end after a hyphen or slash between two letters or digits, as in the booklet
_BREAK_AFTER = re.compile(r"(?<=\w[-/\u2010])(?=\w)")


@dataclass(frozen=True)
class Token:
    """A piece of a line that is never broken: a word, or a Thai word with any digits or
    punctuation written against it, as (text, font file) parts."""

    parts: tuple[tuple[str, str], ...]
    space_before: bool
    inner: tuple[Token, ...] = ()
    """For a quoted name grouped into one token (:func:`group_quoted`): its own tokens,
    set instead when the whole name is wider than the line."""


Segments = list[tuple[str, ImageFont.FreeTypeFont]]


@dataclass(frozen=True)
class TextLayout:
    """Wrapped lines at ``size_pt``: each line a list of (text, font) segments.

    ``ascent_px``/``descent_px`` are the largest of the fonts used, so the first line's
    accents and the last line's descenders stay inside :attr:`height_px`.
    """

    size_pt: float
    lines: list[Segments]
    line_height_px: float
    ascent_px: float
    descent_px: float
    widths_px: list[float]

    @property
    def height_px(self) -> float:
        if not self.lines:
            return 0.0
        return (len(self.lines) - 1) * self.line_height_px + self.ascent_px + self.descent_px


def needs_raqm(text: str) -> bool:
    """True if ``text`` holds a script that needs complex layout (Thai, for now)."""
    return has_thai(text)


def check_layout_engine(text: str, where: str) -> None:
    """Raise :class:`FontError` if ``text`` needs raqm and this Pillow lacks it."""
    if needs_raqm(text) and not features.check("raqm"):
        raise FontError(
            f"{where}: Thai text needs Pillow's raqm layout engine, which this Pillow lacks; "
            "install libraqm (Debian/Ubuntu: apt install libraqm0; macOS: brew install "
            "libraqm) and reinstall Pillow (pip install --force-reinstall pillow)"
        )


def _thai_words(run: str) -> tuple[str, ...]:
    # the booklet's segmenter: one dictionary (game words such as ไวลด์ included) for both
    return tuple(word for word in segment(run) if word.strip())


def tokenize(paragraph: str, text_font: str, thai_font: str) -> list[Token]:
    """``paragraph`` (no line breaks) → unbreakable tokens, each part in its script's font.

    Breaks are allowed at spaces, after a hyphen or slash inside a word ("any-time",
    "and/or") and between two Thai words; digits or punctuation written against a Thai word
    stay with it.
    """
    tokens: list[Token] = []
    for word in words(paragraph):  # a no-break space (500\u00a0points) joins, never breaks
        for index, chunk in enumerate(_BREAK_AFTER.split(word)):
            _add_tokens(tokens, chunk, index == 0, text_font, thai_font)
    return group_quoted(tokens)


def _text(token: Token) -> str:
    return "".join(text for text, _ in token.parts)


def group_quoted(tokens: list[Token]) -> list[Token]:
    """``tokens`` with each name in quotes (from an opening quote of
    :data:`~deckgen.text.thai.QUOTES` to its closing one, at most
    :data:`~deckgen.text.thai.QUOTED_MAX_CHARS` characters) made one token, its own tokens
    kept as :attr:`Token.inner` for a line narrower than the whole name: the card's
    counterpart of the booklet's :func:`~deckgen.text.thai.units`, so a Thai name such as
    “วงล้อสี” is not broken between its words. A quote that does not close groups nothing."""
    grouped: list[Token] = []
    span: list[Token] = []
    closing = ""
    for token in tokens:
        if closing:
            span.append(token)
        text = _text(token)
        for char in text:
            if closing and char in closing:
                closing = ""
            elif not closing and not span and char in QUOTES:
                closing = QUOTES[char]
                span = [token]
        if span and not closing:  # the quote closed (or opened and closed in one token)
            grouped.append(_joined(span) if len(span) > 1 else span[0])
            span = []
        elif not span:
            grouped.append(token)
        elif sum(len(_text(t)) + 1 for t in span) > QUOTED_MAX_CHARS:
            grouped += span  # running text between stray quotes: not one name
            span, closing = [], ""
    return grouped + span


def _joined(span: list[Token]) -> Token:
    """One token for the quoted ``span``, its spaces written into its parts."""
    parts: list[tuple[str, str]] = []
    for index, token in enumerate(span):
        for i, (text, font) in enumerate(token.parts):
            if token.space_before and index and i == 0:
                text = " " + text
            parts.append((text, font))
    return Token(tuple(parts), span[0].space_before, tuple(span))


def _add_tokens(
    tokens: list[Token], chunk: str, after_space: bool, text_font: str, thai_font: str
) -> None:
    """Add the tokens of ``chunk``, which follows a space (``after_space``) or a hyphen."""
    parts: list[tuple[str, str]] = []
    pos = 0
    for match in THAI_RUN.finditer(chunk):
        if match.start() > pos:
            parts.append((chunk[pos : match.start()], text_font))
        parts.extend((word, thai_font) for word in _thai_words(match.group()))
        pos = match.end()
    if pos < len(chunk):
        parts.append((chunk[pos:], text_font))
    current: list[tuple[str, str]] = []
    space = bool(tokens) and after_space
    for text, font in parts:
        starts_word = font == thai_font and any(f == thai_font for _, f in current)
        if starts_word:
            tokens.append(Token(tuple(current), space))
            current, space = [], False
        current.append((text, font))
    tokens.append(Token(tuple(current), space))


def _segments(tokens: list[Token], size_px: int) -> Segments:
    """Tokens of one line → runs of text sharing a font, spaces included."""
    runs: list[list[str]] = []
    for token in tokens:
        for i, (text, font) in enumerate(token.parts):
            if token.space_before and i == 0 and runs:
                runs[-1][0] += " "
            if runs and runs[-1][1] == font:
                runs[-1][0] += text
            else:
                runs.append([text, font])
    return [(text, pil_font(name, size_px)) for text, name in runs]


def _width(segments: Segments) -> float:
    return sum(font.getlength(text) for text, font in segments)


def wrap(
    text: str,
    size_px: int,
    fonts: tuple[str, str],
    max_width_px: float,
    *,
    keep_quoted: bool = True,
) -> list[Segments] | None:
    """Greedy word wrap; ``None`` if one word alone is wider than ``max_width_px``. A quoted
    name (:func:`group_quoted`) keeps to one line unless it alone is wider than the line;
    then it breaks at its own spaces and Thai word bounds. ``keep_quoted=False`` lets every
    quoted name break (a card too small for them to keep whole). A paragraph does not end
    on one short word (:func:`~deckgen.text.runt.without_runt`, the booklet's rule): the
    word before comes down with it when the two fit."""

    def measure(line: Sequence[Token]) -> float:
        return _width(_segments(list(line), size_px))  # a line's first space is not set

    lines: list[Segments] = []
    for paragraph in text.split("\n"):
        rows: list[list[Token]] = []
        line: list[Token] = []
        pending = tokenize(paragraph, *fonts)[::-1]
        while pending:
            token = pending.pop()
            if token.inner and (not keep_quoted or measure([token]) > max_width_px):
                pending += token.inner[::-1]  # a name wider than the line breaks inside
                continue
            candidate = [*line, token]
            if line and measure(candidate) > max_width_px:
                rows.append(line)
                candidate = [token]
            if measure(candidate) > max_width_px:
                return None
            line = candidate
        rows.append(line)
        kept = without_runt(rows, max_width_px, measure, _text)
        lines += [_segments(row, size_px) for row in kept]
    return lines


def largest_fitting(
    max_pt: float, min_pt: float, px_per_pt: float, attempt: Callable[[float, int], T | None]
) -> T | None:
    """Shrink to fit: try sizes from ``max_pt`` down to ``min_pt`` in :data:`SIZE_STEP_PT`
    steps; the first answer of ``attempt(size_pt, size_px)`` that is not ``None``, else
    ``None``. ``size_px`` is ``size_pt`` in canvas pixels (``px_per_pt``), at least 1.

    The one shrink-to-fit loop of the Pillow text (card rule texts, the reference card).
    """
    size_pt = max_pt
    while size_pt >= min_pt - 1e-9:
        found = attempt(size_pt, max(1, round(size_pt * px_per_pt)))
        if found is not None:
            return found
        size_pt -= SIZE_STEP_PT
    return None


def fit_text(
    text: str,
    box_px: tuple[float, float],
    px_per_pt: float,
    *,
    fonts: tuple[str, str],
    max_pt: float,
    min_pt: float,
    line_spacing: float,
    where: str,
) -> TextLayout:
    """The largest layout of ``text`` that fits ``box_px`` (width, height), 0.5 pt steps.

    ``fonts`` is (text font, Thai font); ``px_per_pt`` converts pt to canvas pixels.
    Raises :class:`RenderError` naming ``where`` if even ``min_pt`` does not fit (saying
    whether a single word is too wide or the lines too many), :class:`FontError` if a
    character has no glyph in its font or Thai needs raqm and Pillow lacks it.
    """
    text = text.replace("\r\n", "\n").strip()
    check_layout_engine(text, where)
    _check_glyphs(text, fonts, where)
    too_wide: list[float] = []  # the sizes at which a single word was too wide

    def attempt(size_pt: float, size_px: int) -> TextLayout | None:
        lines = wrap(text, size_px, fonts, box_px[0]) if text else []
        if lines is None:
            too_wide.append(size_pt)
            return None
        ascent, descent = _metrics(fonts, size_px)
        layout = TextLayout(
            size_pt, lines, size_px * line_spacing, ascent, descent, [_width(x) for x in lines]
        )
        return layout if layout.height_px <= box_px[1] else None

    fitted = largest_fitting(max_pt, min_pt, px_per_pt, attempt)
    if fitted is not None:
        return fitted
    reason = (
        "a single word is wider than the text box"
        if too_wide and too_wide[-1] <= min_pt
        else "the text is too long for the text box"
    )
    raise RenderError(
        f"{where}: rule text does not fit at {min_pt} pt, the smallest allowed size: "
        f"{reason}; shorten it (or lower text.min_pt in the style)"
    )


def _metrics(fonts: tuple[str, str], size_px: int) -> tuple[float, float]:
    metrics = [pil_font(name, size_px).getmetrics() for name in fonts]
    return max(m[0] for m in metrics), max(m[1] for m in metrics)


def _check_glyphs(text: str, fonts: tuple[str, str], where: str) -> None:
    thai = "".join(THAI_RUN.findall(text))
    other = THAI_RUN.sub("", text)
    missing = missing_characters(fonts[0], other) + missing_characters(fonts[1], thai)
    if missing:
        shown = ", ".join(f"'{c}' (U+{ord(c):04X})" for c in missing[:5])
        raise FontError(
            f"{where}: the card fonts have no glyph for {shown}; use Latin, Greek, Cyrillic "
            "or Thai text, or set fonts.text in the style to a font that has these characters"
        )


def draw_layout(
    draw: ImageDraw.ImageDraw,
    layout: TextLayout,
    box: tuple[float, float, float, float],
    fill: str,
) -> None:
    """Draw ``layout`` centred in ``box`` (left, top, right, bottom), lines centred."""
    left, top, right, bottom = box
    baseline = (top + bottom) / 2 - layout.height_px / 2 + layout.ascent_px
    for line, width in zip(layout.lines, layout.widths_px, strict=True):
        x = (left + right) / 2 - width / 2
        for text, font in line:
            draw.text((x, baseline), text, font=font, fill=fill, anchor="ls")
            x += font.getlength(text)
        baseline += layout.line_height_px
