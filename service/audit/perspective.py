"""The Bloom / Explore perspective (``cypher/audit/bloom-perspective.json``), made from the
GraSS style (colours and sizes) and the search phrases of ``cypher/audit/bloom``:
``python -m service.audit.perspective`` writes it again; a test checks the file is what
this makes.

The shape follows exported perspectives (Bloom 2.x): ``categories`` (one per label, the
first category listed wins for a node with several labels, so statuses come before kinds
and kinds before ``Memory``), ``labels`` (the properties per label), ``relationshipTypes``,
``templates`` (the search phrases, their ``$`` parameters with suggestions) and
``palette``. Bloom also styles by property (``styleRules``): the ``Memory`` category
colours by ``status`` and ``kind`` even without the display labels. The rule objects follow
the exported rule-based styles as far as we know them; no Bloom could import this file
here (Bloom does not run against Community), see the README.
"""

from __future__ import annotations

import json
import re
import sys
import uuid
from pathlib import Path
from typing import Any

from service.audit.saved import BLOOM_DIR, GRASS, PERSPECTIVE, SavedQuery, saved_queries

CREATED_AT = 1767225600000  # 2026-01-01T00:00:00Z: the file does not change unless we do
NAMESPACE = uuid.UUID("5b0f4d2e-2a44-4c5e-9d0e-6f1c2b3a4d5e")
STATUS_LABELS = {"forgotten": "Forgotten", "negated": "Negated", "superseded": "Superseded",
                 "expired": "Expired", "consolidated": "Consolidated", "cold": "Cold"}  # fmt: skip
KIND_LABELS = {"lesson": "Lesson", "preference": "Preference", "decision": "Decision",
               "task": "Task", "feedback": "Feedback", "transient": "Transient",
               "fact": "Fact"}  # fmt: skip
# category label → (name shown, caption property), in the order Bloom matches them
CATEGORIES: dict[str, tuple[str, str]] = {
    "Forgotten": ("Forgotten memory · 已遗忘的记忆", "text"),
    "Negated": ("Negated memory · 已否定的记忆", "text"),
    "Superseded": ("Superseded memory · 已取代的记忆", "text"),
    "Expired": ("Expired memory · 已过期的记忆", "text"),
    "Consolidated": ("Consolidated memory · 已整理的记忆", "text"),
    "Cold": ("Cold memory · 冷藏的记忆", "text"),
    "Lesson": ("Lesson · 经验教训", "text"),
    "Preference": ("Preference · 偏好", "text"),
    "Decision": ("Decision · 决定", "text"),
    "Task": ("Task · 任务", "text"),
    "Feedback": ("Feedback · 反馈", "text"),
    "Transient": ("Transient · 临时", "text"),
    "Fact": ("Fact · 事实", "text"),
    "Memory": ("Memory · 记忆", "text"),
    "Recall": ("Recall trace · 召回追踪", "query"),
    "Episode": ("Episode · 片段", "text"),
    "Entity": ("Entity · 实体", "name"),
    "Tombstone": ("Tombstone · 墓碑", "kind"),
    "Consolidation": ("Consolidation run · 整理记录", "trigger"),
    "Reflection": ("Reflection · 反思", "scope"),
    "Bank": ("Bank · 记忆库", "id"),
    "EpisodeArchive": ("Archived episode text · 归档的片段原文", "archived_at"),
}
_MEMORY = {"id": "string", "text": "string", "kind": "string", "status": "string",
           "importance": "number", "confidence": "number", "created_at": "DateTime",
           "occurred_at": "DateTime", "valid_until": "DateTime", "session_id": "string",
           "role": "string", "origin": "string", "access_count": "bigint", "tags": "array",
           "flags": "array", "superseded_at": "DateTime", "negated_at": "DateTime",
           "forgotten_at": "DateTime", "forget_reason": "string", "cold_at": "DateTime",
           "expired_at": "DateTime", "goal": "string", "lesson": "string",
           "attribution": "string"}  # fmt: skip
MEMORY_LABELS = (*STATUS_LABELS.values(), *KIND_LABELS.values(), "Memory")
PROPERTIES: dict[str, dict[str, str]] = {
    **{label: _MEMORY for label in MEMORY_LABELS},
    "Recall": {"id": "string", "query": "string", "resolved_query": "string", "at": "DateTime",
               "mode": "string", "top_k": "bigint", "session_id": "string"},
    "Episode": {"id": "string", "role": "string", "session_id": "string", "text": "string",
                "timestamp": "DateTime", "metadata_json": "string"},
    "Entity": {"key": "string", "name": "string", "kind": "string", "mention_count": "bigint"},
    "Tombstone": {"id": "string", "kind": "string", "at": "DateTime", "reason": "string"},
    "Consolidation": {"id": "string", "trigger": "string", "state": "string",
                      "started_at": "DateTime", "report_json": "string"},
    "Reflection": {"scope": "string", "state": "string", "due_at": "DateTime"},
    "Bank": {"id": "string", "name": "string", "memory_count": "bigint"},
    "EpisodeArchive": {"episode_id": "string", "archived_at": "DateTime"},
}  # fmt: skip
RELATIONSHIPS = ("SUPERSEDES", "NEGATES", "CAUSES", "PRECEDES", "DERIVED_FROM", "MENTIONS",
                 "RETURNED", "CHANGED", "ARCHIVED_AS")  # fmt: skip
SUGGESTIONS = {"bank_id": ("Bank", "id"), "memory_id": ("Memory", "id"),
               "recall_id": ("Recall", "id")}  # fmt: skip
_PHRASE_PARAM = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)")


def parse_grass(text: str) -> dict[str, dict[str, str]]:
    """A GraSS style as Neo4j Browser reads it (``parseGrassCSS`` in Browser's
    grassUtils): selector → properties; a property whose value holds a colon is dropped."""
    rules: dict[str, str] = {}
    keyword, props, in_string, in_props, in_binding = "", "", False, False, False
    for c in text:
        if c == "{" and not in_string:
            in_binding, in_props = (True, in_props) if in_props else (in_binding, True)
            continue
        if c == "}" and not in_string:
            if in_binding:
                in_binding = False
            else:
                in_props, rules[keyword], keyword, props = False, props, "", ""
            continue
        if c in "'\"":
            in_string = not in_string
            continue
        if in_props:
            props += c
        elif not c.isspace():
            keyword += c
    parsed: dict[str, dict[str, str]] = {}
    for selector, body in rules.items():
        pairs = [p.split(":") for p in body.split(";")]
        parsed[selector] = {kv[0].strip(): kv[1].strip() for kv in pairs if len(kv) == 2}
    return parsed


def build(grass_text: str, phrases: list[SavedQuery]) -> dict[str, Any]:
    style = parse_grass(grass_text)
    categories = [_category(i, label, style) for i, label in enumerate(CATEGORIES, start=1)]
    return {
        "name": "Hindsight memory audit · 记忆审计",
        "id": str(uuid.uuid5(NAMESPACE, "perspective")),
        "version": "2.21.0",
        "type": "STANDARD_PERSPECTIVE",
        "createdAt": CREATED_AT,
        "lastEditedAt": CREATED_AT,
        "categories": categories,
        "labels": {
            label: [{"propertyKey": k, "type": label, "dataType": t} for k, t in props.items()]
            for label, props in PROPERTIES.items()
        },
        "relationshipTypes": [_relationship(t, style) for t in RELATIONSHIPS],
        "templates": [_template(i, q) for i, q in enumerate(phrases, start=1)],
        "palette": {"colors": [c["color"] for c in categories], "currentIndex": 0},
        "sceneActions": [],
        "hiddenRelationshipTypes": [],
        "hiddenCategories": [],
        "hideUncategorisedData": False,
        "parentPerspectiveId": None,
        "metadata": {"pathSegments": [], "indexes": []},
    }


def _category(index: int, label: str, style: dict[str, dict[str, str]]) -> dict[str, Any]:
    name, caption = CATEGORIES[label]
    rule = dict(style.get("node", {}))
    if label in MEMORY_LABELS:  # a display label: the memory's style, then the label's
        rule.update(style.get("node.Memory", {}))
    rule.update(style.get(f"node.{label}", {}))
    return {
        "id": index,
        "name": name,
        "labels": [label],
        "properties": [
            {"name": k, "exclude": False, "dataType": t} for k, t in PROPERTIES[label].items()
        ],
        "color": rule["color"],
        "size": round(float(rule["diameter"].removesuffix("px")) / 50, 2),
        "icon": "no-icon",
        "textSize": 1,
        "textAlign": "top",
        "captionKeys": [caption],
        "captions": [
            {
                "key": caption,
                "type": "property",
                "isCaption": True,
                "inTooltip": True,
                "styles": [],
                "isGdsData": False,
            }
        ],
        "styleRules": _memory_rules(style) if label == "Memory" else [],
        "createdAt": CREATED_AT,
        "lastEditedAt": CREATED_AT,
    }


def _memory_rules(style: dict[str, dict[str, str]]) -> list[dict[str, Any]]:
    """Colour a memory by its kind, then by a status other than active (the later rule
    wins, as in the GraSS style): the same colours the display labels give."""
    rules = []
    for prop, labels in (("kind", KIND_LABELS), ("status", STATUS_LABELS)):
        for value, label in labels.items():
            rules.append({"type": "single", "basedOn": prop, "dataType": "string",
                          "condition": "equals", "value": value, "applyColor": True,
                          "color": style[f"node.{label}"]["color"], "applySize": False,
                          "size": 1, "applyCaption": False, "captionKeys": []})  # fmt: skip
    return rules


def _relationship(rel: str, style: dict[str, dict[str, str]]) -> dict[str, Any]:
    rule = {**style["relationship"], **style.get(f"relationship.{rel}", {})}
    return {
        "id": rel,
        "name": rel,
        "color": rule["color"],
        "size": float(rule["shaft-width"].removesuffix("px")),
        "properties": [],
        "textSize": 1,
        "textAlign": "top",
        "captionKeys": [],
        "captions": [
            {"key": rel, "type": "relationship", "isCaption": True, "inTooltip": True, "styles": []}
        ],
        "styleRules": [],
    }


def _template(index: int, query: SavedQuery) -> dict[str, Any]:
    assert query.phrase, query.name
    params = []
    for name in dict.fromkeys(_PHRASE_PARAM.findall(query.phrase)):
        label, prop = SUGGESTIONS[name]
        params.append({"name": f"${name}", "dataType": "String", "suggestionLabel": label,
                       "suggestionProp": prop, "collapsed": False, "suggestionBoolean": False,
                       "cypher": None})  # fmt: skip
    return {
        "name": query.title,
        "id": f"tmpl:{CREATED_AT + index}",
        "createdAt": CREATED_AT + index,
        "text": query.phrase,
        "description": f"{query.english} {query.chinese}".strip(),
        "cypher": query.text,
        "isUpdateQuery": False,
        "isWriteTransactionChecked": False,
        "hasCypherErrors": False,
        "params": params,
    }


def perspective_json() -> str:
    """The perspective as the file holds it."""
    built = build(GRASS.read_text(encoding="utf-8"), saved_queries(BLOOM_DIR))
    return json.dumps(built, ensure_ascii=False, indent=2) + "\n"


def main(out: Path = PERSPECTIVE) -> None:
    out.write_text(perspective_json(), encoding="utf-8")
    print(f"wrote {out}", file=sys.stderr)


if __name__ == "__main__":
    main()
