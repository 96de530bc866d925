"""The named-query loader, and every query in cypher/ against the real server."""

from __future__ import annotations

from pathlib import Path

import pytest
from neo4j import GraphDatabase

from service.cypher import CypherLoadError, load_queries
from tests.conftest import Neo4jUnderTest

QUERIES = load_queries()


def _write(root: Path, name: str, text: str) -> None:
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def test_queries_are_named_by_folder_and_file() -> None:
    query = QUERIES["recall.recall_memories"]
    assert query.mode == "read"
    assert {"bank_id", "vector", "limit"} <= query.params
    assert query.doc.startswith("Recall in one query")


def test_every_query_on_bank_data_filters_by_bank() -> None:
    for name, query in QUERIES.items():
        if name.startswith(("schema.", "health.")):
            continue
        assert "bank_id" in query.params, name


def test_undeclared_parameter_is_refused(tmp_path: Path) -> None:
    _write(tmp_path, "a/find_x.cypher", "// mode: read\n// $a: one\nRETURN $a, $b")
    with pytest.raises(CypherLoadError, match=r"not declared: \['b'\]"):
        load_queries(tmp_path)


def test_unused_declaration_is_refused(tmp_path: Path) -> None:
    _write(tmp_path, "a/find_x.cypher", "// mode: read\n// $a: one\n// $b: two\nRETURN $a")
    with pytest.raises(CypherLoadError, match=r"find_x\.cypher:3"):
        load_queries(tmp_path)


def test_missing_mode_is_refused(tmp_path: Path) -> None:
    _write(tmp_path, "a/find_x.cypher", "// no mode here\nRETURN 1")
    with pytest.raises(CypherLoadError, match="mode"):
        load_queries(tmp_path)


def test_calls_must_pass_exactly_the_declared_parameters() -> None:
    query = QUERIES["banks.get_bank"]
    assert query.bind({"bank_id": "x"}) == {"bank_id": "x"}
    with pytest.raises(TypeError, match="missing"):
        query.bind({})
    with pytest.raises(TypeError, match="unexpected"):
        query.bind({"bank_id": "x", "other": 1})


def test_every_read_and_write_query_compiles(neo4j_db: Neo4jUnderTest) -> None:
    auth = ("neo4j", neo4j_db.password) if neo4j_db.password else None
    with GraphDatabase.driver(neo4j_db.uri, auth=auth, notifications_min_severity="OFF") as driver:
        for query in QUERIES.values():
            if query.mode != "schema":
                driver.execute_query("EXPLAIN " + query.text, database_="neo4j")
