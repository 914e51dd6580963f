"""deckgen: make your own shedding card game at home.

Public API::

    from deckgen import BookletOptions, RenderOptions, build_all, load_deck
    deck = load_deck("classic-108")          # shipped id or path to a deck YAML file
    build_all(deck, render=RenderOptions(dpi=150), booklet=BookletOptions(langs=("en", "de")))
    # writes output/classic-108/sheets.pdf, rules-en.pdf and rules-de.pdf

The jobs (:mod:`deckgen.jobs`: ``build_all``, ``build_sheets``, ``build_booklets``, ...)
take a loaded deck and one typed options object per concern (:mod:`deckgen.options`,
:class:`PrintLayout`); the read-only ones (:mod:`deckgen.reports`) return data to show.
Everything not listed in ``__all__`` is internal and may change.

``import deckgen`` loads no stage: each name is imported from its module when first used
(a module ``__getattr__``, PEP 562), so the command line starts fast and a command loads
only the stages it uses. Type checkers see the imports below ``TYPE_CHECKING``.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

# the module of each public name, imported on first use of one of its names
_MODULES: dict[str, tuple[str, ...]] = {
    ".booklet.document": ("BookletResult", "build_booklet"),
    ".booklet.langcheck": ("CatalogCheck",),
    ".booklet.refcard": ("render_reference_card",),
    ".cardsize": ("CardSize",),
    ".counting": ("counted",),
    ".defaults": (
        "BOOKLET_FORMATS",
        "DEFAULT_DECK",
        "DEFAULT_DPI",
        "DEFAULT_LANG",
        "DEFAULT_RULESET",
        "DEFAULT_SERVICE",
        "DEFAULT_STYLE",
        "PROOF_DPI",
    ),
    ".definitions.authoring": ("deck_schema_text", "new_deck_file", "write_deck_schema"),
    ".definitions.loader": ("load_deck", "shipped_deck_ids"),
    ".definitions.model": ("CardType", "Deck", "Effect", "Face", "FaceCount"),
    ".errors": (
        "DeckgenError",
        "DefinitionError",
        "DefinitionWarning",
        "FontError",
        "ImageError",
        "ImageWarning",
        "LayoutError",
        "LayoutWarning",
        "OutputError",
        "RenderError",
        "SimulationWarning",
        "TemplateError",
    ),
    ".exports.printshop": ("PrintShopResult",),
    ".exports.services": ("ServiceExportResult", "shipped_service_ids"),
    ".exports.tts": ("TtsResult",),
    ".info": ("InfoRow",),
    ".rulestag": ("reference_rules_note",),
    ".signednumber": ("CALIBRATION_MINUS", "SIGNED_DECIMAL", "without_mm"),
    ".simulation": (
        "RoundLength",
        "SimulationInterrupted",
        "SimulationSpec",
        "SimulationStats",
        "check_plot",
        "measure_round_length",
        "plot_turns",
        "simulate",
    ),
    ".simulation.unexercised": ("same_figures_notes",),
    ".jobs": (
        "BookletsResult",
        "BuildResult",
        "CardsResult",
        "build_all",
        "build_booklets",
        "build_box",
        "build_calibration",
        "build_print_shop",
        "build_proof",
        "build_service_export",
        "build_sheets",
        "build_tts",
        "export_cards",
        "select_cards",
    ),
    ".layout.boxpdf": ("BoxResult",),
    ".layout.calibration": ("CalibrationResult",),
    ".layout.printers": (
        "PrinterProfile",
        "load_printer",
        "printers_dir",
        "save_printer",
        "printer_path",
    ),
    ".layout.printlayout": ("Paper", "PrintLayout", "print_layout"),
    ".layout.userpaper": ("default_paper", "save_paper"),
    ".layout.proof": ("ProofResult",),
    ".layout.sheetsresult": ("SheetsResult",),
    ".options": (
        "BookletOptions",
        "CardSelection",
        "BoxOptions",
        "OutputOptions",
        "Progress",
        "ReferenceCards",
        "RenderOptions",
        "ServiceOptions",
        "check_lang",
        "split_langs",
    ),
    ".render.card": ("render_back", "render_card"),
    ".render.deckrender": ("RenderedDeck", "render_deck"),
    ".render.style": ("CardStyle", "load_style", "shipped_style_ids"),
    ".render.workers": ("exit_cleanly_on_signals",),
    ".reports": (
        "check_language_file",
        "DeckCheck",
        "DeckInfo",
        "HouseRuleInfo",
        "LanguageInfo",
        "RulesReport",
        "deck_info",
        "house_rule_report",
        "language_report",
        "rules_report",
        "validate_decks",
    ),
    ".rules.loader": ("load_ruleset", "shipped_ruleset_ids"),
    ".rules.model": ("HouseRule", "Ruleset"),
    ".rules.points": ("PointRow",),
    # the text layer's line breaking, for a front end that sets text itself (a terminal)
    ".text.spaces": ("plain_spaces",),
    ".text.thai": ("break_points", "wrap_lines"),
}
_ALIASES = {"printer_path": "profile_path"}  # public name -> its name in its module
_WHERE = {name: module for module, names in _MODULES.items() for name in names}
__all__ = [
    "BOOKLET_FORMATS",
    "BookletOptions",
    "BookletResult",
    "BookletsResult",
    "BoxOptions",
    "BoxResult",
    "BuildResult",
    "CALIBRATION_MINUS",
    "CalibrationResult",
    "CardSelection",
    "CardSize",
    "CardStyle",
    "CardType",
    "CardsResult",
    "CatalogCheck",
    "DEFAULT_DECK",
    "DEFAULT_DPI",
    "DEFAULT_LANG",
    "DEFAULT_RULESET",
    "DEFAULT_SERVICE",
    "DEFAULT_STYLE",
    "Deck",
    "DeckCheck",
    "DeckInfo",
    "DeckgenError",
    "DefinitionError",
    "DefinitionWarning",
    "Effect",
    "Face",
    "FaceCount",
    "FontError",
    "HouseRule",
    "HouseRuleInfo",
    "ImageError",
    "ImageWarning",
    "InfoRow",
    "LanguageInfo",
    "LayoutError",
    "LayoutWarning",
    "OutputError",
    "OutputOptions",
    "PROOF_DPI",
    "Paper",
    "PointRow",
    "PrintLayout",
    "PrintShopResult",
    "PrinterProfile",
    "Progress",
    "ProofResult",
    "ReferenceCards",
    "RenderError",
    "RenderOptions",
    "RenderedDeck",
    "RoundLength",
    "RulesReport",
    "Ruleset",
    "SIGNED_DECIMAL",
    "ServiceExportResult",
    "ServiceOptions",
    "SheetsResult",
    "SimulationInterrupted",
    "SimulationSpec",
    "SimulationStats",
    "SimulationWarning",
    "TemplateError",
    "TtsResult",
    "break_points",
    "build_all",
    "build_booklet",
    "build_booklets",
    "build_box",
    "build_calibration",
    "build_print_shop",
    "build_proof",
    "build_service_export",
    "build_sheets",
    "build_tts",
    "check_lang",
    "check_language_file",
    "check_plot",
    "counted",
    "deck_info",
    "deck_schema_text",
    "default_paper",
    "exit_cleanly_on_signals",
    "export_cards",
    "house_rule_report",
    "language_report",
    "load_deck",
    "load_printer",
    "load_ruleset",
    "load_style",
    "measure_round_length",
    "new_deck_file",
    "plain_spaces",
    "plot_turns",
    "print_layout",
    "printer_path",
    "printers_dir",
    "reference_rules_note",
    "render_back",
    "render_card",
    "render_deck",
    "render_reference_card",
    "rules_report",
    "same_figures_notes",
    "save_paper",
    "save_printer",
    "select_cards",
    "shipped_deck_ids",
    "shipped_ruleset_ids",
    "shipped_service_ids",
    "shipped_style_ids",
    "simulate",
    "split_langs",
    "validate_decks",
    "without_mm",
    "wrap_lines",
    "write_deck_schema",
]

if TYPE_CHECKING:
    from .booklet.document import BookletResult, build_booklet
    from .booklet.langcheck import CatalogCheck
    from .booklet.refcard import render_reference_card
    from .cardsize import CardSize
    from .counting import counted
    from .defaults import (
        BOOKLET_FORMATS,
        DEFAULT_DECK,
        DEFAULT_DPI,
        DEFAULT_LANG,
        DEFAULT_RULESET,
        DEFAULT_SERVICE,
        DEFAULT_STYLE,
        PROOF_DPI,
    )
    from .definitions.authoring import deck_schema_text, new_deck_file, write_deck_schema
    from .definitions.loader import load_deck, shipped_deck_ids
    from .definitions.model import CardType, Deck, Effect, Face, FaceCount
    from .errors import (
        DeckgenError,
        DefinitionError,
        DefinitionWarning,
        FontError,
        ImageError,
        ImageWarning,
        LayoutError,
        LayoutWarning,
        OutputError,
        RenderError,
        SimulationWarning,
        TemplateError,
    )
    from .exports.printshop import PrintShopResult
    from .exports.services import ServiceExportResult, shipped_service_ids
    from .exports.tts import TtsResult
    from .info import InfoRow
    from .jobs import (
        BookletsResult,
        BuildResult,
        CardsResult,
        build_all,
        build_booklets,
        build_box,
        build_calibration,
        build_print_shop,
        build_proof,
        build_service_export,
        build_sheets,
        build_tts,
        export_cards,
        select_cards,
    )
    from .layout.boxpdf import BoxResult
    from .layout.calibration import CalibrationResult
    from .layout.printers import PrinterProfile, load_printer, printers_dir, save_printer
    from .layout.printers import profile_path as printer_path
    from .layout.printlayout import Paper, PrintLayout, print_layout
    from .layout.proof import ProofResult
    from .layout.sheetsresult import SheetsResult
    from .layout.userpaper import default_paper, save_paper
    from .options import (
        BookletOptions,
        BoxOptions,
        CardSelection,
        OutputOptions,
        Progress,
        ReferenceCards,
        RenderOptions,
        ServiceOptions,
        check_lang,
        split_langs,
    )
    from .render.card import render_back, render_card
    from .render.deckrender import RenderedDeck, render_deck
    from .render.style import CardStyle, load_style, shipped_style_ids
    from .render.workers import exit_cleanly_on_signals
    from .reports import (
        DeckCheck,
        DeckInfo,
        HouseRuleInfo,
        LanguageInfo,
        RulesReport,
        check_language_file,
        deck_info,
        house_rule_report,
        language_report,
        rules_report,
        validate_decks,
    )
    from .rules.loader import load_ruleset, shipped_ruleset_ids
    from .rules.model import HouseRule, Ruleset
    from .rules.points import PointRow
    from .rulestag import reference_rules_note
    from .signednumber import CALIBRATION_MINUS, SIGNED_DECIMAL, without_mm
    from .simulation import (
        RoundLength,
        SimulationInterrupted,
        SimulationSpec,
        SimulationStats,
        check_plot,
        measure_round_length,
        plot_turns,
        simulate,
    )
    from .simulation.unexercised import same_figures_notes
    from .text.spaces import plain_spaces
    from .text.thai import break_points, wrap_lines


def __getattr__(name: str) -> Any:
    """Import the module of public ``name`` on first use; keep the value here, so later
    look-ups are plain attribute reads."""
    if name not in _WHERE:
        raise AttributeError(f"module 'deckgen' has no attribute '{name}'")
    module = importlib.import_module(_WHERE[name], __name__)
    value = getattr(module, _ALIASES.get(name, name))
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
