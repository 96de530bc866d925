"""Moving a bank between stores: the export format's values, and how ids move with it.

An export (``transfer_export``) is one JSON object per line; an import (``transfer_import``)
takes its records back in batches. What both sides share lives here:

- **Values.** Node and edge properties go out as JSON scalars and lists, and every Neo4j
  temporal value as a one-key object naming its type: ``{"$datetime":
  "2026-03-02T09:00:00.000000000+08:00"}`` (a named zone follows in brackets, as Cypher
  prints it: ``…+08:00[Asia/Shanghai]``), ``{"$localdatetime": …}``, ``{"$date": …}``,
  ``{"$time": …}``, ``{"$localtime": …}``, ``{"$duration": "P1M2DT3.5S"}``; a float that JSON
  cannot carry as ``{"$float": "nan"}``, a byte array as ``{"$bytes": base64}``. ISO strings
  keep nanoseconds, so export → import → export gives the same bytes. (The driver reads an
  offset of zero and the zone ``UTC`` alike; both go out as the offset, which is what the
  service writes.)
- **Ids.** Memory and episode ids are unique across the store, so a bank imported under
  another id gets new ones: ``uuid5(TRANSFER_NAMESPACE, f"{target}:{old}")`` (a 32-hex run
  id stays 32 hex), the same on every retry. Into the bank it came from, ids stay.
"""

from __future__ import annotations

import base64
import json
import math
import re
import uuid
from collections.abc import Callable, Mapping
from datetime import timezone
from typing import Any

import pytz
from neo4j.time import Date, DateTime, Duration, Time

FORMAT = "hindsight-export/1"
TRANSFER_NAMESPACE = uuid.UUID("6f1d2c3b-9a4e-4b5f-8c7d-0e1f2a3b4c5d")
# the two vector spaces (service/embedding/spaces.py) and the model tag of each
VECTORS: dict[str, str] = {"embedding": "vector_model", "embedding_ml": "ml_model"}
# properties a record's place implies: the target bank sets them
IMPLIED = frozenset({"bank_id", "bank_key"})
_HEX32 = re.compile(r"^[0-9a-f]{32}$")
_ZONED = re.compile(r"^(?P<iso>[^\[\]]+)(\[(?P<zone>[A-Za-z0-9/_+-]{1,64})\])?$")


# --- values -----------------------------------------------------------------------------------
def encode_value(value: Any) -> Any:
    """A property value as the export writes it (see the module docstring)."""
    if isinstance(value, bool | int | str):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else {"$float": str(value)}
    if isinstance(value, list):
        return [encode_value(v) for v in value]
    if isinstance(value, DateTime):
        if value.tzinfo is None:
            return {"$localdatetime": value.iso_format()}
        zone = getattr(value.tzinfo, "zone", None)
        suffix = f"[{zone}]" if zone and zone != "UTC" else ""
        return {"$datetime": value.iso_format() + suffix}
    if isinstance(value, Date):
        return {"$date": value.iso_format()}
    if isinstance(value, Time):
        return {"$localtime" if value.tzinfo is None else "$time": value.iso_format()}
    if isinstance(value, Duration):
        return {"$duration": value.iso_format()}
    if isinstance(value, bytes | bytearray):
        return {"$bytes": base64.b64encode(bytes(value)).decode("ascii")}
    raise TypeError(f"no export form for a {type(value).__name__} property")


def _datetime(text: str) -> DateTime:
    match = _ZONED.match(text)
    if not match:
        raise ValueError(f"not a date-time: {text!r}")
    moment = DateTime.from_iso_format(match["iso"])
    offset = moment.utcoffset()
    if offset is None:
        raise ValueError(f"$datetime needs an offset: {text!r}")
    zone = match["zone"]
    if zone:
        return moment.astimezone(pytz.timezone(zone))
    # a plain offset, as the driver sends one (its reading of +00:00 would go as zone UTC)
    return moment.replace(tzinfo=timezone(offset))


def _local_datetime(text: str) -> DateTime:
    moment = DateTime.from_iso_format(text)
    if moment.tzinfo is not None:
        raise ValueError(f"$localdatetime has no offset: {text!r}")
    return moment


_TYPED: dict[str, Callable[[str], Any]] = {
    "$datetime": _datetime,
    "$localdatetime": _local_datetime,
    "$date": Date.from_iso_format,
    "$time": Time.from_iso_format,
    "$localtime": Time.from_iso_format,
    "$duration": Duration.from_iso_format,
    "$float": float,
    "$bytes": lambda text: base64.b64decode(text, validate=True),
}


def decode_value(value: Any) -> Any:
    """A value as the export wrote it, back as the driver stores it; ValueError if it is not
    one the export writes (a null, a map, a list of mixed types)."""
    if isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, list):
        items = [decode_value(v) for v in value]
        if any(isinstance(v, list) for v in items) or len({type(v) for v in items}) > 1:
            raise ValueError("a list property holds values of one type, and no lists")
        return items
    if isinstance(value, dict) and len(value) == 1:
        ((tag, text),) = value.items()
        parse = _TYPED.get(tag)
        if parse is not None and isinstance(text, str):
            try:
                return parse(text)
            except (ValueError, TypeError, OverflowError, pytz.UnknownTimeZoneError) as exc:
                raise ValueError(f"{tag}: {exc}") from None
    raise ValueError(f"not a property value: {json.dumps(value)[:80]}")


def encode_properties(props: Mapping[str, Any], leave_out: frozenset[str]) -> dict[str, Any]:
    return {k: encode_value(v) for k, v in sorted(props.items()) if k not in leave_out}


def decode_properties(props: Mapping[str, Any]) -> dict[str, Any]:
    return {k: decode_value(v) for k, v in props.items() if k not in IMPLIED}


def line(record: Mapping[str, Any]) -> str:
    """One record as one line: keys sorted, no spaces, text as it is (not escaped)."""
    return json.dumps(record, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n"


# --- ids --------------------------------------------------------------------------------------
def mapped_id(source: str, target: str, old: str) -> str:
    """The id a node of bank ``source`` takes in bank ``target`` (itself when they are one)."""
    if source == target:
        return old
    new = uuid.uuid5(TRANSFER_NAMESPACE, f"{target}:{old}")
    return new.hex if _HEX32.match(old) else str(new)
