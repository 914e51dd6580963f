"""Same inputs, same bytes: PDFs and PNGs across runs and across PYTHONHASHSEED values.

The CLI runs in subprocesses, two at a time (one per hash seed), each with its own render
cache folder (DECKGEN_CACHE_DIR) so a cache cannot hide a difference. Every file written is
compared byte for byte: sheets, backs, print-shop, proof, booklets in three languages (A4
and A5 imposition), card PNGs (plain and rounded), TTS sheets, calibration.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TWELVE = str(ROOT / "tests" / "data" / "twelve-cards.yaml")
SEEDS = ("0", "4242")

# one shell line per seed: the commands run one after another inside it
COMMANDS = [
    ["build", TWELVE, "--dpi", "72", "--lang", "en,ru,th"],
    ["sheets", TWELVE, "--dpi", "72", "--duplex", "none", "-o", "{out}/none"],
    ["sheets", TWELVE, "--dpi", "72", "--one-per-page"],
    ["booklet", "house-plus-ten", "--format", "a5-booklet", "-l", "th", "-o", "{out}/a5"],
    ["cards", "house-plus-ten", "--dpi", "72", "--lang", "th"],
    ["cards", TWELVE, "--dpi", "72", "--rounded", "-o", "{out}/rounded"],
    ["tts", TWELVE],
    ["proof", TWELVE],
    ["calibrate"],
]


def _run_all(out: Path, seed: str, cache: Path) -> subprocess.Popen:
    lines = []
    for command in COMMANDS:
        args = [a.format(out=out) for a in command]
        if "-o" not in args:
            args += ["-o", str(out)]
        lines.append([sys.executable, "-m", "deckgen", *args, "-q"])
    script = " && ".join(" ".join(f"'{a}'" for a in line) for line in lines)
    env = dict(os.environ, PYTHONHASHSEED=seed, DECKGEN_CACHE_DIR=str(cache), PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        ["bash", "-c", script], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )


@pytest.fixture(scope="module")
def builds(tmp_path_factory) -> dict[str, Path]:
    """The same outputs built once per hash seed, in parallel."""
    root = tmp_path_factory.mktemp("determinism")
    runs = {seed: _run_all(root / seed, seed, root / f"cache-{seed}") for seed in SEEDS}
    for seed, process in runs.items():
        _, err = process.communicate(timeout=300)
        assert process.returncode == 0, f"seed {seed}: {err.decode()}"
    return {seed: root / seed for seed in SEEDS}


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def test_every_output_is_byte_identical_across_hash_seeds(builds):
    first, second = (_files(builds[seed]) for seed in SEEDS)
    assert sorted(first) == sorted(second)
    differing = [name for name in first if first[name] != second[name]]
    assert differing == []


def test_the_comparison_covers_every_kind_of_output(builds):
    names = set(_files(builds[SEEDS[0]]))
    expected = {
        "sheets.pdf",
        "none/sheets.pdf",
        "none/backs.pdf",
        "print-shop.pdf",
        "rules-en.pdf",
        "rules-ru.pdf",
        "rules-th.pdf",
        "a5/rules-th.pdf",
        "cards/back.png",
        "rounded/cards/back.png",
        "tts/deck-1.png",
        "tts/back.png",
        "tts/deck.txt",
        "proof.pdf",
        "calibration.pdf",
    }
    assert expected <= names
    assert sum(name.startswith("cards/") for name in names) > 12  # house-plus-ten's faces too


def test_pdfs_carry_no_timestamp_or_random_id(builds):
    """ReportLab's invariant mode: a fixed creation date and a document /ID from the content."""
    for name, data in _files(builds[SEEDS[0]]).items():
        if name.endswith(".pdf"):
            assert b"/CreationDate (D:20000101000000" in data or b"/CreationDate" not in data, name
