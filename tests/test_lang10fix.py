"""The language leftovers native readers left open in session 10 (issue 15), read back from
the composed booklets, the catalogs, the card texts and the Thai line breaker.

- fr and it speak to the player with "tu" everywhere; what the whole table does is said with
  "on" / the impersonal "si", never with "vous" / "voi" (it was "vous" in the dispute rule,
  the set-up, to-the-end scoring and the score-sheet note; "togliete", "scrivete" in it);
- the party ruleset has the name a player of the country would give it (es/it/ru/sq/fr);
- the heading over two house rules that meet is the natural one in fr/hu/sq;
- the +10 card (and a Wild Draw Four without its condition) is played on your own turn:
  "at any time" read as "out of turn" (ten languages, booklet and card text);
- Thai lines never end inside a word pair ("ไม่ / ก็", "หมด / มือ");
- the black column of the contents table is singular beside the singular colours (ru/pl);
- the sheets' print note comes from the catalog in every language;
- seven-o with jump-in on a deck with twin 0s says plainly that the 7's swap is optional
  (en/pl);
- a wild without an action says the colour before the next player plays (es/it, all ten).
"""

from __future__ import annotations

import re
import warnings
from functools import cache

import pytest

from deckgen import load_deck, load_ruleset
from deckgen.layout.fonts import booklet_fonts
from deckgen.layout.imposition import impose
from deckgen.layout.printlayout import PrintLayout
from deckgen.layout.sheets import sheets_plan
from deckgen.text.catalog import load_catalog
from deckgen.text.thai import wrap_lines

from .booklet_helpers import compose, text
from .sampling import sample_of

LANGS = ("en", "de", "fr", "es", "it", "pl", "ru", "hu", "sq", "th")


def _plain(words: str) -> str:
    return " ".join(words.replace("\u00a0", " ").replace("\u202f", " ").split())


def _strings(value: object):
    """Every string of a catalog message (a plural message is a mapping of forms)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)


@cache
def _booklet(deck_id: str, ruleset: str, house: tuple[str, ...], lang: str) -> str:
    """Every string the composed booklet prints, as one line of plain text."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        content = compose(deck_id, ruleset, house, lang=lang)
    return _plain(" \n ".join(content.texts()))


# --- 1, 2: one form of address ------------------------------------------------------------

# French: "vous" and its possessives, and any verb in -ez (imperative or present of "vous");
# "chez" and "assez" are no verbs
FR_VOUS = re.compile(r"\b(?:vous|votre|vos)\b|\b\w+ez\b", re.IGNORECASE)
FR_NOT_VERBS = {"chez", "assez"}
# Italian: "voi" and its possessives, "avete"/"siete", a plural imperative with its pronoun
# ("scriveteci", "accordatevi", "scrivetela"), any plural of an -ere verb ("togliete",
# "scrivete": no word of the booklets ends so but these) and an -are plural before its
# object ("usate un mazzo"; the bare "-ate" is also the past participle, "carte pescate")
IT_VOI = re.compile(
    r"\b(?:voi|vostr[aoie]|avete|siete)\b"
    r"|\b\w+(?:ate|ete|ite)(?:ci|vi|la|lo|le|li|ne|gli)\b"
    r"|\b\w+ete\b"
    r"|\b\w+ate (?:un|una|uno|il|lo|la|gli|tutti|tutte)\b",
    re.IGNORECASE,
)
IT_NOT_VERBS = {"rete", "sete", "parete", "monete", "complete", "quiete", "mete"}  # nouns

# booklets that print every sentence that said "vous"/"voi": the two-player deck, blanks and
# the Customizable Wild, lazy and shrinking-hands scoring, to-the-end scoring, +10 written
# on blanks, two players without wilds, the score sheet
ADDRESS_BOOKLETS = (
    ("two-player", "official", ()),
    ("classic-112", "lazy", ("seven-rounds",)),
    ("classic-112", "official", ("seven-rounds",)),
    ("classic-112-blanks", "official", ("two-player", "seven-o")),
    ("classic-108", "official", ("to-the-end",)),
    ("classic-112-blanks", "plus-ten", ()),
)


def _address_faults(lang: str, said: str) -> list[str]:
    if lang == "fr":
        found = (m.group(0) for m in FR_VOUS.finditer(said))
        return [w for w in found if w.lower() not in FR_NOT_VERBS]
    found = (m.group(0) for m in IT_VOI.finditer(said))
    return [w for w in found if w.lower() not in IT_NOT_VERBS]


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_every_catalog_text_speaks_to_the_player_as_tu(lang):
    catalog = load_catalog(lang)
    faults = {
        key: _address_faults(lang, said)
        for key, message in catalog.messages.items()
        for said in _strings(message)
        if _address_faults(lang, said)
    }
    assert faults == {}


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_no_booklet_speaks_to_the_table_as_vous_or_voi(lang):
    for deck_id, ruleset, house in ADDRESS_BOOKLETS:
        said = _booklet(deck_id, ruleset, house, lang)
        assert _address_faults(lang, said) == [], (deck_id, ruleset, house)
    # the four places the readers named, as they read now
    if lang == "fr":
        rounds = _booklet("classic-112", "official", ("seven-rounds",), lang)
        assert "Le nombre de cartes des nouvelles mains ne s’inscrit pas" in rounds
        assert "On note les points." in _booklet("classic-108", "official", ("to-the-end",), lang)
        two = _booklet("classic-112-blanks", "official", ("two-player", "seven-o"), lang)
        assert "Avant de distribuer, on retire" in two
        assert "les deux joueurs échangent simplement leurs mains" in two
        assert "on mélange la défausse (sauf la carte du dessus)" in two
    else:
        two = _booklet("classic-112-blanks", "official", ("two-player", "seven-o"), lang)
        assert "Prima di distribuire, si tolgono dal mazzo" in two
        assert "Con lo 0 i due giocatori si scambiano le mani" in two
        ten = _booklet("classic-112-blanks", "plus-ten", (), lang)
        assert "prima di cominciare, si scrive «+10» su ognuna" in ten


# --- 3, 4: names a player of the country would use ----------------------------------------

PARTY = {
    "fr": "Version ambiance",
    "es": "Modo fiesta",
    "it": "Versione party",
    "ru": "Вариант для весёлой компании",
    "sq": "Varianti për shoqëri",
}
PARTY_BEFORE = ("Règles festives", "Reglas de fiesta", "Regole da festa", "для вечеринки", "festa")


def test_the_party_ruleset_has_a_native_name():
    party = load_ruleset("party")
    for lang, name in PARTY.items():
        assert party.name_in(lang) == name
        assert not any(old in party.name_in(lang) for old in PARTY_BEFORE)
    content = compose(ruleset="party", lang="fr")
    assert content.subtitle.startswith("Version ambiance")


TOGETHER = {
    "fr": ("Quand deux règles s’appliquent ensemble", "se rencontrent"),
    "hu": ("Ha két szabály egyszerre érvényes", "találkozik"),
    "sq": ("Kur vlejnë dy rregulla njëherësh", "takohen"),
}


@pytest.mark.parametrize("lang", sorted(TOGETHER))
def test_the_heading_over_two_rules_that_meet_reads_natively(lang):
    heading, calque = TOGETHER[lang]
    said = text(compose(ruleset="party", lang=lang))  # stacking and jump-in meet
    assert heading in said.split("\n")
    assert calque not in said


# --- 5: the +10 is played on your turn ----------------------------------------------------

# (on your own turn, the "at any time" the readers took for "out of turn")
OWN_TURN = {
    "en": ("on your turn", "at any time"),
    "de": ("in deinem Zug", "jederzeit"),
    "fr": ("à ton tour", "à tout moment"),
    "es": ("en tu turno", "en cualquier momento"),
    "it": ("nel tuo turno", "quando vuoi"),
    "pl": ("w swojej kolejce", "w każdej chwili"),
    "ru": ("в свой ход", "в любой момент"),
    "hu": ("saját körödben", "Bármikor"),
    "sq": ("në radhën tënde", "kurdo"),
    "th": ("ในตาของคุณ", "ทุกเมื่อ"),
}
TURN_OF_ANY = {  # the clear answer, said of any player
    "en": "on your own turn",
    "de": "in seinem Zug",
    "fr": "Tu joues un « Joker +10 » à ton tour",
    "es": "se juega en tu turno",
    "it": "nel proprio turno",
    "pl": "w swojej kolejce",
    "ru": "в свой ход",
    "hu": "saját körében",
    "sq": "në radhën e lojtarit",
    "th": "ในตาของผู้เล่นเอง",
}


def test_the_plus_ten_card_text_says_it_is_played_on_your_turn():
    faces = load_deck("house-plus-ten").faces
    ten = next(f.face.card_type for f in faces if f.face.card_type.id == "draw_ten")
    rules = dict(ten.rule_texts)
    assert set(rules) == set(LANGS)
    for lang, (turn, any_time) in OWN_TURN.items():
        assert turn in rules[lang], lang
        assert any_time.lower() not in rules[lang].lower(), lang


@pytest.mark.parametrize("lang", sample_of(LANGS, ("en", "fr", "th")))
def test_the_booklet_plays_the_plus_ten_on_your_turn(lang):
    turn, any_time = OWN_TURN[lang]
    said = _booklet("house-plus-ten", "plus-ten", (), lang)
    for key in ("wild.draw_free", "clear.wild_draw_free", "wild.no_condition"):
        message = load_catalog(lang).messages[key]
        assert any_time.lower() not in message.lower(), (lang, key)
    assert _plain(turn) in said
    assert _plain(TURN_OF_ANY[lang]) in said
    assert _plain(any_time).lower() not in said.lower()


# --- 6: Thai word pairs stay on one line --------------------------------------------------

THAI_PAIRS = (("ไม่", "ก็"), ("หมด", "มือ"))
# "… หรือไม่ / ก็ได้" ("… or not: either will do") breaks between two words, not in a pair
NOT_A_PAIR = "ก็ได้"


def _split_pairs(lines: list[str]) -> list[tuple[str, str]]:
    return [
        (one[-8:], two[:8])
        for one, two in zip(lines, lines[1:], strict=False)
        for first, second in THAI_PAIRS
        if one.rstrip().endswith(first)
        and two.lstrip().startswith(second)
        and not two.lstrip().startswith(NOT_A_PAIR)
    ]


def test_thai_lines_never_end_inside_a_word_pair():
    # every th text holding a pair, wrapped at booklet widths in steps of 20 pt (A5 and A4
    # frames are about 300 and 480 pt): before, "…ไม่ / ก็ต้องเป็น…" and "หมด / มือ" broke
    fonts = booklet_fonts()
    catalog = load_catalog("th")
    texts = [
        said
        for message in catalog.messages.values()
        for said in _strings(message)
        if any(first + second in said for first, second in THAI_PAIRS)
    ]
    assert len(texts) > 10
    faults = []
    for said in texts:
        for width in range(120, 484, 20):
            lines = wrap_lines(said, width, lambda s: fonts.width_pt(s, size_pt=10, bold=False))
            faults += [(width, pair) for pair in _split_pairs(lines)]
    assert faults == []


# --- 7: the black column --------------------------------------------------------------------

BLACK = {"ru": ("чёрный", "чёрные"), "pl": ("czarny", "czarne")}


@pytest.mark.parametrize("lang", sorted(BLACK))
def test_the_black_column_is_singular_like_the_colours(lang):
    singular, plural = BLACK[lang]
    content = compose(lang=lang)
    header = next(line for line in text(content, "contents").split("\n") if " | " in line)
    cells = [cell.strip().lower() for cell in header.split(" | ")]
    assert singular in cells and plural not in cells
    colours = [load_catalog(lang).text(f"colour.{c}") for c in ("red", "yellow", "green")]
    assert all(colour in cells for colour in colours)


# --- 8: the print note on the sheets ------------------------------------------------------


@pytest.mark.parametrize("lang", sample_of(LANGS, ("de", "fr", "th")))
def test_the_sheets_print_note_comes_from_the_catalog(lang):
    english = load_catalog("en").text("sheet.actual_size")
    note = load_catalog(lang).text("sheet.actual_size")
    deck = load_deck("classic-108")
    for layout in (PrintLayout(), PrintLayout(duplex="none")):
        plan = sheets_plan(deck, impose(layout), lang)
        labels = [label.text for page in plan.pages for label in page.labels]
        assert note in labels
        assert english not in labels or lang == "en"
        assert not any("actual size" in label for label in labels) or lang == "en"


# --- 9: seven-o and jump-in with twin zeros -----------------------------------------------

SEVEN_O_JUMP = {
    "en": (
        "“Seven and zero” and “Jump in”: A 0 or a 7 jumped in swaps hands just as if the "
        "player who jumped in had played it on their own turn. After a 0, every hand passes "
        "on; after a 7, that player may swap hands with anyone they choose, or keep their own.",
        "for the player who jumped in:",
    ),
    "pl": (
        "„Siódemka i zero” i „Wrzutka”: wrzucone zero albo siódemka działają tak, jakby ten, "
        "kto je wrzucił, zagrał je w swojej kolejce. Po zerze wszyscy przekazują karty dalej, "
        "a po siódemce wrzucający może zamienić się kartami z wybranym przez siebie graczem "
        "albo zatrzymać własne.",
        "on sam wybiera",
    ),
}


@pytest.mark.parametrize("lang", sorted(SEVEN_O_JUMP))
def test_seven_o_and_jump_in_with_twin_zeros_reads_plainly(lang):
    sentence, before = SEVEN_O_JUMP[lang]
    said = _booklet("twin-zeros", "official", ("seven-o", "jump-in"), lang)
    assert _plain(sentence) in said
    assert before not in said


# --- 10: a wild without an action ---------------------------------------------------------

NO_ACTION = {
    "en": "you may play it on any card. The colour in play stays as it was. Then the next player",
    "es": "puedes jugarla sobre cualquier carta. El color en juego sigue siendo el mismo. "
    "Después, el siguiente jugador juega con normalidad.",
    "it": "puoi giocarla su qualsiasi carta. Il colore in gioco resta quello di prima. "
    "Poi il giocatore successivo gioca normalmente.",
}


@pytest.mark.parametrize("lang", sorted(NO_ACTION))
def test_a_wild_without_an_action_says_the_colour_before_the_next_player(lang):
    said = _booklet("no-action", "official", (), lang)
    assert NO_ACTION[lang] in said
    for key in ("wild.no_action",):
        assert "{colour}" in load_catalog(lang).messages[key]
