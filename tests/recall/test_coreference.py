"""Coreference against the entity stack: demonstratives, plans, flights, pronouns (no graph)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from service.language.entities import EntityExtractor
from service.recall.coreference import (
    StackEntity,
    StackMemory,
    refers_back,
    resolve,
    stack_memory,
)
from service.recall.understanding import understand


def said(
    text: str, *entities: tuple[str, str, str], own: bool = True, turn: str = ""
) -> StackMemory:
    """A stack memory; entities as (key, name, kind), in text order."""
    found = tuple(StackEntity(key, name, kind) for key, name, kind in entities)
    return StackMemory(text, found, own, (turn,) if turn else ())


ORDER_OLD = said("Order #A-1111 arrived.", ("a-1111", "order #A-1111", "order"), own=False)
ORDER_NEW = said("Order #B-2222 ships Friday.", ("b-2222", "order #B-2222", "order"), own=False)
KYOTO_PLANS = [  # newest first
    said("Yes, book it.", own=False),
    said(
        "Then plan B: Hotel Kanra Kyoto, modern rooms, around $600.",
        ("plan b", "plan B", "concept"),
        ("hotel kanra kyoto", "Hotel Kanra Kyoto", "organization"),
        own=False,
    ),
    said(
        "Plan A: two nights at the Gion ryokan.",
        ("plan a", "Plan A", "concept"),
        ("gion ryokan", "Gion ryokan", "place"),
        own=False,
    ),
]


def test_that_order_is_the_most_recent_order() -> None:
    result = resolve("Any news on that order?", [ORDER_NEW, ORDER_OLD])
    assert result.text == "Any news on order #B-2222?"
    assert result.keys == ["b-2222"]


def test_the_asking_sessions_order_comes_before_a_newer_one_of_another_session() -> None:
    own = said("My order #C-3333 is late.", ("c-3333", "order #C-3333", "order"))
    assert "C-3333" in resolve("Where is that order?", [own, ORDER_NEW]).text


def test_the_plan_from_last_time_carries_what_the_label_stands_for() -> None:
    text = resolve("Can you double-check the plan from last time?", KYOTO_PLANS).text
    assert text == "Can you double-check plan B (Hotel Kanra Kyoto)?"


def test_last_time_looks_in_earlier_sessions_before_this_one() -> None:
    today = said("Plan C: stay home.", ("plan c", "Plan C", "concept"))
    assert "plan B" in resolve("What about the plan from last time?", [today, *KYOTO_PLANS]).text
    assert "Plan C" in resolve("What about that plan?", [today, *KYOTO_PLANS]).text


def test_chinese_plan_resolves_with_its_definition() -> None:
    stack = [
        said("方案B可以，就这么定了", ("方案b", "方案B", "concept"), own=False),
        said(
            "那方案B：在市区包一个轰趴馆，晚上吃火锅",
            ("方案b", "方案B", "concept"),
            ("火锅", "火锅", "concept"),
            own=False,
        ),
        said("方案A：周末去莫干山", ("方案a", "方案A", "concept"), own=False),
    ]
    text = resolve("上次那个方案需要订场地吗？", stack).text
    assert text == "方案B（在市区包一个轰趴馆）需要订场地吗？"


def test_chinese_plan_defined_with_shi() -> None:
    stack = [said("方案B是奶油风，更温馨", ("方案b", "方案B", "concept"), own=False)]
    assert resolve("之前的方案是什么风格？", stack).text == "方案B（奶油风）是什么风格？"


def test_an_unlabelled_plan_is_described_by_the_named_things_of_its_turn() -> None:
    stack = [
        said("Let's go with that plan", ("plan", "plan", "concept"), own=False, turn="t2"),
        said("Can you build me a training plan?", ("training plan", "training plan", "concept"),
             own=False, turn="t1"),
        said("I signed up for the Chicago Marathon", ("chicago marathon", "Chicago Marathon",
             "event"), own=False, turn="t1"),
    ]  # fmt: skip
    text = resolve("Let's start the plan from last time", stack).text
    assert text == "Let's start training plan (Chicago Marathon)"


def test_the_bare_noun_is_no_referent() -> None:
    stack = [said("Let's go with that plan", ("plan", "plan", "concept"))]
    query = "What's the deadline for the plan from last time?"
    assert resolve(query, stack).text == query
    assert resolve(query, stack).resolved == {}


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("Can you check in for that flight?", "Can you check in for flight UA 837?"),
        ("帮我给那个航班办一下值机", "帮我给航班UA 837办一下值机"),
    ],
)
def test_a_flight_is_the_latest_flight_number_not_a_place(query: str, expected: str) -> None:
    stack = [
        said("Is Shanghai busy in October?", ("shanghai", "Shanghai", "place")),
        said("You're on UA 837 to Beijing.", ("ua 837", "UA 837", "organization"),
             ("beijing", "Beijing", "place")),
        said("Noted: UA 857 on October 2.", ("ua 857", "UA 857", "product")),
    ]  # fmt: skip
    assert resolve(query, stack).text == expected


def test_flight_number_shapes_do_not_take_other_codes() -> None:
    stack = [
        said(
            "Ship order JD3021887456 and the Q3 2026 plan.",
            ("jd3021887456", "JD3021887456", "order"),
            ("q3 2026", "Q3 2026", "concept"),
        )
    ]
    assert resolve("Did that flight land?", stack).text == "Did that flight land?"


def test_a_repair_is_an_order_kind_reference() -> None:
    stack = [said("Repair ticket R-7716", ("r-7716", "Repair ticket R-7716", "order"))]
    assert (
        resolve("Any update on that repair?", stack).text == "Any update on Repair ticket R-7716?"
    )


def test_chinese_order_resolves() -> None:
    stack = [
        said(
            "订单号 JD3021887456，预计5月20号送到", ("jd3021887456", "订单号 JD3021887456", "order")
        )
    ]
    assert resolve("那个订单到了吗？", stack).text == "订单号 JD3021887456到了吗？"


def test_nothing_that_fits_leaves_the_query_alone() -> None:
    stack = [said("Koreatown is near.", ("koreatown", "Koreatown", "place"))]
    for query in ("Any news on that order?", "那个订单到了吗？", "Is the ordered desk here?"):
        assert resolve(query, stack).text == query


def test_it_is_the_sessions_most_recent_salient_entity() -> None:
    stack = [
        said("Anna liked the blue one.", ("anna", "Anna", "person"), ("blue one", "blue one",
             "concept")),
        said("Order #B-2222 with the lamp ships Friday.", ("b-2222", "order #B-2222", "order"),
             ("lamp", "lamp", "concept")),
    ]  # fmt: skip
    assert resolve("Has it shipped?", stack).text == "Has order #B-2222 shipped?"
    assert resolve("它发货了吗？", stack).text == "order #B-2222发货了吗？"


def test_it_needs_an_antecedent_in_the_asking_session() -> None:
    assert resolve("Has it shipped?", [ORDER_NEW]).text == "Has it shipped?"
    assert resolve("它发货了吗？", [ORDER_NEW]).text == "它发货了吗？"


@pytest.mark.parametrize(
    "query",
    [
        "What time is it in Tokyo?",
        "Is it going to rain tomorrow?",
        "It's raining, what should I wear?",
        "Is it possible to change the date?",
        "It seems slow today.",
        "它们都到了吗？",
    ],
)
def test_an_it_that_refers_to_nothing_stays(query: str) -> None:
    own = said("Order #B-2222 ships Friday.", ("b-2222", "order #B-2222", "order"))
    assert resolve(query, [own]).text == query


def test_stack_rows_list_entities_in_text_order() -> None:
    row = {
        "text": "Order #B-2222 with the lamp from IKEA",
        "own": False,
        "episodes": ["e1"],
        "entities": [
            {"key": "ikea", "name": "IKEA", "kind": "organization"},
            {"key": "b-2222", "name": "order #B-2222", "kind": "order"},
            {"key": "lamp", "name": "lamp", "kind": "concept"},
        ],
    }
    memory = stack_memory(row)
    assert [e.key for e in memory.entities] == ["b-2222", "lamp", "ikea"]
    assert (memory.own, memory.episodes) == (False, ("e1",))


def test_understanding_keeps_the_resolved_key_and_the_queries_own_window() -> None:
    stack = [
        said("Plan B: ship the cache on May 5.", ("plan b", "Plan B", "concept"), own=False),
    ]
    now = datetime(2026, 5, 1, 9, tzinfo=UTC)
    meaning = understand("What's the status of the plan from last time?", stack, now,
                         EntityExtractor())  # fmt: skip
    assert meaning.resolved_query == "What's the status of Plan B (ship the cache on May 5)?"
    assert "plan b" in meaning.entity_keys
    assert meaning.window is None  # "May 5" is what the plan says, not what the query asks


@pytest.mark.parametrize(
    "query",
    [
        "Has that order shipped yet?",
        "What did we pick for the plan from last time?",
        "Is it ready?",
        "上次那个方案定了吗？",
        "它到了吗",
        "What time is it?",  # a dummy "it" still asks for the stack; resolve leaves it alone
    ],
)
def test_a_query_that_refers_back_asks_for_the_stack(query: str) -> None:
    assert refers_back(query)


@pytest.mark.parametrize(
    "query",
    [
        "What is the Apollo budget?",
        "When did Caroline go to the LGBTQ support group?",
        "Which hotel did we book in Kyoto?",
        "Do we have a plan for Monday?",
        "上周的会议记录在哪里",
        "Is Iteration 3 done?",
    ],
)
def test_without_a_reference_the_stack_changes_nothing(query: str) -> None:
    stack = [ORDER_NEW, *KYOTO_PLANS, ORDER_OLD]
    assert not refers_back(query)
    assert resolve(query, stack) == resolve(query, [])


ROUTER_ORDER = said(
    "顺手在京东买了个新路由器 订单JD30561187 明天到", ("订单jd30561187", "订单JD30561187", "order")
)
REPAIR_TICKET = said(
    "报了 工单号GD0518-3372 说48小时内上门", ("单号gd0518-3372", "单号GD0518-3372", "order")
)


def test_the_order_whose_turn_names_the_noun_comes_before_a_newer_order() -> None:
    result = resolve("那个报修工单师傅最后约的哪天上门？", [ROUTER_ORDER, REPAIR_TICKET])
    assert result.keys == ["单号gd0518-3372"]
    assert resolve("那个订单到了吗？", [ROUTER_ORDER, REPAIR_TICKET]).keys == ["订单jd30561187"]


def test_that_repair_ticket_is_the_one_said_as_a_repair_not_the_newest_order() -> None:
    stack = [
        said("Ordered a new router, #A-5521", ("a-5521", "#A-5521", "order")),
        said("Filed a repair ticket with the ISP, T-3310", ("t-3310", "T-3310", "order")),
    ]
    assert resolve("Any news on that repair ticket?", stack).keys == ["t-3310"]
    assert resolve("Any news on that order?", stack).keys == ["a-5521"]
