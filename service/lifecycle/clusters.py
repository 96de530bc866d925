"""Which active memories say the same thing: clusters for consolidation.

Candidates are compared within one kind, one speaker role and one vector space. A memory
joins a representative when their cosine reaches the bank's ``cluster_similarity`` and the
texts pass ``claims.same_claim`` (the merge guard's reading, with one word of slack that
names nothing). The
representative is the memory the most others agree with, so that each member adds at most a
word to what it says; a cluster needs ``min_cluster`` members. Synchronous and CPU-bound: run it off
the event loop.
"""

from __future__ import annotations

import uuid
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np

from service.language.claims import content, same_claim
from service.language.speaker import words_said
from service.language.values import typed_values
from service.language.wording import words

CLUSTER_NAMESPACE = uuid.UUID("0c5a3f0e-6f7d-4c49-9d0e-2a8f5b1c7e33")
ROWS = 1024  # rows of the similarity matrix computed at once
# value types read against the moment a text was said: "yesterday" said on two days is two
# days, whatever the words
RELATIVE = frozenset({"when", "weekday"})
MIN_CONTENT = 3  # content words a memory needs to be clustered (people and speaker aside)


@dataclass(frozen=True)
class Candidate:
    id: str
    text: str
    kind: str
    role: str
    ml: bool
    keys: frozenset[str]
    vector: np.ndarray
    search_text: str = ""
    occurred: str = ""  # when it happened (occurred_at, ISO): the earliest member says it first
    day: str | None = None  # the day it happened, for a relative time
    relative: bool = False  # it names a time relative to when it was said ("yesterday")


@dataclass(frozen=True)
class Cluster:
    id: str
    representative: str
    members: tuple[str, ...]  # the representative first
    agreement: float  # mean cosine of the others to the representative
    confidence: float
    search_text: str  # the full-text terms of the member said first

    def row(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "representative": self.representative,
            "members": list(self.members),
            "agreement": self.agreement,
            "confidence": self.confidence,
            "search_text": self.search_text,
        }


def candidate(row: dict[str, Any]) -> Candidate | None:
    """A memory clustering may take, or None: one without a vector, or one that says too
    little to be worth it (fewer than ``MIN_CONTENT`` content words besides the speaker and
    the people it names): "Jon: hey Gina" said in twenty turns would become one memory with twenty
    turns' provenance, which then stands for all of them."""
    vector = np.asarray(row["vector"] or [], dtype=np.float32)
    norm = float(np.linalg.norm(vector)) if vector.size else 0.0
    if norm == 0.0 or len(_substance(row["text"], row.get("people") or ())) < MIN_CONTENT:
        return None
    return Candidate(
        id=row["id"],
        text=row["text"],
        kind=row["kind"],
        role=row["role"],
        ml=bool(row["ml"]),
        keys=frozenset(row["keys"] or ()),
        vector=vector / norm,
        search_text=row.get("search_text") or "",
        occurred=str(row["occurred_at"]) if row.get("occurred_at") is not None else "",
        day=str(row["occurred_at"])[:10] if row.get("occurred_at") is not None else None,
        relative=any(kind in RELATIVE for kind, _ in typed_values(row["text"])),
    )


def _substance(text: str, people: Iterable[str]) -> frozenset[str]:
    return content(words_said(text)) - words(" ".join(people))


def _same_time(a: Candidate, b: Candidate) -> bool:
    """Two texts with a relative time ("yesterday", "on Friday") say the same only of one day."""
    return not (a.relative or b.relative) or a.day == b.day


def confidence(size: int, agreement: float) -> float:
    """More members that agree more: 3 at cosine 0.9 give 0.68, 5 give 0.84."""
    return round(max(0.0, min(0.99, agreement * (1 - 0.5 ** (size - 1)))), 4)


def cluster_id(bank_id: str, members: list[str]) -> str:
    """The consolidated memory's id, from its members': a rerun finds it, not another."""
    return str(uuid.uuid5(CLUSTER_NAMESPACE, bank_id + "\x1f" + "\x1f".join(sorted(members))))


Details = Callable[[str], frozenset[str]]


def find_clusters(
    bank_id: str,
    candidates: list[Candidate],
    similarity: float,
    min_size: int,
    details: Details | None = None,
) -> list[Cluster]:
    """Clusters among the candidates; ``details`` gives the words of a text that name things
    (``EntityExtractor.details``), read only for a member that adds a word of its own."""
    cached = lru_cache(maxsize=65536)(details) if details is not None else None
    groups: dict[tuple[str, str, bool, int], list[Candidate]] = defaultdict(list)
    for c in candidates:
        groups[(c.kind, c.role, c.ml, c.vector.shape[0])].append(c)
    clusters: list[Cluster] = []
    for group in groups.values():
        if len(group) >= min_size:
            clusters += _group_clusters(bank_id, group, similarity, min_size, cached)
    return clusters


def _group_clusters(
    bank_id: str,
    group: list[Candidate],
    similarity: float,
    min_size: int,
    details: Details | None,
) -> list[Cluster]:
    """Greedy: the memory the most others say the same as is a cluster's representative (ties
    to the one that says the most); its agreeing neighbours not yet taken are its members."""
    group = sorted(group, key=lambda c: (-len(content(c.text)), c.id))
    matrix = np.stack([c.vector for c in group])
    agrees: list[list[int]] = []
    for start in range(0, len(group), ROWS):
        sims = matrix[start : start + ROWS] @ matrix.T
        for offset, row in enumerate(sims):
            i = start + offset
            near = np.flatnonzero(row >= similarity)
            rep = group[i]
            agrees.append(
                [
                    int(j)
                    for j in near
                    if j != i
                    and _same_time(group[j], rep)
                    and same_claim(group[j].text, rep.text, group[j].keys, rep.keys, details)
                ]
                if len(near) >= min_size
                else []
            )
    taken = np.zeros(len(group), dtype=bool)
    out: list[Cluster] = []
    order = sorted(range(len(group)), key=lambda i: -len(agrees[i]))
    for i in order:
        if taken[i]:
            continue
        members = [j for j in agrees[i] if not taken[j]]
        if len(members) + 1 < min_size:
            continue
        taken[i] = True
        taken[members] = True
        rep = group[i]
        ids = [rep.id] + [group[j].id for j in members]
        agreement = float(np.mean([matrix[i] @ matrix[j] for j in members]))
        out.append(
            Cluster(
                id=cluster_id(bank_id, ids),
                representative=rep.id,
                members=tuple(ids),
                agreement=round(agreement, 4),
                confidence=confidence(len(ids), agreement),
                search_text=min(
                    [rep] + [group[j] for j in members], key=lambda c: (c.occurred, c.id)
                ).search_text,
            )
        )
    return out
