// Imported reflections, by scope inside the bank: one armed earlier stays armed, and the
// background worker runs it when it is due.
// mode: write
// $bank_id: the bank imported into
// $rows: one map per reflection: scope, properties
UNWIND $rows AS row
MERGE (r:Reflection {bank_id: $bank_id, scope: row.scope})
SET r += row.properties
RETURN count(r) AS merged
