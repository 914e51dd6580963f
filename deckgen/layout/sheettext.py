"""The words in the margins of print sheets, in the players' language.

Internal. The strings live in the booklet catalogs (``rulesets/lang/<code>.yaml``, group
``sheet``), so a family that prints German rules also reads "mit 100 % drucken" on the
sheets. A language without a catalog gets English. Thai is set in the merged Thai font,
shaped, so its vowels and tone marks sit right.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from reportlab.pdfbase.ttfonts import shapeStr

from ..definitions.model import Deck
from ..text.catalog import Catalog, available_languages, load_catalog
from ..text.spaces import plain_spaces
from .pdffonts import register_fonts


@dataclass(frozen=True)
class Lettering:
    """How margin text is set: the ReportLab font name, whether to shape, and the texts."""

    font: str
    shaping: bool
    catalog: Catalog

    def __call__(self, key: str, **values: object) -> str:
        """The ``sheet.<key>`` text with ``values`` filled in."""
        return self.catalog.text(f"sheet.{key}", **values)

    def pdf(self, key: str, **values: object) -> str:
        """The ``pdf.<key>`` text (document titles, subjects, keywords) with ``values``."""
        return self.catalog.text(f"pdf.{key}", **values)

    def deck_name(self, deck: Deck) -> str:
        """``deck``'s name in this language; a print selection of the reference cards
        (``--only reference``) is the whole deck's name, then the catalog's
        ``pdf.selection`` joins the label, which names the reference cards as their card
        does (``section.summary``), never by the English keyword (fresh readers 11):
        "Classic deck – The rules at a glance", a spaced dash of the language, not
        brackets, which Thai has not and the others read as code (fresh readers 12)."""
        lang, selection = self.catalog.lang, deck.selection
        if selection is None or not selection.keyword:
            return deck.name_in(lang)
        label = selection.label(self.catalog.text("section.summary"))
        return self.pdf("selection", deck=deck.whole.name_in(lang), label=label)

    def duplex(self, mode: str) -> str:
        """How a sheet printed in duplex ``mode`` is turned, e.g. "flip on the long edge"."""
        return self(f"duplex_{mode}")

    def describe(
        self, canvas: Any, title: str, subject: str, deck: str = "", keywords: str = "keywords"
    ) -> None:
        """Set the document information of ``canvas`` (a ReportLab canvas) that PDF viewers
        and file managers show: title, subject and keywords in this language (``deck``'s
        name first, then the catalog text ``pdf.<keywords>``: "keywords" for the game's
        print files, "keywords_calibration" for the printer calibration sheet), author and
        creator "deckgen"."""
        canvas.setTitle(plain_spaces(title))
        canvas.setSubject(plain_spaces(subject))
        keywords = ", ".join(filter(None, [deck, self.pdf(keywords)]))
        canvas.setKeywords(plain_spaces(keywords))
        canvas.setAuthor("deckgen")
        canvas.setCreator("deckgen")


def draw_line(
    canvas: Any, x_pt: float, y_pt: float, text: str, *, shaping: bool, centre: bool = False
) -> None:
    """Draw ``text`` (one line) on ``canvas`` in its current font, starting at ``(x_pt,
    y_pt)`` or centred on it, shaped with HarfBuzz if ``shaping``.

    ReportLab's own ``drawString(..., shaping=1)`` shapes only when its bidi package
    (rlbidi) can be imported, and otherwise draws the text unshaped without a word: Thai
    tone marks then sit on top of the upper vowels. So the text is shaped here
    (``shapeStr``) and handed over already shaped.
    """
    width = None
    if shaping:
        text = shapeStr(text, canvas._fontname, canvas._fontsize)
        data = getattr(text, "__shapeData__", None)
        if data:
            width = sum(d.x_advance for d in data) * canvas._fontsize / 1000
    if centre:
        x_pt -= (canvas.stringWidth(text) if width is None else width) / 2
    canvas.drawString(x_pt, y_pt, text)


def sheet_lettering(lang: str = "en") -> Lettering:
    """The lettering for sheets in ``lang`` (English if deckgen has no texts for it).

    Raises :class:`FontError` if a font cannot be embedded.
    """
    code = lang if lang in available_languages() else "en"
    if code == "th":
        from .fonts import THAI, booklet_fonts

        booklet_fonts()  # registers the merged Thai font (Latin included) for shaping
        return Lettering(THAI, True, load_catalog(code))
    font, _ = register_fonts()
    return Lettering(font, False, load_catalog(code))
