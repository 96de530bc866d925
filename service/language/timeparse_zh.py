"""Chinese time expressions for timeparse: RULES, the patterns and what each match means.

Numerals (一..九十九, 两, digits), day words (昨天, 大后天), relative markers (上/这/本/下),
weekdays (周三, 星期天, 礼拜三), counted shifts (两周后), dates (2026年5月1日) and clock times
(下午三点); the calendar arithmetic is timebase.py's, and timeparse.py reads RULES.

Chinese has no word boundaries, so a few guards keep common words from reading as times:
"一下周五" is 周五 (看一下 + 周五), "然后天气" is not 后天, "好一点" is not one o'clock,
"三点五个百分点" is a decimal, "一周一次" is not a Monday, "晚上月光" is not last month.
"""

from __future__ import annotations

import re
from datetime import datetime

from service.language.script import HAN_CLASS
from service.language.timebase import (
    Period,
    Rule,
    alone,
    clock,
    date_period,
    day_of_month,
    day_period,
    midnight,
    month_day,
    month_part,
    month_period,
    now_until_midnight,
    nth_weekday,
    part_of_day,
    place,
    relative_period,
    shift_period,
    weekday_period,
    year_period,
)

_NUMERAL_CHARS = "零〇一二两三四五六七八九十"
_DIGIT_VALUES = {c: i for i, c in enumerate("零一二三四五六七八九")} | {"〇": 0, "两": 2}
_NUMBER = rf"\d{{1,3}}|[{_NUMERAL_CHARS}]{{1,3}}"

# --- day words -------------------------------------------------------------------------------
_DAYS = {
    "大前天": -3, "前天": -2, "昨天": -1, "昨日": -1, "今天": 0, "今日": 0,
    "明天": 1, "明日": 1, "后天": 2, "大后天": 3,
}  # fmt: skip
_EVENINGS = {"昨晚": -1, "今晚": 0, "明晚": 1}
_MORNINGS = {"今早": 0, "明早": 1}  # 明早八点: tomorrow morning
# 以前/之前/然后/最后/提前 + 天 are not 前天/后天.
_DAY = re.compile(
    r"(?<![以之然最提])(?:"
    + "|".join(sorted(_DAYS | _EVENINGS | _MORNINGS, key=len, reverse=True))
    + ")"
)

# --- weeks, months, years relative to now ---------------------------------------------------
_OFFSETS = {"上上": -2, "上": -1, "这": 0, "本": 0, "下": 1, "下下": 2}
# Not after 一/以 (看一下周五, 以下, 以上) nor in 晚上/早上/马上/路上.
_REL = r"(?<![一以晚早马路])(?P<rel>上上|下下|上|下|这|本)个?"
# 一 is not Monday in 一直, 一起, 一样, 一共, 一般, 一切, 一次, nor in 一整周 ("下周一整周都在
# 夏令营": all next week; "下周一整天" is Monday); 周天 is too rare to risk 一周天气.
_ONE = "一(?![直起样共般切次]|整个?(?:周|星期|礼拜))"
_AFTER_ZHOU = rf"(?P<wd1>{_ONE}|[二三四五六日末])"
_AFTER_XINGQI = rf"(?P<wd2>{_ONE}|[二三四五六日天])"
_WEEK = re.compile(rf"{_REL}(?:周{_AFTER_ZHOU}?|(?:星期|礼拜){_AFTER_XINGQI}?)")
# A weekday alone, not counted weeks ("一周五天", "两周三次") nor how often in one ("每周三天",
# "每周三次": three days or times a week).
_WEEKDAY = re.compile(
    rf"(?<![{_NUMERAL_CHARS}\d])(?:周{_AFTER_ZHOU}|(?:星期|礼拜){_AFTER_XINGQI})(?!次)"
    r"(?!(?:(?<=每周.)|(?<=每星期.)|(?<=每礼拜.))[回遍趟天])"
)
_WEEKDAYS = {c: i for i, c in enumerate("一二三四五六日")} | {"天": 6}
_WEEKEND = "末"
_MONTH = re.compile(rf"{_REL}月(?![亮光球饼])")  # 月亮, 月光... are the moon
_YEARS = {"前": -2, "去": -1, "今": 0, "明": 1, "后": 2}
_YEAR = re.compile(r"(?<![以之然最])(?P<rel>[前去今明后])年(?![轻纪龄级])")
# The end or start of a year, as a month: "年底前交方案", "去年年底", "2025年末", "年初定的目标";
# not 新年初一.
_YEAR_EDGE = re.compile(
    r"(?:(?P<rel>[前去今明后])年|(?P<y>(?:19|20)\d{2})年)?(?<!新)年(?P<edge>底|末|初)"
)

# --- counted shifts: 三天后, 两周前, 3个月之后 -------------------------------------------------
_UNITS = {
    "分钟": "minute", "小时": "hour", "钟头": "hour", "天": "day", "日": "day",
    "周": "week", "星期": "week", "礼拜": "week", "月": "month", "年": "year",
}  # fmt: skip
_SHIFT = re.compile(
    rf"(?<![{_NUMERAL_CHARS}\d])(?P<n>{_NUMBER})"
    r"(?P<unit>个月|个?(?:小时|钟头|星期|礼拜)|分钟|天|日|周|年)[之以]?(?P<dir>后|前)"
)
# A couple of days before or after now, said the other way round: "前两天去复查了" (two days
# ago, as "两天前"), "过两天再约" (in two days). Not the first two days of a stay ("前两天在北京，
# 后三天在上海"), nor 提前两天 (two days ahead of something).
_COUPLE = re.compile(
    rf"(?<![\d{_NUMERAL_CHARS}第提])(?P<dir>前|过)两天(?![前后])"
    r"(?![^。！？!?\n]*后[\d一二三四五六七八九十两几]+天)"
)

# --- dates: 2026年5月1日, 5月1号, 5月, 2026年 -------------------------------------------------
_MONTH_NUMBER = r"\d{1,2}|十[一二]?|[一二三四五六七八九]"
_DAY_NUMBER = r"\d{1,2}|[一二三]?十[一二三四五六七八九]?|[一二三四五六七八九]"
_DATE = re.compile(
    r"(?<!\d)(?:(?P<y>\d{4}|[〇零一二三四五六七八九]{4})年)?"
    rf"(?P<m>{_MONTH_NUMBER})月(?:份|(?P<d>{_DAY_NUMBER})[日号])?"
)
_YEAR_NUMBER = re.compile(r"(?<!\d)(?P<y>(?:19|20)\d{2})年")
# A third of a month: "五月初", "4月中旬", "三月底", "3月份下旬", "上个月底", "月初" (this month's);
# "到五月中" (mid-May), "月中应该能修好" where 中 ends the phrase, not "五月中国…".
_MONTH_THIRD = re.compile(
    rf"(?:(?P<m>{_MONTH_NUMBER})月份?|{_REL}月|(?<![\d{_NUMERAL_CHARS}个上下这本])月)"
    r"(?P<part>初|上旬|中旬|下旬|底|末|中(?=$|[\s，,。.!！?？~～]|之?前|左右|的时候|[应能就才会]))"
)
_THIRD_OF = {
    "初": "early",
    "上旬": "early",
    "中旬": "mid",
    "中": "mid",
    "下旬": "late",
    "底": "late",
    "末": "late",
}
# A weekday counted in a month: "这个月最后一个周五", "下个月第二个周二", "5月的第二个星期日"; and
# "每月第二个周二", "每个月的第一个星期一", a habit (the match opens with 每). Only with its month:
# "第二个周二" alone may count from now.
_NTH_WEEKDAY = re.compile(
    rf"(?:(?P<every>每个?月)|{_REL}月|(?P<m>{_MONTH_NUMBER})月份?)的?"
    rf"(?:第(?P<n>[一二三四五1-5])个?|(?P<last>最后一)个?)"
    rf"(?:周{_AFTER_ZHOU}|(?:星期|礼拜){_AFTER_XINGQI})"
)
# A day of the month alone ("23号晚上接回来", "10号早上叫我"): the next such day. Not a
# numbered thing: 3号楼, 一号线, 5号床, 2号门.
_NUMBERED_THING = r"(?!线|楼|床|门|机|位|车|厅|房|馆|店|码|口|窗|桌|台|座|院|坑|球|电池|选手|种子)"
_DAY_ALONE = re.compile(rf"(?<![\d月{_NUMERAL_CHARS}])(?P<d>{_DAY_NUMBER})号{_NUMBERED_THING}")
# A day of a month said relative to now ("下个月22号", "上月28号"). Not of every month ("每月15号
# 交房租"): a habit's day, which values read as a number.
_MONTH_DAY = re.compile(rf"{_REL}月的?(?P<d>{_DAY_NUMBER})[日号]{_NUMBERED_THING}")

# --- times of day ----------------------------------------------------------------------------
# part of the day: (first hour, hours long, how a clock time said with it reads)
_PARTS = {
    "凌晨": (0, 6, "am"), "早上": (6, 6, "am"), "早晨": (6, 6, "am"), "上午": (6, 6, "am"),
    "中午": (11, 2, "pm"), "下午": (12, 6, "pm"), "傍晚": (17, 2, "pm"),
    "晚上": (18, 6, "night"), "夜里": (18, 6, "night"),
}  # fmt: skip
_PART = re.compile("|".join(_PARTS))
_HOUR = rf"(?<![{_NUMERAL_CHARS}\d])(?P<h>\d{{1,2}}|[{_NUMERAL_CHARS}]{{1,3}})点钟?"
_MINUTE = (
    rf"(?P<half>半)|(?P<quarter>[一三])刻|(?P<mz>[{_NUMERAL_CHARS}]{{1,3}})分|(?P<md>\d{{1,2}})分?"
    # tens of minutes need no 分 ("七点五十", "三点二十", "八点四十五"); a single numeral
    # does ("三点五" is a decimal)
    r"|(?P<mt>[二三四五]?十[一二三四五六七八九]?)"
)
_CLOCK = re.compile(
    rf"(?P<part>{_PART.pattern})?{_HOUR}(?:{_MINUTE})?"
    rf"(?![{_NUMERAL_CHARS}\d])"  # 三点五 is a decimal
    r"(?!建议|意见|原因|理由|要求|看法|想法|注意|好处|区别)"  # 三点建议: three points
)
_CLOCK_COLON = re.compile(rf"(?P<part>{_PART.pattern})(?P<h>\d{{1,2}})[:：](?P<md>\d{{2}})")


def zh_number(text: str) -> int:
    """The value of digits or a Chinese numeral up to 99 (十五, 两, 二十三), or digit by digit
    for a year (二〇二六). Raises ValueError for anything else."""
    if text.isdigit():
        return int(text)
    tens, ten, units = text.partition("十")
    if all(c in _DIGIT_VALUES for c in tens + units):
        if not ten and len(text) in (1, 4):
            return int("".join(str(_DIGIT_VALUES[c]) for c in text))
        if ten and len(tens) <= 1 and len(units) <= 1:
            return (_DIGIT_VALUES[tens] if tens else 1) * 10 + (_DIGIT_VALUES.get(units) or 0)
    raise ValueError(f"not a Chinese numeral: {text!r}")


def _weekday_char(match: re.Match[str]) -> str | None:
    """The weekday character of a _WEEK or _WEEKDAY match (一..日, 天, 末), None for a week."""
    return match["wd1"] or match["wd2"]


def _said_clock(match: re.Match[str]) -> tuple[int, int, str]:
    """Hour, minute and meridiem ("am", "pm", "night", "24h" or "" for unknown) of a _CLOCK or
    _CLOCK_COLON match."""
    groups = match.groupdict()
    hour = zh_number(match["h"])
    if groups.get("half"):
        minute = 30
    elif groups.get("quarter"):
        minute = 15 * zh_number(match["quarter"])
    else:
        minute = zh_number(match["md"] or groups.get("mz") or groups.get("mt") or "0")
    if match["part"] is not None:
        return hour, minute, _PARTS[match["part"]][2]
    return hour, minute, "24h" if hour > 12 else ""


def _is_a_little(match: re.Match[str]) -> bool:
    """一点 alone mostly means "a little" (好一点); it is one o'clock only next to a day."""
    return match[0] == "一点"


# --- rules -----------------------------------------------------------------------------------
_PART_TIMES = {word: part_of_day(*spec) for word, spec in _PARTS.items()}


def _day_word(m: re.Match[str], ref: datetime) -> Period:
    if m[0] in _EVENINGS:
        return place(midnight(ref, _EVENINGS[m[0]]), _PART_TIMES["晚上"])
    if m[0] in _MORNINGS:
        return place(midnight(ref, _MORNINGS[m[0]]), _PART_TIMES["早上"])
    return day_period(midnight(ref, _DAYS[m[0]]))


def _year_edge(m: re.Match[str], ref: datetime) -> Period:
    """年底/年末: the year's last month; 年初: its first; of 去年, 明年 or a stated year."""
    year = int(m["y"]) if m["y"] else ref.year + _YEARS.get(m["rel"] or "今", 0)
    return month_period(year, 1 if m["edge"] == "初" else 12)


def _week(m: re.Match[str], ref: datetime) -> Period:
    """上周, 这个星期, 下周三 (always next week's Wednesday), 下周末."""
    offset, weekday = _OFFSETS[m["rel"]], _weekday_char(m)
    if weekday is None:
        return relative_period(ref, "week", offset)
    if weekday == _WEEKEND:
        return relative_period(ref, "weekend", offset)
    return weekday_period(ref, _WEEKDAYS[weekday], offset)


def _weekday_alone(m: re.Match[str], ref: datetime) -> Period:
    """周五 alone: the coming Friday, today when it is Friday; 周末: this weekend."""
    weekday = _weekday_char(m) or _WEEKEND
    if weekday == _WEEKEND:
        return relative_period(ref, "weekend", 0)
    return weekday_period(ref, _WEEKDAYS[weekday], None)


def _counted(m: re.Match[str], ref: datetime) -> Period:
    amount = zh_number(m["n"])
    return shift_period(
        ref, -amount if m["dir"] == "前" else amount, _UNITS[m["unit"].lstrip("个")]
    )


# "此刻", "这会儿"; 现在 only where it says where someone is at the moment ("我现在在深圳，",
# "爸妈现在住我这儿"): elsewhere 现在 marks a change ("现在每天坐地铁"), not a moment.
_NOW = re.compile(
    r"此刻|眼下|这会儿"
    rf"|现在(?=在[{HAN_CLASS}]{{1,3}}(?:[，,。！？!?；;]|$)|住(?:在)?我(?:这儿|这里|家))"
)


def _stated_date(m: re.Match[str], ref: datetime) -> Period:
    year = zh_number(m["y"]) if m["y"] else None
    if m["d"] is None:
        return month_period(ref.year if year is None else year, zh_number(m["m"]))
    return date_period(ref, year, zh_number(m["m"]), zh_number(m["d"]))


def _month_third(m: re.Match[str], ref: datetime) -> Period:
    """五月初 (the 1st to the 10th), 四月中旬 (11th to 20th), 三月底 (21st to the end), this
    year's; 上个月底 of last month, 月初 alone of this one."""
    part = _THIRD_OF[m["part"]]
    if m["m"] is not None:
        return month_part(ref.year * 12 + zh_number(m["m"]) - 1, part)
    offset = _OFFSETS[m["rel"]] if m["rel"] else 0
    return month_part(ref.year * 12 + ref.month - 1 + offset, part, relative=True)


def _nth_weekday(m: re.Match[str], ref: datetime) -> Period | None:
    """下个月第二个周二 (of next month), 5月的第二个星期日 (this year's May), 每月第二个周二
    (the next one: this month's unless it is over); not a weekend (第二个周末)."""
    weekday = _weekday_char(m)
    if weekday is None or weekday == _WEEKEND:
        return None
    nth = None if m["last"] else zh_number(m["n"])
    if m["m"] is not None:
        return nth_weekday(ref.year * 12 + zh_number(m["m"]) - 1, _WEEKDAYS[weekday], nth)
    months = ref.year * 12 + ref.month - 1 + (_OFFSETS[m["rel"]] if m["rel"] else 0)
    found = nth_weekday(months, _WEEKDAYS[weekday], nth, relative=True)
    if m["every"] and (found is None or found.end <= midnight(ref)):
        found = nth_weekday(months + 1, _WEEKDAYS[weekday], nth, relative=True)
    return found


def _day_alone(m: re.Match[str], ref: datetime) -> Period | None:
    day = zh_number(m["d"])
    return day_of_month(ref, day) if 1 <= day <= 31 else None


def _month_day(m: re.Match[str], ref: datetime) -> Period | None:
    return month_day(ref.year * 12 + ref.month - 1 + _OFFSETS[m["rel"]], zh_number(m["d"]))


def _clock_time(m: re.Match[str], ref: datetime) -> Period:
    return alone(ref, clock(*_said_clock(m)), needs_day=_is_a_little(m))


RULES: tuple[Rule, ...] = (
    (_NOW, lambda m, ref: now_until_midnight(ref)),
    (_DAY, _day_word),
    (_WEEK, _week),
    (_WEEKDAY, _weekday_alone),
    (_MONTH, lambda m, ref: relative_period(ref, "month", _OFFSETS[m["rel"]])),
    (_YEAR, lambda m, ref: relative_period(ref, "year", _YEARS[m["rel"]])),
    (_YEAR_EDGE, _year_edge),
    (_SHIFT, _counted),
    (_COUPLE, lambda m, ref: shift_period(ref, -2 if m["dir"] == "前" else 2, "day")),
    (_DATE, _stated_date),
    (_MONTH_THIRD, _month_third),
    (_NTH_WEEKDAY, _nth_weekday),
    (_YEAR_NUMBER, lambda m, ref: year_period(int(m["y"]))),
    (_DAY_ALONE, _day_alone),
    (_MONTH_DAY, _month_day),
    (_CLOCK, _clock_time),
    (_CLOCK_COLON, _clock_time),
    (_PART, lambda m, ref: alone(ref, _PART_TIMES[m[0]], needs_day=True)),
)
