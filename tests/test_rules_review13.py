"""Issue 13, rules review 11 (session 8): a fresh reviewer's findings, in the booklet and engine.

1. Play to the end + a chain (stacking, pass it on, Mirror Reverse): if the last card starts
   a chain, the chain is finished first; then the cards each other player holds are
   counted; cards played onto the chain are on the pile and do not count (engine and
   scoring sentence, ten languages). Without a chain the "wait until drawn" sentence stays.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from pypdf import PdfReader

from deckgen import build_booklet, load_deck, load_ruleset
from deckgen.booklet.blocks import ScoreGridBlock
from deckgen.booklet.context import Texts
from deckgen.booklet.document import ScoreGrid
from deckgen.text.catalog import available_languages, load_catalog

from .booklet_helpers import compose, text
from .gamecheck import points_for
from .gamescript import FILLER, Script, kinds, scenario
from .pdfutil import line_segments
from .sampling import sample_of

LANGS = available_languages()
# the suite reads six languages, every one with DECKGEN_FULL_MATRIX=1 (benchmarks/full_matrices.py)
SAMPLED_LANGS = sample_of(LANGS, ("en", "fr", "it", "pl", "hu", "th"))
PLUS12 = str(Path(__file__).parent / "data" / "deck_plus12.yaml")


def _said(lang: str, key: str, **values: object) -> str:
    """A catalog text as :func:`text` gives the booklet (no-break spaces as spaces)."""
    return load_catalog(lang).text(key, **values).replace("\u00a0", " ")


@cache
def _shrinking(lang: str):
    return compose(house=["seven-rounds"], lang=lang)


def _flat(words: str) -> str:
    return " ".join(words.split())


# ---- 1. play to the end + stacking: the chain is finished first -----------------------------


def _value(face_id: str) -> int:
    rank = face_id.rsplit("-", 1)[-1]
    return int(rank) if rank.isdigit() else 20


def test_engine_a_chain_started_by_the_last_card_is_finished_before_the_count():
    # A (P0) goes out on a red Draw Two; B (P1) stacks a blue Draw Two; C (P2) draws 4
    points = points_for("official", ("to-the-end", "stacking"), "classic-108")
    assert points is not None and points.stacking != "none"
    b_hand = ["blue-draw-two", "blue-4", "yellow-9"]
    c_hand = ["green-3", "green-4", "yellow-7"]
    policies = [Script(), Script(plays=["blue-draw-two"]), Script()]
    result = scenario(points, [["red-draw-two"], b_hand, c_hand], policies, "red-5", turns=3)
    b_after = [c for c in b_hand if c != "blue-draw-two"]  # the stacked card is on the pile
    c_after = [*c_hand, *FILLER[:4]]  # the chain's 4, top of the draw pile first
    expected = sum(map(_value, b_after)) + sum(map(_value, c_after))
    assert kinds(result, "play", "penalty", "collect")[:4] == [
        ("play", 0, "red-draw-two", 0, "turn", None),
        ("play", 1, "blue-draw-two", 0, "stack", None),
        ("penalty", 2, None, 4, "draw_card", None),
        ("collect", 0, None, expected, "", None),
    ]
    # not the hands at the moment A went out (B's Draw Two would count, C's 4 would not)
    assert expected != sum(map(_value, b_hand)) + sum(map(_value, c_hand))


CHAIN_FIRST = {  # the chain first; cards played onto it do not count
    "en": ("play the chain out until someone draws", "on the discard pile and do not count"),
    "de": ("spielt ihr die Kette zu Ende", "liegen auf dem Ablagestapel und zählen nicht"),
    "fr": ("on termine la série", "sont sur la défausse et ne comptent pas"),
    "es": ("se juega la cadena hasta que alguien roba", "en la pila de descartes y no cuentan"),
    "it": ("si gioca la catena fino in fondo", "sono sulla pila degli scarti e non contano"),
    "pl": ("łańcuch rozgrywa się do końca", "leżą na stosie kart odrzuconych i się nie liczą"),
    "ru": ("цепочку доигрывают", "лежат в сбросе и не считаются"),
    "hu": ("a láncot addig játsszátok, amíg valaki húz", "a dobópaklin vannak, és nem számítanak"),
    "sq": ("zinxhiri luhet deri në fund", "janë në grumbullin e hedhjes dhe nuk llogariten"),
    "th": ("ให้เล่นต่อกันไปจนมีคนจั่ว", "อยู่บนกองทิ้งและไม่นับ"),
}


@pytest.mark.parametrize("lang", SAMPLED_LANGS)
@pytest.mark.parametrize("chain_rule", ["stacking", "no-stack-defence", "reverse-reflects"])
def test_to_the_end_with_a_chain_says_the_chain_is_finished_first(lang, chain_rule):
    words = _flat(text(compose(house=["to-the-end", chain_rule], lang=lang), "scoring"))
    for marker in CHAIN_FIRST[lang]:
        assert marker in words, (lang, marker)
    # the hands "at that moment" of the old sentence are gone: it disagreed with the chain
    assert _flat(_said(lang, "scoring.to_the_end.winner_collects.off")) not in words


@pytest.mark.parametrize("lang", SAMPLED_LANGS)
def test_to_the_end_without_a_chain_keeps_waiting_for_the_draw(lang):
    words = _flat(text(compose(house=["to-the-end"], lang=lang), "scoring"))
    assert _flat(_said(lang, "scoring.to_the_end.winner_collects.off_challenge")) in words
    for marker in CHAIN_FIRST[lang]:
        assert marker not in words, (lang, marker)


# ---- 2. Pass it on + Mirror Reverse: the glance names the last draw card played ---------------

LAST_DRAW_CARD = {  # the glance's count, and what it adds with the Mirror Reverse on
    "en": ("the number on the last draw card played", "(a Reverse adds nothing)"),
    "de": (
        "die Zahl der zuletzt gespielten Ziehkarte",
        "(ein „Richtungswechsel“ zählt nichts dazu)",
    ),
    "fr": ("la dernière carte qui fait piocher posée", "(une « Inversion » n’ajoute rien)"),
    "es": ("la última carta de robar jugada", "(un Cambio de sentido no añade nada)"),
    "it": ("l’ultima carta che fa pescare giocata", "(un Cambio giro non aggiunge niente)"),
    "pl": ("na ostatniej zagranej karcie „weź”", "(„Zmiana kierunku” niczego nie dodaje)"),
    "ru": ("на последней сыгранной карте «возьми»", "(«Смена направления» ничего не добавляет)"),
    "hu": ("az utoljára kijátszott pluszos lapon", "(az „Irányváltás” nem ad hozzá semmit)"),
    "sq": ("letrës së fundit ndëshkuese që u luajt", "(një «Kthim» nuk shton asgjë)"),
    "th": ("ไพ่บังคับจั่วใบล่าสุดที่ลง", "(“กลับทาง” ไม่ได้เพิ่มจำนวน)"),
}
TOP_CARD = {  # the old glance: the top card's number (a Reverse, once a draw is sent back)
    "en": "the top card's number",
    "de": "die Zahl der obersten Karte",
    "fr": "le nombre de la carte du dessus",
    "es": "el número de la carta de arriba",
    "it": "il numero della carta in cima",
    "pl": "ile jest na wierzchniej karcie",
    "ru": "указано на верхней карте",
    "hu": "amennyi a legfelső lapon áll",
    "sq": "numrin e letrës së sipërme",
    "th": "จำนวนบนไพ่ใบบนสุด",
}


@pytest.mark.parametrize("lang", SAMPLED_LANGS)
@pytest.mark.parametrize("mirror", [False, True])
def test_pass_it_on_glance_names_the_last_draw_card_played(lang, mirror):
    house = ["no-stack-defence", *(["reverse-reflects"] if mirror else [])]
    summary = _flat(text(compose(house=house, lang=lang), "summary"))
    count, reverse = LAST_DRAW_CARD[lang]
    assert count in summary, lang
    assert (reverse in summary) == mirror, lang
    assert TOP_CARD[lang] not in summary, lang


@pytest.mark.parametrize("lang", SAMPLED_LANGS)
def test_pass_it_on_set_by_a_ruleset_says_the_last_draw_card_played_too(lang):
    # no house rule sets it: the summary's own line (a question) says it
    content = compose(lang=lang, points={"pass_on": True, "reflect": True})
    assert "summary.pass_on" in content.keys
    summary = _flat(text(content, "summary"))
    assert LAST_DRAW_CARD[lang][0] in summary, lang
    assert not any(old in summary for old in TOP_CARD_LINE[lang]), lang


TOP_CARD_LINE = {  # the summary line's old ending, the top card's number
    "en": ("the number on the top card",),
    "de": ("die Zahl auf der obersten Karte",),
    "fr": ("le nombre de la carte du dessus",),
    "es": ("el número de la carta de arriba",),
    "it": ("il numero della carta in cima",),
    "pl": ("ile jest na wierzchniej karcie",),
    "ru": ("указано на верхней карте",),
    "hu": ("amennyi a legfelső lapon áll",),
    "sq": ("numrin e letrës së sipërme",),
    "th": ("จำนวนบนไพ่ใบบนสุด",),
}

# ---- 3. Finish on +1/+2 + stacking: a Draw Two and a Wild Draw 2 never answer each other ------

DIFFERENT = {  # "... are different cards ...: neither may answer the other"
    "en": "are different cards, even though they make you draw the same number",
    "de": "sind verschiedene Karten, auch wenn beide gleich viele Karten ziehen lassen",
    "fr": "sont des cartes différentes, même si elles font piocher le même nombre de cartes",
    "es": "son cartas distintas, aunque hagan robar el mismo número de cartas",
    "it": "sono carte diverse, anche se fanno pescare lo stesso numero di carte",
    "pl": "to różne karty, chociaż każą dobrać tyle samo kart",
    "ru": "— разные карты, хотя обе заставляют взять одинаковое число карт",
    "hu": "különböző lapok, bár ugyanannyi lapot kell húzni miattuk",
    "sq": "janë letra të ndryshme, edhe pse të detyrojnë të marrësh po aq letra",
    "th": "เป็นไพ่คนละชนิดกัน แม้จะให้จั่วจำนวนเท่ากัน",
}


@pytest.mark.parametrize(
    "chain, answer", [("red-draw-two", "wild-two"), ("wild-two", "blue-draw-two")]
)
def test_engine_a_draw_two_and_a_wild_draw_two_do_not_answer_each_other(chain, answer):
    # stacking "same" keys on the card type: both make you draw 2, but neither answers the
    # other; P1 draws the 2 (a red Draw Two in hand answers the red one only: not offered on
    # the wild card)
    points = load_ruleset("penalty-200", house_rules=["plus-one-two", "stacking"]).points
    assert points.stacking == "same"
    hands = [[chain, "green-9", "green-8"], [answer, "yellow-3"], ["green-3", "green-4"]]
    p1 = Script(plays=["draw"] if chain == "red-draw-two" else [])
    policies = [Script(plays=[chain]), p1, Script()]
    result = scenario(points, hands, policies, "red-5", deck_id=PLUS12, turns=2)
    assert all(answer not in p1.offered_ids(turn) for turn in range(len(p1.offered)))
    assert kinds(result, "play", "penalty")[:2] == [
        ("play", 0, chain, 0, "turn", None),
        ("penalty", 1, None, 2, "draw_card", None),
    ]


@pytest.mark.parametrize("lang", SAMPLED_LANGS)
def test_stacking_says_a_draw_two_and_a_wild_draw_two_are_different(lang):
    content = compose("plus12", "penalty-200", ["plus-one-two", "stacking"], lang)
    words = text(content, "draws")
    line = next(x for x in words.split("\n") if DIFFERENT[lang] in x)
    # the deck's names, as the deck gives them: the Draw Two and the wild +2
    assert load_catalog(lang).text("card.draw_two") in line, (lang, line)
    wild_two = {"en": "Wild Draw Two", "ru": "Закажи цвет и возьми две", "pl": "Weź dwie ze"}
    assert wild_two.get(lang, "Wild Draw Two") in line, (lang, line)
    assert line in text(content, "clear_answers").split("\n")  # the clear answers say it too


@pytest.mark.parametrize("deck_id", ["classic-108", "plus12"])
def test_the_different_cards_sentence_only_with_two_draw_cards_of_one_number(deck_id):
    house = ["stacking"] if deck_id == "classic-108" else ["plus-one-two", "stacking"]
    ruleset = "official" if deck_id == "classic-108" else "penalty-200"
    words = text(compose(deck_id, ruleset, house), "draws")
    assert (DIFFERENT["en"] in words) == (deck_id == "plus12")
    mixed = text(compose(deck_id, ruleset, house, points={"stacking": "mixed"}), "draws")
    assert DIFFERENT["en"] not in mixed  # with mixing, any draw card answers any other


# ---- 3b. Finish on +1/+2: the score sheet says the winner's deduction -------------------------

SHEET_BONUS = {  # the score sheet's line: the winner's last total minus the card's points
    "en": "its winner writes their last total minus 20 instead",
    "de": "trägt der Gewinner stattdessen seinen letzten Stand minus 20 ein",
    "fr": "son gagnant inscrit à la place son total précédent moins 20",
    "es": "quien la gana anota en su lugar su total anterior menos 20",
    "it": "chi l’ha vinta scrive invece il totale precedente meno 20",
    "pl": "wynik pomniejszony o 20 pkt",
    "ru": "победитель записывает вместо этого прежний счёт минус 20",
    "hu": "a győztes ehelyett az előző összpontszámánál 20 ponttal kevesebbet ír be",
    "sq": "fituesi shkruan në vend të kësaj totalin e mëparshëm minus 20 pikë",
    "th": "ผู้ชนะให้เขียนแต้มรวมเดิมลบ 20 แต้มแทน",
}


@pytest.mark.parametrize("lang", SAMPLED_LANGS)
def test_score_sheet_says_the_finish_bonus_deduction(lang):
    points = load_ruleset("penalty-200", house_rules=["plus-one-two"]).points
    assert (points.finish_bonus_one, points.finish_bonus_two) == (20, 40)
    sheet = _flat(text(compose("plus12", "penalty-200", ["plus-one-two"], lang), "score_sheet"))
    assert SHEET_BONUS[lang] in sheet, lang
    assert "40" in sheet.split(SHEET_BONUS[lang], 1)[1], lang
    plain = _flat(text(compose("plus12", "penalty-200", [], lang), "score_sheet"))
    assert SHEET_BONUS[lang] not in plain, lang


# ---- 4. Jump in: too late once the player whose turn it now is has acted ----------------------

TOO_LATE = {
    "en": "once the player whose turn it now is has played or drawn a card",
    "de": "sobald der Spieler, der jetzt an der Reihe ist, eine Karte gelegt oder gezogen hat",
    "fr": "dès que le joueur dont c’est maintenant le tour a posé ou pioché une carte",
    "es": "en cuanto el jugador al que ahora le toca ha jugado o robado una carta",
    "it": "appena il giocatore a cui tocca adesso ha giocato o pescato una carta",
    "pl": "gdy gracz, na którego przypada teraz kolej, zagrał lub dobrał kartę",
    "ru": "как только игрок, чей сейчас ход, сыграл или взял карту",
    "hu": "ha az a játékos, aki most következik, letett vagy húzott egy lapot",
    "sq": "sapo lojtari që e ka radhën tani ka luajtur ose ka marrë një letër",
    "th": "เมื่อคนที่ถึงตาตอนนี้ลงไพ่หรือจั่วไพ่แล้วก็แทรกไม่ได้อีก",
}
NEXT_PLAYER = {  # the old window: "the next player", who after a Skip never plays
    "en": "once the next player has played",
    "de": "sobald der nächste Spieler eine Karte gelegt",
    "fr": "dès que le joueur suivant a posé",
    "es": "en cuanto el siguiente jugador ha jugado",
    "it": "appena il giocatore successivo ha giocato",
    "pl": "gdy następny gracz zagrał",
    "ru": "как только следующий игрок сыграл",
    "hu": "ha a következő játékos letett",
    "sq": "sapo lojtari tjetër ka luajtur",
    "th": "เมื่อคนถัดไปลงไพ่หรือจั่วไพ่แล้ว",
}


@pytest.mark.parametrize("lang", SAMPLED_LANGS)
@pytest.mark.parametrize("ruleset, house", [("official", ["jump-in"]), ("party", [])])
def test_jump_in_closes_when_the_player_whose_turn_it_is_acts(lang, ruleset, house):
    words = _flat(text(compose(ruleset=ruleset, house=house, lang=lang), "turn"))
    assert TOO_LATE[lang] in words, lang
    assert NEXT_PLAYER[lang] not in words, lang


class _Asked(Script):
    """Counts the jump-ins offered to it, by card."""

    def __init__(self, **kw) -> None:
        super().__init__(**kw)
        self.asked: list[str] = []

    def jump_in(self, view, card) -> bool:
        self.asked.append(card.id)
        return super().jump_in(view, card)


@pytest.mark.parametrize("jump", [True, False])
def test_engine_after_a_skip_the_window_waits_for_the_player_after_the_skipped_one(jump):
    # P0 plays a red Skip: P1 misses the turn and never acts; P3 holds the twin. The window
    # is open until P2, whose turn it now is, acts (not until P1 does, which never happens)
    points = points_for("official", ("jump-in",), "classic-108")
    assert points is not None and points.jump_in
    hands = [
        ["red-skip", "green-9"],
        ["red-4", "yellow-4"],
        ["red-3", "blue-4"],
        ["red-skip", "blue-7"],
    ]
    p3 = _Asked(jump=jump)
    result = scenario(points, hands, [Script(), Script(), Script(), p3], "red-5", turns=3)
    plays = kinds(result, "play", "skip")
    if jump:  # P3 jumps in before P2 acts; its Skip passes P0 by: P1 plays next
        assert plays[:4] == [
            ("play", 0, "red-skip", 0, "turn", None),
            ("skip", 1, None, 0, "", None),
            ("play", 3, "red-skip", 0, "jump_in", None),
            ("skip", 0, None, 0, "", None),
        ]
        assert plays[4][:2] == ("play", 1)
    else:  # P3 declined; P2 played: too late, P3 is never asked about that Skip again
        assert plays[:3] == [
            ("play", 0, "red-skip", 0, "turn", None),
            ("skip", 1, None, 0, "", None),
            ("play", 2, "red-3", 0, "turn", None),
        ]
        assert p3.asked.count("red-skip") == 1


# ---- 5. Shrinking hands: the sizes of new hands stay out of the score columns ---------------

OWN_COLUMN = {  # the old advice: the hand sizes in the player's score column
    "en": "in your column of the score sheet (or on any paper)",
    "de": "schreib in deine Spalte auf dem Punkteblatt",
    "fr": "note dans ta colonne de la feuille de marque",
    "es": "apunta en tu columna de la hoja de puntuación",
    "it": "scrivi nella tua colonna del foglio segnapunti",
    "pl": "zapisuj w swojej kolumnie tabeli wyników",
    "ru": "записывайте в своём столбце таблицы очков",
    "hu": "írd fel a saját oszlopodba a pontozólapon",
    "sq": "shkruaj në kolonën tënde në fletën e pikëve",
    "th": "ไว้ในคอลัมน์ของคุณบนใบจดแต้ม",
}
HAND_SIZES = {  # the grid's last row, for the sizes of new hands
    "en": "New hands",
    "de": "Neue Hände",
    "fr": "Nouvelles mains",
    "es": "Manos nuevas",
    "it": "Mani nuove",
    "pl": "Nowe porcje",
    "ru": "Новые наборы",
    "hu": "Új kezek",
    "sq": "Duart e reja",
    "th": "ไพ่ชุดใหม่",
}


def _grid(content) -> ScoreGridBlock:
    section = content.section("score_sheet")
    assert section is not None
    return next(b for b in section.blocks if isinstance(b, ScoreGridBlock))


@pytest.mark.parametrize("lang", SAMPLED_LANGS)
def test_shrinking_hands_keeps_hand_sizes_out_of_the_score_columns(lang):
    content = _shrinking(lang)
    end = _flat(text(content, "end"))
    assert OWN_COLUMN[lang] not in end, lang
    said = Texts(load_catalog(lang))  # review 15 (F1): the row named, the hand size said
    row = said.name_list([said.text("score_sheet.hand_sizes")], quote_one=True)
    marks = said.plural("end.shrinking_marks", 7, row=row).replace("\u00a0", " ")
    assert _flat(marks) in end
    grid = _grid(content)
    assert (grid.tally_label or "").replace("\u00a0", " ") == HAND_SIZES[lang]
    sheet = _flat(text(content, "score_sheet"))
    assert HAND_SIZES[lang] in sheet  # the sheet's line names the row
    assert _grid(compose(lang=lang)).tally_label is None  # only with shrinking hands
    assert HAND_SIZES[lang] not in text(compose(lang=lang), "score_sheet")


def test_the_score_sheet_ends_in_a_taller_row_for_hand_sizes(tmp_path):
    deck = load_deck("classic-108")
    shrinking = load_ruleset("official", house_rules=["seven-rounds"], deck=deck)
    result = build_booklet(deck, shrinking, "en", tmp_path)
    reader = PdfReader(result.path)
    page = result.pages - 1
    segments = line_segments(reader, page)
    ys = sorted(
        {round(s.y1_mm, 3) for s in segments
         if abs(s.y1_mm - s.y2_mm) < 1e-6 and abs(s.x1_mm - s.x2_mm) > 50}
    )  # fmt: skip
    rows = [b - a for a, b in zip(ys, ys[1:], strict=False)]
    assert rows[0] == pytest.approx(ScoreGrid.TALLY_MM, abs=0.01)  # at the foot
    assert rows[1:-1] == pytest.approx([ScoreGrid.ROW_MM] * (len(rows) - 2), abs=0.01)
    assert len(rows) - 2 >= 20  # still a row for each round of a game
    assert "New hands" in reader.pages[page].extract_text()


def test_every_language_has_every_wording():
    wordings = [CHAIN_FIRST, LAST_DRAW_CARD, TOP_CARD, DIFFERENT, SHEET_BONUS]
    wordings += [TOO_LATE, NEXT_PLAYER, OWN_COLUMN, HAND_SIZES, TOP_CARD_LINE]
    assert all(sorted(w) == sorted(LANGS) for w in wordings)
