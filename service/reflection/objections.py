"""Lessons from a user who objected, then accepted (rule 2 of ``reflection.rules``).

A correction ("that's not what I meant, I want…", "不对，我要的是…") gives what the user meant;
a refusal ("not a pie chart", "别用饼图"), or a turn that made the agent do something else the
user then accepted, gives the approach to take. The wanted thing is the user's own words when
they say it, else the agent's proposal they accepted.
"""

from __future__ import annotations

import re

from service.language.outcomes import (
    Lemmatize,
    OpensWithVerb,
    asked_for,
    instruction,
    refused,
    wanted,
)
from service.language.script import has_han
from service.language.wording import overlap, words
from service.reflection.draft import (
    LessonDraft,
    chinese,
    first_line,
    short_goal,
    situation_of,
    tags_for,
)
from service.reflection.sequence import Sequence, Step

SAME_AS_WANTED = 0.75  # a refused phrase this much the wanted one's words is not a refusal
NEW_IN_GIST = 0.5  # the share of an accepted proposal's words the want must lack to add it
GIST_CHARS = 80  # the longest accepted gist a lesson quotes

_PROPOSAL_EN = re.compile(
    r"(?i)^(?:ok(?:ay)?|sure|alright|got it|understood|sorry|no problem|then)?[\s,!.—–-]*"
    r"(?:how about|what about|shall i|should i|i(?:'ll| will| could| can)|let me|i suggest"
    r"|i'd suggest|i propose|maybe|instead,?|here (?:is|are)|here's)?\s*"
)
_PROPOSAL_ZH = re.compile(
    r"^(?:好的|好(?=[，,！!。\s])|明白|抱歉|不好意思|那|那么|收到)?[，,！!。\s]*(?:要不|那就|我们|我来|我用|改用|换成|用)?"
)


def user_fix(
    sequence: Sequence,
    goal: str,
    explicit: bool = False,
    lemmatize: Lemmatize | None = None,
    verb: OpensWithVerb | None = None,
) -> LessonDraft | None:
    """The lesson of the first objection the user made and the agent answered; with
    ``explicit``, only of one said in words (a correction, a refusal). ``lemmatize`` and
    ``verb`` read whether what to do is an action (``outcomes.instruction``)."""
    steps = sequence.steps
    for k, objection in enumerate(steps):
        if not objects(steps, k):
            continue
        if explicit and not (objection.corrects or objection.refuses):
            continue
        accepted = next(
            (a for a in range(k + 1, len(steps)) if steps[a].approves or steps[a].done), None
        )
        proposals = [s for s in steps[k + 1 : accepted] if s.role == "assistant"]
        want = wanted(objection.text)
        asked = asked_for(objection.text, verb) if want is None else None
        want = want or asked  # "make it friendlier", "语气客气点": what to do, in their words
        if want is None and proposals and accepted is not None:
            want = proposal(proposals[-1].text)
        if not want:
            continue
        # "Rewrote it as a table" → "rewrite it as…"
        do = asked or instruction(want, lemmatize, verb)
        return _user_lesson(sequence, goal, k, want, do, accepted, proposals)
    return None


def objects(steps: list[Step], k: int) -> bool:
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
    do: str | None,
    accepted: int | None,
    proposals: list[Step],
) -> LessonDraft:
    steps = sequence.steps
    objection = steps[k]
    zh = chinese(sequence)
    rejected = refused(objection.text)
    if rejected and overlap(words(rejected), words(want)) >= SAME_AS_WANTED:
        rejected = None
    brief = short_goal(goal)
    correction = objection.corrects
    gist = accepted_gist(want, proposals) if accepted is not None else ""
    if zh:
        lesson = (
            f"用户说“{brief}”时，要的是{want}" + (f"，不是{rejected}" if rejected else "")
            if correction
            else (f"做“{brief}”时，{do}" if do else f"做“{brief}”时用{want}")
            + (f"，不要{rejected}" if rejected else "")
        ) + (f"（用户接受的是“{gist}”）" if gist else "")
        outcome = "用户接受了改正后的结果" if accepted is not None else "用户指出了要什么，尚未确认"
    else:
        lesson = (
            f"When the user asks “{brief}”, they mean {want}"
            + (f", not {rejected}" if rejected else "")
            if correction
            else (f"For “{brief}”, {do}" if do else f"For “{brief}”, go with {want}")
            + (f" rather than {rejected}" if rejected else "")
        ) + (f" (accepted: “{gist}”)" if gist else "")
        outcome = (
            "the user accepted the corrected result"
            if accepted is not None
            else "the user said what they want; not yet confirmed"
        )
    if proposals and accepted is not None:
        shown = first_line(proposals[-1].text, 120)
        outcome += f"：“{shown}”" if zh else f": “{shown}”"
    last = accepted if accepted is not None else k
    return LessonDraft(
        goal=brief,
        outcome=outcome,
        attribution=(
            f"用户的反馈：“{first_line(objection.text)}”"
            if zh
            else f"the user said: “{first_line(objection.text)}”"
        ),
        lesson=lesson,
        tags=tags_for(["user-correction" if correction else "user-preference"], goal, want),
        related_episode_ids=tuple(s.episode_id for s in steps[: last + 1]),
        confidence=0.6 if accepted is not None else 0.45,
        language="zh" if zh else "en",
        method="correction" if correction else "refusal",
        subject="",
        fix=want,
        accepted=gist,
        failure_episode_ids=(objection.episode_id,),
        situation=situation_of(goal, "", steps[:k]),
    )


def accepted_gist(want: str, proposals: list[Step]) -> str:
    """What the agent delivered that the user accepted, when it says what the user's own
    words leave out ("弄成表" wanted, "改成表格" accepted): the last proposal's gist, if most of
    its words are not the want's. Empty when it only repeats the want."""
    if not proposals:
        return ""
    gist = proposal(proposals[-1].text)
    said = words(gist)
    if not gist or not said or gist in want:
        return ""
    new = said - words(want)
    return gist[:GIST_CHARS] if len(new) / len(said) >= NEW_IN_GIST else ""


def proposal(text: str) -> str:
    """The thing an agent's proposal offers, its first sentence without the lead-in ("How
    about a bar chart instead?" → "a bar chart instead"; "Moved the feedback onto the code:
    one inline comment per issue…" whole), and the form it announces with a colon and then
    gives in labelled lines ("Cut it down:\nShipped: …\nBlocked: …" → "Cut it down: Shipped /
    Blocked")."""
    text = text.strip()
    gist = _first_sentence(text)
    form = _form(text)
    if not form:
        return gist
    return f"{gist}：{form}" if has_han(gist) else f"{gist}: {form}"


# "Shipped: search filters", "- 已上线：搜索筛选": a label (a word first, not a number: "9:30 -
# stand-up" or "| 20:00 |" are times) and what follows it
_LABEL = re.compile(r"^[-*•·\d.)、\s]*(?P<label>[^\W\d_][^:：\n|]{0,23}?)\s*[:：]\s*\S")
# "【岗位职责】", "**What you'll do**", "## Requirements", "Requirements:": a heading on a line
# of its own, what is under it on the lines after
_HEADING = re.compile(
    r"^(?:【(?P<bracket>[^】\n]{1,24})】|\*\*(?P<bold>[^*\n]{1,40})\*\*[:：]?|#{1,4}\s+(?P<hash>.{1,40})"
    r"|(?P<bare>[^\W\d_][^:：\n|]{0,23}?)\s*[:：])$"
)
FORM_PARTS = 6  # the most labels a form is named by


def _form(text: str) -> str:
    """The labels of the lines a proposal's first line announces with a colon, when there are
    two or more: the form of what was delivered ("今日完成 / 明日计划 / 卡点")."""
    head, _, rest = text.partition("\n")
    if not head.rstrip().endswith((":", "：")):
        return ""
    found = [label for line in rest.splitlines() if (label := _label_of(line.strip()))]
    labels = list(dict.fromkeys(found))
    return " / ".join(labels[:FORM_PARTS]) if len(labels) >= 2 else ""


def _label_of(line: str) -> str:
    """The label a line of a form gives: a heading of its own, or what a labelled line opens
    with; empty for any other line."""
    heading = _HEADING.match(line)
    if heading is not None:
        return next(g for g in heading.groups() if g is not None).strip()
    labelled = _LABEL.match(line)
    return labelled["label"].strip() if labelled is not None else ""


def _first_sentence(text: str) -> str:
    sentences = [x for x in re.split(r"(?<=[.!?])\s+|(?<=[。！？])", text) if x.strip()]
    while len(sentences) > 1 and filler(sentences[0]):  # "Fair enough. The Eurostar…"
        sentences.pop(0)
    if len(sentences) > 1 and concedes(sentences[0]):  # "Understood, no mass email. I'll…"
        offer = next((k for k in (1, 2) if k < len(sentences) and offers(sentences[k])), None)
        sentences = sentences[offer:] if offer is not None else sentences
    text = " ".join(sentences) if sentences else text
    first = re.split(r"[.!?。！？\n](?=\s|$)|[。！？\n]", text, maxsplit=1)[0]
    if has_han(first):  # "那改用柱状图，按月份排列，可以吗" → "柱状图，按月份排列"
        clauses = [c for c in re.split(r"，|,(?!\d)", first) if c and not _ASKS_ZH.search(c)]
        first = "，".join(clauses) or first
    pattern = _PROPOSAL_ZH if has_han(first) else _PROPOSAL_EN
    return pattern.sub("", first, count=1).strip(" ,，、;；:：")[:160]


_ASKS_ZH = re.compile(r"(?:吗|呢|好不好|行不行|怎么样|如何)$")
# a sentence that takes back what the user refused says so with a negation ("nothing gets
# deleted", "no mass email", "不群发了"); one that offers what comes instead opens with the
# agent's own move ("I'll send it only to…", "let me…", "我只发给…", "改用…")
_NEGATION_EN = re.compile(r"(?i)\b(?:no|not|nothing|never|none|without)\b|n't\b")
_NEGATION_ZH = re.compile(r"[不没别甭]")
_OFFER_EN = re.compile(
    r"(?i)^(?:ok(?:ay)?|so|then|instead)?[\s,]*(?:i(?:'ll| will| can|'m going to| am going to)"
    r"|let me|let's|we(?:'ll| will| can)|how about|what about|i suggest|i'd suggest|i propose)\b"
)
_OFFER_ZH = re.compile(
    r"^(?:那|那就|这样)?[，,\s]*(?:我(?:来|先|就|只|会|改|把|换|给|用)|改(?:用|成|为)|换成"
    r"|只(?:发|给|做|用)|咱们|我们(?:先|就|只|改))"
)


def concedes(sentence: str) -> bool:
    """Whether an agent's sentence takes back what was refused rather than offering anything:
    a negation, and no move of its own."""
    negation = _NEGATION_ZH if has_han(sentence) else _NEGATION_EN
    return negation.search(sentence) is not None and not offers(sentence)


def offers(sentence: str) -> bool:
    """Whether an agent's sentence opens with a move of its own ("I'll…", "我只发给…")."""
    offer = _OFFER_ZH if has_han(sentence) else _OFFER_EN
    return offer.match(sentence.strip()) is not None


FILLER_WORDS = 3  # a sentence this short that opens a proposal only acknowledges
FILLER_CHARS = 5  # … in Chinese characters


def filler(sentence: str) -> bool:
    """ "Fair enough.", "Got it!", "明白了。": an opening that says nothing of the proposal."""
    bare = sentence.strip(" .!?。！？,，")
    if has_han(bare):
        return len(bare) <= FILLER_CHARS
    return len(bare.split()) <= FILLER_WORDS
