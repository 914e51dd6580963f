"""The big centre label stays inside its ellipse on every card kind (newcomer 9, L2).

A "+10" above a rule text was kept 1.7 × the corner index tall and ran past the small
ellipse there ("+" over the left rim, "0" into the field). Each case renders a face
twice, with and without its centre text (everything else unchanged): the pixels that
differ are the label's ink (outline and shadow included), and none of them may lie
outside the ellipse the emblem was drawn with.
"""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageFilter

from deckgen import Face, load_deck, load_style, render_card
from deckgen.definitions.catalog import BUILTIN_CARD_TYPES
from deckgen.render import emblem
from deckgen.render.draw import SUPERSAMPLE, ellipse_points

from .cardfaces import COLOURS, FACES
from .sampling import sample_of

DPI = 100
STYLES = ["classic", "light", "colour-blind", "full-bleed"]
KINDS = ["red-6", "red-7", "blue-double", "draw-ten", "plus-one", "rule-draw-ten", "abc"]
CASES = sample_of(
    [(style, kind) for style in STYLES for kind in KINDS],
    [(s, k) for s in STYLES for k in ("rule-draw-ten", "red-6")]
    + [("classic", k) for k in KINDS]
    + [("light", "blue-double"), ("full-bleed", "abc")],
)


@pytest.fixture(scope="module")
def faces(tmp_path_factory):
    """The faces of :data:`KINDS`: built-in ones, house-plus-ten's "+10" declared with a
    rule text (the newcomer's case), a red 6 (underlined) and a five-letter label on a
    wild (the colour wheel)."""
    path = tmp_path_factory.mktemp("labelfit") / "abc.yaml"
    path.write_text(
        "id: abc-fit\nextends: classic-108\nname: ABC\nadd: [{type: abc, copies: 1}]\n"
        "card_types:\n  abc: {label: ABCDE, wild: true, effect: {choose_color: true},"
        " name: {en: Alphabet}}\n",
        encoding="utf-8",
    )
    abc = next(fc.face for fc in load_deck(path).faces if fc.face.card_type.id == "abc")
    ten = {fc.face.id: fc.face for fc in load_deck("house-plus-ten").faces}["draw-ten"]
    assert ten.card_type.rule_text_in("en")
    red_six = Face(BUILTIN_CARD_TYPES["number"], "red", 6)
    return {**FACES, "rule-draw-ten": ten, "abc": abc, "red-6": red_six}


def _ellipse_mask(size: tuple[int, int], drawn: tuple[float, ...]) -> Image.Image:
    """White where the recorded ellipse (canvas px) lies on the finished card, grown by
    one pixel for anti-aliasing."""
    cx, cy, half_w, half_h, angle = drawn
    points = [
        (x / SUPERSAMPLE, y / SUPERSAMPLE)
        for x, y in ellipse_points(cx, cy, half_w + SUPERSAMPLE, half_h + SUPERSAMPLE, angle)
    ]
    mask = Image.new("L", size, 0)
    ImageDraw.Draw(mask).polygon(points, fill=255)
    return mask


@pytest.mark.parametrize(("style_name", "kind"), CASES)
def test_centre_label_ink_stays_inside_its_ellipse(faces, style_name, kind, monkeypatch):
    face, style = faces[kind], load_style(style_name)
    drawn: list[tuple[float, ...]] = []
    original = emblem.Emblem.draw

    def spy(self, cx, cy, scale, content=True, plain=False):
        if content:
            half_w, half_h = (a * scale for a in self.canvas.ellipse_axes)
            drawn.append((cx, cy, half_w, half_h, self.style.ellipse_angle_deg))
        return original(self, cx, cy, scale, content, plain)

    monkeypatch.setattr(emblem.Emblem, "draw", spy)
    image = render_card(face, style, COLOURS, dpi=DPI).convert("RGB")
    monkeypatch.setattr(emblem, "draw_text_centred", lambda *a, **k: (0, 0, 0, 0))
    monkeypatch.setattr(emblem.Emblem, "_underline", lambda *a: None)
    bare = render_card(face, style, COLOURS, dpi=DPI).convert("RGB")
    label = ImageChops.difference(image, bare).convert("L").point(lambda v: 255 if v > 40 else 0)
    assert label.getbbox() is not None, f"{kind}: no centre label drawn"
    outside = ImageChops.subtract(label, _ellipse_mask(image.size, drawn[-1]))
    stray = outside.getbbox()
    assert stray is None, (
        f"{style_name} {kind}: label ink outside its ellipse at {stray} "
        f"({sum(1 for v in outside.getdata() if v)} px)"
    )
    # and the label is still a big one: at least the corner index's height
    top, bottom = label.getbbox()[1], label.getbbox()[3]
    assert (bottom - top) * 25.4 / DPI >= 0.9 * style.index_height_mm * (
        1 if kind != "abc" else 0.5
    ), f"{kind}: label shrank to {(bottom - top) * 25.4 / DPI:.1f} mm"


def test_the_bar_under_a_6_clears_the_digits_shadow():
    """The bar under a 6 or 9 starts below the drop shadow with air between (it touched the
    shadow and read as a pedestal, native readers 15): a column through the digit's middle
    has ellipse white between the shadow's ink and the bar's outline."""
    style = load_style("classic")
    image = render_card(Face(BUILTIN_CARD_TYPES["number"], "blue", 6), style, COLOURS, dpi=DPI)
    pixels = image.convert("RGB")
    x = image.width // 2
    column = [pixels.getpixel((x, y)) for y in range(image.height)]
    dark = [y for y, p in enumerate(column) if max(p) < 60]  # the ink: outline and shadow
    runs: list[list[int]] = []
    for y in dark:
        if runs and y - runs[-1][-1] <= 2:
            runs[-1].append(y)
        else:
            runs.append([y])
    # from the bottom of the centre: the bar's two outlines, then the digit's shadow above
    bar_bottom, bar_top, shadow = runs[-1], runs[-2], runs[-3]
    gap = [column[y] for y in range(shadow[-1] + 1, bar_top[0])]
    assert len(gap) >= 3 and all(min(p) > 200 for p in gap), (shadow[-1], bar_top[0])
    assert bar_bottom[0] > bar_top[-1]


def _counter_pixels(image: Image.Image, colour: str, outline_px: int) -> list[tuple[int, ...]]:
    """The pixels inside a big digit's counters in the middle of ``image``: light its
    ``colour`` fill encloses (not reached from the middle's border without crossing that
    fill), less a band ``outline_px`` wide along the fill (the digit's inner outline)."""
    rgb = image.convert("RGB")
    w, h = rgb.size
    middle = rgb.crop((w // 4, h // 4, w * 3 // 4, h * 3 // 4))
    red, green, blue = ImageChops.difference(middle, Image.new("RGB", middle.size, colour)).split()
    near = ImageChops.lighter(red, ImageChops.lighter(green, blue)).point(lambda v: 255 * (v < 40))
    fill = Image.new("L", (middle.width + 2, middle.height + 2), 0)  # 1 px of air all round
    fill.paste(near, (1, 1))
    ImageDraw.floodfill(fill, (0, 0), 128)
    enclosed = fill.point(lambda v: 255 * (v == 0))
    counters = enclosed.filter(ImageFilter.MinFilter(2 * outline_px + 1))
    return [
        middle.getpixel((x - 1, y - 1))
        for y in range(1, fill.height - 1)
        for x in range(1, fill.width - 1)
        if counters.getpixel((x, y))
    ]


@pytest.mark.parametrize("face_id", ["blue-6", "red-9"])
def test_a_6_and_a_9_keep_their_counter_light(face_id):
    """The drop shadow stays out of a digit's counter: at 300 dpi most pixels inside the
    6's and the 9's closed loop (within its ink outline) are the ellipse's light colour
    (the shadow nearly filled it and the 6 read as a blob at arm's length, native
    readers 16)."""
    style = load_style("classic")
    colour, rank = face_id.split("-")
    image = render_card(Face(BUILTIN_CARD_TYPES["number"], colour, int(rank)), style, COLOURS)
    outline = round(style.value_height_mm / 25.4 * 300 * 0.05)  # emblem._stroke at 300 dpi
    counter = _counter_pixels(image, style.color_of(colour), outline + 1)
    light = [p for p in counter if min(p) > 200]
    assert len(counter) > 400, len(counter)  # the loop was found (about 3 × 4 mm)
    assert len(light) > 0.8 * len(counter), (len(light), len(counter))
