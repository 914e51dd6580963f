"""A small print preflight with pypdf: embedded fonts and the colour of marks.

What a print shop's checker would flag first, restricted to what deckgen draws:

- every font a page's content selects (``Tf``, also inside form XObjects) is embedded:
  its descriptor (for a Type0 font, its descendant's) has ``FontFile``/``2``/``3``;
- every stroking colour a page sets is pure K (``c m y k K`` with c = m = y = 0): no
  ``RG``/``G``/``SC``/``SCN`` strokes, so marks are not built from four inks; crop marks
  are ``0 0 0 1 K`` (full black).

Card faces are images (DeviceRGB by design) and are not checked here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from pypdf import PdfReader
from pypdf.generic import ContentStream, DictionaryObject

STROKE_OPERATORS = {b"RG", b"G", b"K", b"SC", b"SCN", b"CS"}


@dataclass
class Report:
    """What one PDF failed: font names not embedded, non-K stroke colour operators."""

    path: Path
    unembedded: set[str] = field(default_factory=set)
    non_k_strokes: set[str] = field(default_factory=set)
    k_strokes: set[tuple[float, ...]] = field(default_factory=set)

    @property
    def ok(self) -> bool:
        return not self.unembedded and not self.non_k_strokes

    def summary(self) -> str:
        parts = []
        if self.unembedded:
            parts.append(f"fonts not embedded: {', '.join(sorted(self.unembedded))}")
        if self.non_k_strokes:
            parts.append(f"non-K strokes: {', '.join(sorted(self.non_k_strokes))}")
        return f"{self.path.name}: {'; '.join(parts) or 'ok'}"


def _embedded(font: DictionaryObject) -> bool:
    if font.get("/Subtype") == "/Type0":
        return all(_embedded(d.get_object()) for d in font["/DescendantFonts"])
    descriptor = font.get("/FontDescriptor")
    if descriptor is None:
        return False
    descriptor = descriptor.get_object()
    return any(key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3"))


def _walk(content, resources, reader: PdfReader, report: Report, seen: set[int]) -> None:
    resources = resources.get_object() if resources is not None else DictionaryObject()
    fonts = resources.get("/Font", DictionaryObject()).get_object()
    xobjects = resources.get("/XObject", DictionaryObject()).get_object()
    for operands, operator in ContentStream(content, reader).operations:
        if operator == b"Tf":
            font = fonts[operands[0]].get_object()
            if not _embedded(font):
                report.unembedded.add(str(font.get("/BaseFont", operands[0])))
        elif operator == b"K":
            values = tuple(float(v) for v in operands)
            report.k_strokes.add(values)
            if any(values[:3]):
                report.non_k_strokes.add("K " + " ".join(f"{v:g}" for v in values))
        elif operator in STROKE_OPERATORS:
            report.non_k_strokes.add(operator.decode())
        elif operator == b"Do":
            ref = xobjects[operands[0]]
            xobject = ref.get_object()
            key = getattr(ref, "idnum", id(xobject))
            if xobject.get("/Subtype") == "/Form" and key not in seen:
                seen.add(key)
                _walk(xobject, xobject.get("/Resources"), reader, report, seen)


def preflight(path: Path) -> Report:
    """Check every page of the PDF at ``path``."""
    reader = PdfReader(path)
    report = Report(path)
    seen: set[int] = set()
    for page in reader.pages:
        contents = page.get_contents()
        if contents is not None:
            _walk(contents, page.get("/Resources"), reader, report, seen)
    return report


if __name__ == "__main__":  # python3 -m tests.preflight FILE.pdf …
    import sys

    for name in sys.argv[1:]:
        print(preflight(Path(name)).summary())
