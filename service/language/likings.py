"""Likings: what a preference or a habit is about, and whether it is liked ("I love coffee",
"I quit coffee", "done with window seats", "我不吃辣", "无辣不欢", "一个月没碰辣椒了"); two
statements of one thing liked and not ("flipped"), and a thing given up that a routine names
("gives_up"). Read by the rules of a slot (``service.language.slots``), retain's conflicts
and recall's successors.
"""

from __future__ import annotations

import re
from functools import lru_cache

from service.language.script import HAN_CLASS, has_han
from service.language.wording import ZH_STOP, en_terms, negative, routine, words

__all__ = ["flipped", "gives_up", "likings"]

# What a preference or habit is about, with its polarity: the words after its verb, and
# whether the verb is negated or negative in itself ("don't like", "quit", "不吃", "戒").
_EN_OBJECT = re.compile(
    r"(?i)\b(?:(?P<neg>don't|do not|doesn't|does not|no longer|never|can't|cannot|won't"
    r"|not)\s+)?(?P<verb>like|likes|love|loves|enjoy|enjoys|prefer|prefers|drink|drinks"
    r"|drinking|eat|eats|eating|want|wants|hate|hates|dislike|dislikes|quit|stopped|gave up"
    r"|given up|can't stand|fan of|allergic to)\s+(?P<obj>(?:[a-z][\w'-]*\s*){1,3})"
)
_EN_NEGATIVE_VERB = re.compile(r"(?i)hate|dislike|quit|stopped|gave up|given up|can't stand")
# Done without: "haven't touched coffee in a month", "never touch red meat" (touching is no
# liking otherwise)
_EN_WITHOUT = re.compile(
    r"(?i)\b(?:haven't|hasn't|have not|has not|didn't|don't|do not|never|not)\s+(?:even\s+)?"
    r"touch(?:ed)?\s+(?P<obj>(?:[a-z][\w'-]*\s*){1,3})"
)
# Done with a kind of thing: "done with window seats", "sick of early flights", "no more
# energy drinks"; a kind, said with no article or owner ("done with the dishes" finished a
# chore, and drops no habit)
_EN_DONE_WITH = re.compile(
    r"(?i)\b(?:done with|sick of|tired of|through with|no more)\s+"
    r"(?!(?:the|my|this|that|it|these|those|our|your|his|her|their|a|an)\b)"
    r"(?P<obj>(?:[a-z][\w'-]*\s*){1,3})"
)
_ZH_OBJECT = re.compile(
    # 别 negates ("别喝咖啡"), but not as the end of 特别, 分别, 区别… ("我特别喜欢…")
    r"(?P<neg>不再|不|没|(?<![特分区级告离差识个])别)?(?:太|很|挺|超|也|还|都|能|只|最)*"
    r"(?P<verb>喜欢|爱|讨厌|吃|喝|戒|用|抽|碰|沾)(?:得了|得|不了)?"
    r"(?:[一两三四五六七八九十几]?[种杯个份碗瓶盒包点块])?"
    rf"(?P<obj>[{HAN_CLASS}]{{1,3}})"
)
# Verbs that say a liking only when negated: "一个月没碰辣椒了", "不沾酒"; "他碰了一下我的杯子"
# and "手机别碰水" say none
_ZH_ONLY_WITHOUT = frozenset({"碰", "沾"})
# A liking said by a construction rather than a verb: "无辣不欢", "越辣越好" like 辣;
# "滴酒不沾" does without 酒
_ZH_LIKED = re.compile(rf"无(?P<a>[{HAN_CLASS}])不欢|越(?P<b>[{HAN_CLASS}]{{1,2}}?)越好")
_ZH_WITHOUT = re.compile(rf"滴(?P<c>[{HAN_CLASS}])不沾")
_ADVERBS = re.compile(r"(?i)\b(?:really|strictly|also|still|just|absolutely|totally)\s+")
_ZH_OBJECT_LEAD = re.compile(r"^(?:喝|吃|用|穿|坐|抽|的)+")
_ZH_OBJECT_TAIL = re.compile(r"(?:了|的|吧|啊|呢|都|也|可以).*$")


@lru_cache(maxsize=8192)
def likings(text: str) -> frozenset[tuple[str, bool]]:
    """(term, liked) for what a preference or habit is about: "I love coffee" gives
    (coffee, True), "I quit coffee" and "I don't drink coffee" (coffee, False), "我不吃辣"
    and "一个月没碰辣椒了" (辣, False), "现在挺能吃辣的了" and "无辣不欢" (辣, True)."""
    found: set[tuple[str, bool]] = set()
    for match in _EN_OBJECT.finditer(_ADVERBS.sub("", text)):
        liked = not match.group("neg") and not _EN_NEGATIVE_VERB.fullmatch(match.group("verb"))
        found |= {(term, liked) for term in en_terms(match.group("obj"))}
    for match in (*_EN_WITHOUT.finditer(text), *_EN_DONE_WITH.finditer(text)):
        found |= {(term, False) for term in en_terms(match.group("obj"))}
    for verb, neg, obj in _zh_objects(text):
        liked = not neg and verb not in ("讨厌", "戒")
        found |= {(ch, liked) for ch in obj if ch not in ZH_STOP}
    for construction, liked in ((_ZH_LIKED, True), (_ZH_WITHOUT, False)):
        for match in construction.finditer(text):
            obj = next(g for g in match.groups() if g)
            found |= {(ch, liked) for ch in obj if ch not in ZH_STOP}
    return frozenset(found)


def flipped(new: str, old: str) -> bool:
    """Whether the same thing is liked in one text and not in the other ("I love coffee" →
    "I quit coffee", "我不吃辣" → "现在挺能吃辣的了")."""
    a, b = likings(new), likings(old)
    return any((term, not liked) in b for term, liked in a)


def gives_up(new: str, old: str) -> bool:
    """Whether ``new`` gives up a thing that ``old`` says is a routine of the speaker's ("quit
    frappuccinos" / "i need my caramel frappuccino every afternoon"; "最近戒奶茶了" / "我每天
    下午都得来杯奶茶"): the routine has ended, though ``old`` says no liking of it, which
    ``flipped`` needs."""
    if not routine(old) or negative(old):
        return False
    # English by stems; Chinese by the whole thing given up, not a character of it ("他不吃香菜"
    # gives up no "每周五…买菜")
    dropped = {term for term, liked in likings(new) if not liked and not has_han(term)}
    return bool(dropped & words(old)) or any(thing in old for thing in _given_up_zh(new))


def _given_up_zh(text: str) -> set[str]:
    """The things a Chinese text does without, whole ("戒奶茶了" → 奶茶), of two characters or
    more; as in ``likings``, touching says so only when denied ("不碰咖啡了", not "别碰那瓶酒")."""
    return {obj for verb, neg, obj in _zh_objects(text) if (neg or verb == "戒") and len(obj) >= 2}


def _zh_objects(text: str) -> list[tuple[str, str | None, str]]:
    """(verb, its negation or None, object) of each Chinese liking or habit verb in ``text``
    ("不喝奶茶了" → 喝, 不, 奶茶); touching only when denied ("一个月没碰辣椒了"; "手机别碰水"
    says nothing of a liking)."""
    found = []
    for match in _ZH_OBJECT.finditer(text):
        neg, verb = match.group("neg"), match.group("verb")
        if verb in _ZH_ONLY_WITHOUT and neg not in ("不", "没", "不再"):
            continue
        found.append((verb, neg, _ZH_OBJECT_TAIL.sub("", _ZH_OBJECT_LEAD.sub("", match["obj"]))))
    return found
