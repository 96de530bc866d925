// What the assistant offered and the user took up at once ("王建军师傅…电话 15867342219" / "行 我打
// 给他"; "Try Dr Okafor at Elm Street Dental, 0161 555 0199" / "ok I'll call her"): the
// memories of the assistant's turn just before the user's reply in its session, with no other
// user turn between them, are marked `taken_up`. Recall does not scale those down as it
// does the assistant's other words: the user made them theirs.
// mode: write
// $bank_id: the bank's id
// $replies: one map per reply: session_id, at (when it was said)
UNWIND $replies AS reply
CALL (reply) {
  MATCH (e:Episode {bank_id: $bank_id, session_id: reply.session_id})
  WHERE e.role = 'assistant' AND e.timestamp < reply.at
  RETURN e
  ORDER BY e.timestamp DESC
  LIMIT 1
}
WITH reply, e
WHERE NOT EXISTS {
  MATCH (u:Episode {bank_id: $bank_id, session_id: reply.session_id})
  WHERE u.role = 'user' AND u.timestamp > e.timestamp AND u.timestamp < reply.at
}
MATCH (m:Memory)-[:DERIVED_FROM]->(e)
WHERE m.bank_id = $bank_id AND m.role = 'assistant'
SET m.taken_up = true
RETURN count(m) AS marked
