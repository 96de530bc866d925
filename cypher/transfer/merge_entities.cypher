// Imported entities, by their key inside the bank: made or brought up to date.
// mode: write
// $bank_id: the bank imported into
// $rows: one map per entity: key, properties
UNWIND $rows AS row
MERGE (n:Entity {bank_id: $bank_id, key: row.key})
SET n += row.properties
RETURN count(n) AS merged
