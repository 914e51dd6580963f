"""Card styles as templates: validation, extends:, shipped styles, back image."""

from __future__ import annotations

import pytest
from PIL import Image

from deckgen import RenderError, TemplateError, load_style, render_back
from deckgen.render.style import shipped_style_ids
from deckgen.text.catalog import available_languages

from .cardfaces import house_deck


def test_shipped_styles_load():
    assert {"classic", "colour-blind", "light"} <= set(shipped_style_ids())
    for name in shipped_style_ids():
        assert load_style(name).id == name


def test_every_shipped_style_is_named_in_every_language():
    languages = [lang for lang in available_languages() if lang != "en"]
    assert len(languages) == 9
    for name in shipped_style_ids():
        style = load_style(name)
        assert sorted(style.names) == sorted(languages), name
        assert style.name_in("en") == style.name and style.name_in("xx") == style.name
        assert all(style.names[lang] != style.name for lang in languages), name


def test_a_child_style_does_not_inherit_its_parents_names(tmp_path):
    child = tmp_path / "mine.yaml"
    child.write_text("extends: classic\nid: mine\nname: Mine\n", encoding="utf-8")
    assert load_style(child).name_in("es") == "Mine"


def test_extends_overrides_keys_and_merges_mappings(tmp_path):
    child = tmp_path / "mine.yaml"
    child.write_text(
        "extends: classic\nid: mine\nname: Mine\n"
        "colors: {red: '#FF0000'}\nback: {text: '#00FF00'}\n"
    )
    style, classic = load_style(child), load_style("classic")
    assert style.colors["red"] == "#FF0000"
    assert style.colors["blue"] == classic.colors["blue"]  # kept from the parent
    assert style.back.text == "#00FF00" and style.back.field == classic.back.field
    assert style.ellipse_angle_deg == classic.ellipse_angle_deg


def test_extends_a_file_next_to_the_child(tmp_path):
    (tmp_path / "base.yaml").write_text("extends: light\nid: base\nname: Base\nframe_mm: 2\n")
    (tmp_path / "top.yaml").write_text("extends: base.yaml\nid: top\nname: Top\n")
    style = load_style(tmp_path / "top.yaml")
    assert style.frame_mm == 2 and style.field == "#FFFFFF"


def test_extends_loop_is_refused(tmp_path):
    (tmp_path / "a.yaml").write_text("extends: b.yaml\nid: a\nname: A\n")
    (tmp_path / "b.yaml").write_text("extends: a.yaml\nid: b\nname: B\n")
    with pytest.raises(TemplateError, match=r"b\.yaml:1:1: extends: .a\.yaml. makes a cycle: "):
        load_style(tmp_path / "a.yaml")


def test_unknown_key_names_file_line_and_accepted_keys(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("extends: classic\nid: bad\nname: Bad\nelipse: '#FFFFFF'\n")
    with pytest.raises(TemplateError, match=r"bad\.yaml:4:1: elipse: unknown key.*ellipse"):
        load_style(bad)


@pytest.mark.parametrize(
    ("lines", "message"),
    [
        ("color_shapes: {red: circle, blue: circle}", "different shape"),
        ("color_shapes: {pink: star}", "colours the style lacks: pink"),
        ("color_shapes: {red: blob}", r"bad\.yaml:4:.*color_shapes\.red"),
        ("text: {min_pt: 9, max_pt: 8}", r"bad\.yaml:4:1: text: .*min_pt 9\.0 is larger"),
        ("ellipse: red", r"bad\.yaml:4:10: ellipse: .*#RRGGBB|pattern"),
    ],
)
def test_bad_values_are_reported(tmp_path, lines, message):
    bad = tmp_path / "bad.yaml"
    bad.write_text(f"extends: classic\nid: bad\nname: Bad\n{lines}\n")
    with pytest.raises(TemplateError, match=message):
        load_style(bad)


def test_unknown_style_name_suggests_a_shipped_one():
    with pytest.raises(TemplateError, match="did you mean 'classic'"):
        load_style("clasic")


def _picture(path, colour, fmt):
    Image.new("RGB", (300, 200), colour).save(path, format=fmt)
    return path


def test_back_image_covers_the_back(tmp_path):
    style = load_style("classic")
    picture = _picture(tmp_path / "back.jpg", (10, 120, 200), "JPEG")
    back = render_back(house_deck(), style, dpi=72, back_image=picture)
    assert all(abs(a - b) < 6 for a, b in zip(back.getpixel((2, 2)), (10, 120, 200), strict=True))


def test_back_image_from_the_style_relative_to_its_file(tmp_path):
    _picture(tmp_path / "pattern.png", (200, 30, 30), "PNG")
    (tmp_path / "s.yaml").write_text(
        "extends: classic\nid: s\nname: S\nback: {image: pattern.png, show_name: false}\n"
    )
    style = load_style(tmp_path / "s.yaml")
    back = render_back(house_deck(), style, dpi=72)
    colours = back.getcolors(1 << 16)
    assert len(colours) == 1 and colours[0][1] == (200, 30, 30)  # no name drawn over it


def test_back_image_must_be_png_or_jpeg(tmp_path):
    gif = _picture(tmp_path / "back.gif", (1, 2, 3), "GIF")
    with pytest.raises(RenderError, match="PNG or JPEG"):
        render_back(house_deck(), load_style("classic"), dpi=72, back_image=gif)


def test_missing_back_image_in_a_style_is_a_template_error(tmp_path):
    (tmp_path / "s.yaml").write_text("extends: classic\nid: s\nname: S\nback: {image: no.png}\n")
    with pytest.raises(TemplateError, match="back.image: file not found"):
        load_style(tmp_path / "s.yaml")
