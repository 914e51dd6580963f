"""Issue 13, rules review 12 (session 8): a fresh reviewer's findings, in the booklet and engine.

1. Hands on UNO + Play to the end: with only two players still holding cards nobody slaps;
   the UNO call works as usual (pair note; engine).
2. Silent twos + Play to the end: a 2 played as a last card is silent until play passes
   the empty seat (so said since review 15); players who are out speak freely (pair note).
3. Mirror Reverse + Shrinking hands: a Reverse that wins the round still sends a draw card
   back, and the cards drawn count (end of a round; engine).
4. Fewer wilds for two on the blanks deck: blanks written as a lost card stay in.
5. Play to the end + Wild Shuffle Hands: only players still holding cards take part.
6. Shrinking hands + Wild Shuffle Hands as the last card: it does not count as emptying
   the hand (no new hand, no step down, no win, even from a final one-card hand).
7. Silent twos + a swap rule: telling or showing whom you swap with is allowed.
9. Finish on +1 or +2: the short forms name the deck's wild cards, not the Draw Two.
11. Lazy scoring: one clear line, only the last round counts.
"""

from __future__ import annotations

import dataclasses

import pytest

from deckgen.text.catalog import available_languages

from .booklet_helpers import compose, text
from .gamecheck import points_for
from .gamescript import FILLER, Script, kinds, scenario
from .sampling import sample_of

LANGS = available_languages()
# the suite reads six languages, every one with DECKGEN_FULL_MATRIX=1 (benchmarks/full_matrices.py)
SAMPLED_LANGS = sample_of(LANGS, ("en", "de", "es", "ru", "sq", "th"))


def _flat(value: str) -> str:
    return value.replace("\u00a0", " ").replace("\u202f", " ")


# ---- 1. hands on UNO + play to the end: nobody slaps with two left --------------------------


def _slap_to_the_end():
    points = points_for("official", ("slap-uno", "to-the-end"), "classic-108")
    assert points is not None and points.uno_slap_penalty and points.end_of_round == "to_the_end"
    return points


def test_engine_nobody_slaps_when_only_two_players_hold_cards():
    hands = [["red-1", "red-2"], ["green-3", "green-4"], ["red-4"]]
    result = scenario(
        _slap_to_the_end(), hands, [Script(), Script(), Script()], "red-5", current=2, turns=2
    )
    assert [e[:3] for e in kinds(result, "play", "out", "uno_call", "slap")][:4] == [
        ("play", 2, "red-4"),
        ("out", 2, None),
        ("play", 0, "red-1"),
        ("uno_call", 0, None),
    ]
    assert not kinds(result, "slap")


def test_engine_three_players_still_slap():
    hands = [["red-1", "red-2"], ["green-3", "green-4"], ["red-4", "red-6"]]
    result = scenario(_slap_to_the_end(), hands, [Script(), Script(), Script()], "red-5", turns=1)
    assert kinds(result, "uno_call") and kinds(result, "slap")


# The sentence (a phrase of it) each pair note now says, in every language.
NOBODY_SLAPS = {
    "en": "When only two players still hold cards, nobody slaps",
    "de": "Haben nur noch zwei Spieler Karten, schlägt niemand mehr drauf",
    "fr": "Quand il ne reste que deux joueurs avec des cartes, personne ne tape",
    "es": "Cuando solo quedan dos jugadores con cartas, nadie da la palmada",
    "it": "Quando solo due giocatori hanno ancora carte, nessuno sbatte la mano",
    "pl": "Gdy karty ma już tylko dwóch graczy, nikt nie kładzie dłoni",
    "ru": "Когда карты остались только у двоих, ладони никто не кладёт",
    "hu": "Ha már csak két játékosnál van lap, senki sem csap rá",
    "sq": "Kur vetëm dy lojtarë kanë ende letra, askush nuk vë dorën",
    "th": "เมื่อเหลือคนที่ยังมีไพ่แค่สองคน จะไม่มีใครวางมือทับ",
}

SILENCE_AFTER_LAST_TWO = {  # review 15 (F7): until play passes the empty seat
    "en": ("passes that player's empty seat", "may speak freely and are never penalised"),
    "de": ("an seinem leeren Platz vorbeikommt", "darf frei reden"),
    "fr": ("dépasse la place vide de ce joueur", "peuvent parler librement"),
    "es": ("pase por el sitio vacío de ese jugador", "pueden hablar libremente"),
    "it": ("superato il posto vuoto di quel giocatore", "può parlare liberamente"),
    "pl": ("minie jego puste miejsce", "mogą swobodnie mówić"),
    "ru": ("не минует опустевшее место этого игрока", "могут говорить свободно"),
    "hu": ("el nem halad a kiszállt játékos üres helye mellett", "szabadon beszélhetnek"),
    "sq": ("të kalojë vendin bosh të atij lojtari", "mund të flasin lirisht"),
    "th": ("ผ่านที่นั่งว่างของคนนั้นไป", "พูดได้ตามสบาย"),
}


def test_every_language_has_the_new_sentences():
    for table in (NOBODY_SLAPS, SILENCE_AFTER_LAST_TWO):
        assert sorted(table) == sorted(LANGS)


@pytest.mark.parametrize("lang", SAMPLED_LANGS)
def test_slap_uno_to_the_end_says_nobody_slaps_with_two_left(lang):
    content = compose(house=["slap-uno", "to-the-end"], lang=lang)
    assert NOBODY_SLAPS[lang] in _flat(text(content, "house_rules")), lang


@pytest.mark.parametrize("lang", SAMPLED_LANGS)
def test_silent_two_to_the_end_ends_the_silence_at_the_next_player_in(lang):
    content = compose(house=["silent-two", "to-the-end"], lang=lang)
    said = _flat(text(content, "house_rules"))
    for phrase in SILENCE_AFTER_LAST_TWO[lang]:
        assert phrase in said, (lang, phrase)


# ---- 3. mirror reverse + shrinking hands: a winning Reverse still sends the draw back --------

REVERSE_WINS_AND_SENDS = {
    "en": "a Reverse that wins the round by sending a draw card back still sends it",
    "de": "Ein „Richtungswechsel“, mit dem jemand die Runde gewinnt, indem er eine Ziehkarte",
    "fr": "une « Inversion » qui fait gagner la manche en renvoyant une carte qui fait piocher",
    "es": "un Cambio de sentido con el que se gana la ronda devolviendo una carta de robar",
    "it": "un Cambio giro che fa vincere la manche rimandando indietro una carta",
    "pl": "karta „Zmiana kierunku”, którą ktoś wygrywa rundę, odsyłając kartę „weź”",
    "ru": "карта «Смена направления», которой выигрывают кон, отражая карту «возьми»",
    "hu": "a fordulót megnyerő „Irányváltás” lap, ha pluszos lapot küld vissza",
    "sq": "një «Kthim» që fiton raundin duke kthyer një letër ndëshkuese e kthen gjithsesi",
    "th": "“กลับทาง” ที่ทำให้ชนะรอบด้วยการส่งไพ่บังคับจั่วกลับ ยังส่งกลับได้ตามปกติ",
}


@pytest.mark.parametrize("lang", SAMPLED_LANGS)
def test_mirror_reverse_shrinking_a_winning_reverse_still_sends_the_draw_back(lang):
    assert sorted(REVERSE_WINS_AND_SENDS) == sorted(LANGS)
    content = compose(house=["reverse-reflects", "seven-rounds"], lang=lang)
    assert REVERSE_WINS_AND_SENDS[lang] in _flat(text(content, "end")), lang


def _final_hand_points(*house: str, deck_id: str = "classic-108"):
    """Shrinking hands whose first new hand is a single card (a hand of 2: 2 - 1)."""
    points = points_for("official", ("seven-rounds", *house), deck_id)
    assert points is not None and points.end_of_round == "shrinking"
    return dataclasses.replace(points, hand_size=2)


def test_engine_a_reverse_that_wins_the_round_still_sends_the_draw_back():
    points = _final_hand_points("reverse-reflects")
    assert points.shrinking_start == 1 and points.reflect
    # player 0 empties the hand with the red 3 and draws the final one-card hand: the Reverse
    hands = [["red-3"], ["red-6", "green-1"], ["red-draw-two", "green-4", "yellow-9"]]
    policies = [Script(plays=["red-3", "red-reverse"]), Script(), Script(plays=["red-draw-two"])]
    pile = ["red-reverse", *FILLER]
    result = scenario(points, hands, policies, "red-5", draw_pile=pile, turns=5)
    events = [e[:5] for e in kinds(result, "play", "refill", "penalty")]
    assert events[:5] == [
        ("play", 0, "red-3", 0, "turn"),
        ("refill", 0, None, 1, ""),
        ("play", 1, "red-6", 0, "turn"),
        ("play", 2, "red-draw-two", 0, "turn"),
        ("play", 0, "red-reverse", 0, "reflect"),
    ]
    assert events[5] == ("penalty", 2, None, 2, "draw_card")  # the sender draws
    assert result.finished and result.winner == 0
    assert result.hand_points[2] > 20 + 4  # the 2 cards drawn count: 4 + 9 + two more


# ---- 4. fewer wilds for two on the blanks deck: blanks written as lost cards stay in ---------

BLANKS_STAY = {
    "en": ("blanks written as a lost card stay in", "if no blank stands in for a lost card"),
    "de": ("bleiben im Spiel: Sie sind diese Karte", "wenn keine Blankokarte eine verlorene"),
    "fr": (
        "restent dans le jeu et jouent le rôle de cette carte",
        "si aucune carte vierge ne remplace",
    ),
    "es": ("se quedan en la baraja: son esa carta", "si ninguna carta en blanco sustituye"),
    "it": ("restano nel mazzo: sono quella carta", "se nessuna carta bianca sostituisce"),
    "pl": (
        "zostają w talii i liczą się jako ta karta",
        "Jeśli żadna pusta karta nie zastępuje zgubionej",
    ),
    "ru": ("остаётся в колоде как та самая карта", "Если ни одна чистая карта не заменяет"),
    "hu": (
        "a pakliban maradnak, és azt a lapot helyettesítik",
        "Ha egyik üres lap sem pótol elveszett lapot",
    ),
    "sq": (
        "mbetet në kuvertë dhe luhet si letra që zëvendëson",
        "Nëse asnjë letër bosh nuk zë vendin",
    ),
    "th": ("ให้เก็บไว้ในสำรับ", "ถ้าไม่มีไพ่เปล่าใบไหนใช้แทนไพ่ที่หายไป"),
}


@pytest.mark.parametrize("lang", SAMPLED_LANGS)
def test_two_player_blanks_deck_keeps_blanks_written_as_lost_cards(lang):
    assert sorted(BLANKS_STAY) == sorted(LANGS)
    content = compose("classic-112-blanks", house=["two-player"], lang=lang)
    stay, count = BLANKS_STAY[lang]
    setup = _flat(text(content, "setup"))
    assert stay in setup and count in setup, lang
    assert "103" in setup, lang  # 112 - 3 Wilds - 3 Wild Draw Fours - 3 blanks
    assert stay in _flat(text(content, "two_players")), lang


def test_two_player_blanks_only_on_a_deck_with_blanks():
    content = compose(house=["two-player"])
    assert "two_players.blanks" not in content.keys
    assert "setup.two_players_blanks" not in content.keys
    assert "setup.two_players" in content.keys


def test_engine_two_player_blanks_deck_keeps_one_blank_as_a_wild_kind():
    from deckgen.game.cards import deck_cards

    from .gamecheck import deck

    points = points_for("official", ("two-player",), "classic-112-blanks")
    assert points is not None
    cards = deck_cards(deck("classic-112-blanks"), 2, points)
    assert len(cards) == 103
    assert sum(1 for c in cards if c.wild and not c.draw and c.hands is None) >= 1


# ---- 5. play to the end + Wild Shuffle Hands: only players still in --------------------------
# ---- 6. shrinking hands + Wild Shuffle Hands as the last card: no empty hand ----------------

# review 17, F1: its player is among them, even on their last card
OUT_SHUFFLE = {
    "en": "dealt among the players still holding cards",
    "de": "wird unter den Spielern eingesammelt und ausgeteilt, die noch Karten haben",
    "fr": "entre les joueurs qui en ont encore",
    "es": "se recogen y se reparten las cartas entre los jugadores que aún tienen cartas",
    "it": "tra i giocatori che ne hanno ancora",
    "pl": "między graczami, którzy jeszcze je mają",
    "ru": "раздают тем, у кого они ещё есть",
    "hu": "azok lapjait szedjétek össze és osszátok ki újra, akiknél még van lap",
    "sq": "mes lojtarëve që kanë ende letra",
    "th": "ให้รวบและแจกไพ่ในหมู่คนที่ยังมีไพ่อยู่",
}

SHUFFLE_NOT_EMPTY = {
    "en": ("does not count as emptying your hand", "your next new hand is no smaller"),
    "de": ("zählt „Wild Shuffle Hands“ nicht als geleerte Hand", "wird nicht kleiner"),
    "fr": ("ne compte pas comme une main vidée", "n’est pas plus petite"),
    "es": ("no cuenta como vaciar la mano", "no es más pequeña"),
    "it": ("non conta come aver svuotato la mano", "non è più piccola"),
    "pl": ("nie liczy się jako pozbycie się wszystkich kart", "nie jest mniejsza"),
    "ru": ("не считается избавлением от всех карт", "не становится меньше"),
    "hu": ("nem számít a kezed kiürítésének", "nem lesz kisebb"),
    "sq": ("nuk llogaritet si zbrazje e dorës", "nuk bëhet më e vogël"),
    "th": ("ไม่นับว่าทำให้หมดมือ", "ไม่ลดลง"),
}


@pytest.mark.parametrize("lang", SAMPLED_LANGS)
def test_to_the_end_shuffle_hands_deals_only_players_still_in(lang):
    assert sorted(OUT_SHUFFLE) == sorted(SHUFFLE_NOT_EMPTY) == sorted(LANGS)
    content = compose("classic-112", house=["to-the-end"], lang=lang)
    assert OUT_SHUFFLE[lang] in _flat(text(content, "end")), lang
    assert "end.out_shuffle" not in compose("classic-112", lang=lang).keys


@pytest.mark.parametrize("lang", SAMPLED_LANGS)
def test_shrinking_shuffle_hands_as_last_card_is_no_empty_hand(lang):
    content = compose("classic-112", house=["seven-rounds"], lang=lang)
    said = _flat(text(content, "end"))
    for phrase in SHUFFLE_NOT_EMPTY[lang]:
        if lang == "de":
            phrase = phrase.replace("Wild Shuffle Hands", said.split("zählt „")[-1].split("“")[0])
        assert phrase in said, (lang, phrase)


def test_engine_to_the_end_shuffle_hands_leaves_players_who_are_out_out():
    points = points_for("official", ("to-the-end",), "classic-112")
    assert points is not None and points.end_of_round == "to_the_end"
    hands = [["shuffle-hands", "red-1", "red-2"], ["green-3", "green-4", "green-7"], ["red-4"]]
    seen = []

    def watch(event, state):
        if event.kind == "shuffle_hands":
            seen.append([len(h) for h in state.hands])

    policies = [Script(plays=["shuffle-hands"]), Script(), Script()]
    scenario(
        points, hands, policies, "red-5", current=2, turns=2, watch=watch, deck_id="classic-112"
    )
    assert seen == [[2, 3, 0]]  # 5 cards dealt between players 0 and 1; player 2 stays out


def test_engine_shrinking_shuffle_hands_from_the_final_single_card_does_not_win():
    points = _final_hand_points(deck_id="classic-112")
    hands = [["red-3"], ["red-6", "green-1", "green-2"], ["red-7", "yellow-2", "yellow-3"]]
    policies = [Script(plays=["red-3", "shuffle-hands"]), Script(), Script()]
    pile = ["shuffle-hands", *FILLER]
    result = scenario(
        points, hands, policies, "red-5", draw_pile=pile, turns=5, deck_id="classic-112"
    )
    events = [e[:4] for e in kinds(result, "play", "refill", "out", "shuffle_hands")]
    assert events[:6] == [
        ("play", 0, "red-3", 0),
        ("refill", 0, None, 1),  # the final one-card hand: the Shuffle Hands
        ("play", 1, "red-6", 0),
        ("play", 2, "red-7", 0),
        ("play", 0, "shuffle-hands", 0),
        ("shuffle_hands", 0, None, 4),
    ]
    assert ("out", 0) not in [e[:2] for e in events]  # no win: player 0 got a share
    assert [e[:2] for e in events].count(("refill", 0)) == 1  # and drew no new hand
    assert not result.finished


def test_engine_shrinking_shuffle_hands_emptying_a_bigger_hand_draws_no_new_hand():
    points = points_for("official", ("seven-rounds",), "classic-112")
    assert points is not None and points.shrinking_start > 1
    hands = [["shuffle-hands"], ["red-6", "green-1", "green-2"], ["red-7", "yellow-2", "yellow-3"]]
    seen = []

    def watch(event, state):
        if event.kind == "shuffle_hands":
            seen.append([len(h) for h in state.hands])

    policies = [Script(plays=["shuffle-hands"]), Script(), Script()]
    result = scenario(points, hands, policies, "red-5", turns=1, watch=watch, deck_id="classic-112")
    assert seen == [[2, 2, 2]]
    assert not [e for e in kinds(result, "refill", "out") if e[1] == 0]


# ---- 7. silent twos + a swap rule: naming the player you swap with is allowed -----------------

SWAP_WORDS = {  # reworded in review 15 (plainer, no parenthesis)
    "en": "telling or showing whom you swap with",
    "de": "sagen oder zeigen, mit wem man tauscht",
    "fr": "dire ou montrer avec qui on échange",
    "es": "decir o señalar con quién se cambia",
    "it": "dire o indicare con chi si scambia",
    "pl": "powiedzenie lub pokazanie, z kim się wymieniasz",
    "ru": "сказать или показать, с кем меняетесь",
    "hu": "annak kimondása vagy megmutatása, kivel cserélsz",
    "sq": "thënia ose tregimi se me kë ndërron",
    "th": "การบอกหรือชี้ว่าจะสลับไพ่กับใคร",
}


@pytest.mark.parametrize("lang", SAMPLED_LANGS)
@pytest.mark.parametrize(
    "house",
    [
        ("silent-two", "seven-o"),
        ("silent-two", "swap-on-five"),
        ("silent-two", "slap-uno", "swap-on-five"),
    ],
)
def test_silent_two_with_a_swap_allows_naming_the_partner(lang, house):
    assert sorted(SWAP_WORDS) == sorted(LANGS)
    content = compose(house=list(house), lang=lang)
    for section in ("turn", "clear_answers"):
        assert SWAP_WORDS[lang] in _flat(text(content, section)), (lang, house, section)


@pytest.mark.parametrize("lang", ["en", "de", "th"])
def test_silent_two_without_a_swap_lists_no_swap_partner(lang):
    content = compose(house=["silent-two"], lang=lang)
    assert SWAP_WORDS[lang] not in _flat(text(content)), lang


# ---- 9. finish on +1 or +2: the short forms name the deck's wild cards ----------------------

OLD_PLUS_TEXT = {  # the old summary, which a coloured Draw Two ("+2" on its face) also fits
    "en": "going out on a +1 or +2 takes points off your total",
    "de": "Wer mit +1 oder +2 fertig wird",
    "fr": "sortir sur un +1 ou un +2",
    "es": "si acabas con un +1 o un +2",
    "it": "uscire con un +1 o un +2",
    "pl": "kto zakończy rundę kartą +1 lub +2",
    "ru": "сыграв последней картой +1 или +2",
    "hu": "aki +1-gyel vagy +2-vel fogy ki",
    "sq": "kush del me +1 ose +2",
    "th": "ออกด้วย +1 หรือ +2",
}


@pytest.mark.parametrize("lang", SAMPLED_LANGS)
def test_plus_one_two_summary_names_the_wild_cards_not_the_draw_two(lang):
    assert sorted(OLD_PLUS_TEXT) == sorted(LANGS)
    content = compose("plus12", "penalty-200", ["plus-one-two"], lang=lang)
    assert "house.plus-one-two.text_cards_draw" in content.keys, lang
    from deckgen.text.catalog import load_catalog

    draw_two = load_catalog(lang).text("card.draw_two")
    for section in ("house_rules", "summary"):
        said = _flat(text(content, section))
        assert OLD_PLUS_TEXT[lang] not in said, (lang, section)
        line = next(x for x in said.split("\n") if "40" in x and "20" in x)
        assert draw_two in line, (lang, section, line)  # the coloured card takes nothing off


def test_plus_one_two_on_a_deck_without_a_coloured_draw_two():
    content = compose("plus12-no-draw-two", "penalty-200", ["plus-one-two"])
    assert "house.plus-one-two.text_cards" in content.keys
    assert "Wild Draw One takes 20 off your total, on a Wild Draw Two 40." in text(content)


# ---- 11. lazy scoring: one clear line, only the last round counts ----------------------------

LAST_ROUND_COUNTS = {  # said in the goal, the agree box and scoring; the summary's own form
    "en": ("Only the last round counts: its winner wins the game", "Only the last of the agreed"),
    "de": ("Nur die letzte Runde zählt: Wer sie gewinnt, gewinnt das Spiel", "Nur die letzte der"),
    "fr": ("Seule la dernière manche compte : celui qui la gagne", "Seule la dernière des manches"),
    "es": (
        "Solo cuenta la última ronda: quien la gane se lleva la partida",
        "Solo cuenta la última de",
    ),
    "it": (
        "Conta solo l’ultima manche: chi la vince si aggiudica la partita",
        "Conta solo l’ultima delle",
    ),
    "pl": ("Liczy się tylko ostatnia runda: kto ją wygra", "Liczy się tylko ostatnia z"),
    "ru": ("Считается только последний кон: кто его выиграл", "Считается только последний из"),
    "hu": ("Csak az utolsó forduló számít: aki megnyeri", "Csak a megbeszélt fordulók közül"),
    "sq": ("Vetëm raundi i fundit llogaritet: kush e fiton", "Vetëm i fundi i raundeve"),
    "th": ("นับแค่รอบสุดท้าย", "เล่นครบจำนวนรอบที่ตกลงกัน นับแค่รอบสุดท้าย"),
}


@pytest.mark.parametrize("lang", SAMPLED_LANGS)
@pytest.mark.parametrize("ruleset, house", [("official", ["lazy-scoring"]), ("lazy", [])])
def test_lazy_scoring_says_only_the_last_round_counts(lang, ruleset, house):
    assert sorted(LAST_ROUND_COUNTS) == sorted(LANGS)
    content = compose(ruleset=ruleset, house=house, lang=lang)
    line, short = LAST_ROUND_COUNTS[lang]
    assert content.agree is not None
    assert line in _flat(" ".join(content.agree.lines)), lang
    for section in ("goal", "scoring"):
        assert line in _flat(text(content, section)), (lang, section)
    assert short.lower() in _flat(text(content, "summary")).lower(), lang
    assert "its winner is the winner" not in text(content)  # the old English, which argued


def test_engine_silent_two_out_players_are_never_penalised():
    # P0 goes out on a 2; somebody always speaks: never P0, who is out
    from deckgen.game import Table

    points = points_for("official", ("silent-two", "to-the-end"), "classic-108")
    assert points is not None and points.silent_two_penalty
    hands = [["red-2"], ["red-4", "blue-9"], ["green-3", "green-4"]]
    table = Table(turn_cap=1, catch_probability=0.0, silence_break_probability=1.0)
    result = scenario(points, hands, [Script(), Script(), Script()], "red-5", table=table)
    speakers = [e[1] for e in kinds(result, "silence")]
    assert speakers and 0 not in speakers
    assert all(e[1] != 0 for e in kinds(result, "penalty"))
