"""Recall's last say on what holds now: of two candidates that fill one single-valued slot,
the newer wins and the older drops below it, marked ``possibly_outdated``, even when retain
left both active (it retires a memory only on stronger evidence; see
``service.language.slots`` for the rule and ``service.encoding.conflicts`` for retain's).

- **Newer wins**: the user's later statement of the slot outranks the earlier one, whoever
  said the earlier one. Only the user's own words make a value outdated; what the assistant
  suggested or found never does.
- **The question names the slot**: of the user's best answers to it, the newer said as how
  things are now replaces the older, though they share no word (``verdicts.leading``). In
  Chinese, whose raw cosines crowd together, the two must be near when measured from the
  space's mean direction (``service.embedding.centre``), the older the nearest of the user's
  earlier statements the question asks about ("最近都自己带饭了" / "我午饭一般都在公司食堂
  解决"; "以后中午给我点轻食吧" replaces the lunch order, not "别放香菜" said beside it).
- **A state for now wins while it lasts, then gives way**: a later memory bounded by a
  ``valid_until`` still ahead ("until Friday I'm at the Lyon office", "这几天豆豆寄养在宠物店")
  outranks the usual state it relates to; once past its end it drops below it: the usual
  state is current again. Past its end it sinks even when nothing said replaces it ("I'm
  asleep from 8am to 3pm" of nights that ended in May, asked in June when to message). A
  state told right after it in its session that replaces the usual one ("address there is
  25 Cabot Square") is of the same arrangement, and ends with it; so is what was said for
  the while it held ("for now send any parcels to the Harbourside flat"; both in
  ``recall.arrangements``), and the user's reply to a question of the meantime ("Where are
  you staying in the meantime?" / "my sister's place").
- **A window decides**: when the query asks about a time ("what was my blood pressure in
  early May?", "三月份那次体检"), what was said inside the window wins over a related
  memory of the same thing said outside it, newer or not: a value of one type each, a word in
  common ("supper club did Ethiopian this month" / "supper club is Georgian this time"), or
  very close meaning.
- **What happened stays**: two memories of things that happened before the day they were
  told ("I went hiking last week", "I made a plate in pottery class yesterday") never replace
  each other; both happened.
- **What comes next is still ahead**: asked what comes next ("When is Juniper's next blood
  test?", "王阿姨下次复查是哪天？"), a plan whose day has gone by ("redo the blood test on june
  9", asked on June 25) gives way to one of the same thing on a day still ahead ("another
  blood draw on july 7"); with nothing ahead it stays the answer.
- **A question about the past is left alone**: "When did Caroline go to the support
  group?", "what was my old address?", "当时定的是哪家？" want what held then; only a window
  the question names still decides.
- **Echoes are shadows**: the assistant's echo of a user's statement ("Noted: $85 a head"),
  close to it in meaning (in Chinese, said just after it, measured from the mean direction)
  or repeating its values soon after it, never outranks it, and goes down with it when it
  is outdated. Said just after it, it speaks for it: the user's own words ("from the next
  order it's the All Free Clear stuff") answer the question as well as the echo in the
  question's words ("All Free Clear for laundry going forward") does
  (``service.recall.echoes``; bench.facts part A en stale 4.2 → 0.0%).
- **A confirmation carries the reply it confirms**: the user's bare "110", asked the new
  price, says what it is of only through the assistant's "Noted, $110 a visit from next
  month" just after it; that statement counts as the user's, and updates the older rate
  (bench.facts part I en 45.0 → 50.0, every other part as it was).

What may be outdated ranks after every candidate that is not (among themselves by score): a
user asking what holds gets what holds first. It is non-destructive: statuses stay as they
are, a wrong guess costs rank, never data. The recall query returns a few more candidates
than asked (``EXTRA``), so what drops out of the top is replaced by the next best.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

import numpy as np

from service.embedding.base import Embedder
from service.embedding.centre import centred_cosines
from service.graph import to_datetime
from service.language.slots import Said, about, related
from service.language.speaker import words_said
from service.language.substance import asks
from service.language.timeparse import points_back, says_until
from service.language.values import confirms, shifted
from service.language.whiles import for_a_while, in_the_meantime
from service.language.wording import addressed
from service.recall.arrangements import of_an_arrangement, said_during
from service.recall.echoes import (
    ECHO_COSINE,
    echo_of,
    nearest,
    repeats,
    replies_to,
    says_back,
    speak_for,
    works_with,
)
from service.recall.gone_by import gone_by
from service.recall.successors import ANEW, SUCCESSOR, rival
from service.recall.verdicts import (
    Rows,
    Verdict,
    judge,
    later_value,
    leading,
    only_when,
    same_thing_besides_when,
)

EXTRA = 10  # candidates read beyond top_k
STATES = frozenset({"fact", "preference"})
OUTDATED = 0.5  # the score an outdated memory keeps, at most, of its own
BELOW = 0.99  # …and of the memory that replaced it or that it echoes
# Two candidates compete for one slot only when both answer the question: their cosine to it
# within this much of the best candidate's (a memory far down the list fills another slot),
# or their relevance within half as much of the best one's (the question's own words: "i read
# everything on my kindle" for "Find me my next read. What format…?", far in meaning).
ANSWER_MARGIN = 0.2


CONTEXT_BEFORE = 3  # turns read before each candidate in its session (find_context_before)


def with_context(rows: list[dict[str, Any]], found: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``rows`` each with its session (``session_id``) and the lines said just before it
    there (``before``, nearest first): rows of ``recall.find_context_before``."""
    by_id = {f["id"]: f for f in found}
    out = []
    for row in rows:
        f = by_id.get(row["id"])
        extra = (
            {
                "session_id": f["session_id"],
                "before": f["before"],
                "before_roles": f["before_roles"],
            }
            if f
            else {}
        )
        out.append({**row, **extra})
    return out


_EVENTS: dict[tuple[str, str], list[float]] = {}  # (model, text) -> vector, recent first
_EVENTS_MAX = 8192


def _event_vectors(embedder: Embedder, texts: list[str]) -> list[list[float]]:
    """Each text alone in ``embedder``'s space, remembered (recall asks about the same
    memories again and again); the ones not seen yet embedded in one call."""
    known = {t: v for t in texts if (v := _EVENTS.get((embedder.name, t))) is not None}
    missing = list(dict.fromkeys(t for t in texts if t not in known))
    if missing:
        if len(_EVENTS) + len(missing) > _EVENTS_MAX:
            _EVENTS.clear()
        for text, vector in zip(missing, embedder.embed_documents(missing), strict=True):
            known[text] = _EVENTS[(embedder.name, text)] = vector
    return [known[t] for t in texts]


# A question about what was ("When did Caroline go to the support group?", "what was my
# old address?", "当时定的是哪家？", "钢琴课原本谈的多少钱？") wants what held then, not what
# replaced it since: only a window it names still decides. Words that place a question
# back then, or at the start of something that changed since; not "before"/"之前", which
# as often look ahead ("出发之前要带什么？").
_PAST_QUESTION = re.compile(
    r"(?i)\b(?:used to|back then|at the time|originally|initially"
    r"|at first|previously|before that)\b"
    r"|当时|当初|那时候?|那会儿|那阵子|那段时间|那几天|那次|那回|以前|原来|原本|本来|最初|起初|一开始"
)
# A past tense alone says less: "What was the plumber charging us again?", "remind me what
# the deductible was" ask to be reminded of what was told, which is what holds now.
_PAST_TENSE = re.compile(r"(?i)\b(?:did|was|were|had)\b")
_REMINDER = re.compile(r"(?i)\bagain\s*[?？.!]*\s*$|\bremind me\b")
# Nor does asking what was decided ("which flat did we decide on?", "what did we end up going
# with?", "which hotel did I book?"): the choice that holds is the one made last.
_DECIDED = re.compile(
    r"(?i)\bdid\s+(?:we|i|you|they)\s+(?:finally\s+|ultimately\s+)?(?:decide|choose|pick|go"
    r"\s+(?:with|for)|settle|agree|book|opt|land\s+on|end\s+up)\b"
)


def asks_about_the_past(query: str) -> bool:
    """Whether ``query`` asks what was, rather than what is."""
    if _PAST_QUESTION.search(query) is not None:
        return True
    if _REMINDER.search(query) is not None or _DECIDED.search(query) is not None:
        return False
    return _PAST_TENSE.search(query) is not None


# A question about what comes next ("When is Juniper's next blood test?", "what's coming up with
# the move?", "我下次复查是哪天？"): of the plans it asks about, the ones whose day has gone by
# are not it. Not "next to", "next door", nor "next week" and the like, which name a window
# (the window rules decide those).
_AHEAD_QUESTION = re.compile(
    r"(?i)\bnext\b(?!\s+(?:to|door|week|month|year|weekend|spring|summer|autumn|fall|winter"
    r"|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)|\bupcoming\b|\bcoming up\b"
    r"|下次|下一次|下回|接下来"
)


def asks_ahead(query: str) -> bool:
    """Whether ``query`` asks what comes next."""
    return _AHEAD_QUESTION.search(query) is not None


def settle(
    rows: list[dict[str, Any]],
    now: datetime,
    top_k: int,
    ml: Embedder | None = None,
    past: bool = False,
    query: str = "",
    several: bool = False,
) -> list[dict[str, Any]]:
    """``rows`` (recall query rows, best first) reordered so that what holds now comes first,
    cut to ``top_k``. Each row needs ``text``, ``role``, ``said_at``, ``valid_until``,
    ``vector``, ``multilingual``, ``people``, ``score`` and ``scores``. ``ml`` embeds the
    texts of multilingual rows alone (their stored vectors hold the turn around them too,
    which makes two events of one turn look alike). ``past``: the question asks what was
    (``asks_about_the_past``); then only the window it names decides. ``query``: what was
    asked. ``several``: it asks for several things at once ("what medications am I on?"):
    then two values said alike of two things are both answers, not one and its update.
    CPU work: run it off the event loop."""
    if len(rows) < 2:
        return rows[:top_k]
    if ml is not None:
        # a transcript line's words without its speaker label: two lines of one speaker are
        # compared only when the speaker is the same (``related``), and the shared name makes
        # any two of them look alike (e5: 0.94 for "周婷: 预算算过没…" and "周婷: 嗯 搞航天的
        # 嘛…", 0.92 without the name)
        texts = [words_said(r["text"]) for r in rows if r["multilingual"]]
        alone = iter(_event_vectors(ml, texts))
        rows = [{**r, "vector": next(alone)} if r["multilingual"] else r for r in rows]
    # what answers is measured against the best of what was told, not of a task asked for: an
    # old request ("can you help me plan dinners for the week?") matches a new one best, and
    # against it neither of two statements of what the user eats would answer, nor the newer
    # outdate the older (bench.facts: one leak less; LoCoMo unchanged, where leaving out every
    # question instead cost R@10 0.1)
    told = [r for r in rows if r["kind"] != "task"] or rows
    best = max(float(r["scores"]["semantic"]) for r in told)
    best_rel = max(float(r["scores"]["relevance"]) for r in told)
    answers = [
        float(r["scores"]["semantic"]) >= best - ANSWER_MARGIN
        or float(r["scores"]["relevance"]) >= best_rel - ANSWER_MARGIN / 2
        for r in rows
    ]
    # A newer value found for a match (service.recall.successors) competes with it, whatever
    # its own cosine to the question: it was looked up for that match.
    place = {r["id"]: k for k, r in enumerate(rows)}
    successors = {
        k: source
        for k, r in enumerate(rows)
        if (source := place.get(r.get(SUCCESSOR, ""))) is not None
    }
    for k, source in successors.items():
        answers[k] = answers[source] = True
    relevance = [float(r["scores"]["relevance"]) for r in rows]
    # a change of mind said in other words than the question ("libby ebooks for everything
    # going forward" for "paper copies or something else?") has no words of it to match:
    # in English its cosine says how well it answers (Chinese cosines crowd together)
    answering = [
        max(rel, float(r["scores"]["semantic"])) if not r["multilingual"] else rel
        for r, rel in zip(rows, relevance, strict=True)
    ]
    meaning = [
        float(r["scores"]["semantic"]) if not r["multilingual"] else rel
        for r, rel in zip(rows, relevance, strict=True)
    ]
    turns = [frozenset(src["episode_id"] for src in r["sources"]) for r in rows]
    # the people a statement is about: not the one a message it forwards is written to
    # ("房东刚发的：“小周啊 …续租的话房租涨到4200”" is of the landlord, as "王姐说…每月4000" is)
    said = [
        Said(
            r["text"],
            "user" if reply else r["role"],
            frozenset(r["people"] or ()) - addressed(r["text"]),
            r.get("turn") or "",
            tuple(r.get("before") or ()),
            r.get("session_id") or "",
            reply,
        )
        for r, reply in ((r, _confirmed_reply(r)) for r in rows)
    ]
    at = [to_datetime(r["said_at"]) or now for r in rows]
    # Only a fact or a liking said to last a while is a state its bound ends: a task's time
    # is when it is due, a plan's ("next month I'm going to a conference") when it happens.
    # The while may be said in another part of the turn (retain carries its bound there:
    # "they've put me on nights until May 31. 10pm to 6:30am").
    # A request said to hold until then ("send whatever I order to the hotel till then") is a
    # state of things asked for, and ends likewise, as does a decision for a while said before
    # ("Reminder moved to 6:55 am during the track work"; not a plan's own days, "定了 2号到5号
    # 自驾去安吉"); so does a state said to hold until something happens, when the user said
    # it had (``encoding.whiles``).
    ends = [
        to_datetime(r["valid_until"])
        if (r["kind"] in STATES and (for_a_while(r["text"], s.turn) or _meantime(r, s)))
        or (r["kind"] == "task" and says_until(r["text"]))
        or (r["kind"] == "decision" and points_back(r["text"]))
        else None
        for r, s in zip(rows, said, strict=True)
    ]
    states = [r["kind"] in STATES for r in rows]
    cosines = _cosines(rows)
    space = ["multilingual" if r["multilingual"] else "primary" for r in rows]
    # an echo said just after the user's statement speaks for it, in the question's words
    for echo, user in speak_for(said, at, cosines, space, answering):
        answers[user] = answers[user] or answers[echo]
        answering[user] = answering[echo]
        meaning[user] = max(meaning[user], meaning[echo])
    for n, k in of_an_arrangement(said, at, ends, states, cosines, space).items():
        ends[n] = ends[k]
    for n, k in said_during(said, at, ends, states).items():
        ends[n] = ends[k]
    ended = [end is not None and end <= now for end in ends]
    bounded = [end is not None and end > now for end in ends]
    in_window = [bool(r["scores"].get("window")) for r in rows]
    happened = [_happened(r, said_at) for r, said_at in zip(rows, at, strict=True)]
    # told of a day of its own: a time it names placed it, on or before the day it was said
    # ("kayaked lake union today"); a habit ("我每周四去打篮球") is placed at its telling
    by_then = [
        _happened(r, said_at, that_day=True) and to_datetime(r["occurred_at"]) != said_at
        for r, said_at in zip(rows, at, strict=True)
    ]
    if any(in_window):  # a question about a time: any account of a day may be its answer
        answers = [a or told for a, told in zip(answers, by_then, strict=True)]
    facts = Rows(
        said,
        at,
        ended,
        in_window,
        answering,
        meaning,
        states,
        by_then,
        about(query),
        happened,
        several,
        {k: source for k, source in successors.items() if rows[k].get(ANEW)},
        [_ahead(r, said_at) for r, said_at in zip(rows, at, strict=True)],
        leading(said, [float(r["score"]) for r in rows]),
        _centred(rows, ml),
    )
    verdicts: list[Verdict] = []
    shadows: list[tuple[int, int]] = []  # (echo, statement)
    acted: list[tuple[int, int]] = []  # (the assistant's words, the statement they act on)
    for i in range(len(rows)):
        for j in range(i + 1, len(rows)):
            cos = cosines[i][j]
            if cos is None or turns[i] & turns[j] or not rival(rows[i], rows[j]):
                continue  # one turn's parts never replace each other
            new, old = (i, j) if at[i] >= at[j] else (j, i)
            one_moment = at[i] == at[j]  # neither is the newer
            asked_then = past and in_window[i] == in_window[j]
            if not (answers[i] and answers[j]):
                # asked for several, a list's next item is no later value
                later = answers[old] and not (asked_then or one_moment or several)
                if later and (verdict := later_value(new, old, said, cos, space[i])):
                    verdicts.append(verdict)
                    continue
                # no rival answers; still an echo that repeats a statement's values follows it
                if (pair := echo_of(said, i, j)) is not None and says_back(said, at, *pair):
                    shadows.append(pair)
                elif (pair := works_with(said, at, i, j)) is not None:
                    acted.append(pair)
                continue
            if happened[i] and happened[j] and in_window[i] == in_window[j]:
                continue  # two things that happened: both did ("I went hiking last week")
            if happened[old] and not happened[new] and only_when(said[new], said[old]):
                continue  # what happened, and a plan said since that differs only in when
            if asked_then:
                continue  # what was, asked without a window: every answer may be the one
            # a state for now gives way to nothing the question's window holds ("the week of
            # the 9th: cardamom buns" asked about, beside the plan for the week of the 16th)
            if bounded[new] and not bounded[old] and not ended[old] and not in_window[old]:
                a, b = said[new], said[old]
                users = a.role == b.role == "user"
                # the bound is a time: two times differing is no sign of one thing here
                # ("先把这周熬过去" is not what "今天去了趟野生动物园" was)
                same = same_thing_besides_when(a, b, cos, space[i])
                if users and related(a, b, cos, space[i]) and same and not one_moment:
                    verdicts.append(Verdict(old, new, "for now, said later"))
                continue
            verdict = judge(new, old, facts, cos, space[i])
            if verdict is not None:
                verdicts.append(verdict)
            elif (pair := echo_of(said, i, j)) is not None and (
                cos >= ECHO_COSINE[space[i]]
                or says_back(said, at, *pair)
                or replies_to(said, at, *pair, facts.centred[i][j])
            ):
                shadows.append(pair)
            elif pair is not None and repeats(said, at, *pair):
                acted.append(pair)
            elif (worked := works_with(said, at, i, j)) is not None:
                acted.append(worked)
    # A state past its end is no longer what holds, whether or not anything said since
    # replaces it; a question about what was, or about a time it falls in, keeps it. Nor is
    # an option of a list passed over when another was taken (a question about what was
    # keeps it too).
    lapsed: dict[int, str] = {}
    if not past:
        lapsed |= {
            k: "another option was taken" for k, r in enumerate(rows) if r.get("passed_over")
        }
        lapsed |= {k: "ended" for k in range(len(rows)) if ended[k] and not in_window[k]}
        if asks_ahead(query):
            lapsed |= {
                k: "its day has gone by" for k in gone_by(rows, said, at, now, cosines, space)
            }
    # Asked about a time the bank holds an account of (a line a time it names places in the
    # window), an account placed at another day the same way ("周末哪儿也没去 在家大扫除", of
    # the weekend after the one asked about) answers another question: it goes below what the
    # window holds and what no time places. Without such an account in the window, the line
    # placed elsewhere may be the answer ("Yesterday I found my old notebooks", asked "last
    # week" a week too late).
    told_inside = any(w and b for w, b in zip(in_window, by_then, strict=True))
    aside = {k for k, b in enumerate(by_then) if b and not in_window[k]} if told_inside else set()
    shadows = nearest(shadows, said, at, cosines)
    return _apply(rows, verdicts, shadows, acted, at, lapsed, aside)[:top_k]


def _confirmed_reply(row: dict[str, Any]) -> str:
    """The user's bare reply just before an assistant's statement that the statement confirms
    ("" when none): the statement then carries the user's word. Asked "How much will she
    charge?", the user says "110" and the assistant "Noted, $110 a visit from next month"
    (the user's "45" and "好的，下个月起洗一次45块"). The reply says no more than its figures
    (a word or two beside them, none of what they are of), asks nothing, and the statement
    says back those figures and no other (``values.confirms``). Without it the value the
    user gave lay in "110" alone, which answers no question about the cleaner. So does the
    time the assistant works out from a shift the user says ("same day but half an hour
    earlier" / "Got it: Tuesdays at 5:00"; ``values.shifted``)."""
    before, roles = row.get("before") or (), row.get("before_roles") or ()
    if row["role"] != "assistant" or not before or not roles or roles[0] != "user":
        return ""
    reply, text = str(before[0]), str(row["text"])
    if asks(reply):
        return ""
    bare = len(about(reply)) <= 2 and not about(reply) & about(text)
    worked_out = shifted(text, reply) and not asks(text)
    return reply if (bare and confirms(text, reply)) or worked_out else ""


def _happened(row: dict[str, Any], said_at: datetime, that_day: bool = False) -> bool:
    """Whether a memory tells of something that happened before the day it was said
    ("I made it in pottery class yesterday"): an event, which a later one does not undo.
    ``that_day``: or on the day it was said ("kayaked lake union today"), not ahead of it."""
    occurred = to_datetime(row["occurred_at"])
    if occurred is None or said_at.tzinfo is None:
        return False
    day, told = occurred.astimezone(said_at.tzinfo).date(), said_at.date()
    return day <= told if that_day else day < told


def _ahead(row: dict[str, Any], said_at: datetime) -> bool:
    """Whether a memory is placed on a day after the one it was said (a plan naming its day)."""
    occurred = to_datetime(row["occurred_at"])
    if occurred is None or said_at.tzinfo is None:
        return False
    return occurred.astimezone(said_at.tzinfo).date() > said_at.date()


def _apply(
    rows: list[dict[str, Any]],
    verdicts: list[Verdict],
    shadows: list[tuple[int, int]],
    acted: list[tuple[int, int]],
    at: list[datetime],
    lapsed: dict[int, str],
    aside: set[int],
) -> list[dict[str, Any]]:
    score = [float(r["score"]) for r in rows]
    reasons: dict[int, str] = {}
    lost = {v.loser for v in verdicts}
    # A newer value looked up for a match takes that match's place when it replaces it.
    for v in verdicts:
        if v.takes_place or rows[v.winner].get(SUCCESSOR) == rows[v.loser]["id"]:
            score[v.winner] = max(score[v.winner], float(rows[v.loser]["score"]))
    # An echo goes down with the statement it echoes; an echo of a statement that holds
    # stays below it. Winners first, so a chain (A replaced by B replaced by C) settles.
    for v in sorted(verdicts, key=lambda v: at[v.winner], reverse=True):
        if v.winner in lost and v.reason != "ended":
            continue
        reasons.setdefault(v.loser, v.reason)
        score[v.loser] = min(score[v.loser] * OUTDATED, score[v.winner] * BELOW)

    def down_with(echo: int, user: int) -> None:
        reasons[echo] = "echo of " + reasons[user]
        score[echo] = min(score[echo] * OUTDATED, score[user] * BELOW)

    for echo, user in shadows:
        if user in reasons and echo not in reasons:
            down_with(echo, user)
        elif echo not in reasons:
            score[echo] = min(score[echo], score[user] * BELOW)
    # What the assistant did by a statement before it was replaced ("Queued … at normal speed"
    # weeks after "always normal speed pls", before "1.5x from now on") goes down with it.
    for done, user in acted:
        won = [at[v.winner] for v in verdicts if v.loser == user]
        if user in reasons and done not in reasons and won and at[done] < min(won):
            down_with(done, user)
    replaced = set(reasons)
    # A state that ended with nothing said in its place (or an option passed over) loses half
    # its score, and no more: it is not put after everything else as a replaced one is (for a
    # question about it, it may be the only answer there is).
    for k, reason in lapsed.items():
        if k not in reasons:
            reasons[k] = reason
            score[k] *= OUTDATED
    # An account of another day than the one asked about is no answer, nor outdated: it
    # loses half its score, unmarked.
    for k in aside - set(reasons):
        score[k] *= OUTDATED
    out = []
    for k, row in enumerate(rows):
        scores = dict(row["scores"])
        if k in reasons:
            scores["possibly_outdated"] = 1.0
        out.append({**row, "score": score[k], "scores": scores, "outdated_reason": reasons.get(k)})
    # What something said since replaces comes after everything that is not replaced: it
    # fills the top only when nothing else does.
    order = sorted(range(len(out)), key=lambda k: (k in replaced, -score[k]))
    return [out[k] for k in order]


def _meantime(row: dict[str, Any], said: Said) -> bool:
    """Whether the user said ``row`` in reply to a question of the meantime ("Where are you
    staying in the meantime?", "那装修这段时间你们住哪？"): it holds while that lasts, and
    retain gave it that end (``encoding.bounds``)."""
    return (
        row["role"] == "user"
        and bool(said.context)
        and in_the_meantime(said.turn or row["text"], said.context[0])
    )


def _centred(rows: list[dict[str, Any]], ml: Embedder | None) -> list[list[float | None]]:
    """Pairwise cosines of the multilingual rows measured from that space's mean direction
    (``centred_cosines``); None for any other pair."""
    out: list[list[float | None]] = [[None] * len(rows) for _ in rows]
    idx = [k for k, r in enumerate(rows) if r["vector"] and r["multilingual"]]
    if ml is not None and len(idx) >= 2:
        vectors = np.asarray([rows[k]["vector"] for k in idx], dtype=np.float32)
        _place(out, idx, centred_cosines(ml, vectors))
    return out


def _cosines(rows: list[dict[str, Any]]) -> list[list[float | None]]:
    """Pairwise cosines of the rows' vectors, each pair in its shared space (raw: a
    multilingual cosine is not mapped); None across spaces or without a vector."""
    out: list[list[float | None]] = [[None] * len(rows) for _ in rows]
    for multilingual in (False, True):
        idx = [k for k, r in enumerate(rows) if r["vector"] and r["multilingual"] == multilingual]
        if len(idx) < 2:
            continue
        matrix = np.asarray([rows[k]["vector"] for k in idx], dtype=np.float32)
        matrix /= np.linalg.norm(matrix, axis=1, keepdims=True) + 1e-9
        _place(out, idx, matrix @ matrix.T)
    return out


def _place(out: list[list[float | None]], idx: list[int], sims: np.ndarray) -> None:
    """Write ``sims``, the pairwise cosines of the rows at positions ``idx``, into ``out``."""
    for a, ka in enumerate(idx):
        for b, kb in enumerate(idx):
            out[ka][kb] = float(sims[a, b])
