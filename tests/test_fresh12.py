"""Fresh native readers 12 (issue #15), read back from composed booklets and the reference card.

The mediums: "empties a bigger hand" in shrinking hands (fr es it) now says "without winning
the round" as the other languages do; the wrong jump-in's "it was not a turn: play goes on
from the player whose turn it was" could be read as skipping that player, so every language
now says that player plays their turn as usual (with the readers' idioms: de "außer der
Reihe", hu "nem számít körnek", sq "nuk llogaritet si radhë", it "una giocata fuori turno");
the Seven-O summaries in hu and sq (and the two-player line) say whose cards go where and
that the 7 swaps with one player; sq "kjo mbyllet më parë" in play-to-the-end scoring; fr one
term "type" for the stacking kind. Lows of the same kinds: the comma before "y"/"e" copied
from English (es it), it notes heading, it "tutte le carte accumulate", de "eine 7 oder eine
0", one word for a turn (hu sq).
"""

from __future__ import annotations

from functools import cache

import pytest

from deckgen.text.catalog import load_catalog

from .booklet_helpers import compose, deck, lines, plain, text
from .sampling import sample_of

COMBOS = {
    "blanks": ("classic-112-blanks", "official", ("plus-ten", "two-player")),
    "circle": ("classic-108", "official", ("seven-rounds", "jump-in")),
    "end": ("classic-108", "official", ("to-the-end", "stacking", "seven-o")),
    "party": ("classic-108", "party", ()),
    "seven": ("classic-108", "official", ("seven-o",)),
}

# language → (booklet, phrase it now says, phrase it must no longer say)
WANTED = {
    "en": (
        (
            "party",
            "It does not count as a turn: the player whose turn it was plays as usual",
            "It was not a turn",
        ),
    ),
    "de": (
        ("party", "geschieht außer der Reihe:", "außerhalb der Reihe"),
        ("end", "Eine 0 oder eine 7 als letzte Karte", "0 oder 7 als"),
    ),
    "fr": (
        (
            "circle",
            "qui vide ta main sans te faire gagner la manche peut être contesté",
            "plus grande",
        ),
        (
            "circle",
            "qui vide ta main sans te faire gagner la manche agit normalement",
            "plus grande",
        ),
        (
            "party",
            "le joueur dont c’était le tour joue normalement, comme si",
            "le jeu repart du joueur",
        ),
        ("end", "Seule une carte du même type peut répondre à une carte qui fait piocher", "sorte"),
    ),
    "es": (
        ("party", "solo el jugador al que le cae puede desafiarlo", "al que alcanza"),
        (
            "party",
            "Una carta de otro tipo no sirve para contestar a una carta de robar",
            "que la carta de robar no puede",
        ),
        ("circle", "que vacía tu mano sin ganar la ronda se puede desafiar", "más grande"),
        ("circle", "que vacía tu mano sin ganar la ronda funciona como siempre", "más grande"),
        ("party", "el jugador al que le tocaba juega su turno con normalidad", "No fue un turno"),
        ("party", "sigue valiendo el color nuevo y quien desafió", "nuevo, y"),
    ),
    "it": (
        ("party", "solo il giocatore colpito può sfidarlo", "che colpisce"),
        ("circle", "ti svuota la mano senza farti vincere la manche si può sfidare", "più grande"),
        ("party", "è una giocata fuori turno:", "è fuori turno"),
        ("party", "il giocatore a cui toccava gioca il suo turno normalmente", "Non era un turno"),
        ("party", "resta valido il nuovo colore e chi ha sfidato", "colore, e"),
        ("end", "Peschi comunque tutte le carte accumulate", "tutto l’accumulo"),
    ),
    "hu": (
        ("party", "Ez nem számít körnek: az következik, aki soron volt,", "Ez nem volt kör"),
        (
            "end",
            "nullásnál mindenki továbbadja a lapjait, a hetes letevője elcserélheti",
            "összes kezet",
        ),
        ("party", "A közbevágás itt is körnek számít", "lépésnek számít"),
        # fresh readers 13: the stacking Wild Draw Four line (rules review 16) said "a
        # kézben" and "akit sújt" where the booklet says "a kezedben", "érvényes szín", "ér"
        ("party", "hogy van a kezedben lap az érvényes színből", "a kézben a játékban"),
        ("party", "a szokásos módon, akit a lap ér;", "akit sújt"),
    ),
    "sq": (
        ("party", "Kjo nuk llogaritet si radhë: loja vazhdon", "Nuk ishte radhë"),
        (
            "end",
            "me 0 secili ia kalon letrat lojtarit tjetër; me 7, ai që e luan"
            " mund t’i ndërrojë letrat me një lojtar",
            "tutje",
        ),
        ("end", "kjo luhet më parë plotësisht:", "mbyllet më parë"),
        ("party", "Edhe ndërhyrja vlen këtu si radhë:", "si lëvizje"),
        # fresh readers 13: "lojtari që godet" read as the player who hits
        ("party", "vetëm lojtari që goditet prej saj mund ta sfidojë", "lojtari që godet "),
        # the others of the same line (fresh readers 13): "the player it hits", never who hits
    ),
    "pl": (
        ("party", "gdy masz kartę w obowiązującym kolorze", "kartę koloru w grze"),
        ("end", "ale sprawdzenie zawsze jest chybione: ten", "nikt nie zostanie przyłapany"),
        (
            "party",
            "Nie liczy się to jako kolejka: gracz, którego była kolej, gra normalnie",  # fresh 13
            "To nie był ruch",
        ),
        ("blanks", "Mniej czarnych kart we dwoje", "Mniej czarnych we"),
    ),
    "ru": (
        (
            "party",
            "когда у вас есть карта текущего цвета, не считается неверной картой",
            "карта цвета в игре",
        ),
        (
            "end",
            "можно проверить как обычно, но проверка всегда напрасна:",
            "поймать на ней нельзя",
        ),
        ("party", "только игрок, на которого она пришлась, может", "которого она бьёт"),
        (
            "party",
            "Ходом это не считается: тот, чья была очередь, ходит как обычно",
            "Хода не было",
        ),
        ("blanks", "Меньше чёрных карт вдвоём", "Меньше чёрных вдвоём"),
        (
            "end",
            "Следующий кон сдаёт последний игрок, у которого остались карты",
            "следующий сдаёт последний",
        ),
    ),
    "th": (("party", "คนที่ถึงตาอยู่ได้เล่นตาของตัวเองตามปกติ", "ให้เล่นต่อจากคนที่ถึงตาอยู่"),),
}


@cache
def _said(lang: str, combo: str) -> str:
    deck_id, ruleset, house = COMBOS[combo]
    return plain(text(compose(deck_id, ruleset, house, lang)))


@pytest.mark.parametrize("lang", sample_of(WANTED, ["fr", "it", "hu", "sq", "th", "ru"]))
def test_fresh12_rewrites_are_in_the_booklet(lang):
    for combo, new, old in WANTED[lang]:
        said = _said(lang, combo)
        assert new in said, (lang, combo, new)
        assert old is None or old not in said, (lang, combo, old)


def test_two_player_seven_o_and_notes_heading():
    """The two-player list's Seven-O line (hu sq) and the A5 notes heading (it)."""
    for lang, new in (
        ("hu", "Nullásnál kicserélitek a lapjaitokat; hetesnél a letevője cserélhet."),
        ("sq", "Me 0 ndërroni letrat; me 7, ai që e luan mund t’i ndërrojë."),
    ):
        said = plain(
            text(compose("classic-112-blanks", "official", ("two-player", "seven-o"), lang))
        )
        assert new in said, lang
    it = compose("classic-112-blanks", "official", ("plus-ten", "two-player"), "it")
    assert it.notes_title == "Note e regole della casa"


@pytest.mark.parametrize("lang", ["hu", "sq"])
def test_reference_card_seven_o_says_whose_cards_go_where(lang):
    from deckgen import load_ruleset
    from deckgen.booklet.content import compose_reference

    content = compose_reference(deck("classic-108"), load_ruleset("party"), load_catalog(lang))
    card = plain(" ".join(content.complete().lines))
    new, old = {
        "hu": ("a hetes letevője elcserélheti a lapjait valakiével", "kezet"),
        "sq": ("ai që e luan mund t’i ndërrojë letrat me një lojtar", "duart"),
    }[lang]
    assert new in card and old not in card


def test_a_colour_keeps_to_the_card_number_after_it():
    """de: "Liegt eine blaue⏎5 oben" split a card named by colour and number; the text layer
    now glues the colour to the number (de en pl ru hu, where the colour comes first)."""
    raw = "\n".join(lines(compose(lang="de"), "wilds"))
    assert "blaue\u00a05" in raw and "rote\u00a05" in raw
    raw = "\n".join(lines(compose(lang="en"), "wilds"))
    assert "blue\u00a05" in raw


# cheap lows of the same kinds, one sampled booklet each: (lang, combo, new, old)
LOWS = [
    ("de", "party", "gilt das als Dazwischenwerfen und wirkt auch so", "ist das Dazwischen"),
    ("fr", "party", "Si tu oublies de le crier et qu’un autre joueur", "oublies et qu"),
    ("es", "blanks", "A partir de ese momento cuentan como", "Desde entonces"),
    ("it", "end", "neanche uno 0 giocato come ultima carta fa passare le mani", "nemmeno le mani"),
    ("pl", "party", "Ten gracz może na tę kartę odpowiedzieć", "na nią odpowiedzieć"),
    ("ru", "seven", "последней картой, обмена не вызывают: карт", "меняют карты: карт"),
    ("th", "party", "ตัวอย่าง ถ้าไพ่ใบบนสุด", "ตัวอย่าง เมื่อ"),
    ("th", "end", "ไม่มีใครส่งไพ่ให้เขา", "ส่งมือหรือไพ่"),
]


@pytest.mark.parametrize("low", sample_of(LOWS, [LOWS[1], LOWS[5], LOWS[7]]))
def test_fresh12_lows_are_in_the_booklet(low):
    lang, combo, new, old = low
    said = _said(lang, combo)
    assert new in said and old not in said
