"""Native review round 8, Hungarian and Albanian: the sentences the readers rewrote, read
back from the composed booklet, the reference card and the deck files."""

from __future__ import annotations

import pytest

from deckgen.text.catalog import load_catalog

from .booklet_helpers import compose, deck, text


@pytest.mark.parametrize("lang", ["hu", "sq"])
def test_the_112_card_deck_name_does_not_repeat_the_card_count(lang):
    # the footer adds "(112 lap)" / "(112 letra)" after the name
    name = deck("classic-112").name_in(lang)
    assert "112" not in name
    assert "(112 " in compose("classic-112", lang=lang).footer.replace("\u00a0", " ")


@pytest.mark.parametrize(("lang", "count"), [("hu", "húz 10 lapot"), ("sq", "merr 10 letra")])
def test_the_plus_ten_card_face_says_the_count_in_digits_as_the_booklet_does(lang, count):
    faces = deck("house-plus-ten").faces
    card_type = next(fc.face.card_type for fc in faces if fc.face.card_type.id == "draw_ten")
    face = card_type.rule_text_in(lang)
    assert face is not None and count in face
    assert count in text(compose("house-plus-ten", lang=lang))


def test_hu_a_twin_draw_card_jumped_in_reads_as_a_plain_sentence():
    said = text(compose(ruleset="party", lang="hu"))
    assert "Ha valaki közbevágással tesz le egy ugyanolyan „Húzz kettőt” lapot, az" in said
    assert "Egy ugyanolyan „Húzz kettőt”, ha közbevágással" not in said


def test_hu_the_last_player_with_cards_deals_without_a_double_article():
    said = text(compose(house=["to-the-end"], lang="hu"))
    assert "Minden forduló után az oszt, akinél utolsóként maradt lap." in said
    assert "az az utolsó" not in said


def test_hu_shrinking_hands_glance_says_who_wins_once():
    said = text(compose(house=["seven-rounds"], lang="hu"))
    glance = [line for line in said.splitlines() if line.startswith("Fogyó kéz:")]
    assert glance
    for line in glance:
        assert line.count("kiüríti a kezét") <= 1, line
    assert "kisebb új jár" not in said


def test_hu_two_players_in_shrinking_hands_say_kettesben():
    said = text(compose(house=["seven-rounds"], lang="hu"))
    assert "(kettesben rögtön újra te jössz" in said


@pytest.mark.parametrize(
    ("ruleset", "players"), [("official", "2–10 lojtarë"), ("penalty-200", "2–10 lojtarë")]
)
def test_sq_subtitle_says_the_players_and_age_without_nga(ruleset, players):
    # round 7: "nga 2 deri në 10 lojtarë · nga 7 vjeç e lart" broke after "nga" at A5
    subtitle = compose(ruleset=ruleset, lang="sq").subtitle.replace("\u00a0", " ")
    assert "nga" not in subtitle
    assert players in subtitle and subtitle.endswith("7 vjeç e lart")


def test_sq_a_last_card_in_a_stack_draws_the_stacked_cards():
    said = text(compose(ruleset="party", lang="sq"))
    assert "ai i merr gjithsesi të gjitha letrat e grumbulluara" in said
    assert "letrat e gjithë shumës" not in said


def test_sq_si_takes_the_nominative():
    said = text(compose(ruleset="party", lang="sq"))
    assert "si letër e parafundit" in said
    assert "si letrën e parafundit" not in said
    bonus = (
        load_catalog("sq")
        .text("scoring.finish_bonus", one="+1", one_bonus=20, two="+2", two_bonus=40)
        .replace("\u00a0", " ")
    )
    assert "si letër e fundit" in bonus and "si letër të fundit" not in bonus


def test_sq_plus_ten_house_line_starts_in_lower_case_like_the_others():
    said = text(compose("house-plus-ten", house=["plus-ten"], lang="sq"))
    assert "Merr dhjetë: në lojë hyn letra «Zgjidh ngjyrën dhe merr dhjetë»;" in said
    assert "Merr dhjetë: Në" not in said and "Merr dhjetë: Letra" not in said


def test_sq_summary_of_shrinking_hands_names_the_new_hand():
    # the summary's own lines, where a ruleset (not a house rule) sets the points
    points = {"end_of_round": "shrinking", "draw": "until_playable"}
    said = text(compose(lang="sq", points=points), "summary")
    assert "Merr një dorë të re me një letër më pak dhe vazhdo" in said
    assert "S’mund ose s’do të luash? Merr letra derisa" in said


def test_hu_passing_a_draw_card_on_is_always_tovabbadni():
    # the rule's name says "Passzold tovább"; its sentences say "továbbad" throughout
    said = text(compose(house=["no-stack-defence", "reverse-reflects"], lang="hu"))
    assert "tovább lehet adni" in said and "továbbadhatja egy másik" in said
    assert "tovább lehet passzolni" not in said and "tovább passzolhatja" not in said
