"""Place pre-compressed face images on a ReportLab canvas, each embedded once.

Internal. ReportLab's ``drawImage`` decodes an image, hashes it, compresses it again and
(by default) ASCII85-encodes it, for every distinct image. Our faces arrive as zlib
streams already (:class:`~deckgen.render.facedata.FaceImage`), so we register them as image
XObjects ourselves: one object per distinct picture (faces of two card types that come out
pixel-identical share one), referenced by every copy on every page.
This mirrors what ``Canvas.drawImage`` does with ReportLab's document object.
"""

from __future__ import annotations

from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen.canvas import Canvas

from ..render.facedata import FaceImage


def _xobject(face: FaceImage, name: str) -> pdfdoc.PDFImageXObject:
    image = pdfdoc.PDFImageXObject(name)
    image.width, image.height = face.width_px, face.height_px
    image.bitsPerComponent = 8
    image.colorSpace = "DeviceRGB"
    image.streamContent = face.zdata
    image._filters = ("FlateDecode",)
    image.mask = None
    return image


def draw_face(
    canvas: Canvas, face: FaceImage, x_pt: float, y_pt: float, width_pt: float, height_pt: float
) -> None:
    """Draw ``face`` with its lower-left corner at (x_pt, y_pt), scaled to the given size.

    The first call for a picture embeds its stream; later calls for it (the same face, or
    another that came out pixel-identical) only reference it.
    """
    name = f"Face{face.pixels_digest[:24]}"
    reg_name = canvas._doc.getXObjectName(name)
    if canvas._doc.idToObject.get(reg_name) is None:
        image = _xobject(face, name)
        canvas._setXObjects(image)
        canvas._doc.Reference(image, reg_name)
        canvas._doc.addForm(name, image)
    canvas._currentPageHasImages = 1
    canvas.saveState()
    canvas.translate(x_pt, y_pt)
    canvas.scale(width_pt, height_pt)
    canvas._code.append(f"/{reg_name} Do")
    canvas.restoreState()
    canvas._formsinuse.append(name)
