"""Shaped text copies out of a PDF as the text that was written.

Internal. ReportLab writes one ToUnicode entry per character code of a font subset, and a
shaped glyph's code is the character the font's cmap gives that glyph, or a private-use
code (U+E000 on) when the glyph has none. So Thai copied from a booklet came out with
U+E000… where HarfBuzz had put a mark's lowered or shifted form (the tone mark of ``ที่``),
and every sara am ``ำ`` as nikhahit + sara aa (``ํา``), the nikhahit moved before a tone
mark (``น้ำ`` copied as ``นํ้า``): HarfBuzz's Thai shaper decomposes it, whatever the font.

The fix works from what HarfBuzz says, not from the font's tables: each shaped glyph carries
its *cluster*, the index of the first source character it was drawn for (cluster level
"monotone characters", as ReportLab shapes). For each cluster whose glyphs would copy as
something other than its source characters, the glyphs get private-use codes of their own
(the same glyph, the same width, so nothing printed changes) whose ToUnicode entry is the
cluster's text, on the first glyph, and nothing (``<>``) on the others. A cluster that
copies right (every Latin word, most Thai letters) keeps ReportLab's codes. No font data is
read and no table is shipped; any font shaped with ReportLab gets the same treatment.

:func:`install` hooks this into ReportLab (there is no public hook): it wraps
``shapeFragWord`` where paragraphs and ``drawString(shaping=1)`` call it, and
``makeToUnicodeCMap``, which writes each subset's ToUnicode stream.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reportlab.pdfbase import pdfmetrics, ttfonts
from reportlab.platypus import paragraph

from ..errors import FontError

# Codes are taken from the top of the Private Use Area downwards; ReportLab allocates its
# own from U+E000 upwards (and asserts it stays below U+F800).
_TOP, _BOTTOM = 0xF8FF, 0xF800
# subset font name after "+" (the face's PostScript name) → its codes: (glyph, text) → code
_CODES: dict[str, dict[tuple[int, str], int]] = {}
# the same face name → code → the text the code copies as
_TEXTS: dict[str, dict[int, str]] = {}


def install() -> None:
    """Make every shaped glyph copy as its source text (idempotent).

    Wraps ReportLab's ``shapeFragWord`` (in ``ttfonts``, used by ``drawString`` with
    shaping, and in ``platypus.paragraph``) and ``ttfonts.makeToUnicodeCMap``.
    """
    if getattr(ttfonts.shapeFragWord, "deckgen_copytext", False):
        return
    shape = _shaping(ttfonts.shapeFragWord)
    ttfonts.shapeFragWord = shape
    paragraph.shapeFragWord = shape  # imported there by name
    ttfonts.makeToUnicodeCMap = _to_unicode(ttfonts.makeToUnicodeCMap)


def _shaping(original: Callable[..., Any]) -> Callable[..., Any]:
    def shape_frag_word(word: Any, *args: Any, **kwargs: Any) -> Any:
        shaped = original(word, *args, **kwargs)
        if shaped is word or not isinstance(shaped, list):
            return shaped
        source = "".join(text for frag, text in word[1:] if not hasattr(frag, "cbDefn"))
        copyable(shaped, source)
        return shaped

    shape_frag_word.deckgen_copytext = True  # type: ignore[attr-defined]
    shape_frag_word.__wrapped__ = original  # type: ignore[attr-defined]
    return shape_frag_word


def copyable(shaped: list[Any], source: str) -> None:
    """Give the glyphs of ``shaped`` codes that copy as ``source``, in place.

    ``shaped`` is what ReportLab's ``shapeFragWord`` returns for a word: its width, then
    ``(frag, ShapedStr)`` pairs whose ``__shapeData__`` hold one cluster per glyph (an
    index into ``source``, the word's characters before shaping), perhaps with the word's
    non-text fragments between them. Strings whose clusters copy right are left as they are.
    """
    glyphs = [
        (index, position, data.cluster)
        for index, item in enumerate(shaped[1:], start=1)
        if isinstance(item, tuple | list) and hasattr(item[1], "__shapeData__")
        for position, data in enumerate(item[1].__shapeData__ or ())
    ]
    starts = sorted({cluster for _, _, cluster in glyphs} | {len(source)})
    ends = dict(zip(starts, starts[1:], strict=False))
    clusters: dict[int, list[tuple[int, int]]] = {}
    for index, position, cluster in glyphs:
        clusters.setdefault(cluster, []).append((index, position))
    chars = {index: list(shaped[index][1]) for index in {i for i, _, _ in glyphs}}
    changed: set[int] = set()
    for cluster, members in clusters.items():
        text = source[cluster : ends.get(cluster, len(source))]
        copied = "".join(_copied(shaped[i][0], chars[i][p]) for i, p in members)
        if copied == text or (copied.isspace() and text.isspace()):
            continue
        carrier = max(members, key=lambda m: shaped[m[0]][1].__shapeData__[m[1]].x_advance)
        for index, position in members:
            font = pdfmetrics.getFont(shaped[index][0].fontName)
            own = text if (index, position) == carrier else ""
            chars[index][position] = chr(_code(font, chars[index][position], own))
            changed.add(index)
    for index in changed:
        frag, old = shaped[index][0], shaped[index][1]
        new = ttfonts.ShapedStr("".join(chars[index]), shapeData=old.__shapeData__)
        shaped[index] = type(shaped[index])((frag, new, *shaped[index][2:]))


def _face_key(font: Any) -> str:
    """The subset font name after ``+``, as ReportLab writes it (``TTFont.addObjects``)."""
    face = font.face
    return bytes(face.name + getattr(face, "subfontNameX", b"")).decode("pdfdoc")


def _copied(frag: Any, char: str) -> str:
    font = pdfmetrics.getFont(frag.fontName)
    return _TEXTS.get(_face_key(font), {}).get(ord(char), char)


def _code(font: Any, char: str, text: str) -> int:
    """A private-use code for ``char``'s glyph in ``font`` that copies as ``text``."""
    face = font.face
    gid = face.charToGlyph[ord(char)]
    key = _face_key(font)
    codes = _CODES.setdefault(key, {})
    texts = _TEXTS.setdefault(key, {})
    code = codes.get((gid, text))
    if code is None:
        code = min(texts, default=_TOP + 1) - 1
        while code in face.charToGlyph and code not in texts:
            code -= 1
        if code < _BOTTOM:
            raise FontError(f"{key}: more shaped glyph forms than private-use codes")
        codes[(gid, text)] = code
        texts[code] = text
    if code not in face.charToGlyph:
        face.charToGlyph[code] = gid
        face.charWidths[code] = face.charWidths.get(ord(char), face.defaultWidth)
    return code


def _to_unicode(original: Callable[[str, list[int]], str]) -> Callable[[str, list[int]], str]:
    def make_to_unicode_cmap(fontname: str, subset: list[int]) -> str:
        cmap = original(fontname, subset)
        texts = _TEXTS.get(fontname.partition("+")[2], {})
        ours = [(i, code) for i, code in enumerate(subset) if code in texts]
        if not ours:
            return cmap
        lines = cmap.split("\n")
        for i, code in ours:
            utf16 = texts[code].encode("utf-16-be").hex().upper()
            lines[lines.index(f"<{i:02X}> <{code:04X}>")] = f"<{i:02X}> <{utf16}>"
        return "\n".join(lines)

    return make_to_unicode_cmap
