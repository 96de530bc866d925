"""One fact said twice: the user's statement and the assistant's echo of it said just after
("always window for me on flights, i like leaning on the wall and sleeping" / "Noted: window
seats."; "我妹在杭州上班 住滨江那边" / "记下了：你妹妹在杭州滨江。"). Recall's safety net
(``service.recall.currency``) reads them as one: a later statement of the user's, of the same
people, that replaces the echo replaces the statement too, and the echo goes down with its
statement.

Tried and not kept (fifty-seventh session): judging the user's fragment by its echo's fuller
words ("加量了 三餐后各一片" by "好的，二甲双胍改为每日三次，每次一片。"). The assistant's words
just after a statement as often add to it ("好的，记下了：5月20号开工，按工期算大概8月初完工。"
after "签完了 5月20号开工"), and what they add then outdated the contract's 75 days (bench.facts,
open parts: two hits lost).
"""

from __future__ import annotations

from datetime import datetime

from service.language.slots import RELATED, Said, about
from service.language.substance import asks
from service.language.values import typed_values
from service.language.wording import holders
from service.recall.echoes import ECHO_COSINE, nearest, replies_to, said_just_after, says_back

__all__ = ["told_back"]


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
    replaces the other."""
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
