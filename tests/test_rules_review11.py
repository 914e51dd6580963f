"""Issue 13, rules review 9 (session 7): the team's decisions, in the engine and the booklet.

1. Play to the end: the last player left loses the round and deals the next one.
2. Play to the end: a winner who goes out on a draw card collects once that draw is taken.
3. Fives swap + shrinking hands: a 5 that empties a hand swaps nothing.
4. Finish on +1/+2 + play to the end: only the round's winner takes points off.
5. Shrinking hands: keep count with a mark on the score sheet.
7. Hands on UNO + play to the end: only players still holding cards slap.
8. Finish on +1/+2 + shrinking hands: only the card that wins the round counts.
9. Finish on +1/+2 without its cards: the error says how to get such a deck.
"""

from __future__ import annotations

import random
import textwrap
from functools import cache
from pathlib import Path

import pytest

from deckgen import DefinitionError, load_deck, load_ruleset
from deckgen.game import RandomPolicy, play_game
from deckgen.rules.points import RulePoints
from deckgen.text.catalog import available_languages

from .booklet_helpers import compose, text
from .gamecheck import points_for
from .gamescript import FILLER, Script, kinds, scenario

LANGS = available_languages()
PLUS12 = str(Path(__file__).parent / "data" / "deck_plus12.yaml")
POINTS = {"red-draw-two": 20, "blue-draw-two": 20, "wild-two": 50, "wild-one": 50}


def _points(ruleset: str, *house_rules: str) -> RulePoints:
    return load_ruleset(ruleset, house_rules=list(house_rules)).points


def _value(face_id: str) -> int:
    return POINTS.get(face_id, int(face_id.rsplit("-", 1)[-1]) if face_id[-1].isdigit() else 20)


# ---- 1. the last player left deals the next round --------------------------------------------


@pytest.mark.parametrize(
    "ruleset, house_rules",
    [
        ("official", ("to-the-end",)),
        ("penalty-200", ("to-the-end",)),
        ("official", ("to-the-end", "lazy-scoring")),
    ],
)
def test_engine_the_last_player_left_deals_the_next_round(ruleset, house_rules):
    points = _points(ruleset, *house_rules)
    players = [RandomPolicy() for _ in range(4)]
    game = play_game(load_deck("classic-108"), points, players, random.Random(0), rounds=6)
    rounds = [r for r in game.rounds if r.finished]
    assert len(rounds) >= 2
    for before, after in zip(rounds, rounds[1:], strict=False):
        assert len(before.order_out) == 4
        assert after.dealer == before.order_out[-1]  # before: the deal passed to the left


# ---- 2. the winner's points are counted once the last draw card's draw is taken ---------------


def test_engine_a_winning_draw_two_counts_the_cards_it_makes_the_next_player_draw():
    points = points_for("official", ("to-the-end",), "classic-108")
    assert points is not None and points.stacking == "none"
    hands = [["red-draw-two"], ["blue-3", "blue-4"], ["green-3", "green-4", "yellow-7"]]
    result = scenario(points, hands, [Script(), Script(), Script()], "red-5", turns=2)
    drawn = FILLER[:2]  # P1 draws these two (top of the draw pile first)
    assert kinds(result, "play", "out", "penalty", "collect")[:4] == [
        ("play", 0, "red-draw-two", 0, "turn", None),
        ("out", 0, None, 0, "", None),
        ("penalty", 1, None, 2, "draw_card", None),
        ("collect", 0, None, 3 + 4 + 3 + 4 + 7 + sum(map(_value, drawn)), "", None),
    ]


def test_engine_after_a_stacking_chain_the_cards_drawn_by_whoever_ends_it_count():
    points = points_for("official", ("to-the-end", "stacking"), "classic-108")
    assert points is not None and points.stacking != "none"
    hands = [["red-draw-two"], ["blue-draw-two", "blue-4"], ["green-3", "green-4", "yellow-7"]]
    policies = [Script(), Script(plays=["blue-draw-two"]), Script()]
    result = scenario(points, hands, policies, "red-5", turns=3)
    drawn = FILLER[:4]  # P2 draws the chain's 4
    assert kinds(result, "play", "penalty", "collect")[:4] == [
        ("play", 0, "red-draw-two", 0, "turn", None),
        ("play", 1, "blue-draw-two", 0, "stack", None),
        ("penalty", 2, None, 4, "draw_card", None),
        ("collect", 0, None, 4 + 3 + 4 + 7 + sum(map(_value, drawn)), "", None),
    ]


def test_engine_the_collected_points_are_the_winners_score():
    # P1 draws red-1 and red-2 and misses the turn; P2 goes out on red-3: P1 is left
    points = points_for("official", ("to-the-end",), "classic-108")
    assert points is not None
    hands = [["red-draw-two"], ["blue-3", "blue-4"], ["red-3"]]
    policies = [Script(), Script(), Script()]
    result = scenario(points, hands, policies, "red-5", draw_pile=("red-1", "red-2", *FILLER))
    assert result.finished and result.order_out == (0, 2, 1)
    assert result.scores == (3 + 4 + 1 + 2 + 3, 0, 0)  # was 10: the drawn cards left out


# ---- 3. a 5 that empties a hand swaps nothing, also under shrinking hands --------------------


def test_engine_a_five_that_empties_a_hand_swaps_nothing_before_the_new_hand():
    points = points_for("official", ("swap-on-five", "seven-rounds"), "classic-108")
    assert points is not None and points.five_swap
    hands = [["red-5"], ["blue-3", "blue-4", "blue-9"]]
    result = scenario(points, hands, [Script(), Script()], "red-7", turns=1)
    assert kinds(result, "play", "refill", "swap") == [
        ("play", 0, "red-5", 0, "turn", None),
        ("refill", 0, None, 6, "", None),
    ]


# ---- 4 and 8. Finish on +1/+2: only the round's winner, only the winning card ------------------


def test_engine_to_the_end_only_the_first_one_out_takes_points_off():
    # P0 goes out first on a +1 (P1 draws one and misses the turn); P2 goes out second on
    # a +2, which P1, the last player left, draws
    points = _points("penalty-200", "plus-one-two", "to-the-end")
    hands = [["wild-one"], ["green-3", "green-4", "green-7"], ["wild-two"]]
    result = scenario(points, hands, [Script(), Script(), Script()], "red-5", deck_id=PLUS12)
    assert result.order_out == (0, 2, 1)
    # the winner: 20 off; P2, out second on a +2: nothing off (was 40 off)
    assert result.scores[0] == -20 and result.scores[2] == 0
    assert result.scores[1] == result.hand_points[1] > 0


def test_engine_shrinking_hands_emptying_a_bigger_hand_on_a_plus_two_takes_nothing_off():
    points = _points("penalty-200", "plus-one-two", "seven-rounds").with_values(
        {"hand_size": 2}, "test"
    )  # the first new hand is a single card
    hands = [["wild-two"], ["green-3", "green-4", "green-7"]]
    policies = [Script(colour="blue"), Script()]
    result = scenario(
        points, hands, policies, "red-5", deck_id=PLUS12, draw_pile=("blue-1", *FILLER)
    )
    assert kinds(result, "play", "refill", "out")[:3] == [
        ("play", 0, "wild-two", 0, "turn", None),
        ("refill", 0, None, 1, "", None),
        ("play", 0, "blue-1", 0, "turn", None),
    ]
    assert result.winner == 0 and result.scores[0] == 0


# ---- 7. hands on UNO: players who are out do not slap -----------------------------------------


def test_engine_players_who_are_out_never_slap():
    # P0 goes out; P1 calls UNO: only P2 and P3 are still in to slap (with two players left
    # nobody slaps at all, review 12: tests/test_rules_review14.py)
    points = points_for("official", ("to-the-end", "slap-uno"), "classic-108")
    assert points is not None and points.uno_slap_penalty
    hands = [["red-3"], ["red-4", "blue-9"], ["green-3", "green-4"], ["yellow-7", "green-8"]]
    policies = [Script(), Script(), Script(), Script()]
    result = scenario(points, hands, policies, "red-5", turns=2)
    events = kinds(result, "play", "out", "uno_call", "slap")
    assert [e[:2] for e in events[:4]] == [("play", 0), ("out", 0), ("play", 1), ("uno_call", 1)]
    slaps = [e[1] for e in events if e[0] == "slap"]
    assert len(slaps) == 1 and slaps[0] in (2, 3)


# ---- 9. the error for a deck without +1/+2 cards -----------------------------------------------


def test_plus_one_two_without_its_cards_says_how_to_get_such_a_deck(tmp_path):
    with pytest.raises(DefinitionError) as caught:
        load_ruleset("penalty-101", house_rules=["plus-one-two"], deck=load_deck("classic-108"))
    message = str(caught.value)
    assert "no shipped deck has" in message
    # the snippet in the message is a deck file that works with the house rule
    snippet = textwrap.dedent(message.split("e.g.\n", 1)[1].rsplit("\nor leave", 1)[0])
    path = tmp_path / "my-deck.yaml"
    path.write_text(snippet, encoding="utf-8")
    ruleset = load_ruleset("penalty-101", house_rules=["plus-one-two"], deck=load_deck(path))
    assert ruleset.points.finish_bonus_one and ruleset.points.finish_bonus_two


# ---- the booklet, ten languages ------------------------------------------------------------

# Per language: (1) the last player left loses and deals; (2) a winning draw card is counted
# once drawn; (3) the glance line; (4) the fives swap x shrinking hands note; (5) the slap x
# to-the-end note; (6) +1/+2 to the end: only the winner; (7) +1/+2 shrinking: only the
# winning card; (8) keep count (review 10: the size of each new hand); then the old
# wording, gone: (9) "decides nothing more", (10) "cards still to be drawn do not count".
TEXTS = {
    "en": (
        "that player loses the round and deals the next one",
        "wait until the drawing is over, a failed challenge included",
        "the last one left with cards loses and deals next",
        "A 5 that empties your hand swaps nothing, even when you then draw a new hand",
        "players who are out keep their hands off the pile",
        "Only the round's winner, the first one out, takes points off this way",
        "Only the card that wins the round counts",
        "write the size of each new hand you draw in pencil in your column",
        "only one player still holds cards, but that decides nothing more",
        "cards still to be drawn from that last card do not count",
    ),
    "de": (
        "Er verliert die Runde und gibt die nächste",
        "wertet ihr erst, wenn alles gezogen ist, auch nach einem zu Unrecht erhobenen Zweifel",
        "wer zuletzt noch Karten hat, verliert und gibt",
        "wird, tauscht nichts, auch wenn du danach eine neue Hand ziehst",
        "Nur wer noch Karten hat, schlägt seine Hand drauf",
        "So zieht nur der Gewinner der Runde Punkte ab, also wer zuerst raus ist",
        "Es zählt nur die Karte, mit der die Runde gewonnen wird",
        "die du ziehst, mit Bleistift in deine Spalte",
        "nur noch ein Spieler Karten hat, aber das entscheidet nichts mehr",
        "Karten, die sie wegen seiner letzten Karte noch ziehen müssen, zählen nicht",
    ),
    "fr": (
        "ce joueur perd la manche et distribue la suivante",
        "on attend que toutes les cartes soient piochées, y compris après une contestation ratée",
        "le dernier à avoir des cartes perd et distribue",
        "un 5 qui vide ta main n’échange rien, même si tu pioches ensuite une nouvelle main",
        "les joueurs sortis gardent leurs mains loin de la défausse",
        "Seul le gagnant de la manche, le premier sorti, enlève ainsi des points",
        "Seule la carte qui fait gagner la manche compte",
        "note au crayon le nombre de cartes de chaque nouvelle main que tu pioches",
        "seul joueur ait encore des cartes, mais cela ne décide plus rien",
        "celles qu’ils doivent encore piocher à cause de sa dernière carte ne comptent pas",
    ),
    "es": (
        "ese jugador pierde la ronda y reparte la siguiente",
        "se espera a que se haya robado todo, también tras un desafío fallido",
        "el último con cartas pierde y reparte",
        "un 5 que vacía tu mano no cambia nada, aunque después robes una mano nueva",
        "solo dan su palmada los jugadores que aún tienen cartas",
        "Solo el ganador de la ronda, el primero en terminar, resta puntos así",
        "Solo cuenta la carta que gana la ronda",
        "apunta a lápiz cuántas cartas tiene cada mano nueva que robas",
        "hasta que solo a uno le quedan cartas, pero eso ya no decide nada",
        "las que aún deben robar por su última carta no cuentan",
    ),
    "it": (
        "quel giocatore perde la manche e distribuisce la successiva",
        "si aspetta che si sia finito di pescare, anche dopo una sfida fallita",
        "l’ultimo con carte perde e distribuisce",
        "un 5 che ti svuota la mano non scambia niente, anche se poi peschi una mano nuova",
        "battono la mano solo i giocatori che hanno ancora carte",
        "Solo il vincitore della manche, il primo a uscire, toglie punti in questo modo",
        "Conta solo la carta che vince la manche",
        "scrivi a matita quante carte ha ogni mano nuova che peschi",
        "solo un giocatore ha ancora carte, ma questo non decide più nulla",
        "quelle che devono ancora pescare per la sua ultima carta non contano",
    ),
    "pl": (
        "ten przegrywa rundę i rozdaje następną",
        "gdy wszystko zostanie dobrane, także po chybionym sprawdzeniu",
        "ostatni z kartami przegrywa i rozdaje",
        "z ręki niczego nie wymienia, nawet jeśli potem dobierasz nowe karty",
        "dłonie kładą tylko gracze, którzy mają jeszcze karty",
        "W ten sposób punkty odejmuje tylko zwycięzca rundy, czyli ten, kto pierwszy pozbył"
        " się wszystkich kart",
        "Liczy się tylko karta, która wygrywa rundę",
        "ile kart liczy każda nowa porcja, którą dobierasz",
        "zostaną tylko jednemu graczowi, ale to już niczego nie rozstrzyga",
        "karty, które mają jeszcze dobrać z powodu jego ostatniej karty, się nie liczą",
    ),
    "ru": (
        "он проигрывает кон и сдаёт следующий",
        "считают, когда все карты взяты, в том числе после напрасной проверки",
        "последний с картами проигрывает и сдаёт",
        "с руки, ни с кем не меняет карту, даже если затем вы берёте новый набор",
        "ладони кладут только игроки, у которых ещё есть карты",
        "Так вычитает очки только победитель кона",
        "Считается только карта, которой выигрывают кон",
        "записывайте карандашом в своём столбце, в строке",
        "карты не останутся только у одного, но это уже ничего не решает",
        "карты, которые им ещё предстоит взять из-за его последней карты, не считаются",
    ),
    "hu": (
        "ő elveszíti a fordulót, és ő osztja a következőt",
        "csak azután számoljatok, hogy minden lapot felhúztak, alaptalan megkérdőjelezés után is",
        "akinél utoljára marad lap, veszít, és ő oszt",
        "a kezedet kiürítő ötös nem cserél semmit, akkor sem, ha utána új kezet húzol",
        "a kiszálltak nem teszik a kezüket a dobópaklira",
        "Így csak a forduló győztese, az elsőként kiszálló játékos vonhat le pontot",
        "hogy nem nyered meg a fordulót, nem vonsz le semmit",
        "írd fel ceruzával a pontozólap",
        "már csak egy játékosnak van lapja, de ez már semmit sem dönt el",
        "azok a lapok, amelyeket az utolsó lapja miatt még fel kell húzniuk, nem számítanak",
    ),
    "sq": (
        "ai e humb raundin dhe e ndan raundin tjetër",
        "numëroni pasi të jenë marrë të gjitha letrat, edhe pas një sfide të dështuar",
        "i fundit me letra humb dhe ndan",
        "një 5 që ta zbraz dorën nuk ndërron asgjë, edhe kur pastaj merr një dorë të re",
        "dorën e vënë vetëm lojtarët që kanë ende letra",
        "Vetëm fituesi i raundit, i pari që del, zbret pikë në këtë mënyrë",
        "Llogaritet vetëm letra që fiton raundin",
        "shkruaj me laps sa letra ka çdo dorë e re që merr",
        "vetëm një lojtar të ketë ende letra, por kjo nuk vendos më asgjë",
        "letrat që u mbeten ende për t’i marrë për shkak të letrës së tij të fundit nuk llogariten",
    ),
    "th": (
        "คนนั้นแพ้รอบและเป็นคนแจกรอบถัดไป",
        "ให้รอจนจั่วทั้งหมดเสร็จก่อน รวมถึงไพ่ที่จั่วเพราะท้าทายผิดด้วย",
        "คนแรกที่หมดมือชนะรอบ คนสุดท้ายที่ยังมีไพ่แพ้และเป็นคนแจก",
        "เลข 5 ที่ทำให้หมดมือไม่ต้องแลกอะไร แม้ว่าจากนั้นจะจั่วไพ่ชุดใหม่ก็ตาม",
        "เฉพาะคนที่ยังมีไพ่เท่านั้นที่วางมือทับ คนที่ออกแล้วไม่ต้องวางมือบนกอง",
        "เฉพาะผู้ชนะรอบ คือคนแรกที่ออก เท่านั้นที่หักแต้มแบบนี้",
        "นับเฉพาะไพ่ใบที่ทำให้ชนะรอบ ถ้าใช้",
        "ให้จดด้วยดินสอว่าไพ่ชุดใหม่แต่ละชุดที่จั่วมีกี่ใบ",
        "แต่ไม่ได้ตัดสินอะไรอีก",
        "ไพ่ที่ยังต้องจั่วเพราะไพ่ใบสุดท้ายของเขาไม่นับ",
    ),
}


def _words(content, section: str | None = None) -> str:
    return text(content, section).replace("\u202f", " ")


@cache
def _booklet(lang: str, house: tuple[str, ...], deck_id: str = "classic-108", ruleset="official"):
    return compose(deck_id, ruleset, house=list(house), lang=lang)


def test_every_language_has_the_new_sentences():
    assert sorted(TEXTS) == sorted(LANGS)


@pytest.mark.parametrize("lang", LANGS)
def test_to_the_end_the_last_player_left_loses_and_deals(lang):
    loses, wait, glance, *_, nothing, uncounted = TEXTS[lang]
    content = _booklet(lang, ("to-the-end",))
    assert loses in _words(content, "goal") and loses in _words(content, "end")
    assert loses in _words(content, "scoring") and wait in _words(content, "scoring")
    assert glance in _words(content, "summary")
    assert "setup.next_dealer.last_left" in content.keys
    assert "setup.next_dealer.left" not in content.keys
    words = _words(content)
    assert nothing not in words and uncounted not in words


@pytest.mark.parametrize("lang", LANGS)
def test_to_the_end_with_penalty_points_the_last_player_deals_too(lang):
    content = _booklet(lang, ("to-the-end",), ruleset="penalty-200")
    assert "setup.next_dealer.last_left" in content.keys
    assert TEXTS[lang][0] in _words(content, "end")


@pytest.mark.parametrize("lang", LANGS)
def test_fives_swap_with_shrinking_hands_and_the_marks(lang):
    five, marks = TEXTS[lang][3], TEXTS[lang][7]
    words = _words(_booklet(lang, ("swap-on-five", "seven-rounds")))
    assert five.lower() in words.lower()
    assert marks in _words(_booklet(lang, ("seven-rounds",)), "end")
    assert five.lower() not in _words(_booklet(lang, ("swap-on-five",))).lower()


@pytest.mark.parametrize("lang", LANGS)
def test_slap_uno_with_to_the_end_only_players_still_in_slap(lang):
    slap = TEXTS[lang][4]
    assert slap.lower() in _words(_booklet(lang, ("slap-uno", "to-the-end"))).lower()
    assert slap.lower() not in _words(_booklet(lang, ("slap-uno",))).lower()


@pytest.mark.parametrize("lang", LANGS)
def test_plus_one_two_only_the_winner_and_only_the_winning_card(lang):
    tte, shr = TEXTS[lang][5], TEXTS[lang][6]
    to_end = _words(
        _booklet(lang, ("plus-one-two", "to-the-end"), "plus12", "penalty-200"), "scoring"
    )
    shrinking = _words(
        _booklet(lang, ("plus-one-two", "seven-rounds"), "plus12", "penalty-200"), "scoring"
    )
    alone = _words(_booklet(lang, ("plus-one-two",), "plus12", "penalty-200"), "scoring")
    assert tte in to_end and shr not in to_end
    assert shr in shrinking and tte not in shrinking
    assert tte not in alone and shr not in alone


def test_a_penalty_total_never_goes_below_0_as_the_booklet_says():
    # the booklet (scoring.finish_bonus) says "A total never goes below 0"; the engine let a
    # +1/+2 finish take a total to -20 (a round's score may still be -20)
    from deckgen.game.scoring import add_round

    assert add_round((0, 5, 30), (-20, 10, -20)) == (0, 15, 10)
    content = _booklet("en", ("plus-one-two",), PLUS12, ruleset="penalty-200")
    assert "A total never goes below 0." in text(content, "scoring")
