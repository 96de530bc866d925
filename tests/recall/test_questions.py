"""What was asked, or echoed by the assistant, is weaker evidence than what the user said."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain

WHEN = "2026-03-02T10:00:00+00:00"
ASSISTANT = {"role": "assistant"}


@dataclass(frozen=True)
class Case:
    items: list[dict[str, str]]  # what is retained, each at WHEN
    query: str
    first: str  # what the user said, ranked first
    weaker: str  # how the weaker memory starts or ends
    why: str  # what the explanation says of it
    zh_query: str
    zh_first: str


CASES = {
    "the answer outranks the question that asked for it": Case(
        [
            {"content": "What's the wifi password for the office?"},
            {"content": "The office wifi password is tulip-42."},
            {"content": "办公室的打印机在哪里？"},
            {"content": "办公室的打印机在三楼茶水间旁边。"},
        ],
        "office wifi password",
        "The office wifi password is tulip-42.",
        "?",
        "a question",
        "办公室打印机",
        "办公室的打印机在三楼茶水间旁边。",
    ),
    "what the user said outranks the assistant's echo": Case(
        [
            {"content": "I'm allergic to peanuts."},
            {"content": "Noted, you're allergic to peanuts."} | ASSISTANT,
            {"content": "我对花生过敏。"},
            {"content": "好的，记住了，你对花生过敏。"} | ASSISTANT,
        ],
        "allergic to peanuts",
        "I'm allergic to peanuts.",
        "Noted",
        "said by the assistant",
        "花生过敏",
        "我对花生过敏。",
    ),
}


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
def test_weaker_evidence_ranks_below_what_the_user_said(
    client: TestClient, bank: str, case: Case
) -> None:
    retain(client, bank, *(item | {"timestamp": WHEN} for item in case.items))
    en = recall(client, bank, case.query, top_k=2, explain=True)["memories"]
    assert en[0]["text"] == case.first, [m["text"] for m in en]
    weaker = next(
        m for m in en if m["text"].startswith(case.weaker) or m["text"].endswith(case.weaker)
    )
    assert weaker["scores"]["current"] < 1.0 and case.why in weaker["explanation"]
    zh = recall(client, bank, case.zh_query, top_k=2)["memories"]
    assert zh[0]["text"] == case.zh_first, [m["text"] for m in zh]
