"""deckgen: make your own shedding card game at home.

Public API::

    from deckgen import load_deck, build_sheets
    deck = load_deck("classic-108")          # shipped id or path to a deck YAML file
    result = build_sheets(deck)              # writes output/classic-108/sheets.pdf

Everything not listed in ``__all__`` is internal and may change.
"""

from .booklet.document import BookletResult, build_booklet
from .booklet.refcard import render_reference_card
from .build import (
    build_calibration,
    build_proof,
    build_sheets,
    build_tts,
    write_card_pngs,
)
from .cardsize import CardSize
from .definitions.loader import load_deck, shipped_deck_ids
from .definitions.model import CardType, Deck, Effect, Face, FaceCount
from .errors import (
    DeckgenError,
    DefinitionError,
    FontError,
    LayoutError,
    OutputError,
    RenderError,
    TemplateError,
)
from .layout.printers import PrinterProfile, load_printer, printers_dir, save_printer
from .layout.printlayout import Paper, PrintLayout, print_layout
from .render.card import render_back, render_card
from .render.deckrender import RenderedDeck, render_deck
from .render.style import CardStyle, load_style
from .rules.loader import load_ruleset, shipped_ruleset_ids
from .rules.model import HouseRule, Ruleset
from .simulation import (
    SimulationInterrupted,
    SimulationSpec,
    SimulationStats,
    check_plot,
    plot_turns,
    simulate,
)

__version__ = "0.1.0"

__all__ = [
    "BookletResult",
    "CardSize",
    "CardStyle",
    "CardType",
    "Deck",
    "DeckgenError",
    "DefinitionError",
    "Effect",
    "Face",
    "FaceCount",
    "FontError",
    "HouseRule",
    "LayoutError",
    "OutputError",
    "Paper",
    "PrintLayout",
    "PrinterProfile",
    "RenderError",
    "RenderedDeck",
    "Ruleset",
    "SimulationInterrupted",
    "SimulationSpec",
    "SimulationStats",
    "TemplateError",
    "build_proof",
    "build_calibration",
    "build_booklet",
    "build_sheets",
    "build_tts",
    "check_plot",
    "load_deck",
    "load_printer",
    "load_ruleset",
    "load_style",
    "plot_turns",
    "print_layout",
    "printers_dir",
    "render_back",
    "render_card",
    "render_deck",
    "render_reference_card",
    "save_printer",
    "shipped_deck_ids",
    "shipped_ruleset_ids",
    "simulate",
    "write_card_pngs",
]
