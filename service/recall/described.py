"""A question that singles out one person by what was said of them: "同事推荐的那个牙医哪天出诊",
"社区医院那个年轻大夫给开的啥药", "when can the plumber my neighbor recommended come?".

Two people of one role are often both in the bank (the dentist a colleague recommended and the
one the user used to see; the sitter the kids loved and the one from the app), and both match
such a question about as well. The words before "那个" or after the noun ("my neighbor
recommended") describe one of them: the person whose memories say those words best, and
alone, is the one asked about; a line that says none of those words is read with the lines
said before it in its session ("a young guy, Dr. Kim…" after "…we went to the walk-in
clinic"). What the candidates say of another person, and not of that one, ranks after the
rest and is marked ``other_referent``: a wrong guess costs rank, never data. A line that
names no one is of the person named in the line just before it, when that names one
("周主任怎么说？" / "说是湿疹 开了卤米松乳膏").

Nothing changes when the description matches no one's memories, or two people's alike, when
the question asks about several ("两个师傅分别…", "each of the two"), or names a person
itself.
"""

from __future__ import annotations

import re
from typing import Any

from service.language.script import HAN_CLASS, has_han
from service.language.wording import subject
from service.recall.currency import OUTDATED

__all__ = ["description", "other_referents"]

# "同事推荐的那个牙医", "社区医院那个年轻大夫", "上次带爸妈去的那家": what comes before the
# demonstrative, back to the start of its clause
_ZH = re.compile(rf"(?P<desc>[{HAN_CLASS}]{{2,16}}?)的?那(?:个|家|位|间|所)")
# "the plumber my neighbor recommended", "the sitter the kids loved", "the vet we switched
# to", "the dentist that my coworker uses": a clause after the noun (read from the last
# "the" it may follow: "the office for the skin doctor my GP sent me to"), to the end of its
# clause
_EN = re.compile(
    r"(?i)(?:the|that)\s+(?:[a-z]+\s+)?[a-z]+\s+"
    r"(?P<desc>(?:that|who|whom)\s+[^?.,!;]{3,60}"
    r"|(?:my|our|we|i|the|his|her|their)\s+[^?.,!;]{3,60})"
)
_EN_THE = re.compile(r"(?i)\b(?:the|that)\b")
_EN_CLAUSE_END = re.compile(r"(?i)\s+(?:and|but|so|because|since|when|if|to\s+\w+\s+\w+)\b.*")
# asking of several at once
_SEVERAL = re.compile(r"(?i)\b(?:each|both|two|either)\b|分别|俩|两个|两位|两家|各自")


def description(query: str) -> frozenset[str]:
    """The terms of what a query says of the one person it asks about ("同事推荐" of
    "同事推荐的那个牙医…"), or none when it describes no one that way."""
    if _SEVERAL.search(query):
        return frozenset()
    found = _ZH.search(query)
    if found is not None:
        return subject(found["desc"])
    for the in reversed(list(_EN_THE.finditer(query))):
        if (clause := _EN.match(query, the.start())) is not None:
            return subject(_EN_CLAUSE_END.sub("", clause["desc"]))
    return frozenset()


def other_referents(rows: list[dict[str, Any]], query: str) -> list[dict[str, Any]]:
    """``rows`` (best first), what they say of another person than the one the query
    describes after the rest, marked ``other_referent``. Each row needs ``text``, ``people``
    (keys of the people it names), ``score`` and ``scores``."""
    said = description(query)
    if not said:
        return rows
    terms = [subject(r["text"]) for r in rows]
    named = _named(rows)
    # a person is described by what their lines say; a line that says none of it, read with
    # the lines said before it ("一个挺和气的李医生 …开了氯雷他定" after "…这次就近去了社区医院";
    # "a young guy, Dr. Kim…" after "…we went to the walk-in clinic")
    read = [
        words if said & words else words.union(*map(subject, r.get("before") or ()))
        for r, words in zip(rows, terms, strict=True)
    ]
    best: dict[str, int] = {}
    for people, words in zip(named, read, strict=True):
        for person in people:
            best[person] = max(best.get(person, 0), len(said & words))
    # alike, the one named more often first (a name before a word taken for one beside it)
    often = {p: sum(p in people for people in named) for p in best}
    ranked = sorted(best.items(), key=lambda kv: (-kv[1], -often[kv[0]], kv[0]))
    # Chinese is read in character pairs, of which one alone is often a word any place says
    # ("社区医院" and "儿童医院" share "医院"): two must fit
    need = 2 if any(has_han(term) for term in said) else 1
    if not ranked or ranked[0][1] < need:
        return rows  # the description fits no one
    person = ranked[0][0]
    with_them = {p for people in named if person in people for p in people}
    # two people alike, unless always named together (a name and a word taken for one: "一个
    # 挺和气的李医生 他说是过敏", where "过敏" was read as a name too)
    alike = [p for p, n in ranked[1:] if n == ranked[0][1]]
    own = [frozenset(r.get("people") or ()) for r in rows]
    if any(any(p in people and person not in people for people in own) for p in alike):
        return rows
    others = [
        bool(people - with_them) and person not in people and not said & words
        for people, words in zip(named, terms, strict=True)
    ]
    if not any(others):
        return rows
    kept = [r for r, other in zip(rows, others, strict=True) if not other]
    moved = [
        {
            **r,
            "score": float(r["score"]) * OUTDATED,  # scaled as an outdated one is
            "scores": {**r["scores"], "other_referent": 1.0},
        }
        for r, other in zip(rows, others, strict=True)
        if other
    ]
    return kept + moved


def _named(rows: list[dict[str, Any]]) -> list[frozenset[str]]:
    """The people each row names, without a bare title that ends another's name ("师傅" beside
    "孙师傅" and "李师傅"): a title says which role, not which one. A row that names no one,
    said just after a line that names one of the others ("周主任怎么说？" / "说是湿疹 开了卤米
    松乳膏"; "What did Dr. Patel say?" / "eczema, prescribed a steroid cream"), is of that one."""
    everyone = {p for r in rows for p in r.get("people") or ()}
    titles = {p for p in everyone if any(o != p and o.endswith(p) for o in everyone)}
    named = [frozenset(r.get("people") or ()) - titles for r in rows]
    known = everyone - titles
    out = []
    for r, people in zip(rows, named, strict=True):
        before = r.get("before") or ()
        if not people and before:
            near = frozenset(p for p in known if _says(before[0], p))
            people = near if len(near) == 1 else people
        out.append(people)
    return out


def _says(line: str, key: str) -> bool:
    """Whether ``line`` names the person of ``key``: as a whole word in English ("Al" is not
    in "also")."""
    if has_han(key):
        return key in line
    return re.search(rf"(?i)\b{re.escape(key)}\b", line) is not None
