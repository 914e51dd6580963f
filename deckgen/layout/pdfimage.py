"""Place pre-compressed face images on a ReportLab canvas, each embedded once.

Internal. ReportLab's ``drawImage`` decodes an image, hashes it, compresses it again and
(by default) ASCII85-encodes it, for every distinct image. Our faces arrive as zlib
streams already (:class:`~deckgen.render.facedata.FaceImage`), so we register them as image
XObjects ourselves: one object per distinct image (named by its pixels), referenced by
every copy on every page.
This mirrors what ``Canvas.drawImage`` does with ReportLab's document object.
:func:`flate_only` keeps ReportLab from ASCII85-encoding the content streams as well.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from reportlab import rl_config
from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen.canvas import Canvas

from ..render.export import srgb_profile
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


def use_face(canvas: Canvas, face: FaceImage) -> str:
    """Name ``face``'s image XObject on ``canvas``'s current page and return the name to
    draw it with (``/<name> Do``).

    The first call for a face's pixels embeds its stream in the document; later calls, for
    this face or any with the same pixels, only list it in the current page's resources.
    The image is named by its pixels
    (:attr:`~deckgen.render.facedata.FaceImage.content_key`), so a PDF stays byte-identical
    across code changes that leave the pixels alone.
    """
    name = f"Face{face.content_key[:24]}"
    reg_name: str = canvas._doc.getXObjectName(name)
    if canvas._doc.idToObject.get(reg_name) is None:
        image = _xobject(face, name)
        canvas._setXObjects(image)
        canvas._doc.Reference(image, reg_name)
        canvas._doc.addForm(name, image)
    canvas._currentPageHasImages = 1
    canvas._formsinuse.append(name)
    return reg_name


def place_face(
    canvas: Canvas, reg_name: str, x_pt: float, y_pt: float, width_pt: float, height_pt: float
) -> None:
    """Draw the image named ``reg_name`` (from :func:`use_face` on this page) with its
    lower-left corner at (x_pt, y_pt), scaled to ``width_pt`` × ``height_pt``."""
    canvas.saveState()
    canvas.translate(x_pt, y_pt)
    canvas.scale(width_pt, height_pt)
    canvas._code.append(f"/{reg_name} Do")
    canvas.restoreState()


def draw_face(
    canvas: Canvas, face: FaceImage, x_pt: float, y_pt: float, width_pt: float, height_pt: float
) -> None:
    """Draw ``face`` with its lower-left corner at (x_pt, y_pt), scaled to the given size,
    its pixels embedded once per document (see :func:`use_face`)."""
    place_face(canvas, use_face(canvas, face), x_pt, y_pt, width_pt, height_pt)


@contextmanager
def flate_only() -> Iterator[None]:
    """Within the block, ReportLab writes page and form content streams Flate-compressed
    only, without its default ASCII85 layer (``rl_config.useA85``): ASCII85 makes a stream
    a quarter larger and, without ReportLab's C accelerator, costs more than drawing the
    page (about 1 ms a page in pure Python). Streams are filtered when the document is
    written, so wrap ``canvas.save()``. The setting is ReportLab's global one, restored on
    leaving; deckgen writes one document at a time.
    """
    saved = rl_config.useA85
    rl_config.useA85 = 0
    try:
        yield
    finally:
        rl_config.useA85 = saved


def add_srgb_output_intent(canvas: Canvas) -> None:
    """Give ``canvas``'s document an sRGB OutputIntent (ISO 32000-1 §14.11.5): the
    catalog's ``/OutputIntents`` holds one ``/GTS_PDFX`` intent whose
    ``/DestOutputProfile`` is Little CMS's built-in sRGB ICC profile (``/N 3``, the one
    the PNGs carry, :func:`~deckgen.render.export.srgb_profile`).

    The faces are placed as DeviceRGB images; with the intent, a print service's preflight
    and RIP read them as sRGB instead of guessing. Call once, before ``canvas.save()``.
    """
    doc = canvas._doc
    profile = pdfdoc.PDFStream(
        pdfdoc.PDFDictionary({"N": 3, "Alternate": pdfdoc.PDFName("DeviceRGB")}),
        srgb_profile(),
        filters=[pdfdoc.PDFStreamFilterZCompress()],
    )
    intent = pdfdoc.PDFDictionary(
        {
            "Type": pdfdoc.PDFName("OutputIntent"),
            "S": pdfdoc.PDFName("GTS_PDFX"),
            "OutputConditionIdentifier": pdfdoc.PDFString("sRGB IEC61966-2.1"),
            "RegistryName": pdfdoc.PDFString("http://www.color.org"),
            "Info": pdfdoc.PDFString("sRGB IEC61966-2.1"),
            "DestOutputProfile": doc.Reference(profile, "SRGBOutputProfile"),
        }
    )
    catalog = doc.Catalog
    # PDFCatalog writes only the keys it lists; an instance copy adds OutputIntents.
    catalog.__Defaults__ = {**catalog.__Defaults__, "OutputIntents": pdfdoc.PDFArray([intent])}
