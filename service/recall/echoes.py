"""The assistant's echoes of the user's statements: "Noted: $85 a head" after "our ceiling is
$85 a head for the dinner", "好的，以后洗衣液都买立白婴儿款。" after "以后就买那个无香的 立白婴儿
款". An echo is the assistant's statement, of the same people, close in meaning to the
user's (``ECHO_COSINE``) or saying back its values (``says_back``).

- **An echo is a shadow** (``nearest``): it never outranks the statement it echoes, and goes
  down with it when that is outdated (``service.recall.currency``).
- **What the assistant did by a statement** (``repeats``) goes down with it when the user
  replaced it afterwards, though it echoes something else more nearly (the request it
  carried out). So does what it worked out with a figure of it just after (``works_with``:
  "The Harbour Room's set menu for 20 people is £55 each…" after "we said only 20 people for
  the dinner"), when "26 people for the dinner" replaces that.
- **An echo speaks for its statement** (``speak_for``): said just after it, it often says the
  user's change in the question's words ("Understood: All Free Clear for laundry going
  forward" after "from the next order it's the All Free Clear stuff"). The user's statement
  then answers the question as well as its echo does, and is compared with the older value
  of the slot as the answer it is.
"""

from __future__ import annotations

from datetime import datetime

from service.language.script import has_han
from service.language.slots import Said, about
from service.language.substance import asks
from service.language.values import TIMES, figures, restates, typed_values
from service.language.wording import holders

__all__ = [
    "ECHO_COSINE",
    "ECHO_WITHIN_S",
    "echo_of",
    "nearest",
    "repeats",
    "replies_to",
    "says_back",
    "speak_for",
    "works_with",
]

# An assistant's words this close to a user's statement echo it (bge; e5 raw).
ECHO_COSINE = {"primary": 0.7, "multilingual": 0.93}
# …or, in Chinese, said just after it in its session this close from the space's mean
# direction (``service.embedding.centre``): "明白，以后推荐书优先纸质版。" after "我看书只看纸质的
# 电子屏看久了眼睛疼" 0.22 (raw 0.91); a reply of another thing ("确实，出差休息不好第二天很
# 难受。" after "上次在合肥住的那家隔音太差了") 0.12
REPLY_CENTRED = 0.2
ECHO_WITHIN_S = 3600  # …or repeat its values, said at most this long after it
_SAID_BACK_LATER = frozenset({"amount", "percent"})  # …or, later, repeat its price


def nearest(
    shadows: list[tuple[int, int]],
    said: list[Said],
    at: list[datetime],
    cosines: list[list[float | None]],
) -> list[tuple[int, int]]:
    """Each echo with the one statement it echoes: the one whose values it says back, else
    the one it was said just after in its session, else the closest. Chinese cosines crowd
    together, so "好的，以后午饭点鸡胸肉沙拉" is near both the change it echoes and the order it
    replaced; it follows the change. "好的，记下了：每天下午一杯全糖奶茶。", said just after the
    order, follows the order, though as near the change that replaced it weeks later ("奶茶不
    喝了 下午泡壶乌龙茶")."""
    best: dict[int, tuple[tuple[bool, bool, float], int]] = {}
    for echo, user in shadows:
        after = _just_after(said, at, echo, user)
        key = (says_back(said, at, echo, user), after, cosines[echo][user] or 0.0)
        if echo not in best or key > best[echo][0]:
            best[echo] = (key, user)
    return [(echo, user) for echo, (_, user) in best.items()]


def echo_of(said: list[Said], i: int, j: int) -> tuple[int, int] | None:
    """(the assistant's, the user's) when one of two statements is each's, of the same
    people; else None."""
    if {said[i].role, said[j].role} != {"user", "assistant"}:
        return None
    echo, user = (i, j) if said[i].role == "assistant" else (j, i)
    return (echo, user) if holders(said[echo].text) == holders(said[user].text) else None


def replies_to(
    said: list[Said], at: list[datetime], echo: int, user: int, centred: float | None
) -> bool:
    """Whether the assistant's Chinese words, said just after the user's statement in its
    session, speak of it (``REPLY_CENTRED``; ``centred``: their cosine from the mean
    direction): an echo, though the crowded raw cosine does not say so."""
    if centred is None or asks(said[echo].text) or not _just_after(said, at, echo, user):
        return False
    return centred >= REPLY_CENTRED


def _just_after(said: list[Said], at: list[datetime], echo: int, user: int) -> bool:
    """Whether the assistant's words were said within ``ECHO_WITHIN_S`` after the user's
    statement, in its session."""
    after = (at[echo] - at[user]).total_seconds()
    return 0 <= after <= ECHO_WITHIN_S and said[echo].session == said[user].session


def says_back(said: list[Said], at: list[datetime], echo: int, user: int) -> bool:
    """Whether the assistant's words, soon after the user's statement, hold values and only
    values of it ("Lovely! Thursdays at 4:30 with Mrs Okafor" after "Thursdays at 4:30, half
    an hour"), or, any time after, its price and no other value but when: an echo, whatever
    their cosine."""
    after = (at[echo] - at[user]).total_seconds()
    if after < 0:
        return False
    # a question that says the values back ("Still 0.4 mg twice a day?", days later) asks
    # whether they hold: no fact of its own, however long after
    if after <= ECHO_WITHIN_S or asks(said[echo].text):
        return restates(said[echo].text, said[user].text)
    # days later, a price said back with nothing else but when ("Nice, that's $1,875 sent for
    # July then." after "$1,875 to my landlord, via zelle"): that price, paid once more
    values = {(k, v) for k, v in typed_values(said[echo].text) if k not in TIMES}
    prices = any(k in _SAID_BACK_LATER for k, _ in values)
    return prices and values <= typed_values(said[user].text)


REPEATED = 2  # words of what a statement is about that an assistant's later words repeat


def repeats(said: list[Said], at: list[datetime], echo: int, user: int) -> bool:
    """Whether the assistant's words, said after the user's English statement, repeat at
    least ``REPEATED`` of the words it is about: they act on it ("Queued the new No Such Thing
    As A Fish at normal speed for your drive", weeks after "always normal speed pls"), and go
    down with it if it is replaced since (``service.recall.currency``). Chinese words are read
    in overlapping pairs of characters, of which two in common say little."""
    if at[echo] < at[user] or has_han(said[user].text) or asks(said[echo].text):
        return False
    return len(about(said[echo].text) & about(said[user].text)) >= REPEATED


def works_with(said: list[Said], at: list[datetime], i: int, j: int) -> tuple[int, int] | None:
    """(the assistant's, the user's) when the assistant's words, said just after the user's
    statement in its session (``ECHO_WITHIN_S``) and asking nothing, work with a figure of it
    (a count, an amount; not a date or a day): "Jump Street's package for 12 kids is £18.50 a
    head" after "we said he can pick 12 kids", "按30桌算 每桌3888" after "预计30桌". Whose the
    words are ("Jump Street's") does not matter: the figure is the user's. Else None."""
    if {said[i].role, said[j].role} != {"user", "assistant"}:
        return None
    echo, user = (i, j) if said[i].role == "assistant" else (j, i)
    if asks(said[echo].text) or not _just_after(said, at, echo, user):
        return None
    return (echo, user) if figures(said[echo].text) & figures(said[user].text) else None


def speak_for(
    said: list[Said],
    at: list[datetime],
    cosines: list[list[float | None]],
    space: list[str],
    answering: list[float],
) -> list[tuple[int, int]]:
    """(echo, statement): each echo said just after (``ECHO_WITHIN_S``) the user's statement
    it echoes, in the same session, with that statement: the one whose values it says back,
    else the closest. ``answering``: how well each answers the question; the caller lends the
    echo's to its statement."""
    pairs = []
    for echo, a in enumerate(said):
        if a.role != "assistant" or asks(a.text):
            continue
        for user in range(len(said)):
            cos = cosines[echo][user]
            if cos is None or echo_of(said, echo, user) != (echo, user):
                continue
            if not _just_after(said, at, echo, user):
                continue
            if answering[echo] > answering[user] and (
                cos >= ECHO_COSINE[space[echo]] or says_back(said, at, echo, user)
            ):
                pairs.append((echo, user))
    return nearest(pairs, said, at, cosines)
