"""Rulesets and house rules: YAML → validated, frozen model. Internal; see :mod:`deckgen`."""
