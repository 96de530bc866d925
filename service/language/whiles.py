"""States that hold until something happens, and the word that it has.

A temporary state is as often bounded by an event as by a date: "ben's going to do drop-off
until the cast comes off", "i'll work from the library while the builders are here", "just
till i'm healed", "等石膏拆了再说", "装修期间先在公司吃". No date says when it ends; the user
says so later, in other words: "CAST IS OFF 🎉", "the kitchen is done, builders gone",
"石膏拆了", "装修总算完工了".

- ``open_while``: the event a state is bounded by, when it names no time ("the cast comes
  off"), or None.
- ``says_over``: whether a statement says that something is over, off, done or back to
  normal, or that what a state waited for has come ("VISA APPROVED", "新护照拿到了").
- ``ends``: whether such a statement ends a state bounded by an event: they share a topic
  word (the cast, the builders, 装修), read with the state's whole turn.
- ``asks_meantime``: whether a question asks how things stand while something lasts ("Where
  are you staying in the meantime?", "那装修这段时间你们住哪？"): the reply to it holds for
  that while (``service.encoding.bounds``), unless it says what holds as a rule
  (``in_the_meantime``).

Rules only, English and Chinese; a wrong guess ends a state early, which costs it rank at
recall, never its data.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.language.script import HAN_RUN
from service.language.slots import about
from service.language.timeparse import as_usual, says_temporary
from service.language.values import TIMES, typed_values
from service.language.wording import stem

__all__ = [
    "asks_meantime",
    "ends",
    "for_a_while",
    "in_the_meantime",
    "open_while",
    "says_over",
    "tells_done",
]

# "until the cast comes off", "till i'm healed", "while the builders are here", "as long as
# the pool's shut"; the clause runs to the next comma or stop
# ("a while ago", "for a while now", "all the while" are a span, no bound)
_EN_WHILE = re.compile(
    r"(?i)\b(?:until|till|til|(?<!\ba )(?<!\bthe )(?<!\byour )(?<!\bwhole )while|as long as"
    r"|whilst)\s+(?P<event>[^,.;!?…]{3,60})"
)
# "等石膏拆了再说", "等他回来以后", "装修期间", "出差那几天"
# and a state held before an event: "停水通知解除之前我们都喝桶装水", "门禁卡办好以前每天都得…"
# (not "周五之前都…", a date's bound, nor "我之前都是…", before now)
_ZH_WHILE = re.compile(
    r"等(?P<wait>[^，,。；;！!？?\s]{1,16}?)(?:之前|以前|(?:了|完|好)?(?:以后|之后|再|就|前))"
    r"|(?P<during>[^，,。；;！!？?\s]{1,8}?)(?:期间|的时候先|那几天|那段时间)"
    r"|(?P<before>[^，,。；;！!？?\s]{2,12}?)(?:之前|以前)"
    r"(?=[^，,。；;！!？?\s]{0,4}?(?:都|只能|一直|先|暂时|每天|得))"
)
# "the cast is off", "builders gone", "the kitchen is done", "back to normal", "no more
# spin", "all healed", "VISA APPROVED", "new sofa arrived"
_EN_OVER = re.compile(
    r"(?i)\b(?:is|are|was|were|'s|’s|'re|’re|got|came|come|comes|finally|now|all)\s+"
    r"(?:finally\s+|officially\s+|all\s+)?(?:off|over|done|finished|gone|healed|fixed|back)\b"
    r"|\b(?:back to normal|no more|all done|wrapped up|over with)\b"
    # what a state waited for has come: "VISA APPROVED", "new sofa arrived", "the part came
    # in"; not what is still to come ("arrives friday", "hope it gets approved")
    r"|\b(?:arrived|delivered|came (?:through|in)|showed up|turned up"
    r"|(?<!get )(?<!gets )(?<!be )(?<!to )(?:approved|granted))\b"
)
_ZH_OVER = re.compile(
    r"结束了|完事了|完工|竣工|交付了|[拆撤]了|拆掉了|痊愈|康复了|出院了|恢复正常|回归正常"
    r"|[搞弄做装修忙]完了|好全了|走了|回来了|不用再"
    # what a state waited for has come: "新护照拿到了", "驾照下来了", "新冰箱送到了"
    r"|拿到了|到手了|下来了|批了|批下来|办好了|送到了|寄到了|到货了|送来了"
)
# "i'm done" is weariness, not an end ("lost a client mid-pitch. i'm done")
_WEARY = re.compile(r"(?i)\b(?:i'?m|i am|we'?re|we are)\s+(?:so\s+)?done\b")


# a question of the meantime: "in the meantime", "meanwhile", "till then", "while you're
# there", "while the kitchen's out" (not "how did you feel while painting it?": a while of
# doing, not of a state that lasts); "这段时间", "这几天", "那几天", "期间", "这阵子"
_MEANTIME = re.compile(
    r"(?i)\b(?:in the meantime|meanwhile|for now|till then|until then|during that time"
    r"|while (?:you|they|he|she|we|it|the \w+)(?:'re|'s|'ll be| are| is| will be)\b"
    r"|while (?:it|that|they) lasts?\b)"
    r"|这段时间|这段日子|这几天|那几天|这阵子|期间|那之前"
)


def asks_meantime(question: str) -> bool:
    """Whether ``question`` asks how things stand while something lasts (see the module)."""
    return question.rstrip().endswith(("?", "？")) and _MEANTIME.search(question) is not None


def in_the_meantime(reply: str, question: str) -> bool:
    """Whether ``reply``, said to ``question``, tells how things stand while something lasts:
    the question asks about the meantime, and the reply does not answer with what holds as a
    rule ("装修期间住你姐家…通勤会远不少吧？" / "平时7点40出门都来得及": the usual, not the
    meantime)."""
    return asks_meantime(question) and not as_usual(reply)


def open_while(text: str) -> str | None:
    """The event that bounds the state ``text`` tells of, when it names no time ("until the
    cast comes off" → "the cast comes off"), else None ("until Friday" is a date's bound)."""
    return next(_events(text, _EN_WHILE, ("wait", "during", "before")), None)


def _events(text: str, english: re.Pattern[str], chinese: tuple[str, ...]) -> Iterator[str]:
    """The events of ``text`` that name no time: each ``english`` match's, then the
    ``chinese`` groups' of ``_ZH_WHILE``."""
    said = [m.group("event") for m in english.finditer(text)] + [
        next((m.group(g) for g in chinese if m.group(g)), "") for m in _ZH_WHILE.finditer(text)
    ]
    return (event.strip() for event in said if event.strip() and not _timed(event.strip()))


def for_a_while(text: str, turn: str = "") -> bool:
    """Whether a statement says its state lasts only a while: bounded by a time ("until
    Friday", "公司这个月在装修") in it or in its turn, or by an event its turn names ("while his
    flat gets rewired"). ``turn``: the user's whole turn it was cut from, "" when unknown."""
    return says_temporary(text) or says_temporary(turn) or open_while(turn) is not None


def says_over(text: str) -> bool:
    """Whether ``text`` says that something is over ("CAST IS OFF", "builders gone as of
    friday", "back to normal", "装修总算完工了")."""
    if _WEARY.search(text) or open_while(text) is not None:
        return False  # "ben drives until the cast is off" bounds a state; it ends none
    return _EN_OVER.search(text) is not None or _ZH_OVER.search(text) is not None


def tells_done(text: str) -> bool:
    """Whether ``text`` tells a thing as done, not negated, hoped for or still to come ("boil
    notice lifted last night", "the new mattress came", "自行车修好了"): it may be the event a
    state waits for (``ends``)."""
    if _EN_NOT_DONE.search(text) or _ZH_NOT_DONE.search(text):
        return False
    return bool(_done_verbs(text)) or _ZH_DONE.search(text) is not None


def ends(over: str, state: str, turn: str = "") -> bool:
    """Whether ``over`` ends ``state``, a state bounded by an event (``open_while`` of it or
    of its ``turn``): ``over`` says something is over and the event, or the state, shares a
    topic word with it; or it tells the event itself as done, in the event's own verb ("the
    boil notice is lifted" / "boil notice lifted last night", "等自行车修好" / "自行车修好了")
    or, in Chinese, with a word of completion about the event's topic ("门禁卡办好" / "门禁卡
    办下来了")."""
    event = open_while(state) or open_while(turn)
    if event is None:
        return False
    if says_over(over) and about(over) & (about(event) | about(state)):
        return True
    awaited = _awaited(state) or _awaited(turn)
    if awaited is None or not tells_done(over) or not about(over) & about(awaited):
        return False
    if _done_verbs(over) & _verbs_of(awaited):
        return True
    tail = "".join(HAN_RUN.findall(awaited))[-2:]
    return (len(tail) == 2 and f"{tail}了" in over) or _ZH_COMPLETED.search(over) is not None


# What a state waits for, to be told as done later: "until the boil notice is lifted", "till
# they replace the door", "等自行车修好", "停水通知解除之前"; not what goes on meanwhile ("while
# hiking", "装修期间"), nor what was told as over already ("it was close until the final
# buzzer but we got the win")
_EN_UNTIL = re.compile(r"(?i)\b(?:until|till|til)\s+(?P<event>[^,.;!?…]{3,60})")
_PASSIVE = re.compile(r"(?i)\b(?:is|are|am|be|being|been|gets?|getting)\s+\w+ed\b")


def _awaited(text: str) -> str | None:
    """What the state ``text`` tells of waits for, not yet told as over (see above)."""
    return next(
        (
            event
            for event in _events(text, _EN_UNTIL, ("wait", "before"))
            if not _done_verbs(_PASSIVE.sub(" ", event))
            and not _ZH_DONE.search(event.removesuffix("了"))
        ),
        None,
    )


# a past form that is no regular one: "the new mattress came" is what "until it comes" awaits
_IRREGULAR = {
    "came": "come", "got": "get", "gotten": "get", "went": "go", "gone": "go", "gave": "give",
    "given": "give", "took": "take", "taken": "take", "sent": "send", "brought": "bring",
    "found": "find", "made": "make", "built": "build", "paid": "pay", "left": "leave",
    "sold": "sell", "won": "win", "began": "begin", "begun": "begin", "done": "do",
    "did": "do", "broke": "break", "broken": "break", "fell": "fall", "fallen": "fall",
    "grew": "grow", "grown": "grow", "healed": "heal", "wrote": "write", "written": "write",
}  # fmt: skip
_EN_WORD = re.compile(r"[a-z]+(?:['’][a-z]+)?")
# what is not yet so: "still not lifted", "hope the physio clears me", "arrives friday"
_EN_NOT_DONE = re.compile(
    r"(?i)\b(?:not|never|yet|hope|hoping|hopefully|will|gonna|should|might|until|till|once"
    r"|if|when|whenever)\b|n['’]t\b"
)
_ZH_NOT_DONE = re.compile(r"没|未|还不|不能|明天|下周|下个月|等|希望|要是|如果|什么时候")
# a Chinese verb told done: 了 after a character that is no part of a word ending in 了
# ("为了", "了解", "除了" opening a clause, "except", are not; "解除了" is)
_ZH_DONE = re.compile(r"(?<![为算罢])(?<!^除)(?<![\s，,。；;！!？?]除)了(?!解)")
_ZH_COMPLETED = re.compile(r"(?:好|完|下来|到|成|掉|通过|批)了")


def _done_verbs(text: str) -> set[str]:
    """The stems of the English verbs ``text`` tells in a past form."""
    out = set()
    for word in _EN_WORD.findall(text.lower()):
        if word in _IRREGULAR:
            out.add(_root(_IRREGULAR[word]))
        elif word.endswith("ed") and len(word) > 4:
            out.add(_root(stem(word)))
    return out


def _verbs_of(event: str) -> set[str]:
    """The stems of every word of an event, irregular ones at their root ("comes" → "com")."""
    return {_root(_IRREGULAR.get(w, stem(w))) for w in _EN_WORD.findall(event.lower())}


def _root(word: str) -> str:
    return word.removesuffix("e")


def _timed(event: str) -> bool:
    """Whether a bound names a time ("friday", "the 24th", "月底"): a date's bound, read by
    ``timeparse.state_until``."""
    return any(kind in _TIMES for kind, _ in typed_values(event))


_TIMES = TIMES - {"daypart"}  # "while the kids nap this afternoon" is bounded by the nap
