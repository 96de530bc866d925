// Imported tombstones (what hard forgets left), by the erased node's id inside the bank.
// mode: write
// $bank_id: the bank imported into
// $rows: one map per tombstone: id, properties
UNWIND $rows AS row
MERGE (t:Tombstone {bank_id: $bank_id, id: row.id})
SET t += row.properties
RETURN count(t) AS merged
