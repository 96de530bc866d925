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
"家在", "定居"), of the same someone as the move: the same people or relatives named (the parents
however they are named: "my parents", "mom and dad", "我爸妈"), or, when the move names no one,
the user, or the one its question speaks of.
"""

from __future__ import annotations

import re

from service.language.slots import Said
from service.language.wording import holders

__all__ = ["ZH_PLANNED", "moved_from", "same_someone", "says_home", "tells_move", "whose"]

_EN_HOME = re.compile(
    r"(?i)\b(?:lives?|living|based|settled)\s+(?:(?:right|just|out|over|up|down)\s+)?"
    r"(?:in|at|near|by|on)\b|\bhome is (?:in|at|near)\b"
)
_ZH_HOME = re.compile(
    r"住在|住[^\s，,。；;！!？?]{1,6}?(?:那边|这边|附近|那儿|那里|小区)|家在|定居|安家在"
)
# a move made, not one planned: "moved to", "relocated to", "just moved into"
_EN_MOVED = re.compile(
    r"(?i)\b(?:moved|relocated)\s+(?:(?:back|over|out|down|up|away|all the way|home)\s+)*"
    r"(?:to|into)\b"
)
_ZH_MOVED = re.compile(r"(?<![要想会准])搬(?:到|去|回)(?!哪)")
_ZH_DONE = re.compile(r"[^，,。；;！!？?\s]{0,12}了")
# Words that place a change of home or job ahead, still a plan: "打算", "准备", "下个月", "明年"
ZH_PLANNED = r"打算|准备|计划|想|下个?[月周]|明年|将来"
_ZH_AHEAD = re.compile(rf"{ZH_PLANNED}|过两?[天周月年]|快要?|马上|就要")
# the question a reply answers: "Where did she move to?", "where'd they move?", "搬到哪了？"
_EN_ASKS_WHERE_TO = re.compile(r"(?i)\bwhere(?:'d|\s+did|\s+have|\s+has)?\b.*\bmov(?:e|ed)\b")
_ZH_ASKS_WHERE_TO = re.compile(r"搬(?:到|去)?哪")
# the parents, however they are named: "my parents" and "mom and dad", "我爸妈" and "父母"
_PARENTS = re.compile(r"(?i)\b(?:parents?|folks|mom|mum|mother|dad|father)\b|爸|妈|父母|二老")
# someone spoken of, "they" too (the parents' move)
_ABOUT_THEM = re.compile(r"(?i)\b(?:she|he|they|her|his|their)\b|[她他]")


def says_home(text: str) -> bool:
    """Whether ``text`` says where someone lives."""
    return _EN_HOME.search(text) is not None or _ZH_HOME.search(text) is not None


def tells_move(said: Said) -> bool:
    """Whether ``said`` tells of a move made: in its own words, or as the answer to a
    question of where to (the line said just before it)."""
    if _says_move(said.text):
        return True
    asked = said.context[0] if said.context else ""
    return bool(_EN_ASKS_WHERE_TO.search(asked) or _ZH_ASKS_WHERE_TO.search(asked))


def _says_move(text: str) -> bool:
    """Whether ``text`` says in its own words that a move was made."""
    zh = _ZH_MOVED.search(text)
    # not ahead ("下个月就搬到杭州了", "打算明年搬"); "以后" says a plan unless the move is told
    # as done ("退休以后搬回老家了")
    done = zh is not None and _ZH_DONE.match(text, zh.end()) is not None
    planned = _ZH_AHEAD.search(text) is not None or (not done and "以后" in text)
    return _EN_MOVED.search(text) is not None or bool(zh and not planned)


def moved_from(new: Said, old: Said) -> bool:
    """Whether ``new`` tells that the someone ``old`` says the home of has moved since."""
    if new.role != "user" or not says_home(old.text) or not tells_move(new):
        return False
    if says_home(new.text) and not _says_move(new.text):
        return False  # a second home said, not a move ("my brother lives in Leeds too")
    return same_someone(new, whose(new.text) | new.people, whose(old.text) | old.people)


def same_someone(new: Said, ours: frozenset[str], theirs: frozenset[str]) -> bool:
    """Whether the change ``new`` tells (a move, a new job), naming ``ours``, is of the
    someone an older line names (``theirs``): the same people or relatives; the user, when
    neither names anyone; or, when ``new`` names no one, the one its question or the lines
    before it speak of, pointed at by "she", "they", "她"."""
    if ours:
        return bool(ours & theirs)
    if not theirs:
        return True  # the user's own, and the user's change
    before = " ".join(new.context).lower()
    spoken_of = any(name.lower() in before for name in theirs)
    return spoken_of and _ABOUT_THEM.search(" ".join((new.text, *new.context[:1]))) is not None


def whose(text: str) -> frozenset[str]:
    """The relatives ``text`` names, the parents as one ("my parents", "mom and dad")."""
    kin = holders(text)
    parents = _PARENTS.search(text) is not None
    return frozenset({"parents"} if parents else set()) | {k for k in kin if not _PARENTS.search(k)}
