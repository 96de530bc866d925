// For each statement that points at one option among several ("the second one", "双语那个算了"),
// the recent turns that may hold the list it points into: earlier turns of the bank, those of
// the statement's own session first, then the latest said (whether a turn lists options, in
// memories of their own or in one that names several, is the caller's to tell).
// Each comes with its whole text (an option's place in it is its place in the list) and its
// memories that may still be chosen or turned down (active or cold, or turned down already: the
// list keeps its places, and a user may come back to an option; not the lessons reflection
// drew from it, which the turn never said), with their vectors, and
// the search text of what the user said last before it in that session
// (what the list answers: "broker's sent three mortgage offers over, can you give me the gist?").
// mode: read
// $bank_id: the bank's id
// $rows: one map per pointing statement: idx, session_id (or null), at (its turn's time)
// $exclude: the episodes of this request (a turn does not answer itself)
// $days: how far back a list is looked for
// $lists: how many lists per statement at most
UNWIND $rows AS row
CALL (row) {
  MATCH (e:Episode {bank_id: $bank_id})
  WHERE e.timestamp <= row.at AND e.timestamp >= row.at - duration({days: $days})
    AND NOT e.id IN $exclude
  MATCH (m:Memory {bank_id: $bank_id})-[:DERIVED_FROM]->(e)
  WHERE m.status IN ['active', 'cold', 'negated'] AND coalesce(m.role, '') <> 'reflection'
  WITH e, collect({id: m.id, text: m.text, kind: m.kind, signals: coalesce(m.signals, []),
                   turned_down: m.status = 'negated',
                   embedding: m.embedding, embedding_ml: m.embedding_ml}) AS parts
  WITH e, parts, coalesce(e.session_id = row.session_id, false) AS same_session
  ORDER BY same_session DESC, e.timestamp DESC
  LIMIT $lists
  CALL (e) {
    OPTIONAL MATCH (q:Memory {bank_id: $bank_id, session_id: e.session_id, role: 'user'})
    WHERE q.known_from < e.timestamp
    RETURN q.search_text AS asked
    ORDER BY q.known_from DESC
    LIMIT 1
  }
  RETURN e.id AS episode_id, e.text AS content, same_session, parts, asked
}
RETURN row.idx AS idx, episode_id, content, same_session, parts, asked
