"""Check that a refactoring leaves outputs byte-identical: build a fixed set, then compare.

    python benchmarks/compare_outputs.py build /tmp/before   # on the unchanged code
    python benchmarks/compare_outputs.py build /tmp/after    # on the changed code
    python benchmarks/compare_outputs.py compare /tmp/before /tmp/after

``build`` runs the CLI (``python -m deckgen``, from this checkout) for each job in ``JOBS``
into ``<folder>/<job>/``, each with a fresh, empty render cache (so no face is reused from
an older build). ``compare`` compares every file of both trees byte for byte (like
``cmp``) and exits 1 if any file differs or is missing on one side. PDFs are written with
ReportLab's ``invariant=1``, so equal code gives equal bytes.

One exception, reported as such: the print sheets name each face's image XObject after its
render-cache key (``layout/pdfimage.py``), and that key hashes the source of
``deckgen/render/`` and ``deckgen/text/`` (so that no stale face is reused). A change to
those sources therefore renames the images in ``sheets.pdf`` (and reorders the resource
dictionaries) even when every pixel is the same. For a PDF whose bytes differ, ``compare``
then compares it with every image named by the SHA-256 of its data: page sizes, content
streams, image data and embedded fonts must all be equal. That verdict is printed as
"same but image names" and does not fail the comparison.
"""

from __future__ import annotations

import argparse
import filecmp
import hashlib
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

# job name -> CLI arguments (``-o <folder>/<job>`` and ``-q`` are added).
JOBS: dict[str, list[str]] = {
    "sheets-classic-108": ["sheets", "classic-108", "--reference-card"],
    "sheets-classic-108-th-fold": [
        "sheets", "classic-108", "--duplex", "fold", "--reference-card", "--lang", "th",
    ],
    "sheets-classic-112-letter": ["sheets", "classic-112", "--paper", "Letter", "--cut-lines"],
    "booklet-classic-108": ["booklet", "classic-108", "--lang", "en,th"],
    "booklet-classic-108-a5": [
        "booklet", "classic-108", "--lang", "en,th", "--format", "a5-booklet",
    ],
    "booklet-house-plus-ten": ["booklet", "house-plus-ten", "--lang", "en,th,ru"],
    "proof-classic-108": ["proof", "classic-108"],
    "proof-classic-112-blanks-th": ["proof", "classic-112-blanks", "--lang", "th"],
    "cards-two-player": ["cards", "two-player", "--dpi", "100"],
    "calibrate": ["calibrate"],
    "calibrate-letter-landscape": ["calibrate", "--paper", "Letter", "--orientation", "landscape"],
}  # fmt: skip


def build(folder: Path, only: list[str] | None = None) -> None:
    """Run every job (or those named in ``only``) into ``folder/<job>/``."""
    folder.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, PYTHONPATH=str(REPO))
    for name, args in JOBS.items():
        if only and name not in only:
            continue
        out = folder / name
        with tempfile.TemporaryDirectory(prefix="deckgen-cache-") as cache:
            env["DECKGEN_CACHE_DIR"] = cache
            cmd = [sys.executable, "-m", "deckgen", *args, "-o", str(out), "-q"]
            print(" ".join(cmd[2:]), flush=True)
            subprocess.run(cmd, check=True, env=env, cwd=REPO)


_FACE_NAME = re.compile(rb"FormXob\.Face[0-9a-f]+")


def _pdf_without_image_names(path: Path) -> list[object]:
    """Each page of ``path`` as (size, content stream, sorted image and font digests), with
    every image XObject name replaced by the SHA-256 of the image's raw stream."""
    from pypdf import PdfReader

    pages: list[object] = []
    for page in PdfReader(path).pages:
        resources = page.get("/Resources") or {}
        names: dict[bytes, bytes] = {}
        xobjects = resources.get("/XObject") or {}
        for name, ref in xobjects.items():
            data = ref.get_object().get_data()
            names[name.lstrip("/").encode()] = b"img-" + hashlib.sha256(data).hexdigest().encode()
        content = page.get_contents()
        code = content.get_data() if content is not None else b""
        code = _FACE_NAME.sub(lambda m, names=names: names.get(m.group(), m.group()), code)
        fonts = sorted(repr(_canonical(ref)) for ref in (resources.get("/Font") or {}).values())
        pages.append((list(page.mediabox), code, sorted(names.values()), fonts))
    return pages


def _canonical(obj: object, depth: int = 0) -> object:
    """A PDF object with references resolved and streams as digests (object numbers gone)."""
    from pypdf.generic import ArrayObject, DictionaryObject, IndirectObject, StreamObject

    if depth > 20:
        return "..."
    if isinstance(obj, IndirectObject):
        return _canonical(obj.get_object(), depth + 1)
    if isinstance(obj, StreamObject):
        digest = hashlib.sha256(obj.get_data()).hexdigest()
        return ("stream", digest, _canonical(DictionaryObject(obj), depth + 1))
    if isinstance(obj, DictionaryObject):
        items = ((k, _canonical(v, depth + 1)) for k, v in obj.items() if k != "/Length")
        return sorted(items, key=repr)
    if isinstance(obj, ArrayObject):
        return [_canonical(v, depth + 1) for v in obj]
    return repr(obj)


def _files(root: Path) -> set[Path]:
    return {p.relative_to(root) for p in root.rglob("*") if p.is_file()}


def compare(before: Path, after: Path) -> int:
    """Print one line per differing or missing file and a summary; return the exit status."""
    left, right = _files(before), _files(after)
    problems = 0
    for rel in sorted(left - right):
        print(f"only in {before}: {rel}")
        problems += 1
    for rel in sorted(right - left):
        print(f"only in {after}: {rel}")
        problems += 1
    common = sorted(left & right)
    renamed = 0
    for rel in common:
        if filecmp.cmp(before / rel, after / rel, shallow=False):
            continue
        if rel.suffix == ".pdf" and _pdf_without_image_names(
            before / rel
        ) == _pdf_without_image_names(after / rel):
            print(f"same but image names: {rel}")
            renamed += 1
            continue
        print(f"differs: {rel}")
        problems += 1
    verdict = "identical" if problems == 0 else f"{problems} problem(s)"
    if renamed:
        verdict += f" ({renamed} PDF(s) equal only once image names are ignored)"
    print(f"{len(common)} files compared: {verdict}")
    return 0 if problems == 0 else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="build the fixed set of outputs into FOLDER")
    b.add_argument("folder", type=Path)
    b.add_argument("--only", nargs="*", help="job names (default: all)")
    c = sub.add_parser("compare", help="compare two build folders byte for byte")
    c.add_argument("before", type=Path)
    c.add_argument("after", type=Path)
    args = parser.parse_args(argv)
    if args.command == "build":
        build(args.folder, args.only)
        return 0
    return compare(args.before, args.after)


if __name__ == "__main__":
    sys.exit(main())
