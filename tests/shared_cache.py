"""Work shared by the suite's processes: a value computed once per run, not once per
pytest-xdist worker.

``tests/conftest.py`` points ``DECKGEN_TEST_SHARED_DIR`` at a throw-away folder for the
run (the workers inherit it; the controller removes it when the run ends), so a value kept
here is keyed by its inputs within one run of one tree of code: nothing outlives the run
to hide a change. Without the variable (a test imported outside pytest) every value is
computed.
"""

from __future__ import annotations

import hashlib
import os
import pickle
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")


def shared(kind: str, key: object, compute: Callable[[], T]) -> T:
    """The value ``compute()`` gives, read from the run's shared folder if a process of the
    run already computed it for ``(kind, key)``, else computed and written there.

    ``key`` must have a ``repr`` that names the inputs (tuples of strings, numbers, bytes);
    the value must pickle. A file is written under a temporary name and renamed, so two
    workers computing the same value at once each read a whole file; an unreadable file
    is computed again.
    """
    folder = os.environ.get("DECKGEN_TEST_SHARED_DIR")
    if not folder:
        return compute()
    digest = hashlib.sha256(repr(key).encode("utf-8")).hexdigest()[:40]
    path = Path(folder) / kind / f"{digest}.pickle"
    try:
        return pickle.loads(path.read_bytes())
    except (OSError, pickle.UnpicklingError, EOFError):
        pass
    value = compute()
    path.parent.mkdir(parents=True, exist_ok=True)
    part = path.with_name(f"{path.name}.{os.getpid()}.part")
    part.write_bytes(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))
    os.replace(part, path)
    return value
