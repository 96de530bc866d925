"""A question that asks for a time, a quantity, a place or a way to reach someone ranks the
memories that hold one higher."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from service.recall.shape import (
    BESIDE,
    CONTACT,
    DOSE,
    NUDGE,
    PLACE,
    QUANTITY,
    SPAN,
    TIME,
    asks_for,
    by_shape,
    holds,
)
from tests.conftest import recall, retain


@pytest.mark.parametrize(
    ("query", "shape"),
    [
        ("When am I meeting my accountant?", TIME),
        ("what time does the vet open on saturdays", TIME),
        ("Which day is bin collection again?", TIME),
        ("which night is my reformer class this week, and where do i go?", TIME),
        ("what night is trivia at the pub now?", TIME),
        ("what morning routine should i try?", None),
        ("how long is the warranty on the dishwasher?", SPAN),
        ("装修合同上写的工期要多久", SPAN),
        ("How much is the storage place charging me a month now?", QUANTITY),
        ("how many people are coming to the barbecue", QUANTITY),
        ("我看牙是什么时候？", TIME),
        ("周会改到星期几了", TIME),
        ("保洁阿姨几点到", TIME),
        ("建行那张卡几号还款？", TIME),
        ("那辆车最后卖了多少钱", QUANTITY),
        ("这次团建一共去几个人", QUANTITY),
        ("那现在二甲双胍一次吃几片？", QUANTITY),
        ("Where did I park?", PLACE),
        ("what's the address of the ortho we picked?", PLACE),
        ("putting stamps on the cards for mom and dad, where do they each live again?", PLACE),
        ("我新租的房子是哪个小区来着", PLACE),
        ("快递寄到哪儿？地址发我一下", PLACE),
        ("Who is the new physio?", None),
        ("why did we drop the second flat", None),
        ("Where and when is the party?", TIME),  # where, and a narrower when
        ("为什么不去杭州了", None),
        ("When and how much do I pay the landlord?", None),  # both: neither in particular
        ("can u get me the number for the guy who fixed the boiler?", CONTACT),
        ("my sister's piano teacher, can you send me her number?", CONTACT),
        ("what's the landlord's number again", CONTACT),
        ("what's the vet's phone", CONTACT),
        ("what's the number of people coming", None),  # a count, asked without "how many"
        ("What's my claim number?", None),  # an id of mine, not a way to reach anyone
        ("那个开锁师傅电话多少", CONTACT),  # a number to call, not a count
        ("把物业的手机号发我一下", CONTACT),
        ("装修队的联系方式你还记得吗", CONTACT),
        ("老打电话催我保养那个人 报的价是多少", QUANTITY),  # a call, not a number asked for
        ("快递单号码是多少", QUANTITY),
        ("I dropped my phone, how much is the screen repair?", QUANTITY),
        # medicines asked for: what is taken, and how much of it
        ("I'm filling in a form at the new clinic. What medications am I on?", DOSE),
        ("List the pets' medications and doses for the sitter", DOSE),
        ("两只猫现在分别吃什么药", DOSE),
        ("我妈现在降压药怎么吃来着", DOSE),
        ("how much prednisolone is Luna on?", QUANTITY),  # how much: a quantity
        ("when do I take my meds?", TIME),
        ("the pharmacy on kimathi st, where is it?", PLACE),
    ],
)
def test_what_a_question_asks_for(query: str, shape: str | None) -> None:
    assert asks_for(query) == shape


@pytest.mark.parametrize(
    ("text", "shape", "held"),
    [
        ("can we do the 14th at 10 instead", TIME, True),
        ("mum does the pickups most days, she grabs him at 5 on her way back", TIME, True),
        ("he could read at 5 years old", TIME, False),
        ("she had to move us, thursday at 8:15 now", TIME, True),
        ("finally hired an accountant for my freelance mess", TIME, False),
        ("$650 flat bc of the 3 states i worked in last year", QUANTITY, True),
        ("she wants all my 1099s and my mileage log", QUANTITY, True),
        ("the clinic parking is a nightmare", QUANTITY, False),
        ("他那边临时有手术，改到下周四上午十点了", TIME, True),
        ("建行那张每月22号还", TIME, True),
        ("一片半 还是早晚", QUANTITY, True),
        ("口腔医院那边停车太难了", TIME, False),
        ("小吴表哥那边最后9万1收的", QUANTITY, True),
        ("过户他们全包", QUANTITY, False),
        ("Okay, a weekly order for two, lots of veg", QUANTITY, True),
        ("这次团建去了六个人", QUANTITY, True),
        ("第一次去那家店就办了卡", QUANTITY, False),  # an order, not a count
        ("上一次去还是春节", QUANTITY, False),
        ("押一付三，一次性交清", QUANTITY, False),
        ("my knee has been clicking lately", QUANTITY, False),
        ("they only want a 6 month tenancy this time", SPAN, True),
        ("医生说先吃三天 好了就停", SPAN, True),
        ("they only want a 6 month tenancy this time", TIME, False),  # not a "when"
        ("3月份去的", SPAN, True),  # a time answers "how long" too ("till March")
        ("the landlord is selling up", SPAN, False),
        ("yes pls. 14 Orchard Lane, Guelph ON N1H 3K2", PLACE, True),
        ("unit 302, 88 King St W, Kitchener", PLACE, True),
        ("smile studio on 5th ave", PLACE, True),
        ("new flat is 7 brunswick rd, the one above the bakery", PLACE, True),
        ("寄到朝阳区望京西路48号院3号楼", PLACE, True),
        ("我们搬到和睦新村了", PLACE, True),
        ("rent is 1850 a month, due on the 1st", PLACE, False),
        ("she has 2 more sessions with the physio", PLACE, False),
        ("周三下午3点开会", PLACE, False),
        ("it's 5 minutes the other way", PLACE, False),
        ("the quote is at 12000 now", PLACE, False),
        ("ship it to Burlington VT 05401", PLACE, True),
        ("third time in 3 days in a row", PLACE, False),
        ("she texted it, 612-555-0148", CONTACT, True),
        ("her number's 0161 496 0732, mornings are best", CONTACT, True),
        ("reach him on +44 7700 900481", CONTACT, True),
        ("她把号码发我了 137 2845 6610", CONTACT, True),
        ("对 我存了他电话 13962018847", CONTACT, True),
        ("email her at r.okafor@example.org", CONTACT, True),
        ("filed a claim, number is PX-7730215", CONTACT, False),
        ("flight is on 2026-05-08, gate 12", CONTACT, False),
        ("电信客服电话打了半天才通 10000号", CONTACT, False),
        ("the quote came in at 14,800", CONTACT, False),
        ("lisinopril 10 mg every morning for blood pressure", DOSE, True),
        ("vet started her on methimazole 2.5mg twice a day", DOSE, True),
        ("开了妥布霉素眼药水 一天三次", DOSE, True),
        ("我爸 高血压 吃的氨氯地平 一天一片 早上吃", DOSE, True),
        ("she said i'm probably allergic to latex", DOSE, False),
        ("ran 10 km this morning", DOSE, False),
        ("我妈是血糖高 吃二甲双胍 一天两次 饭后吃", DOSE, True),
        ("一天三次去健身房太多了", DOSE, False),  # how often, of no medicine
    ],
)
def test_which_texts_hold_a_value_of_the_shape(text: str, shape: str, held: bool) -> None:
    assert holds(text, shape) is held


def row(id: str, text: str, score: float) -> dict[str, Any]:
    return {"id": id, "text": text, "score": score, "scores": {"relevance": score}}


def test_a_memory_of_the_shape_asked_for_overtakes_a_near_tie_and_says_so() -> None:
    rows = [
        row("topic", "finally hired an accountant for my freelance mess", 0.50),
        row("answer", "can we do the 14th at 10 instead", 0.45),
        row("far", "snowing in april", 0.20),
    ]
    out = by_shape(rows, "When am I meeting my accountant?", 3)
    assert [r["id"] for r in out] == ["answer", "topic", "far"]
    assert out[0]["score"] == pytest.approx(0.45 * (1 + NUDGE)) and out[0]["scores"]["shape"]
    assert "shape" not in out[1]["scores"]
    # a nudge, not a rule: a far weaker match stays below
    assert out[2]["score"] < out[1]["score"]


def test_a_memory_of_the_shape_said_just_after_a_better_match_goes_just_below_it() -> None:
    rows = [
        row("topic", "got the quote back from the roofers", 0.8),
        row("other", "roofers are always booked out in spring", 0.6),
        row("answer", "came in at 14,800 all in", 0.3),
        row("stray", "we have 3 kids", 0.25),
    ]
    rows[2]["before"] = ["got the quote back from the roofers, the guy from Hartley & Sons"]
    rows[3]["before"] = ["our roof is older than me honestly"]
    out = by_shape(rows, "How much did the roofers quote us?", 2)
    assert [r["id"] for r in out] == ["topic", "answer", "other", "stray"]
    assert out[1]["score"] == pytest.approx(0.8 * BESIDE)
    assert out[3]["score"] == pytest.approx(0.25 * (1 + NUDGE))
    # the same line in the match's own turn: a fragment of it
    rows[2]["before"], rows[2]["turn"] = [], "got the quote back from the roofers: 14,800"
    assert [r["id"] for r in by_shape(rows, "How much did the roofers quote us?", 2)][1] == "answer"


def test_an_address_said_after_the_match_that_asked_for_it_goes_just_below_it() -> None:
    """ "where do they live": the address is given a turn after the line that names whose it
    is, and shares no word with the question."""
    rows = [
        row("topic", "Got it, a separate card for your dad. What's his address?", 0.6),
        row("other", "rangers game is actually perfect, he goes like twice a year", 0.55),
        row("answer", "unit 302, 88 King St W, Kitchener", 0.3),
    ]
    rows[2]["before"] = ["Got it, a separate card for your dad. What's his address?"]
    out = by_shape(rows, "where does my dad live again?", 2)
    assert [r["id"] for r in out] == ["topic", "answer", "other"]
    assert out[1]["scores"]["shape"]


def test_a_question_that_asks_for_no_shape_leaves_the_order_alone() -> None:
    rows = [row("a", "Farida Haddad at Ledgerline", 0.5), row("b", "first mtg april 9", 0.49)]
    assert by_shape(rows, "Who is my accountant?", 3) == rows
    assert by_shape(rows, "我的会计是谁", 3) == rows


WHEN = "2026-03-02T10:{:02d}:00+00:00"


@pytest.mark.parametrize(
    ("lines", "query", "answer"),
    [
        (
            [
                "终于约上了口腔医院的王医生，朋友推荐的",
                "他说先拍个全景片再定方案",
                "口腔医院那边停车太难了",
                "我这颗牙疼了快一个月了",
                "他那边临时有手术，改到下周四上午十点了",
                "牙医诊所的椅子还挺舒服",
            ],
            "我看牙是什么时候？",
            "他那边临时有手术，改到下周四上午十点了",
        ),
        (
            [
                "roofers are always booked out in spring apparently",
                "our roof is older than me honestly",
                "got the quote back from the roofers, the guy from Hartley & Sons",
                "he wants to redo the flashing around the chimney too",
                "came in at 14,800 all in, incl. the gutters",
                "the roofing crew's van blocked the whole street lol",
            ],
            "How much did the roofers quote us?",
            "came in at 14,800 all in, incl. the gutters",
        ),
        (
            [
                "doing holiday cards this year, dad gets his own since the divorce",
                "he moved to kitchener after he retired",
                "he's a retired mailman, he'd notice a typo in a heartbeat",
                "unit 302, 88 King St W, Kitchener",
                "kitchener traffic on a saturday is the worst",
                "his rangers tickets came in the mail today",
            ],
            "where does my dad live now?",
            "unit 302, 88 King St W, Kitchener",
        ),
        (
            [
                "我妈上个月搬家了 搬去跟我小姨做邻居",
                "她说新家离地铁站挺近的 买菜也方便",
                "新地址是朝阳区望京西路48号院3号楼2单元501",
                "小区里老人多 她天天下楼跳广场舞",
                "周末打算带孩子去看看她",
                "她让我顺路带两箱苹果过去",
            ],
            "我妈现在住哪来着？",
            "新地址是朝阳区望京西路48号院3号楼2单元501",
        ),
    ],
    ids=["zh-time", "en-quantity", "en-place", "zh-place"],
)
def test_the_line_that_holds_the_answer_comes_first(
    client: TestClient, bank: str, lines: list[str], query: str, answer: str
) -> None:
    retain(
        client,
        bank,
        *(
            {"content": t, "session_id": "s1", "timestamp": WHEN.format(i)}
            for i, t in enumerate(lines)
        ),
    )
    top = recall(client, bank, query, top_k=3, now="2026-03-03T09:00:00+00:00")["memories"]
    assert answer.startswith(top[0]["text"]) or answer.startswith(top[1]["text"]), [
        m["text"] for m in top
    ]


@pytest.mark.parametrize(
    ("sessions", "query", "number"),
    [
        (
            [
                [
                    "finally talked to my sister about lessons for ava",
                    "her kids go to a piano teacher called mrs. adeyemi, she teaches from home",
                    "she sent it over, 0161 496 0732",
                    "nah i'll call this weekend",
                ],
                [
                    "ava's school concert is on the 28th",
                    "she's doing a recorder solo lol",
                    "the music teacher at school says she has a good ear",
                ],
                [
                    "the dentist called, ava's checkup moved to april 2",
                    "their number is 0161 496 0011 if i need to change it",
                ],
            ],
            "my sister's piano teacher is taking new students, can you send me her number?",
            "0161 496 0732",
        ),
        (
            [
                [
                    "下个月要搬家了 东西好多 头大",
                    "我表姐说她去年搬家找的一个师傅 姓何 很靠谱 东西一件没磕",
                    "她把号码发我了 137 2845 6610",
                ],
                [
                    "新房那边宽带约了 师傅说周六上门装",
                    "电信客服电话打了半天才通 10000号",
                    "装宽带的师傅姓李",
                ],
                ["纸箱买了二十个 胶带三卷", "猫到时候先送我妈那住几天"],
            ],
            "我表姐说的那个搬家师傅 把他手机号发我一下",
            "137 2845 6610",
        ),
    ],
    ids=["en", "zh"],
)
def test_a_number_given_in_the_turn_after_the_person_comes_with_them(
    client: TestClient, bank: str, sessions: list[list[str]], query: str, number: str
) -> None:
    """The number is said in a turn of its own, after the turn that names whose it is, and
    shares no word with the question; another number said later (the dentist's, a hotline's)
    is no newer value of it."""
    items = [
        {
            "content": t,
            "session_id": f"s{d}",
            "timestamp": f"2026-03-{d * 6 + 2:02d}T18:{i:02d}:00+00:00",
        }
        for d, lines in enumerate(sessions)
        for i, t in enumerate(lines)
    ]
    retain(client, bank, *items)
    top = recall(client, bank, query, top_k=3, now="2026-03-20T19:00:00+00:00")["memories"]
    said = [m["text"] for m in top if number in m["text"]]
    assert said, [m["text"] for m in top]
    assert not any(m["scores"].get("possibly_outdated") for m in top if number in m["text"])
