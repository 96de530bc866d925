"""Chinese statements of one slot worded apart: multilingual cosines crowd together (lines
about nothing alike reach 0.9, "靠过道" and "靠窗" 0.78), so a change said from now on joins
two statements that share a word-character of what they are about ("以后订机票都选靠窗的吧" /
"我喜欢靠过道的位置"), and only those: "以后早饭我自己做" changes no "钢琴课周六上午十点"."""

from __future__ import annotations

import pytest

from service.language.slots import Said, related, same_slot


@pytest.mark.parametrize(
    ("new", "old", "cosine"),
    [
        ("以后订机票都选靠窗的吧", "我喜欢靠过道的位置", 0.78),
        ("最近改成6点半起了 要早点去健身", "我每天早上7点起床", 0.835),
        ("以后开会都约在下午吧", "我习惯把会排在上午", 0.80),
    ],
)
def test_a_change_said_of_a_slot_worded_apart_fills_it(new: str, old: str, cosine: float) -> None:
    assert related(Said(new), Said(old), cosine, "multilingual")
    assert same_slot(Said(new), Said(old), cosine, "multilingual") is not None


@pytest.mark.parametrize(
    ("new", "old", "cosine"),
    [
        ("以后早饭我自己做", "孩子的钢琴课周六上午十点", 0.84),
        ("我在一家外企做财务", "我老婆在银行上班", 0.80),
    ],
)
def test_a_change_said_of_something_else_fills_no_slot(new: str, old: str, cosine: float) -> None:
    assert same_slot(Said(new), Said(old), cosine, "multilingual") is None


def test_a_speakers_name_is_nothing_the_two_share() -> None:
    new, old = Said("林晓雯: 对 以后就在车公庙上班了"), Said("林晓雯: 芒果啊")
    assert not related(new, old, 0.8, "multilingual")
