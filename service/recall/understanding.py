"""Query understanding for recall: coreference, time window, entities and the Lucene query.

"Has that order shipped?" days later means the order the user talked about last; "上次那个方案"
means the plan from last time. A demonstrative or a pronoun resolves to the most recent
matching entity of the session (then of the bank): the entity stack, newest first. The
resolved query is what gets embedded and searched, and it comes back in the response.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

from service.encoding.entities import EntityExtractor
from service.encoding.timeparse import query_window


@dataclass(frozen=True)
class StackEntity:
    key: str
    name: str
    kind: str


@dataclass(frozen=True)
class Understanding:
    resolved_query: str
    entity_keys: list[str]
    window: tuple[datetime, datetime] | None
    lucene_terms: list[str]
    resolved: dict[str, str]  # phrase in the query -> entity name it refers to


# What a demonstrative noun may refer to: (entity kinds, key hints), English and Chinese.
_NOUNS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "order": (("order",), ()),
    "package": (("order",), ()),
    "plan": (("concept", "project"), ("plan", "方案")),
    "proposal": (("concept", "project"), ("plan", "方案")),
    "option": (("concept",), ("plan", "option", "方案")),
    "project": (("project",), ()),
    "trip": (("place", "event"), ()),
    "flight": (("place", "event"), ()),
    "meeting": (("event", "concept"), ("meeting", "会")),
    "hotel": (("organization", "place", "concept"), ("hotel", "酒店")),
    "repair": (("order",), ()),
    "ticket": (("order",), ()),
    "booking": (("order",), ()),
    "reservation": (("order",), ()),
    "restaurant": (("organization", "place", "concept"), ("restaurant", "餐厅")),
    "订单": (("order",), ()),
    "快递": (("order",), ()),
    "方案": (("concept", "project"), ("方案", "plan")),
    "计划": (("concept", "project"), ("计划", "plan", "方案")),
    "项目": (("project",), ()),
    "航班": (("place", "event"), ()),
    "会议": (("event", "concept"), ("会",)),
    "酒店": (("organization", "place", "concept"), ("酒店", "hotel")),
    "餐厅": (("organization", "place", "concept"), ("餐厅", "restaurant")),
}
_EN_NOUN = "|".join(n for n in _NOUNS if n.isascii())
_ZH_NOUN = "|".join(n for n in _NOUNS if not n.isascii())
_EN_DEMONSTRATIVE = re.compile(
    rf"(?i)\b(?:that|this|the same|the)\s+({_EN_NOUN})(?:\s+(?:from|of)\s+last\s+time)?\b"
    rf"|\blast\s+time'?s\s+({_EN_NOUN})\b"
)
_ZH_DEMONSTRATIVE = re.compile(
    rf"(?:上次|之前|刚才|前几天)?(?:那个|这个|那|这)\s*[\u4e00-\u9fff]{{0,3}}?({_ZH_NOUN})"
    rf"|(?:上次|之前)的?({_ZH_NOUN})"
)
_EN_PRONOUN = re.compile(r"(?i)\b(it|that one)\b")
_ZH_PRONOUN = re.compile(r"它")
_LUCENE_SPECIAL = re.compile(r'([+\-!(){}\[\]^"~*?:\\/&|])')


def resolve(query: str, stack: list[StackEntity]) -> tuple[str, dict[str, str]]:
    """The query with demonstratives and pronouns replaced by the entities they point at."""
    resolved: dict[str, str] = {}

    def replace(match: re.Match[str]) -> str:
        noun = next(g for g in match.groups() if g)
        target = _find(noun, stack)
        if target is None:
            return match.group(0)
        resolved[match.group(0)] = target.name
        if noun.lower() in target.name.lower():
            return target.name
        return f"{noun}{target.name}" if not noun.isascii() else f"{noun} {target.name}"

    text = _EN_DEMONSTRATIVE.sub(replace, query)
    text = _ZH_DEMONSTRATIVE.sub(replace, text)
    recent = next((e for e in stack if e.kind not in ("person", "concept")), None)
    if recent is not None and not resolved:
        for pattern in (_EN_PRONOUN, _ZH_PRONOUN):
            if pattern.search(text):
                resolved[pattern.search(text).group(0)] = recent.name  # type: ignore[union-attr]
                text = pattern.sub(recent.name, text, count=1)
    return text, resolved


def _find(noun: str, stack: list[StackEntity]) -> StackEntity | None:
    kinds, hints = _NOUNS.get(noun.lower(), _NOUNS.get(noun, ((), ())))
    for hint in hints:  # in order of preference: the noun's own language first
        for entity in stack:  # newest first
            if hint in entity.key:
                return entity
    if hints:
        return None
    return next((entity for entity in stack if entity.kind in kinds), None)


def understand(
    query: str,
    stack: list[StackEntity],
    now: datetime,
    extractor: EntityExtractor,
) -> Understanding:
    resolved_query, resolved = resolve(query, stack)
    mentions = extractor.extract(resolved_query)
    keys = [m.key for m in mentions]
    by_name = {e.name: e.key for e in stack}
    keys += [by_name[name] for name in resolved.values() if name in by_name]
    terms = lucene_terms(extractor.search_terms(resolved_query))
    return Understanding(
        resolved_query=resolved_query,
        entity_keys=sorted(set(keys)),
        window=query_window(resolved_query, now),
        lucene_terms=terms,
        resolved=resolved,
    )


def lucene_terms(search_text: str, limit: int = 32) -> list[str]:
    """Escaped, de-duplicated terms, at most ``limit`` of them."""
    seen: list[str] = []
    for raw in search_text.split():
        term = _LUCENE_SPECIAL.sub(r"\\\1", raw.strip())
        if term and term not in seen:
            seen.append(term)
    return seen[:limit]


def lucene_query(bank_key: str, terms: list[str]) -> str:
    """`+bank_key:<key> +(t1 t2 …)` over text and search_text, or '' without terms."""
    if not terms:
        return ""
    fields = " ".join(f"text:{t} search_text:{t}" for t in terms)
    return f"+bank_key:{bank_key} +({fields})"
