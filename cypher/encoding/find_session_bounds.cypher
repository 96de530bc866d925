// The end of the state said last in each session that is still ahead at a given time: a
// statement bounded only by pointing back ("send anything to her place till then", "这期间
//让快递直接送上门") ends when the state said a turn or two before it does ("I'm house-sitting
// at my sister's until June 14th", "月子中心住到15号"). Only the session's latest few memories
// are read: a "then" points at what was just said.
// mode: read
// $bank_id: the bank's id
// $asks: one map per statement: key, session_id, at (when it was said)
// $recent: how many of the session's latest memories are read
UNWIND $asks AS ask
CALL (ask) {
  MATCH (m:Memory {bank_id: $bank_id, session_id: ask.session_id})
  WHERE m.kind IN ['fact', 'preference']
  WITH m
  ORDER BY m.created_at DESC, m.occurred_at DESC
  LIMIT $recent
  WITH m
  WHERE m.valid_until IS NOT NULL AND m.valid_until > ask.at
  RETURN m.valid_until AS valid_until
  LIMIT 1
}
RETURN ask.key AS key, valid_until
