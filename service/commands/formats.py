"""What ``hindsight import`` reads, told apart by content:

- a **Hindsight export** (JSON lines whose first record is ``{"type": "bank", "format":
  "hindsight-export/…"}``): records sent to the import route as they are;
- a **LoCoMo-style file** (one JSON document: a conversation or a list of them, each with
  ``conversation: {speaker_a, speaker_b, session_N, session_N_date_time}``): every turn a
  retain item ("Speaker: text", the session's time, ``dia_id`` and speaker kept in metadata);
- **JSON lines of turns**: each line a retain item (``content``, and optionally ``role``,
  ``session_id``, ``timestamp``, ``kind``, ``metadata``).

A line that is not what its format needs is an error naming the line, before anything is
sent.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import ValidationError

from service.models import RetainItem

EXPORT_FORMAT = "hindsight-export/"
Format = Literal["export", "locomo", "turns"]


class BadFile(ValueError):
    """The file is not one of the formats, or a line of it is malformed."""


@dataclass(frozen=True)
class Source:
    path: Path
    format: Format
    digest: str  # sha256 of the file's bytes: what a resumed import must match
    units: list[dict[str, Any]]  # retain items, or export records (without the end record)
    source_bank_id: str | None = None  # an export's bank


def read(path: Path) -> Source:
    raw = path.read_bytes()
    digest = hashlib.sha256(raw).hexdigest()
    text = raw.decode("utf-8-sig")
    stripped = text.lstrip()
    if not stripped:
        raise BadFile(f"{path}: the file is empty")
    whole = _whole_json(stripped)
    if whole is not None:
        return Source(path, "locomo", digest, list(_locomo(whole, path)))
    lines = list(_lines(text, path))
    if lines and lines[0][1].get("type") == "bank":
        header = lines[0][1]
        if not str(header.get("format", "")).startswith(EXPORT_FORMAT):
            raise BadFile(f"{path}:{lines[0][0]}: not a Hindsight export: {header.get('format')}")
        records = [record for _, record in lines]
        if records[-1].get("type") != "end":
            raise BadFile(f"{path}: the export has no end record; it was cut short")
        return Source(path, "export", digest, records[:-1], str(header.get("bank_id")))
    return Source(path, "turns", digest, [_turn(n, record, path) for n, record in lines])


def _whole_json(text: str) -> Any | None:
    """The file as one JSON document, when it is one (LoCoMo); None for JSON lines."""
    if not text.startswith(("[", "{")):
        return None
    try:
        value = json.loads(text)
    except json.JSONDecodeError:
        return None
    if isinstance(value, dict) and "conversation" not in value:
        return None  # a JSON-lines file of one line
    return value


def _lines(text: str, path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise BadFile(f"{path}:{number}: not JSON ({exc.msg})") from None
        if not isinstance(record, dict):
            raise BadFile(f"{path}:{number}: a line must be a JSON object")
        yield number, record


def _turn(number: int, record: dict[str, Any], path: Path) -> dict[str, Any]:
    try:
        item = RetainItem.model_validate(record)
    except ValidationError as exc:
        problem = exc.errors()[0]
        where = ".".join(str(p) for p in problem["loc"]) or "line"
        raise BadFile(f"{path}:{number}: {where}: {problem['msg']}") from None
    return item.model_dump(mode="json", exclude_none=True)


def _locomo(value: Any, path: Path) -> Iterator[dict[str, Any]]:
    conversations = value if isinstance(value, list) else [value]
    for number, conversation in enumerate(conversations):
        if not isinstance(conversation, dict) or not isinstance(
            conversation.get("conversation"), dict
        ):
            raise BadFile(f"{path}: conversation {number} has no `conversation` object")
        sample = str(conversation.get("sample_id") or f"conv-{number}")
        yield from _sessions(sample, conversation["conversation"], path)


def _sessions(sample: str, conv: dict[str, Any], path: Path) -> Iterator[dict[str, Any]]:
    n = 1
    while f"session_{n}" in conv:
        when = _session_time(conv.get(f"session_{n}_date_time"), path, sample, n)
        for turn in conv[f"session_{n}"]:
            if not isinstance(turn, dict) or not turn.get("text"):
                continue
            speaker = str(turn.get("speaker") or "someone")
            text = f"{speaker}: {turn['text']}"
            if turn.get("blip_caption"):
                text += f" [shares a photo: {turn['blip_caption']}]"
            metadata = {"speaker": speaker}
            if turn.get("dia_id"):
                metadata["dia_id"] = str(turn["dia_id"])
            yield {"content": text, "role": "user", "session_id": _session_id(sample, n),
                   "timestamp": when, "metadata": metadata}  # fmt: skip
        n += 1


def _session_id(sample: str, n: int) -> str:
    safe = "".join(c if c.isalnum() or c in "._:-" else "-" for c in sample).lstrip("._:-")
    return f"{safe or 'conv'}-s{n}"[:128]


def _session_time(raw: Any, path: Path, sample: str, n: int) -> str | None:
    """LoCoMo's "1:56 pm on 8 May, 2023" (UTC), or an ISO-8601 time as it is."""
    if raw is None:
        return None
    text = str(raw).strip()
    for pattern in ("%I:%M %p on %d %B, %Y", "%I:%M %p on %d %b, %Y"):
        try:
            return datetime.strptime(text, pattern).replace(tzinfo=UTC).isoformat()
        except ValueError:
            continue
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise BadFile(f"{path}: {sample} session {n}: unreadable time {text!r}") from None
    if moment.tzinfo is None:
        raise BadFile(f"{path}: {sample} session {n}: the time {text!r} has no zone")
    return moment.isoformat()
