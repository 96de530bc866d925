"""How a change is said: to hold from now on or in place of what held ("from now on",
"instead", "以后…吧", "改成", "不再"), or now ("these days", "现在"); a value moved to another
("we'll stretch to 30k", "房租涨到4200"); how something ended up ("in the end", "最后…收的");
a state come back ("back to normal", "恢复正常"); a change taken up that the question just
before offered ("Should I change the morning digest?" / "yeah just headlines only"). Read by
the rules of a slot (``service.language.slots``) and by recall and retain beside them.
"""

from __future__ import annotations

import re
from functools import lru_cache

from service.language.script import has_han

__all__ = [
    "moved_to",
    "moves_value",
    "offered_change",
    "says_forward",
    "says_return",
    "settles",
    "without_forward",
]

# What both lists below open with: from now on, or from a time on ("starting august").
_FROM_NOW_ON = (
    r"from now on|from here on|going forward|in future|in the future|henceforth"
    r"|from (?:the )?next\b|from (?:today|tomorrow)\b(?!['’]s)"
    r"|starting (?:in )?(?:next|today|now|this|tomorrow|the \d+\w*"
    r"|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
    r"|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)"
)
# 改 before a verb of doing: "改吃", "改用", "改骑", "改报" (switched to eating, using, riding,
# signing up for), said in place of what was done; not 改天 (another day), 改进, 改善 or 改了
# (edited).
_GAI_VERB = "改(?=[吃喝用坐乘搭买去走骑穿抽看听住约报学练带打开玩读订])"
# "switched to", "moved over to": the speaker's choice in place of another; not someone
# else's move ("he moved to kitchener"), which changes nothing of the speaker's.
_SWITCHED = r"(?<!\bhe )(?<!\bshe )(?<!\bthey )(?:switch(?:ed|ing)?|mov(?:ed|ing)) (?:over )?to"
# Said to hold from now on, or in place of what held: "from now on", "going forward", "from
# the next order", "these days" ("这阵子"), "no longer", "instead", "以后都…", "今后", "从下个月起",
# "改成", "换成", "不再". A "以后" after a verb is "after" ("回来以后"), not "from now on".
_FORWARD = re.compile(
    rf"(?i)\b(?:{_FROM_NOW_ON}|these days|nowadays"
    r"|no longer|not any ?more|any ?more|instead|now|switch(?:ed|ing)?"
    r"|chang(?:ed|ing)|mov(?:ed|ing) (?:over )?to"
    # a thing moved to another time: "can we move them all to after lunch?", "push them
    # back to friday"; "挪到下午", "调到下午", "推到周四"
    r"|(?:move|moving|moved|push|pushed|shift|shifted|bump|bumped|reschedule|rescheduled)"
    r"\s+(?:it|them|that|this|those|these|everything|everyone|both)(?:\s+all)?"
    r"(?:\s+(?:back|up|over|forward))?\s+to)\b"
    r"|(?:^|[，,。；;\s]|我|我们|咱们|你|那|就)(?:以后|往后)|今后|从现在|从今天|从下[个次周月]"
    r"|改成|改为|改到|改签|换成|换到|换了|转用|换用|不再|现在|最近(?![的一])|如今|[挪调推]到"
    r"|这阵子|这段时间|这些日子|近来"  # "these days"
    # back to what held before: "又骑回单车了", "换回安卓了"; not a way home ("开回家")
    r"|又[换改搬骑用穿开坐调吃喝戴]回(?!家)|[换改]回(?!家)|" + _GAI_VERB
)
# Of those, the ones that say what is to hold from now on, or in place of what held ("from
# now on", "instead", "以后…吧", "改成", "不再"), rather than describe the present ("now",
# "these days", "现在", "如今"), which any later remark may do.
_FORWARD_STRONG = re.compile(
    rf"(?i)\b(?:{_FROM_NOW_ON}"
    r"|no longer|not any ?more|any ?more|instead|" + _SWITCHED + r")\b"
    r"|(?:^|[，,。；;\s]|我|我们|咱们|你|那|就)(?:以后|往后)|今后|从现在|从今天|从下[个次周月]"
    r"|改成|改为|改到|改签|换成|换到|转用|换用|不再|" + _GAI_VERB
)


# A value moved to another: "we can go to 2k", "we'll stretch to 30k", "bumped it up to 3 a
# week", "they moved me to 22A", "加到二十五万", "房租涨到4200": the verb says the value after
# it is the new one of what was said before, though the statement names no budget, rent or
# seat. Not going to a place or a thing at a time ("going to the 7pm show", "三点到机场"). 成
# after a verb of change, before a figure, says the same ("升级成4588那档", "调成三千五").
_MOVED_TO = re.compile(
    r"(?i)\b(?:go|goes|going|went|stretch\w*|bump\w*|rais\w*|up|upped|increas\w*|lower\w*"
    r"|drop\w*|cut|cuts|reduc\w*|push\w*|extend\w*|boost\w*|knock\w*|chang\w*|mov\w*)"
    r"(?:\s+(?:it|that|this|them|me|us))?(?:\s+(?:up|down|back))?\s+to\s+(?=[$£€¥]?\d)"
    r"|(?:[加提涨降减调升砍压改]到|(?:升级|调整|[改换变调涨降加减])成)"
    r"(?=[$¥]?[\d一二两三四五六七八九十百千万几半])"
)


# Said as how it ended up: "in the end", "ended up", "settled on", "signed", "最后…收的",
# "最终", "定了", "签了", "成交"; a value said so is the one that holds, in place of one said
# before of the same kind ("出价最高的那家给8万2" / "小吴表哥那边最后9万1收的"). Not "the last
# one" ("最后一天", "the final round") nor "signed up", nor "finally" closing a clause, which
# is "at last" ("we're getting quotes for the kitchen finally").
_SETTLED = re.compile(
    r"(?i)\b(?:in the end|ended up|settled (?:on|at|for)|agreed (?:on|to)|went with"
    r"|signed(?! up)(?: it| the \w+)?|finally(?!\s*(?:[.!?,;)]|$))|locked in|closed at"
    r"|sold (?:it )?for)\b"
    r"|最后(?![一几那这个天次])|最终|敲定|拍板|成交|签了|谈下来|定下来|定了"
)


def settles(text: str) -> bool:
    """Whether ``text`` says how something ended up ("最后9万1收的", "$650 flat… signed it")."""
    return _SETTLED.search(text) is not None


# A question that offers a change ("Should I change the morning digest?", "Want me to switch
# you to the later class?", "那饺子馅也换成素的？", "要不要调整一下每月的预算？"), one sentence of
# the turn just before a reply ("那早饭要不要换一下？包子和甜豆浆升糖都比较快。"): the value the
# reply gives is what it changes to, unless the reply opens by declining it ("nah, keep it",
# "不用 就这样"), which keeps things as they were.
_CHANGE_WORD = re.compile(r"(?i)\b(?:change|switch|swap|update|adjust)\b|[换改]|调整")
_SENTENCE = re.compile(r"[^.!?。！？]+[.!?。！？]*")
_DECLINED = re.compile(
    r"(?i)^\W*(?:no|nah|nope|not (?:now|yet|really)|keep|leave it|same)\b"
    r"|^\W*(?:不用|不了|不换|不改|先不|算了|别|保持|就这样|还是(?:老样子|原来|照旧))"
)


@lru_cache(maxsize=4096)
def offered_change(reply: str, asked: str) -> str:
    """The question of ``asked`` (the turn just before ``reply``) that offers a change, when
    ``reply`` takes it up ("那早饭要不要换一下？" of "那早饭要不要换一下？包子和甜豆浆升糖都
    比较快。" / "嗯 燕麦加两个水煮蛋吧"); "" when it offers none or the reply declines it."""
    if not asked or _DECLINED.search(reply) is not None:
        return ""
    for sentence in _SENTENCE.finditer(asked):
        said = sentence.group().strip()
        if said.endswith(("?", "？")) and _CHANGE_WORD.search(said):
            return said
    return ""


def says_forward(text: str, strong: bool = False) -> bool:
    """Whether ``text`` says it holds from now on or in place of something; ``strong``: says
    what is to hold from now on ("going forward", "以后…吧", "改成"), not merely "now"."""
    return (_FORWARD_STRONG if strong else _FORWARD).search(text) is not None


# Said to hold again as it did before: "mornings are mine again", "back to normal", "as
# usual", "恢复正常", "照旧", "跟以前一样".
_RETURN = re.compile(
    r"(?i)\b(?:again|back to (?:normal|usual|how it was)|as (?:before|usual))\b"
    r"|恢复|照旧|照常|回到(?:以前|原来)|[跟和同](?:以前|原来)一样"
)


def says_return(text: str) -> bool:
    """Whether ``text`` says something holds again as it did before ("back to normal from
    next week, mornings are mine again", "下周起恢复正常"): of the states said before it, it
    may be one of them come back rather than what replaces them."""
    return _RETURN.search(text) is not None


def without_forward(text: str) -> str:
    """``text`` without the words that say it holds from now on (``says_forward``, strong)."""
    return _FORWARD_STRONG.sub(" ", text)


def moves_value(text: str) -> bool:
    """Whether a verb of ``text`` moves a value to a new one ("we'll stretch to 30k", "房租涨到
    4200"): the value after it is the new one of what was said before."""
    return _MOVED_TO.search(text) is not None


# Where what a value is moved to ends: its clause ("2 scoops in the morning" of "up it to
# 2 scoops in the morning, evenings stay at 1"); in Chinese, where words run together, at a
# space too ("加到两片" of "早上加到两片 晚上还是一片").
_CLAUSE_END = re.compile(r"(?i)[,.;!?，。；！？、]|\s(?:and|but|while|though)\b")
_ZH_CLAUSE_END = re.compile(r"[,.;!?，。；！？、\s]")


def moved_to(text: str) -> list[str]:
    """What each verb of ``text`` that moves a value moves it to, to the end of its clause."""
    found = []
    for hit in _MOVED_TO.finditer(text):
        end = (_ZH_CLAUSE_END if has_han(text[hit.start()]) else _CLAUSE_END).search(
            text, hit.end()
        )
        found.append(text[hit.end() : end.start() if end else len(text)])
    return found
