"""Round-14 native readers (de fr es it; issue #15), read back from composed booklets.

it (medium): a Wild Customizable / blank turned up first no longer "carries" a rule and is
not "empty": a rule is written on it, or nothing is written on it yet (also the jump-in
twin line and the two-player blanks line); one verb for the slap (sbattere). de: the
agreed lower target after the verb, "gleiche Zahl" in the summary, "gelten als solche".
fr: « Joker +10 » named as cards (no missing plural), "À chaque cri, on tape de nouveau",
the colours listed after a colon. es: a last-card challenge "siempre falla" as elsewhere,
"las 4 que le tocaban" instead of a loose "del comodín". es it: the two-player Skip line is a
sentence like the Reverse line beside it (en, de, fr were fixed before).
"""

from __future__ import annotations

from functools import cache

from .booklet_helpers import compose, plain, text
from .test_fresh13_defr import COMBOS as READ

# the four booklets the readers read (as in round 13), and two that reach the it blank lines
COMBOS = {
    **READ,
    "custom": ("classic-112", "official", ("jump-in",)),
    "blank": ("classic-112-blanks", "official", ("two-player",)),
}

# language → (booklet, words that must be there, words that must be gone)
WANTED = {
    "it": (
        (
            "slap",
            "se ci è scritta sopra una regola inventata dai giocatori, si rimette",
            "se porta una",
        ),
        ("slap", "se non c’è ancora scritto niente, vale come un Jolly", "ancora vuoto"),
        ("custom", "su cui è scritta una regola non si gioca mai al volo", "che porta una"),
        ("blank", "se non c’è ancora scritto niente, vale come un Jolly", "ancora vuota"),
        ("blank", "Le carte bianche su cui non è ancora scritto niente, o su cui", "ancora vuote"),
        ("slap", "a «UNO!» tutti sbattono una mano sulla pila degli scarti.", "tutti battono"),
        ("slap", "sbattono la mano solo i giocatori che hanno ancora carte", "nessuno batte"),
        (
            "party",
            "Un Salta fa saltare il turno al tuo avversario: giochi di nuovo subito.",
            "Salta: giochi di nuovo.",
        ),
    ),
    "es": (
        ("slap", "pero el desafío siempre falla:", "nunca prospera"),
        ("party", "las 4 que le tocaban y 2 más por desafiar sin motivo", "del comodín y"),
        (
            "party",
            "Un Salta hace que tu rival pierda el turno: vuelves a jugar enseguida.",
            "Salta: vuelves a jugar.",
        ),
    ),
    "de": (
        (
            "circle",
            "Wer zuerst 500 Punkte erreicht (oder ein niedrigeres Ziel, das ihr vereinbart "
            "habt), gewinnt",
            "Punkte (wenn ihr nicht weniger vereinbart habt) hat",
        ),
        ("party", "Gleiche Farbe, gleiche Zahl oder gleiches Symbol legen", "Farbe, Zahl oder"),
        ("blanks", "Von da an gelten sie überall als solche:", "als diese Karten"),
    ),
    "fr": (
        ("blanks", "deviennent ici des cartes « Joker +10 »", "ici des « Joker"),
        ("blanks", "Elles comptent alors partout comme telles :", "de vrais « Joker"),
        ("slap", "À chaque cri, on tape de nouveau : tous les autres", "sa propre tape"),
        ("party", "Les couleurs : rouge, jaune, vert et bleu ;", "Ses couleurs"),
    ),
}


@cache
def _booklet(lang: str, combo: str) -> str:
    """The composed booklet ``combo`` in ``lang`` as one line of plain text."""
    deck_id, ruleset, house = COMBOS[combo]
    return plain(text(compose(deck_id, ruleset, house, lang)))


def test_fresh14_wordings_are_in_the_booklets():
    rows = [(lang, *row) for lang in sorted(WANTED) for row in WANTED[lang]]
    missing = [(lang, new) for lang, combo, new, _ in rows if new not in _booklet(lang, combo)]
    kept = [(lang, old) for lang, combo, _, old in rows if old in _booklet(lang, combo)]
    assert (missing, kept) == ([], [])
