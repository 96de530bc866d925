"""Coreference: demonstratives and pronouns of a recall query, resolved against the entity stack.

"Has that order shipped?" days later means the order talked about last; "上次那个方案" the plan
of an earlier session; "is it ready?" the thing the session is about. The stack is the bank's
latest memories that mention entities, the asking session's first, newest first
(``cypher/recall/find_entity_stack.cypher``).

- A demonstrative noun ("that order", "the plan from last time", "那个航班") says what it may
  refer to (a ``Referent``): entity kinds, words in the entity's key, or the key's shape (a
  flight number). The most recent entity that fits wins, one whose memory says the noun or
  the words before it first ("那个报修工单" is the 工单号 said days ago, not the newer 订单 of
  the same kind): the asking session's memories first, newest first, the later mention first
  inside one memory; "from last time", "before", 上次, 之前 look in the earlier sessions
  first. The bare noun ("plan", "航班") refers to nothing.
- A plan is a label ("plan B", "方案B"), so the resolved query also says what it stands for:
  the text after "plan B:" / "方案B：" / "方案B是" in the latest memory that says so, else the
  named entities said in the same turns ("training plan" → "Chicago Marathon").
- When no demonstrative resolved, "it", "that one" or "它" is the asking session's most recent
  salient entity (not a person, not a concept), the first named in its memory; the "it" of
  "it's raining", "what time is it" or "is it possible to" refers to nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from service.language.entities import FLIGHT_NUMBER
from service.language.script import HAN_CLASS


@dataclass(frozen=True)
class StackEntity:
    key: str
    name: str
    kind: str


@dataclass(frozen=True)
class StackMemory:
    """A recent memory: its text, its entities in text order, whether the asking session said
    it, and the episodes (turns) it came from."""

    text: str
    entities: tuple[StackEntity, ...]
    own: bool = True
    episodes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Resolution:
    text: str  # the query with its references replaced
    resolved: dict[str, str]  # phrase in the query -> name of the entity it refers to
    keys: list[str]  # keys of those entities


@dataclass(frozen=True)
class Referent:
    """What a demonstrative noun may refer to: an entity of one of ``kinds``, or whose key
    holds one of ``words`` (beyond the bare word) or has ``shape``; ``described`` when the
    entity is a label whose meaning the query should carry (a plan)."""

    kinds: tuple[str, ...] = ()
    words: tuple[str, ...] = ()
    shape: re.Pattern[str] | None = None
    described: bool = False

    def fits(self, entity: StackEntity) -> bool:
        key = entity.key
        if key in self.words or key.removesuffix("s") in self.words:
            return False  # "the plan" is no plan in particular
        if entity.kind in self.kinds or (self.shape and self.shape.search(key)):
            return True
        return any(_holds(key, word) for word in self.words)


def _holds(key: str, word: str) -> bool:
    if not word.isascii():
        return word in key
    at = key.find(word)
    while at >= 0:
        end = at + len(word)
        if (at == 0 or not key[at - 1].isalnum()) and (end == len(key) or not key[end].isalnum()):
            return True
        at = key.find(word, at + 1)
    return False


_ORDER = Referent(kinds=("order",))
_PLAN = Referent(words=("plan", "proposal", "option", "方案", "计划"), described=True)
_PROJECT = Referent(kinds=("project",))
_TRIP = Referent(kinds=("place", "event"))
_FLIGHT_KEY = re.compile(rf"(?<![a-z0-9]){FLIGHT_NUMBER}(?![a-z0-9-])", re.IGNORECASE)
_FLIGHT = Referent(words=("flight", "航班"), shape=_FLIGHT_KEY)
_MEETING = Referent(words=("meeting", "appointment", "会议", "例会", "周会"))
_HOTEL = Referent(words=("hotel", "ryokan", "inn", "酒店", "宾馆", "民宿"))
_RESTAURANT = Referent(words=("restaurant", "餐厅", "饭店", "餐馆"))
_REFERENTS: dict[str, Referent] = {
    "order": _ORDER, "package": _ORDER, "parcel": _ORDER, "delivery": _ORDER,
    "shipment": _ORDER, "purchase": _ORDER, "repair": _ORDER, "ticket": _ORDER,
    "booking": _ORDER, "reservation": _ORDER, "refund": _ORDER,
    "plan": _PLAN, "proposal": _PLAN, "option": _PLAN,
    "project": _PROJECT, "trip": _TRIP, "flight": _FLIGHT,
    "meeting": _MEETING, "appointment": _MEETING,
    "hotel": _HOTEL, "restaurant": _RESTAURANT,
    "订单": _ORDER, "快递": _ORDER, "包裹": _ORDER, "工单": _ORDER, "维修": _ORDER,
    "预订": _ORDER, "方案": _PLAN, "计划": _PLAN, "项目": _PROJECT, "行程": _TRIP,
    "旅行": _TRIP, "航班": _FLIGHT, "会议": _MEETING, "酒店": _HOTEL, "餐厅": _RESTAURANT,
    "饭店": _RESTAURANT, "餐馆": _RESTAURANT,
}  # fmt: skip


def _alternation(ascii_: bool) -> str:
    nouns = sorted((n for n in _REFERENTS if n.isascii() == ascii_), key=len, reverse=True)
    return "|".join(nouns)


# English: "that order", "the plan from last time", "last time's plan", "the previous plan";
# Chinese: "那个订单", "上次那个装修方案", "之前的方案". Named groups tell noun and "last time".
_DEMONSTRATIVE = re.compile(
    rf"(?i:\b(?:that|this|the\s+same|the(?:\s+(?P<previous>previous|earlier))?)\s+"
    rf"(?P<noun>{_alternation(True)})"
    rf"(?P<since>\s+(?:from|of)\s+(?:last\s+time|before|earlier"
    rf"|(?:our|the)\s+last\s+(?:chat|conversation|session|call)))?\b"
    rf"|\b(?P<ago>last\s+time['’]?s)\s+(?P<noun2>{_alternation(True)})\b)"
    rf"|(?P<when>上次|上回|之前|前几天|刚才)?(?:的)?(?:那个|这个|那|这)\s*"
    rf"(?P<modifier>[{HAN_CLASS}]{{0,3}}?)(?P<noun3>{_alternation(False)})"
    rf"|(?P<when2>上次|上回|之前)的?(?P<noun4>{_alternation(False)})"
)
_EARLIER_SESSION = frozenset({"上次", "上回", "之前", "前几天"})

_PRONOUN = re.compile(r"(?i:\b(?:it|that one)\b)|它(?!们)")
_NOT_REFERRING_ADJECTIVES = (
    r"possible|impossible|hard|easy|better|best|ok|okay|safe|necessary|important|wise|smart"
    r"|fine|good|bad|normal|common|usual|allowed|legal|true|likely|unlikely|a good idea"
    r"|a bad idea|worth"
)
_WEATHER = r"rain\w*|snow\w*|sunny|cloudy|cold|hot|warm|windy|humid|freezing|dark|late|early"
# The "it" that refers to nothing: time, weather, extraposition, "it seems".
_DUMMY_IT = re.compile(
    rf"(?i)\bwhat\s+(?:time|day|date|year|month)\s+is\s+it\b"
    rf"|\bhow\s+(?:far|long)\s+(?:is|was|will)\s+it\b"
    rf"|\bit(?:['’]s|\s+is|\s+was|\s+will\s+be|\s+gets|\s+got)?\s+(?:going\s+to\s+)?"
    rf"(?:{_WEATHER})\b"
    rf"|\b(?:is|was|will)\s+it\s+(?:be\s+|going\s+to\s+)?(?:{_WEATHER})\b"
    rf"|\bit(?:['’]s|\s+is|\s+was|\s+would\s+be|\s+will\s+be)\s+(?:\w+\s+)?"
    rf"(?:{_NOT_REFERRING_ADJECTIVES})\s+(?:to|that|if|whether|for)\b"
    rf"|\b(?:is|was|would|will)\s+it\s+(?:be\s+)?(?:\w+\s+)?(?:{_NOT_REFERRING_ADJECTIVES})"
    rf"\s+(?:to|that|if|whether|for)\b"
    rf"|\bworth\s+it\b"
    rf"|\bit\s+(?:seems|seemed|looks\s+like|sounds\s+like|depends|turns\s+out|appears)\b"
)
_SALIENT_EXCLUDED = ("person", "concept")

# What a label stands for: "plan B: Hotel Kanra", "方案B：轰趴馆", "方案B是奶油风".
_DEFINITION = re.compile(
    r"\s*(?:[:：]|是(?!不|否))\s*(?P<what>(?:(?![,，。;；!?！？、\n]|\.(?:\s|$)).){1,80})"
)
_DEFINITION_CHARS = 60
_NAMED_AROUND = 2  # named entities of the same turns that describe a label, at most


def stack_memory(row: Mapping[str, Any]) -> StackMemory:
    """A row of ``recall.find_entity_stack``, its entities in the order the text names them."""
    text = str(row["text"] or "")
    folded = text.casefold()
    entities = sorted(
        (StackEntity(e["key"], e["name"], e["kind"]) for e in row["entities"]),
        key=lambda e: _position(folded, e),
    )
    return StackMemory(text, tuple(entities), bool(row["own"]), tuple(row["episodes"] or ()))


def _position(folded: str, entity: StackEntity) -> int:
    at = folded.find(entity.name.casefold())
    if at < 0:
        at = folded.find(entity.key)
    return at if at >= 0 else len(folded)


def refers_back(query: str) -> bool:
    """Whether the query has a demonstrative or a pronoun that the entity stack may resolve.
    Without one, ``resolve`` returns the query as it is whatever the stack holds, so recall
    does not read the stack."""
    return _DEMONSTRATIVE.search(query) is not None or _PRONOUN.search(query) is not None


def resolve(query: str, stack: list[StackMemory]) -> Resolution:
    """The query with demonstratives and pronouns replaced by the entities they point at."""
    resolved: dict[str, str] = {}
    keys: list[str] = []

    def replace(match: re.Match[str]) -> str:
        noun = next(g for g in match.group("noun", "noun2", "noun3", "noun4") if g)
        referent = _REFERENTS[noun.lower()]
        earlier = (
            any(match.group(g) for g in ("previous", "since", "ago"))
            or (match.group("when") or match.group("when2")) in _EARLIER_SESSION
        )
        said = (match.group("modifier") or "", noun)
        fitting = [(m, e) for m, e in _mentions(stack, earlier) if referent.fits(e)]
        target = next((e for m, e in fitting if _names(m.text, said)), None)
        target = target or next((e for _, e in fitting), None)
        if target is None:
            return match.group(0)
        resolved[match.group(0)] = target.name
        keys.append(target.key)
        text = target.name
        if noun.lower() not in text.lower():
            text = f"{noun} {text}" if noun.isascii() else f"{noun}{text}"
        about = _description(target, stack) if referent.described else ""
        if about and about.casefold() not in text.casefold():
            text += f" ({about})" if noun.isascii() else f"（{about}）"
        return text

    text = _DEMONSTRATIVE.sub(replace, query)
    if not resolved:
        text = _resolve_pronoun(text, stack, resolved, keys)
    return Resolution(text, resolved, keys)


def _mentions(stack: list[StackMemory], earlier: bool) -> Iterator[tuple[StackMemory, StackEntity]]:
    """Entities with the memory that says them, most recent mention first; earlier sessions
    first when ``earlier``."""
    memories = [m for m in stack if not m.own] + [m for m in stack if m.own] if earlier else stack
    for memory in memories:
        for entity in reversed(memory.entities):
            yield memory, entity


def _names(text: str, words: tuple[str, ...]) -> bool:
    """Whether ``text`` says one of ``words`` (a whole word in Latin script): the memory that
    calls its entity a "repair ticket" (工单) is the one "that repair ticket" means, before a
    newer order of the same kind."""
    folded = text.casefold()
    return any(word and _holds(folded, word.casefold()) for word in words)


def _resolve_pronoun(
    text: str, stack: list[StackMemory], resolved: dict[str, str], keys: list[str]
) -> str:
    target = next(
        (
            entity
            for memory in stack
            if memory.own
            for entity in memory.entities
            if entity.kind not in _SALIENT_EXCLUDED
        ),
        None,
    )
    if target is None:
        return text
    dummy = [m.span() for m in _DUMMY_IT.finditer(text)]
    for match in _PRONOUN.finditer(text):
        if any(start <= match.start() < end for start, end in dummy):
            continue
        resolved[match.group(0)] = target.name
        keys.append(target.key)
        return text[: match.start()] + target.name + text[match.end() :]
    return text


def _description(target: StackEntity, stack: list[StackMemory]) -> str:
    """What a label stands for: its latest definition, else the named things of its turns."""
    saying = [m for m in stack if any(e.key == target.key for e in m.entities)]
    for memory in saying:
        definition = _definition(memory.text, target)
        if definition:
            return definition
    episodes = {episode for m in saying for episode in m.episodes}
    around: list[str] = []
    for memory in stack:
        if memory not in saying and not episodes.intersection(memory.episodes):
            continue
        for entity in memory.entities:
            named = entity.kind not in _SALIENT_EXCLUDED and entity.key != target.key
            if named and entity.name not in around:
                around.append(entity.name)
    return ", ".join(around[:_NAMED_AROUND])


def _definition(text: str, target: StackEntity) -> str:
    for name in (target.name, target.key):
        for found in re.finditer(re.escape(name), text, re.IGNORECASE):
            match = _DEFINITION.match(text, found.end())
            if match:
                return _shorten(match.group("what").strip())
    return ""


def _shorten(text: str) -> str:
    if len(text) <= _DEFINITION_CHARS:
        return text
    cut = text[:_DEFINITION_CHARS]
    space = cut.rfind(" ")
    return cut[:space] if space > 0 else cut
