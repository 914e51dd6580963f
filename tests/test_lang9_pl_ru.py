"""Native review round 9, Polish and Russian: the sentences the readers rewrote, read back
from the composed booklet (agreement line, sections, at-a-glance lines, score sheet)."""

from __future__ import annotations

from deckgen.text.catalog import load_catalog

from .booklet_helpers import compose, text


def _flat(value: str) -> str:
    return value.replace("\u00a0", " ").replace("\u202f", " ")


# ---- Polish ---------------------------------------------------------------------------------


def test_pl_finish_bonus_says_the_card_in_one_case_and_the_subtitle_adds_house_rules():
    content = compose("plus12", "penalty-200", ["plus-one-two"], lang="pl")
    assert _flat(content.subtitle).startswith("Punkty karne do 200 i 1 zasada domowa ·")
    said = text(content)
    assert "kładąc jako ostatnią kartę" not in said
    assert "Jeśli zakończysz rundę kartą „Weź jedną ze zmianą koloru”, odejmij" in said
    assert ", a jeśli kartą „Weź dwie ze zmianą koloru” – 40 pkt." in said
    sheet = text(content, "score_sheet")
    assert "Jeśli zwycięzca zakończył rundę kartą „Weź jedną ze zmianą koloru”" in sheet
    assert "pomniejszony o 20 pkt (a jeśli kartą „Weź dwie ze zmianą koloru” – o 40 pkt)" in sheet


def test_pl_lazy_scoring_lines_read_once_and_plainly():
    content = compose(house=["lazy-scoring", "stacking"], lang="pl")
    said = text(content)
    assert _flat(content.subtitle).startswith("Zasady standardowe i 2 zasady domowe ·")
    agree = [line for line in said.splitlines() if line.startswith("Punktacja:")]
    assert agree == [
        "Punktacja: brak, punktów się nie zapisuje. Ustalcie, ile rund gracie. Liczy się tylko"
        " ostatnia runda: kto ją wygra, wygrywa grę."
    ]
    glance = [line for line in text(content, "summary").splitlines() if "Bez zapisywania" in line]
    assert glance == [
        "Bez zapisywania punktów: liczy się tylko ostatnia z umówionych rund – kto ją wygra,"
        " wygrywa grę."
    ]
    assert "kto rozdaje następną rundę" in said and "kto rozdaje następny." not in said


def test_pl_uno_catch_and_challenge_words():
    said = text(compose(ruleset="party", lang="pl"))
    assert "Jedna karta? Zawołaj „UNO!” Ktoś cię przyłapał? Dobierasz 2 karty." in said
    assert "Przyłapany" not in said
    assert "Sprawdzenie trafne: ten, kto ją zagrał, dobiera 4" in said
    step5 = load_catalog("pl").text("calibration.step5", sheets="A", printer="B", use_printer="C")
    assert step5.startswith("5. Użyj tego przesunięcia: A")


# ---- Russian --------------------------------------------------------------------------------


def test_ru_subtitle_finish_bonus_and_pair_heading():
    content = compose(
        "plus12", "penalty-200", ["plus-one-two", "silent-two", "to-the-end"], lang="ru"
    )
    assert _flat(content.subtitle).startswith("Штрафные очки до 200 и 3 домашних правила ·")
    said = text(content)
    assert "положив последней картой" not in said
    assert "Если вы закончили кон картой «Закажи цвет и возьми одну», вычтите" in said
    assert "Когда правила действуют вместе" in said and "Когда правила встречаются" not in said


def test_ru_lazy_scoring_lines_do_not_argue():
    content = compose(house=["lazy-scoring"], lang="ru")
    assert content.agree is not None
    agree = _flat(" ".join(content.agree.lines))
    assert "Счёт не ведётся. Договоритесь, сколько конов играете. Считается только" in agree
    assert "сам по себе" not in agree
    glance = [line for line in text(content, "summary").splitlines() if "Без общего" in line]
    assert glance == [
        "Без общего счёта: считается только последний из условленных конов — кто его выиграл,"
        " тот победил."
    ]


def test_ru_uno_catch_challenge_words_and_the_shuffle_for_players_still_in():
    said = text(compose(ruleset="party", lang="ru"))
    assert "Одна карта — кричите «UNO!». Вас поймали — берите 2 карты." in said
    assert "Поймали:" not in said and "Проверили зря" not in said
    assert "Проверка оправдалась: сыгравший берёт 4" in said
    assert "Проверка напрасна: проверяющий берёт 6" in said
    end = _flat(text(compose("classic-112", house=["to-the-end"], lang="ru"), "end"))
    # review 17, F1: its player is dealt back in too; only those out before get nothing
    assert "Когда сыграна карта «Общая перетасовка», карты собирают и раздают тем," in end
    assert "При карте «" not in end
    step5 = load_catalog("ru").text("calibration.step5", sheets="A", printer="B", use_printer="C")
    assert step5.startswith("5. Примените этот сдвиг: A")


def test_ru_two_player_blanks_line_reads_as_russian():
    said = _flat(text(compose("classic-112-blanks", house=["two-player"], lang="ru")))
    assert "Чистые карты без надписи и карты с вашим правилом здесь считаются чёрными;" in said
    assert "которые ещё пусты" not in said
