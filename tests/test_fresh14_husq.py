"""Fresh native readers 15 (round 14), Hungarian and Albanian (issue #15), read back from
composed booklets.

The mediums: the slap's "too close to call" was a calque in both (hu "ha túl szoros", sq
"nëse është shumë ngushtë për ta thënë"): now "when nobody can tell who was last"; hu
"aki elsőként fogy ki" (a player does not run out by himself) is "akinek elsőként
elfogynak a lapjai", and the plus-one-two house rule's "+1-gyel fogy ki" says the last card
played; sq "nuk ke pse thërret" lacked its "të … -sh"; sq "T’i përgjigjesh mund vetëm" read
as translated. The lows: hu summary "gyűjt legalább 500 pontot", "két pontosan ugyanolyan
lap" for the undefined "pár", the scoring example's two colons; sq "vënia në dukje" for
"tregimi" of a wrong card, "binjaken e saktë" (the catalog's term) for "një letër krejt të
njëjtë", a challenge that "del e drejtë" / "dështon" rather than a card that "kapet", and
"një cak më të ulët" for reaching "më pak".
"""

from __future__ import annotations

from .booklet_helpers import compose, rewrites_not_done

COMBOS = {
    "party": ("classic-108", "party", ()),
    "official": ("classic-108", "official", ()),
    "b3": ("classic-108", "official", ("seven-rounds", "silent-two", "colour-circle", "jump-in")),
    "b4": ("classic-112", "official", ("to-the-end", "stacking", "seven-o", "slap-uno")),
    "plus": ("plus12", "penalty-200", ("plus-one-two",)),
}

# language → (booklet, phrase it now says, phrase it must no longer say)
WANTED = {
    "hu": (
        ("b4", "(ha nem dönthető el, ki volt az utolsó, az dönt, aki bemondta", "túl szoros"),
        ("b4", "laptól: akinek elsőként elfogynak a lapjai, megnyeri a fordulót.", "fogy ki"),
        ("b4", "végéig: akinek elsőként elfogynak a lapjai, nyeri a fordulót;", "elsőként fogy ki"),
        ("plus", "aki utolsó lapként „Wild Draw One” lapot tesz le, 20 pontot", "fogy ki"),
        ("plus", "Ha utolsó lapként „Wild Draw One” lapot teszel le, vonj le 20", "fogysz ki"),
        ("party", "Aki elsőként gyűjt legalább 500 pontot, nyer.", "gyűjt 500 pontot"),
        ("b3", "Ha két pontosan ugyanolyan lap van nálad, egyenként", "egy pár mindkét"),
        ("official", "Példa: ha a többiek kezében egy 7-es, egy „Kimaradsz”", "ezek maradtak:"),
    ),
    "sq": (
        ("b4", "nëse e luan si letër e parafundit, nuk ke pse të thërrasësh.", "pse thërret"),
        ("b4", "(nëse nuk dallohet kush ishte i fundit, vendos ai që thirri «UNO!»)", "ngushtë"),
        ("b4", "Mund t’i përgjigjesh vetëm me një letër ndëshkuese", "T’i përgjigjesh mund"),
        ("party", "Mund t’i përgjigjesh vetëm me një letër ndëshkuese", "T’i përgjigjesh mund"),
        ("b3", "vënia në dukje e një letre të gabuar ose e një ndërhyrjeje", "tregimi i një"),
        ("b3", "përveçse me ndërhyrje me binjaken e saktë (shih", "krejt të njëjtë"),
        ("b4", "sfidohet dhe sfida del e drejtë, ai që e luajti merr", "dhe kapet"),
        ("b3", "500 pikë (ose një cak më të ulët, nëse keni rënë dakord)", "ose më pak"),
    ),
}


def test_fresh14_husq_rewrites_are_in_the_booklet():
    assert rewrites_not_done(COMBOS, WANTED) == ([], [])


def test_sq_joining_article_te_keeps_to_its_word():
    """sq A5: the subtitle broke "me 2 shtesa të / shtëpisë"; "të" is glued to the next word
    as the one-letter "e" and "i" are (the subtitle as composed, with its no-break spaces);
    since native readers 19 the noun keeps to its genitive too ("shtesa / të shtëpisë")."""
    subtitle = compose("classic-112-blanks", "official", ("two-player",), "sq").subtitle
    assert "shtesë\u00a0të\u00a0shtëpisë" in subtitle


def test_hu_reference_card_says_at_least_the_target():
    """The party reference card's last line said "gyűjt 500 pontot" where every other line
    says "legalább"."""
    from deckgen import load_ruleset
    from deckgen.booklet.content import compose_reference
    from deckgen.text.catalog import load_catalog

    from .booklet_helpers import deck, plain

    the_deck = deck("classic-108")
    card = compose_reference(the_deck, load_ruleset("party", [], deck=the_deck), load_catalog("hu"))
    assert "Aki elsőként gyűjt legalább 500 pontot, nyer." in [plain(x) for x in card.lines]
