"""Whom a pronoun in a reply means when the assistant's question just before it named someone
(real Neo4j, English and Chinese, one turn per request as a chat sends them): "Nice! And
Theo?" / "he's in room 4" is of Theo, not of Maya, named last by the user; "那李阿姨呢？" /
"她说报的是钢琴" is of 李阿姨, not of 张姐. The question is no memory of its own, so the
person it names is read from it. A question that names no one, or two people, leaves the
person named last."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain_one_by_one

# zone, start, turns ("A:" the assistant's), the reply's words, whom it is of, whom it is not
# of, a question about it and the words of its answer
REPLIES = {
    "en": (
        "-05:00",
        "2026-08-28T07:50:00",
        (
            "class lists came out. maya's in room 6, the teacher seems strict",
            "A:Nice! And Theo?",
            "he's in room 4, the one with the reading corner",
        ),
        "room 4",
        "theo",
        "maya",
        "which room is Theo in?",
    ),
    "zh": (
        "+08:00",
        "2026-08-28T20:00:00",
        (
            "业主群里张姐说她儿子报了游泳班 一周两次",
            "A:那李阿姨呢？",
            "她说报的是钢琴 周六上午上课",
        ),
        "钢琴",
        "李阿姨",
        "张姐",
        "李阿姨的孙女报了什么班",
    ),
}


def _turns(lines: tuple[str, ...]) -> list[tuple[str, str]]:
    return [("assistant", t[2:]) if t.startswith("A:") else ("user", t) for t in lines]


@pytest.mark.parametrize("lang", sorted(REPLIES))
def test_a_reply_is_of_the_person_the_question_named(
    client: TestClient, bank: str, lang: str
) -> None:
    zone, start, lines, words, person, other, query = REPLIES[lang]
    made = retain_one_by_one(client, bank, "s1", f"{start}{zone}", *_turns(lines))
    reply = next(m for m in made if words in m["text"])
    assert person in reply["entity_keys"]
    assert other not in reply["entity_keys"]
    found = recall(client, bank, query, top_k=3, now=f"2026-09-10T09:00:00{zone}")
    assert words in found["memories"][0]["text"]


# a reply that names someone after its pronoun: whom the pronoun means, and whom it names
NAMING = {
    "en": ("Nice! And Theo?", "he got Ms. Okafor, the new teacher", "theo", "okafor"),
    "zh": ("那李阿姨呢？", "她找的是王老师 一节课两百", "李阿姨", "王老师"),
}


@pytest.mark.parametrize("lang", sorted(NAMING))
def test_a_pronoun_before_a_name_is_of_the_person_asked_about(
    client: TestClient, bank: str, lang: str
) -> None:
    zone, start, lines, *_ = REPLIES[lang]
    question, reply, person, named = NAMING[lang]
    turns = _turns((lines[0], f"A:{question}", reply))
    made = retain_one_by_one(client, bank, "s1", f"{start}{zone}", *turns)
    keys = next(m for m in made if m["text"] == reply)["entity_keys"]
    assert person in keys
    assert named in keys


@pytest.mark.parametrize(
    "question", ["Nice! Does he like his teacher?", "And what about Theo and Maya?"]
)
def test_a_question_naming_no_one_or_two_leaves_the_person_named_last(
    client: TestClient, bank: str, question: str
) -> None:
    lines = ("class lists came out. maya's in room 6, the teacher seems strict", f"A:{question}")
    lines += ("she got the window desk too, so happy",)
    made = retain_one_by_one(client, bank, "s1", "2026-08-28T07:50:00-05:00", *_turns(lines))
    reply = next(m for m in made if "window desk" in m["text"])
    assert "maya" in reply["entity_keys"]
    assert "theo" not in reply["entity_keys"]
