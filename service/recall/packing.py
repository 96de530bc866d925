"""Packing recalled memories into a token budget, and the context block they make.

Memories arrive ranked best first and are packed in that order, in three runs:

1. **Full text** while a memory's line fits and leaves room for the rest: by default room for
   the short forms (and new headings) of every lower-ranked memory, that reserve capped at half
   the budget so a long tail cannot take full text from the best; with ``full_count``, the first
   ``full_count`` memories whose line fits, no reserve held.
2. **Short form** for the rest while they fit: the first sentence (or its clauses within ~24
   tokens, else a cut at a word boundary, marked "…") and up to three entities it leaves out.
3. **Dropped**: the first memory that does not fit even as a short form ends the packing.

So a higher-ranked memory is never short while a lower one is full, nor dropped while a lower
one is packed. The finished block is counted whole; while it is over the budget its last item
is demoted (full → short → dropped), so ``Packing.tokens <= budget`` always holds.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from service.embedding.tokens import TokenCounter

Language = Literal["en", "zh"]
Form = Literal["full", "short"]

SUMMARY_TOKENS = 24
SHORT_ENTITIES = 3
RESERVE_SHARE = 0.5

HEADERS: dict[Language, str] = {
    "en": "# What you remember about this user",
    "zh": "# 关于这位用户你记得的事",
}
# kind → (English, Chinese) section title, in the order sections appear.
SECTIONS: dict[str, tuple[str, str]] = {
    "preference": ("Preferences", "偏好"),
    "decision": ("Decisions", "决定"),
    "task": ("Tasks", "任务"),
    "feedback": ("Feedback", "反馈"),
    "fact": ("Facts", "事实"),
    "lesson": ("Lessons", "经验教训"),
    "transient": ("Recent requests", "近期请求"),
    "other": ("Other", "其他"),  # a kind this module does not know
}

_SENTENCE_END = re.compile(r"[.!?…](?=\s)|[。！？]")
_CLAUSE_END = re.compile(r"[,;:](?=\s)|[，；：、]")
_TRAILING = " ,;:，；：、-—"
# (below this many days, days per unit, English unit, Chinese unit)
_AGE_UNITS = (
    (14, 1, "days", "天"),
    (60, 7, "weeks", "周"),
    (365, 30, "months", "个月"),
    (10**9, 365, "years", "年"),
)


@dataclass(frozen=True)
class Packable:
    id: str
    text: str
    kind: str
    importance: float
    score: float
    occurred_at: datetime | None
    entities: tuple[str, ...]
    language: str  # "zh" | "en"


@dataclass(frozen=True)
class Packed:
    id: str
    form: Form
    text: str  # the memory as it went into the context: its full text or its short form
    tokens: int  # of ``text``; its line adds a dash, its age and its importance


@dataclass(frozen=True)
class Packing:
    context: str
    items: list[Packed]  # in ranking order
    tokens: int  # of ``context``, as the counter counts it
    budget: int
    dropped: list[str]  # ids left out, in ranking order


@dataclass(frozen=True)
class _Costs:
    """Token costs of every piece of the block in one language."""

    header: int
    headings: dict[str, int]
    full: list[int]  # each memory's line with its full text
    short: list[int]  # … and with its short form


@dataclass(frozen=True)
class _Prepared:
    """What packing derives once from each memory: one-line text, short form, their counts."""

    memories: list[Packable]
    texts: list[str]
    text_tokens: list[int]
    shorts: list[str]
    short_tokens: list[int]
    kinds: list[str]  # a key of ``SECTIONS``
    now: datetime

    @classmethod
    def of(cls, memories: list[Packable], now: datetime, counter: TokenCounter) -> _Prepared:
        texts = [_clean(m.text) for m in memories]
        text_tokens = counter.count_many(texts)
        shorts = [
            _short_form(m, text, n, counter)
            for m, text, n in zip(memories, texts, text_tokens, strict=True)
        ]
        short_tokens = counter.count_many(shorts)
        for i, n in enumerate(short_tokens):  # a short form never costs more than the text
            if n > text_tokens[i]:
                shorts[i], short_tokens[i] = texts[i], text_tokens[i]
        kinds = [m.kind if m.kind in SECTIONS else "other" for m in memories]
        return cls(memories, texts, text_tokens, shorts, short_tokens, kinds, now)

    def language(self, forms: list[Form | None]) -> Language:
        """The language of the block: that of most packed memories."""
        return majority_language([m for m, f in zip(self.memories, forms, strict=True) if f])

    def lines(self, forms: list[Form | None], language: Language) -> list[str]:
        """Each memory's line in its form; "" for a dropped one."""
        return [
            f"- {self.texts[i] if f == 'full' else self.shorts[i]} {_suffix(m, self.now, language)}"
            if f
            else ""
            for i, (m, f) in enumerate(zip(self.memories, forms, strict=True))
        ]

    def costs(self, counter: TokenCounter, language: Language) -> _Costs:
        """Line costs counted piecewise (dash, text, suffix); the finished block is recounted."""
        suffixes = [_suffix(m, self.now, language) for m in self.memories]
        unique = list(dict.fromkeys(suffixes))
        headings = [_heading(kind, language) for kind in SECTIONS]
        counts = counter.count_many([HEADERS[language], "-", *headings, *unique])
        dash, h = counts[1], len(headings) + 2
        suffix_tokens = dict(zip(unique, counts[h:], strict=True))
        tails = [dash + suffix_tokens[s] for s in suffixes]
        return _Costs(
            header=counts[0],
            headings=dict(zip(SECTIONS, counts[2:h], strict=True)),
            full=[t + n for t, n in zip(tails, self.text_tokens, strict=True)],
            short=[t + n for t, n in zip(tails, self.short_tokens, strict=True)],
        )


def pack(
    memories: list[Packable],
    budget: int,
    now: datetime,
    counter: TokenCounter,
    full_count: int | None = None,
) -> Packing:
    """Pack ranked ``memories`` into a context block of at most ``budget`` tokens."""
    if not memories or budget <= 0:
        return Packing("", [], 0, budget, [m.id for m in memories])
    prepared = _Prepared.of(memories, now, counter)
    costs: dict[Language, _Costs] = {}

    def plan(language: Language) -> list[Form | None]:
        if language not in costs:
            costs[language] = prepared.costs(counter, language)
        return _plan(costs[language], prepared.kinds, budget, full_count)

    assumed = majority_language(memories)
    forms = plan(assumed)
    if prepared.language(forms) != assumed:
        forms = plan(prepared.language(forms))
    while any(forms):
        language = prepared.language(forms)
        context = _render(prepared.kinds, forms, prepared.lines(forms, language), language)
        tokens = counter.count(context)
        if tokens <= budget:
            items, dropped = _items(prepared, forms)
            return Packing(context, items, tokens, budget, dropped)
        last = max(i for i, f in enumerate(forms) if f)
        forms[last] = "short" if forms[last] == "full" else None
    return Packing("", [], 0, budget, [m.id for m in memories])


def _plan(
    costs: _Costs, kinds: list[str], budget: int, full_count: int | None
) -> list[Form | None]:
    """The form of each memory: full, then short, then dropped (``None``); see the module doc."""
    rest_short = [0] * (len(kinds) + 1)  # short-line cost of memories i.. to the end
    rest_kinds: list[frozenset[str]] = [frozenset()] * (len(kinds) + 1)
    for i in range(len(kinds) - 1, -1, -1):
        rest_short[i] = rest_short[i + 1] + costs.short[i]
        rest_kinds[i] = rest_kinds[i + 1] | {kinds[i]}
    cap = int(budget * RESERVE_SHARE)
    used, opened, fulls = costs.header, set[str](), 0
    forms: list[Form | None] = []
    run: Form | None = "full"
    for i, kind in enumerate(kinds):
        heading = 0 if kind in opened else costs.headings[kind]
        if run == "full":
            room = budget - used - heading - costs.full[i]
            if full_count is None:
                later = rest_kinds[i + 1] - opened - {kind}
                reserve = rest_short[i + 1] + sum(costs.headings[k] for k in later)
                fits = room >= min(reserve, cap)
            else:
                fits = fulls < full_count and room >= 0
            run = "full" if fits else "short"
        if run == "short" and used + heading + costs.short[i] > budget:
            run = None
        forms.append(run)
        if run is not None:
            used += heading + (costs.full[i] if run == "full" else costs.short[i])
            fulls += run == "full"
            opened.add(kind)
    return forms


def _render(
    kinds: list[str], forms: list[Form | None], lines: list[str], language: Language
) -> str:
    """The block: header, then one section per kind in ``SECTIONS`` order, ranking kept."""
    out = [HEADERS[language]]
    for kind in SECTIONS:
        group = [ln for k, f, ln in zip(kinds, forms, lines, strict=True) if f and k == kind]
        if group:
            out.append(_heading(kind, language))
            out.extend(group)
    return "\n".join(out)


def _items(prepared: _Prepared, forms: list[Form | None]) -> tuple[list[Packed], list[str]]:
    """What was packed, in ranking order, and the ids of what was dropped."""
    items = [
        Packed(m.id, "full", prepared.texts[i], prepared.text_tokens[i])
        if f == "full"
        else Packed(m.id, "short", prepared.shorts[i], prepared.short_tokens[i])
        for i, (m, f) in enumerate(zip(prepared.memories, forms, strict=True))
        if f
    ]
    return items, [m.id for m, f in zip(prepared.memories, forms, strict=True) if not f]


def majority_language(memories: list[Packable]) -> Language:
    """Chinese when more than half of ``memories`` are Chinese, else English."""
    chinese = sum(m.language == "zh" for m in memories)
    return "zh" if chinese * 2 > len(memories) else "en"


def short_form(memory: Packable, counter: TokenCounter) -> str:
    """An extractive summary of the memory, plus up to three key entities it no longer names.

    A text that is short already is its own short form, without entities.
    """
    text = _clean(memory.text)
    return _short_form(memory, text, counter.count(text), counter)


def _short_form(memory: Packable, text: str, tokens: int, counter: TokenCounter) -> str:
    if tokens <= SUMMARY_TOKENS:
        return text
    summary = _summary(text, counter)
    lowered = summary.casefold()
    names: list[str] = []
    for entity in memory.entities:
        name = _clean(entity)
        if name and name.casefold() not in lowered and name not in names:
            names.append(name)
    if not names:
        return summary
    separator = "、" if memory.language == "zh" else ", "
    return f"{summary} [{separator.join(names[:SHORT_ENTITIES])}]"


def _summary(text: str, counter: TokenCounter) -> str:
    """The first sentence of a long ``text``; else the clauses or words of it within the limit."""
    end = _SENTENCE_END.search(text)
    sentence = text[: end.end()] if end else text
    if end and counter.count(sentence) <= SUMMARY_TOKENS:
        return sentence
    clauses = [sentence[: m.start()].rstrip(_TRAILING) for m in _CLAUSE_END.finditer(sentence)]
    clauses = [c for c in clauses if c]
    fitting = [
        c for c, n in zip(clauses, counter.count_many(clauses), strict=True) if n < SUMMARY_TOKENS
    ]
    cut = fitting[-1] if fitting else counter.truncate(sentence, SUMMARY_TOKENS - 1)
    return cut.rstrip(_TRAILING + ".!?。！？") + "…"


def humanize_age(occurred_at: datetime | None, now: datetime, language: Language) -> str:
    """How long ago, in calendar days of ``now``'s zone: today, yesterday, 3 days ago, …"""
    zh = language == "zh"
    if occurred_at is None:
        return "时间未知" if zh else "undated"
    if occurred_at.tzinfo is None or now.tzinfo is None:
        occurred_at = occurred_at.replace(tzinfo=now.tzinfo)
    else:
        occurred_at = occurred_at.astimezone(now.tzinfo)
    days = (now.date() - occurred_at.date()).days
    if days <= 0:
        return "今天" if zh else "today"
    if days == 1:
        return "昨天" if zh else "yesterday"
    _, size, en, cn = next(unit for unit in _AGE_UNITS if days < unit[0])
    count = days // size
    if zh:
        return f"{count}{cn}前"
    return f"{count} {en if count > 1 else en[:-1]} ago"


def _suffix(memory: Packable, now: datetime, language: Language) -> str:
    age = humanize_age(memory.occurred_at, now, language)
    label = "重要度" if language == "zh" else "importance"
    return f"({age}, {label} {memory.importance:.2f})"


def _heading(kind: str, language: Language) -> str:
    english, chinese = SECTIONS[kind]
    return f"## {chinese if language == 'zh' else english}"


def _clean(text: str) -> str:
    """One line: runs of whitespace (newlines included) become one space."""
    return " ".join(text.split())
