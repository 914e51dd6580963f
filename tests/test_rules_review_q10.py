"""Native read (session 9, q10) of the rule sentences rules15 added in hu, sq and th: the
wording a native reader found clumsy or unclear, read back from the catalogs (all three) and
from a composed booklet and reference card (sampled; every language with
DECKGEN_FULL_MATRIX=1).

hu: "Onnantól" (colloquial) -> "Ettől kezdve"; the UNO call after a 7 says "kell
    bemondanod" and "saját lapjaidat"; a round starts with n cards *for everyone*; a twin is
    a "pontos pár" as everywhere else in the catalog (not "ikerlap").
sq: a written +10 card "vlen si e tillë" (not "është kjo letër"); the reference card says
    whose choice the 7 swap is.
th: the silence "ยังอยู่จนกว่า" (not "อยู่ไปจน"); "too late" after a forced draw is not a
    repetition; the reference card says the player of the 7 chooses.
"""

from __future__ import annotations

import pytest

from deckgen import load_deck, load_ruleset
from deckgen.booklet.content import compose_reference
from deckgen.booklet.context import Texts
from deckgen.text.catalog import load_catalog

from .booklet_helpers import compose, text
from .sampling import sample_of

# key (plural count or None) -> (said now, no longer said)
FIXES: dict[str, list[tuple[str, int | None, str, str]]] = {
    "hu": [
        ("contents.written_ten.blank", 4, "Ettől kezdve mindenhol", "Onnantól"),
        ("contents.written_ten.customizable", 1, "Ettől kezdve mindenhol", "Onnantól"),
        ("turn.seven_o", None, "csak akkor kell bemondanod", "csak akkor mondod be"),
        ("turn.seven_o", None, "megtartottad a saját lapjaidat", "sajátjaidat"),
        ("end.shrinking_marks", 7, "újra 7 lapot kap mindenki", "7 lappal kezdődik"),
        ("end.shrinking_marks_paper", 7, "újra 7 lapot kap mindenki", "7 lappal kezdődik"),
        ("pair.seven-o+jump-in_seven", None, "nincs pontos párja", "ikerlap"),
    ],
    "sq": [
        ("contents.written_ten.blank", 4, "ato vlejnë si të tilla kudo", "këto letra"),
        ("contents.written_ten.customizable", 1, "ajo vlen si e tillë kudo", "kjo letër"),
    ],
    "th": [
        ("pair.silent-two+to-the-end", None, "ยังอยู่จนกว่าเกมจะวนครบ", "อยู่ไปจน"),
        ("turn.jump_in.text", None, "ยังแทรกได้จนกว่าเขาจะจั่วเสร็จ", "พอเขาจั่วแล้ว"),
    ],
}
# the reference card's seven-o line: (said now, no longer said)
REFERENCE = {
    "hu": ("a hetes letevője kezet cserélhet", None),
    "sq": ("7 i lejon atij që e luan të ndërrojë duart", "7 i lejon lojtarit"),
    "th": ("เลข 7 ให้คนที่ลงเลือกสลับมือได้", "ให้คนลงสลับ"),  # "ให้" since readers 19
}


def _plain(words: str) -> str:
    return " ".join(words.replace("\u00a0", " ").replace("\u202f", " ").split())


def _said(lang: str, key: str, n: int | None) -> str:
    said = Texts(load_catalog(lang))
    values = {"card": "X", "row": "R"}
    return _plain(said.text(key, **values) if n is None else said.plural(key, n, **values))


def _strings(value: object) -> list[str]:
    """Every string inside ``value`` (nested dicts, lists and tuples), in order."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, (list, tuple)):
        return [s for item in value for s in _strings(item)]
    return []


@pytest.mark.parametrize("lang", sorted(FIXES))
def test_native_wording_in_the_catalog(lang):
    for key, n, now, before in FIXES[lang]:
        words = _said(lang, key, n)
        assert now in words and before not in words, (lang, key, words)


@pytest.mark.parametrize("lang", sample_of(sorted(FIXES), ("th",)))
def test_native_wording_in_the_booklet_and_reference(lang):
    house = ["seven-o", "jump-in", "silent-two", "to-the-end"]
    booklet = _plain(
        " ".join(text(compose(house=house, lang=lang), s) for s in ("turn", "house_rules"))
    )
    for key, _n, now, before in FIXES[lang]:
        if key.startswith(("turn.", "pair.")):
            assert now in booklet and before not in booklet, (lang, key)
    deck = load_deck("classic-108")
    rules = load_ruleset("official", house, deck=deck)
    reference = compose_reference(deck, rules, load_catalog(lang))
    words = _plain(" ".join(_strings(vars(reference))))
    now, before = REFERENCE[lang]
    assert now in words and (before is None or before not in words), words[:400]
