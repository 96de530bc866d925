// The turn said just before each of some new user turns in its session (what the assistant
// asked, if it asked: "Any format preference?" before "physical only, paperback or
// hardcover"). A chat sends one turn at a time, so the question is already stored.
// mode: read
// $bank_id: the bank's id
// $asks: one map per turn: key, session_id, at (when it was said)
UNWIND $asks AS ask
CALL (ask) {
  MATCH (e:Episode {bank_id: $bank_id, session_id: ask.session_id})
  WHERE e.timestamp < ask.at
  RETURN e
  ORDER BY e.timestamp DESC
  LIMIT 1
}
RETURN ask.key AS key, e.role AS role, e.text AS content
