"""ReportLab font registration, in one place: every PDF font goes through :func:`register_font`.

Internal. The sheets, proof and calibration sheet label with the sans pair of
:func:`register_fonts`; the booklet (and Thai sheet labels) use :mod:`.fonts`, which
registers its fonts here too. Fonts are embedded as subsets in every PDF. (The reference
card is a Pillow image and registers nothing with ReportLab.)
"""

from __future__ import annotations

from functools import cache

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFError, TTFont

from ..errors import FontError
from ..render.fonts import check_font

SANS = "DeckgenSans"
SANS_BOLD = "DeckgenSans-Bold"
_FILES = {SANS: "NotoSans-Regular.ttf", SANS_BOLD: "NotoSans-Bold.ttf"}


def register_font(name: str, file_name: str) -> TTFont:
    """Register font ``file_name`` (a vendored font or a path) with ReportLab as ``name``.

    Idempotent: if ``name`` is already registered from the same file, that font is returned
    and nothing is read again; a different file replaces it. The font is checked first
    (:func:`~deckgen.render.fonts.check_font`) and made shapable (HarfBuzz shapes it when a
    style asks). Raises :class:`FontError` if the file cannot be embedded.
    """
    path = check_font(file_name, for_pdf=True)
    # not getFont for a name not registered: its search of the disk for a Type 1 font of
    # that name costs more CPU than a warm rebuild of the sheets spends elsewhere on fonts
    registered = name in pdfmetrics.getRegisteredFontNames()
    known = pdfmetrics.getFont(name) if registered else None
    if isinstance(known, TTFont) and known.face.filename == str(path):
        return known
    try:
        font = TTFont(name, str(path), shapable=True)
    except TTFError as exc:
        raise FontError(f"{path}: ReportLab cannot embed this font ({exc})") from None
    pdfmetrics.registerFont(font)
    return font


@cache
def register_fonts() -> tuple[str, str]:
    """Register the regular and bold sans fonts; return their ReportLab names.

    Raises :class:`FontError` if a font file cannot be embedded.
    """
    for name, file_name in _FILES.items():
        register_font(name, file_name)
    return SANS, SANS_BOLD
