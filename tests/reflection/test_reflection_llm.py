"""LLM reflection against a real HTTP stand-in: a good answer becomes the lesson; a bad one
changes nothing and the rules answer instead."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from neo4j import Driver

from service.settings import Settings
from tests.conftest import app_with_llm, retain
from tests.llm_stand_in import FakeLlm
from tests.reflection.test_reflect import T0, pdf_failure, session, turns


@pytest.fixture(scope="module")
def llm_client(client: TestClient, settings: Settings, fake_llm: FakeLlm) -> Iterator[TestClient]:
    with app_with_llm(
        client, settings, llm_base_url=fake_llm.url, llm_model="reflector-1", llm_retries=0
    ) as app_client:
        yield app_client


def _statuses(driver: Driver, bank: str) -> list[tuple[str, str, str, float]]:
    with driver.session() as db:
        return [
            (r["id"], r["status"], r["text"], r["importance"])
            for r in db.run(
                "MATCH (m:Memory {bank_id: $bank}) RETURN m.id AS id, m.status AS status,"
                " m.text AS text, m.importance AS importance ORDER BY id",
                bank=bank,
            )
        ]


def _episodes(client: TestClient, bank: str) -> tuple[str, list[str]]:
    s = session()
    body = retain(client, bank, *turns(s, T0, *pdf_failure("Export the Q3 report to PDF")))
    ids = [c["episode_id"] for c in body["created"]]
    return s, list(dict.fromkeys(ids))


def test_a_good_llm_answer_becomes_the_lesson(
    client: TestClient, llm_client: TestClient, fake_llm: FakeLlm, bank: str
) -> None:
    s, ids = _episodes(client, bank)  # retained without the LLM
    answer = {
        "found": True,
        "goal": "export the Q3 report to PDF",
        "outcome": "export_pdf failed, then worked once the font was installed",
        "attribution": "the Noto Sans CJK font was not installed",
        "lesson": "Install the Noto Sans CJK font before calling export_pdf",
        "tags": ["export_pdf", "pdf", "fonts"],
        "related_episode_ids": ids[:3],
        "confidence": 0.8,
    }
    fake_llm.script = [(200, json.dumps(answer))]
    response = llm_client.post(f"/v1/banks/{bank}/reflect", json={"session_id": s})
    assert response.status_code == 200, response.text
    lesson = response.json()["lessons"][0]["lesson"]
    assert lesson["source"] == "llm" and lesson["lesson"] == answer["lesson"]
    assert lesson["tags"] == ["export_pdf", "pdf", "fonts"] and lesson["confidence"] == 0.8
    sent = fake_llm.requests[-1]
    assert sent["response_format"]["json_schema"]["strict"] is True
    steps = json.loads(sent["messages"][1]["content"])["steps"]
    assert steps[2]["tool"] == "export_pdf" and steps[2]["status"] == "error"


@pytest.mark.parametrize(
    "answer",
    [
        (200, "{not json"),
        (200, ""),
        (200, json.dumps({"found": True, "goal": "x"})),  # off-schema: parts missing
        (
            200,
            json.dumps(
                {
                    "found": True,
                    "goal": "g",
                    "outcome": "o",
                    "attribution": "a",
                    "lesson": "",
                    "tags": ["a", "b", "c"],
                    "related_episode_ids": [],
                    "confidence": 0.5,
                }
            ),
        ),
        (
            200,
            json.dumps(
                {
                    "found": True,
                    "goal": "g",
                    "outcome": "o",
                    "attribution": "a",
                    "lesson": "do x",
                    "tags": ["a"],
                    "related_episode_ids": ["nope"],
                    "confidence": 2,
                }
            ),
        ),
        (500, ""),
    ],
)
def test_a_bad_llm_answer_changes_nothing_and_the_rules_answer(
    client: TestClient,
    llm_client: TestClient,
    fake_llm: FakeLlm,
    driver: Driver,
    bank: str,
    answer: tuple[int, str],
) -> None:
    s, _ = _episodes(client, bank)
    before = _statuses(driver, bank)
    fake_llm.script = [answer]
    response = llm_client.post(f"/v1/banks/{bank}/reflect", json={"session_id": s})
    assert response.status_code == 200, response.text
    learnt = response.json()["lessons"]
    assert [x["lesson"]["source"] for x in learnt] == ["rules"]
    assert "install Noto Sans CJK" in learnt[0]["lesson"]["lesson"]
    after = [row for row in _statuses(driver, bank) if row[0] != learnt[0]["lesson"]["id"]]
    assert after == before
