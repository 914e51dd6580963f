"""Native read of the rules-15 sentences in Polish and Russian (session 9, q10-pl-ru).

Each phrase below is what a native editor wrote in place of a clumsy one; the old phrase
must be gone. Read back from one composed booklet per language (seven-o, jump-in,
silent-two, to-the-end) and from the catalog for the seven-rounds pencil note and +10.
"""

from __future__ import annotations

import pytest

from deckgen.booklet.context import Texts
from deckgen.text.catalog import load_catalog

from .booklet_helpers import compose, text

HOUSE = ["seven-o", "jump-in", "silent-two", "to-the-end"]

# lang -> (phrases the house-rule pages say now, phrases they no longer say)
HOUSE_WORDING = {
    "pl": (
        (
            "czyli gdy po siódemce zatrzymasz własne karty albo gdy zamiana da ci rękę",
            "kto ją wrzucił, może zamienić się kartami",
            "drugiej takiej samej karty",
            "gdy przychodzi kolej na pierwszego gracza",
        ),
        ("albo bo po zamianie", "bliźniaczej", "tak jakby zagrał ją ten, kto ją wrzucił"),
    ),
    "ru": (
        (
            "если после семёрки он оставил свои карты или если при обмене ему досталась",
            "тоже даёт право на обмен — перехвативший может поменяться",
            "ход первого после этого места игрока, у которого",
            "взял карту, а если он должен взять карты по карте «возьми» — как только",
        ),
        (
            "позволяет обмен",
            "перехватывать поздно, как только он",
            "он оставил себе свои карты после семёрки или после обмена",
        ),
    ),
}

# lang -> (seven-rounds pencil note now says, no longer says)
MARKS_WORDING = {
    "pl": ("zapisuj ołówkiem w swojej kolumnie, w wierszu „Nowe porcje” tabeli", "ścieraj to"),
    "ru": (
        "записывайте карандашом в своём столбце, в строке «Новые наборы»",
        "(но не среди очков)",
    ),
}


def _plain(words: str) -> str:
    return " ".join(words.replace("\u00a0", " ").replace("\u202f", " ").split())


@pytest.mark.parametrize("lang", sorted(HOUSE_WORDING))
def test_native_wording_of_the_new_house_rule_sentences(lang):
    content = compose(house=HOUSE, lang=lang)
    said = _plain(text(content, "house_rules") + " " + text(content, "turn"))
    now, gone = HOUSE_WORDING[lang]
    for phrase in now:
        assert phrase in said, (lang, phrase)
    for phrase in gone:
        assert phrase not in said, (lang, phrase)
    texts = Texts(load_catalog(lang))
    row = texts.name_list([texts.text("score_sheet.hand_sizes")], quote_one=True)
    marks = _plain(texts.plural("end.shrinking_marks", 7, row=row))
    assert MARKS_WORDING[lang][0] in marks and MARKS_WORDING[lang][1] not in marks
    if lang == "pl":  # +10 on the blanks: they count as those cards (fresh readers, round 10)
        ten = _plain(texts.plural("contents.written_ten.blank", 4, card="X"))
        assert "Od tej chwili liczą się jako karty „X”" in ten and "tymi kartami" not in ten
