// The lessons learnt in the situations the best matches come from: a reflected lesson that
// is DERIVED_FROM an episode one of them is DERIVED_FROM, or that one of them CAUSES (the
// failure it learns from). A new attempt at a task finds the turns of the last attempt
// ("Book my trip to Paris…", "No, I'm done flying to Paris"); the lesson drawn from them is
// what the agent needs before it acts. Returns rows shaped like recall_memories' (scores
// zero but `lesson`), each with the best match it stands behind; the caller places it there.
// mode: read
// $bank_id: the bank's id
// $ids: the ids of the best matches, best first
// $statuses: statuses that may be returned
UNWIND range(0, size($ids) - 1) AS rank
MATCH (src:Memory {id: $ids[rank]})
WHERE src.bank_id = $bank_id
CALL (src) {
  MATCH (src)-[:DERIVED_FROM]->(e:Episode)<-[:DERIVED_FROM]-(m:Memory)
  WHERE e.bank_id = $bank_id AND m.bank_id = $bank_id AND m.kind = 'lesson'
    AND m.role = 'reflection'
  RETURN m
  UNION
  MATCH (src)-[:CAUSES]->(m:Memory)
  WHERE m.bank_id = $bank_id AND m.kind = 'lesson' AND m.role = 'reflection'
  RETURN m
}
WITH m, min(rank) AS rank
WHERE m.status IN $statuses
WITH m, rank, $ids[rank] AS source_id
RETURN source_id, rank,
       m.id AS id, m.text AS text, m.kind AS kind, m.status AS status, m.role AS role,
       m.importance AS importance, m.created_at AS created_at, m.occurred_at AS occurred_at,
       m.valid_until AS valid_until, m.language AS language,
       {semantic: 0.0, lexical: 0.0, entity: 0.0, graph: 0.0, window: 0.0, recency: 0.0,
        importance: m.importance, relevance: 0.0, context: 0.0, current: 1.0,
        lesson: 1.0} AS scores,
       [(m)-[:MENTIONS]->(e:Entity) WHERE e.bank_id = $bank_id | e.name] AS entities,
       [(m)-[:DERIVED_FROM]->(e:Episode) WHERE e.bank_id = $bank_id
         | {episode_id: e.id, metadata_json: e.metadata_json}] AS sources
ORDER BY rank, m.confidence DESC
