"""A hand-written bilingual corpus for the encoder: conversations with what each turn should
become. Each scenario is retained turn by turn into a fresh bank.

Per turn:
- ``kinds``: the kinds of the memories the turn should create or reinforce, in order
  (one per semantic event; small talk creates none);
- ``entities``: canonical entity keys that must be among the turn's entities;
- ``day``: the date (YYYY-MM-DD) its first event occurs on, when it names a time;
- ``until``: the date its first event stops being current (valid_until), when bounded;
- ``merges``: True when the turn repeats something already stored (no new memory);
- ``supersedes`` / ``negates``: a phrase of the earlier memory the turn must retire.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Turn:
    text: str
    kinds: tuple[str, ...] = ()
    entities: tuple[str, ...] = ()
    day: str | None = None
    until: str | None = None
    merges: bool = False
    supersedes: str | None = None
    negates: str | None = None
    role: str = "user"
    at: str | None = None  # ISO timestamp; default: the scenario clock, one minute per turn


@dataclass(frozen=True)
class Scenario:
    name: str
    start: str  # ISO timestamp of the first turn
    turns: tuple[Turn, ...] = field(default_factory=tuple)


# Wednesday 6 May 2026, 10:00 in Shanghai, unless a scenario says otherwise.
WED = "2026-05-06T10:00:00+08:00"

SCENARIOS: tuple[Scenario, ...] = (
    Scenario(
        "trip and weather (en)",
        WED,
        (
            Turn(
                "Check tomorrow's weather in Shanghai; also I fly to Shanghai next Wednesday, "
                "remind me to bring an umbrella",
                kinds=("transient", "task"),
                entities=("shanghai",),
                day="2026-05-07",
            ),
            Turn("Thanks!", kinds=()),
            Turn(
                "My flight to Shanghai is at 8am next Wednesday.",
                kinds=("fact",),
                entities=("shanghai",),
                day="2026-05-13",
                until="2026-05-13",
            ),
        ),
    ),
    Scenario(
        "出差与天气 (zh)",
        WED,
        (
            Turn(
                "查一下明天上海的天气；另外我下周三飞上海，提醒我带伞",
                kinds=("transient", "task"),
                entities=("上海",),
                day="2026-05-07",
            ),
            Turn("好的，谢谢", kinds=()),
            Turn(
                "我两周后要去北京开会。",
                kinds=("task",),
                entities=("北京",),
                day="2026-05-20",
            ),
        ),
    ),
    Scenario(
        "budget changes (en)",
        WED,
        (
            Turn(
                "We decided the budget for Project Apollo is 1M dollars.",
                kinds=("decision",),
                entities=("project apollo",),
            ),
            Turn("Our office is in Berlin.", kinds=("fact",), entities=("berlin",)),
            Turn(
                "The budget for Project Apollo has been raised to 1.2M dollars.",
                kinds=("decision",),
                entities=("project apollo",),
                supersedes="1M dollars",
            ),
            Turn(
                "Project Apollo launches on June 1.",
                kinds=("fact",),
                entities=("project apollo",),
                day="2026-06-01",
            ),
            Turn(
                "The Apollo project launch moved to June 15 instead.",
                kinds=("decision",),
                entities=("project apollo",),
                supersedes="launches on June 1",
            ),
        ),
    ),
    Scenario(
        "预算变更 (zh)",
        WED,
        (
            Turn(
                "我们决定阿波罗项目的预算是100万。", kinds=("decision",), entities=("项目阿波罗",)
            ),
            Turn("我们公司在深圳。", kinds=("fact",), entities=("深圳",)),
            Turn(
                "阿波罗项目的预算提高到120万了。",
                kinds=("decision",),
                entities=("项目阿波罗",),
                supersedes="100万",
            ),
            Turn("张伟负责阿波罗项目的测试。", kinds=("fact",), entities=("张伟", "项目阿波罗")),
        ),
    ),
    Scenario(
        "rejected plans (en)",
        WED,
        (
            Turn(
                "I suggest plan A: move the servers to Frankfurt over the weekend.",
                role="assistant",
                kinds=("fact",),
                entities=("plan a",),
            ),
            Turn("No, not plan A.", kinds=("decision",), negates="plan A: move the servers"),
            Turn(
                "Alternatively plan B: keep the servers and add a cache.",
                role="assistant",
                kinds=("fact",),
                entities=("plan b",),
            ),
            Turn("Plan B sounds good, let's go with plan B.", kinds=("decision",)),
            Turn(
                "You could also subscribe to the premium tier for faster support.",
                role="assistant",
                kinds=("fact",),
            ),
            Turn(
                "I don't want the subscription.",
                kinds=("preference",),
                negates="subscribe to the premium tier",
            ),
        ),
    ),
    Scenario(
        "方案被否 (zh)",
        WED,
        (
            Turn("建议采用方案A：周末把服务器迁到法兰克福。", role="assistant", kinds=("fact",)),
            Turn("不要方案A。", kinds=("decision",), negates="方案A"),
            Turn("那就用方案B：保留服务器，加一层缓存。", role="assistant", kinds=("decision",)),
            Turn("这个方案否了，太贵。", kinds=("decision",), negates="方案B"),
        ),
    ),
    Scenario(
        "preferences that change (en)",
        WED,
        (
            Turn("I love coffee in the morning.", kinds=("preference",), entities=("coffee",)),
            Turn("I'm allergic to peanuts.", kinds=("preference",), entities=("peanuts",)),
            Turn("I prefer window seats on flights.", kinds=("preference",)),
            Turn(
                "I don't like coffee anymore, it keeps me awake.",
                kinds=("preference",),
                entities=("coffee",),
                supersedes="love coffee",
            ),
            Turn("I'm allergic to peanuts.", kinds=("preference",), merges=True),
            Turn("Please always answer in English.", kinds=("preference",)),
        ),
    ),
    Scenario(
        "偏好变化 (zh)",
        WED,
        (
            Turn("我喜欢喝咖啡。", kinds=("preference",), entities=("咖啡",)),
            Turn("我对花生过敏。", kinds=("preference",), entities=("花生",)),
            Turn("我不喜欢喝咖啡了，改喝茶。", kinds=("preference",), supersedes="喜欢喝咖啡"),
            Turn("我对花生过敏。", kinds=("preference",), merges=True),
            Turn("你又用英文回答了，我说过要用中文。", kinds=("feedback",)),
        ),
    ),
    Scenario(
        "orders and tasks (en)",
        WED,
        (
            Turn(
                "My order #A-1234 hasn't arrived yet.",
                kinds=("fact",),
                entities=("a-1234",),
            ),
            Turn(
                "Remind me to call the courier tomorrow at 3pm.",
                kinds=("task",),
                day="2026-05-07",
                until="2026-05-07",
            ),
            Turn(
                "The package was late because the courier lost it, so I asked for a refund.",
                kinds=("fact", "fact", "fact"),
            ),
            Turn(
                "Don't forget to renew my passport in two weeks.", kinds=("task",), day="2026-05-20"
            ),
        ),
    ),
    Scenario(
        "订单与任务 (zh)",
        WED,
        (
            Turn("我的订单号A-1234还没到。", kinds=("fact",), entities=("a-1234",)),
            Turn("明天下午三点提醒我给快递员打电话。", kinds=("task",), day="2026-05-07"),
            Turn("因为快递丢了，所以我申请了退款。", kinds=("fact", "fact")),
            Turn("记得下个月续签护照。", kinds=("task",), day="2026-06-01"),
        ),
    ),
    Scenario(
        "unrelated facts never retire each other (en)",
        WED,
        (
            Turn("My sister Anna lives in Lisbon.", kinds=("fact",), entities=("anna", "lisbon")),
            Turn("Anna works as a nurse.", kinds=("fact",), entities=("anna",)),
            Turn("Anna has two kids.", kinds=("fact",), entities=("anna",)),
            Turn("Anna is 34 years old.", kinds=("fact",), entities=("anna",)),
            Turn("The meeting room on floor 3 is booked.", kinds=("fact",)),
            Turn("We have 12 people on the team.", kinds=("fact",)),
            Turn("Anna ran a marathon in 2024.", kinds=("fact",), entities=("anna",)),
        ),
    ),
    Scenario(
        "无关事实互不取代 (zh)",
        WED,
        (
            Turn("我妹妹李娜住在杭州。", kinds=("fact",), entities=("李娜", "杭州")),
            Turn("李娜是一名护士。", kinds=("fact",), entities=("李娜",)),
            Turn("李娜有两个孩子。", kinds=("fact",), entities=("李娜",)),
            Turn("李娜今年34岁。", kinds=("fact",), entities=("李娜",)),
            Turn("我们团队有12个人。", kinds=("fact",)),
        ),
    ),
    Scenario(
        "lessons and feedback (en)",
        WED,
        (
            Turn("That's wrong, the deadline is Friday, not Thursday.", kinds=("feedback",)),
            Turn(
                "Lesson learned: always confirm the time zone before booking a call.",
                kinds=("lesson",),
            ),
            Turn("Your answers are too long.", kinds=("feedback",)),
        ),
    ),
    Scenario(
        "经验与反馈 (zh)",
        WED,
        (
            Turn("不对，截止日期是周五，不是周四。", kinds=("feedback",)),
            Turn("教训：订会议前一定要确认时区。", kinds=("lesson",)),
            Turn("回答太长了。", kinds=("feedback",)),
        ),
    ),
)
