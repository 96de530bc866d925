// The reasons behind the best matches of a why-question ("why did we drop the running plan?",
// "为什么改了酒店"): what CAUSES each of them, and what the user said just around it in the
// same session, since a reason is as often said in the turn before a change ("My knee's been
// acting up since the hike." / "Let's drop the running plan.") or the one after it as in the
// same sentence; a turn said in parts gives each of them. Each candidate comes with its
// distance: 0 for a cause, else the number of PRECEDES hops, negative when said after.
// Questions and the assistant's words give no reason.
// Returns rows shaped like recall_memories' (scores filled with zeros but `reason`), the
// caller places them after the match they explain.
// mode: read
// $bank_id: the bank's id
// $ids: the ids of the matches to explain, best first
// $statuses: statuses that may be returned
// $before: how many PRECEDES hops back to look
// $after: how many PRECEDES hops forward to look
UNWIND range(0, size($ids) - 1) AS rank
MATCH (src:Memory {id: $ids[rank]})
WHERE src.bank_id = $bank_id
CALL (src) {
  MATCH (m:Memory)-[:CAUSES]->(src)
  WHERE m.bank_id = $bank_id
  RETURN m, 0 AS distance
  UNION
  MATCH path = (m:Memory)-[:PRECEDES*1..3]->(src)
  WHERE m.bank_id = $bank_id AND m.session_id = src.session_id AND length(path) <= $before
  RETURN m, length(path) AS distance
  UNION
  // the other parts of a turn said before it ("im so mad. $35 overdraft fee bc i was 60 cents
  // short"): PRECEDES runs from a turn's first part to the next turn, the rest hang off it
  MATCH path = (p:Memory)-[:PRECEDES*1..3]->(src)
  WHERE p.bank_id = $bank_id AND p.session_id = src.session_id AND length(path) <= $before
  MATCH (p)-[:DERIVED_FROM]->(:Episode)<-[:DERIVED_FROM]-(m:Memory)
  WHERE m.bank_id = $bank_id AND m <> p AND m <> src
  RETURN m, length(path) AS distance
  UNION
  MATCH path = (src)-[:PRECEDES*1..2]->(m:Memory)
  WHERE m.bank_id = $bank_id AND m.session_id = src.session_id AND length(path) <= $after
  RETURN m, -length(path) AS distance
}
WITH rank, src, m, min(distance) AS distance
WHERE m.status IN $statuses AND coalesce(m.role, 'user') = 'user'
  AND NOT (m.text ENDS WITH '?' OR m.text ENDS WITH '？')
  AND m.kind <> 'transient'
RETURN src.id AS source_id, rank, distance,
       m.id AS id, m.text AS text, m.kind AS kind, m.status AS status,
       m.importance AS importance, m.created_at AS created_at, m.occurred_at AS occurred_at,
       m.valid_until AS valid_until, m.language AS language,
       {semantic: 0.0, lexical: 0.0, entity: 0.0, graph: 0.0, window: 0.0, recency: 0.0,
        importance: m.importance, relevance: 0.0, context: 0.0, current: 1.0,
        reason: 1.0} AS scores,
       [(m)-[:MENTIONS]->(e:Entity) WHERE e.bank_id = $bank_id | e.name] AS entities,
       [(m)-[:DERIVED_FROM]->(e:Episode) WHERE e.bank_id = $bank_id
         | {episode_id: e.id, metadata_json: e.metadata_json}] AS sources
ORDER BY rank, CASE WHEN distance = 0 THEN 0 WHEN distance > 0 THEN distance ELSE 2 - distance END
