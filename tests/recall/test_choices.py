"""Two choices taken from two lists of options (a party's venue, then its cake) are two
decisions, not one value and its update, though both carry a price and are said of one
occasion; and a question for several things keeps two values said alike of two things (real
Neo4j, English and Chinese)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain_one_by_one
from tests.recall.test_current_facts import _flagged, _ranked

CHOICES = [
    (  # two sessions of turns (an option list, then the choice), the question, the choice
        (
            (
                ("user", "need a venue for Maya's 8th birthday party, it's on may 16"),
                (
                    "assistant",
                    "Two options:\n1) Jump Zone trampoline park in Dorchester, $22 per kid\n"
                    "2) Clay Cafe pottery studio in Brookline, $18 per kid",
                ),
                ("user", "the trampoline one"),
            ),
            (
                ("user", "also need a cake for the party"),
                (
                    "assistant",
                    "Two good ones: a unicorn layer cake from Sugar Bee ($60), or a cupcake"
                    " tower from Batter Up ($40).",
                ),
                ("user", "the cheaper one"),
            ),
        ),
        "Where is Maya's birthday party?",
        "the trampoline one",
        "-04:00",
    ),
    (
        (
            (
                ("user", "朵朵5月16号过六岁生日 想找个地方办生日会"),
                (
                    "assistant",
                    "有两个选择：\n1）蹦床公园，在望京，每个小朋友120元\n"
                    "2）陶艺馆，在三里屯，每个小朋友90元",
                ),
                ("user", "蹦床那个吧"),
            ),
            (
                ("user", "生日会还得订个蛋糕"),
                (
                    "assistant",
                    "两家不错的：独角兽翻糖蛋糕，甜心坊，380元；或者纸杯蛋糕塔，好利来，260元。",
                ),
                ("user", "便宜那个吧"),
            ),
        ),
        "朵朵的生日会在哪办？",
        "蹦床那个吧",
        "+08:00",
    ),
]


@pytest.mark.parametrize(("sessions", "query", "chosen", "zone"), CHOICES)
def test_a_cake_chosen_later_leaves_the_venue_chosen_before_alone(
    client: TestClient, bank: str, sessions: tuple, query: str, chosen: str, zone: str
) -> None:
    venue, cake = sessions
    retain_one_by_one(client, bank, "s1", f"2026-04-10T20:00:00{zone}", *venue)
    retain_one_by_one(client, bank, "s2", f"2026-04-20T19:00:00{zone}", *cake)
    body = recall(client, bank, query, now=f"2026-05-01T10:00:00{zone}")
    assert 0 <= _ranked(body, chosen)[0] < 5
    assert not _flagged(body, chosen)


SEVERAL = [
    (  # what is taken for one condition, then for another; the question; the two names
        "amlodipine 5 mg every morning for blood pressure, that's my only one",
        "gp put me on metformin, 500 mg with dinner, starting tonight",
        "What medications am I on these days?",
        ("amlodipine", "metformin"),
        "+03:00",
    ),
    (
        "我每天早上吃一片氨氯地平 5毫克 降压的",
        "医生开了二甲双胍 每次500毫克 晚饭后吃",
        "我现在都在吃哪些药？",
        ("氨氯地平", "二甲双胍"),
        "+08:00",
    ),
]


@pytest.mark.parametrize(("first", "then", "query", "names", "zone"), SEVERAL)
def test_a_question_for_several_keeps_two_close_values_of_two_things(
    client: TestClient,
    bank: str,
    first: str,
    then: str,
    query: str,
    names: tuple[str, str],
    zone: str,
) -> None:
    """What one takes for two conditions is two facts, however alike their wording: a question
    for several ("What medications am I on?") wants both."""
    retain_one_by_one(client, bank, "s1", f"2026-03-20T09:00:00{zone}", ("user", first))
    retain_one_by_one(client, bank, "s2", f"2026-04-02T20:00:00{zone}", ("user", then))
    body = recall(client, bank, query, now=f"2026-04-10T09:00:00{zone}")
    assert all(0 <= r < 5 for r in _ranked(body, *names))
    assert not _flagged(body, names[0])


NEW_OF_ONE = [
    (  # a dose; the same dose said anew "new" in passing; a question for several
        "hey remind me to reorder my levothyroxine. 50 mcg, i take it first thing w water",
        "oh and cvs already filled the new bottle, 75 mcg, they look totally different lol",
        "the dentist wants a list of my meds, what strength is my thyroid pill?",
        ("75 mcg", "50 mcg"),
        "-05:00",
    ),
    (
        "提醒我月底去开优甲乐 一天一片 50微克",
        "拿到药了 新的那盒是75微克的 颜色都不一样",
        "牙医让我列一下在吃的药 甲状腺那个药多少剂量",
        ("75微克", "50微克"),
        "+08:00",
    ),
]


@pytest.mark.parametrize(("first", "then", "query", "values", "zone"), NEW_OF_ONE)
def test_a_question_for_several_still_takes_the_new_value_of_one_thing(
    client: TestClient,
    bank: str,
    first: str,
    then: str,
    query: str,
    values: tuple[str, str],
    zone: str,
) -> None:
    """Asked for several, a later value said to be the new one ("the new bottle, 75 mcg",
    "新的那盒是75微克的") replaces the old value of the same thing, though the two share no word
    but the unit."""
    retain_one_by_one(client, bank, "s1", f"2026-04-07T08:15:00{zone}", ("user", first))
    retain_one_by_one(client, bank, "s2", f"2026-04-21T19:49:00{zone}", ("user", then))
    body = recall(client, bank, query, now=f"2026-05-01T10:00:00{zone}")
    new, old = _ranked(body, *values)
    assert 0 <= new < 5
    assert old == -1 or new < old
    assert old == -1 or _flagged(body, values[1])
