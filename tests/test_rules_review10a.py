"""Issue 13, shrinking hands (session 7): two open questions of a fresh rules review,
decided by the team, in the engine and the booklet.

1. A restricted card (Wild Draw Four) that empties a bigger hand, then challenged: it is
   judged on the hand it was played from, which held nothing else, so the challenge always
   fails; the new hand is neither counted nor shown. A card that wins the round cannot be
   challenged at all.
2. A new hand when the draw pile runs short: the pile is made anew from the discards
   (rule 11), the player draws what there is, and the next new hand is one card fewer than
   the hand actually drawn. Nothing at all to draw: emptying the hand wins.
3. The new hands are drawn, not dealt (every shrinking-hands sentence, ten languages).
"""

from __future__ import annotations

from functools import cache

import pytest

from deckgen.text.catalog import available_languages

from .booklet_helpers import compose, text
from .gamecheck import points_for
from .gamescript import FILLER, Script, kinds, scenario

LANGS = available_languages()


def _shrinking(hand_size: int, ruleset: str = "official"):
    points = points_for(ruleset, ("seven-rounds",), "classic-108")
    assert points is not None
    return points.with_values({"hand_size": hand_size}, "test")  # first new hand: size - 1


def _refills(result, player: int) -> list[int]:
    return [e.count for e in result.events if e.kind == "refill" and e.player == player]


# ---- 1. a Wild Draw Four that empties a bigger hand, then challenged -----------------------


def test_engine_a_wild_draw_four_emptying_a_hand_is_judged_on_that_hand_not_the_new_one():
    # P0 plays a Wild Draw Four (its only card) on red and draws a new hand of two red
    # cards: judged on the new hand it would be guilty; judged on the hand it was played
    # from (nothing else in it) the challenge fails, P1 draws 4 + 2 and misses the turn
    points = _shrinking(3)
    assert points.challenge == "next_player" and points.challenge_extra == 2
    hands = [["wild-draw-four"], ["blue-3", "blue-4"], ["green-3", "green-4"]]
    policies = [Script(plays=["wild-draw-four"]), Script(challenge=True), Script()]
    watched: list[list[str]] = []

    def watch(event, state):
        if event.kind == "challenge":
            watched.append([face.id for face in state.hands[0]])

    result = scenario(
        points,
        hands,
        policies,
        "red-5",
        draw_pile=("red-1", "red-2", *FILLER),
        turns=3,
        watch=watch,
    )
    assert kinds(result, "play", "refill", "challenge", "penalty", "skip")[:5] == [
        ("play", 0, "wild-draw-four", 0, "turn", None),
        ("refill", 0, None, 2, "", None),
        ("challenge", 1, None, 0, "innocent", 0),
        ("penalty", 1, None, 6, "challenge", None),
        ("skip", 1, None, 0, "", None),
    ]
    assert sorted(watched[0]) == ["red-1", "red-2"]  # the colour was in the new hand
    assert policies[1].asked_challenge == 1
    assert not any(e.kind == "penalty" and e.player == 0 for e in result.events)


def test_engine_a_wild_draw_four_that_wins_the_round_cannot_be_challenged():
    # hand size 2: the first new hand is a single card, the Wild Draw Four; playing it wins
    points = _shrinking(2)
    hands = [["red-7"], ["red-3", "blue-4", "blue-6"]]
    policies = [Script(plays=["red-7", "wild-draw-four"]), Script(challenge=True, plays=["red-3"])]
    result = scenario(
        points, hands, policies, "red-5", draw_pile=("wild-draw-four", *FILLER), turns=4
    )
    assert kinds(result, "play", "refill", "out", "challenge", "penalty") == [
        ("play", 0, "red-7", 0, "turn", None),
        ("refill", 0, None, 1, "", None),
        ("play", 1, "red-3", 0, "turn", None),
        ("play", 0, "wild-draw-four", 0, "turn", None),
        ("out", 0, None, 0, "", None),
        ("penalty", 1, None, 4, "draw_card", None),
    ]
    assert policies[1].asked_challenge == 0 and result.winner == 0


# ---- 2. a new hand when the draw pile runs short -------------------------------------------


def test_engine_a_short_new_hand_makes_the_next_one_fewer_than_the_cards_drawn():
    # hand size 4: the first new hand should be 3 cards; the draw pile holds one, the pile
    # made anew from the discards (its top card, P0's red-7, stays) one more: 2 drawn, so
    # the next new hand is 1 card (before: 2, one fewer than planned)
    points = _shrinking(4)
    hands = [["red-7"], ["green-5", "green-3", "blue-9", "blue-8"]]
    result = scenario(points, hands, [Script(), Script()], "red-5", draw_pile=("green-6",), turns=8)
    events = kinds(result, "play", "refill", "reshuffle")
    assert events[:3] == [
        ("play", 0, "red-7", 0, "turn", None),
        ("reshuffle", None, None, 1, "", None),  # rule 11 first: the old top card, red-5
        ("refill", 0, None, 2, "", None),
    ]
    assert _refills(result, 0)[:2] == [2, 1]


def test_engine_a_one_card_short_hand_is_the_last_new_hand():
    # nothing in the draw pile: the discards under P0's card give one card, so that one
    # card is P0's last new hand and emptying it wins (before: P0 drew 2 more)
    points = _shrinking(4)
    hands = [["red-7"], ["red-3", "blue-9", "blue-8"]]
    result = scenario(points, hands, [Script(), Script()], "red-5", draw_pile=(), turns=8)
    assert kinds(result, "play", "refill", "reshuffle", "out") == [
        ("play", 0, "red-7", 0, "turn", None),
        ("reshuffle", None, None, 1, "", None),
        ("refill", 0, None, 1, "", None),
        ("play", 1, "red-3", 0, "turn", None),
        ("play", 0, "red-5", 0, "turn", None),
        ("out", 0, None, 0, "", None),
    ]
    assert result.winner == 0


# ---- the booklet, ten languages ------------------------------------------------------------

# Per language: a marker of "one card fewer than the hand actually drawn", one of "nothing
# at all to draw: emptying the hand wins", one of "the challenge always fails", one of "the
# new hand is neither counted nor shown".
NEW = {
    "en": (
        "one card fewer than you actually drew",
        "If there is nothing at all left to draw, emptying your hand wins the round.",
        "but the challenge always fails: what counts is the hand it was played from",
        "the new hand is neither counted nor shown",
    ),
    "de": (
        "eine Karte weniger als die Hand, die du tatsächlich gezogen hast",
        "Ist gar nichts mehr zu ziehen, gewinnt die Runde, wer seine Hand leer spielt.",
        "doch immer zu Unrecht: Es zählt die Hand, aus der sie gelegt wurde",
        "die neue Hand zählt dabei nicht und wird nicht gezeigt",
    ),
    "fr": (
        "une carte de moins que la main que tu as vraiment piochée",
        "S’il n’y a plus rien du tout à piocher, vider ta main te fait gagner la manche.",
        "mais la contestation échoue toujours : ce qui compte, c’est la main d’où il a été joué",
        "la nouvelle main ne compte pas et n’est pas montrée",
    ),
    "es": (
        "una carta menos que la mano que robaste de verdad",
        "Si ya no queda nada que robar, quien vacía su mano gana la ronda.",
        "pero el desafío siempre falla: cuenta la mano desde la que se jugó",
        "la mano nueva no cuenta y no se enseña",
    ),
    "it": (
        "una carta in meno di quella che hai pescato davvero",
        "Se non c’è proprio più niente da pescare, chi svuota la mano vince la manche.",
        "ma la sfida non riesce mai: conta la mano da cui è stato giocato",
        "la mano nuova non conta e non si mostra",
    ),
    "pl": (
        "o jedną kartę mniejsza od tej, którą naprawdę dobrałeś",
        "Jeśli nie ma już zupełnie czego dobierać, rundę wygrywa ten,"
        " kto pozbędzie się wszystkich kart.",
        "ale sprawdzenie zawsze jest chybione: liczy się to, co ten, kto ją zagrał, miał"
        " wtedy na ręce",
        "nowych kart się nie liczy ani nie pokazuje",
    ),
    "ru": (
        "на одну карту меньше того, что вы действительно взяли",
        "Если брать совсем нечего, тот, кто избавился от всех карт, выигрывает кон.",
        "но проверка всегда напрасна: считаются карты, которые были у игрока, когда он её сыграл",
        "новый набор не считают и не показывают",
    ),
    "hu": (
        "eggyel kevesebb lapból áll, mint a ténylegesen felhúzott kezed",
        "Ha egyáltalán nincs mit húzni, a kezét kiürítő játékos megnyeri a fordulót.",
        "de a gyanú mindig alaptalan: az a kéz számít, amelyből a lapot letették",
        "az új kezet nem számolják bele, és nem mutatják meg",
    ),
    "sq": (
        "një letër më pak se dora që more në të vërtetë",
        "Nëse nuk ka fare asgjë për të marrë, kush e zbraz dorën e fiton raundin.",
        "por sfida dështon gjithmonë: llogaritet dora nga e cila u luajt",
        "dora e re as nuk llogaritet, as nuk tregohet",
    ),
    "th": (
        "ไพ่ชุดใหม่ชุดถัดไปจะน้อยกว่าชุดที่จั่วได้จริงหนึ่งใบ",
        "ถ้าไม่มีไพ่ให้จั่วเลย คนที่ทิ้งไพ่หมดมือก็ชนะรอบ",
        "แต่การท้าทายจะผิดเสมอ เพราะดูจากไพ่ในมือตอนที่ลงใบนั้น",
        "ส่วนไพ่ชุดใหม่ไม่นับและไม่ต้องให้ใครดู",
    ),
}

# The old wording: hands "dealt" (or "received") in the shrinking-hands sentences, and the
# old place of the "nothing left to draw" sentence (only with a Skip and a Reverse).
OLD = {
    "en": (
        "dealt a single card",
        "being dealt",
        "is dealt a new one",
        "you were dealt",
        "deal wins",
    ),
    "de": ("Karte bekommen hat", "die du bekommen hast"),
    "fr": ("main qu’il a reçue", "avoir reçu une seule carte", "main que tu as reçue"),
    "es": ("recibir una sola carta", "tras recibir una mano", "mano que recibiste"),
    "it": ("averne ricevuta una", "mano che hai ricevuto"),
    "pl": ("ostatnio dostał", "jak dostał", "którą dostałeś", "po otrzymaniu jednej karty"),
    "ru": (
        "досталась всего одна карта",
        "получив перед этим",
        "которую вы получили",
        "получив до этого",
    ),
    "hu": ("egyetlen lapot kapott", "amelyet kaptál"),
    "sq": ("Nëse nuk ka më letra për të marrë një dorë të re",),
    "th": ("ได้ไพ่ชุดใหม่ครั้งล่าสุด", "หลังได้ไพ่ชุดใหม่", "หลังจากได้ไพ่ชุดใหม่", "ที่คุณได้รับ"),
}

# The new "drew" wording in the short lines (at a glance, house rules list, agree, the pair
# with seven-o).
DREW = {
    "en": (
        "whose last new hand was a single card",
        "draws a new one with one card fewer",
        "last one you drew,",
    ),
    "de": (
        "dessen letzte neue Hand aus einer einzigen Karte",
        "die letzte Hand, die du gezogen hast",
    ),
    "fr": ("sa dernière nouvelle main n’avait qu’une seule carte",),
    "es": ("cuya última mano nueva era de una sola carta",),
    "it": ("la cui ultima mano nuova era di una sola carta", "ultima mano che hai pescato"),
    "pl": ("którego ostatnia nowa porcja liczyła tylko jedną kartę",),
    "ru": ("чей последний новый набор был из одной карты",),
    "hu": ("akinek a legutóbbi új keze egyetlen lapból állt", "mint az utolsó kéz, amelyet húztál"),
    "sq": ("dikush e zbraz dorën dhe dora e tij e re e fundit ishte me një letër të vetme",),
    "th": ("โดยไพ่ชุดล่าสุดที่เขาจั่วมามีแค่ใบเดียว",),
}


# The summary's own line (a ruleset that sets shrinking hands without the house rule);
# since review 10 it names the last new hand, not a one-card draw.
SUMMARY = {
    "en": "if your last new hand was one card, emptying your hand wins.",
    "de": "bestand deine letzte neue Hand aus einer Karte, gewinnst du, wenn du sie leer spielst.",
    "fr": "si ta dernière nouvelle main n’avait qu’une carte, vider ta main fait gagner.",
    "es": "si tu última mano nueva era de una sola carta, ganas al vaciar la mano.",
    "it": "se la tua ultima mano nuova era di una sola carta, vinci quando svuoti la mano.",
    "pl": "jeśli twoja ostatnia nowa porcja liczyła jedną kartę, pozbywając się jej, wygrywasz.",
    "ru": "если ваш последний новый набор был из одной карты, избавившись от него, вы выигрываете.",
    "hu": "ha a legutóbbi új kezed egylapos volt, a kezed kiürítésével nyersz.",
    "sq": "nëse dora jote e re e fundit ishte me një letër, kur e zbraz, fiton.",
    "th": "ถ้าชุดล่าสุดมีแค่ใบเดียว หมดมือก็ชนะรอบ",
}


@cache
def _booklet(lang: str, house: tuple[str, ...] = ("seven-rounds", "seven-o")) -> str:
    return text(compose(house=list(house), lang=lang))


def test_every_language_has_the_new_sentences():
    assert sorted(NEW) == sorted(OLD) == sorted(DREW) == sorted(SUMMARY) == sorted(LANGS)


@pytest.mark.parametrize("lang", LANGS)
def test_shrinking_hands_says_a_short_new_hand_and_the_failed_challenge(lang):
    words = _booklet(lang)
    end = text(compose(house=["seven-rounds", "seven-o"], lang=lang), "end")
    for marker in NEW[lang]:
        assert marker in end, (lang, marker)
        assert words.count(marker) == 1, (lang, marker)


@pytest.mark.parametrize("lang", LANGS)
def test_shrinking_hands_new_hands_are_drawn_not_dealt(lang):
    words = _booklet(lang)
    for old in OLD[lang]:
        assert old not in words, (lang, old)
    for new in DREW[lang]:
        assert new in words, (lang, new)


@pytest.mark.parametrize("lang", LANGS)
def test_the_summary_line_of_shrinking_hands_says_drawn(lang):
    words = text(compose(lang=lang, points={"end_of_round": "shrinking"}), "summary")
    assert SUMMARY[lang] in words
    for old in OLD[lang]:
        assert old not in words, (lang, old)


@pytest.mark.parametrize("lang", ["en", "de", "th"])
def test_a_short_pile_is_said_without_a_skip_or_reverse_and_only_with_shrinking_hands(lang):
    # the "nothing left to draw" sentence used to be said only beside Skip and Reverse
    short, nothing, fails, _ = NEW[lang]
    content = compose("no-reverse", house=["seven-rounds"], lang=lang)
    assert "end.shrinking_turn" not in content.keys  # no Reverse: that paragraph is not said
    bare = text(content, "end")
    assert short in bare and nothing in bare
    plain = _booklet(lang, ())
    assert short not in plain and fails not in plain
    to_the_end = _booklet(lang, ("to-the-end",))
    assert fails not in to_the_end


def test_en_no_challenge_means_no_failed_challenge_sentence():
    words = text(compose(house=["seven-rounds"], points={"challenge": "none"}))
    assert NEW["en"][2] not in words
    assert NEW["en"][0] in words
