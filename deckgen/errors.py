"""Errors deckgen raises for problems a user can fix.

Every error that reaches a user derives from :class:`DeckgenError`. The CLI prints its
message and exits with status 1, without a traceback. Messages name the file, the line
and the key path where one is known, what was found, and what would be valid. A message
quotes at most :data:`MAX_QUOTED_CHARS` characters of a file's content (see :func:`excerpt`),
so a file read by mistake (or on purpose) is never printed.
"""

from __future__ import annotations

MAX_QUOTED_CHARS = 40


def excerpt(text: object, limit: int = MAX_QUOTED_CHARS) -> str:
    """``str(text)`` cut to its first ``limit`` characters, ending in ``…`` when cut.

    Every message that quotes a value read from a file quotes it through this.
    """
    text = str(text)
    return text if len(text) <= limit else text[:limit] + "…"


class DeckgenError(Exception):
    """Base class: a problem with the user's input, resources or output location."""


class DefinitionError(DeckgenError):
    """A deck, ruleset or language file is missing, malformed or invalid."""


class DefinitionWarning(FutureWarning):
    """A definition file uses a form that still loads but is on its way out: an old
    spelling of a key (``choose_colour``) or of a value (``"yes"`` for ``true``).

    The message is ``"<file>:<line>:<column>: '<old>' is an old spelling; write '<new>'"``.
    Issued with :func:`warnings.warn`; the CLI prints each once on stderr as ``warning: …``.
    """


class ImageWarning(UserWarning):
    """A picture loads but will print poorly: e.g. a card back image of fewer pixels than
    :data:`~deckgen.definitions.resolve.MIN_BACK_DPI` at card size. Issued with
    :func:`warnings.warn` naming the file, line and key; the CLI prints it on stderr as
    ``warning: …``.
    """


class LayoutWarning(UserWarning):
    """A print layout works but may print wrong: e.g. a printer profile's back offset,
    measured on one paper size, used on another. Issued with :func:`warnings.warn`; the
    CLI prints it on stderr as ``warning: …``.
    """


class SimulationWarning(UserWarning):
    """A figure measured by simulation is left out: e.g. too many rounds were cut at the
    turn cap to print how long a round lasts (``--round-length``). Issued with
    :func:`warnings.warn`; the CLI prints it on stderr as ``warning: …``.
    """


class TemplateError(DeckgenError):
    """A card style or print layout template is missing or invalid."""


class FontError(DeckgenError):
    """A font file is missing, unreadable or cannot render the text asked of it."""


class LayoutError(DeckgenError):
    """Cards cannot be laid out on the paper with the requested margins and sizes."""


class RenderError(DeckgenError):
    """A card face cannot be drawn as asked (for example text that does not fit)."""


class OutputError(DeckgenError):
    """An output file cannot be written (folder not writable, disk full, ...)."""


class ImageError(RenderError):
    """A picture a deck or style names cannot be used: ``path`` and why (``reason``).

    The message is ``"<path>: <reason>"``; ``reason`` alone reads after a deck file's
    ``file:line:column: key:`` prefix.
    """

    def __init__(self, path, reason: str) -> None:
        super().__init__(path, reason)  # both in args: the error survives a worker's pickle
        self.path, self.reason = path, reason

    def __str__(self) -> str:
        return f"{self.path}: {self.reason}"
