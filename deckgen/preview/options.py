"""The options of ``deckgen preview``, one object (light: no web stack). Internal."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..defaults import DEFAULT_DECK, DEFAULT_LANG, DEFAULT_RULESET, DEFAULT_STYLE


@dataclass(frozen=True)
class PreviewOptions:
    """What ``deckgen preview`` shows and where it listens.

    ``deck``, ``style``, ``ruleset``: shipped ids or paths; ``lang``: the cards' and the
    booklet's language; ``house_rules``: switched on as well (a comma list is split into
    ids); ``port``: 0 for a free one; ``open_browser``: open the page once the server
    listens; ``out_dir``: where the build button writes (``None``: ``output/<deck-id>/``,
    as ``deckgen build``).
    """

    deck: str | Path = DEFAULT_DECK
    style: str | Path = DEFAULT_STYLE
    lang: str = DEFAULT_LANG
    ruleset: str | Path = DEFAULT_RULESET
    house_rules: tuple[str, ...] = ()
    port: int = 0
    open_browser: bool = True
    out_dir: Path | None = None

    def __post_init__(self) -> None:
        # a comma list ("stacking,draw-to-match") is two house rules, one box each on the
        # page, as --house-rule takes them everywhere else (newcomer review 8)
        from ..rules.loader import split_house_rules

        object.__setattr__(self, "house_rules", split_house_rules(self.house_rules))
