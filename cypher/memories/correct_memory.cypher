// A correction: a new version of a memory, with the text (and any kind, importance, tags,
// valid_until) the person gave, derived from the same episodes, that SUPERSEDES the old one
// with reason 'correction'. The old version stays, superseded, for history. Only a current
// memory (active or cold) can be corrected; nothing is written otherwise.
// mode: write
// $bank_id: the bank's id
// $now: the time of the correction
// $bank_key: the bank's token (full-text index, and the label its vector index is on)
// $embedding_model: the model of `embedding` vectors (the bank's)
// $multilingual_model: the model of `embedding_ml` vectors (null without that space)
// $floor: the importance a superseded memory keeps at most
// $old_id: the memory corrected
// $new: id, text, search_text, kind, importance, half_life_days, tags, valid_until,
//       language, reason, embedding (or null), embedding_ml (or null),
//       entities (list of {key, name, kind})
MATCH (old:Memory {id: $old_id})
WHERE old.bank_id = $bank_id AND old.status IN ['active', 'cold']
CREATE (m:Memory)
SET m = old {.*,
      id: $new.id, text: $new.text, search_text: $new.search_text, kind: $new.kind,
      importance: $new.importance, half_life_days: $new.half_life_days, tags: $new.tags,
      valid_until: $new.valid_until, language: $new.language, status: 'active',
      created_at: $now, known_from: $now, last_seen_at: $now, access_count: 0,
      last_accessed_at: null, origin: 'correction', correction_reason: $new.reason,
      confidence: 1.0, signals: ['correction'],
      embedding: null, embedding_ml: null, vector_model: null, ml_model: null, flags: null,
      skill_count: null, status_changed_at: null, cold_at: null, restored_at: null,
      status_before: null, status_changed_before: null, forgotten_at: null,
      forget_reason: null, superseded_at: null, negated_at: null, expired_at: null,
      consolidated_at: null}
SET m:$($bank_key)
WITH old, m
CALL (m) {
  WITH m WHERE $new.embedding IS NOT NULL
  CALL db.create.setNodeVectorProperty(m, 'embedding', $new.embedding)
  SET m.vector_model = $embedding_model
}
CALL (m) {
  WITH m WHERE $new.embedding_ml IS NOT NULL
  CALL db.create.setNodeVectorProperty(m, 'embedding_ml', $new.embedding_ml)
  SET m.ml_model = $multilingual_model
}
CALL (old, m) {
  MATCH (old)-[:DERIVED_FROM]->(e:Episode)
  WHERE e.bank_id = $bank_id
  CREATE (m)-[:DERIVED_FROM {created_at: $now}]->(e)
  RETURN count(e) AS sources
}
// the new version takes the old one's place in the graph: its causes, effects and neighbours
CALL (old, m) {
  MATCH (old)-[r:CAUSES|PRECEDES]->(o:Memory)
  WHERE o.bank_id = $bank_id AND o <> m
  WITH m, o, type(r) AS kind, r.weight AS weight
  CALL (m, o, kind, weight) {
    WITH m, o, weight WHERE kind = 'CAUSES'
    MERGE (m)-[c:CAUSES]->(o) ON CREATE SET c.created_at = $now, c.weight = weight
  }
  CALL (m, o, kind, weight) {
    WITH m, o, weight WHERE kind = 'PRECEDES'
    MERGE (m)-[p:PRECEDES]->(o) ON CREATE SET p.created_at = $now, p.weight = weight
  }
  RETURN count(o) AS onward
}
CALL (old, m) {
  MATCH (old)<-[r:CAUSES|PRECEDES]-(o:Memory)
  WHERE o.bank_id = $bank_id AND o <> m
  WITH m, o, type(r) AS kind, r.weight AS weight
  CALL (m, o, kind, weight) {
    WITH m, o, weight WHERE kind = 'CAUSES'
    MERGE (o)-[c:CAUSES]->(m) ON CREATE SET c.created_at = $now, c.weight = weight
  }
  CALL (m, o, kind, weight) {
    WITH m, o, weight WHERE kind = 'PRECEDES'
    MERGE (o)-[p:PRECEDES]->(m) ON CREATE SET p.created_at = $now, p.weight = weight
  }
  RETURN count(o) AS backward
}
CALL (m) {
  UNWIND $new.entities AS ent
  MERGE (n:Entity {bank_id: $bank_id, key: ent.key})
  ON CREATE SET n.name = ent.name, n.kind = ent.kind, n.first_seen_at = $now,
                n.mention_count = 0
  SET n.last_seen_at = $now, n.mention_count = coalesce(n.mention_count, 0) + 1
  MERGE (m)-[:MENTIONS]->(n)
  RETURN count(n) AS mentions
}
CREATE (m)-[:SUPERSEDES {created_at: $now, at: $now, weight: 1.0, reason: 'correction',
                         note: $new.reason}]->(old)
SET old.status = 'superseded', old.status_changed_at = $now, old.superseded_at = $now,
    old.importance = CASE WHEN old.importance > $floor THEN $floor ELSE old.importance END
WITH old, m
MATCH (b:Bank {id: $bank_id})
SET b.memory_count = coalesce(b.memory_count, 0) + 1, b.updated_at = $now,
    b.multilingual_model = CASE WHEN $new.embedding_ml IS NOT NULL THEN $multilingual_model
                                ELSE b.multilingual_model END
RETURN m.id AS id, old.id AS superseded
