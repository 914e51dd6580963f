"""Where output goes (``output/<deck-id>/``) and how it is written: atomically, so a
reader never sees a half-written file.

Internal. Each file is written to a temporary file in the destination folder and renamed
over the destination only once it is complete, so an interrupted build leaves the earlier
good output intact.

A temporary file is named ``.<name>.<pid>.<random>.part``: hidden, never taken for output.
A build killed outright (power cut, SIGKILL) cannot remove its own; the next write of the
same file removes those whose process is gone.
"""

from __future__ import annotations

import contextlib
import errno
import glob
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from .errors import OutputError

if TYPE_CHECKING:
    from .definitions.model import Deck

DEFAULT_OUTPUT_ROOT = Path("output")


def default_output_dir(deck: Deck) -> Path:
    """``output/<deck-id>/`` relative to the working directory: where a deck's files go
    unless ``--out`` (or an ``out_dir``) says otherwise."""
    return DEFAULT_OUTPUT_ROOT / deck.id


def _current_umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _hint(exc: OSError) -> str:
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return "free some disk space or choose another folder with --out"
    return "choose another folder with --out"


def _process_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # exists but belongs to someone else, or the platform cannot tell
        return True
    return True


def remove_stale_parts(destination: Path) -> list[Path]:
    """Remove temporary files left beside ``destination`` by killed processes; return them."""
    removed = []
    for part in destination.parent.glob(f".{glob.escape(destination.name)}.*.part"):
        pid_text = part.name[len(destination.name) + 2 :].split(".", 1)[0]
        if pid_text.isdigit() and not _process_alive(int(pid_text)):
            with contextlib.suppress(OSError):
                part.unlink()
                removed.append(part)
    return removed


@contextlib.contextmanager
def atomic_path(destination: Path) -> Iterator[Path]:
    """Yield a temporary path next to ``destination``; rename it there on success.

    On any exception the temporary file is removed and ``destination`` is left as it was.
    Raises :class:`OutputError` if the folder cannot be created or written.
    """
    destination = Path(destination)
    try:
        destination.parent.mkdir(parents=True, exist_ok=True)
        remove_stale_parts(destination)
        fd, tmp_name = tempfile.mkstemp(
            prefix=f".{destination.name}.{os.getpid()}.", suffix=".part", dir=destination.parent
        )
        os.close(fd)
        os.chmod(tmp_name, 0o666 & ~_current_umask())  # mkstemp makes 0600; outputs are shared
    except OSError as exc:
        raise OutputError(
            f"cannot write into {destination.parent}: {exc.strerror or exc}; {_hint(exc)}"
        ) from exc
    tmp = Path(tmp_name)
    try:
        yield tmp
        os.replace(tmp, destination)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise OutputError(
            f"cannot write {destination}: {exc.strerror or exc}; {_hint(exc)}; "
            "nothing was written there"
        ) from exc
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
