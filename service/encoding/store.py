"""The graph half of retain: one write transaction that links, dedupes, resolves conflicts
and writes. Every lookup runs inside the same transaction as the writes it decides, so a
failure anywhere leaves nothing half-written, and a retry of the whole unit sees a clean slate.
"""

from __future__ import annotations

import difflib
import functools
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

import numpy as np

from service.banks import bank_key, default_settings_json
from service.cypher import Queries
from service.encoding.adjudicate import Pair, may_fill_one_slot
from service.encoding.bounds import bound_asked_states, carry_session_bounds
from service.encoding.conflicts import (
    COMPATIBLE_KINDS,
    Side,
    may_retire_unnamed,
    retirements,
)
from service.encoding.events import CONFIRMS, STATES, Analysis, Draft, clamp
from service.encoding.options import Choice, find_choices, take, turned_down_reason
from service.encoding.whiles import end_whiles
from service.fulltext import words_query
from service.graph import Tx, to_datetime
from service.language.claims import says_nothing_new
from service.language.whiles import for_a_while, open_while
from service.language.wording import opens_with_cause, opens_with_effect, takes_up

FIRST_MENTION_BONUS = 0.05
FUZZY_ENTITY_RATIO = 0.88
CAUSE_WEIGHT = 0.8
PRECEDES_WEIGHT = 1.0
REJECTION_MIN_COSINE = 0.35


@dataclass(frozen=True)
class StoreOptions:
    exact_scan_max_memories: int = 300  # above this, dedupe asks the full-text index
    dedupe_candidates: int = 20  # full-text hits per event, above the exact-scan size
    conflict_candidates: int = 5
    subject_max_mentions: int = 200
    importance_floor: float = 0.1


@dataclass(frozen=True)
class Context:
    tx: Tx
    queries: Queries
    bank_id: str
    now: datetime
    bank_size: int
    dedupe_threshold: float  # cosine
    options: StoreOptions
    embedding_model: str
    multilingual_model: str | None
    ml: dict[str, float]  # multilingual cosines onto the primary's scale: a + b · cos
    trust: dict[str, str | None]  # while a re-embedding job runs: the models that compare
    adjudicate: bool = False  # collect the pairs the rules could not settle (an LLM is set)


@dataclass
class Outcome:
    created: list[Draft] = field(default_factory=list)
    merged: list[tuple[Draft, str, float]] = field(default_factory=list)  # draft, memory, cos
    superseded: list[tuple[str, str, str]] = field(default_factory=list)  # old, by, reason
    negated: list[tuple[str, str, str]] = field(default_factory=list)  # old, by, reason
    unsettled: list[Pair] = field(default_factory=list)  # for the LLM (``adjudicate``)
    skipped: list[Draft] = field(default_factory=list)
    episodes: set[str] = field(default_factory=set)


async def store(ctx: Context, episodes: list[dict[str, Any]], analysis: Analysis) -> Outcome:
    out = Outcome()
    rows = await _run(
        ctx,
        "create_episodes",
        episodes=episodes,
        default_settings_json=default_settings_json(),
        embedding_model=ctx.embedding_model,
    )
    out.episodes = {r["episode_id"] for r in rows if r["created"]}
    drafts = [d for d in analysis.drafts if d.episode_id in out.episodes]
    await _link_entities(ctx, drafts)
    out.skipped = [d for d in drafts if d.skip]
    live = [d for d in drafts if not d.skip]
    said_at = {e["id"]: e["timestamp"] for e in episodes}
    choices = await find_choices(
        functools.partial(_run, ctx), live, said_at, [e["id"] for e in episodes]
    )
    taken = {c.draft_idx: c.option for c in choices.made if c.pointer.stance == "accept"}
    live = [take(d, taken[d.idx]) if d.idx in taken else d for d in live]
    await carry_session_bounds(functools.partial(_run, ctx), live, said_at)
    merges = await _find_merges(ctx, live)
    out.created = [d for d in live if d.idx not in merges]
    out.merged = [(d, *merges[d.idx]) for d in live if d.idx in merges]
    turns = {e["id"]: e["content"] for e in episodes}
    out.superseded, out.unsettled = await _find_supersessions(ctx, out.created, episodes, turns)
    retired = {old for old, _, _ in out.superseded}
    out.negated = _turned_down(out.created, choices.made, retired)
    out.negated += await _find_negations(
        ctx, out.created, retired | {old for old, _, _ in out.negated}, choices.pointed
    )
    await _write(ctx, out, analysis)
    passed = _passed_over(out.created, choices.made)
    if passed:  # the options not taken when one was: no longer what holds
        chosen = [c.option.memory_id for c in choices.made if c.pointer.stance == "accept"]
        await _run(ctx, "mark_passed_over", pairs=passed, taken=chosen)
    replies = [  # one per reply, however many parts it was cut into
        {"session_id": d.session_id, "at": said_at[d.episode_id]}
        for d in {d.episode_id: d for d in drafts if d.role == "user" and takes_up(d.text)}.values()
        if d.session_id and d.episode_id in said_at
    ]
    if replies:  # what the assistant offered just before, the user made theirs
        await _run(ctx, "mark_taken_up", replies=replies)
    # "要住多久？" / "到5月10号": the state asked about lasts until then
    await bound_asked_states(functools.partial(_run, ctx), out.created, said_at)
    # "CAST IS OFF": the states that lasted until then end
    await end_whiles(functools.partial(_run, ctx), drafts, said_at, turns)
    return out


def _turned_down(
    created: list[Draft], choices: list[Choice], retired: set[str]
) -> list[tuple[str, str, str]]:
    """The options turned down by name or place ("第二个不考虑"): negated by the statement."""
    by_idx = {d.idx: d for d in created}
    pairs: list[tuple[str, str, str]] = []
    done = set(retired)
    for c in choices:
        draft = by_idx.get(c.draft_idx)
        if c.pointer.stance != "reject" or draft is None or c.option.shared or c.option.turned_down:
            continue
        if c.option.memory_id not in done:
            done.add(c.option.memory_id)
            pairs.append((c.option.memory_id, draft.memory_id, turned_down_reason(draft)))
    return pairs


def _passed_over(created: list[Draft], choices: list[Choice]) -> list[dict[str, str]]:
    """(option, taking statement) for the other options of each list an option was taken
    from by a statement stored now."""
    by_idx = {d.idx: d for d in created}
    return [
        {"memory_id": other, "by": draft.memory_id}
        for c in choices
        if c.pointer.stance == "accept" and (draft := by_idx.get(c.draft_idx)) is not None
        for other in c.others
    ]


async def _run(ctx: Context, name: str, **params: Any) -> list[dict[str, Any]]:
    query = ctx.queries[f"encoding.{name}"]
    if "now" in query.params:
        params["now"] = ctx.now
    if "ml" in query.params:
        params["ml"] = ctx.ml
    if "trust" in query.params:
        params["trust"] = ctx.trust
    return await ctx.tx.run(query, bank_id=ctx.bank_id, **params)


# --- entities ------------------------------------------------------------------------------
async def _link_entities(ctx: Context, drafts: list[Draft]) -> None:
    """Map each mention to the bank's existing entity: exact key, else a close name of the
    same kind (most recently seen wins). A draft that names a new entity gains importance."""
    wanted = {(e.key, e.kind) for d in drafts for e in d.entities}
    if not wanted:
        return
    rows = await _run(
        ctx,
        "find_entities",
        rows=[{"key": k, "kind": kind, "prefix": k[:3]} for k, kind in sorted(wanted)],
        per_entity=20,
    )
    by_query: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        by_query.setdefault(row["query_key"], []).append(row)
    canonical = {key: _best_match(key, by_query.get(key, [])) for key, _ in wanted}
    for draft in drafts:
        if any(canonical[e.key] is None for e in draft.entities):
            draft.importance = clamp(draft.importance + FIRST_MENTION_BONUS)
            draft.signals += ("first_mention",)
        draft.entities = [replace(e, key=canonical[e.key] or e.key) for e in draft.entities]


def _best_match(key: str, candidates: list[dict[str, Any]]) -> str | None:
    """The existing key for ``key``: itself when stored, else the closest fuzzy candidate."""
    if any(c["key"] == key for c in candidates):
        return key
    best, best_ratio = None, FUZZY_ENTITY_RATIO
    for cand in candidates:  # ordered most recently seen first: ties go to the recent one
        ratio = difflib.SequenceMatcher(None, key, cand["key"]).ratio()
        if ratio > best_ratio:
            best, best_ratio = cand["key"], ratio
    return best


# --- dedupe --------------------------------------------------------------------------------
def _cosines(drafts: list[Draft], ml: dict[str, float]) -> np.ndarray:
    """Every pair's cosine, ``[i, j]`` for ``drafts[i]`` and ``drafts[j]`` (vectors are
    normalised): one matrix product per space rather than a dot product per pair of a batch.
    Drafts of the multilingual space compare on the primary's scale (``ml``); drafts of
    different spaces do not compare (0)."""
    cosines = np.zeros((len(drafts), len(drafts)), dtype=np.float32)
    for multilingual in (False, True):
        rows = [i for i, d in enumerate(drafts) if d.multilingual == multilingual]
        if not rows:
            continue
        matrix = np.stack([drafts[i].array for i in rows])
        block = matrix @ matrix.T
        if multilingual:
            block = ml["a"] + ml["b"] * block
        cosines[np.ix_(rows, rows)] = block
    return cosines


async def _find_merges(ctx: Context, drafts: list[Draft]) -> dict[int, tuple[str, float]]:
    """draft idx → (memory id, cosine) for drafts that repeat an active memory of their kind:
    one already stored, or one created earlier in this same request. A repeat is close in
    meaning (cosine ≥ the bank's threshold) and adds nothing to the memory it merges into
    (``claims.says_nothing_new``); when either is in doubt, both are kept. A user's yes that
    carries the assistant's words (``events.CONFIRMS``) never merges into them: it is the
    user's word now; nor does anything the user says merge into what the assistant said."""
    if not drafts:
        return {}
    exact = ctx.bank_size <= ctx.options.exact_scan_max_memories
    rows = [{"idx": d.idx, "kind": d.kind, "role": d.role, **d.vectors()} for d in drafts]
    params: dict[str, Any] = {"min_score": (1 + ctx.dedupe_threshold) / 2}
    if not exact:  # candidates from the full-text index: see find_duplicates_text
        key = bank_key(ctx.bank_id)
        for row, draft in zip(rows, drafts, strict=True):
            row["query"] = words_query(key, draft.text)
        rows = [row for row in rows if row["query"]]
        params["candidates"] = ctx.options.dedupe_candidates
    name = "find_duplicates_exact" if exact else "find_duplicates_text"
    by_draft = {d.idx: d for d in drafts}
    found: dict[int, tuple[str, float]] = {}
    for r in await _run(ctx, name, rows=rows, **params):  # best first per event
        draft = by_draft[r["idx"]]
        if r["idx"] not in found and says_nothing_new(
            draft.text, r["text"], draft.keys, frozenset(r["keys"])
        ):
            found[r["idx"]] = (r["memory_id"], 2 * r["score"] - 1)
    merges: dict[int, tuple[str, float]] = {}
    kept: dict[str, list[int]] = {}  # kind → positions of the drafts kept so far, in order
    cosines = _cosines(drafts, ctx.ml)
    for j, draft in enumerate(drafts):
        if CONFIRMS in draft.signals:  # a yes that carries the assistant's words: the user's own
            kept.setdefault(draft.kind, []).append(j)
            continue
        same_kind = [k for k in kept.get(draft.kind, []) if not _echoed(draft, drafts[k])]
        twin = None
        if same_kind:
            scores = cosines[same_kind, j]
            best = int(np.argmax(scores))  # the first of equals, as the earliest kept
            twin = (drafts[same_kind[best]], float(scores[best]))
        if (
            twin is not None
            and twin[1] >= ctx.dedupe_threshold
            and says_nothing_new(draft.text, twin[0].text, draft.keys, twin[0].keys)
        ):
            merges[draft.idx] = (twin[0].memory_id, twin[1])
        elif draft.idx in found:
            merges[draft.idx] = found[draft.idx]
        else:
            kept.setdefault(draft.kind, []).append(j)
    return merges


def _echoed(draft: Draft, earlier: Draft) -> bool:
    """Whether ``draft`` is the user's and ``earlier`` the assistant's: the user's word does
    not merge into an echo, which may be of something older."""
    return draft.role == "user" and earlier.role == "assistant"


# --- supersede -----------------------------------------------------------------------------
async def _find_supersessions(
    ctx: Context, drafts: list[Draft], episodes: list[dict[str, Any]], turns: dict[str, str]
) -> tuple[list[tuple[str, str, str]], list[Pair]]:
    """What each new memory retires (old, by, reason), and, when ``ctx.adjudicate``, the
    pairs the rules kept although they may fill one slot (``Pair``). ``turns``: each
    episode's content."""
    with_keys = [d for d in drafts if COMPATIBLE_KINDS.get(d.kind)]
    if not with_keys:
        return [], []
    large = ctx.bank_size > ctx.options.exact_scan_max_memories
    key = bank_key(ctx.bank_id)
    wanted: list[dict[str, Any]] = []
    for d in with_keys:
        # Memories that share no entity matter only to an event that may retire one anyway.
        unnamed = may_retire_unnamed(Side(d.text, d.kind, d.keys, d.role))
        if d.keys or unnamed:
            wanted.append(
                {
                    "idx": d.idx,
                    "keys": sorted(d.keys),
                    "kinds": list(COMPATIBLE_KINDS[d.kind]),
                    **d.vectors(),
                    "unnamed": unnamed,
                    "query": words_query(key, d.text) if large and unnamed else "",
                }
            )
    rows = await _run(
        ctx,
        "find_conflict_candidates",
        rows=wanted,
        per_event=ctx.options.conflict_candidates,
        max_mentions=ctx.options.subject_max_mentions,
        use_fulltext=large,
        candidates=ctx.options.dedupe_candidates,
    )
    stored: dict[int, list[tuple[str, Side, float]]] = {}
    said_at: dict[str, str] = {}
    for r in rows:
        day = _iso(r["said_at"])[:10]
        side = Side(r["text"], r["kind"], frozenset(r["keys"]), r["role"], r["turn"], day)
        stored.setdefault(r["idx"], []).append((r["memory_id"], side, 2 * r["score"] - 1))
        said_at[r["memory_id"]] = _iso(r["said_at"])
    pairs: list[tuple[str, str, str]] = []
    retired: set[str] = set()
    said_on = {e["id"]: _iso(e["timestamp"])[:10] for e in episodes}
    sides = [
        Side(d.text, d.kind, d.keys, d.role, said_on=said_on.get(d.episode_id, ""))
        for d in with_keys
    ]
    cosines = _cosines(with_keys, ctx.ml).tolist()
    for j, draft in enumerate(with_keys):
        if _for_a_while(draft, turns.get(draft.episode_id, "")):
            continue
        # one turn's parts never replace each other: "1) Bounce Republic, $24 per kid" and
        # "2) Paint & Fire, $19 per kid" are two options, not a price and its update
        earlier = [
            (with_keys[i].memory_id, sides[i], cosines[i][j])
            for i in range(j)
            if with_keys[i].episode_id != draft.episode_id
        ]
        for old_id, reason in retirements(sides[j], stored.get(draft.idx, []) + earlier):
            if old_id not in retired:
                pairs.append((old_id, draft.memory_id, reason))
                retired.add(old_id)
    if not ctx.adjudicate:
        return pairs, []
    times = {e["id"]: _iso(e["timestamp"]) for e in episodes}
    unsettled = [
        Pair(old_id, side.text, said_at.get(old_id, ""), d.memory_id, d.text,
             times.get(d.episode_id, ""), hint)
        for d in with_keys
        for old_id, side, cosine in stored.get(d.idx, [])
        if old_id not in retired
        and (hint := may_fill_one_slot(d.text, d.role, side.text, side.role, cosine)) is not None
    ]  # fmt: skip
    return pairs, unsettled


def _for_a_while(draft: Draft, turn: str) -> bool:
    """Whether a new state holds only for a while: bounded by a time it says ("公司这个月在装修
    … 先寄家里吧", "until Friday I'm at the Lyon office") or by an event ("while his flat gets
    rewired"). It retires nothing: the usual state holds again once it is over, and until
    then recall's safety net puts the state for now first."""
    if draft.kind not in STATES:
        return False
    bounded = draft.valid_until is not None or open_while(turn) is not None
    return bounded and for_a_while(draft.text, turn)


def _iso(value: Any) -> str:
    moment = to_datetime(value)
    return moment.isoformat() if moment is not None else ""


# --- negate --------------------------------------------------------------------------------
async def _find_negations(
    ctx: Context, drafts: list[Draft], retired: set[str], resolved: set[int]
) -> list[tuple[str, str, str]]:
    """Each rejection negates the newest active memory it names; failing that, the most
    similar recent memory of its session (or simply the latest one when it only points back,
    as in "这个方案否了"). Never itself, never a memory retired by this request already.
    ``resolved``: drafts whose pointer at an option was resolved already (``options``)."""
    rejecting = [d for d in drafts if d.rejection is not None and d.idx not in resolved]
    if not rejecting:
        return []
    rows = []
    for d in rejecting:
        target = d.rejection.target if d.rejection else ""
        key = next((e.key for e in d.entities if _names(e.name, target)), None)
        rows.append(
            {
                "idx": d.idx,
                "key": key,
                "phrase": target.lower(),
                "session_id": d.session_id,
                **d.vectors(),
            }
        )
    found = await _run(ctx, "find_rejection_targets", rows=rows, per_event=8)
    candidates: dict[int, list[dict[str, Any]]] = {}
    own = {d.memory_id for d in drafts}
    for r in found:
        if r["memory_id"] not in own and r["kind"] != "transient":
            candidates.setdefault(r["idx"], []).append(r)
    pairs = []
    for d in rejecting:
        choice = _rejected(
            d, [c for c in candidates.get(d.idx, []) if c["memory_id"] not in retired]
        )
        if choice is not None:
            pairs.append((choice, d.memory_id, "rejected"))
            retired.add(choice)
    return pairs


def _rejected(draft: Draft, candidates: list[dict[str, Any]]) -> str | None:
    named = [c for c in candidates if c["named"]]
    if named:
        return str(named[0]["memory_id"])
    if not candidates:
        return None
    if draft.rejection is not None and not draft.rejection.target:
        return str(candidates[0]["memory_id"])  # "no, not that one": the latest thing said
    best = max(candidates, key=lambda c: c["score"])
    cosine = 2 * best["score"] - 1
    return str(best["memory_id"]) if cosine >= REJECTION_MIN_COSINE else None


def _names(name: str, target: str) -> bool:
    return bool(target) and (name.lower() in target.lower() or target.lower() in name.lower())


# --- writes --------------------------------------------------------------------------------
async def _write(ctx: Context, out: Outcome, analysis: Analysis) -> None:
    if out.created:
        await _run(
            ctx,
            "create_memories",
            memories=[_memory_row(d) for d in out.created],
            bank_key=bank_key(ctx.bank_id),
            embedding_model=ctx.embedding_model,
            multilingual_model=ctx.multilingual_model,
        )
    if out.merged:
        merges = [
            {
                "memory_id": m,
                "episode_id": d.episode_id,
                "seen_at": d.occurred_at,
                "importance_cap": 1.0,
            }
            for d, m, _ in out.merged
        ]
        await _run(ctx, "merge_memories", merges=merges)
    floor = ctx.options.importance_floor
    if out.superseded:
        pairs = [
            {"new_id": b, "old_id": o, "weight": 1.0, "reason": r} for o, b, r in out.superseded
        ]
        await _run(ctx, "supersede_memories", pairs=pairs, floor=floor)
    if out.negated:
        pairs = [{"new_id": b, "old_id": o, "weight": 1.0, "reason": r} for o, b, r in out.negated]
        await _run(ctx, "negate_memories", pairs=pairs, floor=floor)
    precedes, across = await _precedes(ctx, out.created)
    if precedes:
        await _run(ctx, "link_precedes", pairs=precedes)
    causes = _causes(analysis, out) + across
    if causes:
        await _run(ctx, "link_causes", pairs=causes)


async def _precedes(
    ctx: Context, created: list[Draft]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """PRECEDES from each memory to the next of its session; and CAUSES across two turns
    when a turn opens by giving the reason for the one before ("because my knee…", "因为…")
    or its consequence ("so let's drop the running plan", "所以…", "那就…")."""
    sessions = sorted({d.session_id for d in created if d.session_id})
    if not sessions:
        return [], []
    tails = {
        r["session_id"]: r["memory_id"]
        for r in await _run(
            ctx,
            "find_session_tails",
            session_ids=sessions,
            exclude=[d.memory_id for d in created],
        )
    }
    pairs, causes = [], []
    for session in sessions:
        chain = sorted((d for d in created if d.session_id == session), key=_order)
        previous, item = tails.get(session), None
        for draft in chain:
            if previous is not None:
                pairs.append(
                    {"from_id": previous, "to_id": draft.memory_id, "weight": PRECEDES_WEIGHT}
                )
                if draft.item_index != item and opens_with_cause(draft.text):
                    causes.append(_cause(draft.memory_id, previous))
                elif draft.item_index != item and opens_with_effect(draft.text):
                    causes.append(_cause(previous, draft.memory_id))
            previous, item = draft.memory_id, draft.item_index
    return pairs, causes


def _cause(cause: str, effect: str) -> dict[str, Any]:
    return {"from_id": cause, "to_id": effect, "weight": CAUSE_WEIGHT}


def _order(draft: Draft) -> tuple[int, int]:
    return (draft.item_index, draft.idx)


def _causes(analysis: Analysis, out: Outcome) -> list[dict[str, Any]]:
    memory_of = {d.idx: d.memory_id for d in out.created}
    memory_of.update({d.idx: m for d, m, _ in out.merged})
    pairs = []
    for cause, effect in analysis.causes:
        a, b = memory_of.get(cause), memory_of.get(effect)
        if a and b and a != b:
            pairs.append({"from_id": a, "to_id": b, "weight": CAUSE_WEIGHT})
    return pairs


def _memory_row(d: Draft) -> dict[str, Any]:
    return {
        "id": d.memory_id,
        "episode_id": d.episode_id,
        "text": d.text,
        "search_text": d.search_text,
        "kind": d.kind,
        "embedding": d.vector or None,
        "embedding_ml": d.vector_ml or None,
        "importance": d.importance,
        "half_life_days": d.half_life_days,
        "occurred_at": d.occurred_at,
        "valid_until": d.valid_until,
        "session_id": d.session_id,
        "role": d.role,
        "confidence": d.confidence,
        "signals": list(d.signals),
        "language": d.language,
        "entities": [{"key": e.key, "name": e.name, "kind": e.kind} for e in d.entities],
    }
