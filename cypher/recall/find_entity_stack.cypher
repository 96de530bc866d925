// The entity stack for coreference: entities of the latest memories, the asking session's
// first, newest first ("that order" is the order mentioned last). Both branches walk an
// index in time order ((bank_id, session_id) and (bank_id, occurred_at)), so the cost does
// not grow with the bank.
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
  MATCH (m:Memory {bank_id: $bank_id})
  WHERE m.occurred_at IS NOT NULL
  WITH m ORDER BY m.occurred_at DESC LIMIT $depth
  WITH m WHERE m.status IN ['active', 'cold']
  RETURN m, 0 AS own
}
WITH m, max(own) AS own
ORDER BY own DESC, m.occurred_at DESC
LIMIT $depth
MATCH (m)-[:MENTIONS]->(e:Entity)
WHERE e.bank_id = $bank_id
WITH e, max(m.occurred_at) AS seen
RETURN e.key AS key, e.name AS name, e.kind AS kind
ORDER BY seen DESC
