"""From retained items to semantic events ready to meet the graph: the CPU half of retain.

Each item's content is split into clause-level events; each event gets a kind (rules in
English and Chinese), an importance (the bank's default for the kind, moved by signals), a time
(relative expressions resolved against the item's timestamp), its entities and a normalised
search text. Nothing here touches Neo4j; it runs in a worker thread.
"""

from __future__ import annotations

import copy
import functools
import uuid
from dataclasses import dataclass, field, replace
from datetime import datetime
from itertools import pairwise
from typing import TYPE_CHECKING

import numpy as np

from service.encoding.kinds import Rejection, classify, detect_rejection, importance_boost
from service.encoding.llm import LlmEvent, LlmItem
from service.language.changes import says_forward
from service.language.entities import EntityExtractor, EntityMention, entity_key
from service.language.entities_zh import tag
from service.language.options import TAKES, Pointer, confirmed, listed_alike, matches, point
from service.language.script import has_han, language
from service.language.segment import segment
from service.language.speaker import speaker_label, without_address, words_said
from service.language.substance import (
    MAX_WORDS,
    Tagged,
    asks,
    asks_how_it_went,
    coarse_zh,
    fact_free,
    last_question,
    offers_choice,
    proposition,
)
from service.language.timeparse import (
    find_times,
    points_back,
    recurs,
    resolve_event_time,
    says_temporary,
    state_until,
)
from service.language.values import holds_value, typed_values
from service.language.wording import confirms, says_change, third_person, topic
from service.models import BankSettings, RetainItem

if TYPE_CHECKING:
    from spacy.tokens import Doc

Span = tuple[int, int]
MIN_IMPORTANCE = 0.05
SMALL_TALK = "small_talk"
STATES = frozenset({"fact", "preference"})  # kinds that tell what is true, not what happens
RESTATES = "restates_yes"  # the assistant's first words after the user's yes (Incoming.restates)
FACT_FREE = "fact_free"  # a fragment with nothing to remember (see language/substance.py)
CONFIRMS = "confirms"  # a yes to the assistant's question, carrying what it put (Analyzer._confirm)


@dataclass
class Draft:
    """One semantic event on its way to becoming (or reinforcing) a memory."""

    idx: int
    item_index: int
    episode_id: str
    text: str
    kind: str
    signals: tuple[str, ...]
    confidence: float
    importance: float
    half_life_days: float
    occurred_at: datetime
    valid_until: datetime | None
    entities: list[EntityMention]
    rejection: Rejection | None
    role: str
    session_id: str | None
    language: str
    search_text: str
    skip: bool = False
    pointer: Pointer | None = None  # an option of a list it takes or turns down (options.py)
    asked: str = ""  # the question the user's reply it was cut from answers (bounds.py)
    # the one person that question names ("Nice! And Theo?"): whom the reply's "he" means
    # (``referents.refer``); a question said in an earlier request is no memory to name them
    asked_of: EntityMention | None = None
    memory_id: str = field(default_factory=lambda: str(uuid.uuid4()))
    vector: list[float] = field(default_factory=list)  # in the primary space…
    vector_ml: list[float] = field(default_factory=list)  # …or the multilingual one

    @functools.cached_property
    def array(self) -> np.ndarray:
        """The draft's one vector as an array, in whichever space it has (read after
        embedding)."""
        return np.asarray(self.vector_ml or self.vector, dtype=np.float32)

    @property
    def multilingual(self) -> bool:
        return bool(self.vector_ml)

    def vectors(self) -> dict[str, list[float] | None]:
        """``vector`` and ``vector_ml`` as the Cypher rows take them: one of them null."""
        return {"vector": self.vector or None, "vector_ml": self.vector_ml or None}

    @property
    def keys(self) -> frozenset[str]:
        return frozenset(e.key for e in self.entities)


@dataclass(frozen=True)
class Analysis:
    drafts: list[Draft]
    causes: list[tuple[int, int]]  # (cause draft idx, effect draft idx)

    def for_attempt(self) -> Analysis:
        """A copy for one try of the write transaction: storing adjusts drafts (a first
        mention raises importance, entity keys become the bank's), and a retried
        transaction must start from the analysis, not from what the failed try left."""
        return Analysis(drafts=[copy.copy(d) for d in self.drafts], causes=list(self.causes))


@dataclass(frozen=True)
class Incoming:
    """An item whose episode is new, with what retain already knows of it."""

    index: int
    episode_id: str
    item: RetainItem
    timestamp: datetime
    # said by the user just after the assistant asked something in its session ("Any format
    # preference?" / "physical only, paperback or hardcover"): its first part answers that
    answers: bool = False
    # the question the assistant asked just before, when the user said this after it (a
    # yes-or-no question too): "no" there declines the offer ("要不要提醒你？" / "不用 她有钥匙")
    replies_to: str = ""
    # said by the assistant just after the user said yes to it, opening with an
    # acknowledgement ("行 就它了" / "好的，地板定实木复合"; "yeah fine" / "Done: booked you on the
    # 7:40"): its first part says what the user agreed to, and counts as theirs
    restates: bool = False
    # the person (name, entity key) its session named last before this request, or the bank
    # not long before (service.encoding.referents): whom its "she" or "他" may mean
    referent: tuple[str, str] | None = None


class Analyzer:
    """Holds the NLP models (loaded once per process) and turns items into drafts."""

    def __init__(self, extractor: EntityExtractor) -> None:
        self.extractor = extractor

    def warm_up(self) -> None:
        """Load the NLP models now rather than on the first request."""
        self.extractor.extract_many(["Warm-up: Alice flew to Paris.", "张伟下周三去上海。"])

    def analyse(
        self,
        incoming: list[Incoming],
        settings: BankSettings,
        llm: dict[int, LlmItem] | None = None,
    ) -> Analysis:
        """Drafts for the items: from the LLM's extraction where one is given for an item
        (the caller did not set its kind), from the rules otherwise."""
        drafts: list[Draft] = []
        causes: list[tuple[int, int]] = []
        by_rules: list[tuple[Draft, tuple[int, int]]] = []  # with its span in the turn
        for entry in incoming:
            extraction = llm.get(entry.index) if llm and entry.item.kind is None else None
            first = len(drafts)
            if extraction is not None:
                for event in extraction.events:
                    drafts.append(self._llm_draft(len(drafts), entry, event, settings))
                causes += [(first + c.cause, first + c.effect) for c in extraction.causes]
                continue
            events, local_causes = self._split(entry.item)
            for text, span in events:
                drafts.append(self._draft(len(drafts), entry, text, settings))
                by_rules.append((drafts[-1], span))
            _carry_bound(drafts[first:])
            _point_across(drafts[first:])
            causes += [(first + a, first + b) for a, b in local_causes]
        # One spaCy parse per turn; each event reads its slice of it.
        turns = list(dict.fromkeys(entry.item.content for entry in incoming))
        docs = dict(zip(turns, self.extractor.parse_many(turns), strict=True))
        content_of = {entry.index: entry.item.content for entry in incoming}
        unparsed: list[Draft] = []
        for draft, span in by_rules:
            doc = docs[content_of[draft.item_index]]
            found = self.extractor.mentions_in(doc, *span) if doc is not None else None
            if found is None:
                unparsed.append(draft)
            else:
                draft.entities = found
        mentions = self.extractor.extract_many([d.text for d in unparsed])
        for draft, found in zip(unparsed, mentions, strict=True):
            draft.entities = found
        answering = {e.index for e in incoming if e.answers}
        replying = {e.index: e.replies_to for e in incoming if e.replies_to}
        # whom a question names matters only to a pronoun (``referents.refer``): said in a
        # turn, in what a yes takes from its question, or in what an LLM made of a turn
        pronoun = bool(llm) or any(
            third_person(e.item.content) or third_person(e.replies_to) for e in incoming
        )
        asked_of = self._asked_of(replying) if pronoun else {}
        first_of: dict[int, int] = {}  # item index -> its first draft
        for draft, _ in by_rules:
            first_of.setdefault(draft.item_index, draft.idx)
        for draft, span in by_rules:
            doc = docs[content_of[draft.item_index]]
            first = first_of[draft.item_index] == draft.idx
            answer = draft.item_index in answering and first
            question = replying.get(draft.item_index, "")
            if question and first and _declines(draft, question):
                draft.rejection = None  # "不用" to "要不要提醒你？": the offer, not a statement
            if question and draft.role == "user":
                draft.asked = question
                draft.asked_of = asked_of.get(draft.item_index)
            if question and first and draft.role == "user":
                # a yes to "So the one on Maple Street?" takes the option the question names,
                # whatever the rest says ("对 明天去签合同": the contract is no option)
                draft.pointer = confirmed(words_said(draft.text), question) or draft.pointer
            quality = answer and not asks_how_it_went(question)
            if _says_nothing(draft, doc, span, answer, quality):
                draft.skip = True
                draft.signals += (FACT_FREE,)
        _keep_listed([draft for draft, _ in by_rules])
        restating = {e.index for e in incoming if e.restates}
        for draft, _ in by_rules:
            if draft.item_index in restating and first_of[draft.item_index] == draft.idx:
                draft.signals += (RESTATES,)
        self._confirm(by_rules, first_of, replying, content_of, settings)
        spans = {draft.idx: span for draft, span in by_rules}
        _fill_search_text(drafts, incoming, self.extractor, docs, spans)
        return Analysis(drafts=drafts, causes=causes)

    def _asked_of(self, replying: dict[int, str]) -> dict[int, EntityMention]:
        """For each reply (item index -> the question it replies to), the one person its
        question names, if it names exactly one."""
        items = [
            (index, q) for index, question in replying.items() if (q := last_question(question))
        ]
        found = self.extractor.extract_many([q for _, q in items])
        out: dict[int, EntityMention] = {}
        for (index, _), mentions in zip(items, found, strict=True):
            people = {m.key: m for m in mentions if m.kind == "person"}
            if len(people) == 1:
                out[index] = next(iter(people.values()))
        return out

    def _confirm(
        self,
        by_rules: list[tuple[Draft, Span]],
        first_of: dict[int, int],
        replying: dict[int, str],
        content_of: dict[int, str],
        settings: BankSettings,
    ) -> None:
        """A user's yes to the assistant's yes-or-no question makes what the question put
        theirs: the reply's first part carries it ("yeah, that one → the 5-year fixed at
        4.45%", "嗯 → 那就订民宿"), so a bare yes is a memory and says what it agreed to. Not
        when the reply goes on to change what was put ("对 改成周三" to "周二下午三点？")."""
        confirmed = [
            (draft, said)
            for draft, _ in by_rules
            if draft.role == "user"
            and first_of[draft.item_index] == draft.idx
            and (said := proposition(replying.get(draft.item_index, "")))
            and confirms(words_said(draft.text))
            and not _revises(content_of[draft.item_index], said)
        ]
        if not confirmed:
            return
        found = self.extractor.extract_many([said for _, said in confirmed])
        for (draft, said), mentions in zip(confirmed, found, strict=True):
            shift = len(draft.text) + len(TAKES)
            draft.text = f"{draft.text}{TAKES}{said}"
            draft.entities = [
                *draft.entities,
                *(replace(m, start=m.start + shift, end=m.end + shift) for m in mentions),
            ]
            draft.language = language(words_said(draft.text))
            _keep(draft)
            draft.signals += (CONFIRMS,)
            draft.rejection = None
            if draft.kind in ("transient", "fact"):  # agreeing to what was put is deciding
                defaults = settings.kinds["decision"]
                draft.kind = "decision"
                draft.importance = clamp(defaults.importance)
                draft.half_life_days = defaults.half_life_days

    def _llm_draft(
        self, idx: int, entry: Incoming, event: LlmEvent, settings: BankSettings
    ) -> Draft:
        draft = self._draft(idx, entry, event.text, settings, kind=event.kind)
        draft.signals = ("llm", *draft.signals[1:])
        draft.entities = [_mention(event.text, e.name, e.kind) for e in event.entities]
        draft.rejection = Rejection(target=event.rejects, signal="llm") if event.rejects else None
        return draft

    @staticmethod
    def _split(item: RetainItem) -> tuple[list[tuple[str, Span]], list[tuple[int, int]]]:
        """The item's events, each with its span in the content, and the causal pairs."""
        content = item.content
        whole = content.strip()
        start = len(content) - len(content.lstrip())
        kept = [(whole, (start, start + len(whole)))]
        if item.kind is not None:  # the caller classified it: keep the item whole
            return kept, []
        label = speaker_label(content)
        offset = label.end if label is not None else 0
        seg = segment(content[offset:])
        if len(seg.events) <= 1:  # one event: keep the words exactly as written
            return kept, []
        # A speaker's label stays in front of each of their events: who said it is part of it.
        prefix = f"{label.name}: " if label is not None else ""
        events = [
            (prefix + text, (offset + a, offset + b))
            for text, (a, b) in zip(seg.events, seg.spans, strict=True)
        ]
        return events, list(seg.causes)

    def _draft(
        self,
        idx: int,
        entry: Incoming,
        text: str,
        settings: BankSettings,
        kind: str | None = None,
    ) -> Draft:
        item = entry.item
        signals: tuple[str, ...]
        given = kind or item.kind
        words = words_said(text)
        if given is not None:
            kind, signals, confidence = given, ("given",), 1.0
        else:
            guess = classify(without_address(words), item.role)
            kind, signals, confidence = guess.kind, tuple(guess.signals), guess.confidence
        defaults = settings.kinds[kind]  # type: ignore[index]
        boost, boost_signals = importance_boost(words, item.role)
        when = resolve_event_time(_with_time_asked(words, entry), entry.timestamp)
        # A fact or a liking stays true after a day it names ("deposit due June 1"); only a
        # bound said of it ends it ("until Friday", "这几天"). What is to be done, or asked,
        # is over when its time is, unless that time recurs ("a weekday reminder at 7:35 am",
        # "每天早上7点提醒我吃药"): then it is never over at its first.
        until = when.valid_until if kind not in STATES else state_until(words, entry.timestamp)
        if until is not None and kind not in STATES and recurs(words):
            until = None
        return Draft(
            idx=idx,
            item_index=entry.index,
            episode_id=entry.episode_id,
            text=text,
            kind=kind,
            signals=tuple(signals) + tuple(boost_signals),
            confidence=confidence,
            importance=clamp(defaults.importance + boost),
            half_life_days=defaults.half_life_days,
            occurred_at=when.occurred_at,
            valid_until=until,
            entities=[],
            rejection=detect_rejection(words),
            pointer=point(words),
            role=item.role,
            session_id=item.session_id,
            language=language(words),
            search_text="",  # filled for all drafts at once, with their context
            skip=kind == "transient" and SMALL_TALK in signals,
        )


def _fill_search_text(
    drafts: list[Draft],
    incoming: list[Incoming],
    extractor: EntityExtractor,
    docs: dict[str, Doc | None],
    spans: dict[int, Span],
) -> None:
    """What the full-text index sees of each memory: the event, the whole turn it came from,
    the turn before it in the same session (when the same request carries it) and the
    month and year it happened. A question rarely repeats one clause's words; it often
    repeats the turn's, or its neighbour's. Each distinct text is analysed once."""
    by_index = {entry.index: entry for entry in incoming}
    previous: dict[int, str] = {}
    last_in_session: dict[str | None, str] = {}
    for entry in sorted(incoming, key=lambda e: e.index):
        session = entry.item.session_id
        if session is not None and session in last_in_session:
            previous[entry.index] = last_in_session[session]
        last_in_session[session] = entry.item.content
    terms: dict[str, str] = {}
    for content, doc in docs.items():
        if doc is not None:
            terms[content.strip()] = extractor.terms_in(doc)
    parts_of: list[list[str]] = []
    for draft in drafts:
        content = by_index[draft.item_index].item.content
        parts = [draft.text, content]
        if draft.item_index in previous:
            parts.append(previous[draft.item_index])
        parts_of.append(list(dict.fromkeys(p.strip() for p in parts)))
        doc, span = docs.get(content), spans.get(draft.idx)
        if doc is not None and span is not None and draft.text not in terms:
            label = len(draft.text) - (span[1] - span[0])  # "Caroline: " before the words
            if label >= 0 and doc.text[span[0] : span[1]] == draft.text[label:]:
                name = draft.text[:label].rstrip(": ").lower()
                terms[draft.text] = " ".join(filter(None, [name, extractor.terms_in(doc, *span)]))
    unique = [p for p in dict.fromkeys(p for parts in parts_of for p in parts) if p not in terms]
    terms.update(zip(unique, extractor.search_terms_many(unique), strict=True))
    for draft, parts in zip(drafts, parts_of, strict=True):
        when = draft.occurred_at.strftime("%B %Y").lower()
        draft.search_text = " ".join([*(terms[p] for p in parts), when])


def _carry_bound(drafts: list[Draft]) -> None:
    """A state told after a bounded one in the same turn ends when it does: "I'm at my
    sister's until the 24th, so anything for me goes to 9 Chapel Lane till then", "they've
    put me on night shifts until May 31. I'm asleep from 8am to 3pm". A state with a time of
    its own, or a task, keeps its own."""
    bound: datetime | None = None
    for draft in drafts:
        if draft.valid_until is not None:
            if draft.kind in STATES:
                bound = draft.valid_until
            continue
        then = points_back(draft.text)
        timeless = draft.kind in STATES and not typed_values(draft.text) - _clock_only(draft)
        if bound is not None and (then or timeless):
            draft.valid_until = bound


def _keep_listed(drafts: list[Draft]) -> None:
    """An item of a list a turn gives is kept when another item of it is: "Bean, black and
    white, very shy" beside "Tofu, tabby girl, 10 weeks" is an option, not small talk."""
    by_item: dict[int, list[Draft]] = {}
    for draft in drafts:
        by_item.setdefault(draft.item_index, []).append(draft)
    for parts in by_item.values():
        kept = [d for d in parts if not d.skip]
        for draft in parts:
            if FACT_FREE in draft.signals and any(listed_alike(k.text, draft.text) for k in kept):
                _keep(draft)


def _keep(draft: Draft) -> None:
    """A draft cut out as fact-free is kept after all."""
    draft.skip = False
    draft.signals = tuple(s for s in draft.signals if s != FACT_FREE)


def _point_across(drafts: list[Draft]) -> None:
    """A turn's part that names an option without a yes or a no to it, followed by one that
    says yes or no without naming one ("the balcony one is gorgeous. we're going for it"):
    the first points at the option, with the second's stance."""
    for here, after in pairwise(drafts):
        if here.pointer is None and after.pointer is None and here.role == "user":
            found = point(f"{words_said(here.text)}. {words_said(after.text)}")
            if found is None:
                continue
            if found.ordinal is not None or matches(found.words, here.text) == len(found.words):
                here.pointer = found  # the option is named in this part, not the next


def _revises(reply: str, said: str) -> bool:
    """Whether a reply that opens with a yes changes what the question put: it says a change,
    or gives another value of a kind the question gave one of ("yep, make it 4pm" to "3pm
    then?")."""
    if says_change(reply):
        return True
    put = typed_values(said)
    kinds = {kind for kind, _ in put}
    return any(kind in kinds and (kind, value) not in put for kind, value in typed_values(reply))


def _clock_only(draft: Draft) -> frozenset[tuple[str, str]]:
    """The times and parts of day a draft names: they say when in a day, not until when."""
    return frozenset(v for v in typed_values(draft.text) if v[0] in ("clock", "daypart"))


def _with_time_asked(words: str, entry: Incoming) -> str:
    """A reply read with the time the question before it asked about, when it names none of
    its own ("Uh oh, big weekend?" / "helped my brother move to tacoma": the weekend just
    gone; "周末去哪玩了？" / "带爸妈去了趟莫干山")."""
    if not entry.replies_to or find_times(words, entry.timestamp):
        return words
    asked = find_times(entry.replies_to, entry.timestamp)
    # the question first: it says the time the reply tells of ("周末过得怎么样？" then
    # "带儿子去了自然博物馆"), as a time said before what was done
    return f"{entry.replies_to}\n{words}" if asked else words


def _declines(draft: Draft, question: str) -> bool:
    """Whether a reply's rejection declines what the assistant's ``question`` offered rather
    than a thing said: it names nothing ("nah"), or nothing the question named ("不用 她有钥匙"
    after "要不要提醒你留门卡？": the rest is the reason). "不要方案A" after "要不要用方案A？"
    still turns down plan A."""
    if draft.rejection is None:
        return False
    target = draft.rejection.target
    return not target or not (topic(target) & topic(question))


def _says_nothing(
    draft: Draft, doc: Doc | None, span: Span, answer: bool = False, quality: bool = False
) -> bool:
    """Whether an event the rules cut out says no fact: it names no entity and holds no
    typed value, rejects nothing, and its parts of speech say nothing of anything.
    ``answer``: it opens the user's reply to the assistant's question."""
    if draft.skip or draft.rejection is not None or "given" in draft.signals:
        return False
    label = speaker_label(draft.text)
    said = draft.text[label.end :] if label is not None else draft.text
    # a part of the day alone is no fact ("good night!"); the parts of speech judge it
    if holds_value(said) or draft.pointer is not None:  # "book the easyJet one then"
        return False
    # what the user says is to hold from now on is a decision, whatever it points back at
    # ("以后出差就它了", said of the hotel of the line before; "from now on that's the one")
    if draft.role == "user" and says_forward(said, strong=True):
        return False
    if draft.role == "assistant" and asks(said):
        return not offers_choice(said)  # "Shall I set an alarm?"; not "Window or aisle?"
    # a while said of a state ("接下来三周都得绕路", "for the next two weeks") bounds it: a
    # fact, whatever the parts of speech (jieba reads 修路 and 绕路 as nouns)
    if draft.kind in STATES and draft.valid_until is not None and says_temporary(said):
        return False
    if any(e.kind != "concept" for e in draft.entities):
        return False  # a name is something to remember ("Poor Mochi"), a noun may not be
    words: list[Tagged]
    if doc is None or has_han(said):
        words = [(w.text, coarse_zh(w.flag)) for w in tag(said) if w.flag not in ("x", "w")]
        words = [(w, "NEG" if w in _ZH_NEGATIONS else t) for w, t in words if w.strip()]
    else:
        piece = doc.char_span(*span, alignment_mode="expand")
        if piece is None or len(piece) > 3 * MAX_WORDS:
            return False
        words = [(t.text, _coarse_en(t.pos_, t.dep_)) for t in piece if not t.is_punct]
        if label is not None:
            words = words[len(label.name.split()) :]
    return fact_free(
        said, draft.role, words, to_assistant=label is None, answer=answer, quality=quality
    )


_ZH_NEGATIONS = frozenset({"不", "没", "没有", "别", "不要", "不用", "不再"})
_EN_TAGS = {
    "NOUN": "NOUN",
    "PROPN": "NOUN",
    "NUM": "NUM",
    "VERB": "VERB",
    "AUX": "VERB",
    "ADJ": "ADJ",
    "PRON": "PRON",
}


def _coarse_en(pos: str, dep: str) -> str:
    return "NEG" if dep == "neg" else _EN_TAGS.get(pos, "X")


def _mention(text: str, name: str, kind: str) -> EntityMention:
    start = text.find(name)
    return EntityMention(
        name=name,
        key=entity_key(name),
        kind=kind,
        start=max(start, 0),
        end=start + len(name) if start >= 0 else 0,
    )


def clamp(value: float) -> float:
    return max(MIN_IMPORTANCE, min(1.0, value))
