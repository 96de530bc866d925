"""A recalled memory's explanation: its channel scores (see
cypher/recall/recall_memories.cypher) said in words."""

from __future__ import annotations


def explanation(s: dict[str, float], outdated: str | None = None) -> str:
    """Why a memory ranks where it does, in words, from its channel scores (and the
    statement that may have outdated it)."""
    return (
        f"match: semantic cos {s['semantic']:.2f}, lexical {s['lexical']:.2f}, "
        f"entities {s['entity']:.2f}; graph activation {s['graph']:.2f}; "
        f"in the query's time window: {'yes' if s['window'] else 'no'} "
        f"→ relevance {s['relevance']:.3f}; recency {s['recency']:.2f} and importance "
        f"{s['importance']:.2f} give context {s['context']:.2f}, which scales relevance "
        f"by a bounded nudge"
        + (
            ""
            if s["current"] >= 1
            else f"; scaled by {s['current']:.2f} (past its valid-until date, a question, or "
            f"said by the assistant)"
        )
        + ("; the reason for a better match, said next to it" if s.get("reason") else "")
        + ("; a lesson learnt in this situation, put first" if s.get("lesson") else "")
        + ("; holds a value of the kind the question asks for" if s.get("shape") else "")
        + (
            "; said beside a better match, another answer to a question for several"
            if s.get("sibling")
            else ""
        )
        + (
            f"; possibly outdated ({outdated or 'another statement of the same thing'}): "
            "the statement that holds now ranks above it"
            if s.get("possibly_outdated")
            else ""
        )
        + (
            "; of another person than the one the question describes: ranks after the rest"
            if s.get("other_referent")
            else ""
        )
        + (
            f"; cross-encoder relevance {s['rerank']:.2f} mixed with the first stage's score "
            f"{s['first_stage']:.3f}"
            if "rerank" in s
            else ""
        )
    )
