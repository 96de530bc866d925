"""The user's whole turn, on the recall side (real Neo4j), English and Chinese: a change marked
in one part of a turn ("…at noon, around 12:30. that's the plan from now on") makes the value
said in another part the newer of its slot, a time of day said in words ("at 7 in the
morning") is a value, and a request's answer said in the same breath ("can you note my gate
code for couriers? 4471, then the hash key") comes up to just above the request."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.conftest import recall
from tests.recall.test_current_facts import _flagged, _ranked, _told


def test_a_change_marked_in_another_part_of_the_turn_makes_its_value_current(
    client: TestClient, bank: str
) -> None:
    _told(
        client,
        bank,
        ("2026-04-06T10:00:00+01:00", "I always take the dog out at 7 in the morning, before work"),
        (
            "2026-05-04T10:00:00+01:00",
            "new shifts. the walker can come at noon, around 12:30. that's the plan from now on",
        ),
    )
    body = recall(
        client, bank, "What time does the dog get walked?", now="2026-05-20T10:00:00+01:00"
    )
    new, old = _ranked(body, "12:30", "7 in the morning")
    assert new == 0 and (old == -1 or old > new)
    assert old == -1 or _flagged(body, "7 in the morning")


def test_a_chinese_change_marked_in_another_part_of_the_turn_makes_its_value_current(
    client: TestClient, bank: str
) -> None:
    _told(
        client,
        bank,
        ("2026-04-06T20:00:00+08:00", "我家狗一般早上七点遛，上班前顺便"),
        ("2026-05-04T20:00:00+08:00", "换班了。中午十二点半请阿姨来遛。以后就这么安排"),
    )
    body = recall(client, bank, "狗一般几点遛？", now="2026-05-20T10:00:00+08:00")
    new, old = _ranked(body, "十二点半", "早上七点")
    assert new == 0 and (old == -1 or old > new)
    assert old == -1 or _flagged(body, "早上七点")


def test_without_a_change_marked_two_times_of_day_both_stay(client: TestClient, bank: str) -> None:
    _told(
        client,
        bank,
        ("2026-04-06T10:00:00+01:00", "I always take the dog out at 7 in the morning, before work"),
        ("2026-05-04T10:00:00+01:00", "the cat gets fed at noon, around 12:30"),
    )
    body = recall(client, bank, "What time does the dog get walked?", top_k=10)
    assert not _flagged(body, "7 in the morning")


def test_a_requests_answer_said_in_the_same_breath_comes_up_above_it(
    client: TestClient, bank: str
) -> None:
    _told(
        client,
        bank,
        (
            "2026-04-06T10:00:00+01:00",
            "can you note my gate code for couriers? 4471, then the hash key",
        ),
        (
            "2026-04-07T10:00:00+01:00",
            "couriers keep leaving parcels at the wrong gate, so annoying",
        ),
        ("2026-04-08T10:00:00+01:00", "the courier today said our gate is hard to find"),
        ("2026-04-09T10:00:00+01:00", "the parcel box is behind the bins by the side gate"),
        ("2026-04-10T10:00:00+01:00", "our gate got repainted green last summer"),
    )
    body = recall(
        client,
        bank,
        "What do couriers need to get through the gate?",
        top_k=3,
        now="2026-05-20T10:00:00+01:00",
    )
    request, answer = _ranked(body, "gate code for couriers", "4471")
    assert answer >= 0 and (request == -1 or answer == request - 1)


def test_a_chinese_requests_answer_said_in_the_same_breath_comes_up_above_it(
    client: TestClient, bank: str
) -> None:
    _told(
        client,
        bank,
        ("2026-04-06T10:00:00+08:00", "帮我记一下快递柜的取件码？是 8823 别忘了"),
        ("2026-04-07T10:00:00+08:00", "快递柜老是满的，烦死了"),
        ("2026-04-08T10:00:00+08:00", "快递小哥说我们小区的快递柜不好找"),
        ("2026-04-09T10:00:00+08:00", "楼下那个快递柜上周刚换了新的"),
        ("2026-04-10T10:00:00+08:00", "快递柜旁边的驿站周日不开门"),
    )
    body = recall(client, bank, "快递柜取件码记得吗？", top_k=3, now="2026-04-12T10:00:00+08:00")
    request, answer = _ranked(body, "取件码？", "8823")
    assert answer >= 0 and (request == -1 or answer < request)


def test_a_state_bounded_in_another_part_of_the_turn_gives_way_when_it_ends(
    client: TestClient, bank: str
) -> None:
    _told(
        client,
        bank,
        ("2026-04-06T10:00:00+01:00", "I work the early shift at the depot, 6am to 2pm"),
        (
            "2026-05-04T10:00:00+01:00",
            "they've put me on nights until May 31. 10pm to 6:30am, so don't expect replies "
            "before lunch",
        ),
    )
    during = recall(client, bank, "What hours am I working?", now="2026-05-20T10:00:00+01:00")
    after = recall(client, bank, "What hours am I working?", now="2026-06-10T10:00:00+01:00")
    assert _ranked(during, "10pm to 6:30am")[0] == 0
    usual, ended = _ranked(after, "6am to 2pm", "10pm to 6:30am")
    assert usual == 0 and (ended == -1 or ended > usual)


def test_a_chinese_state_bounded_in_another_part_of_the_turn_gives_way_when_it_ends(
    client: TestClient, bank: str
) -> None:
    _told(
        client,
        bank,
        ("2026-04-06T10:00:00+08:00", "我平时上白班，早上八点到下午五点"),
        ("2026-05-04T10:00:00+08:00", "这个月临时调去夜班了，到月底。晚上十点到早上六点"),
    )
    after = recall(client, bank, "我现在几点上班？", now="2026-06-10T10:00:00+08:00")
    usual, ended = _ranked(after, "早上八点到下午五点", "晚上十点到早上六点")
    assert usual == 0 and (ended == -1 or ended > usual)
