// A newer memory replaces an older value of the same thing: SUPERSEDES edge, the old memory
// becomes `superseded` and its importance is floored. History stays queryable.
// mode: write
// $bank_id: the bank's id
// $now: the time of the request
// $floor: the importance a superseded memory keeps at most
// $pairs: one map per pair: new_id, old_id, weight, reason
UNWIND $pairs AS row
MATCH (new:Memory {id: row.new_id})
WHERE new.bank_id = $bank_id
MATCH (old:Memory {id: row.old_id})
WHERE old.bank_id = $bank_id AND old.status IN ['active', 'cold']
MERGE (new)-[r:SUPERSEDES]->(old)
ON CREATE SET r.created_at = $now, r.weight = row.weight, r.reason = row.reason
SET old.status = 'superseded',
    old.status_changed_at = $now,
    old.importance = CASE WHEN old.importance > $floor THEN $floor ELSE old.importance END
RETURN old.id AS memory_id, new.id AS by
