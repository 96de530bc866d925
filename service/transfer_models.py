"""Pydantic models of a bank's export records and of an import request.

The format is in ``service/lifecycle/transfer.py``; these check each record's shape before
anything is written: its type, its ids, and that its properties are values a node can hold
(JSON scalars, lists of one type, typed temporal objects), within size limits. Property values
come out of validation already decoded (a ``{"$datetime": …}`` is a driver DateTime).
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from service.lifecycle.transfer import FORMAT, decode_value
from service.models import EPISODE_ID_PATTERN, BankId, EpisodeId, Strict

MAX_RECORDS = 1000
MAX_PROPERTIES = 200
MAX_TEXT = 200_000  # characters in one string value
MAX_LIST = 4096  # items in one list value
_PROPERTY_KEY = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,63}$")
RUN_ID_PATTERN = r"^[0-9a-f]{32}$"
ID_PATTERNS = {
    "Memory": re.compile(EPISODE_ID_PATTERN),  # memory and episode ids are uuids alike
    "Episode": re.compile(EPISODE_ID_PATTERN),
    "Consolidation": re.compile(RUN_ID_PATTERN),
    "Entity": re.compile(r"^[^\x00-\x1f]{1,512}$"),  # an entity is named by its key
}
NodeLabel = Literal["Memory", "Episode", "Entity", "Consolidation"]
Rel = Literal["SUPERSEDES", "NEGATES", "CAUSES", "PRECEDES", "DERIVED_FROM", "MENTIONS", "CHANGED"]
# the ends each relationship type joins
EDGE_ENDS: dict[str, frozenset[tuple[str, str]]] = {
    "SUPERSEDES": frozenset({("Memory", "Memory")}),
    "NEGATES": frozenset({("Memory", "Memory")}),
    "CAUSES": frozenset({("Memory", "Memory")}),
    "PRECEDES": frozenset({("Memory", "Memory")}),
    "DERIVED_FROM": frozenset({("Memory", "Memory"), ("Memory", "Episode")}),
    "MENTIONS": frozenset({("Memory", "Entity")}),
    "CHANGED": frozenset({("Consolidation", "Memory")}),
}


def _decoded(props: dict[str, Any]) -> dict[str, Any]:
    if len(props) > MAX_PROPERTIES:
        raise ValueError(f"{len(props)} properties; at most {MAX_PROPERTIES}")
    out: dict[str, Any] = {}
    for key, value in props.items():
        if not _PROPERTY_KEY.match(key):
            raise ValueError(f"{key[:70]!r} is not a property name")
        if isinstance(value, str) and len(value) > MAX_TEXT:
            raise ValueError(f"{key}: text over {MAX_TEXT} characters")
        if isinstance(value, list) and len(value) > MAX_LIST:
            raise ValueError(f"{key}: list over {MAX_LIST} items")
        try:
            out[key] = decode_value(value)
        except ValueError as exc:
            raise ValueError(f"{key}: {exc}") from None
    return out


Properties = Annotated[dict[str, Any], AfterValidator(_decoded)]


def _text(props: dict[str, Any], key: str, pattern: re.Pattern[str] | None = None) -> None:
    value = props.get(key)
    if not isinstance(value, str) or (pattern is not None and not pattern.match(value)):
        raise ValueError(f"properties.{key} is missing or malformed")


class BankRecord(Strict):
    type: Literal["bank"]
    format: Literal["hindsight-export/1"] = Field(description=f"always {FORMAT!r}")
    bank_id: BankId
    exported_at: str | None = Field(None, max_length=64)
    bank: Properties


class EpisodeRecord(Strict):
    type: Literal["episode"]
    id: EpisodeId
    properties: Properties
    archive: Properties | None = None  # the raw text a compaction moved aside


class EntityRecord(Strict):
    type: Literal["entity"]
    properties: Properties

    @model_validator(mode="after")
    def _keyed(self) -> EntityRecord:
        _text(self.properties, "key", ID_PATTERNS["Entity"])
        return self


class MemoryRecord(Strict):
    type: Literal["memory"]
    id: EpisodeId
    properties: Properties


class TombstoneRecord(Strict):
    type: Literal["tombstone"]
    properties: Properties

    @model_validator(mode="after")
    def _named(self) -> TombstoneRecord:
        _text(self.properties, "id", ID_PATTERNS["Memory"])
        return self


class ReflectionRecord(Strict):
    type: Literal["reflection"]
    properties: Properties

    @model_validator(mode="after")
    def _scoped(self) -> ReflectionRecord:
        _text(self.properties, "scope", re.compile(r"^(task|session):.{1,200}$"))
        return self


class ConsolidationRecord(Strict):
    type: Literal["consolidation"]
    id: Annotated[str, Field(pattern=RUN_ID_PATTERN)]
    properties: Properties


class EdgeRecord(Strict):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    type: Literal["edge"]
    rel: Rel
    from_: str = Field(alias="from", max_length=512)
    to: str = Field(max_length=512)
    from_label: NodeLabel
    to_label: NodeLabel
    properties: Properties

    @model_validator(mode="after")
    def _joins(self) -> EdgeRecord:
        if (self.from_label, self.to_label) not in EDGE_ENDS[self.rel]:
            raise ValueError(f"{self.rel} does not join {self.from_label} to {self.to_label}")
        for label, value in ((self.from_label, self.from_), (self.to_label, self.to)):
            if not ID_PATTERNS[label].match(value):
                raise ValueError(f"{value[:70]!r} is not the id of a {label}")
        if self.rel == "CHANGED":  # a run may change one memory twice: told apart by these
            _text(self.properties, "action")
            if "at" not in self.properties:
                raise ValueError("a CHANGED edge needs properties.at")
        return self


Record = Annotated[
    BankRecord
    | EpisodeRecord
    | EntityRecord
    | MemoryRecord
    | TombstoneRecord
    | ReflectionRecord
    | ConsolidationRecord
    | EdgeRecord,
    Field(discriminator="type"),
]


class ImportRequest(Strict):
    """One batch of an export's records, in the export's order (the end record left out)."""

    source_bank_id: BankId  # the bank_id of the export's first line
    records: list[Record] = Field(min_length=1, max_length=MAX_RECORDS)

    @model_validator(mode="after")
    def _one_source(self) -> ImportRequest:
        for record in self.records:
            if isinstance(record, BankRecord) and record.bank_id != self.source_bank_id:
                raise ValueError(
                    f"the bank record is of bank {record.bank_id!r}, "
                    f"not of source_bank_id {self.source_bank_id!r}"
                )
        return self


class ImportReport(BaseModel):
    """Records written (created or brought up to date) and left out, by type; an edge is
    left out when one of its ends is not in the bank."""

    imported: dict[str, int]
    skipped: dict[str, int]
