// Existing entities of the bank for entity linking: exact keys, plus same-kind entities whose
// key starts like the new one (fuzzy candidates, most recently seen first).
// mode: read
// $bank_id: the bank's id
// $rows: one map per new entity: key, kind, prefix
// $per_entity: fuzzy candidates per entity at most
UNWIND $rows AS row
CALL (row) {
  MATCH (n:Entity {bank_id: $bank_id})
  WHERE n.key = row.key OR (n.kind = row.kind AND n.key STARTS WITH row.prefix)
  RETURN n.key AS key, n.name AS name, n.kind AS kind, n.last_seen_at AS last_seen_at
  ORDER BY n.key = row.key DESC, n.last_seen_at DESC
  LIMIT $per_entity
}
RETURN row.key AS query_key, key, name, kind, last_seen_at
