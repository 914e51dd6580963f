"""Round-19 native readers (de fr es it, lows; issue #15), read back from composed booklets
and the reference card.

Shared: the two-player intro speaks of rules, not cards (its list holds the black-card
removal, no card effect), in all ten; "all but one" in words, not "1", where the form is
for one; the end of a round keeps one form of address ("the card that ends the round", not
"your last card" after "a player"); the silent two's words are those the rules provide for
(pointing out a wrong card is not required). fr: a hyphenated pronoun ("lui-même",
"pose-la") never breaks at its hyphen (the text layer's no-break hyphen). es: the runt rule
no longer pulls a word ending a clause down ("Si te / pillan: 2 cartas."). de: "Spiele",
the Shuffle Hands deal, "jemanden erwischen, der „UNO!“ vergessen hat". fr: the stacking
answer, the two-player house line without "à deux" twice. es: one slap image. it: "chi
l’ha giocato", "nel senso di gioco".
"""

from __future__ import annotations

from deckgen import load_deck, render_reference_card
from deckgen.booklet import refcard
from deckgen.text.spaces import NO_BREAK_HYPHEN, glue_words
from deckgen.text.thai import breaks_after

from .booklet_helpers import compose, lines, rewrites_not_done, said
from .test_fresh13_defr import COMBOS

LANGS = ("en", "de", "fr", "es", "it", "pl", "ru", "hu", "sq", "th")

# language → (booklet, words that must be there, words that must be gone)
WANTED = {
    "en": (
        ("blanks", "With two players a few rules change:", "a few cards work"),
        ("blanks", "all but one of each kind.", "all but 1 of"),
        ("party", "If the card that ends the round makes the next player draw", "If your last"),
        ("circle", "Words the rules provide for do not break it:", "rules ask for"),
        ("circle", "the words the rules provide for are allowed (", "rules ask for"),
    ),
    "de": (
        ("blanks", "Zu zweit gilt einiges anders:", "wirken ein paar Karten"),
        (
            "party",
            "Muss wegen der Karte, mit der die Runde endet, der nächste Spieler ziehen",
            "wegen deiner letzten Karte",
        ),
        ("circle", "Was die Regeln vorsehen, bricht die Stille nicht:", "Regeln verlangen"),
        ("circle", "ist erlaubt, was die Regeln vorsehen (", "Regeln verlangen"),
        ("circle", "jemanden erwischen, der „UNO!“ vergessen hat,", "beim vergessenen"),
        ("circle", "Spiele deine Hand immer wieder leer", "Spiel deine Hand"),
        (
            "slap",
            "teil sie reihum einzeln neu aus, beginnend bei deinem linken Nachbarn; so "
            "unterscheiden sich die Hände",
            "Du beginnst bei",
        ),
    ),
    "fr": (
        ("blanks", "À deux, certaines règles changent :", "changent d’effet"),
        (
            "blanks",
            "Moins de cartes noires à deux : on retire une partie",
            "à deux : à deux,",
        ),
        ("party", "Si la carte qui termine la manche fait piocher", "Si ta dernière carte"),
        ("circle", "Les paroles prévues par les règles ne le rompent pas :", "exigées"),
        ("circle", "les paroles prévues par les règles sont permises (", "exigées"),
        (
            "party",
            "Seule une carte du même type peut répondre à une carte qui fait piocher ;",
            "qui fait piocher du même type",
        ),
    ),
    "es": (
        ("blanks", "Cuando solo juegan dos, algunas reglas cambian:", "algunas cartas"),
        ("blanks", "todos los comodines menos uno de cada tipo", "menos 1 de"),
        ("party", "Si la carta que termina la ronda hace robar", "Si tu última carta"),
        ("circle", "Lo que prevén las reglas no lo rompe:", "piden las reglas"),
        ("slap", "al oír «¡UNO!», todos dan una palmada sobre la pila.", "ponen la mano"),
        ("slap", "solo dan su palmada los jugadores que aún tienen cartas", "pone la mano"),
    ),
    "it": (
        ("blanks", "Quando si gioca in due, alcune regole cambiano:", "alcune carte"),
        ("blanks", "tutti i jolly tranne uno per tipo", "tranne 1 per"),
        ("party", "Se la carta che chiude la manche fa pescare", "Se la tua ultima"),
        ("circle", "Le parole previste dalle regole non lo rompono:", "richieste dalle"),
        ("party", "chi l’ha giocato pesca invece tutte le carte accumulate", "l’ha giocata pesca"),
        ("slap", "nel senso di gioco", "senso del gioco"),
    ),
}


def test_readers_rewrites_are_in_the_booklets():
    missing, left = rewrites_not_done(COMBOS, WANTED)
    assert missing == [] and left == []


# the two-player intro in every language: rules, not cards (the black cards go out)
INTRO_WORDS = {
    "en": "rules",
    "de": "einiges",
    "fr": "règles",
    "es": "reglas",
    "it": "regole",
    "pl": "zasady",
    "ru": "правила",
    "hu": "szabály",
    "sq": "rregulla",
    "th": "กติกา",
}


def test_two_player_intro_speaks_of_rules_in_every_language():
    wrong = [lang for lang in LANGS if INTRO_WORDS[lang] not in said(lang, "two_players.intro")]
    assert wrong == []


def test_fewer_wilds_for_one_is_written_in_words_not_a_digit():
    # pl "po 1 karcie" is left as its reader found it; th counts with a classifier ("1 ใบ")
    digits = [
        lang
        for lang in ("en", "de", "fr", "es", "it", "ru", "hu", "sq")
        if "1" in said(lang, "two_players.wilds.some", 1)
    ]
    assert digits == []


def test_end_of_round_keeps_one_form_of_address():
    # after "as soon as a player puts down…", no "your last card" in the next paragraph
    yours = {
        "en": "your last",
        "de": "deiner letzten",
        "fr": "ta dernière",
        "es": "tu última",
        "it": "tua ultima",
        "pl": "twoja ostatnia",
        "ru": "ваша последняя",
        "hu": "utolsó lapod",
        "sq": "letra jote",
        "th": "ของคุณ",
    }
    wrong = [
        lang
        for lang in LANGS
        if yours[lang] in said(lang, "end.last_draw.counted", due="…")
        or yours[lang] in said(lang, "end.last_draw.uncounted", due="…")
    ]
    assert wrong == []


def test_french_pronoun_compounds_never_break_at_their_hyphen():
    booklet = lines(compose(*COMBOS["circle"], lang="fr"))
    jump_in = next(line for line in booklet if "ni une carte qu’il a jouée lui" in line)
    assert f"lui{NO_BREAK_HYPHEN}même" in jump_in
    for word in ("lui-même", "pose-la", "Celui-ci", "Peut-on", "retourne-les"):
        glued = glue_words(word, "fr")
        assert glued == word.replace("-", NO_BREAK_HYPHEN)
        head, tail = glued.split(NO_BREAK_HYPHEN)
        # the line breaker may end a line after "-", never after the no-break hyphen
        assert breaks_after(head + "-", tail) and not breaks_after(head + NO_BREAK_HYPHEN, tail)
    # compounds of two full words may still break; other languages are left alone
    assert glue_words("avant-dernière ci-dessus", "fr") == "avant-dernière ci-dessus"
    assert glue_words("lui-même", "it") == "lui-même"


def test_reference_card_breaks_after_the_clause_not_inside_it(monkeypatch):
    drawn: list[str] = []
    draw = refcard._draw_line

    def record(canvas, line, x, baseline, fill):
        drawn.append("".join(text for text, _ in line).replace("\u00a0", " "))
        return draw(canvas, line, x, baseline, fill)

    monkeypatch.setattr(refcard, "_draw_line", record)
    render_reference_card(load_deck("classic-108"), "party", "es", dpi=150)
    at = next(i for i, line in enumerate(drawn) if line.startswith("Te queda una carta"))
    assert drawn[at].endswith("Si te pillan:")
    assert drawn[at + 1] == "2 cartas."
