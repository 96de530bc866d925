// The entity stack for coreference: the latest memories that mention entities, the asking
// session's first, newest first ("that order" is the order mentioned last), each with its
// text (what a plan label stands for: "plan B: Hotel Kanra"), whether the asking session said
// it ("the plan from last time" looks in earlier sessions first), the episodes it came from
// (a turn's other sentences) and its entities. Both branches walk an index in time order
// ((bank_id, session_id) and (bank_id, occurred_at)), so the cost does not grow with the bank.
// mode: read
// $bank_id: the bank's id
// $session_id: the asking session, or null
// $depth: how many recent memories to look through
CALL () {
  MATCH (m:Memory {bank_id: $bank_id, session_id: $session_id})
  WHERE m.status IN ['active', 'cold']
  WITH m ORDER BY m.occurred_at DESC LIMIT $depth
  RETURN m, 1 AS own
  UNION
  // A datetime range and the order of both indexed properties let the planner read the
  // (bank_id, occurred_at) index backwards and stop after $depth entries (PROFILE: Limit over
  // NodeIndexSeek, 30 rows, instead of a Top over every memory of the bank).
  MATCH (m:Memory)
  USING INDEX m:Memory(bank_id, occurred_at)
  WHERE m.bank_id = $bank_id AND m.occurred_at > datetime('0001-01-01T00:00:00Z')
  WITH m ORDER BY m.bank_id DESC, m.occurred_at DESC LIMIT $depth
  WITH m WHERE m.status IN ['active', 'cold']
  RETURN m, 0 AS own
}
WITH m, max(own) AS own
ORDER BY own DESC, m.occurred_at DESC
LIMIT $depth
WITH m, own,
     [(m)-[:MENTIONS]->(e:Entity) WHERE e.bank_id = $bank_id
      | {key: e.key, name: e.name, kind: e.kind}] AS entities
WHERE size(entities) > 0
RETURN m.text AS text, own = 1 AS own, entities,
       [(m)-[:DERIVED_FROM]->(ep:Episode) WHERE ep.bank_id = $bank_id | ep.id] AS episodes
ORDER BY own DESC, m.occurred_at DESC
