"""A partitive "half of them" speaks of a group the statement names ("17 kids coming, half of
them are bringing siblings"), not of someone else: the count it gives still updates the one
said before. A "them" that stands alone still points at other people."""

from __future__ import annotations

from service.language.slots import Said, of_same_people, same_slot

NEW = "noted. oh rsvps are all back, 17 kids coming, turns out half of them are bringing siblings"
OLD = "whole class would be 28 so we said he can pick 12 kids"


def test_half_of_them_is_of_the_group_it_names() -> None:
    old = Said(OLD, people=frozenset({"leo"}))
    assert of_same_people(Said(NEW), old)
    assert same_slot(Said(NEW), old, 0.62) == "value changed"
    zh_old = Said("全班28个 就请12个孩子吧", people=frozenset({"乐乐"}))
    zh_new = Said("回执都收齐了 来17个孩子 其中一半还带弟弟妹妹")
    assert same_slot(zh_new, zh_old, 0.93, "multilingual") == "value changed"


def test_them_alone_is_someone_else() -> None:
    old = Said(OLD, people=frozenset({"leo"}))
    assert not of_same_people(Said("17 kids are coming, ask them about allergies"), old)
