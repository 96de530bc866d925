"""What was asked, or echoed by the assistant, is weaker evidence than what the user said."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.conftest import recall, retain

WHEN = "2026-03-02T10:00:00+00:00"


def test_the_answer_outranks_the_question_that_asked_for_it(client: TestClient, bank: str) -> None:
    retain(
        client,
        bank,
        {"content": "What's the wifi password for the office?", "timestamp": WHEN},
        {"content": "The office wifi password is tulip-42.", "timestamp": WHEN},
        {"content": "办公室的打印机在哪里？", "timestamp": WHEN},
        {"content": "办公室的打印机在三楼茶水间旁边。", "timestamp": WHEN},
    )
    en = recall(client, bank, "office wifi password", top_k=2, explain=True)["memories"]
    assert en[0]["text"] == "The office wifi password is tulip-42.", [m["text"] for m in en]
    asked = next(m for m in en if m["text"].endswith("?"))
    assert asked["scores"]["current"] < 1.0 and "a question" in asked["explanation"]
    zh = recall(client, bank, "办公室打印机", top_k=2)["memories"]
    assert zh[0]["text"] == "办公室的打印机在三楼茶水间旁边。", [m["text"] for m in zh]


def test_what_the_user_said_outranks_the_assistants_echo(client: TestClient, bank: str) -> None:
    retain(
        client,
        bank,
        {"content": "I'm allergic to peanuts.", "timestamp": WHEN},
        {
            "content": "Noted, you're allergic to peanuts.",
            "role": "assistant",
            "timestamp": WHEN,
        },
        {"content": "我对花生过敏。", "timestamp": WHEN},
        {"content": "好的，记住了，你对花生过敏。", "role": "assistant", "timestamp": WHEN},
    )
    en = recall(client, bank, "allergic to peanuts", top_k=2, explain=True)["memories"]
    assert en[0]["text"] == "I'm allergic to peanuts.", [m["text"] for m in en]
    echo = next(m for m in en if m["text"].startswith("Noted"))
    assert echo["scores"]["current"] < 1.0 and "said by the assistant" in echo["explanation"]
    zh = recall(client, bank, "花生过敏", top_k=2)["memories"]
    assert zh[0]["text"] == "我对花生过敏。", [m["text"] for m in zh]
