// For each new event, active memories of compatible kinds that mention one of its entities:
// the only memories it may supersede (unrelated facts share no entity and never retire each
// other). The closest few by cosine, with their entity keys. Entities mentioned very often
// ("time", "kids") are too generic to name a subject and are skipped.
// mode: read
// $bank_id: the bank's id
// $rows: one map per event: idx, keys (entity keys), kinds (compatible kinds), vector
// $per_event: how many candidates per event at most
// $max_mentions: entities mentioned more often (generic concepts) do not select candidates
UNWIND $rows AS row
CALL (row) {
  UNWIND row.keys AS key
  MATCH (n:Entity {bank_id: $bank_id, key: key})
  WHERE n.mention_count <= $max_mentions
  MATCH (n)<-[:MENTIONS]-(m:Memory)
  WHERE m.bank_id = $bank_id AND m.status = 'active' AND m.kind IN row.kinds
  WITH DISTINCT m
  WITH m, vector.similarity.cosine(m.embedding, row.vector) AS score
  ORDER BY score DESC
  LIMIT $per_event
  RETURN m.id AS memory_id, m.text AS text, m.kind AS kind, score,
         m.occurred_at AS occurred_at,
         [(m)-[:MENTIONS]->(x:Entity) WHERE x.bank_id = $bank_id | x.key] AS keys
}
RETURN row.idx AS idx, memory_id, text, kind, score, occurred_at, keys
