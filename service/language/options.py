"""Pointers at one option among several: "the tracker one's a hard no", "we'll take the second
flat", "双语那个算了", "就小区里那家", "第二个不考虑", "那就蓝天幼儿园".

A user who has been given a list ("a Nationwide 5-year fixed at 4.19%; a Barclays tracker at
base plus 0.6%; and an HSBC 10-year fixed", "一是阳光双语…；二是区机关…；三是小区里的蓝天…")
answers it by pointing: by place (an ordinal: "the second", "第二个", "option 3", "the last
one") or by a word of the option ("the tracker one", "双语那个", "那个三居"), and says yes or no
to it. This module reads the pointer and its stance from one statement; matching it to an
option of a list the bank holds is ``service.encoding.options``.

The reading is structural. A pointer is a determiner phrase that names an option: "the X one",
"the Nth (X)", "option N", 第N个, "X那个/那家", "那个X", or the object of a choosing verb ("going
with X", "选X", "那就X"). Its stance is the nearest yes or no to it in its clause: a choosing
verb before it ("take", "go with", "选", "就"), or a refusal after it ("is a hard no", "算了",
"不考虑"). Without a stance there is no pointer: "the second one is closer to work" only
describes it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

Stance = Literal["accept", "reject"]
LAST = -1
# How a statement that takes an option carries it: "the cheaper one → a cupcake tower ($40)".
TAKES = " → "

_EN_ORDINALS = {
    "first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
    "fifth": 5, "5th": 5, "last": LAST, "final": LAST, "former": 1, "latter": LAST,
}  # fmt: skip
_ZH_DIGITS = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8}
_LETTERS = {"a": 1, "b": 2, "c": 3, "d": 4}
_HEADS = (
    r"(?:one|ones|option|offer|deal|plan|choice|package|quote|place|flat|house|apartment|slot"
    r"|flight|train|room|hotel|venue|camp|course|class|tour|date|time|school|nursery|model)"
)
# Measure words that make a Chinese demonstrative or ordinal point at one thing of a list.
_ZH_MEASURE = r"[个家套款种位条所间只台辆项份]"

_EN_ORDINAL = re.compile(
    rf"(?i)\b(?:the|that|this)\s+(?P<n>{'|'.join(_EN_ORDINALS)})\b(?:\s+(?P<head>[a-z][\w-]*))?"
    r"|\b(?:option|number|no\.|choice|plan)\s*(?P<k>[1-9]|[abcd]|one|two|three|four)\b"
)
# "the tracker one", "the Nationwide deal", "the 10-year one": up to three words before a head
_EN_DESCRIBED = re.compile(
    rf"(?i)\b(?:the|that)\s+(?P<words>(?:[\w%£$€.:-]+\s+){{0,2}}?[\w%£$€.:-]+?)(?:['’]s)?"
    rf"\s+{_HEADS}\b"
)
# "the one by the station", "the one with the balcony", "the one on Leinster Road", "the one
# 10 min from home": "the one" and what sets it apart (not "the one thing I miss")
_EN_ONE_WHICH = re.compile(
    r"(?i)\b(?:the|that)\s+one\s+(?:(?:\d+|a|an|two|five|ten|half\s+an)\s*[a-z]+\s+(?:away\s+)?from"
    r"|by|near|next\s+to|beside|with|without|on|in|at|off|facing"
    r"|closest\s+to|nearest(?:\s+to)?)\s+(?:the\s+|a\s+|an\s+)?"
    r"(?P<words>[\w%£$€.:-]+(?:\s+(?-i:[A-Z][\w-]*))?)"
)
# "the Hilton", "the Premier Inn", "the 15:35": a name or a time said with its article
_EN_NAMED = re.compile(r"\b(?:the|The)\s+(?P<words>[A-Z0-9][\w:'’-]*(?:\s+[A-Z][\w'’-]*){0,2})")
# The verbs that choose, in what follows them ("going with", "went w/", "taking", "booked")
_CHOOSING = (
    r"go(?:ing)?\s+(?:with|w/?|for)|went\s+(?:with|w/?|for)|take|taking|pick(?:ed|ing)?|choose"
    r"|chose|choosing|book(?:ed|ing)?|settled?\s+on|decided\s+on|opt(?:ed)?\s+for"
    r"|lean(?:ing)?(?:\s+towards?)?"
)
# "going with Nationwide", "we'll take Rosewood", "let's book the Eurostar"
_EN_CHOSEN = re.compile(
    rf"(?i)\b(?:{_CHOOSING}|book(?:ed|ing)?\s+(?:me|us)\s+(?:on|in|into)"
    r"|sign(?:ed|ing)?\s+(?:(?:me|us|him|her|them)\s+)?(?:up\s+)?(?:for|with)"
    r"|let'?s\s+do)\s+(?:the\s+)?"
    r"(?P<words>(?-i:[A-Z0-9][\w:'-]*(?:\s+[A-Z][\w'-]*){0,2}))"
)
# "we're taking the old guy home", "skip the civic", "not booking the cheap hotel", "going for
# park ave": a choosing or refusing verb and the phrase it takes, however it is written. Only
# an option of a list the phrase's words pick out alone makes it a choice
# (``service.encoding.options``).
_EN_VERB_THE = re.compile(
    rf"(?i)\b(?:(?P<accept>{_CHOOSING}|took|adopt(?:ed|ing)?|buy(?:ing)?|bought|hire|hired"
    r"|hiring)|skip(?:ping)?|forget|ditch(?:ing)?|scrap|drop(?:ping)?|nix|scratch"
    r"|pass(?:ing)?\s+on|rule\s+out|cross\s+off)\s+"
    # without "the", a name ("going for park ave"), not "this pic", "a walk", "my time"
    r"(?P<the>(?:the\s+|(?!(?:this|that|these|those|it|its|my|our|your|his|her|their|a|an"
    r"|some|any|one|me|us|him|them|off|out|up|over|down|home|back)\b))"
    r"(?P<words>[\w'’-]+(?:\s+[\w'’-]+){0,2}))"
)
# Words that end a verb's object rather than describe it: prepositions, conjunctions and the
# adverbs a choosing verb takes ("taking the puppy home", "skip the civic today").
_PHRASE_END = frozenset(
    {"to", "for", "with", "at", "in", "on", "from", "of", "by", "and", "or", "but", "because",
     "since", "so", "if", "then", "now", "instead", "home", "back", "up", "out", "off", "down",
     "away", "today", "tomorrow", "tonight", "anyway", "please", "too", "is", "was", "it",
     "that", "which", "who", "lol", "tbh"}
)  # fmt: skip
# "I take the train to work": a subject and the verb's plain present is a habit, not a choice
_HABIT = re.compile(r"(?i)\b(?:i|we|they|you|he|she)\s+(?:\w+ly\s+|always\s+|often\s+)?$")
_PLAIN = re.compile(r"(?i)^(?:go|take|pick|choose|book|settle|opt|adopt|buy|hire)s?\b")
_NEGATED = re.compile(r"(?i)\b(?:not|never|don'?t|won'?t|can'?t|aren'?t|isn'?t|no)\s+(?:\w+\s+)?$")
# "Priya sounds better", "Nationwide it is", "Barclays is out": a name and a yes or a no
_EN_APPROVED = re.compile(
    r"^\s*(?:ok(?:ay)?\s+|so\s+|then\s+|yeah\s+)?(?P<words>(?-i:[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2}))"
    r"\s+(?:(?:sounds|seems|looks)\s+(?:good|better|best|great|perfect|right|fine)"
    r"|it\s+is\b|works\s+for\s+(?:us|me)|(?:is|'s)\s+the\s+one)",
    re.IGNORECASE,
)
# "Barclays is out", "Vueling won't work": a name that opens the clause, its stance after it
_EN_NAME_FIRST = re.compile(
    r"^\s*(?:(?:no|nah|ok|okay|so|yeah|and)\s+)?(?P<words>(?!(?:The|It|I|We|You|He|She|They|That"
    r"|This|There|My|Our|Your)\b)[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})"
    r"(?:['’]s|\s+(?:is|are|won't|isn't|doesn't))\b"
)
# "co-op is out", "barclays is out": the same typed in lower case, said only of being out
_EN_NAME_OUT = re.compile(
    r"^\s*(?:(?:no|nah|ok|okay|so|yeah|and)\s+)?(?P<words>(?!(?:the|a|an|it|i|we|you|he|she"
    r"|they|that|this|there|my|our|your|its|what|which|everything|everyone|nothing|all)\b)"
    r"[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+(?:is|'s|are)\s+(?:out|off)\b"
)
_ZH_ORDINAL = re.compile(
    # "第二个", "选第二"; not "第41周", "第三季度" (a number of weeks, a quarter)
    rf"第(?P<n>[一二两三四五六七八\d])(?:{_ZH_MEASURE}|(?=$|[\s，,。；;！!？?、吧呢啊了吗]))"
    r"|(?:方案|选项)(?P<k>[一二三四五六七八\dA-Da-d])(?![\d一二三四五六七八九十])"
    r"|(?P<k2>[A-Da-d一二三四])(?:方案|选项)"
    rf"|(?P<last>最后(?:一|那)?{_ZH_MEASURE}|后者)|(?P<first>前者)"
)
# "双语那个", "小区里那家", "蓝天那边"; "那个三居", "那家川菜"
_ZH_DESCRIBED = re.compile(
    rf"(?P<before>[\u4e00-\u9fffA-Za-z0-9]{{1,8}}?)的?那(?:{_ZH_MEASURE}|边)"
    rf"|那{_ZH_MEASURE}(?P<after>[\u4e00-\u9fffA-Za-z0-9]{{2,6}}?)"
)
# "选蓝天", "那就蓝天幼儿园", "买国债", "定了阳光城那套": a choosing verb and what it takes
_ZH_CHOSEN = re.compile(
    r"(?:那就|就选|选了?|(?<![肯一确稳固规约预制指设否鉴判限特])定了?|决定了?|买了?|订了?|签了?"
    r"|报名了?|挑了?|领养?了?|租了?|就[要住去用带])\s*"
    r"(?P<words>[\u4e00-\u9fffA-Za-z0-9]{2,8})"
)
# A pointer by price: "the cheaper one", "the cheapest", "the pricier option", "贵的那家",
# "便宜那个", "最便宜的那家": the option that costs least (``LOW``) or most (``HIGH``).
LOW, HIGH = "low", "high"
_EN_EXTREME = re.compile(
    r"(?i)\b(?:the|that)\s+(?:(?P<low>cheap(?:er|est)|least\s+expensive|less\s+expensive"
    r"|more\s+affordable|most\s+affordable)|(?P<high>pricier|priciest|dearer|dearest"
    rf"|(?:more|most)\s+expensive))(?:['’]s)?(?:\s+{_HEADS})?\b"
    # said plainly, with what it is ("the pricey one", "the budget option"; not "the pricey
    # seats"); "the cheap one" is read by its words, as an option may be called so
    r"|\b(?:the|that)\s+(?:(?P<low2>affordable|budget)|(?P<high2>pricey|expensive|dear"
    rf"|fancy|posh))\s+{_HEADS}\b"
)
_ZH_EXTREME = re.compile(
    rf"(?:最|更|比较|稍微)?(?:(?P<low>便宜|实惠)|(?P<high>贵))(?:一点|一些|些)?的?"
    rf"(?:那|这)(?:{_ZH_MEASURE}|边)"
)
# A price compared, not the extreme: "the cheaper one", "the less expensive one", "更便宜的那家"
# point at one of two ("最便宜的", "便宜那个", "the cheapest" at one of any number).
_COMPARED = re.compile(r"(?i)\b(?:cheaper|pricier|dearer|less|more)\b|更")
# A pointer at the one option left: "the other one", "the other option", "另一家", "另外那个":
# the option of a list not turned down yet, when only one is (``OTHER``). Not "the other day".
OTHER = "other"
_EN_OTHER = re.compile(
    rf"(?i)\b(?:the|that)\s+other(?:\s+{_HEADS}\b|(?=\s*(?:$|[,.!?;:)]|\s(?:is|'s|it|then|please|instead)\b)))"
)
_ZH_OTHER = re.compile(rf"另(?:外那|外一|一){_ZH_MEASURE}|剩下(?:的)?那{_ZH_MEASURE}")
# A deal said sealed with nothing named ("签了！", "定下来了", "signed the lease!", "booked
# it", "we put the deposit down"): of the one option of a list left when the others were
# turned down (``LEFT``), and of none when two are left. Not a deal that names its own thing
# ("签了个快递", "booked a haircut for friday"), nor one still to seal ("明天去签合同").
LEFT = "left"
_ZH_SEALED = re.compile(
    r"(?:(?:我们?|今天|昨天|刚刚?|终于|已经|总算|都)\s*)*"
    r"(?:签(?:好|完|约|下来)?了|定(?:好|下来)?了|订好了|拍板了|[交付]了定金|[交付]定金了"
    r"|[租买]下来了)(?:合同)?[了啦哈！!~～。]*$"
)
_EN_SEALED = re.compile(
    r"(?i)(?:(?:ok(?:ay)?|so|well|and|yay|done|we|i|just|finally|officially|all|it'?s|it\s+is)"
    r"\s+)*(?:signed|booked(?:\s+it)?|sealed|(?:paid|sent|put\s+down)\s+(?:the|a)\s+deposit"
    r"|put\s+(?:the|a)\s+deposit\s+down|locked\s+it\s+in|signed\s+(?:the\s+)?(?:lease|contract"
    r"|papers)|done\s+deal)(?:\s+(?:this\s+morning|today|yesterday|tonight|last\s+night))?"
    r"[.!]*$"
)
# What may stand beside a pointer said alone as a reply ("yep the bouncy one", "靠窗那个"):
# it then takes the option.
_ALONE = re.compile(
    r"(?i)^[\s,.!~。！，]*(?:(?:yes|yep|yeah|yup|ok(?:ay)?|so|then|对|好|嗯|就)[\s,.!~。！，]*)*$"
)
# Words a Chinese descriptor may open with that belong to the stance, not to the option.
_ZH_LEAD = re.compile(
    r"^(?:还是|那就|就选|就|选|要|订|买|定|用|去|算了|不要|不考虑|不[去住买订选租报签用]|那|这|把|对)+"
)
_ZH_TRAIL = re.compile(r"(?:吧|了|啊|呀|的|里|那边)+$")

# Stances. A refusal is matched before a choice at the same place ("就算了" is no, not 就).
_REJECT_EN = (
    r"hard\s+no|no\s+go|no\s+way|a\s+no|not\s+for\s+us|out\s+of\s+the\s+question"
    r"|rule[ds]?\s+out|pass\s+on|(?:we'?ll|i'?ll|gonna|let's)\s+pass|skip|forget|ditch|scrap"
    r"|drop|nix|scratch|cross\s+off|strike|nope|nah|(?:is|'s|are)\s+(?:out|off)|let'?s\s+not"
    r"|not\s+(?:going|doing|taking|having|booking)|don'?t\s+want|won'?t|can'?t\s+afford"
    r"|too\s+(?:expensive|pricey|far|risky|small|much|long|late|early)|grim|not\s+the|no\s+to"
    # a negation after the pointer, whatever it negates: "would never survive the kids",
    # "isn't happening"
    r"|never|isn'?t|doesn'?t|wouldn'?t|aren'?t"
)
# A clause that only says yes: it takes the option the next clause names ("yes, the walnut
# one", "对，靠窗那个").
_YES = re.compile(
    r"(?i)^\s*(?:yes|yep|yeah|yup|ok(?:ay)?|sure|exactly|definitely|对|好|嗯|行|可以|是的|没错)\s*$"
)
# "not the fixed rate": a clause that only turns something down by name. Not "not the best
# week", "not the right time": an evaluation, not an option.
_EN_NOT_THE = re.compile(
    r"(?i)^\s*(?:no,?\s+|nah,?\s+)?not\s+the\s+"
    r"(?!(?:best|worst|right|wrong|same|only|end|point|case|time|way)\b)"
    r"(?P<words>(?:[a-z0-9][\w-]*\s+){0,2}[a-z0-9][\w-]*)\s*$"
)
_REJECT_ZH = (
    r"就算了|算了|(?:就|也|都)?(?:不考虑|不[去住买订选租报签用要]了?)|不行|不合适|排除|否了|否掉|放弃|别选|别订|别买"
    r"|扛不住|没戏|拉倒|pass"
    # "too …" of it, as "too far" in English: "一居那个太远了", "靠马路那套太吵了"
    r"|太(?:贵|远|偏|小|挤|吵|旧|破|暗|潮|晚|早|久|慢|难|累|麻烦|折腾|费劲)"
)
_ACCEPT_EN = (
    r"go(?:ing)?\s+(?:with|w/?|for)|went\s+(?:with|w/?|for)|take|taking|pick(?:ed)?|choose|chose"
    r"|book(?:ed)?|sign(?:ed)?|settled?\s+on|decided\s+on|opt(?:ed)?\s+for|let'?s\s+do"
    r"|we'?ll\s+do|works?\s+for\s+(?:us|me)|(?:sounds|looks|seems)\s+(?:good|great|perfect|fine)"
    r"|it\s+is|please|perfect|yes\s+to"
)
_ACCEPT_ZH = r"那就|就选|决定|选|定了|定|就它|就|订|买|签|报|要|用|可以|行|不错|挺好|吧\s*$"
_STANCE = re.compile(
    rf"(?i)(?P<reject>\b(?:{_REJECT_EN})\b|{_REJECT_ZH})|(?P<accept>\b(?:{_ACCEPT_EN})\b|{_ACCEPT_ZH})"
)
_EN_CLAUSE = re.compile(r"[,;!?]|[:.](?=\s|$)|\b(?:but|though|tho|because|since)\b", re.IGNORECASE)
_ZH_CLAUSE = re.compile(r"[，,；;。！!？?：:\s]+")
_HAN = re.compile(r"[\u4e00-\u9fff]")
# What takes back the praise before it: "…挺好的 可惜贵", "looks great but it's miles away"
_CONCEDES = re.compile(
    r"(?i)[\s,，;；.。!！]*(?:but|though|tho|however|sadly|unfortunately|shame|pity"
    r"|可惜|就是(?![它这那])|但是?|不过|只是|遗憾)"
)
# The speaker's own refusal: "i am not", "we're not paying", "i won't", "我不想", "我们不会";
# not a doubt ("I'm not sure").
_REFUSES = re.compile(
    r"(?i)\b(?:i|we)(?:['’]m|['’]re|\s+am|\s+are)\s+not\b(?!\s+(?:sure|certain|decided|yet)\b)"
    r"|\b(?:i|we)\s+(?:won['’]?t|can['’]?t|don['’]?t\s+want|refuse)\b|\bnot\s+gonna\b"
    r"|\bno\s+way\b"
    r"|[我咱](?:们)?(?:可|真|实在|肯定)?(?:不想|不会|不要|不打算|没法|受不了|不考虑)"
)
_GENERIC = frozenset(
    {"one", "ones", "option", "offer", "deal", "plan", "choice", "package", "quote", "place",
     "flat", "house", "apartment", "other", "first", "second", "third", "last", "same", "this",
     "that", "these", "those"}
)  # fmt: skip


@dataclass(frozen=True)
class Pointer:
    """One option pointed at: by place (``ordinal``, 1-based, ``LAST`` for the last), by
    ``words`` of it, by its price or as the one left (``extreme``), and whether it is taken
    or turned down."""

    stance: Stance
    ordinal: int | None = None
    words: tuple[str, ...] = ()
    head: str = ""  # the noun of "the second flat", "第二套" (what the options are), if said
    extreme: str = ""  # by price: ``LOW`` the cheapest, ``HIGH`` the dearest; or ``OTHER``,
    # the one option left; or ``LEFT``, the one left of a deal sealed with nothing named
    compared: bool = False  # by price, compared ("the cheaper one", "更便宜的"): of two


def point(text: str) -> Pointer | None:
    """The option ``text`` points at with a yes or a no, or None."""
    han = _HAN.search(text) is not None
    spans = _clauses(text, han)
    clauses = [text[start:end] for start, end in spans]
    sealed = [(_ZH_SEALED if han else _EN_SEALED).match(c.strip()) is not None for c in clauses]
    found = [
        None if done else _zh_pointer(c) if han else _en_pointer(c)
        for c, done in zip(clauses, sealed, strict=True)
    ]
    for k, (clause, hit) in enumerate(zip(clauses, found, strict=True)):
        if hit is None:
            continue
        ordinal, words, head, at, until, chosen, extreme = hit
        stance = "accept" if chosen else _stance(clause, at, until)
        conceded = None if chosen or stance == "reject" else _CONCEDES.match(text, spans[k][1])
        if conceded is not None:
            # taken back by the speaker's own refusal, it is a no ("翠湖苑那套采光挺好 但是我
            # 不想住一楼", "the loft one is gorgeous but we're not paying 3k"); by a fault,
            # neither yes nor no ("业之峰那个设计师人挺好的 可惜贵", "looks great but")
            then = spans[k + 1][1] if k + 1 < len(spans) else len(text)
            if _REFUSES.search(text, conceded.end(), then):
                return Pointer("reject", ordinal, words, head, extreme)
            if stance == "accept":
                return None
        if stance is None and k + 1 < len(clauses) and found[k + 1] is None:
            stance = _stance(clauses[k + 1], 0, 0)  # "option 2 please, book it"
        if stance is None and k > 0 and _YES.match(clauses[k - 1]):
            stance = "accept"  # "yes, the walnut one"
        if stance is None and _ALONE.match(clause[:at] + " " + clause[until:]):
            stance = "accept"  # the pointer alone answers: "yep the bouncy one", "靠窗那个"
        if stance is not None and (ordinal is not None or words or extreme):
            compared = extreme in (LOW, HIGH) and _COMPARED.search(clause[at:until]) is not None
            return Pointer(stance, ordinal, words, head, extreme, compared)
    if any(sealed):
        return Pointer("accept", extreme=LEFT)  # "签了！", "signed the lease!"
    return None


def confirmed(reply: str, question: str) -> Pointer | None:
    """The option a reply takes when it opens with a bare yes to a question that only names
    one ("So the one on Maple Street?" / "yep. sent the deposit this morning", "那就靠窗那个？"
    / "对 就它了", "Want me to book the second one?" / "yes"); None otherwise: a yes to a
    question about an option ("Is the one on Maple Street open on Saturdays?") takes nothing."""
    han = _HAN.search(reply) is not None
    spans = _clauses(reply, han)
    if not spans or not _YES.match(reply[spans[0][0] : spans[0][1]]):
        return None
    han = _HAN.search(question) is not None
    for start, end in reversed(_clauses(question, han)):
        clause = question[start:end]
        hit = _zh_pointer(clause) if han else _en_pointer(clause)
        if hit is None:
            continue
        ordinal, words, head, at, until, _, extreme = hit
        alone = _ALONE.match(clause[:at] + " " + clause[until:]) is not None
        if not alone and _stance(clause, at, until) != "accept":
            return None  # of the option, not for it: "is the one on Maple Street open?"
        if ordinal is None and not words and not extreme:
            return None
        return Pointer("accept", ordinal, words, head, extreme)
    return None


def _clauses(text: str, han: bool) -> list[tuple[int, int]]:
    cut = _ZH_CLAUSE if han else _EN_CLAUSE
    spans, start = [], 0
    for m in cut.finditer(text):
        if m.start() > start:
            spans.append((start, m.start()))
        start = m.end()
    if start < len(text):
        spans.append((start, len(text)))
    return spans


_Found = tuple[int | None, tuple[str, ...], str, int, int, bool, str]


def _en_pointer(clause: str) -> _Found | None:
    m = _EN_EXTREME.search(clause)
    if m is not None:
        low = m.group("low") or m.group("low2")
        return None, (), "", m.start(), m.end(), False, LOW if low else HIGH
    m = _EN_OTHER.search(clause)
    if m is not None:
        return None, (), "", m.start(), m.end(), False, OTHER
    m = _EN_ORDINAL.search(clause)
    if m is not None:
        if m.group("n"):
            n = _EN_ORDINALS[m.group("n").lower()]
            head = (m.group("head") or "").lower()
        else:
            k = m.group("k").lower()
            n = int(k) if k.isdigit() else _LETTERS.get(k) or _word_number(k)
            head = ""
        return n, (), head, m.start(), m.end(), False, ""
    m = _EN_ONE_WHICH.search(clause)
    if m is not None and (words := _en_words(m.group("words"))):
        return None, words, "", m.start(), m.end(), False, ""
    m = _EN_DESCRIBED.search(clause)
    if m is not None:
        words = _en_words(m.group("words"))
        if words:
            return None, words, "", m.start(), m.end(), False, ""
    m = _EN_NAMED.search(clause)
    if m is not None and (words := _en_words(m.group("words"))):
        return None, words, "", m.start(), m.end(), False, ""
    m = _EN_NOT_THE.search(clause)
    if m is not None and (words := _en_words(m.group("words"))):
        return None, words, "", m.start("words"), m.end("words"), False, ""
    m = _EN_NAME_FIRST.search(clause) or _EN_NAME_OUT.search(clause)
    if m is not None and (words := _en_words(m.group("words"))):
        return None, words, "", m.start("words"), m.end("words"), False, ""
    for chosen in (_EN_CHOSEN, _EN_APPROVED):
        m = chosen.search(clause)
        if m is not None and (words := _en_words(m.group("words"))):
            return None, words, "", m.start(), m.end(), True, ""
    return _en_verb_object(clause)


def _en_verb_object(clause: str) -> _Found | None:
    """The phrase a choosing or refusing verb takes ("taking the old guy", "skip the civic"),
    up to the first word that ends it; a choice unless the verb is negated ("not taking the
    puppy", which the negation turns down)."""
    m = _EN_VERB_THE.search(clause)
    if m is None or (_PLAIN.match(m.group()) and _HABIT.search(clause[: m.start()])):
        return None
    kept = []
    for word in m.group("words").split():
        if word.lower().strip(".,!?'’") in _PHRASE_END:
            break
        kept.append(word)
    words = _en_words(" ".join(kept))
    if not words:
        return None
    until = m.start("words") + len(" ".join(kept))
    negated = _NEGATED.search(clause[: m.start()]) is not None
    if not m.group("accept"):
        # the refusing verb is the stance; negated ("don't skip the civic"), no clear one
        return None if negated else (None, words, "", m.start("the"), until, False, "")
    if not negated:
        return None, words, "", m.start(), until, True, ""
    return None, words, "", m.start(), until, False, ""  # the negation is the stance


def _zh_pointer(clause: str) -> _Found | None:
    m = _ZH_EXTREME.search(clause)
    if m is not None:
        return None, (), "", m.start(), m.end(), False, LOW if m.group("low") else HIGH
    m = _ZH_OTHER.search(clause)
    if m is not None:
        return None, (), "", m.start(), m.end(), False, OTHER
    m = _ZH_ORDINAL.search(clause)
    if m is not None:
        if m.group("last"):
            n: int = LAST
        elif m.group("first"):
            n = 1
        else:
            k = m.group("n") or m.group("k") or m.group("k2") or ""
            n = int(k) if k.isdigit() else _ZH_DIGITS.get(k) or _LETTERS.get(k.lower(), 0)
        if n:
            return n, (), "", m.start(), m.end(), False, ""
    m = _ZH_DESCRIBED.search(clause)
    if m is not None:
        raw = m.group("before") or m.group("after") or ""
        lead = _ZH_LEAD.match(raw) if m.group("before") else None
        word = _ZH_TRAIL.sub("", raw[lead.end() :] if lead else raw)
        if len(word) >= 2 or (word and not _HAN.search(word)):
            return None, (word,), "", m.start() + (lead.end() if lead else 0), m.end(), False, ""
    m = _ZH_CHOSEN.search(clause)
    if m is not None:
        word = _ZH_TRAIL.sub("", m.group("words"))
        if len(word) >= 2:
            return None, (word,), "", m.start(), m.end(), True, ""
    return None


def _stance(clause: str, at: int, until: int) -> Stance | None:
    """The yes or no nearest the pointer in its clause: a choosing verb just before it, or a
    refusal after it; a refusal anywhere else in the clause, too ("no to the tracker one")."""
    best: tuple[int, Stance] | None = None
    for m in _STANCE.finditer(clause):
        if at <= m.start() < until:
            continue  # inside the pointer: "the no-fee one"
        stance: Stance = "reject" if m.group("reject") else "accept"
        distance = at - m.end() if m.end() <= at else m.start() - until
        if best is None or distance < best[0]:
            best = (distance, stance)
    return best[1] if best else None


def _en_words(phrase: str) -> tuple[str, ...]:
    words = [re.sub(r"['’]s$", "", w.lower()).strip(".'’") for w in phrase.split()]
    return tuple(w for w in words if w and w not in _GENERIC and len(w) > 1)


def _word_number(word: str) -> int:
    return {"one": 1, "two": 2, "three": 3, "four": 4}.get(word, 0)


# --- matching a pointer's words to an option -------------------------------------------------
_EN_TOKEN = re.compile(r"[a-z0-9][a-z0-9%.-]*")
_ENUMERATOR = re.compile(
    r"(?:^|[\s：:；;，,])(?:(?P<d>[1-9])\s*[)）.、]|(?P<z>[一二三四五六七八])(?:是|、)|第(?P<o>[一二三四五六七八])"
    r"|(?P<e>first|second|third|fourth|fifth)(?:ly)?\b)",
    re.IGNORECASE,
)


def enumerated(text: str) -> int | None:
    """The place an option gives itself in its list ("2）银行理财", "三是小区里的…",
    "second, …"), or None."""
    m = _ENUMERATOR.search(text)
    if m is None:
        return None
    if m.group("d"):
        return int(m.group("d"))
    z = m.group("z") or m.group("o")
    if z:
        return _ZH_DIGITS[z]
    return _EN_ORDINALS[m.group("e").lower()]


# An item of a list that opens with its name and a comma: "Tofu, tabby girl, 10 weeks",
# "Bean, black and white, very shy" (after the list's opening: "three left: Miso, …").
_NAMED_ITEM = re.compile(
    r"^(?:[^:：]{0,40}[:：]\s*)?"
    # not a word that opens a sentence in passing ("Thanks, that's great", "Sure, no problem")
    r"(?!(?:Hi|Hey|Hello|Thanks|Thank|Sure|Okay|Ok|OK|Yes|Yeah|Yep|No|Nope|Well|So|Oh|Ah|Great"
    r"|Perfect|Cool|Right|Sorry|Please|Also|And|But|Then|Now|Honestly|Anyway)\b)"
    r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2}\s*,\s*\S"
)


def listed_alike(a: str, b: str) -> bool:
    """Whether two parts of one turn are items of one list, by their shape: each numbers
    itself ("2）…", "三是…") or each opens with a name and a comma ("Miso, ginger boy, 12
    weeks" / "Bean, black and white, very shy")."""
    if enumerated(a) is not None and enumerated(b) is not None:
        return True
    return _NAMED_ITEM.match(a) is not None and _NAMED_ITEM.match(b) is not None


def matches(words: tuple[str, ...], option: str) -> int:
    """How many of a pointer's ``words`` the option's text holds: English words by their
    stem or another form of them (``_kin``), a Chinese word by any two characters of it in a
    row."""
    lowered = option.lower()
    if not words:
        return 0
    count = 0
    tokens = {_stem(t) for t in _EN_TOKEN.findall(lowered)}
    for word in words:
        if _HAN.search(word):
            han = [word[i : i + 2] for i in range(len(word) - 1)]
            pairs = {p for p in han if _HAN.fullmatch(p[0]) and _HAN.fullmatch(p[1])}
            count += any(p in option for p in pairs)
        else:
            stem = _stem(word)
            count += stem in tokens or any(_kin(stem, token) for token in tokens)
    return count


KIN = 5  # letters two forms of one word share at the start ("bouncy" / "bounce")


def _kin(a: str, b: str) -> bool:
    """Whether two English words are forms of one: the same first ``KIN`` letters, and no
    more than two letters beyond them in either ("bouncy" / "bounce"; not "station" /
    "stationery")."""
    if min(len(a), len(b)) < KIN or a[:KIN] != b[:KIN]:
        return False
    return max(len(a), len(b)) - KIN <= 2


def _stem(word: str) -> str:
    word = word.strip(".-")
    for suffix in ("ies", "es", "s"):
        if len(word) > 4 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def option_taken(text: str) -> str | None:
    """The option a statement took (what follows ``TAKES``), or None."""
    _, arrow, option = text.partition(TAKES)
    return option if arrow else None
