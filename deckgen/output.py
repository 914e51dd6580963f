"""Writing output files atomically: a reader never sees a half-written file.

Internal. Each file is written to a temporary file in the destination folder and renamed
over the destination only once it is complete, so an interrupted build leaves the earlier
good output intact.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

from .errors import OutputError


def _current_umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


@contextlib.contextmanager
def atomic_path(destination: Path) -> Iterator[Path]:
    """Yield a temporary path next to ``destination``; rename it there on success.

    On any exception the temporary file is removed and ``destination`` is left as it was.
    Raises :class:`OutputError` if the folder cannot be created or written.
    """
    destination = Path(destination)
    try:
        destination.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(
            prefix=f".{destination.name}.", suffix=".part", dir=destination.parent
        )
        os.close(fd)
        os.chmod(tmp_name, 0o666 & ~_current_umask())  # mkstemp makes 0600; outputs are shared
    except OSError as exc:
        raise OutputError(
            f"cannot write into {destination.parent}: {exc.strerror or exc}; "
            "choose another folder with --out"
        ) from exc
    tmp = Path(tmp_name)
    try:
        yield tmp
        os.replace(tmp, destination)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise OutputError(f"cannot write {destination}: {exc.strerror or exc}") from exc
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
