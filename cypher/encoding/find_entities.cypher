// Existing entities of the bank for entity linking: the exact key, plus same-kind entities
// whose key starts like the new one (fuzzy candidates, most recently seen first). Both
// branches seek the (bank_id, key) index of the uniqueness constraint.
// mode: read
// $bank_id: the bank's id
// $rows: one map per new entity: key, kind, prefix
// $per_entity: fuzzy candidates per entity at most
UNWIND $rows AS row
CALL (row) {
  MATCH (n:Entity {bank_id: $bank_id, key: row.key})
  RETURN n, true AS exact
  UNION
  MATCH (n:Entity {bank_id: $bank_id})
  WHERE n.key STARTS WITH row.prefix AND n.kind = row.kind AND n.key <> row.key
  RETURN n, false AS exact
}
WITH row, n, exact
ORDER BY exact DESC, n.last_seen_at DESC
WITH row, collect(n)[0..$per_entity] AS found
UNWIND found AS n
RETURN row.key AS query_key, n.key AS key, n.name AS name, n.kind AS kind,
       n.last_seen_at AS last_seen_at
