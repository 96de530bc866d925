// The same lesson learnt again: no new memory. Its confidence rises toward 1 (each
// confirmation closes a share of the gap), it is seen again now, and it gains the new
// episodes as provenance (and the new failures as causes) and the new tags. Its situation
// widens: the new goal joins its goals and its search terms, and its vector becomes the one
// given (the mean of the situations it was learnt in).
// mode: write
// $bank_id: the bank's id
// $now: the time of the reflection
// $id: the existing lesson's id
// $gain: the share of the gap to 1 that a confirmation closes
// $seen_at: when the new experience happened
// $tags: the new lesson's tags
// $episode_ids: the new lesson's episodes
// $failure_episode_ids: the episodes of the failures it learns from
// $goal: the new experience's goal
// $search_text: the new experience's search terms
// $vector: the lesson's new vector, in the space it has (`embedding_ml` with $ml, else
//          `embedding`)
// $ml: whether the vector is in the multilingual space
MATCH (m:Memory {id: $id})
WHERE m.bank_id = $bank_id AND m.kind = 'lesson'
SET m.confidence = coalesce(m.confidence, 0.5) + (1 - coalesce(m.confidence, 0.5)) * $gain,
    m.mention_count = coalesce(m.mention_count, 1) + 1,
    m.last_seen_at = CASE WHEN m.last_seen_at IS NULL OR m.last_seen_at < $seen_at
                          THEN $seen_at ELSE m.last_seen_at END,
    m.tags = m.tags + [t IN $tags WHERE NOT t IN m.tags][..(5 - size(m.tags))],
    m.related_episode_ids = m.related_episode_ids
                            + [e IN $episode_ids WHERE NOT e IN m.related_episode_ids],
    m.goals = CASE WHEN $goal IN coalesce(m.goals, []) THEN m.goals
                   ELSE (coalesce(m.goals, []) + $goal)[-10..] END,
    m.search_text = CASE WHEN $goal IN coalesce(m.goals, []) THEN m.search_text
                         ELSE m.search_text + ' ' + $search_text END
WITH m
CALL (m) {
  WITH m WHERE $ml
  CALL db.create.setNodeVectorProperty(m, 'embedding_ml', $vector)
}
CALL (m) {
  WITH m WHERE NOT $ml
  CALL db.create.setNodeVectorProperty(m, 'embedding', $vector)
}
WITH m
CALL (m) {
  UNWIND $episode_ids AS episode_id
  MATCH (e:Episode {id: episode_id})
  WHERE e.bank_id = $bank_id
  MERGE (m)-[d:DERIVED_FROM]->(e)
  ON CREATE SET d.created_at = $now
  RETURN count(e) AS sources
}
CALL (m) {
  UNWIND $failure_episode_ids AS episode_id
  MATCH (f:Memory)-[:DERIVED_FROM]->(e:Episode {id: episode_id})
  WHERE e.bank_id = $bank_id AND f.bank_id = $bank_id AND f.id <> m.id
  MERGE (f)-[c:CAUSES]->(m)
  ON CREATE SET c.created_at = $now, c.weight = 1.0, c.reason = 'failure behind the lesson'
  RETURN count(f) AS causes
}
RETURN m.id AS id, m.confidence AS confidence, m.mention_count AS mention_count
