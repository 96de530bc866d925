// Time order inside a session: PRECEDES from each memory to the next one.
// mode: write
// $bank_id: the bank's id
// $now: the time of the request
// $pairs: one map per edge: from_id, to_id, weight
UNWIND $pairs AS row
MATCH (a:Memory {id: row.from_id})
WHERE a.bank_id = $bank_id
MATCH (b:Memory {id: row.to_id})
WHERE b.bank_id = $bank_id
MERGE (a)-[r:PRECEDES]->(b)
ON CREATE SET r.created_at = $now, r.weight = row.weight
RETURN count(r) AS linked
