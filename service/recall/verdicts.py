"""Which of two candidates that fill one slot holds now: the rules ``currency.settle``
applies to each pair (see its docstring for the whole): a state that has ended gives way, a
window the question names decides, a newer statement by the user replaces the older one of
the same slot (unless it is one time of a habit, or a choice from another list), and a later
value said in a fragment takes the place of the answer it updates."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime

from service.language.changes import says_forward, says_return
from service.language.jobs import new_job_of
from service.language.moves import moved_from
from service.language.options import matches, option_taken, point
from service.language.slots import (
    CLOSE,
    NEW_TIME,
    Said,
    about,
    additive,
    change_offered,
    moved_types,
    of_same_people,
    related,
    same_slot,
    same_thing,
    shared_in_context,
    speaks_of_it,
)
from service.language.speaker import speaker_label
from service.language.timeparse import habitual, recurs
from service.language.values import TIMES, changed_types, restates, typed_values
from service.language.whiles import open_while
from service.language.wording import (
    clauses,
    of_oneself,
    own_habit,
    points_at_a_thing,
    says_switch,
    words,
)

DATES = frozenset({"when", "date", "weekday"})  # the value types that say which day
# A change of mind said without a value replaces only what it answers the question as well as:
# its relevance at least this share of the older one's; said to hold from now on ("libby ebooks
# for everything going forward"), nearly as well. (Asking as little of one that names a thing
# both name, as "oat flat whites lately" does of "flat white with whole milk", let LoCoMo's
# "the dance studio is on tenuous grounds right now" outdate ten statements of the studio.)
MIND = 0.9
MIND_FROM_NOW_ON = 0.8
# The question names the slot: of the user's statements, the first this many by score are what
# it asks about; two of them, the newer said as how things are now, are one slot and its change
LEADING = 3


@dataclass(frozen=True)
class Rows:
    """What the pairwise rules read of each candidate, by position."""

    said: list[Said]
    at: list[datetime]  # when it was said
    ended: list[bool]  # a state past its end
    in_window: list[bool]  # said in the window the question names
    answering: list[float]  # how well it matches the question, or in English its cosine
    meaning: list[float]  # in English its cosine to the question; in Chinese as ``answering``
    states: list[bool]  # a fact or a liking
    by_then: list[bool]  # tells of a day it names, on or before the day it was said
    asked: frozenset[str]  # what the question speaks of beside its times (``about``)
    earlier: list[bool]  # placed by retain on a day before the one it was said
    several: bool = False  # the question asks for several things at once ("what medications…")
    # a later statement looked up for a match that holds no value, which says in other words
    # what holds now (``service.recall.successors``): its position -> its source's
    anew: dict[int, int] = field(default_factory=dict)
    # placed by retain on a day after the one it was said: a plan that names its day ("五一
    # 打算带全家去云南"), in a window ahead only by naming it
    ahead: list[bool] = field(default_factory=list)
    # among the user's first ``LEADING`` statements by score: what the question asks about
    leading: list[bool] = field(default_factory=list)
    # pairwise cosines in the multilingual space from its mean direction (``centred_cosines``)
    centred: list[list[float | None]] = field(default_factory=list)


@dataclass(frozen=True)
class Verdict:
    loser: int
    winner: int
    reason: str
    takes_place: bool = False  # the winner takes the loser's score: found only through it


def judge(new: int, old: int, rows: Rows, cos: float, space: str) -> Verdict | None:
    """Which of two rival candidates (``new`` said after ``old``, by position in ``rows``;
    ``cos``: their cosine, read in ``space``) gives way to the other, and why; None: both
    stay."""
    said, ended, in_window, answering = rows.said, rows.ended, rows.in_window, rows.answering
    if ended[new] != ended[old]:  # one is a state that has ended: the other holds now
        loser, winner = (new, old) if ended[new] else (old, new)
        a, b = said[loser], said[winner]
        # the usual state it gave way to: a fact or a liking, not a task or a plan that
        # merely shares a word with it ("出差报销要在月底前交发票" after a stay on a trip)
        same = rows.states[winner] and a.role == b.role == "user" and related(a, b, cos, space)
        same = same and same_thing(a, b, cos, space)
        return Verdict(loser, winner, "ended") if same else None
    loser, winner = (old, new) if in_window[new] else (new, old)
    # the question names a time: the answer is in it; a habit holds in any ("每周三下午来");
    # a later update that names no day of its own is of the thing the window holds, not of
    # another time ("2月13号 G1762 …" / "不是 现在是G1716了"): the newer of the slot wins
    outside = in_window[new] != in_window[old] and not recurs(said[loser].text)
    # a plan in the window only by naming its day ahead ("好的，记下了：5个人，五一云南自驾"),
    # and a later line of the same plan that names no day ("一共6个人"): the window does not
    # tell them apart, the newer of the slot does (asked "五一云南一共去多少人")
    if outside and in_window[old] and rows.ahead and rows.ahead[old] and not _dated(said[new]):
        outside = False
    undated = _undated_update(new, old, rows, cos, space) if outside else None
    if outside and undated is None:
        a, b = said[new], said[old]
        # of the same thing; or two accounts of one's own doings on two days, of which the
        # question asks one, however unlike (it relates them: "what did I do last weekend?")
        same = related(a, b, cos, space) and same_thing_besides_when(a, b, cos, space)
        if not (same or (of_same_people(a, b) and _dated_elsewhere(rows, loser, winner))):
            return None  # only what was said then of the same thing, not of something else
        return Verdict(loser, winner, "outside the asked window")
    if said[new].role != "user" or rows.at[new] == rows.at[old]:
        return None  # said at one moment, neither is the newer: both stay
    if points_at_a_thing(said[new].text) and not typed_values(said[new].text):
        return None  # "以后出差就它了": a stance on the thing named before it, of no slot alone
    if _once_of_a_habit(said[new], said[old]):
        return None  # "did a batch cook yesterday" changes no "i meal prep on sundays"
    if _one_day_beside(said[new], said[old]):
        return None  # "an open house next thursday 6pm" changes no "bell there is 7:45"
    # a liking said anew in other words, looked up for the match it replaces ("from now on
    # only things I can get in paperback" after "I read everything on my kindle"), answers the
    # question as that match does, though in words of its own; said in another session: in
    # its own, what follows a statement builds on it ("医生让我少吃主食少吃肉" / "以后中午给我
    # 点轻食吧"), and a change of mind there says what it changes
    anew = rows.anew.get(new) == old and said[new].session != said[old].session
    reason = undated or same_slot(said[new], said[old], cos, space)
    reason = reason or ("said anew" if anew else None)
    reason = reason or ("moved" if moved_from(said[new], said[old]) else None)
    reason = reason or ("new job" if new_job_of(said[new], said[old]) else None)
    reason = reason or ("turned down since" if turned_down_since(said[new], said[old]) else None)
    anew_zh = _asked_anew_zh(new, old, rows, space)
    if reason is None and (_asked_anew(new, old, rows, cos, space) or anew_zh):
        reason = "changed, of what was asked"
    if reason is not None and _choices_apart(said[new], said[old]):
        return None
    if reason is not None and _shared_only_in_its_while(said[new], said[old]):
        return None
    if reason == "value changed" and _comes_back(said[new], said[old]):
        return None
    # asked for several, two statements with no word in common but a unit, which differ in
    # more than when and do not say one replaces the other, are two answers ("amlodipine 5 mg
    # every morning" / "metformin, 500 mg with dinner"; not "0.4 mg twice a day" / "0.6 mg
    # from tomorrow", nor "Thursdays at 4:30" / "Saturdays at 10:15", nor "the new bottle, 75
    # mcg", said to be the new one)
    a, b = said[new], said[old]
    if (
        rows.several
        and reason == "value changed"
        and not _in_common(a, b)
        and not only_when(a, b)
        and not says_forward(a.turn or a.text)
        and _NEW.search(a.text) is None
    ):
        return None
    offered = change_offered(a)
    share = MIND_FROM_NOW_ON if says_forward(a.text, strong=True) or offered else MIND
    # as well by words and meaning, or by meaning alone: the older may share the question's
    # words ("i like detailed breakdowns" for "how do i like you to answer?") where the newer
    # says the opposite in its own ("just give me the short version, 2 lines max"); not when
    # the newer says a state comes back ("mornings are mine again"), which may be the older
    as_well = answering[new] >= share * answering[old] or (
        rows.meaning[new] >= share * rows.meaning[old] and not says_return(said[new].text)
    )
    # a change of mind about something else: "年糕换粮了" is not its deworming; unless both
    # are what the question asks about and, in Chinese, near from the mean direction
    changed = reason in ("change said", "liking flipped", NEW_TIME)
    own_words = reason == "change said" and space == "primary" and _changed_in_so_many(a, b)
    if changed and not (as_well or anew or anew_zh or own_words):
        return None
    return Verdict(old, new, reason) if reason is not None else None


def turned_down_since(new: Said, old: Said) -> bool:
    """Whether the user's ``new`` turns down the very option ``old`` took ("倾向酒仙桥那个 →
    酒仙桥的三居 11000", then "算了算了 酒仙桥那个超预算了"; "leaning elm st → the Elm St one",
    then "actually scratch elm st"): that choice is undone, whatever else is chosen."""
    option = option_taken(old.text)
    if option is None or new.role != "user" or option_taken(new.text) is not None:
        return False
    pointer = point(new.text)
    if pointer is None or pointer.stance != "reject" or not pointer.words:
        return False
    return matches(pointer.words, option) == len(pointer.words)


def _shared_only_in_its_while(new: Said, old: Said) -> bool:
    """Whether all that ``new`` shares with ``old`` is in the while ``new`` holds for ("aisle
    from here on, at least till the knee's better" and "my knee is still wrecked from the
    surgery"; "等膝盖好了再说"): what ends the change, not what it changes."""
    bound = open_while(new.text)
    shared = about(new.text) & about(old.text)
    return bound is not None and bool(shared) and not shared - about(bound)


def _changed_in_so_many(new: Said, old: Said) -> bool:
    """Whether the clause of ``new`` that says what holds from now on names what ``old`` is
    about, beside the people both name ("also i'm aisle seat all the way now, drank so much
    water on the way back…" of "window seat on the flight pls"): the change is of that very
    thing, however little the story told beside it answers the question. English only: the
    words of Chinese are read in character pairs, of which one in common says little."""
    names = frozenset(w for key in new.people | old.people for w in words(key))
    theirs = about(old.text) - names
    return any(about(c) & theirs for c in clauses(new.text) if says_forward(c))


# A value said to be the new one of its thing ("the new bottle, 75 mcg", "新的那盒是75微克的"):
# of the thing whose old value it replaces, not a second thing.
_NEW = re.compile(r"(?i)\b(?:the|my|our|a)\s+new\b|新的")


def _dated(said: Said) -> bool:
    """Whether a statement names a day of its own (a clock time alone names none)."""
    return bool({kind for kind, _ in typed_values(said.text)} & DATES)


def _undated_update(new: int, old: int, rows: Rows, cos: float, space: str) -> str | None:
    """Why ``new``, said later by the user outside the asked window, updates the slot ``old``
    fills inside it, naming no day of its own and saying it changed ("no, it's UA 988 now",
    "不是 现在是G1716了"): it then stands where ``old`` stands in time. None: it does not."""
    a, b = rows.said[new], rows.said[old]
    if rows.in_window[new] or a.role != "user" or rows.earlier[new]:
        return None
    # a day of its own says another time; a clock time alone ("早上7点半开") names no day
    if _dated(a) or not says_forward(a.turn or a.text):
        return None
    return same_slot(a, b, cos, space)


# A time something starts at, from then on: "6月6号开始", "starting june 6", "from the 6th on"
_STARTS = re.compile(r"(?i)\bstarting\b|\bfrom\b.{1,20}\bon\b|开始|起(?![床来码])")


def _once_of_a_habit(new: Said, old: Said) -> bool:
    """Whether ``new`` tells of one time (done, or to do: "did a batch cook yesterday", "need
    a dinner menu for saturday") where ``old`` is a habit at a time that recurs ("i usually
    meal prep on sundays"), and does not say the habit changed: the habit holds."""
    said = new.turn or new.text
    if not habitual(old.text) or habitual(new.text) or says_forward(said) or _STARTS.search(said):
        return False  # a new habit said as one ("周六上午10点 6月6号开始")
    changed = changed_types(new.text, old.text)
    return bool(changed) and changed <= TIMES  # only when differs: not "一周三节…一节250"


# Said of a time that it moves: "moved to", "pushed back", "rescheduled", "改到", "挪到".
_MOVES = re.compile(
    r"(?i)\b(?:mov|push|postpon|resched|chang|switch|bump|shift)\w*\b|[改挪调换延]|推(?!荐)|提前"
)


def _one_day_beside(new: Said, old: Said) -> bool:
    """Whether ``new`` gives the clock time of something on one day ("sami's school has an
    open house next thursday 6pm", "下周四晚上7点开家长会") where ``old`` gives a clock time
    said with no day, which stands ("bell there is 7:45", "早上8点上课"), and ``new`` says
    neither that it recurs nor that it changes or moves anything: one occasion beside a
    standing time, not its new value."""
    clocks = all(any(k == "clock" for k, _ in typed_values(s.text)) for s in (new, old))
    if not clocks or not _dated(new) or _dated(old):
        return False
    said = new.turn or new.text
    if habitual(new.text) or says_forward(said) or _STARTS.search(said):
        return False
    return _MOVES.search(said) is None


def later_value(new: int, old: int, said: list[Said], cos: float, space: str) -> Verdict | None:
    """A newer value of the slot an answer fills, said in a fragment that does not answer the
    question by itself ("£260 all in" after "Did the price move?", for "what was the plumber
    charging?"): it replaces the answer and takes its place. Only a value of the same type
    said by the user, changed, of the same thing (a word in common, read with what was
    said just before each, and only so: a statement that shares words with the answer by
    itself and still does not answer is of something else)."""
    a, b = said[new], said[old]
    # a confirmation of a bare reply says what its figures are of in words of its own; a
    # value moved to one of a kind the answer holds ("vet said to up it to 2 scoops in the
    # morning") is a new one of it, however little more of the question it speaks to
    alone = about(a.text) & about(b.text) and not a.confirms and not moved_types(a.text, b.text)
    if a.role != "user" or alone or not shared_in_context(a, b):
        return None
    if same_slot(a, b, cos, space) != "value changed" or _choices_apart(a, b):
        return None
    if _one_day_beside(a, b):
        return None
    return Verdict(old, new, "value changed", takes_place=True)


def leading(said: list[Said], scores: list[float]) -> list[bool]:
    """Which of the candidates (``said``, scored ``scores``) are among the user's
    ``LEADING`` best statements: what the question asks about."""
    users = sorted((k for k, s in enumerate(said) if s.role == "user"), key=lambda k: -scores[k])
    first = set(users[:LEADING])
    return [k in first for k in range(len(said))]


def _asked_anew(new: int, old: int, rows: Rows, cos: float, space: str) -> bool:
    """Whether ``new`` says anew, as how things are now, what ``old`` said of the thing the
    question asks about: both among the user's statements that answer it best (``leading``),
    related, the newer said as holding now or again ("when i order thai i ask for thai hot
    now" / "i'm a total wimp with spice, mild everything pls", asked "how spicy do I like my
    food?"). Their words need share nothing: the question says what they are of. Not one more
    beside it ("also allergic to latex"), the same values said again, a state come back that
    the older one names, a remark not of the speaker ("the airline charges for picking seats
    now"), nor a newer that gives no value of the kinds the older gives. Said to the
    assistant, not one person to another in a transcript ("Caroline: …"; LoCoMo R@5 66.4 ->
    65.8 with those, R@10 72.6 -> 72.5). English only: Chinese cosines crowd together, and
    the statements that rank first for a question need not be of it ("最近十一点就上床了"
    first for "我平时喝什么咖啡")."""
    if space != "primary" or rows.several:
        return False
    if not (rows.leading and rows.leading[new] and rows.leading[old]):
        return False
    a, b = rows.said[new], rows.said[old]
    if a.role != "user" or b.role != "user" or not related(a, b, cos, space):
        return False
    if additive(a.text) or restates(a.text, b.text) or _comes_back(a, b):
        return False
    if not of_oneself(a.text) or speaker_label(a.text) or speaker_label(b.text):
        return False  # of the user, to the assistant: not "the airline charges for … now"
    # the older's values must be of a kind the newer gives: "give me cozy fantasy these days"
    # changes no "my book club meets first tuesdays"
    theirs = {kind for kind, _ in typed_values(b.text)}
    if theirs and not theirs & {kind for kind, _ in typed_values(a.text)}:
        return False
    return says_forward(a.text) or says_return(a.text)


# A Chinese pair is of one thing when its cosine from the multilingual space's mean direction
# reaches this: a habit and the one that replaced it 0.23-0.55 ("我午饭一般都在公司食堂解决" /
# "最近都自己带饭了"; "通勤路上我一般听相声" / "这阵子迷上播客了"), lines of other things
# mostly below 0.1 ("周末带娃去了趟动物园" -0.04; see ``service.embedding.centre``).
ONE_THING_ZH = 0.2
NEAREST_ZH = 0.05  # …and within this of the nearest earlier one the question asks about


def _asked_anew_zh(new: int, old: int, rows: Rows, space: str) -> bool:
    """``_asked_anew`` in Chinese, where raw cosines crowd together: the pair measured from
    the space's mean direction instead (``ONE_THING_ZH``). Both among the user's statements
    that answer the question best, of the same people, the newer the speaker's own and said
    as how things are now ("最近都自己带饭了" / "我午饭一般都在公司食堂解决", asked "我中午
    一般吃啥"); not one more beside it, the same values again, nor a state come back."""
    if space != "multilingual" or rows.several or not rows.centred:
        return False
    centred = rows.centred[new][old]
    if centred is None or centred < ONE_THING_ZH:
        return False
    if not (rows.leading and rows.leading[new] and rows.leading[old]):
        return False
    a, b = rows.said[new], rows.said[old]
    if a.role != "user" or b.role != "user" or not of_same_people(a, b):
        return False
    # the same values again, times aside: a part of the day both name ("中午还是你帮我挑吧 最近
    # 就想吃清淡点的" / "中午外卖 … 重庆小面 加辣") is when, not what
    if additive(a.text) or restates(a.text, b.text, times=False) or _comes_back(a, b):
        return False
    if not own_habit(a.text) or speaker_label(a.text) or speaker_label(b.text):
        return False
    if _apart_in_day(a, b):
        return False
    # what it replaces is what it is most about of what the user said before it that the
    # question asks about: "以后中午给我点轻食吧" replaces the lunch order, not "别放香菜啊 我不吃
    # 香菜" said beside it
    nearest = max(
        (
            c
            for k, c in enumerate(rows.centred[new])
            if c is not None
            and k != new
            and rows.said[k].role == "user"
            and rows.at[k] < rows.at[new]
            and (not rows.leading or rows.leading[k])
        ),
        default=centred,
    )
    if centred < nearest - NEAREST_ZH:
        return False
    said = a.turn or a.text
    # "这个月开始就吃它了"; a switch said outright ("奶茶不喝了 下午泡壶乌龙茶")
    return says_forward(said) or _STARTS.search(said) is not None or says_switch(said, named=True)


_IN_DAY = frozenset({"daypart", "clock"})


def _apart_in_day(new: Said, old: Said) -> bool:
    """Whether two statements each name a time of day of their own, and share nothing else
    they speak of: two habits ("我每天早上喝一杯手冲咖啡" / "自从换了新工作 中午都在公司食堂
    吃"), not one moved to another time ("我一般早上跑步" / "最近改成晚上跑了")."""
    times = [{v for v in typed_values(s.text) if v[0] in _IN_DAY} for s in (new, old)]
    return all(times) and not times[0] & times[1] and not speaks_of_it(new, old)


def _in_common(a: Said, b: Said) -> frozenset[str]:
    """The topic words two statements share, units of their numbers aside."""
    return about(a.text, units=False) & about(b.text, units=False)


def _comes_back(new: Said, old: Said) -> bool:
    """Whether ``new`` says a state holds again ("back to normal from next week … climbing
    with sal tuesday", "下周一起恢复正常 周二晚上跟小周游泳") and names a value of ``old`` ("i
    usually boulder tues and thurs nights w my mate sal"): it is that state come back, not a
    new value of its slot."""
    said = new.turn or new.text
    return says_return(said) and bool(typed_values(new.text) & typed_values(old.text))


def _choices_apart(new: Said, old: Said) -> bool:
    """Whether two statements each took an option, of lists of different things ("the
    trampoline one → Jump Zone…, $22 per kid" / "the cheaper one → a cupcake tower ($40)";
    "蹦床那个吧 → 蹦床公园…" / "便宜那个吧 → 纸杯蛋糕塔…"): two decisions, not a value and its
    update, however alike the pointing words and the sessions around them. Options of one
    thing share a word; a choice made again says so ("actually the pottery one instead")."""
    options = option_taken(new.text), option_taken(old.text)
    if options[0] is None or options[1] is None or says_forward(new.turn or new.text):
        return False
    if _CHOSEN_AGAIN.search(new.text):
        return False  # "actually going with dave" after "leaning British Gas"
    return not about(options[0]) & about(options[1])


# A choice said to undo the one before it: "actually", "on second thought", "after all",
# "changed my mind", "改主意了", "还是选…吧".
_CHOSEN_AGAIN = re.compile(
    r"(?i)\b(?:actually|on second thought|after all|changed? (?:my|our) minds?|scratch that)\b"
    r"|改主意|还是(?=选|定|要|去|订|买|报|用)"
)


# A part of the day said of one day ("this morning", "last night", "今早", "昨天晚上"): a day
# as well as a time of it (typed as a part of the day only, which a habit has too).
_THIS_PART_OF_DAY = re.compile(
    r"(?i)\b(?:this (?:morning|afternoon|evening)|tonight|last night)\b"
    r"|(?:今天|昨天|前天)(?:早上|上午|中午|下午|晚上)|今早|今晚|昨晚"
)


def _dated_elsewhere(rows: Rows, out: int, inside: int) -> bool:
    """Whether ``out`` says when it happened (or the turn or question it answers placed it on
    an earlier day), outside the asked window and not after the day it was said, and names
    nothing the question asks about that the one inside does not ("kayaked lake union
    today" two weekends ago / "drove down to tacoma yesterday", for
    "what did I do last weekend?"): the user's own account of another time; not a line that
    merely lacks a date, nor a plan ("present at the October all-hands"), nor a better answer
    that the question's window only roughly places ("Yesterday I found my old notebooks", for
    "what did I find in my old notebooks last week?")."""
    a, b = rows.said[inside], rows.said[out]
    if a.role != "user" or b.role != "user" or not rows.by_then[out]:
        return False  # a time ahead is when something is to be ("the October all-hands")
    # Its day said in its words, or placed by retain on an earlier day than it was told from
    # the turn or the question it answers ("周末过得怎么样？" / "带儿子去了自然博物馆").
    own = {k for k, _ in typed_values(b.text)} & DATES or _THIS_PART_OF_DAY.search(b.text)
    if not (own or rows.earlier[out]):
        return False
    return not (about(b.text) & rows.asked) - about(a.text)


def same_thing_besides_when(a: Said, b: Said, cos: float, space: str) -> bool:
    """Whether two related statements speak of one thing, for a window or a bound to choose
    between: a value of one type each ("39.9" / "45块"), a word in common beside the values
    ("book club picked the March book" / "april pick is in"), or very close meaning (in
    English: Chinese cosines crowd together). A time is not such a value: the window or the
    bound is what is about time, and any two lines that say when ("see you tomorrow" /
    "yesterday I found my old notebooks") would be of one thing."""
    if (changed_types(a.text, b.text) - TIMES) or about(a.text) & about(b.text):
        return True
    return space == "primary" and cos >= CLOSE[space]


def only_when(a: Said, b: Said) -> bool:
    """Whether two statements differ in values of time alone ("we went camping at the lake
    last weekend" / "thinking about going camping again next month"): then the older, if it
    happened, is another occasion than the newer, not a value the newer changes."""
    changed = changed_types(a.text, b.text)
    return bool(changed) and changed <= TIMES
