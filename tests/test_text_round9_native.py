"""Native readers round 9 (de, fr): catalog findings read back from the composed booklets
(the sentences a family reads), not from the catalog keys. One booklet per setting, checked
for several things."""

from __future__ import annotations

import pytest

from .booklet_helpers import compose, text


def _said(*args, **kwargs) -> str:
    return text(compose(*args, **kwargs)).replace("\u202f", " ")


# -- German ----------------------------------------------------------------------------


# "mit „+2“ 20", "sur un +2 20": two numbers side by side; de also said "ein „Zieh zwei“"
# against "eine „Zieh zwei“" everywhere else
FINISH_ON_PLUS = {
    "de": (
        "Wer mit einer „Wild Draw One“ fertig wird, zieht 20 Punkte von seinem Stand ab, "
        "mit einer „Wild Draw Two“ sind es 40; eine „Zieh zwei“ zählt dafür nicht.",
        ("„Wild Draw Two“ 40", "ein „Zieh zwei“"),
        "mit einer „Wild Draw Two“ sind es 40.",
    ),
    "fr": (
        "sortir sur un « Wild Draw One » enlève 20 points à ton total, sur un "
        "« Wild Draw Two », 40 points ; un « +2 » n’enlève rien.",
        ("Wild Draw Two 40", "Wild Draw Two » 40"),
        "sur un « Wild Draw Two », 40 points.",
    ),
}


@pytest.mark.parametrize("lang", sorted(FINISH_ON_PLUS))
def test_finish_on_plus_one_two_says_points(lang):
    line, old, without_draw_two = FINISH_ON_PLUS[lang]
    said = _said("plus12", "penalty-200", ["plus-one-two"], lang=lang)
    assert line in said
    assert not [words for words in old if words in said]
    plain = _said("plus12-no-draw-two", "penalty-200", ["plus-one-two"], lang=lang)
    assert without_draw_two in plain  # the deck without a coloured Draw Two


def test_german_chain_challenge_and_jump_in_read_natively():
    said = _said(house=("stacking", "jump-in"), lang="de")
    # "angezweifelt und erwischt, zieht ihr Spieler": a card is not caught, it has no player
    assert "zieht ihr Spieler" not in said and "angezweifelt und erwischt" not in said
    assert (
        "Wird eine „Zieh vier mit Farbwahl“ in einer Kette zu Recht angezweifelt, zieht der "
        "Spieler, der sie gelegt hat, die ganze Summe" in said
    )
    twins = _said(house=("jump-in", "reverse-reflects"), lang="de")
    # "einen genauen Zwilling", "der Farbe im Spiel": the booklet says "genau gleiche Karte"
    # and "in der geltenden Farbe" everywhere else
    assert "Zwilling" not in twins and "der Farbe im Spiel" not in twins
    assert "außer du wirfst eine genau gleiche Karte dazwischen" in twins
    assert "mit einem „Richtungswechsel“ in der geltenden Farbe zurückschicken, statt" in twins


def test_german_lazy_scoring_does_not_say_every_round_counts():
    # "jede Runde zählt für sich ... Nur die letzte Runde zählt" contradicted itself
    content = compose(ruleset="lazy", lang="de")
    assert content.agree is not None
    agree = " ".join(content.agree.lines)
    said = text(content)
    for where in (agree, said):
        assert "zählt für sich" not in where
        assert "Nur die letzte Runde zählt: Wer sie gewinnt, gewinnt das Spiel" in where
    assert "Die Runden davor entscheiden nur, wer als Nächstes gibt" in said
    # the glance line after the rule's name: "Ohne Punktestand: Nur ... zählt: Wer ..."
    glance = text(content, "summary")
    assert "zählt: Wer sie gewinnt, hat gewonnen" not in glance
    assert "Nur die letzte der vereinbarten Runden zählt; wer sie gewinnt, hat gewonnen." in glance


def test_german_blanks_and_two_player_deck_read_natively():
    blanks = _said("classic-112-blanks", lang="de")
    assert "hat zwei Verwendungen" not in blanks
    assert "Eine Blankokarte lässt sich auf zwei Arten verwenden." in blanks
    two = _said("two-player", lang="de")
    assert "oder mit mehr" not in two and "Spielt ihr zu dritt oder zu mehreren" in two


def test_german_mirror_and_last_card_challenge_read_natively():
    said = _said(house=("reverse-reflects", "to-the-end"), lang="de")
    # "an ihren Spieler": a card has no player; "wird aber nie erwischt": a card is not caught
    assert "an ihren Spieler" not in said and "wird aber nie erwischt" not in said
    assert "Spiegel: Ein „Richtungswechsel“ schickt eine Ziehkarte an den zurück, der sie " in said
    assert "darf wie sonst angezweifelt werden, doch immer zu Unrecht" in said


# -- French ----------------------------------------------------------------------------


def test_french_quotes_card_names_in_running_text_as_in_lists():
    # lists and worked sums quote each name (« +2 » ou « Joker +4 »); the sentences did not
    said = _said(house=("stacking", "reverse-reflects"), lang="fr")
    assert "(« +2 » ou « Joker +4 »)" in said
    assert "Seul le joueur qui doit piocher à cause d’un « Joker +4 » peut le contester" in said
    assert "Une « Inversion » agit comme un « Passe ton tour »" in said
    for bare in ("un Joker +4", "une Inversion", "un Passe ton tour", "un +2 "):
        assert bare not in said, bare
    # a single name in brackets is quoted like a list of several
    wilds = _said(house=("no-stack-defence",), lang="fr")
    assert (
        "À une carte noire qui fait piocher (« Joker +4 »), on ne peut répondre que par un « +2 »"
        in wilds
    )
    two = _said("house-plus-ten", house=("no-stack-defence",), lang="fr")
    assert "(« Joker +4 » ou « Joker +10 »)" in two and "« «" not in two


def test_french_challenge_in_a_chain_and_on_a_last_card_read_natively():
    said = _said(house=("stacking", "to-the-end"), lang="fr")
    # "si la contestation est à tort"; a card "jamais pris en défaut"
    assert "est à tort" not in said and "jamais pris en défaut" not in said
    assert "contesté à raison, celui qui l’a joué pioche le total ; si la contestation échoue" in (
        said
    )
    assert "peut être contesté comme d’habitude, mais la contestation échoue toujours" in said
    two = _said(house=("stacking",), lang="fr")
    assert "et tu peux à ton tour lui répondre." in two and "répondre à ton tour." not in two


def test_french_two_player_blanks_line_reads_natively():
    said = _said("classic-112-blanks", house=("two-player",), lang="fr")
    assert "cartes vierges encore vierges" not in said and "règle à vous" not in said
    assert "elles sont cette carte" not in said
    assert (
        "Les cartes vierges encore blanches ou portant une règle inventée par les joueurs "
        "comptent ici comme des cartes noires ; celles qui remplacent une carte perdue restent "
        "dans le jeu et jouent le rôle de cette carte." in said
    )


def test_french_shrinking_score_sheet_and_lazy_glance_read_natively():
    content = compose(house=("seven-rounds",), lang="fr")
    said = text(content).replace("\u202f", " ")
    assert "ne va pas avec les totaux" not in said
    assert "Le nombre de cartes des nouvelles mains ne s’inscrit pas parmi les totaux" in said
    glance = text(compose(house=("lazy-scoring",), lang="fr"), "summary")
    assert "compte : son gagnant" not in glance  # two colons after the rule's name
    assert "seule la dernière des manches convenues compte, et son gagnant l’emporte." in glance
