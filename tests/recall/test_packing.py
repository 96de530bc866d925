"""Packing recalled memories into a token budget, and the token counter it relies on."""

from __future__ import annotations

import random
import re
import threading
from datetime import UTC, datetime, timedelta, timezone

import pytest

from service.embedding.tokens import TokenCounter, default_tokenizer_path, load_counter
from service.recall.packing import (
    HEADERS,
    Packable,
    Packing,
    humanize_age,
    majority_language,
    pack,
    short_form,
)

NOW = datetime(2026, 5, 1, 12, 0, tzinfo=timezone(timedelta(hours=8)))
KINDS = ["preference", "decision", "task", "feedback", "fact", "lesson", "transient"]
EN_WORDS = [
    "the",
    "user",
    "prefers",
    "dark",
    "mode",
    "editor",
    "billing",
    "migrate",
    "Stripe",
    "quarter",
    "because",
    "fees",
    "Berlin",
    "passport",
    "renew",
    "meeting",
    "notes",
    "internationalization",
    "deployment",
    "Kubernetes",
    "cluster",
    "weekly",
    "report",
    "coffee",
    "Alice",
    "budget",
    "approved",
    "deadline",
    "Friday",
]
ZH_CHARS = "用户喜欢喝咖啡每天早上磨豆周末附近尝试新的决定迁移账单下个季度因为费用护照续签会议"
EN_PUNCT = [" ", " ", " ", " ", ", ", "; ", ". ", "! "]
ZH_PUNCT = ["", "", "", "", "，", "；", "。", "、"]
LINE = re.compile(r"^- .+ \((.+), (importance|重要度) (\d\.\d\d)\)$")


@pytest.fixture(scope="module")
def counter() -> TokenCounter:
    return load_counter()


def memory(
    id: str,
    text: str,
    *,
    kind: str = "fact",
    language: str = "en",
    entities: tuple[str, ...] = (),
    days_ago: int | None = 0,
    importance: float = 0.5,
) -> Packable:
    occurred = None if days_ago is None else NOW - timedelta(days=days_ago)
    return Packable(id, text, kind, importance, 1.0, occurred, entities, language)


def random_text(rng: random.Random, language: str) -> str:
    words, punct = (ZH_CHARS, ZH_PUNCT) if language == "zh" else (EN_WORDS, EN_PUNCT)
    parts = [rng.choice(words) + rng.choice(punct) for _ in range(rng.randint(1, 60))]
    return "".join(parts).strip()


def random_memories(rng: random.Random) -> list[Packable]:
    zh_share = rng.choice([0.0, 0.3, 0.5, 0.7, 1.0])
    result = []
    for i in range(rng.randint(0, 18)):
        language = "zh" if rng.random() < zh_share else "en"
        pool = list(ZH_CHARS) if language == "zh" else EN_WORDS
        result.append(
            Packable(
                id=f"m{i}",
                text=random_text(rng, language),
                kind=rng.choice([*KINDS, "mystery"]),
                importance=rng.random(),
                score=1.0 - i / 100,
                occurred_at=rng.choice([None, NOW - timedelta(days=rng.randint(0, 900))]),
                entities=tuple(rng.sample(pool, rng.randint(0, 5))),
                language=language,
            )
        )
    return result


def check_invariants(packing: Packing, memories: list[Packable], counter: TokenCounter) -> None:
    assert counter.count(packing.context) <= packing.budget
    assert packing.tokens == counter.count(packing.context)
    ranks = {m.id: i for i, m in enumerate(memories)}
    packed = [ranks[item.id] for item in packing.items]
    dropped = [ranks[i] for i in packing.dropped]
    assert sorted(packed + dropped) == list(range(len(memories)))
    assert packed == sorted(packed)
    assert not dropped or not packed or min(dropped) > max(packed)
    forms = [item.form for item in packing.items]
    assert forms == sorted(forms)  # "full" < "short": every full precedes every short
    if not packing.items:
        assert packing.context == ""
        return
    packed_memories = [memories[i] for i in packed]
    language = majority_language(packed_memories)
    assert packing.context.splitlines()[0] == HEADERS[language]
    for item in packing.items:
        assert f"- {item.text} (" in packing.context


def test_context_never_exceeds_budget(counter: TokenCounter) -> None:
    rng = random.Random(20260501)
    for _ in range(150):
        memories = random_memories(rng)
        budget = rng.choice([rng.randint(1, 120), rng.randint(1, 600), rng.randint(1, 3000)])
        full_count = rng.choice([None, None, None, 0, 1, 3])
        packing = pack(memories, budget, NOW, counter, full_count=full_count)
        check_invariants(packing, memories, counter)


def test_best_ranked_memory_keeps_full_text_when_the_budget_tightens(
    counter: TokenCounter,
) -> None:
    long = "The user prefers dark mode in every editor, including VS Code, because bright "
    memories = [
        memory(str(i), f"{long}screens hurt after session number {i}. They said so twice.")
        for i in range(8)
    ]
    roomy = pack(memories, 3000, NOW, counter)
    assert [i.form for i in roomy.items] == ["full"] * 8
    # Eight short forms would not fit in 200 tokens; the reserve for them is capped at half the
    # budget, so the best memories still get their full text.
    tight = pack(memories, 200, NOW, counter)
    forms = [i.form for i in tight.items]
    assert forms[0] == "full"
    assert "short" in forms
    assert tight.dropped == [str(i) for i in range(len(forms), 8)]
    assert tight.tokens <= 200
    check_invariants(tight, memories, counter)


def test_full_count_limits_full_texts(counter: TokenCounter) -> None:
    memories = [memory(str(i), f"Fact {i} is long. " + "More detail here. " * 20) for i in range(4)]
    assert [i.form for i in pack(memories, 3000, NOW, counter, full_count=1).items] == [
        "full",
        "short",
        "short",
        "short",
    ]
    assert {i.form for i in pack(memories, 3000, NOW, counter, full_count=0).items} == {"short"}


def test_short_form_is_the_first_sentence_with_entities_it_left_out(
    counter: TokenCounter,
) -> None:
    decision = memory(
        "d",
        "Decided to migrate billing from Braintree to Stripe next quarter. "
        "Alice Chen signed off on the cost analysis and the plan lives in Notion.",
        entities=("Stripe", "Alice Chen", "Notion", "Braintree", "Finance"),
    )
    short = short_form(decision, counter)
    first_sentence = "Decided to migrate billing from Braintree to Stripe next quarter."
    assert short == f"{first_sentence} [Alice Chen, Notion, Finance]"


def test_short_form_cuts_a_long_sentence_at_a_word_boundary(counter: TokenCounter) -> None:
    words = " ".join(["internationalization"] * 30)
    short = short_form(memory("x", words, entities=("Kubernetes",)), counter)
    summary, _, entities = short.partition(" [")
    assert summary.endswith("internationalization…")
    assert counter.count(summary) <= 25
    assert entities == "Kubernetes]"
    chinese = memory("z", "用户喜欢喝咖啡" * 10 + "。", language="zh", entities=("咖啡", "北京"))
    assert short_form(chinese, counter).endswith("… [北京]")


def test_short_text_is_its_own_short_form(counter: TokenCounter) -> None:
    note = memory("n", "Prefers  tea\nover coffee.", entities=("Earl Grey",))
    assert short_form(note, counter) == "Prefers tea over coffee."


def test_mostly_chinese_memories_get_chinese_headings_and_ages(counter: TokenCounter) -> None:
    memories = [
        memory("1", "用户喜欢喝手冲咖啡。", kind="preference", language="zh", days_ago=3),
        memory("2", "决定下个季度迁移账单。", kind="decision", language="zh", days_ago=1),
        memory("3", "Renew the passport.", kind="task", days_ago=150, importance=0.8),
    ]
    assert pack(memories, 2000, NOW, counter).context.splitlines() == [
        "# 关于这位用户你记得的事",
        "## 偏好",
        "- 用户喜欢喝手冲咖啡。 (3天前, 重要度 0.50)",
        "## 决定",
        "- 决定下个季度迁移账单。 (昨天, 重要度 0.50)",
        "## 任务",
        "- Renew the passport. (5个月前, 重要度 0.80)",
    ]


def test_english_block_groups_by_kind_in_order_and_keeps_ranking(counter: TokenCounter) -> None:
    memories = [
        memory("1", "Likes tea.", kind="transient"),
        memory("2", "Lives in Berlin.", kind="fact", days_ago=20),
        memory("3", "Prefers dark mode.", kind="preference", days_ago=2),
        memory("4", "Works at Acme.", kind="fact", days_ago=None),
        memory("5", "喜欢咖啡。", kind="lesson", language="zh", days_ago=800),
    ]
    lines = pack(memories, 2000, NOW, counter).context.splitlines()
    assert lines == [
        "# What you remember about this user",
        "## Preferences",
        "- Prefers dark mode. (2 days ago, importance 0.50)",
        "## Facts",
        "- Lives in Berlin. (2 weeks ago, importance 0.50)",
        "- Works at Acme. (undated, importance 0.50)",
        "## Lessons",
        "- 喜欢咖啡。 (2 years ago, importance 0.50)",
        "## Recent requests",
        "- Likes tea. (today, importance 0.50)",
    ]
    assert all(LINE.match(line) for line in lines if line.startswith("- "))


@pytest.mark.parametrize(
    ("days", "english", "chinese"),
    [
        (0, "today", "今天"),
        (1, "yesterday", "昨天"),
        (3, "3 days ago", "3天前"),
        (13, "13 days ago", "13天前"),
        (14, "2 weeks ago", "2周前"),
        (150, "5 months ago", "5个月前"),
        (400, "1 year ago", "1年前"),
        (800, "2 years ago", "2年前"),
        (-2, "today", "今天"),
    ],
)
def test_age_is_humanised(days: int, english: str, chinese: str) -> None:
    when = NOW - timedelta(days=days)
    assert humanize_age(when, NOW, "en") == english
    assert humanize_age(when, NOW, "zh") == chinese


def test_age_counts_calendar_days_in_the_zone_of_now() -> None:
    late_yesterday_in_utc8 = datetime(2026, 4, 30, 15, 59, tzinfo=UTC)
    just_after_midnight = datetime(2026, 4, 30, 16, 1, tzinfo=UTC)
    assert humanize_age(late_yesterday_in_utc8, NOW, "en") == "yesterday"
    assert humanize_age(just_after_midnight, NOW, "en") == "today"
    assert humanize_age(None, NOW, "zh") == "时间未知"


def test_empty_input_gives_empty_context(counter: TokenCounter) -> None:
    assert pack([], 2000, NOW, counter) == Packing("", [], 0, 2000, [])


def test_budget_too_small_for_anything_gives_empty_context(counter: TokenCounter) -> None:
    memories = [memory("a", "Prefers dark mode."), memory("b", "喜欢咖啡。", language="zh")]
    header = counter.count(HEADERS["en"])
    for budget in (0, 1, header, header + 2):
        packing = pack(memories, budget, NOW, counter)
        assert (packing.context, packing.items, packing.tokens) == ("", [], 0)
        assert packing.dropped == ["a", "b"]


def test_truncate_cuts_between_words(counter: TokenCounter) -> None:
    text = "The internationalization of the settings page"
    assert counter.truncate(text, 100) == text
    assert counter.truncate(text, 3) == "The internationalization"
    assert counter.truncate(text, 2) == "The"  # not "The international"
    assert counter.truncate("internationalization", 1) == "international"  # unavoidable
    assert counter.truncate("用户喜欢喝咖啡", 3) == "用户喜"
    assert counter.truncate(text, 0) == ""
    rng = random.Random(7)
    for _ in range(50):
        sample = random_text(rng, rng.choice(["en", "zh"]))
        limit = rng.randint(1, 40)
        cut = counter.truncate(sample, limit)
        assert sample.startswith(cut)
        assert counter.count(cut) <= limit


def test_counter_counts_without_special_tokens_padding_or_truncation(
    counter: TokenCounter,
) -> None:
    assert counter.count("") == 0
    assert counter.count("hello") == 1
    assert counter.count("hello " * 300) == 300
    texts = [f"note {i} about the deployment" for i in range(40)]
    assert counter.count_many(texts) == [counter.count(t) for t in texts]
    assert counter.count_many(texts[:3]) == [counter.count(t) for t in texts[:3]]


def test_counter_is_loaded_once_and_shared_across_threads(counter: TokenCounter) -> None:
    assert load_counter() is counter
    texts = [f"thread-safe counting of note {i} 用户喜欢" * (i % 5 + 1) for i in range(200)]
    expected = [counter.count(t) for t in texts]
    results: list[list[int]] = [[] for _ in range(4)]

    def work(slot: int) -> None:
        results[slot] = [load_counter().count(t) for t in texts]

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == [expected] * 4


def test_remembered_counts_equal_fresh_counts() -> None:
    """Counts from the cache are the tokenizer's: repeated texts, empty ones, long ones (not
    kept), and batches above the parallel size, in English and Chinese."""
    fresh = TokenCounter.from_file(default_tokenizer_path())
    texts = [
        "I moved to Lisbon in May.",
        "",
        "我下周三去上海出差，记得带伞。",
        "word " * 600,  # over the cached length
        "I moved to Lisbon in May.",
        *[f"Order #{n} shipped on day {n}." for n in range(20)],
    ]
    expected = [len(fresh._tokenizer.encode(t, add_special_tokens=False)) for t in texts]
    assert fresh.count_many(texts) == expected  # counted
    assert fresh.count_many(texts) == expected  # remembered
    assert [fresh.count(t) for t in texts] == expected
