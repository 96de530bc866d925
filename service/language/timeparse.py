"""Time expressions in English and Chinese, resolved against the moment they were said.

find_times lists the mentions in a text ("next Wednesday", "下周三", "2026-05-01", "tomorrow at
3pm") with the period each refers to; resolve_event_time turns them into when a memory's event
happens and until when it stays current; query_window gives recall the window a query asks
about. Standard library only; the English rules live in timeparse_en.py, the Chinese ones in
timeparse_zh.py, the calendar both use in timebase.py.

Conventions: weeks run Monday to Sunday; a period's end is exclusive. Results keep the
reference's tzinfo, computed in its wall-clock time. A counted shift lands on a day for days and
weeks ("in two weeks", "3天后"), on the calendar month or year for those ("3 months ago"). A
clock time names the hour starting at it; said without am/pm, 1 to 6 is the afternoon.
Tense is not read: "on Friday" is the coming Friday even in "I saw him on Friday".

Any aware reference from year 1 to 9999 works, in any zone. A period reaching beyond what can
be held (a datetime in the reference's zone whose instant is one in every zone within ±18:00;
see timebase.py) is cut to it: "this week" said on Friday 9999-12-31 ends that day. One left
with nothing ("next year" said in 9999, "yesterday" on 0001-01-01) is no mention, as if it had
not been said.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta

from service.language import holidays, timeparse_en, timeparse_zh
from service.language.lengths import durations
from service.language.not_when import a_baseline, a_rate
from service.language.timebase import (
    FIXED_REFERENCE,
    Period,
    TimeMention,
    mention,
    place,
    relative_period,
)

__all__ = [
    "EventTime",
    "TimeMention",
    "find_times",
    "query_window",
    "recurs",
    "resolve_event_time",
    "says_temporary",
    "state_until",
]


@dataclass(frozen=True)
class EventTime:
    """When a retained event happens, and until when it stays current."""

    occurred_at: datetime  # start of the first mention, or the reference when there is none
    valid_until: datetime | None  # end of the latest mention not yet over; None when none is


@dataclass(frozen=True)
class _Hit:
    begin: int
    stop: int
    period: Period


# --- finding ---------------------------------------------------------------------------------
# What may stand between a day and a time of day that belong together: "tomorrow at 3pm",
# "at 3pm on Friday", "Friday, in the morning", "明天下午三点", "明天的下午".
_JOINER = re.compile(r"[\s,，]*(?:on\s+)?的?", re.IGNORECASE)


_RULES = timeparse_en.RULES + timeparse_zh.RULES + holidays.RULES


def _candidates(text: str, ref: datetime) -> list[_Hit]:
    hits = []
    for pattern, convert in _RULES:
        for match in pattern.finditer(text):
            try:
                period = convert(match, ref)
            except ValueError:  # an impossible date, hour or numeral: "February 30", "25点"
                continue
            if period is not None:
                hits.append(_Hit(match.start(), match.end(), period))
    return hits


def _longest_first(hits: list[_Hit]) -> list[_Hit]:
    """Non-overlapping hits, a longer one winning over those it overlaps, in text order."""
    chosen: list[_Hit] = []
    for hit in sorted(hits, key=lambda h: (h.begin - h.stop, h.begin)):
        if all(hit.stop <= c.begin or hit.begin >= c.stop for c in chosen):
            chosen.append(hit)
    return sorted(chosen, key=lambda h: h.begin)


def _join(first: _Hit, second: _Hit) -> _Hit | None:
    """A day and a time of day next to each other, in either order, as one hit."""
    day, time = first.period, second.period
    if time.tod is None:
        day, time = time, day
    if day.day is None or time.tod is None or (time.tod.sets and day.meridiem):
        return None
    placed = place(day.day, time.tod, day.meridiem, day.relative)
    return _Hit(first.begin, second.stop, placed)


def _joined(text: str, hits: list[_Hit]) -> list[_Hit]:
    out: list[_Hit] = []
    for hit in hits:
        joined = None
        if out and _JOINER.fullmatch(text, out[-1].stop, hit.begin):
            joined = _join(out[-1], hit)
        if joined is None:
            out.append(hit)
        else:
            out[-1] = joined
    return [hit for hit in out if not hit.period.needs_day]


# --- public API ------------------------------------------------------------------------------


def find_times(text: str, reference: datetime) -> list[TimeMention]:
    """All time expressions in text, resolved against reference (aware; results keep its
    tzinfo), in order of appearance, non-overlapping (longest match wins). A day and a time
    of day next to each other are one mention: "tomorrow at 3pm", "明天下午三点".

    Any aware reference in years 1 to 9999 is fine. A period reaching beyond what can be held
    (between timebase.EARLIEST and LATEST, a datetime in the reference's zone) is cut to that
    range; one with nothing left in it ("next year" said in 9999) is left out. ValueError for
    a naive reference."""
    zone = reference.tzinfo
    if zone is None or reference.utcoffset() is None:
        raise ValueError("reference must be an aware datetime")
    hits = _joined(text, _longest_first(_candidates(text, reference)))
    found = (mention(text[hit.begin : hit.stop], hit.period, zone) for hit in hits)
    return [m for m in found if m is not None]


def _times_of_it(text: str, reference: datetime) -> list[TimeMention]:
    """The mentions that may place what ``text`` tells of: not the time a habit recurs at, the
    span of a count, nor what a value is compared with."""
    return [
        m
        for m in find_times(text, reference)
        if not (_recurring(text, m) or a_rate(text, m.text) or a_baseline(text, m.text))
    ]


def resolve_event_time(text: str, reference: datetime) -> EventTime:
    """When the event a text tells of happens, and until when it stays current.

    occurred_at is the start of the first mention, the reference when there is none (a period
    datetime cannot hold is none: "tomorrow" said on 9999-12-31; nor is the time a habit
    recurs at: "every Tuesday", "on Sundays", "每周四"; nor what a value is compared with: "up
    from last year", "比去年高", see ``not_when``).
    valid_until is the end of the latest-ending mention that ends after the reference (a trip
    "next week" stops being current when next week ends, "today" at midnight); None when every
    mention is over (yesterday, a past date) or there is none.

    A text that tells of the past (``tells_past``) places a time named with no direction
    before the reference, as ``query_window`` does for a question about what was.
    """
    mentions = _times_of_it(text, reference)
    if not mentions:
        return EventTime(reference, None)
    if tells_past(_ACKNOWLEDGED.sub("", text)) and _AHEAD.search(text) is None:
        # "went to a wedding on saturday", said on a Monday, is the Saturday just gone
        mentions = [
            _last_before(text, m, reference) if m.start > reference and _told_back(text, m) else m
            for m in mentions
        ]
    ends = [m.end for m in mentions if m.end > reference]
    return EventTime(mentions[0].start, max(ends) if ends else None)


# An acknowledgement that opens what the assistant noted ("Noted: prototype due July 10",
# "Added: Mochi's recheck, June 3", "Got it, return June 26"): no past event of its own.
_ACKNOWLEDGED = re.compile(
    r"(?i)^\W*(?:ok(?:ay)?\W+)?(?:noted|added|saved|logged|updated|recorded|done|got it|gotcha"
    r"|sure|great|perfect|understood)\b\W*"
)
# A time said to start, fall due or last until then ("rest due june 1", "raising his rates
# from june", "650 a month starting june", "nora starts in september, … the 3 we toured"):
# ahead, whatever else was done.
_AHEAD_OF_IT = re.compile(
    r"(?i)\b(?:due|from|starting|starts|begins|until|till|through)\s+(?:(?:the|in|on)\s+)?$"
)
# Where a Chinese clause ends: "签完了 5月20号开工" tells of two things; an English one,
# at a conjunction ("picked up a second gig bc rent goes up in august").
_ZH_CLAUSE_END = re.compile(r"[\s，,。！？!?；;]")
_EN_CLAUSE_END = re.compile(
    r"(?i)\b(?:bc|because|cause|cuz|so|but|while|although|though|and|then)\b"
)


def _told_back(text: str, mention: TimeMention) -> bool:
    """Whether a text told as past tells of ``mention`` as past: not a time said to start,
    fall due or last until then, nor a time in a clause after the one that tells of the past
    ("签完了 5月20号开工", "我婆婆过来了 住到八月初", "picked up a gig bc rent goes up in
    august")."""
    at = text.find(mention.text)
    if at < 0:
        return True
    if _AHEAD_OF_IT.search(text[:at]):
        return False
    chinese = _ZH_PAST.search(text) is not None
    ends = _ZH_CLAUSE_END if chinese else _EN_CLAUSE_END
    starts = [m.end() for m in ends.finditer(text, 0, at)]
    start = starts[-1] if starts else 0
    if chinese:
        # its clause, or one after it: a time said first is often the topic the past is told
        # of ("周末过得怎么样？ 带儿子去了自然博物馆")
        return _ZH_PAST.search(text, start) is not None
    # its own clause ("the lease ends in October and the agent's sent options")
    end = ends.search(text, at + len(mention.text))
    return _EN_PAST.search(text, start, end.start() if end else len(text)) is not None


# Told as past: a past-tense verb ("went", "visited", "hiked"; in Chinese a 了 after what was
# done), not something arranged then for a time ahead ("booked a table for saturday",
# "订了周六的票", "约了周六下午"), nor a plan or a refusal ("we'll go", "周六要去", "周六不去了").
_EN_PAST = re.compile(
    r"(?i)\b(?:went|was|were|did|had|got|came|saw|made|took|ate|drank|drove|flew|met|bought"
    r"|spent|ran|swam|rode|found|left|slept|told|gave|felt|caught|brought|won|lost|wore"
    # "sat", not the day's short name ("sat april 25, 11am", "this sat", "sat the 4th")
    r"|(?<!\bon )(?<!\bthis )(?<!\bnext )(?<!\bby )sat(?![ \t]*,?[ \t]*(?:the[ \t]+)?\d"
    r"|[ \t]*,?[ \t]*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b"
    r"|[ \t]+(?:morning|afternoon|evening|night)\b)"
    r"|began|heard|paid|sold|sent|kept|held|(?!hundred\b)[a-z]{2,}[^e\W\d_]ed)\b"
)
_EN_NOT_PAST = re.compile(
    r"(?i)\b(?:will|shall|gonna|going to|plan(?:ning)? to|want to|have to|need to|book(?:ed)?"
    r"|schedul(?:ed|e)|plann?ed|arranged?|reserved?|rescheduled|postponed|pushed"
    # a day moved to, not a move ("moved the dentist to saturday"; not "helped him move")
    r"|(?:re)?moved?\s+(?:[\w']+\s+){0,3}?(?:to|till|until)\s+(?:the\s+)?(?:next\s+)?"
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|\d)"
    r"|ordered|registered|signed\s+(?:\w+\s+)?up|invited|confirmed|agreed)\b|'ll\b"
    # a day moved to by its month ("moved portugal to sept 21"); a time got for later ("got a
    # passport appt for the kid, june 3")
    r"|\bmoved?\s+(?:[\w']+\s+){0,3}?to\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
    # a time someone can make ("he could do september")
    r"|\b(?:can|could)\s+(?:do|make|come|start|fit)\b"
    r"|\bgot\s+(?:a|an|the|my|our)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:appt|appointment|booking|reservation|slot|spot|tickets?)\b"
    # an acknowledgement, not something got: "Got it, until July 19"
    r"|\b(?:got\s+it|gotcha)\b"
    # a day something was got or kept for: "got tickets for saturday"; a day a state lasts
    # until ("until July 19", "till the 24th")
    r"|\b(?:for|until|till|by)\s+(?:the\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend)\b"
    r"|\b(?:until|till)\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)\b"
    r"|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d)"
)
# 了 after what was done; or a perfective negation of everything: "哪儿也没去", "什么都没干"
# (nothing was done: of a time past, not of the coming one).
_ZH_PAST = re.compile(
    r"(?![对算为除罢])[\u4e00-\u9fff]了|(?:哪儿|哪里|哪|什么|啥|谁|一点|一个|一次)(?:也|都)没有?[\u4e00-\u9fff]"
)
_ZH_NOT_PAST = re.compile(
    r"要|会|将|打算|准备|计划|想|得去|等|到时|不|订|约|定|改|挪|推|预|安排|报名|的票"
)


def tells_past(text: str) -> bool:
    """Whether ``text`` tells of something done ("went to a wedding on saturday", "周六去了趟
    宜家"), rather than planned or arranged for a time ahead."""
    if _ZH_PAST.search(text):
        return _ZH_NOT_PAST.search(text) is None
    return _EN_PAST.search(text) is not None and _EN_NOT_PAST.search(text) is None


# 到 after a verb that moves a time says when it happens, not until when: "约到周五上午",
# "改到下周四", "推迟到月底", "提前到25号" (not "住到周五", "到周五都在上海")
_MOVED_TO = r"(?<![约改推挪延调换排定订移拖迟期])(?<!提前)到"
_MOVED_BEFORE = re.compile(r"(?:[约改推挪延调换排定订移拖迟期]|提前)到\s*$")
# A state said to last a while: "until Friday", "till the 24th", "for now", "these days",
# "这几天", "这段时间", "出差期间", "到5月10号", "暂时".
_UNTIL_BEFORE = re.compile(
    r"(?i)\b(?:until|till|til|through|thru|up to|by the end of|through the end of)\s+(?:the\s+)?$"
    rf"|(?:{_MOVED_TO}|直到|截至|截止到?)\s*$"
    # the time later in the clause "until" opens: "until the new one arrives friday"
    r"|(?i:\buntil|\btill|\btil)\b[^,.;:!?，。；：！？\n]*$"
)
# 临时 before what came up at short notice ("临时有手术", "临时改了") is no temporary state
_TEMPORARY = re.compile(
    r"(?i)\b(?:for now|for the time being|temporarily|in the meantime|meanwhile"
    r"|(?:for|over) the (?:next|coming) (?:few |couple of )?(?:days?|weeks?|months?)"
    r"|these (?:few |couple of )(?:days|weeks)|this (?:few |couple of )?days?"
    r"|(?:all )?this (?:week|month)(?!'s)|for the rest of|(?:back|returning) (?:on|by)"
    r"|for the (?:week|month)(?! of| before| after)"
    r"|while i'?m|during"
    # for a month named ("keto for january", "at the Lyon office for june"), not a day in it
    r"|for (?:the month of )?(?:january|february|march|april|may|june|july|august|september"
    r"|october|november|december)(?!\s*\d))\b"
    r"|这几天|这两天|这段时间|这阵子|这些天|近期|暂时|临时(?![有改变取加通决])|期间|为止|之前先"
    r"|(?:这|本)一?(?:周|星期|礼拜|个月)(?![一二三四五六日天末])|[号日]回来|回来之前"
)
# "until" in English; in Chinese also 到 before the end of a period or a day ("到月底",
# "到周五", "到15号", "到下个月"), not before a place ("到上海"), or 之前都 after one.
_ZH_BOUND = (
    r"(?:这个?|下个?|本)?(?:月底|月初|月中|年底|年初|周末|月份"
    r"|(?:周|星期|礼拜)[一二三四五六日天]|[0-9一二三四五六七八九十]+[号日]|[0-9一二三四五六七八九十]+月)"
)
# "周五之前都在杭州", "周日之前只能发邮件", "15号以前一直住酒店": until then
_UNTIL_AFTER = re.compile(r"(?:之前|以前)(?:都|只能|一直|暂时)")
_UNTIL_WORD = re.compile(
    r"(?i)\b(?:until|till|til|through|thru)\b|直到|为止|到时候|那之前|之前先"
    rf"|{_MOVED_TO}{_ZH_BOUND}"
    # "月底之前都在做年报", "周五以前都在杭州": all the while before a time; not "我之前都是…",
    # before now, which is the past
    rf"|{_ZH_BOUND}{_UNTIL_AFTER.pattern}"
)


# parts of a day and seasons: "during the night" recurs, it points at no while said before
_PARTS_AND_SEASONS = (
    r"(?:night|day|morning|afternoon|evening|week|weekend|summer|winter|spring|autumn|fall)\b"
)

# A bound that points back at a time said before it: "till then", "meanwhile", "while
# they're here" (of a stay said just before), "这期间", "出差期间" (during the trip said just
# before). Not "这段时间", which as often means "lately" ("这段时间工作特别忙"), nor "到时候",
# "when the time comes" ("到时候一起吃个饭"): a plan at that time, not a state until it (on our
# Chinese conversation set, carrying it across turns cost a question).
_POINTS_BACK = re.compile(
    r"(?i)\b(?:(?:till|until|til|up to|up until) then|meanwhile|in the meantime"
    r"|while (?:they|he|she|you|we|i)(?:'re|'s|'m| are| is| am) (?:here|there|away|gone|around"
    r"|in town|visiting|staying)|during (?:that time|the (?:stay|visit|trip)))\b"
    # "during the track work", "during the renovation": a while named before, not a part of a
    # day or a season ("during the night", "during the summer"), which recurs
    rf"|\bduring (?:the|that|this) (?!{_PARTS_AND_SEASONS})[a-z]"
    # "for those two weeks", "for these few days": the span said before
    r"|\bfor (?:those|these) (?:\w+ )?(?:days|nights|weeks|months)\b|\bwhile (?:it|that) lasts\b"
    r"|那之前|在此之前|期间|这段时间|这段日子"
)


def points_back(text: str) -> bool:
    """Whether ``text`` bounds what it says by pointing back at a time said before it ("send
    anything to her place till then", "standup's on zoom meanwhile", "这期间让快递直接送上门",
    "出差期间保洁先停了吧")."""
    return _POINTS_BACK.search(text) is not None


def says_until(text: str) -> bool:
    """Whether ``text`` says until when it holds ("until the 20th", "till then", "到月底"):
    of a request, that it asks for something to hold a while ("send whatever I order to the
    hotel till then"), not a thing to do once by then."""
    return _UNTIL_WORD.search(text) is not None or points_back(text)


def says_temporary(text: str) -> bool:
    """Whether a text says its state lasts only a while ("until Friday", "till then", "for
    now", "这几天", "这段时间"): not a plan for a period ("next month I'm going to a
    conference"), which happens in it rather than ending with it."""
    return (
        _TEMPORARY.search(text) is not None
        or _UNTIL_WORD.search(text) is not None
        or points_back(text)
        or bool(durations(text))
    )


# "off sugar for the week", "no caffeine for the rest of the month": the period it is said in
# bounds a state (not "for the week of the 18th"). Read for a state's end only: a question
# "for the week" ("plan my cooking for the week") asks for no window of this week.
_FOR_THE_PERIOD = re.compile(
    r"(?i)\bfor the (?:rest of the (?P<rest>week|month|year)|(?P<unit>week|month)\b"
    r"(?!\s+(?:of|before|after)\b))"
)


def state_until(text: str, reference: datetime) -> datetime | None:
    """Until when a state a text tells of holds, when it says so: a time said to bound it
    ("until Friday I'm at the Lyon office", "这几天豆豆寄养在宠物店，23号接回来"), a period
    longer than a day ("I'm in Lisbon next week", "19号到23号"), or, with no time named, how
    long it lasts from when it was said ("for a week", "大概一个月"), or the period it is said
    in ("off sugar for the week", "for the rest of the month"). A point in time is when
    something happens, not an end of what is true: "we met the caterer today", "$110 a head,
    deposit due June 1" stay true after that day. None when nothing bounds it or the bound is
    over."""
    mentions = _times_of_it(text, reference)
    said_to_last = durations(text)
    lengths = [length for length, _ in said_to_last]
    lasts = [reference + d for d in lengths]
    ends = [m.end for m in mentions if m.end > reference]
    said = _FOR_THE_PERIOD.search(text)
    if said is not None and said["unit"] and _HABIT.search(text):
        said = None  # what a habit is for ("i usually meal prep on sundays … for the week");
        # ``_HABIT`` (below) finds the habit's time
    if said is not None:
        zone = reference.tzinfo
        assert zone is not None  # find_times has refused a naive reference
        unit = (said["rest"] or said["unit"]).lower()
        period = relative_period(reference, unit, 0)
        if (found := mention(said.group(), period, zone)) is not None:
            mentions.append(found)
            ends.append(found.end)
    if lasts and not ends:
        return max(lasts)  # "on antibiotics for a week", "大概一个月"
    now_on = [length for length, from_now in said_to_last if from_now]
    if now_on and all(m.start <= reference for m in mentions):
        # a length said to run from now bounds the state whatever time under way its reason
        # names ("奶奶回老家过年了 这两周孩子先送托班": the new-year holiday runs on to March);
        # a time ahead still says when it ends or starts ("23号接回来", "starting monday")
        return reference + max(now_on)
    # "this month" a thing was done in ("这个月房租涨了") is when it changed, not a bound
    if done := _done_in_the_period(text):
        mentions = [m for m in mentions if not any(m.text in then for then in done)]
        ends = [m.end for m in mentions if m.end > reference]
        for then in done:
            text = text.replace(then, " ")
    # a period a state starts in is no end of it ("这周开始六点就能走", "从下个月起", "starting
    # this week"): what else bounds it does, or how long it lasts from then
    begun = [m for m in mentions if _begins(text, m)]
    if begun:
        mentions = [m for m in mentions if m not in begun]
        ends = [m.end for m in mentions if m.end > reference]
        if not ends and lengths:
            return max(min(m.start for m in begun), reference) + max(lengths)
        for m in begun:
            text = text.replace(m.text, " ")
    before = [text[: max(text.find(m.text), 0)] for m in mentions]  # what leads to each time
    if not ends or any(_MOVED_BEFORE.search(lead) for lead in before):
        return None  # a time something is moved to is when it happens ("约到周五上午十点")
    spans_days = max(m.end for m in mentions) - min(m.start for m in mentions) > timedelta(days=1)
    bounded = (
        _TEMPORARY.search(text) is not None
        or spans_days
        or any(m.granularity in ("week", "month", "year") for m in mentions)
        or any(_UNTIL_BEFORE.search(lead) is not None for lead in before)
        or any(_UNTIL_AFTER.match(text, text.find(m.text) + len(m.text)) for m in mentions)
    )
    if bounded:
        return max(ends)
    if lasts:  # how long, from the day it names: "for the next two weeks starting monday"
        start = max(min(m.start for m in mentions if m.end > reference), reference)
        return start + max(lengths)
    return None


# A time a state starts at: "starting this week", "from next month", "as of monday"; "这周开始",
# "从下个月起".
_BEGINS_BEFORE = re.compile(r"(?i)\b(?:starting|from|as of|beginning|effective)\s+$|从\s*$")
_BEGINS_AFTER = re.compile(r"\s*(?:开始|起(?![床来码身]))")


def _begins(text: str, mention: TimeMention) -> bool:
    """Whether ``mention`` of ``text`` is when what the text tells of starts."""
    at = text.find(mention.text)
    if at < 0:
        return False
    return bool(
        _BEGINS_BEFORE.search(text[:at]) or _BEGINS_AFTER.match(text, at + len(mention.text))
    )


# The week or month one speaks in ("this week", "这个月"), which bounds a state told in it
# ("这个月我都在家办公") unless its clause tells of a thing done then ("这个月跌了我还手动加了
# 点", "this week i switched to the 7:40 train"): a change made then, which stays.
_THIS_PERIOD = re.compile(
    r"(?i)\b(?:all )?this (?:week|month)\b(?!'s)"
    r"|(?:这|本)一?(?:周|星期|礼拜|个月)(?![一二三四五六日天末])"
)
_EN_CLAUSE = re.compile(rf"(?i)[,.;!?]|{_EN_CLAUSE_END.pattern.removeprefix('(?i)')}")
# 了 after a degree ("忙死了", "累坏了", "太忙了") says how much, not that a thing was done
_DEGREE = re.compile(r"(?:死|极|坏|透|疯|惨|够)了|太[\u4e00-\u9fff]{1,3}了")
# 了 after what one can or must do says how things stand now ("这周只能喝椰汁了")
_ZH_MODAL = re.compile(r"能|可以|该|得|必须|只好|一直|都在")
# a past of being or having ("this week i was swamped") tells of a state, which may last
_BEING = frozenset({"was", "were", "had", "felt", "kept", "held"})
# a participle after a form of "be" tells of a state ("the office is being refitted")
_BEING_BEFORE = re.compile(r"(?i)(?:\b(?:is|are|am|be|being|been|get|getting)|['’](?:s|re|m))\s+$")


def _done_in_the_period(text: str) -> list[str]:
    """The "this week"s and "这个月"s of a text whose own clause tells of a thing done in
    that period, as they are written."""
    done: list[str] = []
    for period in _THIS_PERIOD.finditer(text):
        chinese = period.group()[0] in "这本"
        ends = _ZH_CLAUSE_END if chinese else _EN_CLAUSE
        starts = [m.end() for m in ends.finditer(text, 0, period.start())]
        end = ends.search(text, period.end())
        clause = text[starts[-1] if starts else 0 : end.start() if end else len(text)]
        if chinese:
            told = bool(_ZH_PAST.search(_DEGREE.sub("", clause)))
            told = told and not (_ZH_NOT_PAST.search(clause) or _ZH_MODAL.search(clause))
        else:
            verbs = [
                m.group().lower()
                for m in _EN_PAST.finditer(clause)
                if not _BEING_BEFORE.search(clause, 0, m.start())
            ]
            told = any(v not in _BEING for v in verbs) and not _EN_NOT_PAST.search(clause)
        if told:
            done.append(period.group())
    return done


# A time said of a habit: "every Tuesday", "each morning", "on Sundays", "每周四", "每逢周末".
# "every other Tuesday", "every second Thursday"; "the 2nd Tuesday of every month", "the 1st of
# the month", "the last Friday of each month" (a day of the month said generically).
_RECURRING_BEFORE = re.compile(
    r"(?i)(?:\bevery|\beach)\s+(?:(?:other|second|third|2nd|3rd)\s+)?$|每(?:个|逢)?\s*$"
)
_RECURRING_AFTER = re.compile(
    r"(?i)^s\b|^\s+of\s+(?:the|every|each)\s+month\b|^\s+(?:every|each)\s+month\b"
)


# A habit's time that names no single day: "on Sundays", "every morning", "每天", "每晚".
_HABIT = re.compile(
    r"(?i)\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b|\bweek(?:day|night)s?\b|\bweekends\b"
    r"|\b(?:daily|nightly)\b|工作日"
    r"|\b(?:every|each)\s+(?:other\s+)?(?:day|week|month|morning|evening|night|weekend)\b"
    r"|每(?:个|逢)?(?:天|日|晚|早|周|星期|礼拜|月|年)"
)


# Said of what one does as a rule ("i always shop on saturdays", "我一般周日晚上打电话"): the
# time it names is when it recurs
_HABITUAL = re.compile(
    r"(?i)\b(?:always|usually|normally|generally|typically|tend to|as a rule)\b"
    r"|一般|平时|平常|通常|总是|向来|一向|习惯"
)


def as_usual(text: str) -> bool:
    """Whether ``text`` says what holds as a rule ("usually", "平时", "一般")."""
    return _HABITUAL.search(text) is not None


def habitual(text: str) -> bool:
    """Whether ``text`` tells of a habit: a time a habit recurs at (``recurs``), or a time said
    with "always", "usually", "一般", "平时" and the like."""
    return recurs(text) or _HABITUAL.search(text) is not None


def recurs(text: str) -> bool:
    """Whether a text names a time a habit recurs at ("every Tuesday", "on Sundays",
    "每周三下午来")."""
    if _HABIT.search(text):
        return True
    return any(_recurring(text, m) for m in find_times(text, FIXED_REFERENCE))


def _recurring(text: str, mention: TimeMention) -> bool:
    """Whether a mention names when a habit recurs, not when one event happens: such a time
    neither dates the event nor ends it ("I swim every Tuesday" stays true after Tuesday)."""
    at = text.find(mention.text)
    if at < 0:
        return False
    before, after = text[:at], text[at + len(mention.text) :]
    return bool(
        _RECURRING_BEFORE.search(before)
        or mention.text.startswith("每")
        or _RECURRING_AFTER.match(after)
    )


# Words that point a time forward: with one of them a question's time stays ahead of it.
_AHEAD = re.compile(
    r"(?i)\b(?:next|coming|upcoming|tomorrow|later|from\s+now|in\s+\w+\s+(?:days?|weeks?))\b"
    r"|明|下|后|再过|将来|未来"
)
# How far back a time named with no direction is looked for, in turn: a week (a weekday,
# the weekend), four weeks (a day of the month), a year (a date without one).
_BACK = (timedelta(days=7), timedelta(days=28), timedelta(days=365))


def query_window(text: str, now: datetime, past: bool = False) -> tuple[datetime, datetime] | None:
    """For recall queries: the window a query's time phrase refers to ("yesterday", "last
    week", "上周", "in May") or None. Several phrases give the window spanning them all.
    ``past``: the query asks what was ("what did I order on the 3rd?", "周二那天买了什么？"):
    a time named with no direction that lies ahead of ``now`` is read as the last such time
    before it (the 3rd of this month, last Tuesday, the weekend gone)."""
    mentions = find_times(text, now)
    if not mentions:
        return None
    if past and _AHEAD.search(holidays.without_sides(text)) is None:
        mentions = [_last_before(text, m, now) if m.start > now else m for m in mentions]
    if (of_day := _unit_of_day(text, mentions)) is not None:
        return of_day
    return min(m.start for m in mentions), max(m.end for m in mentions)


# "the weekend of March 14", "the week of May 4th", "4月18号那个周末", "5月4号那周": the week
# or weekend a named day falls in, not that day and a weekend of its own.
_EN_UNIT_OF = re.compile(r"(?i)\b(?P<unit>weekend|week)\s+of\s*$")
_ZH_UNIT_OF = re.compile(r"^\s*(?:那|这|所在的?那?)(?:个|一)?(?P<unit>周末|周|星期|礼拜)")


def _unit_of_day(text: str, mentions: list[TimeMention]) -> tuple[datetime, datetime] | None:
    for m in mentions:
        if m.end - m.start != timedelta(days=1):
            continue  # a day, not a week or a time of day
        at = text.find(m.text)
        said = _EN_UNIT_OF.search(re.sub(r"(?i)\s*(?:on|the)\s*$", "", text[:at]))
        said = said or _ZH_UNIT_OF.match(text[at + len(m.text) :])
        if said is not None:
            unit = "weekend" if said.group("unit").lower() in ("weekend", "周末") else "week"
            zone = m.start.tzinfo
            assert zone is not None  # find_times keeps the reference's zone
            found = mention(m.text, relative_period(m.start, unit, 0), zone)
            return (found.start, found.end) if found is not None else None
    return None


def _last_before(text: str, mention: TimeMention, now: datetime) -> TimeMention:
    """``mention`` read from an earlier reference, the nearest that puts it before ``now``."""
    for back in _BACK:
        if now - datetime.min.replace(tzinfo=now.tzinfo) < back:
            break  # no earlier reference a datetime can hold
        for earlier in find_times(text, now - back):
            if earlier.text == mention.text and earlier.start <= now:
                return earlier
    return mention
