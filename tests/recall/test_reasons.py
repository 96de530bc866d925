"""Which questions ask for a reason: "why…", "how come…", "为什么…", and a change asked after
with 怎么 ("婚礼怎么推到明年去了", "怎么突然退了"), not a way to do something ("怎么去机场",
"怎么订") nor how something is ("怎么样"); and such a question finds the reason said the
turn before (real Neo4j for the last)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from service.recall.reasons import (
    asks_why,
    changes_beside,
    place_reasons,
    says_a_change,
    to_explain,
)
from tests.conftest import recall, retain, session_items


@pytest.mark.parametrize(
    ("query", "why"),
    [
        ("婚礼怎么推到明年去了", True),
        ("健身卡怎么突然退了？", True),
        ("他怎么又换工作了", True),
        ("年会怎么改到线上了？", True),
        ("how come the party got moved?", True),
        ("remind me what pushed us to drop the gym membership?", True),
        ("what convinced you to sell the car", True),
        ("why'd we leave the book club", True),
        ("what did the plumber push for", False),
        ("为啥不续外教课了", True),
        ("去机场怎么走？", False),
        ("这个怎么订比较便宜", False),
        ("新家装修得怎么样了？", False),
        ("快递到了怎么办", False),
        ("怎么把照片传到电脑上", False),
        ("When did the party get moved?", False),
        # 怎么 before a no ("why not"), or before how it ended up: a reason asked for
        ("老王怎么没来参加婚礼", True),
        ("你怎么不早说", True),
        ("方案怎么最后没选A", True),
        ("他后来怎么还是辞职了", True),
        ("这个菜怎么做才不糊", False),
        ("不知道怎么回复他", False),
    ],
)
def test_a_change_asked_after_with_zenme_asks_why(query: str, why: bool) -> None:
    assert asks_why(query) is why


REASONS = [
    (
        (
            ("user", "老板说今年预算砍了一半 酒店都订不起了"),
            ("assistant", "那年会还办吗？"),
            ("user", "年会改到线上开了 各部门自己组织聚餐"),
            ("user", "明天早上八点叫我起床"),
        ),
        "年会怎么改到线上了？",
        "预算",
        "+08:00",
    ),
    (
        (
            ("user", "im so mad. $35 overdraft fee bc i was 60 cents short for like an hour"),
            ("assistant", "That's infuriating. They'll often waive a first one if you call."),
            ("user", "called, they said no. opening an account at the credit union instead"),
        ),
        "Why am I opening an account at the credit union?",
        "60 cents",
        "-07:00",
    ),
    (
        (
            ("user", "气死了 物业费一下涨到每平米6块 也不提前通知"),
            ("assistant", "涨这么多？问过物业原因了吗？"),
            ("user", "问了 说是政策 我准备搬出去租房了"),
        ),
        "我为什么要搬出去租房？",
        "6块",
        "+08:00",
    ),
    # the first reason said two of the user's turns before the change, the assistant's
    # replies between; a later line that says "now" shares the question's words
    (
        (
            (
                "user",
                "so annoyed. took biscuit to paws & co for a limp, they did bloods AND "
                "x-rays, $640, turned out to be a splinter",
            ),
            ("assistant", "That does sound like a lot of testing for a limp."),
            ("user", "and the front desk guy rolled his eyes when i asked about the bill"),
            ("assistant", "Not great."),
            ("user", "not going back there, from now on it's the little vet on elm street"),
            ("assistant", "Noted: Elm Street vet from now on."),
            ("user", "biscuit's fine now, back to stealing socks"),
        ),
        "why don't i take biscuit to the old vet anymore?",
        "x-rays",
        "-05:00",
    ),
    (
        (
            ("user", "气死我了 团团拉肚子去了宠爱 又是验血又是B超 花了一千八 最后就是着凉了"),
            ("assistant", "确实检查得有点多。"),
            ("user", "而且收银的态度特别差 问一句就翻白眼"),
            ("assistant", "体验确实不好。"),
            ("user", "以后不去那了 楼下新开了家诊所 邻居说挺实在"),
            ("assistant", "好的，记下了。"),
            ("user", "团团现在好了 又开始满屋跑"),
        ),
        "我为啥不带团团去以前那家医院了",
        "B超",
        "+08:00",
    ),
]


@pytest.mark.parametrize(("turns", "query", "reason", "zone"), REASONS)
def test_a_why_question_finds_the_reason_said_the_turn_before(
    client: TestClient, bank: str, turns: tuple, query: str, reason: str, zone: str
) -> None:
    """A change asked after with 怎么 finds its reason; and "im so mad. $35 overdraft fee bc i
    was 60 cents short", kept in two parts, gives the part that says the cause, not only the
    part the turn opens with."""
    retain(client, bank, *session_items("s1", f"2026-05-19T22:10:00{zone}", *turns))
    body = recall(client, bank, query, top_k=4)
    assert any(reason in m["text"] for m in body["memories"])


def test_reasons_that_say_a_cause_come_first() -> None:
    rows = [{"id": "m", "score": 1.0, "text": "opening an account at the credit union"}]
    reasons = [
        {"source_id": "m", "id": "a", "text": "im so mad"},
        {"source_id": "m", "id": "b", "text": "$35 overdraft fee bc i was 60 cents short"},
    ]
    placed = place_reasons(rows, reasons, top_k=2)
    assert [r["id"] for r in placed] == ["m", "b"]


def _row(k: int, text: str, kind: str = "fact") -> dict:
    return {"id": f"m{k}", "score": 1.0 - k / 20, "text": text, "kind": kind}


def test_a_question_is_never_explained_and_a_change_said_lower_down_is() -> None:
    rows = [_row(0, "Want me to block 5pm as a hard stop?")]
    rows += [_row(k, f"small talk {k}") for k in range(1, 7)]
    rows += [_row(7, "so i'm getting the 7:34 from now on, got a seat today")]
    ids = to_explain(rows)
    assert "m0" not in ids and ids[0] == "m7" and len(ids) == 5


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ("so i'm getting the 7:34 from now on", "the 8:12 has been rammed every single day"),
        ("以后都坐早一班的地铁了", "八点那班每天都挤得喘不过气"),
    ],
)
def test_the_change_asked_about_comes_up_with_its_reason(change: str, reason: str) -> None:
    """Said below the top, the change a why-question asks about and its reason go just after
    the best match, not out of sight."""
    rows = [_row(k, f"chat {k}") for k in range(6)] + [_row(6, change)]
    reasons = [{"source_id": "m6", "id": "r", "text": reason}]
    placed = place_reasons(rows, reasons, top_k=5)
    assert [r["id"] for r in placed[:3]] == ["m0", "m6", "r"]
    assert placed[1]["score"] < placed[0]["score"]


@pytest.mark.parametrize(
    ("now_only", "change"),
    [
        (
            "she's better now, back to wrecking the sofa",
            "not going back there, from now on it's the new vet",
        ),
        ("团子现在好了 又开始拆家", "以后不去那了 小区门口新开了家宠物诊所"),
    ],
)
def test_a_change_said_to_hold_from_now_on_is_explained_before_one_that_only_says_now(
    now_only: str, change: str
) -> None:
    """Both are explained; the one that says what holds from now on is what a why-question
    asks about, and it goes up with its reason, not the line that merely says "now"."""
    rows = [_row(0, "chat 0"), _row(1, now_only)]
    rows += [_row(k, f"chat {k}") for k in range(2, 6)] + [_row(6, change)]
    reasons = [
        {"source_id": "m1", "id": "r1", "text": "chat before"},
        {"source_id": "m6", "id": "r6", "text": "the reception was rude"},
    ]
    placed = place_reasons(rows, reasons, top_k=5)
    assert [r["id"] for r in placed[:3]] == ["m0", "m6", "r6"]


def test_a_change_read_only_as_a_reason_is_explained_in_turn() -> None:
    rows = [_row(0, "the vet gave her a bag of treats"), _row(1, "she's better, wrecking the sofa")]
    reasons = [
        {
            "source_id": "m1",
            "id": "c",
            "text": "from now on we go to the new clinic",
            "kind": "fact",
        },
        {"source_id": "m1", "id": "x", "text": "she hid under the bed", "kind": "fact"},
    ]
    assert [r["id"] for r in changes_beside(rows, reasons)] == ["c"]
    rows.append(_row(2, "we're switching vets from now on"))
    assert changes_beside(rows, reasons) == []


@pytest.mark.parametrize(
    ("topic", "neighbours", "change", "reason"),
    [
        (
            "zosia starts swim lessons saturday mornings at the pool, 9am",
            ("three contractors coming this week", "we're getting quotes for the kitchen"),
            "yeah so swim is tuesday evenings now, 6pm",
            "her football league just put all their games on saturday mornings",
        ),
        (
            "周六上午给儿子报了个游泳班 九点开始",
            ("厨房装修来了三家报价", "下周要去看瓷砖"),
            "游泳课以后改到周二晚上了",
            "足球队的比赛全排在周六上午",
        ),
    ],
)
def test_the_neighbours_of_a_match_that_changes_nothing_are_no_reasons_beside_a_change(
    topic: str, neighbours: tuple[str, str], change: str, reason: str
) -> None:
    """A why-question asks about a change: when one of the explained matches says one, the
    lines said around a match that changes nothing (the best match, sharing the question's
    words) are not placed as its reasons, and the change's reason stays in sight."""
    rows = [_row(0, topic), _row(1, "chat 1"), _row(2, change)]
    reasons = [
        {"source_id": "m0", "id": "n1", "text": neighbours[0]},
        {"source_id": "m0", "id": "n2", "text": neighbours[1]},
        {"source_id": "m2", "id": "r", "text": reason},
    ]
    placed = place_reasons(rows, reasons, top_k=4)
    assert [r["id"] for r in placed] == ["m0", "m2", "r", "m1"]


def test_without_a_change_the_best_match_keeps_its_neighbours_as_reasons() -> None:
    rows = [_row(0, "we skipped the book club last night"), _row(1, "chat 1")]
    reasons = [{"source_id": "m0", "id": "r", "text": "the host cancelled at the last minute"}]
    placed = place_reasons(rows, reasons, top_k=3)
    assert [r["id"] for r in placed] == ["m0", "r", "m1"]


@pytest.mark.parametrize(
    ("text", "change"),
    [
        ("ok done, we moved portugal to sept 21 - oct 1", True),
        ("we pushed the kitchen back to next spring", True),
        ("the dentist got rescheduled for the 14th", True),
        ("they postponed the launch", True),
        ("婚礼推到明年五月了", True),
        ("体检挪到下周三了", True),
        ("发布会延期到月底", True),
        ("年会改期了", True),
        ("we moved the couch yesterday", False),
        ("she pushed me to apply", False),
        ("周末去公园推婴儿车", False),
        ("老板说这周五发工资", False),
    ],
)
def test_a_date_moved_is_a_change_a_why_question_asks_about(text: str, change: bool) -> None:
    assert says_a_change({"text": text, "kind": "fact"}) is change


@pytest.mark.parametrize(
    ("change", "reasons"),
    [
        (
            "yeah. so i emailed the organisers and moved my bib to the 21k",
            ("achilles tendinopathy", "no runs over 15k for 6 weeks, then we see"),
        ),
        ("所以跟组委会说了 报名改成半程了", ("跟腱炎 医生说六周内别跑超过15公里", "先养着吧")),
    ],
)
def test_the_first_change_goes_just_after_the_best_match_with_its_reasons(
    change: str, reasons: tuple[str, str]
) -> None:
    """Within the top too: a change fourth, with its reasons after it, would leave them out."""
    rows = [_row(0, "signed up for the rio marathon"), _row(1, "june 21"), _row(2, "chat 2")]
    rows += [_row(3, change), _row(4, "chat 4")]
    found = [{"source_id": "m3", "id": f"r{k}", "text": t} for k, t in enumerate(reasons)]
    placed = place_reasons(rows, found, top_k=5)
    assert [r["id"] for r in placed] == ["m0", "m3", "r0", "r1", "m1"]


@pytest.mark.parametrize(
    ("query", "best", "other_change", "reason"),
    [
        (
            "数学课怎么挪到周六去了",
            "数学就放周六下午两点 刘老师那正好有空",
            "唉 优学堂那边一学期给换了三个老师",
            "还有个事 体育中考要考游泳 周日上午给她报了游泳课",
        ),
        (
            "why is piano on wednesdays now?",
            "piano goes to wednesday at 5, ms. lee had a gap",
            "we switched to the yamaha keyboard last month",
            "her thursday slot clashes with swim team",
        ),
    ],
)
def test_the_match_that_holds_the_value_the_question_names_is_the_change_asked_about(
    query: str, best: str, other_change: str, reason: str
) -> None:
    """ "数学课怎么挪到周六去了" names the new state: the best match that holds 周六 is the
    change asked about though it says no change in words, and keeps its reason."""
    rows = [_row(0, best), _row(1, "chat 1"), _row(2, other_change)]
    reasons = [
        {"source_id": "m0", "id": "r", "text": reason},
        {"source_id": "m2", "id": "x", "text": "孩子说刚适应又换人"},
    ]
    assert to_explain(rows, query)[0] == "m0"
    placed = place_reasons(rows, reasons, top_k=3, query=query)
    assert [r["id"] for r in placed] == ["m0", "r", "m1"]


EARLIER = [
    (
        (
            (
                "user",
                "the commute is killing me since they shut the branch line, 90 minutes each "
                "way now",
            ),
            ("assistant", "That's brutal. Have you looked at other ways in?"),
            ("user", "not yet. what's a good podcast for a long train ride"),
            ("assistant", "Try 'The Rest Is History'."),
        ),
        (
            ("user", "bought a folding bike today, 18 gears, the shop threw in a helmet"),
            ("assistant", "Nice! Planning to ride all the way in?"),
            ("user", "yep, riding to work from monday. mon to thu, friday i wfh"),
            ("assistant", "Great plan, ease into it."),
            ("user", "also need a birthday present for my niece, she's 7"),
            ("assistant", "A science kit or a graphic novel series is usually a hit at 7."),
        ),
        "what made me start cycling to work?",
        "branch line",
        "+01:00",
    ),
    (
        (
            ("user", "因为楼上在装修 白天电钻响个不停 在家根本没法写稿子"),
            ("assistant", "太影响了，要不要找个安静点的地方？"),
            ("user", "再说吧 晚上吃什么好 想吃点辣的"),
            ("assistant", "水煮鱼或者毛血旺怎么样？"),
        ),
        (
            ("user", "办了张市图书馆的卡 三楼自习区有插座"),
            ("assistant", "那边环境确实不错。"),
            ("user", "以后工作日白天都去那边写 周末在家"),
            ("assistant", "好的，工作日图书馆，周末在家。"),
            ("user", "对了 下周三我妈生日 提醒我订蛋糕"),
            ("assistant", "好的，下周二提醒你订蛋糕。"),
        ),
        "我为啥开始去图书馆写稿子了",
        "电钻",
        "+08:00",
    ),
]


@pytest.mark.parametrize(("before", "after", "query", "reason", "zone"), EARLIER)
def test_a_reason_told_in_an_earlier_session_comes_with_the_change(
    client: TestClient, bank: str, before: tuple, after: tuple, query: str, reason: str, zone: str
) -> None:
    """The user's line that says a cause ("since…", "因为…"), told a week or two before the
    change in another session, is read as its reason, though the lines said around the change
    are nearer to it."""
    retain(client, bank, *session_items("s1", f"2026-05-04T20:00:00{zone}", *before))
    retain(client, bank, *session_items("s2", f"2026-05-16T19:00:00{zone}", *after))
    body = recall(client, bank, query, top_k=5, now=f"2026-06-20T09:00:00{zone}")
    assert any(reason in m["text"] for m in body["memories"])
