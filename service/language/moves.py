"""Where someone lives, and a move away from there: "my sister Hannah lives in Leeds, near the
uni", then "Hannah moved to Bristol last weekend"; "我妹在杭州上班 住滨江那边", then "我妹搬到苏州
了". A place said by its name is no value ``service.language.values`` reads, and the two share
no word but whose home it is, so no other rule of a slot sees that the later replaces the
earlier.

A move is told in the statement itself ("moved to", "relocated to", "搬到", "搬去", "搬回"),
or in the question it answers ("Where did she move to?" / "Bristol, she got a job at the
hospital there"; "她搬到哪了？" / "苏州 她跳槽去了园区"). Only a move made counts: "we're
moving to Denver in June", "打算明年搬到杭州" are plans, and until then the old home holds.

The home is a statement of where someone lives ("lives in", "based in", "住在", "住滨江那边",
"家在", "定居"), of the same someone as the move: the same people or relatives named, or, when
the move names no one, the user, or the one its question speaks of.
"""

from __future__ import annotations

import re

from service.language.slots import Said
from service.language.wording import holders

__all__ = ["moved_from", "says_home", "tells_move"]

_EN_HOME = re.compile(
    r"(?i)\b(?:lives?|living|based|settled)\s+(?:(?:right|just|out|over|up|down)\s+)?"
    r"(?:in|at|near|by|on)\b|\bhome is (?:in|at|near)\b"
)
_ZH_HOME = re.compile(
    r"住在|住[^\s，,。；;！!？?]{1,6}?(?:那边|这边|附近|那儿|那里|小区)|家在|定居|安家在"
)
# a move made, not one planned: "moved to", "relocated to", "just moved into"
_EN_MOVED = re.compile(r"(?i)\b(?:moved|relocated)\s+(?:back\s+|over\s+|out\s+)?(?:to|into)\b")
_ZH_MOVED = re.compile(r"(?<![要想会准])搬(?:到|去|回)(?!哪)")
_ZH_PLANNED = re.compile(r"打算|准备|计划|下个?月|明年|过两?[天周月年]|以后|将来")
# the question a reply answers: "Where did she move to?", "where'd they move?", "搬到哪了？"
_EN_ASKS_WHERE_TO = re.compile(r"(?i)\bwhere(?:'d|\s+did|\s+have|\s+has)?\b.*\bmov(?:e|ed)\b")
_ZH_ASKS_WHERE_TO = re.compile(r"搬(?:到|去)?哪")
_THIRD_PERSON = re.compile(r"(?i)\b(?:she|he|they|her|his|their)\b|[她他]")


def says_home(text: str) -> bool:
    """Whether ``text`` says where someone lives."""
    return _EN_HOME.search(text) is not None or _ZH_HOME.search(text) is not None


def tells_move(said: Said) -> bool:
    """Whether ``said`` tells of a move made: in its own words, or as the answer to a
    question of where to (the line said just before it)."""
    text = said.text
    if _EN_MOVED.search(text) or (_ZH_MOVED.search(text) and not _ZH_PLANNED.search(text)):
        return True
    asked = said.context[0] if said.context else ""
    return bool(_EN_ASKS_WHERE_TO.search(asked) or _ZH_ASKS_WHERE_TO.search(asked))


def moved_from(new: Said, old: Said) -> bool:
    """Whether ``new`` tells that the someone ``old`` says the home of has moved since."""
    if new.role != "user" or not says_home(old.text) or not tells_move(new):
        return False
    if says_home(new.text) and not tells_move(Said(new.text)):
        return False  # a second home said, not a move ("my brother lives in Leeds too")
    theirs, ours = old.people | holders(old.text), new.people | holders(new.text)
    if ours:
        return bool(ours & theirs)
    if not theirs:
        return True  # the user's own home, and the user's move
    # a move that names no one, of the one its question or the lines before speak of
    before = " ".join(new.context).lower()
    spoken_of = any(name.lower() in before for name in theirs)
    return spoken_of and _THIRD_PERSON.search(" ".join((new.text, *new.context[:1]))) is not None
