"""The ``deckgen`` command line: each command parses options and makes one library call.

Exit status: 0 on success, 1 on a user error (message, no traceback), 2 on a usage error.
Commands live in one module per group; importing them registers them on ``app``. This
package builds ``app`` when it is first read (``from deckgen.cli import app``), not when
the package loads: the light entry point (:mod:`.light`, :mod:`.reading`, :mod:`.console`)
lives here too and must not load Typer (issue 19).
"""

from __future__ import annotations

import sys
import types
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .app import app

__all__ = ["app"]


def _typer_app() -> Any:
    """The Typer application with every command registered."""
    # Importing registers the commands; ``deckgen --help`` lists them in this order.
    # isort: off
    from . import authoring, booklet, printing, box, decks  # noqa: F401
    from . import preview, printcraft, proof, rules, simulate  # noqa: F401

    # isort: on
    from .app import app

    return app


class _Package(types.ModuleType):
    """This package, whose ``app`` attribute is always the Typer application (as when the
    package imported it eagerly), never the submodule ``deckgen.cli.app`` that the import
    system binds to that name when it loads the submodule."""

    @property
    def app(self) -> Any:
        return _typer_app()

    @app.setter
    def app(self, value: Any) -> None:
        pass  # the import system's binding of the submodule: ``app`` stays the Typer app


sys.modules[__name__].__class__ = _Package
