"""Fresh native readers 14 (round 13), Hungarian and Albanian (issue #15), read back from
composed booklets.

The mediums: hu jump-in "the player a draw card hits may jump in too" ended on "és úgy is
hat" (what works how?); sq "nëse ka një rregull tuajin" lacked its "të"; sq "Kur letra kanë
vetëm dy lojtarë" read as "when the cards have two players"; the late-call line's "a
forgotten call is caught by saying so" (en, sq; "so" points at nothing) now says the player
is caught by pointing it out aloud. The lows: hu one verb for playing a card in the example
table ("Le lehet tenni?"), "kiáltsd" without "be", "szokásos módon", the jump-in deadline
after a draw card, the wrong jump-in's "letétel"/"az következik", why shrinking hands are
written down, "senki sem adja tovább a lapjait", numbers as digits in the Wild Draw Four
example; sq "rregullin tuaj" in the card name, "e humb raundin", "7-shin", one agreement
for "një 0 ose një 7 i luajtur", "letrën e parë «…»", "lojë jashtë radhe", "merre
mbrapsht", "markër", "Për çdo thirrje vihet dora sërish".
"""

from __future__ import annotations

from .booklet_helpers import rewrites_not_done, said

COMBOS = {
    "party": ("classic-108", "party", ()),
    "b3": ("classic-108", "official", ("seven-rounds",)),
    "b4": ("classic-112", "official", ("to-the-end", "stacking", "seven-o", "slap-uno")),
    "blanks": ("classic-112-blanks", "official", ("two-player",)),
}

# language → (booklet, phrase it now says, phrase it must no longer say)
WANTED = {
    "en": (
        (
            "b4",
            "To catch a player who forgot to call, you just say so out loud; nobody slaps.",
            "caught by saying so",
        ),
    ),
    "hu": (
        (
            "party",
            "az is közbevágásnak számít (bár amúgy is ő következne), és közbevágásként hat.",
            "és úgy is hat",
        ),
        ("party", "Le lehet tenni?", "Rá lehet rakni?"),
        ("party", "fekete lapot bármire rá lehet tenni", "rá lehet rakni"),
        ("party", "kiáltsd jó hangosan: „UNO!”", "kiáltsd be"),
        ("b4", "kiáltsd, hogy „UNO!”, és tedd a tenyered", "kiáltsd be"),
        ("party", "kérdőjelezheti meg a szokásos módon, akit a lap ér;", "szokott módon"),
        ("party", "akkor már késő, amint felhúzta a lapokat.", "késő, amint húzott"),
        ("party", "soron kívül letett lapnak számít: vedd vissza", "soron kívüli lerakás"),
        ("party", "Ez nem számít körnek: az következik, aki soron volt, mintha", "az lép"),
        ("b3", "Hogy tudd, mekkora lesz a következő új kezed, írd fel", "számon tartsd"),
        (
            "b4",
            "az utolsó lapként letett nullás után senki sem adja tovább a lapjait:",
            "nem ad tovább kezeket",
        ),
        ("party", "ha felül kék 5-ös van, és neked piros 5-ösöd van", "kék ötös"),
    ),
    "sq": (
        ("b4", "rregullin tuaj: nëse mban një rregull të tuajin,", "rregullin tënd"),
        ("blanks", "ose që mbajnë një rregull të tuajin llogariten", "një rregull tuajin"),
        ("b4", "Kush harron thirrjen kapet me fjalë, jo duke vënë dorën.", "duke e thënë"),
        ("b4", "Kur vetëm dy lojtarë kanë ende letra, askush nuk vë dorën", "Kur letra kanë"),
        ("b4", "me një markër të hollë që nuk fshihet", "stilolaps"),
        ("b4", "duke filluar nga ai që luajti 0-n ose 7-shin.", "7-ën"),
        ("b4", "Për çdo thirrje vihet dora sërish:", "goditjen e vet"),
        ("b4", "Një 0 ose një 7 i luajtur si letër e fundit", "një 7 ose një 0 e luajtur"),
        ("b4", "ai e humb raundin dhe e ndan raundin tjetër", "e humbet raundin"),
        ("b4", "i fundit me letra humb dhe ndan", "letra humbet"),
        ("b4", "çdo letër tjetër është letër e gabuar. Merre mbrapsht dhe merr", "Merre përsëri"),
        ("party", "ndërsa ai që luajti letrën e parë «Kthim» jo.", "«Kthim» e parë"),
        ("party", "është lojë jashtë radhe: merre letrën mbrapsht", "luajtje jashtë"),
    ),
}


def test_fresh13_husq_rewrites_are_in_the_booklet():
    assert rewrites_not_done(COMBOS, WANTED) == ([], [])


def test_sq_lines_no_sampled_booklet_reaches():
    """The mixed-stacking wrong card and the Seven-O jump-in pair note (classic-108 has no
    twin 0, so its booklets say the 7-only line)."""
    wrong = said("sq", "draws.wrong_answer.total", 2)
    assert "letër e gabuar: merre mbrapsht dhe merr 2 letra" in wrong
    pair = said("sq", "pair.seven-o+jump-in")
    assert pair.startswith("një 0 ose një 7 i luajtur me ndërhyrje")
    reverse = said("sq", "draws.reflect_next.yes", card="Kthim")
    assert "kush merr letrat humb radhën" in reverse


def test_the_deck_table_never_leaves_one_card_row_alone_with_the_total():
    """hu A5 (classic-112 with blanks, "+10" and two players): the deck table broke before
    its last card row, so the next page held one row and the total; a table with a total
    row now keeps two card rows with it wherever it breaks (a table of plain strings with
    the booklet table's row commands: no fonts to load)."""
    from reportlab.platypus import Table, TableStyle

    from deckgen.booklet import document

    rows = [["Lap", "Össz."], *([f"Számlap: {n}", "8"] for n in range(10)), ["Az összes", "80"]]
    last = len(rows) - 1
    tails = []
    for total_row, wanted in ((True, 2), (False, 1)):
        table = Table(rows, repeatRows=1)
        table.setStyle(TableStyle(document._keep_rows(last, total_row)))
        table.wrap(300, 10_000)
        heights = table._rowHeights
        for rows_before in range(3, len(heights)):
            parts = table.split(300, sum(heights[:rows_before]) + 0.5)
            assert len(parts) == 2, rows_before
            tails.append((total_row, len(parts[1]._cellvalues) - 2))  # less header, last row
        assert min(tail for kind, tail in tails if kind == total_row) == wanted, tails
