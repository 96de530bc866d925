"""Speaker labels and forms of address: who is talking, and to whom, in a transcript line.

Agents that relay a group chat or a meeting send lines such as "Caroline: I went to a support
group yesterday" or "张伟：我下周去上海". The label is not part of what was said: the turn's
events are cut from the words after it, and each event keeps the label in front of it, so a
memory still says who said it ("Caroline: Good to see you" rather than a bare "Good to see
you"). Kinds, small talk and rejections are read from the words alone.

A form of address at the end of a short phrase ("Thanks, Melanie", "Wow, Caroline!") names
the listener; the rules that find small talk read the phrase without it.

A label is a capitalised name of one to three words (English) or a two-to-four character
Chinese personal name (jieba tags it ``nr``), then a colon and the words. Words that often open
a note or an acknowledgement rather than name a speaker ("Note:", "Updated:", "Monday:",
"Noted:", "提醒：") are not labels. ``wording.same_speaker`` reads speakers with this too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from service.language.script import HAN_CLASS

_EN_LABEL = re.compile(
    r"[ \t]*([A-Z][A-Za-z'’.-]{0,30}(?: [A-Z][A-Za-z'’.-]{0,30}){0,2})[ \t]*:[ \t]+(?=\S)"
)
_ZH_LABEL = re.compile(rf"[ \t]*([{HAN_CLASS}·]{{2,4}})[ \t]*[：:][ \t]*(?=\S)")
_NOT_SPEAKER_WORDS = """
    note notes nb ps fyi update updates reminder reminders todo to-do task tasks warning caution
    important info tip tips hint summary tl;dr tldr answer question re subject edit edited step
    example agenda action actions decision decisions issue problem solution result results reason
    goal goals plan option status location address time date deadline due budget price cost
    total amount phone email website link source quote error output input title topic update
    monday tuesday wednesday thursday friday saturday sunday today tomorrow yesterday tonight
    january february march april may june july august september october november december
    morning afternoon evening night breakfast lunch dinner weather menu pros cons
    correction heads ok okay sure noted got thanks thank great perfect understood updated added
    done fine cool nice good yeah yep btw anyway actually well hey hi hmm um oh ah please
    """
_NOT_SPEAKER_WORDS_ZH = """
    注意 提醒 备注 总结 问题 答案 回答 更新 说明 地址 时间 日期 预算 价格 结果 原因 目标 计划
    方案 任务 待办 链接 标题 主题 今天 明天 昨天
    """
_NOT_SPEAKERS = frozenset(_NOT_SPEAKER_WORDS.split())
_NOT_SPEAKERS_ZH = frozenset(_NOT_SPEAKER_WORDS_ZH.split())
# "…, Melanie!" at the end of a short phrase: the listener, not part of what was said.
_ADDRESS = re.compile(r"^(.{1,60}?)[ \t]*[,，][ \t]*[A-Z][a-z]{1,20}[ \t]*[!.?！。？]*[ \t]*$")
_GREETING = re.compile(
    r"^((?i:hi|hey|hello|thanks|thank you|bye|morning|evening)(?: there)?)"
    r"[ \t]+[A-Z][a-z]{1,20}[ \t]*[!.?]*[ \t]*$"
)


@dataclass(frozen=True)
class Label:
    name: str
    end: int  # where the words after the label start in the content


def speaker_label(content: str) -> Label | None:
    """The speaker label that opens the content, or None."""
    match = _EN_LABEL.match(content)
    if match is not None:
        name = match.group(1).rstrip(".")
        if name.lower() in _NOT_SPEAKERS or name.split()[0].lower() in _NOT_SPEAKERS:
            return None
        if len(name) < 2 or (name.isupper() and len(name) <= 3):  # "Q:", "A:", "PS:", "TL:"
            return None
        return Label(name, match.end())
    match = _ZH_LABEL.match(content)
    if match is not None and match.group(1) not in _NOT_SPEAKERS_ZH and _is_zh_name(match.group(1)):
        return Label(match.group(1), match.end())
    return None


def words_said(content: str) -> str:
    """The content without the speaker label it opens with ("周婷: 预算算过没" -> "预算算过没",
    "Caroline: I went…" -> "I went…"); the content itself when it has none."""
    label = speaker_label(content)
    return content[label.end :] if label is not None else content


def without_address(text: str) -> str:
    """The phrase without a trailing form of address ("Thanks, Melanie" -> "Thanks",
    "Hey Mel!" -> "Hey")."""
    match = _ADDRESS.match(text) or _GREETING.match(text)
    return match.group(1) if match is not None else text


@lru_cache(maxsize=4096)
def _is_zh_name(word: str) -> bool:
    from service.language.entities_zh import tag

    words = tag(word)
    return len(words) == 1 and words[0].flag.startswith("nr")
