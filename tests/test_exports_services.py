"""Print-service exports (``deckgen export --service``): the files each preset asks for,
read back (PNG size and dpi tag, file count and names, PDF page boxes), the presets'
figures against the reference, and ``cards --card --bleed``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PIL import Image
from pypdf import PdfReader
from typer.testing import CliRunner

from deckgen import (
    LayoutError,
    OutputOptions,
    ServiceOptions,
    TemplateError,
    build_service_export,
    shipped_service_ids,
)
from deckgen.cli import app
from deckgen.exports.services import load_service, service_card

from .cardfaces import house_deck
from .pdfutil import page_box_mm, page_size_mm

runner = CliRunner()
TOL = 0.05  # mm

# The figures of /work/shared/reference/print-services.md ("Print services and card stock:
# figures as commonly published"), poker cards 2.5 x 3.5 in: (service, card) -> px at dpi.
REFERENCE = {
    ("tgc", "poker"): (825, 1125, 300),  # 2.75 x 3.75 in: 1/8 in bleed each side
    ("tgc", "bridge"): (750, 1125, 300),
    ("mpc", "poker"): (822, 1122, 300),  # about 0.12 in bleed each side
    ("drivethru", "poker"): (825, 1125, 300),  # page 2.75 x 3.75 in, 300 dpi images
}
REFERENCE_FILE = Path("/work/shared/reference/print-services.md")
TWELVE = str(Path(__file__).resolve().parent / "data" / "twelve-cards.yaml")


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    """house_deck (14 faces, 27 cards) exported for every shipped service."""
    out = tmp_path_factory.mktemp("services")
    deck = house_deck()
    return deck, {
        service: build_service_export(
            deck, service=ServiceOptions(service), output=OutputOptions(out)
        )
        for service in shipped_service_ids()
    }


def _png(path: Path) -> tuple[tuple[int, int], list[int]]:
    with Image.open(path) as image:
        return image.size, [round(v) for v in image.info["dpi"]]


def test_the_shipped_services():
    assert shipped_service_ids() == ["drivethru", "mpc", "tgc"]


def test_tgc_one_png_per_face_825_by_1125_at_300_dpi(exported):
    deck, results = exported
    result = results["tgc"]
    names = sorted(p.name for p in result.folder.iterdir())
    assert len(names) == 14 + 1 + 1  # a front per face, the back, README.txt
    assert names[:3] == ["README.txt", "back.png", "front-01-red-7.png"]
    assert "front-14-blue-double.png" in names
    for file in result.files:
        assert _png(file.path) == ((825, 1125), [300, 300])
    copies = {f.path.name: f.copies for f in result.files}
    assert copies["front-03-yellow-reverse.png"] == 3 and copies["back.png"] == 27
    assert sum(c for name, c in copies.items() if name != "back.png") == deck.total_cards
    assert result.card.card.bleed_mm == pytest.approx(25.4 / 8)  # 1/8 in


def test_mpc_one_png_per_copy_822_by_1122_at_300_dpi(exported):
    _, results = exported
    result = results["mpc"]
    fronts = sorted(p.name for p in result.folder.glob("front-*.png"))
    assert len(fronts) == 27 and len(list(result.folder.iterdir())) == 27 + 2
    assert fronts[:4] == [
        "front-001-red-7.png",
        "front-002-blue-skip.png",
        "front-003-blue-skip.png",
        "front-004-yellow-reverse.png",
    ]
    assert fronts[-1] == "front-027-blue-double.png"
    for file in result.files:
        assert _png(file.path) == ((822, 1122), [300, 300])
    assert result.card.card.bleed_mm == pytest.approx(0.12 * 25.4)


def test_drivethru_one_card_a_page_pdf_with_trim_and_bleed_boxes(exported):
    _, results = exported
    result = results["drivethru"]
    assert sorted(p.name for p in result.folder.iterdir()) == ["README.txt", "cards.pdf"]
    reader = PdfReader(result.folder / "cards.pdf")
    assert len(reader.pages) == result.pages == 54  # front and back of 27 cards
    full = (2.75 * 25.4, 3.75 * 25.4)
    for page in (0, 1, 53):
        assert page_size_mm(reader, page) == (pytest.approx(full[0]), pytest.approx(full[1]))
        bleed = 25.4 / 8
        trim = (bleed, bleed, full[0] - bleed, full[1] - bleed)
        assert page_box_mm(reader, page, "trimbox") == pytest.approx(trim, abs=TOL)
    image = reader.pages[0].images[0].image
    assert image is not None and image.size == (825, 1125)  # 300 dpi on the page


def test_readme_says_what_to_upload_and_how_many_copies(exported):
    _, results = exported
    tgc = (results["tgc"].folder / "README.txt").read_text(encoding="utf-8")
    assert "825 x 1125 px at 300 dpi" in tgc and "checked 2026-11-30" in tgc
    assert re.search(r"front-03-yellow-reverse\.png +x 3", tgc)
    assert "back.png" in tgc and "the back of all 27 cards" in tgc
    assert "Upload the 14 front images" in tgc
    mpc = (results["mpc"].folder / "README.txt").read_text(encoding="utf-8")
    assert "Upload the 27 front images, one per card" in mpc
    dtc = (results["drivethru"].folder / "README.txt").read_text(encoding="utf-8")
    assert "Upload cards.pdf as the card file: 27 cards, 54 pages" in dtc


@pytest.mark.parametrize(("service", "card"), sorted(REFERENCE))
def test_preset_figures_match_the_reference(service, card):
    width, height, dpi = REFERENCE[service, card]
    loaded = load_service(service)
    assert loaded.preset.dpi == dpi
    assert service_card(loaded, card).px == (width, height)
    assert "as commonly published" in loaded.preset.source and loaded.preset.checked


def test_every_preset_size_is_in_the_reference():
    listed = {(s, c) for s in shipped_service_ids() for c in load_service(s).preset.sizes}
    assert listed == set(REFERENCE)


@pytest.mark.skipif(not REFERENCE_FILE.is_file(), reason="reference notes not on this machine")
def test_reference_table_still_says_these_figures():
    rows = {
        line.split("|")[1].strip(): line
        for line in REFERENCE_FILE.read_text(encoding="utf-8").splitlines()
        if line.startswith("| ")
    }
    assert "825 × 1125 px" in rows["The Game Crafter"]
    assert "bridge 750 × 1125 px" in rows["The Game Crafter"]
    assert "822 × 1122 px" in rows["MakePlayingCards"]
    assert "2.75 × 3.75 in" in rows["DriveThruCards"] and "300 dpi" in rows["DriveThruCards"]


def test_unknown_service_is_refused_with_the_list(tmp_path):
    result = runner.invoke(app, ["export", "classic-108", "--service", "gamecraft",
                                 "-o", str(tmp_path)])  # fmt: skip
    assert result.exit_code == 1
    assert "no print service named 'gamecraft'" in result.output
    assert "drivethru, mpc, tgc" in result.output and "Traceback" not in result.output
    assert list(tmp_path.iterdir()) == []


def test_card_size_the_preset_lacks_is_refused_with_its_sizes():
    with pytest.raises(LayoutError, match="use one of poker, bridge"):
        service_card(load_service("tgc"), "tarot")


def test_bad_preset_file_is_refused(tmp_path):
    bad = tmp_path / "mine.yaml"
    text = Path(load_service("mpc").path).read_text(encoding="utf-8")
    bad.write_text(text.replace("{number:03d}", "{face}"), encoding="utf-8")
    with pytest.raises(TemplateError, match=r"needs \{number\} in names.front"):
        load_service(bad)


def test_export_command_and_stale_files_removed(tmp_path):
    stale = tmp_path / "tgc" / "front-99-old.png"
    stale.parent.mkdir()
    stale.write_bytes(b"")
    keep = tmp_path / "tgc" / "notes.txt"
    keep.write_text("mine", encoding="utf-8")
    # the twelve-card test deck (12 faces and the back), not classic-108's 55 images: the
    # command's message and the stale files are the point, each image costs ~0.05 s at 300 dpi
    result = runner.invoke(app, ["export", TWELVE, "--service", "tgc", "--card",
                                 "bridge", "-o", str(tmp_path)])  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "13 images for The Game Crafter" in result.output
    assert "12 bridge cards, 750 x 1125 px at 300 dpi" in result.output
    assert not stale.exists() and keep.exists()
    assert _png(tmp_path / "tgc" / "back.png") == ((750, 1125), [300, 300])


def test_cards_takes_card_and_bleed(tmp_path):
    result = runner.invoke(app, ["cards", "classic-108", "-o", str(tmp_path), "--dpi", "100",
                                 "--card", "poker", "--bleed", "0.125in", "-q"])  # fmt: skip
    assert result.exit_code == 0, result.output
    assert _png(tmp_path / "cards" / "red-7.png") == ((275, 375), [100, 100])  # 2.75x3.75 in
    bad = runner.invoke(app, ["cards", "classic-108", "-o", str(tmp_path), "--bleed", "9mm"])
    assert bad.exit_code == 1 and "bleed 9 mm is out of range" in bad.output
