"""A change said in one clause with a story told beside it ("quiet coach seat all the way
now, a stag party sat round my table on friday and sang for two hours"): the story makes the
whole line a poor answer to "which seat should you book me?", but the clause that says the
change names what the older liking is about ("seat"), so the newer comes first and the older
is marked ``possibly_outdated``. A line that says "now" of another thing that shares the
word ("baby's car seat is the rear-facing one now") outdates nothing (real Neo4j)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.conftest import recall, retain_one_by_one
from tests.recall.test_current_facts import _ranked

ZONE = "+01:00"


def _told(client: TestClient, bank: str, first: tuple, then: tuple) -> None:
    retain_one_by_one(client, bank, "s1", "2026-04-02T12:30:00" + ZONE, *first)
    retain_one_by_one(client, bank, "s2", "2026-05-20T19:00:00" + ZONE, *then)


def test_a_change_told_with_a_story_outdates_the_older_liking(
    client: TestClient, bank: str
) -> None:
    _told(
        client,
        bank,
        (
            ("user", "for trains i always book a forward-facing table seat, i get sick otherwise"),
            ("assistant", "Noted: forward-facing table seats on trains."),
        ),
        (
            ("user", "quiet coach seat all the way now, a stag party sat round my table on "
                     "friday and sang for two hours"),
            ("assistant", "Oof. Quiet coach it is."),
        ),
    )  # fmt: skip
    body = recall(client, bank, "which seat should you book me on the train to york?",
                  now="2026-06-10T18:05:00" + ZONE)  # fmt: skip
    new, old = _ranked(body, "quiet coach seat", "forward-facing table seat")
    assert new != -1
    assert old == -1 or new < old
    assert old == -1 or body["memories"][old]["scores"].get("possibly_outdated")


def test_now_said_of_another_thing_outdates_nothing(client: TestClient, bank: str) -> None:
    _told(
        client,
        bank,
        (
            ("user", "booking the rome trip. window seat on the flight pls, i like to sleep "
                     "against the wall"),
            ("assistant", "Noted: a window seat."),
        ),
        (
            ("user", "baby's car seat is the rear-facing one now, the old one cracked in the "
                     "boot"),
            ("assistant", "Good call replacing it."),
        ),
    )  # fmt: skip
    body = recall(client, bank, "where do i like to sit on planes?",
                  now="2026-06-10T18:05:00" + ZONE)  # fmt: skip
    (window,) = _ranked(body, "window seat on the flight")
    assert window == 0
    assert not body["memories"][window]["scores"].get("possibly_outdated")


def test_a_chinese_change_told_with_a_story_outdates_the_older_liking(
    client: TestClient, bank: str
) -> None:
    """Chinese reads a change with its story by the change said ("以后都买靠过道的了"), whose
    clause the rule above needs no help to find."""
    zone = "+08:00"
    retain_one_by_one(
        client,
        bank,
        "s1",
        "2026-04-02T12:30:00" + zone,
        ("user", "坐高铁我一般选靠窗的 能看风景"),
        ("assistant", "记下了：高铁座位优先靠窗。"),
    )
    retain_one_by_one(
        client,
        bank,
        "s2",
        "2026-05-20T19:00:00" + zone,
        ("user", "以后都买靠过道的了 上次坐靠窗 旁边大哥睡得打呼 我想上厕所都出不去 憋了一路"),
        ("assistant", "太难受了，以后选过道。"),
    )
    body = recall(
        client, bank, "帮我买下周去杭州的高铁票 座位怎么选", now="2026-06-10T18:05:00" + zone
    )
    new, old = _ranked(body, "以后都买靠过道的了", "选靠窗的")
    assert new == 0
    assert old == -1 or body["memories"][old]["scores"].get("possibly_outdated")
