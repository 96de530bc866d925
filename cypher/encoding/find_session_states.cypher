// The user's latest statements of each session before a moment, with their ends: a reply to
// "how long?" ("要住多久？" / "到5月10号") bounds the state the question was about, said by the
// user just before it ("这阵子先住我妹那"). Which of them that is, is the caller's to say
// (service/encoding/bounds.py). Latest first.
// mode: read
// $bank_id: the bank's id
// $asks: one map per reply: key, session_id, at (when it was said)
// $recent: how many of the session's latest statements are read per reply
UNWIND $asks AS ask
CALL (ask) {
  MATCH (m:Memory {bank_id: $bank_id, session_id: ask.session_id})-[:DERIVED_FROM]->(e:Episode)
  WHERE e.bank_id = $bank_id AND m.role = 'user' AND m.status = 'active'
    AND m.kind IN ['fact', 'preference'] AND e.timestamp < ask.at
  WITH DISTINCT m, e
  ORDER BY e.timestamp DESC
  LIMIT $recent
  RETURN m.id AS memory_id, m.text AS text, e.text AS turn, e.timestamp AS said_at,
         m.valid_until AS valid_until
}
RETURN ask.key AS key, memory_id, text, turn, said_at, valid_until
