"""Booklet fonts: Noto Sans and Deckgen Thai registered with shaping, and checks.

Internal. ReportLab 5 shapes text with HarfBuzz (``uharfbuzz``) when a paragraph style has
``shaping=1``, but silently draws unshaped text if uharfbuzz cannot be imported: Thai marks
then collide. :func:`booklet_fonts` refuses to go on unless shaping really happens.
Deckgen Thai is Noto Sans Thai with Noto Sans's Latin letters, digits and punctuation
merged in (``deckgen/fonts/make_thai_merged.py``), so a word mixing Thai and punctuation is
shaped in one font with no space inserted.

Ligatures are off (:func:`_no_ligatures`): HarfBuzz would set "fi" as the font's ﬁ glyph,
whose only Unicode value is U+FB01, so text copied from the PDF would read "ﬁnish". Glyphs
that shaping substitutes or reorders (Thai tone marks, sara am) copy as their source text
(:mod:`.copytext`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from html import escape

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics, ttfonts
from reportlab.pdfbase.ttfonts import shapeStr

from ..errors import FontError
from ..render.fonts import font_path, harfbuzz
from ..text.scripts import script_runs
from . import copytext
from .pdffonts import register_font

LATIN, LATIN_BOLD = "BookletSans", "BookletSans-Bold"
THAI, THAI_BOLD = "BookletThai", "BookletThai-Bold"
_FILES = {
    LATIN: "NotoSans-Regular.ttf",
    LATIN_BOLD: "NotoSans-Bold.ttf",
    THAI: "DeckgenThai-Regular.ttf",
    THAI_BOLD: "DeckgenThai-Bold.ttf",
}
# HarfBuzz features the booklet is shaped with: kerning, but no ligatures (see above); the
# scripts' required features (Thai mark positioning, ccmp) are always on.
SHAPING_FEATURES = {"kern": True, "liga": False, "dlig": False, "clig": False}
SHAPING_PROBE = "ที่นี่"  # a base letter under two stacked marks: HarfBuzz repositions them


@dataclass(frozen=True)
class BookletFonts:
    """Registered font names and each font's code points (for the glyph preflight)."""

    coverage: dict[bool, set[int]]  # is_thai → code points of the regular font of that script

    def font(self, thai: bool, bold: bool) -> str:
        return _font_name(thai, bold)

    def markup(self, text: str, bold: bool = False) -> str:
        """``text`` as ReportLab paragraph markup: escaped, words with Thai in the Thai font.

        ReportLab shapes a whitespace-delimited word with one font, so the font changes only
        at spaces: a word holding Thai (``“ไวลด์”``) is set whole in Deckgen Thai, which has
        the Latin punctuation and digits too. Nothing is inserted between runs.
        """
        parts = []
        for thai, run in script_runs(text):
            part = escape(run, quote=False)
            if thai:
                part = f'<font face="{THAI_BOLD if bold else THAI}">{part}</font>'
            parts.append(part)
        return "".join(parts)

    def width_pt(self, text: str, size_pt: float, bold: bool) -> float:
        """The unshaped advance width of ``text`` (Thai marks have no advance either way)."""
        return _width_pt(text, size_pt, bold)

    def rise_above_ascender_pt(self, text: str, size_pt: float, bold: bool) -> float:
        """How far ``text``'s ink, set at ``size_pt``, reaches above the top of a Latin
        ascender (Noto Sans "d", :data:`LATIN_ASCENDER_EM`), in points; 0.0 if it does not.

        Thai stacks a tone mark over an upper vowel (``เริ่ม``): that ink reaches about 0.98 em
        above the baseline, 0.2 em above any Latin letter. ReportLab sets a paragraph's first
        baseline one font size below its top, so a frame drawn tight around Latin text
        (the agree box's title) needs this much more room above for such a line. Measured
        from the shaped glyphs (HarfBuzz), marks at their final positions.
        """
        top = max((_ink_top_em(run, thai, bold) for thai, run in script_runs(text)), default=0.0)
        return max(0.0, top - LATIN_ASCENDER_EM) * size_pt


@lru_cache(maxsize=65536)
def _width_pt(text: str, size_pt: float, bold: bool) -> float:
    """:meth:`BookletFonts.width_pt`, remembered: line breaking measures the same words
    and lines many times (fonts are registered once and never change)."""
    return sum(
        pdfmetrics.stringWidth(run, _font_name(thai, bold), size_pt)
        for thai, run in script_runs(text)
    )


LATIN_ASCENDER_EM = 0.765  # the top of Noto Sans's "d", "l", "b" (regular and bold), in em


@lru_cache(maxsize=4096)
def _ink_top_em(run: str, thai: bool, bold: bool) -> float:
    """The highest ink of ``run`` shaped in its booklet font, in em above the baseline."""
    hb = harfbuzz()
    font = _hb_font(_FILES[_font_name(thai, bold)])
    buf = hb.Buffer()
    buf.add_str(run)
    buf.guess_segment_properties()
    hb.shape(font, buf, SHAPING_FEATURES)
    top = 0
    for info, pos in zip(buf.glyph_infos, buf.glyph_positions, strict=True):
        extents = font.get_glyph_extents(info.codepoint)
        if extents is not None:
            top = max(top, pos.y_offset + extents.y_bearing)
    return top / font.face.upem


@cache
def _hb_font(file_name: str):
    """A HarfBuzz font of a vendored booklet font file."""
    hb = harfbuzz()
    return hb.Font(hb.Face(hb.Blob.from_file_path(str(font_path(file_name)))))


def _font_name(thai: bool, bold: bool) -> str:
    """The registered font that sets a run of this script and weight."""
    if thai:
        return THAI_BOLD if bold else THAI
    return LATIN_BOLD if bold else LATIN


@cache
def booklet_fonts() -> BookletFonts:
    """Register the booklet fonts once (:func:`.pdffonts.register_font`) and check that
    HarfBuzz shaping is active.

    Raises :class:`FontError` if a font cannot be embedded or shaping is not available
    (install ``uharfbuzz``, i.e. ``reportlab[shaping]``).
    """
    fonts = {name: register_font(name, file_name) for name, file_name in _FILES.items()}
    for family, regular, bold in ((LATIN, LATIN, LATIN_BOLD), (THAI, THAI, THAI_BOLD)):
        addMapping(family, 0, 0, regular)
        addMapping(family, 1, 0, bold)
        addMapping(family, 0, 1, regular)
        addMapping(family, 1, 1, bold)
    check_shaping()
    _no_ligatures()
    copytext.install()
    return BookletFonts(
        coverage={
            False: set(fonts[LATIN].face.charToGlyph),
            True: set(fonts[THAI].face.charToGlyph),
        }
    )


def _no_ligatures() -> None:
    """Shape without ligatures. ReportLab's paragraphs call ``shapeFragWord`` with its
    default features (kern, liga, dlig) and take no features of their own, so the default
    is what we set. The ligature glyph's code point (U+FB01 ﬁ, U+FB02 ﬂ) is what a PDF
    reader extracts; without ligatures "fi" is drawn, and copied, as "f" and "i"."""
    shape = getattr(ttfonts.shapeFragWord, "__wrapped__", ttfonts.shapeFragWord)
    defaults: tuple[object, ...] = shape.__defaults__ or ()
    if len(defaults) == 2 and isinstance(defaults[0], dict):  # (features, force)
        shape.__defaults__ = (dict(SHAPING_FEATURES), defaults[1])
    else:
        raise FontError(
            "this ReportLab shapes text differently than deckgen expects "
            f"(shapeFragWord defaults {defaults!r}); install a reportlab from 4.2 to 5.x"
        )


def check_shaping() -> None:
    """Raise :class:`FontError` unless ReportLab really shapes Thai with HarfBuzz."""
    font = pdfmetrics.getFont(THAI)
    shaped = shapeStr(SHAPING_PROBE, THAI, 10) if font.shapable else SHAPING_PROBE
    if type(shaped).__name__ != "ShapedStr":
        raise FontError(
            "text shaping is not active: ReportLab could not use HarfBuzz, so Thai marks "
            "would be misplaced; install it with: pip install 'reportlab[shaping]' (uharfbuzz)"
        )
