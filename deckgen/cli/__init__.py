"""The ``deckgen`` command line: each command parses options and makes one library call.

Exit status: 0 on success, 1 on a user error (message, no traceback), 2 on a usage error.
Commands live in one module per group; importing them registers them on ``app``.
"""

from . import (  # noqa: F401  (importing registers the commands)
    authoring,
    booklet,
    box,
    decks,
    preview,
    printcraft,
    printing,
    proof,
    rules,
    simulate,
)
from .app import app

__all__ = ["app"]
