"""Native review round 9, Thai: the chain of draw cards is การซ้อน, as players say it, and
the sentences the reader rewrote, read back from the composed booklet."""

from __future__ import annotations

import pytest

from .booklet_helpers import compose, text


def _said(*args, **kwargs) -> str:
    return text(compose(*args, **kwargs)).replace("\u00a0", " ")


def test_th_the_stacking_chain_is_called_kaan_sorn():
    # one booklet: stacking, the mirror Reverse and play to the end (the chain in scoring too)
    said = _said(house=["stacking", "reverse-reflects", "to-the-end"], lang="th")
    assert "เมื่อลงไพ่บังคับจั่วต่อกันหลายใบ (ดู “ซ้อนไพ่บังคับจั่ว”)" in said
    assert "จะซ้อนด้วยไพ่ชนิดเดียวกันอีกใบแทนการจั่วก็ได้" in said
    assert "ในการซ้อน คนที่โดนไพ่บังคับจั่วจะตอบด้วย “กลับทาง”" in said
    assert "ถ้ามีคนตอบไพ่นั้น ให้เล่นต่อกันไปจนมีคนจั่ว" in said
    for old in ("ต่อกันเป็นทอดๆ", "ตอบกลับแทนการจั่ว", "คนที่โดนซ้อน", "จนจบจนมีคนจั่ว"):
        assert old not in said, old


def test_th_pass_it_on_keeps_its_own_word_in_the_challenge():
    said = _said(house=["no-stack-defence"], lang="th")
    assert "เมื่อลงไพ่บังคับจั่วต่อกันหลายใบ (ดู “ส่งต่อ”)" in said


@pytest.mark.parametrize(
    ("deck_id", "house", "present", "absent"),
    [
        # the shuffle-hands sentences stand between "the card takes effect" and the Skip line
        (
            "classic-112",
            "seven-rounds",
            (
                "\n“ข้าม” ที่ทำให้หมดมือยังทำให้คนถัดไปเสียตาอยู่",
                "อย่าจดว่าไพ่ชุดใหม่มีกี่ใบปนกับแต้มรวม",
                "ได้ไพ่จากการแจกใหม่เหมือนคนอื่น",
            ),
            "ดังนั้น “ข้าม”",
        ),
        (
            "classic-112-blanks",
            "two-player",
            ("เพราะใช้เป็นไพ่ใบนั้นแล้ว", "ให้ถือว่าเป็นไพ่ใบนั้นทุกอย่าง รวมทั้งแต้มด้วย"),
            "ไพ่นั้นก็คือไพ่ใบนั้น",
        ),
    ],
)
def test_th_shrinking_hands_and_blanks_read_as_written(deck_id, house, present, absent):
    said = _said(deck_id, house=[house], lang="th")
    for sentence in present:
        assert sentence in said, sentence
    assert absent not in said


def test_th_same_number_draw_cards_of_two_kinds_do_not_stack_and_the_exception_reads():
    said = _said("plus12", "penalty-200", ["seven-rounds", "reverse-reflects", "stacking"], "th")
    assert "แม้จะให้จั่วจำนวนเท่ากันก็ซ้อนกันไม่ได้" in said
    assert "ข้อยกเว้นมีข้อเดียว คือ “กลับทาง” ที่ทำให้ชนะรอบด้วยการส่งไพ่บังคับจั่วกลับ ยัง" in said
    assert "ใช้ตอบกันและกันไม่ได้" not in said and "มีข้อยกเว้นหนึ่งข้อ" not in said
