"""Loads the named Cypher queries in ``cypher/``, aiosql-style.

Each ``.cypher`` file holds one query; its path names it (``recall/find_entity_stack.cypher``
is ``recall.find_entity_stack``). The comment header says what it does,
``// mode: read|write|schema`` and one ``// $param: meaning`` line per parameter. Loading fails,
pointing at the file and line, on a duplicate name, a missing mode, or a parameter used in the
body but not declared (or declared and never used). Callers pass parameters by keyword and
must pass exactly the declared set.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

CYPHER_DIR = Path(__file__).resolve().parent.parent / "cypher"
MODES = {"read", "write", "schema"}
_PARAM_USE = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)")
_PARAM_DECL = re.compile(r"^//\s*\$([A-Za-z_][A-Za-z0-9_]*)\s*:")
_MODE_DECL = re.compile(r"^//\s*mode:\s*(\w+)\s*$")
_NAME = re.compile(r"^[a-z][a-z0-9_]*$")


class CypherLoadError(ValueError):
    """A query file is malformed; the message names the file and line."""


@dataclass(frozen=True)
class Query:
    name: str
    mode: str
    params: frozenset[str]
    text: str
    path: Path
    doc: str

    def bind(self, params: Mapping[str, Any]) -> dict[str, Any]:
        """Check the given parameters against the declared ones; return them as a dict."""
        given = set(params)
        missing = self.params - given
        extra = given - self.params
        if missing or extra:
            raise TypeError(
                f"query {self.name} ({self.path}) takes {sorted(self.params)}; "
                f"missing {sorted(missing)}, unexpected {sorted(extra)}"
            )
        return dict(params)


class Queries(Mapping[str, Query]):
    """All queries by name."""

    def __init__(self, queries: dict[str, Query]) -> None:
        self._queries = queries

    def __getitem__(self, name: str) -> Query:
        try:
            return self._queries[name]
        except KeyError:
            raise KeyError(f"no Cypher query named {name!r} in {CYPHER_DIR}") from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._queries)

    def __len__(self) -> int:
        return len(self._queries)

    def namespace(self, prefix: str) -> list[Query]:
        """The queries of one folder, in name order (schema files apply in this order)."""
        return [q for name, q in sorted(self._queries.items()) if name.startswith(prefix + ".")]


def load_queries(root: Path = CYPHER_DIR) -> Queries:
    found: dict[str, Query] = {}
    for path in sorted(root.rglob("*.cypher")):
        query = parse_query(path, root)
        if query.name in found:
            raise CypherLoadError(f"{path}: duplicate query name {query.name!r}")
        found[query.name] = query
    if not found:
        raise CypherLoadError(f"no .cypher files under {root}")
    return Queries(found)


def parse_query(path: Path, root: Path) -> Query:
    rel = path.relative_to(root).with_suffix("")
    parts = list(rel.parts)
    for part in parts:
        if not _NAME.match(part):
            raise CypherLoadError(f"{path}: {part!r} is not a valid query name part")
    name = ".".join(parts)
    mode: str | None = None
    declared: dict[str, int] = {}
    doc: list[str] = []
    body: list[str] = []
    for lineno, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        stripped = line.strip()
        if stripped.startswith("//") and not body:
            if match := _MODE_DECL.match(stripped):
                mode = match.group(1)
                if mode not in MODES:
                    raise CypherLoadError(f"{path}:{lineno}: mode must be one of {sorted(MODES)}")
            elif match := _PARAM_DECL.match(stripped):
                declared[match.group(1)] = lineno
            else:
                doc.append(stripped.lstrip("/").strip())
            continue
        if stripped or body:
            body.append(line)
    if mode is None:
        raise CypherLoadError(f"{path}:1: header lacks '// mode: read|write|schema'")
    text = "\n".join(body).strip()
    if not text:
        raise CypherLoadError(f"{path}: no query text")
    used = set(_PARAM_USE.findall(_strip_comments(text)))
    undeclared = used - set(declared)
    if undeclared:
        raise CypherLoadError(f"{path}: parameters used but not declared: {sorted(undeclared)}")
    unused = set(declared) - used
    if unused:
        first = min(declared[p] for p in unused)
        raise CypherLoadError(f"{path}:{first}: parameters declared but unused: {sorted(unused)}")
    return Query(
        name=name,
        mode=mode,
        params=frozenset(declared),
        text=text,
        path=path,
        doc=" ".join(d for d in doc if d),
    )


def _strip_comments(text: str) -> str:
    return "\n".join(line.split("//", 1)[0] for line in text.splitlines())
