"""Issue 13, rules review 10 (session 7): a fresh reviewer's findings, in the booklet and engine.

1. Shrinking hands: the round is won by emptying the hand when the last *new* hand was a
   single card; an ordinary one-card draw during play is not a new hand (agree box, goal,
   end of a round, at a glance, summary; ten languages).
2. Pass it on + Mirror Reverse: the player a draw comes back to may pass it on with a Draw
   Two (of any colour after a Draw Two, of the colour in play after a wild draw card), send
   it back again with a Reverse, or draw; the cards never add up (engine and pair note).
3. Play to the end: the card that ends the round is not "drawn"; the last player left draws
   the cards it makes the next player draw, and nobody can answer or challenge it.
4. Shrinking hands: one way to keep count, the size of each new hand, so that the count
   agrees with the short-pile rule (one fewer than the hand actually drawn), not "{size}
   cards minus your marks".
5. ``rules`` with play to the end shows who deals as the engine and the booklet do: the
   last player left (``last_left``), set by the house rule.
"""

from __future__ import annotations

from functools import cache

import pytest

import deckgen
from deckgen.text.catalog import available_languages

from .booklet_helpers import compose, text
from .gamecheck import points_for
from .gamescript import Script, scenario

LANGS = available_languages()


# ---- 1. shrinking hands: the last new hand, not the last draw -------------------------------

# The phrase naming the last new hand, as said in the agree box, the goal, the end of a round
# and the house rules at a glance; and the sentence that a draw during play is no new hand.
LAST_NEW_HAND = {
    "en": ("last new hand was a single card", "cards drawn during play are not a new hand"),
    "de": (
        "letzte neue Hand aus einer einzigen Karte bestand",
        "Karten, die man während des Spiels zieht, sind keine neue Hand",
    ),
    "fr": (
        "dernière nouvelle main n’avait qu’une seule carte",
        "les cartes piochées en cours de jeu ne forment pas une nouvelle main",
    ),
    "es": (
        "era de una sola carta",
        "las cartas que se roban durante el juego no son una mano nueva",
    ),
    "it": (
        "era di una sola carta",
        "le carte pescate durante il gioco non sono una mano nuova",
    ),
    "pl": (
        "ostatnia nowa porcja liczyła tylko jedną kartę",
        "karty dobrane w trakcie gry to nie nowa porcja",
    ),
    "ru": (
        "последний новый набор был из одной карты",
        "карты, взятые по ходу игры, — не новый набор",
    ),
    "hu": (
        "legutóbbi új keze egyetlen lapból állt",
        "a játék közben húzott lapok nem számítanak új kéznek",
    ),
    "sq": ("e re e fundit", "letrat që merr gjatë lojës nuk janë dorë e re"),
    "th": ("ไพ่ชุดล่าสุดที่", "ไพ่ที่จั่วระหว่างเล่นไม่นับเป็นไพ่ชุดใหม่"),
}

# The old lines, which a one-card draw during play also satisfies.
ONE_CARD_DRAW = {
    "en": ("who last drew a single card", "after drawing a single card", "after drawing one card"),
    "de": ("zuletzt nur eine einzige Karte gezogen", "nachdem er nur eine einzige Karte gezogen"),
    "fr": ("après n’avoir pioché qu’une seule carte", "après avoir pioché une seule carte"),
    "es": ("después de robar una sola carta", "tras robar una mano de una sola carta"),
    "it": ("dopo averne pescata una di una sola carta",),
    "pl": (
        "ostatnio dobrał tylko jedną kartę",
        "jak dobrał tylko jedną kartę",
        "po dobraniu jednej karty",
    ),
    "ru": (
        "в последний раз взял всего одну карту",
        "взяв перед этим всего одну карту",
        "взяв до этого",
    ),
    "hu": (
        "legutóbb egyetlen lapot húzott",
        "miután egyetlen lapot húzott",
        "az egylapos kezét is",
    ),
    "sq": ("herën e fundit mori vetëm një letër", "pasi ka marrë një letër të vetme"),
    "th": ("หลังจากจั่วไพ่ชุดใหม่มาแค่ใบเดียว", "หลังจั่วไพ่ชุดใหม่ใบเดียว"),
}


@cache
def _shrinking(lang: str):
    return compose(house=["seven-rounds"], lang=lang)


def test_every_language_has_the_new_sentences():
    assert sorted(LAST_NEW_HAND) == sorted(ONE_CARD_DRAW) == sorted(LANGS)


@pytest.mark.parametrize("lang", LANGS)
def test_shrinking_hands_is_won_on_the_last_new_hand_not_a_one_card_draw(lang):
    content = _shrinking(lang)
    phrase, no_new_hand = LAST_NEW_HAND[lang]
    agree = " ".join(content.agree.lines).replace("\u00a0", " ") if content.agree else ""
    assert phrase in agree, lang
    for section in ("goal", "end", "house_rules"):
        assert phrase in text(content, section), (lang, section)
    lowered = text(content).lower()
    assert no_new_hand.lower() in text(content, "goal").lower(), lang
    for old in ONE_CARD_DRAW[lang]:
        assert old.lower() not in lowered, (lang, old)


@pytest.mark.parametrize("lang", LANGS)
def test_the_summary_line_of_shrinking_hands_names_the_last_new_hand(lang):
    words = text(compose(lang=lang, points={"end_of_round": "shrinking"}), "summary")
    assert "shrinking" not in words
    for old in ONE_CARD_DRAW[lang]:
        assert old.lower() not in words.lower(), (lang, old)


# ---- 2. Pass it on + Mirror Reverse: what the player a draw comes back to may do ----------


def _events(result) -> list[tuple]:
    return [
        (e.kind, e.player, e.card.id if e.card else None, e.count, e.detail)
        for e in result.events
        if e.kind in ("play", "penalty")
    ]


def _pass_and_mirror():
    points = points_for("official", ("no-stack-defence", "reverse-reflects"), "classic-108")
    assert points is not None and points.pass_on and points.reflect
    assert points.stacking == "none"
    return points


@pytest.mark.parametrize(
    "answer, how, drawer",
    [
        # P0 passes it on with a blue Draw Two (on the red Reverse): P2, next in the new
        # direction, draws 2
        ("blue-draw-two", "pass_on", 2),
        # P0 sends it back again with a red Reverse: P1 draws the Draw Two's 2
        ("red-reverse", "reflect", 1),
    ],
)
def test_engine_a_draw_two_sent_back_may_be_passed_on_or_sent_back_again(answer, how, drawer):
    # P0 plays a red Draw Two, P1 sends it back with a red Reverse
    hands = [
        ["red-draw-two", answer, "green-9"],
        ["red-reverse", "yellow-3", "yellow-4"],
        ["green-3", "green-4", "yellow-7"],
    ]
    policies = [Script(plays=["red-draw-two", answer]), Script(plays=["red-reverse"])]
    result = scenario(_pass_and_mirror(), hands, [*policies, Script()], "red-5", turns=4)
    assert _events(result)[:4] == [
        ("play", 0, "red-draw-two", 0, "turn"),
        ("play", 1, "red-reverse", 0, "reflect"),
        ("play", 0, answer, 0, how),
        ("penalty", drawer, None, 2, "draw_card"),
    ]


def test_engine_a_wild_draw_four_sent_back_passes_on_only_in_the_colour_in_play():
    hands = [
        ["wild-draw-four", "green-draw-two", "blue-draw-two", "green-9"],
        ["green-reverse", "yellow-3", "yellow-4"],
        ["blue-3", "green-4", "yellow-7"],
    ]
    offered: list[set[str]] = []

    class Watch(Script):
        def choose_play(self, view, moves):
            if not offered and self.plays == ["draw"]:
                offered.append({m.card.id for m in moves if m.kind == "play"})
            return super().choose_play(view, moves)

    p0 = Watch(plays=["wild-draw-four", "draw"], colour="green")
    result = scenario(
        _pass_and_mirror(), hands, [p0, Script(plays=["green-reverse"]), Script()], "red-5", turns=4
    )
    assert offered == [{"green-draw-two"}]  # not the blue Draw Two
    assert _events(result)[:3] == [
        ("play", 0, "wild-draw-four", 0, "turn"),
        ("play", 1, "green-reverse", 0, "reflect"),
        ("penalty", 0, None, 4, "draw_card"),  # sent straight back: the wild card's 4
    ]


PASS_AND_MIRROR = {
    "en": ("may pass it on with another Draw Two, of any colour", "a Reverse adds nothing"),
    "de": ("mit einer weiteren „Zieh zwei“ weiterreichen, in jeder Farbe", "zählt nichts dazu"),
    "fr": ("avec un autre « +2 », de n’importe quelle couleur", "une « Inversion » n’ajoute rien"),
    "es": ("pasarla con otro Roba dos, de cualquier color", "no añade nada"),
    "it": ("con un altro Pesca due, di qualsiasi colore", "non aggiunge niente"),
    "pl": ("w dowolnym kolorze", "niczego nie dodaje"),
    "ru": ("любого цвета", "ничего не добавляет"),
    "hu": ("bármilyen színűvel", "nem ad hozzá semmit"),
    "sq": ("të çdo ngjyre", "nuk shton asgjë"),
    "th": ("อีกใบสีอะไรก็ได้", "“กลับทาง” ไม่ได้เพิ่มจำนวน"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_pass_it_on_and_mirror_reverse_have_a_meet_note(lang):
    content = compose(house=["no-stack-defence", "reverse-reflects"], lang=lang)
    words = text(content, "house_rules")
    for marker in PASS_AND_MIRROR[lang]:
        assert marker in words, (lang, marker)


# ---- 3. Play to the end: the last player left draws what the last card makes them draw -----

LAST_DRAW = {
    "en": "If the card that ends the round makes the next player draw, the last player left "
    "draws those cards; nobody can answer or challenge it.",
    "de": "zieht diese Karten der letzte Spieler, der noch Karten hat",
    "fr": "c’est le dernier joueur encore en jeu qui pioche ces cartes",
    "es": "esas cartas las roba el último jugador que queda",
    "it": "quelle carte le pesca l’ultimo giocatore rimasto",
    "pl": "te karty dobiera ostatni gracz, który został w grze",
    "ru": "их берёт последний оставшийся игрок",
    "hu": "ezeket a lapokat az utolsó, még játékban lévő játékos húzza fel",
    "sq": "ato letra i merr lojtari i fundit që ka mbetur në lojë",
    "th": "คนสุดท้ายที่ยังเหลืออยู่ต้องจั่วไพ่เหล่านั้น",
}
CARD_IS_DRAWN = {  # the old sentence: "the card that ends the round is drawn ..."
    "en": "is drawn the same way",
    "de": "zieht genauso der letzte Spieler",
    "fr": "fait piocher de même le dernier joueur",
    "es": "lo roba igual el último jugador",
    "it": "le pesca comunque l’ultimo giocatore",
    "pl": "Tak samo za kartę",
    "ru": "Так же берёт карты и последний игрок",
    "hu": "ugyanígy az utolsó játékos húz",
    "sq": "lojtari i fundit i merr letrat po ashtu",
    "th": "ไพ่ใบที่ทำให้รอบจบก็เช่นกัน",
}


@pytest.mark.parametrize("lang", LANGS)
def test_to_the_end_the_last_player_left_draws_what_the_last_card_makes_them_draw(lang):
    words = text(compose(house=["to-the-end"], lang=lang), "end")
    assert " ".join(LAST_DRAW[lang].split()) in " ".join(words.split()), lang
    assert CARD_IS_DRAWN[lang] not in words, lang


# ---- 4. Shrinking hands: keep count by the size of each new hand ------------------------------

KEEP_COUNT = {
    "en": "Your next new hand has one card fewer than the last one you drew",
    "de": "Deine nächste neue Hand hat eine Karte weniger als die letzte, die du gezogen hast",
    "fr": "Ta prochaine nouvelle main a une carte de moins que la dernière que tu as piochée",
    "es": "Tu próxima mano nueva tiene una carta menos que la última que robaste",
    "it": "La tua prossima mano nuova ha una carta in meno dell’ultima che hai pescato",
    "pl": "Twoja następna porcja ma o jedną kartę mniej niż ostatnia, którą dobrałeś",
    "ru": "Ваш следующий набор на одну карту меньше последнего, который вы взяли",
    "hu": "A következő új kezed eggyel kevesebb lapból áll, mint az utolsó, amelyet húztál",
    "sq": "Dora jote e re e ardhshme ka një letër më pak se e fundit që more",
    "th": "ไพ่ชุดใหม่ชุดถัดไปจะน้อยกว่าชุดล่าสุดที่จั่วหนึ่งใบ",
}
MINUS_MARKS = {  # the old count: the full hand minus one mark per emptied hand
    "en": "minus your marks",
    "de": "minus deine Striche",
    "fr": "moins tes marques",
    "es": "menos tus marcas",
    "it": "meno i tuoi segni",
    "pl": "minus liczba twoich kresek",
    "ru": "минус число ваших черт",
    "hu": "mínusz a striguláid száma",
    "sq": "minus shenjat e tua",
    "th": "ลบด้วยจำนวนขีด",
}


@pytest.mark.parametrize("lang", LANGS)
def test_shrinking_hands_counts_new_hands_one_way(lang):
    end = " ".join(text(_shrinking(lang), "end").split())
    assert KEEP_COUNT[lang] in end, lang
    assert MINUS_MARKS[lang] not in end, lang


# ---- 5. `rules` shows the dealer in force under play to the end ------------------------------


@pytest.mark.parametrize(
    "ruleset, house_rules",
    [("official", ("to-the-end",)), ("official", ("to-the-end", "lazy-scoring"))],
)
def test_rules_shows_the_last_player_left_deals_set_by_play_to_the_end(ruleset, house_rules):
    report = deckgen.rules_report(ruleset, house_rules)
    row = next(r for r in report.rows if r.name == "next_dealer")
    assert (row.value, row.changed) == ("last_left", True)  # was: left, standard rules
    assert row.source == "house rule 'to-the-end'"
    booklet = text(compose(house=list(house_rules), lang="en"))
    assert "the last player left holding cards deals the next one" in booklet


def test_rules_shows_the_dealer_unchanged_without_play_to_the_end():
    rows = {r.name: r for r in deckgen.rules_report("official", ("lazy-scoring",)).rows}
    assert rows["next_dealer"].value == "most_points"
    standard = {r.name: r for r in deckgen.rules_report("official", ()).rows}
    assert (standard["next_dealer"].value, standard["next_dealer"].changed) == ("left", False)
