"""``hindsight import`` and ``hindsight recall`` against the live service: JSON lines of turns
interrupted and resumed (nothing stored twice), a LoCoMo-style file, a malformed file
refused before anything is sent."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from neo4j import Driver

from service.cli import main
from service.client import Hindsight

TURNS_EN = [
    "I moved to Porto last spring for the new job.",
    "My sister Ana lives in Braga with her two kids.",
    "I'm training for the Porto half marathon in October.",
    "Our team standup moved to 9:30 every weekday.",
    "I prefer aisle seats on long flights.",
    "The landlord said the boiler gets replaced next Tuesday.",
    "I switched from coffee to green tea in the mornings.",
    "My bike is a grey Brompton I bought second-hand.",
    "The quarterly review with Miguel is on the 14th.",
    "I'm learning Portuguese with a tutor on Thursdays.",
    "Ana's birthday is on the third of August.",
    "I keep my passport in the blue folder in the desk.",
    "The gym near the office closes at 10pm.",
    "We decided to adopt a cat from the shelter in May.",
    "I don't eat red meat any more.",
]
TURNS_ZH = [
    "我下个月要去成都出差一周。",
    "我女儿在读小学三年级。",
    "我们家的宽带每月199元。",
    "我每周二晚上打羽毛球。",
    "我对青霉素过敏。",
    "公司年会定在一月十八号。",
    "我的车是白色的比亚迪。",
    "周末我们一般去外婆家吃饭。",
    "我在学习弹吉他，老师姓周。",
    "我们决定明年春天装修厨房。",
    "我更喜欢坐高铁而不是坐飞机。",
    "家里的猫叫团团。",
    "我每天早上七点起床跑步。",
    "房租每个季度交一次。",
    "我最近在看《三体》。",
]


def _turns_file(tmp_path: Path) -> Path:
    path = tmp_path / "turns.jsonl"
    lines = []
    for n, text in enumerate(TURNS_EN + TURNS_ZH):
        day = 1 + n // 3
        lines.append(json.dumps({"content": text, "session_id": f"day-{day}",
                                 "timestamp": f"2026-02-{day:02d}T10:{n:02d}:00+00:00",
                                 "metadata": {"line": n}}, ensure_ascii=False))  # fmt: skip
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _episodes(driver: Driver, bank: str) -> int:
    with driver.session() as session:
        record = session.run(
            "MATCH (e:Episode {bank_id: $bank}) RETURN count(e) AS n", bank=bank
        ).single()
    return int(record["n"]) if record else 0


def test_an_interrupted_import_resumes_and_stores_nothing_twice(
    live_url: str, bank: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str], driver: Driver,
) -> None:  # fmt: skip
    path = _turns_file(tmp_path)
    argv = ["import", str(path), "--bank", bank, "--url", live_url, "--batch", "5",
            "--state-dir", str(tmp_path / "state")]  # fmt: skip
    real = Hindsight.retain
    sent: list[int] = []

    def interrupted(self: Hindsight, *args: object, **kwargs: object) -> object:
        if len(sent) == 2:
            raise KeyboardInterrupt  # Ctrl-C during the third batch
        sent.append(1)
        return real(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Hindsight, "retain", interrupted)
    with pytest.raises(KeyboardInterrupt):
        main(argv)
    assert _episodes(driver, bank) == 10
    monkeypatch.setattr(Hindsight, "retain", real)

    assert main(argv) == 0
    captured = capsys.readouterr()
    assert "resumed after 2 of 6 batches" in captured.err
    assert "created" in captured.out
    assert _episodes(driver, bank) == 30

    assert main([*argv, "--restart"]) == 0  # sent again whole: every batch a repeat
    again = capsys.readouterr().out
    assert "30 skipped" in again and "created" not in again
    assert _episodes(driver, bank) == 30

    assert main(["recall", bank, "what is the cat called?", "--url", live_url]) == 0
    assert "团团" in capsys.readouterr().out
    assert main(["recall", bank, "where does my sister live", "--url", live_url, "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert "Braga" in answer["memories"][0]["text"]


def test_a_locomo_style_file_is_imported_with_its_turn_ids(
    live_url: str, bank: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    conversation = {
        "sample_id": "conv-x",
        "conversation": {
            "speaker_a": "Lena",
            "speaker_b": "Omar",
            "session_1_date_time": "1:56 pm on 8 May, 2023",
            "session_1": [
                {"speaker": "Lena", "dia_id": "D1:1", "text": "I just adopted a beagle named Pix!"},
                {"speaker": "Omar", "dia_id": "D1:2", "text": "Congrats! I'm off to Oslo."},
            ],
            "session_2_date_time": "10:00 am on 2 June, 2023",
            "session_2": [
                {"speaker": "Lena", "dia_id": "D2:1", "text": "Pix chewed my running shoes."},
            ],
        },
    }
    path = tmp_path / "locomo.json"
    path.write_text(json.dumps([conversation]), encoding="utf-8")
    argv = ["import", str(path), "--bank", bank, "--url", live_url,
            "--state-dir", str(tmp_path / "state")]  # fmt: skip
    assert main(argv) == 0
    assert "locomo, 3 turns" in capsys.readouterr().err
    with Hindsight(live_url) as memory:
        found = memory.recall(bank, "what is the name of Lena's dog?")
    top = found.memories[0]
    assert "Pix" in top.text and top.sources[0].metadata == {"speaker": "Lena", "dia_id": "D1:1"}
    assert top.occurred_at is not None and top.occurred_at.year == 2023


def test_a_malformed_file_is_refused_before_anything_is_sent(
    live_url: str, bank: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], driver: Driver
) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text('{"content": "fine"}\n{"content": "late", "timestamp": "yesterday"}\n')
    argv = ["import", str(path), "--bank", bank, "--url", live_url,
            "--state-dir", str(tmp_path / "state")]  # fmt: skip
    assert main(argv) == 1
    assert "bad.jsonl:2: timestamp" in capsys.readouterr().err
    assert _episodes(driver, bank) == 0
