"""Query understanding for recall: coreference, time window, entities and the Lucene query.

"Has that order shipped?" days later means the order the user talked about last; "上次那个方案"
means the plan from last time (see ``coreference``). The resolved query is what gets embedded
and searched, and it comes back in the response; the time window is read from the query as
asked, so what a resolved plan stands for cannot move it.

The spaCy parse is most of the cost; its result depends on the text alone, so the entity keys
and search terms of recent queries are kept (an agent asks the same thing again and again).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from typing import Any

from service.fulltext import lucene_terms
from service.language.entities import EntityExtractor
from service.language.entities_zh import reads_as_order
from service.language.substance import asks_to_do
from service.language.timeparse import query_window
from service.recall.coreference import StackMemory, resolve
from service.recall.currency import asks_about_the_past
from service.recall.siblings import asks_for_several, asks_for_things

# A Chinese question in the perfective ("周二那天买了什么？", "3号吃过什么"): it asks what
# happened, though no word of asks_about_the_past is in it.
_PERFECTIVE = re.compile(r"[\u4e00-\u9fff][了过](?:[\u4e00-\u9fff]{0,6})(?:[？?吗呢]|$)|那天|那次")


def looks_back(query: str) -> bool:
    """Whether a query asks what was, for its time window (``query_window``'s ``past``)."""
    return asks_about_the_past(query) or _PERFECTIVE.search(query) is not None


@dataclass(frozen=True)
class Understanding:
    resolved_query: str
    entity_keys: list[str]
    window: tuple[datetime, datetime] | None
    lucene_terms: list[str]
    resolved: dict[str, str]  # phrase in the query -> entity name it refers to
    several: bool = False  # whether it asks for several things at once (``siblings``)
    request: bool = False  # whether it asks to have something done (``asks_to_do``)


def understand(
    query: str,
    stack: list[StackMemory],
    now: datetime,
    extractor: EntityExtractor,
) -> Understanding:
    resolution = resolve(query, stack)
    resolved_query = resolution.text
    keys, search_terms, plural, verb_first = keys_and_terms(extractor, resolved_query)
    terms = lucene_terms(search_terms)
    return Understanding(
        resolved_query=resolved_query,
        entity_keys=sorted(set(keys) | set(resolution.keys)),
        window=query_window(query, now, past=looks_back(query)),
        lucene_terms=terms,
        resolved=resolution.resolved,
        several=plural or asks_for_several(query),
        request=asks_to_do(query, verb_first),
    )


@lru_cache(maxsize=4096)
def keys_and_terms(
    extractor: EntityExtractor, text: str
) -> tuple[tuple[str, ...], str, bool, bool]:
    """The entity keys and search terms of ``text`` (``mentions_and_terms``), whether, as
    an English question, it asks for a plural (``asks_for_things``), and whether it reads as
    an order ("rebuild the UI", "看看二月谁迟到最多"), from one parse; remembered."""
    doc = extractor.parse_many([text])[0]
    if doc is None:  # Chinese: no parse; its words say whether it asks for several, and
        # whether it opens with what to do
        mentions, search_terms = extractor.mentions_and_terms(text)
        return tuple(m.key for m in mentions), search_terms, False, reads_as_order(text)
    mentions = extractor.mentions_in(doc, 0, len(doc.text)) or []
    keys = tuple(m.key for m in mentions)
    return keys, extractor.terms_in(doc), asks_for_things(doc), _reads_as_order(doc)


def _reads_as_order(doc: Iterable[Any]) -> bool:
    """Whether an English parse opens with an order: a verb in the base form, or the
    sentence's verb with no subject ("set up the team retro…": the small model takes 'set'
    for a past tense)."""
    first = next((t for t in doc if not t.is_punct and not t.is_space), None)
    if first is None:
        return False
    subject = any(c.dep_.startswith("nsubj") for c in first.children)
    return first.tag_ == "VB" or (first.pos_ == "VERB" and first.dep_ == "ROOT" and not subject)
