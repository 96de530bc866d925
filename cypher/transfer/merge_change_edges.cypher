// Imported audit of consolidation runs: a run CHANGED a memory. One run may change a memory
// more than once (flagged, then consolidated), so an edge is one per run, memory, action and
// time.
// mode: write
// $bank_id: the bank imported into
// $rows: one map per edge: from_id (run), to_id (memory), action, at, properties
UNWIND $rows AS row
MATCH (a:Consolidation {bank_id: $bank_id, id: row.from_id})
MATCH (b:Memory {id: row.to_id})
WHERE b.bank_id = $bank_id
MERGE (a)-[r:CHANGED {action: row.action, at: row.at}]->(b)
SET r += row.properties
RETURN count(r) AS merged
