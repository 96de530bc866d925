"""Segmentation of a turn into events and causal hints, English and Chinese."""

from __future__ import annotations

import pytest

from service.language.script import language
from service.language.segment import Segmentation, segment

Case = tuple[str, list[str], list[tuple[int, int]]]

ENGLISH: list[Case] = [
    (
        "check tomorrow's weather in Shanghai; also I fly to Shanghai next Wednesday, "
        "remind me to bring an umbrella",
        [
            "check tomorrow's weather in Shanghai",
            "I fly to Shanghai next Wednesday, remind me to bring an umbrella",
        ],
        [],
    ),
    (
        "The budget is now 1.2M. Dr. Smith approved it yesterday.",
        ["The budget is now 1.2M", "Dr. Smith approved it yesterday"],
        [],
    ),
    (
        "I like fruit, e.g. apples and pears, i.e. nothing sour.",
        ["I like fruit, e.g. apples and pears, i.e. nothing sour"],
        [],
    ),
    (
        "Prices rose 3.5% last year! What should we charge now?",
        ["Prices rose 3.5% last year", "What should we charge now?"],
        [],
    ),
    (
        "I moved to the U.S. Then I joined Acme Inc. as an engineer.",
        ["I moved to the U.S.", "Then I joined Acme Inc. as an engineer"],
        [],
    ),
    ("We sell in the U.S. market only.", ["We sell in the U.S. market only"], []),
    (
        "I stayed home because it was raining.",
        ["I stayed home", "it was raining"],
        [(1, 0)],
    ),
    (
        "The server crashed, so we lost two orders.",
        ["The server crashed", "we lost two orders"],
        [(0, 1)],
    ),
    (
        "Sales dropped, therefore the budget was cut.",
        ["Sales dropped", "the budget was cut"],
        [(0, 1)],
    ),
    (
        "The venue was full, thus we moved online.",
        ["The venue was full", "we moved online"],
        [(0, 1)],
    ),
    (
        "I was exhausted and so I went to bed early.",
        ["I was exhausted", "I went to bed early"],
        [(0, 1)],
    ),
    (
        "Because the flight was cancelled, we booked a hotel near the airport.",
        ["the flight was cancelled", "we booked a hotel near the airport"],
        [(0, 1)],
    ),
    (
        "The flight was cancelled. So I booked a hotel.",
        ["The flight was cancelled", "I booked a hotel"],
        [(0, 1)],
    ),
    (
        "My laptop died during the demo. That's why I need a new one.",
        ["My laptop died during the demo", "I need a new one"],
        [(0, 1)],
    ),
    (
        "The supplier went bankrupt. As a result, the launch slipped to June.",
        ["The supplier went bankrupt", "the launch slipped to June"],
        [(0, 1)],
    ),
    (
        "Book the flight and then email Bob the itinerary",
        ["Book the flight", "email Bob the itinerary"],
        [],
    ),
    (
        "Order more coffee, and also renew the office lease",
        ["Order more coffee", "renew the office lease"],
        [],
    ),
    (
        "Send the invoice. Plus, update the client on the delay.",
        ["Send the invoice", "update the client on the delay"],
        [],
    ),
    (
        "I'll cook dinner. Besides, I need to buy wine.",
        ["I'll cook dinner", "I need to buy wine"],
        [],
    ),
    (
        "Pack the bags, then, call a taxi to the station",
        ["Pack the bags", "call a taxi to the station"],
        [],
    ),
    (
        "I like tea, also coffee",  # the one-word fragment rejoins its clause
        ["I like tea, also coffee"],
        [],
    ),
    ("Hi! Book a table for two at 7pm.", ["Hi! Book a table for two at 7pm"], []),
    ("I left because bored", ["I left because bored"], []),
    (
        "The package was late because the courier lost it, so I asked for a refund.",
        ["The package was late", "the courier lost it", "I asked for a refund"],
        [(1, 0), (1, 2)],
    ),
    (
        "My sister, who lives in Berlin, visits in May, June and July.",
        ["My sister, who lives in Berlin, visits in May, June and July"],
        [],
    ),
    (
        "- buy milk\n- call the bank about the card",
        ["buy milk", "call the bank about the card"],
        [],
    ),
    ('He said "I\'m done." Then he left.', ['He said "I\'m done."', "Then he left"], []),
    ("Plus one for plan B", ["Plus one for plan B"], []),
    ("Thanks.", ["Thanks"], []),
    ("", [], []),
]

CHINESE: list[Case] = [
    (
        "查一下明天上海的天气；另外我下周三飞上海，提醒我带伞",
        ["查一下明天上海的天气", "我下周三飞上海，提醒我带伞"],
        [],
    ),
    (
        "因为明天下大雨，所以我们取消了野餐。",
        ["明天下大雨", "我们取消了野餐"],
        [(0, 1)],
    ),
    ("我们取消了野餐，因为明天下大雨。", ["我们取消了野餐", "明天下大雨"], [(1, 0)]),
    ("服务器宕机了，所以丢了两个订单", ["服务器宕机了", "丢了两个订单"], [(0, 1)]),
    ("销量下滑，因此预算被砍了。", ["销量下滑", "预算被砍了"], [(0, 1)]),
    ("服务器宕机，导致订单丢失。", ["服务器宕机", "订单丢失"], [(0, 1)]),
    ("服务器宕机导致了订单丢失", ["服务器宕机", "订单丢失"], [(0, 1)]),
    ("由于预算不够，我们选了方案B。", ["预算不够", "我们选了方案B"], [(0, 1)]),
    (
        "航班取消了。结果我们在机场住了一晚。",
        ["航班取消了", "我们在机场住了一晚"],
        [(0, 1)],
    ),
    ("供应商破产了。因此上线推迟到六月。", ["供应商破产了", "上线推迟到六月"], [(0, 1)]),
    (
        "因为预算有限，所以我们选择了方案B，因此上线推迟到六月。",
        ["预算有限", "我们选择了方案B", "上线推迟到六月"],
        [(0, 1), (1, 2)],
    ),
    ("先查一下天气然后订机票", ["先查一下天气", "订机票"], []),
    (
        "我喜欢喝咖啡，并且每天早上喝两杯",
        ["我喜欢喝咖啡", "每天早上喝两杯"],
        [],
    ),
    (
        "预算提高到1.2M。还有，下周一之前要交报告！",
        ["预算提高到1.2M", "下周一之前要交报告"],
        [],
    ),
    ("帮我订酒店；同时通知一下张伟", ["帮我订酒店", "通知一下张伟"], []),
    ("我还有两个问题想问你", ["我还有两个问题想问你"], []),
    ("好的。帮我订一张去北京的机票。", ["好的。帮我订一张去北京的机票"], []),
    ("向量索引是什么？", ["向量索引是什么？"], []),
    ("因为下雨，所以没去", ["因为下雨，所以没去"], []),  # too short to split
]


@pytest.mark.parametrize(("text", "events", "causes"), ENGLISH + CHINESE)
def test_segment_splits_events_and_causes(
    text: str, events: list[str], causes: list[tuple[int, int]]
) -> None:
    assert segment(text) == Segmentation(events=events, causes=causes)


@pytest.mark.parametrize("text", [case[0] for case in ENGLISH + CHINESE])
def test_events_are_trimmed_non_empty_and_causes_point_inside(text: str) -> None:
    result = segment(text)
    assert all(event and event == event.strip() for event in result.events)
    for cause, effect in result.causes:
        assert 0 <= cause < len(result.events)
        assert 0 <= effect < len(result.events)
        assert cause != effect


def test_the_weather_query_is_separate_from_the_trip() -> None:
    for text in (
        "check tomorrow's weather in Shanghai; also I fly to Shanghai next Wednesday, "
        "remind me to bring an umbrella",
        "查一下明天上海的天气；另外我下周三飞上海，提醒我带伞",
    ):
        events = segment(text).events
        assert 2 <= len(events) <= 3
        weather = [e for e in events if "weather" in e or "天气" in e]
        assert len(weather) == 1
        assert "Wednesday" not in weather[0] and "周三" not in weather[0]


def test_a_result_sentence_links_to_the_last_event_before_it() -> None:
    result = segment("We missed the train; the taxi was late. So we took a bus.")
    assert result.events == ["We missed the train", "the taxi was late", "we took a bus"]
    assert result.causes == [(1, 2)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I fly to Shanghai next Wednesday", "en"),
        ("我下周三飞上海", "zh"),
        ("预算是1.2M dollars for the Q3 campaign", "en"),
        ("帮我预订 the hotel", "zh"),  # 4 of 12 letters
        ("帮我 book 一下 the hotel", "en"),  # 4 of 16 letters
        ("12345", "en"),
        ("", "en"),
    ],
)
def test_language_is_zh_when_cjk_is_at_least_thirty_percent(text: str, expected: str) -> None:
    assert language(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "send anything I order to her place till then, 1180 Spruce St",
        "I'm at the Lyon office until then, then back in Paris",
        "keep the spare key with you up to then, thanks",
    ],
)
def test_a_bound_that_points_back_is_not_cut_from_its_clause(text: str) -> None:
    """ "till then" ends what comes before it; it does not start a new event."""
    events = segment(text).events
    assert any(e.rstrip(",").endswith(" then") or " then," in e for e in events), events
    assert not any(e.endswith((" till", " until", " to")) for e in events), events


@pytest.mark.parametrize(
    ("text", "items"),
    [
        (
            "Three close by:\n1. Maple Grove (Elm St): $1,400/month.\n2. Little Sprouts: "
            "$1,650/month, closes at 5pm.\n3. KinderCare: $1,900/month.",
            [
                "1. Maple Grove (Elm St): $1,400/month",
                "2. Little Sprouts: $1,650/month, closes at 5pm",
                "3. KinderCare: $1,900/month",
            ],
        ),
        (
            "可以看看：1. 杭州西溪营，6天，5200元；2. 厦门鼓浪屿营，5天，3900元；"
            "3. 本地足球营，1800元。",
            [
                "可以看看：1. 杭州西溪营，6天，5200元",
                "2. 厦门鼓浪屿营，5天，3900元",
                "3. 本地足球营，1800元",
            ],
        ),
    ],
)
def test_the_number_of_a_list_item_stays_with_its_item(text: str, items: list[str]) -> None:
    events = segment(text).events
    assert events[-len(items) :] == items, events


def test_a_number_that_ends_a_sentence_still_ends_it() -> None:
    assert segment("I paid 12. Then we left.").events == ["I paid 12", "Then we left"]
    assert segment("Got it: UA 1432, departing 15:35. Want me to block the day?").events == [
        "Got it: UA 1432, departing 15:35",
        "Want me to block the day?",
    ]


@pytest.mark.parametrize(
    ("text", "events"),
    [
        (
            "our neighbour's daughter's friend, priya, she's at uni doing nursing. £12 an hour",
            ["our neighbour's daughter's friend, priya, she's at uni doing nursing. £12 an hour"],
        ),
        ("阿姨是隔壁推荐的 做饭很好吃。一个月六千", ["阿姨是隔壁推荐的 做饭很好吃。一个月六千"]),
        (
            "we got the bigger flat. the kids each have a room now",
            ["we got the bigger flat", "the kids each have a room now"],
        ),
    ],
)
def test_a_price_said_alone_stays_with_what_it_is_the_price_of(
    text: str, events: list[str]
) -> None:
    """ "£12 an hour" after a sentence about the sitter is the sitter's rate, not a memory with
    nothing to say what it costs; a sentence with words of its own stays apart."""
    assert segment(text).events == events
