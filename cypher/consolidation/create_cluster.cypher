// One cluster of memories that say the same thing becomes one consolidated memory, in one
// transaction: the new memory (its id derived from the members', so a rerun finds it rather
// than making another) takes the representative's text, vector, kind and entities, the first
// statement's full-text terms, the
// cluster's confidence, the highest importance and the latest time, and is DERIVED_FROM each
// member and each member's episodes (its sources are all of theirs); it takes the members'
// place in the graph (CAUSES, PRECEDES). The members stay, with status `consolidated`, out of
// default recall, in history. A member no longer active is left out; with fewer than 3
// left nothing is written.
// mode: write
// $bank_id: the bank's id
// $run_id: the run's id
// $now: the time of the run
// $bank_key: the bank's token (full-text index, and the label its vector index is on)
// $cluster: id (the new memory's), representative (a member's id), members (ids),
//           confidence, agreement (mean cosine to the representative), search_text (the
//           terms of the member said first: its turn and the turn before it are where the
//           thing was said; the restatements' other turns would only dilute them)
MATCH (r:Consolidation {id: $run_id})
WHERE r.bank_id = $bank_id
MATCH (rep:Memory {id: $cluster.representative})
WHERE rep.bank_id = $bank_id AND rep.status = 'active'
MATCH (m:Memory)
WHERE m.id IN $cluster.members AND m.bank_id = $bank_id AND m.status = 'active'
WITH r, rep, collect(m) AS members
WHERE size(members) >= 3
MERGE (c:Memory {id: $cluster.id})
ON CREATE SET c.bank_id = $bank_id, c.bank_key = $bank_key, c.text = rep.text,
  c.search_text = $cluster.search_text, c.kind = rep.kind, c.role = rep.role,
  c.language = rep.language, c.session_id = rep.session_id,
  c.importance = reduce(a = 0.0, x IN members | CASE WHEN x.importance > a THEN x.importance ELSE a END),
  c.half_life_days = rep.half_life_days, c.created_at = $now, c.known_from = $now,
  c.occurred_at = reduce(a = rep.occurred_at, x IN members | CASE WHEN x.occurred_at > a THEN x.occurred_at ELSE a END),
  c.last_seen_at = reduce(a = rep.last_seen_at, x IN members | CASE WHEN x.last_seen_at > a THEN x.last_seen_at ELSE a END),
  c.valid_until = rep.valid_until, c.last_accessed_at = null,
  c.access_count = reduce(a = 0, x IN members | a + coalesce(x.access_count, 0)),
  c.mention_count = reduce(a = 0, x IN members | a + coalesce(x.mention_count, 1)),
  c.status = 'active', c.confidence = $cluster.confidence, c.agreement = $cluster.agreement,
  c.cluster_size = size(members), c.origin = 'consolidation', c.consolidated_by = $run_id,
  c.signals = ['consolidation'], c.tags = rep.tags, c.vector_model = rep.vector_model,
  c.ml_model = rep.ml_model
SET c:$($bank_key)
WITH r, rep, members, c
SET c.embedding = coalesce(c.embedding, rep.embedding),  // the stored float32 array
    c.embedding_ml = coalesce(c.embedding_ml, rep.embedding_ml)
WITH r, rep, members, c
CALL (rep, c) {
  MATCH (rep)-[:MENTIONS]->(n:Entity)
  WHERE n.bank_id = $bank_id
  MERGE (c)-[:MENTIONS]->(n)
  RETURN count(n) AS mentions
}
CALL (members, c) {
  UNWIND members AS m
  MERGE (c)-[d:DERIVED_FROM]->(m)
  ON CREATE SET d.created_at = $now, d.at = $now, d.reason = 'consolidation'
  WITH m, c
  MATCH (m)-[:DERIVED_FROM]->(e:Episode)
  WHERE e.bank_id = $bank_id
  MERGE (c)-[s:DERIVED_FROM]->(e)
  ON CREATE SET s.created_at = $now
  RETURN count(e) AS sources
}
CALL (members, c) {
  UNWIND members AS m
  MATCH (m)-[k:CAUSES|PRECEDES]->(o:Memory)
  WHERE o.bank_id = $bank_id AND NOT o IN members AND o <> c
  WITH c, o, type(k) AS kind, k.weight AS weight
  CALL (c, o, kind, weight) {
    WITH c, o, weight WHERE kind = 'CAUSES'
    MERGE (c)-[e:CAUSES]->(o) ON CREATE SET e.created_at = $now, e.weight = weight
  }
  CALL (c, o, kind, weight) {
    WITH c, o, weight WHERE kind = 'PRECEDES'
    MERGE (c)-[e:PRECEDES]->(o) ON CREATE SET e.created_at = $now, e.weight = weight
  }
  RETURN count(o) AS onward
}
CALL (members, c) {
  UNWIND members AS m
  MATCH (m)<-[k:CAUSES|PRECEDES]-(o:Memory)
  WHERE o.bank_id = $bank_id AND NOT o IN members AND o <> c
  WITH c, o, type(k) AS kind, k.weight AS weight
  CALL (c, o, kind, weight) {
    WITH c, o, weight WHERE kind = 'CAUSES'
    MERGE (o)-[e:CAUSES]->(c) ON CREATE SET e.created_at = $now, e.weight = weight
  }
  CALL (c, o, kind, weight) {
    WITH c, o, weight WHERE kind = 'PRECEDES'
    MERGE (o)-[e:PRECEDES]->(c) ON CREATE SET e.created_at = $now, e.weight = weight
  }
  RETURN count(o) AS backward
}
CALL (r, members, c) {
  UNWIND members AS m
  SET m.status = 'consolidated', m.status_changed_at = $now, m.consolidated_at = $now,
      m.consolidated_into = c.id
  CREATE (r)-[:CHANGED {action: 'consolidated', from: 'active', at: $now,
                        reason: 'says what ' + toString(size(members)) + ' memories say; into '
                                + c.id}]->(m)
  RETURN count(m) AS marked
}
CREATE (r)-[:CHANGED {action: 'created', at: $now,
                      reason: 'consolidation of ' + toString(size(members)) + ' memories'}]->(c)
WITH c, members
MATCH (b:Bank {id: $bank_id})
SET b.memory_count = coalesce(b.memory_count, 0) + 1, b.updated_at = $now
RETURN c.id AS id, size(members) AS members
