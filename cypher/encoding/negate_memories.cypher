// A rejection: NEGATES edge from the rejecting memory to what it rejects, which becomes
// `negated` (kept for history, out of recall) with its importance floored.
// mode: write
// $bank_id: the bank's id
// $now: the time of the request (the change is dated by the newer memory's known_from, when
//       the statement was made, so that recall as_of a past moment sees it then)
// $floor: the importance a negated memory keeps at most
// $pairs: one map per pair: new_id, old_id, weight, reason
UNWIND $pairs AS row
MATCH (new:Memory {id: row.new_id})
WHERE new.bank_id = $bank_id
MATCH (old:Memory {id: row.old_id})
WHERE old.bank_id = $bank_id AND old.status IN ['active', 'cold']
MERGE (new)-[r:NEGATES]->(old)
ON CREATE SET r.created_at = $now, r.weight = row.weight, r.reason = row.reason
SET old.status = 'negated',
    old.status_changed_at = coalesce(new.known_from, $now),
    old.negated_at = coalesce(new.known_from, $now),
    old.importance = CASE WHEN old.importance > $floor THEN $floor ELSE old.importance END
RETURN old.id AS memory_id, new.id AS by
