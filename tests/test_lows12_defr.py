"""Round-16 native readers, German and French (issue #15), read back from composed booklets.

fr (medium): "joker" named both the black cards as a group and the card « Joker »; the
group is now "les cartes noires" (section "Les cartes noires"), "Joker" only the card.
All languages: the successful challenge was headed with the word of the UNO catch ("Caught:",
"Erwischt:", "Pris en défaut :", th "ถ้าจับได้"); it is now the other half of the pair the
section already uses for the failed one. de lows: the stacked draws are added up (not "the
numbers on the cards"), the last slap "ist das nicht eindeutig", play to the end scores the
cards ("wertet", "die Punkte der Karten"). fr lows: "on termine la série … a alors en main",
"cartes chiffre" like "cartes action", "crier « UNO ! »" throughout, "te prenne en défaut",
the +10 blanks "comptent alors partout comme telles", "objectif moins élevé".
"""

from __future__ import annotations

import re

import pytest

from deckgen.text.catalog import load_catalog

from .booklet_helpers import plain, said_booklet
from .test_fresh13_defr import COMBOS  # the four booklets the native readers read


def booklet(combo: str, lang: str) -> str:
    return said_booklet(*COMBOS[combo], lang)


def test_fr_black_cards_are_not_jokers():
    for combo in COMBOS:
        words = booklet(combo, "fr")
        # "Joker" stays only as the card's name (« Joker », « Joker +4 », table rows)
        assert not re.search(r"\bjokers?\b", words), (combo, re.findall(r".{40}\bjokers?\b", words))
        assert "Les cartes noires" in words and "Les jokers" not in words, combo
        assert "oui : une carte noire se pose sur n’importe quelle carte" in words, combo
    party = booklet("party", "fr")
    assert "Sur un « Joker », on peut intercepter avec un « Joker » ; avec les autres cartes " in (
        party
    )
    assert "les cartes noires n’ont pas de couleur propre et se posent sur" in party
    assert "(après une carte noire qui fait piocher, la couleur fixée par cette carte)" in party
    circle = booklet("circle", "fr")
    assert "Quand une carte noire est posée, la couleur en jeu passe" in circle
    assert "Une carte noire posée en dernier fait quand même avancer la couleur" in circle
    blanks = booklet("blanks", "fr")
    assert "« Moins de cartes noires à deux »" in blanks
    assert "on retire les cartes noires du jeu, toutes sauf une de chaque type" in blanks


CHALLENGE = {  # language → (the upheld challenge's name, the catch word it used)
    "en": ("Rightly challenged: its player draws 4", "Caught: its player"),
    "de": ("Zu Recht angezweifelt: Wer sie gelegt hat, zieht 4", "Erwischt: Wer"),
    "fr": ("Contestation justifiée : celui qui l’a joué pioche 4", "Pris en défaut : celui"),
    "th": ("ถ้าท้าทายถูก คนลงไพ่จั่ว 4", "ถ้าจับได้ คนลงไพ่"),
}


@pytest.mark.parametrize("lang", sorted(CHALLENGE))
def test_upheld_challenge_is_not_the_uno_catch(lang):
    new, old = CHALLENGE[lang]
    words = booklet("party", lang)
    assert new in words and old not in words


def test_de_lows():
    assert "Was zu ziehen ist, wird zusammengezählt, und wer als Erster" in booklet("party", "de")
    slap = booklet("slap", "de")
    assert "(ist das nicht eindeutig, entscheidet, wer „UNO!“ gerufen hat)" in slap
    assert "zu knapp" not in slap and "Die Zahlen auf den Karten" not in slap
    assert "Beim Spiel bis zum Schluss wertet ihr die Karten der anderen" in slap
    assert "Zählt dann die Punkte der Karten, die jeder andere Spieler" in slap


def test_fr_lows():
    slap = booklet("slap", "fr")
    assert "si elle lance une série, on termine la série, jusqu’à ce que" in slap
    assert "les cartes que chacun des autres joueurs a alors en main :" in slap
    assert "a à ce moment-là" not in slap and "ils ne crient plus « UNO ! »" in slap
    party = booklet("party", "fr")
    assert "comme les cartes chiffre," in party and "cartes chiffres" not in party
    assert "Si tu oublies de le crier et qu’un autre joueur te prenne en défaut" in party
    assert "crier « UNO ! » à tort" in party
    circle = booklet("circle", "fr")
    assert "oublié de crier « UNO ! »" in circle
    assert "(ou l’objectif moins élevé convenu)" in circle and "plus bas" not in circle
    for combo in COMBOS:
        assert "dire « UNO" not in booklet(combo, "fr"), combo
    blanks = booklet("blanks", "fr")
    assert "sur chacune. Elles comptent alors partout comme telles : dans le tableau" in blanks
    assert "de vraies cartes" not in blanks
    assert plain(load_catalog("fr").text("box.numbers", n=76)) == "Cartes chiffre : 76"
