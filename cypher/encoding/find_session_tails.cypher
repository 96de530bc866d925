// The latest memory of each session named, to link new memories after it (PRECEDES): the last
// one stored before this request (the request's own memories are written already and left
// out), the latest said first, then the latest in time.
// mode: read
// $bank_id: the bank's id
// $session_ids: the sessions of the request
// $exclude: the ids of the memories this request created
UNWIND $session_ids AS session_id
CALL (session_id) {
  MATCH (m:Memory {bank_id: $bank_id, session_id: session_id})
  WHERE NOT m.id IN $exclude
  RETURN m.id AS memory_id
  ORDER BY m.created_at DESC, m.occurred_at DESC
  LIMIT 1
}
RETURN session_id, memory_id
