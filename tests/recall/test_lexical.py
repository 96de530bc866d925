"""The full-text channel: the bank filter keeps to the bank and adds nothing to the score."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from neo4j import Driver

from service.banks import bank_key
from service.fulltext import lucene_query, lucene_terms
from tests.conftest import recall, retain

WHEN = "2026-03-02T10:00:00+00:00"
# every hit: the unfiltered query reads the whole test database, which keeps the banks of
# earlier runs (a limit of 10 could leave this bank's own hits out)
SEARCH = "CALL db.index.fulltext.queryNodes('memory_text_v2', $q) YIELD node, score "


def test_the_bank_clause_filters_without_adding_to_the_score(
    client: TestClient, driver: Driver, bank: str
) -> None:
    other = bank + "-other"
    texts = ["The pottery class meets on Tuesday.", "I bought a pottery wheel for the studio."]
    retain(client, bank, *({"content": t, "timestamp": WHEN} for t in texts))
    retain(client, other, {"content": "Pottery is my favourite hobby.", "timestamp": WHEN})

    terms = lucene_terms("pottery class")
    filtered, _, _ = driver.execute_query(
        SEARCH + "RETURN node.bank_id AS bank, node.text AS text, score",
        q=lucene_query(bank_key(bank), terms),
    )
    plain, _, _ = driver.execute_query(
        SEARCH + "WHERE node.bank_id = $bank RETURN node.text AS text, score",
        q=lucene_query(bank_key(bank), terms).split(" ", 1)[1],
        bank=bank,
    )
    assert {r["bank"] for r in filtered} == {bank}
    assert {r["text"]: round(r["score"], 5) for r in filtered} == {
        r["text"]: round(r["score"], 5) for r in plain
    }

    # Recall divides by the best full-text score: a memory sharing one word of two is not
    # lifted toward the best by a constant the filter added.
    got = recall(client, bank, "pottery class", top_k=2, explain=True)["memories"]
    lexical = {m["text"]: m["scores"]["lexical"] for m in got}
    best = dict(zip([r["text"] for r in plain], [r["score"] for r in plain], strict=True))
    assert lexical[texts[0]] == pytest.approx(1.0)
    assert lexical[texts[1]] == pytest.approx(best[texts[1]] / best[texts[0]], abs=1e-3)
