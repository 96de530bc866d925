// The user's states still open that statements saying something is over, or telling as done
// what a state waits for, may end ("CAST IS OFF" for "ben's going to do drop-off until the
// cast comes off"): active facts and likings of the user's, with no end of their own, said in
// the window before the statements (one read for all of a request's statements), with the
// turn they were cut from and when it was said. Which of them each statement ends is for the
// caller (said before it, and the words they share); the latest first.
// mode: read
// $bank_id: the bank's id
// $since: the earliest a state is read from (the first statement's time, less how far back)
// $before: the last statement's time; a state said then or later ends by none of them
// $limit: states read, at most
MATCH (m:Memory {bank_id: $bank_id})-[:DERIVED_FROM]->(e:Episode)
WHERE m.role = 'user' AND m.status = 'active' AND m.kind IN ['fact', 'preference']
  AND m.valid_until IS NULL
  AND e.timestamp < $before AND e.timestamp >= $since
RETURN m.id AS memory_id, m.text AS text, e.text AS turn, e.timestamp AS said_at
ORDER BY e.timestamp DESC
LIMIT $limit
