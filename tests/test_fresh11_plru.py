"""Fresh native readers, round 10, Polish and Russian (issue #15): the sentences they
rewrote, read back from composed booklets (one booklet a language checked for several
findings) and from the catalogs where the English source or another language had the same
fault; and the A5 booklet whose last folded sheet left pages blank, read back from the PDF."""

from __future__ import annotations

import io
from dataclasses import replace
from functools import cache

import pytest
from pypdf import PdfReader

from deckgen import load_deck
from deckgen.booklet.blocks import CardBlock
from deckgen.booklet.document import _count_pages, _filled, _layout, booklet_fonts
from deckgen.booklet.impose import impose_saddle_stitch
from deckgen.paper import A5_MM
from deckgen.text.catalog import available_languages, load_catalog

from .booklet_helpers import compose, text
from .sampling import sample_of

JUMP_IN = ("classic-108", ("seven-rounds", "stacking", "jump-in"))  # shrinking, twins, chains
BLANKS = ("classic-112-blanks", ("plus-ten", "two-player"))  # +10 blanks, UNO line, subtitle
CIRCLE = ("classic-112-blanks", ("plus-ten", "colour-circle"))


@cache
def _said(lang: str, game: tuple[str, tuple[str, ...]]) -> str:
    deck_id, house = game
    content = compose(deck_id, house=list(house), lang=lang)
    return " ".join(f"{content.subtitle}\n{text(content)}".replace("\u202f", " ").split())


# language, booklet, words that must be there, words that must be gone
BOOKLETS = [
    # pl M: shrinking hands say "pozbyć się wszystkich kart", "nowa porcja", "wciąż od nowa"
    (
        "pl",
        JUMP_IN,
        (
            "Pozbywaj się kart wielokrotnie",  # r14 (r12 "raz za razem", first "wciąż od nowa")
            "od razu dobierz 6 nowych kart",
            "którego ostatnia nowa porcja liczyła tylko jedną kartę",
        ),
        ("opróżni", "nowa ręka", "nową rękę", "wciąż od nowa"),
    ),
    # pl L: one word for a turn, a twin without "taka sama" or a dangling "też", commas
    # before "zamiast", the worked turn's colour first, "i" in the subtitle, the stacking sum
    (
        "pl",
        JUMP_IN,
        (
            "Liczy się to jako twoja kolejka",
            "W jednej kolejce tylko jedna karta „weź”",
            "Identyczna karta „Stop” zajmuje miejsce pierwszej",
            "odpowiedzieć, zamiast dobierać",
            "czerwona karta „Stop” | tak: ten sam kolor",
            "Zasady standardowe i 3 zasady domowe",
            "Każda karta dodaje do sumy swoją liczbę kart",
            "Gdy zasady działają razem",
            "przetasuj stos kart odrzuconych",
        ),
        (
            "twój ruch",
            "W jednym ruchu",
            "aka sama karta „",
            "też zajmuje",
            "odpowiedzieć zamiast",
            "Stop (czerwony)",
            "+ 3 zasady",
            "Gdy dwie zasady",
            "przetasujcie",
        ),
    ),
    # pl M: the +10 blanks count as the card; the too-late UNO line; L: "we dwoje" once
    (
        "pl",
        BLANKS,
        (
            "Od tej chwili liczą się jako karty „Weź dziesięć ze zmianą koloru”",
            "Na przyłapanie kogoś, kto nie zawołał „UNO!”, jest za późno, gdy następny gracz",
            "Mniej czarnych kart we dwoje: przed rozdaniem część czarnych kart wyjmuje się",
        ),
        ("są to te karty", "„Za późno”", "we dwoje: we dwoje"),
    ),
    # ru M: shrinking hands say "избавиться от всех карт", "новый набор"; L: the rest
    (
        "ru",
        JUMP_IN,
        (
            "сразу возьмите 6 новых карт",
            "чей последний новый набор был из одной карты",
            "красная карта «Пропуск хода» | да: тот же цвет",
            "Стандартные правила и 3 домашних правила",
            "Каждая карта добавляет к сумме своё число карт",
            "тот, на кого пришлась карта «возьми»",
            "засчитывается карта, которая первой легла в сброс",
            "без штрафа забирает свою карту обратно",
            "неверную карту забирают обратно,",
            "это колода для добора",
            "Такая же карта «Пропуск хода», положенная вне очереди, заменяет первую",
        ),
        (
            "опустош",
            "новая рука",
            "новую руку",
            "Пропуск хода (красный)",
            "+ 3 домашних",
            "добавляет своё число,",
            "выпала карта",
            "считается карта, которая первой",
            "обратно в руку",
            "прикуп",
            "тоже заменяет",
        ),
    ),
    # ru M: the +10 blanks, the too-late UNO line; L: a wild named «Закажи цвет» under the
    # colour circle, "не останется карт"
    (
        "ru",
        CIRCLE,
        (
            "С этого момента они считаются картами «Закажи цвет и возьми десять»",
            "Ловить того, кто не крикнул «UNO!», поздно, если следующий игрок",
            "Цвет здесь не заказывают: текущий цвет переходит",
            "кроме случая, когда первой картой открыта «Закажи цвет»",
            "как только у кого-то не останется карт",
        ),
        ("те самые карты", "«Поздно»", "«Закажи цвет» открыта", "закончатся карты"),
    ),
    # en: the English source of the UNO line, the twins, the +10 blanks and the stacking sum
    (
        "en",
        JUMP_IN,
        ("A twin Skip takes the place of the first one", "Each card adds its own number"),
        ("also takes the place", "Each card adds its number,"),
    ),
    (
        "en",
        BLANKS,
        (
            "From then on they count as Wild Draw Ten cards everywhere",
            "A player who forgot to call UNO can be caught only until the next player plays",
        ),
        ("they are those cards", "“Too late”"),
    ),
]


@pytest.mark.parametrize(("lang", "game", "there", "gone"), BOOKLETS)
def test_fresh_reader_findings_read_back_from_the_booklet(lang, game, there, gone):
    said = _said(lang, game)
    assert [w for w in there if w not in said] == [], (lang, game)
    assert [w for w in gone if w in said] == [], (lang, game)


# language, key, words that must be there, words that must be gone: the same faults in the
# other catalogs this round may change (de/fr/es/it are another helper's this round)
CATALOG = [
    ("en", "end.shrinking_short", "then has one card fewer than you actually drew", "is then"),
    ("en", "house.seven-rounds.glance", "draws a new one with one card fewer", "smaller"),
    ("hu", "turn.jump_in.twin_skip", "„{card}” lap átveszi", "lap is átveszi"),
    ("sq", "turn.jump_in.twin_reverse", "Një «{card}» binjake zë", "Edhe një"),
    ("th", "turn.jump_in.twin_skip", "ที่แทรกลงมาจะแทนที่ใบแรก", "เช่นกัน"),
    ("th", "clear.uno.plain", "จับคนที่ลืมพูด UNO ได้จนกว่า", "“สายเกินไป”"),
    ("pl", "turn.five_swap", "zanim swoją kolejkę rozegra następny gracz", "ruch"),
    ("pl", "scoring.to_the_end.winner_collects.on", "Zapisz punkty.", "Zapiszcie"),
    ("ru", "pair.jump-in+colour-circle", "карта «Закажи цвет», положенная", "арта Карта"),
    ("ru", "clear.seven_o", "сыгранные последней картой, обмена не вызывают", "ни с кем не меняют"),
    ("ru", "clear.five_swap", "обмена не вызывает", "ничего не меняет"),
    ("ru", "turn.jump_in.twin_reverse", "положенная вне очереди, заменяет", "тоже"),
]


@pytest.mark.parametrize(("lang", "key", "there", "gone"), CATALOG)
def test_fresh_reader_finding_is_fixed_in_the_catalog(lang, key, there, gone):
    message = load_catalog(lang).messages[key]
    said = (message if isinstance(message, str) else message["other"]).replace("\u00a0", " ")
    assert there in said and (not gone or gone not in said), (lang, key, said)


# ---- the A5 booklet: no blank page before the back cover ---------------------------------


def _half_texts(pdf: bytes, footer: str) -> list[tuple[str, str]]:
    """Each A4 side of an imposed booklet as the text of its left and right A5 halves,
    without the running footer (``footer``: its text before the page number)."""
    reader = PdfReader(io.BytesIO(pdf))
    halves = []
    for page in reader.pages:
        middle = float(page.mediabox.width) / 2
        left: list[str] = []
        right: list[str] = []

        def visit(words, cm, tm, _font, _size, left=left, right=right, middle=middle):
            x = cm[4] + tm[4] * cm[0]
            (left if x < middle else right).append(words)

        page.extract_text(visitor_text=visit)
        left_text, right_text = ("".join(half) for half in (left, right))
        halves.append((_body(left_text, footer), _body(right_text, footer)))
    return halves


def _body(page: str, footer: str) -> str:
    lines = page.replace("\u00a0", " ").splitlines()
    return "\n".join(line for line in lines if not line.startswith(footer)).strip()


def _text_only(content, leave_out: tuple[str, ...] = ()):
    """``content`` without the sections that show card pictures (laid out without them)
    and without the sections ``leave_out``."""
    kept = tuple(
        s
        for s in content.sections
        if s.key not in leave_out and not any(isinstance(b, CardBlock) for b in s.blocks)
    )
    return replace(content, sections=kept)


def _imposed(content, deck_id: str) -> tuple[int, bytes]:
    deck = load_deck(deck_id)
    laid = _layout(content, booklet_fonts(), {}, A5_MM, deck)
    filled = _filled(laid, content, booklet_fonts(), {}, deck)
    has_sheet = content.section("score_sheet") is not None
    pdf, _ = impose_saddle_stitch(
        filled.pdf, content.title, content.lang, filled.sections, last_on_back=has_sheet
    )
    return _count_pages(laid.pdf), pdf


def test_an_a5_booklet_fills_its_last_sheet_with_notes_and_score_sheets():
    # The classic-112-blanks booklet with +10 and two players ran one A5 page over a folded
    # sheet in pl/ru/sq: 3 blank pages before the back cover. Its sections without card
    # pictures and without the clear answers come to 6 pages (fast to lay out): 2 to fill.
    game = compose(BLANKS[0], house=list(BLANKS[1]), lang="pl")
    content = _text_only(game, leave_out=("clear_answers",))
    before, pdf = _imposed(content, BLANKS[0])
    assert before == 6, before  # the case this test is about
    footer = content.running_footer.replace("\u00a0", " ").split("{page}")[0].strip()
    halves = _half_texts(pdf, footer)
    assert len(halves) == 4  # 8 A5 pages on 2 sheets, both sides
    assert all(left and right for left, right in halves), halves  # no blank page
    pages = [half for side in halves for half in side]
    title, more_title = (
        words.replace("\u00a0", " ") for words in (content.notes_title, content.more_scores)
    )
    notes = [p for p in pages if p.startswith(title)]
    more = [p for p in pages if p.startswith(more_title)]
    assert len(notes) == 1 and content.notes_intro.split()[0] in notes[0]
    assert len(more) == 1 and "Runda" in more[0]
    assert halves[0][0].startswith("Tabela wyników")  # the back cover: the score sheet


@pytest.mark.parametrize("lang", sample_of(available_languages(), ["ru"]))
def test_every_language_names_its_spare_pages(lang):
    catalog, english = load_catalog(lang), load_catalog("en")
    for key in ("notes_title", "notes_intro", "more_scores"):
        said = catalog.text(f"booklet.spare.{key}")
        assert said and (lang == "en" or said != english.text(f"booklet.spare.{key}")), key
    content = compose(house=["lazy-scoring"], lang=lang)  # no score sheet: no more grids
    assert content.section("score_sheet") is None and content.more_scores == ""
