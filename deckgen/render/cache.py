"""A content-addressed cache of rendered faces in the user's cache folder.

Internal. The key is a SHA-256 over everything that changes the pixels: the face (its
card type, colour, rank, label, texts), the card style, the bytes of the fonts it names,
the dpi and card size, and the renderer's own source code, so an entry can never be reused
after any of them changes. The cache keeps to ``max_bytes`` by deleting the least recently
used entries.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import struct
import tempfile
from functools import cache
from pathlib import Path

from ..resources import cache_base_dir
from .facedata import FaceImage

DEFAULT_MAX_BYTES = 200 * 1024 * 1024
_HEADER = struct.Struct("<4sIII")  # magic, width_px, height_px, dpi
_MAGIC = b"DGF1"
RENDER_DIR = Path(__file__).resolve().parent


def default_cache_dir() -> Path:
    """``<user cache dir>/deckgen/faces`` (e.g. ``~/.cache/deckgen/faces`` on Linux).

    ``DECKGEN_CACHE_DIR`` overrides it.
    """
    return cache_base_dir() / "faces"


def _pixel_sources() -> list[Path]:
    """Every source file whose change can change a face's pixels: the renderer, the text
    code it uses (Thai word breaks, with their word list ``text/thai-words.txt``), and the
    model and units it reads."""
    package = RENDER_DIR.parent
    text = package / "text"
    return sorted(
        [*RENDER_DIR.glob("*.py"), *text.glob("*.py"), *text.glob("*.txt")]
        + [package / "definitions" / "model.py", package / "cardsize.py", package / "units.py"]
    )


@cache
def renderer_digest() -> str:
    """A hash of the code that draws faces (our sources, and the versions of Pillow and
    PyThaiNLP): any change to it changes every key, so no stale face is reused."""
    digest = hashlib.sha256()
    for path in _pixel_sources():
        digest.update(str(path.relative_to(RENDER_DIR.parent)).encode())
        digest.update(path.read_bytes())
    for name, package in (("pillow", "PIL"), ("pythainlp", "pythainlp")):
        digest.update(f"{name}={installed_version(name, package)}".encode())
    return digest.hexdigest()


def installed_version(name: str, package: str) -> str:
    """The version of the installed distribution ``name`` (whose import package is
    ``package``), as ``importlib.metadata.version`` gives it, ``"?"`` if not installed.

    Read from the ``Version:`` line of the ``<name>-<version>.dist-info/METADATA`` beside
    the package, without importing it or :mod:`importlib.metadata` (a tenth of a second: a
    warm ``deckgen sheets`` asks this once); anything else (no such folder, several, an
    egg or an editable install) is asked of :mod:`importlib.metadata`.
    """
    from importlib.util import find_spec

    spec = find_spec(package)
    origin = spec.origin if spec is not None else None
    if origin is not None:
        folder = Path(origin).parent.parent
        prefix = f"{name.lower()}-"
        try:
            found = [
                entry
                for entry in os.listdir(folder)
                if entry.lower().startswith(prefix) and entry.endswith(".dist-info")
            ]
            if len(found) == 1:
                text = (folder / found[0] / "METADATA").read_text(encoding="utf-8")
                for line in text.splitlines():
                    if not line:
                        break  # the headers end at the first blank line
                    if line.startswith("Version:"):
                        return line.removeprefix("Version:").strip()
        except (OSError, UnicodeDecodeError):
            pass
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(name)
    except PackageNotFoundError:
        return "?"


@cache
def file_digest(path: Path, size: int, mtime_ns: int) -> str:
    """SHA-256 of a file's bytes (memoised per path, size and modification time)."""
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def digest_of_file(path: Path) -> str:
    """SHA-256 of the file at ``path``, recomputed only when it changes."""
    stat = Path(path).stat()
    return file_digest(Path(path), stat.st_size, stat.st_mtime_ns)


def make_key(*parts: str) -> str:
    """Combine key material (strings) with the renderer digest into one hex key."""
    digest = hashlib.sha256(renderer_digest().encode())
    for part in parts:
        digest.update(b"\x00")
        digest.update(part.encode())
    return digest.hexdigest()


class FaceCache:
    """Rendered faces stored as files named by key under ``folder``, at most ``max_bytes``.

    Reads and writes never raise for cache trouble (a full disk, a damaged entry): the
    cache is an optimisation, so a problem only means rendering again.
    """

    def __init__(self, folder: Path | None = None, max_bytes: int = DEFAULT_MAX_BYTES) -> None:
        self.folder = Path(folder) if folder else default_cache_dir()
        self.max_bytes = max_bytes

    def _path(self, key: str) -> Path:
        return self.folder / key[:2] / f"{key}.face"

    def get(self, key: str) -> FaceImage | None:
        """The cached face for ``key``, or ``None`` (missing or unreadable)."""
        path = self._path(key)
        try:
            data = path.read_bytes()
            magic, width, height, dpi = _HEADER.unpack_from(data)
        except (OSError, struct.error):
            return None
        if magic != _MAGIC:
            return None
        with contextlib.suppress(OSError):
            os.utime(path)  # mark as recently used
        return FaceImage(key, width, height, dpi, data[_HEADER.size :])

    def put(self, face: FaceImage) -> None:
        """Store ``face`` under its key (atomically: readers never see a partial entry)."""
        path = self._path(face.key)
        header = _HEADER.pack(_MAGIC, face.width_px, face.height_px, face.dpi)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".part")
            with os.fdopen(fd, "wb") as handle:
                handle.write(header + face.zdata)
            os.replace(tmp, path)
        except OSError:
            with contextlib.suppress(OSError, UnboundLocalError):
                os.unlink(tmp)

    def prune(self) -> int:
        """Delete least recently used entries until the cache fits ``max_bytes``.

        Returns the number of bytes deleted.
        """
        try:
            entries = [
                (p.stat().st_mtime_ns, p.stat().st_size, p) for p in self.folder.glob("*/*.face")
            ]
        except OSError:
            return 0
        total = sum(size for _, size, _ in entries)
        freed = 0
        for _, size, path in sorted(entries):
            if total - freed <= self.max_bytes:
                break
            with contextlib.suppress(OSError):
                path.unlink()
                freed += size
        return freed
