"""Which memories clustering puts together, without the database: cosine, the claim guard,
the representative, relative times, and ids that a rerun finds again."""

from __future__ import annotations

import numpy as np

from service.lifecycle.clusters import candidate, cluster_id, confidence, find_clusters


def _rows(texts: list[str], days: list[str] | None = None, kind: str = "preference") -> list:
    base = np.ones(8, dtype=np.float32)
    rows = []
    for i, text in enumerate(texts):
        vector = base.copy()
        vector[i % 8] += 0.05 * (i + 1)  # near each other, not equal
        rows.append(
            candidate(  # None for a text that says too little
                {
                    "id": f"m{i}",
                    "text": text,
                    "kind": kind,
                    "role": "user",
                    "ml": False,
                    "vector": vector.tolist(),
                    "keys": ["gina"] if "Gina" in text else [],
                    "people": ["gina"] if "Gina" in text else [],
                    "search_text": f"t{i} shared",
                    "occurred_at": (days or ["2026-03-02"] * len(texts))[i] + "T09:00:00Z",
                }
            )
        )
    return rows


def _no_details(text: str) -> frozenset[str]:
    return frozenset()


def test_paraphrases_cluster_around_the_one_the_most_agree_with() -> None:
    texts = [
        "I love hiking in the mountains.",
        "I really love hiking in the mountains.",
        "Honestly, I love hiking in the mountains.",
        "My sister lives in Lisbon.",
    ]
    [cluster] = find_clusters("b", _rows(texts), 0.9, 3, _no_details)
    assert set(cluster.members) == {"m0", "m1", "m2"}
    assert cluster.representative == "m2"  # all agree with it, and it says the most
    assert cluster.id == cluster_id("b", ["m2", "m1", "m0"])  # the members, in any order
    assert cluster.search_text == "t0 shared"  # the first said: where it was said
    assert 0.7 < cluster.confidence <= confidence(3, 1.0) == 0.75


def test_fewer_than_the_minimum_or_far_apart_make_no_cluster() -> None:
    texts = [
        "I love hiking in the hills.",
        "Honestly, I love hiking in the hills.",
        "我喜欢吃辣的川菜。",
    ]
    assert find_clusters("b", _rows(texts), 0.9, 3, _no_details) == []
    forms = [
        "I love hiking in the hills.",
        "Honestly, I love hiking in the hills.",
        "Truly, I love hiking in the hills.",
    ]
    assert len(find_clusters("b", _rows(forms), 0.9, 3, _no_details)) == 1
    assert find_clusters("b", _rows(forms), 0.99999, 3, _no_details) == []


def test_what_says_too_little_is_not_clustered() -> None:
    # said in many turns, it would become one memory standing for all of them
    texts = ["Jon: Hey Gina!", "Jon: Basically, hey Gina!", "Jon: Honestly, hey Gina!"]
    rows = _rows(texts)
    rows = [r for r in rows if r is not None]
    assert find_clusters("b", rows, 0.9, 3, _no_details) == []


def test_a_relative_time_said_on_other_days_is_another_claim() -> None:
    texts = [
        "I went hiking in the hills yesterday.",
        "Honestly, I went hiking in the hills yesterday.",
        "Truly, I went hiking in the hills yesterday.",
    ]
    apart = _rows(texts, ["2026-03-02", "2026-03-09", "2026-03-16"])
    assert find_clusters("b", apart, 0.9, 3, _no_details) == []
    same_day = _rows(texts, ["2026-03-02"] * 3)
    assert len(find_clusters("b", same_day, 0.9, 3, _no_details)) == 1


def test_no_member_keeps_a_detail_the_representative_lacks() -> None:
    texts = [
        "我特别喜欢吃辣的川菜。",
        "我真的喜欢吃辣的川菜。",
        "我好喜欢吃辣的川菜。",
        "我喜欢吃辣的川菜和湘菜。",
    ]
    details = {"我喜欢吃辣的川菜和湘菜。": frozenset({"湘", "菜", "川"})}
    [cluster] = find_clusters("b", _rows(texts), 0.9, 3, lambda t: details.get(t, frozenset()))
    # the one naming 湘菜 says the most: the others join it, and what it says stays in recall
    assert cluster.representative == "m3" and len(cluster.members) == 4
    # without it, the others still make one
    [rest] = find_clusters("b", _rows(texts[:3]), 0.9, 3, lambda t: details.get(t, frozenset()))
    assert set(rest.members) == {"m0", "m1", "m2"}
