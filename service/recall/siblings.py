"""Answers said one after another: a question that asks for several things at once ("which
allergies do I plan around on Saturday?", "When are the two vet visits?", "两个孩子分别几点
补课", "我们俩的体检分别约在哪家机构") has its answers said in a row, and only the first is
worded like the question: "Theo is allergic to shellfish" / "oh and Imani can't do tree nuts";
"老大数学周六上午九点" / "老二英语是周日下午两点半". The question reaches the first; the
others sit beside it.

For such a question, ``cypher/recall/find_siblings`` reads what the user said in the turns
around each of the best matches that the user said; a statement there stands beside its match
(``parallel``) when it gives a value of a kind the match gives, another one ("5月12号" /
"5月19号"), or speaks of other people than the match in related words ("Theo…" / "Imani…").
It is placed just below its match, scored as it (``BESIDE``) and marked ``scores.sibling``;
recall's safety net (``service.recall.currency``) then judges it like any candidate, so an
older value of the same thing said nearby still drops below the newer one.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import timedelta
from typing import Any

from service.language.slots import RELATED
from service.language.substance import asks
from service.language.values import typed_values
from service.language.wording import holders
from service.recall.shape import TIME, held

__all__ = ["SPAN", "TURNS", "around", "asks_for_several", "asks_for_things", "beside"]

SOURCES = 3  # the best matches (the user's statements in the top k) whose turns are read
TURNS = 4  # turns read before and after a source's own
SPAN = timedelta(hours=24)  # …within this long of it
PER_SOURCE = 2  # statements placed beside one source, at most
MOST = 3  # statements placed beside the sources, at most
BESIDE = 0.99  # a sibling's score, of its source's

# A question for several things: "both", "each" (not "each week", which is every week),
# "the two", "list", "respectively"; a plural asked for by "which"/"what" ("which allergies",
# "what meds"), not a verb ("what was"); "分别", "各自", "哪些", "俩", "两个" and the like.
_EN_SEVERAL = re.compile(
    r"(?i)\b(?:both|each(?!\s+(?:day|night|morning|evening|afternoon|week|weekend|month|year"
    r"|time|term|semester|season)s?\b)|list|respectively|all (?:the|my|our|of)"
    r"|(?:the|my|our|his|her|their) (?:two|three|four|2|3|4))\b"
    r"|\b(?:which|what)\s+(?:\w+\s+)?"
    r"(?!(?:is|was|has|does|this|his|its|us|as|yes|plus|thus|always|perhaps|sometimes)\b)"
    r"[a-z]{2,}(?:ie|[^s'\W\d])s\b"
)
_ZH_SEVERAL = re.compile(r"分别|各自|各是|哪些|哪几|俩|[两二三几][个位家只次人门边样件]")
_NOT_A_KIND = frozenset({"number"})  # a bare number is no kind of value to line up with


def asks_for_several(query: str) -> bool:
    """Whether ``query`` asks for several things at once, by its words."""
    return _EN_SEVERAL.search(query) is not None or _ZH_SEVERAL.search(query) is not None


# What an English question asks for, in its parse: its subject, object or predicate noun.
_ASKED = frozenset({"nsubj", "nsubjpass", "dobj", "attr"})
_QUESTION_START = frozenset({"WDT", "WP", "WP$", "WRB"})  # which, what, whose, when, where…


def asks_for_things(doc: Iterable[Any]) -> bool:
    """Whether an English question (spaCy tokens) asks for a plural: "What are the kids'
    allergies?", "When are Caroline's kids' birthdays?", "What books has she read?"; not a
    count ("how many hours"), an owner ("the kids' lesson") or a time ("these days")."""
    tokens = list(doc)
    if not tokens or (tokens[0].tag_ not in _QUESTION_START and tokens[-1].text != "?"):
        return False
    return any(
        t.tag_ in ("NNS", "NNPS")
        and t.dep_ in _ASKED
        and not any(c.lower_ in ("many", "much") for c in t.children)
        for t in tokens
    )


def around(rows: list[dict[str, Any]], top_k: int) -> list[str]:
    """The ids of the best matches (within ``top_k``) that the user said, not asked."""
    return [r["id"] for r in rows[:top_k] if r.get("role") == "user" and not asks(r["text"])][
        :SOURCES
    ]


def parallel(
    source: dict[str, Any],
    other: dict[str, Any],
    cosine: float,
    asked: frozenset[str] = frozenset(),
) -> bool:
    """Whether ``other`` stands beside ``source`` as another answer: a value of a kind the
    source gives, another one; a value of a kind the question asks for (``asked``,
    ``recall.shape.kinds_asked``) that the source does not give ("ok and the big one starts
    middle school next week, Harmon Middle" / "yep. bell there is 7:45", asked what time the
    kids' schools start); or other people than the source's, in related words."""
    if asks(other["text"]):
        return False
    mine, theirs = typed_values(source["text"]), typed_values(other["text"])
    kinds = {k for k, _ in mine} & {k for k, _ in theirs} - _NOT_A_KIND
    if kinds and {v for v in mine if v[0] in kinds} != {v for v in theirs if v[0] in kinds}:
        return True
    if asked and asked & held(other["text"], TIME) - held(source["text"], TIME):
        return True
    space = "multilingual" if other.get("multilingual") else "primary"
    if cosine < RELATED[space]:
        return False
    people, others = frozenset(source.get("people") or ()), frozenset(other.get("people") or ())
    if people and others and people != others:
        return True
    if people and not others and _names(other["text"]) - _names(source["text"]):
        return True  # a name the extractor did not take for a person ("oh and Imani can't…")
    return bool(holders(source["text"]) ^ holders(other["text"]))


# A capitalised word inside a sentence, not its first: a name, in English
_NAME = re.compile(r"(?<=[a-z,;:]\s)[A-Z][a-z]+\b")


def _names(text: str) -> frozenset[str]:
    return frozenset(m.group(0).lower() for m in _NAME.finditer(text))


def beside(
    rows: list[dict[str, Any]],
    found: list[dict[str, Any]],
    top_k: int,
    asked: frozenset[str] = frozenset(),
) -> list[dict[str, Any]]:
    """``rows`` (best first) with the statements of ``found`` (rows of ``find_siblings``,
    closest first per source) that stand beside their source (``parallel``; ``asked``: the
    kinds of value the question asks for) placed just below it, scored as it and marked
    ``scores.sibling``; one not among ``rows`` joins them. A statement already ranked above
    its source stays where it is."""
    by_id = {r["id"]: r for r in rows}
    placed: dict[str, dict[str, Any]] = {}
    count: dict[str, int] = {}
    for f in found:
        source = by_id.get(f["source_id"])
        if source is None or len(placed) == MOST or count.get(source["id"], 0) == PER_SOURCE:
            continue
        if f["id"] in placed or not parallel(source, f, float(f["cosine"]), asked):
            continue
        score = float(source["score"]) * BESIDE
        own = by_id.get(f["id"])
        if own is not None and float(own["score"]) >= score:
            continue
        base = own or {k: v for k, v in f.items() if k not in ("source_id", "cosine")}
        scores = own["scores"] if own is not None else source["scores"]
        placed[f["id"]] = {**base, "score": score, "scores": {**scores, "sibling": 1.0}}
        count[source["id"]] = count.get(source["id"], 0) + 1
    if not placed:
        return rows
    out = [placed.pop(r["id"], r) for r in rows] + list(placed.values())
    return sorted(out, key=lambda r: -float(r["score"]))
