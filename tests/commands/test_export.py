"""``hindsight export`` → ``hindsight import`` into a new bank → a second export equals the
first but for the ids (mapped by the documented rule) and the bank's id; ``hindsight bank
list|show|delete``."""

from __future__ import annotations

import json
import uuid
from pathlib import Path

import pytest

from service.cli import main
from service.client import Hindsight
from tests.lifecycle.test_transfer import _body, _ids_between

T = "2026-03-{:02d}T09:00:00+00:00"


def _build(memory: Hindsight, bank: str) -> None:
    said = [
        ("Our kitchen budget is $20k.", 2),
        ("Our kitchen budget is now $30k.", 5),
        ("我们的婚宴预算是每桌4000元。", 6),
        ("婚宴预算改成每桌5200元了。", 8),
        ("I'm allergic to peanuts.", 9),
        ("Remind me to call the plumber on Friday.", 10),
    ]
    for text, day in said:
        memory.retain(bank, [{"content": text, "timestamp": T.format(day), "session_id": "ex-1"}])
    page = memory.list_memories(bank).memories
    plumber = next(m for m in page if "plumber" in m.text)
    memory.correct_memory(bank, plumber.id, text="Remind me to call the plumber on Monday.")
    peanuts = next(m for m in page if "peanuts" in m.text)
    memory.forget_memory(bank, peanuts.id)
    memory.retain(bank, [{"content": "My PIN is 4312, don't keep it.", "session_id": "ex-2"}])
    pin = next(m for m in memory.list_memories(bank).memories if "PIN" in m.text)
    memory.forget_memory(bank, pin.id, hard=True, reason="secret")


def test_an_exported_bank_imported_elsewhere_exports_the_same(
    live_url: str, bank: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    copy = f"t-{uuid.uuid4().hex[:12]}"
    with Hindsight(live_url) as memory:
        _build(memory, bank)
    first, second = tmp_path / "first.jsonl", tmp_path / "second.jsonl"
    url = ["--url", live_url]
    assert main(["export", bank, "-o", str(first), *url]) == 0
    assert "exported" in capsys.readouterr().err
    argv = ["import", str(first), "--bank", copy, "--batch", "5",
            "--state-dir", str(tmp_path / "state"), *url]  # fmt: skip
    assert main(argv) == 0
    captured = capsys.readouterr()
    assert "export," in captured.err and "imported memory" in captured.out
    assert main(["export", copy, "-o", str(second), *url]) == 0

    a, b = first.read_text().splitlines(), second.read_text().splitlines()
    assert json.loads(a[-1]) == json.loads(b[-1])  # the same counts of every kind
    assert _body(a, _ids_between(a, b, copy)) == _body(b)
    kinds = {json.loads(line)["type"] for line in a}
    assert {"episode", "memory", "edge", "tombstone", "entity"} <= kinds

    with Hindsight(live_url) as memory:
        statuses = sorted(m.status for m in memory.iter_memories(copy, status="all"))
        assert statuses == sorted(m.status for m in memory.iter_memories(bank, status="all"))
        top = memory.recall(copy, "婚宴预算每桌多少？").memories[0]
        assert "5200" in top.text
        superseded = next(m for m in memory.iter_memories(copy, status="superseded"))
        events = [s.event for s in memory.history(copy, superseded.id).steps]
        assert "superseded" in events


def test_banks_are_listed_shown_and_deleted_from_the_cli(
    live_url: str, bank: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    with Hindsight(live_url) as memory:
        memory.put_bank(bank, name="CLI bank")
        memory.retain(bank, [{"content": "我每周二晚上打羽毛球。"}])
    url = ["--url", live_url]
    assert main(["bank", "list", *url, "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert any(b["id"] == bank and b["memories"] == 1 for b in listed["banks"])
    assert main(["bank", "show", bank, *url]) == 0
    assert "CLI bank" in capsys.readouterr().out

    monkeypatch.setattr("builtins.input", lambda *_: "n")
    assert main(["bank", "delete", bank, *url]) == 1
    assert "nothing deleted" in capsys.readouterr().out
    assert main(["bank", "delete", bank, "--yes", *url]) == 0
    assert "1 memories" in capsys.readouterr().out
    assert main(["bank", "show", bank, *url]) == 1
    assert "404" in capsys.readouterr().err
