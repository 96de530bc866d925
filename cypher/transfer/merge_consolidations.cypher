// Imported consolidation runs (the audit trail), by id inside the bank.
// mode: write
// $bank_id: the bank imported into
// $rows: one map per run: id, properties
UNWIND $rows AS row
MERGE (r:Consolidation {bank_id: $bank_id, id: row.id})
SET r += row.properties
RETURN count(r) AS merged
