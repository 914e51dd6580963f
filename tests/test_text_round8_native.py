"""Native readers round 8 (de, fr): catalog and deck-name findings, read back from the
composed booklets (the sentences a family reads), not from the catalog keys."""

from __future__ import annotations

import pytest

from .booklet_helpers import compose, text

SHIPPED = ["classic-108", "classic-112", "classic-112-blanks", "house-plus-ten", "two-player"]

# -- German ----------------------------------------------------------------------------


@pytest.mark.parametrize("deck_id", SHIPPED)
def test_german_deck_names_say_kartenspiel_as_the_booklet_does(deck_id):
    # de review: titles said "Klassisches Deck", the booklet "Was im Kartenspiel steckt"
    content = compose(deck_id, lang="de")
    assert "Kartenspiel" in content.title
    assert "Deck" not in content.title and "Deck" not in content.running_footer


def test_german_classic_112_name_does_not_repeat_the_card_count():
    # "Erstellt mit deckgen für „Klassisches Deck, 112 Karten“ (112 Karten)."
    content = compose("classic-112", lang="de")
    assert content.footer.count("112") == 1, content.footer


def test_german_last_wild_card_is_quoted_like_every_other_card_name():
    said = text(compose(lang="de"))
    assert "Mit einer „Farbwahl“ als letzter Karte" in said
    assert "Mit einer Farbwahl" not in said


def test_german_lazy_goal_does_not_call_each_round_winner_the_winner():
    said = text(compose(ruleset="lazy", lang="de"))
    assert "ist der Sieger" not in said
    # round 9: "Jede Runde zählt für sich" went too (it argued with "Nur die letzte Runde zählt")
    assert "Es wird nicht mitgeschrieben. Legt vor dem Spiel fest" in said


def test_german_shrinking_hands_reads_without_repeats():
    said = text(compose(house=("seven-rounds", "no-stack-defence"), lang="de"))
    assert "wieder und wieder" not in said
    assert "Spiele deine Hand immer wieder leer" in said
    assert "auch bei jeder neuen Hand" in said
    # the glance line named "wer seine Hand leer spielt" twice
    rule = [line for line in said.splitlines() if line.startswith("Schrumpfende Hand: ")]
    assert len(rule) >= 2 and all(line.count("Hand leer spielt") <= 1 for line in rule), rule


def test_german_pass_on_card_does_not_draw_itself():
    # "Eine Ziehkarte darf, statt zu ziehen, ... weitergereicht werden": the card drew
    said = text(compose(house=("no-stack-defence",), lang="de"))
    assert "Eine Ziehkarte darf, statt zu ziehen" not in said
    assert "Wen eine Ziehkarte trifft, der darf sie, statt zu ziehen, mit einer farbigen" in said


def test_german_two_players_answer_back_and_the_chain_pair_read_natively():
    said = text(compose(house=("stacking", "reverse-reflects"), lang="de"))
    assert "zurück antworten" not in said
    assert "Wer angegriffen wird" not in said
    assert "Wen eine Kette trifft, der darf auch mit einem „Richtungswechsel“" in said


# -- French ----------------------------------------------------------------------------


def test_french_classic_112_name_does_not_repeat_the_card_count():
    # "Créé avec deckgen pour « Jeu classique, 112 cartes » (112 cartes)."
    content = compose("classic-112", lang="fr")
    assert content.footer.count("112") == 1, content.footer


def test_french_says_jeu_for_the_deck_not_paquet():
    # fr review: "Le jeu compte 108 cartes" but "Le paquet compte alors 102 cartes"
    said = text(compose(house=("two-player",), lang="fr"))
    assert "paquet" not in said
    assert "Il reste alors 102 cartes en jeu." in said
    assert "on retire les cartes noires du jeu, toutes sauf une de chaque type" in said


def test_french_lazy_goal_does_not_call_each_round_winner_the_winner():
    said = text(compose(ruleset="lazy", lang="fr"))
    assert "est le vainqueur" not in said
    assert "chaque manche se joue pour elle-même. Avant de commencer, on se met d’accord" in said


def test_french_shrinking_hands_reads_without_repeats():
    said = text(compose(house=("seven-rounds",), lang="fr"))
    assert "encore et encore" not in said
    assert "Débarrasse-toi de tes cartes, main après main" in said
    assert "y compris avec chaque nouvelle main" in said
    rule = [line for line in said.splitlines() if line.startswith("Main qui rétrécit : ")]
    assert len(rule) >= 2 and all(line.count("qui vide sa main") <= 1 for line in rule), rule


def test_french_play_to_the_end_scoring_says_serie_like_the_rest():
    # "même après une chaîne": the booklet calls a chain "série" everywhere else
    said = text(compose(house=("to-the-end", "stacking"), lang="fr"))
    assert "chaîne" not in said
    assert "si elle lance une série, on termine la série" in said


def test_french_reflect_pair_speaks_of_the_player_hit_not_attacked():
    said = text(compose(house=("stacking", "reverse-reflects"), lang="fr"))
    assert "attaqué" not in said
    assert "le joueur touché par une série peut aussi y répondre par une « Inversion »" in said


def test_french_drawing_by_choice_is_said_plainly():
    said = text(compose(lang="fr"))
    assert "Tu as aussi le droit de piocher quand tu as une carte qui convient." in said
    assert "piocher ainsi" not in said


def test_french_finish_bonus_says_sortir_sur_like_its_house_rule_line():
    # "Si tu sors avec un Joker +1 comme dernière carte": "sortir" already says "last card"
    said = text(compose("plus12", "penalty-200", ("plus-one-two",), lang="fr"))
    assert "comme dernière carte, enlève" not in said
    assert "Si tu sors sur un « Wild Draw One », enlève 20 points de ton total" in said
