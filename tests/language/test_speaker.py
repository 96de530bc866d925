"""Speaker labels in transcript lines: who said it stays with each event; greetings and
thanks addressed to someone by name are small talk, not memories."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from service.encoding.kinds import classify
from service.language.speaker import speaker_label, without_address
from tests.conftest import retain


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("Caroline: I went to a support group yesterday.", "Caroline"),
        ("Dr. Smith: take two a day", "Dr. Smith"),
        ("Mary Ann Lee: hi there", "Mary Ann Lee"),
        ("张伟：我下周去上海出差", "张伟"),
    ],
)
def test_a_name_and_a_colon_label_the_speaker(line: str, name: str) -> None:
    label = speaker_label(line)
    assert label is not None and label.name == name
    assert line[label.end :].strip() and not line[label.end :].startswith((" ", ":", "："))


@pytest.mark.parametrize(
    "line",
    [
        "Note: buy milk",
        "Reminder: dentist at 3",
        "Monday: gym, then work",
        "Plan B: Hotel Kanra",
        "Q: what time?",
        "PS: bring the charger",
        "the meeting is at 10:30",
        "提醒：明天开会",
        "预算：两万",
        "I said: no",
    ],
)
def test_notes_headings_and_times_are_not_speakers(line: str) -> None:
    assert speaker_label(line) is None


@pytest.mark.parametrize(
    "phrase",
    ["Thanks, Melanie", "Wow, Caroline!", "Hey Mel!", "Yep, Caroline", "How have you been?",
     "Good to see you", "What's up with you?", "Wow, that's cool, Caroline", "Nice routine",
     "Good choice", "Well done!", "好主意"],
)  # fmt: skip
def test_greetings_and_thanks_to_someone_are_small_talk(phrase: str) -> None:
    assert "small_talk" in classify(without_address(phrase)).signals


@pytest.mark.parametrize(
    "phrase",
    ["I met John, Paul", "That's great news about your friend", "Hey, are you coming to dinner?",
     "A good choice of wine matters", "Nice work on the Q3 report, it closed the Acme deal"],
)  # fmt: skip
def test_phrases_that_say_something_are_not_small_talk(phrase: str) -> None:
    assert "small_talk" not in classify(without_address(phrase)).signals


def test_each_event_of_a_labelled_turn_keeps_its_speaker(client: TestClient, bank: str) -> None:
    line = (
        "Caroline: Hey Mel! I went to an LGBTQ support group yesterday. "
        "Also, I'm researching adoption agencies."
    )
    body = retain(client, bank, {"content": line, "timestamp": "2023-05-08T13:56:00+00:00"})
    texts = [m["text"] for m in body["created"]]
    assert texts == [
        "Caroline: I went to an LGBTQ support group yesterday",
        "Caroline: I'm researching adoption agencies",
    ], texts
    assert [s["text"] for s in body["skipped"]] == ["Caroline: Hey Mel"]
    # the time is read from the words: "yesterday" is the day before the turn
    assert body["created"][0]["occurred_at"].startswith("2023-05-07")


def test_a_thank_you_by_name_is_not_stored(client: TestClient, bank: str) -> None:
    body = retain(
        client,
        bank,
        {"content": "Melanie: Thanks, Caroline!", "timestamp": "2023-05-08T13:56:00+00:00"},
        {"content": "Caroline: Thanks, Melanie", "timestamp": "2023-05-08T13:57:00+00:00"},
    )
    assert body["created"] == [] and len(body["skipped"]) == 2
