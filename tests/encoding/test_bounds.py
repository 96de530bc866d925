"""A state bounded by pointing back ("till then", "这期间") ends when the state said a turn or
two before it in its session does, though a chat sends the two turns one at a time; after that
end, recall puts the usual state first again (real Neo4j, English and Chinese)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain, session_items
from tests.recall.test_current_facts import _ranked


def _said(client: TestClient, bank: str, items: list[dict]) -> list[dict]:
    """Each item retained in a request of its own; the memories each created."""
    return [c for item in items for c in retain(client, bank, item)["created"]]


def test_till_then_takes_the_end_said_a_turn_before(client: TestClient, bank: str) -> None:
    _said(
        client,
        bank,
        session_items(
            "s1",
            "2026-02-01T18:00:00+00:00",
            ("user", "can you keep my delivery address? 12 Park Lane, Leeds LS6"),
        ),
    )
    created = _said(
        client,
        bank,
        session_items(
            "s2",
            "2026-03-02T19:00:00+00:00",
            ("user", "I'm staying at my mum's in York until March 20th while she recovers"),
            ("assistant", "Of course. Anything I should change while you're there?"),
            ("user", "forward my parcels to her house till then, 7 Elm Road"),
        ),
    )
    elm = next(c for c in created if "7 Elm Road" in c["text"])
    stay = next(c for c in created if "until March 20th" in c["text"])
    assert stay["valid_until"] and elm["valid_until"] == stay["valid_until"]
    body = recall(
        client, bank, "Where should my parcels be delivered?", top_k=10, now="2026-04-02T09:00:00Z"
    )
    usual, ended = _ranked(body, "12 Park Lane", "7 Elm Road")
    assert 0 <= usual < ended


def test_chinese_zhe_qijian_takes_the_end_said_a_turn_before(client: TestClient, bank: str) -> None:
    _said(
        client,
        bank,
        session_items(
            "s1", "2026-05-02T20:00:00+08:00", ("user", "快递一般放小区门口的丰巢柜就行")
        ),
    )
    created = _said(
        client,
        bank,
        session_items(
            "s2",
            "2026-06-01T10:00:00+08:00",
            ("user", "我去苏州培训，住在园区那边，到15号"),
            ("assistant", "好的，需要我帮你改什么吗？"),
            ("user", "这期间快递都寄到培训中心前台，我自己去拿"),
        ),
    )
    front = next(c for c in created if "培训中心前台" in c["text"])
    stay = next(c for c in created if "到15号" in c["text"])
    assert stay["valid_until"] and front["valid_until"] == stay["valid_until"]
    body = recall(client, bank, "快递放哪里？", top_k=10, now="2026-06-25T09:00:00+08:00")
    usual, ended = _ranked(body, "丰巢柜", "培训中心前台")
    assert 0 <= usual < ended


def test_till_then_with_nothing_bounded_before_keeps_no_bound(
    client: TestClient, bank: str
) -> None:
    created = _said(
        client,
        bank,
        session_items(
            "s1",
            "2026-03-02T19:00:00+00:00",
            ("user", "my sister's visiting for a bit"),
            ("assistant", "Lovely! Anything to plan?"),
            ("user", "forward my parcels to her house till then, 7 Elm Road"),
        ),
    )
    elm = next(c for c in created if "7 Elm Road" in c["text"])
    assert elm["valid_until"] is None


def test_a_standing_request_till_then_ends_with_the_state_before_it(
    client: TestClient, bank: str
) -> None:
    """ "send whatever I order to the hotel till then" asks for something to hold a while, not
    a thing to do once: it ends with the stay said a turn before, and the usual address is
    first again after it."""
    _said(
        client,
        bank,
        session_items(
            "s1",
            "2026-02-01T18:00:00+00:00",
            ("user", "my delivery address is 12 Park Lane, Leeds LS6"),
        ),
    )
    created = _said(
        client,
        bank,
        session_items(
            "s2",
            "2026-03-09T08:00:00+00:00",
            ("user", "I'm at the Hilton in Bristol for a training course until March 20th"),
            ("assistant", "Noted! Anything you need while you're there?"),
            ("user", "send whatever I order to the hotel till then, Room 412"),
        ),
    )
    hotel = next(c for c in created if "Room 412" in c["text"])
    stay = next(c for c in created if "until March 20th" in c["text"])
    assert stay["valid_until"] and hotel["valid_until"] == stay["valid_until"]
    question = "Where should my orders be delivered?"
    during = recall(client, bank, question, top_k=10, now="2026-03-12T09:00:00Z")
    assert _ranked(during, "Room 412")[0] == 0  # while it lasts it is what holds
    after = recall(client, bank, question, top_k=10, now="2026-04-02T09:00:00Z")
    usual, ended = _ranked(after, "12 Park Lane", "Room 412")
    assert usual == 0 and (ended == -1 or ended > usual)  # an expired request may be gone


def test_meanwhile_and_while_theyre_here_take_the_end_said_before(
    client: TestClient, bank: str
) -> None:
    _said(
        client,
        bank,
        session_items(
            "s1",
            "2026-09-14T10:15:00+05:30",
            ("user", "new team, new routine. daily standup 9:30 in the Banyan room, 4th floor"),
        ),
    )
    created = _said(
        client,
        bank,
        session_items(
            "s2",
            "2026-09-21T19:40:00+05:30",
            ("user", "they're redoing the whole 4th floor, we're wfh until oct 9"),
            ("user", "standup's on zoom meanwhile, 10am bc half the team is in pune"),
            ("user", "my in-laws fly in tomorrow, staying with us till the 30th"),
            ("user", "book the big table at Toit for dinners while they're here"),
        ),
    )
    wfh = next(c for c in created if "until oct 9" in c["text"])
    zoom = next(c for c in created if "on zoom" in c["text"])
    stay = next(c for c in created if "till the 30th" in c["text"])
    table = next(c for c in created if "big table" in c["text"])
    assert wfh["valid_until"] and zoom["valid_until"] == wfh["valid_until"]
    assert stay["valid_until"] and table["valid_until"] == stay["valid_until"]
    body = recall(
        client, bank, "Where's standup tomorrow morning?", top_k=10, now="2026-10-14T18:00:00+05:30"
    )
    usual, ended = _ranked(body, "Banyan", "on zoom")
    assert 0 <= usual < ended


def test_chinese_during_the_trip_takes_the_end_of_the_trip_said_before(
    client: TestClient, bank: str
) -> None:
    _said(
        client,
        bank,
        session_items("s1", "2026-10-08T19:00:00+08:00", ("user", "保洁阿姨每周三下午来 一次150")),
    )
    created = _said(
        client,
        bank,
        session_items(
            "s2",
            "2026-10-18T21:00:00+08:00",
            ("user", "下周一到周五去西安出差"),
            ("assistant", "好的，家里要安排什么吗？"),
            ("user", "出差期间保洁先停了吧 家里没人"),
        ),
    )
    trip = next(c for c in created if "西安出差" in c["text"])
    pause = next(c for c in created if "保洁先停" in c["text"])
    assert trip["valid_until"] and pause["valid_until"] == trip["valid_until"]
    body = recall(client, bank, "保洁阿姨这周三来吗", top_k=10, now="2026-11-03T20:00:00+08:00")
    usual, ended = _ranked(body, "每周三下午", "保洁先停")
    assert 0 <= usual < ended


@pytest.mark.parametrize(
    ("start", "turns", "bound", "state"),
    [
        (
            "2026-06-03T21:00:00+02:00",
            (
                "my brother lands friday",
                "staying ten days, his first time in Lisbon",
                "we'll eat at 8:30 while he's here, he keeps late hours",
            ),
            "ten days",
            "8:30",
        ),
        (
            "2026-04-20T20:00:00+08:00",
            ("厨房要重新装修 师傅说到六月中", "这段时间我们先在外面吃 晚饭都点外卖"),
            "六月中",
            "外卖",
        ),
    ],
)
def test_a_state_for_the_while_takes_the_end_of_a_stay_said_another_way(
    client: TestClient, bank: str, start: str, turns: tuple[str, ...], bound: str, state: str
) -> None:
    """ "staying ten days" (no "for") and "到六月中" (mid-June) bound a stay; "while he's here"
    and "这段时间" end with it."""
    created = _said(client, bank, session_items("s1", start, *(("user", t) for t in turns)))
    stay = next(c for c in created if bound in c["text"])
    held = next(c for c in created if state in c["text"])
    assert stay["valid_until"] and held["valid_until"] == stay["valid_until"]


@pytest.mark.parametrize(
    ("usual", "bounded", "over", "query", "usual_phrase", "bounded_phrase"),
    [
        (
            "i walk rufus every morning before work, it's my favourite bit of the day",
            "my sister's doing the dog walks until my ankle heals, bless her",
            "ANKLE IS HEALED 🎉 physio signed me off today",
            "who walks rufus in the mornings?",
            "i walk rufus",
            "my sister's doing the dog walks",
        ),
        (
            "我平时都是自己开车送孩子上学 七点半出门",
            "等脚上的石膏拆了再说 这阵子先让孩子他爸送",
            "石膏今天拆了 舒服",
            "明天谁送孩子上学",
            "自己开车送孩子",
            "孩子他爸送",
        ),
        # the event named in one part of the turn, the state in another: it ends too, read
        # with its turn
        (
            "i usually cycle to work along the canal, 20 mins",
            "my brother's staying with us while his flat gets rewired, so i'm driving him in "
            "every morning",
            "his flat's finally done, he moved back out on sunday",
            "how do i get to work?",
            "cycle to work",
            "driving him in",
        ),
        (
            "我平时下班就直接回家 路上顺便买菜",
            "我爸住院期间 我每天下班先去医院陪床 十点再回家",
            "我爸今天出院了 医生说恢复得不错",
            "我下班一般去哪",
            "直接回家",
            "陪床",
        ),
    ],
)
def test_a_state_bounded_by_an_event_ends_when_the_user_says_it_is_over(
    client: TestClient,
    bank: str,
    usual: str,
    bounded: str,
    over: str,
    query: str,
    usual_phrase: str,
    bounded_phrase: str,
) -> None:
    _said(client, bank, session_items("s1", "2026-03-02T08:00:00+00:00", ("user", usual)))
    _said(client, bank, session_items("s2", "2026-03-09T08:00:00+00:00", ("user", bounded)))
    before = recall(client, bank, query, top_k=10, now="2026-03-20T09:00:00Z")
    still, _ = _ranked(before, bounded_phrase, usual_phrase)
    assert still >= 0
    _said(client, bank, session_items("s3", "2026-04-06T18:00:00+00:00", ("user", over)))
    after = recall(client, bank, query, top_k=10, now="2026-04-08T09:00:00Z")
    usual_at, ended_at = _ranked(after, usual_phrase, bounded_phrase)
    assert 0 <= usual_at < ended_at or (usual_at >= 0 and ended_at < 0)
    ended = (
        next(m for m in after["memories"] if bounded_phrase in m["text"]) if ended_at >= 0 else None
    )
    assert ended is None or ended["scores"].get("possibly_outdated") == 1.0


@pytest.mark.parametrize(
    ("usual", "temporary", "over", "query", "usual_phrase", "temporary_phrase", "zone"),
    [
        (
            "parcels always go to the office, reception signs for them",
            "the office is being refitted this month, reception won't take parcels, send them "
            "home instead",
            "office refit is done, we moved back in today",
            "order me a new phone case, where should it be delivered?",
            "go to the office",
            "send them home",
            "+01:00",
        ),
        (
            "快递一般都寄公司 前台代收",
            "公司这个月在装修 前台不收快递了 先寄家里吧",
            "公司装修完了 今天搬回去了",
            "帮我买个东西 寄哪",
            "寄公司",
            "先寄家里",
            "+08:00",
        ),
    ],
)
def test_a_state_for_a_while_retires_nothing_and_the_usual_one_holds_again(
    client: TestClient,
    bank: str,
    usual: str,
    temporary: str,
    over: str,
    query: str,
    usual_phrase: str,
    temporary_phrase: str,
    zone: str,
) -> None:
    """ "send them home this month" changes where parcels go only for a while: retain keeps the
    usual address active, and once the month is over it comes first again."""
    _said(client, bank, session_items("s1", f"2026-03-02T09:00:00{zone}", ("user", usual)))
    told = retain(
        client, bank, *session_items("s2", f"2026-03-09T09:00:00{zone}", ("user", temporary))
    )
    assert not told["superseded"]
    _said(client, bank, session_items("s3", f"2026-04-08T09:00:00{zone}", ("user", over)))
    body = recall(client, bank, query, top_k=5, now=f"2026-04-10T10:00:00{zone}")
    usual_at, temporary_at = _ranked(body, usual_phrase, temporary_phrase)
    assert usual_at >= 0 and (temporary_at < 0 or usual_at < temporary_at)
