// Create new memories, each derived from its episode, mentioning its entities (merged by
// canonical key inside the bank), and count them on the bank. A memory has one vector: in the
// primary space (`embedding`) or, for a text with Han characters, in the multilingual one
// (`embedding_ml`, see service/embedding/spaces.py); the bank records the multilingual model
// once it holds such a memory, so recall knows to embed queries in that space too. A vector is
// stored as a float32 array (db.create.setNodeVectorProperty), not a list of doubles: half the
// bytes to read for every cosine that dedupe, conflicts and recall compute, at the precision
// the model makes it in; the vector index reads either.
// mode: write
// $bank_id: the bank's id
// $now: the time of the request
// $bank_key: the bank's token: in the full-text index (see schema/create_memory_text_index)
//            and as the memory's second label, which the bank's vector index is defined on
// $embedding_model: the model of `embedding` vectors (the bank's)
// $multilingual_model: the model of `embedding_ml` vectors (null without that space)
// $memories: one map per memory: id, episode_id, text, search_text, kind, embedding (or null),
//            embedding_ml (or null),
//            importance, half_life_days, occurred_at, valid_until, session_id, role,
//            confidence, signals, language, entities (list of {key, name, kind})
UNWIND $memories AS row
MATCH (e:Episode {id: row.episode_id})
WHERE e.bank_id = $bank_id
CREATE (m:Memory {
  id: row.id,
  bank_id: $bank_id,
  bank_key: $bank_key,
  text: row.text,
  search_text: row.search_text,
  kind: row.kind,
  importance: row.importance,
  half_life_days: row.half_life_days,
  created_at: $now,
  known_from: e.timestamp,
  occurred_at: row.occurred_at,
  valid_until: row.valid_until,
  last_seen_at: row.occurred_at,
  last_accessed_at: null,
  access_count: 0,
  mention_count: 1,
  status: 'active',
  confidence: row.confidence,
  signals: row.signals,
  language: row.language,
  role: row.role,
  tags: [],
  session_id: row.session_id,
  // the assistant's words right after the user's yes (signal restates_yes) say what the user
  // agreed to: taken up at once, as mark_taken_up marks an offer the user took
  taken_up: CASE WHEN 'restates_yes' IN row.signals THEN true END
})
SET m:$($bank_key)
CREATE (m)-[:DERIVED_FROM {created_at: $now}]->(e)
WITH m, row
CALL (m, row) {
  WITH m, row WHERE row.embedding IS NOT NULL
  CALL db.create.setNodeVectorProperty(m, 'embedding', row.embedding)
  SET m.vector_model = $embedding_model
}
CALL (m, row) {
  WITH m, row WHERE row.embedding_ml IS NOT NULL
  CALL db.create.setNodeVectorProperty(m, 'embedding_ml', row.embedding_ml)
  SET m.ml_model = $multilingual_model
}
WITH m, row
CALL (m, row) {
  UNWIND row.entities AS ent
  MERGE (n:Entity {bank_id: $bank_id, key: ent.key})
  ON CREATE SET n.name = ent.name, n.kind = ent.kind, n.first_seen_at = row.occurred_at,
                n.mention_count = 0
  SET n.last_seen_at = CASE WHEN n.last_seen_at IS NULL OR n.last_seen_at < row.occurred_at
                            THEN row.occurred_at ELSE n.last_seen_at END,
      n.mention_count = n.mention_count + 1
  MERGE (m)-[:MENTIONS]->(n)
  RETURN count(n) AS mentioned
}
WITH count(m) AS created, count(row.embedding_ml) AS multilingual
MATCH (b:Bank {id: $bank_id})
SET b.memory_count = coalesce(b.memory_count, 0) + created, b.updated_at = $now,
    b.multilingual_model = CASE WHEN multilingual > 0 THEN $multilingual_model
                                ELSE b.multilingual_model END
RETURN created
