// The latest memory of each session named, to link new memories after it (PRECEDES).
// mode: read
// $bank_id: the bank's id
// $session_ids: the sessions of the request
UNWIND $session_ids AS session_id
CALL (session_id) {
  MATCH (m:Memory {bank_id: $bank_id, session_id: session_id})
  RETURN m.id AS memory_id
  ORDER BY m.occurred_at DESC, m.created_at DESC
  LIMIT 1
}
RETURN session_id, memory_id
