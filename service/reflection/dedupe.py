"""Whether a new lesson is one the bank already holds, one that replaces an older lesson,
or a new one. Pure decisions over the bank's current lessons (``reflection.find_lessons``).

- **The same lesson again** (merge): the same fix ("install Noto Sans CJK" / "install Noto
  Sans CJK first") about the same subject (a tool), or in a similar situation (a request
  like the one it was learnt in; a request merely related, when the fix is a detailed one:
  the user who asks again for "a rating per competency with the evidence under it, and
  hire or no-hire at the top" of a request worded apart wants what they wanted before; a
  task that went well by applying a lesson's fix confirms that lesson in a merely related
  situation, and so does one that did what a tool's lesson says, however its agent worded
  it: the arguments it names, or most of its fix). Its
  confidence rises and it gains provenance. Learnt again from episodes it already came from
  (a second reflection over the same session), it is left as it is: reflection can run
  twice without counting one experience twice.
- **A served lesson followed** (merge): recall served the lesson to the session the task
  went well in, and what the agent did there holds a good share of the lesson's fix (or,
  when the user's words were too terse, of what they accepted when it was learnt) ("Here's
  the KPI update as a table, a row for each metric" after "Reworked it as a table: one row per
  metric…"): the agent applied it, in its own words, to a request worded its own way. The
  lesson is confirmed and its situation widens to the new request; of several served, the
  one followed most: the most of its fix's words done, then the largest share of them (a
  fix of one word, "the link", shares all of it with many a task that never read it).
  Served but not followed, or followed without being served, is not enough: a task may
  share a few words with a lesson it never read.
- **A contradicted lesson** (supersede): the new experience applied the older lesson's fix
  and still failed (the tool failed after it, or the user turned it down). The older lesson
  is superseded with the reason; a new lesson with another fix about the same subject, and
  no such evidence, is kept beside it (a memory is never lost on a guess).
- Otherwise the lesson is new.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

import numpy as np

from service.language.outcomes import refused
from service.language.script import has_han
from service.language.wording import overlap, topic, words
from service.reflection.draft import LessonDraft
from service.reflection.sequence import Sequence

SAME_FIX = 0.6  # share of the shorter fix's words the other holds
DETAILED = 6  # words (Chinese: two character pairs for one) that make a fix a detailed one
SIMILAR = 0.8  # cosine of two lessons' situations: the same kind of request
CONFIRMS = 0.6  # …enough for a success that applied a lesson's fix to confirm it
APPLIED = 0.6  # share of a lesson's fix words found in what preceded a failure
DONE = 0.5  # share of a tool lesson's fix words found in what a task that went well did
USED = 0.3  # share of a served lesson's fix words found in what a task that went well did
USED_WORDS = 2  # words (Chinese: character pairs) two fixes share, at least (half of fewer)

Action = Literal["created", "merged", "superseded", "unchanged"]


@dataclass(frozen=True)
class Decision:
    action: Action
    target: str | None = None  # the lesson merged into, or left unchanged
    superseded: tuple[tuple[str, str], ...] = ()  # (lesson id, reason)


def decide(
    draft: LessonDraft,
    vector: np.ndarray,
    multilingual: bool,
    lessons: list[dict[str, Any]],
    sequence: Sequence,
    ml_map: tuple[float, float] = (0.0, 1.0),
) -> Decision:
    """``ml_map``: (a, b) reading a multilingual cosine on the primary space's scale
    (a + b · cos), as recall reads it: e5 puts unrelated Chinese requests at 0.85."""
    superseded: list[tuple[str, str]] = []
    used = served_and_followed(lessons, sequence) if draft.method == "verified" else None
    if used is not None:
        return _again(draft, used)
    for row in lessons:
        fix = str(row.get("fix") or row.get("lesson") or "")
        same_fix = _same_fix(draft.fix, fix)
        similar = _cosine(vector, multilingual, row)
        if multilingual:
            similar = ml_map[0] + ml_map[1] * similar
        same_subject = bool(draft.subject) and draft.subject == row.get("subject")
        broken = contradiction(row, sequence)
        if (
            broken
            and (same_subject or similar >= SIMILAR)
            and (not same_fix or draft.method == "contradiction")
        ):
            superseded.append((str(row["id"]), broken))
            continue
        alike = CONFIRMS if draft.method == "verified" or _detailed(draft.fix) else SIMILAR
        confirms = draft.method == "verified" and same_subject and followed(row, sequence)
        if (same_fix and (same_subject or similar >= alike)) or confirms:
            return _again(draft, row)
    if superseded:
        return Decision("superseded", superseded=tuple(superseded))
    return Decision("created")


def _again(draft: LessonDraft, row: dict[str, Any]) -> Decision:
    """The lesson ``row`` learnt again: merged, or left as it is when the draft comes from
    episodes it already holds."""
    if set(draft.related_episode_ids) <= set(row.get("episode_ids") or []):
        return Decision("unchanged", target=str(row["id"]))
    return Decision("merged", target=str(row["id"]))


def served_and_followed(lessons: list[dict[str, Any]], sequence: Sequence) -> dict[str, Any] | None:
    """The lesson served to the sequence's session that the sequence followed most, if it
    followed one enough: ``USED`` of its fix's words are in what the agent did, and they
    share words, not only characters (``_shares_words``)."""
    sessions = sequence.session_ids
    served = [r for r in lessons if sessions & set(r.get("served_in") or ())]
    if not served:
        return None
    done = _done(sequence)
    did = words(done)
    best: tuple[tuple[int, float], dict[str, Any]] | None = None
    for row in served:
        for fix in _said_to_do(row):
            fix_words = words(fix)
            shared = len(fix_words & did)
            share = shared / len(fix_words) if fix_words else 0.0
            evidence = (shared, share)  # a short fix shares all its one word with many a task
            if share >= USED and _shares_words(fix, done) and (best is None or evidence > best[0]):
                best = (evidence, row)
    return best[1] if best else None


def _detailed(fix: str) -> bool:
    """Whether a fix says enough that the same words again are the same lesson, whatever
    request it came with ("a rating per competency with the evidence under it, and hire or
    no-hire at the top"), not a short one that many a task may want ("a table", "用表格"):
    ``DETAILED`` words, a Chinese character pair counting half."""
    terms = topic(fix)
    han = sum(1 for t in terms if has_han(t))
    return len(terms) - han + han / 2 >= DETAILED


def _said_to_do(row: dict[str, Any]) -> tuple[str, ...]:
    """What a lesson says to do, as a task that follows it would do it: its fix, and, when the
    user's own words are too terse to be matched ("弄成表": no word of two characters), what
    they accepted ("改成表格"), which a later task does ("按门店做成表格")."""
    fix = str(row.get("fix") or "")
    accepted = str(row.get("accepted") or "")
    terse = len(topic(fix)) < USED_WORDS
    return (fix, accepted) if terse and accepted else (fix,)


def _same_fix(a: str, b: str) -> bool:
    """Whether two fixes say the same: most of the shorter one's words are in the other, and
    they share words, not only characters; or they are the same words."""
    wa, wb = words(a), words(b)
    return wa == wb or (overlap(wa, wb) >= SAME_FIX and _shares_words(a, b))


def _shares_words(a: str, b: str) -> bool:
    """Whether two texts share words, not only characters: ``USED_WORDS`` terms (half of the
    shorter's, when it has fewer), Chinese read as character pairs ("表" alone is in "总表" and
    "表情", and says neither)."""
    ta, tb = topic(a), topic(b)
    return len(ta & tb) >= max(1, min(USED_WORDS, (min(len(ta), len(tb)) + 1) // 2))


def _done(sequence: Sequence) -> str:
    """What the agent said and called in ``sequence``."""
    return " ".join(
        [s.text for s in sequence.steps if s.role in ("assistant", "tool")]
        + [f"{k} {v}" for s in sequence.steps for k, v in s.args.items()]
    )


def followed(row: dict[str, Any], sequence: Sequence) -> bool:
    """Whether a task that went well did what the tool lesson ``row`` says: its tool was
    called with the arguments the lesson names ("batch_size=20"), or most of the lesson's
    fix is in what the agent said and called. A verified method that only words the same
    fix its own way ("Translating with batch_size=20 so we stay under the limit" after
    "batch_size=20, pausing for the Retry-After between chunks") is that lesson confirmed,
    not a second lesson."""
    fix = str(row.get("fix") or "")
    subject = row.get("subject") or ""
    calls = [s for s in sequence.steps if s.tool == subject and s.status != "error"]
    args = {k.lower(): str(v).lower() for s in calls for k, v in s.args.items()}
    keys = [k for k in args if f"{k}=" in fix.lower()]
    if keys:  # the lesson names an argument: the call must carry its value ("timeout=120")
        return all(f"{k}={args[k]}" in fix.lower() for k in keys)
    return overlap(words(fix), words(_done(sequence))) >= DONE


def contradiction(row: dict[str, Any], sequence: Sequence) -> str | None:
    """Why the sequence contradicts the lesson ``row``, or None: its fix was applied and the
    same tool failed after it, or the user turned down what it says to give."""
    fix = str(row.get("fix") or "")
    fix_words = words(fix)
    if not fix_words:
        return None
    subject = row.get("subject") or ""
    steps = sequence.steps
    for i, step in enumerate(steps):
        before = " ".join(
            [s.text for s in steps[max(0, i - 3) : i] if s.role in ("assistant", "tool")]
            + [f"{k} {v}" for s in steps[max(0, i - 3) : i + 1] for k, v in s.args.items()]
        )
        failed = bool(subject) and step.tool == subject and step.status == "error"
        if failed and overlap(fix_words, words(before)) >= APPLIED:
            return f"contradicted: {subject} failed after “{fix}”: {step.text[:200]}"
        if not subject and (step.refuses or step.corrects):
            turned_down = refused(step.text)
            if turned_down and overlap(fix_words, words(turned_down)) >= APPLIED:
                return f"contradicted: the user turned down “{turned_down}”: {step.text[:200]}"
    return None


def _cosine(vector: np.ndarray, multilingual: bool, row: dict[str, Any]) -> float:
    other = row.get("vector")
    if other is None or bool(row.get("ml")) != multilingual or not vector.size:
        return 0.0
    b = np.asarray(other, dtype=np.float32)
    if b.shape != vector.shape:
        return 0.0
    norm = float(np.linalg.norm(vector) * np.linalg.norm(b))
    return float(vector @ b) / norm if norm else 0.0
