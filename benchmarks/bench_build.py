"""Benchmark: what deckgen's commands cost, against the raster floor measured in the same run.

    python benchmarks/bench_build.py              # median of 5 runs of everything
    python benchmarks/bench_build.py --repeat 3   # median of 3 (quicker, noisier)
    python benchmarks/bench_build.py --only start # start-up only (or: build)

Every figure is a whole process started from here (interpreter start-up and imports
included), the median of ``--repeat`` runs, with the compared runs interleaved (cold,
warm, floor, cold, warm, floor, ...) so a busy machine slows them alike. Each run also
reports its CPU time (user + system, workers included), which a shared machine disturbs
less than wall time. Targets (issue 19):

- start-up: ``deckgen --version``, ``--help``, ``info``, ``validate classic-112`` each at
  most 0.15 s wall (also printed: how many modules each imports, from ``-X importtime``);
- cold ``deckgen sheets`` (empty render cache, fronts + backs at 300 dpi, A4, 3 mm bleed)
  at most 1.3 x the raster floor; warm (cache filled, nothing changed) at most 0.25 x cold;
  also printed, with no target: ``--force`` on a warm cache (the PDF laid out and written
  again), what a rebuild costs when sheets cannot find its output up to date;
- PDF at most 3 MB, peak RSS at most 250 MB;
- a 1,000-card deck of 40 unique fronts costs at most 1.25 x the same 40 fronts once each.

The raster floor is the least any tool can do for the same output: it makes exactly the
unique faces the build made (read from its PDF: the same number, the same pixel size),
each a plain fill and one rectangle saved as PNG at compress level 1, in parallel over the
cores; then ReportLab places the same number of images on the same number of pages.
"""

from __future__ import annotations

import argparse
import io
import os
import re
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DECK = textwrap.dedent("""\
    id: bench-{copies}
    name: Benchmark deck
    colors: [red, yellow, green, blue]
    cards:
      - {{type: number, ranks: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], copies: {copies}, each_color: true}}
    """)
START_COMMANDS = (["--version"], ["--help"], ["info"], ["validate", "classic-112"])
TARGETS = {
    "start_s": 0.15,
    "cold/floor": 1.3,
    "warm/cold": 0.25,
    "pdf_mb": 3.0,
    "rss_mb": 250.0,
    "copies/unique": 1.25,
}


def run(argv: list[str], env: dict[str, str]) -> dict[str, float]:
    """Run ``argv`` to the end: wall seconds, CPU seconds (user + system, children that it
    waited for included) and peak RSS in MB. Raises if it fails."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    stderr = proc.stderr.read().decode() if proc.stderr else ""
    if proc.returncode:
        raise SystemExit(f"{' '.join(argv)} failed ({proc.returncode}):\n{stderr}")
    return {
        "wall": wall,
        "cpu": usage.ru_utime + usage.ru_stime,
        "rss_mb": usage.ru_maxrss / 1024,  # Linux reports KiB
    }


def deckgen(*args: str) -> list[str]:
    return [sys.executable, "-m", "deckgen", *args]


def median(runs: list[dict[str, float]], key: str) -> float:
    return statistics.median(r[key] for r in runs)


def timing(label: str, runs: list[dict[str, float]]) -> str:
    """One report line: the median wall and CPU seconds of ``runs``."""
    return f"  {label:<13} {median(runs, 'wall'):6.2f} s wall  {median(runs, 'cpu'):6.2f} s cpu"


def pdf_shape(path: Path) -> dict[str, int]:
    """What a sheets PDF holds: distinct images (and their pixel size), placements, pages."""
    from pypdf import PdfReader

    reader = PdfReader(path)
    images: dict[str, tuple[int, int]] = {}
    placed = 0
    for page in reader.pages:
        xobjects = page["/Resources"].get("/XObject", {})
        for ref in xobjects.values():
            obj = ref.get_object()
            if obj.get("/Subtype") == "/Image":
                images[str(ref.idnum)] = (int(obj["/Width"]), int(obj["/Height"]))
        content = page.get_contents()
        names = {n.lstrip("/") for n in xobjects}
        data = content.get_data().decode("latin-1") if content is not None else ""
        placed += sum(1 for m in re.finditer(r"/(\S+) Do", data) if m.group(1) in names)
    sizes = sorted(set(images.values()))
    width, height = max(sizes, key=lambda s: s[0] * s[1])
    return {
        "unique": len(images),
        "width": width,
        "height": height,
        "placed": placed,
        "pages": len(reader.pages),
    }


# --- the raster floor (run as its own process: python bench_build.py --floor ...) ----------


def _floor_face(job: tuple[int, int, int]) -> bytes:
    from PIL import Image, ImageDraw

    index, width, height = job
    image = Image.new("RGB", (width, height), (index * 37 % 256, index * 91 % 256, 200))
    inset = width // 12
    ImageDraw.Draw(image).rectangle(
        (inset, inset, width - inset, height - inset), fill=(255, 255, 255), outline=(0, 0, 0)
    )
    out = io.BytesIO()
    image.save(out, "PNG", compress_level=1)
    return out.getvalue()


def floor(unique: int, width: int, height: int, placed: int, pages: int, out: str) -> None:
    """Make ``unique`` faces of ``width`` x ``height`` px in parallel over the cores, then
    place ``placed`` images on ``pages`` A4 pages with ReportLab."""
    from concurrent.futures import ProcessPoolExecutor

    from PIL import Image
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.utils import ImageReader
    from reportlab.pdfgen.canvas import Canvas

    jobs = [(i, width, height) for i in range(unique)]
    with ProcessPoolExecutor(os.cpu_count() or 1) as pool:
        pngs = list(pool.map(_floor_face, jobs, chunksize=max(1, unique // 8)))
    readers = [ImageReader(Image.open(io.BytesIO(png))) for png in pngs]
    canvas = Canvas(out, pagesize=A4, invariant=1)
    per_page, rest = divmod(placed, pages)
    w_pt, h_pt = width * 72 / 300, height * 72 / 300
    count = 0
    for page in range(pages):
        for slot in range(per_page + (page < rest)):
            x_pt, y_pt = slot % 3 * w_pt, slot // 3 % 3 * h_pt
            canvas.drawImage(readers[count % unique], x_pt, y_pt, w_pt, h_pt)
            count += 1
        canvas.showPage()
    canvas.save()


# --- measurements -------------------------------------------------------------------------


def start_up(repeat: int, env: dict[str, str]) -> list[str]:
    lines = ["start-up (whole process, median wall / CPU, modules imported):"]
    runs: dict[str, list[dict[str, float]]] = {" ".join(c): [] for c in START_COMMANDS}
    for _ in range(repeat):
        for command in START_COMMANDS:
            runs[" ".join(command)].append(run(deckgen(*command), env))
    for command in START_COMMANDS:
        name = " ".join(command)
        imports = subprocess.run(
            [sys.executable, "-X", "importtime", "-m", "deckgen", *command],
            env=env, capture_output=True, text=True, check=True,
        ).stderr.count("import time:") - 1  # fmt: skip
        wall = median(runs[name], "wall")
        verdict = "ok" if wall <= TARGETS["start_s"] else "MISSED"
        lines.append(
            f"  deckgen {name:<22} {wall:5.2f} s  cpu {median(runs[name], 'cpu'):5.2f} s  "
            f"{imports:4d} modules  (target <= {TARGETS['start_s']} s: {verdict})"
        )
    return lines


def build(name: str, deck: str, repeat: int, workdir: Path, env: dict[str, str]) -> list[str]:
    cold: list[dict[str, float]] = []
    warm: list[dict[str, float]] = []
    forced: list[dict[str, float]] = []  # render cache full, PDF laid out and written again
    low: list[dict[str, float]] = []
    out = workdir / f"out-{name}"
    shape: dict[str, int] = {}
    for attempt in range(repeat):
        env = {**env, "DECKGEN_CACHE_DIR": str(workdir / f"cache-{name}-{attempt}")}
        cold.append(run(deckgen("sheets", deck, "--out", str(out)), env))
        warm.append(run(deckgen("sheets", deck, "--out", str(out)), env))
        forced.append(run(deckgen("sheets", deck, "--out", str(out), "--force"), env))
        shape = shape or pdf_shape(out / "sheets.pdf")
        pdf_mb = (out / "sheets.pdf").stat().st_size / 1e6
        args = [str(shape[k]) for k in ("unique", "width", "height", "placed", "pages")]
        low.append(run([sys.executable, __file__, "--floor", *args, str(workdir / "f.pdf")], env))
    ratios = {
        "cold/floor": median(cold, "wall") / median(low, "wall"),
        "warm/cold": median(warm, "wall") / median(cold, "wall"),
        "pdf_mb": pdf_mb,
        "rss_mb": max(r["rss_mb"] for r in cold + warm + forced),
    }
    lines = [
        f"{name}: {shape['placed']} images placed ({shape['unique']} unique, "
        f"{shape['width']} x {shape['height']} px), {shape['pages']} pages",
    ]
    for label, runs in (
        ("cold build", cold),
        ("warm rebuild", warm),
        ("warm --force", forced),
        ("raster floor", low),
    ):
        lines.append(timing(label, runs))
    lines.append(
        f"  (cpu ratios: cold/floor {median(cold, 'cpu') / median(low, 'cpu'):.2f}, "
        f"warm/cold {median(warm, 'cpu') / median(cold, 'cpu'):.2f})"
    )
    # not a target: what a rebuild costs when the PDF must be written again (faces from the
    # render cache, layout and writing done), the figure before sheets knew it was up to date
    lines.append(
        f"  (warm --force/cold {median(forced, 'wall') / median(cold, 'wall'):.2f} wall, "
        f"{median(forced, 'cpu') / median(cold, 'cpu'):.2f} cpu; no target)"
    )
    for key, value in ratios.items():
        verdict = "ok" if value <= TARGETS[key] else "MISSED"
        lines.append(f"  {key:<13} {value:6.2f}   (target <= {TARGETS[key]:g}: {verdict})")
    return lines


def copies(repeat: int, workdir: Path, env: dict[str, str]) -> list[str]:
    """Cold builds of 40 unique fronts placed 25 times each vs once each, interleaved."""
    decks = {}
    for n in (1, 25):
        decks[n] = workdir / f"bench-{n}.yaml"
        decks[n].write_text(DECK.format(copies=n), encoding="utf-8")
    runs: dict[int, list[dict[str, float]]] = {1: [], 25: []}
    for attempt in range(repeat):
        for n, deck in decks.items():
            cached = {**env, "DECKGEN_CACHE_DIR": str(workdir / f"cache-copies-{n}-{attempt}")}
            runs[n].append(run(deckgen("sheets", str(deck), "--out", str(workdir / "c")), cached))
    ratio = median(runs[25], "wall") / median(runs[1], "wall")
    verdict = "ok" if ratio <= TARGETS["copies/unique"] else "MISSED"
    return [
        "copies: 40 unique fronts + 1 back, cold",
        timing("1,000 cards", runs[25]),
        timing("40 cards", runs[1]),
        f"  copies/unique {ratio:6.2f}   (target <= {TARGETS['copies/unique']:g}: {verdict})",
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="median of N runs (default 5)")
    parser.add_argument("--only", choices=("start", "build"), help="measure one part only")
    parser.add_argument("--floor", nargs=6, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.floor:
        *numbers, out = args.floor
        floor(*(int(n) for n in numbers), out)
        return
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    # measure what an installed deckgen costs: its bytecode compiled once, not every run
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(REPO / "deckgen")], check=True)
    print(f"deckgen benchmark, {os.cpu_count()} cores, Python {sys.version.split()[0]}, "
          f"median of {args.repeat}")  # fmt: skip
    with tempfile.TemporaryDirectory(prefix="deckgen-bench-") as tmp:
        workdir = Path(tmp)
        env["HOME"] = str(workdir)  # no user settings, no user cache
        if args.only != "build":
            print("\n".join(start_up(args.repeat, env)), flush=True)
        if args.only != "start":
            print("\n".join(build("classic-112", "classic-112", args.repeat, workdir, env)))
            print("\n".join(copies(args.repeat, workdir, env)), flush=True)


if __name__ == "__main__":
    main()
