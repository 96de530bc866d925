// Imported mentions: a memory MENTIONS an entity of the bank (by its key).
// mode: write
// $bank_id: the bank imported into
// $rows: one map per edge: from_id (memory), to_id (entity key), rel, properties
UNWIND $rows AS row
MATCH (a:Memory {id: row.from_id})
WHERE a.bank_id = $bank_id AND row.rel = 'MENTIONS'
MATCH (b:Entity {bank_id: $bank_id, key: row.to_id})
MERGE (a)-[r:MENTIONS]->(b)
SET r += row.properties
RETURN count(r) AS merged
