// Imported provenance: a memory DERIVED_FROM an episode of the bank.
// mode: write
// $bank_id: the bank imported into
// $rows: one map per edge: from_id (memory), to_id (episode), rel, properties
UNWIND $rows AS row
MATCH (a:Memory {id: row.from_id})
WHERE a.bank_id = $bank_id AND row.rel = 'DERIVED_FROM'
MATCH (b:Episode {id: row.to_id})
WHERE b.bank_id = $bank_id
MERGE (a)-[r:DERIVED_FROM]->(b)
SET r += row.properties
RETURN count(r) AS merged
