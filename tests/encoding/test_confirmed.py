"""A user's yes to the assistant's yes-or-no question makes what the question put the user's
own: the reply carries it, so "yep" says what it agreed to (real Neo4j, English and
Chinese)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from service.language.substance import proposition
from service.language.wording import confirms
from tests.conftest import recall, retain_one_by_one


@pytest.mark.parametrize(
    ("question", "put"),
    [
        ("Makes sense. So the 5-year fixed at 4.45%?", "the 5-year fixed at 4.45%"),
        ("Lovely. The walnut desk, then?", "The walnut desk, then"),
        ("How about the 7:40 to Lyon?", "the 7:40 to Lyon"),
        ("Big step! That's Sami, right?", "That's Sami, right"),
        ("哈哈理解，那就订民宿？", "哈哈理解，那就订民宿"),
        ("好的，木桶饭。送到公司前台？", "送到公司前台"),
        # asking whether, or offering: a yes to it is no fact of the user's
        ("Ouch. Did you return the rental?", ""),
        ("Oh no. Are you okay?", ""),
        ("Want me to book it?", ""),
        ("好的。提醒要不要改到晚上六点半？", ""),
        ("G7311，8:30 发车，可以吗？", ""),
        # asking for something, not for a yes
        ("Happy to. Any format preference?", ""),
        ("Window or aisle?", ""),
        ("Which day suits you?", ""),
        ("辣度呢？", ""),
        ("几点出发？", ""),
        ("靠窗还是过道？", ""),
        ("Noted, see you Friday.", ""),  # no question at all
    ],
)
def test_what_a_question_puts_to_the_user(question: str, put: str) -> None:
    assert proposition(question) == put


@pytest.mark.parametrize(
    ("reply", "yes"),
    [
        ("yeah, that one", True),
        ("yep, the velvet one", True),
        ("right, that's the one", True),
        ("对 就这家", True),
        ("嗯 就奶咖", True),
        ("行 就六点半", True),
        ("yep dropped it off at the depot on saturday", False),  # it says its own piece
        ("对 4月30号晚上出发 避开早高峰", False),
        ("yes but not before March", False),  # a yes with a but is no plain yes
        ("nope", False),
        ("right now I'm slammed", False),
        ("对了 明天降温", False),  # "by the way"
        ("好累啊", False),  # "so tired"
    ],
)
def test_a_reply_that_says_yes(reply: str, yes: bool) -> None:
    assert confirms(reply) is yes


def _texts(body: dict) -> list[str]:
    return [m["text"] for m in body["memories"]]


def test_a_yes_to_a_proposed_option_is_the_users_choice(client: TestClient, bank: str) -> None:
    retain_one_by_one(
        client,
        bank,
        "s1",
        "2026-02-10T19:00:00+00:00",
        ("user", "energy contract's up, the comparison site came back with stuff"),
        (
            "assistant",
            "Three worth a look: Octopus 12-month fix at 24.1p, EDF tracker at cap minus 2%, "
            "and British Gas 24-month fix at 25.3p.",
        ),
        ("user", "the tracker scares me, prices jumped twice last winter"),
        ("assistant", "Fair. So the Octopus one-year fix?"),
        ("user", "yep, that's the one"),
        ("user", "sign us up before friday"),
        ("assistant", "On it."),
        ("user", "also the boiler's making that noise again"),
    )
    texts = _texts(recall(client, bank, "which energy deal did we go for?", top_k=10))
    assert any("yep" in t and "Octopus one-year fix" in t for t in texts), texts


def test_a_chinese_yes_to_a_proposal_is_the_users_decision(client: TestClient, bank: str) -> None:
    retain_one_by_one(
        client,
        bank,
        "s1",
        "2026-04-08T21:00:00+08:00",
        ("user", "清明后想带孩子去露营 杭州周边有啥推荐"),
        ("assistant", "可以看看安吉的帐篷客和临安的大明山营地，都能自驾两小时内到。"),
        ("user", "大明山要爬坡 孩子太小了"),
        ("assistant", "明白，那就安吉帐篷客？"),
        ("user", "嗯 就它了"),
        ("assistant", "好的。"),
        ("user", "最近老下雨 烦"),
    )
    texts = _texts(recall(client, bank, "露营最后去哪家？", top_k=5))
    assert any(t.startswith("嗯") and "帐篷客" in t for t in texts), texts


def test_a_bare_yes_to_an_open_question_is_still_no_memory(client: TestClient, bank: str) -> None:
    retain_one_by_one(
        client,
        bank,
        "s1",
        "2026-05-02T20:00:00+08:00",
        ("user", "帮我订周五去成都的高铁"),
        ("assistant", "好的。几点出发？"),
        ("user", "嗯嗯"),
        ("assistant", "Which seat do you like?"),
        ("user", "yep"),
    )
    texts = _texts(recall(client, bank, "高铁几点出发", top_k=10))
    assert not any(t.startswith(("嗯嗯", "yep")) for t in texts), texts


def test_a_yes_that_goes_on_to_change_what_was_put_does_not_carry_it(
    client: TestClient, bank: str
) -> None:
    retain_one_by_one(
        client,
        bank,
        "s1",
        "2026-06-03T18:00:00+08:00",
        ("user", "帮我约一下牙医 洗个牙"),
        ("assistant", "好的，周二下午三点？"),
        ("user", "对 改成周三吧 周二要开会"),
        ("assistant", "Right. Your usual 3pm slot then?"),
        ("user", "yep, make it 4pm, school run"),
    )
    texts = _texts(recall(client, bank, "洗牙约的哪天几点", top_k=10))
    assert not any("→" in t for t in texts), texts
