"""What turns say about outcomes: tool errors, corrections, refusals, approvals, wants and
narrated actions, in English and Chinese."""

from __future__ import annotations

import pytest

from service.language.entities import EntityExtractor
from service.language.outcomes import (
    actions,
    approves,
    asked_for,
    corrects,
    error_shaped,
    instruction,
    refused,
    refuses,
    tool_status,
    wanted,
)


@pytest.mark.parametrize(
    "text",
    [
        "HTTP 504 Gateway Timeout after 30s",
        "ValueError: time data '03/04/2026' does not match format '%Y-%m-%d'",
        "Error: font 'Noto Sans CJK' not found; PDF rendering aborted",
        "permission denied (publickey)",
        "Error: 字体 '思源黑体' 未安装",
        "请求超时，请稍后重试",
        "接口返回 401：token 已过期",
    ],
)
def test_error_reports_are_error_shaped(text: str) -> None:
    assert error_shaped(text) and tool_status(None, text) == "error"


@pytest.mark.parametrize(
    "text", ["OK: wrote q3-report.pdf (14 pages)", "Booked: seat 42, coach 7", "已导出 周报.pdf"]
)
def test_success_reports_are_not(text: str) -> None:
    assert not error_shaped(text) and tool_status(None, text) == "ok"


def test_a_stated_status_wins_over_the_text() -> None:
    assert tool_status("failed", "all good") == "error"
    assert tool_status("ok", "0 errors found") == "ok"


@pytest.mark.parametrize(
    "text",
    [
        "That's not what I meant, I want just the decisions",
        "no, I asked for the summary, not the transcript",
        "不对，我要的是每项决议的负责人",
        "你理解错了，我是说下周五",
    ],
)
def test_corrections(text: str) -> None:
    assert corrects(text) and refuses(text) and not approves(text)


@pytest.mark.parametrize(
    "text",
    [
        "Please not a pie chart, they're unreadable",
        "别用饼图，看不清",
        "这个方案太贵了，不行",
        "别写成一大段，弄成表",
        "不对，别这么写",
    ],
)
def test_refusals(text: str) -> None:
    assert refuses(text) and not approves(text)


@pytest.mark.parametrize(
    "text",
    ["perfect, thanks", "great, that's it", "可以，就这样", "完美", "行", "行，发吧", "好吧"],
)
def test_approvals(text: str) -> None:
    assert approves(text) and not refuses(text)


@pytest.mark.parametrize(
    "text",
    ["别忘了加上环比", "别的不变", "这两个有什么区别", "特别好找", "好久没下单了", "行程改到周五"],
)
def test_neither_approvals_nor_refusals(text: str) -> None:
    """别 as "other", "don't forget" or inside a word refuses nothing; 行 and 好 approve only
    as a word of their own."""
    assert not refuses(text) and not approves(text)


def test_what_the_user_wants_and_turns_down() -> None:
    assert wanted("No, I want just the decisions as bullets") == "just the decisions as bullets"
    assert wanted("不对，我要的是决议要点") == "决议要点"
    assert wanted("别用饼图，看不清") is None
    assert refused("I don't want the whole transcript") == "the whole transcript"
    assert refused("Please not a pie chart") == "a pie chart"
    assert refused("别用饼图，看不清") == "饼图"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The font was missing, so I installed Noto Sans CJK and re-ran the export.",
            ["install Noto Sans CJK", "re-run the export"],
        ),
        ("Retrying with timeout=120.", ["retry with timeout=120"]),
        (
            "It timed out, so I added an index on orders.created_at.",
            ["add an index on orders.created_at"],
        ),
        ("Booking the 8:04 TGV to Lyon.", ["book the 8:04 TGV to Lyon"]),
        ("缺少字体，我先安装了思源黑体，再重新导出了。", ["安装思源黑体", "重新导出"]),
        ("Here are the decisions: ship v2", []),
    ],
)
def test_narrated_actions_become_instructions(text: str, expected: list[str]) -> None:
    assert actions(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "要先登录镜像仓库。我执行了 docker login registry.cn-hangzhou.aliyuncs.com，"
            "然后重新推送，成功了。",
            ["执行 docker login registry.cn-hangzhou.aliyuncs.com", "重新推送"],
        ),
        (
            "机器上没有 GPU 编码器。我启用了 CPU 编码 libx264，转码完成了。",
            ["启用 CPU 编码 libx264", "转码"],
        ),
        (
            "这个页面被法务锁住了。我找法务解除了页面锁定，然后重新发布成功。",
            ["找法务解除页面锁定", "重新发布"],
        ),
        ("2月份已经结账了。我在金蝶里先反结账到2月。", ["在金蝶里先反结账到2月"]),
        ("生产库只能走跳板机。我先通过堡垒机建立了端口转发。", ["通过堡垒机建立端口转发"]),
        # what is, must be or is thought; what was looked at; how much was done; a report
        ("需要先登录镜像仓库。我觉得是证书的问题，审批通过后重新创建了。", []),
        ("我看了一下，是白名单的问题", []),
        ("一次拉5000条把网关拖超时了。拉了87页，数据齐了。", []),
        ("卡点：测试环境证书还没下来，已找运维", []),
    ],
)
def test_chinese_acts_are_read_by_their_verb(text: str, expected: list[str]) -> None:
    """Verbs no list holds ("执行", "启用", "找…解除", "在…反结账") are read by their part of
    speech, when the agent tells of itself or of what it did."""
    assert actions(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Writing the .npmrc for the @acme scope first.",
            ["write the .npmrc for the @acme scope first"],
        ),
        (
            "Installing libvips before touching the images.",
            ["install libvips before touching the images"],
        ),
        ("Saving it as q1.png and deleting the draft.", ["save it as q1.png", "delete the draft"]),
        ("I'm retrying with timeout=120.", ["retry with timeout=120"]),
    ],
)
def test_verbs_are_read_in_their_clause_by_spacy(text: str, expected: list[str]) -> None:
    assert actions(text, EntityExtractor().first_lemmas) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Rewrote it with a TL;DR up top: three bullets, then the detail.",
            "rewrite it with a TL;DR up top: three bullets, then the detail.",
        ),
        (
            "I'd run it as an online migration with gh-ost, throttled on replica lag.",
            "run it as an online migration with gh-ost, throttled on replica lag.",
        ),
        ("Moved the feedback onto the code.", "move the feedback onto the code."),
        ("Cut it to three sentences, plain tone.", "cut it to three sentences, plain tone."),
        ("Putting the results in a Google Sheet.", "put the results in a Google Sheet."),
        ("a horizontal bar chart instead", None),  # a thing, not an action
        ("you to move it to the quarantine suite", "move it to the quarantine suite"),
        ("to Lisbon by train", None),  # a name after "to": a place, not a verb
        ("Rounded corners and a lighter font", None),  # an adjective, not a verb
        ("The Eurostar at 8:01, back on the 18:31", None),
        ("压成三行：今日完成 / 明日计划 / 卡点", "压成三行：今日完成 / 明日计划 / 卡点"),
        ("我先把日期都改成 YYYY-MM-DD", "把日期都改成 YYYY-MM-DD"),
        ("换个思路，先私信买家", "换个思路，先私信买家"),
        ("按公文格式重排：加发文字号", "按公文格式重排：加发文字号"),  # how, then the verb
        ("我在 DMS 里提一个工单", "在 DMS 里提一个工单"),
        ("按营收排的柱状图", None),  # how a thing is made: no verb of its own before the noun
        ("表", None),  # one character: jieba's tag is a guess
        ("决议要点", None),
    ],
)
def test_a_proposal_that_opens_with_an_action_reads_as_an_instruction(
    text: str, expected: str | None
) -> None:
    assert instruction(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "compare against the holdout group, the 10% still on the old version",
            "compare against the holdout group, the 10% still on the old version",
        ),
        ("move it to the quarantine suite instead", "move it to the quarantine suite instead"),
        ("a table with one row per metric", None),
        ("decisions as bullets", None),
        ("bullet points, no prose", None),
        ("everything in one table", None),  # -ing, but no verb
        ("something shorter with the numbers", None),
        ("Reworked it as a table", "rework it as a table"),
        ("Drew it as a bar chart", "draw it as a bar chart"),  # a past the suffixes miss
    ],
)
def test_an_instruction_in_the_base_form_is_read_by_spacy(text: str, expected: str | None) -> None:
    """What the user asks for may be an action already ("I'd rather you move it to…"):
    spaCy tells the verb from a noun that opens a thing ("table", "bullet")."""
    extractor = EntityExtractor()
    assert instruction(text, extractor.first_lemmas, extractor.opens_with_verb) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("way too harsh, they're an old client, make it friendlier", "make it friendlier"),
        ("too long, nobody reads that, just the action items", "just the action items"),
        ("太凶了 人家是老客户 语气客气点", "语气客气点"),
        ("太长了 简单一点", "简单一点"),
        # what was wrong, and no more
        ("way too harsh, they're an old client", None),
        ("don't send it yet", None),
        ("太凶了 人家是老客户", None),
        ("有点长", None),
    ],
)
def test_what_the_user_asks_for_in_their_own_words(text: str, expected: str | None) -> None:
    """Beside "I want…": the order an objection ends with ("make it friendlier"), "just…",
    and the Chinese "…点" of more of a quality ("语气客气点")."""
    assert asked_for(text, EntityExtractor().opens_with_verb) == expected
