"""A request's answer said in the same breath: "can you save my address for deliveries? 42
Abbeydale Road, Sheffield S7", "帮我记一下快递地址？和睦新村7幢2单元502". The turn is cut into
a request, which shares the question's words and ranks high, and a fragment that holds the
value and shares none of them. When a user's request ranks in the top, the part of the same
turn that holds a value comes up to just above it, if it was among the candidates: the value
is what the asker needs, the request says what it is for (and a request at the last place
gives that place to its answer).

Non-destructive, like the safety net it runs after (``service.recall.currency``): it moves a
candidate up, never out, and leaves a memory marked outdated where it is.
"""

from __future__ import annotations

from typing import Any

from service.language.substance import asks
from service.language.values import holds_value

ABOVE = 1.01  # the fragment's score, at least, of its request's


def answers_beside_requests(rows: list[dict[str, Any]], top_k: int) -> list[dict[str, Any]]:
    """``rows`` (settled, best first) with, just above each user request of the first
    ``top_k`` that holds no value, the best candidate of the same turn that does (the user's,
    no question, not outdated), re-sorted as the safety net sorts (what may be outdated
    last)."""
    turn = [frozenset(s["episode_id"] for s in r["sources"]) for r in rows]
    user = [r["role"] == "user" for r in rows]
    score = [float(r["score"]) for r in rows]
    lifted: dict[int, int] = {}  # fragment -> request
    for k in range(min(top_k, len(rows))):
        text = rows[k]["text"]
        if not user[k] or not asks(text) or holds_value(text) or rows[k].get("outdated_reason"):
            continue
        for j in range(len(rows)):
            row = rows[j]
            if j == k or j in lifted or not user[j] or not turn[j] & turn[k]:
                continue
            if asks(row["text"]) or row.get("outdated_reason") or not holds_value(row["text"]):
                continue
            if score[j] < score[k] * ABOVE:
                score[j] = score[k] * ABOVE
                lifted[j] = k
            break
    if not lifted:
        return rows
    out = [
        {**r, "score": score[j], "scores": {**r["scores"], "beside_request": 1.0}}
        if j in lifted
        else r
        for j, r in enumerate(rows)
    ]
    out.sort(key=lambda r: (r.get("outdated_reason") is not None, -float(r["score"])))
    return out
