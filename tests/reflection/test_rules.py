"""Lessons from episode sequences, without an LLM: what each rule reads and what it leaves."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from service.language.entities import EntityExtractor
from service.reflection.rules import distil, distil_all
from service.reflection.sequence import read_sequence, read_sequences

T0 = datetime(2026, 5, 1, 9, tzinfo=UTC)


def rows(*turns: tuple[str, str, dict | None]) -> list[dict[str, Any]]:
    return [
        {
            "id": f"e{i}",
            "role": role,
            "text": text,
            "timestamp": T0 + timedelta(minutes=i),
            "metadata_json": json.dumps(meta) if meta else None,
        }
        for i, (role, text, meta) in enumerate(turns)
    ]


def lesson_of(*turns: tuple[str, str, dict | None]) -> str | None:
    draft = distil(read_sequence(rows(*turns)))
    return draft.lesson if draft else None


def test_changed_arguments_are_the_fix() -> None:
    lesson = lesson_of(
        ("user", "pull this week's orders", None),
        ("tool", "HTTP 504 Gateway Timeout after 30s", {"tool": "fetch_orders"}),
        ("assistant", "Retrying with timeout=120.", None),
        ("tool", "200 OK: 341 orders", {"tool": "fetch_orders", "args": {"timeout": "120"}}),
    )
    assert lesson == "Call fetch_orders with timeout=120"


def test_another_tool_called_in_between_is_the_fix() -> None:
    lesson = lesson_of(
        ("user", "把周报发到项目群", None),
        ("tool", '{"errcode":40014,"errmsg":"不合法的access_token"}', {"tool": "send_message"}),
        ("tool", "token refreshed", {"tool": "refresh_token", "status": "ok"}),
        ("tool", '{"errcode":0,"errmsg":"ok"}', {"tool": "send_message", "status": "ok"}),
    )
    assert lesson == "调用send_message之前先调用refresh_token"


def test_a_retry_that_worked_with_nothing_changed_says_retry() -> None:
    lesson = lesson_of(
        ("user", "Check the parcel status", None),
        ("tool", "Error: upstream unavailable", {"tool": "track_parcel"}),
        ("tool", "In transit, Leipzig hub", {"tool": "track_parcel"}),
    )
    assert lesson is not None and lesson.startswith("Retry track_parcel when it fails")


def test_a_failure_never_fixed_makes_no_lesson() -> None:
    assert (
        lesson_of(
            ("user", "Export the Q3 report to PDF", None),
            ("tool", "Error: font not found", {"tool": "export_pdf"}),
            ("assistant", "Sorry, the export failed.", None),
        )
        is None
    )


def test_another_tool_that_worked_instead_is_the_lesson() -> None:
    lesson = lesson_of(
        ("user", "Export the Q3 report to PDF", None),
        ("tool", "Error: renderer crashed", {"tool": "export_pdf"}),
        ("tool", "OK: wrote q3.docx", {"tool": "export_docx"}),
        ("user", "that works, thanks", None),
    )
    assert lesson == "When export_pdf fails (“Error: renderer crashed”), use export_docx instead"


def test_a_request_that_sounds_like_a_complaint_is_still_the_goal() -> None:
    draft = distil(
        read_sequence(
            rows(
                ("user", "图片太大了，每张压到500K以内", None),
                ("assistant", "我把JPEG质量降到60。", None),
                ("user", "质量60太糊了，不行", None),
                ("assistant", "那不动画质：转成WebP格式，质量保持85。", None),
                ("user", "这个清楚，可以", None),
            )
        )
    )
    assert draft is not None and draft.goal == "图片太大了，每张压到500K以内"
    assert "WebP" in draft.lesson


def test_a_chat_that_went_well_teaches_nothing() -> None:
    assert (
        lesson_of(
            ("user", "What's the weather tomorrow?", None),
            ("assistant", "Sunny, 24 degrees.", None),
            ("user", "thanks!", None),
        )
        is None
    )


def test_tasks_in_one_session_are_read_apart() -> None:
    sequences = read_sequences(
        rows(
            ("user", "Book the usual train to Lyon", None),
            ("tool", "Booked: seat 42", {"tool": "book_train", "status": "ok"}),
            ("user", "great, thanks", None),
            ("user", "Now export the Q3 report to PDF", None),
            ("tool", "Error: font 'Noto Sans CJK' not found", {"tool": "export_pdf"}),
        )
    )
    assert [s.goal for s in sequences] == [
        "Book the usual train to Lyon",
        "Now export the Q3 report to PDF",
    ]
    assert [s.outcome for s in sequences] == ["success", "failure"]


def lessons_of(*turns: tuple[str, str, dict | None]) -> list[str]:
    return [d.lesson for d in distil_all(read_sequence(rows(*turns)))]


def test_two_tools_that_failed_and_were_fixed_give_a_lesson_each() -> None:
    lessons = lessons_of(
        ("user", "Export the Q3 report to PDF and mail it to the board", None),
        ("tool", "Error: font 'Noto Sans CJK' not found", {"tool": "export_pdf"}),
        ("assistant", "The font was missing, so I installed Noto Sans CJK.", None),
        ("tool", "OK: wrote q3.pdf", {"tool": "export_pdf", "status": "ok"}),
        ("tool", "552 Message size exceeds limit", {"tool": "send_mail", "status": "error"}),
        ("tool", "sent", {"tool": "send_mail", "status": "ok", "args": {"attach": "link"}}),
    )
    assert lessons == [
        "Before calling export_pdf, install Noto Sans CJK",
        "Call send_mail with attach=link",
    ]


def test_two_chinese_tools_fixed_in_one_task_give_a_lesson_each() -> None:
    lessons = lessons_of(
        ("user", "把这周的周报导出成PDF，发到项目群", None),
        ("tool", "Error: 字体 '思源黑体' 未安装", {"tool": "export_pdf"}),
        ("assistant", "缺少字体，我先安装了思源黑体。", None),
        ("tool", "已导出 周报.pdf", {"tool": "export_pdf", "status": "ok"}),
        ("tool", '{"errcode":40014,"errmsg":"不合法的access_token"}', {"tool": "send_message"}),
        ("tool", "token refreshed", {"tool": "refresh_token", "status": "ok"}),
        ("tool", '{"errcode":0}', {"tool": "send_message", "status": "ok"}),
    )
    assert lessons == [
        "调用export_pdf之前先安装思源黑体",
        "调用send_message之前先调用refresh_token",
    ]


@pytest.mark.parametrize(
    ("goal", "attempt", "tool", "error", "fix", "expected"),
    [
        (
            "把镜像推到阿里云仓库",
            "好的，我直接推送 registry.cn-hangzhou.aliyuncs.com/shop/web:1.4。",
            "push_image",
            "unauthorized: authentication required",
            "要先登录镜像仓库。我执行了 docker login registry.cn-hangzhou.aliyuncs.com，"
            "然后重新推送，成功了。",
            "调用push_image之前先执行 docker login registry.cn-hangzhou.aliyuncs.com",
        ),
        (
            "帮我把这批视频转码成 720p",
            "好的，调用转码接口。",
            "transcode_video",
            "Error: ffmpeg: codec hevc_nvenc not found",
            "机器上没有 GPU 编码器。我启用了 CPU 编码 libx264，转码完成了。",
            "调用transcode_video之前先启用 CPU 编码 libx264",
        ),
        (
            "把新版的隐私协议发到官网",
            "好的，我直接发布到 CMS。",
            "publish_cms_page",
            "403 Forbidden: 页面处于锁定状态",
            "这个页面被法务锁住了。我找法务解除了页面锁定，然后重新发布成功。",
            "调用publish_cms_page之前先找法务解除页面锁定",
        ),
    ],
)
def test_a_chinese_fix_in_verbs_no_list_holds_is_the_lesson(
    goal: str, attempt: str, tool: str, error: str, fix: str, expected: str
) -> None:
    """Not a retry, and not the attempt done again ("重新推送", "重新发布成功")."""
    lesson = lesson_of(
        ("user", goal, None),
        ("assistant", attempt, None),
        ("tool", error, {"tool": tool}),
        ("assistant", fix, None),
        ("tool", "OK", {"tool": tool, "status": "ok"}),
    )
    assert lesson == expected


@pytest.mark.parametrize(
    ("goal", "attempt", "objection", "fix", "expected"),
    [
        (
            "Write a payment reminder to the client",
            "Here it is: Dear client, your invoice is overdue. Pay within 3 days or else.",
            "way too harsh, they're an old client, make it friendlier",
            "Reworked: Hi Tom, hope you're well! Could you take a look at last month's invoice?",
            "For “Write a payment reminder to the client”, make it friendlier",
        ),
        (
            "帮我给客户写封催款邮件",
            "好的：尊敬的客户，贵司尚有一笔款项逾期未付，请于三日内支付。",
            "太凶了 人家是老客户 语气客气点",
            "改好了：王总您好，打扰了～上月那笔货款财务这边还没查到，麻烦您有空帮忙看一下。",
            "做“给客户写封催款邮件”时，语气客气点",
        ),
    ],
)
def test_what_the_user_asked_for_in_their_words_is_the_lesson(
    goal: str, attempt: str, objection: str, fix: str, expected: str
) -> None:
    """Not the opening words of the reply they accepted ("Reworked: Hi Tom")."""
    done = "perfect, send it" if goal.isascii() else "可以 就这样发"
    sequence = read_sequence(
        rows(
            ("user", goal, None),
            ("assistant", attempt, None),
            ("user", objection, None),
            ("assistant", fix, None),
            ("user", done, {"task_status": "done"}),
        )
    )
    extractor = EntityExtractor()
    draft = distil(sequence, extractor.first_lemmas, extractor.opens_with_verb)
    assert draft is not None and draft.lesson.startswith(expected)


def test_a_tool_that_failed_twice_before_it_worked_gives_one_lesson() -> None:
    lessons = lessons_of(
        ("user", "pull this week's orders", None),
        ("tool", "HTTP 504 Gateway Timeout after 30s", {"tool": "fetch_orders"}),
        ("tool", "HTTP 504 Gateway Timeout after 30s", {"tool": "fetch_orders"}),
        ("tool", "200 OK", {"tool": "fetch_orders", "args": {"timeout": "120"}}),
    )
    assert lessons == ["Call fetch_orders with timeout=120"]


def test_a_correction_beside_a_tool_fix_is_a_second_lesson_a_mere_remark_is_not() -> None:
    fix = (
        ("user", "pull this week's orders", None),
        ("tool", "HTTP 504 Gateway Timeout after 30s", {"tool": "fetch_orders"}),
        ("tool", "200 OK: 341 orders", {"tool": "fetch_orders", "args": {"timeout": "120"}}),
        ("assistant", "Here are the 341 orders as a full table.", None),
    )
    corrected = lessons_of(
        *fix,
        ("user", "That's not what I meant, I want just the total per region", None),
        ("assistant", "Totals per region: North 120, South 221.", None),
        ("user", "perfect", None),
    )
    assert corrected[0] == "Call fetch_orders with timeout=120" and len(corrected) == 2
    assert "just the total per region" in corrected[1]
    remark = lessons_of(
        *fix,
        ("user", "the South numbers look high this week", None),
        ("assistant", "South had a promotion on Tuesday.", None),
        ("user", "ok thanks", None),
    )
    assert remark == ["Call fetch_orders with timeout=120"]


def test_a_form_announced_with_a_colon_is_named_by_its_parts() -> None:
    """An accepted redo that announces its form ("Cut it down:", "压成三行：") and then gives
    it in labelled lines is remembered by those labels: they are the form the user wanted."""
    en = lesson_of(
        ("user", "write up today's standup notes", None),
        ("assistant", "Here are today's notes: the team discussed the release at length…", None),
        ("user", "way too long, nobody reads that", None),
        (
            "assistant",
            "Cut it down:\nShipped: search filters\nBlocked: staging certs\nNext: billing",
            None,
        ),
        ("user", "perfect", {"task_status": "done"}),
    )
    assert en is not None and "Shipped / Blocked / Next" in en
    zh = lesson_of(
        ("user", "写一下今天的站会纪要", None),
        ("assistant", "今天站会大家先聊了一下发布计划，然后……", None),
        ("user", "太啰嗦了 没人看", None),
        ("assistant", "好的，压缩一下：\n已上线：搜索筛选\n卡住：测试环境证书\n下一步：账单", None),
        ("user", "可以", {"task_status": "done"}),
    )
    assert zh is not None and "已上线 / 卡住 / 下一步" in zh


def test_times_in_the_lines_of_a_form_are_no_labels() -> None:
    """ "9:30 - stand-up" and "| 14:00 |" hold clock times, not labels: a timetable gives its
    first line only."""
    lesson = lesson_of(
        ("user", "plan my day tomorrow", None),
        ("assistant", "Tomorrow you have a few meetings and some focus time.", None),
        ("user", "that's useless to me", None),
        ("assistant", "Hour by hour:\n9:30 - stand-up\n| 11:00 | design review |\n14:00 gym", None),
        ("user", "great", {"task_status": "done"}),
    )
    assert lesson is not None and "Hour by hour" in lesson
    assert "9 /" not in lesson and "| 11" not in lesson


def test_what_the_agent_said_of_a_fix_beyond_its_arguments_is_kept() -> None:
    """Changed arguments say what to call, not why: the agent's words on the fix, when they
    say more than the arguments ("multipart upload with 16 MB parts", "毫秒级时间戳"), come with
    them. Words that only repeat the arguments do not ("Retrying with timeout=120.")."""
    en = lesson_of(
        ("user", "back up the raw drone footage to the archive bucket", None),
        (
            "tool",
            "RequestTimeout: socket not written to within the timeout period",
            {"tool": "s3_put"},
        ),
        (
            "assistant",
            "Single PUTs of files this big keep timing out. Switching to a multipart upload "
            "with 16 MB parts.",
            None,
        ),
        (
            "tool",
            "uploaded 14 files",
            {
                "tool": "s3_put",
                "status": "ok",
                "args": {"multipart": "true", "part_size": "16777216"},
            },
        ),
    )
    assert en is not None and en.startswith("Call s3_put with multipart=true, part_size=16777216")
    assert "multipart upload with 16 MB parts" in en
    zh = lesson_of(
        ("user", "查一下上周三全员的审批记录", None),
        (
            "tool",
            '{"errcode":40035,"errmsg":"不合法的参数 start_time"}',
            {"tool": "list_approvals"},
        ),
        ("assistant", "这个接口的时间只收毫秒级时间戳，不收日期字符串，我换算好重新查了。", None),
        (
            "tool",
            "共 58 条审批",
            {"tool": "list_approvals", "status": "ok", "args": {"start_time": "1772467200000"}},
        ),
    )
    assert zh is not None and zh.startswith("调用list_approvals时带上start_time=1772467200000")
    assert "毫秒级时间戳" in zh


def test_a_form_given_under_headings_is_named_by_them() -> None:
    """A redo laid out under headings of their own ("【活动时间】", "**What you'll do**") is
    remembered by those headings, as labelled lines are."""
    zh = lesson_of(
        ("user", "写个三八节活动的通知", None),
        ("assistant", "亲爱的同事们，三八节快到了，公司准备了丰富多彩的活动……（一大段）", None),
        ("user", "太散了，看不出重点，分块写", None),
        (
            "assistant",
            "分块了：\n【活动时间】\n3月8日下午三点\n【活动地点】\n5楼大会议室\n【报名方式】\n找小周登记",
            None,
        ),
        ("user", "行，就这样", {"task_status": "done"}),
    )
    assert zh is not None and "活动时间 / 活动地点 / 报名方式" in zh
    en = lesson_of(
        ("user", "write the job post for the warehouse lead role", None),
        ("assistant", "We're a fast-growing team looking for someone passionate about…", None),
        ("user", "nobody reads a wall of text, split it up", None),
        (
            "assistant",
            "Split it up:\n**What you'll do**\n- run the night shift\n**What you bring**\n"
            "- 3 years in a warehouse",
            None,
        ),
        ("user", "much better", {"task_status": "done"}),
    )
    assert en is not None and "What you'll do / What you bring" in en


def test_a_proposal_that_first_concedes_the_objection_is_read_for_what_it_offers() -> None:
    """ "Understood, no mass email. I'll send it only to…": the concession repeats what the
    user refused; what the agent then offered, and the user took, is the approach."""
    en = lesson_of(
        ("user", "send the spring promo to our customer list", None),
        ("assistant", "I'll email the promo to all 18,000 contacts now.", None),
        ("user", "No! Half of them unsubscribed last year, we'll get flagged for spam", None),
        (
            "assistant",
            "Understood, no mass email. I'll send it only to the 2,140 customers who opted in "
            "since January.",
            None,
        ),
        ("user", "yes, that works", {"task_status": "done"}),
    )
    assert en is not None and "send it only to the 2,140 customers who opted in" in en
    zh = lesson_of(
        ("user", "把新品上架的消息发给会员", None),
        ("assistant", "好的，给全部3万多个会员群发短信。", None),
        ("user", "别群发！上次被投诉成骚扰了", None),
        ("assistant", "明白，不群发了。我只发给最近三个月下过单的1,200个老客。", None),
        ("user", "可以", {"task_status": "done"}),
    )
    assert zh is not None and "只发给最近三个月下过单的1,200个老客" in zh


def test_an_accepted_action_is_the_lesson_in_the_words_of_an_instruction() -> None:
    """What the agent did that the user accepted is said as what to do next time, not as
    the agent narrated it ("go with Rewrote it…")."""
    lesson = lesson_of(
        ("user", "Draft the February investor update", None),
        ("assistant", "February was a strong month. Revenue grew 12% and we hired two...", None),
        ("user", "Nobody reads this far, they skim.", None),
        ("assistant", "Rewrote it with a TL;DR up top: three bullets, then the detail.", None),
        ("user", "much better", {"task_status": "done"}),
    )
    assert lesson is not None
    assert lesson.startswith("For “Draft the February investor update”, rewrite it with a TL;DR")
    zh = lesson_of(
        ("user", "写下今天的日报", None),
        ("assistant", "今天主要推进了退款接口的联调工作，上午和支付组对齐了字段……", None),
        ("user", "太长了，没人看", None),
        ("assistant", "压成三行：\n今日完成：退款联调\n明日计划：压测\n卡点：证书", None),
        ("user", "可以", {"task_status": "done"}),
    )
    assert zh is not None and zh.startswith("做“写下今天的日报”时，压成三行")
    chart = lesson_of(
        ("user", "Visualize our marketing spend by channel for Q1", None),
        ("assistant", "Here's a pie chart of Q1 spend by channel.", None),
        ("user", "Please not a pie chart, I can't compare the slices.", None),
        ("assistant", "How about a horizontal bar chart instead?", None),
        ("user", "perfect", {"task_status": "done"}),
    )
    assert chart is not None and "go with a horizontal bar chart" in chart


def test_a_chinese_ok_before_the_proposal_is_no_part_of_the_lesson() -> None:
    lesson = lesson_of(
        ("user", "写个放假通知，发全公司", None),
        ("assistant", "🎉 放假啦！4月4日到6日放假三天～", None),
        ("user", "太随意了，这是发全公司的正式通知", None),
        ("assistant", "好，按公文格式重排：加发文字号，标题居中，表情全部去掉。", None),
        ("user", "可以", {"task_status": "done"}),
    )
    assert lesson is not None and "好，" not in lesson and "按公文格式重排" in lesson


def test_an_action_the_user_asks_for_in_the_base_form_is_said_as_one() -> None:
    from service.language.entities import EntityExtractor

    extractor = EntityExtractor()
    draft = distil(
        read_sequence(
            rows(
                ("user", "test_checkout_applies_coupon failed on main again. Deal with it", None),
                ("assistant", "I'll add a retry decorator so it reruns up to three times.", None),
                ("user", "no, retries just hide it. I want you to move it to quarantine", None),
                ("assistant", "Moved it to the quarantine suite and opened a ticket.", None),
                ("user", "good", {"task_status": "done"}),
            )
        ),
        extractor.first_lemmas,
        extractor.opens_with_verb,
    )
    assert draft is not None and "go with" not in draft.lesson
    assert "move it to quarantine" in draft.lesson
