// What was said just before each candidate in its session: the texts of the $before turns
// (episodes, whoever said them, questions included) that came before the turn it was cut
// from, nearest first. A reply is often a fragment whose subject was said a turn or two
// earlier ("Did the price move?" / "£260 all in. whatever"; "the Friday flight's cancelled"
// / "ok. UA 587, 6:50am same day"); recall's safety net reads what it speaks of from there.
// `before_roles` says who said each of them (an assistant's "Noted, $110 a visit" right after
// the user's bare "110" confirms the user's word). Returns one row per candidate that has a
// session (the first turn of one: no lines before).
// mode: read
// $bank_id: the bank's id
// $ids: the candidates' ids
// $before: how many turns back to read
UNWIND $ids AS id
MATCH (m:Memory {id: id})-[:DERIVED_FROM]->(e:Episode)
WHERE m.bank_id = $bank_id AND e.bank_id = $bank_id AND e.session_id IS NOT NULL
WITH m, min(e.timestamp) AS said_at, head(collect(e.session_id)) AS session_id
WITH m, session_id, COLLECT {
  MATCH (p:Episode {bank_id: $bank_id, session_id: session_id})
  WHERE p.timestamp < said_at
  RETURN [p.text, p.role] ORDER BY p.timestamp DESC LIMIT $before
} AS lines
RETURN m.id AS id, session_id, [line IN lines | line[0]] AS before,
       [line IN lines | line[1]] AS before_roles
