"""The dense channel reads Chinese: texts with Han characters live in the multilingual space,
and a question is embedded in every space its bank holds memories of."""

from __future__ import annotations

from fastapi.testclient import TestClient
from neo4j import Driver

from tests.conftest import recall, retain

WHEN = "2026-05-06T10:00:00+08:00"
CHINESE = [
    "我姐姐在医院当护士，经常上夜班。",
    "我家的狗叫旺财，是只金毛。",
    "下周三下午三点要跟客户开会。",
    "我对芒果过敏，吃了会起疹子。",
    "我儿子今年上小学二年级了。",
    "我们家搬到了浦东，离地铁站很近。",
]
# Questions that share no word with their memory: only the meaning connects them.
QUESTIONS = {
    "她从事什么职业？": CHINESE[0],
    "宠物叫什么名字？": CHINESE[1],
    "有什么水果不能碰？": CHINESE[3],
}


def _vector_only(client: TestClient, bank: str) -> None:
    body = {"settings": {"weights": {"lexical": 0, "entity": 0, "graph": 0, "window": 0}}}
    assert client.put(f"/v1/banks/{bank}", json=body).status_code == 200


def test_chinese_memories_live_in_the_multilingual_space(
    client: TestClient, driver: Driver, bank: str
) -> None:
    retain(client, bank, *({"content": t, "timestamp": WHEN} for t in CHINESE))
    retain(client, bank, {"content": "My sister works night shifts.", "timestamp": WHEN})
    rows = driver.execute_query(
        "MATCH (m:Memory {bank_id: $bank}) RETURN m.text AS text, m.embedding IS NULL AS no_bge,"
        " m.embedding_ml IS NOT NULL AS ml, m.ml_model AS model",
        bank=bank,
        database_="neo4j",
    ).records
    for row in rows:
        chinese = row["text"] in CHINESE
        assert (row["no_bge"], row["ml"]) == (chinese, chinese), row["text"]
        assert row["model"] == ("multilingual-e5-small" if chinese else None)
    assert client.get(f"/v1/banks/{bank}").json()["multilingual_model"] == "multilingual-e5-small"


def test_a_chinese_question_finds_its_memory_through_the_vector_channel_alone(
    client: TestClient, bank: str
) -> None:
    retain(client, bank, *({"content": t, "timestamp": WHEN} for t in CHINESE))
    _vector_only(client, bank)
    for question, fact in QUESTIONS.items():
        memories = recall(client, bank, question, top_k=3, explain=True)["memories"]
        assert memories[0]["text"] == fact, (question, [m["text"] for m in memories])
        assert memories[0]["scores"]["lexical"] == 0.0


def test_an_english_question_finds_a_chinese_memory_of_the_same_fact(
    client: TestClient, bank: str
) -> None:
    retain(client, bank, *({"content": t, "timestamp": WHEN} for t in CHINESE))
    retain(client, bank, {"content": "The car needs new tyres before winter.", "timestamp": WHEN})
    _vector_only(client, bank)
    for question, fact in {
        "Which fruit am I allergic to?": CHINESE[3],
        "What is the dog called?": CHINESE[1],
        "What grade is my son in?": CHINESE[4],
    }.items():
        memories = recall(client, bank, question, top_k=3)["memories"]
        assert memories[0]["text"] == fact, (question, [m["text"] for m in memories])


def test_an_english_bank_never_embeds_queries_in_the_multilingual_space(
    client: TestClient, bank: str
) -> None:
    retain(client, bank, {"content": "I water the tomatoes every evening.", "timestamp": WHEN})
    assert client.get(f"/v1/banks/{bank}").json()["multilingual_model"] is None
    memories = recall(client, bank, "番茄多久浇一次水？", explain=True)["memories"]
    # The bank has no multilingual vector: a Chinese question can use words and the graph,
    # but bge's cosine for a question it cannot read counts for nothing.
    assert all(m["scores"]["semantic"] == 0.0 for m in memories)


def test_a_bank_without_multilingual_vectors_still_answers_chinese_by_its_words(
    client: TestClient, driver: Driver, bank: str
) -> None:
    """A bank stored before the multilingual space (not yet re-embedded): the full-text
    channel keeps its whole weight for a Chinese question."""
    retain(client, bank, *({"content": t, "timestamp": WHEN} for t in CHINESE))
    driver.execute_query(
        "MATCH (b:Bank {id: $bank}) SET b.multilingual_model = null",
        bank=bank,
        database_="neo4j",
    )
    client.app.state.hindsight.bank_cache.invalidate(bank)  # type: ignore[attr-defined]
    memories = recall(client, bank, "我家的狗叫什么？", top_k=3, explain=True)["memories"]
    assert memories[0]["text"] == CHINESE[1]
    assert memories[0]["scores"]["lexical"] > 0
