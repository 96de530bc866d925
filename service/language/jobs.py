"""Where someone works, and a new job since: "my brother Tomasz just started at Deloitte in
Warsaw", then "tomasz got the krakow job!! starts in july"; "我老公在华为上班 天天加班", then
"我老公跳槽去字节了". A firm said by its name is no value ``service.language.values`` reads, and
the two share no word but whose job it is, so no other rule of a slot sees that the later
replaces the earlier (``service.language.moves`` reads a home and a move the same way).

A job taken is told in so many words: "got the … job", "took a job with", "started at",
"joined Monzo", "new job at", "跳槽去", "入职", "去腾讯上班了", "换了份工作". Only a job taken
counts: "he's interviewing at a startup", "i might apply", "打算跳槽", "想换个工作" are hopes or
plans, and until then the old job holds. A job said beside the first ("I also started a
weekend job") is a second one.

Where one works is a statement of it ("works at", "job with", "started at", "i'm a dev at
Barclays", "在华为上班", "在律所做律师"), of the same someone as the new job: the same people
or relatives named, or, when the new job names no one, the user, or the one the lines before
it speak of. A study under way ("我表弟小杰在读研", "studying law at Leeds") gives way the same
way to a job taken, or to the degree finished ("小杰毕业了", "Priya graduated"); graduating
ends no job.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from service.language.moves import ZH_PLANNED, same_someone, whose
from service.language.slots import Said, additive
from service.language.wording import clauses

__all__ = ["new_job_of", "says_study", "says_work", "tells_graduated", "tells_new_job"]

# where one works: "works at", "working for", "job with", "started at Deloitte" (not "starts
# at 9"), "employed by", "i'm a dev at Barclays"
_EN_WORK = re.compile(
    r"(?i)\b(?:works?|working|worked|employed|job|jobs|started|interning)\s+"
    r"(?:(?:full[- ]time|part[- ]time|remotely|now|there)\s+)?(?:at|for|with|by)\s+(?!\d)"
    r"|\b(?:i'?m|i am|is|she'?s|he'?s)\s+an?\s+(?:\w+\s+){1,2}(?:at|for)\s+(?-i:[A-Z])"
)
# "在华为上班", "在律所做律师", "在深圳一家外企工作"; not "在家做饭"
_ZH_WORK = re.compile(
    r"在[^，,。；;！!？?\s]{1,12}?(?:上班|工作|实习|任职|做(?![饭菜作家运瑜])[^，,。\s]{0,4}师|当)"
)
# a job taken: "got the krakow job", "took a job with", "started at Stripe", "joined Monzo",
# "new job at", "hired by"
_EN_NEW_JOB = re.compile(
    r"(?i)\b(?:got|landed|took|accepted|started|starting)\s+(?:the|a|an|that|this|my|his|her)\b"
    r"[^.!?]{0,30}?\b(?:job|position|role|offer)\b"
    r"|\bstarted\s+(?:work(?:ing)?\s+)?(?:at|with)\s+(?!\d)"
    r"|\b(?:joined|joining)\s+(?-i:[A-Z])"
    r"|\bnew job\s+(?:at|with)\b|\b(?:got\s+|been\s+)?hired\s+(?:at|by)\b"
)
_ZH_NEW_JOB = re.compile(
    r"跳槽|入职|换了?(?:个|份)?(?:新)?工作|(?:去|到)[^，,。；;！!？?\s]{1,10}上班了"
    r"|拿到了?[^，,。\s]{0,10}(?:offer|录用)|被[^，,。\s]{1,10}录用|新工作"
    r"|[去进]了[^，,。；;！!？?\s]{1,12}(?:公司|集团|工作室|外企|银行|医院|律所|工厂)"
)
# a study under way, which lasts until a degree is finished or a job taken: "在读研", "读博",
# "在上海读研", "上大学", "studying law at Leeds", "doing a PhD", "at uni"
_EN_STUDY = re.compile(
    r"(?i)\b(?:studying|doing (?:a|an|her|his|my|their) (?:master'?s|phd|degree|mba)"
    r"|(?:in|at) (?:uni|university|college|grad school|law school|med school))\b"
)
_ZH_STUDY = re.compile(
    r"在读|读研|读博|念研|上大学|读大学|在[^，,。\s]{1,8}(?:读书|上学|读研|读博)"
)
# a degree finished: "graduated", "finished uni", "毕业了", "拿到学位"; not one ahead ("明年就毕
# 业了", "graduates in june")
_EN_GRADUATED = re.compile(
    r"(?i)\b(?:graduated|finished (?:uni|university|college|school|(?:her|his|my|their) degree))\b"
)
_ZH_GRADUATED = re.compile(r"毕业了|拿到了?[^，,。\s]{0,6}学位")
# hoped for or planned: "interviewing at", "might apply", "if he gets the job", "打算跳槽"
_EN_HOPED = re.compile(
    r"(?i)\b(?:if|might|may|could|would|hope|hoping|want|wants|apply|applying|interview"
    r"\w*|thinking|considering|going to|gonna|plans?|planning)\b"
)
_FIRST_WORD = re.compile(r"\s*([A-Za-z][a-z]{2,})\b")
# a plan (``moves.ZH_PLANNED``), or a job only hoped for: "如果", "考虑", "面试", "可能"
_ZH_AHEAD = re.compile(rf"{ZH_PLANNED}|如果|要是|考虑|面试|可能")


def says_work(text: str) -> bool:
    """Whether ``text`` says where someone works."""
    return _EN_WORK.search(text) is not None or _ZH_WORK.search(text) is not None


def says_study(text: str) -> bool:
    """Whether ``text`` says someone is studying."""
    return _EN_STUDY.search(text) is not None or _ZH_STUDY.search(text) is not None


def tells_graduated(text: str) -> bool:
    """Whether ``text`` tells of a degree finished, not one still ahead."""
    if (hit := _ZH_GRADUATED.search(text)) is not None:
        return _ZH_AHEAD.search(text[: hit.start()]) is None and "就" not in text[: hit.start()]
    return _EN_GRADUATED.search(text) is not None


def tells_new_job(text: str) -> bool:
    """Whether ``text`` tells of a job taken, not one hoped for or planned."""
    if (hit := _EN_NEW_JOB.search(text)) is not None:
        return _EN_HOPED.search(text[: hit.start()]) is None
    if (hit := _ZH_NEW_JOB.search(text)) is not None:
        return _ZH_AHEAD.search(text[: hit.end()]) is None
    return False


def new_job_of(new: Said, old: Said) -> bool:
    """Whether ``new`` tells that the someone ``old`` says the work of has taken a new job
    since."""
    if new.role != "user" or additive(new.text):
        return False
    work, study = says_work(old.text), says_study(old.text)
    if not (work or study):
        return False
    if not (tells_new_job(new.text) or (study and tells_graduated(new.text))):
        return False
    theirs = _whose_in(old.text, says_work if work else says_study) | old.people
    ours = _whose_in(new.text, tells_new_job) | new.people
    # named first, as the older names them ("tomasz got the krakow job", written lowercase,
    # after "my brother Tomasz just started at Deloitte")
    first = _FIRST_WORD.match(new.text)
    if not ours and theirs and first and _named_within(first[1].capitalize(), old.text):
        return True
    return same_someone(new, ours, theirs)


def _whose_in(text: str, says: Callable[[str], bool]) -> frozenset[str]:
    """The relatives named in the clauses of ``text`` that say the job ("my wife works at St.
    Mary's" of "…, nights mostly", whose values would otherwise say whose it is)."""
    return frozenset().union(*(whose(c) for c in clauses(text) if says(c))) or whose(text)


def _named_within(name: str, text: str) -> bool:
    """Whether ``text`` says ``name`` capitalised within a sentence, where only a name is
    (not "The" opening one)."""
    for hit in re.finditer(rf"\b{re.escape(name)}\b", text):
        if hit.start() and not re.search(r"[.!?]\s*$", text[: hit.start()]):
            return True
    return False
