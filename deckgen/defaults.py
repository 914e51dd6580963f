"""Default values shared by the stages, the jobs and the command line.

Internal; the names are re-exported from :mod:`deckgen`. A leaf module that imports
nothing, so the command line can show these defaults in ``--help`` without loading a
stage (``deckgen --version`` stays fast). Each value has its one home here.
"""

DEFAULT_DECK = "classic-108"  # the deck ``deckgen build`` and ``deckgen new`` start from
DEFAULT_RULESET = "official"  # the standard rules, as the game's own rule sheet gives them
DEFAULT_STYLE = "classic"  # the card look shipped in templates/classic.yaml
DEFAULT_LANG = "en"  # the reference language: every text exists in it
DEFAULT_DPI = 300  # print resolution of card images; 72-1200 accepted
PROOF_DPI = 150  # the proof shows cards at 60 %, so 150 dpi still looks sharp on paper
BOOKLET_FORMATS = ("a4", "a5-booklet")  # A4 pages, or A5 pages imposed two-up on A4
DEFAULT_SERVICE = "tgc"  # the print service preset of ServiceOptions (templates/print/services/)
