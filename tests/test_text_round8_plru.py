"""Native readers round 8, Polish and Russian: the catalog and deck-name fixes read back
from the composed booklet (one word for one thing; no ambiguous reference)."""

from __future__ import annotations

from .booklet_helpers import compose, text

# -- Polish -----------------------------------------------------------------------------


def test_pl_five_swap_pair_says_wymienia_like_the_five_swap_rule():
    # round 8: the five swap "wymienia" a card, but the pair with Shrinking hands said
    # "niczego nie zamienia" (the word of the 7-0 hand swap)
    got = text(compose(house=["swap-on-five", "seven-rounds"], lang="pl"))
    assert "piątka zagrana jako ostatnia karta z ręki niczego nie wymienia" in got
    assert "niczego nie zamienia, nawet jeśli potem" not in got


def test_pl_two_player_deck_note_says_which_cards_would_be_many():
    # round 8: "gdyby było ich dużo" could mean the opponents as well as the draw cards;
    # since newcomer 12 the note says what the deck buys, naming the cards outright
    got = text(compose("two-player", lang="pl"))
    assert "przy mniejszej liczbie czarnych kart rzadziej trzeba wziąć naraz dużo kart" in got
    assert "gdyby było ich dużo" not in got


def test_pl_mirror_reverse_answer_has_its_subject_up_front():
    # round 8: "Tylko kartą „Zmiana kierunku” … może ją zamiast tego odesłać" read as
    # translated; the sentence now starts from what the hit player may do
    got = text(compose(house=["reverse-reflects"], lang="pl"))
    assert "Zamiast dobierać, może ją jednak odesłać z powrotem kartą „Zmiana kierunku”" in got
    assert "Tylko kartą „Zmiana kierunku”" not in got


# -- Russian ----------------------------------------------------------------------------


def test_ru_slap_uno_speaks_of_palms_not_hands():
    # round 8: "Рука на UNO" and "чья рука окажется последней" used рука, the word for the
    # cards in hand, for the palm that the text itself calls ладонь
    got = text(compose(house=["slap-uno", "silent-two"], lang="ru"))
    assert "Ладонь на UNO" in got
    assert "чья ладонь окажется последней" in got
    assert "чья ладонь оказалась последней" in got
    assert "Рука на UNO" not in got
    assert "чья рука" not in got


def test_ru_blank_deck_name_uses_the_word_of_its_card():
    # round 8: the deck was "с пустыми картами" while its card is the "Чистая карта"
    content = compose("classic-112-blanks", lang="ru")
    title = content.title.replace("\u00a0", " ")
    assert "с чистыми картами" in title
    assert "Чистая карта" in text(content)
    assert "пуст" not in title + text(content)


def test_ru_colour_circle_first_wild_is_not_once_per_game():
    # round 8: "Это единственный раз за игру" read as once in the whole game, but it may
    # happen in every round
    got = text(compose(house=["colour-circle"], lang="ru"))
    assert "Во всех остальных случаях цвет никто не называет." in got
    assert "единственный раз за игру" not in got
