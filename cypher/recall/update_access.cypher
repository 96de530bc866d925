// Reinforcement: recalled memories count one more access, as of the recall's time.
// Written in batches, outside the read path.
// mode: write
// $bank_id: the bank's id
// $accesses: one map per memory: id, at (the time of the recall), count (accesses since the last batch)
UNWIND $accesses AS row
MATCH (m:Memory {id: row.id})
WHERE m.bank_id = $bank_id
SET m.access_count = coalesce(m.access_count, 0) + row.count,
    m.last_accessed_at = CASE WHEN m.last_accessed_at IS NULL OR m.last_accessed_at < row.at
                              THEN row.at ELSE m.last_accessed_at END
RETURN count(m) AS updated
