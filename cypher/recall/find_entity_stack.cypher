// The entity stack for coreference: entities of the latest memories, the asking session's
// first, newest first ("that order" is the order mentioned last).
// mode: read
// $bank_id: the bank's id
// $session_id: the asking session, or null
// $depth: how many recent memories to look through
MATCH (m:Memory {bank_id: $bank_id})
WHERE m.status IN ['active', 'cold']
WITH m ORDER BY (m.session_id = $session_id) DESC, m.occurred_at DESC, m.created_at DESC
LIMIT $depth
MATCH (m)-[:MENTIONS]->(e:Entity)
WHERE e.bank_id = $bank_id
WITH e, max(m.occurred_at) AS seen
RETURN e.key AS key, e.name AS name, e.kind AS kind
ORDER BY seen DESC
