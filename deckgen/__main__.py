"""``python -m deckgen`` runs the command line, like the ``deckgen`` script."""

from .cli import app

app(prog_name="deckgen")
