"""Definitions: YAML files → validated, frozen model. Internal; see :mod:`deckgen`."""
