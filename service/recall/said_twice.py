"""One fact said twice: the user's statement and the assistant's echo of it said just after
("always window for me on flights, i like leaning on the wall and sleeping" / "Noted: window
seats."; "加量了 三餐后各一片" / "好的，二甲双胍改为每日三次，每次一片。"). Recall's safety net
(``service.recall.currency``) reads them as one: a later statement of the user's that
replaces the echo replaces the statement too, the echo goes down with its statement, and what
the echo says in its fuller words replaces an older value, the statement replaces.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import Any

from service.language.slots import RELATED, Said, about
from service.language.substance import asks
from service.language.values import typed_values
from service.language.wording import holders
from service.recall.echoes import ECHO_COSINE, nearest, replies_to, said_just_after, says_back
from service.recall.successors import rival
from service.recall.verdicts import Rows, Verdict, judge

__all__ = ["said_back_for", "told_back"]


def told_back(
    said: list[Said],
    at: list[datetime],
    cosines: list[list[float | None]],
    space: list[str],
    centred: list[list[float | None]],
) -> list[tuple[int, int]]:
    """(echo, statement): the assistant's words said just after the user's statement (which
    asks nothing; ``ECHO_WITHIN_S``, in its session), asking nothing, of no one it does not
    name, that say it back: close to it (``ECHO_COSINE``), or its values, or, in English,
    related to it and most of their words of what it is about ("Noted: window seats." after
    "always window for me on flights, i like leaning on the wall and sleeping", 0.67), in
    Chinese a reply that speaks of it (``replies_to``; ``centred``: cosines from the
    multilingual space's mean direction) and says back a value or a word of it. One
    fact said twice (``service.recall.currency``): a later statement that replaces the one
    replaces the other, and what the echo, in its fuller words, replaces, the statement does
    ("加量了 三餐后各一片" / "好的，二甲双胍改为每日三次，每次一片。")."""
    pairs = []
    for echo, a in enumerate(said):
        if a.role != "assistant" or asks(a.text):
            continue
        for user in range(len(said)):
            b, cos = said[user], cosines[echo][user]
            if cos is None or b.role != "user" or asks(b.text):
                continue
            # of no one the statement does not name: it may say back less ("Noted: Hannah, in
            # Leeds." after "my sister Hannah lives in Leeds")
            if not holders(a.text) <= holders(b.text):
                continue
            if not said_just_after(said, at, echo, user):
                continue
            if cos >= ECHO_COSINE[space[echo]] or says_back(said, at, echo, user):
                pairs.append((echo, user))
            elif space[echo] == "primary":
                # most of what it speaks of, the statement spoke of: not advice of its own ("A
                # mesh extender, or getting the router out…" after "the wifi is dead in the
                # back bedroom")
                theirs = about(a.text)
                shared = theirs & about(b.text)
                if cos >= RELATED["primary"] and shared and 2 * len(shared) >= len(theirs):
                    pairs.append((echo, user))
            elif replies_to(said, at, echo, user, centred[echo][user]) and _shares(a, b):
                pairs.append((echo, user))
    return nearest(pairs, said, at, cosines)


def _shares(a: Said, b: Said) -> bool:
    """Whether the assistant's Chinese reply says back a value or a word of the statement
    ("好的，二甲双胍改为每日三次，每次一片。" of "加量了 三餐后各一片")."""
    return bool(typed_values(a.text) & typed_values(b.text) or about(a.text) & about(b.text))


def said_back_for(
    echo: int,
    user: int,
    rows: list[dict[str, Any]],
    facts: Rows,
    cosines: list[list[float | None]],
    space: list[str],
    turns: list[frozenset[str]],
    answers: list[bool],
) -> list[Verdict]:
    """What the user's statement replaces by the words of the assistant's echo of it
    (``told_back``): the user's change is often a fragment ("加量了 三餐后各一片", after "医生
    怎么说？") that the echo says in full ("好的，二甲双胍改为每日三次，每次一片。"). The echo,
    taken with the statement as the user's, is judged against each earlier answer said in
    another session, as the user's own words would be; what it replaces, the statement
    replaces."""
    theirs = [*facts.said]
    # the two as one statement of the user's: whose it is, the statement says as well
    statement, words = facts.said[user], facts.said[echo]
    theirs[echo] = replace(
        words,
        role="user",
        text=f"{statement.text} {words.text}",
        people=statement.people | words.people,
    )
    as_said = replace(facts, said=theirs)
    out = []
    for old in range(len(rows)):
        cos = cosines[echo][old]
        if old in (echo, user) or cos is None or facts.at[old] >= facts.at[user]:
            continue
        if facts.said[old].session == facts.said[user].session:
            continue  # in its own session what follows a statement builds on it
        if not answers[old] or not (answers[echo] or answers[user]):
            continue
        if turns[old] & turns[user] or not rival(rows[old], rows[user]):
            continue
        verdict = judge(echo, old, as_said, cos, space[echo])
        if verdict is not None and verdict.loser == old:
            out.append(Verdict(old, user, verdict.reason))
    return out
