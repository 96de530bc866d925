"""Segmentation: one conversation turn becomes clause-level semantic events and causal hints.

Rules only (stdlib), for English and Chinese. A turn is cut into sentences (. ! ? 。！？ and
newlines, but not inside numbers such as 1.2M or after abbreviations such as Dr. or e.g.), each
sentence into clauses (at ; ； and at connectors that start a new event: "and also", "then,",
另外, 然后...), and a clause into two events around a causal connective ("X because Y",
"因为X，所以Y"). Commas alone never cut. A clause that opens with a result marker ("So",
"That's why", 所以, 结果) is the effect of the event before it, even across sentences.

Fragments too short to stand alone (under two words, under three Chinese characters) are
merged back into a neighbour, taking the original text between them along, so nothing is lost.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from service.language.script import HAN, HAN_CLASS, language
from service.language.values import typed_values, without_values

_Span = tuple[int, int]
_Split = tuple[list[_Span], list[tuple[int, int]]]  # events and (cause, effect) links

_ZH_CONTENT = re.compile(f"[{HAN_CLASS}A-Za-z0-9]")
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
MIN_ZH_CHARS = 3
MIN_EN_WORDS = 2
# a price said alone: its value and at most this much besides ("an hour", "一个月")
MAX_PRICE_EN_WORDS = 2
MAX_PRICE_ZH_CHARS = 3
_PRICES = frozenset({"amount", "percent"})
MAX_CAUSAL_SPLITS = 3  # per clause

# --- sentences -------------------------------------------------------------------------------
# An ASCII terminator ends a sentence only before a space, CJK text or the end, so the dots of
# 1.2M, 3.5 and example.com never cut. Closing quotes and brackets stay with their sentence.
_TERMINATOR = re.compile(
    rf"[。！？]+[”’」』）)]*|[.!?]+[\"'”’)\]]*(?=[\s{HAN_CLASS}]|$)|[\r\n]+",
)
_KEEPS_MARK = re.compile(r"[?？\"'”’」』）)\]]")  # a question or a quotation keeps its mark
_TOKEN_BEFORE_DOT = re.compile(r"(?<![A-Za-z.])[A-Za-z][A-Za-z.]*$")
_NEXT_VISIBLE = re.compile(r"\s*(\S)")
# The number of a list's item, at the start of a line or after a colon or a semicolon: "1. 北京
# 名校研学营", "\n2. Casa Luna": the dot after it ends nothing.
_LIST_NUMBER = re.compile(r"(?:[\r\n：;；]|:\s|^)[ \t]*\d{1,2}$")  # not a clock's "15:35."
# Never end a sentence: titles and Latin abbreviations that a name or clause always follows.
_FIXED_ABBREVIATIONS = frozenset(
    {"mr.", "mrs.", "ms.", "dr.", "prof.", "st.", "jr.", "sr.", "vs.", "e.g.", "i.e.", "cf.",
     "approx.", "fig.", "dept.", "mt."}
)  # fmt: skip
# End a sentence only when a capital (or CJK) follows: "the U.S. market" vs "in the U.S. Then".
_SOFT_ABBREVIATIONS = frozenset(
    {"u.s.", "u.k.", "u.n.", "e.u.", "a.m.", "p.m.", "etc.", "inc.", "ltd.", "co.", "corp."}
)

# --- clauses ---------------------------------------------------------------------------------
_CONNECTOR = (
    r"(?:and\s+(?:also|then)|also|then(?=\s*[,，])|plus(?!\s+(?:one|1|minus)\b)"
    r"|besides(?=\s*[,，]|\s+(?:i|we|you|he|she|they|it)\b)"
    r"|另外|还有(?![一二两三四五六七八九十几多\d])|然后|并且|同时)(?![A-Za-z'’])"
)
_LEADING_CONNECTOR = re.compile(rf"{_CONNECTOR}\s*[,，]?\s*", re.IGNORECASE)
_CLAUSE_BREAK = re.compile(
    rf"[;；]|\s*[,，]\s*(?={_CONNECTOR})"  # "X; Y", "X, also Y", "X，另外Y"
    r"|\s+(?=and\s+(?:also|then)(?![A-Za-z'’]))"  # "X and then Y"
    # "X then, Y"; not "till then, Y": a bound that points back ends the clause before it
    r"|(?<!\btill)(?<!\btil)(?<!\buntil)(?<!\bto)(?<!\bby)(?<!\bsince)(?<!\bfrom)"
    r"(?<!\bbefore)\s+(?=then\s*[,，])"
    r"|(?<=[^\s,，;；])(?=然后|并且)",  # "X然后Y"
    re.IGNORECASE,
)
_LEAD_JUNK = " \t\r\n,，、;；:：.。!！?？-–—•*·"
_TRAIL_JUNK = " \t\r\n,，、;；:：-–—"

# --- causes ----------------------------------------------------------------------------------
# A clause opening with a result marker is the effect of the event before it.
_RESULT_LEAD = re.compile(
    r"(?:so(?!\s+(?:far|much|many|that)\b)|therefore|thus|hence|that['’]?s\s+why"
    r"|that\s+is\s+why|as\s+a\s+result|所以|因此|因而|于是|结果(?![是呢如怎])"
    r")(?![A-Za-z'’])\s*[,，]?\s*",
    re.IGNORECASE,
)
# "Because X, Y" / "因为X，所以Y" / "由于X，Y": cause first, cut at the comma.
_CAUSE_PREFIX = re.compile(r"(?:because(?!\s+of\b)|因为|由于)\s*", re.IGNORECASE)
_PREFIX_RESULT_COMMA = re.compile(r"\s*[,，]\s*(?:so\b|then\b|所以|因此|因而|那么)\s*[,，]?\s*")
_PREFIX_COMMA = re.compile(r"\s*[,，]\s*")
# "X because Y" / "X，因为Y": the effect comes first.
_EFFECT_FIRST = re.compile(r"\s*[,，]?\s*(?:\bbecause(?!\s+of\b)|因为)\s*", re.IGNORECASE)
# "X, so Y" / "X and so Y" / "X，所以Y" / "X导致了Y": the cause comes first.
_CAUSE_FIRST = re.compile(
    r"\s*[,，]\s*(?:so|therefore|thus|hence)\b(?!\s+(?:that|far|much|many)\b)\s*[,，]?\s*"
    r"|\s+and\s+so\b(?!\s+(?:on|forth)\b)\s*[,，]?\s*"
    r"|\s*[,，]?\s*(?<!之)(?:所以|因此|因而|导致了?)\s*",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Segmentation:
    events: list[str]  # clause-level events, trimmed, in order, none empty
    causes: list[tuple[int, int]]  # (cause_index, effect_index) pairs between events
    # where each event sits in the turn (its text is that slice, whitespace runs collapsed)
    spans: list[tuple[int, int]] = field(default_factory=list, compare=False)


@dataclass
class _Unit:
    start: int
    end: int
    sentence: int
    members: list[int]  # indices of the draft units merged into this one


@dataclass
class _Draft:
    text: str
    units: list[_Unit] = field(default_factory=list)
    causes: list[tuple[int, int]] = field(default_factory=list)

    def add(self, span: _Span, sentence: int) -> None:
        self.units.append(_Unit(span[0], span[1], sentence, [len(self.units)]))


def segment(text: str) -> Segmentation:
    """Split one turn into events, in order, with (cause, effect) index pairs between them."""
    draft = _Draft(text)
    for number, (start, end) in enumerate(_sentences(text)):
        for clause in _clauses(text, start, end):
            _add_clause(draft, clause, number)
    return _finish(draft)


def _trim(text: str, start: int, end: int) -> _Span | None:
    while start < end and text[start] in _LEAD_JUNK:
        start += 1
    while end > start and text[end - 1] in _TRAIL_JUNK:
        end -= 1
    return (start, end) if start < end else None


def _sentences(text: str) -> list[_Span]:
    spans: list[_Span] = []
    start = 0
    for match in _TERMINATOR.finditer(text):
        end = match.end() if _KEEPS_MARK.search(match.group()) else match.start()
        if match.group() == ".":
            role = _dot_role(text, match.start())
            if role == "inside":
                continue
            if role == "abbreviation-end":
                end = match.end()  # "in the U.S." keeps its dot
        spans.append((start, end))
        start = match.end()
    spans.append((start, len(text)))
    return [span for span in (_trim(text, *raw) for raw in spans) if span]


def _dot_role(text: str, dot: int) -> str:
    """Whether a dot ends a sentence ("end"), sits inside one ("inside": Dr. Smith, or the
    number that opens a line of a list, "2. Casa Luna: $2,050/month") or ends both an
    abbreviation and a sentence ("abbreviation-end": in the U.S. Then...)."""
    if _LIST_NUMBER.search(text, max(0, dot - 8), dot) or (dot <= 2 and text[:dot].isdigit()):
        return "inside"
    token = _TOKEN_BEFORE_DOT.search(text, max(0, dot - 16), dot)
    word = token.group().lower() + "." if token else ""
    if word in _FIXED_ABBREVIATIONS:
        return "inside"
    if word not in _SOFT_ABBREVIATIONS:
        return "end"
    following = _NEXT_VISIBLE.match(text, dot + 1)
    if following is None:
        return "abbreviation-end"
    char = following.group(1)
    return "abbreviation-end" if char.isupper() or HAN.match(char) else "inside"


def _clauses(text: str, start: int, end: int) -> list[_Span]:
    """Cut a sentence at semicolons and connectors; drop the connector words."""
    clauses: list[_Span] = []
    pieces: list[_Span] = []
    cursor = start
    for match in _CLAUSE_BREAK.finditer(text, start, end):
        pieces.append((cursor, match.start()))
        cursor = match.end()
    pieces.append((cursor, end))
    for piece in pieces:
        span = _trim(text, *piece)
        if span is None:
            continue
        connector = _LEADING_CONNECTOR.match(text, span[0], span[1])
        if connector is not None:
            span = _trim(text, connector.end(), span[1]) or span
        clauses.append(span)
    return clauses


def _add_clause(draft: _Draft, clause: _Span, sentence: int) -> None:
    text = draft.text
    start, end = clause
    previous = len(draft.units) - 1
    lead = _RESULT_LEAD.match(text, start, end)
    rest = _trim(text, lead.end(), end) if lead else None
    if rest is not None:
        start, end = rest
    parts, links = _causal_split(text, start, end)
    first = len(draft.units)
    for part in parts:
        draft.add(part, sentence)
    draft.causes.extend((first + cause, first + effect) for cause, effect in links)
    if rest is not None and previous >= 0:
        draft.causes.append((previous, first))


def _causal_split(text: str, start: int, end: int, depth: int = 0) -> _Split:
    """The events of a clause and the (cause, effect) links between them, in local indices.

    "X because Y, so Z" cuts at the first connective, then again in what follows it.
    """
    clause = (start, end)
    cut = _causal_cut(text, start, end)
    if cut is None:
        return [clause], []
    left_start, left_end, right_start, cause = cut
    left, right = _trim(text, left_start, left_end), _trim(text, right_start, end)
    if left is None or right is None or _is_short(text, left) or _is_short(text, right):
        return [clause], []  # a fragment too short to stand alone keeps the clause whole
    parts: list[_Span] = [right]
    links: list[tuple[int, int]] = []
    if depth < MAX_CAUSAL_SPLITS:
        parts, links = _causal_split(text, *right, depth + 1)
    shifted = [(a + 1, b + 1) for a, b in links]
    return [left, *parts], [(cause, 1 - cause), *shifted]


def _causal_cut(text: str, start: int, end: int) -> tuple[int, int, int, int] | None:
    """(left start, left end, right start, index of the cause) of the first causal cut."""
    prefix = _CAUSE_PREFIX.match(text, start, end)
    if prefix is not None:
        comma = _PREFIX_RESULT_COMMA.search(text, prefix.end(), end) or _PREFIX_COMMA.search(
            text, prefix.end(), end
        )
        return None if comma is None else (prefix.end(), comma.start(), comma.end(), 0)
    found = [
        (match.start(), match.end(), cause)
        for pattern, cause in ((_EFFECT_FIRST, 1), (_CAUSE_FIRST, 0))
        if (match := pattern.search(text, start + 1, end)) is not None
    ]
    if not found:
        return None
    left_end, right_start, cause = min(found)
    return start, left_end, right_start, cause


def _is_short(text: str, span: _Span) -> bool:
    fragment = text[span[0] : span[1]]
    if language(fragment) == "zh":
        return len(_ZH_CONTENT.findall(fragment)) < MIN_ZH_CHARS
    return len(_WORD.findall(fragment)) < MIN_EN_WORDS


def _price_alone(text: str, span: _Span) -> bool:
    """Whether a unit is a price or a rate said alone ("£12 an hour", "$429 a month",
    "一个月六千"): said after a sentence about something, it is that thing's price, and apart
    from it a memory that says what costs that much to no one."""
    fragment = text[span[0] : span[1]]
    if len(_WORD.findall(fragment)) > MAX_PRICE_EN_WORDS + 4:
        return False  # a clause of its own: no need to read its values
    kinds = {kind for kind, _ in typed_values(fragment)}
    if not kinds & _PRICES or kinds - _PRICES:
        return False  # no price, or a time or a count beside it ("rose 3.5% last year", "3. …")
    rest = without_values(fragment)
    if language(fragment) == "zh":
        return len(_ZH_CONTENT.findall(rest)) <= MAX_PRICE_ZH_CHARS
    return len(_WORD.findall(rest)) <= MAX_PRICE_EN_WORDS


def _join(first: _Unit, second: _Unit, sentence: int) -> _Unit:
    return _Unit(first.start, second.end, sentence, first.members + second.members)


def _merge_short(draft: _Draft) -> list[_Unit]:
    """Join each short unit to a neighbour: the one before it in its sentence, else the one
    after it in its sentence, else the one before, else the one after. One pass, left to right.
    """
    units = draft.units
    merged: list[_Unit] = []
    pending: _Unit | None = None  # a short unit waiting to join the next one
    for index, unit in enumerate(units):
        if pending is not None:
            unit, pending = _join(pending, unit, unit.sentence), None
        span = (unit.start, unit.end)
        if not (_is_short(draft.text, span) or _price_alone(draft.text, span)):
            merged.append(unit)
            continue
        has_next = index + 1 < len(units)
        same_before = bool(merged) and merged[-1].sentence == unit.sentence
        same_after = has_next and units[index + 1].sentence == unit.sentence
        if merged and (same_before or not same_after):
            merged[-1] = _join(merged[-1], unit, merged[-1].sentence)
        elif has_next:
            pending = unit
        else:
            merged.append(unit)  # the only event of the turn, short as it is
    return merged


def _finish(draft: _Draft) -> Segmentation:
    units = _merge_short(draft)
    final = {member: index for index, unit in enumerate(units) for member in unit.members}
    pairs = ((final[cause], final[effect]) for cause, effect in draft.causes)
    causes = list(dict.fromkeys(pair for pair in pairs if pair[0] != pair[1]))  # ordered, unique
    events = [" ".join(draft.text[u.start : u.end].split()) for u in units]
    return Segmentation(events=events, causes=causes, spans=[(u.start, u.end) for u in units])
