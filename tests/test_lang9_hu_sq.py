"""Native review round 9, Hungarian and Albanian: the sentences the readers rewrote, read
back from the composed booklet and the proof PDF."""

from __future__ import annotations

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from deckgen.cli import app

from .booklet_helpers import compose, text
from .test_cli_lang import TINY

runner = CliRunner()

HU_HOUSE = ["stacking", "seven-o", "jump-in", "colour-circle", "lazy-scoring", "to-the-end"]


@pytest.fixture(scope="module")
def hu_house() -> str:
    """One Hungarian booklet with several house rules on, read as text."""
    return text(compose(house=HU_HOUSE, lang="hu"))


def test_hu_subtitle_names_the_house_rules_without_repeating_szabaly():
    subtitle = compose(house=["stacking", "jump-in"], lang="hu").subtitle.replace("\u00a0", " ")
    assert subtitle.startswith("Alapszabályok, 2 házi kiegészítéssel · ")
    assert "házi szabállyal" not in subtitle


def test_hu_lazy_summary_line_has_one_colon():
    summary = text(compose(house=HU_HOUSE, lang="hu"), "summary").splitlines()
    glance = [line for line in summary if line.startswith("Pontszámítás nélkül: ")]
    assert glance == [
        "Pontszámítás nélkül: csak a megbeszélt fordulók közül az utolsó számít; aki azt"
        " megnyeri, az nyer."
    ]


def test_hu_summary_uno_line_sets_the_comma_before_es(hu_house):
    assert "Ha elfelejted, és rajtakapnak: 2 lap." in hu_house
    assert "Ha elfelejted és rajtakapnak" not in hu_house


def test_hu_house_rule_for_three_players_says_legalabb(hu_house):
    assert "(Legalább 3 játékossal.)" in hu_house
    assert "vagy több játékos esetén" not in hu_house


def test_hu_two_player_skip_reads_as_a_sentence():
    said = text(compose(lang="hu"), "two_players")
    assert "„Kimaradsz” után is rögtön újra te jössz." in said
    assert "„Kimaradsz”: újra te jössz." not in said


def _proof_text(tmp_path, lang: str) -> str:
    deck = tmp_path / "tiny.yaml"
    deck.write_text(TINY, encoding="utf-8")
    args = ["proof", str(deck), "--dpi", "72", "--lang", lang, "-o", str(tmp_path), "-q"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    return PdfReader(tmp_path / "proof.pdf").pages[0].extract_text().replace("\u00a0", " ")


def test_hu_proof_says_it_is_not_for_cutting(tmp_path):
    said = _proof_text(tmp_path, "hu")
    assert "nem kivágáshoz: ahhoz a sheets.pdf-et nyomtasd ki" in said
    assert "nem kivágásra" not in said


def test_sq_subtitle_names_the_house_rules_without_repeating_rregulla():
    subtitle = compose(house=["stacking", "jump-in"], lang="sq").subtitle.replace("\u00a0", " ")
    assert subtitle.startswith("Rregullat standarde me 2 shtesa të shtëpisë · ")
    assert "rregulla të shtëpisë" not in subtitle


def test_sq_lazy_summary_line_has_one_colon():
    summary = text(compose(house=["lazy-scoring"], lang="sq"), "summary").splitlines()
    glance = [line for line in summary if line.startswith("Pa mbajtur pikë: ")]
    assert glance == [
        "Pa mbajtur pikë: vetëm i fundi i raundeve të caktuara llogaritet; kush e fiton atë, fiton."
    ]


def test_sq_two_players_with_blank_cards_read_as_albanian():
    said = text(compose("classic-112-blanks", house=["two-player"], lang="sq"))
    assert (
        "Letrat bosh që janë ende të pashkruara ose që mbajnë një rregull të tuajin llogariten këtu"
        " si letra të zeza. Një letër bosh mbi të cilën keni shkruar një letër të humbur mbetet"
        " në kuvertë dhe luhet si letra që zëvendëson." in said
    )
    assert "Nëse asnjë letër bosh nuk zë vendin e një letre të humbur, kuverta mbetet me" in said
    assert "ato janë ajo letër" not in said and "Atëherë kuverta ka" not in said
    assert "ose sa vlen letra që zëvendëson" in said  # the points table
    assert "ose sa letra që zëvendëson" not in said


def test_sq_two_player_skip_and_the_wrong_card_read_as_sentences():
    said = text(compose(lang="sq"))
    assert "Edhe pas letrës «Kalo radhën» luan sërish ti." in said
    assert "«Kalo radhën»: luan sërish ti." not in said
    assert "letra e gabuar duhet të kthehet në dorë" in said


def test_sq_score_sheet_says_si_leter_e_fundit_and_flete_for_paper():
    bonus = text(compose("plus12", ruleset="penalty-200", house=["plus-one-two"], lang="sq"))
    assert "Nëse raundi fitohet me një «" in bonus
    assert "» si letër e fundit, fituesi shkruan" in bonus
    assert "si letër të fundit, fituesi" not in bonus
    sheet = text(compose(house=["seven-rounds"], lang="sq"), "score_sheet")
    assert "ose në një fletë më vete." in sheet and "ose në një letër më vete." not in sheet


def test_sq_shrinking_hands_glance_says_who_wins_once():
    said = text(compose(house=["seven-rounds"], lang="sq"), "summary")
    glance = [line for line in said.splitlines() if line.startswith("Gjithnjë më pak letra:")]
    assert glance == [
        "Gjithnjë më pak letra: kush e zbraz dorën merr një dorë të re me një letër më pak;"
        " fiton ai që zbraz dorën e re me një letër të vetme."
    ]


def test_sq_pass_it_on_house_line_reads_in_albanian_word_order():
    said = text(compose(house=["no-stack-defence"], lang="sq"), "house_rules")
    assert (
        "Kaloja tjetrit: në vend që të marrësh letrat, mund ta kalosh letrën ndëshkuese te tjetri"
        " me një letër ndëshkuese me ngjyrë, por letrat nuk mblidhen." in said
    )
    assert "mund t’i kalohet tjetrit, në vend që të merren letrat" not in said
