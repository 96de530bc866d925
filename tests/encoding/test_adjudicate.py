"""LLM adjudication of the pairs retain's rules kept although they may fill one slot, against a
real HTTP server standing in for an OpenAI-compatible endpoint: a sound "supersede" retires the
older memory with the model's reason; a bad answer, or none, changes nothing."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from service.encoding.adjudicate import may_fill_one_slot, response_schema
from service.settings import Settings
from tests.conftest import app_with_llm, retain
from tests.llm_stand_in import FakeLlm

NOT_EXTRACTION = (200, "{}")  # retain's own extraction answer: off-schema, so the rules run
# The same slot said twice with no value in common and no change word: the rules keep both.
OLDER = ("I like sitting in the aisle seat on long flights", "2026-03-01T09:00:00+00:00")
NEWER = ("Window seats suit me better on long flights", "2026-04-01T09:00:00+00:00")
ZH_OLDER = ("我妈的降压药是每天早上吃一片", "2026-03-01T09:00:00+08:00")
ZH_NEWER = ("我妈的降压药医生让晚饭后吃了", "2026-04-01T09:00:00+08:00")


@pytest.fixture(scope="module")
def llm_client(client: TestClient, settings: Settings, fake_llm: FakeLlm) -> Iterator[TestClient]:
    with app_with_llm(
        client, settings, llm_base_url=fake_llm.url, llm_model="judge-1", llm_retries=0
    ) as app_client:
        yield app_client


def _said(client: TestClient, bank: str, text: str, at: str) -> dict:
    return retain(client, bank, {"content": text, "session_id": "s1", "timestamp": at})


def _statuses(client: TestClient, bank: str) -> dict[str, str]:
    page = client.get(f"/v1/banks/{bank}/memories", params={"status": "all"}).json()
    return {m["text"]: m["status"] for m in page["memories"]}


def _verdict(same_slot: bool, decision: str, index: int = 0) -> tuple[int, str]:
    answer = {"pairs": [{"index": index, "same_slot": same_slot, "decision": decision,
                         "reason": "the seat the user prefers now"}]}  # fmt: skip
    return 200, json.dumps(answer)


def _asked(fake: FakeLlm, since: int) -> list[dict]:
    return [
        r
        for r in fake.requests[since:]
        if r["response_format"]["json_schema"]["name"] == "adjudication"
    ]


@pytest.mark.parametrize(("older", "newer"), [(OLDER, NEWER), (ZH_OLDER, ZH_NEWER)])
def test_the_rules_leave_both_and_the_slot_relation_asks(older: tuple, newer: tuple) -> None:
    assert may_fill_one_slot(newer[0], "user", older[0], "user", 0.75) is not None
    assert may_fill_one_slot(newer[0], "assistant", older[0], "user", 0.9) is None


@pytest.mark.parametrize(("older", "newer"), [(OLDER, NEWER), (ZH_OLDER, ZH_NEWER)])
def test_a_sound_supersede_retires_the_older_with_the_models_reason(
    llm_client: TestClient, fake_llm: FakeLlm, bank: str, older: tuple, newer: tuple
) -> None:
    fake_llm.script = [NOT_EXTRACTION]
    _said(llm_client, bank, *older)
    before = len(fake_llm.requests)
    fake_llm.script = [NOT_EXTRACTION, _verdict(True, "supersede")]
    body = _said(llm_client, bank, *newer)
    asked = _asked(fake_llm, before)
    assert len(asked) == 1
    question = json.loads(asked[0]["messages"][1]["content"])
    assert question["pairs"][0]["older"]["text"] == older[0]
    assert question["pairs"][0]["newer"]["text"] == newer[0]
    assert asked[0]["response_format"]["json_schema"]["strict"] is True
    assert [s["reason"] for s in body["superseded"]] == ["llm: the seat the user prefers now"]
    statuses = _statuses(llm_client, bank)
    assert statuses[older[0]] == "superseded" and statuses[newer[0]] == "active"


@pytest.mark.parametrize(
    "answer",
    [
        (200, "not json at all"),
        (200, json.dumps({"pairs": []})),  # a pair left unanswered
        (200, json.dumps({"pairs": [{"index": 0, "same_slot": True}]})),  # off-schema
        _verdict(True, "supersede", index=3),  # a pair it was not asked about
        _verdict(False, "supersede"),  # not the same slot: nothing to replace
        _verdict(True, "keep_both"),
        (500, ""),  # the endpoint fails
    ],
)
def test_a_bad_or_cautious_answer_changes_nothing(
    llm_client: TestClient, fake_llm: FakeLlm, bank: str, answer: tuple[int, str]
) -> None:
    fake_llm.script = [NOT_EXTRACTION]
    _said(llm_client, bank, *OLDER)
    fake_llm.script = [NOT_EXTRACTION, answer]
    body = _said(llm_client, bank, *NEWER)
    assert body["superseded"] == []
    assert set(_statuses(llm_client, bank).values()) == {"active"}


def test_without_an_llm_nothing_is_asked_and_both_stay(client: TestClient, bank: str) -> None:
    _said(client, bank, *OLDER)
    body = _said(client, bank, *NEWER)
    assert body["superseded"] == []
    assert set(_statuses(client, bank).values()) == {"active"}


def test_the_schema_is_strict() -> None:
    schema = response_schema()
    verdict = schema["$defs"]["PairVerdict"]
    assert verdict["additionalProperties"] is False
    assert set(verdict["required"]) == {"index", "same_slot", "decision", "reason"}
