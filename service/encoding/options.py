"""Answers to a list: a user's statement that takes or turns down one option of a list given
before ("we'll take the second flat", "the tracker one's a hard no", "双语那个算了",
"就小区里那家") is resolved to that option.

The list is a recent turn that made two memories or more (the segmenter cuts "一是…；二是…；
三是…" and "a …; a …; and an …" into one memory per option), in the statement's session first,
then the latest before it, at most ``DAYS`` back. An option is found by place (its own
enumerator, "2）", "三是", else its place in the turn) or by the pointer's words, which exactly
one option of the list must hold more of than any other; otherwise nothing is resolved, and
both stay as they are: a memory is never retired on a guess.

- **Turned down**: the option is negated by the statement (reason "turned down: …"), as a
  rejection that names it would be.
- **Taken**: the statement becomes a decision that carries the option ("we're going with the
  Nationwide one, five years → a Nationwide 5-year fixed at 4.19% with a £999 fee"), searchable
  by the option's words and, in one embedding space, placed between the two; the list itself
  stays as it was, and the decision outranks it by kind and importance.

Only the user's own words choose. The lookup runs only for statements that point, one query
for all of them, inside retain's transaction.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

import numpy as np

from service.encoding.events import Draft
from service.graph import Vector
from service.language.options import (
    HIGH,
    LAST,
    LEFT,
    OTHER,
    TAKES,
    Pointer,
    enumerated,
    matches,
)
from service.language.substance import asks
from service.language.values import typed_values

DAYS = 30  # how far back a list is looked for
LISTS = 12  # turns read per pointing statement
TAKEN_IMPORTANCE = 0.1  # what a taken option adds to the statement's importance
TAKEN = "option.taken"
TURNED_DOWN = "option.turned_down"

Run = Callable[..., Awaitable[list[dict[str, Any]]]]


@dataclass(frozen=True)
class Option:
    memory_id: str
    text: str
    embedding: list[float] | None
    embedding_ml: list[float] | None
    search_text: str = ""  # the option's words, and what the user asked that the list answers
    shared: bool = False  # one of several options one memory names: never negated alone
    turned_down: bool = False  # negated already (by an earlier no to it, or another reason)


@dataclass(frozen=True)
class Choice:
    draft_idx: int
    pointer: Pointer
    option: Option
    others: tuple[str, ...] = ()  # the memories of the list's other options (none shared)


@dataclass(frozen=True)
class Choices:
    made: list[Choice]
    unsure: set[int]  # drafts that point into a list where two options fit: leave them be

    @property
    def pointed(self) -> set[int]:
        """The drafts whose pointer was dealt with here, resolved or left unsure."""
        return {c.draft_idx for c in self.made} | self.unsure


async def find_choices(
    run: Run, drafts: list[Draft], said_at: dict[str, datetime], exclude: list[str]
) -> Choices:
    """The option each pointing statement of ``drafts`` takes or turns down, where one is
    found. ``said_at``: each episode's time; ``exclude``: this request's episodes."""
    pointing = {
        d.idx: p
        for d in drafts
        if d.role == "user" and (p := d.pointer) is not None and d.episode_id in said_at
    }
    if not pointing:
        return Choices([], set())
    by_idx = {d.idx: d for d in drafts}
    rows = [
        {
            "idx": idx,
            "session_id": by_idx[idx].session_id,
            "at": said_at[by_idx[idx].episode_id],
        }
        for idx in pointing
    ]
    found = await run("find_option_lists", rows=rows, exclude=exclude, days=DAYS, lists=LISTS)
    lists: dict[int, list[dict[str, Any]]] = {}
    for row in found:
        lists.setdefault(row["idx"], []).append(row)
    made, unsure = [], set()
    for idx, pointer in pointing.items():
        option, options = _choose(pointer, lists.get(idx, []))
        if isinstance(option, Option):
            made.append(Choice(idx, pointer, option, _others(option, options)))
        elif option is UNSURE:
            unsure.add(idx)
    return Choices(made, unsure)


UNSURE = "unsure"


def choose(pointer: Pointer, lists: list[dict[str, Any]]) -> Option | str | None:
    """The option ``pointer`` points at in the first of ``lists`` (best first) that has it;
    None when none has it; ``UNSURE`` when the first list that could have it holds two
    options the pointer fits as well."""
    return _choose(pointer, lists)[0]


def _choose(
    pointer: Pointer, lists: list[dict[str, Any]]
) -> tuple[Option | str | None, list[Option]]:
    """``choose``, with the options of the list the option was found in."""
    for listing in lists:
        options = _options(listing)
        if len(options) < 2 or not _offers(listing["content"] or "", options):
            continue
        if pointer.ordinal is not None:
            option = _by_place(options, pointer.ordinal)
        elif pointer.extreme in (OTHER, LEFT):
            left = [o for o in options if not o.turned_down]
            if len(left) == len(options):
                continue  # nothing turned down in this list: "the other" of what?
            if len(left) == 1:
                return left[0], options
            # "the other" of two left is unsure; a deal sealed with nothing named
            # ("签了！") takes none of them
            return (UNSURE if pointer.extreme == OTHER else None), options
        elif pointer.extreme:
            # of the options not turned down yet; "the cheaper one" compares two of them
            left = [o for o in options if not o.turned_down] or options
            if pointer.compared and len(left) > 2:
                return UNSURE, options
            priced = _by_price(left, pointer.extreme)
            if priced is None:
                continue
            return priced, options
        else:
            hits = [(matches(pointer.words, o.text), o) for o in options]
            best = max(n for n, _ in hits)
            if best == 0:
                continue
            top = [o for n, o in hits if n == best]
            if len(top) > 1:
                # of two that fit, one turned down already: "not the electric one … so the
                # lease one" is the lease left
                top = [o for o in top if not o.turned_down] or top
            if len(top) > 1:
                return UNSURE, options  # two options fit: say nothing
            option = top[0]
        if option is not None:
            return option, options
    return None, []


def _others(option: Option, options: list[Option]) -> tuple[str, ...]:
    """The memories of the other options of the list ``option`` was chosen from, each an
    option of its own (a memory that names several is not passed over with one of them), the
    ones turned down before too: the no to each is passed over with it."""
    if option.shared:
        return ()
    others = (o.memory_id for o in options if o.memory_id != option.memory_id and not o.shared)
    return tuple(dict.fromkeys(others))


def _by_price(options: list[Option], extreme: str) -> Option | str | None:
    """The cheapest option (or the dearest, ``HIGH``) when each names one price, the amounts
    first ("$68" / "$45"), else the plain numbers ("一晚1280" / "一晚480"); ``UNSURE`` on a
    tie; None when some option names no price or several."""
    prices: list[float] = []
    for kind in ("amount", "number"):
        found = [[float(v) for k, v in typed_values(o.text) if k == kind] for o in options]
        if all(len(values) == 1 for values in found):
            prices = [values[0] for values in found]
            break
    if not prices:
        return None
    best = max(prices) if extreme == HIGH else min(prices)
    if prices.count(best) > 1:
        return UNSURE
    return options[prices.index(best)]


def _options(listing: dict[str, Any]) -> list[Option]:
    """A list's options in the order its turn gives them. A memory that names several
    ("Bright Circuits robotics camp, Harbor Kids sailing camp, and Footlights theatre camp",
    "阳光、蓝天和机关三家") gives each as an option of its own, ``shared`` by the others. No
    question is an option ("Add the fee to the loan or pay upfront?"), nor a decision, nor a
    choice made already."""
    content = listing["content"] or ""
    parts = [
        p
        for p in listing["parts"]
        if not asks(p["text"]) and p["kind"] != "decision" and TAKEN not in p["signals"]
    ]
    parts.sort(key=lambda p: (_at(content, p["text"]), p["text"]))
    first = parts[0]["text"] if parts else ""
    if len(parts) > 2 and enumerated(first) is None and _announces(first, len(parts) - 1):
        parts = parts[1:]  # "Zurich has two that fit." is no option; "1. 14 Cranbrook Rd, 2 bed" is
    asked = listing.get("asked") or ""
    out = []
    for p in parts:
        items = several(p["text"])
        for item in items or [p["text"]]:
            search = f"{option_core(item).lower()} {asked}".strip()
            out.append(
                Option(
                    p["id"],
                    item,
                    p["embedding"],
                    p["embedding_ml"],
                    search,
                    bool(items),
                    bool(p.get("turned_down")),
                )
            )
    return out


_INTRO = re.compile(r"^.*?(?::\s+|：\s*)(?=\S)")  # not the colon of 9:40
_SERIES_EN = re.compile(r",\s+(?:and|or)\s+|\s+(?:and|or)\s+(?=[A-Z])|,\s+", re.IGNORECASE)
_SERIES_ZH = re.compile(r"[、]|(?<=[\u4e00-\u9fff])(?:和|或者?|还有)(?=[\u4e00-\u9fff])")
# Two options after an opening that announces them: "Two good ones nearby: a …, or a …".
# (a comma of a figure, "£2,900", is no end of the first)
_TWO_EN = re.compile(r"(?is)((?:[^,]|,(?=\d))+?(?:\([^)]*\))?),?\s+or\s+(.+)")
_LISTS_EN = re.compile(r"\S,\s+.+?,?\s+(?:and|or)\s+\S", re.IGNORECASE)
# Two options in one breath: "between Mint at $30 and Visible at $25", "either the Hilton or
# the Marriott"; in Chinese, two set apart by spaces around 或者 or 和 ("考虑 厦门 或者 青岛",
# "纠结 比亚迪汉 和 特斯拉Model 3"), each its own word of the clause.
_PAIR_EN = re.compile(r"(?i)\b(?:between|either)\s+(?P<a>[^,;]+?)\s+(?:and|or)\s+(?P<b>[^,;.!?]+)")
_PAIR_ZH = re.compile(
    r"(?P<a>[^\s，,。；;：:]+)\s+(?:或者|或是|或|和|跟)\s+(?P<b>[^，,。；;！!？?]+)"
)
_NOT_OPTIONS = re.compile(r"(?i)^(?:you|me|us|them|him|her|i|we)$")


def several(text: str) -> list[str]:
    """The items of a series a memory names ("A at X, B at Y, and C" → three; "A、B和C";
    after an opening, "A, or B" → two; "between A and B", "考虑 A 或者 B" → two), or [] when
    it names one thing (commas inside one option's description, "阳光双语幼儿园，私立，
    每月6800", are no series)."""
    introduced = _INTRO.match(text[:80]) is not None
    body = _INTRO.sub("", text, count=1) if introduced else text
    body = body.rstrip(" .。!！")
    han = re.search(r"[\u4e00-\u9fff]", body) is not None
    two = None if han or not introduced else _TWO_EN.fullmatch(body)
    said = None
    if "、" in body:
        items = [i.strip() for i in _SERIES_ZH.split(body)]
    elif _LISTS_EN.search(_unbracketed(body)) and not han:
        items = [i.strip() for i in _split_outside_brackets(body)]
        if not _parallel([i for i in items if i]):
            return []  # "Priya Nair, a former teacher, £38 an hour": one option described
    elif two is not None and _parallel([two.group(1), two.group(2)]):
        items = [two.group(1).strip(), two.group(2).strip()]  # "Two nearby: a …, or a …"
    elif (said := (_PAIR_ZH if han else _PAIR_EN).search(body)) is not None:
        items = [said["a"].strip(), said["b"].strip()]
        if any(_NOT_OPTIONS.match(i) for i in items):
            return []  # "between you and me"
    else:
        return []
    items = [i for i in items if i]
    pair = "、" in body or two is not None or said is not None
    return items if len(items) >= 3 or (len(items) == 2 and pair) else []


_DETERMINER = re.compile(r"(?i)^(?:a|an|the|one)\b")


def _parallel(items: list[str]) -> bool:
    """Whether English items open alike, as options do: each with a name ("Harbor Kids
    sailing camp", "easyJet at 9:40") or an article ("a barn", "the Crown", "the Elm St one"
    beside "Park Ave")."""
    return all(
        _DETERMINER.match(i) or any(c.isupper() for c in i.split()[0]) for i in items if i.split()
    )


# What an option says of itself in brackets ("the Dock Rd loft (1 bed, £1300)"): no cut there.
_BRACKETED = re.compile(r"\([^()]*\)")


def _unbracketed(text: str) -> str:
    """``text`` with what its brackets hold blanked out, each character kept in its place."""
    return _BRACKETED.sub(lambda m: "(" + "_" * (len(m.group()) - 2) + ")", text)


def _split_outside_brackets(text: str) -> list[str]:
    """``text`` cut at the series' commas and "and"s that are not inside brackets."""
    cuts = list(_SERIES_EN.finditer(_unbracketed(text)))
    starts = [0, *(m.end() for m in cuts)]
    ends = [*(m.start() for m in cuts), len(text)]
    return [text[a:b] for a, b in zip(starts, ends, strict=True)]


_OFFER = re.compile(
    r"(?i)\b(?:or|options?|choices?|alternatives?|two|three|four|five|either)\b|[:：]\s"
    r"|或者|还是|选择|可选|[两二三四五][个家套种款条项所位]|[一二三]是|[1-9]\s*[)）]"
)


def _offers(content: str, options: list[Option]) -> bool:
    """Whether a turn offers a choice, rather than merely saying two things ("I met the
    Smiths yesterday. They were lovely."): it names several in one breath, numbers them, or
    says there is a choice ("or", "two", "options", "还是", "有三家")."""
    numbered = sum(1 for o in options if enumerated(o.text) is not None)
    return any(o.shared for o in options) or numbered >= 2 or _OFFER.search(content) is not None


_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5}
_COUNT = re.compile(r"(?i)\b(two|three|four|five|[2-5])\b|([两二三四五])[个家套种款条项位间所]")


def _announces(text: str, count: int) -> bool:
    """Whether ``text`` opens a list of ``count`` options rather than being one: it ends
    with a colon, or names their number ("Zurich has two that fit", "附近有三家")."""
    if text.rstrip().endswith((":", "：")):
        return True
    m = _COUNT.search(text)
    if m is None:
        return False
    word = (m.group(1) or m.group(2)).lower()
    return (int(word) if word.isdigit() else _COUNTS[word]) == count


def _at(content: str, text: str) -> int:
    at = content.find(text)
    return at if at >= 0 else len(content)


def _by_place(options: list[Option], ordinal: int) -> Option | None:
    numbered = {n: o for o in options if (n := enumerated(o.text)) is not None}
    if len(numbered) >= 2:  # the options number themselves: "1）…", "二是…"
        if ordinal == LAST:
            return numbered[max(numbered)]
        return numbered.get(ordinal)
    if ordinal == LAST:
        return options[-1]
    return options[ordinal - 1] if 0 < ordinal <= len(options) else None


# --- what a choice changes -------------------------------------------------------------------
# A short sentence before the list's first number ("Sure. 1) …", "好的。1、…")
_OPENING_SENTENCE = re.compile(
    r"^[^:：\n]{1,40}?[.!。！]\s*(?=[1-9]\s*[)）.、]|[一二三四五六七八](?:是|、))"
)
_ENUMERATOR = re.compile(
    r"^\s*(?:(?:and|or|plus)\s+|还有|以及|或者)?(?:[1-9]\s*[)）.、]|[一二三四五六七八](?:是|、)"
    r"|(?:first|second|third|fourth|fifth)(?:ly)?\s*,?\s*)?",
    re.IGNORECASE,
)


def option_core(text: str) -> str:
    """The option without the list's opening ("Here's the gist: ", "你家附近有三家：") and its
    number ("2）", "三是", "and "). After a number, what comes before a colon is the option's
    name, not an opening: "2. Casa Luna (Spanish immersion): $2,050/month" keeps it."""
    opened = _OPENING_SENTENCE.sub("", text, count=1)  # "Sure. 1) Little Acorns…: $1,650"
    numbered = enumerated(opened[:4]) is not None
    text = opened if numbered else text
    core = _INTRO.sub("", text, count=1) if _INTRO.match(text[:60]) and not numbered else text
    core = _ENUMERATOR.sub("", core, count=1).strip()
    return core or text


def take(draft: Draft, option: Option) -> Draft:
    """``draft`` as a decision that carries the option it takes."""
    core = option_core(option.text)
    vector, vector_ml = draft.vector, draft.vector_ml
    if vector and option.embedding:
        vector = _between(vector, option.embedding)
    elif vector_ml and option.embedding_ml:
        vector_ml = _between(vector_ml, option.embedding_ml)
    return replace(
        draft,
        text=f"{draft.text}{TAKES}{core}",
        search_text=f"{draft.search_text} {option.search_text}".strip(),
        kind="decision",
        importance=min(1.0, draft.importance + TAKEN_IMPORTANCE),
        signals=(*draft.signals, TAKEN),
        vector=vector,
        vector_ml=vector_ml,
    )


def _between(a: list[float], b: list[float]) -> Vector:
    mean = np.asarray(a, dtype=np.float32) + np.asarray(b, dtype=np.float32)
    mean /= np.linalg.norm(mean) + 1e-9
    return Vector(mean.tolist())


def turned_down_reason(draft: Draft) -> str:
    return f"turned down: {draft.text[:200]}"
