"""The saved audit queries, read from ``cypher/audit``: each query file's header names it
for people (``// title:``, English and Chinese), says what it does (the English lines, and
the ``// zh:`` lines in Chinese) and gives a ``:param`` line per parameter that runs it in
Neo4j Browser. ``cypher/audit/bloom`` holds the Bloom search phrases (``// phrase:``).

The guide and the Bloom perspective are made from these files, so they never drift from the
queries the tests run.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from service.cypher import CYPHER_DIR, parse_query

AUDIT_DIR = CYPHER_DIR / "audit"
BLOOM_DIR = AUDIT_DIR / "bloom"
GRASS = AUDIT_DIR / "hindsight.grass"
PERSPECTIVE = AUDIT_DIR / "bloom-perspective.json"
# the order the guide shows them in; a saved query missing here comes last
ORDER = (
    "count_memories",
    "find_changes",
    "find_chain",
    "find_sources",
    "find_recall",
    "find_entities",
    "find_lessons",
    "find_dormant",
    "update_display_labels",
    "delete_display_labels",
)
_PARAM_EXAMPLE = re.compile(r"^:param\s+([A-Za-z_][A-Za-z0-9_]*)\s*=>\s*(.+)$")
_SKIPPED = re.compile(r"^(mode:|\$|Try it in Neo4j Browser)")


@dataclass(frozen=True)
class SavedQuery:
    name: str  # the file's stem: find_changes
    mode: str
    title: str  # "What changed, and why · 变更记录：改了什么，为什么"
    english: str
    chinese: str
    examples: tuple[tuple[str, str], ...]  # (parameter, Cypher expression) per :param line
    phrase: str | None  # a Bloom search phrase ("Chain of $memory_id in $bank_id")
    text: str  # the query


def saved_queries(folder: Path = AUDIT_DIR) -> list[SavedQuery]:
    """The saved queries of a folder (not its subfolders), in ``ORDER``."""
    found = [read_saved(path) for path in sorted(folder.glob("*.cypher"))]
    rank = {name: i for i, name in enumerate(ORDER)}
    return sorted(found, key=lambda q: (rank.get(q.name, len(ORDER)), q.name))


def read_saved(path: Path) -> SavedQuery:
    query = parse_query(path, CYPHER_DIR)  # checked as the service checks every query
    fields: dict[str, list[str]] = {"title": [], "english": [], "chinese": [], "phrase": []}
    examples: list[tuple[str, str]] = []
    for line in _header(path):
        if match := _PARAM_EXAMPLE.match(line):
            examples.append((match.group(1), match.group(2).strip()))
        elif line.startswith(("title:", "zh:", "phrase:")):
            key, _, value = line.partition(":")
            fields[{"zh": "chinese"}.get(key, key)].append(value.strip())
        elif line and not _SKIPPED.match(line):
            fields["english"].append(line)
    declared = set(query.params)
    given = {name for name, _ in examples}
    if not fields["phrase"] and given != declared:
        raise ValueError(f"{path}: the :param lines give {sorted(given)}, not {sorted(declared)}")
    return SavedQuery(
        name=path.stem,
        mode=query.mode,
        title=" ".join(fields["title"]) or path.stem,
        english=" ".join(fields["english"]),
        chinese="".join(fields["chinese"]),
        examples=tuple(examples),
        phrase=" ".join(fields["phrase"]) or None,
        text=query.text,
    )


def _header(path: Path) -> list[str]:
    """The comment lines above the query, without their ``//``."""
    lines: list[str] = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        stripped = raw.strip()
        if stripped and not stripped.startswith("//"):
            break
        if stripped:
            lines.append(stripped[2:].strip())
    return lines
