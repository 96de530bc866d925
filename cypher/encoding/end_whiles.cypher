// A state bounded by an event ends when the user says the event is over: its `valid_until`
// becomes that moment, as if the end had been said with it. Recall then ranks it as a state
// that has ended; nothing else of it changes. Never moved later than an end it has.
// mode: write
// $bank_id: the bank's id
// $ends: one map per state: memory_id, at (when the user said it is over)
UNWIND $ends AS ending
MATCH (m:Memory {bank_id: $bank_id, id: ending.memory_id})
WHERE m.valid_until IS NULL OR m.valid_until > ending.at
SET m.valid_until = ending.at
RETURN count(m) AS ended
