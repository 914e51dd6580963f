"""Make DeckgenThai-Regular.ttf and DeckgenThai-Bold.ttf: Noto Sans Thai + Noto Sans Latin.

Run once by a maintainer (the results are vendored beside this script), not at run time::

    pip install 'fonttools>=4.40'      # or: pip install -e '.[fonts]'
    python deckgen/fonts/make_thai_merged.py

Why: ReportLab shapes each space-separated word of a paragraph with a single font, and
Noto Sans Thai has no Latin letters, digits or punctuation, so a Thai word written against
a quotation mark, a colon or a digit (``“ไวลด์”``, ``เหล่านี้:``) could only be set by splitting
it with a space. This font holds both: every glyph of Noto Sans Thai, plus Noto Sans's
glyphs (with their kerning) for Basic Latin, Latin-1 and the common punctuation, so any
such word is shaped in one font, with no inserted space.

Licence: both fonts are under the SIL Open Font License 1.1 (OFL.txt), which allows
merging and modifying; a Modified Version may not use a Reserved Font Name, and Noto is
Google's trademark, so the merged family is named "Deckgen Thai" (nothing in its name
table says Noto except the copyright notice, which the OFL requires us to keep). The merged
fonts stay under the OFL.
"""

from __future__ import annotations

from pathlib import Path

from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont

HERE = Path(__file__).parent
FAMILY = "Deckgen Thai"
# Latin script and punctuation set next to Thai words: Basic Latin, Latin-1 (« » · × and
# accented letters), general punctuation (dashes, quotes, …, •), the minus sign.
LATIN_UNICODES = [
    *range(0x0020, 0x007F),
    *range(0x00A0, 0x0100),
    *range(0x2010, 0x2028),
    *range(0x2030, 0x203B),
    0x2212,
]
STYLES = {"Regular": 400, "Bold": 700}


def latin_subset(style: str) -> Path:
    """Noto Sans ``style`` cut down to LATIN_UNICODES, kerning and ligatures kept."""
    font = TTFont(HERE / f"NotoSans-{style}.ttf")
    options = subset.Options()
    options.layout_features = ["kern", "liga", "locl", "mark", "mkmk"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=LATIN_UNICODES)
    subsetter.subset(font)
    path = HERE / f".latin-{style}.ttf"
    font.save(path)
    return path


def merge(style: str) -> Path:
    latin = latin_subset(style)
    try:
        # Thai first: where both have a glyph (space, hyphen, no-break space), Thai's wins,
        # and the merged vertical metrics are Thai's, which make room for stacked marks.
        merged = Merger().merge([str(HERE / f"NotoSansThai-{style}.ttf"), str(latin)])
    finally:
        latin.unlink()
    rename(merged, style)
    path = HERE / f"DeckgenThai-{style}.ttf"
    merged.save(path)
    return path


def rename(font: TTFont, style: str) -> None:
    """Give the merged font its own family name; keep the copyright and licence records."""
    names = font["name"]
    postscript = f"{FAMILY.replace(' ', '')}-{style}"
    records = {
        1: FAMILY,
        2: style,
        3: f"deckgen: {postscript}",
        4: f"{FAMILY} {style}",
        6: postscript,
        10: "Noto Sans Thai with the Latin and punctuation glyphs of Noto Sans, merged for "
        "deckgen's rule booklets (fontTools). Licensed under the SIL Open Font License 1.1.",
    }
    for record in list(names.names):
        if record.nameID in (16, 17, 21, 22, 25):  # typographic and variation names
            names.removeNames(nameID=record.nameID)
    for name_id, text in records.items():
        names.setName(text, name_id, 3, 1, 0x409)
        names.setName(text, name_id, 1, 0, 0)
    copyright_text = (
        "Copyright 2016 Google Inc. (Noto Sans Thai); Copyright 2015 Google LLC (Noto Sans). "
        "Merged by the deckgen project."
    )
    names.setName(copyright_text, 0, 3, 1, 0x409)
    names.setName(copyright_text, 0, 1, 0, 0)
    font["OS/2"].usWeightClass = STYLES[style]


if __name__ == "__main__":
    for name in STYLES:
        print(f"wrote {merge(name)}")
