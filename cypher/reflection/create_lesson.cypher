// Store a lesson: a memory of kind `lesson` with its parts (goal, outcome, attribution, the
// instruction, tags, the episodes it was distilled from, confidence), DERIVED_FROM each of
// those episodes, and CAUSED by the memories of the failures it learns from. Counted on the
// bank like every memory, and as a lesson (recall looks for lessons only in a bank that has).
// mode: write
// $bank_id: the bank's id
// $now: the time of the reflection
// $bank_key: the bank's token (full-text index, and the label its vector index is on)
// $embedding_model: the model of `embedding` vectors (the bank's)
// $multilingual_model: the model of `embedding_ml` vectors (null without that space)
// $lesson: id, text, search_text, goal, outcome, attribution, lesson, tags,
//          related_episode_ids, failure_episode_ids, confidence, method, subject, fix,
//          accepted (what the user accepted, or ''),
//          source, language, importance, half_life_days, occurred_at, situation (the text
//          its vector embeds: goal, tool, attempt), embedding (or null), embedding_ml (or null)
CREATE (m:Memory {
  id: $lesson.id,
  bank_id: $bank_id,
  bank_key: $bank_key,
  text: $lesson.text,
  search_text: $lesson.search_text,
  kind: 'lesson',
  goal: $lesson.goal,
  goals: [$lesson.goal],
  situation: $lesson.situation,
  outcome: $lesson.outcome,
  attribution: $lesson.attribution,
  lesson: $lesson.lesson,
  tags: $lesson.tags,
  related_episode_ids: $lesson.related_episode_ids,
  confidence: $lesson.confidence,
  method: $lesson.method,
  subject: $lesson.subject,
  fix: $lesson.fix,
  accepted: $lesson.accepted,
  source: $lesson.source,
  language: $lesson.language,
  importance: $lesson.importance,
  half_life_days: $lesson.half_life_days,
  created_at: $now,
  known_from: $lesson.occurred_at,
  occurred_at: $lesson.occurred_at,
  valid_until: null,
  last_seen_at: $lesson.occurred_at,
  last_accessed_at: null,
  access_count: 0,
  mention_count: 1,
  status: 'active',
  signals: ['reflection.' + $lesson.method],
  role: 'reflection',
  session_id: null
})
SET m:$($bank_key)
WITH m
CALL (m) {
  WITH m WHERE $lesson.embedding IS NOT NULL
  CALL db.create.setNodeVectorProperty(m, 'embedding', $lesson.embedding)
  SET m.vector_model = $embedding_model
}
CALL (m) {
  WITH m WHERE $lesson.embedding_ml IS NOT NULL
  CALL db.create.setNodeVectorProperty(m, 'embedding_ml', $lesson.embedding_ml)
  SET m.ml_model = $multilingual_model
}
CALL (m) {
  UNWIND $lesson.related_episode_ids AS episode_id
  MATCH (e:Episode {id: episode_id})
  WHERE e.bank_id = $bank_id
  CREATE (m)-[:DERIVED_FROM {created_at: $now}]->(e)
  RETURN count(e) AS sources
}
CALL (m) {
  UNWIND $lesson.failure_episode_ids AS episode_id
  MATCH (f:Memory)-[:DERIVED_FROM]->(e:Episode {id: episode_id})
  WHERE e.bank_id = $bank_id AND f.bank_id = $bank_id AND f.id <> m.id
  MERGE (f)-[c:CAUSES]->(m)
  ON CREATE SET c.created_at = $now, c.weight = 1.0, c.reason = 'failure behind the lesson'
  RETURN count(f) AS causes
}
WITH m
MATCH (b:Bank {id: $bank_id})
SET b.memory_count = coalesce(b.memory_count, 0) + 1, b.updated_at = $now,
    b.lesson_count = coalesce(b.lesson_count, 0) + 1,
    b.multilingual_model = CASE WHEN $lesson.embedding_ml IS NOT NULL THEN $multilingual_model
                                ELSE b.multilingual_model END
RETURN m.id AS id
