"""``deckgen preview``: a local page that shows the deck as it will print, live.

The top layer, beside the command line: it may use every stage, nothing imports it but
``deckgen.cli``. Importing this package is light (no web stack); :func:`run_preview`
loads Starlette, uvicorn and watchfiles, the optional extra ``deckgen[preview]``.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable

from .options import PreviewOptions

EXTRA_MODULES = ("starlette", "uvicorn", "watchfiles", "pypdfium2")
INSTALL = "pip install 'deckgen[preview]'"


def missing_extra() -> str | None:
    """One line naming the pip command if a library of the preview extra is missing."""
    missing = [name for name in EXTRA_MODULES if importlib.util.find_spec(name) is None]
    if not missing:
        return None
    return f"deckgen preview needs {', '.join(missing)}: {INSTALL}"


def run_preview(options: PreviewOptions, announce: Callable[[str], None]) -> None:
    """Serve the preview on 127.0.0.1 until interrupted (Ctrl-C); ``announce(url)`` is
    called once it listens. Raises :class:`DeckgenError` for a deck, style or ruleset that
    cannot be found, a language deckgen has no texts for, or a port that is taken."""
    from .server import serve

    serve(options, announce)


__all__ = ["PreviewOptions", "missing_extra", "run_preview"]
