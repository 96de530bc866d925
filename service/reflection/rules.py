"""Lessons from what the episodes say, without an LLM. Each rule reads one shape of
experience and makes a specific, actionable lesson; a sequence no rule reads makes none
(a vague lesson is worse than no lesson).

1. **A tool that failed, then worked** (``tool_fix``). What changed between the failed call
   and the call that worked is the fix: the arguments the working call added or changed, the
   other tools called in between, and the actions the agent narrated ("I installed Noto Sans
   CJK", "我先安装了思源黑体"), leaving out actions that only repeat the attempt ("re-ran the
   export"). "export_pdf failed: font 'Noto Sans CJK' not installed" → "Before calling
   export_pdf, install Noto Sans CJK". Nothing changed and it worked on a later try: "Retry
   fetch_orders when it fails with …". It never worked, but another tool did: "When
   export_pdf fails (…), use export_docx instead".
2. **A user who objected, then accepted** (``user_fix``). A correction ("that's not what I
   meant, I want…", "不对，我要的是…") gives what the user meant; a refusal ("not a pie chart",
   "别用饼图") followed by an accepted proposal gives the approach to take. The wanted thing is
   the user's own words when they say it, else the agent's proposal they accepted.
3. **A task that went well at once** (``verified``): a task with tool calls, or marked done,
   whose agent narrated what it did or called a tool with arguments, gives a "verified
   method" (what worked); never a failure lesson. A chat that went well gives nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from service.language.entities_zh import tag
from service.language.outcomes import actions, refused, wanted
from service.language.script import has_han
from service.language.wording import overlap, words
from service.reflection.sequence import Sequence, Step

GOAL_CHARS = 120
SHORT_LEAD = 12  # characters before a colon that only lead in to a proposal
ERROR_CHARS = 200
REPEATS_ATTEMPT = 0.75  # an action whose words are this much the attempt's repeats it

_POLITE_EN = re.compile(
    r"(?i)^(?:hey|hi|hello|ok(?:ay)?|so|please|pls|can you|could you|would you|will you"
    r"|i need you to|i'd like you to|i want you to|help me|let's)[\s,]+"
)
_POLITE_ZH = re.compile(r"^(?:你好|您好|麻烦|请|帮我|帮忙|能不能|可以|你|给我|我想|我要)+")
_PROPOSAL_EN = re.compile(
    r"(?i)^(?:ok(?:ay)?|sure|alright|got it|understood|sorry|no problem|then)?[\s,!.]*"
    r"(?:how about|what about|shall i|should i|i(?:'ll| will| could| can)|let me|i suggest"
    r"|i'd suggest|i propose|maybe|instead,?|here (?:is|are)|here's)?\s*"
)
_PROPOSAL_ZH = re.compile(
    r"^(?:好的|明白|抱歉|不好意思|那|那么|收到)?[，,！!。\s]*(?:要不|那就|我们|我来|我用|改用|换成|用)?"
)


@dataclass(frozen=True)
class LessonDraft:
    goal: str
    outcome: str
    attribution: str
    lesson: str
    tags: tuple[str, ...]
    related_episode_ids: tuple[str, ...]
    confidence: float
    language: str  # "en" | "zh"
    method: str  # tool_fix | retry | alternative | correction | refusal | verified | llm
    subject: str  # the tool, or "" for the user's request: what the lesson is about
    fix: str  # what to do, in a few words (dedupe and contradictions compare it)
    failure_episode_ids: tuple[str, ...] = ()
    source: str = "rules"
    situation: str = ""  # what the agent was doing: the goal, the tool, the attempt

    @property
    def matched_by(self) -> str:
        """The text a new attempt is matched against: its situation, else its text."""
        return self.situation or self.text

    @property
    def text(self) -> str:
        """The memory's text: the instruction first (the context block shows it), then the
        goal and the experience behind it, which recall matches a new attempt against."""
        if self.language == "zh":
            return (
                f"经验：{self.lesson}。目标：{self.goal}。经过：{self.outcome}；"
                f"关键原因：{self.attribution}。"
            )
        return (
            f"Lesson: {self.lesson}. Goal: {self.goal}. What happened: {self.outcome}; "
            f"key cause: {self.attribution}."
        )


def distil(sequence: Sequence) -> LessonDraft | None:
    """The lesson of one task's sequence, or None when no rule makes a specific one."""
    goal = sequence.goal
    if not goal:
        return None
    return tool_fix(sequence, goal) or user_fix(sequence, goal) or verified(sequence, goal)


def tool_fix(sequence: Sequence, goal: str) -> LessonDraft | None:
    steps = sequence.steps
    for i, failed in enumerate(steps):
        if failed.role != "tool" or failed.status != "error" or failed.tool is None:
            continue
        worked = next(
            (j for j in range(i + 1, len(steps)) if _called(steps[j], failed.tool, "ok")), None
        )
        if worked is None:
            draft = _alternative(sequence, goal, i)
            if draft is not None:
                return draft
            continue
        return _fixed(sequence, goal, i, worked)
    return None


def _fixed(sequence: Sequence, goal: str, i: int, j: int) -> LessonDraft:
    steps = sequence.steps
    failed, ok = steps[i], steps[j]
    tool = failed.tool or ""
    zh = _chinese(sequence)
    failures = [s for s in steps[i:j] if _called(s, tool, "error")]
    changed = {k: v for k, v in ok.args.items() if failures[-1].args.get(k) != v}
    attempt = words(" ".join([goal, tool.replace("_", " "), *_narrations(steps[:i])]))
    done: list[str] = []
    said: list[str] = []  # what the agent said it did, when no action could be read from it
    for step in steps[i + 1 : j]:
        if step.role == "tool" and step.tool != tool and step.status == "ok":
            done.append(f"{'调用' if zh else 'run '}{step.tool}{_arguments(step.args)}")
        elif step.role == "assistant":
            found = actions(step.text)
            done.extend(a for a in found if not _repeats(a, attempt))
            if not found:
                said.append(_first_line(step.text, 160).rstrip("。."))
    if not done and not changed and said:  # it did something, in words no rule reads
        done = [f"“{s}”" for s in said[:2]]
    if changed:  # what the arguments say needs no narration that repeats them
        given = " ".join(f"{k} {v}" for k, v in changed.items()).lower()
        done = [a for a in done if not (words(a) & words(given))]
    error = _first_line(failures[-1].text)
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
        parts = _unique(done)
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
        method, fix = "tool_fix", " ".join([args, *parts]).strip()
    times = len(failures)
    outcome = (
        f"{tool}失败了{times}次，{'改正后' if method != 'retry' else '重试后'}成功"
        if zh
        else f"{tool} failed {times} time{'s' if times > 1 else ''}, then worked"
        + (" after the fix" if method != "retry" else " on a retry")
    )
    return LessonDraft(
        goal=_goal(goal),
        outcome=outcome,
        attribution=f"{tool}{'报错' if zh else ' failed'}: {error}",
        lesson=lesson,
        tags=_tags([tool, "tool-failure", "retry" if method == "retry" else "fix"], goal),
        related_episode_ids=tuple(s.episode_id for s in steps[: j + 1]),
        confidence=0.6 if method == "tool_fix" else 0.5,
        language="zh" if zh else "en",
        method=method,
        subject=tool,
        fix=fix,
        failure_episode_ids=tuple(s.episode_id for s in failures),
        situation=_situation(goal, tool, steps[:i]),
    )


def _situation(goal: str, tool: str, before: list[Step]) -> str:
    """The goal, the tool's name in words and what the agent set out to do."""
    attempt = next((s.text for s in before if s.role == "assistant"), "")
    parts = [goal.strip(), tool.replace("_", " ").strip(), _first_line(attempt, 160)]
    return ". ".join(p for p in parts if p)


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
    zh = _chinese(sequence)
    error = _first_line(failed.text)
    return LessonDraft(
        goal=_goal(goal),
        outcome=f"{failed.tool}失败，改用{other.tool}后成功"
        if zh
        else f"{failed.tool} failed; {other.tool} worked instead",
        attribution=f"{failed.tool}{'报错' if zh else ' failed'}: {error}",
        lesson=f"{failed.tool}报“{error}”时改用{other.tool}"
        if zh
        else f"When {failed.tool} fails (“{error}”), use {other.tool} instead",
        tags=_tags([str(failed.tool), str(other.tool), "tool-failure"], goal),
        related_episode_ids=tuple(s.episode_id for s in steps),
        confidence=0.55,
        language="zh" if zh else "en",
        method="alternative",
        subject=str(failed.tool),
        fix=f"use {other.tool}",
        failure_episode_ids=(failed.episode_id,),
        situation=_situation(goal, str(failed.tool), steps[:i]),
    )


def user_fix(sequence: Sequence, goal: str) -> LessonDraft | None:
    steps = sequence.steps
    for k, objection in enumerate(steps):
        if not _objects(steps, k):
            continue
        accepted = next(
            (a for a in range(k + 1, len(steps)) if steps[a].approves or steps[a].done), None
        )
        proposals = [s for s in steps[k + 1 : accepted] if s.role == "assistant"]
        want = wanted(objection.text)
        if want is None and proposals and accepted is not None:
            want = _proposal(proposals[-1].text)
        if not want:
            continue
        return _user_lesson(sequence, goal, k, want, accepted, proposals)
    return None


def _objects(steps: list[Step], k: int) -> bool:
    """Whether the user's turn ``k`` objects to what the agent did: it says so (a correction,
    a refusal), or, whatever its words, it came after the agent's turn, was no approval, and
    the agent did something else that the user then accepted ("Put each point on the line
    it's about.")."""
    step = steps[k]
    if step.phase != "feedback" or not any(s.role == "assistant" for s in steps[:k]):
        return False
    if step.corrects or step.refuses:
        return True
    if step.approves or step.done or k == 0 or steps[k - 1].role != "assistant":
        return False
    after = steps[k + 1 :]
    redone = next((i for i, s in enumerate(after) if s.role == "assistant"), None)
    return redone is not None and any(s.approves or s.done for s in after[redone + 1 :])


def _user_lesson(
    sequence: Sequence,
    goal: str,
    k: int,
    want: str,
    accepted: int | None,
    proposals: list[Step],
) -> LessonDraft:
    steps = sequence.steps
    objection = steps[k]
    zh = _chinese(sequence)
    rejected = refused(objection.text)
    if rejected and overlap(words(rejected), words(want)) >= REPEATS_ATTEMPT:
        rejected = None
    short_goal = _goal(goal)
    correction = objection.corrects
    if zh:
        lesson = (
            f"用户说“{short_goal}”时，要的是{want}" + (f"，不是{rejected}" if rejected else "")
            if correction
            else f"做“{short_goal}”时用{want}" + (f"，不要{rejected}" if rejected else "")
        )
        outcome = "用户接受了改正后的结果" if accepted is not None else "用户指出了要什么，尚未确认"
    else:
        lesson = (
            f"When the user asks “{short_goal}”, they mean {want}"
            + (f", not {rejected}" if rejected else "")
            if correction
            else f"For “{short_goal}”, go with {want}"
            + (f" rather than {rejected}" if rejected else "")
        )
        outcome = (
            "the user accepted the corrected result"
            if accepted is not None
            else "the user said what they want; not yet confirmed"
        )
    if proposals and accepted is not None:
        shown = _first_line(proposals[-1].text, 120)
        outcome += f"：“{shown}”" if zh else f": “{shown}”"
    last = accepted if accepted is not None else k
    return LessonDraft(
        goal=short_goal,
        outcome=outcome,
        attribution=(
            f"用户的反馈：“{_first_line(objection.text)}”"
            if zh
            else f"the user said: “{_first_line(objection.text)}”"
        ),
        lesson=lesson,
        tags=_tags(["user-correction" if correction else "user-preference"], goal, want),
        related_episode_ids=tuple(s.episode_id for s in steps[: last + 1]),
        confidence=0.6 if accepted is not None else 0.45,
        language="zh" if zh else "en",
        method="correction" if correction else "refusal",
        subject="",
        fix=want,
        failure_episode_ids=(objection.episode_id,),
        situation=_situation(goal, "", steps[:k]),
    )


def verified(sequence: Sequence, goal: str) -> LessonDraft | None:
    steps = sequence.steps
    if sequence.outcome != "success" or any(
        s.status == "error" or _objects(steps, i) for i, s in enumerate(steps)
    ):
        return None
    tools = _unique([s.tool for s in steps if s.role == "tool" and s.tool])
    if not tools and not any(s.done for s in steps):  # a chat that went well is no method
        return None
    zh = _chinese(sequence)
    asked = words(goal)
    done: list[str] = []
    for step in steps:
        if step.role == "tool" and step.tool and step.args:
            done.append(f"{'调用' if zh else 'call '}{step.tool}{_arguments(step.args)}")
        elif step.role == "assistant":
            found = [a for a in actions(step.text) if not _repeats(a, asked)]
            done.extend(found or [f"“{_first_line(step.text, 160).rstrip('。.')}”"])
    done = _unique(done)[:3]
    if not done:  # "it worked" alone teaches nothing
        return None
    how = "，".join(done) if zh else ", then ".join(done)
    if tools and not any(t in how for t in tools):
        calls = "、".join(tools) if zh else ", ".join(tools)
        how = f"{how}（调用{calls}）" if zh else f"{how} (calls {calls})"
    short_goal = _goal(goal)
    return LessonDraft(
        goal=short_goal,
        outcome="一次成功" if zh else "it worked the first time",
        attribution="这个做法可行" if zh else "the method worked",
        lesson=f"已验证：做“{short_goal}”时{how}"
        if zh
        else f"Verified method for “{short_goal}”: {how}",
        tags=_tags(["verified", *tools[:2]], goal),
        related_episode_ids=tuple(s.episode_id for s in steps),
        confidence=0.5,
        language="zh" if zh else "en",
        method="verified",
        subject=tools[0] if tools else "",
        fix=how,
        situation=_situation(goal, tools[0] if tools else "", steps),
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


def _chinese(sequence: Sequence) -> bool:
    said = [s.text for s in sequence.steps if s.role in ("user", "assistant")]
    return any(has_han(t) for t in said)


def _goal(text: str) -> str:
    cleaned = text.strip()
    cleaned = (_POLITE_ZH if has_han(cleaned) else _POLITE_EN).sub("", cleaned).strip()
    cleaned = cleaned.rstrip("?？!！。.") or text.strip()
    return cleaned if len(cleaned) <= GOAL_CHARS else cleaned[: GOAL_CHARS - 1] + "…"


def _proposal(text: str) -> str:
    """The thing an agent's proposal offers, its first sentence without the lead-in ("How
    about a bar chart instead?" → "a bar chart instead"; "Moved the feedback onto the code:
    one inline comment per issue…" whole)."""
    text = text.strip()
    sentences = [x for x in re.split(r"(?<=[.!?])\s+|(?<=[。！？])", text) if x.strip()]
    while len(sentences) > 1 and _filler(sentences[0]):  # "Fair enough. The Eurostar…"
        sentences.pop(0)
    text = " ".join(sentences) if sentences else text
    parts = re.split(r"[:：]", text, maxsplit=1)
    if len(parts) == 2 and len(parts[0]) <= SHORT_LEAD and parts[1].strip():
        text = parts[1].strip()  # "那不动画质：转成WebP格式…", "Sure: a bar chart…"
    first = re.split(r"[.!?。！？\n](?=\s|$)|[。！？\n]", text, maxsplit=1)[0]
    if has_han(first):  # "那改用柱状图，按月份排列，可以吗" → "柱状图，按月份排列"
        clauses = [c for c in re.split(r"[，,]", first) if c and not _ASKS_ZH.search(c)]
        first = "，".join(clauses) or first
    pattern = _PROPOSAL_ZH if has_han(first) else _PROPOSAL_EN
    return pattern.sub("", first, count=1).strip(" ,，、;；")[:160]


_ASKS_ZH = re.compile(r"(?:吗|呢|好不好|行不行|怎么样|如何)$")
FILLER_WORDS = 3  # a sentence this short that opens a proposal only acknowledges
FILLER_CHARS = 5  # … in Chinese characters


def _filler(sentence: str) -> bool:
    """ "Fair enough.", "Got it!", "明白了。": an opening that says nothing of the proposal."""
    bare = sentence.strip(" .!?。！？,，")
    if has_han(bare):
        return len(bare) <= FILLER_CHARS
    return len(bare.split()) <= FILLER_WORDS


def _first_line(text: str, limit: int = ERROR_CHARS) -> str:
    line = next((part.strip() for part in text.strip().splitlines() if part.strip()), "")
    return line if len(line) <= limit else line[: limit - 1] + "…"


def _arguments(args: dict[str, str]) -> str:
    return f"({', '.join(f'{k}={v}' for k, v in args.items())})" if args else ""


def _unique(items: list[str]) -> list[str]:
    return list(dict.fromkeys(i for i in items if i))


_TAG_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_-]{2,}")
_TAG_STOP_WORDS = (
    "the and for with this that from into please can could would will you your our my me "
    "again now today tomorrow yesterday just also then them want need make get send give "
    "一下 一个 这个 那个 帮我 麻烦 我们 你们 今天 明天 昨天 现在"
)
_TAG_STOP = frozenset(_TAG_STOP_WORDS.split())


def _tags(fixed: list[str], goal: str, extra: str = "") -> tuple[str, ...]:
    """3 to 5 tags: the given ones, then the goal's (and ``extra``'s) longest words."""
    text = f"{goal} {extra}"
    found = [w.lower() for w in _TAG_WORD.findall(text) if w.lower() not in _TAG_STOP]
    if has_han(text):  # jieba's nouns and verbs of two characters or more
        found += [
            w.text
            for w in tag(text)
            if len(w.text) > 1 and w.flag[:1] in ("n", "v") and w.text not in _TAG_STOP
        ]
    ranked = sorted(dict.fromkeys(found), key=len, reverse=True)
    tags = _unique([t.lower()[:40] for t in fixed] + ranked)[:5]
    for filler in ("lesson", "experience", "task"):
        if len(tags) < 3 and filler not in tags:
            tags.append(filler)
    return tuple(tags)


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
    zh = _chinese(sequence)
    error = _first_line(failed.text)
    what = subject or ("这类请求" if zh else "this request")
    return LessonDraft(
        goal=_goal(goal),
        outcome="照旧经验做了，仍然失败"
        if zh
        else "the earlier lesson was applied and it still failed",
        attribution=error,
        lesson=f"{what}不能只靠“{fix}”：照做后仍失败（{error}）"
        if zh
        else f"Do not rely on “{fix}” for {what}: it failed after it (“{error}”)",
        tags=_tags([subject or "user-feedback", "contradicted"], goal),
        related_episode_ids=tuple(sequence.episode_ids),
        confidence=0.5,
        language="zh" if zh else "en",
        method="contradiction",
        subject=subject,
        fix=f"avoid {fix}",
        failure_episode_ids=(failed.episode_id,),
        situation=_situation(goal, subject, sequence.steps),
    )
