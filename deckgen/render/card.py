"""Card faces as Pillow images.

Internal; :func:`deckgen.render_card` and :func:`deckgen.render_back` are public.
Faces are drawn at ``SUPERSAMPLE`` × the final resolution and reduced, for smooth edges.

Every face is a field, an *emblem* (the tilted ellipse — or the wild colour wheel — with
the value, label or symbol in it) and two corner indices. Cards with a rule text, and
blanks to write on, show a smaller emblem above a text box (see :mod:`.textface`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from ..cardsize import DEFAULT_CARD_SIZE, CardSize
from ..definitions.model import Face
from .back import render_back
from .canvas import Canvas
from .corners import draw_corners
from .emblem import Emblem, draw_panel_picture, in_panel
from .style import CardStyle
from .textface import draw_text_face, is_text_face

__all__ = ["Emblem", "render_back", "render_card"]


def render_card(
    face: Face,
    style: CardStyle,
    deck_colors: Sequence[str],
    *,
    size: CardSize = DEFAULT_CARD_SIZE,
    dpi: int = 300,
    lang: str = "en",
) -> Image.Image:
    """Render one card face as an RGB image, bleed included.

    Returns an image of ``(mm_to_px(size.full_width_mm, dpi), mm_to_px(size.full_height_mm,
    dpi))`` pixels: 732 × 1098 for the default 56 × 87 mm card with 3 mm bleed at 300 dpi.
    ``deck_colors`` (colour names, in deck order) colour the wild wheel; ``lang`` picks the
    rule text printed on the card, if its type has one. Raises :class:`RenderError` for a
    dpi outside 72-1200 or a rule text that does not fit, :class:`FontError` for text the
    fonts cannot draw, :class:`TemplateError` if the style lacks a colour the face needs.
    """
    colour = style.color_of(face.color) if face.color else None
    field = style.resolve(style.field, face.color) if face.color else style.wild_field
    canvas = Canvas.new(size, style, dpi, style.border or field)
    if style.border:  # a white border and bleed around a rounded panel of the field
        canvas.draw_panel(field)
    draw_panel_picture(canvas, face)  # a card type's picture with image_area: panel
    if colour:  # wild cards have no colour to show, and a frame would only cost ink
        canvas.draw_frame(colour, keep_inside=in_panel(face))
    emblem = Emblem(canvas, face, [style.color_of(c) for c in deck_colors], list(deck_colors))
    if is_text_face(face, lang):
        draw_text_face(canvas, face, emblem, lang)
    else:
        cx, cy = canvas.centre
        emblem.draw(cx, cy, 1.0)
    draw_corners(canvas, face, emblem.wheel)
    return canvas.finish()
