"""The Python client against a running service (uvicorn on a loopback port): sync and
async, every route, the API's own models back, retries after a 503 and after a lost answer,
and errors as ApiError / Unreachable."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

from service.client import ApiError, AsyncHindsight, Backoff, Hindsight, Unreachable
from service.lifecycle_models import MemoryDetail, Summary
from service.models import RecallResponse, RetainResponse
from tests.client.flaky import FlakyProxy

FAST = Backoff(retries=3, first_s=0.01, most_s=0.05)
T0 = "2026-03-02T09:00:00+00:00"
T1 = "2026-03-09T09:00:00+00:00"


@pytest.fixture
def memory(live_url: str) -> Iterator[Hindsight]:
    with Hindsight(live_url, backoff=FAST) as client:
        yield client


@pytest.fixture
def flaky(live_url: str) -> Iterator[FlakyProxy]:
    proxy = FlakyProxy(live_url)
    yield proxy
    proxy.close()


def test_sync_client_covers_retain_recall_and_the_stored_memory_routes(
    memory: Hindsight, bank: str
) -> None:
    memory.put_bank(bank, name="Client test", description="sync")
    first = memory.retain(bank, [{"content": "Our kitchen budget is $20k.", "timestamp": T0}])
    assert isinstance(first, RetainResponse) and len(first.created) == 1
    old = first.created[0].memory_id
    second = memory.retain(bank, [{"content": "Our kitchen budget is now $30k.", "timestamp": T1}])
    assert [s.memory_id for s in second.superseded] == [old]
    new = second.created[0].memory_id

    found = memory.recall(bank, "what is the kitchen budget?", explain=True)
    assert isinstance(found, RecallResponse) and found.memories[0].id == new
    detail = memory.get_memory(bank, new)
    assert isinstance(detail, MemoryDetail) and detail.sources[0].text.endswith("$30k.")
    assert {m.id for m in memory.iter_memories(bank, status="all", limit=1)} == {old, new}
    assert memory.get_bank(bank).memory_count == 2

    corrected = memory.correct_memory(bank, new, text="Our kitchen budget is $32k.")
    assert corrected.superseded.memory_id == new
    steps = memory.history(bank, corrected.memory.id).steps
    assert "corrected" in [s.event for s in steps]
    assert memory.forget_memory(bank, corrected.memory.id).status == "forgotten"
    assert memory.restore_memory(bank, corrected.memory.id).status == "active"
    report = memory.forget(bank, session_id="nobody-here")
    assert report.dry_run and report.matched == []


def test_sync_client_covers_summary_reflection_consolidation_and_health(
    memory: Hindsight, bank: str
) -> None:
    memory.retain(
        bank,
        [
            {"content": "我决定下个月搬去杭州。", "session_id": "zh-1", "timestamp": T0},
            {"content": "以后订机票都选靠窗的座位。", "session_id": "zh-1", "timestamp": T1},
        ],
    )
    summary = memory.summarize(bank)
    assert isinstance(summary, Summary) and summary.method == "extractive"
    assert "杭州" in summary.text and "靠窗" in summary.text
    assert memory.reflect(bank, session_id="zh-1").bank_id == bank
    assert memory.reflections(bank).bank_id == bank
    assert memory.end_session(bank, "zh-1").bank_id == bank
    assert memory.consolidate(bank, dry_run=True).state == "planned"
    assert memory.consolidations(bank).bank_id == bank
    assert memory.reembed_status(bank).state in ("none", "done")
    assert memory.health()["status"] == "ok"
    assert "ready" in str(memory.ready()).lower() or memory.ready()


def test_async_client_does_what_the_sync_one_does(live_url: str, bank: str) -> None:
    async def scenario() -> None:
        async with AsyncHindsight(live_url, backoff=FAST) as memory:
            await memory.put_bank(bank)
            done = await memory.retain(bank, [{"content": "I'm allergic to peanuts."}])
            mid = done.created[0].memory_id
            found = await memory.recall(bank, "any food allergies?")
            assert found.memories[0].id == mid
            assert (await memory.get_memory(bank, mid)).text == "I'm allergic to peanuts."
            assert [m.id async for m in memory.iter_memories(bank)] == [mid]
            assert (await memory.history(bank, mid)).steps[0].event == "created"
            assert (await memory.summarize(bank)).memories[0].id == mid
            with pytest.raises(ApiError) as missing:
                await memory.get_memory(bank, "00000000-0000-4000-8000-000000000000")
            assert missing.value.status == 404

    asyncio.run(scenario())


def test_a_503_is_retried_with_backoff(flaky: FlakyProxy, bank: str) -> None:
    flaky.unavailable = 2
    with Hindsight(flaky.url, backoff=FAST) as memory:
        done = memory.retain(bank, [{"content": "My dentist is Dr. Okafor."}])
    assert len(done.created) == 1
    assert [m for m, p in flaky.seen if p.endswith("/memories")] == ["POST"] * 3


def test_a_retain_whose_answer_was_lost_is_sent_again_and_stores_nothing_twice(
    flaky: FlakyProxy, memory: Hindsight, bank: str
) -> None:
    flaky.drop_after_forwarding = 1  # the service stored it; the client never heard
    with Hindsight(flaky.url, backoff=FAST) as through_proxy:
        again = through_proxy.retain(bank, [{"content": "The gate code is 4417."}])
    assert again.created == [] and len(again.unchanged) == 1
    assert len(memory.list_memories(bank).memories) == 1


def test_async_client_retries_a_503_too(flaky: FlakyProxy, bank: str) -> None:
    flaky.unavailable = 1

    async def scenario() -> RetainResponse:
        async with AsyncHindsight(flaky.url, backoff=FAST) as memory:
            return await memory.retain(bank, [{"content": "我的车牌号是浙A12345。"}])

    assert len(asyncio.run(scenario()).created) == 1


def test_errors_are_api_errors_with_the_problem_detail(memory: Hindsight, bank: str) -> None:
    with pytest.raises(ApiError) as bad:
        memory.recall(bank, "x", top_k=0)
    assert bad.value.status == 422 and "top_k" in bad.value.detail
    with pytest.raises(ApiError) as bad_bank:
        memory.get_bank("not a bank!")
    assert bad_bank.value.status == 422


def test_a_service_that_is_not_there_is_unreachable_after_the_retries() -> None:
    with Hindsight("http://127.0.0.1:9", backoff=FAST) as memory, pytest.raises(Unreachable):
        memory.health()
