// Existing entities of the bank for entity linking: the entity with the exact key when there
// is one; otherwise same-kind entities whose key starts like the new one (fuzzy candidates,
// most recently seen first). Both seek the (bank_id, key) index of the uniqueness constraint;
// the prefix scan runs only for keys the bank does not know yet.
// mode: read
// $bank_id: the bank's id
// $rows: one map per new entity: key, kind, prefix
// $per_entity: fuzzy candidates per entity at most
UNWIND $rows AS row
OPTIONAL MATCH (x:Entity {bank_id: $bank_id, key: row.key})
CALL (row, x) {
  WITH x WHERE x IS NOT NULL
  RETURN x AS n
  UNION
  WITH row, x WHERE x IS NULL
  MATCH (n:Entity {bank_id: $bank_id})
  WHERE n.key STARTS WITH row.prefix AND n.kind = row.kind
  WITH n
  ORDER BY n.last_seen_at DESC
  LIMIT $per_entity
  RETURN n
}
RETURN row.key AS query_key, n.key AS key
