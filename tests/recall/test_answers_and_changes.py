"""A reply that answers the assistant's question is a memory of its own, and a later change
of mind said "from now on" puts it below, though the two share no word (real Neo4j, English
and Chinese)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, session_items
from tests.encoding.test_bounds import _said
from tests.recall.test_current_facts import _flagged, _ranked


def test_a_change_from_now_on_outranks_the_answer_it_replaces(
    client: TestClient, bank: str
) -> None:
    _said(
        client,
        bank,
        session_items(
            "s1",
            "2026-09-05T15:00:00-04:00",
            ("user", "can you put holds on books for me at the ottawa public library"),
            ("assistant", "Happy to. Any format preference?"),
            ("user", "physical only, paperback or hardcover"),
            ("assistant", "Got it. What's first?"),
            ("user", "the new Emily St. John Mandel"),
        ),
    )
    _said(
        client,
        bank,
        session_items(
            "s2",
            "2026-10-10T19:45:00-04:00",
            ("user", "my brother gave me his old kobo when he upgraded"),
            ("assistant", "Nice hand-me-down!"),
            ("user", "ok im a convert. libby ebooks for everything going forward"),
        ),
    )
    body = recall(
        client,
        bank,
        "Should library holds be paper copies or something else?",
        top_k=10,
        now="2026-10-16T20:00:00-04:00",
    )
    new, old = _ranked(body, "libby ebooks", "physical only")
    assert 0 <= new < old
    assert _flagged(body, "physical only")


def test_a_chinese_change_from_now_on_outranks_the_answer_it_replaces(
    client: TestClient, bank: str
) -> None:
    _said(
        client,
        bank,
        session_items(
            "s1",
            "2026-03-02T20:00:00+08:00",
            ("user", "帮我在图书馆app上预约几本书"),
            ("assistant", "好的，要借纸质书还是电子书？"),
            ("user", "纸质的 精装平装都行"),
            ("assistant", "记下了。先借哪本？"),
            ("user", "刘慈欣的新书"),
        ),
    )
    _said(
        client,
        bank,
        session_items(
            "s2",
            "2026-04-11T21:00:00+08:00",
            ("user", "我姐把她的kindle送我了"),
            ("assistant", "不错呀"),
            ("user", "真香 以后都借电子版吧 睡前看方便"),
        ),
    )
    body = recall(client, bank, "帮我借本书 借哪种的？", top_k=10, now="2026-04-20T20:00:00+08:00")
    new, old = _ranked(body, "电子版", "纸质的")
    assert 0 <= new < old
    assert _flagged(body, "纸质的")


def test_a_standing_instruction_replaced_from_now_on_goes_below(
    client: TestClient, bank: str
) -> None:
    """The old instruction shares the question's words ("i like"); the new one says the
    opposite in its own, from now on, and still goes first."""
    _said(
        client,
        bank,
        session_items(
            "s1",
            "2026-05-04T08:30:00-04:00",
            (
                "user",
                "morning. when you help me with stuff i like really detailed explanations, "
                "all the background and the caveats",
            ),
            ("assistant", "Understood. What can I help with?"),
            ("user", "what's a good budget app"),
        ),
    )
    _said(
        client,
        bank,
        session_items(
            "s2",
            "2026-05-19T12:10:00-04:00",
            ("user", "explain the new parking rules on our street"),
            (
                "assistant",
                "Sure. Since May 1: 1) permits are $60 a year. 2) two-hour limit for "
                "visitors. 3) no parking Tuesdays 8-10am for street cleaning.",
            ),
            ("user", "ugh way too much. from now on just give me the gist, two lines max"),
        ),
    )
    body = recall(
        client, bank, "how do i like answers from you?", top_k=10, now="2026-05-28T09:00:00-04:00"
    )
    new, old = _ranked(body, "the gist", "detailed explanations")
    assert 0 <= new < old
    assert _flagged(body, "detailed explanations")


COME_BACK = [
    (
        (
            "i do the school run every morning, 8:15 out the door",
            "sprained my ankle, sam's doing the school run until friday",
            "ankle's fine, back to normal from monday, mornings are mine again",
        ),
        "who takes the kids to school?",
        "every morning",
        "+11:00",
    ),
    (
        (
            "每天早上都是我送孩子上学 七点五十出门",
            "脚崴了 这周先让孩子他爸送",
            "脚好了 下周一开始恢复正常 早上还是我来",
        ),
        "谁送孩子上学？",
        "七点五十",
        "+08:00",
    ),
    # the return names a value of the usual state (Tuesday): it is that state come back,
    # not a new value of the slot
    (
        (
            "i usually swim laps with dana tuesday and thursday nights, it's my one hobby",
            "pulled a shoulder muscle, just stretching at home for the next two weeks",
            "shoulder's all healed, mornings are mine again from monday and laps with dana "
            "tuesday night",
        ),
        "what do i usually do on tuesday nights?",
        "swim laps with dana tuesday and thursday",
        "-05:00",
    ),
    (
        (
            "我平时每周二周四晚上跟小周游泳",
            "肩膀拉伤了 这两周先在家拉伸",
            "肩膀好了 下周一起恢复正常 周二晚上跟小周游泳",
        ),
        "我周二晚上一般干嘛？",
        "每周二周四晚上跟小周游泳",
        "+08:00",
    ),
]


@pytest.mark.parametrize(("said", "query", "usual", "zone"), COME_BACK)
def test_a_usual_state_come_back_is_not_replaced_by_its_return(
    client: TestClient, bank: str, said: tuple[str, str, str], query: str, usual: str, zone: str
) -> None:
    """ "mornings are mine again", "恢复正常" say the usual state holds once more; they do not
    outdate it, though the question's words are the older's."""
    for n, (day, text) in enumerate(zip(("02", "09", "14"), said, strict=True), start=1):
        _said(client, bank, session_items(f"s{n}", f"2026-03-{day}T20:00:00{zone}", ("user", text)))
    body = recall(client, bank, query, top_k=10, now=f"2026-03-18T07:30:00{zone}")
    (rank,) = _ranked(body, usual)
    assert 0 <= rank < 5
    assert not _flagged(body, usual)


def test_a_chinese_change_from_now_on_with_a_word_in_common_outranks_the_old_liking(
    client: TestClient, bank: str
) -> None:
    """ "以后…" shares "电影" with the old liking and no value: Chinese cosines crowd together,
    but a word in common and a change said to hold from now on say it."""
    _said(
        client,
        bank,
        session_items(
            "s1",
            "2026-02-20T21:00:00+08:00",
            ("user", "周末想看个电影 有啥推荐的"),
            ("assistant", "最近有部悬疑片口碑不错。"),
            ("user", "行 我看电影喜欢坐最后一排 没人踢椅背"),
        ),
    )
    _said(
        client,
        bank,
        session_items(
            "s2",
            "2026-03-06T20:00:00+08:00",
            ("user", "上回坐那么后面 字幕都看不清"),
            ("assistant", "那下次坐近一点。"),
            ("user", "眼镜度数又涨了 以后买电影票都挑第五六排中间的"),
        ),
    )
    body = recall(
        client, bank, "周末跟对象去看电影 帮我选下座位", top_k=10, now="2026-03-14T10:00:00+08:00"
    )
    new, old = _ranked(body, "第五六排", "最后一排")
    assert 0 <= new < old
    assert _flagged(body, "最后一排")
