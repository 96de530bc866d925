"""The shape of the answer a question asks for, and the memories that have it.

"When am I meeting my accountant?" asks for a time, "how much is she charging me?" for a
quantity. The line that answers is often the one that shares fewest words with the question
("can we do the 14th at 10 instead", said of "she" two turns after the accountant was named),
while the line that introduced the topic ("finally hired an accountant") shares most. Among the
candidates the main query found, one that holds a value of the shape asked for
(``service.language.values``: a date, a weekday, a clock time, a relative day; an amount, a
percentage, a number) is the likelier answer, and its score is raised by ``NUDGE``. When it
was said in the turn of a better match that holds no such value, or in the turns just after
it ("got the quote back from the roofers" / "came in at 14,800 all in"), it is what that match
was leading to, and it goes just below it.

Only the wh-words that ask for a time, a quantity or a place count (``asks_for``), in English
and Chinese: "when", "what time", "what/which day", "which night", "how much", "how many",
and "how long", answered by a time or by a span of time ("a 6 month tenancy", "三个月");
"什么时候", "几点", "哪天", "几号", "周几", "多久", "多少", "几" before a measure word; "where",
"address", "在哪", "住哪", "哪个小区", "地址", answered by an address: a house number before a
street ("88 King St W", "7 brunswick rd", "5th ave"), a unit or a postcode; a road, a house
number or a building in Chinese ("望京西路48号院", "3号楼", "和睦新村"). A place said by its
name alone ("the spare room", "Banyan") is no value this can see, so it gains nothing. A
request for a way to reach someone ("send me her number", "what's the plumber's phone",
"电话", "手机号", "联系方式") asks for a phone number or an email address; it is asked as
often without a wh-word as with one, and "电话多少" asks for a number to call, not a count.
Medicines asked for by name ("What medications am I on?", "the pets' meds and doses", "两只猫
现在分别吃什么药", "降压药怎么吃"), and no time, quantity or place, ask for a dose ("lisinopril
10 mg every morning", "吃的氨氯地平 一天一片"): the lines that name the clinic or the pharmacy
share the question's words, the medicine's own line often none.
The number is often said in a turn of its own just after the person was named ("talked to my
neighbor… she swears by marco's plumbing" / "she texted it, 612-555-0148"; "表姐说她找的师傅
姓何" / "她把号码发我了 137 2845 6610"). A question that asks for anything else ("who",
"why", "what") leaves the order alone.
"""

from __future__ import annotations

import re
from typing import Any

from service.language.values import TIMES, typed_values

__all__ = [
    "BESIDE",
    "CONTACT",
    "DOSE",
    "NUDGE",
    "PLACE",
    "QUANTITY",
    "SPAN",
    "TIME",
    "asks_for",
    "by_shape",
    "held",
    "holds",
    "kinds_asked",
]

TIME = "time"
QUANTITY = "quantity"
SPAN = "span"  # "how long", "多久": a time, or a span of time ("a 6 month tenancy", "三个月")
PLACE = "place"  # "where", "地址": an address
CONTACT = "contact"  # "her number", "电话": a phone number or an email address
DOSE = "dose"  # "what medications am I on?", "吃什么药": a dose ("10 mg", "一天一片")
NUDGE = 0.15  # how much a memory of the shape asked for gains, as a share of its score
BESIDE = 0.99  # …or the share of the score of the match it was said just after
_TYPES = {TIME: TIMES, SPAN: TIMES, QUANTITY: frozenset({"amount", "percent", "number"})}
_EN_TIME = re.compile(
    r"(?i)\b(?:when|what time|what (?:day|date|month|year|night)"
    r"|which (?:day|date|month|year|night|evening|morning|afternoon|weekday)"
    r"|how soon|until when|by when|since when)\b"
)
_EN_SPAN_ASKED = re.compile(r"(?i)\bhow long\b")
_ZH_TIME = re.compile(
    r"什么时候|啥时候|何时|几点|几号|几月|哪天|哪一天|哪日|哪个月|哪年|(?:周|星期|礼拜)几"
    r"|什么时间|啥时间|什么日子"
)
_EN_CLOCK_ASKED = re.compile(r"(?i)\bwhat time\b|\b(?:what|which) hour\b")
_ZH_CLOCK_ASKED = re.compile(r"几点")
_ZH_SPAN_ASKED = re.compile(r"多久|多长时间")
_EN_QUANTITY = re.compile(r"(?i)\bhow (?:much|many)\b")
_EN_PLACE = re.compile(r"(?i)\b(?:where|address(?:es)?)\b|\bwhat street\b")
_ZH_PLACE = re.compile(r"[在住去到搬寄送]哪|哪里|哪儿|哪个(?:小区|区|地方)|什么地方|啥地方|地址")
# a way to reach someone asked for: a phone number, a number or an email for someone, their
# number, contact details; "电话", "手机号", "号码", "联系方式", "微信号", "邮箱". Not a phone
# itself ("I dropped my phone, how much is the repair") nor a call ("老打电话催我保养那个人
# 报的价是多少"), nor the number of an order or a card ("订单号码", "身份证号码")
_EN_CONTACT = re.compile(
    r"(?i)\b(?:phone|cell|mobile)(?: number| no\b|#)|\b(?:number|phone|e-?mail) for\b"
    r"|\b(?:his|her|their|[a-z]+'s) (?:phone|cell|mobile|number|e-?mail)\b"
    r"|\bcontact (?:details|info|number)|\be-?mail address"
)
_ZH_CONTACT = re.compile(
    r"(?<![打来回通接])电话(?![催来打])|手机号|(?<![单证卡牌])号码|联系方式|微信号|邮箱"
)
# medicines asked for by name ("what medications am I on?", "the pets' meds and doses",
# "吃什么药", "降压药怎么吃"), answered by a dose: an amount of a unit of medicine ("10 mg",
# "2.5mg", "一片", "两粒", "三滴"), or how often a medicine is taken ("一天三次" beside 药, 片,
# 雾化, 膏, or a verb of taking one: "吃二甲双胍 一天两次")
_EN_MEDS = re.compile(r"(?i)\b(?:medications?|meds|medicines?|pills|drugs|prescriptions|doses)\b")
_ZH_MEDS = re.compile(r"(?:什么|啥|哪些|哪种)药|药[^，,。？?]{0,4}(?:怎么|咋)(?:吃|用)|用药")
_EN_DOSE = re.compile(r"(?i)\b\d+(?:\.\d+)?\s*(?:mg|mcg|µg|ug|ml|iu|units?|puffs?|drops?)\b")
_ZH_DOSE = re.compile(
    r"(?:\d+(?:\.\d+)?|[一二两三四五六七八九十半]+)\s*(?:片|粒|颗|滴|喷|毫克|微克|毫升)"
)
_ZH_RATE = re.compile(r"(?:一天|每天|每日|一日)[一二两三四五六七八九十\d]+次")
_ZH_MEDICINE = re.compile(r"药|片|剂|雾化|膏|针|[吃服用滴擦喷抹涂](?!饭)")
_EMAIL = re.compile(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b")
# an address: a house number before a street's name and kind ("88 King St W", "7 brunswick
# rd"), a numbered street ("5th ave"), a unit or flat, a postcode (Canada "N1H 3K2", UK
# "S7 1AB", a US state and ZIP); in Chinese a road or lane with its number, a numbered building
# or unit, or a housing estate's kind ("望京西路48号院", "3号楼", "和睦新村")
_STREET = (
    r"(?:st|street|rd|road|ave|avenue|blvd|boulevard|ln|lane|dr|drive|way|ct|court|pl|place"
    r"|terrace|crescent|close|sq|square|pkwy|parkway|hwy|highway|row|mews|grove)"
)
# the street's own words, not a phrase that merely ends in one ("5 minutes the other way",
# "3 days in a row")
_NAME_WORD = r"(?!(?:the|a|an|in|of|on|at|to|by|my|our|this|that|other|each|every|more)\b)"
_EN_ADDRESS = re.compile(
    rf"(?i)\b\d{{1,5}}[a-z]?\s+(?:[nsew]\.?\s+)?(?:{_NAME_WORD}[a-z][\w'-]*\s+){{1,3}}"
    rf"{_STREET}\b"
    rf"|\b\d{{1,3}}(?:st|nd|rd|th)\s+{_STREET}\b"
    r"|\b(?:unit|apt|apartment|suite|flat)\s*#?\d+[a-z]?\b"
    r"|(?-i:\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b|\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b|\b[A-Z]{2} \d{5}\b)"
)
_ZH_ADDRESS = re.compile(
    r"[路街道巷弄里]\s*\d+\s*号|\d+\s*(?:号楼|号院|栋|幢|单元|室)"
    r"|[\u4e00-\u9fff](?:小区|新村|花园|家园|公寓|大厦|苑)"
)
# measure words that follow a count
_MEASURE = "个位只张次人天晚件台间套岁周年块元片粒颗杯桌袋瓶盒包支碗勺辆顿"
# 几 before a measure word asks for a count (几个, 几次, 几位); 几点 / 几号 ask for a time
_ZH_QUANTITY = re.compile(rf"多少|几(?![点号月])[{_MEASURE}]")
# a count said in words: "two of us", "a dozen eggs", "六个人", "两晚" (the value types read
# digits and amounts only)
_EN_COUNT = re.compile(
    r"(?i)\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty"
    r"|thirty|forty|fifty|hundred|thousand|dozen|couple)\b"
)
_ZH_COUNT = re.compile(
    rf"(?<![第这那上下再又每哪])[一二两三四五六七八九十百千万]+[{_MEASURE}口份](?!性)"
)
# a span of time, an answer to "how long" ("a 6 month tenancy", "for two weeks", "三个月",
# "两周"); not a month's name ("3月")
_EN_SPAN = re.compile(
    r"(?i)\b(?:\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
    r"|couple of|few)[\s-]+(?:minute|hour|day|night|week|month|year)s?\b"
)
_ZH_SPAN = re.compile(
    r"(?<!\d)(?:\d{1,3}|[一二两三四五六七八九十半]+)\s*(?:个月|个星期|周|天|年|小时|分钟|晚)"
)
# an hour said bare after "at" ("she grabs him at 5", "dinner at 7"), which the value types
# read as a number (a clock time wants "5pm" or a day beside it); not an age, a count or a
# measure ("at 5 years old", "at 3 times the price")
_EN_AT_HOUR = re.compile(
    r"(?i)\bat (?:[1-9]|1[0-2])(?:[:.][0-5]\d)?\b(?!\s*(?:%|percent|years?|yrs?|months?|weeks?"
    r"|days?|times?|kg|kilos?|lbs?|pounds?|mph|km|miles?|people|of|x)\b)(?![.,]?\d)"
)
# a day of the month said on its own ("每月22号", "15日前"): a number the value types read
# as a bare number
_ZH_DAY_OF_MONTH = re.compile(r"\d{1,2}\s*[号日]")


def asks_for(query: str) -> str | None:
    """``TIME``, ``SPAN``, ``QUANTITY``, ``PLACE`` or ``CONTACT`` when the question asks for
    one, else None. A way to reach someone is asked for by name, whatever else is asked
    ("电话多少"). A question that asks for both a time and a quantity ("when and how much")
    asks for neither in particular; one that asks where as well as when or how much ("where
    and when is the party", "国庆那几天去哪玩了") asks for the time or the quantity: its
    words for those are the narrower ones."""
    if _EN_CONTACT.search(query) or _ZH_CONTACT.search(query):
        return CONTACT
    span = bool(_EN_SPAN_ASKED.search(query) or _ZH_SPAN_ASKED.search(query))
    time = bool(_EN_TIME.search(query) or _ZH_TIME.search(query))
    quantity = bool(_EN_QUANTITY.search(query) or _ZH_QUANTITY.search(query))
    place = bool(_EN_PLACE.search(query) or _ZH_PLACE.search(query))
    if not (span or time or quantity or place) and (
        _EN_MEDS.search(query) or _ZH_MEDS.search(query)
    ):
        return DOSE
    if span and not time:
        return SPAN
    if time != quantity:
        return TIME if time else QUANTITY
    if time or not (_EN_PLACE.search(query) or _ZH_PLACE.search(query)):
        return None
    return PLACE


def holds(text: str, shape: str) -> bool:
    """Whether ``text`` holds a value of ``shape``."""
    return bool(held(text, shape))


def held(text: str, shape: str) -> frozenset[str]:
    """The kinds of value of ``shape`` that ``text`` holds: those ``typed_values`` reads, and
    an hour said with "at" (a clock), a day of the month said alone (a date), a span, a count
    or an address."""
    found: set[str] = set()
    if shape == TIME and _EN_AT_HOUR.search(text):
        found.add("clock")
    if shape == TIME and _ZH_DAY_OF_MONTH.search(text):
        found.add("date")
    if shape == SPAN and (_EN_SPAN.search(text) or _ZH_SPAN.search(text)):
        found.add("span")
    if shape == QUANTITY and (_EN_COUNT.search(text) or _ZH_COUNT.search(text)):
        found.add("count")
    if shape == CONTACT:
        if any(kind == "phone" for kind, _ in typed_values(text)):
            return frozenset({"phone"})
        return frozenset({"email"} if _EMAIL.search(text) else ())
    if shape == PLACE:
        return frozenset(
            {"address"} if _EN_ADDRESS.search(text) or _ZH_ADDRESS.search(text) else ()
        )
    if shape == DOSE:
        rate = _ZH_RATE.search(text) is not None and _ZH_MEDICINE.search(text) is not None
        dose = _EN_DOSE.search(text) or _ZH_DOSE.search(text) or rate
        return frozenset({"dose"} if dose else ())
    kinds = {kind for kind, _ in typed_values(text)}
    found |= kinds & _TYPES[shape]
    # a count of a measure ("每次一片半", "两间房") is a quantity too
    if shape == QUANTITY:
        found |= {kind for kind in kinds if kind.startswith("count:")}
    return frozenset(found)


def kinds_asked(query: str) -> frozenset[str]:
    """The kinds of value a question asks for by name, as ``held`` names them: a time of day
    for "what time", "几点"; none for the others. A day or an amount is said all through a
    chat ("starts the 24th", "met the new boss today"), and asked "When does Ingrid want the
    numbers deck?" any line beside a match that held a day stood beside it (bench.facts part
    D: the answer fell out of the top 5)."""
    if asks_for(query) == TIME and (_EN_CLOCK_ASKED.search(query) or _ZH_CLOCK_ASKED.search(query)):
        return frozenset({"clock", "daypart"})
    return frozenset()


def by_shape(rows: list[dict[str, Any]], query: str, top_k: int) -> list[dict[str, Any]]:
    """``rows`` (best first) with those that hold a value of the shape the query asks for
    scored ``NUDGE`` higher, and raised to just below (``BESIDE``) a better match among the
    first ``top_k`` that holds none when that match was said in the same turn or in the turns
    just before (``turn``, ``before``: ``recall.find_context_before``); ``scores.shape`` says
    so. An address gains no ``NUDGE``: any line may name a place, the old address as well as
    the new, and only the match it was said after tells whose it is. Reordered by score;
    unchanged when the query asks for no shape or no row holds one. CPU work (a time parse
    per row): off the event loop."""
    shape = asks_for(query)
    if shape is None or len(rows) < 2:
        return rows
    holding = [holds(r["text"], shape) for r in rows]
    if not any(holding):
        return rows  # nothing to raise: the order stays as it came
    nudge = 0.0 if shape == PLACE else NUDGE
    score = [
        float(r["score"]) * (1 + nudge if held else 1)
        for r, held in zip(rows, holding, strict=True)
    ]
    for k, row in enumerate(rows):
        if not holding[k]:
            continue
        said = [t for t in (row.get("turn"), *(row.get("before") or ())) if t]
        topic = next(
            (
                other
                for t, other in enumerate(rows[:top_k])
                if t != k and not holding[t] and any(other["text"] in line for line in said)
            ),
            None,
        )
        if topic is not None:
            score[k] = max(score[k], float(topic["score"]) * BESIDE)
    out = [
        {**row, "score": score[k], "scores": {**row["scores"], "shape": 1.0}} if holding[k] else row
        for k, row in enumerate(rows)
    ]
    order = sorted(range(len(out)), key=lambda k: -score[k])
    return [out[k] for k in order]
