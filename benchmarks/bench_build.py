"""Benchmark: what a print-sheet build costs, against the raster floor measured in the same run.

    python benchmarks/bench_build.py            # classic-112 and a 1,000-card custom deck
    python benchmarks/bench_build.py --repeat 3 # best of 3 for each measurement

For each deck it measures, each in a fresh Python process (so peak memory is that run's own):
- cold: ``build_sheets`` with an empty render cache (fronts + backs, 300 dpi, A4, 3 mm bleed);
- warm: the same build again with the cache filled by the cold run;
- floor: bare Pillow makes as many images of the same pixel size (a filled rectangle each)
  and ReportLab places as many images on as many pages, with ``drawImage``.
Times are wall-clock seconds of the work alone (interpreter start-up and imports excluded).
Targets (issue 7): cold <= 1.3 x floor, warm <= 0.25 x cold, PDF <= 3 MB, peak RSS <= 250 MB.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CUSTOM_DECK = textwrap.dedent("""\
    id: bench-1000
    name: Benchmark deck
    colors: [red, yellow, green, blue]
    cards:
      - {type: number, ranks: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], copies: 25, each_color: true}
    """)
TARGETS = {"cold/floor": 1.3, "warm/cold": 0.25, "pdf_mb": 3.0, "rss_mb": 250.0}


def _peak_rss_mb() -> float:
    import resource

    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return max(own, children) / 1024  # Linux reports KiB


def run_build(deck: str, out: str) -> dict:
    """Child process: one build_sheets call, timed."""
    from deckgen import build_sheets, load_deck

    model = load_deck(deck)
    start = time.perf_counter()
    result = build_sheets(model, Path(out))
    seconds = time.perf_counter() - start
    return {
        "seconds": seconds,
        "pdf_bytes": result.path.stat().st_size,
        "rss_mb": _peak_rss_mb(),
        "cards": result.cards,
        "pages": result.pages,
        "unique": len(model.faces) + 1,
    }


def run_floor(unique: int, cards: int, out: str) -> dict:
    """Child process: the raster floor for ``unique`` images placed ``cards`` times (+ backs)."""
    from PIL import Image
    from reportlab.lib.utils import ImageReader
    from reportlab.pdfgen.canvas import Canvas

    from deckgen.units import mm_to_pt, mm_to_px

    width_px, height_px = mm_to_px(62, 300), mm_to_px(93, 300)
    w_pt, h_pt = mm_to_pt(62), mm_to_pt(93)
    start = time.perf_counter()
    images = [
        Image.new("RGB", (width_px, height_px), (i * 37 % 256, i * 91 % 256, i * 13 % 256))
        for i in range(unique)
    ]
    readers = [ImageReader(image) for image in images]
    canvas = Canvas(str(Path(out) / "floor.pdf"), invariant=1)
    order = [i % (unique - 1) for i in range(cards)]
    for first in range(0, cards, 9):
        page = order[first : first + 9]
        for slot, index in enumerate(page):
            canvas.drawImage(readers[index], slot % 3 * w_pt, slot // 3 * h_pt, w_pt, h_pt)
        canvas.showPage()
        for slot in range(len(page)):
            canvas.drawImage(readers[-1], slot % 3 * w_pt, slot // 3 * h_pt, w_pt, h_pt)
        canvas.showPage()
    canvas.save()
    return {"seconds": time.perf_counter() - start, "rss_mb": _peak_rss_mb()}


def _child(args: list[str], env: dict[str, str]) -> dict:
    completed = subprocess.run(
        [sys.executable, __file__, *args], env=env, capture_output=True, text=True, check=True
    )
    return json.loads(completed.stdout.strip().splitlines()[-1])


def measure(deck: str, repeat: int, workdir: Path) -> dict:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    cold, warm, floor = [], [], []
    for attempt in range(repeat):
        env["DECKGEN_CACHE_DIR"] = str(workdir / f"cache-{deck.replace('/', '_')}-{attempt}")
        out = workdir / f"out-{attempt}"
        cold.append(_child(["--child-build", deck, str(out)], env))
        warm.append(_child(["--child-build", deck, str(out)], env))
        floor.append(
            _child(["--child-floor", str(cold[0]["unique"]), str(cold[0]["cards"]), str(out)], env)
        )
    best = lambda runs: min(runs, key=lambda r: r["seconds"])  # noqa: E731
    return {"cold": best(cold), "warm": best(warm), "floor": best(floor)}


def report(name: str, m: dict) -> list[str]:
    cold, warm, floor = m["cold"], m["warm"], m["floor"]
    ratios = {
        "cold/floor": cold["seconds"] / floor["seconds"],
        "warm/cold": warm["seconds"] / cold["seconds"],
        "pdf_mb": cold["pdf_bytes"] / 1e6,
        "rss_mb": max(cold["rss_mb"], warm["rss_mb"]),
    }
    lines = [
        f"{name}: {cold['cards']} cards, {cold['unique']} unique images, {cold['pages']} pages",
        f"  cold build   {cold['seconds']:7.2f} s   {cold['cards'] / cold['seconds']:7.0f} cards/s",
        f"  warm rebuild {warm['seconds']:7.2f} s   {warm['cards'] / warm['seconds']:7.0f} cards/s",
        f"  raster floor {floor['seconds']:7.2f} s",
    ]
    for key, value in ratios.items():
        verdict = "ok" if value <= TARGETS[key] else "MISSED"
        lines.append(f"  {key:<11} {value:7.2f}   (target <= {TARGETS[key]:g}: {verdict})")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=1, help="best of N runs (default 1)")
    parser.add_argument("--child-build", nargs=2, help=argparse.SUPPRESS)
    parser.add_argument("--child-floor", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child_build:
        print(json.dumps(run_build(*args.child_build)))
        return
    if args.child_floor:
        unique, cards, out = args.child_floor
        print(json.dumps(run_floor(int(unique), int(cards), out)))
        return
    print(f"deckgen build benchmark, {os.cpu_count()} cores, Python {sys.version.split()[0]}")
    with tempfile.TemporaryDirectory(prefix="deckgen-bench-") as tmp:
        workdir = Path(tmp)
        custom = workdir / "bench-1000.yaml"
        custom.write_text(CUSTOM_DECK, encoding="utf-8")
        for name, deck in (("classic-112", "classic-112"), ("1,000-card custom deck", str(custom))):
            print("\n".join(report(name, measure(deck, args.repeat, workdir))))


if __name__ == "__main__":
    main()
