"""Register the vendored fonts with ReportLab (embedded as subsets in every PDF).

Internal.
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


@cache
def register_fonts() -> tuple[str, str]:
    """Register the regular and bold sans fonts; return their ReportLab names.

    Raises :class:`FontError` if a font file cannot be embedded.
    """
    for name, file_name in _FILES.items():
        path = check_font(file_name, for_pdf=True)
        try:
            pdfmetrics.registerFont(TTFont(name, str(path)))
        except TTFError as exc:
            raise FontError(f"{path}: ReportLab cannot embed this font ({exc})") from None
    return SANS, SANS_BOLD
