"""Lessons from what the episodes say, without an LLM. Each rule reads one shape of
experience and makes a specific, actionable lesson; a sequence no rule reads makes none
(a vague lesson is worse than no lesson).

1. **A tool that failed, then worked** (``tool_fixes``). What changed between the failed call
   and the call that worked is the fix: the arguments the working call added or changed, the
   other tools called in between, and the actions the agent narrated ("I installed Noto Sans
   CJK", "我先安装了思源黑体"), leaving out actions that only repeat the attempt ("re-ran the
   export"). "export_pdf failed: font 'Noto Sans CJK' not installed" → "Before calling
   export_pdf, install Noto Sans CJK". Nothing changed and it worked on a later try: "Retry
   fetch_orders when it fails with …". It never worked, but another tool did: "When
   export_pdf fails (…), use export_docx instead".
2. **A user who objected, then accepted** (``objections.user_fix``): what they meant, or the
   approach to take ("that's not what I meant, I want…", "不对，我要的是…", "别用饼图").
3. **A task that went well at once** (``verified``): a task with tool calls, or marked done,
   whose agent narrated what it did or called a tool with arguments, gives a "verified
   method" (what worked); never a failure lesson. A chat that went well gives nothing.

One task may teach several lessons (``distil_all``): one per tool that failed and was got past
(its later failures before the call that worked are part of its lesson), and one for the
user's objection, which beside a tool's lesson must be said in words. A verified method only
when there is nothing else.
"""

from __future__ import annotations

import re

from service.language.outcomes import Lemmatize, OpensWithVerb, actions
from service.language.script import has_han
from service.language.wording import overlap, words
from service.reflection.draft import (
    LessonDraft,
    arguments,
    chinese,
    first_line,
    short_goal,
    situation_of,
    tags_for,
    unique,
)
from service.reflection.objections import objects, user_fix
from service.reflection.sequence import Sequence, Step

REPEATS_ATTEMPT = 0.75  # an action whose words are this much the attempt's repeats it
# What the agent said of a fix goes with its changed arguments when it has this many content
# words (Chinese: characters) that the arguments lack: "Retrying with timeout=120." says
# nothing more, "只收毫秒级时间戳，不收日期字符串" does.
TOLD_WORDS = 3
TOLD_CHARS_ZH = 6


def distil(
    sequence: Sequence, lemmatize: Lemmatize | None = None, verb: OpensWithVerb | None = None
) -> LessonDraft | None:
    """The first lesson of one task's sequence (``distil_all``), or None."""
    drafts = distil_all(sequence, lemmatize, verb)
    return drafts[0] if drafts else None


def distil_all(
    sequence: Sequence, lemmatize: Lemmatize | None = None, verb: OpensWithVerb | None = None
) -> list[LessonDraft]:
    """The lessons of one task's sequence, none when no rule makes a specific one: one per
    tool that failed and was fixed (or replaced), and one for a user's objection, which
    beside a tool's lesson must be said in words (a correction, a refusal); else a verified
    method. ``lemmatize`` reads the verbs of narrated actions (``outcomes.actions``), ``verb``
    an instruction in the base form (``outcomes.instruction``)."""
    goal = sequence.goal
    if not goal:
        return []
    drafts = tool_fixes(sequence, goal, lemmatize)
    user = user_fix(sequence, goal, explicit=bool(drafts), lemmatize=lemmatize, verb=verb)
    if user is not None:
        drafts.append(user)
    if drafts:
        return drafts
    method = verified(sequence, goal, lemmatize)
    return [method] if method is not None else []


def tool_fixes(
    sequence: Sequence, goal: str, lemmatize: Lemmatize | None = None
) -> list[LessonDraft]:
    """A lesson per tool that failed: the first failure of each that a later call of it (or
    of another tool) got past. Its later failures before that call are part of its lesson."""
    steps = sequence.steps
    drafts: list[LessonDraft] = []
    learnt: set[str] = set()
    for i, failed in enumerate(steps):
        if failed.role != "tool" or failed.status != "error" or failed.tool is None:
            continue
        if failed.tool in learnt:
            continue
        worked = next(
            (j for j in range(i + 1, len(steps)) if _called(steps[j], failed.tool, "ok")), None
        )
        draft = (
            _alternative(sequence, goal, i)
            if worked is None
            else _fixed(sequence, goal, (i, worked), lemmatize)
        )
        if draft is not None:
            drafts.append(draft)
            learnt.add(failed.tool)
    return drafts


def _fixed(
    sequence: Sequence, goal: str, pair: tuple[int, int], lemmatize: Lemmatize | None
) -> LessonDraft:
    """The lesson of the failed call ``pair[0]`` and the call that worked, ``pair[1]``."""
    steps = sequence.steps
    i, j = pair
    failed, ok = steps[i], steps[j]
    tool = failed.tool or ""
    zh = chinese(sequence)
    failures = [s for s in steps[i:j] if _called(s, tool, "error")]
    changed = {k: v for k, v in ok.args.items() if failures[-1].args.get(k) != v}
    attempt = words(" ".join([goal, tool.replace("_", " "), *_narrations(steps[:i])]))
    done: list[str] = []
    said: list[str] = []  # what the agent said it did, when no action could be read from it
    for step in steps[i + 1 : j]:
        if step.role == "tool" and step.tool != tool and step.status == "ok":
            done.append(f"{'调用' if zh else 'run '}{step.tool}{arguments(step.args)}")
        elif step.role == "assistant":
            found = actions(step.text, lemmatize)
            done.extend(a for a in found if not _repeats(a, attempt))
            if not found:
                said.append(first_line(step.text, 160).rstrip("。."))
    if not done and not changed and said:  # it did something, in words no rule reads
        done = [f"“{s}”" for s in said[:2]]
    told = ""  # what the agent said of the fix, when it says more than the arguments
    if changed:  # what the arguments say needs no narration that repeats them
        given = " ".join(f"{k} {v}" for k, v in changed.items()).lower()
        done = [a for a in done if not (words(a) & words(given))]
        told = next(
            (first_line(s.text, 160) for s in steps[i + 1 : j] if s.role == "assistant"), ""
        )
        if len(words(told) - words(given)) < (TOLD_CHARS_ZH if has_han(told) else TOLD_WORDS):
            told = ""
    error = first_line(failures[-1].text)
    args = ", ".join(f"{k}={v}" for k, v in changed.items())
    if not done and not changed:
        tries = len(failures) + 1
        lesson = (
            f"{tool}报“{error}”时重试：第{tries}次成功了"
            if zh
            else f"Retry {tool} when it fails with “{error}”: it worked on attempt {tries}"
        )
        method, fix = "retry", "retry"
    else:
        parts = unique(done)
        if zh:
            lesson = "，".join(
                ([f"调用{tool}时带上{args}"] if changed else [])
                + ([f"调用{tool}之前先{'，'.join(parts)}"] if parts else [])
            )
        else:
            lesson = "; ".join(
                ([f"Call {tool} with {args}"] if changed else [])
                + ([f"Before calling {tool}, {', then '.join(parts)}"] if parts else [])
            )
        if told:  # why those arguments: "只收毫秒级时间戳", "a multipart upload with 16 MB parts"
            lesson += f"（“{told}”）" if zh else f" (“{told}”)"
        method, fix = "tool_fix", " ".join([args, *parts]).strip()
    times = len(failures)
    outcome = (
        f"{tool}失败了{times}次，{'改正后' if method != 'retry' else '重试后'}成功"
        if zh
        else f"{tool} failed {times} time{'s' if times > 1 else ''}, then worked"
        + (" after the fix" if method != "retry" else " on a retry")
    )
    return LessonDraft(
        goal=short_goal(goal),
        outcome=outcome,
        attribution=f"{tool}{'报错' if zh else ' failed'}: {error}",
        lesson=lesson,
        tags=tags_for([tool, "tool-failure", "retry" if method == "retry" else "fix"], goal),
        related_episode_ids=tuple(s.episode_id for s in steps[: j + 1]),
        confidence=0.6 if method == "tool_fix" else 0.5,
        language="zh" if zh else "en",
        method=method,
        subject=tool,
        fix=fix,
        failure_episode_ids=tuple(s.episode_id for s in failures),
        situation=situation_of(goal, tool, steps[:i]),
    )


def _alternative(sequence: Sequence, goal: str, i: int) -> LessonDraft | None:
    """A tool that never worked, and another that did, with the task ending well."""
    steps = sequence.steps
    failed = steps[i]
    other = next(
        (
            s
            for s in steps[i + 1 :]
            if s.role == "tool" and s.status == "ok" and s.tool not in (None, failed.tool)
        ),
        None,
    )
    if other is None or sequence.outcome != "success":
        return None
    zh = chinese(sequence)
    error = first_line(failed.text)
    return LessonDraft(
        goal=short_goal(goal),
        outcome=f"{failed.tool}失败，改用{other.tool}后成功"
        if zh
        else f"{failed.tool} failed; {other.tool} worked instead",
        attribution=f"{failed.tool}{'报错' if zh else ' failed'}: {error}",
        lesson=f"{failed.tool}报“{error}”时改用{other.tool}"
        if zh
        else f"When {failed.tool} fails (“{error}”), use {other.tool} instead",
        tags=tags_for([str(failed.tool), str(other.tool), "tool-failure"], goal),
        related_episode_ids=tuple(s.episode_id for s in steps),
        confidence=0.55,
        language="zh" if zh else "en",
        method="alternative",
        subject=str(failed.tool),
        fix=f"use {other.tool}",
        failure_episode_ids=(failed.episode_id,),
        situation=situation_of(goal, str(failed.tool), steps[:i]),
    )


def verified(
    sequence: Sequence, goal: str, lemmatize: Lemmatize | None = None
) -> LessonDraft | None:
    steps = sequence.steps
    if sequence.outcome != "success" or any(
        s.status == "error" or objects(steps, i) for i, s in enumerate(steps)
    ):
        return None
    tools = unique([s.tool for s in steps if s.role == "tool" and s.tool])
    if not tools and not any(s.done for s in steps):  # a chat that went well is no method
        return None
    zh = chinese(sequence)
    asked = words(goal)
    done: list[str] = []
    for step in steps:
        if step.role == "tool" and step.tool and step.args:
            done.append(f"{'调用' if zh else 'call '}{step.tool}{arguments(step.args)}")
        elif step.role == "assistant":
            found = [a for a in actions(step.text, lemmatize) if not _repeats(a, asked)]
            done.extend(found or [f"“{first_line(step.text, 160).rstrip('。.')}”"])
    done = unique(done)[:3]
    if not done:  # "it worked" alone teaches nothing
        return None
    how = "，".join(done) if zh else ", then ".join(done)
    if tools and not any(t in how for t in tools):
        calls = "、".join(tools) if zh else ", ".join(tools)
        how = f"{how}（调用{calls}）" if zh else f"{how} (calls {calls})"
    brief = short_goal(goal)
    return LessonDraft(
        goal=brief,
        outcome="一次成功" if zh else "it worked the first time",
        attribution="这个做法可行" if zh else "the method worked",
        lesson=f"已验证：做“{brief}”时{how}" if zh else f"Verified method for “{brief}”: {how}",
        tags=tags_for(["verified", *tools[:2]], goal),
        related_episode_ids=tuple(s.episode_id for s in steps),
        confidence=0.5,
        language="zh" if zh else "en",
        method="verified",
        subject=tools[0] if tools else "",
        fix=how,
        situation=situation_of(goal, tools[0] if tools else "", steps),
    )


_REPEAT_ZH = re.compile(r"^(?:重新|再次|再|又|重)|(?:一遍|一次|一下)$")


def _repeats(action: str, attempt: frozenset[str]) -> bool:
    """The action only does the attempt again ("re-run the export", "call it again",
    "重新导出"): without its verb (or 重新/再), its words are the attempt's, or none."""
    if has_han(action):
        rest = words(_REPEAT_ZH.sub("", _REPEAT_ZH.sub("", action)))
    else:
        rest = words(action.partition(" ")[2]) - {"again", "it", "once", "more"}
    return not rest or overlap(rest, attempt) >= REPEATS_ATTEMPT


def _called(step: Step, tool: str, status: str) -> bool:
    return step.role == "tool" and step.tool == tool and step.status == status


def _narrations(steps: list[Step]) -> list[str]:
    return [s.text for s in steps if s.role == "assistant"]


def contradicted(sequence: Sequence, subject: str, fix: str, reason: str) -> LessonDraft | None:
    """A lesson from an experience that broke an older one and was not fixed: "Do not rely
    on {fix} for {tool}: it failed with …". None without a goal."""
    goal = sequence.goal
    failed = next(
        (s for s in reversed(sequence.steps) if s.status == "error" or s.refuses or s.corrects),
        None,
    )
    if not goal or failed is None:
        return None
    zh = chinese(sequence)
    error = first_line(failed.text)
    what = subject or ("这类请求" if zh else "this request")
    return LessonDraft(
        goal=short_goal(goal),
        outcome="照旧经验做了，仍然失败"
        if zh
        else "the earlier lesson was applied and it still failed",
        attribution=error,
        lesson=f"{what}不能只靠“{fix}”：照做后仍失败（{error}）"
        if zh
        else f"Do not rely on “{fix}” for {what}: it failed after it (“{error}”)",
        tags=tags_for([subject or "user-feedback", "contradicted"], goal),
        related_episode_ids=tuple(sequence.episode_ids),
        confidence=0.5,
        language="zh" if zh else "en",
        method="contradiction",
        subject=subject,
        fix=f"avoid {fix}",
        failure_episode_ids=(failed.episode_id,),
        situation=situation_of(goal, subject, sequence.steps),
    )
