// The user's states still open that a statement saying something is over may end ("CAST IS
// OFF" for "ben's going to do drop-off until the cast comes off"): active facts and likings
// of the user's, with no end of their own, said before the statement and not long before,
// with the turn they were cut from. Which of them the statement ends is for the caller (the
// words they share); the latest first.
// mode: read
// $bank_id: the bank's id
// $overs: one map per statement: key, at (when it was said)
// $days: how far back a state is read
// $limit: states read per statement, at most
UNWIND $overs AS over
CALL (over) {
  MATCH (m:Memory {bank_id: $bank_id})-[:DERIVED_FROM]->(e:Episode)
  WHERE m.role = 'user' AND m.status = 'active' AND m.kind IN ['fact', 'preference']
    AND m.valid_until IS NULL
    AND e.timestamp < over.at AND e.timestamp >= over.at - duration({days: $days})
  RETURN m.id AS memory_id, m.text AS text, e.text AS turn
  ORDER BY e.timestamp DESC
  LIMIT $limit
}
RETURN over.key AS key, memory_id, text, turn
