"""Whether one statement says nothing another does not: the guard every merge goes through.

Retain may merge a new event into a memory only when the memory already says all the event
says, so that merging loses nothing. Closeness in meaning (a cosine) is only the precondition:
"我哥哥在银行上班" and "我姐姐在医院上班" are close for any embedding model, and so are "My dog
is called Rex" and "My cat is called Tom". The guard reads the texts themselves and asks that
the new one add

- no entity (the keys entity extraction gave both sides),
- no value: numbers in any script, amounts, times, codes (``values.values``), and Chinese
  numerals inside words ("三个" against "两个": each numeral character is a content word),
- no content word: English stems and Chinese characters, less stop words, fillers and the
  words that only say something is repeated ("As I said", "提醒一下", "记住哦"),

and that both have the same polarity ("I like coffee" / "I don't like coffee"). A new
statement without any content word or value merges only into the same text. When in doubt
the answer is no, and both memories are kept. Consolidation uses the same guard.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from service.language.script import HAN_RUN
from service.language.values import values, without_values
from service.language.wording import negative, same_speaker, words

# Words that only say a thing is being said again, in either language.
_REPEAT_MARKERS = re.compile(
    r"(?i)\b(?:as (?:i|we) (?:said|mentioned|told you)(?: before| earlier)?"
    r"|like (?:i|we) said|(?:just )?(?:a )?(?:quick )?reminder|(?:just )?to remind you"
    r"|remember (?:that|this)|again|once more)\b"
    r"|我(?:之前|以前|刚才|上次)?(?:说过|讲过|提过|告诉过你)|再说一遍|重申一下"
    r"|提醒(?:你)?一下|记住(?:哦|啊|了|喔)?|别忘了"
)


@lru_cache(maxsize=8192)
def content(text: str) -> frozenset[str]:
    """The content words of ``text``, without the markers of a repeat."""
    return words(without_values(_REPEAT_MARKERS.sub(" ", text)))


def says_nothing_new(
    new: str,
    old: str,
    new_keys: frozenset[str] = frozenset(),
    old_keys: frozenset[str] = frozenset(),
) -> bool:
    """Whether ``old`` already says everything ``new`` says (see the module's doc)."""
    if not new_keys <= old_keys:
        return False
    if negative(new) != negative(old) or not same_speaker(new, old):
        return False
    new_values = values(new)
    if not new_values <= values(old):
        return False
    mine = content(new)
    if not mine and not new_values:
        return _normalised(new) == _normalised(old)
    return mine <= content(old)


def _normalised(text: str) -> str:
    return re.sub(r"[\W_]+", "", text.lower())


def same_claim(
    member: str,
    representative: str,
    member_keys: frozenset[str] = frozenset(),
    representative_keys: frozenset[str] = frozenset(),
    details: Callable[[str], frozenset[str]] | None = None,
) -> bool:
    """Whether ``member`` says the same thing as ``representative``, for consolidation: the
    merge guard's reading (the same entities both ways, the same values both ways, the same
    polarity and speaker), and content words that share at least half of both, where the
    member adds at most one word of its own (an English stem; one or two Chinese
    characters) and that word names nothing (``details``: the nouns and numbers of a text,
    in the same units). "I really love hiking in the mountains" / "I love hiking in the
    mountains" pass; "I love hiking in the mountains and the desert" does not: the desert
    would be lost from what recall returns. Without ``details`` no word may be added."""
    if member_keys != representative_keys:
        return False
    if negative(member) != negative(representative):
        return False
    if not same_speaker(member, representative):
        return False
    if values(member) != values(representative):
        return False
    mine, theirs = content(member), content(representative)
    if not mine or not theirs:
        return _normalised(member) == _normalised(representative)
    extra = mine - theirs
    if extra:
        han = {w for w in extra if HAN_RUN.fullmatch(w)}
        if len(extra - han) > 1 or len(han) > 2 or (han and extra - han):
            return False
        if details is None or extra & details(member):
            return False
    return len(mine & theirs) * 2 >= len(mine | theirs)
