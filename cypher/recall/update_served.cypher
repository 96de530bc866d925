// The sessions a reflected lesson was served to: recall hands a lesson to an agent in a
// session, and a task of that session that then follows the lesson and goes well confirms
// it (reflection.dedupe). Kept per lesson, the newest few. Written in batches, outside the
// read path, with the accesses.
// mode: write
// $bank_id: the bank's id
// $served: one map per lesson: id, sessions (the session ids it was served to since the last batch)
// $keep: how many session ids a lesson keeps, newest last
UNWIND $served AS row
MATCH (m:Memory {id: row.id})
WHERE m.bank_id = $bank_id AND m.kind = 'lesson'
WITH m, [s IN row.sessions WHERE NOT s IN coalesce(m.served_in, [])] AS new
SET m.served_in = (coalesce(m.served_in, []) + new)[-$keep..]
RETURN count(m) AS updated
